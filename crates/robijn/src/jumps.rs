//! The fields one stone reaches, on the grid bitboard: steps by table lookup, jump
//! chains as flood fills over the whole board.
//!
//! A stone on `o` reaches: the empty neighbours it may end on (steps); every field a
//! jump chain from `o` lands on; every field a jump chain from one of its step
//! fields lands on (step-jumps). The board stays as it is during the move, except
//! that `o` is empty (the stone has left it, so it can be neither jumped over nor
//! blocks a landing). So the reachable set is the jump closure of `{o} ∪ steps`, the
//! same as [`Bitboard::jump_closure`] computes, minus `o`, cut to the fields the
//! stone may end on (white or its own colour). A field reachable by some chain is
//! reachable by a chain that never lands twice on a field (a shortest one), so the
//! no-revisit rule does not change the set.
//!
//! For speed the jumps are computed once per position: `can_jump[d]` holds the
//! fields from which a jump in direction `d` is possible (occupied field next,
//! empty field beyond, both on the board); for a stone on `o`, in the rounds whose
//! frontier touches a neighbour of `o`, the jumps over `o` are cleared (that a jump
//! may land on the empty `o` changes nothing, as the fill starts from `o`). Each
//! round of the fill is eight masked shifts of the whole frontier by constants.

use crate::{Bitboard, Color, Square, layout};
use boardcore::grid::Direction;

/// The bit offset of one step in each direction, in [`Direction::ALL`] order
/// (`N, NE, E, SE, S, SW, W, NW`) on a 10-wide board.
const OFFSETS: [i32; 8] = [10, 11, 1, -9, -10, -11, -1, 9];

/// `TWO_STEPS[d]`: the fields from which two steps in direction `d` stay on the
/// board (so shifting by twice the offset never wraps).
///
/// Mutants of the bounds (cargo-mutants): `sq < 100` as `sq <= 100` and `r < 10` as
/// `r <= 10` only add bit 100, off the board, where no fill ever is, and bits whose
/// jump would land off the board, where `empty` (and so `can_jump`) has no bit: no
/// move changes, so only the unit test that checks the table against its definition
/// (`two_steps_are_the_fields_two_steps_from_the_edge`) sees them. `f < 10` as
/// `f <= 10` would wrap to the next row and is caught by perft.
static TWO_STEPS: [u128; 8] = {
    let mut masks = [0u128; 8];
    let mut d = 0;
    while d < 8 {
        let (df, dr) = Direction::ALL[d].delta();
        let mut sq = 0;
        while sq < 100 {
            let f = (sq % 10) as isize + 2 * df;
            let r = (sq / 10) as isize + 2 * dr;
            if f >= 0 && f < 10 && r >= 0 && r < 10 {
                masks[d] |= 1 << sq;
            }
            sq += 1;
        }
        d += 1;
    }
    masks
};

/// Runs `$body` for each direction index `$d` with its offset `$k`, unrolled so that
/// every shift is by a constant.
macro_rules! unrolled {
    ($d:ident, $k:ident, $body:block) => {
        unrolled!(@ $d, $k, $body, 0 10, 1 11, 2 1, 3 -9, 4 -10, 5 -11, 6 -1, 7 9)
    };
    (@ $d:ident, $k:ident, $body:block, $($i:literal $off:literal),*) => {
        $({
            let $d: usize = $i;
            let $k: i32 = $off;
            debug_assert!(OFFSETS[$d] == $k);
            $body
        })*
    };
}

/// `BITS[i]`: the bit of field `i` (a load is cheaper than a variable `u128`
/// shift, and lets the shifts of it by constants stay constant shifts).
static BITS: [u128; 100] = {
    let mut bits = [0; 100];
    let mut i = 0;
    while i < 100 {
        bits[i] = 1 << i;
        i += 1;
    }
    bits
};

/// The 100 fields of the board.
const FULL: u128 = Bitboard::FULL.bits();

/// Moves every bit `k` places up (towards higher indices; down for negative `k`).
#[inline(always)]
const fn shift(bits: u128, k: i32) -> u128 {
    if k >= 0 { bits << k } else { bits >> -k }
}

