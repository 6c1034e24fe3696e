//! A game in progress with its history: the draw rules that need past positions.

use crate::notation::fen::ParseFenError;
use crate::notation::uci::UciError;
use crate::{Move, MoveList, Position, Square};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::{Excerpt, Game, KeyHistory, Outcome, ParseMoveError, ParseMoveErrorKind, Turn};
use core::fmt;
use core::str::FromStr;

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

/// A game: the start position, the moves played, the current position, and the
/// 64-bit keys of every position since the start, so that repetitions can be
/// counted.
///
/// `History` implements [`boardcore::Game`] with the draw rules that need the past:
/// fivefold repetition ends the game, threefold repetition and the 50-move rule are
/// claimable ([`History::claimable_draw`]). Repetitions are counted on Zobrist keys
/// with [`boardcore::KeyHistory`], which looks back only to the last capture or pawn
/// move; a game costs 12 bytes per ply besides its moves, and no position is copied.
/// `Display` and `FromStr` use the syntax of the UCI `position` command without its
/// keyword: `startpos moves e2e4 e7e5` or `fen <FEN> moves ...`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct History {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    keys: KeyHistory,
}

impl Default for History {
    /// Returns a game from the standard start position.
    fn default() -> Self {
        Self::new(Position::new())
    }
}

impl History {
    /// Returns a game starting at `start`.
    #[must_use]
    pub fn new(start: Position) -> Self {
        Self {
            keys: KeyHistory::new(start.zobrist_hash()),
            position: start.clone(),
            start,
            moves: Vec::new(),
        }
    }

    /// Returns the start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Returns the current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Returns the moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Returns the keys of the positions since the start.
    #[must_use]
    pub fn keys(&self) -> &KeyHistory {
        &self.keys
    }

    /// Takes back the last move and returns it, or `None` at the start.
    ///
    /// The position is rebuilt by replaying the game from the start (a position has
    /// no unmake), so an undo costs one move per ply played.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.keys.pop();
        let mut position = self.start.clone();
        for &m in &self.moves {
            position.play_unchecked(m);
        }
        self.position = position;
        Some(mv)
    }

    /// Returns the Polyglot opening book key of the current position.
    ///
    /// The same as [`Position::polyglot_key`], but exact also where an en passant
    /// capture is possible only pseudo-legally: the last move tells whether a pawn
    /// has just moved two squares, and Polyglot hashes the en passant file whenever a
    /// pawn of the side to move stands beside it, legal capture or not. At the start
    /// of the game (no move played) it is [`Position::polyglot_key`] of the start.
    #[must_use]
    pub fn polyglot_key(&self) -> u64 {
        let pos = &self.position;
        let ep = self.moves.last().and_then(|mv| {
            let pushed = pos.board().by_role(crate::Role::Pawn) & pos.board().by_color(!pos.turn());
            let (from, to) = (mv.from.to_index(), mv.to.to_index());
            (from.abs_diff(to) == 16 && pushed.contains(mv.to))
                .then(|| Square::new(from.midpoint(to)))
                .flatten()
        });
        pos.polyglot_key_with_ep(ep.or(pos.ep_square()))
    }

    /// Returns how many times the current position has occurred, this time included
    /// (FIDE art. 9.2.2: same pieces on the same squares, same side to move, same
    /// castling rights, same en passant possibility), as told by equal Zobrist keys.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.keys.repetitions()
    }

    /// Returns the draw the player to move may claim now, if any: threefold
    /// repetition (art. 9.2) or the 50-move rule (art. 9.3).
    #[must_use]
    pub fn claimable_draw(&self) -> Option<DrawClaim> {
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

    /// Returns why the game has ended, or `None` while it goes on.
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        match self.position().termination() {
            Some(Termination::SeventyFiveMoves) | None if self.repetitions() >= 5 => {
                Some(Termination::FivefoldRepetition)
            }
            other => other,
        }
    }
}

impl Game for History {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "chess";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        match self.outcome() {
            Some(o) => Turn::Over(o),
            None => Turn::Player(self.position().turn().into()),
        }
    }

    fn legal_moves(&self) -> MoveList {
        if self.termination().is_some() {
            MoveList::new()
        } else {
            self.position().legal_moves()
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.position.play_unchecked(mv);
        // A capture or a pawn move resets the halfmove clock: no earlier position can
        // come back.
        let irreversible = self.position.halfmoves() == 0;
        self.keys.push(self.position.zobrist_hash(), irreversible);
        self.moves.push(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.termination()? {
            Termination::Checkmate => Some(Outcome::win((!self.position().turn()).into())),
            _ => Some(Outcome::DRAW),
        }
    }

    fn is_legal(&self, mv: Move) -> bool {
        self.termination().is_none() && self.position().is_legal(mv)
    }

    /// Reads SAN or UCI, as [`Position`] does; every move is illegal once the game
    /// has ended.
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let mv = crate::game::parse_move(self.position(), text)?;
        if let Some(end) = self.termination() {
            return Err(ParseMoveError::new(ParseMoveErrorKind::Illegal, text, end));
        }
        Ok(mv)
    }

    /// Writes SAN with its `+` or `#` suffix.
    fn format_move(&self, mv: Move) -> String {
        self.position().san(mv)
    }
}

