//! Perft against the published suites in `../shared/data/chess`, through the shared
//! `boardcore` runner, counting with the move generator (`Position::legal_moves`,
//! depth 1 counted in bulk): published perft counts ignore the draw rules, which end
//! the game of `boardcore::Game` at a dead position.

use boardcore::testing::{check_perft_suite, shared_data};
use chess::{Position, Strictness};

/// The suites hold one position that cannot arise in a game (perftsuite line 51,
/// two bishops checking along one diagonal), so they are read leniently.
fn lenient(fen: &str) -> Result<Position, chess::ParseFenError> {
    Position::from_fen(fen, Strictness::Lenient)
}

/// Counts the move sequences of length `depth` from `pos` by the move generator
/// alone, as published perft tables do (a dead position still has moves).
fn movegen_perft(pos: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.count_legal_moves() as u64,
        _ => pos
            .legal_moves()
            .into_iter()
            .map(|mv| {
                let mut child = pos.clone();
                child.play_unchecked(mv);
                movegen_perft(&child, depth - 1)
            })
            .sum(),
    }
}

/// Checks every count up to `node_limit` of the suite `rel`, or skips (with a
/// message, and never under CI) where the shared data is absent.
fn run(rel: &str, node_limit: u64) {
    let Some(path) = shared_data(env!("CARGO_MANIFEST_DIR"), rel) else {
        return;
    };
    let text = std::fs::read_to_string(path).expect("readable suite");
    let report = check_perft_suite(&text, lenient, movegen_perft, node_limit)
        .unwrap_or_else(|e| panic!("{rel}: {e}"));
    eprintln!("{rel}: {report}");
    assert!(report.is_ok(), "{rel}: {report}");
}

#[test]
fn perftsuite() {
    run("chess/perftsuite.epd", 200_000);
}

#[test]
fn perft_cpw() {
    run("chess/perft-cpw.epd", 1_000_000);
}

#[test]
fn chess960_perft() {
    run("chess/chess960-perft.epd", 1_000_000);
}

#[test]
fn line_51_needs_the_lenient_mode() {
    let fen = "B6b/8/8/8/2K5/5k2/8/b6B b - - 0 1";
    assert!(Position::from_fen(fen, Strictness::Strict).is_err());
    assert!(Position::from_fen(fen, Strictness::Lenient).is_ok());
}

#[test]
#[ignore = "deep: run with cargo test --release -p chess -- --ignored"]
fn perft_deep() {
    run("chess/perftsuite.epd", u64::MAX);
    run("chess/perft-cpw.epd", 10_000_000_000);
    run("chess/chess960-perft.epd", 20_000_000);
}
