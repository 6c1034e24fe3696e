//! The padded ("ghost square") bit layout of both boards.
//!
//! Square `n` (1-based) of a board with `N` dark squares per row lives at bit
//! `(n - 1) + (n - 1) / (2N)`: after every two rows one bit is left unused (a ghost
//! square). The four diagonal neighbours of a bit are then at `-(N+1)`, `-N`, `+N`,
//! `+(N+1)` on every row, and a step off the left or right edge lands on a ghost bit
//! or outside the board, so shifts never wrap. International: `N = 5`, 54 bits, ghosts
//! at 10, 21, 32, 43. English: `N = 4`, 35 bits, ghosts at 8, 17, 26.

use crate::Variant;

/// The compile-time description of one variant's board and rules, so that move
/// generation is monomorphized per variant.
pub(crate) trait Rules {
    /// Dark squares per row.
    const N: i32;
    /// Squares on the board.
    const SQUARES: u8;
    /// Flying kings, backward captures by men, maximum capture, promotion only at the
    /// end of a move (international); else short kings, forward captures by men, free
    /// choice, crowning ends the move (English).
    const INTERNATIONAL: bool;
    /// The board's bits.
    const VALID: u64 = valid(Self::N as u32, Self::SQUARES);
    /// The row where White's men are crowned (squares 1..N).
    const WHITE_CROWN: u64 = (1 << Self::N) - 1;
    /// The row where Black's men are crowned (the last N squares).
    const BLACK_CROWN: u64 =
        ((1 << Self::N) - 1) << bit_of(Self::N as u32, Self::SQUARES - Self::N as u8 + 1);
    /// The four diagonal steps: White's two forward steps first.
    const DIRS: [i32; 4] = [-(Self::N + 1), -Self::N, Self::N, Self::N + 1];
}

/// International draughts.
pub(crate) struct Intl;
/// English draughts.
pub(crate) struct Eng;

impl Rules for Intl {
    const N: i32 = 5;
    const SQUARES: u8 = 50;
    const INTERNATIONAL: bool = true;
}

impl Rules for Eng {
    const N: i32 = 4;
    const SQUARES: u8 = 32;
    const INTERNATIONAL: bool = false;
}

/// Returns the bit of square `n` (1-based) with `per_row` squares per row.
pub(crate) const fn bit_of(per_row: u32, n: u8) -> u32 {
    let i = n as u32 - 1;
    i + i / (2 * per_row)
}

const fn valid(per_row: u32, squares: u8) -> u64 {
    let mut v = 0;
    let mut n = 1;
    while n <= squares {
        v |= 1 << bit_of(per_row, n);
        n += 1;
    }
    v
}

/// Shifts `b` by `d` bits (left for positive `d`).
#[inline(always)]
pub(crate) const fn sh(b: u64, d: i32) -> u64 {
    if d >= 0 { b << d } else { b >> -d }
}

/// Returns the square number (1-based) of bit `bit`, for `per_row` squares per row.
#[inline(always)]
pub(crate) const fn number_of(per_row: u32, bit: u32) -> u8 {
    (bit - bit / (2 * per_row + 1) + 1) as u8
}

/// Returns the layout bits of a set of squares (bit `n - 1` for square `n`).
#[inline]
pub(crate) const fn expand(per_row: u32, numbered: u64) -> u64 {
    let g = 2 * per_row;
    let m = (1u64 << g) - 1;
    let mut out = 0;
    let mut k = 0;
    // `k * g <= 50` would be equivalent (cargo-mutants): it adds a group only on the
    // international board (k = 5), squares 51 to 60, which no set holds (callers pass
    // squares of the board; the layout bits it would read in `compress`, 55 and up,
    // are never set either). English groups of 8 stop at k = 6 under both bounds.
    while k * g < 50 {
        out |= (numbered & (m << (k * g))) << k;
        k += 1;
    }
    out
}

/// Returns the set of squares (bit `n - 1` for square `n`) of layout bits.
#[inline]
pub(crate) const fn compress(per_row: u32, bits: u64) -> u64 {
    let g = 2 * per_row;
    let m = (1u64 << g) - 1;
    let mut out = 0;
    let mut k = 0;
    // The bound is the same as in `expand`, and so is the equivalent mutant `<=`.
    while k * g < 50 {
        out |= (bits >> k) & (m << (k * g));
        k += 1;
    }
    out
}

/// Returns the squares per row of `variant`.
pub(crate) const fn per_row(variant: Variant) -> u32 {
    variant.per_row() as u32
}

/// Returns `(row, column)` of square `n` on the board of `variant`: row 0 is the row
/// of square 1 (Black's back row), column 0 the left edge seen from White's side.
pub(crate) const fn row_col(variant: Variant, n: u8) -> (u8, u8) {
    let per_row = variant.per_row();
    let i = n - 1;
    let row = i / per_row;
    let col = 2 * (i % per_row) + if row.is_multiple_of(2) { 1 } else { 0 };
    (row, col)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout() {
        assert_eq!(Intl::VALID.count_ones(), 50);
        assert_eq!(Eng::VALID.count_ones(), 32);
        assert_eq!(Intl::VALID & (1 << 10 | 1 << 21 | 1 << 32 | 1 << 43), 0);
        assert_eq!(Intl::BLACK_CROWN.count_ones(), 5);
        assert_eq!(Intl::BLACK_CROWN >> 49, 0x1f);
        assert_eq!(Eng::BLACK_CROWN >> 31, 0xf);
        for v in Variant::ALL {
            let p = per_row(v);
            for n in 1..=v.squares() {
                assert_eq!(number_of(p, bit_of(p, n)), n);
                let set = 1u64 << (n - 1);
                assert_eq!(expand(p, set), 1 << bit_of(p, n));
                assert_eq!(compress(p, 1 << bit_of(p, n)), set);
            }
        }
        assert_eq!(row_col(Variant::International, 1), (0, 1));
        assert_eq!(row_col(Variant::International, 6), (1, 0));
        assert_eq!(row_col(Variant::English, 12), (2, 7));
    }
}
