//! Players and per-player containers.

use core::fmt;
use core::ops::{Index, IndexMut};

/// A seat at the table: player 0, 1, 2 or 3.
///
/// Two-player games use [`Player::FIRST`] (White in chess, the side that moves first)
/// and [`Player::SECOND`]. Games with up to four players (dominoes) use the other seats.
/// The index is always below [`Player::MAX`].
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Player(u8);

impl Player {
    /// The largest number of players any game of the workspace seats.
    pub const MAX: usize = 4;
    /// The player who moves first (White in chess).
    pub const FIRST: Self = Self(0);
    /// The player who moves second (Black in chess).
    pub const SECOND: Self = Self(1);
    /// The third seat.
    pub const THIRD: Self = Self(2);
    /// The fourth seat.
    pub const FOURTH: Self = Self(3);

    /// Returns the player with seat index `index`, or `None` if `index >= Player::MAX`.
    #[must_use]
    pub const fn new(index: usize) -> Option<Self> {
        if index < Self::MAX {
            Some(Self(index as u8))
        } else {
            None
        }
    }

    /// Returns the seat index, in `0..Player::MAX`.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Returns the next player in seating order among `players` players.
    ///
    /// # Panics
    ///
    /// Panics if `players` is 0.
    #[must_use]
    pub const fn next(self, players: usize) -> Self {
        assert!(players > 0, "a game has at least one player");
        Self(((self.0 as usize + 1) % players) as u8)
    }

    /// Returns the opponent in a two-player game (`FIRST` <-> `SECOND`).
    #[must_use]
    pub const fn opponent(self) -> Self {
        Self(self.0 ^ 1)
    }
}

impl fmt::Display for Player {
    /// Writes the seat 0-based, as code writes it: `player 2` for `Player(2)`
    /// ([`Player::THIRD`]). A game's own side type says it in the game's words
    /// (`white`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "player {}", self.0)
    }
}

/// One value per player, indexed by [`Player`], for games of up to `N` players.
///
/// `ByPlayer<T>` (N = 2) is the container of two-player games, after shakmaty's
/// `ByColor`.
///
/// # Panics
///
/// Indexing with a player whose index is `>= N` panics.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(bound(
        serialize = "T: serde::Serialize",
        deserialize = "T: serde::Deserialize<'de>"
    ))
)]
pub struct ByPlayer<T, const N: usize = 2> {
    /// The values, in seat order.
    #[cfg_attr(feature = "serde", serde(with = "serde_array"))]
    pub values: [T; N],
}

impl<T, const N: usize> ByPlayer<T, N> {
    /// Creates a container from one value per seat.
    pub const fn new(values: [T; N]) -> Self {
        Self { values }
    }

    /// Creates a container by calling `f` for each player in seat order.
    pub fn from_fn(mut f: impl FnMut(Player) -> T) -> Self {
        Self {
            values: core::array::from_fn(|i| f(Player(i as u8))),
        }
    }

    /// Returns the value of `player`, or `None` if the seat does not exist.
    pub fn get(&self, player: Player) -> Option<&T> {
        self.values.get(player.index())
    }

    /// Iterates over `(player, value)` pairs in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Player, &T)> {
        self.values
            .iter()
            .enumerate()
            .map(|(i, v)| (Player(i as u8), v))
    }
}

impl<T: Default, const N: usize> Default for ByPlayer<T, N> {
    fn default() -> Self {
        Self::from_fn(|_| T::default())
    }
}

impl<T, const N: usize> Index<Player> for ByPlayer<T, N> {
    type Output = T;
    fn index(&self, player: Player) -> &T {
        &self.values[player.index()]
    }
}

impl<T, const N: usize> IndexMut<Player> for ByPlayer<T, N> {
    fn index_mut(&mut self, player: Player) -> &mut T {
        &mut self.values[player.index()]
    }
}

#[cfg(feature = "serde")]
mod serde_array {
    use alloc::vec::Vec;
    use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error};

    pub fn serialize<S: Serializer, T: Serialize, const N: usize>(
        values: &[T; N],
        s: S,
    ) -> Result<S::Ok, S::Error> {
        values.as_slice().serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>, T: Deserialize<'de>, const N: usize>(
        d: D,
    ) -> Result<[T; N], D::Error> {
        let v = Vec::<T>::deserialize(d)?;
        let len = v.len();
        v.try_into()
            .map_err(|_| D::Error::invalid_length(len, &"one value per player"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_wrap_around() {
        assert_eq!(Player::FIRST.next(2), Player::SECOND);
        assert_eq!(Player::SECOND.next(2), Player::FIRST);
        assert_eq!(Player::THIRD.next(4), Player::FOURTH);
        assert_eq!(Player::FOURTH.next(4), Player::FIRST);
        assert_eq!(Player::FIRST.opponent(), Player::SECOND);
        assert_eq!(Player::new(4), None);
    }

    #[test]
    fn seats_display_zero_based() {
        use alloc::string::ToString;
        assert_eq!(Player::FIRST.to_string(), "player 0");
        assert_eq!(Player::THIRD.to_string(), "player 2");
    }

    #[test]
    fn by_player_indexes_by_seat() {
        let mut b = ByPlayer::new([1, 2]);
        b[Player::SECOND] += 10;
        assert_eq!(b[Player::FIRST], 1);
        assert_eq!(b[Player::SECOND], 12);
        assert_eq!(b.get(Player::THIRD), None);
    }
}
