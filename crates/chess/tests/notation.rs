//! SAN, UCI and German notation: known strings, lenient reading, round trips over
//! random games, and garbage input that must fail without panicking.

use boardcore::testing::{walk, walks};
use chess::notation::san::{San, SanError, SanPlus, Suffix};
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

proptest! {
    #[test]
    fn san_round_trips((_, indexes) in walks(120)) {
        for p in walk(&Position::new(), &indexes) {
            for mv in p.legal_moves() {
                let s = p.san(mv);
                prop_assert_eq!(p.parse_san(&s), Ok(mv), "{} in {}", s, p.to_fen());
                let sp = SanPlus::from_move(&p, mv);
                prop_assert_eq!(s.parse::<SanPlus>(), Ok(sp));
            }
        }
    }

    #[test]
    fn san_garbage_never_panics(s in "\\PC{0,12}", t in "[KQRBNPOxZ0-9a-h=+#!?():-]{0,10}") {
        let p = Position::new();
        let _ = p.parse_san(&s);
        let _ = p.parse_san(&t);
    }
}
