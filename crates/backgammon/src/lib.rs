#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

mod dice;
mod movegen;
pub mod notation;
mod play;
mod position;
pub mod record;

/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome};
pub use dice::{Dice, DiceError};
pub use movegen::PlayList;
pub use notation::ResolvePlayError;
pub use play::{Play, PlayError, Step};
pub use position::{BAR, CHECKERS, OFF, ParsePositionError, Position, PositionError, Setup};
