//! The specification's worked example, and each rule on constructed positions.

use boardcore::{Game, IllegalMove, Outcome, ParseMoveErrorKind, Player};
use smokkelen::{
    Bitboard, Color, Config, History, Label, Move, Observation, Phase, Position, PublicPosition,
    RevealError, Square, Stone, Termination, WHITE_HOME,
};

/// The worked example's sparse teaching diagram (spec "Worked example"), with labels
/// and secrets added.
pub const DIAGRAM: &str = "...../..W2.B1/.B2.B3./....W3/...../W0..W1. w - secrets=W3,B1 ply=0";

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn names(b: Bitboard) -> Vec<String> {
    b.iter().map(|s| s.to_string()).collect()
}

#[test]
fn worked_example_a1_slides_with_one_turn() {
    let pos: Position = DIAGRAM.parse().unwrap();
    let mv = pos.parse_move("a1-a6-e6").unwrap();
    assert_eq!(mv, Move::stone(sq("a1"), sq("e6")));
    assert_eq!(pos.format_move(mv), "a1-a6-e6");
    // a1 also reaches the whole a-file and b1, c1 (d1 blocks), and rank 6 via a6.
    let dest = pos.destinations(sq("a1"));
    for s in ["a2", "a6", "b1", "c1", "b6", "e6", "b2", "b3"] {
        assert!(dest.contains(sq(s)), "{s} in {:?}", names(dest));
    }
    // e1 only by jumping over d1.
    assert_eq!(pos.format_move(Move::stone(sq("a1"), sq("e1"))), "a1-c1xe1");
}

#[test]
fn worked_example_d1_slides_then_jumps_twice() {
    let pos: Position = DIAGRAM.parse().unwrap();
    let via_b1 = pos.parse_move("d1-b1-b3xb5xd5").unwrap();
    let via_d3 = pos.parse_move("d1-d3-b3xb5xd5").unwrap();
    assert_eq!(via_b1, Move::stone(sq("d1"), sq("d5")));
    assert_eq!(via_b1, via_d3);
    // The writer prints the shortest route: d3 then over d4.
    assert_eq!(pos.format_move(via_b1), "d1-d3xd5");
    assert_eq!(
        pos.format_move(Move::stone(sq("d1"), sq("b5"))),
        "d1-b1-b3xb5"
    );
    // Also reached: b3 (slide with a turn), b5 (after one jump).
    let dest = pos.destinations(sq("d1"));
    for s in ["b3", "b5", "d5", "d3", "c3"] {
        assert!(dest.contains(sq(s)), "{s} in {:?}", names(dest));
    }
}

#[test]
fn worked_example_black_e5_slides_and_jumps_for_white_to_move() {
    let pos: Position = DIAGRAM.parse().unwrap();
    assert_eq!(pos.turn(), Color::White);
    // White moves a black stone: forward is Black's forward (down).
    let mv = pos.parse_move("e5-e4xe2").unwrap();
    assert_eq!(mv, Move::stone(sq("e5"), sq("e2")));
    assert_eq!(pos.format_move(mv), "e5-e4xe2");
    let dest = pos.destinations(sq("e5"));
    assert!(!dest.contains(sq("e6")), "never backward for its owner");
    assert!(dest.contains(sq("d5")) && dest.contains(sq("e4")));
}

/// A route counts the squares written after its start: the slide's turning and
/// landing squares, then one per jump.
#[test]
fn routes_count_their_slide_squares_and_jumps() {
    let pos: Position = DIAGRAM.parse().unwrap();
    let none: Position = DIAGRAM.replace("ply=0", "ply=0 turns=0").parse().unwrap();
    // W0 on a1 jumps over W1 on a2 and W2 on a4, with no slide first.
    let jumps: Position = "...../...../W2..../...../W1..../W0.... w -"
        .parse()
        .unwrap();
    for (p, text, slides, jumped) in [
        (&pos, "a1-a6-e6", 2, 0),
        (&pos, "e5-e4xe2", 1, 1),
        (&pos, "d1-d3xd5", 1, 1),
        (&none, "a1-a4xc4xe4xe6", 1, 3),
        (&jumps, "a1xa3xa5", 0, 2),
    ] {
        let path = p.path(p.parse_move(text).unwrap()).unwrap();
        assert_eq!(path.to_string(), text);
        assert_eq!((path.slide_len(), path.jumps()), (slides, jumped), "{text}");
        assert_eq!(path.squares().len(), 1 + slides + jumped, "{text}");
        assert_eq!(path.squares()[0].to_string(), &text[..2]);
    }
}

