//! Integration tests of the chess crate.

mod common;
mod differential;
mod perft;
mod props;
