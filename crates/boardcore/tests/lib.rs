//! Integration tests of `boardcore`: the `Game` trait, perft and playouts on a toy
//! game with chance and hidden information (`pig`), their parallel twins (feature
//! `parallel`), the `testing` support module, and the set-wise grid primitives against
//! naive versions (`grid_props`).

mod pig;

mod excerpt;
mod game;
mod grid_props;
#[cfg(feature = "parallel")]
mod parallel;
mod playout;
#[cfg(feature = "testing")]
mod props;
#[cfg(feature = "testing")]
mod suite;
#[cfg(feature = "testing")]
mod wide;
