//! Benchmarks live in the bench targets.

pub mod chess_perft;
