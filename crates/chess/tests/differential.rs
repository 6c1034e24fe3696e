//! Differential tests against cozy-chess: random playouts from standard and Chess960
//! positions, comparing at every ply the legal move sets, the checkers and the FEN.
//!
//! Both crates write castling as the king taking its own rook, so moves convert field
//! by field. Two documented differences are normalised away when comparing FENs:
//! cozy-chess keeps the en passant square after every double step (we keep it only
//! while an en passant capture is legal) and caps the halfmove clock at 100.

use boardcore::testing::walks;
use chess::{CastlingMode, Move, Position, Role, Square, Strictness};
use cozy_chess::{Board, Piece};
use proptest::prelude::*;

/// Standard positions: the start, the Chess Programming Wiki perft positions and a few
/// with en passant pins, promotions and castling through check.
pub(crate) const STANDARD_FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    // Kiwipete.
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    // En passant next to a king on the fifth rank, and a discovered check by it.
    "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",
    "8/8/3k4/3p4/8/8/4P3/4KR2 w - - 0 1",
    "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
    // Promotions, under-promotions and captures that promote.
    "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
    "8/P1k5/K7/8/8/8/8/8 w - - 0 1",
    "4k3/1P6/8/8/8/8/K7/8 w - - 0 1",
    // Castling rights, attacked castling paths, rooks to capture.
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1",
    "r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1",
    "1r2k2r/8/8/8/8/8/8/R3K2R b KQk - 0 1",
    // Double check and checks that can be blocked only.
    "4k3/8/8/8/8/8/4q3/3K4 w - - 0 1",
    "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
];

/// Chess960 positions in Shredder-FEN (from the Chess960 perft suite).
pub(crate) const CHESS960_FENS: &[&str] = &[
    "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
    "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
    "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
    "1nbbnrkr/p1p1ppp1/3p4/1p3P1p/3Pq2P/8/PPP1P1P1/QNBBNRKR w HFhf - 0 9",
    // Kings and rooks next to each other: castling onto occupied squares.
    "1r1k2rb/8/8/8/8/8/8/1R1K2RB w GBgb - 0 1",
    "rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1",
];

fn square(sq: cozy_chess::Square) -> Square {
    Square::new(sq as usize).expect("cozy-chess squares are 0..64")
}

fn role(piece: Piece) -> Role {
    Role::from_char(char::from(piece)).expect("cozy-chess pieces are pnbrqk")
}

/// Converts a cozy-chess move: both encode castling as king takes own rook.
fn from_cozy(mv: cozy_chess::Move) -> Move {
    Move {
        from: square(mv.from),
        to: square(mv.to),
        promotion: mv.promotion.map(role),
    }
}

/// Returns cozy-chess's legal moves, converted and sorted, each with the original.
fn cozy_moves(board: &Board) -> Vec<(Move, cozy_chess::Move)> {
    let mut moves = Vec::new();
    board.generate_moves(|piece_moves| {
        moves.extend(piece_moves.into_iter().map(|mv| (from_cozy(mv), mv)));
        false
    });
    moves.sort_unstable_by_key(|&(mv, _)| mv);
    moves
}

/// Returns cozy-chess's FEN with its en passant square dropped unless a pawn can
/// legally capture there (as we keep it), in Shredder-FEN for Chess960.
fn cozy_fen(board: &Board, moves: &[(Move, cozy_chess::Move)], chess960: bool) -> String {
    let fen = if chess960 {
        format!("{board:#}")
    } else {
        format!("{board}")
    };
    let mut fields: Vec<String> = fen.split(' ').map(String::from).collect();
    let ep_capture = moves.iter().any(|&(_, mv)| {
        board.piece_on(mv.from) == Some(Piece::Pawn) && mv.to.to_string() == fields[3]
    });
    if !ep_capture {
        fields[3] = String::from("-");
    }
    fields.join(" ")
}

/// Returns our FEN with the halfmove clock capped at 100, as cozy-chess keeps it.
fn our_fen(pos: &Position) -> String {
    let fen = pos.to_fen();
    let mut fields: Vec<String> = fen.split(' ').map(String::from).collect();
    let halfmoves: u32 = fields[4].parse().expect("halfmove clock is a number");
    fields[4] = halfmoves.min(100).to_string();
    fields.join(" ")
}

