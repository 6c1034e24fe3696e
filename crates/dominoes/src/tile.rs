//! Tiles and sets of tiles (a `u128` bitset over the 91 tiles of the largest set).

use core::fmt;
use core::str::FromStr;

/// The largest number of pips on one end of a tile in any supported set (double-twelve).
pub const MAX_PIP: u8 = 12;

/// The number of tiles of the double-twelve set, the largest supported set.
pub const MAX_TILES: usize = 91;

/// A domino tile `a-b` with `0 <= a <= b <= 12`.
///
/// A tile is stored as its index `b * (b + 1) / 2 + a`, so the tiles of the
/// double-six set are the indexes `0..28`, those of the double-nine set `0..55` and
/// those of the double-twelve set `0..91`. `Display` writes the lower number first
/// (`3-5`); `FromStr` also reads `5-3` and `3|5` (spec "Notation").
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Tile(u8);

const fn build_ends() -> ([u8; MAX_TILES], [u8; MAX_TILES]) {
    let mut low = [0; MAX_TILES];
    let mut high = [0; MAX_TILES];
    let mut b = 0;
    while b <= MAX_PIP {
        let mut a = 0;
        while a <= b {
            let i = (b as usize * (b as usize + 1)) / 2 + a as usize;
            low[i] = a;
            high[i] = b;
            a += 1;
        }
        b += 1;
    }
    (low, high)
}

static ENDS: ([u8; MAX_TILES], [u8; MAX_TILES]) = build_ends();

const fn build_number_masks() -> [u128; MAX_PIP as usize + 1] {
    let (low, high) = build_ends();
    let mut masks = [0u128; MAX_PIP as usize + 1];
    let mut i = 0;
    while i < MAX_TILES {
        masks[low[i] as usize] |= 1 << i;
        masks[high[i] as usize] |= 1 << i;
        i += 1;
    }
    masks
}

/// `NUMBER[k]`: the tiles showing `k` on either end.
pub(crate) static NUMBER: [u128; MAX_PIP as usize + 1] = build_number_masks();

const fn build_strength() -> [u16; MAX_TILES] {
    let (low, high) = build_ends();
    let mut s = [0; MAX_TILES];
    let mut i = 0;
    while i < MAX_TILES {
        s[i] = if low[i] == high[i] {
            1024 + low[i] as u16
        } else {
            (low[i] as u16 + high[i] as u16) * 16 + high[i] as u16
        };
        i += 1;
    }
    s
}

/// The strength key of each tile (larger is stronger).
static STRENGTH: [u16; MAX_TILES] = build_strength();

impl Tile {
    /// Returns the tile with the numbers `a` and `b` (in either order), or `None` if
    /// a number is above 12.
    #[must_use]
    pub const fn new(a: u8, b: u8) -> Option<Self> {
        if a > MAX_PIP || b > MAX_PIP {
            return None;
        }
        let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
        Some(Self(
            (hi as usize * (hi as usize + 1) / 2 + lo as usize) as u8,
        ))
    }

    /// Returns the tile with index `index` (`0..91`), or `None` if it is out of range.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Self> {
        if index < MAX_TILES {
            Some(Self(index as u8))
        } else {
            None
        }
    }

    /// Returns the index of this tile, in `0..91`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Returns the lower number of the tile.
    #[must_use]
    pub fn low(self) -> u8 {
        ENDS.0[self.index()]
    }

    /// Returns the higher number of the tile.
    #[must_use]
    pub fn high(self) -> u8 {
        ENDS.1[self.index()]
    }

    /// Returns the number of pips (`low + high`).
    #[must_use]
    pub fn pips(self) -> u32 {
        u32::from(self.low()) + u32::from(self.high())
    }

    /// Tests if both ends show the same number.
    #[must_use]
    pub fn is_double(self) -> bool {
        self.low() == self.high()
    }

    /// Tests if the tile shows `number` on an end.
    #[must_use]
    pub fn has(self, number: u8) -> bool {
        self.low() == number || self.high() == number
    }

    /// Returns the number at the other end from `number`, which the tile must show
    /// (otherwise the higher number).
    #[must_use]
    pub fn other(self, number: u8) -> u8 {
        if self.low() == number {
            self.high()
        } else {
            self.low()
        }
    }

    /// Returns the strength key of the tile (spec "Set": doubles first, from the
    /// highest; then by pip total, ties broken by the higher end): larger is stronger.
    #[must_use]
    pub fn strength(self) -> u16 {
        STRENGTH[self.index()]
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.low(), self.high())
    }
}

