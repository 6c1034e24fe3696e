//! Squares, files and ranks of the 8x8 board.

use core::fmt;
use core::str::FromStr;

/// A file (column) of the board, `a` to `h`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum File {
    A,
    B,
    C,
    D,
    E,
    F,
    G,
    H,
}

/// A rank (row) of the board, `1` to `8`, from White's side.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
#[allow(missing_docs)]
pub enum Rank {
    First,
    Second,
    Third,
    Fourth,
    Fifth,
    Sixth,
    Seventh,
    Eighth,
}

impl File {
    /// All files, `a` to `h`.
    pub const ALL: [Self; 8] = [
        Self::A,
        Self::B,
        Self::C,
        Self::D,
        Self::E,
        Self::F,
        Self::G,
        Self::H,
    ];

    /// Returns the file with index `index` (`0` = `a`), or `None` if `index > 7`.
    #[must_use]
    pub const fn new(index: u8) -> Option<Self> {
        if index < 8 {
            Some(Self::ALL[index as usize])
        } else {
            None
        }
    }

    /// Returns the index, `0` (`a`) to `7` (`h`).
    #[must_use]
    pub const fn to_index(self) -> u8 {
        self as u8
    }

    /// Returns the file letter, lowercase.
    #[must_use]
    pub const fn char(self) -> char {
        (b'a' + self as u8) as char
    }

    /// Returns the file of the lowercase letter `c`, or `None`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Self> {
        if c.is_ascii_lowercase() {
            Self::new(c as u8 - b'a')
        } else {
            None
        }
    }
}

impl Rank {
    /// All ranks, `1` to `8`.
    pub const ALL: [Self; 8] = [
        Self::First,
        Self::Second,
        Self::Third,
        Self::Fourth,
        Self::Fifth,
        Self::Sixth,
        Self::Seventh,
        Self::Eighth,
    ];

    /// Returns the rank with index `index` (`0` = rank 1), or `None` if `index > 7`.
    #[must_use]
    pub const fn new(index: u8) -> Option<Self> {
        if index < 8 {
            Some(Self::ALL[index as usize])
        } else {
            None
        }
    }

    /// Returns the index, `0` (rank 1) to `7` (rank 8).
    #[must_use]
    pub const fn to_index(self) -> u8 {
        self as u8
    }

    /// Returns the rank digit.
    #[must_use]
    pub const fn char(self) -> char {
        (b'1' + self as u8) as char
    }

    /// Returns the rank of the digit `c`, or `None`.
    #[must_use]
    pub const fn from_char(c: char) -> Option<Self> {
        if c.is_ascii_digit() && c != '0' {
            Self::new(c as u8 - b'1')
        } else {
            None
        }
    }

    /// Returns the rank as seen from Black's side (rank 1 <-> rank 8).
    #[must_use]
    pub const fn flip(self) -> Self {
        Self::ALL[7 - self as usize]
    }
}

/// A square of the board, `a1` (index 0) to `h8` (index 63), rank by rank.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
#[rustfmt::skip]
#[allow(missing_docs)]
pub enum Square {
    A1, B1, C1, D1, E1, F1, G1, H1,
    A2, B2, C2, D2, E2, F2, G2, H2,
    A3, B3, C3, D3, E3, F3, G3, H3,
    A4, B4, C4, D4, E4, F4, G4, H4,
    A5, B5, C5, D5, E5, F5, G5, H5,
    A6, B6, C6, D6, E6, F6, G6, H6,
    A7, B7, C7, D7, E7, F7, G7, H7,
    A8, B8, C8, D8, E8, F8, G8, H8,
}

#[rustfmt::skip]
const ALL_SQUARES: [Square; 64] = {
    use Square::*;
    [
        A1, B1, C1, D1, E1, F1, G1, H1,
        A2, B2, C2, D2, E2, F2, G2, H2,
        A3, B3, C3, D3, E3, F3, G3, H3,
        A4, B4, C4, D4, E4, F4, G4, H4,
        A5, B5, C5, D5, E5, F5, G5, H5,
        A6, B6, C6, D6, E6, F6, G6, H6,
        A7, B7, C7, D7, E7, F7, G7, H7,
        A8, B8, C8, D8, E8, F8, G8, H8,
    ]
};

