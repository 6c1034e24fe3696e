//! Smokkelen: [`ExampleGame`] for [`smokkelen::Position`] (the game of move
//! generation, with the ply limit and two passes but without repetitions; used by
//! `perft` and `moves`) and for [`smokkelen::History`] (with threefold repetition;
//! used by `tour` and `playout`).

use crate::{ExampleGame, PerftCase, TourGame};
use boardcore::Player;
use smokkelen::{History, Position};

impl ExampleGame for Position {
    const NAMES: &'static [&'static str] = &["smokkelen"];
    type Full = History;

    fn evaluate(&self, player: Player) -> f64 {
        ::smokkelen::eval::evaluate(self, player)
    }

    fn into_full(self) -> History {
        History::new(self)
    }

    fn from_full(full: &History) -> Self {
        full.position().clone()
    }

    /// `start` (the specification's arrangement, secrets W0 and B0), a position in
    /// the full-state notation (`<board> w - secrets=W0,B0 ply=0`), or the
    /// specification's position string without secrets (`<board> w -`), a public
    /// position where no move wins by a secret; `--seed` draws random home
    /// arrangements and secrets.
    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        match (name, arg) {
            ("smokkelen", "start") => Ok(Self::default()),
            ("smokkelen", text) => text.parse().map_err(|e| format!("{e}")),
            _ => Err(format!("unknown game {name:?}")),
        }
    }

    fn seeded_start(name: &str, seed: u64) -> Result<Self, String> {
        match name {
            "smokkelen" => Ok(Self::from_seed(seed)),
            _ => Err(format!("unknown game {name:?}")),
        }
    }

    fn diagram(&self) -> String {
        format!("{}position {self}\n", self.diagram())
    }

    fn seat_name(player: Player) -> String {
        if player == Player::FIRST {
            "White".into()
        } else {
            "Black".into()
        }
    }

    fn end_reason(&self) -> Option<String> {
        self.termination().map(|t| t.to_string())
    }

    /// The specification's start (seed 1) and a random start drawn with seed 7.
    fn tour_games() -> Result<Vec<TourGame<History>>, String> {
        Ok(vec![
            TourGame {
                title: "smokkelen".to_owned(),
                start: History::new(Self::default()),
                seed: 1,
            },
            TourGame {
                title: "smokkelen, random start (seed 7)".to_owned(),
                start: History::new(Self::from_seed(7)),
                seed: 7,
            },
        ])
    }

    /// The default start, cross-checked in the crate's tests against a slow
    /// square-by-square generator (no published counts exist).
    fn perft_cases() -> Result<Vec<PerftCase<Self>>, String> {
        Ok([(1, 110), (2, 9_868), (3, 816_678)]
            .into_iter()
            .map(|(depth, expected)| PerftCase {
                game: "smokkelen",
                label: "start",
                position: Self::default(),
                depth,
                expected,
            })
            .collect())
    }
}

crate::games::full_rules_glue!(History, Position, ::smokkelen::eval::evaluate_history);

#[cfg(test)]
mod tests {
    use crate::registry::{PerftRequest, find};

    /// The specification's position string, without secrets.
    const SPEC_START: &str = "B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w -";

    #[test]
    fn moves_and_perft_take_the_public_position_string() -> Result<(), String> {
        // Before: "missing `secrets=W<n>,B<n>`" from both tools.
        find("smokkelen").ok_or("no smokkelen")?;
        let public = crate::registry::moves(
            &crate::registry::GameArg::parse("smokkelen")?,
            SPEC_START,
            None,
        )?;
        let full = crate::registry::moves(
            &crate::registry::GameArg::parse("smokkelen")?,
            "start",
            None,
        )?;
        assert_eq!(public.lines.len(), 110);
        assert_eq!(public.lines.len(), full.lines.len());
        // The positions after the moves stay public (no secrets written).
        assert!(
            public.lines.iter().all(|l| !l.contains("secrets=")),
            "{:?}",
            public.lines
        );
        let arg = crate::registry::GameArg::parse("smokkelen")?;
        let report = crate::registry::perft(&PerftRequest {
            game: &arg,
            position: SPEC_START,
            depth: 2,
            divide: false,
            threads: 1,
            seed: None,
            keep_duplicates: false,
        })?;
        assert_eq!(report.nodes, 9_868);
        Ok(())
    }
}
