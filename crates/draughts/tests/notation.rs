//! Notation: FEN, the context-free move form, PDN moves (short, path, Hub).

use boardcore::ParseMoveErrorKind;
use draughts::notation::fen::{self, ParseFenErrorKind};
use draughts::{Move, ParsePositionError, Position, SetupError, Variant};

#[test]
fn fen_forms() {
    let start = Position::new(Variant::International);
    for text in [
        "W:W31-50:B1-20",
        "W:B1-20:W31-50",
        "W:W31-50:B1-20.",
        " W : W31-35,36-50 : B1-10,11,12,13-20 ",
        "w:w31-50:b1-20",
    ] {
        assert_eq!(
            Position::from_fen(text, Variant::International),
            Ok(start),
            "{text}"
        );
    }
    let kings = Position::from_fen("B:W18,K30:BK4,12", Variant::International).expect("valid");
    assert_eq!(kings.fen(), "B:W18,K30:BK4,12");
    let ranged = Position::from_fen("W:WK1-3:B40", Variant::International).expect("valid");
    assert_eq!(ranged.fen(), "W:WK1,K2,K3:B40");
    assert_eq!(
        start.fen(),
        format!(
            "W:W{}:B{}",
            (31..=50)
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(","),
            (1..=20)
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(",")
        )
    );
    // The variant: explicit, named, or inferred.
    let english = Position::new(Variant::English);
    assert_eq!("B:W21-32:B1-12".parse::<Position>(), Ok(english));
    assert_eq!("english B:W21-32:B1-12".parse::<Position>(), Ok(english));
    assert_eq!(english.to_string().parse::<Position>(), Ok(english));
    let small_intl: Position = "international W:W31:B1".parse().expect("valid");
    assert_eq!(small_intl.variant(), Variant::International);
    assert_eq!(
        "W:W31:B1".parse::<Position>().map(|p| p.variant()),
        Ok(Variant::English)
    );
    assert_eq!(
        "W:W40:B1".parse::<Position>().map(|p| p.variant()),
        Ok(Variant::International)
    );
}

#[test]
fn fen_errors_say_what_and_where() {
    let kind = |t: &str| fen::parse(t).map(|_| ()).map_err(|e| (e.kind, e.at));
    assert_eq!(kind(""), Err((ParseFenErrorKind::Empty, 0)));
    assert_eq!(kind("X:W1"), Err((ParseFenErrorKind::Turn, 0)));
    assert_eq!(kind("W"), Err((ParseFenErrorKind::Separator, 1)));
    assert_eq!(kind("W:Q1"), Err((ParseFenErrorKind::Color, 2)));
    assert_eq!(kind("W:W1:W2"), Err((ParseFenErrorKind::RepeatedColor, 5)));
    assert_eq!(kind("W:W1,51"), Err((ParseFenErrorKind::Square, 5)));
    assert_eq!(kind("W:W20-1"), Err((ParseFenErrorKind::Range, 6)));
    assert_eq!(kind("W:W1:B2 x"), Err((ParseFenErrorKind::Trailing, 8)));
    // An empty piece list is named as such, at its `:` (bridges.pdn game 14).
    assert_eq!(kind("W::."), Err((ParseFenErrorKind::EmptyPieces, 1)));
    assert_eq!(kind("W:"), Err((ParseFenErrorKind::EmptyPieces, 1)));
    assert_eq!(kind("B:W5: ."), Err((ParseFenErrorKind::EmptyPieces, 4)));
    let err = fen::parse("W::.").expect_err("bad");
    assert_eq!(
        err.to_string(),
        "empty piece list after ':' (expected W or B and its squares) at byte 1 of FEN \"W::.\"",
    );
    let err = fen::parse("W:W1,x").expect_err("bad");
    assert!(err.to_string().contains("byte 5"), "{err}");
    // A square of both colours is refused by the FEN reader itself (issue 15).
    assert!(matches!(
        Position::from_fen("W:W5:B5", Variant::International),
        Err(ParsePositionError::Fen(e)) if e.kind == ParseFenErrorKind::BothColors
    ));
    assert!(matches!(
        Position::from_fen("W:W40:B1", Variant::English),
        Err(ParsePositionError::Invalid(SetupError::OffBoard { .. }))
    ));
}

