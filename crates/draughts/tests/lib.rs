//! Integration tests of the draughts crate.

mod perft;
mod slow;
