//! Integration tests of the robijn crate.

mod draws;
mod examples;
mod perft;
mod play;
mod props;
mod readers;
mod slow;
mod spec_draws;