#[test]
fn pdn_moves() {
    let start = Position::new(Variant::International);
    let mv = start.parse_move("32-28").expect("legal");
    assert_eq!(start.format_move(mv), "32-28");
    assert_eq!(mv.to_string(), "32-28");
    assert_eq!(start.parse_move(" 32 - 28 !?").expect("lenient"), mv);
    assert_eq!(start.parse_move("032-028").expect("leading zeros"), mv);
    let kind = |pos: &Position, t: &str| pos.parse_move(t).map_err(|e| e.kind);
    assert_eq!(kind(&start, "32-26"), Err(ParseMoveErrorKind::Illegal));
    assert_eq!(kind(&start, "32_28"), Err(ParseMoveErrorKind::Syntax));
    assert_eq!(kind(&start, ""), Err(ParseMoveErrorKind::Syntax));
    // Two captures from 36 end on 16 (schildpad.pdn): the path is written.
    let pos = Position::from_fen(
        "W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34",
        Variant::International,
    )
    .expect("valid");
    assert_eq!(kind(&pos, "36x16"), Err(ParseMoveErrorKind::Ambiguous));
    let a = pos.parse_move("36x18x7x16").expect("full path");
    let b = pos.parse_move("36x13x2x16").expect("full path");
    assert_ne!(a, b);
    assert_eq!(pos.format_move(a), "36x18x7x16");
    assert_eq!(pos.format_move(b), "36x13x2x16");
    // A partial path (landing squares) and the Hub form (captured squares).
    assert_eq!(pos.parse_move("36x7x16"), Ok(a));
    assert_eq!(pos.parse_move("36x16x11x12x27"), Ok(a));
    assert_eq!(pos.parse_move("36x16x27x12x11"), Ok(a));
    assert_eq!(a.to_string(), "36x16x11x12x27");
    assert_eq!(a.to_string().parse::<Move>(), Ok(a));
    // Unambiguous captures are short; ambiguous ones always carry their path.
    assert_eq!(
        pos.legal_moves()
            .iter()
            .filter(|m| pos.format_move(**m).matches('x').count() == 1)
            .count(),
        0
    );
    let simple = Position::from_fen("W:W28:B23", Variant::International).expect("valid");
    assert_eq!(simple.format_move(simple.legal_moves()[0]), "28x19");
    // A separator of the wrong kind where only one move fits (tinsley.pdn writes 10x14).
    let english = Position::new(Variant::English);
    assert_eq!(english.parse_move("10x14"), english.parse_move("10-14"));
}

/// Issue 16: a quiet move where a capture is compulsory names the rule and one
/// capture; the context-free `Move` text errors are `boardcore::ParseMoveError`s.
#[test]
fn move_errors_name_the_rule() {
    let pos = Position::from_fen("W:W33,28:B23", Variant::International).expect("valid");
    let err = pos
        .parse_move("33-29")
        .expect_err("a capture is compulsory");
    assert_eq!(err.kind, ParseMoveErrorKind::Illegal);
    assert_eq!(
        err.to_string(),
        "illegal move \"33-29\": a capture is compulsory (28x19)"
    );
    // A capture that does not fit is no such case, nor a quiet move without captures.
    let err = pos.parse_move("33x24").expect_err("no such capture");
    assert_eq!(err.detail, "no legal move fits");
    let start = Position::new(Variant::International);
    assert_eq!(
        start.parse_move("32-26").expect_err("illegal").detail,
        "no legal move fits"
    );
    let err: boardcore::ParseMoveError = "3x4x4".parse::<Move>().expect_err("repeated");
    assert_eq!(err.kind, ParseMoveErrorKind::Syntax);
    assert_eq!(err.detail, "captured square repeated at byte 0");
    assert_eq!(
        "28-1x".parse::<Move>().expect_err("shape").kind,
        ParseMoveErrorKind::Syntax
    );
    assert_eq!(
        "28-99".parse::<Move>().expect_err("square").detail,
        "invalid square (1-50) at byte 3"
    );
}

/// Issue 16: the inherent `format_move`/`parse_move` and the `Game` trait's agree.
#[test]
fn inherent_and_trait_notation_agree() {
    use boardcore::Game;
    let mut rng = boardcore::testing::seeded_rng(3);
    for variant in Variant::ALL {
        let mut pos = Position::new(variant);
        for _ in 0..200 {
            let moves = pos.legal_moves();
            for &mv in &moves {
                let text = pos.format_move(mv);
                assert_eq!(Game::format_move(&pos, mv), text);
                assert_eq!(Game::parse_move(&pos, &text), pos.parse_move(&text));
                assert_eq!(pos.parse_move(&text), Ok(mv));
            }
            for bad in ["", "1-2", "33-29", "x"] {
                assert_eq!(Game::parse_move(&pos, bad), pos.parse_move(bad));
            }
            let Some(mv) = boardcore::random_move(&pos, &moves, &mut rng) else {
                break;
            };
            pos.play(mv).expect("legal");
        }
    }
}

/// Issue 16: `Color` and `Player` convert both ways.
#[test]
fn colors_and_players_convert_both_ways() {
    use boardcore::Player;
    use draughts::Color;
    for color in [Color::White, Color::Black] {
        assert_eq!(Color::from_player(Player::from(color)), Some(color));
        assert_eq!(Color::try_from(Player::from(color)), Ok(color));
    }
    let third = Player::new(2).expect("a seat");
    assert_eq!(Color::from_player(third), None);
    assert_eq!(Color::try_from(third), Err(third));
    assert_eq!(Color::White.to_string(), "white");
    assert_eq!(Color::Black.to_string(), "black");
}

