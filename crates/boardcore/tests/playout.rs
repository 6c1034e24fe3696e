//! Seeded random playouts on Pig.

use crate::pig::{Move, Pig};
use boardcore::{Game, Player, PlayoutStats, playout_rng, playouts, random_move, random_playout};
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

#[test]
fn batches_of_playouts_replay_game_by_game() {
    let start = Pig::default();
    let stats = playouts(&start, 200, 42, 100_000);
    assert_eq!(stats, playouts(&start, 200, 42, 100_000));
    assert_ne!(stats, playouts(&start, 200, 43, 100_000));
    assert_eq!(stats.games, 200);
    assert_eq!(stats.draws, 0, "pig has no draws");
    assert_eq!(stats.unfinished, 0);
    assert_eq!(stats.wins[Player::FIRST] + stats.wins[Player::SECOND], 200);
    assert_eq!(stats.wins[Player::THIRD], 0);
    // Game i is `random_playout` with `playout_rng(seed, i)`, whatever came before.
    let mut by_hand = PlayoutStats::default();
    for game in 0..200 {
        let playout = random_playout(&start, &mut playout_rng(42, game), 100_000);
        by_hand += PlayoutStats::of_playout(&playout);
    }
    assert_eq!(by_hand, stats);
    let tail: PlayoutStats = (100..200)
        .map(|game| {
            PlayoutStats::of_playout(&random_playout(&start, &mut playout_rng(42, game), 100_000))
        })
        .sum();
    assert_eq!(playouts(&start, 100, 42, 100_000) + tail, stats);
}

#[test]
fn the_ply_limit_leaves_games_unfinished() {
    let stats = playouts(&Pig::default(), 50, 1, 3);
    assert_eq!(stats.games, 50);
    assert_eq!(stats.plies, 150);
    assert_eq!(stats.unfinished, 50);
    assert_eq!(stats.wins, Default::default());
    assert_eq!(stats.draws, 0);
}
