//! Castling: sides, modes and rights.

use crate::{Bitboard, Color, File, Rank, Square};

/// Which side to castle to.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CastlingSide {
    /// Towards the h-file (`O-O`): king to g, rook to f.
    KingSide,
    /// Towards the a-file (`O-O-O`): king to c, rook to d.
    QueenSide,
}

impl CastlingSide {
    /// Returns the file the king lands on (g or c), per FIDE 3.8.2 and the Chess960 rules.
    #[must_use]
    pub const fn king_to_file(self) -> File {
        match self {
            Self::KingSide => File::G,
            Self::QueenSide => File::C,
        }
    }

    /// Returns the file the rook lands on (f or d).
    #[must_use]
    pub const fn rook_to_file(self) -> File {
        match self {
            Self::KingSide => File::F,
            Self::QueenSide => File::D,
        }
    }

    /// Returns the king's destination square for `color`.
    #[must_use]
    pub const fn king_to(self, color: Color) -> Square {
        Square::from_coords(self.king_to_file(), back_rank(color))
    }

    /// Returns the rook's destination square for `color`.
    #[must_use]
    pub const fn rook_to(self, color: Color) -> Square {
        Square::from_coords(self.rook_to_file(), back_rank(color))
    }
}

/// Returns the back rank of `color` (rank 1 for White, rank 8 for Black).
#[must_use]
pub const fn back_rank(color: Color) -> Rank {
    match color {
        Color::White => Rank::First,
        Color::Black => Rank::Eighth,
    }
}

/// Standard chess or Chess960, which decides how castling is read and written.
///
/// In `Standard` mode castling is written `e1g1` in UCI and `KQkq` in FEN; in
/// `Chess960` mode it is written king-takes-rook (`e1h1`) and with X-FEN file letters
/// where the rook is not the outermost one.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum CastlingMode {
    /// Standard chess.
    #[default]
    Standard,
    /// Chess960 (Fischer Random).
    Chess960,
}

/// The castling rights: the set of rooks that may still castle.
///
/// At most one rook per side and colour, on its back rank. The king's square is not
/// stored: it is the king's current square.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CastlingRights(pub(crate) Bitboard);

impl CastlingRights {
    /// No rights.
    pub const EMPTY: Self = Self(Bitboard::EMPTY);

    /// Returns the rook squares that keep their right.
    #[must_use]
    pub const fn rooks(self) -> Bitboard {
        self.0
    }

    /// Returns the castling rook of `color` on `side`, if it has the right, given the
    /// king's square `king`.
    #[must_use]
    pub fn rook(self, color: Color, side: CastlingSide, king: Square) -> Option<Square> {
        let rank = self.0 & Bitboard::rank(back_rank(color));
        match side {
            CastlingSide::KingSide => rank.iter().find(|r| r.file() > king.file()),
            CastlingSide::QueenSide => rank.iter().find(|r| r.file() < king.file()),
        }
    }

    /// Tests if `color` has any castling right left.
    #[must_use]
    pub const fn has(self, color: Color) -> bool {
        self.0.bits() & Bitboard::rank(back_rank(color)).bits() != 0
    }
}
