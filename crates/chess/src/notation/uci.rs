//! UCI long algebraic notation: `e2e4`, `e7e8q`, `0000` for a null move.
//!
//! Format: the Universal Chess Interface protocol (Stefan Meyer-Kahlen, 2000-2006,
//! "move format"). Castling is the king's two-square move (`e1g1`) in standard chess
//! and king-takes-rook (`e1h1`) in Chess960, as engines expect with
//! `UCI_Chess960`.
//!
//! [`read_position`] and [`write_position`] read and write a game in the syntax of the
//! UCI `position` command: `startpos moves e2e4 e7e5`.

use crate::castling::{CastlingMode, CastlingSide};
use crate::{File, History, Move, ParseFenError, Position, Role, Square, Strictness};
use alloc::string::{String, ToString};
use boardcore::{Excerpt, Game};
use core::fmt::{self, Write as _};
use core::str::FromStr;

/// A move in UCI notation, parsed but not yet resolved against a position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Uci {
    /// A move from one square to another, maybe promoting.
    Normal {
        /// The origin square.
        from: Square,
        /// The destination square.
        to: Square,
        /// The promotion piece.
        promotion: Option<Role>,
    },
    /// The null move `0000`; it can be read and written but not played.
    Null,
}

/// The error of reading text that is not UCI move notation.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid UCI move {0}")]
pub struct ParseUciError(pub Excerpt);

/// The error of resolving a UCI move against a position.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum UciError {
    /// The text is not UCI notation.
    #[error(transparent)]
    Syntax(#[from] ParseUciError),
    /// The text is well-formed UCI, but the move is not legal in this position.
    #[error("illegal UCI move {0}: not a legal move in this position")]
    IllegalUci(String),
    /// The move is the null move, which a position cannot play.
    #[error("null move {0:?} is not supported")]
    NullMove(String),
}

impl Uci {
    /// Returns the UCI form of `mv` in `pos`: castling as `e1g1` in
    /// [`CastlingMode::Standard`] and as king-takes-rook `e1h1` in
    /// [`CastlingMode::Chess960`].
    #[must_use]
    pub fn from_move(pos: &Position, mv: Move) -> Self {
        let to = match pos.castling_side(mv) {
            Some(side) if pos.castling_mode() == CastlingMode::Standard => side.king_to(pos.turn()),
            _ => mv.to,
        };
        Self::Normal {
            from: mv.from,
            to,
            promotion: mv.promotion,
        }
    }

    /// Returns the legal move of `pos` this UCI move denotes. In standard chess both
    /// `e1g1` and `e1h1` are read as castling; in Chess960 only king-takes-rook.
    ///
    /// # Errors
    ///
    /// Returns [`UciError::IllegalUci`] if the move is not legal here and
    /// [`UciError::NullMove`] for `0000`.
    pub fn to_move(&self, pos: &Position) -> Result<Move, UciError> {
        let Self::Normal {
            from,
            to,
            promotion,
        } = *self
        else {
            return Err(UciError::NullMove(self.to_string()));
        };
        let mv = Move {
            from,
            to,
            promotion,
        };
        if pos.is_legal(mv) {
            return Ok(mv);
        }
        // The standard two-square king move for castling. (Whether `from` holds the
        // king need not be asked: only a castling move from `from` is accepted, and
        // castling starts on the king's square. Asking it made an equivalent mutant.)
        if pos.castling_mode() == CastlingMode::Standard
            && promotion.is_none()
            && from.file() == File::E
            && from.rank() == to.rank()
        {
            let side = match to.file() {
                File::G => Some(CastlingSide::KingSide),
                File::C => Some(CastlingSide::QueenSide),
                _ => None,
            };
            if let Some(side) = side
                && let Some(mv) = pos
                    .legal_moves()
                    .into_iter()
                    .find(|&m| m.from == from && pos.castling_side(m) == Some(side))
            {
                return Ok(mv);
            }
        }
        Err(UciError::IllegalUci(self.to_string()))
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Null => f.write_str("0000"),
            Self::Normal {
                from,
                to,
                promotion,
            } => {
                write!(f, "{from}{to}")?;
                if let Some(p) = promotion {
                    write!(f, "{}", p.char())?;
                }
                Ok(())
            }
        }
    }
}

impl FromStr for Uci {
    type Err = ParseUciError;

    /// Reads `e2e4`, `e7e8q` (the promotion letter in either case) or `0000`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseUciError(Excerpt::new(s));
        let b = s.as_bytes();
        if b == b"0000" {
            return Ok(Self::Null);
        }
        if !(4..=5).contains(&b.len()) || !s.is_ascii() {
            return Err(err());
        }
        let from: Square = s[0..2].parse().map_err(|_| err())?;
        let to: Square = s[2..4].parse().map_err(|_| err())?;
        let promotion = match b.get(4) {
            None => None,
            Some(&c) => match Role::from_char(char::from(c)) {
                Some(r @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen)) => Some(r),
                _ => return Err(err()),
            },
        };
        Ok(Self::Normal {
            from,
            to,
            promotion,
        })
    }
}

