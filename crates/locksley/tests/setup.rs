//! Each check of a legal position on its own: a valid `Setup` with one part changed
//! gives that check's error (variant and reason), not a later check's. Each case
//! breaks one condition of a check that has several.

use boardcore::Player;
use locksley::{Loot, Phase, Position, Setup, SetupError, Square, Supply};

const TRACK: &str = "total>=1;gold>=1;gold>=opponent;distinct<=2;corner;sold;gold>=2;\
                     loot(4)>=1;loot(5)>=1;knight;loot(1)>=2;total>=3;total>=3;sold;\
                     loot(0)>=1;distinct>=2;corner;gold>=1;distinct>=2;distinct>=opponent";

/// A position in play, B to move at turn 1, grid full but for the Robins: 65 tiles.
fn play() -> Setup {
    format!(
        "0000B/00000/00000/00000/A0000 b play 0,0,0,0,0,0:1,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 1/500 {TRACK}"
    )
    .parse()
    .expect("a setup")
}

/// The same with the square a1's neighbour b1 empty and a refill under way.
fn refill() -> Setup {
    format!(
        "0000B/00000/00000/00000/A.000 b refill 0,0,0,0,0,0:1,0,0,0,0,0 \
         1,0,0,0,0,0:1,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 1/500 {TRACK}"
    )
    .parse()
    .expect("a setup")
}

/// The deal: the grid empty, every tile in the draw pile.
fn deal() -> Setup {
    format!(
        "...../...../...../...../..... a deal 0,0,0,0,0,0:0,0,0,0,0,0 \
         0,0,0,0,0,0:0,0,0,0,0,0 25,0,10,10,10,10 0,0,0,0,0,0 0,0 0/500 {TRACK}"
    )
    .parse()
    .expect("a setup")
}

fn check(s: Setup) -> Result<Position, SetupError> {
    Position::from_setup_lenient(s)
}

fn sq(name: &str) -> Square {
    name.parse().expect("a square")
}

#[test]
fn the_bases_are_legal() {
    for s in [play(), refill(), deal()] {
        assert!(check(s.clone()).is_ok(), "{s:?}");
    }
}

