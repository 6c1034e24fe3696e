//! The readers stay linear in their input (issue 15, item 1): the bytes they allocate
//! are counted for inputs of size N and 4N, which must cost about 4 times as much,
//! not 16 times. Bytes, not wall-clock times: the test cannot flake under load.
//!
//! This binary has one test, run alone, so that the global count (the allocator of
//! `stats_alloc`) sees only the reading measured.

use boardcore::Game;
use boardcore::testing::AllocCounter;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use smokkelen::{History, Position, PublicPosition};
use stats_alloc::{INSTRUMENTED_SYSTEM, StatsAlloc};
use std::alloc::System;
use std::hint::black_box;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;
const COUNTER: AllocCounter = AllocCounter::new(&INSTRUMENTED_SYSTEM);

const SPEC_START: &str = "B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w -";

/// The record of a random game of `n` plies from the standard start (the first seed
/// whose game lasts that long), its moves separated by `pad` blanks.
fn history(n: usize, pad: usize) -> String {
    for seed in 0..2000 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = History::default();
        while game.moves().len() < n {
            let moves = game.legal_moves();
            let Some(&mv) = moves.choose(&mut rng) else {
                break;
            };
            game.play(mv).unwrap();
        }
        if game.moves().len() == n {
            return game.to_string().replace(' ', &" ".repeat(pad));
        }
    }
    panic!("no game of {n} plies")
}

#[test]
fn readers_allocate_linearly() {
    COUNTER.check_linear(
        "a record of n moves",
        15,
        |n| history(n, 1),
        |t| {
            let _ = black_box(t.parse::<History>());
        },
    );
    COUNTER.check_linear(
        "a record padded by n blanks",
        2_000,
        |n| history(10, n),
        |t| {
            let _ = black_box(t.parse::<History>());
        },
    );
    COUNTER.check_linear(
        "a record with a bad move of n characters",
        20_000,
        |n| format!("{} {}", history(10, 1), "a1-".repeat(n)),
        |t| {
            let _ = black_box(t.parse::<History>());
        },
    );
    COUNTER.check_linear(
        "positions padded by n blanks",
        20_000,
        |n| format!("{SPEC_START} ply=3 passes=0 limit=900").replace(' ', &" ".repeat(n)),
        |t| {
            let _ = black_box(t.parse::<Position>());
            let _ = black_box(t.parse::<PublicPosition>());
        },
    );
    for bad in ["W", "ply=0", "w", "-", "secrets=W1,B", "x"] {
        COUNTER.check_linear(
            &format!("positions with a bad field `{bad}` repeated n times"),
            20_000,
            |n| format!("{SPEC_START} {}", bad.repeat(n)),
            |t| {
                let _ = black_box(t.parse::<Position>());
                let _ = black_box(t.parse::<PublicPosition>());
            },
        );
    }
    COUNTER.check_linear(
        "a board of n characters",
        20_000,
        |n| format!("{} w -", "W9".repeat(n)),
        |t| {
            let _ = black_box(t.parse::<Position>());
            let _ = black_box(t.parse::<PublicPosition>());
            let _ = black_box(t.parse::<History>());
        },
    );
    COUNTER.check_linear(
        "tokens of n characters",
        20_000,
        |n| "W".repeat(n),
        |t| {
            let _ = black_box(t.parse::<smokkelen::Move>());
            let _ = black_box(t.parse::<smokkelen::Stone>());
            let _ = black_box(Position::default().parse_path(t));
        },
    );
}
