//! Squares by their PDN number, and sets of squares.

use core::fmt;
use core::str::FromStr;

/// A playable square by its PDN number: 1-50 (international) or 1-32 (English).
///
/// Square 1 is on Black's back row; White moves toward it. A `Square` is any number
/// 1-50; whether it is on the board depends on the [`Variant`](crate::Variant)
/// (`Variant::squares`).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Square(u8);

impl Square {
    /// The highest square number of any variant.
    pub const MAX: u8 = 50;

    /// Returns square `number`, or `None` unless it is in 1-50.
    #[must_use]
    pub const fn new(number: u8) -> Option<Self> {
        if number >= 1 && number <= Self::MAX {
            Some(Self(number))
        } else {
            None
        }
    }

    /// Returns square `number`, which the caller knows to be in 1-50.
    pub(crate) const fn new_unchecked(number: u8) -> Self {
        Self(number)
    }

    /// Returns the square's number, 1-50.
    #[must_use]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// Returns the square's index, 0-49 (its number minus one).
    #[must_use]
    pub const fn to_index(self) -> usize {
        self.0 as usize - 1
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The error of reading a [`Square`]: not a number in 1-50. It quotes an excerpt of
/// the text.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid square {0} (expected a number 1-50)")]
pub struct ParseSquareError(pub boardcore::Excerpt);

impl FromStr for Square {
    type Err = ParseSquareError;

    /// Reads a square number, with any number of leading zeros (`06`, `0050`), as
    /// the FEN reader does.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseSquareError(boardcore::Excerpt::new(s));
        if s.is_empty() || !s.bytes().all(|b| b.is_ascii_digit()) {
            return Err(err());
        }
        let digits = s.trim_start_matches('0');
        if digits.len() > 2 {
            return Err(err());
        }
        let n = digits.bytes().fold(0u8, |n, b| n * 10 + (b - b'0'));
        Self::new(n).ok_or_else(err)
    }
}

impl TryFrom<u8> for Square {
    type Error = ParseSquareError;

    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Self::new(n)
            .ok_or_else(|| ParseSquareError(boardcore::Excerpt::new(&alloc::format!("{n}"))))
    }
}

impl From<Square> for u8 {
    fn from(s: Square) -> Self {
        s.0
    }
}

/// A set of squares, bit `n - 1` for square `n`.
///
/// Iterates in increasing square order.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SquareSet(pub u64);

impl SquareSet {
    /// The empty set.
    pub const EMPTY: Self = Self(0);

    /// Returns the set of squares `1..=n` (`n` at most 50).
    #[must_use]
    pub const fn first(n: u8) -> Self {
        Self((1u64 << n) - 1)
    }

    /// Tests if `sq` is in the set.
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 >> sq.to_index() & 1 != 0
    }

    /// Adds `sq`.
    pub const fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.to_index();
    }

    /// Removes `sq`.
    pub const fn remove(&mut self, sq: Square) {
        self.0 &= !(1 << sq.to_index());
    }

    /// Returns the number of squares in the set.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Tests if the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Returns the highest square of the set.
    #[must_use]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Square::new((64 - self.0.leading_zeros()) as u8)
        }
    }

    /// Returns the squares in increasing order.
    #[must_use]
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }
}

impl fmt::Debug for SquareSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set()
            .entries(self.iter().map(Square::number))
            .finish()
    }
}

/// The iterator over a [`SquareSet`], in increasing square order.
#[derive(Clone, Debug)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Square::new(i as u8 + 1)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for SquareSet {
    type Item = Square;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Square> for SquareSet {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut s = Self::EMPTY;
        s.extend(iter);
        s
    }
}

impl Extend<Square> for SquareSet {
    fn extend<I: IntoIterator<Item = Square>>(&mut self, iter: I) {
        for sq in iter {
            self.insert(sq);
        }
    }
}

impl core::ops::BitOr for SquareSet {
    type Output = Self;

    fn bitor(self, rhs: Self) -> Self {
        Self(self.0 | rhs.0)
    }
}

impl core::ops::BitAnd for SquareSet {
    type Output = Self;

    fn bitand(self, rhs: Self) -> Self {
        Self(self.0 & rhs.0)
    }
}