/// The error of parsing a [`Tile`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid tile {0} (expected two numbers 0 to 12 joined by - or |, e.g. 3-5)")]
pub struct ParseTileError(pub boardcore::Excerpt);

impl FromStr for Tile {
    type Err = ParseTileError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseTileError(s.into());
        let (a, b) = s.split_once(['-', '|']).ok_or_else(err)?;
        let num = |t: &str| -> Result<u8, ParseTileError> {
            if t.is_empty() || t.len() > 2 || !t.bytes().all(|c| c.is_ascii_digit()) {
                return Err(err());
            }
            t.parse::<u8>().map_err(|_| err())
        };
        Self::new(num(a)?, num(b)?).ok_or_else(err)
    }
}

/// A set of tiles: a bitset over the 91 tile indexes (a hand, the stock, the line).
///
/// Set operations are single `u128` operations. `Display` writes the tiles in index
/// order joined by commas (`0-0,1-3,6-6`), or `-` for the empty set; `FromStr` reads
/// that form back (in any order, without repeats).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct TileSet(pub u128);

impl TileSet {
    /// The empty set.
    pub const EMPTY: Self = Self(0);

    /// Returns the full set of the double-`max` set (`max` 6, 9 or 12): every tile
    /// `a-b` with `a <= b <= max`.
    ///
    /// # Panics
    ///
    /// Panics if `max > 12`.
    #[must_use]
    pub const fn full(max: u8) -> Self {
        assert!(max <= MAX_PIP, "no domino set above double-twelve");
        let n = (max as u32 + 1) * (max as u32 + 2) / 2;
        if n == 128 {
            Self(u128::MAX)
        } else {
            Self((1u128 << n) - 1)
        }
    }

    /// Returns the tiles showing `number` on either end.
    ///
    /// # Panics
    ///
    /// Panics if `number > 12`.
    #[must_use]
    pub fn showing(number: u8) -> Self {
        Self(NUMBER[number as usize])
    }

    /// Tests if the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Returns the number of tiles.
    #[must_use]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Tests if `tile` is in the set.
    #[must_use]
    pub const fn contains(self, tile: Tile) -> bool {
        (self.0 >> tile.0) & 1 == 1
    }

    /// Adds `tile`.
    pub const fn insert(&mut self, tile: Tile) {
        self.0 |= 1 << tile.0;
    }

    /// Removes `tile`.
    pub const fn remove(&mut self, tile: Tile) {
        self.0 &= !(1 << tile.0);
    }

    /// Returns the tiles in both sets.
    #[must_use]
    pub const fn and(self, other: Self) -> Self {
        Self(self.0 & other.0)
    }

    /// Returns the tiles in either set.
    #[must_use]
    pub const fn or(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// Returns the tiles of `self` that are not in `other`.
    #[must_use]
    pub const fn minus(self, other: Self) -> Self {
        Self(self.0 & !other.0)
    }

    /// Returns the tile with the lowest index, if any.
    #[must_use]
    pub const fn first(self) -> Option<Tile> {
        if self.0 == 0 {
            None
        } else {
            Some(Tile(self.0.trailing_zeros() as u8))
        }
    }

    /// Returns the `n`-th tile in index order (from 0), if there are more than `n`.
    #[must_use]
    pub fn nth(self, n: usize) -> Option<Tile> {
        let lo = self.0 as u64;
        let lo_count = lo.count_ones() as usize;
        let (mut word, mut n, base) = if n < lo_count {
            (lo, n, 0)
        } else {
            ((self.0 >> 64) as u64, n - lo_count, 64)
        };
        if n >= word.count_ones() as usize {
            return None;
        }
        while n > 0 {
            word &= word - 1;
            n -= 1;
        }
        Some(Tile((base + word.trailing_zeros()) as u8))
    }

    /// Returns the total number of pips of the tiles.
    #[must_use]
    pub fn pips(self) -> u32 {
        self.iter().map(Tile::pips).sum()
    }

    /// Returns the strongest tile of the set (spec "Set"), if any.
    #[must_use]
    pub fn strongest(self) -> Option<Tile> {
        self.iter().max_by_key(|t| t.strength())
    }

    /// Returns the tiles of the set stronger than `tile`.
    #[must_use]
    pub fn stronger_than(self, tile: Tile) -> Self {
        let s = tile.strength();
        self.iter().filter(|t| t.strength() > s).collect()
    }

    /// Iterates over the tiles in index order.
    #[must_use]
    pub const fn iter(self) -> Iter {
        Iter(self.0)
    }
}

/// The iterator over the tiles of a [`TileSet`], in index order.
#[derive(Clone, Debug)]
pub struct Iter(u128);

impl Iterator for Iter {
    type Item = Tile;

