//! The draws of the specification ("Draw" [RECON]: "threefold repetition of the same
//! position with the same player to move, two passes in a row, or a configurable ply
//! limit (default 2000 plies)"; "A player with no legal move passes"), each asserted
//! as the outcome of a game, through nothing but `History::new`, the `Game` trait
//! and `termination()`, so that they hold whatever `History` is built on.

use boardcore::rand::RngExt;
use boardcore::{Game, Outcome, Turn};
use robijn::{Bitboard, History, Position, Setup, Side, Square, Stone, Termination, layout};

/// Plays `text` in `game` (read by the game itself), which must be legal.
fn play(game: &mut History, text: &str) {
    let mv = game.parse_move(text).expect("a legal move");
    game.play(mv).expect("a legal move");
}

#[test]
fn the_same_position_with_the_same_player_to_move_a_third_time_is_a_draw() {
    let mut game = History::new(Position::default());
    // A steps red 14 out and back, B blue 20: the start with A to move comes back
    // after 4 plies (second time) and after 8 (third time).
    let cycle = ["d2-e3", "a9-b8", "e3-d2", "b8-a9"];
    for (ply, text) in cycle.iter().chain(&cycle).enumerate() {
        assert_eq!(game.termination(), None, "before ply {}", ply + 1);
        assert!(matches!(game.turn(), Turn::Player(_)));
        play(&mut game, text);
    }
    assert_eq!(game.termination(), Some(Termination::Repetition));
    assert_eq!(game.outcome(), Some(Outcome::DRAW));
    assert_eq!(game.turn(), Turn::Over(Outcome::DRAW));
    assert!(game.legal_moves().is_empty());
    // The same stones with the other player to move are another position: the
    // position after ply 1 is met again after ply 5 only, and a third time never.
    let mut other = History::new(Position::default());
    for text in [
        "d2-e3", "a9-b8", "e3-d2", "b8-a9", "d2-e3", "a9-b8", "b2-c3",
    ] {
        play(&mut other, text);
        assert_eq!(other.termination(), None);
    }
}

#[test]
fn the_default_ply_limit_of_2000_plies_is_a_draw() {
    // Random moves rarely finish a Robijn game (no capture, forty stones to bring
    // home): seeded random games run into the ply limit.
    let mut limited = 0;
    for seed in 0..3 {
        let mut rng = boardcore::testing::seeded_rng(seed);
        let mut game = History::new(Position::default());
        let mut plies = 0;
        while game.outcome().is_none() {
            let moves = game.legal_moves();
            assert!(!moves.is_empty(), "a game that goes on has a move");
            game.play(moves[rng.random_range(0..moves.len())])
                .expect("legal");
            plies += 1;
            assert!(plies <= 2000, "no game goes past the limit");
        }
        if game.termination() == Some(Termination::PlyLimit) {
            assert_eq!(plies, 2000, "seed {seed}");
            assert_eq!(game.outcome(), Some(Outcome::DRAW));
            assert!(game.legal_moves().is_empty());
            limited += 1;
        } else {
            assert!(plies < 2000, "seed {seed}");
        }
    }
    assert!(limited > 0, "some seeded game reaches the ply limit");
}

#[test]
fn a_player_without_a_move_passes_and_two_passes_need_both_stuck() {
    // A's twenty stones at home, B's twenty on rows 3 and 4 (but c4) and on j10:
    // no A stone can step or jump to a field it may end on, so A passes; B can move, so the game goes on and a second pass is refused: the
    // draw by two passes needs both players stuck, which this board never allows
    // (`neither_side_can_ever_be_stuck_together_on_this_board`, 60 connected white
    // fields for 40 stones).
    let mut setup = Setup::empty(Side::A);
    for stone in Stone::of(Side::A) {
        setup.set(layout::start_square(stone), Some(stone));
    }
    let c4: Square = "c4".parse().expect("square");
    let fields = (Bitboard::RANKS[2] | Bitboard::RANKS[3])
        .without(c4)
        .with("j10".parse().expect("square"));
    for (stone, field) in Stone::of(Side::B).zip(fields.iter()) {
        setup.set(field, Some(stone));
    }
    let start = Position::from_setup(&setup).expect("a position");
    let mut game = History::new(start);
    let moves = game.legal_moves();
    assert_eq!(moves.len(), 1);
    assert_eq!(game.format_move(moves[0]), "pass");
    play(&mut game, "pass");
    assert_eq!(game.termination(), None);
    assert!(!game.legal_moves().is_empty());
    assert!(game.parse_move("pass").is_err(), "B has a move");
}
