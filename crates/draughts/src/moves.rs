//! Moves: origin, destination and the set of captured squares.

use crate::{Square, SquareSet};
use boardcore::{ParseMoveError, ParseMoveErrorKind};
use core::fmt;
use core::str::FromStr;

/// The list of moves that [`Position::legal_moves`](crate::Position::legal_moves)
/// returns (32 inline).
pub type MoveList = boardcore::MoveList<Move, 32>;

/// A move: its origin, its destination and the **set** of captured squares.
///
/// This is the move's identity (FMJD): two capture routes that start and end on the
/// same squares and take the same pieces are one move. A move is 8 bytes (`Copy`),
/// and it does not know its variant or its route.
///
/// `Display` is context-free and exact: `32-28` for a quiet move, and for a capture
/// the origin, the destination and every captured square in increasing order, all
/// joined by `x` (the Hub form: `28x19x23`, a king `46x5x10x23x37`). `FromStr` reads
/// that form back. The standard PDN notation (`28x19`, or the path `28x19x10` where
/// the short form is ambiguous) needs the position:
/// [`Position::format_move`](crate::Position::format_move) and
/// [`Position::parse_move`](crate::Position::parse_move).
///
/// ```
/// use draughts::{Move, Square};
///
/// let mv: Move = "28x19x23".parse()?;
/// assert_eq!(mv.from(), Square::new(28).unwrap());
/// assert_eq!(mv.to(), Square::new(19).unwrap());
/// assert_eq!(mv.captured().len(), 1);
/// assert_eq!(mv.to_string(), "28x19x23");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Move(u64);

const CAPTURED: u64 = (1 << 50) - 1;

impl Move {
    /// Returns the move from `from` to `to` that captures `captured` (empty for a
    /// quiet move). The move is not checked against any position.
    #[must_use]
    pub const fn new(from: Square, to: Square, captured: SquareSet) -> Self {
        Self::from_raw(from.number(), to.number(), captured.0)
    }

    /// The three fields take disjoint bits (captured squares 0-49, `from` 50-55, `to`
    /// 56-61, square numbers being at most 50), so `^` in place of `|` is an
    /// equivalent mutant.
    #[inline]
    pub(crate) const fn from_raw(from: u8, to: u8, captured: u64) -> Self {
        Self((captured & CAPTURED) | (from as u64) << 50 | (to as u64) << 56)
    }

    #[inline]
    pub(crate) const fn origin_number(self) -> u8 {
        (self.0 >> 50) as u8 & 63
    }

    #[inline]
    pub(crate) const fn target_number(self) -> u8 {
        (self.0 >> 56) as u8 & 63
    }

    #[inline]
    pub(crate) const fn captured_bits(self) -> u64 {
        self.0 & CAPTURED
    }

    /// Returns the square the piece leaves.
    #[must_use]
    pub const fn from(self) -> Square {
        Square::new_unchecked(self.origin_number())
    }

    /// Returns the square the piece ends on (equal to [`Move::from`] when a king's
    /// capture loops back).
    #[must_use]
    pub const fn to(self) -> Square {
        Square::new_unchecked(self.target_number())
    }

    /// Returns the captured squares (empty for a quiet move).
    #[must_use]
    pub const fn captured(self) -> SquareSet {
        SquareSet(self.captured_bits())
    }

    /// Tests if the move captures.
    #[must_use]
    pub const fn is_capture(self) -> bool {
        self.captured_bits() != 0
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_capture() {
            write!(f, "{}x{}", self.origin_number(), self.target_number())?;
            for sq in self.captured() {
                write!(f, "x{sq}")?;
            }
            Ok(())
        } else {
            write!(f, "{}-{}", self.origin_number(), self.target_number())
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads `from-to` or `fromxtox<captured>x<captured>...` (the [`Display`] form;
    /// captured squares in any order).
    ///
    /// # Errors
    ///
    /// Returns a [`ParseMoveError`] of kind `Syntax` whose detail says what is wrong
    /// and where (`invalid square at byte 3`): an empty text, a field that is no
    /// square 1-50, wrong separators, a capture without its captured squares, or a
    /// square captured twice (or the moving piece's own).
    ///
    /// [`Display`]: core::fmt::Display
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |what: &str, at: usize| {
            ParseMoveError::new(
                ParseMoveErrorKind::Syntax,
                s,
                format_args!("{what} at byte {at}"),
            )
        };
        if s.is_empty() {
            return Err(err("empty move", 0));
        }
        let capture = s.contains(['x', 'X']);
        if capture && s.contains('-') {
            return Err(err(SHAPE, 0));
        }
        let mut squares = [0u8; 52];
        let mut n = 0;
        let mut at = 0;
        for field in s.split(['x', 'X', '-']) {
            if n == squares.len() {
                return Err(err(SHAPE, at));
            }
            let sq: Square = field
                .parse()
                .map_err(|_| err("invalid square (1-50)", at))?;
            squares[n] = sq.number();
            n += 1;
            at += field.len() + 1;
        }
        let (from, to) = (squares[0], squares[1]);
        if n < 2 || (!capture && n != 2) {
            return Err(err(SHAPE, 0));
        }
        if capture && n == 2 {
            return Err(err(
                "capture without its captured squares (use Position::parse_move)",
                0,
            ));
        }
        let mut captured = 0u64;
        for &c in &squares[2..n] {
            let bit = 1u64 << (c - 1);
            if captured & bit != 0 || c == from || c == to {
                return Err(err("captured square repeated", 0));
            }
            captured |= bit;
        }
        Ok(Self::from_raw(from, to, captured))
    }
}

/// The detail of a move whose separators are wrong.
const SHAPE: &str = "invalid move shape: a quiet move is from-to, a capture fromxto then x and every captured square";

boardcore::serde_via_str!(Move);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn size_and_round_trip() {
        assert_eq!(core::mem::size_of::<Move>(), 8);
        for text in ["32-28", "28x19x23", "46x5x10x23x37", "1x50x2x49"] {
            let mv: Move = text.parse().expect(text);
            let back = mv.to_string();
            assert_eq!(back.parse::<Move>(), Ok(mv), "{text}");
        }
        assert_eq!(
            "46x5x37x23x10".parse::<Move>().unwrap().to_string(),
            "46x5x10x23x37"
        );
        for bad in [
            "", "32", "32-", "28x19", "1-2-3", "0-5", "51-3", "3x4x4", "3x4x3", "3-4x5", "a-b",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }
}
