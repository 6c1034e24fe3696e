//! The engine-facing API against the full generator and published data: Polyglot
//! keys (the example keys of the Polyglot book format specification), capture and
//! quiet move generation, `gives_check`, null moves and static exchange evaluation,
//! over the perft suites in `../shared/data/chess`, their children, and random walks
//! from the start position and Kiwipete.

use boardcore::Game;
use boardcore::testing::shared_data;
use chess::{History, HistoryExt, Move, Position, Strictness};
use std::collections::HashSet;

const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

/// The example positions of the Polyglot book format specification ("PolyGlot
/// opening book format", <http://hgm.nubati.net/book_format.html>), as SAN moves
/// from the start, with the keys it gives.
const POLYGLOT_EXAMPLES: &[(&str, u64)] = &[
    ("", 0x463b_9618_1691_fc9c),
    ("e4", 0x823c_9b50_fd11_4196),
    ("e4 d5", 0x0756_b944_61c5_0fb0),
    ("e4 d5 e5", 0x662f_afb9_65db_29d4),
    ("e4 d5 e5 f5", 0x22a4_8b5a_8e47_ff78),
    ("e4 d5 e5 f5 Ke2", 0x652a_607c_a3f2_42c1),
    ("e4 d5 e5 f5 Ke2 Kf7", 0x00fd_d303_c946_bdd9),
    ("a4 b5 h4 b4 c4", 0x3c81_23ea_7b06_7637),
    ("a4 b5 h4 b4 c4 bxc3 Ra3", 0x5c3f_9b82_9b27_9560),
];

/// Plays SAN moves from the start into a game.
fn game(san: &str) -> History {
    let mut game = History::default();
    for token in san.split_whitespace() {
        let mv = game.position().parse_san(token).expect("legal SAN");
        game.play(mv).expect("legal move");
    }
    game
}

#[test]
fn polyglot_keys_match_the_specification() {
    for &(moves, key) in POLYGLOT_EXAMPLES {
        let game = game(moves);
        assert_eq!(
            game.position().polyglot_key(),
            key,
            "Position::polyglot_key after {moves:?}"
        );
        assert_eq!(
            game.polyglot_key(),
            key,
            "History::polyglot_key after {moves:?}"
        );
        // The same position read from FEN (its en passant square included).
        let fen: Position = game.position().to_string().parse().expect("FEN");
        assert_eq!(fen.polyglot_key(), key, "from FEN after {moves:?}");
    }
}

#[test]
fn polyglot_key_counts_pseudo_legal_en_passant_through_history() {
    // After d7d5 the pawn on e5 stands beside d5, but exd6 would open the fifth
    // rank between the rook on h5 and the king on a5: Polyglot hashes the d-file
    // anyway, the position forgets it.
    let mut game = History::new("7k/3p4/8/K3P2r/8/8/8/8 b - - 0 1".parse().expect("FEN"));
    game.play("d7d5".parse().expect("move")).expect("legal");
    let pos = game.position();
    assert_eq!(pos.ep_square(), None, "the capture is illegal");
    // The d-file key, from a position where the capture is legal and one without it.
    let with =
        Position::from_fen("7k/8/8/3pP3/8/8/8/K7 w - d6 0 2", Strictness::Strict).expect("FEN");
    let without =
        Position::from_fen("7k/8/8/3pP3/8/8/8/K7 w - - 0 2", Strictness::Strict).expect("FEN");
    let d_file = with.polyglot_key() ^ without.polyglot_key();
    assert_ne!(d_file, 0);
    assert_eq!(game.polyglot_key(), pos.polyglot_key() ^ d_file);
    // With no pawn beside it, a double step hashes no file in either.
    let game = self::game("e4");
    assert_eq!(game.polyglot_key(), game.position().polyglot_key());
}

/// Reads the FENs of a suite in `../shared/data`, or nothing where it is absent
/// (never under CI).
fn suite(rel: &str) -> Vec<Position> {
    let Some(path) = shared_data(env!("CARGO_MANIFEST_DIR"), rel) else {
        return Vec::new();
    };
    let text = std::fs::read_to_string(path).expect("readable suite");
    boardcore::testing::parse_perft_suite(&text)
        .expect("well-formed suite")
        .iter()
        .map(|e| Position::from_fen(&e.position, Strictness::Lenient).expect("valid FEN"))
        .collect()
}

