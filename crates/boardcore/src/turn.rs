//! Whose turn it is, and how a finished game ended.

use crate::Player;
use core::fmt;

/// How a finished game ended.
///
/// Every game reports its result through this type. `points` carries the score of
/// games that have one (a backgammon gammon is worth 2, a domino hand the opponents'
/// pips); games without scores use 1.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Outcome {
    /// `winner` won, scoring `points` (1 in games without scores).
    Decisive {
        /// The player who won.
        winner: Player,
        /// What the win is worth, in the game's own unit (1 where the game has no scores).
        points: u32,
    },
    /// Nobody won.
    Draw,
}

impl Outcome {
    /// Returns a plain win worth one point for `winner`.
    #[must_use]
    pub const fn win(winner: Player) -> Self {
        Self::Decisive { winner, points: 1 }
    }

    /// Returns the winner, or `None` for a draw.
    #[must_use]
    pub const fn winner(self) -> Option<Player> {
        match self {
            Self::Decisive { winner, .. } => Some(winner),
            Self::Draw => None,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Decisive { winner, points: 1 } => write!(f, "{winner} wins"),
            Self::Decisive { winner, points } => write!(f, "{winner} wins {points} points"),
            Self::Draw => f.write_str("draw"),
        }
    }
}

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
