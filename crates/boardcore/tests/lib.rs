//! Integration tests of `boardcore`: the `Game` trait, perft and playouts on a toy
//! game with chance and hidden information (`pig`), and the `testing` support module.

mod pig;

mod game;
mod playout;
#[cfg(feature = "testing")]
mod props;
#[cfg(feature = "testing")]
mod suite;
#[cfg(feature = "testing")]
mod wide;