/// A reversal is not a turn: the route is refused for that reason.
#[test]
fn a_slide_turns_by_90_degrees_not_180() {
    let pos: Position = DIAGRAM.parse().unwrap();
    for (text, reason) in [
        ("a1-c1-b1", "a slide turns by 90 degrees"),
        ("d1-b1-c1", "a slide turns by 90 degrees"),
        ("a1-a2-b2-b3", "too many turns in the slide"),
    ] {
        let e = pos.parse_path(text).unwrap_err().to_string();
        assert!(e.ends_with(reason), "{text}: {e}");
    }
}

/// Every square of a route is checked, even where another route makes the same
/// move: `a1-e1-e6` slides over d1, e3 and e5 (`a1-a6-e6` is legal), and
/// `a1-b1xd1xb1` comes back to b1 (the slide `a1-b1` is legal).
#[test]
fn a_route_is_checked_square_by_square() {
    let pos: Position = DIAGRAM.parse().unwrap();
    assert!(pos.is_legal(Move::stone(sq("a1"), sq("e6"))));
    let e = pos.parse_path("a1-e1-e6").unwrap_err().to_string();
    assert!(e.ends_with("a slide goes over empty squares only"), "{e}");
    let pos: Position = "...../...../...../...../...../W0.W1.. w -".parse().unwrap();
    assert!(pos.is_legal(Move::stone(sq("a1"), sq("b1"))));
    assert_eq!(
        pos.parse_path("a1-b1xd1"),
        Ok(Move::stone(sq("a1"), sq("d1")))
    );
    let e = pos.parse_path("a1-b1xd1xb1").unwrap_err().to_string();
    assert!(e.ends_with("no square is visited twice"), "{e}");
}

/// No route is read after the end or during set-up, and the error says why.
#[test]
fn routes_are_refused_after_the_end_and_in_the_setup() {
    let mut over: Position = "...../....B1/...../...../...../W3.... w - secrets=W3,B1 ply=0"
        .parse()
        .unwrap();
    over.play(over.parse_move("e5-e1").unwrap()).unwrap();
    assert!(over.termination().is_some());
    let e = over.parse_path("a1-a2").unwrap_err().to_string();
    assert!(e.ends_with("the game is over"), "{e}");
    let setup = Position::setup_phase(Config::default());
    let e = setup.parse_path("a1-a2").unwrap_err().to_string();
    assert!(
        e.ends_with("stones move only after the set-up (secret, then placements)"),
        "{e}"
    );
}