impl Position {
    /// Returns the UCI form of the legal move `mv` (see [`Uci::from_move`]).
    #[must_use]
    pub fn uci(&self, mv: Move) -> String {
        Uci::from_move(self, mv).to_string()
    }

    /// Reads a move in UCI notation and returns the legal move it denotes here.
    ///
    /// # Errors
    ///
    /// Returns [`UciError::Syntax`] if the text is not UCI notation, else as
    /// [`Uci::to_move`].
    pub fn parse_uci(&self, s: &str) -> Result<Move, UciError> {
        s.parse::<Uci>()?.to_move(self)
    }
}

// The `position` command's syntax for a game.

/// The error of [`read_position`].
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum UciPositionError {
    /// The text starts with neither `startpos` nor `fen`, or `moves` is missing
    /// before the moves.
    #[error("expected \"startpos\" or \"fen <FEN>\", then \"moves\": {0}")]
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

/// Writes `history` in the syntax of the UCI `position` command without its keyword:
/// `startpos moves e2e4 e7e5`, or `fen <FEN> moves ...` from another start.
#[must_use]
pub fn write_position(history: &History) -> String {
    let mut out = String::new();
    if *history.start() == Position::new() {
        out.push_str("startpos");
    } else {
        let _ = write!(out, "fen {}", history.start());
    }
    if !history.moves().is_empty() {
        out.push_str(" moves");
        let mut pos = history.start().clone();
        for &mv in history.moves() {
            let _ = write!(out, " {}", pos.uci(mv));
            pos.play_unchecked(mv);
        }
    }
    out
}

/// Reads a game in the syntax of the UCI `position` command without its keyword
/// (`startpos moves e2e4 e7e5`, `fen <FEN> moves ...`), as [`write_position`]
/// writes it.
///
/// ```
/// use chess::notation::uci::{read_position, write_position};
///
/// let game = read_position("startpos moves e2e4 e7e5")?;
/// assert_eq!(game.to_string(), "start moves e4 e5");
/// assert_eq!(write_position(&game), "startpos moves e2e4 e7e5");
/// # Ok::<(), chess::notation::uci::UciPositionError>(())
/// ```
///
/// # Errors
///
/// Returns [`UciPositionError`] for a missing `startpos`/`fen`, a bad FEN, or the
/// first malformed or illegal move (also one after the end of the game).
pub fn read_position(text: &str) -> Result<History, UciPositionError> {
    let s = text.trim();
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
        (Position::from_fen(fen.trim(), Strictness::Strict)?, rest)
    } else {
        return Err(UciPositionError::Start(Excerpt::new(s)));
    };
    let rest = rest.trim();
    let moves = match rest.strip_prefix("moves") {
        Some(m) => m,
        None if rest.is_empty() => "",
        None => return Err(UciPositionError::Start(Excerpt::new(s))),
    };
    let mut history = History::new(start);
    for (i, token) in moves.split_ascii_whitespace().enumerate() {
        let err = |error| UciPositionError::Move {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Strictness;

    #[test]
    fn castling_forms() {
        let p = Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Strictness::Strict)
            .expect("valid");
        let castle = Move::new(Square::E1, Square::H1);
        assert_eq!(p.uci(castle), "e1g1");
        assert_eq!(p.parse_uci("e1g1"), Ok(castle));
        assert_eq!(p.parse_uci("e1h1"), Ok(castle));
        assert_eq!(p.parse_uci("e1c1"), Ok(Move::new(Square::E1, Square::A1)));
        assert!(matches!(p.parse_uci("0000"), Err(UciError::NullMove(_))));
        assert!(matches!(p.parse_uci("e1e3"), Err(UciError::IllegalUci(_))));
        assert!(matches!(p.parse_uci("e1"), Err(UciError::Syntax(_))));
    }

    #[test]
    fn position_command_round_trip_and_errors() {
        let game =
            read_position("startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1").expect("legal");
        assert_eq!(game.to_string(), "start moves e4 e5 Nf3 Nc6 Bc4 Bc5 O-O");
        assert_eq!(
            write_position(&game),
            "startpos moves e2e4 e7e5 g1f3 b8c6 f1c4 f8c5 e1g1"
        );
        assert_eq!(read_position("startpos"), Ok(History::default()));
        let fen = "fen 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4";
        let game = read_position(fen).expect("legal");
        assert_eq!(write_position(&game), fen);
        assert!(matches!(
            read_position("startpos moves e2e5"),
            Err(UciPositionError::Move { ply: 1, .. })
        ));
        assert!(matches!(
            read_position("nonsense"),
            Err(UciPositionError::Start(_))
        ));
        assert!(matches!(
            read_position("startpos e2e4"),
            Err(UciPositionError::Start(_))
        ));
        assert!(matches!(
            read_position("fen 8/8 w - - 0 1"),
            Err(UciPositionError::Fen(_))
        ));
    }
}
