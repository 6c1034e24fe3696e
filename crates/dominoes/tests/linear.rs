//! The readers stay linear in their input (issue 15, item 1): the bytes they allocate
//! are counted for inputs of size N and 4N, which must cost about 4 times as much,
//! not 16 times. Bytes, not wall-clock times: the test cannot flake under load.
//!
//! This binary has one test, run alone, so that the global count (the allocator of
//! `stats_alloc`) sees only the reading measured.

use boardcore::testing::AllocCounter;
use dominoes::{Match, Move, Position, Record, Rules, Tile};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use stats_alloc::{INSTRUMENTED_SYSTEM, StatsAlloc};
use std::alloc::System;
use std::hint::black_box;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;
const COUNTER: AllocCounter = AllocCounter::new(&INSTRUMENTED_SYSTEM);

/// A random double-twelve record with `n` comment lines before each of its lines,
/// and `n` blanks between its moves.
fn padded_record(n: usize) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    let rec = Record::random("draw-12-4".parse().unwrap(), &mut rng).unwrap();
    let comments = "# a comment\n".repeat(n);
    let blanks = " ".repeat(n);
    rec.to_string()
        .lines()
        .map(|line| format!("{comments}{}\n", line.replace(' ', &blanks)))
        .collect()
}

#[test]
fn readers_allocate_linearly() {
    COUNTER.check_linear(
        "a record padded by n comments and blanks",
        500,
        padded_record,
        |t| {
            let _ = black_box(t.parse::<Record>());
        },
    );
    COUNTER.check_linear(
        "a text of n records, one at a time",
        40,
        |n| {
            let mut rng = ChaCha8Rng::seed_from_u64(8);
            (0..n)
                .map(|_| Record::random("draw-6-2".parse().unwrap(), &mut rng).unwrap())
                .map(|r| r.to_string())
                .collect()
        },
        |t| {
            for r in dominoes::Reader::new(t) {
                let _ = black_box(r);
            }
        },
    );
    COUNTER.check_linear(
        "a record with a bad deal tile of n characters",
        20_000,
        |n| format!("rules draw-6-2\ndeal {}\nmoves\n", "7".repeat(n)),
        |t| {
            let _ = black_box(t.parse::<Record>());
        },
    );
    COUNTER.check_linear(
        "a record with a bad move of n characters",
        20_000,
        |n| {
            let mut rng = ChaCha8Rng::seed_from_u64(3);
            let rec = Record::random("block-6-2".parse().unwrap(), &mut rng).unwrap();
            let text = rec.to_string();
            format!("{} {}\n", text.trim_end(), "0-".repeat(n))
        },
        |t| {
            let _ = black_box(t.parse::<Record>());
        },
    );
    COUNTER.check_linear(
        "a position with a bad field of n characters",
        20_000,
        |n| format!("draw-6-2 {} - -", "7".repeat(n)),
        |t| {
            let _ = black_box(t.parse::<Position>());
        },
    );
    // The field count is checked before the fields are taken: no list of n fields.
    COUNTER.check_bounded(
        "a position padded by n blanks",
        20_000,
        |n| {
            let mut rng = ChaCha8Rng::seed_from_u64(5);
            let pos = Position::deal("draw-9-3".parse().unwrap(), &mut rng).unwrap();
            pos.to_string().replace(' ', &" ".repeat(n))
        },
        |t| {
            let _ = black_box(t.parse::<Position>());
        },
    );
    COUNTER.check_linear(
        "tokens of n characters",
        20_000,
        |n| "7".repeat(n),
        |t| {
            let _ = black_box(t.parse::<Tile>());
            let _ = black_box(t.parse::<Move>());
            let _ = black_box(t.parse::<Rules>());
            let _ = black_box(t.parse::<Match>());
        },
    );
}