#[test]
fn each_pile_and_supply_is_checked_for_colours_beyond_the_count() {
    let beyond = Err(SetupError::Tiles(
        "a tile of a colour beyond the colour count",
    ));
    let mut s = play();
    s.draw_pile[6] = 1;
    assert_eq!(check(s), beyond);
    let mut s = play();
    s.discard_pile[6] = 1;
    assert_eq!(check(s), beyond);
    let mut s = play();
    s.supplies[1] = Supply::new([0, 0, 0, 0, 0, 0, 1, 0], [1, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(check(s), beyond);
    let mut s = play();
    s.supplies[1] = Supply::new([0; 8], [1, 0, 0, 0, 0, 0, 0, 1]);
    assert_eq!(check(s), beyond);
    let mut s = play();
    s.grid[1] = Loot::new(6);
    assert_eq!(check(s), beyond);
}

#[test]
fn a_colour_has_at_most_255_tiles() {
    // 256 of one colour: that check, not the total's.
    let mut s = play();
    s.draw_pile[1] = 200;
    s.discard_pile[1] = 56;
    assert_eq!(
        check(s),
        Err(SetupError::Tiles("more than 255 tiles of one colour"))
    );
    // 255 of one colour is allowed by that check; the total (over 250) is not.
    let mut s = play();
    s.draw_pile[1] = 200;
    s.discard_pile[1] = 55;
    assert_eq!(
        check(s),
        Err(SetupError::Tiles("25 to 250 tiles are needed"))
    );
}

#[test]
fn the_turn_limit_is_at_least_1_and_the_turns_played() {
    let mut s = deal();
    s.turn_limit = 0;
    assert_eq!(check(s), Err(SetupError::Turns { turns: 0, limit: 0 }));
    let mut s = play();
    s.turns = 3;
    s.turn_limit = 1;
    s.side = Player::SECOND;
    assert_eq!(check(s), Err(SetupError::Turns { turns: 3, limit: 1 }));
}

#[test]
fn both_bards_at_the_finish_have_both_won() {
    let mut s = play();
    s.bards = [39, 39];
    assert_eq!(check(s), Err(SetupError::Bards("both Bards have won")));
}

#[test]
fn a_win_by_either_bard_or_the_limit_is_in_the_play_phase() {
    let finished = Err(SetupError::Phase("a finished game is in the play phase"));
    // A at the finish; B lapped A (21 > max(2, 2) + 18); A lapped B.
    for bards in [[39, 0], [2, 21], [21, 2], [0, 39]] {
        let mut s = refill();
        s.bards = bards;
        assert_eq!(check(s), finished, "{bards:?}");
    }
    // One field short of a lap is no win.
    for bards in [[2, 20], [20, 2]] {
        let mut s = refill();
        s.bards = bards;
        assert_eq!(check(s.clone()).map(|_| ()), Ok(()), "{bards:?}");
    }
    let mut s = refill();
    s.turn_limit = 1;
    assert_eq!(check(s), finished);
}

#[test]
fn the_moved_and_sold_flags_are_checked_apart() {
    let mut s = refill();
    s.sold = true;
    assert_eq!(
        check(s),
        Err(SetupError::Phase(
            "the moved and sold flags belong to the play phase"
        ))
    );
    let mut s = play();
    s.sold = true;
    s.turn_limit = 1;
    assert_eq!(
        check(s),
        Err(SetupError::Phase(
            "a game drawn by the turn limit is at the start of a turn"
        ))
    );
}

#[test]
fn the_set_up_phase_checks_each_part() {
    let set_up = Err(SetupError::Phase(
        "during set-up the start player is to move, supplies, discard pile and turns are empty and the Bards at 0",
    ));
    let mut s = deal();
    s.side = Player::SECOND;
    assert_eq!(check(s), set_up);
    let mut s = deal();
    s.turns = 1;
    assert_eq!(check(s), set_up);
    let mut s = deal();
    s.bards = [0, 1];
    assert_eq!(check(s), set_up);
    let mut s = deal();
    s.draw_pile[0] -= 1;
    s.supplies[1] = Supply::new([1, 0, 0, 0, 0, 0, 0, 0], [0; 8]);
    assert_eq!(check(s), set_up);
    let mut s = deal();
    s.draw_pile[0] -= 1;
    s.discard_pile[0] = 1;
    assert_eq!(check(s), set_up);
    // The deal fills a1 to e5 and leaves a square.
    let mut s = deal();
    s.grid = [Loot::new(0); 25];
    s.draw_pile[0] = 0;
    assert_eq!(
        check(s),
        Err(SetupError::Phase(
            "the deal fills a1 to e5 in order, and a square is left"
        ))
    );
}

#[test]
fn each_robin_is_checked() {
    let two = Err(SetupError::Robins("two Robins on two different squares"));
    let mut s = play();
    s.robins[0] = None;
    assert_eq!(check(s), two);
    let mut s = play();
    s.robins[1] = None;
    assert_eq!(check(s), two);
    let mut s = play();
    s.robins[1] = s.robins[0];
    assert_eq!(check(s), two);
    // B's square holds a tile.
    let mut s = play();
    s.robins[1] = Some(sq("d5"));
    s.grid[24] = Loot::new(0);
    s.draw_pile[2] -= 1;
    assert_eq!(
        check(s),
        Err(SetupError::Robins("a Robin stands on an empty square"))
    );
}

#[test]
fn a_refill_needs_a_draw_pile_and_enough_tiles() {
    let refill_error = Err(SetupError::Phase(
        "a refill has a square to fill, a non-empty draw pile and enough tiles",
    ));
    // Tiles only in the discard pile.
    let mut s = refill();
    s.discard_pile = s.draw_pile;
    s.draw_pile = [0; 8];
    assert_eq!(check(s), refill_error);
    // Two empty squares (b1, c1), one tile left (the others in B's supply).
    let mut s = refill();
    s.grid[2] = None;
    s.draw_pile = [0, 0, 0, 0, 0, 1, 0, 0];
    s.supplies[1] = Supply::new([0, 0, 10, 10, 10, 9, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(check(s), refill_error);
}

#[test]
fn a_chosen_fill_is_not_a_robins_square() {
    let mut s = refill();
    s.phase = Phase::Fill(sq("a1"));
    assert_eq!(
        check(s),
        Err(SetupError::Phase(
            "the chosen square is empty and has no Robin"
        ))
    );
}

/// The checks of positions play can reach (`Position::from_setup`), each with its
/// own reason.
#[test]
fn reachability_checks_give_their_own_reason() {
    let strict = |s: Setup| Position::from_setup(s).map(|_| ());
    // At the start of a turn (no move, no sale) a square is empty only when the draw
    // pile is: this check, before the one of "within a turn".
    let mut s = play();
    s.grid[1] = None;
    s.supplies[1] = Supply::new([1, 0, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(
        strict(s),
        Err(SetupError::Unreachable(
            "before the Robin moves or a sale, a square is empty only when the draw pile is"
        ))
    );
    // Turn 0: the other player holds one coin, and its Bard is at 0.
    let first = |f: &dyn Fn(&mut Setup)| {
        let mut s: Setup = format!(
            "0000B/00000/00000/00000/A0000 a play 0,0,0,0,0,0:1,0,0,0,0,0 \
             0,0,0,0,0,0:1,0,0,0,0,0 0,0,9,10,10,10 0,0,0,0,0,0 0,0 0/500 {TRACK}"
        )
        .parse()
        .expect("a setup");
        f(&mut s);
        strict(s)
    };
    assert_eq!(first(&|_| {}), Ok(()));
    let turn_0 = Err(SetupError::Unreachable(
        "before the first Robin move the Robins stand on opposite corners, nobody holds loot, the other player holds its corner coin with its Bard at the start, and the start player's coin is in its supply or on the discard pile",
    ));
    assert_eq!(
        first(&|s| s.supplies[1] = Supply::new([0; 8], [2, 0, 0, 0, 0, 0, 0, 0])),
        turn_0
    );
    assert_eq!(first(&|s| s.bards = [0, 1]), turn_0);
}
