//! The two sides.

use boardcore::Player;
use core::fmt;
use core::ops::Not;

/// A side: White or Black.
///
/// White moves toward square 1 (it starts on the high numbers) in both variants.
/// For [`boardcore`], White is [`Player::FIRST`] and Black [`Player::SECOND`] in both
/// variants, although Black moves first in English draughts.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Color {
    /// White: starts on the high-numbered squares and moves toward square 1.
    White,
    /// Black: starts on squares 1-20 (1-12) and moves toward the high numbers.
    Black,
}

impl Color {
    /// Returns the FEN letter: `W` or `B`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Self::White => 'W',
            Self::Black => 'B',
        }
    }

    /// Returns the colour of a FEN letter (`W`/`B`, any case).
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Self> {
        match c {
            'W' | 'w' => Some(Self::White),
            'B' | 'b' => Some(Self::Black),
            _ => None,
        }
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
        f.write_str(match self {
            Self::White => "white",
            Self::Black => "black",
        })
    }
}

impl From<Color> for Player {
    /// White is [`Player::FIRST`], Black [`Player::SECOND`] (in both variants).
    fn from(c: Color) -> Self {
        match c {
            Color::White => Self::FIRST,
            Color::Black => Self::SECOND,
        }
    }
}

impl Color {
    /// Returns the colour of seat `player`: [`Player::FIRST`] is White,
    /// [`Player::SECOND`] Black, any other seat `None`.
    ///
    /// ```
    /// use boardcore::Player;
    /// use draughts::Color;
    ///
    /// assert_eq!(Color::from_player(Player::SECOND), Some(Color::Black));
    /// assert_eq!(Player::from(Color::Black), Player::SECOND);
    /// assert_eq!(Color::from_player(Player::new(2).expect("a seat")), None);
    /// assert_eq!(Color::Black.to_string(), "black");
    /// ```
    #[must_use]
    pub const fn from_player(player: Player) -> Option<Self> {
        match player.index() {
            0 => Some(Self::White),
            1 => Some(Self::Black),
            _ => None,
        }
    }
}

impl TryFrom<Player> for Color {
    type Error = Player;

    /// Returns the colour of `player`, or the player back if it is no seat of
    /// draughts (see [`Color::from_player`]).
    fn try_from(player: Player) -> Result<Self, Player> {
        Self::from_player(player).ok_or(player)
    }
}

/// The kind of a piece: a man or a king.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Role {
    /// A man: moves one step forward.
    Man,
    /// A king (crowned man): moves in all four directions (flying in international).
    King,
}

/// A piece: a colour and a role.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

impl Piece {
    /// Returns the diagram character: `w`/`b` for men, `W`/`B` for kings.
    #[must_use]
    pub const fn char(self) -> char {
        match (self.color, self.role) {
            (Color::White, Role::Man) => 'w',
            (Color::White, Role::King) => 'W',
            (Color::Black, Role::Man) => 'b',
            (Color::Black, Role::King) => 'B',
        }
    }
}
