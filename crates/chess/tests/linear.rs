//! The chess readers stay linear in their input, and their errors quote at most a
//! short excerpt of it (issue 15, items 1 and 6). Linearity is checked by counting,
//! for inputs of size N and 4N, the bytes allocated (a counting global allocator)
//! and the bytes the PGN reader examines ahead of its cursor
//! ([`Reader::scanned`]), never by timing: the counts are the same under any load.
//!
//! This binary has one test, run alone, so that the global count (the allocator of
//! `stats_alloc`) sees only the reading measured.

use boardcore::testing::AllocCounter;
use chess::notation::fen::Epd;
use chess::notation::pgn::{RawMove, Reader, Record};
use chess::notation::san::SanPlus;
use chess::notation::uci::Uci;
use chess::{History, Position, Strictness};
use stats_alloc::{INSTRUMENTED_SYSTEM, StatsAlloc};
use std::alloc::System;
use std::hint::black_box;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;
const COUNTER: AllocCounter = AllocCounter::new(&INSTRUMENTED_SYSTEM);

/// Returns the bytes allocated while running `f`.
fn allocated(f: &dyn Fn()) -> usize {
    COUNTER.allocated(f)
}

/// Checks that `cost(input(4n))` is at most 6 times `cost(input(n))` (linear: about
/// 4; quadratic: about 16), for a cost that is not allocated bytes (the bytes the
/// reader scans); allocated bytes go through [`AllocCounter::check_linear`].
fn check_linear_steps(
    what: &str,
    n: usize,
    input: impl Fn(usize) -> String,
    cost: impl Fn(&str) -> usize,
) {
    let (small, large) = (input(n), input(4 * n));
    let (a, b) = (cost(&small), cost(&large));
    eprintln!("{what}: {a} for n = {n}, {b} for 4n");
    assert!(a > 0, "{what}: nothing counted");
    assert!(b <= 6 * a, "{what}: {a} for n, {b} for 4n");
}

/// Reads every game of `pgn`, summing `count` over them.
fn reading(pgn: &str, count: fn(&Record) -> usize) {
    black_box(
        Reader::new(pgn)
            .map(|g| count(&g.expect("readable")))
            .sum::<usize>(),
    );
}

/// The bytes the reader examines ahead of its cursor over all of `pgn`.
fn scanning(pgn: &str) -> usize {
    let mut reader = Reader::new(pgn);
    for game in reader.by_ref() {
        let _ = black_box(game);
    }
    reader.scanned()
}

/// Counts the moves of a game's tree, variations included, without recursion.
fn tree_moves(game: &Record) -> usize {
    let mut stack: Vec<&[RawMove]> = vec![&game.moves];
    let mut n = 0;
    while let Some(line) = stack.pop() {
        n += line.len();
        stack.extend(
            line.iter()
                .flat_map(|m| &m.variations)
                .map(|v| &v.moves[..]),
        );
    }
    n
}

