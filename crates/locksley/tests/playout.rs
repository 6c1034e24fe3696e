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

/// `Game::play_randomly` returns the number of moves it played, for games ended by
/// the turn limit (the turn count changes, no Bard moves) and by a Bard.
#[test]
fn play_randomly_returns_the_plies_it_played() {
    let (mut by_limit, mut by_bard) = (0, 0);
    for seed in 0..20 {
        let limit = if seed % 2 == 0 { 3 } else { 500 };
        let mut pos = Position::default()
            .with_turn_limit(limit)
            .expect("a limit above the turns played");
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let (book, end) = by_the_book(&pos, &mut rng.clone(), 100_000);
        let mut seen = 0;
        let n = Game::play_randomly(&mut pos, &mut rng, 100_000, |_| seen += 1);
        assert_eq!(n, seen, "seed {seed}");
        // It stops at the end of the game: no move after it.
        assert_eq!((n, pos), (book.len(), end), "seed {seed}");
        match pos.termination() {
            Some(locksley::Termination::TurnLimit) => by_limit += 1,
            Some(_) => by_bard += 1,
            None => panic!("seed {seed}: not over"),
        }
    }
    assert!(by_limit > 0 && by_bard > 0, "{by_limit} {by_bard}");
}

/// `Position::dealt` plays the deal's chance nodes as `Game::random_move` does and
/// leaves any other position alone; `Position::deal` is `new` then `dealt`.
#[test]
fn dealt_and_deal_play_the_deal() {
    use locksley::{Content, Phase, Sides, TrackLength};
    let start = Position::default();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let pos = start.dealt(&mut rng);
    assert_eq!(pos.phase(), Phase::Corner);
    let left: u32 = pos.draw_pile().iter().map(|&n| u32::from(n)).sum();
    assert_eq!(left, 60 - 25);
    let mut by_hand = start;
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    while by_hand.phase() == Phase::Deal {
        let mv = Game::random_move(&by_hand, &mut rng).expect("a chance node");
        by_hand.play(mv).expect("a colour left");
    }
    assert_eq!(pos, by_hand);
    assert_eq!(pos.dealt(&mut rng), pos);
    let c = Content::placeholder();
    let track = c.track(TrackLength::Short, Sides::Night, None);
    let n = c.colours().len();
    let mut a = ChaCha8Rng::seed_from_u64(2);
    let mut b = a.clone();
    let dealt = Position::deal(n, c.tiles(), track, &mut a).expect("a start");
    let new = Position::new(n, c.tiles(), track).expect("a start");
    assert_eq!(dealt, new.dealt(&mut b));
    assert_eq!(dealt.phase(), Phase::Corner);
}
