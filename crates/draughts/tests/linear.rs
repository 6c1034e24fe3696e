//! The readers stay linear in their input (issue 15, item 1): the bytes they allocate
//! are counted for inputs of size N and 4N, which must cost about 4 times as much,
//! not 16 times. Bytes, not wall-clock times: the test cannot flake under load.
//!
//! This binary has one test, run alone, so that the global count (the allocator of
//! `stats_alloc`) sees only the reading measured.

use boardcore::testing::AllocCounter;
use draughts::notation::{fen, pdn::Reader};
use draughts::{Position, Variant};
use stats_alloc::{INSTRUMENTED_SYSTEM, StatsAlloc};
use std::alloc::System;
use std::fmt::Write;
use std::hint::black_box;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;
const COUNTER: AllocCounter = AllocCounter::new(&INSTRUMENTED_SYSTEM);

/// `W:W31,31,...:B1-20` with `n` squares (the FEN of the issue).
fn long_fen(n: usize) -> String {
    let mut s = String::from("W:W");
    for i in 0..n {
        let _ = write!(s, "{}31", if i > 0 { "," } else { "" });
    }
    s.push_str(":B1-20");
    s
}

/// `n` short games, one with a move that is not legal.
fn games(n: usize) -> String {
    let mut s = String::new();
    for i in 0..n {
        let _ = writeln!(
            s,
            "[Event \"{i}\"]\n1. 32-28 19-23 2. 28x19 14x23 3. 33-29 *\n"
        );
    }
    s.push_str("1. 32-28 19-23 2. 28-22 *\n");
    s
}

#[test]
fn readers_allocate_linearly() {
    COUNTER.check_linear("FEN of n squares", 2_000, long_fen, |t| {
        let _ = black_box(fen::parse(t));
    });
    COUNTER.check_linear(
        "PDN with a FEN tag of n squares",
        2_000,
        |n| format!("[FEN \"{}\"]\n1. 32-28 *\n", long_fen(n)),
        |t| {
            for game in Reader::new(t) {
                let _ = black_box(game.map(|g| g.replay(None)));
            }
        },
    );
    COUNTER.check_linear("PDN of n games", 500, games, |t| {
        for game in Reader::new(t) {
            let _ = black_box(game.map(|g| g.replay(None)));
        }
    });
    COUNTER.check_linear(
        "a bad move of n characters",
        20_000,
        |n| "1".repeat(n),
        |t| {
            let pos = Position::new(Variant::International);
            let _ = black_box(pos.parse_move(t));
            let _ = black_box(t.parse::<draughts::Move>());
        },
    );
    COUNTER.check_linear(
        "a bad position of n characters",
        20_000,
        |n| format!("international {}", "x".repeat(n)),
        |t| {
            let _ = black_box(t.parse::<Position>());
            let _ = black_box(t.parse::<Variant>());
        },
    );
}
