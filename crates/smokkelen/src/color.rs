//! The two sides.

use boardcore::Player;
use boardcore::grid::Direction;
use core::fmt;

/// A side: White (home ranks 1-2, moves first) or Black (home ranks 5-6).
///
/// A stone's colour is its *owner*: "forward" for a stone is towards its owner's far
/// rank, whoever moves it (spec, "Never backward").
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Color {
    /// The first player, moving towards rank 6.
    #[default]
    White,
    /// The second player, moving towards rank 1.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Self; 2] = [Self::White, Self::Black];

    /// Returns the other colour.
    #[must_use]
    pub const fn opponent(self) -> Self {
        match self {
            Self::White => Self::Black,
            Self::Black => Self::White,
        }
    }

    /// Returns 0 for White and 1 for Black.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Returns the colour of seat `player` (White is [`Player::FIRST`]), or `None`
    /// for seats 2 and 3.
    #[must_use]
    pub const fn from_player(player: Player) -> Option<Self> {
        match player.index() {
            0 => Some(Self::White),
            1 => Some(Self::Black),
            _ => None,
        }
    }

    /// Returns this colour's forward direction: north (towards rank 6) for White,
    /// south for Black.
    #[must_use]
    pub const fn forward(self) -> Direction {
        match self {
            Self::White => Direction::N,
            Self::Black => Direction::S,
        }
    }

    /// Returns the directions a stone of this colour may move in: forward, east and
    /// west (never backward, spec "Never backward").
    #[must_use]
    pub const fn directions(self) -> &'static [Direction; 3] {
        match self {
            Self::White => &[Direction::N, Direction::E, Direction::W],
            Self::Black => &[Direction::S, Direction::E, Direction::W],
        }
    }

    /// Returns the index (0 is rank 1) of this colour's far rank, where its secret
    /// stone wins: 5 (rank 6) for White, 0 (rank 1) for Black.
    #[must_use]
    pub const fn far_rank(self) -> usize {
        match self {
            Self::White => 5,
            Self::Black => 0,
        }
    }

    /// Returns the letter of this colour in the notation: `w` or `b`.
    #[must_use]
    pub const fn to_char(self) -> char {
        match self {
            Self::White => 'w',
            Self::Black => 'b',
        }
    }

    /// Returns the capital letter of this colour's stones in the notation: `W` or `B`.
    #[must_use]
    pub const fn stone_char(self) -> char {
        match self {
            Self::White => 'W',
            Self::Black => 'B',
        }
    }
}

impl From<Color> for Player {
    fn from(color: Color) -> Self {
        match color {
            Color::White => Self::FIRST,
            Color::Black => Self::SECOND,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::White => "white",
            Self::Black => "black",
        })
    }
}
