#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

mod color;
mod config;
pub mod eval;
mod game;
mod history;
mod home;
mod movegen;
mod moves;
mod notation;
mod path;
mod position;
mod public;
mod refusal;
mod setup;
mod stone;
mod termination;
mod view;
mod zobrist;

/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome, ParseMoveError, ParseMoveErrorKind};
pub use color::Color;
pub use config::Config;
pub use history::{History, HistoryView, ParseHistoryError};
pub use home::{BLACK_HOME, WHITE_HOME, home};
pub use moves::{Move, MoveList};
pub use notation::ParsePositionError;
pub use path::{ParsePathError, Path};
pub use position::Position;
pub use public::{PublicPosition, RevealError};
pub use setup::{Phase, Setup, SetupError};
pub use stone::{Label, LabelError, ParseStoneError, Stone};
pub use termination::Termination;
pub use view::{Observation, View};

/// A square of the 5x6 board, `a1` to `e6` (`a1` is index 0, `e1` 4, `a2` 5, ...).
pub type Square = boardcore::grid::Square<5, 6>;
/// A set of squares of the 5x6 board.
pub type Bitboard = boardcore::grid::Bitboard<5, 6>;
