//! Whose turn it is.

use crate::{Outcome, Player};

/// Who acts next: a player, chance (dice, a shuffle, a draw from the stock), or nobody
/// because the game is over.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Turn {
    /// This player chooses the next move.
    Player(Player),
    /// Chance chooses the next move; see [`Game::chance_weight`](crate::Game::chance_weight).
    Chance,
    /// The game is over.
    Over(Outcome),
}

impl Turn {
    /// Returns the player to move, if a player is to move.
    #[must_use]
    pub const fn player(self) -> Option<Player> {
        match self {
            Self::Player(p) => Some(p),
            _ => None,
        }
    }

    /// Returns the outcome, if the game is over.
    #[must_use]
    pub const fn outcome(self) -> Option<Outcome> {
        match self {
            Self::Over(o) => Some(o),
            _ => None,
        }
    }
}
