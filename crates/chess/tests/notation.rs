//! SAN, UCI and German notation: known strings, lenient reading, round trips over
//! random games, and garbage input that must fail without panicking.

use boardcore::testing::{walk, walks};
use chess::notation::german::{GermanError, GermanStyle};
use chess::notation::san::{San, SanError, SanPlus, Suffix};
use chess::notation::uci::{Uci, UciError};
use chess::{Move, Position, Role, Square, Strictness};
use proptest::prelude::*;

fn pos(fen: &str) -> Position {
    Position::from_fen(fen, Strictness::Strict).expect("valid fen")
}

/// Plays SAN moves from the start and returns the position.
fn after(sans: &[&str]) -> Position {
    let mut p = Position::new();
    for s in sans {
        let mv = p.parse_san(s).expect("legal san");
        p.play_unchecked(mv);
    }
    p
}

#[test]
fn san_known_strings() {
    // Fool's mate: `Qh4#`.
    let p = after(&["f3", "e5", "g4"]);
    let mv = Move::new(Square::D8, Square::H4);
    assert_eq!(p.san(mv), "Qh4#");
    assert_eq!(SanPlus::from_move(&p, mv).suffix, Some(Suffix::Checkmate));
    // En passant is written as a plain pawn capture.
    let p = after(&["e4", "a6", "e5", "d5"]);
    let ep = Move::new(Square::E5, Square::D6);
    assert_eq!(p.san(ep), "exd6");
    assert_eq!(p.parse_san("exd6"), Ok(ep));
    assert_eq!(p.parse_san("exd6e.p."), Ok(ep));
    // Knight disambiguation by file.
    let p = pos("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
    assert_eq!(p.san(Move::new(Square::B1, Square::D2)), "Nbd2");
    // Queen-side castling and promotion with check.
    let p = pos("r2k4/1P6/8/8/8/8/8/R3K3 w Q - 0 1");
    assert_eq!(p.san(Move::new(Square::E1, Square::A1)), "O-O-O+");
    let promo = Move {
        from: Square::B7,
        to: Square::A8,
        promotion: Some(Role::Queen),
    };
    assert_eq!(p.san(promo), "bxa8=Q+");
    let p = pos("4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let promo = Move {
        from: Square::A7,
        to: Square::A8,
        promotion: Some(Role::Queen),
    };
    assert_eq!(p.san(promo), "a8=Q+");
}

#[test]
fn san_chess960_castling() {
    // King g1, rooks b1 and h1 (Shredder-FEN castling letters).
    let p = pos("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1");
    assert_eq!(p.castling_mode(), chess::CastlingMode::Chess960);
    let short = p.parse_san("O-O").expect("short castling is legal");
    assert_eq!(short, Move::new(Square::G1, Square::H1));
    assert_eq!(p.san(short), "O-O");
    let long = p.parse_san("0-0-0").expect("long castling is legal");
    assert_eq!(long, Move::new(Square::G1, Square::B1));
    assert_eq!(p.san(long), "O-O-O");
}

#[test]
fn san_errors() {
    let p = Position::new();
    for s in [
        "", "x", "Nf", "N", "e9", "Kx", "=Q", "e4=", "O-O-O-O", "Ne4e5e6", "Xe4", "é4",
    ] {
        assert!(
            matches!(p.parse_san(s), Err(SanError::Syntax(_))),
            "{s}: {:?}",
            p.parse_san(s)
        );
    }
    assert!(matches!(p.parse_san("O-O"), Err(SanError::IllegalSan(_))));
    assert!(matches!(p.parse_san("Z0"), Err(SanError::NullMove(_))));
    assert_eq!("--".parse::<San>(), Ok(San::Null));
    let err = p.parse_san("Qh5").expect_err("illegal");
    assert_eq!(err.to_string(), "illegal san \"Qh5\" in this position");
}

#[test]
fn uci_castling_per_mode() {
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
    let castle = Move::new(Square::E8, Square::A8);
    assert_eq!(p.uci(castle), "e8c8");
    assert_eq!(p.parse_uci("e8c8"), Ok(castle));
    assert_eq!(p.parse_uci("e8a8"), Ok(castle));
    let p960 = pos("1r4kr/8/8/8/8/8/8/1R4KR w HBhb - 0 1");
    let castle = Move::new(Square::G1, Square::B1);
    assert_eq!(p960.uci(castle), "g1b1");
    assert_eq!(p960.parse_uci("g1b1"), Ok(castle));
    assert_eq!(
        p960.parse_uci("0000"),
        Err(UciError::NullMove("0000".into()))
    );
    assert_eq!(
        "e7e8q".parse::<Uci>().map(|u| u.to_string()),
        Ok("e7e8q".into())
    );
    for s in ["", "e2", "e2e9", "e7e8k", "e2e4qq", "i1a1", "0001"] {
        assert!(matches!(p.parse_uci(s), Err(UciError::Syntax(_))), "{s}");
    }
}

#[test]
fn german_known_strings() {
    let p = Position::new();
    let cases = [
        ("e2-e4", "e4", Move::new(Square::E2, Square::E4)),
        ("Sg1-f3", "Sf3", Move::new(Square::G1, Square::F3)),
    ];
    for (long, short, mv) in cases {
        assert_eq!(p.german(mv, GermanStyle::Long), long);
        assert_eq!(p.german(mv, GermanStyle::Short), short);
        assert_eq!(p.parse_german(long), Ok(mv));
        assert_eq!(p.parse_german(short), Ok(mv));
    }
    assert_eq!(
        p.parse_german("Be2-e4"),
        Ok(Move::new(Square::E2, Square::E4))
    );
    // Lf1xb5 after 1. e4 d5?? ... : bishop takes on b5.
    let p = after(&["e4", "b5"]);
    let mv = Move::new(Square::F1, Square::B5);
    assert_eq!(p.german(mv, GermanStyle::Long), "Lf1xb5");
    assert_eq!(p.german(mv, GermanStyle::Short), "Lxb5");
    // Castling and promotion.
    let p = pos("4k3/P7/8/8/8/8/8/R3K2R w KQ - 0 1");
    let oo = Move::new(Square::E1, Square::H1);
    assert_eq!(p.german(oo, GermanStyle::Long), "0-0");
    assert_eq!(
        p.german(Move::new(Square::E1, Square::A1), GermanStyle::Short),
        "0-0-0"
    );
    assert_eq!(p.parse_german("0-0"), Ok(oo));
    assert_eq!(p.parse_german("Ke1-g1"), Ok(oo));
    let promo = Move {
        from: Square::A7,
        to: Square::A8,
        promotion: Some(Role::Queen),
    };
    assert_eq!(p.german(promo, GermanStyle::Long), "a7-a8D+");
    assert_eq!(p.german(promo, GermanStyle::Short), "a8D+");
    assert_eq!(p.parse_german("a7-a8D"), Ok(promo));
    assert_eq!(p.parse_german("a8D"), Ok(promo));
    assert!(matches!(p.parse_german("a8Q"), Err(GermanError::Syntax(_))));
    assert!(matches!(
        p.parse_german("a7-a8"),
        Err(GermanError::Illegal(_))
    ));
}

proptest! {
    #[test]
    fn san_round_trips((_, indexes) in walks(120)) {
        for p in walk(&Position::new(), &indexes) {
            for mv in p.legal_moves() {
                let s = p.san(mv);
                prop_assert_eq!(p.parse_san(&s), Ok(mv), "{} in {}", s, p.to_fen());
                let sp = SanPlus::from_move(&p, mv);
                prop_assert_eq!(s.parse::<SanPlus>(), Ok(sp));
                let u = p.uci(mv);
                prop_assert_eq!(p.parse_uci(&u), Ok(mv), "{} in {}", u, p.to_fen());
                for style in [GermanStyle::Long, GermanStyle::Short] {
                    let g = p.german(mv, style);
                    prop_assert_eq!(p.parse_german(&g), Ok(mv), "{} in {}", g, p.to_fen());
                }
            }
        }
    }

    #[test]
    fn san_garbage_never_panics(s in "\\PC{0,12}", t in "[KQRBNPOxZ0-9a-h=+#!?():-]{0,10}") {
        let p = Position::new();
        let _ = p.parse_san(&s);
        let _ = p.parse_san(&t);
        let _ = p.parse_uci(&s);
        let _ = p.parse_german(&s);
        let _ = p.parse_german(&t);
    }

    #[test]
    fn chess960_round_trips(n in 0u16..960, (_, indexes) in walks(60)) {
        let start = Position::chess960(n).expect("0..960");
        for p in walk(&start, &indexes) {
            for mv in p.legal_moves() {
                prop_assert_eq!(p.parse_san(&p.san(mv)), Ok(mv));
                prop_assert_eq!(p.parse_uci(&p.uci(mv)), Ok(mv));
                let g = p.german(mv, GermanStyle::Long);
                prop_assert_eq!(p.parse_german(&g), Ok(mv));
            }
        }
    }
}

/// The text of an error, or `"ok"`.
fn fen_error(fen: &str, strictness: Strictness) -> String {
    Position::from_fen(fen, strictness).map_or_else(|e| e.to_string(), |_| "ok".into())
}

/// Every FEN syntax error names its field, the byte offset and the text in words.
#[test]
fn fen_error_texts() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let cases = [
        ("", "invalid FEN: missing piece placement at byte 0"),
        (
            "8/8/8/8/8/8/8 w - - 0 1",
            "invalid FEN: bad piece placement \"8/8/8/8/8/8/8\" at byte 0",
        ),
        (start, "invalid FEN: missing side to move at byte 43"),
        (
            &format!("{start} w"),
            "invalid FEN: missing castling at byte 45",
        ),
        (
            &format!("{start} w KQkq"),
            "invalid FEN: missing en passant square at byte 50",
        ),
        (
            &format!("{start} x KQkq - 0 1"),
            "invalid FEN: bad side to move \"x\" at byte 44",
        ),
        (
            &format!("{start} w KQkx - 0 1"),
            "invalid FEN: bad castling \"KQkx\" at byte 46",
        ),
        (
            &format!("{start} w KQkq e9 0 1"),
            "invalid FEN: bad en passant square \"e9\" at byte 51",
        ),
        (
            &format!("{start} w KQkq - x 1"),
            "invalid FEN: bad halfmove clock \"x\" at byte 53",
        ),
        (
            &format!("{start} w KQkq - 0 0"),
            "invalid FEN: bad fullmove number \"0\" at byte 55",
        ),
        (
            &format!("{start} w KQkq - 0"),
            "invalid FEN: missing fullmove number at byte 54",
        ),
        (
            &format!("{start} w KQkq - 0 1 x"),
            "invalid FEN: bad trailing text \"x\" at byte 57",
        ),
        (
            &format!("{start}  w KQkq - 0 1"),
            "invalid FEN: bad field separator \"  \" at byte 43",
        ),
    ];
    for (fen, text) in cases {
        assert_eq!(fen_error(fen, Strictness::Strict), text, "{fen:?}");
    }
}

