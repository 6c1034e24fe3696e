//! Integration tests of the draughts crate.

mod hardening;
mod history;
mod notation;
mod pdn;
mod perft;
mod props;
mod random;
mod slow;
