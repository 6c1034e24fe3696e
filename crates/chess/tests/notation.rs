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
