//! What every game's record formats share: the result of a recorded game and the place
//! of a fault in a record's text.
//!
//! Each game crate reads and writes its own formats (PGN in `chess`, PDN in `draughts`,
//! `.mat`/`.sgf`/`.txt` in `backgammon`, ...), all in one shape: a `Reader` over the
//! text is an iterator of `Result`s, one per game, whose error carries a [`Location`];
//! each game read has a `replay` that returns the game's history or an error at a
//! 1-based ply.

use core::fmt;
use core::str::FromStr;

/// The result of a two-sided game as a record states it (PGN standard section 8.2.6;
/// PDN uses the same four results, with its own spellings, which the draughts crate
/// reads).
///
/// `Display`/`FromStr` use the PGN spellings `1-0`, `0-1`, `1/2-1/2` and `*`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum GameResult {
    /// `1-0`: White (the side of [`Player::FIRST`](crate::Player::FIRST) in chess) won.
    WhiteWins,
    /// `0-1`: Black won.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unknown, unfinished or abandoned.
    #[default]
    Ongoing,
}

impl GameResult {
    /// Returns the PGN text of the result: `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::WhiteWins => "1-0",
            Self::BlackWins => "0-1",
            Self::Draw => "1/2-1/2",
            Self::Ongoing => "*",
        }
    }

    /// Returns the result of a game that ended with `outcome`, where White sits at
    /// `white` and Black at `black`; `None` (a game that goes on) is `Ongoing`, and an
    /// outcome that is neither a win of one of the two nor a draw is `Ongoing` too.
    #[must_use]
    pub fn from_outcome(
        outcome: Option<crate::Outcome>,
        white: crate::Player,
        black: crate::Player,
    ) -> Self {
        match outcome {
            Some(o) if o == crate::Outcome::DRAW => Self::Draw,
            Some(o) if o == crate::Outcome::win(white) => Self::WhiteWins,
            Some(o) if o == crate::Outcome::win(black) => Self::BlackWins,
            _ => Self::Ongoing,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error of reading a [`GameResult`] that is not `1-0`, `0-1`, `1/2-1/2` (or
/// `1/2`) or `*`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid game result {0}")]
pub struct ParseGameResultError(pub crate::Excerpt);

impl FromStr for GameResult {
    type Err = ParseGameResultError;

    /// Reads `1-0`, `0-1`, `1/2-1/2` (or `1/2`) or `*`, around which white space is
    /// ignored.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim() {
            "1-0" => Ok(Self::WhiteWins),
            "0-1" => Ok(Self::BlackWins),
            "1/2-1/2" | "1/2" => Ok(Self::Draw),
            "*" => Ok(Self::Ongoing),
            _ => Err(ParseGameResultError(crate::Excerpt::new(s))),
        }
    }
}

/// Where a fault lies in a record's text: the game, the line and the column, each
/// counted from 1 (the first game of a file is game 1).
///
/// The column counts characters (not bytes) from the start of the line; a UTF-8
/// byte-order mark is not counted. `Display` writes `game 3, line 17, column 5`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Location {
    /// The 1-based number of the game in the text.
    pub game: usize,
    /// The 1-based line.
    pub line: usize,
    /// The 1-based column, in characters.
    pub column: usize,
}

impl Location {
    /// Returns the location of byte `offset` of `text`, in game number `game`
    /// (1-based).
    ///
    /// Costs one pass over `text[..offset]`; a reader that reports many faults should
    /// count lines as it reads instead. An `offset` past the end or inside a character
    /// is taken back to the last character boundary before it.
    #[must_use]
    pub fn of_offset(text: &str, offset: usize, game: usize) -> Self {
        let mut end = offset.min(text.len());
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        let before = &text[..end];
        let before = before.strip_prefix('\u{feff}').unwrap_or(before);
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        Self {
            game,
            line: before.bytes().filter(|&b| b == b'\n').count() + 1,
            column: before[line_start..].chars().count() + 1,
        }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "game {}, line {}, column {}",
            self.game, self.line, self.column
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Outcome, Player};
    use alloc::string::ToString;

    #[test]
    fn results_round_trip_and_refuse_other_text() {
        for r in [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
            GameResult::Ongoing,
        ] {
            assert_eq!(r.to_string().parse::<GameResult>(), Ok(r));
        }
        assert_eq!(" 1/2 ".parse::<GameResult>(), Ok(GameResult::Draw));
        assert!("2-0".parse::<GameResult>().is_err());
        assert!("".parse::<GameResult>().is_err());
    }

    #[test]
    fn results_from_outcomes() {
        let (w, b) = (Player::SECOND, Player::FIRST);
        let r = |o| GameResult::from_outcome(o, w, b);
        assert_eq!(r(Some(Outcome::win(w))), GameResult::WhiteWins);
        assert_eq!(r(Some(Outcome::win(b))), GameResult::BlackWins);
        assert_eq!(r(Some(Outcome::DRAW)), GameResult::Draw);
        assert_eq!(r(None), GameResult::Ongoing);
    }

    #[test]
    fn locations_count_lines_and_characters_from_one() {
        let text = "\u{feff}ab\n\u{e9}x\ny";
        let at = |o| Location::of_offset(text, o, 2);
        assert_eq!(at(0).to_string(), "game 2, line 1, column 1");
        assert_eq!((at(3).line, at(3).column), (1, 1));
        assert_eq!((at(4).line, at(4).column), (1, 2));
        assert_eq!((at(6).line, at(6).column), (2, 1));
        // After the two-byte é: column 2, not 3; inside it: back to its start.
        assert_eq!((at(8).line, at(8).column), (2, 2));
        assert_eq!((at(7).line, at(7).column), (2, 1));
        assert_eq!((at(100).line, at(100).column), (3, 2));
    }
}
