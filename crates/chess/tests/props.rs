//! Property tests over random playouts: the `boardcore::Game` contract through the
//! shared checks (`check_walk`, `check_game`, `check_illegal_move`) and what chess
//! adds to it (cached checkers and pins, illegal moves rejected without a trace,
//! terminations), FEN round trips, incremental Zobrist hashing, colour mirroring, and
//! FEN parsing of garbage, truncated and mutated text.
//!
//! Walks are the shared `boardcore::testing::walk` of `walks` indexes.

use crate::differential::{CHESS960_FENS, STANDARD_FENS};
use boardcore::testing::{check_game, check_illegal_move, check_walk, walk, walks};
use boardcore::{Game, IllegalMove, Outcome, Turn, random_playout};
use chess::{
    CastlingSide, History, Move, ParseFenError, Position, Role, Square, Strictness, Termination,
};
use proptest::prelude::*;
use proptest::sample::Index;
use std::collections::HashMap;

/// Endgames where random play soon ends the game: mates, stalemates, dead positions,
/// the 75-move rule, promotions.
const ENDGAME_FENS: &[&str] = &[
    "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
    "8/8/8/4k3/8/8/8/1Q2K3 w - - 0 1",
    "8/8/8/4k3/8/8/8/R3K3 w - - 0 1",
    "8/8/8/4k3/8/8/8/1N2K3 w - - 0 1",
    "8/8/8/4k3/8/8/8/R3K3 w - - 147 100",
    "8/8/2b5/4k3/8/8/8/1B2K3 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1",
    "8/pppk4/8/8/8/8/4KPPP/8 w - - 0 1",
    "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
    "k7/8/1QK5/8/8/8/8/8 w - - 0 1",
];

/// Returns a strategy of start positions: listed FENs and Chess960 starts.
fn starts() -> impl Strategy<Value = Position> {
    let fen = |fens: &'static [&'static str]| {
        prop::sample::select(fens)
            .prop_map(|fen| Position::from_fen(fen, Strictness::Strict).expect("valid FEN"))
    };
    prop_oneof![
        fen(STANDARD_FENS),
        fen(CHESS960_FENS),
        fen(ENDGAME_FENS),
        (0u16..960).prop_map(|n| Position::chess960(n).expect("start number")),
    ]
}

/// Checks that `Game::play(mv)` fails with `IllegalMove { mv }` and leaves `pos` as
/// it was ([`check_illegal_move`]), down to the fields that equality ignores.
fn check_rejected(pos: &Position, mv: Move) -> Result<(), TestCaseError> {
    check_illegal_move(pos, mv)?;
    prop_assert!(!pos.is_legal(mv), "{} is legal in {}", mv, pos);
    let mut after = pos.clone();
    prop_assert!(Game::play(&mut after, mv).is_err());
    prop_assert_eq!(after.to_fen(), pos.to_fen());
    prop_assert_eq!(after.zobrist_hash(), pos.zobrist_hash());
    prop_assert_eq!(after.checkers(), pos.checkers());
    prop_assert_eq!(after.pinned(), pos.pinned());
    Ok(())
}

/// Checks the FEN round trip of `pos` through `Display` and `FromStr`.
fn check_round_trip(pos: &Position) -> Result<(), TestCaseError> {
    let fen = pos.to_string();
    let back: Position = fen
        .parse()
        .map_err(|e: ParseFenError| TestCaseError::fail(format!("{fen}: {e}")))?;
    prop_assert_eq!(&back, pos, "{}", fen);
    prop_assert_eq!(&back.to_string(), &fen);
    prop_assert_eq!(back.zobrist_hash(), pos.zobrist_hash(), "{}", fen);
    if pos.castling_rights().rooks().any() {
        prop_assert_eq!(back.castling_mode(), pos.castling_mode(), "{}", fen);
    }
    let lenient = Position::from_fen(&fen, Strictness::Lenient);
    prop_assert_eq!(lenient.as_ref(), Ok(pos), "{}", fen);
    Ok(())
}