#[test]
fn readers_are_linear_and_errors_short() {
    // Many tags on one line (they took quadratic time: each tag looked for the line
    // end afresh, which the scan count shows; the copies show in the bytes).
    let tags = |n: usize| "[a \"b\"]".repeat(n);
    let tags_game = |n: usize| format!("{}\n*", tags(n));
    assert_eq!(
        Reader::new(&format!("{}\n*", tags(1000)))
            .map(|g| g.expect("readable").tags.len())
            .sum::<usize>(),
        1000
    );
    COUNTER.check_linear("tags on one line, bytes", 5_000, tags_game, |t| {
        reading(t, |g| g.tags.len());
    });
    check_linear_steps("tags on one line, scanned", 5_000, tags, scanning);
    let comments = |n: usize| format!("1. e4 {} *", "; a comment\n".repeat(n));
    check_linear_steps("; comments, scanned", 5_000, comments, scanning);
    // An unterminated comment is scanned once to the end of the text.
    let open_comment = |n: usize| format!("1. e4 {{{}", "word ".repeat(n));
    check_linear_steps(
        "unterminated comment, scanned",
        5_000,
        open_comment,
        scanning,
    );
    // Errors are located by counting lines forward once: many broken games, each
    // located after many lines, cost linear bytes.
    let broken = |n: usize| {
        format!(
            "[Event \"e\"]\n{}1. e4 {{x}} (1. d4\n\n",
            "; c\n".repeat(20)
        )
        .repeat(n)
    };
    check_linear_steps("broken games located", 500, broken, scanning);
    assert_eq!(Reader::new(&broken(3)).filter(Result::is_err).count(), 3);
    // The look-aheads cover most of these inputs, each byte once, and locating the
    // game, its moves and its error counts lines over each byte once more.
    for text in [tags(1_000), comments(1_000)] {
        let scanned = scanning(&text);
        assert!(
            text.len() / 2 <= scanned && scanned <= 2 * text.len(),
            "{scanned} bytes scanned of {}",
            text.len()
        );
    }

    // Nested variations and comments: each closed variation moves into its parent
    // once, nesting beyond the kept depth is counted, not stored.
    let unit = format!(
        "Nf3 {{a}} $1 ; b\n{}{} ",
        "(Nc3 {c} !? ".repeat(50),
        ")".repeat(50)
    );
    COUNTER.check_linear(
        "variations and comments",
        100,
        |n| format!("{} *", unit.repeat(n)),
        |t| reading(t, tree_moves),
    );
    let deep = |n: usize| format!("1. e4 {}{} e5 *", "(Nc3 {c} ".repeat(n), ")".repeat(n));
    COUNTER.check_linear("deep nesting", 5_000, deep, |t| reading(t, tree_moves));

    // Replaying games whose moves fail, and whose tags are bad: errors are built
    // once per game, quoting an excerpt.
    let bad_games = |n: usize| {
        let token = "x".repeat(10_000);
        format!("[Variant \"{token}\"]\n\n1. e4 *\n\n1. e4 {token} *\n\n").repeat(n)
    };
    COUNTER.check_linear("replayed games with errors", 20, bad_games, |t| {
        for game in Reader::new(t) {
            let error = game.expect("readable").replay().expect_err("an error");
            assert!(error.to_string().len() < 300, "{error}");
        }
    });

    // A 1 MB bad token: the error message stays short, and building the error
    // copies no more than the excerpt.
    let mb = "Q".repeat(1 << 20);
    let short = |what: &str, message: String| {
        assert!(message.len() < 300, "{what}: {} bytes", message.len());
        assert!(message.contains("...\" ("), "{what}: {message}");
    };
    let fen_error =
        Position::from_fen(&format!("{mb} w - - 0 1"), Strictness::Lenient).expect_err("not a FEN");
    short("FEN", fen_error.to_string());
    short(
        "FEN, fifth field",
        Position::from_fen(
            &format!("8/8/8/8/8/8/8/K6k w - - {mb}"),
            Strictness::Lenient,
        )
        .expect_err("not a counter")
        .to_string(),
    );
    short(
        "EPD",
        Epd::parse(&format!("{mb} w - -"), Strictness::Lenient)
            .expect_err("not an EPD")
            .to_string(),
    );
    short(
        "SAN",
        mb.parse::<SanPlus>().expect_err("not SAN").to_string(),
    );
    short("UCI", mb.parse::<Uci>().expect_err("not UCI").to_string());
    short(
        "Move",
        mb.parse::<chess::Move>()
            .expect_err("not a move")
            .to_string(),
    );
    short(
        "German",
        Position::new()
            .parse_german(&mb)
            .expect_err("not a move")
            .to_string(),
    );
    short(
        "History",
        format!("start moves e4 {mb}")
            .parse::<History>()
            .expect_err("bad move")
            .to_string(),
    );
    short(
        "History start",
        format!("{mb} w - - 0 1 moves e4")
            .parse::<History>()
            .expect_err("bad start")
            .to_string(),
    );
    short(
        "PGN move",
        Reader::new(&format!("1. {mb} *"))
            .next()
            .expect("a game")
            .expect("readable")
            .replay()
            .expect_err("a bad move")
            .to_string(),
    );
    short(
        "PGN result",
        mb.parse::<chess::notation::pgn::GameResult>()
            .expect_err("not a result")
            .to_string(),
    );
    for (what, bytes) in [
        (
            "SAN",
            allocated(&|| {
                black_box(mb.parse::<SanPlus>().is_err());
            }),
        ),
        (
            "UCI",
            allocated(&|| {
                black_box(mb.parse::<Uci>().is_err());
            }),
        ),
    ] {
        assert!(bytes < 1_000, "{what}: {bytes} bytes for a 1 MB token");
    }
}
