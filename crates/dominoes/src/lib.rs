#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

mod determinize;
pub mod eval;
mod fastplay;
mod game;
mod matches;
mod moves;
mod position;
mod record;
mod rules;
mod tile;
mod view;

/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome};
pub use determinize::DEFAULT_ATTEMPTS;
pub use matches::{Match, MatchError, MatchView, ParseMatchError};
pub use moves::{End, Move, MoveList};
pub use position::{ParsePositionError, Position, PositionError, Termination};
pub use record::{ParseRecordError, ReadError, Reader, Record, RecordError};
pub use rules::{DrawRule, ParseRulesError, Rules, RulesError, Seating, Variant};
pub use tile::{Iter, MAX_PIP, MAX_TILES, ParseTileError, ParseTileSetError, Tile, TileSet};
pub use view::{Observation, View};

boardcore::serde_via_str!(Tile);
boardcore::serde_via_str!(TileSet);
boardcore::serde_via_str!(Move);
boardcore::serde_via_str!(Position);
boardcore::serde_via_str!(Record);
boardcore::serde_via_str!(Match);
