//! Loot colours: indexes into the colour list of a content set.

use core::fmt;
use core::str::FromStr;

/// The most loot colours a content set may have.
pub const MAX_COLOURS: usize = 8;

/// A loot colour: an index (0 to 7) into the colour list of a [`Content`](crate::Content)
/// set, whose names are data.
///
/// Written as its index digit (`0` to `7`) in moves, tasks and positions, so that the
/// notation needs no content set to be read.
///
/// # Examples
///
/// ```
/// use locksley::Loot;
///
/// let c: Loot = "2".parse()?;
/// assert_eq!(c.index(), 2);
/// assert_eq!(Loot::new(8), None);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
pub struct Loot(u8);

impl Loot {
    /// Returns colour number `index`, or `None` unless `index < MAX_COLOURS`.
    #[must_use]
    pub const fn new(index: usize) -> Option<Self> {
        if index < MAX_COLOURS {
            Some(Self(index as u8))
        } else {
            None
        }
    }

    /// Returns the colour's index, 0 to 7.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Returns the colours `0..count` (at most [`MAX_COLOURS`]).
    pub fn all(count: usize) -> impl Iterator<Item = Self> {
        (0..count.min(MAX_COLOURS)).filter_map(Self::new)
    }
}

impl fmt::Display for Loot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// The error of reading a [`Loot`]: not a digit from 0 to 7.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid colour {0} (expected a digit from 0 to 7)")]
pub struct ParseLootError(pub boardcore::Excerpt);

impl FromStr for Loot {
    type Err = ParseLootError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.as_bytes() {
            [d @ b'0'..=b'7'] => Ok(Self(d - b'0')),
            _ => Err(ParseLootError(boardcore::Excerpt::new(s))),
        }
    }
}

/// Returns the sum of eight counts whose total is below 256 (at most 250 tiles).
#[inline]
pub(crate) const fn sum(counts: &[u8; MAX_COLOURS]) -> u32 {
    (u64::from_le_bytes(*counts).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}
