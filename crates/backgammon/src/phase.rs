//! The phase of a game ([`Phase`]) and how it ended ([`End`]).

use crate::{Dice, Level};

/// The phase of a game: who acts and how.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// Chance: the opening roll (one die each).
    Opening,
    /// The player on roll decides: roll, double or resign.
    Decide,
    /// Chance: the dice of the player on roll.
    Rolling,
    /// The player on roll plays the dice.
    Moving(Dice),
    /// A double is offered to the opponent of the player on roll; after `redoubles`
    /// instant redoubles (beavers), the side to answer alternates.
    Doubled {
        /// Instant redoubles so far (0: the first double is on offer).
        redoubles: u8,
    },
    /// The player on roll offered to resign; the opponent answers. As gnubg, a player
    /// may offer before rolling (`dice` `None`) or after (`dice` the roll to play if
    /// the offer is rejected).
    Resigning {
        /// The level offered.
        level: Level,
        /// The dice rolled before the offer, if any.
        dice: Option<Dice>,
    },
    /// The game is over.
    Over {
        /// The winner.
        winner: u8,
        /// The points won (level times cube, Jacoby applied).
        points: u32,
        /// How the game ended.
        end: End,
    },
}

/// How a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum End {
    /// The winner bore off all checkers; the level reached.
    BoreOff(Level),
    /// The loser dropped a double.
    Drop,
    /// The loser resigned at a level, and the winner accepted.
    Resigned(Level),
}
