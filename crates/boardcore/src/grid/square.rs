//! Validated cells of a `W` x `H` grid and their algebraic names.

use super::{Bitboard, Direction};
use core::fmt;
use core::str::FromStr;

/// A cell of a `W` (files) x `H` (ranks) grid, such as `e4` on a chess board.
///
/// The cell index is `rank * W + file`, so `a1` (file 0, rank 0) is index 0 and the
/// last cell is index `W * H - 1`. A `Square` always lies on its board: the
/// constructors check the index. Boards hold at most 128 cells (the bits of a
/// [`Bitboard`]) and at most 26 files (the letters `a`..`z`); using a larger board
/// is a compile-time error.
///
/// `Display` and `FromStr` use algebraic names: a file letter from `a` and a rank
/// number from `1`, so a 10x10 board runs from `a1` to `j10`. `Debug` prints the same
/// name.
///
/// # Examples
///
/// ```
/// use boardcore::grid::Square;
///
/// type Sq = Square<10, 10>;
/// let sq: Sq = "j10".parse()?;
/// assert_eq!((sq.file(), sq.rank()), (9, 9));
/// assert_eq!(sq.to_index(), 99);
/// assert_eq!(Sq::from_coords(4, 3).map(|s| s.to_string()), Some("e4".into()));
/// assert!("k1".parse::<Sq>().is_err());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Square<const W: usize, const H: usize>(u8);

impl<const W: usize, const H: usize> Square<W, H> {
    /// The number of cells of the board, `W * H`.
    ///
    /// Evaluating it fails to compile unless `1 <= W <= 26`, `H >= 1` and
    /// `W * H <= 128`.
    pub const COUNT: usize = {
        assert!(
            W >= 1 && H >= 1,
            "a grid has at least one file and one rank"
        );
        assert!(W <= 26, "a grid has at most 26 files (a..z)");
        assert!(W * H <= 128, "a grid has at most 128 cells");
        W * H
    };

    /// Returns the square with index `index` (`rank * W + file`), or `None` if the
    /// index is off the board (`index >= W * H`).
    #[must_use]
    pub const fn new(index: usize) -> Option<Self> {
        if index < Self::COUNT {
            Some(Self(index as u8))
        } else {
            None
        }
    }

    /// Returns the square on `file` and `rank` (both from 0), or `None` if either is
    /// off the board.
    #[must_use]
    pub const fn from_coords(file: usize, rank: usize) -> Option<Self> {
        if file < W && rank < H {
            Self::new(rank * W + file)
        } else {
            None
        }
    }

    /// Returns the file (column) of this square, in `0..W` (0 is file `a`).
    #[must_use]
    pub const fn file(self) -> usize {
        self.0 as usize % W
    }

    /// Returns the rank (row) of this square, in `0..H` (0 is rank `1`).
    #[must_use]
    pub const fn rank(self) -> usize {
        self.0 as usize / W
    }

    /// Returns the index of this square, `rank * W + file`, in `0..W * H`.
    #[must_use]
    pub const fn to_index(self) -> usize {
        self.0 as usize
    }

    /// Returns the square `files` files and `ranks` ranks away from this one, or
    /// `None` if that is off the board.
    #[must_use]
    pub const fn offset(self, files: isize, ranks: isize) -> Option<Self> {
        let file = self.file() as isize + files;
        let rank = self.rank() as isize + ranks;
        if file < 0 || rank < 0 {
            None
        } else {
            Self::from_coords(file as usize, rank as usize)
        }
    }

    /// Returns the neighbouring square one step in direction `dir`, or `None` at the
    /// edge of the board.
    #[must_use]
    pub const fn step(self, dir: Direction) -> Option<Self> {
        let (files, ranks) = dir.delta();
        self.offset(files, ranks)
    }

    /// Returns the one-square [`Bitboard`] of this square.
    #[must_use]
    pub const fn to_bitboard(self) -> Bitboard<W, H> {
        Bitboard::from_square(self)
    }

    /// Returns the square mirrored top to bottom (rank `r` becomes `H - 1 - r`).
    #[must_use]
    pub const fn flip_vertical(self) -> Self {
        Self(((H - 1 - self.rank()) * W + self.file()) as u8)
    }

    /// Returns the square mirrored left to right (file `f` becomes `W - 1 - f`).
    #[must_use]
    pub const fn flip_horizontal(self) -> Self {
        Self((self.rank() * W + (W - 1 - self.file())) as u8)
    }

    /// Returns the square turned half a turn around the centre of the board.
    #[must_use]
    pub const fn rotate_180(self) -> Self {
        Self((Self::COUNT - 1 - self.0 as usize) as u8)
    }

    /// Returns the number of king steps between two squares (the Chebyshev distance).
    #[must_use]
    pub const fn distance(self, other: Self) -> usize {
        let df = self.file().abs_diff(other.file());
        let dr = self.rank().abs_diff(other.rank());
        if df > dr { df } else { dr }
    }