/// The jump data of one position, shared by all its stones.
pub(crate) struct Jumps {
    occupied: u128,
    /// Fields with an occupied field next in direction `d` (two steps on board) with an empty field beyond: a jump in direction `d` is possible.
    can_jump: [u128; 8],
    /// The union of `can_jump`: the fields from which some jump is possible.
    any_jump: u128,
}

impl Jumps {
    #[inline(always)]
    pub(crate) fn new(occupied: Bitboard) -> Self {
        let occupied = occupied.bits();
        let empty = !occupied & FULL;
        let mut can_jump = [0; 8];
        unrolled!(d, k, {
            can_jump[d] = TWO_STEPS[d] & shift(occupied, -k) & shift(empty, -2 * k);
        });
        let any_jump = can_jump.iter().fold(0, |a, &b| a | b);
        Self {
            occupied,
            can_jump,
            any_jump,
        }
    }

    /// Returns the fields a `colour` stone on `from` may move to.
    #[inline(always)]
    pub(crate) fn targets(&self, from: Square, colour: Color) -> Bitboard {
        let o = BITS[from.to_index()];
        let landings = layout::landings(colour).bits();
        let near = Bitboard::neighbours(from).bits();
        let steps = near & !self.occupied & landings;
        // `o` is not its own neighbour: `|` and `^` agree here (equivalent mutant).
        let mut seen = o | steps;
        let mut frontier = seen;
        // Most fills end on a frontier from which no jump at all is possible: one test.
        // Both tests below are shortcuts for speed; mutating their `&` changes no
        // result (equivalent mutants):
        // - `|` only runs one more round that finds nothing new, or always takes the
        //   general branch, which is right for every frontier.
        // - `^` in the loop test stops early only on a frontier equal to `any_jump`.
        //   After the first round the frontier holds empty fields only, and a jump
        //   from an empty field lands on a field that can jump back (over the same
        //   stone), so in `any_jump`, already seen: nothing is lost. The first
        //   frontier (`o` and its steps) is never all of `any_jump` with 40 stones
        //   on the board: along a line away from the 3x3 block around `o`, a stone
        //   with an empty field on one side must have the edge on the other (else
        //   that field would be in `any_jump`), so every stone would stand on the
        //   edge or in the block, and an exhaustive search of those placements
        //   (39 million) finds none where `o` can jump and no field outside the
        //   block can.
        // - `^` in the branch test takes the fast branch also on a frontier equal to
        //   every neighbour of `from`; the jumps over `from` it then keeps go from a
        //   neighbour to the opposite one, already seen.
        while frontier & self.any_jump != 0 {
            let mut landed = 0;
            if frontier & near == 0 {
                unrolled!(d, k, {
                    landed |= shift(frontier & self.can_jump[d], 2 * k);
                });
            } else {
                // A jump over `from` starts next to it: the stone has left `from`,
                // so that jump is cleared. (A jump landing on `from` finds nothing
                // new: `from` starts the fill.)
                unrolled!(d, k, {
                    landed |= shift(frontier & self.can_jump[d] & !shift(o, -k), 2 * k);
                });
            }
            let new = landed & !seen;
            if new == 0 {
                break;
            }
            seen |= new;
            frontier = new;
        }
        Bitboard::from_bits_truncate(seen & !o & landings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `TWO_STEPS[d]` is its definition, read with the grid's own steps: the fields
    /// of the board from which two steps in direction `d` stay on the board, and no
    /// bit besides (a jump goes over the next field onto the one beyond, spec "Moves",
    /// rule 2, so these are the fields a jump in `d` may start from).
    #[test]
    fn two_steps_are_the_fields_two_steps_from_the_edge() {
        for (d, &dir) in Direction::ALL.iter().enumerate() {
            let expected = Square::all()
                .filter(|s| s.step(dir).and_then(|next| next.step(dir)).is_some())
                .fold(Bitboard::EMPTY, Bitboard::with);
            assert_eq!(TWO_STEPS[d], expected.bits(), "{dir:?}");
        }
    }
}