/// A view answers for what its player sees (decision 10): in the set-up the
/// opponent's labels and secret are hidden, a secret not chosen yet is `-`, not
/// `?`; in play only the opponent's secret; after the end nothing. A third seat
/// is a spectator, who sees neither secret.
#[test]
fn views_tell_what_their_player_sees() {
    let mut setup = Position::setup_phase(Config::default());
    for mv in ["secret:4", "place:6", "place:8"] {
        setup.play(mv.parse().unwrap()).unwrap();
    }
    let (white, black) = (setup.view(Player::FIRST), setup.view(Player::SECOND));
    assert_eq!(
        (white.viewer(), black.viewer()),
        (Some(Color::White), Some(Color::Black))
    );
    for v in [&white, &black] {
        assert_eq!(
            (v.turn(), v.phase(), v.frozen()),
            (Color::White, Phase::Setup, None)
        );
        assert_eq!(
            (v.color_at(sq("b1")), v.color_at(sq("c1"))),
            (Some(Color::White), None)
        );
        assert_eq!(v.label_at(sq("c1")), None);
        assert!(!v.is_secret_hidden(Color::Black), "Black has not chosen");
        assert_eq!((v.secret(Color::Black), v.termination()), (None, None));
    }
    assert_eq!(white.label_at(sq("b1")), Label::new(8));
    assert_eq!(black.label_at(sq("b1")), None, "hidden in the set-up");
    assert_eq!(
        (white.secret(Color::White), black.secret(Color::White)),
        (Label::new(4), None)
    );
    assert_eq!(
        (
            white.is_secret_hidden(Color::White),
            black.is_secret_hidden(Color::White)
        ),
        (false, true)
    );
    assert!(
        white
            .to_string()
            .ends_with(" w - setup secrets=W4,B- ply=0 view=w"),
        "{white}"
    );
    assert!(
        black
            .to_string()
            .ends_with(" w - setup secrets=W?,B- ply=0 view=b"),
        "{black}"
    );
    assert_eq!(
        setup.to_setup().get(sq("b1")),
        Some(Stone::new(Color::White, Label::new(8).unwrap()))
    );

    let mut pos: Position = DIAGRAM.parse().unwrap();
    pos.play(pos.parse_move("e3-d3").unwrap()).unwrap();
    let black = pos.view(Player::SECOND);
    assert_eq!(
        (black.turn(), black.phase(), black.frozen()),
        (Color::Black, Phase::Play, Some(sq("d3")))
    );
    assert_eq!(
        black.label_at(sq("d3")),
        Label::new(3),
        "labels are public in play"
    );
    assert_eq!(
        (
            black.is_secret_hidden(Color::White),
            black.is_secret_hidden(Color::Black)
        ),
        (true, false)
    );
    let spectator = pos.view(Player::THIRD);
    assert_eq!(spectator.viewer(), None);
    assert!(spectator.is_secret_hidden(Color::White) && spectator.is_secret_hidden(Color::Black));
    assert!(
        spectator
            .to_string()
            .ends_with(" secrets=W?,B? ply=1 view=-"),
        "{spectator}"
    );

    let mut won: Position = "...../....B1/...../...../...../W3.... w - secrets=W3,B1 ply=0"
        .parse()
        .unwrap();
    won.play(won.parse_move("e5-e1").unwrap()).unwrap();
    let white = won.view(Player::FIRST);
    assert_eq!(
        white.termination(),
        Some(Termination::Smuggled {
            winner: Color::Black
        })
    );
    assert_eq!(
        (
            white.secret(Color::Black),
            white.is_secret_hidden(Color::Black)
        ),
        (Label::new(1), false)
    );
}

/// An observation is written as the move, or as `secret` and `place` for the
/// opponent's hidden set-up moves.
#[test]
fn observations_are_written_as_moves_or_hidden_setup_moves() {
    assert_eq!(Observation::HiddenSecret.to_string(), "secret");
    assert_eq!(Observation::HiddenPlace.to_string(), "place");
    assert_eq!(
        Observation::Move(Move::stone(sq("a1"), sq("e6"))).to_string(),
        "a1e6"
    );
    assert_eq!(Observation::Move(Move::Pass).to_string(), "pass");
}

/// Stones are read as `W` or `B` and a digit.
#[test]
fn stones_read_their_colour_and_label() {
    for (text, color, n) in [
        ("W0", Color::White, 0),
        ("W3", Color::White, 3),
        ("B9", Color::Black, 9),
        ("B5", Color::Black, 5),
    ] {
        let stone: Stone = text.parse().unwrap();
        assert_eq!(stone, Stone::new(color, Label::new(n).unwrap()), "{text}");
        assert_eq!(stone.to_string(), text);
    }
    for bad in ["", "W", "X3", "w3", "W:", "W/", "W10", "3W"] {
        assert!(bad.parse::<Stone>().is_err(), "{bad}");
    }
}

/// The diagram: ranks 6 to 1, `.` or the stone in each cell, the frozen stone
/// marked `*`; a view shows `?` for the labels its player may not see yet.
#[test]
fn diagrams_show_the_stones_and_the_frozen_one() {
    let mut pos: Position = DIAGRAM.parse().unwrap();
    pos.play(pos.parse_move("e3-d3").unwrap()).unwrap();
    assert_eq!(
        pos.diagram(),
        "\
6  .  .  .  .  .
5  .  .  W2 .  B1
4  .  B2 .  B3 .
3  .  .  .  W3*.
2  .  .  .  .  .
1  W0 .  .  W1 .
   a  b  c  d  e
"
    );
    let mut setup = Position::setup_phase(Config::default());
    for mv in [
        Move::ChooseSecret(Label::new(4).unwrap()),
        Move::Place(Label::new(6).unwrap()),
        Move::Place(Label::new(8).unwrap()),
    ] {
        setup.play(mv).unwrap();
    }
    let empty = "6  .  .  .  .  .\n5  .  .  .  .  .\n4  .  .  .  .  .\n3  .  .  .  .  .\n2  .  .  .  .  .\n";
    let files = "   a  b  c  d  e\n";
    assert_eq!(setup.diagram(), format!("{empty}1  W6 W8 .  .  .\n{files}"));
    assert_eq!(setup.view(Player::FIRST).diagram(), setup.diagram());
    assert_eq!(
        setup.view(Player::SECOND).diagram(),
        format!("{empty}1  W? W? .  .  .\n{files}")
    );
}

