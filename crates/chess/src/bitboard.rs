//! A set of squares as a 64-bit mask.

use crate::{File, Rank, Square};
use core::fmt;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

/// A set of squares: bit `i` is square index `i` (`a1` = bit 0, `h8` = bit 63).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bitboard(u64);

impl Bitboard {
    /// The empty set.
    pub const EMPTY: Self = Self(0);
    /// All 64 squares.
    pub const FULL: Self = Self(!0);
    /// The dark squares (`a1` is dark).
    pub const DARK_SQUARES: Self = Self(0xaa55_aa55_aa55_aa55);
    /// The light squares.
    pub const LIGHT_SQUARES: Self = Self(!0xaa55_aa55_aa55_aa55);

    /// Returns the set with bits `bits`: bit `i` stands for the square with index `i`.
    #[must_use]
    #[inline]
    pub const fn from_bits(bits: u64) -> Self {
        Self(bits)
    }

    /// Returns the raw bits: bit `i` is set for each square with index `i` in the set.
    #[must_use]
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Returns the set holding only `sq`.
    #[must_use]
    #[inline]
    pub const fn from_square(sq: Square) -> Self {
        Self(1 << sq as u8)
    }

    /// Returns all squares of `file`.
    #[must_use]
    pub const fn file(file: File) -> Self {
        Self(0x0101_0101_0101_0101 << file as u8)
    }

    /// Returns all squares of `rank`.
    #[must_use]
    pub const fn rank(rank: Rank) -> Self {
        Self(0xff << (8 * rank as u8))
    }

    /// Tests if `sq` is in the set.
    #[must_use]
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq as u8) != 0
    }

    /// Returns the set with `sq` added.
    #[must_use]
    #[inline]
    pub const fn with(self, sq: Square) -> Self {
        Self(self.0 | 1 << sq as u8)
    }

    /// Returns the set with `sq` removed.
    #[must_use]
    #[inline]
    pub const fn without(self, sq: Square) -> Self {
        Self(self.0 & !(1 << sq as u8))
    }

    /// Tests if the set is empty.
    #[must_use]
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Tests if the set holds at least one square.
    #[must_use]
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Tests if the set holds more than one square.
    #[must_use]
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Returns the number of squares in the set.
    #[must_use]
    #[inline]
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Returns the lowest square of the set, or `None` if it is empty.
    #[must_use]
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_masked(self.0.trailing_zeros()))
        }
    }

    /// Returns the only square of the set, or `None` if it holds zero or several.
    #[must_use]
    #[inline]
    pub const fn single(self) -> Option<Square> {
        if self.0 != 0 && !self.more_than_one() {
            self.first()
        } else {
            None
        }
    }

    /// Returns the set shifted one rank towards rank 8 (`up` for White).
    #[must_use]
    #[inline]
    pub const fn north(self) -> Self {
        Self(self.0 << 8)
    }

    /// Returns the set shifted one rank towards rank 1.
    #[must_use]
    #[inline]
    pub const fn south(self) -> Self {
        Self(self.0 >> 8)
    }

    /// Returns the set mirrored vertically (rank 1 <-> rank 8).
    #[must_use]
    pub const fn flip_vertical(self) -> Self {
        Self(self.0.swap_bytes())
    }

    /// Iterates over the squares, lowest index first.
    #[must_use]
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }
}

/// An iterator over the squares of a [`Bitboard`], lowest index first.
#[derive(Clone, Debug)]
pub struct Iter(u64);

impl Iterator for Iter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            let sq = Square::new_masked(self.0.trailing_zeros());
            self.0 &= self.0 - 1;
            Some(sq)
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}
impl core::iter::FusedIterator for Iter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        Iter(self.0)
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Self {
        let mut bb = Self::EMPTY;
        bb.extend(iter);
        bb
    }
}

impl Extend<Square> for Bitboard {
    fn extend<I: IntoIterator<Item = Square>>(&mut self, iter: I) {
        for sq in iter {
            *self = self.with(sq);
        }
    }
}

impl From<Square> for Bitboard {
    fn from(sq: Square) -> Self {
        Self::from_square(sq)
    }
}

macro_rules! binop {
    ($tr:ident, $f:ident, $tra:ident, $fa:ident, $op:tt) => {
        impl $tr for Bitboard {
            type Output = Self;
            #[inline]
            fn $f(self, rhs: Self) -> Self {
                Self(self.0 $op rhs.0)
            }
        }
        impl $tra for Bitboard {
            #[inline]
            fn $fa(&mut self, rhs: Self) {
                self.0 = self.0 $op rhs.0;
            }
        }
    };
}
binop!(BitAnd, bitand, BitAndAssign, bitand_assign, &);
binop!(BitOr, bitor, BitOrAssign, bitor_assign, |);
binop!(BitXor, bitxor, BitXorAssign, bitxor_assign, ^);

impl Sub for Bitboard {
    type Output = Self;
    /// Returns the squares of `self` that are not in `rhs`.
    #[inline]
    fn sub(self, rhs: Self) -> Self {
        Self(self.0 & !rhs.0)
    }
}

impl SubAssign for Bitboard {
    #[inline]
    fn sub_assign(&mut self, rhs: Self) {
        self.0 &= !rhs.0;
    }
}

impl Not for Bitboard {
    type Output = Self;
    #[inline]
    fn not(self) -> Self {
        Self(!self.0)
    }
}

impl fmt::Debug for Bitboard {
    /// Prints the board as a grid, rank 8 on top, `1` for a member square.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard({:#018x})", self.0)?;
        for rank in Rank::ALL.iter().rev() {
            for file in File::ALL {
                let c = if self.contains(Square::from_coords(file, *rank)) {
                    '1'
                } else {
                    '.'
                };
                write!(f, "{c}")?;
                if file != File::H {
                    f.write_str(" ")?;
                }
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl fmt::Binary for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Binary::fmt(&self.0, f)
    }
}

impl fmt::LowerHex for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

impl fmt::UpperHex for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.0, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations() {
        let bb: Bitboard = [Square::A1, Square::H8, Square::E4].into_iter().collect();
        assert_eq!(bb.count(), 3);
        assert!(bb.contains(Square::E4));
        assert_eq!(bb.first(), Some(Square::A1));
        assert_eq!(
            bb.iter().collect::<alloc::vec::Vec<_>>(),
            [Square::A1, Square::E4, Square::H8]
        );
        assert!(bb.more_than_one());
        assert_eq!(Bitboard::from_square(Square::E4).single(), Some(Square::E4));
        assert_eq!((bb - Bitboard::from_square(Square::A1)).count(), 2);
        assert_eq!(Bitboard::file(File::A).count(), 8);
        assert!(Bitboard::rank(Rank::Eighth).contains(Square::C8));
        assert_eq!(Bitboard::DARK_SQUARES.count(), 32);
        assert!(Bitboard::DARK_SQUARES.contains(Square::A1));
        assert!(!Bitboard::DARK_SQUARES.contains(Square::H1));
    }
}
