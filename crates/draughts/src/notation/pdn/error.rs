//! The errors of PDN: reading a text ([`ReadError`]), replaying a record
//! ([`ReplayError`]) and writing a game ([`WriteError`]).

use crate::{ParsePositionError, Variant};
use alloc::vec::Vec;
use boardcore::record::Location;
use boardcore::{Excerpt, ParseMoveError};
use core::fmt;

/// What is wrong in a PDN text (see [`ReadError`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadErrorKind {
    /// A tag is not `[Name "value"]` on one line.
    #[error("malformed tag")]
    MalformedTag,
    /// A `{` comment is not closed.
    #[error("unclosed comment")]
    UnclosedComment,
    /// A `}` outside a comment: PDN 3.0 comments do not nest (`{ a { b } }` ends at
    /// the first `}`).
    #[error("'}}' outside a comment (PDN comments do not nest)")]
    UnmatchedBrace,
    /// A `(` variation is not closed.
    #[error("unclosed variation")]
    UnclosedVariation,
    /// The text is not blank but holds no game (only comments, say).
    #[error("no game in the text")]
    NoGame,
    /// A `)` with no open variation to close (`1. 32-28 ) 19-23 *`).
    #[error("')' outside a variation")]
    UnmatchedParenthesis,
    /// A `]` outside a tag (`1. 32-28 ] 19-23 *`): each tag is `[Name "value"]` on
    /// one line, before the moves. (A `]` inside a comment or a variation is skipped
    /// with it.)
    #[error("']' outside a tag")]
    UnmatchedBracket,
}

/// The error of reading one game of a PDN text: where (game, line, column, all
/// 1-based) and what. `Display` gives the place first:
/// `game 3, line 17, column 5: unclosed comment`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{location}: {kind}")]
pub struct ReadError {
    /// Where the fault starts.
    pub location: Location,
    /// What is wrong.
    pub kind: ReadErrorKind,
}

/// What went wrong replaying a game (see [`ReplayError`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayErrorKind {
    /// The `GameType` tag names another game (Russian 25, Italian 22, ...).
    #[error("unsupported GameType {0} (expected 20 or 21)")]
    GameType(Excerpt),
    /// The `GameType` tag gives a board size other than its variant's
    /// (`20,W,8,8,N1,0`: international draughts is played on 10x10).
    #[error(
        "GameType {value}: {variant} draughts is played on a {size}x{size} board, not {width}x{height}",
        size = variant.board_size()
    )]
    BoardSize {
        /// The tag's value.
        value: Excerpt,
        /// The variant of the type number.
        variant: Variant,
        /// The width the tag gives.
        width: u32,
        /// The height the tag gives.
        height: u32,
    },
    /// The `FEN` tag is not a legal position.
    #[error("bad FEN: {0}")]
    Fen(ParsePositionError),
    /// A move is not a legal move of its position.
    #[error("{error}")]
    Move {
        /// The move as written (its start, if long).
        text: Excerpt,
        /// Why it was rejected.
        error: ParseMoveError,
    },
    /// No `GameType` and no default: the variant was inferred from the squares, and
    /// the game fails under every candidate variant, the inferred one first.
    #[error("variant inferred from the squares: {}", Candidates(.0))]
    Inferred(Vec<(Variant, ReplayError)>),
}

/// Writes the failures of [`ReplayErrorKind::Inferred`], plies from 1:
/// `as international, ply 1: ...; as english, ply 5: ...`.
struct Candidates<'a>(&'a [(Variant, ReplayError)]);

impl fmt::Display for Candidates<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (variant, e)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "as {variant}, ply {}: {}", e.ply, e.kind)?;
        }
        Ok(())
    }
}

/// The error of replaying one game: where (the game, and the line and column of the
/// faulty move, or of the game's start for a fault before the moves), which ply
/// (1-based; 0 before the first move: bad `GameType` or `FEN`), and what.
///
/// `Display`: `game 3, line 17, column 5, ply 12: illegal move 33-29: ...`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{location}, ply {ply}: {kind}")]
pub struct ReplayError {
    /// The 1-based ply of the faulty move (0 for faults before the moves).
    pub ply: usize,
    /// Where the faulty move (or the game) starts in the text.
    pub location: Location,
    /// What is wrong.
    pub kind: ReplayErrorKind,
}

/// The error of [`write`](super::write()): a tag that PDN cannot hold.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// A tag name that is not a PDN symbol (letters, digits and `_`, not empty).
    #[error("invalid tag name {0}")]
    TagName(Excerpt),
    /// A tag value holding a line end (a tag is one line).
    #[error("the value of tag {0} holds a line end")]
    TagValue(Excerpt),
    /// A `Result` tag that is no PDN result (`2-0`, `0-2`, `1-1`, `*`, or the chess
    /// style `1-0`, `0-1`, `1/2-1/2`).
    #[error("invalid result {0}")]
    Result(Excerpt),
}
