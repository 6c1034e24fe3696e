//! The `Game` contract on Pig: chance nodes, views, perft and checked play.

use crate::pig::{Move, Pig};
use boardcore::{Game, IllegalMove, Outcome, Player, Turn, perft, perft_divide, perft_played};

fn pos(text: &str) -> Pig {
    text.parse().unwrap()
}

fn moves(p: &Pig) -> Vec<String> {
    p.legal_moves().iter().map(ToString::to_string).collect()
}

#[test]
fn the_deal_is_a_weighted_chance_node() {
    let start = Pig::default();
    assert_eq!(start.to_string(), "00/0/0/0/1");
    assert_eq!(start.turn(), Turn::Chance);
    assert_eq!(moves(&start), ["deal1", "deal2", "deal3"]);
    // Weights 1, 2, 1 out of 4.
    assert_eq!(start.chance_weight(Move::Deal(2)), 2);
    assert_eq!(start.chance_probability(Move::Deal(1)), 0.25);
    assert_eq!(start.chance_probability(Move::Deal(2)), 0.5);
    assert_eq!(start.chance_probability(Move::Deal(3)), 0.25);
    assert_eq!(start.chance_probability(Move::Roll), 0.0);

    let mut p = start;
    p.play(Move::Deal(3)).unwrap();
    assert_eq!(p.to_string(), "30/0/0/0/1");
    assert_eq!(p.turn(), Turn::Chance);
    p.play(Move::Deal(1)).unwrap();
    assert_eq!(p.to_string(), "31/0/0/0/1");
    assert_eq!(p.card(Player::FIRST), 3);
    assert_eq!(p.card(Player::SECOND), 1);
    assert_eq!(p.turn(), Turn::Player(Player::FIRST));
    assert_eq!(p.outcome(), None);
}

#[test]
fn the_die_is_a_fair_chance_node() {
    let mut p = pos("22/0/0/0/1");
    assert_eq!(moves(&p), ["roll"], "no hold with an empty turn total");
    p.play(Move::Roll).unwrap();
    assert_eq!(p.turn(), Turn::Chance);
    assert_eq!(moves(&p), ["die1", "die2", "die3", "die4", "die5", "die6"]);
    for face in 1..=6 {
        assert_eq!(p.chance_weight(Move::Die(face)), 1);
        assert!((p.chance_probability(Move::Die(face)) - 1.0 / 6.0).abs() < 1e-12);
    }
    p.play(Move::Die(5)).unwrap();
    assert_eq!(p.to_string(), "22/0/0/5/1");
    assert_eq!(moves(&p), ["roll", "hold"]);
    p.play(Move::Roll).unwrap();
    p.play(Move::Die(1)).unwrap();
    assert_eq!(p.to_string(), "22/0/0/0/2", "a 1 loses the turn total");
    p.play(Move::Roll).unwrap();
    p.play(Move::Die(6)).unwrap();
    p.play(Move::Hold).unwrap();
    assert_eq!(p.to_string(), "22/0/6/0/1");
}

#[test]
fn the_secret_card_decides_the_finish() {
    // Banked 16 plus turn total 3 is 19: a card of 1 wins, a card of 3 would have won
    // with a total of 1 less.
    let mut one = pos("12/16/0/3/1");
    one.play(Move::Hold).unwrap();
    assert_eq!(one.outcome(), Some(Outcome::win(Player::FIRST)));
    assert_eq!(one.turn(), Turn::Over(Outcome::win(Player::FIRST)));
    assert!(one.legal_moves().is_empty());
    assert_eq!(one.to_string(), "12/19/0/0/1");

    let mut short = pos("12/16/0/2/1");
    short.play(Move::Hold).unwrap();
    assert_eq!(short.outcome(), None, "16 + 2 + card 1 is 19");
    assert_eq!(short.turn(), Turn::Player(Player::SECOND));

    let mut three = pos("32/16/0/2/1");
    three.play(Move::Hold).unwrap();
    assert_eq!(
        three.outcome(),
        Some(Outcome::win(Player::FIRST)),
        "16 + 2 + card 3"
    );
}

#[test]
fn views_hide_the_other_card() {
    let a = pos("13/4/7/2/2");
    let b = pos("12/4/7/2/2");
    assert_eq!(a.view(Player::FIRST), b.view(Player::FIRST));
    assert_ne!(a.view(Player::SECOND), b.view(Player::SECOND));
    let view = a.view(Player::SECOND);
    assert_eq!(view.own_card, 3);
    assert!(view.opponent_dealt);
    assert_eq!(view.scores, [4, 7]);
    assert_eq!(view.turn, Turn::Player(Player::SECOND));
    // The first player's card is hidden from the second and shown to the first.
    let c = pos("33/4/7/2/2");
    assert_eq!(c.view(Player::SECOND), view);
    assert_ne!(c.view(Player::FIRST), a.view(Player::FIRST));
    assert!(!pos("20/0/0/0/1").view(Player::FIRST).opponent_dealt);
}

