//! Integration tests of the chess crate.

mod differential;
mod engine;
mod notation;
mod perft;
mod pgn;
mod props;
