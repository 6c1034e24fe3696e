//! Integration tests of the smokkelen crate.

mod examples;
mod hardening;
mod perft;
mod playability;
mod props;
mod public;
mod slow;