/// Each rule a setup breaks is named in the error text, in a fixed order.
#[test]
fn setup_error_texts() {
    let cases = [
        (
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "illegal position: a side has no king",
        ),
        (
            "4k3/8/8/8/8/8/8/3KK3 w - - 0 1",
            "illegal position: a side has more than one king",
        ),
        (
            "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",
            "illegal position: pawns on rank 1 or 8",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
            "illegal position: castling rights without their king or rook",
        ),
        (
            "4k3/8/8/8/8/8/8/4K3 w - e6 0 1",
            "illegal position: en passant square not behind a pawn that just moved two",
        ),
        (
            "4k2R/8/8/8/8/8/8/4K3 w - - 0 1",
            "illegal position: the side not to move is in check",
        ),
        ("4k3/8/8/8/8/8/8/R3K2R b - - 0 1", "ok"),
        (
            "R3k2R/8/8/8/8/8/8/4K3 b - - 0 1",
            "illegal position: a check that no move can give",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            "ok",
        ),
        ("4k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", "ok"),
        (
            "4k3/8/8/8/8/PPPPPPPP/PPPPPPPP/RNBQKBNR w - - 0 1",
            "illegal position: more than 16 pieces or 8 pawns on a side, more promoted \
             pieces than missing pawns",
        ),
        (
            "4k3/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1",
            "illegal position: more promoted pieces than missing pawns",
        ),
        (
            "8/8/8/8/8/8/PPPPPPPP/QQQQQQQQ w - - 0 1",
            "illegal position: a side has no king, more promoted pieces than missing pawns",
        ),
    ];
    for (fen, text) in cases {
        assert_eq!(fen_error(fen, Strictness::Strict), text, "{fen}");
    }
}

