//! Integration tests of the robijn crate.

mod examples;
mod perft;
mod slow;
