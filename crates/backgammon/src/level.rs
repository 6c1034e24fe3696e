//! How much a game is worth before the cube: [`Level`].

/// How much a game is worth before the cube: single (1), gammon (2) or backgammon (3).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Level {
    /// A single game (1 point times the cube).
    Single = 1,
    /// A gammon: the loser has borne off no checker (2).
    Gammon = 2,
    /// A backgammon: a gammon with a loser's checker on the bar or in the winner's home
    /// board (3).
    Backgammon = 3,
}

impl Level {
    /// The three levels, lowest first.
    pub const ALL: [Self; 3] = [Self::Single, Self::Gammon, Self::Backgammon];

    /// Returns the multiplier: 1, 2 or 3.
    #[must_use]
    pub const fn points(self) -> u32 {
        self as u32
    }

    pub(crate) const fn from_points(n: u32) -> Option<Self> {
        match n {
            1 => Some(Self::Single),
            2 => Some(Self::Gammon),
            3 => Some(Self::Backgammon),
            _ => None,
        }
    }

    pub(crate) const fn name(self) -> &'static str {
        match self {
            Self::Single => "single",
            Self::Gammon => "gammon",
            Self::Backgammon => "backgammon",
        }
    }
}