/// Lenient FEN reads an upper-case side to move; strict FEN does not.
#[test]
fn fen_upper_case_side_to_move() {
    let white = "4k3/8/8/8/8/8/8/4K3 W - - 0 1";
    let black = "4k3/8/8/8/8/8/8/4K3 B - - 0 1";
    assert_eq!(
        Position::from_fen(white, Strictness::Lenient).map(|p| p.turn()),
        Ok(chess::Color::White)
    );
    assert_eq!(
        Position::from_fen(black, Strictness::Lenient).map(|p| p.turn()),
        Ok(chess::Color::Black)
    );
    for fen in [white, black, "4k3/8/8/8/8/8/8/4K3 X - - 0 1"] {
        assert!(
            Position::from_fen(fen, Strictness::Strict).is_err(),
            "{fen}"
        );
    }
    assert!(Position::from_fen("4k3/8/8/8/8/8/8/4K3 X - - 0 1", Strictness::Lenient).is_err());
}

/// A rank is pieces and single digits 1 to 8 that fill exactly eight files: two
/// digits in a row (`44`) and `0` are malformed even where the sum is right.
#[test]
fn fen_rank_digits() {
    for board in [
        "4k3/8/8/8/8/8/8/44",
        "4k3/8/8/8/8/8/8/4K03",
        "4k3/8/8/8/8/8/8/04K3",
        "4k3/8/8/8/8/8/8/3K0N3",
        "4k3/8/8/8/8/8/8/4K3p",
        "4k3/8/8/8/8/8/8/4K31",
        "4k3/8/8/8/8/8/8/9",
        "4k3/8/8/8/8/8/8/4K2",
        "4k3/8/8/8/8/8/8/KKKKKKKKK",
        "4k3/8/8/8/8/8/8/4K3/8",
    ] {
        for strictness in [Strictness::Strict, Strictness::Lenient] {
            let fen = format!("{board} w - - 0 1");
            assert_eq!(
                fen_error(&fen, strictness),
                format!("invalid FEN: bad piece placement {board:?} at byte 0"),
                "{fen}"
            );
        }
    }
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/3K4 w - - 0 1", Strictness::Strict),
        "ok"
    );
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/1K11111 w - - 0 1", Strictness::Strict),
        "invalid FEN: bad piece placement \"4k3/8/8/8/8/8/8/1K11111\" at byte 0"
    );
    assert_eq!(
        fen_error("4k3/8/8/8/8/8/8/1K1p1p1p w - - 0 1", Strictness::Strict),
        "illegal position: pawns on rank 1 or 8"
    );
}

