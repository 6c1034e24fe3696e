//! Regression tests of issue 15 (hardening): byte order marks, line ends, inferred
//! variants, short error messages, moves after a draw, duplicate FEN squares, the
//! `GameType` board size and PDN move numbers.

use draughts::notation::fen::{self, ParseFenErrorKind};
use draughts::notation::pdn::{self, ReadErrorKind, Reader, Record, ReplayErrorKind};
use draughts::{DrawRule, Game, History, Position, Termination, Variant};

fn one_game(text: &str) -> Record {
    let mut games = Reader::new(text);
    let game = games.next().expect("a game").expect("reads");
    assert!(games.next().is_none(), "one game in {text:?}");
    game
}

#[test]
fn byte_order_mark_is_skipped() {
    let text = "\u{feff}[Event \"bom\"]\n1. 32-28 19-23 *\n";
    let game = one_game(text);
    assert_eq!(game.tag("Event"), Some("bom"));
    assert_eq!(game.moves.len(), 2);
    game.replay(None).expect("replays");
    // A file that starts with a move, or with a `%` line.
    assert_eq!(one_game("\u{feff}1. 32-28 *").moves.len(), 1);
    assert_eq!(one_game("\u{feff}% escape\n1. 32-28 *").moves.len(), 1);
    // FEN read from a file.
    assert!(fen::parse("\u{feff}W:W31:B1").is_ok());
    assert_eq!(
        "\u{feff}english B:W21-32:B1-12".parse::<Position>(),
        Ok(Position::new(Variant::English))
    );
    assert_eq!(
        "\u{feff}B:W21-32:B1-12".parse::<Position>(),
        Ok(Position::new(Variant::English))
    );
}

#[test]
fn line_ends_read_alike() {
    let text = "% escape line\n[Event \"e\"]\n[GameType \"20\"]\n1. 32-28 ; to the end\n19-23 \
                2. 28x19 {a\ncomment} 14x23\n*\n\n[Event \"f\"]\n1. 33-29 *\n";
    let read =
        |t: &str| -> Vec<Record> { Reader::new(t).collect::<Result<_, _>>().expect("reads") };
    let lf = read(text);
    assert_eq!(lf.len(), 2);
    assert_eq!(lf[0].moves.len(), 4);
    assert_eq!(lf[1].location.line, 9);
    assert_eq!(lf[0].moves[2].1.to_string(), "game 1, line 5, column 10");
    assert_eq!(read(&text.replace('\n', "\r\n")), lf);
    assert_eq!(read(&text.replace('\n', "\r")), lf);
}

#[test]
fn text_without_games_is_an_error() {
    for text in [
        "% only an escape line\r",
        "{ only a comment }",
        "; a comment\n",
        // Move annotations and numeric glyphs alone start no game.
        "! ?",
        "$12 !? ??",
    ] {
        let results: Vec<_> = Reader::new(text).collect();
        assert_eq!(results.len(), 1, "{text:?}");
        assert!(
            matches!(results[0], Err(ref e) if e.kind == ReadErrorKind::NoGame),
            "{text:?}: {results:?}"
        );
    }
    for blank in ["", " \r\n\t", "\u{feff}"] {
        assert_eq!(Reader::new(blank).count(), 0, "{blank:?}");
    }
}

#[test]
fn inferred_variant_reports_each_candidate() {
    let game = one_game("1. 11-15 23-19 2. 8-11 22-17 3. 11-45 *");
    assert_eq!(game.variant(None), Ok(Variant::International));
    let err = game.replay(None).expect_err("fails");
    assert_eq!(err.ply, 5, "{err}");
    assert_eq!(err.location.column, 33, "{err}");
    let ReplayErrorKind::Inferred(ref candidates) = err.kind else {
        panic!("{err}");
    };
    let plies: Vec<_> = candidates.iter().map(|(v, e)| (*v, e.ply)).collect();
    assert_eq!(
        plies,
        [(Variant::International, 1), (Variant::English, 5)],
        "{err}"
    );
    let message = err.to_string();
    assert!(
        message.starts_with(
            "game 1, line 1, column 33, ply 5: variant inferred from the squares: as international, ply 1"
        ),
        "{message}"
    );
    assert!(
        message.contains("; as english, ply 5")
            && message.contains("square 45 is not on the english board"),
        "{message}"
    );
    // A named variant fails plainly, at its own ply.
    let err = game.replay(Some(Variant::English)).expect_err("fails");
    assert_eq!(err.ply, 5);
    assert!(matches!(err.kind, ReplayErrorKind::Move { .. }), "{err}");
    // A fault of the FEN itself is reported once.
    let err = one_game("[FEN \"W:Q1\"]\n*").replay(None).expect_err("bad");
    assert!(matches!(err.kind, ReplayErrorKind::Fen(_)), "{err}");
}

