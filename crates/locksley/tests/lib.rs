//! Integration tests of the locksley crate.
