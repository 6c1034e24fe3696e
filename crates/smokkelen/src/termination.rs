//! Why a game ended, and its result.

use crate::Color;
use boardcore::Outcome;
use core::fmt;

/// Why a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Termination {
    /// A secret stone stands on its owner's far rank: its owner wins, whoever moved
    /// it (spec "End" \[SOURCED\]).
    Smuggled {
        /// The owner of the secret stone.
        winner: Color,
    },
    /// Two passes in a row (spec "End" \[CHOICE\]): a draw.
    TwoPasses,
    /// The ply limit of [`Config::ply_limit`](crate::Config::ply_limit) was reached (spec \[CHOICE\]): a draw.
    PlyLimit,
    /// The same stones, side to move and frozen square for the third time (spec
    /// \[CHOICE\]; only [`History`](crate::History) sees it): a draw.
    Repetition,
}

impl Termination {
    /// Returns the result: a win for the smuggler's owner, otherwise a draw.
    #[must_use]
    pub fn outcome(self) -> Outcome {
        match self {
            Self::Smuggled { winner } => Outcome::win(winner.into()),
            _ => Outcome::DRAW,
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Smuggled { winner } => write!(f, "{winner}'s secret stone reached the far rank"),
            Self::TwoPasses => f.write_str("two passes in a row"),
            Self::PlyLimit => f.write_str("ply limit"),
            Self::Repetition => f.write_str("threefold repetition"),
        }
    }
}
