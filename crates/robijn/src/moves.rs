//! Moves (identified by their start and end field) and paths (for display).

use crate::Square;
use boardcore::{ParseMoveError, ParseMoveErrorKind};
use core::fmt;
use core::str::FromStr;
use smallvec::SmallVec;

/// A move: one stone from a field to another, or a pass.
///
/// A move is identified by its start and end field only (rules, "Moves" \[CHOICE\]):
/// two paths to the same field are the same move. The path, when wanted for display,
/// comes from [`Position::path`](crate::Position::path).
///
/// `Display` writes `from-to` when the end field is next to the start (a step
/// reaches it: a legal move to a neighbouring field is always a legal step), else
/// `fromxto` (a jump chain or a step-jump), and `pass`. `FromStr` reads these and
/// full paths such as `e1-d2xf4` or `a1xc3xe5`, keeping their ends (rules,
/// "Notation" \[RECON\]).
///
/// # Examples
///
/// ```
/// use robijn::Move;
///
/// let mv: Move = "e1-d2xf4".parse()?;
/// assert_eq!(mv.to_string(), "e1xf4");
/// assert_eq!("d2-e3".parse::<Move>()?.to_string(), "d2-e3");
/// assert!("d2-f4".parse::<Move>().is_err());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Move {
    /// The player to move has no legal move and passes (rules, "Turn order" \[RECON\]);
    /// written `pass`.
    Pass,
    /// The stone on `from` moves to `to` by a step, a jump chain or a step-jump.
    Play {
        /// The start field.
        from: Square,
        /// The end field, different from `from`.
        to: Square,
    },
}

impl Move {
    /// Returns the move of the stone on `from` to `to`.
    #[must_use]
    pub const fn new(from: Square, to: Square) -> Self {
        Self::Play { from, to }
    }

    /// Returns the start field, or `None` for a pass.
    #[must_use]
    pub const fn from(self) -> Option<Square> {
        match self {
            Self::Pass => None,
            Self::Play { from, .. } => Some(from),
        }
    }

    /// Returns the end field, or `None` for a pass.
    #[must_use]
    pub const fn to(self) -> Option<Square> {
        match self {
            Self::Pass => None,
            Self::Play { to, .. } => Some(to),
        }
    }

    /// Tests if the end field is next to the start field, so that the move is written
    /// `from-to` (a step reaches it).
    #[must_use]
    pub const fn is_step(self) -> bool {
        match self {
            Self::Pass => false,
            Self::Play { from, to } => from.distance(to) == 1,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Pass => f.write_str("pass"),
            Self::Play { from, to } => {
                let sep = if self.is_step() { '-' } else { 'x' };
                write!(f, "{from}{sep}{to}")
            }
        }
    }
}

impl FromStr for Move {
    type Err = ParseMoveError;

    /// Reads `pass`, `from-to` (next fields), `fromxto`, or a full path.
    ///
    /// # Errors
    ///
    /// Returns a [`ParseMoveError`] of kind [`ParseMoveErrorKind::Syntax`] for text
    /// that is not a move in this notation, its `detail` being the [`ParsePathError`]
    /// (what is wrong and at which column); see [`Path`] for the rules of full paths.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s == "pass" {
            return Ok(Self::Pass);
        }
        let path: Path = s.parse().map_err(|e: ParsePathError| e.to_move_error(s))?;
        Ok(path.to_move())
    }
}

/// What is wrong with the text of a move or path.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePathErrorKind {
    /// The text is empty.
    #[error("empty move")]
    Empty,
    /// A field name is not a field of the board.
    #[error("invalid field")]
    Field,
    /// The text has a single field, or ends on `-` or `x`.
    #[error("a move needs a start and an end field")]
    TooShort,
    /// A `-` segment joins fields that are not neighbours.
    #[error("a step goes to a neighbouring field")]
    NotAStep,
    /// A `-` segment comes after the first one (a jump cannot be followed by a step).
    #[error("only the first segment may be a step")]
    LateStep,
    /// An `x` segment of a full path is not a jump (two fields in a straight line).
    #[error("a jump goes two fields in a straight line")]
    NotAJump,
    /// A field occurs twice in a path (a landing field visited twice, or a move that
    /// ends where it starts).
    #[error("a field occurs twice")]
    Repeated,
}

/// The error of reading a [`Path`] (and the detail of a [`Move`]'s
/// [`ParseMoveError`]): the text, where in it (column) and what is wrong.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{kind} at column {column} of {text}")]
pub struct ParsePathError {
    /// What is wrong.
    pub kind: ParsePathErrorKind,
    /// The 1-based column (character) where the problem was seen.
    pub column: usize,
    /// The text that was read (at most its first 60 characters).
    pub text: boardcore::Excerpt,
}