#[test]
fn routes_that_break_a_rule_are_refused() {
    let pos: Position = DIAGRAM.parse().unwrap();
    let kind = |text: &str| pos.parse_move(text).map_err(|e| e.kind);
    assert_eq!(
        kind("d1-b1xb3"),
        Err(ParseMoveErrorKind::Illegal),
        "nothing to jump"
    );
    assert_eq!(
        kind("d1-b1-b3xb5-b6"),
        Err(ParseMoveErrorKind::Illegal),
        "slide after a jump"
    );
    assert_eq!(
        kind("a1-a6-e6-e5"),
        Err(ParseMoveErrorKind::Illegal),
        "backward"
    );
    assert_eq!(
        kind("c5-c4"),
        Err(ParseMoveErrorKind::Illegal),
        "backward for White's c5"
    );
    assert_eq!(kind("a1-b2"), Err(ParseMoveErrorKind::Illegal), "diagonal");
    assert_eq!(
        kind("a1-a4-b4"),
        Err(ParseMoveErrorKind::Illegal),
        "onto a stone"
    );
    assert_eq!(kind("a1-a6-e6"), Ok(Move::stone(sq("a1"), sq("e6"))));
    assert_eq!(
        kind("a1-a3-a6-e6"),
        Ok(Move::stone(sq("a1"), sq("e6"))),
        "a leg in pieces"
    );
    assert_eq!(
        kind("a1-a2-b2-b3"),
        Err(ParseMoveErrorKind::Illegal),
        "two turns"
    );
    assert_eq!(kind("a1-a2-b2"), Ok(Move::stone(sq("a1"), sq("b2"))));
    assert_eq!(kind("a1-q2"), Err(ParseMoveErrorKind::Syntax));
    assert_eq!(
        kind("a1e6"),
        Ok(Move::stone(sq("a1"), sq("e6"))),
        "machine notation"
    );
    // With two turns allowed, a1-a2-b2-b3 is a legal route.
    let two: Position = DIAGRAM.replace("ply=0", "ply=0 turns=2").parse().unwrap();
    assert_eq!(two.config().max_slide_turns, 2);
    assert_eq!(
        two.parse_move("a1-a2-b2-b3").map_err(|e| e.kind),
        Ok(Move::stone(sq("a1"), sq("b3")))
    );
    // With no turns, only straight slides.
    let none: Position = DIAGRAM.replace("ply=0", "ply=0 turns=0").parse().unwrap();
    assert!(!none.destinations(sq("a1")).contains(sq("b2")));
    assert!(pos.destinations(sq("a1")).contains(sq("b2")));
    assert!(none.destinations(sq("a1")).contains(sq("a6")));
    // e6 then only by jumps: a4 over b4, c4 over d4, e4 over e5.
    assert_eq!(
        none.format_move(Move::stone(sq("a1"), sq("e6"))),
        "a1-a4xc4xe4xe6"
    );
}