/// The squares and promotions of random move attempts (King and Pawn included).
fn attempts() -> impl Strategy<Value = Vec<(u8, u8, Option<Role>)>> {
    let role = prop::sample::select(
        &[
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
        ][..],
    );
    prop::collection::vec((0u8..64, 0u8..64, prop::option::of(role)), 1..16)
}

fn square(index: usize) -> Square {
    Square::new(index).expect("index below 64")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Every position of a walk keeps the `Game` contract ([`check_game`]: every
    /// listed move is legal and plays, and `play`, `play_unchecked` and
    /// `play_unchecked_into` give equal positions with equal hashes, and so on), and
    /// the three agree on the cached fields that equality ignores.
    #[test]
    fn legal_moves_play(start in starts(), (_, picks) in walks(200)) {
        check_walk(&start, &picks)?;
        for pos in walk(&start, &picks) {
            let moves = Game::legal_moves(&pos);
            for &mv in &moves {
                prop_assert!(pos.is_legal(mv), "{} in {}", mv, pos);
                let mut checked = pos.clone();
                prop_assert_eq!(Game::play(&mut checked, mv), Ok(()), "{} in {}", mv, pos);
                let mut unchecked = pos.clone();
                Game::play_unchecked(&mut unchecked, mv);
                let mut into = pos.clone();
                pos.play_unchecked_into(&mut into, mv);
                prop_assert_eq!(into.zobrist_hash(), unchecked.zobrist_hash());
                prop_assert_eq!(into.checkers(), unchecked.checkers());
                prop_assert_eq!(into.pinned(), unchecked.pinned());
                prop_assert_eq!(checked.zobrist_hash(), unchecked.zobrist_hash());
                prop_assert_eq!(checked.to_fen(), unchecked.to_fen());
                prop_assert_ne!(&checked, &pos, "{} changed nothing in {}", mv, pos);
            }
        }
    }

    /// A [`History`] (the game under every FIDE rule, with repetition counting on
    /// `KeyHistory`) keeps the `Game` contract too, its UCI `position` notation
    /// included, and counts the same repetitions after a round trip through it.
    #[test]
    fn history_keeps_the_contract((_, picks) in walks(120)) {
        check_walk(&History::default(), &picks)?;
        let end = walk(&History::default(), &picks).pop().expect("the start at least");
        let again: History = end.to_string().parse().expect("own notation");
        prop_assert_eq!(again.repetitions(), end.repetitions());
        prop_assert_eq!(again.keys(), end.keys());
    }

    /// Random moves that are not listed, and near misses of listed ones (other
    /// promotions, castling written as the king's two-square step), are rejected and
    /// leave the position exactly as it was.
    #[test]
    fn illegal_moves_are_rejected(
        start in starts(),
        (_, picks) in walks(120),
        attempts in attempts(),
    ) {
        for pos in walk(&start, &picks) {
            let moves = Game::legal_moves(&pos);
            for &(from, to, promotion) in &attempts {
                let mv = Move { from: square(from.into()), to: square(to.into()), promotion };
                if !moves.contains(&mv) {
                    check_rejected(&pos, mv)?;
                }
            }
            for &legal in &moves {
                // A promotion without its piece or to a pawn or king; a promotion
                // added to a move that is none.
                let wrong: &[Option<Role>] = if legal.promotion.is_some() {
                    &[None, Some(Role::Pawn), Some(Role::King)]
                } else {
                    &[Some(Role::Queen)]
                };
                for &promotion in wrong {
                    check_rejected(&pos, Move { promotion, ..legal })?;
                }
                if let Some(side) = pos.castling_side(legal) {
                    // The king's own step to g1/c1 is no castling move here.
                    let file = if side == CastlingSide::KingSide { 6 } else { 2 };
                    let to = square(legal.from.to_index() / 8 * 8 + file);
                    let mv = Move::new(legal.from, to);
                    if !moves.contains(&mv) && to.to_index().abs_diff(legal.from.to_index()) > 1 {
                        check_rejected(&pos, mv)?;
                    }
                }
            }
        }
    }

    /// `Display` then `FromStr` (strict and lenient) gives back an equal position.
    #[test]
    fn fen_round_trips(start in starts(), (_, picks) in walks(200)) {
        for pos in walk(&start, &picks) {
            check_round_trip(&pos)?;
        }
    }

    /// The incremental hash equals the hash from scratch after every move, and equal
    /// positions met along the way have equal hashes.
    #[test]
    fn incremental_hash_matches(start in starts(), (_, picks) in walks(300)) {
        let mut seen: HashMap<String, u64> = HashMap::new();
        for pos in walk(&start, &picks) {
            prop_assert_eq!(pos.zobrist_hash(), pos.compute_zobrist_hash(), "{}", pos);
            let hash = *seen.entry(pos.to_epd()).or_insert(pos.zobrist_hash());
            prop_assert_eq!(hash, pos.zobrist_hash(), "{}", pos);
        }
    }

    /// The colour-mirrored position has the same perft, mirroring twice gives the
    /// original back, and the mirror is a valid position with a correct hash.
    #[test]
    fn mirrored_positions_agree(start in starts(), (_, picks) in walks(150)) {
        let positions = walk(&start, &picks);
        let last = positions.len() - 1;
        for (ply, pos) in positions.iter().enumerate() {
            let mirror = pos.mirrored();
            prop_assert_eq!(&mirror.mirrored(), pos, "{}", pos);
            prop_assert_eq!(mirror.mirrored().zobrist_hash(), pos.zobrist_hash());
            prop_assert_eq!(mirror.zobrist_hash(), mirror.compute_zobrist_hash(), "{}", mirror);
            prop_assert_eq!(mirror.turn(), !pos.turn());
            prop_assert_eq!(mirror.checkers().count(), pos.checkers().count());
            check_round_trip(&mirror)?;
            prop_assert_eq!(boardcore::perft(&mirror, 1), boardcore::perft(pos, 1), "{}", pos);
            if ply % 10 == 0 {
                prop_assert_eq!(boardcore::perft(&mirror, 2), boardcore::perft(pos, 2), "{}", pos);
            }
            if ply == last {
                prop_assert_eq!(boardcore::perft(&mirror, 3), boardcore::perft(pos, 3), "{}", pos);
            }
        }
    }

    /// A position is terminal exactly when `Game::legal_moves` is empty; a checkmate
    /// is won by the side that moved last; `Position::outcome` agrees, and
    /// `Position::termination` adds only dead positions and the 75-move rule.
    #[test]
    fn terminal_iff_no_moves(start in starts(), (_, picks) in walks(400)) {
        for pos in walk(&start, &picks) {
            let outcome = Game::outcome(&pos);
            let turn = Game::turn(&pos);
            if outcome.is_some() {
                // Terminal positions are rare in the contract test's shorter walks.
                check_game(&pos)?;
            }
            prop_assert_eq!(turn.player().is_some(), outcome.is_none(), "{}", pos);
            if pos.is_checkmate() {
                prop_assert_eq!(outcome, Some(Outcome::win((!pos.turn()).into())), "{}", pos);
            } else if outcome.is_some() {
                prop_assert_eq!(outcome, Some(Outcome::DRAW), "{}", pos);
            }
            // The inherent outcome is the trait's; `termination` adds the draws a
            // position can judge alone.
            prop_assert_eq!(pos.outcome(), outcome, "{}", pos);
            match pos.termination() {
                Some(Termination::Checkmate) => prop_assert!(pos.is_checkmate()),
                Some(Termination::Stalemate) => prop_assert!(pos.is_stalemate()),
                Some(Termination::InsufficientMaterial) => {
                    prop_assert!(outcome.is_none() && pos.is_insufficient_material(), "{}", pos);
                }
                Some(Termination::SeventyFiveMoves) => {
                    prop_assert!(outcome.is_none() && pos.halfmoves() >= 150, "{}", pos);
                }
                Some(other) => prop_assert!(false, "{:?} needs history", other),
                None => prop_assert!(outcome.is_none(), "{}", pos),
            }
            if outcome.is_none() {
                prop_assert_eq!(turn, Turn::Player(pos.turn().into()));
            }
        }
    }
}

/// FENs to truncate and mutate: every listed position, and some positions along
/// walks from them (with en passant squares and larger counters).
fn valid_fens() -> impl Strategy<Value = String> {
    (starts(), walks(60)).prop_map(|(start, (_, picks))| {
        walk(&start, &picks)
            .pop()
            .map_or_else(|| start.to_fen(), |pos| pos.to_fen())
    })
}

/// Checks that reading `s` never panics, and that what is accepted round-trips.
fn check_parse(s: &str) -> Result<[bool; 2], TestCaseError> {
    let strict = Position::from_fen(s, Strictness::Strict);
    let lenient = Position::from_fen(s, Strictness::Lenient);
    if let Ok(pos) = &strict {
        check_round_trip(pos)?;
        prop_assert_eq!(lenient.as_ref(), Ok(pos), "{:?}", s);
    }
    if let Ok(pos) = &lenient {
        let fen = pos.to_fen();
        let back = Position::from_fen(&fen, Strictness::Lenient);
        prop_assert_eq!(back.as_ref(), Ok(pos), "{:?} read back from {:?}", fen, s);
        prop_assert_eq!(pos.zobrist_hash(), pos.compute_zobrist_hash());
    }
    prop_assert_eq!(s.parse::<Position>(), strict.clone());
    Ok([strict.is_ok(), lenient.is_ok()])
}

/// Characters that appear nowhere in a FEN.
const FOREIGN: &[char] = &['x', 'z', '!', '#', '.', ',', 'é', '\u{0}', '\u{a0}', '♔'];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Arbitrary text never panics; text with fewer than four fields is an error.
    #[test]
    fn garbage_fen_is_rejected(s in "\\PC{0,90}") {
        let [strict, lenient] = check_parse(&s)?;
        if s.split_ascii_whitespace().count() < 4 {
            prop_assert!(!strict && !lenient, "{:?}", s);
        }
    }

    /// FEN-like text (right alphabet, right shape) never panics.
    #[test]
    fn fen_like_text_never_panics(
        s in "([pnbrqkPNBRQK1-9/]{1,12}/){0,8}[pnbrqkPNBRQK1-9]{0,9} [wbWBx] \
              ([KQkqA-Ha-h]{1,5}|-) ([a-h][1-8]|-|x) [0-9]{1,11} [0-9]{1,11}",
    ) {
        check_parse(&s)?;
    }

    /// Cutting a FEN short is an error as long as the position part (the first four
    /// fields) is incomplete, and in strict mode as long as the move number is missing.
    #[test]
    fn truncated_fen_is_rejected(fen in valid_fens(), cut in any::<Index>()) {
        let k = cut.index(fen.len());
        let prefix = &fen[..k];
        let [strict, lenient] = check_parse(prefix)?;
        let spaces: Vec<usize> = fen.match_indices(' ').map(|(i, _)| i).collect();
        prop_assert_eq!(spaces.len(), 5, "{}", fen);
        if k < spaces[3] {
            prop_assert!(!strict && !lenient, "{:?}", prefix);
        }
        if k <= spaces[4] + 1 {
            prop_assert!(!strict, "{:?}", prefix);
        }
        if k == spaces[3] {
            let pos = Position::from_fen(prefix, Strictness::Lenient);
            let full = Position::from_fen(&fen, Strictness::Strict).expect("valid FEN");
            prop_assert_eq!(pos.map(|p| p.to_epd()), Ok(full.to_epd()), "{:?}", prefix);
        }
    }

    /// A foreign character inserted anywhere, or any character of the piece placement
    /// deleted, makes a FEN invalid; any other one-character change never panics.
    #[test]
    fn mutated_fen_is_rejected(
        fen in valid_fens(),
        at in any::<Index>(),
        foreign in prop::sample::select(FOREIGN),
        replacement in prop::sample::select(
            "pnbrqkPNBRQK0123456789/ -wbKQkqABCDEFGHabcdefgh".chars().collect::<Vec<_>>()
        ),
    ) {
        let i = at.index(fen.len() + 1);
        let mut inserted = fen.clone();
        inserted.insert(i, foreign);
        prop_assert_eq!(check_parse(&inserted)?, [false, false], "{:?}", inserted);

        let board_len = fen.find(' ').expect("six fields");
        let j = at.index(board_len);
        let mut deleted = fen.clone();
        deleted.remove(j);
        prop_assert_eq!(check_parse(&deleted)?, [false, false], "{:?}", deleted);

        let k = at.index(fen.len());
        let mut replaced = fen.clone();
        replaced.replace_range(k..=k, replacement.encode_utf8(&mut [0; 4]));
        check_parse(&replaced)?;
    }
}

