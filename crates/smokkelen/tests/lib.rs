//! Integration tests of the smokkelen crate.

mod examples;
mod perft;
mod playability;
mod props;
mod slow;
