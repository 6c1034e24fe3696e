//! Integration tests of the robijn crate.

mod examples;
mod perft;
mod props;
mod slow;
