//! A uniform random legal move without the move list where it can be avoided.
//!
//! Captures are compulsory, so a position with a capture lists its captures (the
//! move generator applies the maximum capture rule and drops duplicate routes) and
//! draws one of them. Otherwise every quiet move is one set bit of a target set: a
//! man's step in one of its forward directions, a king's step (English) or a king's
//! slide of one, two, ... squares (international) in one of four directions. The
//! pick counts those bits, draws an index, and walks to it, with no list.
//!
//! Each quiet move is exactly one (target set, bit): the origin of a bit is its
//! square minus the set's step (times its distance for a flying king), and in one
//! direction at one distance no two pieces reach the same square (a nearer piece
//! blocks a farther one). So the draw is uniform over the legal moves.

use crate::geometry::{Eng, Intl, Rules, number_of, sh};
use crate::movegen::{Sides, sides};
use crate::{Move, Position, Variant};
use boardcore::rand::{Rng, RngExt};

/// Returns a legal move of `pos` drawn uniformly with `rng`, or `None` if the side
/// to move has no legal move (no pieces, or every piece blocked).
#[inline]
pub(crate) fn random_move<G: Rng + ?Sized>(pos: &Position, rng: &mut G) -> Option<Move> {
    match pos.variant {
        Variant::International => pick::<Intl, G>(pos, rng),
        Variant::English => pick::<Eng, G>(pos, rng),
    }
}

/// The two forward steps of the side to move's men.
#[inline(always)]
fn forward<R: Rules>(white: bool) -> [i32; 2] {
    if white {
        [R::DIRS[0], R::DIRS[1]]
    } else {
        [R::DIRS[2], R::DIRS[3]]
    }
}

/// Returns the pieces of `pieces` next to an enemy piece in direction `d` with an
/// empty square behind it.
#[inline(always)]
fn jumpers(pieces: u64, s: &Sides, d: i32) -> u64 {
    sh(sh(s.empty, -d) & s.opp, -d) & pieces
}

/// Tests if the side to move can capture: men forward (English) or in all four
/// directions (international), English kings one step, flying kings over any
/// distance.
#[inline(always)]
fn can_capture<R: Rules>(s: &Sides) -> bool {
    if R::INTERNATIONAL {
        let mut c = 0;
        for d in R::DIRS {
            c |= jumpers(s.men, s, d);
        }
        if c != 0 {
            return true;
        }
        if s.kings == 0 {
            return false;
        }
        for d in R::DIRS {
            // The first occupied square on each king's ray.
            let mut ray = sh(s.kings, d);
            let mut front = 0;
            while ray != 0 {
                front |= ray & !s.empty;
                ray = sh(ray & s.empty, d);
            }
            if sh(front & s.opp, d) & s.empty != 0 {
                return true;
            }
        }
        false
    } else {
        let [f0, f1] = forward::<R>(s.white);
        let mut c = jumpers(s.men, s, f0) | jumpers(s.men, s, f1);
        if s.kings != 0 {
            for d in R::DIRS {
                c |= jumpers(s.kings, s, d);
            }
        }
        c != 0
    }
}

/// Returns the index of the `r`-th (from 0) set bit of `b`, which has more than
/// `r` set bits.
#[inline(always)]
fn nth_bit(mut b: u64, r: u32) -> u32 {
    for _ in 0..r {
        b &= b - 1;
    }
    b.trailing_zeros()
}

/// Returns the quiet move from layout bit `from` to `to`.
#[inline(always)]
fn quiet<R: Rules>(from: u32, to: u32) -> Move {
    let n = R::N as u32;
    Move::from_raw(number_of(n, from), number_of(n, to), 0)
}

#[inline]
fn pick<R: Rules, G: Rng + ?Sized>(pos: &Position, rng: &mut G) -> Option<Move> {
    let s = sides::<R>(pos);
    if can_capture::<R>(&s) {
        let list = pos.legal_moves();
        return match list.len() {
            0 => None,
            len => Some(list[rng.random_range(0..len)]),
        };
    }
    let [f0, f1] = forward::<R>(s.white);
    let m0 = sh(s.men, f0) & s.empty;
    let m1 = sh(s.men, f1) & s.empty;
    let (c0, c1) = (m0.count_ones(), m1.count_ones());
    let mut n = c0 + c1;
    if s.kings != 0 {
        for d in R::DIRS {
            let mut t = sh(s.kings, d) & s.empty;
            n += t.count_ones();
            if R::INTERNATIONAL {
                while t != 0 {
                    t = sh(t, d) & s.empty;
                    n += t.count_ones();
                }
            }
        }
    }
    if n == 0 {
        return None;
    }
    let mut r = rng.random_range(0..n);
    if r < c0 {
        let to = nth_bit(m0, r);
        return Some(quiet::<R>((to as i32 - f0) as u32, to));
    }
    r -= c0;
    if r < c1 {
        let to = nth_bit(m1, r);
        return Some(quiet::<R>((to as i32 - f1) as u32, to));
    }
    r -= c1;
    for d in R::DIRS {
        let mut t = sh(s.kings, d) & s.empty;
        let mut dist = 1;
        while t != 0 {
            let c = t.count_ones();
            if r < c {
                let to = nth_bit(t, r);
                return Some(quiet::<R>((to as i32 - dist * d) as u32, to));
            }
            r -= c;
            if !R::INTERNATIONAL {
                break;
            }
            t = sh(t, d) & s.empty;
            dist += 1;
        }
    }
    // Unreachable: `r` was drawn below the number of set bits walked above.
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Game;
    use boardcore::rand::SeedableRng;
    use boardcore::rand_chacha::ChaCha8Rng;

    /// Positions of random games of both variants, with their move lists.
    fn walk_positions(variant: Variant, games: u64) -> alloc::vec::Vec<Position> {
        let mut out = alloc::vec::Vec::new();
        for seed in 0..games {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut pos = Position::new(variant);
            for _ in 0..300 {
                out.push(pos);
                let list = pos.legal_moves();
                if list.is_empty() {
                    break;
                }
                pos.play_unchecked(list[rng.random_range(0..list.len())]);
            }
        }
        out
    }

    #[test]
    fn the_capture_test_agrees_with_the_move_list() {
        let mut captures = 0;
        for variant in Variant::ALL {
            for pos in walk_positions(variant, 40) {
                let list = pos.legal_moves();
                let capture = list.first().is_some_and(|m| m.is_capture());
                let s = match variant {
                    Variant::International => can_capture::<Intl>(&sides::<Intl>(&pos)),
                    Variant::English => can_capture::<Eng>(&sides::<Eng>(&pos)),
                };
                assert_eq!(s, capture, "{pos}");
                captures += usize::from(capture);
            }
        }
        assert!(captures > 100, "the walks should capture, saw {captures}");
    }

    #[test]
    fn picks_are_legal_and_none_exactly_without_moves() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for variant in Variant::ALL {
            for pos in walk_positions(variant, 20) {
                let list = pos.legal_moves();
                for _ in 0..4 {
                    match random_move(&pos, &mut rng) {
                        Some(mv) => assert!(list.contains(&mv), "{mv} in {pos}"),
                        None => assert!(list.is_empty(), "None in {pos}"),
                    }
                }
                assert_eq!(Game::random_move(&pos, &mut rng).is_none(), list.is_empty());
            }
        }
    }
}
