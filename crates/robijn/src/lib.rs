#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

pub mod eval;
mod game;
mod history;
mod jumps;
pub mod layout;
mod movegen;
mod moves;
mod position;
mod refusal;
mod setup;
mod stone;
mod zobrist;

/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome, ParseMoveError, ParseMoveErrorKind};
pub use history::{DEFAULT_PLY_LIMIT, History, HistoryExt, ParseHistoryError, PlyLimit};
pub use moves::{Move, ParsePathError, ParsePathErrorKind, Path};
pub use position::{ParsePositionError, Position, Termination};
pub use setup::{ParseSetupError, ParseSetupErrorKind, Setup, SetupError};
pub use stone::{Color, ParseStoneError, Side, Stone};

/// A field of the 10x10 board, `a1` to `j10` (row 1 is A's back row).
pub type Square = boardcore::grid::Square<10, 10>;

/// A set of fields of the 10x10 board.
pub type Bitboard = boardcore::grid::Bitboard<10, 10>;

/// The list of legal moves of a position (inline up to 256 moves: midgame positions have 100 to 200).
pub type MoveList = boardcore::MoveList<Move, 256>;