impl ParsePathError {
    /// Returns the move-reading error of `text` that this error explains: kind
    /// [`ParseMoveErrorKind::Syntax`], detail `<what> at column <n>`.
    pub(crate) fn to_move_error(&self, text: &str) -> ParseMoveError {
        ParseMoveError::new(
            ParseMoveErrorKind::Syntax,
            text,
            format_args!("{} at column {}", self.kind, self.column),
        )
    }
}

/// The fields a move passes through: the start field, an optional step, then the
/// landing field of each jump; at least two fields.
///
/// `Display` writes the first segment with `-` if it is a step (next fields) and
/// every other segment with `x`: `e1-d2xf4`, `a1xc3xe5`, `d2-e3`. A path of two
/// fields may also be the short form `fromxto` of a whole move, so `FromStr` checks
/// the geometry of `x` segments only in paths of three or more fields: a first
/// segment that is a step or a jump, every other segment a jump (two fields in a
/// straight line), and no field twice (rules, "Moves" \[SEED\] and \[CHOICE\]). Whether
/// the path is legal in a position is for
/// [`Position::is_legal_path`](crate::Position::is_legal_path).
///
/// # Examples
///
/// ```
/// use robijn::Path;
///
/// let path: Path = "e1-d2xf4".parse()?;
/// assert_eq!(path.squares().len(), 3);
/// assert_eq!(path.to_move().to_string(), "e1xf4");
/// assert!("e1xf4-g5".parse::<Path>().is_err());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Path {
    squares: SmallVec<[Square; 8]>,
}

impl Path {
    /// Returns the path through `squares` without checking it (for the move
    /// generator, whose paths are right by construction).
    pub(crate) fn from_squares(squares: SmallVec<[Square; 8]>) -> Self {
        Self { squares }
    }

    /// Returns the fields of the path, the start first.
    #[must_use]
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// Returns the start field.
    #[must_use]
    pub fn from(&self) -> Square {
        self.squares[0]
    }

    /// Returns the end field.
    #[must_use]
    pub fn to(&self) -> Square {
        self.squares[self.squares.len() - 1]
    }

    /// Returns the move of the path: its start and end field.
    #[must_use]
    pub fn to_move(&self) -> Move {
        Move::new(self.from(), self.to())
    }
}

/// Tests if `b` is one jump from `a`: two fields in one of the eight directions.
pub(crate) fn is_jump(a: Square, b: Square) -> bool {
    let df = a.file().abs_diff(b.file());
    let dr = a.rank().abs_diff(b.rank());
    (df == 0 || df == 2) && (dr == 0 || dr == 2) && (df, dr) != (0, 0)
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.squares[0])?;
        for (i, pair) in self.squares.windows(2).enumerate() {
            let sep = if i == 0 && pair[0].distance(pair[1]) == 1 {
                '-'
            } else {
                'x'
            };
            write!(f, "{sep}{}", pair[1])?;
        }
        Ok(())
    }
}

impl FromStr for Path {
    type Err = ParsePathError;

    /// Reads a path or a short move; see [`Path`].
    ///
    /// # Errors
    ///
    /// Returns [`ParsePathError`] saying what is wrong and at which column.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |kind, column| ParsePathError {
            kind,
            column,
            text: boardcore::Excerpt::new(s),
        };
        if s.is_empty() {
            return Err(err(ParsePathErrorKind::Empty, 1));
        }
        // Split into fields and separators, remembering the column of each field.
        let mut squares: SmallVec<[Square; 8]> = SmallVec::new();
        let mut seps: SmallVec<[(u8, usize); 8]> = SmallVec::new();
        let mut start = 0;
        for (i, c) in s.char_indices().chain(core::iter::once((s.len(), '\0'))) {
            if c == '-' || c == 'x' || i == s.len() {
                let name = &s[start..i];
                if name.is_empty() {
                    let kind = if i == s.len() {
                        ParsePathErrorKind::TooShort
                    } else {
                        ParsePathErrorKind::Field
                    };
                    return Err(err(kind, s[..i].chars().count() + 1));
                }
                let column = s[..start].chars().count() + 1;
                // A field name has at most 3 characters (`j10`): a longer text is
                // refused before `Square::from_str`, whose error would copy it whole.
                let sq: Square = Some(name)
                    .filter(|name| name.len() <= 3)
                    .and_then(|name| name.parse().ok())
                    .ok_or_else(|| err(ParsePathErrorKind::Field, column))?;
                if squares.contains(&sq) {
                    return Err(err(ParsePathErrorKind::Repeated, column));
                }
                squares.push(sq);
                if i < s.len() {
                    seps.push((c as u8, s[..i].chars().count() + 1));
                }
                start = i + c.len_utf8();
            }
        }
        if squares.len() < 2 {
            return Err(err(ParsePathErrorKind::TooShort, s.chars().count() + 1));
        }
        for (i, &(sep, column)) in seps.iter().enumerate() {
            let (a, b) = (squares[i], squares[i + 1]);
            if sep == b'-' {
                if i > 0 {
                    return Err(err(ParsePathErrorKind::LateStep, column));
                }
                if a.distance(b) != 1 {
                    return Err(err(ParsePathErrorKind::NotAStep, column));
                }
            } else if squares.len() > 2 && !is_jump(a, b) {
                return Err(err(ParsePathErrorKind::NotAJump, column));
            }
        }
        Ok(Self { squares })
    }
}

