//! Moves and their context-free notation.

use crate::{Label, Square};
use boardcore::{ParseMoveError, ParseMoveErrorKind};
use core::fmt;
use core::str::FromStr;

/// A move of Smokkelen: a stone move identified by its start and end squares, a
/// pass, or one of the two set-up moves.
///
/// A stone move is identified by `(from, to)` only: the route (slide legs and
/// jumps) is kept for display by [`Position::path`](crate::Position::path), and all
/// routes between the same two squares are the same move (spec "Notation").
///
/// `Display` is the context-free machine notation: `a1e6` (from and to), `pass`,
/// `secret:3` and `place:3`. `FromStr` reads these, and also a route such as
/// `d1-b1-b3xb5xd5`, of which it keeps only the first and last squares (whether the
/// route is legal needs the position: [`boardcore::Game::parse_move`]).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Move {
    /// A stone (of either colour) moves from `from` to `to`: a slide, a jump chain, or
    /// a slide then a jump chain.
    Stone {
        /// The square the stone leaves.
        from: Square,
        /// The square the stone ends on (never `from`).
        to: Square,
    },
    /// The player to move has no stone move and passes; this clears the frozen stone
    /// (spec "Set-up, passes and limits").
    Pass,
    /// Set-up: the player to move secretly chooses its secret stone (the smuggler) by
    /// label, before placing its stones.
    ChooseSecret(Label),
    /// Set-up: the player to move puts its stone with this label on its next home
    /// square, in the fixed order a1, b1, ..., e2 (White) or a6, b6, ..., e5 (Black).
    Place(Label),
}

/// A list of moves, inline up to 192 (the start positions have about 60 to 90 moves).
pub type MoveList = boardcore::MoveList<Move, 192>;

impl Move {
    /// Returns the stone move from `from` to `to`.
    #[must_use]
    pub const fn stone(from: Square, to: Square) -> Self {
        Self::Stone { from, to }
    }

    /// Returns the start square of a stone move, or `None` for other moves.
    #[must_use]
    pub const fn from(self) -> Option<Square> {
        match self {
            Self::Stone { from, .. } => Some(from),
            _ => None,
        }
    }

    /// Returns the end square of a stone move, or `None` for other moves.
    #[must_use]
    pub const fn to(self) -> Option<Square> {
        match self {
            Self::Stone { to, .. } => Some(to),
            _ => None,
        }
    }

    /// Tests if this is a set-up move ([`Move::ChooseSecret`] or [`Move::Place`]).
    #[must_use]
    pub const fn is_setup(self) -> bool {
        matches!(self, Self::ChooseSecret(_) | Self::Place(_))
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Stone { from, to } => write!(f, "{from}{to}"),
            Self::Pass => f.write_str("pass"),
            Self::ChooseSecret(label) => write!(f, "secret:{label}"),
            Self::Place(label) => write!(f, "place:{label}"),
        }
    }
}

/// Reads a square of the 5x6 board at the start of `s`: a file `a`-`e` and a rank
/// `1`-`6`.
pub(crate) fn square_prefix(s: &[u8]) -> Option<Square> {
    // `Square::from_coords` checks the bounds again, so widening these ranges is an
    // equivalent mutant.
    match s {
        [f @ b'a'..=b'e', r @ b'1'..=b'6', ..] => {
            Square::from_coords(usize::from(f - b'a'), usize::from(r - b'1'))
        }
        _ => None,
    }
}

fn label_after(text: &str, prefix: &str) -> Option<Result<Label, &'static str>> {
    let rest = text.strip_prefix(prefix)?;
    Some(match rest.as_bytes() {
        [d @ b'0'..=b'9'] => Ok(Label::ALL[usize::from(d - b'0')]),
        _ => Err("expected one digit 0-9 after the colon"),
    })
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads the context-free notation: `pass`, `secret:N`, `place:N`, `a1e6` or a
    /// route (`d1-b1-b3xb5xd5`, only its ends kept; see [`Path`](crate::Path) for a
    /// route checked against a position).
    ///
    /// # Errors
    ///
    /// Returns a [`ParseMoveError`] of kind [`ParseMoveErrorKind::Syntax`] whose
    /// `detail` says what is wrong with the text.
    fn from_str(text: &str) -> Result<Self, ParseMoveError> {
        let err = |reason| ParseMoveError::new(ParseMoveErrorKind::Syntax, text, reason);
        if text == "pass" {
            return Ok(Self::Pass);
        }
        if let Some(label) = label_after(text, "secret:") {
            return label.map(Self::ChooseSecret).map_err(err);
        }
        if let Some(label) = label_after(text, "place:") {
            return label.map(Self::Place).map_err(err);
        }
        let b = text.as_bytes();
        let first = square_prefix(b).ok_or_else(|| err("expected a square a1-e6 first"))?;
        if b.len() == 4 {
            let to = square_prefix(&b[2..]).ok_or_else(|| err("expected a square a1-e6 last"))?;
            return if to == first {
                Err(err("a move must end on another square"))
            } else {
                Ok(Self::stone(first, to))
            };
        }
        // A route: squares joined by `-` (slides) and `x` (jumps).
        let mut rest = &b[2..];
        let mut last = first;
        if rest.is_empty() {
            return Err(err("expected a second square"));
        }
        while !rest.is_empty() {
            if !matches!(rest[0], b'-' | b'x') {
                return Err(err("expected `-` or `x` between squares"));
            }
            last = square_prefix(&rest[1..])
                .ok_or_else(|| err("expected a square a1-e6 after `-` or `x`"))?;
            rest = &rest[3..];
        }
        if last == first {
            return Err(err("a move must end on another square"));
        }
        Ok(Self::stone(first, last))
    }
}

boardcore::serde_via_str!(Move);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn moves_are_small_and_round_trip() {
        assert!(core::mem::size_of::<Move>() <= 4);
        for text in ["a1e6", "pass", "secret:3", "place:0", "e5e2"] {
            let mv: Move = text.parse().expect(text);
            assert_eq!(mv.to_string(), text);
        }
        let path: Move = "d1-b1-b3xb5xd5".parse().expect("route");
        assert_eq!(path.to_string(), "d1d5");
        for bad in [
            "",
            "a1",
            "a1a1",
            "a1-",
            "a1-a7",
            "f1a1",
            "secret:",
            "secret:10",
            "a1+a2",
            "a1-a2-a1",
        ] {
            assert!(bad.parse::<Move>().is_err(), "{bad}");
        }
    }
}
