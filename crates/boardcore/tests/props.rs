//! Property tests of Pig with the `testing` module's strategies and checks.

use crate::pig::{Move, Pig};
use boardcore::testing::{
    CheckErrorKind, check_game, check_illegal_move, check_perft, check_walk, positions, seeded_rng,
    walk, walks,
};
use boardcore::{Game, Player, random_playout};
use proptest::prelude::*;

/// Every move of the game, legal or not somewhere.
fn all_moves() -> Vec<Move> {
    let mut all = vec![Move::Roll, Move::Hold];
    all.extend((1..=3).map(Move::Deal));
    all.extend((1..=6).map(Move::Die));
    all
}

proptest! {
    #[test]
    fn walks_keep_the_game_contract((_, indexes) in walks(200)) {
        let checked = check_walk(&Pig::default(), &indexes)?;
        prop_assert!(checked >= 1 && checked <= indexes.len() + 1);
    }

    #[test]
    fn illegal_moves_are_rejected(pos in positions(Pig::default(), 200)) {
        let legal = pos.legal_moves();
        let mut rejected = 0;
        for mv in all_moves() {
            if !legal.contains(&mv) {
                check_illegal_move(&pos, mv)?;
                rejected += 1;
            }
        }
        // At most 6 of the 11 moves are legal anywhere.
        prop_assert!(rejected >= 5);
    }

    #[test]
    fn views_differ_only_in_the_hidden_card(pos in positions(Pig::default(), 100)) {
        check_game(&pos)?;
        let mut text = pos.to_string();
        // Swap the second player's card for another value, if it is dealt.
        let card = pos.card(Player::SECOND);
        if card != 0 {
            let other = if card == 3 { '1' } else { char::from(b'0' + card + 1) };
            text.replace_range(1..2, &other.to_string());
            // The outcome is public: skip changes that end or revive the game.
            if let Ok(changed) = text.parse::<Pig>().map_err(drop).and_then(|c| {
                if c.outcome() == pos.outcome() { Ok(c) } else { Err(()) }
            }) {
                prop_assert_eq!(pos.view(Player::FIRST), changed.view(Player::FIRST));
                prop_assert_ne!(pos.view(Player::SECOND), changed.view(Player::SECOND));
            }
        }
    }

    #[test]
    fn seeded_playouts_are_reproducible((seed, indexes) in walks(50)) {
        let start = walk(&Pig::default(), &indexes).pop().unwrap();
        let a = random_playout(&start, &mut seeded_rng(seed), 100_000);
        let b = random_playout(&start, &mut seeded_rng(seed), 100_000);
        prop_assert_eq!(&a.moves, &b.moves);
        prop_assert!(a.outcome().is_some());
    }

    #[test]
    fn perft_variants_agree(pos in positions(Pig::default(), 60)) {
        check_perft(&pos, 4)?;
    }
}

#[test]
fn walk_plays_indexes_modulo_the_move_count() {
    // deal (index 4 % 3 = 1: deal2), deal (0: deal1), roll (7 % 1), die (9 % 6 = 3:
    // die4), hold (1 % 2).
    let visited = walk(&Pig::default(), &[4, 0, 7, 9, 1]);
    let texts: Vec<_> = visited.iter().map(ToString::to_string).collect();
    assert_eq!(
        texts,
        [
            "00/0/0/0/1",
            "20/0/0/0/1",
            "21/0/0/0/1",
            "21/0/0/0/1r",
            "21/0/0/4/1",
            "21/4/0/0/2"
        ]
    );
    // Walks stop at the end of the game.
    let end: Pig = "12/19/0/0/1".parse().unwrap();
    assert_eq!(walk(&end, &[0, 1, 2]), [end]);
}

#[test]
fn checks_pass_on_sound_positions() {
    for text in [
        "00/0/0/0/1",
        "20/0/0/0/1",
        "13/4/7/2/2",
        "13/4/7/2/2r",
        "12/19/0/0/1",
    ] {
        let pos: Pig = text.parse().unwrap();
        check_game(&pos).unwrap();
    }
    assert_eq!(check_perft(&Pig::default(), 6), Ok(369));
}

#[test]
fn illegal_check_catches_a_legal_move() {
    let pos: Pig = "13/4/7/2/2".parse().unwrap();
    let err = check_illegal_move(&pos, Move::Hold).unwrap_err();
    assert_eq!(err.kind, CheckErrorKind::IllegalAccepted);
    assert_eq!(err.position, "13/4/7/2/2");
    assert_eq!(
        err.to_string(),
        "illegal move accepted: hold is listed as legal in position \"13/4/7/2/2\""
    );
}

#[test]
fn seeded_rngs_are_deterministic() {
    let a = random_playout(&Pig::default(), &mut seeded_rng(42), 1000);
    let b = random_playout(&Pig::default(), &mut seeded_rng(42), 1000);
    let c = random_playout(&Pig::default(), &mut seeded_rng(43), 1000);
    assert_eq!(a.moves, b.moves);
    assert_ne!(a.moves, c.moves);
}
