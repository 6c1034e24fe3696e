//! Perft of start positions, cross-checked by the slow square-by-square generator.

use crate::slow;
use boardcore::perft;
use boardcore::testing::check_perft;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use smokkelen::{Label, Position};

/// A few fixed home arrangements: the default, the sorted one, and two seeded.
pub fn starts() -> Vec<Position> {
    let sorted = Label::ALL;
    let mut reversed = Label::ALL;
    reversed.reverse();
    vec![
        Position::default(),
        Position::start(
            sorted,
            sorted,
            [Label::ALL[0], Label::ALL[9]],
            Default::default(),
        )
        .unwrap(),
        Position::start(
            reversed,
            sorted,
            [Label::ALL[4], Label::ALL[5]],
            Default::default(),
        )
        .unwrap(),
        Position::from_seed(1),
        Position::from_seed(2),
    ]
}

/// The engine's perft of the start positions equals the slow generator's, to depth
/// 3, and perft, perft_played and perft_divide agree.
#[test]
fn start_positions_match_the_slow_generator() {
    for pos in starts() {
        for depth in 1..=2 {
            assert_eq!(
                perft(&pos, depth),
                slow::perft(&pos, depth),
                "{pos} depth {depth}"
            );
        }
        check_perft(&pos, 2).unwrap();
    }
    // Depth 3 on two arrangements (the slow generator is slow).
    for pos in &starts()[..2] {
        assert_eq!(perft(pos, 3), slow::perft(pos, 3), "{pos} depth 3");
    }
}

/// The default start's counts, as cross-checked above (recorded so that a change
/// shows; the slow generator is their independent check).
#[test]
fn default_start_counts() {
    let pos = Position::default();
    let counts: Vec<u64> = (1..=3).map(|d| perft(&pos, d)).collect();
    assert_eq!(
        counts,
        [
            slow::perft(&pos, 1),
            slow::perft(&pos, 2),
            slow::perft(&pos, 3)
        ]
    );
    println!("default start perft 1..3: {counts:?}");
}

/// On random positions reached by random play from random starts, the move sets of
/// both generators are equal at every ply.
#[test]
fn random_positions_match_the_slow_generator() {
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    for _ in 0..40 {
        let mut pos = Position::random_start(&mut rng);
        for _ in 0..120 {
            let fast: std::collections::BTreeSet<_> = pos.legal_moves().into_iter().collect();
            assert_eq!(fast, slow::legal_moves(&pos), "{pos}");
            assert_eq!(pos.legal_move_count(), fast.len(), "{pos}");
            let legal = pos.legal_moves();
            let Some(mv) = boardcore::random_move(&pos, &legal, &mut rng) else {
                break;
            };
            pos.play_unchecked(mv);
        }
    }
}

/// Depth 4 of the default start (slow: run with `--ignored`).
#[test]
#[ignore = "slow"]
fn default_start_depth_4() {
    let pos = Position::default();
    let fast = perft(&pos, 4);
    println!("default start perft 4: {fast}");
    assert_eq!(fast, slow::perft(&pos, 4));
}
