//! The rules of a chess game that need its past: fivefold repetition ends the game,
//! threefold repetition and the 50-move rule may be claimed.

use crate::random::Picker;
use crate::{Move, MoveList, Position, Role, Square};
use boardcore::rand::Rng;
use boardcore::{HistoryRules, Outcome, Turn};
use core::fmt;
/// Why a game ended by the rules (FIDE Laws of Chess, articles cited).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Termination {
    /// The side to move is checkmated (art. 5.1.1).
    Checkmate,
    /// The side to move has no legal move and is not in check (art. 5.2.1).
    Stalemate,
    /// Neither side can checkmate: K v K, K+minor v K, or only bishops on one colour
    /// (art. 5.2.2).
    InsufficientMaterial,
    /// 75 moves by each side without a capture or pawn move (art. 9.6.2).
    SeventyFiveMoves,
    /// The same position for the fifth time (art. 9.6.1).
    FivefoldRepetition,
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Checkmate => "checkmate",
            Self::Stalemate => "stalemate",
            Self::InsufficientMaterial => "insufficient material",
            Self::SeventyFiveMoves => "75-move rule",
            Self::FivefoldRepetition => "fivefold repetition",
        })
    }
}

/// A draw a player may claim (FIDE art. 9.2 and 9.3); the game goes on until someone
/// claims it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum DrawClaim {
    /// The current position has appeared three times (art. 9.2.1.2).
    ThreefoldRepetition,
    /// The last 50 moves by each side had no capture or pawn move (art. 9.3.2).
    FiftyMoves,
}

/// A game under the full FIDE rules: the start position, the moves played, the
/// current position and the Zobrist keys of every position since the start
/// ([`boardcore::History`] with chess's [`HistoryRules`]).
///
/// Fivefold repetition and the 75-move rule end the game, as do checkmate,
/// stalemate and a dead position; threefold repetition and the 50-move rule are
/// claimable ([`HistoryExt::claimable_draw`]). Repetitions are counted on Zobrist
/// keys with [`boardcore::KeyHistory`], which looks back only to the last capture or
/// pawn move. `Display`/`FromStr`: the FEN of the start (or `start` for the standard
/// start), then `moves` and the moves in SAN: `start moves e4 e5 Nf3`. The UCI
/// `position` syntax (`startpos moves e2e4`) is
/// [`uci::write_position`](crate::notation::uci::write_position) and
/// [`uci::read_position`](crate::notation::uci::read_position).
///
/// ```
/// use chess::{Game, History, HistoryExt};
///
/// let mut game: History = "start moves e4 e5 Nf3".parse()?;
/// let mv = game.parse_move("Nc6")?;
/// game.play(mv)?;
/// assert_eq!(game.to_string(), "start moves e4 e5 Nf3 Nc6");
/// assert_eq!((game.repetitions(), game.claimable_draw()), (1, None));
/// assert_eq!(game.undo(), Some(mv));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub type History = boardcore::History<Position>;

/// The error of reading a [`History`]: a bad FEN of the start, or a bad move.
pub type ParseHistoryError = boardcore::ParseHistoryError<crate::ParseFenError>;

impl HistoryRules for Position {
    type Termination = Termination;
    type Counters = ();
    type Config = ();
    const GAME_NAME: &'static str = "chess";
    boardcore::perfect_information_history!();

    /// The Zobrist key: the same pieces on the same squares, the same side to move,
    /// the same castling rights and the same en passant possibility (art. 9.2.2).
    #[inline]
    fn repetition_key(&self) -> u64 {
        self.zobrist_hash()
    }

    /// A capture or a pawn move (the moves that reset the halfmove clock).
    #[inline]
    fn is_irreversible(&self, mv: Move) -> bool {
        self.board().by_role(Role::Pawn).contains(mv.from) || self.is_capture(mv)
    }

    #[inline]
    fn next_counters(&self, _previous: Option<()>) {}

    fn to_move(&self) -> Turn {
        Turn::Player(self.turn().into())
    }