#[test]
fn the_stone_just_moved_is_frozen_whatever_its_colour() {
    let mut pos: Position = DIAGRAM.parse().unwrap();
    pos.play(pos.parse_move("e3-d3").unwrap()).unwrap();
    assert_eq!(pos.frozen(), Some(sq("d3")));
    // Black to move may not move the white stone on d3 (default rule) ...
    let mv = Move::stone(sq("d3"), sq("d2"));
    assert!(!pos.is_legal(Move::stone(sq("d3"), sq("c3"))));
    assert_eq!(pos.clone().play(mv), Err(IllegalMove { mv }));
    // ... but under freeze_only_opponent_owned a stone of the mover's own colour is
    // not frozen: Black moved a black stone, White may move it back at once.
    let text = "...../..W2.B1/.B2.B3./....W3/...../W0..W1. b - secrets=W3,B1 ply=0 freeze=opponent";
    let mut opp: Position = text.parse().unwrap();
    assert!(opp.config().freeze_only_opponent_owned);
    opp.play(Move::stone(sq("e3"), sq("d3"))).unwrap(); // Black moves a white stone
    assert!(
        opp.destinations(sq("d3")).contains(sq("c3")),
        "White may move its own d3 again"
    );
    let mut any: Position = text.replace(" freeze=opponent", "").parse().unwrap();
    any.play(Move::stone(sq("e3"), sq("d3"))).unwrap();
    assert!(
        any.destinations(sq("d3")).is_empty(),
        "frozen whatever its colour"
    );
    // Under freeze=opponent, a stone of the opponent's colour stays frozen.
    let mut white_moves: Position = text.replace(" b ", " w ").parse().unwrap();
    white_moves.play(Move::stone(sq("e3"), sq("d3"))).unwrap();
    assert!(white_moves.destinations(sq("d3")).is_empty());
}

#[test]
fn the_secret_stone_wins_for_its_owner_whoever_moves_it() {
    // Black's secret B1 on e5; White moves it to rank 1: Black wins.
    let mut pos: Position = "...../....B1/...../...../...../W3.... w - secrets=W3,B1 ply=0"
        .parse()
        .unwrap();
    pos.play(pos.parse_move("e5-e1").unwrap()).unwrap();
    assert_eq!(
        pos.termination(),
        Some(Termination::Smuggled {
            winner: Color::Black
        })
    );
    assert_eq!(Game::outcome(&pos), Some(Outcome::win(Player::SECOND)));
    assert!(Game::legal_moves(&pos).is_empty());
    // The end names the winning colour in words.
    assert_eq!(
        pos.termination().unwrap().to_string(),
        "black's secret stone reached the far rank"
    );
    assert_eq!(
        Termination::Smuggled {
            winner: Color::White
        }
        .to_string(),
        "white's secret stone reached the far rank"
    );
    assert_eq!(
        (Color::White.to_string(), Color::Black.to_string()),
        ("white".into(), "black".into())
    );
    // A non-secret stone on the far rank wins nothing.
    let mut pos: Position = "...../....B2/...../..B1../...../W3.... w - secrets=W3,B1 ply=0"
        .parse()
        .unwrap();
    pos.play(pos.parse_move("e5-e1").unwrap()).unwrap();
    assert_eq!(pos.termination(), None);
    // Stones on the far rank still move sideways.
    assert!(pos.destinations(sq("e1")).is_empty(), "frozen");
    pos.play(Move::stone(sq("a1"), sq("a2"))).unwrap();
    assert_eq!(names(pos.destinations(sq("e1"))), ["a1", "b1", "c1", "d1"]);
}

/// Every stone jammed: White on ranks 5-6, Black on ranks 1-2.
const JAMMED: &str =
    "W0W1W2W3W4/W5W6W7W8W9/...../...../B5B6B7B8B9/B0B1B2B3B4 w a6 secrets=W5,B5 ply=7";

#[test]
fn two_passes_draw_and_a_pass_clears_the_frozen_stone() {
    let mut pos: Position = JAMMED.parse().unwrap();
    assert_eq!(pos.legal_moves().as_slice(), [Move::Pass]);
    pos.play(Move::Pass).unwrap();
    assert_eq!((pos.frozen(), pos.passes(), pos.plies()), (None, 1, 8));
    assert!(
        pos.to_string()
            .ends_with("b - secrets=W5,B5 ply=8 passes=1"),
        "{pos}"
    );
    assert_eq!(pos.to_string().parse::<Position>().unwrap(), pos);
    pos.play(Move::Pass).unwrap();
    assert_eq!(pos.termination(), Some(Termination::TwoPasses));
    assert_eq!(Game::outcome(&pos), Some(Outcome::DRAW));
    // A pass is illegal while a stone can move.
    let start = Position::default();
    assert!(!start.is_legal(Move::Pass));
}

