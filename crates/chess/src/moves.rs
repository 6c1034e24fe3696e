//! Moves and move lists.

use crate::{Role, Square};
use boardcore::{ParseMoveError, ParseMoveErrorKind};
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
/// The size is 4 bytes: three fields and one byte of padding, so that a move is read
/// and written with one 32-bit access (fewer instructions per leaf of a perft than
/// the 3-byte layout's two).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(C, align(4))]
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

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads the raw long algebraic form (`e2e4`, `e7e8q`, `e1h1`).
    ///
    /// # Errors
    ///
    /// Returns a [`ParseMoveError`] of kind
    /// [`Syntax`](boardcore::ParseMoveErrorKind::Syntax), saying what is malformed.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let syntax = |detail: &str| ParseMoveError::new(ParseMoveErrorKind::Syntax, s, detail);
        if !s.is_ascii() || !(4..=5).contains(&s.len()) {
            return Err(syntax("expected 4 or 5 characters, such as e2e4 or e7e8q"));
        }
        let square = |text: &str| text.parse::<Square>().map_err(|_| syntax("invalid square"));
        let (from, to) = (square(&s[0..2])?, square(&s[2..4])?);
        let promotion = match s.as_bytes().get(4) {
            None => None,
            Some(&c) => match Role::from_char(c as char) {
                Some(r @ (Role::Knight | Role::Bishop | Role::Rook | Role::Queen))
                    if c.is_ascii_lowercase() =>
                {
                    Some(r)
                }
                _ => return Err(syntax("invalid promotion piece (expected n, b, r or q)")),
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
            let e = s.parse::<Move>().expect_err(s);
            assert_eq!(e.kind, ParseMoveErrorKind::Syntax, "{s}");
        }
        let e = "e7e8k".parse::<Move>().expect_err("a king");
        assert_eq!(
            e.to_string(),
            "invalid move notation \"e7e8k\": invalid promotion piece (expected n, b, r or q)"
        );
    }
}
