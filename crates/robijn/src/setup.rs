//! An unvalidated position and the position string.

use crate::{Side, Square, Stone, layout};
use alloc::string::{String, ToString};
use core::fmt;
use core::str::FromStr;

/// A position that may break the rules: any stones on any fields and a side to move.
///
/// [`Position::from_setup`](crate::Position::from_setup) checks it. `Display` and
/// `FromStr` use the position string of the rules ("Notation" \[RECON\]): the rows
/// from 10 down to 1 separated by `/`, each row its 10 cells `a`..`j` with no
/// separator (`.` or a stone code such as `b1` or `u20`), a space, and `a` or `b`
/// for the side to move. Reading checks only the syntax.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// The stone on each field, by square index (`a1` = 0, `j10` = 99).
    pub board: [Option<Stone>; 100],
    /// The side to move (was `side`).
    pub turn: Side,
}

impl Default for Setup {
    /// Returns the start position with `A` to move.
    fn default() -> Self {
        Self::start(Side::A)
    }
}

impl Setup {
    /// Returns an empty board with `side` to move.
    #[must_use]
    pub const fn empty(side: Side) -> Self {
        Self {
            board: [None; 100],
            turn: side,
        }
    }

    /// Returns the start position (every stone on its start field) with `first` to
    /// move (rules, "Turn order": A moves first \[CHOICE, configurable\]).
    #[must_use]
    pub fn start(first: Side) -> Self {
        let mut setup = Self::empty(first);
        for stone in Stone::all() {
            setup.board[layout::start_square(stone).to_index()] = Some(stone);
        }
        setup
    }

    /// Returns the stone on `sq`.
    #[must_use]
    pub const fn get(&self, sq: Square) -> Option<Stone> {
        self.board[sq.to_index()]
    }

    /// Puts `stone` (or nothing) on `sq`.
    pub const fn set(&mut self, sq: Square, stone: Option<Stone>) {
        self.board[sq.to_index()] = stone;
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..10).rev() {
            for file in 0..10 {
                match self.board[rank * 10 + file] {
                    Some(stone) => write!(f, "{stone}")?,
                    None => f.write_str(".")?,
                }
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.turn.letter())
    }
}

/// What is wrong with the syntax of a position string.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseSetupErrorKind {
    /// The string is not the board, one space and the side to move.
    #[error("expected the board, a space and the side to move")]
    Fields,
    /// The board does not have 10 rows separated by `/`.
    #[error("expected 10 rows separated by '/'")]
    Rows,
    /// A cell is neither `.` nor a stone code.
    #[error("invalid cell")]
    Cell,
    /// A row has more or fewer than 10 cells.
    #[error("expected 10 cells in the row")]
    RowLength,
    /// The side to move is not `a` or `b`.
    #[error("invalid side to move (expected a or b)")]
    Side,
}

/// The error of reading a position string: what is wrong and where (the row of the
/// board, 10 to 1, and the column `a`..`j` where known; the 1-based character
/// column in the text).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{kind} at character {column}{}", location(*.row, *.file))]
pub struct ParseSetupError {
    /// What is wrong.
    pub kind: ParseSetupErrorKind,
    /// The 1-based character column of the text where it was seen.
    pub column: usize,
    /// The board row (1-10) concerned, if any.
    pub row: Option<u8>,
    /// The board column (0 = `a`) concerned, if any.
    pub file: Option<u8>,
}

fn location(row: Option<u8>, file: Option<u8>) -> String {
    match (row, file) {
        (Some(r), Some(f)) => alloc::format!(" (field {}{r})", char::from(b'a' + f)),
        (Some(r), None) => alloc::format!(" (row {r})"),
        _ => String::new(),
    }
}

impl FromStr for Setup {
    type Err = ParseSetupError;