/// EPD takes the two words after the four position fields as move counters only if
/// both are numbers; otherwise they start the operations.
#[test]
fn epd_counters_only_when_two_numbers() {
    use chess::notation::fen::Epd;
    let head = "4k3/8/8/8/8/8/8/4K3 w - -";
    let ops = |epd: &Epd| -> Vec<(String, String)> { epd.operations.clone() };
    let s = |a: &str, b: &str| (a.to_string(), b.to_string());

    let epd = Epd::parse(&format!("{head} 5 7 bm Kd2;"), Strictness::Strict).expect("epd");
    assert_eq!((epd.position.halfmoves(), epd.position.fullmoves()), (5, 7));
    assert_eq!(ops(&epd), [s("bm", "Kd2")]);

    let epd = Epd::parse(&format!("{head} 5 7"), Strictness::Strict).expect("epd");
    assert_eq!((epd.position.halfmoves(), epd.position.fullmoves()), (5, 7));
    assert!(epd.operations.is_empty());

    for (tail, expected) in [
        ("5 bm Kd2;", vec![s("5", "bm Kd2")]),
        ("bm 5 7;", vec![s("bm", "5 7")]),
        ("5 x7 bm Kd2;", vec![s("5", "x7 bm Kd2")]),
        ("x5 7 bm Kd2;", vec![s("x5", "7 bm Kd2")]),
        ("5;", vec![s("5", "")]),
        ("id \"x\";  ; c0 y", vec![s("id", "\"x\""), s("c0", "y")]),
        // A backslash escapes only inside a quoted operand.
        ("c0 x\\; bm Kd2;", vec![s("c0", "x\\"), s("bm", "Kd2")]),
        (
            "c0 \"x\\\";\"; bm Kd2;",
            vec![s("c0", "\"x\\\";\""), s("bm", "Kd2")],
        ),
    ] {
        let epd = Epd::parse(&format!("{head} {tail}"), Strictness::Strict).expect("epd");
        assert_eq!(
            (epd.position.halfmoves(), epd.position.fullmoves()),
            (0, 1),
            "{tail}"
        );
        assert_eq!(ops(&epd), expected, "{tail}");
    }
    let epd = Epd::parse(head, Strictness::Strict).expect("epd");
    assert!(epd.operations.is_empty());
    assert!(Epd::parse("4k3/8/8/8/8/8/8/4K3 w -", Strictness::Strict).is_err());
}