    /// The ends of [`Position::termination`], then fivefold repetition (which
    /// outranks the 75-move rule when both arrive with the same move).
    #[inline]
    fn history_termination(history: &History) -> Option<Termination> {
        match history.position().termination() {
            Some(Termination::SeventyFiveMoves) | None if history.repetitions() >= 5 => {
                Some(Termination::FivefoldRepetition)
            }
            other => other,
        }
    }

    /// One move generation for both the moves and the end: checkmate or stalemate
    /// exactly when the list is empty, then the ends of
    /// [`HistoryRules::history_termination`] in its order.
    #[inline]
    fn history_moves(history: &History, moves: &mut MoveList) -> Option<Termination> {
        let pos = history.position();
        pos.generate::<_, { crate::movegen::ALL }>(moves);
        if moves.is_empty() {
            return Some(if pos.is_check() {
                Termination::Checkmate
            } else {
                Termination::Stalemate
            });
        }
        let end = if pos.is_insufficient_material() {
            Termination::InsufficientMaterial
        } else if history.reversible_plies() >= 16 && history.repetitions() >= 5 {
            // The window is only scanned when it can hold five occurrences: a
            // position recurs at the earliest 4 plies later (both sides move a piece
            // away and back; captures and pawn moves start a new window).
            Termination::FivefoldRepetition
        } else if pos.st.halfmoves >= 150 {
            Termination::SeventyFiveMoves
        } else {
            return None;
        };
        moves.clear();
        Some(end)
    }

    /// A uniform pick over the generator's destination sets, counted with popcounts,
    /// without listing the moves; `None` exactly where
    /// [`HistoryRules::history_moves`] finds an end.
    #[inline]
    fn history_random_move<R: Rng + ?Sized>(history: &History, rng: &mut R) -> Option<Move> {
        let pos = history.position();
        let mut picker = Picker::new();
        picker.collect(pos);
        if !picker.has_moves(pos)
            || pos.is_insufficient_material()
            || (history.reversible_plies() >= 16 && history.repetitions() >= 5)
            || pos.st.halfmoves >= 150
        {
            return None;
        }
        picker.pick(pos, rng)
    }

    fn end_outcome(&self, end: Termination) -> Outcome {
        match end {
            Termination::Checkmate => Outcome::win((!self.turn()).into()),
            _ => Outcome::DRAW,
        }
    }
}

/// What a chess [`History`] knows beyond the generic one: draw claims and the exact
/// Polyglot key.
pub trait HistoryExt {
    /// Returns the draw the player to move may claim now, if any: threefold
    /// repetition (art. 9.2) or the 50-move rule (art. 9.3); `None` once the game
    /// has ended.
    fn claimable_draw(&self) -> Option<DrawClaim>;

    /// Returns the Polyglot opening book key of the current position.
    ///
    /// The same as [`Position::polyglot_key`], but exact also where an en passant
    /// capture is possible only pseudo-legally: the last move tells whether a pawn
    /// has just moved two squares, and Polyglot hashes the en passant file whenever a
    /// pawn of the side to move stands beside it, legal capture or not. At the start
    /// of the game (no move played) it is [`Position::polyglot_key`] of the start.
    fn polyglot_key(&self) -> u64;
}

impl HistoryExt for History {
    fn claimable_draw(&self) -> Option<DrawClaim> {
        if self.termination().is_some() {
            None
        } else if self.repetitions() >= 3 {
            Some(DrawClaim::ThreefoldRepetition)
        } else if self.position().halfmoves() >= 100 {
            Some(DrawClaim::FiftyMoves)
        } else {
            None
        }
    }

