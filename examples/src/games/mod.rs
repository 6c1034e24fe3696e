//! The games the example programs know: one module of [`ExampleGame`] glue per game,
//! and the registry [`GAMES`] that every program dispatches from.
//!
//! [`ExampleGame`]: crate::ExampleGame

pub mod chess;
pub mod dominoes;
pub mod draughts;
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
];
