//! Piece placement: which piece stands on which square.

use crate::{Bitboard, Color, File, Piece, Rank, Role, Square};
use core::fmt;

/// The placement of the pieces, as one bitboard per role and one per colour.
///
/// A `Board` may hold any placement (no kings, pawns on the back rank); the rules are
/// checked when a [`Position`](crate::Position) is made from it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Board {
    by_role: [Bitboard; 6],
    by_color: [Bitboard; 2],
}

impl Board {
    /// Returns an empty board.
    #[must_use]
    pub const fn empty() -> Self {
        Self {
            by_role: [Bitboard::EMPTY; 6],
            by_color: [Bitboard::EMPTY; 2],
        }
    }

    /// Returns the standard start placement.
    #[must_use]
    pub const fn standard() -> Self {
        Self {
            by_role: [
                Bitboard::from_bits(0x00ff_0000_0000_ff00),
                Bitboard::from_bits(0x4200_0000_0000_0042),
                Bitboard::from_bits(0x2400_0000_0000_0024),
                Bitboard::from_bits(0x8100_0000_0000_0081),
                Bitboard::from_bits(0x0800_0000_0000_0008),
                Bitboard::from_bits(0x1000_0000_0000_0010),
            ],
            by_color: [
                Bitboard::from_bits(0xffff),
                Bitboard::from_bits(0xffff_0000_0000_0000),
            ],
        }
    }

    /// Returns the squares holding pieces of `role`, both colours.
    #[must_use]
    #[inline]
    pub const fn by_role(&self, role: Role) -> Bitboard {
        self.by_role[role as usize]
    }

    /// Returns the squares holding pieces of `color`.
    #[must_use]
    #[inline]
    pub const fn by_color(&self, color: Color) -> Bitboard {
        self.by_color[color as usize]
    }

    /// Returns the squares holding `piece`.
    #[must_use]
    #[inline]
    pub const fn by_piece(&self, piece: Piece) -> Bitboard {
        Bitboard::from_bits(
            self.by_role[piece.role as usize].bits() & self.by_color[piece.color as usize].bits(),
        )
    }

    /// Returns all occupied squares.
    #[must_use]
    #[inline]
    pub const fn occupied(&self) -> Bitboard {
        Bitboard::from_bits(self.by_color[0].bits() | self.by_color[1].bits())
    }

    /// Returns the squares of rooks and queens.
    #[must_use]
    #[inline]
    pub const fn rooks_and_queens(&self) -> Bitboard {
        Bitboard::from_bits(self.by_role[3].bits() | self.by_role[4].bits())
    }

    /// Returns the squares of bishops and queens.
    #[must_use]
    #[inline]
    pub const fn bishops_and_queens(&self) -> Bitboard {
        Bitboard::from_bits(self.by_role[2].bits() | self.by_role[4].bits())
    }

    /// Returns the king square of `color` (the lowest one if there are several).
    #[must_use]
    #[inline]
    pub fn king_of(&self, color: Color) -> Option<Square> {
        (self.by_role(Role::King) & self.by_color(color)).first()
    }

    /// Returns the colour of the piece on `sq`, if any.
    #[must_use]
    #[inline]
    pub const fn color_at(&self, sq: Square) -> Option<Color> {
        if self.by_color[0].contains(sq) {
            Some(Color::White)
        } else if self.by_color[1].contains(sq) {
            Some(Color::Black)
        } else {
            None
        }
    }

    /// Returns the role of the piece on `sq`, if any.
    #[must_use]
    #[inline]
    pub const fn role_at(&self, sq: Square) -> Option<Role> {
        if !self.occupied().contains(sq) {
            return None;
        }
        Some(self.role_at_occupied(sq))
    }

