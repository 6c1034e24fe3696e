//! An unvalidated position, and its validation.

use crate::{Color, Square, SquareSet, Variant};

/// A position that may break the rules: the variant, the side to move and the
/// squares of each side's pieces, as public fields.
///
/// A man may stand on its crowning row (problem collections have such men): it is
/// not a king, and it is crowned only by a move that ends there.
///
/// Turn it into a [`Position`](crate::Position) with
/// [`Position::from_setup`](crate::Position::from_setup), which checks it.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// The rule set.
    pub variant: Variant,
    /// The side to move.
    pub turn: Color,
    /// White's pieces (men and kings).
    pub white: SquareSet,
    /// Black's pieces (men and kings).
    pub black: SquareSet,
    /// The kings of both sides.
    pub kings: SquareSet,
}

impl Default for Color {
    /// Returns White.
    fn default() -> Self {
        Self::White
    }
}

/// Why a [`Setup`] is not a legal position.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// A piece stands on a square beyond the board of the variant (above 32 in
    /// English draughts).
    #[error("square {square} is not on the {variant} board")]
    OffBoard {
        /// The square.
        square: Square,
        /// The variant.
        variant: Variant,
    },
    /// A square holds a white and a black piece.
    #[error("square {0} holds a white and a black piece")]
    Overlap(Square),
    /// A square is marked as a king but holds no piece.
    #[error("square {0} is a king without a piece")]
    KingWithoutPiece(Square),
}

impl Setup {
    /// Checks the setup against the rules.
    ///
    /// # Errors
    ///
    /// Returns the first [`SetupError`] found, in increasing square order.
    pub fn validate(&self) -> Result<(), SetupError> {
        let all = self.white | self.black | self.kings;
        let board = SquareSet::first(self.variant.squares());
        if let Some(square) = SquareSet(all.0 & !board.0).iter().next() {
            return Err(SetupError::OffBoard {
                square,
                variant: self.variant,
            });
        }
        if let Some(sq) = (self.white & self.black).iter().next() {
            return Err(SetupError::Overlap(sq));
        }
        if let Some(sq) = SquareSet(self.kings.0 & !(self.white | self.black).0)
            .iter()
            .next()
        {
            return Err(SetupError::KingWithoutPiece(sq));
        }
        Ok(())
    }
}
