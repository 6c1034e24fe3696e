//! Standard Algebraic Notation (SAN): reading and writing moves as `Nbd7`, `exd6`,
//! `O-O-O`, `e8=Q+`, `Qh4#`.
//!
//! Format: the PGN standard (Edwards 1994, section 8.2.3). Writing follows it exactly
//! (minimal disambiguation: file first, then rank, then both). Reading is lenient:
//! `0-0`/`0-0-0` for castling, `e8Q`, `e8(Q)`, `e8/Q` and `e8=Q` for promotion, an optional
//! `P` before pawn moves, `:` for captures, missing or wrong `+`/`#` suffixes, a
//! trailing `e.p.` and the annotations `!`, `?`, `!!`, `??`, `!?`, `?!`.

use crate::castling::CastlingSide;
use crate::{File, Move, Position, Rank, Role, Square};
use alloc::string::{String, ToString};
use boardcore::Excerpt;
use core::fmt;
use core::str::FromStr;

/// A move in SAN, parsed but not yet resolved against a position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum San {
    /// A move that is not castling.
    Normal {
        /// The moving piece.
        role: Role,
        /// The origin file, if given to disambiguate (always for pawn captures).
        file: Option<File>,
        /// The origin rank, if given to disambiguate.
        rank: Option<Rank>,
        /// Whether the move is written as a capture.
        capture: bool,
        /// The destination square.
        to: Square,
        /// The piece a pawn promotes to.
        promotion: Option<Role>,
    },
    /// Castling (`O-O` king side, `O-O-O` queen side), in Chess960 too.
    Castle(CastlingSide),
    /// A null move (`--` or `Z0`); it can be read and written but not played.
    Null,
}

/// The check or checkmate suffix of a SAN move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Suffix {
    /// The move gives check (`+`).
    Check,
    /// The move gives checkmate (`#`).
    Checkmate,
}

impl Suffix {
    /// Returns the suffix `mv` earns in `pos` (which must be legal there): checkmate,
    /// check or none.
    #[must_use]
    pub fn from_move(pos: &Position, mv: Move) -> Option<Self> {
        let mut after = pos.clone();
        after.play_unchecked(mv);
        if !after.is_check() {
            None
        } else if after.has_legal_moves() {
            Some(Self::Check)
        } else {
            Some(Self::Checkmate)
        }
    }

    /// Returns the PGN character: `+` or `#`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Self::Check => '+',
            Self::Checkmate => '#',
        }
    }
}

impl fmt::Display for Suffix {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// A SAN move with its check or checkmate suffix, as written in PGN movetext.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SanPlus {
    /// The move.
    pub san: San,
    /// The `+` or `#` suffix, if any.
    pub suffix: Option<Suffix>,
}

/// The error of reading SAN text that is not well-formed (PGN standard section 8.2.3).
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid san {0}")]
pub struct ParseSanError(pub Excerpt);

/// The error of resolving a SAN move against a position.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum SanError {
    /// The text is not well-formed SAN.
    #[error(transparent)]
    Syntax(#[from] ParseSanError),
    /// No legal move fits the SAN in this position.
    #[error("illegal san {0:?} in this position")]
    IllegalSan(String),
    /// More than one legal move fits the SAN in this position.
    #[error("ambiguous san {0:?} in this position")]
    AmbiguousSan(String),
    /// The SAN is a null move, which a position cannot play.
    #[error("null move {0:?} is not supported")]
    NullMove(String),
}

/// How a notation spells the pieces: the letter of each role, and the role of a
/// letter.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Letters {
    /// Letters of pawn, knight, bishop, rook, queen, king.
    pub upper: [u8; 6],
}

impl Letters {
    /// English letters (PGN standard section 8.2.3.2).
    pub const ENGLISH: Self = Self { upper: *b"PNBRQK" };

    /// Returns the letter of `role`.
    pub fn letter(self, role: Role) -> char {
        char::from(self.upper[role.idx()])
    }

    /// Returns the role of an uppercase letter.
    pub fn role(self, c: u8) -> Option<Role> {
        self.upper
            .iter()
            .position(|&l| l == c)
            .map(|i| Role::ALL[i])
    }
}

fn is_promotion_role(role: Role) -> bool {
    matches!(role, Role::Knight | Role::Bishop | Role::Rook | Role::Queen)
}

