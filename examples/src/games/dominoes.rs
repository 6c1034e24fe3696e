//! Dominoes: [`ExampleGame`] for [`dominoes::Position`], one hand from the deal (the
//! deal and every draw from the stock are chance nodes). Three names: `dominoes` (the
//! draw game, two players), `dominoes-block` (the block game, two players) and
//! `dominoes-teams` (the draw game, four players in two partnerships).

use crate::{ExampleGame, PerftCase, TourGame};
use dominoes::{Move, Position, Rules};

/// The rules of each name, in the notation of [`Rules`].
const RULES: [(&str, &str); 3] = [
    ("dominoes", "draw-6-2"),
    ("dominoes-block", "block-6-2"),
    ("dominoes-teams", "draw-6-4+teams"),
];

/// Returns the rules of game name `name`.
fn rules(name: &str) -> Result<Rules, String> {
    let (_, text) = RULES
        .iter()
        .find(|(n, _)| *n == name)
        .ok_or_else(|| format!("unknown game {name:?}"))?;
    text.parse().map_err(|e| format!("{e}"))
}

impl ExampleGame for Position {
    const NAMES: &'static [&'static str] = &["dominoes", "dominoes-block", "dominoes-teams"];
    type Full = Self;

    fn into_full(self) -> Self {
        self
    }

    /// `start` (a hand before the deal under the name's rules), other rules
    /// (`block-9-3`, `draw-6-4+teams`), or a position in the full-state notation.
    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        let default = rules(name)?;
        match arg {
            "start" => Self::new(default).map_err(|e| format!("{e}")),
            text if !text.contains(' ') => {
                let rules: Rules = text.parse().map_err(|e| format!("{e}"))?;
                Self::new(rules).map_err(|e| format!("{e}"))
            }
            text => text.parse().map_err(|e| format!("{e}")),
        }
    }

    fn diagram(&self) -> String {
        format!("{}position {self}\n", self.diagram())
    }

    fn end_reason(&self) -> Option<String> {
        self.termination().map(|t| t.to_string())
    }

    /// Getting rid of heavy tiles first: the pips of the tile played.
    fn move_value(&self, mv: Move) -> i32 {
        match mv {
            Move::Play { tile, .. } => tile.pips() as i32,
            _ => 0,
        }
    }

    /// A hand of each name, random against greedy seats (seeds 1 to 3; the deal and
    /// the draws come from the tour's generator).
    fn tour_games() -> Result<Vec<TourGame<Self>>, String> {
        RULES
            .iter()
            .zip(1..)
            .map(|(&(name, _), seed)| {
                Ok(TourGame {
                    title: name.to_owned(),
                    start: Self::new(rules(name)?).map_err(|e| format!("{e}"))?,
                    seed,
                })
            })
            .collect()
    }

    /// The deal: 28, 28 x 27 and 28 x 27 x 26 ways to deal the first tiles.
    fn perft_cases() -> Result<Vec<PerftCase<Self>>, String> {
        let start = Self::new(rules("dominoes")?).map_err(|e| format!("{e}"))?;
        Ok([(1, 28), (2, 756), (3, 19_656)]
            .into_iter()
            .map(|(depth, expected)| PerftCase {
                game: "dominoes",
                label: "deal",
                position: start.clone(),
                depth,
                expected,
            })
            .collect())
    }
}