#[test]
fn the_ply_limit_draws() {
    let mut pos: Position = DIAGRAM.replace("ply=0", "ply=2 limit=3").parse().unwrap();
    assert_eq!(pos.config().ply_limit, 3);
    pos.play(Move::stone(sq("e3"), sq("d3"))).unwrap();
    assert_eq!(pos.termination(), Some(Termination::PlyLimit));
    assert!(
        DIAGRAM
            .replace("ply=0", "ply=4 limit=3")
            .parse::<Position>()
            .is_err()
    );
    // A win on the last ply is still a win.
    let mut win: Position = DIAGRAM
        .replace("ply=0", "ply=2 limit=3")
        .replace("W3,B1", "W0,B1")
        .parse()
        .unwrap();
    win.play(win.parse_move("a1-a6-e6").unwrap()).unwrap();
    assert_eq!(
        win.termination(),
        Some(Termination::Smuggled {
            winner: Color::White
        })
    );
}

#[test]
fn threefold_repetition_draws_in_history() {
    // Two stones shuffling sideways on rank 3 and 4.
    let start: Position = "...../...../....B1/W3..../...../..... w - secrets=W3,B1 ply=0"
        .parse()
        .unwrap();
    let mut game = History::new(start);
    // The start has no frozen stone, so the position after the 1st move is the
    // first to recur: after the 5th and the 9th.
    for m in [
        "a3-b3", "e4-d4", "b3-a3", "d4-e4", "a3-b3", "e4-d4", "b3-a3", "d4-e4",
    ] {
        assert_eq!(game.termination(), None);
        let mv = game.parse_move(m).unwrap();
        game.play(mv).unwrap();
    }
    assert_eq!(game.repetitions(), 2);
    let mv = game.parse_move("a3-b3").unwrap();
    game.play(mv).unwrap();
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.termination(), Some(Termination::Repetition));
    assert!(Game::legal_moves(&game).is_empty());
    // Undo and the record round trip.
    let record = game.to_string();
    assert!(record.contains(" moves a3-b3 e4-d4 "), "{record}");
    assert_eq!(record.parse::<History>().unwrap(), game);
    assert_eq!(game.undo(), Some(mv));
    assert_eq!(game.termination(), None);
}

/// A pass is reversible for the repetition rule (decision 8): a lone white stone
/// shuffles a1-b1 and back while Black, with only the frozen stone on the board,
/// passes each time. The position string `...../...../...../...../...../W0.... b a1`
/// comes back after every four plies, passes in between, and the third time draws.
#[test]
fn positions_repeat_across_passes() {
    let start: Position = "...../...../...../...../...../W0.... b a1".parse().unwrap();
    let mut game = History::new(start);
    let mut seen = 1;
    for _ in 0..2 {
        for m in ["pass", "a1-b1", "pass", "b1-a1"] {
            assert_eq!(game.termination(), None);
            let mv = game.parse_move(m).unwrap();
            assert_eq!(
                Game::legal_moves(&game).contains(&Move::Pass),
                m == "pass",
                "{game}"
            );
            game.play(mv).unwrap();
        }
        seen += 1;
        assert_eq!(game.repetitions(), seen, "{game}");
        assert_eq!(game.reversible_plies(), 4 * (seen - 1), "{game}");
    }
    assert_eq!(game.termination(), Some(Termination::Repetition));
}

/// The repetition window (decision 8) restarts on a move that changes a stone's
/// rank and on every set-up move, not on sideways moves.
#[test]
fn the_repetition_window_restarts_on_rank_changes_and_setup_moves() {
    let start: Position = "...../...../....B1/W3..../...../..... w - secrets=W3,B1 ply=0"
        .parse()
        .unwrap();
    let mut game = History::new(start);
    for (m, reversible) in [("a3-b3", 1), ("e4-d4", 2), ("b3-b5", 0), ("d4-c4", 1)] {
        let mv = game.parse_move(m).unwrap();
        game.play(mv).unwrap();
        assert_eq!(game.reversible_plies(), reversible, "after {m}");
        assert_eq!(game.repetitions(), 1, "after {m}");
    }
    // Choosing a secret changes no stone, side or frozen square, yet starts a new
    // window: the empty board before it does not count as a repetition.
    let mut setup = History::new(Position::setup_phase(Config::default()));
    setup
        .play(Move::ChooseSecret(Label::new(4).unwrap()))
        .unwrap();
    assert_eq!((setup.reversible_plies(), setup.repetitions()), (0, 1));
    setup.play(Move::Place(Label::new(4).unwrap())).unwrap();
    assert_eq!((setup.reversible_plies(), setup.repetitions()), (0, 1));
}

