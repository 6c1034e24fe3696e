//! Attack tables of leapers (pieces that jump a fixed offset, such as the knight),
//! built by `const` evaluation for any board size.

use super::{Bitboard, Square};

/// The eight `(files, ranks)` offsets of a chess knight: one step orthogonally and
/// one diagonally outwards.
pub const KNIGHT_OFFSETS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The eight `(files, ranks)` offsets of a king: one step in each direction.
pub const KING_OFFSETS: [(i8, i8); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

/// Returns the attack table of a leaper with the given `(files, ranks)` offsets on a
/// `W` x `H` board: entry `i` is the set of squares reached from the square with
/// index `i` (see [`Square::to_index`]) by one of the `offsets`, leaving out those off
/// the board.
///
/// The table always has 128 entries, since an array of `W * H` entries cannot be
/// written with const generics on stable Rust; entries at and above `W * H` are
/// empty. An offset `(0, 0)` puts each square into its own entry, and repeated
/// offsets are harmless. Evaluated in a `const` or `static`, the table costs nothing
/// at run time.
///
/// # Panics
///
/// Fails to compile (as [`Square::COUNT`] does) unless `1 <= W <= 26`, `H >= 1` and
/// `W * H <= 128`; it does not panic otherwise.
///
/// # Examples
///
/// ```
/// use boardcore::grid::{Bitboard, KNIGHT_OFFSETS, Square, leaper_table};
///
/// static KNIGHTS: [Bitboard<5, 6>; 128] = leaper_table(&KNIGHT_OFFSETS);
/// let a1: Square<5, 6> = "a1".parse()?;
/// let targets: Vec<String> = KNIGHTS[a1.to_index()].iter().map(|s| s.to_string()).collect();
/// assert_eq!(targets, ["c2", "b3"]);
/// // A camel leaps (1, 3).
/// const CAMEL: [Bitboard<10, 10>; 128] = leaper_table(&[(1, 3), (3, 1), (3, -1), (1, -3),
///     (-1, -3), (-3, -1), (-3, 1), (-1, 3)]);
/// assert_eq!(CAMEL[0].count(), 2);
/// assert!(CAMEL[100].is_empty());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[must_use]
pub const fn leaper_table<const W: usize, const H: usize>(
    offsets: &[(i8, i8)],
) -> [Bitboard<W, H>; 128] {
    let count = Square::<W, H>::COUNT;
    let mut table = [Bitboard::EMPTY; 128];
    let mut index = 0;
    while index < count {
        let file = (index % W) as isize;
        let rank = (index / W) as isize;
        let mut bits = 0u128;
        let mut i = 0;
        while i < offsets.len() {
            let (df, dr) = offsets[i];
            let f = file + df as isize;
            let r = rank + dr as isize;
            if f >= 0 && r >= 0 && f < W as isize && r < H as isize {
                bits |= 1 << (r as usize * W + f as usize);
            }
            i += 1;
        }
        table[index] = Bitboard::from_bits_truncate(bits);
        index += 1;
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Direction;

    #[test]
    fn knights_on_several_boards() {
        const K10: [Bitboard<10, 10>; 128] = leaper_table(&KNIGHT_OFFSETS);
        const K55: [Bitboard<5, 5>; 128] = leaper_table(&KNIGHT_OFFSETS);
        const K88: [Bitboard<8, 8>; 128] = leaper_table(&KNIGHT_OFFSETS);
        let c3: Square<5, 5> = "c3".parse().unwrap();
        assert_eq!(K55[c3.to_index()].count(), 8);
        assert_eq!(K55[0].count(), 2);
        assert!(K55[25..].iter().all(|b| b.is_empty()));
        assert_eq!(K10[0].count(), 2);
        assert_eq!(K10[44].count(), 8);
        // The classic 8x8 knight: 336 moves in total, b1 reaches a3, c3 and d2.
        assert_eq!(K88.iter().map(|b| b.count()).sum::<usize>(), 336);
        assert_eq!(K88[1].bits(), (1 << 16) | (1 << 18) | (1 << 11));
    }

    #[test]
    fn king_offsets_match_neighbours() {
        fn check<const W: usize, const H: usize>() {
            let kings = leaper_table::<W, H>(&KING_OFFSETS);
            for s in Square::<W, H>::all() {
                assert_eq!(kings[s.to_index()], Bitboard::neighbours(s), "{s}");
            }
            for (d, &(df, dr)) in Direction::ALL.iter().zip(&KING_OFFSETS) {
                assert_eq!(d.delta(), (isize::from(df), isize::from(dr)));
            }
        }
        check::<10, 10>();
        check::<5, 6>();
        check::<1, 128>();
    }

    #[test]
    fn odd_offsets() {
        let table = leaper_table::<5, 5>(&[(0, 0), (9, 0), (1, 0), (1, 0)]);
        assert_eq!(table[0].bits(), 0b11);
        assert_eq!(table[4].bits(), 1 << 4);
        let empty = leaper_table::<5, 5>(&[]);
        assert!(empty.iter().all(|b| b.is_empty()));
    }
}
