//! A game as read from PGN, before its moves are checked: [`Record`], with its moves
//! ([`RawMove`]) and variations ([`RawVariation`]) as a tree.

use super::result::GameResult;
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::Location;

/// One move of a game as written, with what follows it: its NAGs, its comments and
/// the variations that replace it.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RawMove {
    /// The move text with the move number removed (`Nf3`, `e8=Q+!`, `e2e4`).
    pub text: String,
    /// The byte offset of the move text in the input.
    pub offset: usize,
    /// Where the move text is: game, line and column, from 1.
    pub location: Location,
    /// The NAGs after the move (`$1`, or `!` as 1, `?` as 2, `!!` 3, `??` 4, `!?` 5,
    /// `?!` 6 when written apart from the move).
    pub nags: Vec<u16>,
    /// The comments after the move, without braces (clock and eval commands such as
    /// `[%clk 0:03:00]` stay in the text).
    pub comments: Vec<String>,
    /// The variations written after the move: alternatives to it, each starting from
    /// the position before it (PGN standard 8.2.5: a recursive annotation variation
    /// follows the move it replaces).
    pub variations: Vec<RawVariation>,
}

/// A variation as read: a line of moves that replaces one move of its parent line
/// (PGN standard 8.2.5), with the comments written before its first move.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RawVariation {
    /// The comments before the first move (`( {Scandinavian:} 1... d5 )`).
    pub comments: Vec<String>,
    /// The moves; the first one is an alternative to the move that holds the
    /// variation. They may hold variations in turn.
    pub moves: Vec<RawMove>,
}

/// How deep the [`Reader`](super::Reader) keeps variations nested in variations:
/// deeper ones are skipped, so that no input builds a tree too deep to drop, compare
/// or write.
///
/// Real files nest a few levels; 64 leaves room for any of them.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// One game as read, before its moves are checked: the item of the
/// [`Reader`](super::Reader). [`Record::replay`] checks it.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Record {
    /// The byte offset where the game starts in the input (its first tag or token).
    pub offset: usize,
    /// Where the game starts: its number in the text, line and column, from 1.
    pub location: Location,
    /// The tag pairs in order, unescaped.
    pub tags: Vec<(String, String)>,
    /// The comments before the first move.
    pub comments: Vec<String>,
    /// The main-line moves, each with its variations (nested at most
    /// [`MAX_VARIATION_DEPTH`] deep).
    pub moves: Vec<RawMove>,
    /// The game termination marker that ends the movetext.
    pub result: GameResult,
}

impl Record {
    /// Returns the value of the first tag named `name`, if any.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
}

/// Returns the NAG of a suffix annotation (`!` 1, `?` 2, `!!` 3, `??` 4, `!?` 5,
/// `?!` 6; PGN standard 8.2.4), if `marks` is one.
pub(super) fn annotation_nag(marks: &[u8]) -> Option<u16> {
    match marks {
        b"!" => Some(1),
        b"?" => Some(2),
        b"!!" => Some(3),
        b"??" => Some(4),
        b"!?" => Some(5),
        b"?!" => Some(6),
        _ => None,
    }
}