    /// Iterates over all squares of the board in index order, `a1` first.
    pub fn all() -> impl DoubleEndedIterator<Item = Self> + ExactSizeIterator {
        (0..Self::COUNT as u8).map(Self)
    }

    /// Writes the algebraic name into `buf` and returns its length (at most 4 bytes:
    /// one letter and up to three digits).
    const fn write_name(self, buf: &mut [u8; 4]) -> usize {
        buf[0] = b'a' + self.file() as u8;
        let rank = self.rank() + 1;
        if rank >= 100 {
            buf[1] = b'0' + (rank / 100) as u8;
            buf[2] = b'0' + (rank / 10 % 10) as u8;
            buf[3] = b'0' + (rank % 10) as u8;
            4
        } else if rank >= 10 {
            buf[1] = b'0' + (rank / 10) as u8;
            buf[2] = b'0' + (rank % 10) as u8;
            3
        } else {
            buf[1] = b'0' + rank as u8;
            2
        }
    }
}

impl<const W: usize, const H: usize> fmt::Display for Square<W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut buf = [0; 4];
        let len = self.write_name(&mut buf);
        // The name is ASCII by construction.
        f.pad(core::str::from_utf8(&buf[..len]).map_err(|_| fmt::Error)?)
    }
}

impl<const W: usize, const H: usize> fmt::Debug for Square<W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The error of parsing a [`Square`] from its algebraic name: the text is not a
/// square of the board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("invalid square {input} for a {width}x{height} board")]
pub struct ParseSquareError {
    input: crate::Excerpt,
    width: usize,
    height: usize,
}

impl ParseSquareError {
    /// Returns the text that failed to parse, cut to a short [`Excerpt`](crate::Excerpt).
    #[must_use]
    pub fn input(&self) -> &str {
        self.input.as_str()
    }
}

impl<const W: usize, const H: usize> FromStr for Square<W, H> {
    type Err = ParseSquareError;

    /// Parses an algebraic name such as `e4` or `j10`: a lowercase file letter and a
    /// rank number from 1 without leading zeros.
    ///
    /// # Errors
    ///
    /// Returns [`ParseSquareError`] if the text is not the name of a square of this
    /// board.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseSquareError {
            input: crate::Excerpt::new(s),
            width: W,
            height: H,
        };
        let bytes = s.as_bytes();
        let (&letter, digits) = bytes.split_first().ok_or_else(err)?;
        if !letter.is_ascii_lowercase()
            || digits.is_empty()
            || digits.len() > 3
            || digits[0] == b'0'
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return Err(err());
        }
        let rank = digits
            .iter()
            .fold(0, |acc, &d| acc * 10 + usize::from(d - b'0'));
        Self::from_coords(usize::from(letter - b'a'), rank - 1).ok_or_else(err)
    }
}

/// The error of converting an integer to a [`Square`]: the index is off the board.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("square index {index} is off the {width}x{height} board")]
pub struct SquareIndexError {
    index: usize,
    width: usize,
    height: usize,
}

impl SquareIndexError {
    /// Returns the rejected index.
    #[must_use]
    pub const fn index(&self) -> usize {
        self.index
    }
}

impl<const W: usize, const H: usize> TryFrom<usize> for Square<W, H> {
    type Error = SquareIndexError;

    /// Converts a cell index (`rank * W + file`) to a square.
    ///
    /// # Errors
    ///
    /// Returns [`SquareIndexError`] if `index >= W * H`.
    fn try_from(index: usize) -> Result<Self, Self::Error> {
        Self::new(index).ok_or(SquareIndexError {
            index,
            width: W,
            height: H,
        })
    }
}

impl<const W: usize, const H: usize> TryFrom<u8> for Square<W, H> {
    type Error = SquareIndexError;

    /// Converts a cell index (`rank * W + file`) to a square.
    ///
    /// # Errors
    ///
    /// Returns [`SquareIndexError`] if `index >= W * H`.
    fn try_from(index: u8) -> Result<Self, Self::Error> {
        Self::try_from(usize::from(index))
    }
}

impl<const W: usize, const H: usize> From<Square<W, H>> for u8 {
    fn from(sq: Square<W, H>) -> Self {
        sq.0
    }
}

impl<const W: usize, const H: usize> From<Square<W, H>> for usize {
    fn from(sq: Square<W, H>) -> Self {
        sq.to_index()
    }
}