/// Positions can be shared between threads (C-SEND-SYNC), and so can the errors.
#[test]
fn types_are_send_and_sync() {
    fn assert_send_sync<T: Send + Sync + 'static>() {}
    fn assert_error<T: std::error::Error + Send + Sync + 'static>() {}
    assert_send_sync::<Position>();
    assert_send_sync::<Move>();
    assert_error::<ParseFenError>();
    assert_error::<IllegalMove<Move>>();
    assert_error::<chess::SetupError>();
}

/// Positions with move counters at the top of their range, which FEN accepts, can
/// still play their legal moves, and the result round-trips (the counters saturate).
#[test]
fn huge_move_counters_do_not_overflow() {
    for fen in [
        // Black to move at the largest move number: `Game::play` of any move.
        "4k3/8/8/8/8/8/8/4K2R b K - 0 4294967295",
        // The largest halfmove clock (`Game` on a bare position ignores the 75-move
        // rule, so the moves are listed and playable).
        "4k3/8/8/8/8/8/8/4K2R w K - 4294967295 1",
    ] {
        let pos = Position::from_fen(fen, Strictness::Strict).expect("valid FEN");
        for mv in Game::legal_moves(&pos) {
            let mut after = pos.clone();
            let played =
                std::panic::catch_unwind(move || Game::play(&mut after, mv).map(|()| after));
            let after = played
                .unwrap_or_else(|_| panic!("{mv} panics in {fen}"))
                .expect("a listed move plays");
            let back = after.to_fen().parse::<Position>();
            assert_eq!(back.as_ref(), Ok(&after), "{mv} in {fen}");
        }
    }
}

