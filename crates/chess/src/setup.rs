//! The unvalidated position (`Setup`) and what can be wrong with it (`SetupError`).

use crate::Square;
use crate::{Bitboard, Board, Color};

/// A position as written down, not yet checked against the rules: the piece placement,
/// side to move, castling rooks, en passant square and move counters.
///
/// Make a [`Position`](crate::Position) from it with
/// [`Position::from_setup`](crate::Position::from_setup).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// The piece placement.
    pub board: Board,
    /// The side to move.
    pub turn: Color,
    /// The rooks that keep a castling right (at most one per side and colour).
    pub castling_rights: Bitboard,
    /// The en passant target square (behind a pawn that just made a double step), as
    /// written in the FEN.
    pub ep_square: Option<Square>,
    /// Plies since the last capture or pawn move (for the 50- and 75-move rules).
    pub halfmoves: u32,
    /// The move number, starting at 1 and incremented after Black's move.
    pub fullmoves: u32,
}

impl Default for Setup {
    /// Returns the standard start position.
    fn default() -> Self {
        Self {
            board: Board::standard(),
            turn: Color::White,
            castling_rights: Bitboard::from_bits(0x8100_0000_0000_0081),
            ep_square: None,
            halfmoves: 0,
            fullmoves: 1,
        }
    }
}

impl Setup {
    /// Returns an empty board, White to move, no rights, move 1.
    #[must_use]
    pub fn empty() -> Self {
        Self {
            board: Board::empty(),
            castling_rights: Bitboard::EMPTY,
            ..Self::default()
        }
    }
}

bitflags::bitflags! {
    /// The reasons a [`Setup`] is not a valid position; several may hold at once.
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    #[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
    pub struct SetupErrorKinds: u16 {
        /// A side has no king.
        const MISSING_KING = 1 << 0;
        /// A side has more than one king.
        const TOO_MANY_KINGS = 1 << 1;
        /// A pawn stands on rank 1 or 8.
        const PAWNS_ON_BACK_RANK = 1 << 2;
        /// A castling right names no unmoved rook beside a king on its back rank, or
        /// (in standard chess) a rook or king off its start square.
        const INVALID_CASTLING_RIGHTS = 1 << 3;
        /// The en passant square is not behind a pawn that could just have made a
        /// double step.
        const INVALID_EP_SQUARE = 1 << 4;
        /// The side not to move is in check.
        const OPPOSITE_CHECK = 1 << 5;
        /// The check cannot arise in a game (three checkers, or two that no single
        /// move can give together).
        const IMPOSSIBLE_CHECK = 1 << 6;
        /// A side has more than 16 pieces or more than 8 pawns.
        const TOO_MANY_PIECES = 1 << 7;
        /// A side has more promoted pieces than missing pawns: pieces beyond the
        /// starting set (a second queen, a third rook, knight or a second bishop on
        /// one square colour) need a promotion each, and each promotion costs a pawn.
        const IMPOSSIBLE_MATERIAL = 1 << 8;
    }
}

/// The error of [`Position::from_setup`](crate::Position::from_setup): the setup breaks
/// the rules in the ways listed by [`SetupError::kinds`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("illegal position: {}", describe(self.kinds))]
pub struct SetupError {
    pub(crate) kinds: SetupErrorKinds,
}

/// Lists the reasons in words, separated by commas.
fn describe(kinds: SetupErrorKinds) -> alloc::string::String {
    let words = [
        (SetupErrorKinds::MISSING_KING, "a side has no king"),
        (
            SetupErrorKinds::TOO_MANY_KINGS,
            "a side has more than one king",
        ),
        (SetupErrorKinds::PAWNS_ON_BACK_RANK, "pawns on rank 1 or 8"),
        (
            SetupErrorKinds::INVALID_CASTLING_RIGHTS,
            "castling rights without their king or rook",
        ),
        (
            SetupErrorKinds::INVALID_EP_SQUARE,
            "en passant square not behind a pawn that just moved two",
        ),
        (
            SetupErrorKinds::OPPOSITE_CHECK,
            "the side not to move is in check",
        ),
        (
            SetupErrorKinds::IMPOSSIBLE_CHECK,
            "a check that no move can give",
        ),
        (
            SetupErrorKinds::TOO_MANY_PIECES,
            "more than 16 pieces or 8 pawns on a side",
        ),
        (
            SetupErrorKinds::IMPOSSIBLE_MATERIAL,
            "more promoted pieces than missing pawns",
        ),
    ];
    let mut out = alloc::string::String::new();
    for (kind, text) in words {
        if kinds.contains(kind) {
            if !out.is_empty() {
                out.push_str(", ");
            }
            out.push_str(text);
        }
    }
    out
}

impl SetupError {
    /// Returns every reason the setup was rejected.
    #[must_use]
    pub const fn kinds(&self) -> SetupErrorKinds {
        self.kinds
    }
}

/// How strictly [`Position::from_setup`](crate::Position::from_setup) checks a setup.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Strictness {
    /// Reject anything that cannot arise in a game.
    #[default]
    Strict,
    /// Accept positions that are playable but cannot arise in a game (an impossible
    /// check, too many pieces), and drop castling rights and en passant squares that
    /// do not fit the board instead of rejecting them. A missing or extra king, pawns
    /// on the back rank and a side not to move in check are still rejected: no legal
    /// moves could be defined there.
    Lenient,
}
