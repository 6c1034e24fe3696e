//! Robijn: [`ExampleGame`] for [`robijn::Position`] (the game of move generation,
//! which ends at a home or blockade win or when neither side can move; used by
//! `perft` and `moves`) and for [`robijn::History`] (with threefold repetition and
//! the 2000-ply limit; used by `tour` and `playout`).

use crate::{ExampleGame, PerftCase, TourGame};
use boardcore::Player;
use robijn::{History, Position};

impl ExampleGame for Position {
    const NAMES: &'static [&'static str] = &["robijn"];
    type Full = History;

    /// Random robijn games may never end: rollouts stop after 100 plies.
    const ROLLOUT_CUTOFF: Option<usize> = Some(100);

    fn evaluate(&self, player: Player) -> f64 {
        ::robijn::eval::evaluate(self, player)
    }

    fn into_full(self) -> History {
        History::new(self)
    }

    fn from_full(full: &History) -> Self {
        full.position().clone()
    }

    /// `start` or a position string (`g10g9.../... a`).
    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        match name {
            "robijn" => Self::from_arg(arg).map_err(|e| format!("{e}")),
            _ => Err(format!("unknown game {name:?}")),
        }
    }

    fn diagram(&self) -> String {
        format!("{}position {self}\n", self.diagram())
    }

    fn seat_name(player: Player) -> String {
        if player == Player::FIRST {
            "A (brown, red)".into()
        } else {
            "B (green, blue)".into()
        }
    }

    fn end_reason(&self) -> Option<String> {
        self.termination().map(|t| t.to_string())
    }

    /// The start position with A to move (seed 1).
    fn tour_games() -> Result<Vec<TourGame<History>>, String> {
        Ok(vec![TourGame {
            title: "robijn".to_owned(),
            start: History::new(Self::default()),
            seed: 1,
        }])
    }

    /// The start position to depth 3, cross-checked in the crate's tests against a
    /// slow square-by-square generator (no published counts exist).
    fn perft_cases() -> Result<Vec<PerftCase<Self>>, String> {
        Ok([(1, 36), (2, 1_296), (3, 64_944)]
            .into_iter()
            .map(|(depth, expected)| PerftCase {
                game: "robijn",
                label: "start",
                position: Self::default(),
                depth,
                expected,
            })
            .collect())
    }
}

crate::games::full_rules_glue!(History, Position, ::robijn::eval::evaluate_history);