/// Moves stay small: they are stored by the hundred in move lists.
#[test]
fn move_is_at_most_four_bytes() {
    assert!(size_of::<Move>() <= 4, "{} bytes", size_of::<Move>());
    assert!(
        size_of::<Option<Move>>() <= 4,
        "{} bytes",
        size_of::<Option<Move>>()
    );
}

/// Long seeded playouts from the start ([`random_playout`]) reach the end of the
/// game (checkmate or stalemate, or a dead position or the 75-move rule by
/// `Position::termination`), and the contract holds on the way ([`check_game`] at
/// every ply; many short walks never get there).
#[test]
fn long_playouts_end_consistently() {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    let (mut ended, mut mated) = (0, 0);
    for game in 0..100 {
        let start = if game % 2 == 0 {
            Position::new()
        } else {
            Position::chess960(rng.random_range(0..960)).expect("start")
        };
        let playout = random_playout(&start, &mut rng, 1000);
        // Replay up to the first position that ends the game by itself.
        let mut pos = start;
        let mut moves = playout.moves.iter();
        loop {
            assert_eq!(pos.zobrist_hash(), pos.compute_zobrist_hash(), "{pos}");
            if let Err(e) = check_game(&pos) {
                panic!("game {game}: {e}");
            }
            let outcome = Game::outcome(&pos);
            assert_eq!(pos.outcome(), outcome, "{pos}");
            if outcome.is_some() {
                mated += 1;
            }
            if pos.termination().is_some() {
                ended += 1;
                break;
            }
            let Some(&mv) = moves.next() else { break };
            Game::play(&mut pos, mv).unwrap_or_else(|e| panic!("{e} in {pos}"));
        }
    }
    assert!(ended > 50, "only {ended} of 100 playouts ended");
    assert!(mated > 0, "no playout ended in checkmate or stalemate");
}
