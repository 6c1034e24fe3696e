//! Moves (plays, `pass`, `draw`) and chance outcomes (a dealt or drawn tile).

use crate::Tile;
use boardcore::{ParseMoveError, ParseMoveErrorKind};
use core::fmt;
use core::str::FromStr;

/// An open end of the line of play.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum End {
    /// The left end (`L`); the opening tile is written with `L`.
    Left,
    /// The right end (`R`).
    Right,
}

impl End {
    /// Returns the index of the end: 0 for left, 1 for right.
    #[must_use]
    pub const fn index(self) -> usize {
        match self {
            Self::Left => 0,
            Self::Right => 1,
        }
    }

    /// Returns the letter of the end, `L` or `R`.
    #[must_use]
    pub const fn char(self) -> char {
        match self {
            Self::Left => 'L',
            Self::Right => 'R',
        }
    }
}

/// A move of a hand of dominoes, or a chance outcome.
///
/// Notation (context-free `Display`/`FromStr`, spec "Notation" \[CHOICE\]):
///
/// | move | text |
/// |---|---|
/// | play `tile` at an end | `3-5L`, `3-5R` (the opening play is written `6-6L`) |
/// | pass | `pass` |
/// | ask to draw (draw game) | `draw` |
/// | chance: the next tile dealt | `deal:3-5` |
/// | chance: the tile drawn | `drawn:3-5` |
///
/// The size is 2 bytes.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Move {
    /// Places `tile` at `end` of the line (the opening play uses [`End::Left`]).
    Play {
        /// The tile played.
        tile: Tile,
        /// The end it goes to.
        end: End,
    },
    /// Passes: the player cannot play and may not draw.
    Pass,
    /// Draws from the stock (draw game): a chance node then gives the tile.
    Draw,
    /// Chance: `tile` is dealt to the next seat in turn.
    Deal(Tile),
    /// Chance: the player who asked to draw gets `tile`.
    Drawn(Tile),
}

impl Move {
    /// Tests if this is a chance outcome (a dealt or drawn tile).
    #[must_use]
    pub const fn is_chance(self) -> bool {
        matches!(self, Self::Deal(_) | Self::Drawn(_))
    }
}

/// The moves of one position, inline up to 32 (a chance node of the double-nine or
/// double-twelve deal spills to the heap).
pub type MoveList = boardcore::MoveList<Move, 32>;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Play { tile, end } => write!(f, "{tile}{}", end.char()),
            Self::Pass => f.write_str("pass"),
            Self::Draw => f.write_str("draw"),
            Self::Deal(t) => write!(f, "deal:{t}"),
            Self::Drawn(t) => write!(f, "drawn:{t}"),
        }
    }
}

/// What a [`Move`] that fails to parse is told: the notation's forms.
const EXPECTED: &str = "expected e.g. 3-5L, 3-5R, pass, draw, deal:3-5, drawn:3-5";

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads a move in the notation it is written in (`3-5L`, `pass`, `deal:3-5`).
    ///
    /// # Errors
    ///
    /// Returns a [`ParseMoveError`] of kind [`ParseMoveErrorKind::Syntax`], quoting
    /// an excerpt of the text, with the notation's forms as its detail.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseMoveError::new(ParseMoveErrorKind::Syntax, s, EXPECTED);
        match s {
            "pass" => return Ok(Self::Pass),
            "draw" => return Ok(Self::Draw),
            _ => {}
        }
        if let Some(t) = s.strip_prefix("deal:") {
            return t.parse().map(Self::Deal).map_err(|_| err());
        }
        if let Some(t) = s.strip_prefix("drawn:") {
            return t.parse().map(Self::Drawn).map_err(|_| err());
        }
        let (end, tile) = if let Some(t) = s.strip_suffix('L') {
            (End::Left, t)
        } else if let Some(t) = s.strip_suffix('R') {
            (End::Right, t)
        } else {
            return Err(err());
        };
        let tile = tile.parse().map_err(|_| err())?;
        Ok(Self::Play { tile, end })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    /// Spec: the deal and the tile drawn from the stock are chance; a play, a pass
    /// and asking to draw are the player's choices.
    #[test]
    fn only_dealt_and_drawn_tiles_are_chance() {
        for (text, chance) in [
            ("deal:6-6", true),
            ("drawn:0-1", true),
            ("3-5L", false),
            ("0-0R", false),
            ("pass", false),
            ("draw", false),
        ] {
            let mv: Move = text.parse().expect(text);
            assert_eq!(mv.is_chance(), chance, "{text}");
        }
    }

    #[test]
    fn small_and_round_trips() {
        assert_eq!(core::mem::size_of::<Move>(), 2);
        for s in [
            "3-5L",
            "0-0R",
            "10-12L",
            "pass",
            "draw",
            "deal:6-6",
            "drawn:0-1",
        ] {
            assert_eq!(s.parse::<Move>().unwrap().to_string(), s);
        }
        for s in ["", "3-5", "3-5X", "deal:", "drawn:7", "L", "pass ", "13-0L"] {
            let e = s.parse::<Move>().unwrap_err();
            assert_eq!(e.kind, ParseMoveErrorKind::Syntax, "{s}");
            assert_eq!(e.detail, EXPECTED);
            assert_eq!(
                e.to_string(),
                alloc::format!("invalid move notation {}: {EXPECTED}", e.text)
            );
        }
    }
}