    fn next(&mut self) -> Option<Tile> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some(Tile(i as u8))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for TileSet {
    type Item = Tile;
    type IntoIter = Iter;

    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> Self {
        let mut s = Self::EMPTY;
        s.extend(iter);
        s
    }
}

impl Extend<Tile> for TileSet {
    fn extend<I: IntoIterator<Item = Tile>>(&mut self, iter: I) {
        for t in iter {
            self.insert(t);
        }
    }
}

impl fmt::Display for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, t) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{t}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "TileSet({self})")
    }
}

impl fmt::Binary for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Binary::fmt(&self.0, f)
    }
}

impl fmt::LowerHex for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

impl fmt::UpperHex for TileSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.0, f)
    }
}

/// The error of parsing a [`TileSet`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseTileSetError {
    /// An element is not a tile.
    #[error(transparent)]
    Tile(#[from] ParseTileError),
    /// A tile is listed twice.
    #[error("tile {0} listed twice")]
    Repeated(Tile),
}

impl FromStr for TileSet {
    type Err = ParseTileSetError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut set = Self::EMPTY;
        if s == "-" {
            return Ok(set);
        }
        for part in s.split(',') {
            let t: Tile = part.parse()?;
            if set.contains(t) {
                return Err(ParseTileSetError::Repeated(t));
            }
            set.insert(t);
        }
        Ok(set)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn indexes_and_names() {
        assert_eq!(Tile::new(0, 0).unwrap().index(), 0);
        assert_eq!(Tile::new(6, 6).unwrap().index(), 27);
        assert_eq!(Tile::new(12, 12).unwrap().index(), 90);
        assert_eq!(Tile::new(5, 3).unwrap().to_string(), "3-5");
        assert_eq!("5|3".parse::<Tile>().unwrap(), Tile::new(3, 5).unwrap());
        assert!("13-1".parse::<Tile>().is_err());
        assert!("+1-2".parse::<Tile>().is_err());
        assert_eq!(TileSet::full(6).len(), 28);
        assert_eq!(TileSet::full(9).len(), 55);
        assert_eq!(TileSet::full(12).len(), 91);
        assert_eq!(TileSet::showing(6).and(TileSet::full(6)).len(), 7);
    }

    #[test]
    fn no_two_tiles_have_the_same_strength() {
        // The strongest tile of a set never ties (determinize.rs relies on it).
        let mut strengths: alloc::vec::Vec<u16> =
            TileSet::full(MAX_PIP).iter().map(Tile::strength).collect();
        strengths.sort_unstable();
        strengths.dedup();
        assert_eq!(strengths.len(), MAX_TILES);
    }

    #[test]
    fn strength_order_of_the_spec() {
        let t = |a, b| Tile::new(a, b).unwrap();
        assert!(t(6, 6).strength() > t(5, 5).strength());
        assert!(t(0, 0).strength() > t(6, 5).strength());
        assert!(t(6, 5).strength() > t(6, 4).strength());
        assert!(t(6, 4).strength() > t(5, 4).strength());
        assert!(t(5, 4).strength() > t(6, 2).strength());
        assert!(t(6, 3).strength() > t(5, 4).strength());
    }

    #[test]
    fn nth_walks_both_words() {
        let s = TileSet::full(12);
        for (i, t) in s.iter().enumerate() {
            assert_eq!(s.nth(i), Some(t));
        }
        assert_eq!(s.nth(91), None);
    }
}
