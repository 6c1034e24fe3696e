#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

mod game;
pub mod grid;
mod perft;
mod player;
mod playout;
#[cfg(feature = "testing")]
pub mod testing;
mod turn;

pub use game::{Game, IllegalMove, MoveList};
pub use perft::{perft, perft_divide, perft_played};
pub use player::{ByPlayer, Player};
pub use playout::{Playout, random_move, random_playout};
pub use turn::{Outcome, Turn};