    fn polyglot_key(&self) -> u64 {
        let pos = self.position();
        let ep = self.moves().last().and_then(|mv| {
            let pushed = pos.board().by_role(Role::Pawn) & pos.board().by_color(!pos.turn());
            let (from, to) = (mv.from.to_index(), mv.to.to_index());
            (from.abs_diff(to) == 16 && pushed.contains(mv.to))
                .then(|| Square::new(from.midpoint(to)))
                .flatten()
        });
        pos.polyglot_key_with_ep(ep.or(pos.ep_square()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use boardcore::Game;

    fn play_all(h: &mut History, moves: &str) {
        for m in moves.split_whitespace() {
            let mv = h.position().parse_san(m).expect("legal SAN");
            h.play(mv).expect("legal");
        }
    }

    #[test]
    fn knight_shuffle_repeats() {
        let mut h = History::default();
        assert_eq!(h.repetitions(), 1);
        play_all(&mut h, "Nf3 Nf6 Ng1 Ng8");
        assert_eq!(h.repetitions(), 2);
        assert_eq!(h.claimable_draw(), None);
        play_all(&mut h, "Nf3 Nf6 Ng1 Ng8");
        assert_eq!(h.repetitions(), 3);
        assert_eq!(h.claimable_draw(), Some(DrawClaim::ThreefoldRepetition));
        assert_eq!(Game::outcome(&h), None);
        play_all(&mut h, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        assert_eq!(h.repetitions(), 5);
        assert_eq!(h.termination(), Some(Termination::FivefoldRepetition));
        assert_eq!(Game::outcome(&h), Some(Outcome::DRAW));
        assert!(Game::legal_moves(&h).is_empty());
        // Undo leaves the fivefold.
        assert!(h.undo().is_some());
        assert_eq!(h.termination(), None);
    }

    #[test]
    fn round_trip_and_errors() {
        let mut h = History::default();
        play_all(&mut h, "e4 e5 Nf3 Nc6 Bc4 Bc5 O-O");
        let text = h.to_string();
        assert_eq!(text, "start moves e4 e5 Nf3 Nc6 Bc4 Bc5 O-O");
        assert_eq!(text.parse::<History>(), Ok(h.clone()));
        // A FEN start, SAN or UCI moves, any white space, a byte order mark.
        let fen =
            "\u{feff}rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\r\nmoves e2e4\ne5";
        let read: History = fen.parse().expect("valid");
        assert_eq!(read.moves(), &h.moves()[..2]);
        let err = "start moves e4 e5 Ke3"
            .parse::<History>()
            .expect_err("illegal");
        assert!(
            matches!(&err, ParseHistoryError::Move { ply: 3, error } if error.text.as_str() == "Ke3"),
            "{err:?}"
        );
        assert!(matches!(
            "nonsense".parse::<History>(),
            Err(ParseHistoryError::Start(_))
        ));
        assert!(matches!(
            "8/8 w - - 0 1 moves e4".parse::<History>(),
            Err(ParseHistoryError::Start(_))
        ));
        assert!(matches!(
            "".parse::<History>(),
            Err(ParseHistoryError::Start(_))
        ));
        // A non-standard start is written as its FEN.
        let pos = Position::from_fen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", crate::Strictness::Strict)
            .expect("valid");
        let mut h = History::new(pos);
        play_all(&mut h, "e4");
        assert_eq!(h.to_string(), "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e4");
    }

    #[test]
    fn moves_after_the_end_are_refused() {
        let mut h = History::default();
        play_all(&mut h, "f3 e5 g4 Qh4#");
        assert_eq!(h.termination(), Some(Termination::Checkmate));
        let err = "start moves f3 e5 g4 Qh4# a3"
            .parse::<History>()
            .expect_err("over");
        assert!(
            matches!(err, ParseHistoryError::Move { ply: 5, .. }),
            "{err}"
        );
        assert!(err.to_string().contains("checkmate"), "{err}");
        assert!(Game::legal_moves(&h).is_empty());
        assert_eq!(Game::legal_move_count(&h), 0);
    }

    #[test]
    fn fifty_and_seventy_five_moves() {
        let pos = Position::from_fen(
            "8/8/4k3/8/8/4K3/8/R7 w - - 99 80",
            crate::Strictness::Strict,
        )
        .expect("valid");
        let mut h = History::new(pos);
        assert_eq!(h.claimable_draw(), None);
        play_all(&mut h, "Ra2");
        assert_eq!(h.claimable_draw(), Some(DrawClaim::FiftyMoves));
        let pos = Position::from_fen(
            "8/8/4k3/8/8/4K3/8/R7 w - - 149 80",
            crate::Strictness::Strict,
        )
        .expect("valid");
        let mut h = History::new(pos);
        play_all(&mut h, "Ra2");
        assert_eq!(h.termination(), Some(Termination::SeventyFiveMoves));
    }

    #[test]
    fn key_repetitions_match_a_brute_force_count() {
        use boardcore::testing::{check_history, random_walk};
        // Shuffling games with few pieces repeat often. The rule compares the
        // board, the side to move, the castling rights and the en passant square.
        let same = |a: &Position, b: &Position| {
            a.board() == b.board()
                && a.turn() == b.turn()
                && a.castling_rights() == b.castling_rights()
                && a.ep_square() == b.ep_square()
        };
        // The window starts at the last capture or pawn move, as the halfmove clock
        // does (every start here has a clock of 0).
        let clock = |h: &History| {
            assert_eq!(
                h.reversible_plies(),
                h.position().halfmoves() as usize,
                "{h}"
            );
        };
        let mut most = 0;
        for fen in [
            "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            "r3k3/8/8/3pP3/8/8/8/4K2R w Kq d6 0 1",
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        ] {
            let h =
                History::new(Position::from_fen(fen, crate::Strictness::Strict).expect("valid"));
            for seed in 0..2 {
                let moves = random_walk(&h, 300, seed);
                let reps = check_history(&h, &moves, same, clock)
                    .unwrap_or_else(|e| panic!("{fen}, seed {seed}: {e}"));
                most = most.max(reps);
            }
        }
        assert!(
            most >= 2,
            "the walks should repeat positions, saw at most {most}"
        );
    }

    #[test]
    fn moves_in_one_pass_match_the_termination_then_the_moves() {
        // Random games end by every rule: checkmate, stalemate, dead position, the
        // 75-move rule and fivefold repetition (a 75-move start reaches it at once).
        let mut ends = alloc::collections::BTreeSet::new();
        let starts = [
            Position::new(),
            "4k3/8/8/8/8/8/8/R3K2R w KQ - 140 1".parse().expect("valid"),
            "7k/8/8/8/8/8/1R6/K5R1 w - - 0 1".parse().expect("valid"),
        ];
        for (i, start) in starts.into_iter().enumerate() {
            for game in 0..60 {
                let mut h = History::new(start.clone());
                let mut rng = boardcore::playout_rng(7, game + 100 * i as u64);
                loop {
                    let mut moves = MoveList::new();
                    let end = <Position as HistoryRules>::history_moves(&h, &mut moves);
                    assert_eq!(end, h.termination(), "{h}");
                    let expected = match end {
                        Some(_) => MoveList::new(),
                        None => h.position().legal_moves(),
                    };
                    assert_eq!(moves, expected, "{h}");
                    assert_eq!(Game::legal_moves(&h), expected, "{h}");
                    if let Some(end) = end {
                        assert_eq!(Game::random_move(&h, &mut rng), None);
                        ends.insert(end.to_string());
                        break;
                    }
                    // The pick is a legal move (its distribution: `random::tests`).
                    let mv = Game::random_move(&h, &mut rng).expect("moves");
                    assert!(expected.contains(&mv), "{h}: {mv}");
                    h.play_unchecked(mv);
                }
            }
        }
        // Fivefold repetition, rare in random games, by a knight shuffle; from a
        // clock of 134 it arrives with the 75-move rule and outranks it.
        for start in [
            Position::new(),
            "4k1n1/8/8/8/8/8/8/4K1N1 w - - 134 1"
                .parse()
                .expect("valid"),
        ] {
            let mut h = History::new(start);
            play_all(&mut h, &"Nf3 Nf6 Ng1 Ng8 ".repeat(4));
            let mut moves = MoveList::new();
            let end = <Position as HistoryRules>::history_moves(&h, &mut moves);
            assert_eq!((end, moves.len()), (h.termination(), 0));
            ends.insert(end.expect("fivefold").to_string());
        }
        assert_eq!(ends.len(), 5, "{ends:?}");
    }
}
