//! Perft against the published suites in `../shared/data/chess`.

use crate::common::shared_data;
use chess::{Position, Strictness};

/// One line of a perft suite: the FEN and `(depth, count)` pairs.
fn suite(rel: &str) -> Option<Vec<(String, Vec<(u32, u64)>)>> {
    let text = std::fs::read_to_string(shared_data(rel)?).expect("readable suite");
    let mut out = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        let mut parts = line.split(';');
        let fen = parts.next().unwrap_or_default().trim().to_string();
        let counts = parts
            .filter_map(|p| {
                let p = p.trim();
                let (d, n) = p.strip_prefix('D')?.split_once(' ')?;
                Some((d.parse().ok()?, n.trim().parse().ok()?))
            })
            .collect();
        out.push((fen, counts));
    }
    Some(out)
}

fn run_suite(rel: &str, node_limit: u64) -> usize {
    let Some(entries) = suite(rel) else { return 0 };
    let mut checked = 0;
    let mut failures = Vec::new();
    for (fen, counts) in &entries {
        let pos = match Position::from_fen(fen, Strictness::Lenient) {
            Ok(p) => p,
            Err(e) => {
                failures.push(format!("{fen}: {e}"));
                continue;
            }
        };
        for &(depth, expected) in counts {
            if expected > node_limit {
                continue;
            }
            let got = pos.perft(depth);
            checked += 1;
            if got != expected {
                failures.push(format!(
                    "{fen} depth {depth}: expected {expected}, got {got}"
                ));
            }
        }
    }
    eprintln!("{rel}: {checked} counts checked");
    assert!(
        failures.is_empty(),
        "{} perft mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
    checked
}

#[test]
fn perftsuite() {
    run_suite("chess/perftsuite.epd", 200_000);
}

#[test]
fn perft_cpw() {
    run_suite("chess/perft-cpw.epd", 1_000_000);
}

#[test]
fn chess960_perft() {
    run_suite("chess/chess960-perft.epd", 100_000);
}

#[test]
#[ignore = "deep: run with cargo test --release -- --ignored"]
fn perft_deep() {
    run_suite("chess/perftsuite.epd", u64::MAX);
    run_suite("chess/perft-cpw.epd", 10_000_000_000);
    run_suite("chess/chess960-perft.epd", 1_000_000);
}
