//! Attack tables, all built at compile time by `const fn`: knight, king and pawn steps,
//! magic-bitboard look-ups for sliders, and the `between`/`line` tables used for pins
//! and check evasions.

use crate::magics::{BISHOP_MAGICS, ROOK_MAGICS};
use crate::{Bitboard, Color, Square};

const fn step_table(deltas: &[(i8, i8)]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut i = 0;
        while i < deltas.len() {
            let f = (sq % 8) as i8 + deltas[i].0;
            let r = (sq / 8) as i8 + deltas[i].1;
            if f >= 0 && f < 8 && r >= 0 && r < 8 {
                table[sq] |= 1 << (r * 8 + f);
            }
            i += 1;
        }
        sq += 1;
    }
    table
}

static KNIGHT: [u64; 64] = step_table(&[
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
]);
static KING: [u64; 64] = step_table(&[
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
]);
static PAWN: [[u64; 64]; 2] = [
    step_table(&[(-1, 1), (1, 1)]),
    step_table(&[(-1, -1), (1, -1)]),
];

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

/// Walks the four rays of `dirs` from `sq`, stopping at (and including) blockers.
const fn slow_attacks(sq: usize, occupied: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut bb = 0u64;
    let mut d = 0;
    while d < 4 {
        let mut f = (sq % 8) as i8 + dirs[d].0;
        let mut r = (sq / 8) as i8 + dirs[d].1;
        while f >= 0 && f < 8 && r >= 0 && r < 8 {
            let bit = 1u64 << (r * 8 + f);
            bb |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += dirs[d].0;
            r += dirs[d].1;
        }
        d += 1;
    }
    bb
}

/// One square's slice of the shared slider table.
#[derive(Copy, Clone)]
struct Magic {
    mask: u64,
    magic: u64,
    shift: u32,
    offset: usize,
}

const fn magic_entries(raw: &[(u64, u64, u32); 64], start: usize) -> ([Magic; 64], usize) {
    let mut out = [Magic {
        mask: 0,
        magic: 0,
        shift: 0,
        offset: 0,
    }; 64];
    let mut offset = start;
    let mut sq = 0;
    while sq < 64 {
        out[sq] = Magic {
            mask: raw[sq].0,
            magic: raw[sq].1,
            shift: 64 - raw[sq].2,
            offset,
        };
        offset += 1 << raw[sq].2;
        sq += 1;
    }
    (out, offset)
}

const ROOK_ENTRIES: ([Magic; 64], usize) = magic_entries(&ROOK_MAGICS, 0);
const BISHOP_ENTRIES: ([Magic; 64], usize) = magic_entries(&BISHOP_MAGICS, ROOK_ENTRIES.1);
/// The slider table's length: a power of two, so that a look-up masks its index
/// rather than checking it (a bounds check is a panic path, which keeps the move
/// generator's running counts in memory instead of registers).
const TABLE_SIZE: usize = BISHOP_ENTRIES.1.next_power_of_two();
const TABLE_MASK: usize = TABLE_SIZE - 1;
static ROOK_M: [Magic; 64] = ROOK_ENTRIES.0;
static BISHOP_M: [Magic; 64] = BISHOP_ENTRIES.0;

const fn fill(table: &mut [u64; TABLE_SIZE], entries: &[Magic; 64], dirs: &[(i8, i8); 4]) {
    let mut sq = 0;
    while sq < 64 {
        let m = entries[sq];
        let mut sub = 0u64;
        loop {
            let idx = m.offset + (sub.wrapping_mul(m.magic) >> m.shift) as usize;
            let att = slow_attacks(sq, sub, dirs);
            // A magic that maps two occupancies with different attacks to one slot is
            // rejected here, at compile time.
            assert!(table[idx] == 0 || table[idx] == att, "bad magic");
            table[idx] = att;
            sub = sub.wrapping_sub(m.mask) & m.mask;
            if sub == 0 {
                break;
            }
        }
        sq += 1;
    }
}

static SLIDERS: [u64; TABLE_SIZE] = {
    let mut table = [0u64; TABLE_SIZE];
    fill(&mut table, &ROOK_M, &ROOK_DIRS);
    fill(&mut table, &BISHOP_M, &BISHOP_DIRS);
    table
};

