//! Integration tests of the draughts crate.

mod pdn;
mod perft;
mod slow;
