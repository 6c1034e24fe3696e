//! The integration tests of the backgammon crate.

mod diagram;
mod game;
mod hardening;
mod ids;
mod movegen;
mod notation;
mod play;
mod position;
mod random;
mod record;
