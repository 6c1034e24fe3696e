//! Integration tests of the dominoes crate.

mod determinize;
mod examples;
mod props;
mod slow;