/// Plays from both starts, each ply the move `pick(number of legal moves)` of the
/// sorted legal moves, until `pick` returns `None` or the game has no moves, and checks
/// that the two engines agree at every ply. Returns the number of plies played.
fn differential(
    mut pos: Position,
    mut board: Board,
    chess960: bool,
    mut pick: impl FnMut(usize) -> Option<usize>,
) -> Result<usize, TestCaseError> {
    let start = pos.to_fen();
    let mut played = Vec::new();
    loop {
        let theirs = cozy_moves(&board);
        let mut ours = pos.legal_moves().to_vec();
        ours.sort_unstable();
        let context = || {
            let line: Vec<String> = played.iter().map(Move::to_string).collect();
            format!("at {} (from {start} by {})", pos.to_fen(), line.join(" "))
        };
        let their_list: Vec<Move> = theirs.iter().map(|&(mv, _)| mv).collect();
        prop_assert_eq!(&ours, &their_list, "legal moves differ {}", context());
        prop_assert_eq!(pos.count_legal_moves(), ours.len(), "count {}", context());
        prop_assert_eq!(
            pos.checkers().bits(),
            board.checkers().0,
            "checkers differ {}",
            context()
        );
        prop_assert_eq!(
            our_fen(&pos),
            cozy_fen(&board, &theirs, chess960),
            "FEN differs {}",
            context()
        );
        if theirs.is_empty() {
            break;
        }
        let Some(i) = pick(theirs.len()) else { break };
        let (mv, cozy_mv) = theirs[i];
        pos.play_unchecked(mv);
        board.play(cozy_mv);
        played.push(mv);
    }
    Ok(played.len())
}

/// Picks the moves listed by `picks` (indexes of the shared `walks`, read as
/// `boardcore::testing::walk` reads them: `i % len`), one per ply, then stops.
fn from_list(picks: &[u32]) -> impl FnMut(usize) -> Option<usize> {
    let mut picks = picks.iter();
    move |len| picks.next().map(|&i| (u64::from(i) % len as u64) as usize)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn standard_agrees_with_cozy(
        fen in prop::sample::select(STANDARD_FENS),
        (_, picks) in walks(300),
    ) {
        let pos = Position::from_fen(fen, Strictness::Strict).expect("valid FEN");
        let board = Board::from_fen(fen, false).expect("cozy-chess reads the FEN");
        prop_assert_eq!(pos.castling_mode(), CastlingMode::Standard);
        differential(pos, board, false, from_list(&picks))?;
    }

    #[test]
    fn chess960_start_agrees_with_cozy(n in 0u16..960, (_, picks) in walks(300)) {
        let pos = Position::chess960(n).expect("0..960 is a start number");
        let board = Board::chess960_startpos(u32::from(n));
        // Both number the start positions alike (Scharnagl).
        let parsed = Board::from_fen(&pos.to_fen(), true).expect("cozy-chess reads our FEN");
        prop_assert!(parsed.same_position(&board), "start {} is {} here", n, pos);
        differential(pos, board, true, from_list(&picks))?;
    }

    #[test]
    fn chess960_fens_agree_with_cozy(
        fen in prop::sample::select(CHESS960_FENS),
        (_, picks) in walks(300),
    ) {
        let pos = Position::from_fen(fen, Strictness::Strict).expect("valid FEN");
        let board = Board::from_fen(fen, true).expect("cozy-chess reads the FEN");
        prop_assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
        differential(pos, board, true, from_list(&picks))?;
    }
}

/// Replays long seeded playouts to the end of the game (or 600 plies), so that mates,
/// stalemates and bare-king endings are reached, which short walks rarely see.
#[test]
fn long_playouts_agree_with_cozy() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(0x00c0_ffee);
    let mut ended = 0;
    for game in 0..200 {
        let (start, chess960) = if game % 2 == 0 {
            (Position::new(), false)
        } else {
            (
                Position::chess960(rng.random_range(0..960)).expect("start"),
                true,
            )
        };
        let board = Board::from_fen(&start.to_fen(), chess960).expect("cozy-chess reads it");
        let mut plies = 0;
        let pick = |len| {
            plies += 1;
            (plies <= 600).then(|| rng.random_range(0..len))
        };
        let played = differential(start, board, chess960, pick)
            .unwrap_or_else(|e| panic!("game {game}: {e}"));
        if played < 600 {
            ended += 1;
        }
    }
    assert!(ended > 0, "no playout reached the end of a game");
}
