//! Integration tests of the chess crate.

mod common;
mod perft;
