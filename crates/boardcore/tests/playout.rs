//! Seeded random playouts on Pig.

use crate::pig::{Move, Pig};
use boardcore::{Game, random_move, random_playout};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

#[test]
fn same_seed_same_game() {
    for seed in 0..20 {
        let a = random_playout(
            &Pig::default(),
            &mut ChaCha8Rng::seed_from_u64(seed),
            100_000,
        );
        let b = random_playout(
            &Pig::default(),
            &mut ChaCha8Rng::seed_from_u64(seed),
            100_000,
        );
        assert_eq!(a.moves, b.moves, "seed {seed}");
        assert_eq!(a.position, b.position, "seed {seed}");
        assert!(a.outcome().is_some(), "seed {seed} did not finish");
        assert!(a.position.legal_moves().is_empty());
        // Replaying the recorded moves with checked play reaches the same position.
        let mut replay = Pig::default();
        for &mv in &a.moves {
            replay.play(mv).unwrap();
        }
        assert_eq!(replay, a.position);
    }
}

#[test]
fn different_seeds_differ_and_the_limit_holds() {
    let games: Vec<_> = (0..10)
        .map(|seed| {
            random_playout(
                &Pig::default(),
                &mut ChaCha8Rng::seed_from_u64(seed),
                100_000,
            )
            .moves
        })
        .collect();
    assert!(games.windows(2).any(|w| w[0] != w[1]));
    let short = random_playout(&Pig::default(), &mut ChaCha8Rng::seed_from_u64(7), 5);
    assert_eq!(short.moves.len(), 5);
    assert_eq!(short.outcome(), None);
    assert_eq!(short.moves[..], games[7][..5]);
}

#[test]
fn chance_picks_follow_the_weights() {
    let start = Pig::default();
    let legal = start.legal_moves();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut counts = [0u32; 4];
    for _ in 0..4000 {
        let Some(Move::Deal(card)) = random_move(&start, &legal, &mut rng) else {
            panic!("a deal must be picked");
        };
        counts[usize::from(card)] += 1;
    }
    // Expected 1000, 2000, 1000; five standard deviations is about 160.
    assert!(counts[1].abs_diff(1000) < 160, "{counts:?}");
    assert!(counts[2].abs_diff(2000) < 160, "{counts:?}");
    assert!(counts[3].abs_diff(1000) < 160, "{counts:?}");
    assert_eq!(random_move(&start, &[], &mut rng), None);
}
