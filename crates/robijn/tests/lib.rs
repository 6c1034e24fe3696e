//! Integration tests of the robijn crate.

mod perft;
mod slow;