impl Square {
    /// All 64 squares, `a1` first.
    pub const ALL: [Self; 64] = ALL_SQUARES;

    /// Returns the square with index `index` (`a1` = 0, `h8` = 63), or `None`.
    #[must_use]
    pub const fn new(index: usize) -> Option<Self> {
        if index < 64 {
            Some(ALL_SQUARES[index])
        } else {
            None
        }
    }

    /// Returns the square with index `index & 63`.
    #[must_use]
    pub(crate) const fn new_masked(index: u32) -> Self {
        ALL_SQUARES[(index & 63) as usize]
    }

    /// Returns the square on `file` and `rank`.
    #[must_use]
    pub const fn from_coords(file: File, rank: Rank) -> Self {
        ALL_SQUARES[(rank as usize) * 8 + file as usize]
    }

    /// Returns the index, `0` (`a1`) to `63` (`h8`), as `usize` for table look-ups.
    #[must_use]
    #[inline]
    pub const fn to_index(self) -> usize {
        self as usize
    }

    /// Returns the file.
    #[must_use]
    pub const fn file(self) -> File {
        File::ALL[(self as usize) & 7]
    }

    /// Returns the rank.
    #[must_use]
    pub const fn rank(self) -> Rank {
        Rank::ALL[(self as usize) >> 3]
    }

    /// Returns the square mirrored vertically (`a1` <-> `a8`).
    #[must_use]
    pub const fn flip_vertical(self) -> Self {
        ALL_SQUARES[(self as usize) ^ 56]
    }

    /// Returns the square `dfile` files and `drank` ranks away, or `None` off the board.
    #[must_use]
    pub const fn offset(self, dfile: i8, drank: i8) -> Option<Self> {
        let f = (self as i8 & 7) + dfile;
        let r = (self as i8 >> 3) + drank;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(ALL_SQUARES[(r * 8 + f) as usize])
        } else {
            None
        }
    }

    /// Tests if the square is a light square (`a1` is dark).
    #[must_use]
    pub const fn is_light(self) -> bool {
        ((self as u8 & 7) + (self as u8 >> 3)) % 2 == 1
    }
}

impl TryFrom<u8> for Square {
    type Error = ParseSquareError;
    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Self::new(usize::from(index)).ok_or(ParseSquareError)
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file().char(), self.rank().char())
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for File {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.char())
    }
}

/// The error of parsing a [`Square`]: not a file letter `a`-`h` followed by a rank
/// digit `1`-`8`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid square")]
pub struct ParseSquareError;

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let b = s.as_bytes();
        if b.len() != 2 {
            return Err(ParseSquareError);
        }
        match (File::from_char(b[0] as char), Rank::from_char(b[1] as char)) {
            (Some(f), Some(r)) => Ok(Self::from_coords(f, r)),
            _ => Err(ParseSquareError),
        }
    }
}

boardcore::serde_via_str!(Square);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn names_round_trip() {
        for sq in Square::ALL {
            assert_eq!(sq.to_string().parse::<Square>(), Ok(sq));
        }
        assert_eq!("e4".parse::<Square>(), Ok(Square::E4));
        assert!("i1".parse::<Square>().is_err());
        assert!("a9".parse::<Square>().is_err());
        assert!("a0".parse::<Square>().is_err());
        assert!("a".parse::<Square>().is_err());
        assert!("é1".parse::<Square>().is_err());
    }

    #[test]
    fn colours_and_offsets() {
        assert!(!Square::A1.is_light());
        assert!(Square::H1.is_light());
        assert_eq!(Square::A1.offset(1, 2), Some(Square::B3));
        assert_eq!(Square::H1.offset(1, 0), None);
        assert_eq!(Square::E2.flip_vertical(), Square::E7);
    }
}