/// X-FEN `K` and `Q` name the outermost rook on each side of the king, wherever it
/// stands (the file letter of an inner rook names that one); without such a rook
/// they name the corner.
#[test]
fn xfen_castling_letters_name_the_outermost_rook() {
    use chess::notation::fen::Fen;
    let rights = |fen: &str| -> Vec<Square> {
        Fen::parse(fen, Strictness::Strict)
            .expect("well-formed")
            .setup
            .castling_rights
            .iter()
            .collect()
    };
    assert_eq!(
        rights("4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1"),
        [Square::B1, Square::G1]
    );
    assert_eq!(
        rights("4k3/8/8/8/8/8/8/RR2KRR1 w KQ - 0 1"),
        [Square::A1, Square::G1]
    );
    assert_eq!(
        rights("4k3/8/8/8/8/8/8/RR2KRR1 w FB - 0 1"),
        [Square::B1, Square::F1]
    );
    assert_eq!(
        rights("1r2k1r1/8/8/8/8/8/8/4K3 w kq - 0 1"),
        [Square::B8, Square::G8]
    );
    assert_eq!(
        rights("4k3/8/8/8/8/8/8/4K3 w KQ - 0 1"),
        [Square::A1, Square::H1]
    );
    // The king must be on the back rank for the rook search.
    assert_eq!(
        rights("4k3/8/8/8/8/8/4K3/1R4R1 w KQ - 0 1"),
        [Square::A1, Square::H1]
    );
    let pos = Fen::parse("4k3/8/8/8/8/8/8/1R2K1R1 w KQ - 0 1", Strictness::Strict)
        .expect("well-formed")
        .into_position(Some(chess::CastlingMode::Chess960), Strictness::Strict)
        .expect("valid Chess960");
    assert_eq!(pos.to_fen(), "4k3/8/8/8/8/8/8/1R2K1R1 w GB - 0 1");
}

// Tests written for mutants of `notation/{san,uci,german}.rs` that no other test
// caught (cargo mutants); the expected values come from the notations' definitions.

