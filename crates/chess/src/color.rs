//! The two sides.

use core::fmt;
use core::ops::Not;

/// White or Black.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Color {
    /// White, who moves first.
    #[default]
    White,
    /// Black.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Self; 2] = [Self::White, Self::Black];

    /// Returns the FEN letter, `w` or `b`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Self::White => 'w',
            Self::Black => 'b',
        }
    }

    /// Returns `white` or `black`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::White => "white",
            Self::Black => "black",
        }
    }

    /// Returns `a` for White and `b` for Black.
    #[must_use]
    pub const fn fold<T: Copy>(self, white: T, black: T) -> T {
        match self {
            Self::White => white,
            Self::Black => black,
        }
    }

    /// Returns the index, 0 for White and 1 for Black.
    #[must_use]
    pub const fn idx(self) -> usize {
        self as usize
    }
}

impl Not for Color {
    type Output = Self;
    fn not(self) -> Self {
        match self {
            Self::White => Self::Black,
            Self::Black => Self::White,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl From<Color> for boardcore::Player {
    fn from(c: Color) -> Self {
        match c {
            Color::White => Self::FIRST,
            Color::Black => Self::SECOND,
        }
    }
}
