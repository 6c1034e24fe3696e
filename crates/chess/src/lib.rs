#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod color;
mod engine;
pub mod eval;
mod game;
mod history;
mod magics;
mod movegen;
mod moves;
pub mod notation;
mod piece;
mod polyglot;
mod position;
mod random;
mod setup;
mod square;
mod zobrist;

pub use bitboard::{Bitboard, Iter as BitboardIter};
pub use board::Board;
/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome};
pub use castling::{CastlingMode, CastlingRights, CastlingSide};
pub use color::{Color, NoSuchColor};
pub use history::{DrawClaim, History, HistoryExt, ParseHistoryError, Termination};
pub use moves::{Move, MoveList};
pub use notation::fen::ParseFenError;
pub use piece::{Piece, Role};
pub use position::Position;
pub use setup::{Setup, SetupError, SetupErrorKinds, Strictness};
pub use square::{File, ParseSquareError, Rank, Square};
