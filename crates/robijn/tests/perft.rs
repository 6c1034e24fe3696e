//! Perft of the bitboard generator, cross-checked against the slow square-by-square
//! generator of `slow.rs` on the start position and on random positions, and the
//! counts of `tests/data/robijn.perft`.

use crate::slow::Slow;
use boardcore::perft;
use boardcore::testing::{check_perft, parse_perft_suite, run_perft_suite};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use robijn::{Move, Position, Side};

/// The perft suite: counts of the bitboard generator, each entry checked here by the
/// slow generator up to [`SLOW_LIMIT`] nodes.
const SUITE: &str = include_str!("data/robijn.perft");

/// The largest count the slow generator recounts in the default test run.
const SLOW_LIMIT: u64 = 100_000;

/// Returns positions reached by `plies` random moves from the start, one per seed.
pub fn random_positions(count: u64, plies: usize) -> Vec<Position> {
    (0..count)
        .map(|seed| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut pos = Position::default();
            for _ in 0..plies {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
            pos
        })
        .collect()
}

#[test]
fn start_position_to_depth_3_matches_the_slow_generator() {
    let pos = Position::default();
    let slow = Slow::of(&pos);
    for depth in 1..=3 {
        assert_eq!(perft(&pos, depth), slow.perft(depth), "depth {depth}");
    }
    assert_eq!(check_perft(&pos, 3).map_err(|e| e.to_string()), Ok(64_944));
    // B first: the board is symmetric, so the counts are the same.
    let b_first = Position::start(Side::B);
    for depth in 1..=3 {
        assert_eq!(perft(&b_first, depth), perft(&pos, depth), "depth {depth}");
    }
}

#[test]
fn move_lists_match_the_slow_generator_on_random_positions() {
    let mut checked = 0;
    for plies in [5, 20, 60, 150, 400] {
        for pos in random_positions(12, plies) {
            let mut fast: Vec<Move> = pos.legal_moves().into_iter().collect();
            fast.sort();
            assert_eq!(fast, Slow::of(&pos).moves(), "{pos}");
            assert_eq!(pos.count_legal_moves(), fast.len(), "{pos}");
            checked += 1;
        }
    }
    assert_eq!(checked, 60);
}

#[test]
fn perft_matches_the_slow_generator_on_random_positions() {
    for pos in random_positions(6, 40)
        .into_iter()
        .chain(random_positions(3, 300))
    {
        assert_eq!(perft(&pos, 2), Slow::of(&pos).perft(2), "{pos}");
    }
}

#[test]
fn suite_counts() {
    let entries = parse_perft_suite(SUITE).expect("well-formed suite");
    assert!(entries.len() >= 3);
    let report = run_perft_suite(&entries, str::parse::<Position>, perft, 4_000_000);
    assert!(report.is_ok(), "{report}");
    let slow = run_perft_suite(
        &entries,
        str::parse::<Position>,
        |pos, depth| Slow::of(pos).perft(depth),
        SLOW_LIMIT,
    );
    assert!(slow.is_ok() && slow.checked >= 6, "{slow}");
}

#[test]
#[ignore = "deep: run with --release -- --ignored"]
fn suite_counts_deep() {
    let entries = parse_perft_suite(SUITE).expect("well-formed suite");
    let report = run_perft_suite(&entries, str::parse::<Position>, perft, u64::MAX);
    assert!(report.is_ok(), "{report}");
    let slow = run_perft_suite(
        &entries,
        str::parse::<Position>,
        |pos, depth| Slow::of(pos).perft(depth),
        5_000_000,
    );
    assert!(slow.is_ok(), "{slow}");
}

#[test]
#[ignore = "prints positions for the suite"]
fn print_suite_positions() {
    for pos in random_positions(2, 30)
        .into_iter()
        .chain(random_positions(1, 200))
    {
        println!("pos {pos}");
        for d in 1..=4 {
            println!("perft {d} {}", perft(&pos, d));
        }
    }
}