#[test]
fn error_messages_quote_an_excerpt() {
    let token = "1".repeat(1 << 20);
    let within = |e: &dyn std::error::Error, limit: usize| {
        let m = e.to_string();
        assert!(
            m.len() < limit,
            "{} bytes: {}",
            m.len(),
            &m[..300.min(m.len())]
        );
        // The excerpt says how long the text was (the token and a few bytes).
        assert!(m.contains(" (10485"), "{m}");
    };
    // A move of the PDN reader.
    let short = |e: &dyn std::error::Error| within(e, 200);
    let text = format!("[GameType \"20\"]\n1. 32-28 {token} *");
    let err = one_game(&text).replay(None).expect_err("bad");
    short(&err);
    // The length is given once, that of the whole token, inside the quotation.
    let m = err.to_string();
    assert_eq!(m.matches("bytes)").count(), 1, "{m}");
    assert!(m.contains("...\" (1048576 bytes)"), "{m}");
    // With an inferred variant, the error of each candidate quotes its excerpt.
    let text = format!("1. 32-28 {token} *");
    within(&one_game(&text).replay(None).expect_err("bad"), 400);
    // The move parsers.
    let pos = Position::new(Variant::International);
    short(&pos.parse_move(&token).expect_err("bad"));
    short(&token.parse::<draughts::Move>().expect_err("bad"));
    short(&token.parse::<draughts::Square>().expect_err("bad"));
    // FEN, variants, GameType.
    short(&fen::parse(&format!("W:{token}")).expect_err("bad"));
    short(&format!("W{token}").parse::<Position>().expect_err("bad"));
    short(&token.parse::<Variant>().expect_err("bad"));
    let text = format!("[GameType \"{token}\"]\n*");
    short(&one_game(&text).replay(None).expect_err("bad"));
    let text = format!("[FEN \"W:{token}\"]\n*");
    short(&one_game(&text).replay(None).expect_err("bad"));
    let text = format!("1. {token} *");
    within(&one_game(&text).replay(None).expect_err("bad"), 400);
    // History's own reader.
    short(
        &format!("international W:W31:B1 moves {token}")
            .parse::<History>()
            .expect_err("bad"),
    );
}

#[test]
fn moves_after_a_draw_are_kept_and_reported() {
    // King against king: threefold repetition after 8 plies (the 5-move rule would
    // draw after 10).
    let text = "[GameType \"21\"]\n[FEN \"B:WK29:BK4\"]\n\
                1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29 5. 4-8 29-25 *";
    let replay = one_game(text).replay(None).expect("replays");
    assert_eq!(replay.history.moves().len(), 10);
    assert_eq!(replay.ended_early, Some(9));
    // Without the two extra moves the game ends at the draw: no warning.
    let text = text.replace(" 5. 4-8 29-25", "");
    let replay = one_game(&text).replay(None).expect("replays");
    assert_eq!(replay.history.moves().len(), 8);
    assert_eq!(replay.ended_early, None);
    assert_eq!(
        replay.history.termination(),
        Some(Termination::Draw(DrawRule::ThreefoldRepetition))
    );
}

