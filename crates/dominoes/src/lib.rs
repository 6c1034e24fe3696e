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

mod determinize;
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
pub use moves::{End, Move, MoveList, ParseMoveError};
pub use position::{ParsePositionError, Position, PositionError, Termination};
pub use record::{ParseRecordError, Record, RecordError};
pub use rules::{DrawRule, ParseRulesError, Rules, RulesError, Seating, Variant};
pub use tile::{Iter, MAX_PIP, MAX_TILES, ParseTileError, ParseTileSetError, Tile, TileSet};
pub use view::{Observation, View};

serde_via_str!(Tile);
serde_via_str!(TileSet);
serde_via_str!(Move);
serde_via_str!(Position);
serde_via_str!(Record);
serde_via_str!(Match);
