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

    /// Returns the colour of `player`: White for [`Player::FIRST`](boardcore::Player::FIRST),
    /// Black for [`Player::SECOND`](boardcore::Player::SECOND), `None` for any other
    /// seat.
    #[must_use]
    pub const fn from_player(player: boardcore::Player) -> Option<Self> {
        match player.index() {
            0 => Some(Self::White),
            1 => Some(Self::Black),
            _ => None,
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

/// The error of converting a [`Player`](boardcore::Player) beyond the second seat to
/// a [`Color`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{0} has no colour in chess (white is player 0, black player 1)")]
pub struct NoSuchColor(pub boardcore::Player);

impl TryFrom<boardcore::Player> for Color {
    type Error = NoSuchColor;

    fn try_from(player: boardcore::Player) -> Result<Self, Self::Error> {
        Self::from_player(player).ok_or(NoSuchColor(player))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use boardcore::Player;

    #[test]
    fn colors_and_players_convert_both_ways() {
        for color in Color::ALL {
            assert_eq!(Color::from_player(color.into()), Some(color));
            assert_eq!(Color::try_from(Player::from(color)), Ok(color));
        }
        assert_eq!(Player::from(Color::White), Player::FIRST);
        assert_eq!(Player::from(Color::Black), Player::SECOND);
        let third = Player::new(2).expect("a seat");
        assert_eq!(Color::from_player(third), None);
        assert_eq!(Color::try_from(third), Err(NoSuchColor(third)));
        assert_eq!(
            (Color::White.to_string(), Color::Black.to_string()),
            ("white".into(), "black".into())
        );
    }
}
