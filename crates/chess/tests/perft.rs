//! Perft against the published suites in `../shared/data/chess`, through the shared
//! `boardcore` runner with `boardcore::perft` (via `Game::play_unchecked_into`, with
//! depth 1 counted in bulk).

use boardcore::testing::{check_perft_suite, shared_data};
use chess::{Position, Strictness};

/// The suites hold one position that cannot arise in a game (perftsuite line 51,
/// two bishops checking along one diagonal), so they are read leniently.
fn lenient(fen: &str) -> Result<Position, chess::ParseFenError> {
    Position::from_fen(fen, Strictness::Lenient)
}

/// Checks every count up to `node_limit` of the suite `rel`, or skips (with a
/// message, and never under CI) where the shared data is absent.
fn run(rel: &str, node_limit: u64) {
    let Some(path) = shared_data(env!("CARGO_MANIFEST_DIR"), rel) else {
        return;
    };
    let text = std::fs::read_to_string(path).expect("readable suite");
    let report = check_perft_suite(&text, lenient, boardcore::perft, node_limit)
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
#[ignore = "deep: run with cargo test --release -p boardgames-chess -- --ignored"]
fn perft_deep() {
    run("chess/perftsuite.epd", u64::MAX);
    run("chess/perft-cpw.epd", 10_000_000_000);
    run("chess/chess960-perft.epd", 20_000_000);
}
