//! `PublicPosition`: its accessors, its play and the bounds of its notation, against
//! the full position (tests for the mutants `cargo mutants -f src/public.rs` left).

use boardcore::Game;
use smokkelen::{Color, Move, Position, PublicPosition, Square, Termination};

#[test]
fn accessors_agree_with_the_full_position() {
    let mut pos = Position::from_seed(7);
    for ply in 0..40 {
        let public = pos.public().expect("in play");
        assert_eq!(public.turn(), pos.turn());
        assert_eq!(public.frozen(), pos.frozen());
        assert_eq!(public.plies(), pos.plies());
        assert_eq!(public.config(), pos.config());
        for i in 0..30 {
            let sq = Square::new(i).expect("square");
            assert_eq!(public.stone_at(sq), pos.stone_at(sq), "{sq}");
        }
        assert_eq!(format!("{public:?}"), format!("PublicPosition({public})"));
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play(moves[(ply * 7) % moves.len()]).expect("legal");
    }
    assert!(pos.plies() > 0);
    let black: PublicPosition = "...../...../...../...../...../W1.... b a1 turns=0"
        .parse()
        .expect("public");
    assert_eq!(black.turn(), Color::Black);
    assert_eq!(black.config().max_slide_turns, 0);
}

#[test]
fn play_refuses_what_the_rules_refuse() {
    let start = Position::default().public().expect("in play");
    for mv in ["pass", "a1b1", "a3a4", "a2a1", "secret:1", "place:1"] {
        let mv: Move = mv.parse().expect("move");
        let mut public = start.clone();
        assert!(public.play(mv).is_err(), "{mv}");
        assert_eq!(public, start, "{mv}");
    }
    // Black's only stone is frozen: Black passes (and only passes).
    let stuck: PublicPosition = "...../...../...../...../...../W1.... b a1"
        .parse()
        .expect("public");
    assert_eq!(stuck.legal_moves().as_slice(), &[Move::Pass]);
    let mut after = stuck.clone();
    after
        .play(Move::Pass)
        .expect("a pass is legal without a stone move");
    assert_eq!(after.frozen(), None);
    assert_eq!(after.turn(), Color::White);
}

#[test]
fn notation_bounds_of_passes_and_plies() {
    let board = "...../...../...../...../...../W1.... w -";
    let two: PublicPosition = format!("{board} passes=2").parse().expect("two passes");
    assert_eq!(two.draw_termination(), Some(Termination::TwoPasses));
    assert!(
        format!("{board} passes=3")
            .parse::<PublicPosition>()
            .is_err()
    );
    assert!(
        format!("{board} ply=1000")
            .parse::<PublicPosition>()
            .is_ok()
    );
    assert!(
        format!("{board} ply=1001")
            .parse::<PublicPosition>()
            .is_err()
    );
    assert!(
        format!("{board} ply=5000 limit=0")
            .parse::<PublicPosition>()
            .is_ok()
    );
}
