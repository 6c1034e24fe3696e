//! Integration tests of `boardcore`: the `Game` trait, perft and playouts on a toy
//! game with chance and hidden information (`pig`), their parallel twins (feature
//! `parallel`), and the `testing` support module.

mod pig;

mod game;
#[cfg(feature = "parallel")]
mod parallel;
mod playout;
#[cfg(feature = "testing")]
mod props;
#[cfg(feature = "testing")]
mod suite;