/// The legal moves of `pos` as the writer writes them, sorted.
fn written_moves(pos: &Position) -> Vec<String> {
    let mut written: Vec<String> = pos
        .legal_moves()
        .iter()
        .map(|&mv| pos.format_move(mv))
        .collect();
    written.sort();
    written
}

/// Missed mutant of `movegen.rs` (`Search::short` writing a landing square at the
/// wrong step of the route): English men's captures that share origin and
/// destination are written with their full paths (`tricks_traps_and_shots.pdn`:
/// `10x26` is `10x17x26` or `10x19x26`).
#[test]
fn english_ambiguous_captures_carry_their_paths() {
    let pos = Position::from_fen("B:W14,15,22,23:B10", Variant::English).expect("valid");
    let written = written_moves(&pos);
    assert_eq!(written, ["10x17x26", "10x19x26"]);
    for text in &written {
        let mv = pos.parse_move(text).expect("the path reads");
        assert_eq!(&pos.format_move(mv), text);
    }
    assert!(pos.parse_move("10x26").is_err(), "ambiguous");
}

/// A full path names its move even where a longer route passes through the same
/// squares: the English king on 17 takes 6 and 14 along `17x10x1`, and
/// `17x26x19x10x1` (four pieces) passes 10 and 1 too. The writer's text reads
/// back (it was refused as ambiguous).
#[test]
fn a_full_path_wins_over_a_longer_route_through_its_squares() {
    let pos = Position::from_fen("W:WK17:B6,13,14,15,22,23", Variant::English).expect("valid");
    for &mv in &pos.legal_moves() {
        let text = pos.format_move(mv);
        assert_eq!(pos.parse_move(&text), Ok(mv), "{text}");
    }
    let short = pos
        .parse_move("17x10x1")
        .expect("the full path of one move");
    assert_eq!(short.captured().len(), 2);
    let long = pos
        .parse_move("17x26x19x10x1")
        .expect("the full path of another");
    assert_eq!(long.captured().len(), 4);
}

/// A capture of several pieces is written short (`32x14`) unless another legal move
/// shares its origin and destination: two routes from the same man that end on
/// different squares are no reason for the full path (missed mutants of
/// `format_move`'s test of ambiguity).
#[test]
fn a_multiple_capture_is_written_short_unless_another_ends_there_too() {
    let pos = Position::from_fen("W:W32:B28,19,27,17", Variant::International).expect("valid");
    let written = written_moves(&pos);
    assert_eq!(written, ["32x12", "32x14"]);
    for text in written {
        let mv = pos.parse_move(&text).expect("reads back");
        assert_eq!(pos.format_move(mv), text);
    }
}

/// The reader's limits: a path of up to 61 squares is read (and refused as no legal
/// move), a longer one is refused for its length before it is looked up; a quiet
/// move has exactly two squares (missed mutants of `parse_move`).
#[test]
fn a_path_has_at_most_61_squares_and_a_quiet_move_two() {
    let start = Position::new(Variant::International);
    let path = |n: usize| vec!["28"; n].join("x");
    let err = start.parse_move(&path(61)).expect_err("no such move");
    assert_eq!(err.kind, ParseMoveErrorKind::Illegal);
    assert_eq!(err.detail, "no legal move fits");
    let err = start.parse_move(&path(62)).expect_err("too long");
    assert_eq!(err.kind, ParseMoveErrorKind::Syntax);
    assert_eq!(err.detail, "too many squares");
    let err = start.parse_move("32-28-23").expect_err("three squares");
    assert_eq!(err.kind, ParseMoveErrorKind::Syntax);
    assert_eq!(err.detail, "expected from-to or fromxto");
}

/// A flying king that goes on in the same direction may be written landing on any
/// free square before the next piece it takes, in every direction: here from right
/// to left (the landing squares of `a_full_path_may_name_any_landing_square_of_a_flying_king`
/// go from left to right; a missed mutant of the direction's column sign).
#[test]
fn a_flying_king_lands_anywhere_before_its_next_piece_leftwards_too() {
    let pos = Position::from_fen("W:WK5:B14,32", Variant::International).expect("valid");
    for (text, to) in [
        ("5x19x37", 37),
        ("5x23x37", 37),
        ("5x28x41", 41),
        ("5x28x46", 46),
    ] {
        let mv = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(mv.to().number(), to, "{text}");
        assert_eq!(mv.captured().len(), 2, "{text}");
    }
    for text in ["5x10x37", "5x32x37", "5x24x37"] {
        assert!(pos.parse_move(text).is_err(), "{text}");
    }
}
