//! Integration tests of the chess crate.

mod differential;
mod notation;
mod perft;
mod pgn;
mod props;