/// Strips trailing annotations and check/mate suffixes; returns the rest and the
/// suffix found (mate wins over check; `++` counts as mate).
pub(crate) fn strip_suffixes(s: &[u8]) -> (&[u8], Option<Suffix>) {
    let mut s = s;
    let mut suffix = None;
    loop {
        if let Some(rest) = s.strip_suffix(b"e.p.") {
            s = rest;
            continue;
        }
        if let Some(rest) = s.strip_suffix(b"ep") {
            // `exd6ep`: only when a square precedes it.
            if rest.last().is_some_and(u8::is_ascii_digit) {
                s = rest;
                continue;
            }
        }
        match s.last() {
            Some(b'!' | b'?') => s = &s[..s.len() - 1],
            Some(b'#') => {
                suffix = Some(Suffix::Checkmate);
                s = &s[..s.len() - 1];
            }
            Some(b'+') => {
                if s.len() >= 2 && s[s.len() - 2] == b'+' {
                    suffix = Some(Suffix::Checkmate);
                    s = &s[..s.len() - 2];
                } else {
                    if suffix.is_none() {
                        suffix = Some(Suffix::Check);
                    }
                    s = &s[..s.len() - 1];
                }
            }
            Some(b' ') => s = &s[..s.len() - 1],
            _ => return (s, suffix),
        }
    }
}

