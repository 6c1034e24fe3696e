//! Robin of Locksley: [`ExampleGame`] for [`locksley::Position`], with the shipped
//! placeholder content (the deal and every refill draw are chance nodes; the table's
//! generator plays them).

use crate::{ExampleGame, TourGame};
use boardcore::Player;
use locksley::{Content, ParsePositionError, Position, Sides, TrackLength};

/// The colour names of the placeholder content, for diagrams.
fn colour_names() -> Vec<String> {
    Content::placeholder()
        .colours()
        .iter()
        .map(|c| c.name.clone())
        .collect()
}

/// The message of a bad position argument, without the crate error's own
/// `illegal position: ` / `invalid position notation` prefix (the caller adds
/// `invalid position: `).
fn parse_error(e: ParsePositionError) -> String {
    match e {
        ParsePositionError::Syntax { field, why } => {
            format!("bad notation in field {field}: {why}")
        }
        ParsePositionError::Invalid(e) => e.to_string(),
        e => e.to_string(),
    }
}

impl ExampleGame for Position {
    const NAMES: &'static [&'static str] = &["locksley"];
    type Full = Self;

    fn evaluate(&self, player: Player) -> f64 {
        ::locksley::eval::evaluate(self, player)
    }

    fn into_full(self) -> Self {
        self
    }

    fn from_full(full: &Self) -> Self {
        *full
    }

    /// `start` (a standard game, day sides, the placeholder tiles in file order),
    /// `short`, `standard` or `long` (optionally `-night` or `-mixed`), or a position
    /// in the full-state notation; `--seed` with `start` shuffles the fame tiles.
    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        if name != "locksley" {
            return Err(format!("unknown game {name:?}"));
        }
        if arg == "start" {
            return Ok(Self::default());
        }
        let (length, sides) = arg.split_once('-').unwrap_or((arg, "day"));
        let length = match length {
            "short" => Some(TrackLength::Short),
            "standard" => Some(TrackLength::Standard),
            "long" => Some(TrackLength::Long),
            _ => None,
        };
        let sides = match sides {
            "day" => Some(Sides::Day),
            "night" => Some(Sides::Night),
            "mixed" => Some(Sides::Mixed),
            _ => None,
        };
        match (length, sides) {
            (Some(length), Some(sides)) => {
                Ok(Content::placeholder().start_position(length, sides, None))
            }
            _ => arg.parse().map_err(parse_error),
        }
    }

    fn seeded_start(name: &str, seed: u64) -> Result<Self, String> {
        match name {
            "locksley" => Ok(Content::placeholder().start_position(
                TrackLength::Standard,
                Sides::Day,
                Some(seed),
            )),
            _ => Err(format!("unknown game {name:?}")),
        }
    }

    /// The track with both Bards, the grid with both Robins, both supplies and the
    /// piles, then the position string.
    fn diagram(&self) -> String {
        let names = colour_names();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        format!("{}position {self}\n", self.diagram_with(&names))
    }

    fn seat_name(player: Player) -> String {
        if player == Player::FIRST {
            "A".into()
        } else {
            "B".into()
        }
    }

    fn end_reason(&self) -> Option<String> {
        self.termination().map(|t| t.to_string())
    }

    /// A short game (14 fields a lap, so that it ends within the tour's ply limit)
    /// with the fame tiles shuffled by seed 1, random against greedy.
    fn tour_games() -> Result<Vec<TourGame<Self>>, String> {
        Ok(vec![TourGame {
            title: "locksley (short track, placeholder fame tiles)".to_owned(),
            start: Content::placeholder().start_position(TrackLength::Short, Sides::Day, Some(1)),
            seed: 1,
        }])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::position_arg;

    #[test]
    fn position_errors_carry_one_prefix() {
        let good = Position::default().to_string();
        let illegal = good.replacen("0/500", "0/0", 1);
        let err = position_arg::<Position>("locksley", &illegal, None).unwrap_err();
        assert!(err.starts_with("invalid position: "), "{err}");
        assert!(!err.contains("illegal position"), "{err}");
        let bad = good.replacen("deal", "dance", 1);
        let err = position_arg::<Position>("locksley", &bad, None).unwrap_err();
        assert!(
            err.starts_with("invalid position: bad notation in field "),
            "{err}"
        );
        assert_eq!(err.matches("position").count(), 1, "{err}");
    }
}
