//! Integration tests of the dominoes crate.

mod common;
mod determinize;
mod examples;
mod hardening;
mod playout;
mod props;
mod reader;
mod slow;
mod spec_rules;
