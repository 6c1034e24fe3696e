//! The actions of a game ([`Move`]): chance outcomes, plays, cube and resignation
//! actions, and their text.

use crate::{Dice, Level, Play};
use core::fmt;
use core::str::FromStr;

/// An action of [`GameState`](crate::GameState) (its [`Game::Move`](boardcore::Game::Move)): a chance outcome, a play, or a cube
/// or resignation action.
///
/// `Display`/`FromStr` (context-free): `opening 31` (the opening roll, player 0's die
/// then player 1's), `52` (a roll), a [`Play`] in its raw form (`24/18 13/10`, `none`),
/// `roll` (roll without doubling), `double`, `take`, `drop`, `beaver` (an instant
/// redouble: beaver, raccoon, ...), `resign single|gammon|backgammon`, `accept`,
/// `reject`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Move {
    /// Chance: the opening roll, one die each (player 0's, player 1's); a tie is rolled
    /// again.
    Opening(u8, u8),
    /// Chance: the roll of the player on roll.
    Roll(Dice),
    /// The checker play of the roll ([`Play::EMPTY`] when nothing can move).
    Play(Play),
    /// Roll the dice without doubling.
    RollDice,
    /// Offer the cube.
    Double,
    /// Accept a double (or, after an instant redouble, let the play go on).
    Take,
    /// Refuse a double, losing the current cube value.
    Drop,
    /// Redouble on the spot while keeping the cube: a beaver, then a raccoon, ...
    Beaver,
    /// Offer to resign at a level.
    Resign(Level),
    /// Accept the offered resignation.
    Accept,
    /// Reject the offered resignation.
    Reject,
}

/// The error of reading a [`Move`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid backgammon action {0}")]
pub struct ParseActionError(pub boardcore::Excerpt);

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Opening(a, b) => write!(f, "opening {a}{b}"),
            Self::Roll(d) => write!(f, "{d}"),
            Self::Play(p) => write!(f, "{p}"),
            Self::RollDice => f.write_str("roll"),
            Self::Double => f.write_str("double"),
            Self::Take => f.write_str("take"),
            Self::Drop => f.write_str("drop"),
            Self::Beaver => f.write_str("beaver"),
            Self::Resign(l) => write!(f, "resign {}", l.name()),
            Self::Accept => f.write_str("accept"),
            Self::Reject => f.write_str("reject"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, ParseActionError> {
        let t = s.trim();
        let err = || ParseActionError(s.into());
        let lower = t.to_ascii_lowercase();
        Ok(match lower.as_str() {
            "roll" => Self::RollDice,
            "double" => Self::Double,
            "take" => Self::Take,
            "drop" | "pass" => Self::Drop,
            "beaver" | "raccoon" => Self::Beaver,
            "accept" => Self::Accept,
            "reject" => Self::Reject,
            _ => {
                if let Some(rest) = lower.strip_prefix("opening ") {
                    let b = rest.trim().as_bytes();
                    match b {
                        [x, y] if (b'1'..=b'6').contains(x) && (b'1'..=b'6').contains(y) => {
                            Self::Opening(x - b'0', y - b'0')
                        }
                        _ => return Err(err()),
                    }
                } else if let Some(rest) = lower.strip_prefix("resign ") {
                    Self::Resign(match rest.trim() {
                        "single" | "1" => Level::Single,
                        "gammon" | "2" => Level::Gammon,
                        "backgammon" | "3" => Level::Backgammon,
                        _ => return Err(err()),
                    })
                } else if t.len() == 2 && t.bytes().all(|c| c.is_ascii_digit()) {
                    Self::Roll(t.parse().map_err(|_| err())?)
                } else {
                    Self::Play(t.parse().map_err(|_| err())?)
                }
            }
        })
    }
}

/// The list of actions of a [`GameState`](crate::GameState).
pub type MoveList = smallvec::SmallVec<[Move; 32]>;
