//! The readers stay linear in their input (issue 15, items 1 and 6): the bytes they
//! allocate are counted for inputs of size N and 4N, which must cost about 4 times
//! as much, not 16 times; a huge bad token costs no more than a short one in its
//! error. Bytes, not wall-clock times: the test cannot flake under load.
//!
//! This binary has one test, run alone, so that the global count (the allocator of
//! `stats_alloc`) sees only the reading measured.

use boardcore::testing::AllocCounter;
use locksley::{Content, Move, PLACEHOLDER_TOML, Position, Task};
use stats_alloc::{INSTRUMENTED_SYSTEM, StatsAlloc};
use std::alloc::System;
use std::fmt::Write;
use std::hint::black_box;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;
const COUNTER: AllocCounter = AllocCounter::new(&INSTRUMENTED_SYSTEM);

/// The placeholder with `n` more small tiles, the last with a task that does not
/// parse.
fn content(n: usize) -> String {
    let mut s = String::from(PLACEHOLDER_TOML);
    for i in 0..n {
        let _ = write!(
            s,
            "\n[[small]]\nday = \"loot(red) >= {}\"\nnight = \"total >= 2\"\n",
            i % 200
        );
    }
    s.push_str("\n[[small]]\nday = \"sould\"\nnight = \"sold\"\n");
    s
}

#[test]
fn readers_are_linear_and_errors_short() {
    let start = Position::default().to_string();
    let (head, _) = start.rsplit_once(' ').expect("a track field");
    COUNTER.check_linear("content with n small tiles", 2_000, content, |text| {
        let e = Content::from_toml(black_box(text)).expect_err("a bad task");
        assert!(e.to_string().contains("sould"));
    });
    COUNTER.check_linear(
        "content with n small tiles, CR line ends",
        2_000,
        |n| content(n).replace('\n', "\r"),
        |text| {
            black_box(Content::from_toml(black_box(text)).expect_err("a bad task"));
        },
    );
    COUNTER.check_linear(
        "a position with a track of n tasks",
        20_000,
        |n| format!("{head} {}", vec!["sold"; n].join(";")),
        |text| {
            black_box(text.parse::<Position>().expect_err("a lap too long"));
        },
    );
    COUNTER.check_bounded(
        "a position with a huge draw pile count",
        1 << 18,
        |n| format!("{head} {}", "7".repeat(n)).replacen("10,10,10,10,10,10", &"9".repeat(n), 1),
        |text| {
            black_box(text.parse::<Position>().expect_err("a count above 255"));
        },
    );
    COUNTER.check_bounded(
        "a huge task",
        1 << 18,
        |n| format!("loot({})>=1", "r".repeat(n)),
        |text| {
            black_box(text.parse::<Task>().expect_err("an unknown colour"));
        },
    );
    COUNTER.check_bounded(
        "a huge move",
        1 << 18,
        |n| format!("fill-{}", "e".repeat(n)),
        |text| {
            black_box(text.parse::<Move>().expect_err("no square"));
        },
    );
    // The TOML reader copies the string; the error adds only an excerpt.
    COUNTER.check_linear(
        "a huge task in a content file",
        1 << 18,
        |n| PLACEHOLDER_TOML.replacen("\"total >= 1\"", &format!("\"{}\"", "x".repeat(n)), 1),
        |text| {
            black_box(Content::from_toml(text).expect_err("a bad task"));
        },
    );
}
