#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

mod chance;
mod excerpt;
mod game;
pub mod grid;
mod history;
mod key_history;
mod outcome;
#[cfg(feature = "parallel")]
pub mod parallel;
mod perft;
mod player;
mod playout;
pub mod record;
mod serde_via_str;
#[cfg(feature = "testing")]
pub mod testing;
mod turn;
mod zobrist;

pub use chance::{ChanceDistribution, ChanceError};
pub use excerpt::{EXCERPT_CHARS, Excerpt};
pub use game::{Game, IllegalMove, MoveList, ParseMoveError, ParseMoveErrorKind};
pub use history::{History, HistoryRules, ParseHistoryError};
pub use key_history::KeyHistory;
pub use outcome::{Outcome, SeatResult};
pub use perft::{perft, perft_divide, perft_played};
pub use player::{ByPlayer, Player};
pub use playout::{Playout, PlayoutStats, playout_rng, playouts, random_move, random_playout};
pub use record::{GameResult, Location};
pub use turn::Turn;
pub use zobrist::splitmix64;

/// What [`serde_via_str!`] expands to needs; not part of the API.
#[cfg(feature = "serde")]
#[doc(hidden)]
pub mod __private {
    pub use alloc::borrow::Cow;
    pub use serde;
}

/// The `rand` crate this crate is built with, for the generators that
/// [`Game::determinize`] and [`random_playout`] take.
pub use rand;
/// The `rand_chacha` crate of the generators that [`playout_rng`] returns.
pub use rand_chacha;