#[test]
fn german_short_form_ambiguity() {
    // Knights on b1 and f3 both reach d2: `Sd2` names neither (SAN rule 8.2.3.4, with
    // German letters); the file says which.
    let p = pos("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1");
    assert_eq!(
        p.parse_german("Sd2"),
        Err(GermanError::Ambiguous("Sd2".into()))
    );
    assert_eq!(
        p.parse_german("Sbd2"),
        Ok(Move::new(Square::B1, Square::D2))
    );
    assert_eq!(
        p.parse_german("Sfd2"),
        Ok(Move::new(Square::F3, Square::D2))
    );
    assert_eq!(
        p.parse_german("Sd3"),
        Err(GermanError::Illegal("Sd3".into()))
    );
    // `B` (Bauer) may stand before a pawn move in the short form too.
    let p = after(&["e4", "d5"]);
    assert_eq!(p.parse_german("Bd4"), Ok(Move::new(Square::D2, Square::D4)));
    assert_eq!(
        p.parse_german("Bexd5"),
        Ok(Move::new(Square::E4, Square::D5))
    );
    assert_eq!(p.parse_san("Pexd5"), Ok(Move::new(Square::E4, Square::D5)));
    // A pawn letter makes no castling move.
    let p = pos("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(p.parse_german("Bo-o").is_err());
    assert!(p.parse_san("Po-o").is_err());
    assert!(p.parse_san("PO-O").is_err());
    assert_eq!(p.parse_san("o-o"), Ok(Move::new(Square::E1, Square::H1)));
}

#[test]
fn san_en_passant_written_apart() {
    // The traditional `exd6 e.p.`, with a space before the annotation.
    let p = after(&["e4", "a6", "e5", "d5"]);
    let ep = Move::new(Square::E5, Square::D6);
    for s in ["exd6 e.p.", "exd6 e.p.+", "exd6 !"] {
        assert_eq!(p.parse_san(s), Ok(ep), "{s}");
    }
}

#[test]
fn san_suffixes_as_read() {
    // `+` is check, `#` and the older `++` are mate; mate wins where both are written
    // (the module's reading rules; PGN standard 8.2.3.5 for `+` and `#`).
    let suffix = |s: &str| s.parse::<SanPlus>().map(|sp| sp.suffix);
    assert_eq!(suffix("Qh4"), Ok(None));
    assert_eq!(suffix("Qh4+"), Ok(Some(Suffix::Check)));
    assert_eq!(suffix("Qh4#"), Ok(Some(Suffix::Checkmate)));
    assert_eq!(suffix("Qh4++"), Ok(Some(Suffix::Checkmate)));
    assert_eq!(suffix("Qh4++!"), Ok(Some(Suffix::Checkmate)));
    assert_eq!(suffix("Qh4#+"), Ok(Some(Suffix::Checkmate)));
    assert_eq!(suffix("Qh4+#"), Ok(Some(Suffix::Checkmate)));
    assert_eq!(
        "Qh4++".parse::<San>(),
        "Qh4".parse::<San>(),
        "the suffix is not part of the move"
    );
    // Suffixes alone are no move.
    for s in ["+", "++", "#", "!", "+!", " +"] {
        assert!(s.parse::<SanPlus>().is_err(), "{s:?}");
    }
}

#[test]
fn uci_castling_only_in_its_mode() {
    // Standard chess: `e1g1` and `e1h1` are castling (UCI protocol, "move format");
    // nothing else from e1 is, not with a promotion letter, not to another rank.
    let p = pos("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let oo = Move::new(Square::E1, Square::H1);
    assert_eq!(p.parse_uci("e1g1"), Ok(oo));
    assert_eq!(p.parse_uci("e1f1"), Ok(Move::new(Square::E1, Square::F1)));
    for s in ["e1g1q", "e1g2", "e1c2", "e1b1", "e8g8", "a1g1"] {
        assert_eq!(p.parse_uci(s), Err(UciError::IllegalUci(s.into())), "{s}");
    }
    // Chess960 (`UCI_Chess960`): castling is only king takes rook, even when the king
    // and rooks stand where standard chess has them.
    let p960 = pos("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    assert_eq!(p960.uci(oo), "e1h1");
    assert_eq!(p960.parse_uci("e1h1"), Ok(oo));
    let ooo = Move::new(Square::E1, Square::A1);
    assert_eq!(p960.uci(ooo), "e1a1");
    assert_eq!(p960.parse_uci("e1a1"), Ok(ooo));
    for s in ["e1g1", "e1c1"] {
        assert_eq!(
            p960.parse_uci(s),
            Err(UciError::IllegalUci(s.into())),
            "{s}"
        );
    }
    // Not ASCII: an error, even where a byte count would fit.
    for s in ["e€4", "é2e4", "e2e€", "e7e8é"] {
        assert!(matches!(p.parse_uci(s), Err(UciError::Syntax(_))), "{s}");
    }
}

#[test]
fn san_castling_and_promotion_shapes() {
    // Castling is `O-O` or `O-O-O` (PGN standard 8.2.3.3; read also with `0` or `o`):
    // a game result or any other letter between the dashes is no castling.
    for s in [
        "1-0", "0-1", "O-1", "1-O", "a-b", "O-O-1", "1-O-O", "O-1-O", "0-0-1", "x-y-z",
    ] {
        assert!(
            s.parse::<San>().is_err(),
            "{s:?} read as {:?}",
            s.parse::<San>()
        );
    }
    assert_eq!(
        "0-0-0".parse::<San>(),
        Ok(San::Castle(chess::CastlingSide::QueenSide))
    );
    // Only a pawn promotes, and only to a knight, bishop, rook or queen (FIDE 3.7.5.1,
    // PGN standard 8.2.3.4): anything else is not SAN at all.
    let p = pos("4k3/1P6/8/8/8/8/8/N3K3 w - - 0 1");
    for s in ["b8=K", "b8=P", "b8K", "Nb8=Q", "Nb3=Q", "Kd1=Q"] {
        assert!(
            matches!(p.parse_san(s), Err(SanError::Syntax(_))),
            "{s:?} gave {:?}",
            p.parse_san(s)
        );
    }
    for (s, role) in [
        ("b8=N", Role::Knight),
        ("b8=B", Role::Bishop),
        ("b8=R", Role::Rook),
    ] {
        assert_eq!(p.parse_san(s).map(|m| m.promotion), Ok(Some(role)), "{s}");
    }
}
