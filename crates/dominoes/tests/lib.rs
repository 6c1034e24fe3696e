//! Integration tests of the dominoes crate.

mod determinize;
mod examples;
mod hardening;
mod props;
mod slow;
mod spec_rules;
