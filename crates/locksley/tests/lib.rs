//! Integration tests of the locksley crate.

mod content;
mod notation;
mod playout;
mod props;
mod rules;
mod setup;
mod slow;
