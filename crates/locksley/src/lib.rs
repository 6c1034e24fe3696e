#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

mod content;
mod diagram;
pub mod eval;
mod game;
mod legality;
mod loot;
mod movegen;
mod moves;
mod notation;
mod play;
mod playout;
mod position;
mod setup;
mod supply;
mod task;
mod track;

/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome};
pub use content::{ColourSpec, Content, ContentError, CornerTile, PLACEHOLDER_TOML, SmallTile};
pub use legality::SetupError;
pub use loot::{Loot, MAX_COLOURS, ParseLootError};
pub use moves::Move;
pub use notation::ParsePositionError;
pub use position::{DEFAULT_TURN_LIMIT, Phase, Position, Termination};
pub use setup::Setup;
pub use supply::Supply;
pub use task::{Cmp, ParseTaskError, Quantity, Relation, Task};
pub use track::{MAX_LAP, MAX_SMALL_PER_SIDE, Sides, Track, TrackError, TrackLength};

/// A square of the 5x5 grid, `a1` to `e5`.
pub type Square = boardcore::grid::Square<5, 5>;

/// The list of legal moves of a position (inline up to 32: at most 8 Robin moves, 8
/// sales, a task, 8 payments and the end of the turn; a short refill lists up to 23
/// squares to fill with up to 8 sales and 8 payments, and a rare list that long moves
/// to the heap).
pub type MoveList = boardcore::MoveList<Move, 32>;
