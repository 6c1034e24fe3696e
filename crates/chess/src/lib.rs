#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

/// Implements serde for a validated type through its notation: `Display` on the way
/// out, `FromStr` on the way in, so deserialising cannot bypass validation.
macro_rules! serde_via_str {
    ($t:ty) => {
        #[cfg(feature = "serde")]
        impl serde::Serialize for $t {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_str(self)
            }
        }

        #[cfg(feature = "serde")]
        impl<'de> serde::Deserialize<'de> for $t {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let s = <alloc::borrow::Cow<'de, str>>::deserialize(d)?;
                s.parse().map_err(serde::de::Error::custom)
            }
        }
    };
}

pub mod attacks;
mod bitboard;
mod board;
mod castling;
mod color;
mod engine;
mod game;
mod history;
mod magics;
mod movegen;
mod moves;
pub mod notation;
mod piece;
mod polyglot;
mod position;
mod setup;
mod square;
mod zobrist;

pub use bitboard::{Bitboard, Iter as BitboardIter};
pub use board::Board;
/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome};
pub use castling::{CastlingMode, CastlingRights, CastlingSide};
pub use color::Color;
pub use history::{DrawClaim, History, ParseHistoryError, Termination};
pub use moves::{Move, MoveList, ParseMoveError};
pub use notation::fen::ParseFenError;
pub use piece::{Piece, Role};
pub use position::Position;
pub use setup::{Setup, SetupError, SetupErrorKinds, Strictness};
pub use square::{File, ParseSquareError, Rank, Square};
