//! Integration tests of the robijn crate.

mod examples;
mod perft;
mod play;
mod props;
mod readers;
mod slow;
