//! The readers stay linear in their input (issue 15, items 1 and 6): the bytes they
//! allocate are counted for inputs of size N and 4N, which must cost about 4 times
//! as much, not 16 times; a huge bad token costs no more than a short one in its
//! error. Bytes, not wall-clock times: the test cannot flake under load.
//!
//! This binary has one test, run alone, so that the global count (the allocator of
//! `stats_alloc`) sees only the reading measured.

use boardcore::Game;
use boardcore::rand::RngExt;
use boardcore::testing::AllocCounter;
use boardcore::testing::seeded_rng;
use robijn::{History, Move, Position, Setup};
use stats_alloc::{INSTRUMENTED_SYSTEM, StatsAlloc};
use std::alloc::System;
use std::hint::black_box;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;
const COUNTER: AllocCounter = AllocCounter::new(&INSTRUMENTED_SYSTEM);

/// A record of a seeded random game of `plies` plies from the start, without its
/// end (random play repeats rarely and never ends within the ply limit).
fn record(plies: usize) -> String {
    let mut game = History::default();
    let mut rng = seeded_rng(7);
    for _ in 0..plies {
        let moves = game.legal_moves();
        assert!(!moves.is_empty(), "the game ended");
        game.play_unchecked(moves[rng.random_range(0..moves.len())]);
    }
    // One move per line, each written as its full path.
    let mut pos = Position::default();
    let mut text = String::from("start moves");
    for &mv in game.moves() {
        let path = pos
            .path(mv)
            .map_or_else(|| mv.to_string(), |p| p.to_string());
        text.push_str("\r\n");
        text.push_str(&path);
        pos.play_unchecked(mv);
    }
    text
}

#[test]
fn readers_are_linear_and_errors_short() {
    COUNTER.check_linear("a record of n plies", 400, record, |text| {
        let game: History = black_box(text).parse().expect("a record");
        black_box(game);
    });
    COUNTER.check_bounded(
        "a record with a huge bad move",
        1 << 18,
        |n| format!("start moves d2-e3 a9-b8 {}", "x".repeat(n)),
        |text| {
            black_box(text.parse::<History>().expect_err("a bad move"));
        },
    );
    COUNTER.check_bounded(
        "a record with a huge field name",
        1 << 18,
        |n| format!("start moves d2-e3 a9-b{}", "8".repeat(n)),
        |text| {
            black_box(text.parse::<History>().expect_err("a bad move"));
        },
    );
    COUNTER.check_bounded(
        "a huge move",
        1 << 18,
        |n| format!("a1xc3x{}", "e".repeat(n)),
        |text| {
            black_box(text.parse::<Move>().expect_err("a bad field"));
        },
    );
    COUNTER.check_bounded(
        "a position with a huge cell",
        1 << 18,
        |n| format!("b{} a", "1".repeat(n)),
        |text| {
            black_box(text.parse::<Setup>().expect_err("a bad cell"));
        },
    );
}