#[test]
fn fen_refuses_repeated_squares() {
    let kind = |t: &str| fen::parse(t).map(|_| ()).map_err(|e| (e.kind, e.at));
    assert_eq!(
        kind("W:W31,31"),
        Err((ParseFenErrorKind::RepeatedSquare, 6))
    );
    assert_eq!(
        kind("W:W31,K31"),
        Err((ParseFenErrorKind::RepeatedSquare, 7))
    );
    assert_eq!(
        kind("W:W31-35,33"),
        Err((ParseFenErrorKind::RepeatedSquare, 9))
    );
    assert_eq!(kind("W:W31:B31"), Err((ParseFenErrorKind::BothColors, 7)));
    assert_eq!(kind("W:B1-5:W3"), Err((ParseFenErrorKind::BothColors, 8)));
    assert!(kind("W:W31-35,36:B1-5,6").is_ok());
    // A one-square range, and numbers with leading zeros however many (five digits
    // were cut after four and the rest called unexpected text); a number past the
    // board is an invalid square where it starts, however long.
    assert!(kind("W:W31-31:B1").is_ok());
    assert!(kind("W:W0031:B1").is_ok());
    assert!(kind("W:W00031:B1").is_ok());
    assert_eq!(kind("W:W00051:B1"), Err((ParseFenErrorKind::Square, 3)));
    let huge = format!("W:W{}:B1", "9".repeat(100));
    assert_eq!(kind(&huge), Err((ParseFenErrorKind::Square, 3)));
}

/// `K` before a range makes every square of it a king (`K31-35`, `K31-K35`); a
/// range of men ending on a king (`31-K35`) is refused: it read as five men.
#[test]
fn fen_refuses_a_range_of_men_ending_on_a_king() {
    let kind = |t: &str| fen::parse(t).map(|_| ()).map_err(|e| (e.kind, e.at));
    assert_eq!(
        kind("W:W31-K35:B1"),
        Err((ParseFenErrorKind::MixedRange, 6))
    );
    for text in ["W:WK31-35:B1", "W:WK31-K35:B1"] {
        let (_, white, _, kings) = fen::parse(text).expect(text);
        assert_eq!(white.len(), 5, "{text}");
        assert_eq!(kings, white, "{text}");
    }
}

#[test]
fn game_type_board_size_is_checked() {
    let variant = |gt: &str| one_game(&format!("[GameType \"{gt}\"]\n*")).variant(None);
    assert!(matches!(
        variant("20,W,8,8,N1,0"),
        Err(ReplayErrorKind::BoardSize {
            variant: Variant::International,
            width: 8,
            height: 8,
            ..
        })
    ));
    assert!(matches!(
        variant("21,B,10,10,N1,0"),
        Err(ReplayErrorKind::BoardSize { .. })
    ));
    assert!(matches!(
        variant("20,W,x,10"),
        Err(ReplayErrorKind::GameType(_))
    ));
    assert_eq!(variant("20,W,10,10,N2,0"), Ok(Variant::International));
    assert_eq!(variant("21, B, 8, 8, N1, 0"), Ok(Variant::English));
    assert_eq!(variant("21,B"), Ok(Variant::English));
    assert_eq!(variant("20"), Ok(Variant::International));
    let err = one_game("[GameType \"20,W,8,8,N1,0\"]\n1. 11-15 *")
        .replay(None)
        .expect_err("refused");
    assert!(
        err.to_string()
            .contains("international draughts is played on a 10x10 board, not 8x8"),
        "{err}"
    );
}

#[test]
fn movetext_numbers_moves_not_plies() {
    let start = Position::new(Variant::International);
    let mut h = History::new(start);
    for text in ["35-30", "18-22", "30-25"] {
        let mv = h.position().parse_move(text).expect("legal");
        h.play(mv).expect("legal");
    }
    assert_eq!(pdn::movetext(&start, h.moves()), "1. 35-30 18-22 2. 30-25");
    let text = pdn::write(&h, &[]).expect("writes");
    assert!(text.contains("\n1. 35-30 18-22 2. 30-25 *\n"), "{text}");
    // English: Black moves first, numbers still count full moves.
    let start = Position::new(Variant::English);
    let mut pos = start;
    let mut moves = Vec::new();
    for text in ["11-15", "23-19", "8-11"] {
        let mv = pos.parse_move(text).expect("legal");
        pos.play(mv).expect("legal");
        moves.push(mv);
    }
    assert_eq!(pdn::movetext(&start, &moves), "1. 11-15 23-19 2. 8-11");
}