#[cfg(feature = "serde")]
impl<const W: usize, const H: usize> serde::Serialize for Square<W, H> {
    /// Serializes the square as its algebraic name.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de, const W: usize, const H: usize> serde::Deserialize<'de> for Square<W, H> {
    /// Deserializes a square from its algebraic name, rejecting squares off the board.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct Visitor<const W: usize, const H: usize>;
        impl<const W: usize, const H: usize> serde::de::Visitor<'_> for Visitor<W, H> {
            type Value = Square<W, H>;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "the algebraic name of a square of a {W}x{H} board")
            }
            fn visit_str<E: serde::de::Error>(self, v: &str) -> Result<Self::Value, E> {
                v.parse().map_err(E::custom)
            }
        }
        d.deserialize_str(Visitor::<W, H>)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    type Sq10 = Square<10, 10>;
    type Sq56 = Square<5, 6>;
    type Sq55 = Square<5, 5>;

    #[test]
    fn names_round_trip_on_every_board() {
        fn check<const W: usize, const H: usize>() {
            for sq in Square::<W, H>::all() {
                let name = sq.to_string();
                assert_eq!(name.parse::<Square<W, H>>(), Ok(sq), "{name}");
                assert_eq!(Square::<W, H>::from_coords(sq.file(), sq.rank()), Some(sq));
                assert_eq!(Square::<W, H>::try_from(sq.to_index()), Ok(sq));
                assert_eq!(Square::<W, H>::try_from(u8::from(sq)), Ok(sq));
            }
            assert_eq!(Square::<W, H>::all().len(), W * H);
        }
        check::<10, 10>();
        check::<8, 8>();
        check::<5, 6>();
        check::<5, 5>();
        check::<1, 128>();
        check::<26, 4>();
    }

    #[test]
    fn coordinates_follow_rank_major_order() {
        let j10: Sq10 = "j10".parse().unwrap();
        assert_eq!((j10.file(), j10.rank(), j10.to_index()), (9, 9, 99));
        let e6: Sq56 = "e6".parse().unwrap();
        assert_eq!((e6.file(), e6.rank(), e6.to_index()), (4, 5, 29));
        let b2 = Sq55::from_coords(1, 1).unwrap();
        assert_eq!(b2.to_index(), 6);
        assert_eq!(b2.to_string(), "b2");
        assert_eq!(Sq56::new(30), None);
        assert_eq!(Sq56::from_coords(5, 0), None);
        assert_eq!(Sq56::from_coords(0, 6), None);
        assert_eq!(
            Sq56::try_from(30u8).unwrap_err().to_string(),
            "square index 30 is off the 5x6 board"
        );
        assert_eq!(format!("{:?}", Square::<1, 128>::new(127).unwrap()), "a128");
        assert_eq!(format!("{:>4}|", b2), "  b2|");
    }

    #[test]
    fn bad_names_are_rejected_and_quoted() {
        for bad in [
            "", "a", "f1", "a7", "a0", "a01", "A1", "1a", "a1 ", "é1", "a1000",
        ] {
            let err = bad.parse::<Sq56>().unwrap_err();
            assert_eq!(err.input(), bad);
            assert_eq!(
                err.to_string(),
                format!("invalid square {bad:?} for a 5x6 board")
            );
        }
        assert!("k1".parse::<Sq10>().is_err());
        assert!("a11".parse::<Sq10>().is_err());
        assert!("j10".parse::<Sq10>().is_ok());
    }

    #[test]
    fn steps_stop_at_the_edges() {
        let e5: Sq55 = "e5".parse().unwrap();
        assert_eq!(e5.step(Direction::E), None);
        assert_eq!(e5.step(Direction::N), None);
        assert_eq!(
            e5.step(Direction::SW).map(|s| s.to_string()),
            Some("d4".into())
        );
        let a1 = Sq55::new(0).unwrap();
        assert_eq!(a1.step(Direction::W), None);
        assert_eq!(a1.step(Direction::S), None);
        assert_eq!(a1.offset(4, 4), Some(e5));
        assert_eq!(a1.distance(e5), 4);
        let neighbours: Vec<_> = Direction::ALL.iter().filter_map(|&d| a1.step(d)).collect();
        assert_eq!(neighbours.len(), 3);
    }

    #[test]
    fn mirrors_and_rotations() {
        let b1: Sq56 = "b1".parse().unwrap();
        assert_eq!(b1.flip_vertical().to_string(), "b6");
        assert_eq!(b1.flip_horizontal().to_string(), "d1");
        assert_eq!(b1.rotate_180().to_string(), "d6");
        for sq in Sq56::all() {
            assert_eq!(sq.rotate_180(), sq.flip_vertical().flip_horizontal());
        }
    }

    #[cfg(feature = "serde")]
    #[test]
    fn serde_uses_names() {
        use serde::Deserialize;
        use serde::de::IntoDeserializer;
        use serde::de::value::{Error, StrDeserializer};
        let d: StrDeserializer<'_, Error> = "c3".into_deserializer();
        assert_eq!(Sq55::deserialize(d).unwrap().to_string(), "c3");
        let d: StrDeserializer<'_, Error> = "f1".into_deserializer();
        assert!(Sq55::deserialize(d).is_err());
    }
}
