//! The workspace's benchmarks: one criterion binary, one module per game.
//!
//! Run with `cargo bench -p benches` (filter with `cargo bench -p benches -- chess/`);
//! `cargo bench -p benches -- --test` runs each benchmark once. See `README.md`.

use criterion::{criterion_group, criterion_main};

#[path = "main/backgammon.rs"]
mod backgammon;
#[path = "main/boardgames.rs"]
mod boardgames_api;
#[path = "main/chess.rs"]
mod chess;
#[path = "main/dominoes.rs"]
mod dominoes;
#[path = "main/draughts.rs"]
mod draughts;
#[path = "main/locksley.rs"]
mod locksley;
#[path = "main/search.rs"]
mod mcts;
#[path = "main/robijn.rs"]
mod robijn;
#[path = "main/smokkelen.rs"]
mod smokkelen;

criterion_group!(
    benches,
    chess::perft,
    chess::pgn,
    robijn::bench,
    draughts::perft,
    draughts::playout,
    smokkelen::perft,
    smokkelen::playout,
    dominoes::perft,
    dominoes::playout,
    backgammon::all_rolls,
    locksley::playout,
    mcts::mcts,
    boardgames_api::playout
);
criterion_main!(benches);
