//! The generic playout (`boardcore::random_playout` through `Game::play_randomly`) on
//! the crate's fast loop: the same moves as a loop of `Game::random_move` and
//! `Game::play`, the ply limit honoured; and `Game::random_move` draws uniformly among
//! a player's legal moves and by weight at a chance node (a chi-square test).

use boardcore::testing::{chi_square_bound, random_move_chi_square};
use boardcore::{Game, Turn};
use locksley::{Move, Position};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The playout by the book: `Game::random_move` then `Game::play`, `limit` times.
fn by_the_book(start: &Position, rng: &mut ChaCha8Rng, limit: usize) -> (Vec<Move>, Position) {
    let mut pos = *start;
    let mut moves = Vec::new();
    for _ in 0..limit {
        let Some(mv) = Game::random_move(&pos, rng) else {
            break;
        };
        pos.play(mv).expect("random_move gives a legal move");
        moves.push(mv);
    }
    (moves, pos)
}

#[test]
fn the_generic_playout_plays_random_moves() {
    let start = Position::default();
    for seed in 0..40 {
        for limit in [0, 10, 26, 100, 1000, usize::MAX] {
            let mut a = ChaCha8Rng::seed_from_u64(seed);
            let mut b = a.clone();
            let playout = boardcore::random_playout(&start, &mut a, limit);
            let (moves, end) = by_the_book(&start, &mut b, limit);
            assert_eq!(playout.moves, moves, "seed {seed} limit {limit}");
            assert_eq!(playout.position, end, "seed {seed} limit {limit}");
            assert!(playout.moves.len() <= limit);
        }
        let mut a = ChaCha8Rng::seed_from_u64(seed);
        let whole = boardcore::random_playout(&start, &mut a.clone(), usize::MAX);
        assert!(whole.outcome().is_some());
        assert_eq!(start.random_playout(&mut a), whole.position);
    }
}

#[test]
fn random_move_follows_the_weights() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut walk = ChaCha8Rng::seed_from_u64(11);
    let (mut players, mut chance) = (0, 0);
    // The chi-squares of independent positions add up (their degrees of freedom
    // too): one test over all of them, at 5 standard deviations.
    let (mut chi2, mut dof) = (0.0, 0);
    for _ in 0..3 {
        let mut pos = Position::default();
        while let Some(mv) = Game::random_move(&pos, &mut walk) {
            let n = pos.legal_moves().len();
            if n >= 2 && walk.random_bool(0.1) {
                let (c, d) = random_move_chi_square(&pos, &mut rng, 200 * n);
                (chi2, dof) = (chi2 + c, dof + d);
                match Game::turn(&pos) {
                    Turn::Chance => chance += 1,
                    _ => players += 1,
                }
            }
            pos.play(mv).expect("legal");
        }
    }
    assert!(
        players >= 10 && chance >= 10,
        "{players} player and {chance} chance positions"
    );
    assert!(
        chi2 < chi_square_bound(dof),
        "chi2 {chi2} over {dof} degrees of freedom"
    );
    println!("chi2 {chi2:.1} over {dof} degrees of freedom, {players} + {chance} positions");
}