/// Missed mutants of `position.rs` (issue 15, item 9).
#[test]
fn outcome_and_duplicate_routes() {
    use boardcore::{Outcome, Player};
    // A king takes 7, 8, 17 and 18 around one square in either direction.
    let pos = Position::from_fen("W:WK2:B7,8,17,18", Variant::International).expect("valid");
    assert_eq!(pos.legal_moves().len(), 1);
    assert_eq!(pos.legal_moves_with_duplicates().len(), 2);
    // The side to move has no piece: the other side wins.
    let pos = Position::from_fen("B:W31:B", Variant::International).expect("valid");
    assert_eq!(pos.outcome(), Some(Outcome::win(Player::FIRST)));
    let pos = Position::from_fen("W:W:B1", Variant::International).expect("valid");
    assert_eq!(pos.outcome(), Some(Outcome::win(Player::SECOND)));
    assert_eq!(Position::new(Variant::English).outcome(), None);
}

/// Missed mutant of `pdn.rs` (issue 15, item 9): `SetUp "0"` means the FEN is not used.
#[test]
fn setup_zero_ignores_the_fen() {
    let game = one_game("[GameType \"20\"]\n[SetUp \"0\"]\n[FEN \"W:W31:B1\"]\n1. 32-28 *");
    let replay = game.replay(None).expect("replays from the start");
    assert_eq!(
        replay.history.start(),
        &Position::new(Variant::International)
    );
    let game = one_game("[GameType \"20\"]\n[SetUp \"1\"]\n[FEN \"W:W31:B1\"]\n*");
    let replay = game.replay(None).expect("replays");
    assert_eq!(replay.history.start().fen(), "W:W31:B1");
}

/// Issue 15 (leftover): a man on its crowning row, and a side without pieces that is
/// not to move, cannot arise in play and are refused; the side to move without
/// pieces is a finished game (it lost).
#[test]
fn fen_refuses_positions_play_cannot_reach() {
    use draughts::{Color, ParsePositionError, SetupError};
    let invalid = |fen: &str, variant| match Position::from_fen(fen, variant) {
        Err(ParsePositionError::Invalid(e)) => Some(e),
        _ => None,
    };
    let sq = |n| draughts::Square::new(n).expect("square");
    assert_eq!(
        invalid("W:W1:B12", Variant::English),
        Some(SetupError::ManOnCrowningRow(sq(1)))
    );
    assert_eq!(
        invalid("W:W20:B32", Variant::English),
        Some(SetupError::ManOnCrowningRow(sq(32)))
    );
    assert_eq!(
        invalid("B:W31:B46", Variant::International),
        Some(SetupError::ManOnCrowningRow(sq(46)))
    );
    // Kings may stand there, and men on the other side's crowning row.
    assert!(Position::from_fen("W:WK1,29:BK32,4", Variant::English).is_ok());
    assert_eq!(
        invalid("W:W20:B", Variant::English),
        Some(SetupError::NoPiecesNotToMove(Color::Black))
    );
    assert_eq!(
        invalid("B:W:B12", Variant::English),
        Some(SetupError::NoPiecesNotToMove(Color::White))
    );
    let finished = Position::from_fen("B:W20:B", Variant::English).expect("finished game");
    assert_eq!(finished.termination(), Some(Termination::NoPieces));
}

/// A stray `)` is an error at its place, like a stray `}`; a `)` closing a variation
/// is not.
#[test]
fn stray_closing_parenthesis_is_refused() {
    let err = Reader::new("1. 32-28 ) 19-23 *")
        .next()
        .expect("a game")
        .expect_err("refused");
    assert_eq!(err.kind, ReadErrorKind::UnmatchedParenthesis);
    assert_eq!(
        err.to_string(),
        "game 1, line 1, column 10: ')' outside a variation"
    );
    let err = Reader::new("1. 32-28 } 19-23 *")
        .next()
        .expect("a game")
        .expect_err("refused");
    assert_eq!(err.kind, ReadErrorKind::UnmatchedBrace);
    assert!(Reader::new("1. 32-28 (1. 33-28 (1. 31-27) 19-23) 19-23 *").all(|g| g.is_ok()));
}

