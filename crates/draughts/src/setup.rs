//! An unvalidated position, and its validation.

use crate::{Color, Square, SquareSet, Variant};

/// A position that may break the rules: the variant, the side to move and the
/// squares of each side's pieces, as public fields.
///
/// A valid setup has no man on its crowning row (a move that ends there crowns it),
/// and the side not to move has pieces (the capture of a side's last piece leaves
/// that side to move, and lost); the side to move may have none (a finished game).
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
    /// A man stands on its crowning row: a move that ends there crowns it, so play
    /// never leaves a man there (a king is written `K`).
    #[error("square {0} holds a man on its crowning row (a king is written K)")]
    ManOnCrowningRow(Square),
    /// The side not to move has no pieces: the capture of a side's last piece leaves
    /// that side to move (it has then lost), so play never reaches this.
    #[error("{0} has no pieces but is not to move")]
    NoPiecesNotToMove(Color),
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
        let n = self.variant.squares();
        let row = self.variant.per_row();
        let white_row = SquareSet::first(row);
        let black_row = SquareSet(SquareSet::first(n).0 & !SquareSet::first(n - row).0);
        let men = |side: SquareSet| SquareSet(side.0 & !self.kings.0);
        if let Some(sq) = ((men(self.white) & white_row) | (men(self.black) & black_row))
            .iter()
            .next()
        {
            return Err(SetupError::ManOnCrowningRow(sq));
        }
        let waiting = !self.turn;
        let waiting_pieces = match waiting {
            Color::White => self.white,
            Color::Black => self.black,
        };
        if waiting_pieces.is_empty() {
            return Err(SetupError::NoPiecesNotToMove(waiting));
        }
        Ok(())
    }
}