/// Reads the castling forms `O-O`, `0-0`, `O-O-O`, `0-0-0` (either letter O case).
pub(crate) fn parse_castle(s: &[u8]) -> Option<CastlingSide> {
    let norm = |c: u8| matches!(c, b'O' | b'o' | b'0');
    match s {
        [a, b'-', b] if norm(*a) && norm(*b) => Some(CastlingSide::KingSide),
        [a, b'-', b, b'-', c] if norm(*a) && norm(*b) && norm(*c) => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// Parses a SAN-like body (no suffix) with the piece letters `letters`.
pub(crate) fn parse_body(s: &[u8], letters: Letters) -> Option<San> {
    if let Some(side) = parse_castle(s) {
        return Some(San::Castle(side));
    }
    if s == b"--" || s == b"Z0" {
        return Some(San::Null);
    }
    let (role, mut rest) = match s.first() {
        Some(&c) if c.is_ascii_uppercase() => (letters.role(c)?, &s[1..]),
        Some(_) => (Role::Pawn, s),
        None => return None,
    };
    // Promotion at the end: `=Q`, `(Q)`, `Q`.
    let mut promotion = None;
    if let Some(inner) = rest.strip_suffix(b")") {
        let (&c, before) = inner.split_last()?;
        let before = before.strip_suffix(b"(")?;
        promotion = Some(letters.role(c.to_ascii_uppercase())?);
        rest = before;
    } else if let Some((&c, before)) = rest.split_last() {
        if c.is_ascii_alphabetic() {
            promotion = Some(letters.role(c.to_ascii_uppercase())?);
            // `e8=Q`, `e8/Q` (an old form some databases write) or `e8Q`.
            rest = before
                .strip_suffix(b"=")
                .or_else(|| before.strip_suffix(b"/"))
                .unwrap_or(before);
        } else if c == b'=' {
            // `e8=` without a piece.
            return None;
        }
    }
    if let Some(p) = promotion
        && (role != Role::Pawn || !is_promotion_role(p))
    {
        return None;
    }
    // Destination square.
    if rest.len() < 2 {
        return None;
    }
    let (head, sq) = rest.split_at(rest.len() - 2);
    let to = Square::from_coords(
        File::from_char(char::from(sq[0]))?,
        Rank::from_char(char::from(sq[1]))?,
    );
    let (head, capture) = match head.split_last() {
        Some((b'x' | b':', h)) => (h, true),
        _ => (head, false),
    };
    let (file, rank) = match head {
        [] => (None, None),
        [f] if f.is_ascii_lowercase() => (Some(File::from_char(char::from(*f))?), None),
        [r] => (None, Some(Rank::from_char(char::from(*r))?)),
        [f, r] => (
            Some(File::from_char(char::from(*f))?),
            Some(Rank::from_char(char::from(*r))?),
        ),
        _ => return None,
    };
    Some(San::Normal {
        role,
        file,
        rank,
        capture,
        to,
        promotion,
    })
}

impl San {
    /// Returns the SAN of `mv` in `pos` per the PGN standard (Edwards 1994, section
    /// 8.2.3), with minimal disambiguation: by file if that suffices, else by rank, else
    /// by both.
    ///
    /// `mv` should be legal in `pos`; for an illegal move the result is unspecified
    /// but this never panics.
    #[must_use]
    pub fn from_move(pos: &Position, mv: Move) -> Self {
        if let Some(side) = pos.castling_side(mv) {
            return Self::Castle(side);
        }
        let role = pos.board().role_at(mv.from).unwrap_or(Role::Pawn);
        let capture = pos.is_capture(mv);
        let (file, rank) = match role {
            Role::Pawn => (capture.then(|| mv.from.file()), None),
            // Equivalent mutant: without this arm a king goes to the general branch,
            // which finds no other king of its side (a position has exactly one) and
            // gives the same `(None, None)`; the arm only saves a move generation.
            Role::King => (None, None),
            _ => {
                let mut others = false;
                let mut same_file = false;
                let mut same_rank = false;
                for other in pos.legal_moves() {
                    if other.to == mv.to
                        && other.from != mv.from
                        && pos.board().role_at(other.from) == Some(role)
                        && pos.castling_side(other).is_none()
                    {
                        others = true;
                        same_file |= other.from.file() == mv.from.file();
                        same_rank |= other.from.rank() == mv.from.rank();
                    }
                }
                if !others {
                    (None, None)
                } else if !same_file {
                    (Some(mv.from.file()), None)
                } else if !same_rank {
                    (None, Some(mv.from.rank()))
                } else {
                    (Some(mv.from.file()), Some(mv.from.rank()))
                }
            }
        };
        Self::Normal {
            role,
            file,
            rank,
            capture,
            to: mv.to,
            promotion: mv.promotion,
        }
    }

    /// Tests if the legal move `mv` of `pos` fits this SAN (leniently: the capture flag
    /// is not checked, but a pawn move without a file must be a straight push).
    fn matches(&self, pos: &Position, mv: Move) -> bool {
        match *self {
            Self::Castle(side) => pos.castling_side(mv) == Some(side),
            Self::Null => false,
            Self::Normal {
                role,
                file,
                rank,
                capture: _,
                to,
                promotion,
            } => {
                mv.to == to
                    && mv.promotion == promotion
                    && pos.castling_side(mv).is_none()
                    && pos.board().role_at(mv.from) == Some(role)
                    && file.is_none_or(|f| mv.from.file() == f)
                    && rank.is_none_or(|r| mv.from.rank() == r)
                    && (role != Role::Pawn || file.is_some() || mv.from.file() == to.file())
            }
        }
    }

    /// Returns the legal move of `pos` that this SAN denotes.
    ///
    /// # Errors
    ///
    /// Returns [`SanError::IllegalSan`] if no legal move fits,
    /// [`SanError::AmbiguousSan`] if several do, and [`SanError::NullMove`] for a null
    /// move.
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        if *self == Self::Null {
            return Err(SanError::NullMove(self.to_string()));
        }
        let mut found = None;
        for mv in pos.legal_moves() {
            if self.matches(pos, mv) {
                if found.is_some() {
                    return Err(SanError::AmbiguousSan(self.to_string()));
                }
                found = Some(mv);
            }
        }
        found.ok_or_else(|| SanError::IllegalSan(self.to_string()))
    }

    /// Writes the SAN with the piece letters `letters`; `german` writes `0-0` castling
    /// and promotions without `=` (`e8D`).
    pub(crate) fn write_with(
        &self,
        f: &mut dyn fmt::Write,
        letters: Letters,
        german: bool,
    ) -> fmt::Result {
        match *self {
            Self::Castle(CastlingSide::KingSide) => f.write_str(if german { "0-0" } else { "O-O" }),
            Self::Castle(CastlingSide::QueenSide) => {
                f.write_str(if german { "0-0-0" } else { "O-O-O" })
            }
            Self::Null => f.write_str("--"),
            Self::Normal {
                role,
                file,
                rank,
                capture,
                to,
                promotion,
            } => {
                if role != Role::Pawn {
                    f.write_char(letters.letter(role))?;
                }
                if let Some(file) = file {
                    f.write_char(file.char())?;
                }
                if let Some(rank) = rank {
                    f.write_char(rank.char())?;
                }
                if capture {
                    f.write_char('x')?;
                }
                write!(f, "{to}")?;
                if let Some(p) = promotion {
                    if !german {
                        f.write_char('=')?;
                    }
                    f.write_char(letters.letter(p))?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for San {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_with(f, Letters::ENGLISH, false)
    }
}

impl FromStr for San {
    type Err = ParseSanError;

    /// Reads SAN leniently; a check or mate suffix is accepted and dropped.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.parse::<SanPlus>().map(|sp| sp.san)
    }
}

impl SanPlus {
    /// Returns the SAN of `mv` in `pos` with its `+` or `#` suffix, found by playing the
    /// move on a copy of `pos` (PGN standard, Edwards 1994, section 8.2.3.5).
    ///
    /// `mv` should be legal in `pos`; for an illegal move the result is unspecified.
    #[must_use]
    pub fn from_move(pos: &Position, mv: Move) -> Self {
        let san = San::from_move(pos, mv);
        let suffix = if pos.is_legal(mv) {
            Suffix::from_move(pos, mv)
        } else {
            None
        };
        Self { san, suffix }
    }

    /// Returns the legal move of `pos` this SAN denotes (the suffix is not checked).
    ///
    /// # Errors
    ///
    /// As [`San::to_move`].
    pub fn to_move(&self, pos: &Position) -> Result<Move, SanError> {
        self.san.to_move(pos)
    }
}

impl fmt::Display for SanPlus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.san)?;
        if let Some(suffix) = self.suffix {
            write!(f, "{suffix}")?;
        }
        Ok(())
    }
}

impl FromStr for SanPlus {
    type Err = ParseSanError;

    /// Reads SAN leniently (see the [module documentation](self)).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseSanError(Excerpt::new(s));
        let trimmed = s.trim();
        let (body, suffix) = strip_suffixes(trimmed.as_bytes());
        // An optional `P` before a pawn move needs no stripping: `parse_body` reads it
        // as the pawn's letter. (A stripping arm here survived mutation testing; it
        // also let `Po-o` through as castling.)
        let san = parse_body(body, Letters::ENGLISH).ok_or_else(err)?;
        Ok(Self { san, suffix })
    }
}

