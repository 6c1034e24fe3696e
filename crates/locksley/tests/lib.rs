//! Integration tests of the locksley crate.

mod content;
mod notation;
mod props;
mod rules;
mod slow;