/// Issue 15 (leftover): PDN 3.0 comments do not nest, so the reject set's
/// `nested_comment.pdn` (`{ nested { comment } }`) is refused: the comment ends at the
/// first `}`, and the second is an error at its place.
#[test]
fn nested_comment_is_refused() {
    let text = "1. 33-29 19-23 2. 35-30 { nested { comment } } \n";
    let results: Vec<_> = Reader::new(text).collect();
    assert_eq!(results.len(), 1);
    let err = results[0].as_ref().expect_err("refused");
    assert_eq!(err.kind, ReadErrorKind::UnmatchedBrace);
    assert_eq!(
        err.to_string(),
        "game 1, line 1, column 46: '}' outside a comment (PDN comments do not nest)"
    );
    // A `{` inside a comment is plain text, and a comment inside a variation is one.
    assert!(Reader::new("1. 32-28 { a { b } (19-23 {c}) 19-23 *").all(|g| g.is_ok()));
    if let Some(dir) =
        boardcore::testing::shared_data(env!("CARGO_MANIFEST_DIR"), "draughts/pdn/parser_reject")
    {
        let text = std::fs::read_to_string(dir.join("nested_comment.pdn")).expect("readable");
        assert!(Reader::new(&text).any(|g| g.is_err()), "{text}");
    }
}

/// Issue 15 (leftover): a stray `]` (outside a tag) is an error at its place, like a
/// stray `}` or `)`, as in PGN; it was skipped silently. A `]` ending a tag, or
/// inside a comment or a variation, is not.
#[test]
fn stray_closing_bracket_is_refused() {
    let err = Reader::new("1. 32-28 ] 19-23 *")
        .next()
        .expect("a game")
        .expect_err("refused");
    assert_eq!(err.kind, ReadErrorKind::UnmatchedBracket);
    assert_eq!(
        err.to_string(),
        "game 1, line 1, column 10: ']' outside a tag"
    );
    let err = Reader::new("[Event \"x\"]\r\n1. 32-28 19-23\r\n2. 28x19] 14x23 *")
        .next()
        .expect("a game")
        .expect_err("refused");
    assert_eq!(err.kind, ReadErrorKind::UnmatchedBracket);
    assert_eq!((err.location.line, err.location.column), (3, 9));
    // The next game is read on.
    let results: Vec<_> = Reader::new("1. 32-28 ] 19-23 *\n\n1. 33-28 18-23 *\n").collect();
    assert_eq!(results.len(), 2);
    assert!(results[0].is_err() && results[1].is_ok());
    for ok in [
        "[Event \"a]b\"]\n1. 32-28 19-23 *",
        "1. 32-28 {a ] b} 19-23 *",
        "1. 32-28 (1. 33-28 [x] 18-23) 19-23 *",
    ] {
        assert!(Reader::new(ok).all(|g| g.is_ok()), "{ok}");
    }
}

/// A flying king may land on any free square beyond the piece it takes; when it goes
/// on in the same direction, a record may write any of them as the landing square
/// (`46x28x14`, `46x23x10`): the move generator lists the route from the first
/// (`46x32x14`), and the reader refused the others ("no legal move fits").
#[test]
fn a_full_path_may_name_any_landing_square_of_a_flying_king() {
    let pos: Position = "W:WK46:B37,19".parse().unwrap();
    for (text, to) in [
        ("46x32x14", 14),
        ("46x28x14", 14),
        ("46x23x14", 14),
        ("46x23x10", 10),
        ("46x32x5", 5),
    ] {
        let mv = pos
            .parse_move(text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(mv.to().number(), to, "{text}");
        assert_eq!(mv.captured().len(), 2, "{text}");
    }
    // Not a landing square: before the first piece taken, or the piece itself.
    for text in ["46x41x14", "46x37x14", "46x19x14"] {
        assert!(pos.parse_move(text).is_err(), "{text}");
    }
}
