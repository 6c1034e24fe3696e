//! The generic playout (`boardcore::random_playout` through `Game::play_randomly`) on
//! the crate's fast loop: the same moves as a loop of `Game::random_move` and
//! `Game::play`, the log kept, the ply limit honoured; and `Game::random_move` draws
//! uniformly among the legal moves (a chi-square test on small positions).

use boardcore::testing::{chi_square_bound, random_move_chi_square};
use boardcore::{Game, Turn};
use dominoes::{Move, Position, Rules};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The playout by the book: `Game::random_move` then `Game::play`, `limit` times.
fn by_the_book(start: &Position, rng: &mut ChaCha8Rng, limit: usize) -> (Vec<Move>, Position) {
    let mut pos = start.clone();
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
fn the_generic_playout_plays_random_moves_and_keeps_the_log() {
    for rules in [
        "block-6-2",
        "draw-6-2+until",
        "draw-6-4+teams",
        "block-9-3",
        "draw-12-2",
    ] {
        let rules: Rules = rules.parse().expect("valid rules");
        for seed in 0..20 {
            let start = Position::new(rules).expect("valid rules");
            // Stops in the deal, in play, and none.
            for limit in [0, 3, 20, 31, 45, usize::MAX] {
                let mut a = ChaCha8Rng::seed_from_u64(seed);
                let mut b = a.clone();
                let playout = boardcore::random_playout(&start, &mut a, limit);
                let (moves, end) = by_the_book(&start, &mut b, limit);
                assert_eq!(playout.moves, moves, "{rules} seed {seed} limit {limit}");
                assert_eq!(playout.position, end, "{rules} seed {seed} limit {limit}");
                assert_eq!(playout.position.to_string(), end.to_string());
                assert!(playout.moves.len() <= limit);
            }
        }
    }
}

#[test]
fn the_generic_playout_goes_on_from_a_stop() {
    // A playout cut at a ply limit goes on from where it stopped: the two halves
    // together are the playout without the cut.
    let start = Position::new("draw-6-3".parse().expect("valid rules")).expect("valid rules");
    for seed in 0..30 {
        let mut a = ChaCha8Rng::seed_from_u64(seed);
        let mut b = a.clone();
        let whole = boardcore::random_playout(&start, &mut a, usize::MAX);
        let first = boardcore::random_playout(&start, &mut b, 25);
        let second = boardcore::random_playout(&first.position, &mut b, usize::MAX);
        assert_eq!([first.moves, second.moves].concat(), whole.moves);
        assert_eq!(second.position, whole.position);
        assert!(whole.outcome().is_some());
    }
}

#[test]
fn random_move_is_uniform_among_the_legal_moves() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut players = 0;
    let mut chance = 0;
    // The chi-squares of independent positions add up (their degrees of freedom
    // too): one test over all of them, at 5 standard deviations.
    let (mut chi2, mut dof) = (0.0, 0);
    for rules in ["draw-6-2", "block-6-4", "draw-9-3"] {
        let rules: Rules = rules.parse().expect("valid rules");
        let mut walk = ChaCha8Rng::seed_from_u64(11);
        for _ in 0..4 {
            let mut pos = Position::new(rules).expect("valid rules");
            while let Some(mv) = Game::random_move(&pos, &mut walk) {
                let n = pos.legal_moves().len();
                match pos.turn() {
                    Turn::Chance if chance < 12 && walk.random_bool(0.2) => {
                        let (c, d) = random_move_chi_square(&pos, &mut rng, 300 * n);
                        (chi2, dof) = (chi2 + c, dof + d);
                        chance += 1;
                    }
                    Turn::Player(_) if n >= 2 => {
                        let (c, d) = random_move_chi_square(&pos, &mut rng, 300 * n);
                        (chi2, dof) = (chi2 + c, dof + d);
                        players += 1;
                    }
                    _ => {}
                }
                pos.play(mv).expect("legal");
            }
        }
    }
    assert!(
        players >= 10 && chance >= 6,
        "{players} player and {chance} chance positions"
    );
    assert!(
        chi2 < chi_square_bound(dof),
        "chi2 {chi2} over {dof} degrees of freedom"
    );
    println!("chi2 {chi2:.1} over {dof} degrees of freedom, {players} + {chance} positions");
}