#[test]
fn setup_moves_build_the_start() {
    let mut pos = Position::setup_phase(Config::default());
    assert_eq!(pos.phase(), Phase::Setup);
    assert_eq!(pos.legal_moves().len(), 10);
    pos.play(Move::ChooseSecret(Label::new(4).unwrap()))
        .unwrap();
    // One secret each, chosen once.
    let again = Move::ChooseSecret(Label::new(5).unwrap());
    assert!(!pos.is_legal(again));
    assert_eq!(
        pos.refusal(again),
        Some("the secret stone is already chosen")
    );
    let white = [6, 8, 9, 7, 5, 3, 0, 4, 1, 2];
    let black = [9, 0, 7, 1, 3, 4, 8, 2, 6, 5];
    for (i, n) in white.into_iter().enumerate() {
        assert_eq!(pos.legal_moves().len(), 10 - i);
        let mv = Move::Place(Label::new(n).unwrap());
        pos.play(mv).unwrap();
        assert!(pos.play(mv).is_err(), "a label is placed once");
        // Placed stones do not move before the set-up is over.
        assert!(pos.destinations(WHITE_HOME[i]).is_empty());
        assert!(!pos.is_legal(Move::stone(WHITE_HOME[i], sq("a4"))));
    }
    assert_eq!(pos.turn(), Color::Black);
    // Black sees White's choice and placements hidden.
    let before = pos.clone();
    pos.play(Move::ChooseSecret(Label::new(7).unwrap()))
        .unwrap();
    assert_eq!(
        before.observe(Player::FIRST, Move::ChooseSecret(Label::new(7).unwrap())),
        Observation::HiddenSecret
    );
    let place = Move::Place(Label::new(black[0]).unwrap());
    assert_eq!(
        pos.observe(Player::FIRST, place),
        Observation::HiddenPlace,
        "White sees only that Black placed a stone"
    );
    assert_eq!(pos.observe(Player::SECOND, place), Observation::Move(place));
    assert_eq!(
        before.observe(Player::SECOND, Move::ChooseSecret(Label::new(7).unwrap())),
        Observation::Move(Move::ChooseSecret(Label::new(7).unwrap()))
    );
    let view = pos.view(Player::SECOND);
    assert!(
        view.to_string()
            .starts_with("...../...../...../...../W?W?W?W?W?/W?W?W?W?W? b - setup secrets=W?,B7"),
        "{view}"
    );
    for n in black {
        pos.play(Move::Place(Label::new(n).unwrap())).unwrap();
    }
    assert_eq!(pos.phase(), Phase::Play);
    assert_eq!(pos.turn(), Color::White);
    let expected = Position::start(
        white.map(|n| Label::new(n).unwrap()),
        black.map(|n| Label::new(n).unwrap()),
        [Label::new(4).unwrap(), Label::new(7).unwrap()],
        Config::default(),
    )
    .unwrap();
    assert_eq!(pos, expected);
    assert_eq!(pos.zobrist_hash(), pos.compute_zobrist_hash());
    // After set-up no secret is chosen any more, not even in a public position
    // (which has none).
    let public = pos
        .public()
        .unwrap()
        .to_string()
        .parse::<Position>()
        .unwrap();
    assert!(public.is_public());
    for p in [&pos, &public] {
        assert!(!p.is_legal(Move::ChooseSecret(Label::new(1).unwrap())));
        assert!(!p.legal_moves().iter().any(|m| m.is_setup()));
    }
    assert!(pos.destinations(sq("a2")).contains(sq("a4")));
    // After set-up both arrangements are public, the secrets are not.
    assert!(
        pos.view(Player::SECOND)
            .to_string()
            .contains("W6W8W9W7W5 w - secrets=W?,B7")
    );
}

