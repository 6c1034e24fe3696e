#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

mod color;
pub mod eval;
mod game;
mod geometry;
mod history;
mod movegen;
mod moves;
pub mod notation;
mod pick;
mod play;
mod position;
mod setup;
mod square;
mod variant;
mod zobrist;

/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome};
pub use color::{Color, Piece, Role};
pub use history::{DrawRule, EndgameCount, History, HistoryExt, ParseHistoryError, Termination};
pub use moves::{Move, MoveList};
pub use notation::fen::ParseFenError;
pub use play::PerftMode;
pub use position::{ParsePositionError, Position};
pub use setup::{Setup, SetupError};
pub use square::{Iter as SquareSetIter, ParseSquareError, Square, SquareSet};
pub use variant::{ParseVariantError, Variant};