impl Position {
    /// Returns the SAN of the legal move `mv`, with its `+` or `#` suffix (PGN standard,
    /// Edwards 1994, section 8.2.3).
    #[must_use]
    pub fn san(&self, mv: Move) -> String {
        SanPlus::from_move(self, mv).to_string()
    }

    /// Reads a move in SAN (leniently, see [`SanPlus`]'s `FromStr`) and returns the
    /// legal move it denotes here.
    ///
    /// # Errors
    ///
    /// Returns [`SanError::Syntax`] if the text is not SAN, else as [`San::to_move`].
    pub fn parse_san(&self, s: &str) -> Result<Move, SanError> {
        s.parse::<SanPlus>()?.san.to_move(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Strictness;

    fn pos(fen: &str) -> Position {
        Position::from_fen(fen, Strictness::Strict).expect("valid fen")
    }

    #[test]
    fn writes_and_reads_basic_moves() {
        let p = Position::new();
        let mv = p.parse_san("Nf3").expect("legal");
        assert_eq!(p.san(mv), "Nf3");
        assert_eq!(p.parse_san("e4").map(|m| p.san(m)), Ok("e4".into()));
        assert_eq!(p.parse_san("Pe4").map(|m| p.san(m)), Ok("e4".into()));
        assert!(matches!(p.parse_san("e5"), Err(SanError::IllegalSan(_))));
        assert!(matches!(p.parse_san("Nf9"), Err(SanError::Syntax(_))));
        assert!(matches!(p.parse_san("--"), Err(SanError::NullMove(_))));
    }

    #[test]
    fn disambiguation() {
        // Rooks on a1 and h1 both reach d1 (file); a1 and a5 both reach a3 (rank).
        let p = pos("4k3/8/8/R7/8/8/4K3/R6R w - - 0 1");
        let a1d1 = Move::new(Square::A1, Square::D1);
        assert_eq!(p.san(a1d1), "Rad1");
        let a1a3 = Move::new(Square::A1, Square::A3);
        assert_eq!(p.san(a1a3), "R1a3");
        let q = pos("4k3/8/8/8/8/Q1Q5/8/Q3K3 w - - 0 1");
        assert_eq!(q.san(Move::new(Square::A3, Square::B2)), "Qa3b2");
        assert_eq!(q.parse_san("Qa3b2"), Ok(Move::new(Square::A3, Square::B2)));
        assert!(matches!(q.parse_san("Qb2"), Err(SanError::AmbiguousSan(_))));
    }

    #[test]
    fn lenient_forms() {
        let p = pos("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1");
        for s in [
            "b8=Q+", "b8Q", "b8(Q)", "b8=Q", "b8/Q", "b8/Q+", "b8q!?", "b8=Q#??",
        ] {
            assert_eq!(
                p.parse_san(s),
                Ok(Move {
                    from: Square::B7,
                    to: Square::B8,
                    promotion: Some(Role::Queen)
                }),
                "{s}"
            );
        }
        for s in ["O-O", "0-0", "O-O+", "0-0!"] {
            assert_eq!(p.parse_san(s), Ok(Move::new(Square::E1, Square::H1)), "{s}");
        }
        assert_eq!(p.parse_san("0-0-0"), Ok(Move::new(Square::E1, Square::A1)));
        assert!(p.parse_san("b8").is_err());
        assert!(p.parse_san("b8=K").is_err());
        assert!(p.parse_san("b8/").is_err());
        assert!(p.parse_san("b8//Q").is_err());
    }
}