    /// Reads a position string (syntax only). A UTF-8 byte order mark before it and
    /// one line end (LF, CRLF or CR) after it are ignored, so a line read from a
    /// file parses; columns count from the first character after the mark.
    ///
    /// # Errors
    ///
    /// Returns [`ParseSetupError`] saying what is wrong and where.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.strip_prefix('\u{feff}').unwrap_or(s);
        let s = s.strip_suffix('\n').unwrap_or(s);
        let s = s.strip_suffix('\r').unwrap_or(s);
        let err = |kind, byte: usize, row: Option<u8>, file: Option<u8>| ParseSetupError {
            kind,
            column: s.get(..byte).map_or(byte, |p| p.chars().count()) + 1,
            row,
            file,
        };
        let Some((board, side)) = s.split_once(' ') else {
            return Err(err(ParseSetupErrorKind::Fields, s.len(), None, None));
        };
        let side_at = board.len() + 1;
        let side = match side {
            "a" => Side::A,
            "b" => Side::B,
            _ if side.contains(' ') => {
                return Err(err(ParseSetupErrorKind::Fields, side_at, None, None));
            }
            _ => return Err(err(ParseSetupErrorKind::Side, side_at, None, None)),
        };
        let mut setup = Self::empty(side);
        let bytes = board.as_bytes();
        let mut i = 0;
        for row_index in 0..10u8 {
            let rank = 9 - row_index;
            let row = Some(rank + 1);
            if row_index > 0 {
                if bytes.get(i) != Some(&b'/') {
                    return Err(err(ParseSetupErrorKind::Rows, i, row, None));
                }
                i += 1;
            }
            let mut file = 0u8;
            while i < bytes.len() && bytes[i] != b'/' {
                if file == 10 {
                    return Err(err(ParseSetupErrorKind::RowLength, i, row, None));
                }
                let at = i;
                let cell_err = || err(ParseSetupErrorKind::Cell, at, row, Some(file));
                if bytes[i] == b'.' {
                    i += 1;
                } else {
                    // A letter, then every digit that follows (codes are
                    // self-delimiting: no cell starts with a digit).
                    let mut end = i + 1;
                    while end < bytes.len() && bytes[end].is_ascii_digit() {
                        end += 1;
                    }
                    let code = board.get(i..end).ok_or_else(cell_err)?;
                    let stone: Stone = code.parse().map_err(|_| cell_err())?;
                    setup.board[usize::from(rank) * 10 + usize::from(file)] = Some(stone);
                    i = end;
                }
                file += 1;
            }
            if file < 10 {
                return Err(err(ParseSetupErrorKind::RowLength, i, row, None));
            }
        }
        if i < bytes.len() {
            return Err(err(ParseSetupErrorKind::Rows, i, None, None));
        }
        Ok(setup)
    }
}

/// Why a [`Setup`] is not a legal position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// A stone is not on the board (stones never leave it).
    #[error("stone {0} is missing")]
    Missing(Stone),
    /// A stone is on two fields (at least).
    #[error("stone {stone} is on both {first} and {second}")]
    Duplicate {
        /// The stone.
        stone: Stone,
        /// The first field where it stands.
        first: Square,
        /// Another field where it stands.
        second: Square,
    },
    /// Both sides have all their stones on their goals, so both would have won.
    #[error("both sides have every stone on its goal")]
    BothHome,
}

impl Setup {
    /// Checks the setup: every stone exactly once, not both sides home.
    pub(crate) fn validate(&self) -> Result<(), SetupError> {
        let mut seen: [Option<Square>; Stone::COUNT] = [None; Stone::COUNT];
        for sq in Square::all() {
            if let Some(stone) = self.get(sq) {
                if let Some(first) = seen[stone.index()] {
                    return Err(SetupError::Duplicate {
                        stone,
                        first,
                        second: sq,
                    });
                }
                seen[stone.index()] = Some(sq);
            }
        }
        if let Some(stone) = Stone::all().find(|s| seen[s.index()].is_none()) {
            return Err(SetupError::Missing(stone));
        }
        let home =
            |side| Stone::of(side).all(|stone| self.get(layout::goal_square(stone)) == Some(stone));
        if home(Side::A) && home(Side::B) {
            return Err(SetupError::BothHome);
        }
        Ok(())
    }
}