boardcore::serde_via_str!(Move);
boardcore::serde_via_str!(Path);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn errors_give_the_column() {
        let column = |s: &str| s.parse::<Path>().map_err(|e| (e.kind, e.column));
        // An empty field name after a separator, at the end or in the middle.
        assert_eq!(column("e1x"), Err((ParsePathErrorKind::TooShort, 4)));
        assert_eq!(column("e1--e2"), Err((ParsePathErrorKind::Field, 4)));
        // A bad field after the first: the column of its first character.
        assert_eq!(column("e1xe3xk9"), Err((ParsePathErrorKind::Field, 7)));
        // A single field: the column after the text.
        assert_eq!(column("e10"), Err((ParsePathErrorKind::TooShort, 4)));
    }

    #[test]
    fn start_and_end_fields() {
        let mv: Move = "d2-e3".parse().expect("a move");
        assert_eq!(mv.from(), "d2".parse().ok());
        assert_eq!(mv.to(), "e3".parse().ok());
        assert_eq!(Move::Pass.from(), None);
        assert_eq!(Move::Pass.to(), None);
    }

    #[test]
    fn move_is_small() {
        assert!(core::mem::size_of::<Move>() <= 4);
    }

    #[test]
    fn parses_short_and_full_forms() {
        let m = |s: &str| s.parse::<Move>().map(|m| m.to_string());
        assert_eq!(m("e1xf4").as_deref(), Ok("e1xf4"));
        assert_eq!(m("e1-d2xf4").as_deref(), Ok("e1xf4"));
        assert_eq!(m("a1xc3xe5").as_deref(), Ok("a1xe5"));
        assert_eq!(m("d2-e3").as_deref(), Ok("d2-e3"));
        assert_eq!(m("c1xb1").as_deref(), Ok("c1-b1"));
        assert_eq!(m("j10-i9").as_deref(), Ok("j10-i9"));
        assert_eq!(m("pass").as_deref(), Ok("pass"));
        let kind = |s: &str| s.parse::<Path>().map_err(|e| e.kind);
        assert_eq!(kind(""), Err(ParsePathErrorKind::Empty));
        assert_eq!(kind("e1"), Err(ParsePathErrorKind::TooShort));
        assert_eq!(kind("e1-"), Err(ParsePathErrorKind::TooShort));
        assert_eq!(kind("e1-e3"), Err(ParsePathErrorKind::NotAStep));
        assert_eq!(kind("e1xe3-e4"), Err(ParsePathErrorKind::LateStep));
        assert_eq!(kind("e1-e2xe5"), Err(ParsePathErrorKind::NotAJump));
        assert_eq!(kind("e1xe3xe1"), Err(ParsePathErrorKind::Repeated));
        assert_eq!(kind("e1xe1"), Err(ParsePathErrorKind::Repeated));
        assert_eq!(kind("e1xk3"), Err(ParsePathErrorKind::Field));
        assert_eq!(kind("e1--e2"), Err(ParsePathErrorKind::Field));
        assert_eq!(kind("xe1"), Err(ParsePathErrorKind::Field));
        let e = "e1-e3".parse::<Path>().expect_err("not a step");
        assert_eq!(e.column, 3);
        assert!(e.to_string().contains("column 3"), "{e}");
        // A move reads into the shared error, the notation's detail kept.
        let e = "e1-e3".parse::<Move>().expect_err("not a step");
        assert_eq!(e.kind, ParseMoveErrorKind::Syntax);
        assert_eq!(e.text.as_str(), "e1-e3");
        assert_eq!(e.detail, "a step goes to a neighbouring field at column 3");
        assert_eq!(
            "e1-d2xf4".parse::<Path>().map(|p| p.to_string()).as_deref(),
            Ok("e1-d2xf4")
        );
        assert_eq!(
            "a1xc3xe5".parse::<Path>().map(|p| p.to_string()).as_deref(),
            Ok("a1xc3xe5")
        );
    }
}
