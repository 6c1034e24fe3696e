//! Example programs live in the example targets.