#[test]
fn perft_from_the_start_matches_a_hand_count() {
    let start = Pig::default();
    // 1: three cards for the first player.
    // 2: x3 cards for the second player = 9.
    // 3: the first player must roll (turn total 0) = 9.
    // 4: six faces = 54.
    // 5: per deal, a 1 passes the turn (the second player may only roll, 1 move);
    //    faces 2..=6 allow roll or hold (2 moves each): 1 + 5 * 2 = 11, x9 = 99.
    // 6: per deal, after the 1 the second player's roll has 6 faces; after each of
    //    faces 2..=6, roll gives 6 faces and hold gives the second player 1 move
    //    (roll): 6 + 5 * 7 = 41, x9 = 369.
    let expected = [1, 3, 9, 9, 54, 99, 369];
    for (depth, &n) in expected.iter().enumerate() {
        let depth = depth as u32;
        assert_eq!(perft(&start, depth), n, "depth {depth}");
        assert_eq!(perft_played(&start, depth), n, "depth {depth}");
    }
    let divide = perft_divide(&start, 6);
    assert_eq!(
        divide,
        [
            (Move::Deal(1), 123),
            (Move::Deal(2), 123),
            (Move::Deal(3), 123)
        ]
    );
}

#[test]
fn perft_near_the_end_counts_finished_games() {
    // The first player has 16 banked and card 3: any hold after a face of 2..=6 wins.
    let p = pos("31/16/0/0/1");
    // 1: roll. 2: six faces. 3: a 1 passes (1 move), 2..=6 allow roll or hold: 11.
    // 4: the second player's roll has 6 faces; each roll has 6 faces; each hold ends
    //    the game (0): 6 + 5 * 6 = 36.
    assert_eq!(perft(&p, 1), 1);
    assert_eq!(perft(&p, 2), 6);
    assert_eq!(perft(&p, 3), 11);
    assert_eq!(perft(&p, 4), 36);
    assert_eq!(perft_played(&p, 4), 36);
}

#[test]
fn illegal_moves_are_rejected_and_change_nothing() {
    let cases = [
        ("22/0/0/0/1", Move::Hold),
        ("22/0/0/0/1", Move::Die(3)),
        ("22/0/0/0/1", Move::Deal(1)),
        ("22/0/0/4/1r", Move::Roll),
        ("00/0/0/0/1", Move::Roll),
        ("12/19/0/0/1", Move::Roll),
    ];
    for (text, mv) in cases {
        let mut p = pos(text);
        assert!(!p.is_legal(mv), "{text} {mv}");
        assert_eq!(p.play(mv), Err(IllegalMove { mv }), "{text} {mv}");
        assert_eq!(p, pos(text));
    }
    assert_eq!(
        IllegalMove { mv: Move::Hold }.to_string(),
        "illegal move hold"
    );
}

#[test]
fn notation_round_trips_and_rejects_nonsense() {
    for text in [
        "00/0/0/0/1",
        "30/0/0/0/1",
        "23/12/7/4/2r",
        "12/19/0/0/1",
        "21/3/18/0/2",
    ] {
        assert_eq!(pos(text).to_string(), text);
    }
    for bad in [
        "",
        "00/0/0/0",
        "40/0/0/0/1",
        "00/0/0/0/3",
        "22/0/x/0/1",
        "22/0/0/0/1x",
        "22/-1/0/0/1",
    ] {
        assert!(
            matches!(
                bad.parse::<Pig>(),
                Err(crate::pig::ParsePigError::Syntax(_))
            ),
            "{bad:?}"
        );
    }
    for impossible in [
        "03/0/0/0/1",
        "20/5/0/0/1",
        "20/0/0/0/1r",
        "12/19/0/2/1",
        "12/19/0/0/2",
        "33/17/17/0/1",
    ] {
        assert!(
            matches!(
                impossible.parse::<Pig>(),
                Err(crate::pig::ParsePigError::Invalid(..))
            ),
            "{impossible:?}"
        );
    }
    for mv in ["deal1", "deal3", "roll", "hold", "die1", "die6"] {
        assert_eq!(mv.parse::<Move>().unwrap().to_string(), mv);
    }
    for bad in ["deal0", "deal4", "die7", "die", "Roll", "die10"] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?}");
    }
}

#[test]
fn positions_are_send_and_sync() {
    fn assert_send_sync<T: Send + Sync + 'static>() {}
    assert_send_sync::<Pig>();
    assert_send_sync::<Move>();
    assert_send_sync::<IllegalMove<Move>>();
}
