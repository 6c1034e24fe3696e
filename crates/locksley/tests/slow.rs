//! Tests: slow.