const fn line_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            let bbit = 1u64 << b;
            let abit = 1u64 << a;
            if a != b {
                let dirs = [ROOK_DIRS, BISHOP_DIRS];
                let mut k = 0;
                while k < 2 {
                    if slow_attacks(a, 0, &dirs[k]) & bbit != 0 {
                        between[a][b] =
                            slow_attacks(a, bbit, &dirs[k]) & slow_attacks(b, abit, &dirs[k]);
                        line[a][b] = (slow_attacks(a, 0, &dirs[k]) & slow_attacks(b, 0, &dirs[k]))
                            | abit
                            | bbit;
                    }
                    k += 1;
                }
            }
            b += 1;
        }
        a += 1;
    }
    (between, line)
}

static LINES: ([[u64; 64]; 64], [[u64; 64]; 64]) = line_tables();

/// Returns the squares a knight on `sq` attacks.
#[must_use]
#[inline]
pub fn knight_attacks(sq: Square) -> Bitboard {
    Bitboard::from_bits(KNIGHT[sq.to_index()])
}

/// Returns the squares a king on `sq` attacks.
#[must_use]
#[inline]
pub fn king_attacks(sq: Square) -> Bitboard {
    Bitboard::from_bits(KING[sq.to_index()])
}

/// Returns the squares a pawn of `color` on `sq` attacks (its capture targets).
#[must_use]
#[inline]
pub fn pawn_attacks(color: Color, sq: Square) -> Bitboard {
    Bitboard::from_bits(PAWN[color.idx()][sq.to_index()])
}

/// Returns the squares a rook on `sq` attacks with `occupied` squares blocking.
#[must_use]
#[inline]
pub fn rook_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let m = &ROOK_M[sq.to_index()];
    Bitboard::from_bits(
        SLIDERS[(m.offset
            + ((occupied.bits() & m.mask).wrapping_mul(m.magic) >> m.shift) as usize)
            & TABLE_MASK],
    )
}

/// Returns the squares a bishop on `sq` attacks with `occupied` squares blocking.
#[must_use]
#[inline]
pub fn bishop_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    let m = &BISHOP_M[sq.to_index()];
    Bitboard::from_bits(
        SLIDERS[(m.offset
            + ((occupied.bits() & m.mask).wrapping_mul(m.magic) >> m.shift) as usize)
            & TABLE_MASK],
    )
}

/// Returns the squares a queen on `sq` attacks with `occupied` squares blocking.
#[must_use]
#[inline]
pub fn queen_attacks(sq: Square, occupied: Bitboard) -> Bitboard {
    rook_attacks(sq, occupied) | bishop_attacks(sq, occupied)
}

/// Returns the squares strictly between `a` and `b` if they share a rank, file or
/// diagonal, else the empty set.
#[must_use]
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard::from_bits(LINES.0[a.to_index()][b.to_index()])
}

/// Returns the whole line (rank, file or diagonal, edge to edge) through `a` and `b`,
/// or the empty set if they are not aligned.
#[must_use]
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard::from_bits(LINES.1[a.to_index()][b.to_index()])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_match_ray_walks() {
        // A sample of occupancies per square, compared with the slow walker.
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for sq in Square::ALL {
            for _ in 0..64 {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                let occ = Bitboard::from_bits(x & x.rotate_left(17));
                assert_eq!(
                    rook_attacks(sq, occ).bits(),
                    slow_attacks(sq.to_index(), occ.bits(), &ROOK_DIRS)
                );
                assert_eq!(
                    bishop_attacks(sq, occ).bits(),
                    slow_attacks(sq.to_index(), occ.bits(), &BISHOP_DIRS)
                );
            }
        }
    }

    #[test]
    fn step_tables() {
        assert_eq!(knight_attacks(Square::A1).count(), 2);
        assert_eq!(knight_attacks(Square::D4).count(), 8);
        assert_eq!(king_attacks(Square::H8).count(), 3);
        assert_eq!(
            pawn_attacks(Color::White, Square::E4),
            Bitboard::from_square(Square::D5).with(Square::F5)
        );
        assert_eq!(
            pawn_attacks(Color::Black, Square::A5),
            Bitboard::from_square(Square::B4)
        );
    }

    #[test]
    fn between_and_line() {
        assert_eq!(
            between(Square::A1, Square::D4),
            Bitboard::from_square(Square::B2).with(Square::C3)
        );
        assert_eq!(between(Square::A1, Square::B3), Bitboard::EMPTY);
        assert_eq!(line(Square::B2, Square::C3).count(), 8);
        assert!(line(Square::E1, Square::E5).contains(Square::E8));
        assert_eq!(line(Square::A1, Square::B3), Bitboard::EMPTY);
    }
}
