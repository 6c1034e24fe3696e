//! The games the example programs know: one module of [`ExampleGame`] glue per game,
//! and the registry [`GAMES`] that every program dispatches from.
//!
//! [`ExampleGame`]: crate::ExampleGame

/// Implements [`ExampleGame`](crate::ExampleGame) for `$full`, a game's history type
/// (the game under its complete rules, which `tour` and `playout` play), by
/// delegating to the glue of its position type `$pos`. `$full` must have `new($pos)`,
/// `position()` and `termination()` (whose value is `Display`), as every history
/// type of the workspace has; `$eval` is the crate's evaluation of the history
/// (`eval::evaluate_history`).
macro_rules! full_rules_glue {
    ($full:ty, $pos:ty, $eval:path) => {
        impl $crate::ExampleGame for $full {
            const NAMES: &'static [&'static str] = <$pos as $crate::ExampleGame>::NAMES;
            type Full = Self;

            fn into_full(self) -> Self {
                self
            }

            fn from_full(full: &Self) -> Self {
                full.clone()
            }

            fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
                <$pos as $crate::ExampleGame>::parse_position(name, arg).map(Self::new)
            }

            fn seeded_start(name: &str, seed: u64) -> Result<Self, String> {
                <$pos as $crate::ExampleGame>::seeded_start(name, seed).map(Self::new)
            }

            fn movetext(start: &Self, moves: &[Self::Move]) -> String {
                <$pos as $crate::ExampleGame>::movetext(start.position(), moves)
            }

            fn diagram(&self) -> String {
                $crate::ExampleGame::diagram(self.position())
            }

            fn seat_name(player: boardcore::Player) -> String {
                <$pos as $crate::ExampleGame>::seat_name(player)
            }

            fn end_reason(&self) -> Option<String> {
                self.termination().map(|t| t.to_string())
            }

            const ROLLOUT_CUTOFF: Option<usize> = <$pos as $crate::ExampleGame>::ROLLOUT_CUTOFF;

            fn evaluate(&self, player: boardcore::Player) -> f64 {
                $eval(self, player)
            }
        }
    };
}
pub(crate) use full_rules_glue;

pub mod backgammon;
pub mod chess;
pub mod dominoes;
pub mod draughts;
pub mod locksley;
pub mod robijn;
pub mod smokkelen;

use crate::registry::{Entry, entry};

/// Every game of the example programs, in the order of the tour and of the usage
/// texts: one [`entry`] per game.
pub static GAMES: &[Entry] = &[
    entry::<::chess::Position>(),
    entry::<::draughts::Position>(),
    entry::<::robijn::Position>(),
    entry::<::dominoes::Position>(),
    entry::<::smokkelen::Position>(),
    entry::<::backgammon::GameState>(),
    entry::<::backgammon::Match>(),
    entry::<::locksley::Position>(),
];