/// A small deterministic generator (SplitMix64) for the walks.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// Positions built into the properties (see [`positions`]).
const BUILT_IN: &[&str] = &[
    // O-O gives check with the rook on f1, O-O-O with the rook on d1.
    "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
    "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
    "r3k3/8/8/8/8/8/8/3K4 b q - 0 1",
    // exd6 e.p. checks the king on e7 with the pawn; fxe6 e.p. removes the pawn on
    // e5 from the bishop's diagonal b8-h2 (a discovered check by en passant).
    "8/4k3/8/3pP3/8/8/8/4K3 w - d6 0 2",
    "1B6/8/8/4pP2/8/8/7k/K7 w - e6 0 2",
    // Knight moves off the e-file discover the rook's check.
    "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1",
    // Quiet promotions on a8 (and captures on b8).
    "1n5k/P7/8/8/8/8/8/K7 w - - 0 1",
];

/// The positions the properties run over: the three perft suites (where present) and
/// every child of their positions, the [`BUILT_IN`] cases and their children, plus
/// random walks of up to 120 plies from the start position
/// and from Kiwipete.
fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for rel in [
        "chess/perftsuite.epd",
        "chess/perft-cpw.epd",
        "chess/chess960-perft.epd",
    ] {
        for pos in suite(rel) {
            out.extend(pos.legal_moves().iter().map(|&mv| pos.after_unchecked(mv)));
            out.push(pos);
        }
    }
    // The cases every property must meet, built in so that no assertion depends on
    // the optional shared suites: checks by castling on either side, by en passant
    // (the capturing pawn and a discovered line), discovered checks, quiet
    // promotions.
    for fen in BUILT_IN {
        let pos: Position = fen.parse().expect("FEN");
        out.extend(pos.legal_moves().iter().map(|&mv| pos.after_unchecked(mv)));
        out.push(pos);
    }
    let mut rng = Rng(0x5eed);
    for start in [Position::default(), KIWIPETE.parse().expect("FEN")] {
        for _ in 0..150 {
            let mut pos = start.clone();
            for _ in 0..120 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                pos.play_unchecked(moves[rng.below(moves.len())]);
                out.push(pos.clone());
            }
        }
    }
    assert!(out.len() > 10_000, "only {} positions", out.len());
    out
}

#[test]
fn captures_and_quiets_partition_the_legal_moves() {
    let mut promotions = 0;
    let mut en_passant = 0;
    for pos in positions() {
        let legal: HashSet<Move> = pos.legal_moves().into_iter().collect();
        let captures: Vec<Move> = pos.capture_moves().into_iter().collect();
        let quiets: Vec<Move> = pos.quiet_moves().into_iter().collect();
        let (c, q): (HashSet<Move>, HashSet<Move>) = (
            captures.iter().copied().collect(),
            quiets.iter().copied().collect(),
        );
        assert_eq!(c.len(), captures.len(), "duplicate capture in {pos}");
        assert_eq!(q.len(), quiets.len(), "duplicate quiet move in {pos}");
        assert!(c.is_disjoint(&q), "{pos}");
        assert_eq!(&c | &q, legal, "{pos}");
        for &mv in &legal {
            assert_eq!(c.contains(&mv), pos.is_capture(mv), "{pos} {mv}");
            promotions += usize::from(mv.promotion.is_some() && !pos.is_capture(mv));
            en_passant += usize::from(pos.is_en_passant(mv));
        }
    }
    // The convention is exercised: quiet promotions and en passant captures occur.
    assert!(
        promotions > 0 && en_passant > 0,
        "{promotions} {en_passant}"
    );
}

#[test]
fn gives_check_agrees_with_playing_the_move() {
    let (mut checks, mut castling_checks, mut ep_checks, mut discovered) = (0, 0, 0, 0);
    for pos in positions() {
        for mv in pos.legal_moves() {
            let after = pos.after_unchecked(mv);
            let expected = after.is_check();
            assert_eq!(pos.gives_check(mv), expected, "{pos} {mv}");
            if expected {
                checks += 1;
                castling_checks += usize::from(pos.castling_side(mv).is_some());
                ep_checks += usize::from(pos.is_en_passant(mv));
                discovered += usize::from(!after.checkers().contains(mv.to));
            }
        }
    }
    assert!(
        checks > 0 && castling_checks > 0 && ep_checks > 0 && discovered > 0,
        "checks {checks}, by castling {castling_checks}, by en passant {ep_checks}, discovered {discovered}"
    );
}

