//! The integration tests of the backgammon crate.

mod movegen;
mod notation;
mod record;