boardcore::serde_via_str!(Setup);

impl Setup {
    /// Returns the position string (the same as `Display`).
    #[must_use]
    pub fn to_notation(&self) -> String {
        self.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "g10g9g8g7g6g5g4g3g2g1/u20u19u18u17u16u15u14u13u12u11/........../........../........../........../........../........../r11r12r13r14r15r16r17r18r19r20/b1b2b3b4b5b6b7b8b9b10 a";

    #[test]
    fn start_string_of_the_rules() {
        assert_eq!(Setup::default().to_string(), START);
        assert_eq!(Setup::default().to_notation(), START);
        assert_eq!(START.parse::<Setup>(), Ok(Setup::default()));
        assert_eq!(Setup::default().validate(), Ok(()));
    }

    #[test]
    fn syntax_errors_say_where() {
        let kind = |s: &str| s.parse::<Setup>().map_err(|e| e.kind);
        assert_eq!(kind(""), Err(ParseSetupErrorKind::Fields));
        assert_eq!(
            kind(&START.replace(" a", " c")),
            Err(ParseSetupErrorKind::Side)
        );
        assert_eq!(
            kind(&START.replace(" a", " a b")),
            Err(ParseSetupErrorKind::Fields)
        );
        assert_eq!(
            kind(&START.replacen("/", "", 1)),
            Err(ParseSetupErrorKind::RowLength)
        );
        assert_eq!(
            kind(&START.replacen("g9", "g11", 1)),
            Err(ParseSetupErrorKind::Cell)
        );
        assert_eq!(
            kind(&START.replacen("..........", ".........", 1)),
            Err(ParseSetupErrorKind::RowLength)
        );
        assert_eq!(
            kind(&START.replace(" a", "/.......... a")),
            Err(ParseSetupErrorKind::Rows)
        );
        let e = START
            .replacen("r13", "r3", 1)
            .parse::<Setup>()
            .expect_err("bad cell");
        assert_eq!((e.row, e.file), (Some(2), Some(2)));
        assert!(e.to_string().contains("field c2"), "{e}");
        // A row error names the row: the first empty row, row 8, one cell short.
        let e = START
            .replacen("..........", ".........", 1)
            .parse::<Setup>()
            .expect_err("short row");
        assert_eq!((e.row, e.file), (Some(8), None));
        assert!(e.to_string().contains("(row 8)"), "{e}");
        // The column is the 1-based character column: the bad side letter is the
        // last character.
        let e = START
            .replace(" a", " c")
            .parse::<Setup>()
            .expect_err("bad side");
        assert_eq!(e.column, START.chars().count());
    }

    #[test]
    fn validation() {
        let mut s = Setup::default();
        let a1: Square = "a1".parse().expect("square");
        let c5: Square = "c5".parse().expect("square");
        let b1 = s.get(a1);
        s.set(c5, b1);
        assert!(matches!(s.validate(), Err(SetupError::Duplicate { .. })));
        s.set(a1, None);
        assert_eq!(s.validate(), Ok(()));
        s.set(c5, None);
        assert!(matches!(s.validate(), Err(SetupError::Missing(_))));
        let mut both = Setup::empty(Side::A);
        for stone in Stone::all() {
            both.set(layout::goal_square(stone), Some(stone));
        }
        assert_eq!(both.validate(), Err(SetupError::BothHome));
        // One side home is a finished game (B has won), not a bad set-up: with brown
        // 1 and brown 2 on each other's goal, A is not home.
        let (b1, b2): (Stone, Stone) = ("b1".parse().expect("stone"), "b2".parse().expect("stone"));
        both.set(layout::goal_square(b1), Some(b2));
        both.set(layout::goal_square(b2), Some(b1));
        assert_eq!(both.validate(), Ok(()));
    }
}