#[test]
fn two_parties_play_with_their_own_secrets_and_reveal() {
    let full: Position = DIAGRAM.replace("W3,B1", "W0,B1").parse().unwrap();
    let white_view = full.view(Player::FIRST);
    let black_view = full.view(Player::SECOND);
    let mut white = white_view.public().unwrap();
    let mut black = black_view.public().unwrap();
    assert_eq!(white, black);
    let my_secret = white_view.secret(Color::White).unwrap();
    // White slides a1 (its secret, which Black does not know) to e6.
    let mv = full.parse_move("a1-a6-e6").unwrap();
    white.play(mv).unwrap();
    black.play(mv).unwrap();
    let arrived = white.arrival().unwrap();
    assert_eq!(arrived, Stone::new(Color::White, my_secret));
    assert_eq!(black.claim(arrived), Ok(Outcome::win(Player::FIRST)));
    let revealed = black.reveal([my_secret, Label::new(1).unwrap()]).unwrap();
    assert_eq!(
        revealed.termination(),
        Some(Termination::Smuggled {
            winner: Color::White
        })
    );
    // A stone home earlier than the last move cannot be a secret: a missed win.
    let mut later = white.clone();
    assert!(later.draw_termination().is_none());
    later.play(Move::stone(sq("e3"), sq("d3"))).unwrap();
    assert_eq!(
        later.reveal([my_secret, Label::new(1).unwrap()]),
        Err(RevealError::MissedWin(arrived))
    );
    assert!(matches!(
        later.claim(arrived),
        Err(RevealError::NotArrived(_))
    ));
    assert!(matches!(
        later.reveal([Label::new(9).unwrap(), Label::new(1).unwrap()]),
        Err(RevealError::NotOnBoard(_))
    ));
    // The public notation round-trips and reads the specification's bare string.
    assert_eq!(white.to_string().parse::<PublicPosition>().unwrap(), white);
    let bare: PublicPosition = "B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w -"
        .parse()
        .unwrap();
    assert_eq!(Some(bare.clone()), Position::default().public());
    assert_eq!(
        bare.legal_moves().as_slice(),
        Position::default().legal_moves().as_slice()
    );
}

#[test]
fn bad_positions_are_refused_with_reasons() {
    for (text, part) in [
        ("", "empty"),
        (
            "...../...../...../...../...../..... w - secrets=W0,B0",
            "secret stone",
        ),
        (
            "...../...../...../...../...../W0W0... w - secrets=W0,B0",
            "two squares",
        ),
        (
            "B0..../...../...../...../...../W0.... x - secrets=W0,B0",
            "side",
        ),
        (
            "B0..../...../...../...../...../W0.... w f1 secrets=W0,B0",
            "frozen",
        ),
        (
            "B0..../...../...../...../...../W0.... w b1 secrets=W0,B0",
            "empty",
        ),
        (
            "B0..../...../...../...../...../W0.... w - secrets=W0,B0 passes=3",
            "passes",
        ),
        (
            "B0..../...../...../...../...../W0.... w a1 secrets=W0,B0 passes=1",
            "after a pass",
        ),
        (
            "B0..../...../...../...../..B1../W0.... w - secrets=W0,B1 setup",
            "set-up",
        ),
        (
            "...../...../...../...../W0.... w - secrets=W0,B0",
            "6 ranks",
        ),
        (
            "...../...../...../...../...../W0..... w - secrets=W0,B0",
            "more than 5",
        ),
        (
            "...../...../...../...../...../W0... w - secrets=W0,B0",
            "fewer than 5",
        ),
        ("...../...../...../...../...../..... w - setup", "missing"),
        (
            "...../...../...../...../...../W0B0... w - secrets=W0,B0 ply=x",
            "number",
        ),
        (
            "...../...../...../...../...../W0B0... w - secrets=W0,B0 foo=1",
            "unknown",
        ),
        (
            "B0..../...../...../...../...../W0.... w - secrets=W0,B0 ply=0 ply=0",
            "twice",
        ),
        (
            "W0..../...../...../...../...../B0.... w - secrets=W0,B0",
            "both secret stones stand on their far ranks",
        ),
    ] {
        let err = text.parse::<Position>().unwrap_err().to_string();
        assert!(err.contains(part), "{text:?}: {err}");
    }
    // One secret stone on its far rank: the game is over (decision 9).
    let won: Position = "W0..../...../...../...../.B0.../..... b a6 secrets=W0,B0"
        .parse()
        .unwrap();
    assert_eq!(
        won.termination(),
        Some(Termination::Smuggled {
            winner: Color::White
        })
    );
}
