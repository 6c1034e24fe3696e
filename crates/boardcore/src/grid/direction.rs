//! The eight compass directions of a rectangular grid.

use core::fmt;

/// One of the eight compass directions on a grid: north is towards higher ranks,
/// east towards higher files.
///
/// The discriminants follow the clockwise order `N, NE, E, SE, S, SW, W, NW`, so
/// [`Direction::index`] is in `0..8`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Direction {
    /// Towards higher ranks (`+1` rank).
    N,
    /// Towards higher ranks and files.
    NE,
    /// Towards higher files (`+1` file).
    E,
    /// Towards lower ranks and higher files.
    SE,
    /// Towards lower ranks (`-1` rank).
    S,
    /// Towards lower ranks and files.
    SW,
    /// Towards lower files (`-1` file).
    W,
    /// Towards higher ranks and lower files.
    NW,
}

impl Direction {
    /// All eight directions, clockwise from north.
    pub const ALL: [Self; 8] = [
        Self::N,
        Self::NE,
        Self::E,
        Self::SE,
        Self::S,
        Self::SW,
        Self::W,
        Self::NW,
    ];

    /// The four orthogonal directions (rook steps), clockwise from north.
    pub const ORTHOGONAL: [Self; 4] = [Self::N, Self::E, Self::S, Self::W];

    /// The four diagonal directions (bishop steps), clockwise from north-east.
    pub const DIAGONAL: [Self; 4] = [Self::NE, Self::SE, Self::SW, Self::NW];

    /// Returns the direction with index `index` in clockwise order from north, or
    /// `None` if `index >= 8`.
    #[must_use]
    pub const fn from_index(index: usize) -> Option<Self> {
        if index < 8 {
            Some(Self::ALL[index])
        } else {
            None
        }
    }

    /// Returns the index of this direction in clockwise order from north, in `0..8`.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Returns the step of this direction as `(files, ranks)`, each in `-1..=1`.
    #[must_use]
    pub const fn delta(self) -> (isize, isize) {
        match self {
            Self::N => (0, 1),
            Self::NE => (1, 1),
            Self::E => (1, 0),
            Self::SE => (1, -1),
            Self::S => (0, -1),
            Self::SW => (-1, -1),
            Self::W => (-1, 0),
            Self::NW => (-1, 1),
        }
    }

    /// Returns the direction pointing the other way (`N` <-> `S`, `NE` <-> `SW`, ...).
    #[must_use]
    pub const fn opposite(self) -> Self {
        Self::ALL[(self as usize + 4) % 8]
    }

    /// Returns the next direction clockwise, 45 degrees on (`N` -> `NE`).
    #[must_use]
    pub const fn clockwise(self) -> Self {
        Self::ALL[(self as usize + 1) % 8]
    }

    /// Returns the next direction anticlockwise, 45 degrees back (`N` -> `NW`).
    #[must_use]
    pub const fn anticlockwise(self) -> Self {
        Self::ALL[(self as usize + 7) % 8]
    }

    /// Returns the direction mirrored top to bottom (`N` <-> `S`, `NE` <-> `SE`),
    /// which turns one player's "forward" into the other's.
    #[must_use]
    pub const fn flip_vertical(self) -> Self {
        Self::ALL[(12 - self as usize) % 8]
    }

    /// Tests if this is a diagonal direction (`NE`, `SE`, `SW` or `NW`).
    #[must_use]
    pub const fn is_diagonal(self) -> bool {
        !(self as usize).is_multiple_of(2)
    }

    /// Tests if this is an orthogonal direction (`N`, `E`, `S` or `W`).
    #[must_use]
    pub const fn is_orthogonal(self) -> bool {
        (self as usize).is_multiple_of(2)
    }
}

impl fmt::Display for Direction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(match self {
            Self::N => "N",
            Self::NE => "NE",
            Self::E => "E",
            Self::SE => "SE",
            Self::S => "S",
            Self::SW => "SW",
            Self::W => "W",
            Self::NW => "NW",
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indexes_follow_the_compass() {
        for (i, d) in Direction::ALL.into_iter().enumerate() {
            assert_eq!(d.index(), i);
            assert_eq!(Direction::from_index(i), Some(d));
            assert_eq!(d.opposite().opposite(), d);
            let (df, dr) = d.delta();
            assert_eq!(d.opposite().delta(), (-df, -dr));
            assert_eq!(d.flip_vertical().delta(), (df, -dr));
            assert_eq!(d.clockwise().anticlockwise(), d);
            assert_eq!(d.is_diagonal(), df != 0 && dr != 0);
            assert_ne!(d.is_diagonal(), d.is_orthogonal());
        }
        assert_eq!(Direction::from_index(8), None);
        assert_eq!(Direction::NW.clockwise(), Direction::N);
        assert_eq!(Direction::NE.flip_vertical(), Direction::SE);
        assert_eq!(Direction::E.flip_vertical(), Direction::E);
    }

    #[test]
    fn displays_compass_letters() {
        assert_eq!(alloc::format!("{}", Direction::SW), "SW");
        assert_eq!(alloc::format!("{:>3}", Direction::N), "  N");
    }
}
