//! The draw rules of `History`, in both variants.

use draughts::{DrawRule, Game, History, HistoryExt, Position, Termination, Variant};

/// Plays, from `fen`, the first legal quiet move that neither repeats a position a
/// third time nor lets the opponent capture, until the game ends; returns the
/// history.
fn play_quietly(fen: &str, variant: Variant) -> History {
    let mut h = History::new(Position::from_fen(fen, variant).expect("valid"));
    for _ in 0..200 {
        if h.termination().is_some() {
            break;
        }
        let moves = h.legal_moves();
        let pick = moves.iter().copied().find(|&mv| {
            let mut next = h.clone();
            next.play(mv).expect("legal");
            !mv.is_capture()
                && next.repetitions() < 3
                && !next.position().legal_moves().iter().any(|m| m.is_capture())
        });
        h.play(pick.unwrap_or(moves[0])).expect("legal");
    }
    assert!(h.moves().iter().all(|m| !m.is_capture()), "{h}");
    h
}

#[test]
fn twenty_five_moves() {
    let h = play_quietly("W:WK36,K47,K49:BK4,K5,K15", Variant::International);
    assert_eq!(
        h.termination(),
        Some(Termination::Draw(DrawRule::TwentyFiveMoves))
    );
    assert_eq!(h.moves().len(), 50);
    assert_eq!(h.remaining_plies(DrawRule::TwentyFiveMoves), Some(0));
    assert_eq!(Game::outcome(&h), Some(draughts::Outcome::DRAW));
    assert!(Game::legal_moves(&h).is_empty());
}

#[test]
fn sixteen_and_five_moves() {
    let h = play_quietly("W:WK36,K47,K49:BK5", Variant::International);
    assert_eq!(
        h.termination(),
        Some(Termination::Draw(DrawRule::SixteenMoves))
    );
    assert_eq!(h.moves().len(), 32);
    assert_eq!(h.remaining_plies(DrawRule::SixteenMoves), Some(0));
    assert_eq!(h.remaining_plies(DrawRule::FiveMoves), None);
    let mut h = play_quietly("W:WK36,K49:BK5", Variant::International);
    assert_eq!(
        h.termination(),
        Some(Termination::Draw(DrawRule::FiveMoves))
    );
    assert_eq!(h.moves().len(), 10);
    h.undo();
    assert_eq!(h.remaining_plies(DrawRule::FiveMoves), Some(1));
    assert_eq!(h.remaining_plies(DrawRule::SixteenMoves), None);
    assert_eq!(h.remaining_plies(DrawRule::FortyMoves), None);
    assert_eq!(h.termination(), None);
}

#[test]
fn forty_moves() {
    let h = play_quietly("B:WK29,K32:BK1,K4", Variant::English);
    assert_eq!(
        h.termination(),
        Some(Termination::Draw(DrawRule::FortyMoves))
    );
    assert_eq!(h.moves().len(), 80);
    assert_eq!(h.remaining_plies(DrawRule::FortyMoves), Some(0));
    assert_eq!(h.remaining_plies(DrawRule::TwentyFiveMoves), None);
    let start = History::new(Position::new(Variant::English));
    assert_eq!(start.remaining_plies(DrawRule::FortyMoves), Some(80));
}

/// How rules and ends read in messages.
#[test]
fn draw_rules_and_terminations_display() {
    for (rule, text) in [
        (DrawRule::ThreefoldRepetition, "threefold repetition"),
        (DrawRule::TwentyFiveMoves, "25-move rule"),
        (DrawRule::SixteenMoves, "16-move rule"),
        (DrawRule::FiveMoves, "5-move rule"),
        (DrawRule::FortyMoves, "40-move rule"),
    ] {
        assert_eq!(rule.to_string(), text);
    }
    assert_eq!(Termination::NoPieces.to_string(), "no pieces left");
    assert_eq!(Termination::Blocked.to_string(), "no legal move");
    assert_eq!(
        Termination::Draw(DrawRule::FiveMoves).to_string(),
        "draw by the 5-move rule"
    );
}

#[test]
fn threefold_repetition() {
    let mut h = History::new(
        Position::from_fen("W:WK46,K47,K48,K49:BK1,K2,K3,K4", Variant::International)
            .expect("valid"),
    );
    for (i, text) in [
        "46-41", "1-6", "41-46", "6-1", "46-41", "1-6", "41-46", "6-1",
    ]
    .into_iter()
    .enumerate()
    {
        assert_eq!(h.termination(), None, "before ply {i}");
        let mv = h.parse_move(text).expect("legal");
        h.play(mv).expect("legal");
    }
    assert_eq!(h.repetitions(), 3);
    assert_eq!(
        h.termination(),
        Some(Termination::Draw(DrawRule::ThreefoldRepetition))
    );
    assert!(h.parse_move("46-41").is_err());
    let before = h.clone();
    let mv = before.position().legal_moves()[0];
    assert!(h.play(mv).is_err());
    assert_eq!(h, before);
    // A man move resets the counters.
    let mut h = History::new(
        Position::from_fen("W:WK50,31:BK5,20", Variant::International).expect("valid"),
    );
    for text in ["50-44", "5-10", "31-27"] {
        let mv = h.parse_move(text).expect("legal");
        h.play(mv).expect("legal");
    }
    assert_eq!(h.reversible_plies(), 0);
    assert_eq!(h.remaining_plies(DrawRule::TwentyFiveMoves), Some(50));
}

#[test]
fn losses_and_notation() {
    // Black has no piece left after the capture.
    let mut h =
        History::new(Position::from_fen("W:W28:B23", Variant::International).expect("valid"));
    let mv = h.parse_move("28x19").expect("legal");
    h.play(mv).expect("legal");
    assert_eq!(h.termination(), Some(Termination::NoPieces));
    assert_eq!(
        Game::outcome(&h),
        Some(draughts::Outcome::win(draughts::Color::White.into()))
    );
    // Blocked: White's man on 6 faces a king on 1 with no square behind it.
    let blocked = Position::from_fen("W:W6:BK1", Variant::International).expect("valid");
    assert_eq!(blocked.legal_moves().len(), 0);
    assert_eq!(blocked.termination(), Some(Termination::Blocked));
    // Display and FromStr.
    let text = h.to_string();
    assert_eq!(text.parse::<History>().expect("parses"), h);
}
