//! Perft against the published suites in `../shared/data/chess`, through both the
//! inherent `Position::perft` and the generic `boardcore` runner.

use crate::common::shared_data;
use boardcore::testing::{PerftReport, parse_perft_suite, run_perft_suite};
use chess::{Position, Strictness};

/// Reads a suite, or `None` (with a message) where the shared data is absent.
fn suite(rel: &str) -> Option<Vec<boardcore::testing::PerftEntry>> {
    let text = std::fs::read_to_string(shared_data(rel)?).expect("readable suite");
    Some(parse_perft_suite(&text).expect("well-formed suite"))
}

/// The suites hold one position that cannot arise in a game (perftsuite line 51,
/// two bishops checking along one diagonal), so they are read leniently.
fn lenient(fen: &str) -> Result<Position, chess::ParseFenError> {
    Position::from_fen(fen, Strictness::Lenient)
}

/// Checks every count up to `node_limit` with the fast inherent perft.
fn run_inherent(rel: &str, node_limit: u64) {
    let Some(entries) = suite(rel) else { return };
    let mut checked = 0;
    let mut failures = Vec::new();
    for entry in &entries {
        let pos = match lenient(&entry.position) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("line {}: {e}", entry.line));
                continue;
            }
        };
        for &(depth, expected) in entry.depths.iter().filter(|d| d.1 <= node_limit) {
            checked += 1;
            let got = boardcore::perft(&pos, depth);
            if got != expected {
                failures.push(format!(
                    "line {} depth {depth}: expected {expected}, got {got}",
                    entry.line
                ));
            }
        }
    }
    eprintln!("{rel}: {checked} counts checked");
    assert!(checked > 0, "{rel}: nothing checked");
    assert!(
        failures.is_empty(),
        "{} perft mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// Checks through the `Game` trait with the shared runner.
fn run_generic(rel: &str, node_limit: u64) {
    let Some(entries) = suite(rel) else { return };
    let report: PerftReport = run_perft_suite(&entries, lenient, node_limit);
    assert!(report.is_ok(), "{rel}: {report}");
}

#[test]
fn perftsuite() {
    run_inherent("chess/perftsuite.epd", 200_000);
    run_generic("chess/perftsuite.epd", 20_000);
}

#[test]
fn perft_cpw() {
    run_inherent("chess/perft-cpw.epd", 1_000_000);
    run_generic("chess/perft-cpw.epd", 100_000);
}

#[test]
fn chess960_perft() {
    run_inherent("chess/chess960-perft.epd", 1_000_000);
    run_generic("chess/chess960-perft.epd", 20_000);
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
    run_inherent("chess/perftsuite.epd", u64::MAX);
    run_inherent("chess/perft-cpw.epd", 10_000_000_000);
    run_inherent("chess/chess960-perft.epd", 20_000_000);
}
