//! Moves and move lists.

use crate::{Role, Square};
use core::fmt;
use core::str::FromStr;

/// A chess move: a piece goes from one square to another, maybe promoting.
///
/// Castling is written as the king capturing its own rook (`e1h1`), which covers
/// standard chess and Chess960 alike; [`Uci`](crate::notation::uci::Uci) converts to and
/// from the standard `e1g1` form. En passant is the pawn's diagonal step to the en
/// passant square. `Display` and `FromStr` use this raw, context-free long algebraic
/// form; use the notations in [`notation`](crate::notation) for SAN, UCI and German.
///
/// The size is 3 bytes.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Move {
    /// The square the piece leaves.
    pub from: Square,
    /// The square the piece goes to (the own rook's square when castling).
    pub to: Square,
    /// The piece a pawn promotes to, if it promotes.
    pub promotion: Option<Role>,
}

impl Move {
    /// Returns a move without promotion.
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Self {
        Self {
            from,
            to,
            promotion: None,
        }
    }
}

/// The moves of one position, stored inline up to 256 moves (the known maximum of
/// legal chess moves is 218).
pub type MoveList = boardcore::MoveList<Move, 256>;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(role) = self.promotion {
            write!(f, "{}", role.char())?;
        }
        Ok(())
    }
}

/// The error of parsing a [`Move`] from its raw long algebraic form (`e2e4`, `e7e8q`).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMoveError {
    /// The text is not 4 or 5 characters long.
    #[error("invalid move length in {0} (expected e.g. e2e4 or e7e8q)")]
    Length(boardcore::Excerpt),
    /// A square is malformed.
    #[error("invalid square in move {0}")]
    Square(boardcore::Excerpt),
    /// The promotion letter is not one of `n b r q`.
    #[error("invalid promotion piece in move {0}")]
    Promotion(boardcore::Excerpt),
}

impl FromStr for Move {
    type Err = ParseMoveError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let owned = || boardcore::Excerpt::new(s);
        if !s.is_ascii() || !(4..=5).contains(&s.len()) {
            return Err(ParseMoveError::Length(owned()));
        }
        let from: Square = s[0..2]
            .parse()
            .map_err(|_| ParseMoveError::Square(owned()))?;
        let to: Square = s[2..4]
            .parse()
            .map_err(|_| ParseMoveError::Square(owned()))?;
        let promotion = match s.as_bytes().get(4) {
            None => None,
            Some(&c) => match Role::from_char(c as char) {
                Some(r @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen))
                    if c.is_ascii_lowercase() =>
                {
                    Some(r)
                }
                _ => return Err(ParseMoveError::Promotion(owned())),
            },
        };
        Ok(Self {
            from,
            to,
            promotion,
        })
    }
}

boardcore::serde_via_str!(Move);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn size_and_round_trip() {
        assert!(size_of::<Move>() <= 4);
        for s in ["e2e4", "e7e8q", "a2a1n", "e1h1"] {
            assert_eq!(s.parse::<Move>().map(|m| m.to_string()), Ok(s.to_string()));
        }
        for s in ["", "e2", "e2e9", "e7e8k", "e7e8Q", "e2e4qq", "é2e4"] {
            assert!(s.parse::<Move>().is_err(), "{s}");
        }
    }
}