    /// Returns the role on `sq`, which must be occupied (else `Pawn`).
    ///
    /// Branch-free: the three bits of the role's index are read from unions of the
    /// role sets, so that the play of a move does not mispredict on the mover's role.
    #[inline]
    pub(crate) const fn role_at_occupied(&self, sq: Square) -> Role {
        const BY_INDEX: [Role; 8] = [
            Role::Pawn,
            Role::Knight,
            Role::Bishop,
            Role::Rook,
            Role::Queen,
            Role::King,
            Role::King,
            Role::King,
        ];
        let r = &self.by_role;
        let i = sq.to_index() as u32;
        let b0 = ((r[1].bits() | r[3].bits() | r[5].bits()) >> i) & 1;
        let b1 = ((r[2].bits() | r[3].bits()) >> i) & 1;
        let b2 = ((r[4].bits() | r[5].bits()) >> i) & 1;
        BY_INDEX[(b0 | b1 << 1 | b2 << 2) as usize]
    }

    /// Returns the piece on `sq`, if any.
    #[must_use]
    #[inline]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        Some(Piece {
            color: self.color_at(sq)?,
            role: self.role_at(sq)?,
        })
    }

    /// Puts `piece` on `sq`, replacing whatever stood there.
    pub fn set_piece_at(&mut self, sq: Square, piece: Piece) {
        self.discard_piece_at(sq);
        self.by_role[piece.role as usize] = self.by_role[piece.role as usize].with(sq);
        self.by_color[piece.color as usize] = self.by_color[piece.color as usize].with(sq);
    }

    /// Removes and returns the piece on `sq`, if any.
    pub fn remove_piece_at(&mut self, sq: Square) -> Option<Piece> {
        let piece = self.piece_at(sq)?;
        self.discard_piece_at(sq);
        Some(piece)
    }

    #[inline]
    pub(crate) fn discard_piece_at(&mut self, sq: Square) {
        let mask = !Bitboard::from_square(sq);
        for bb in &mut self.by_role {
            *bb &= mask;
        }
        for bb in &mut self.by_color {
            *bb &= mask;
        }
    }

    /// Toggles `piece` on `sq`: the cheap update of the move maker, which knows the
    /// square's state.
    #[inline]
    pub(crate) fn toggle(&mut self, sq: Square, color: Color, role: Role) {
        let bit = Bitboard::from_square(sq);
        self.by_role[role as usize] ^= bit;
        self.by_color[color as usize] ^= bit;
    }

    /// Toggles the squares `bb` in the set of `role`.
    #[inline]
    pub(crate) fn toggle_role(&mut self, role: Role, bb: Bitboard) {
        self.by_role[role as usize] ^= bb;
    }

    /// Toggles the squares `bb` in the set of `color`.
    #[inline]
    pub(crate) fn toggle_color(&mut self, color: Color, bb: Bitboard) {
        self.by_color[color as usize] ^= bb;
    }

    /// Iterates over `(square, piece)` pairs, `a1` first.
    pub fn iter(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.occupied()
            .into_iter()
            .filter_map(|sq| Some((sq, self.piece_at(sq)?)))
    }

    /// Returns the board mirrored vertically with colours swapped (White's pieces
    /// become Black's on the mirrored squares).
    #[must_use]
    pub fn mirrored(&self) -> Self {
        let mut by_role = self.by_role;
        for bb in &mut by_role {
            *bb = bb.flip_vertical();
        }
        Self {
            by_role,
            by_color: [
                self.by_color[1].flip_vertical(),
                self.by_color[0].flip_vertical(),
            ],
        }
    }

    /// Writes the FEN piece-placement field.
    pub(crate) fn write_fen(&self, f: &mut impl fmt::Write) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            let mut empty = 0;
            for file in File::ALL {
                match self.piece_at(Square::from_coords(file, *rank)) {
                    Some(p) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        f.write_char(p.char())?;
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if *rank != Rank::First {
                f.write_char('/')?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    /// Prints an ASCII diagram, rank 8 on top.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl fmt::Display for Board {
    /// Prints an ASCII diagram, rank 8 on top, `.` for an empty square.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in Rank::ALL.iter().rev() {
            write!(f, "{} ", rank.char())?;
            for file in File::ALL {
                let c = self
                    .piece_at(Square::from_coords(file, *rank))
                    .map_or('.', Piece::char);
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        f.write_str("   a b c d e f g h\n")
    }
}