#[test]
fn null_move_twice_returns_the_board_without_en_passant() {
    let mut refused = 0;
    for pos in positions() {
        let Some(null) = pos.null_move() else {
            assert!(pos.is_check(), "{pos}");
            refused += 1;
            continue;
        };
        assert!(!pos.is_check());
        assert_eq!(null.turn(), !pos.turn());
        assert_eq!(null.ep_square(), None);
        assert_eq!(null.board(), pos.board());
        assert_eq!(null.castling_rights(), pos.castling_rights());
        assert_eq!(null.halfmoves(), pos.halfmoves() + 1);
        assert_eq!(null.zobrist_hash(), null.compute_zobrist_hash(), "{pos}");
        // The position after a null move is a valid one: it reads back from FEN.
        let fen = null.to_string();
        assert_eq!(
            Position::from_fen(&fen, Strictness::Lenient).ok().as_ref(),
            Some(&null)
        );
        let back = null
            .null_move()
            .expect("the side that passed is not in check");
        assert_eq!(back.board(), pos.board());
        assert_eq!(back.turn(), pos.turn());
        assert_eq!(back.castling_rights(), pos.castling_rights());
        assert_eq!(back.ep_square(), None);
        assert_eq!(back.fullmoves(), pos.fullmoves() + 1);
        assert_eq!(back.zobrist_hash(), back.compute_zobrist_hash(), "{pos}");
        if pos.ep_square().is_none() {
            assert_eq!(back.zobrist_hash(), pos.zobrist_hash(), "{pos}");
        } else {
            assert_ne!(back.zobrist_hash(), pos.zobrist_hash(), "{pos}");
        }
    }
    assert!(refused > 0);
}

/// Parses a FEN and a raw move.
fn at(fen: &str, mv: &str) -> (Position, Move) {
    let pos = Position::from_fen(fen, Strictness::Lenient).expect("FEN");
    let mv: Move = mv.parse().expect("move");
    assert!(pos.is_legal(mv), "{fen} {mv}");
    (pos, mv)
}

#[test]
fn see_of_hand_computed_exchanges() {
    let cases: &[(&str, &str, i32)] = &[
        // An undefended pawn.
        ("4k3/8/8/3p4/8/8/8/3RK3 w - - 0 1", "d1d5", 100),
        // A pawn defended by a pawn: the rook is lost for it.
        ("4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1", "d1d5", 100 - 500),
        // Two rooks doubled (x-ray) against one defender: pawn won, rook for rook.
        ("3rk3/8/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 100),
        // Against rook and queen doubled behind it the pawn costs a rook, whether
        // White stops after RxR or goes on.
        ("3qk3/3r4/8/3p4/8/8/3R4/3RK3 w - - 0 1", "d2d5", 100 - 500),
        // Pawn takes a knight defended by a pawn.
        ("4k3/8/2p5/3n4/4P3/8/8/4K3 w - - 0 1", "e4d5", 300 - 100),
        // A quiet knight move to a safe square, and to one a pawn attacks.
        ("4k3/8/8/2p5/8/8/8/1N2K3 w - - 0 1", "b1a3", 0),
        ("4k3/8/8/8/2p5/8/8/N3K3 w - - 0 1", "a1b3", -300),
        // En passant, defended by a pawn: pawn for pawn.
        ("4k3/2p5/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", 0),
        // A quiet promotion onto a guarded square: queen lost, pawn given.
        ("3rk3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7c8q", -100),
        // A capturing promotion, unguarded: rook plus queen less pawn.
        ("1r2k3/2P5/8/8/8/8/8/4K3 w - - 0 1", "c7b8q", 500 + 800),
        // The king takes an undefended pawn.
        ("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1", "e1d2", 100),
        // Castling.
        ("4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1h1", 0),
    ];
    for &(fen, mv, expected) in cases {
        let (pos, mv) = at(fen, mv);
        assert_eq!(pos.see(mv), expected, "{fen} {mv}");
        assert!(pos.see_ge(mv, expected) && !pos.see_ge(mv, expected + 1));
    }
}

#[test]
fn see_is_bounded_by_the_first_capture() {
    let value = |role: Option<chess::Role>| match role {
        Some(chess::Role::Pawn) => 100,
        Some(chess::Role::Knight | chess::Role::Bishop) => 300,
        Some(chess::Role::Rook) => 500,
        Some(chess::Role::Queen) => 900,
        _ => 0,
    };
    for pos in positions() {
        for mv in pos.legal_moves() {
            let see = pos.see(mv);
            let promotion = mv.promotion.map_or(0, |r| value(Some(r)) - 100);
            let first = value(pos.captured_role(mv)) + promotion;
            assert!(see <= first, "{pos} {mv}: {see} > {first}");
            // The opponent recaptures at most the piece that moved (and may promote
            // doing so on the last rank).
            let mut mover = value(pos.board().role_at(mv.from)) + promotion;
            if matches!(mv.to.rank(), chess::Rank::First | chess::Rank::Eighth) {
                mover += 800;
            }
            if pos.castling_side(mv).is_none() {
                assert!(
                    see >= first - mover,
                    "{pos} {mv}: {see} < {first} - {mover}"
                );
            }
            assert!(pos.see_ge(mv, see) && !pos.see_ge(mv, see + 1));
        }
    }
}
