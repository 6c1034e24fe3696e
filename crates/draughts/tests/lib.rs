//! Integration tests of the draughts crate.

mod board;
mod hardening;
mod history;
mod notation;
mod pdn;
mod perft;
mod props;
mod random;
mod slow;