impl fmt::Display for History {
    /// Writes `startpos moves ...` or `fen <FEN> moves ...` with moves in UCI.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self.start() == Position::new() {
            f.write_str("startpos")?;
        } else {
            write!(f, "fen {}", self.start())?;
        }
        if !self.moves.is_empty() {
            f.write_str(" moves")?;
            let mut pos = self.start.clone();
            for &mv in &self.moves {
                write!(f, " {}", pos.uci(mv))?;
                pos.play_unchecked(mv);
            }
        }
        Ok(())
    }
}

/// The error of reading a [`History`] from `startpos moves ...` / `fen ... moves ...`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseHistoryError {
    /// The text starts with neither `startpos` nor `fen`.
    #[error("expected \"startpos\" or \"fen <FEN>\" at the start of {0}")]
    Start(Excerpt),
    /// The FEN is malformed or illegal.
    #[error(transparent)]
    Fen(#[from] ParseFenError),
    /// A move is malformed or illegal; `ply` is 1-based.
    #[error("move {ply} {token}: {error}")]
    Move {
        /// The 1-based ply of the bad move.
        ply: usize,
        /// The move as written, quoted as a short excerpt.
        token: Excerpt,
        /// What is wrong with it.
        error: UciError,
    },
}

impl FromStr for History {
    type Err = ParseHistoryError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        let (start, rest) = if let Some(rest) = s
            .strip_prefix("startpos")
            .filter(|rest| rest.is_empty() || rest.starts_with(' '))
        {
            (Position::new(), rest)
        } else if let Some(rest) = s.strip_prefix("fen ") {
            let (fen, rest) = match rest.find(" moves") {
                Some(i) => (&rest[..i], &rest[i..]),
                None => (rest, ""),
            };
            (
                Position::from_fen(fen.trim(), crate::Strictness::Strict)?,
                rest,
            )
        } else {
            return Err(ParseHistoryError::Start(Excerpt::new(s)));
        };
        let rest = rest.trim();
        let moves = match rest.strip_prefix("moves") {
            Some(m) => m,
            None if rest.is_empty() => "",
            None => return Err(ParseHistoryError::Start(Excerpt::new(s))),
        };
        let mut history = Self::new(start);
        for (i, token) in moves.split_ascii_whitespace().enumerate() {
            let err = |error| ParseHistoryError::Move {
                ply: i + 1,
                token: Excerpt::new(token),
                error,
            };
            let mv = history.position().parse_uci(token).map_err(err)?;
            if history.play(mv).is_err() {
                return Err(err(UciError::IllegalUci(String::from(token))));
            }
        }
        Ok(history)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

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
        assert_eq!(text, "startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1");
        assert_eq!(text.parse::<History>(), Ok(h));
        assert!(matches!(
            "startpos moves e2e5".parse::<History>(),
            Err(ParseHistoryError::Move { ply: 1, .. })
        ));
        assert!(matches!(
            "nonsense".parse::<History>(),
            Err(ParseHistoryError::Start(_))
        ));
        assert!(matches!(
            "fen 8/8 w - - 0 1".parse::<History>(),
            Err(ParseHistoryError::Fen(_))
        ));
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

    /// Counts repetitions the slow way: every earlier position with the same board,
    /// side, castling rights and en passant square.
    fn brute_repetitions(h: &History) -> usize {
        let mut pos = h.start().clone();
        let mut seen = alloc::vec![pos.clone()];
        for &mv in h.moves() {
            pos.play_unchecked(mv);
            seen.push(pos.clone());
        }
        let now = h.position();
        seen.iter()
            .filter(|p| {
                p.board() == now.board()
                    && p.turn() == now.turn()
                    && p.castling_rights() == now.castling_rights()
                    && p.ep_square() == now.ep_square()
            })
            .count()
    }

    #[test]
    fn key_repetitions_match_a_brute_force_count() {
        // Shuffling games with few pieces repeat often; a simple LCG picks the moves.
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut most = 0;
        for fen in [
            "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            "r3k3/8/8/3pP3/8/8/8/4K2R w Kq d6 0 1",
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        ] {
            let mut h =
                History::new(Position::from_fen(fen, crate::Strictness::Strict).expect("valid"));
            for _ in 0..300 {
                let moves = Game::legal_moves(&h);
                if moves.is_empty() {
                    break;
                }
                state = state
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1);
                let mv = moves[(state >> 33) as usize % moves.len()];
                Game::play(&mut h, mv).expect("listed");
                assert_eq!(h.repetitions(), brute_repetitions(&h), "{h}");
                most = most.max(h.repetitions());
            }
            // Undo walks back through the same counts.
            while h.undo().is_some() {
                assert_eq!(h.repetitions(), brute_repetitions(&h), "{h}");
                assert_eq!(h.position().zobrist_hash(), h.keys().current());
            }
        }
        assert!(
            most >= 2,
            "the walks should repeat positions, saw at most {most}"
        );
    }
}
