//! The legal moves of a position (and their weights at chance nodes), listed or
//! counted by masks.

use crate::loot::sum;
use crate::position::{FULL, Phase, Position, sq};
use crate::task::TaskContext;
use crate::{Loot, Move, MoveList, Task};
use boardcore::Turn;
use boardcore::grid::Bitboard;

/// The knight moves of each square of the 5x5 grid.
static KNIGHT: [Bitboard<5, 5>; 128] =
    boardcore::grid::leaper_table(&boardcore::grid::KNIGHT_OFFSETS);

/// The knight moves of each square as 25-bit masks (bit = square index).
static KNIGHT_MASKS: [u32; 25] = {
    let mut t = [0u32; 25];
    let mut i = 0;
    while i < 25 {
        // Fewer than 25 squares: the bits fit a u32.
        t[i] = KNIGHT[i].bits() as u32;
        i += 1;
    }
    t
};

impl Position {
    /// Tests if the task of the field after the Bard of the player to move holds now.
    #[inline(always)]
    pub(crate) fn task_holds(&self, task: Task) -> bool {
        let me = usize::from(self.side);
        task.holds(&TaskContext {
            me: &self.supplies[me],
            them: &self.supplies[1 - me],
            my_robin: self.robins[me],
            their_robin: self.robins[1 - me],
            sold: self.sold,
        })
    }

    /// Returns the squares without a tile and without a Robin.
    pub(crate) fn empty_squares(&self) -> impl Iterator<Item = u8> + use<> {
        let mut mask = self.empty_mask();
        core::iter::from_fn(move || {
            if mask == 0 {
                return None;
            }
            let i = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            Some(i)
        })
    }

    /// Returns the squares without a tile and without a Robin, as a mask.
    #[inline]
    pub(crate) const fn empty_mask(&self) -> u32 {
        // A Robin not yet placed (`EMPTY`, 255) shifts to bit 63, which the cast drops.
        // (`^` for `|` is equivalent: two placed Robins never share a square.)
        let robins = (1u64.wrapping_shl(self.robins[0] as u32)
            | 1u64.wrapping_shl(self.robins[1] as u32)) as u32;
        FULL & !self.filled & !robins
    }

    /// Returns the legal moves (at a chance node: the colours that can be drawn).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.outcome().is_some() {
            return list;
        }
        match self.phase {
            Phase::Deal | Phase::Refill | Phase::Fill(_) => {
                for c in Loot::all(self.colours()) {
                    if self.draw[c.index()] > 0 {
                        list.push(Move::Draw(c));
                    }
                }
            }
            Phase::Corner => {
                for i in [0, 4, 20, 24] {
                    list.push(Move::ChooseCorner(sq(i)));
                }
            }
            Phase::Choose => {
                let tiles = sum(&self.draw) + sum(&self.discard);
                if tiles > 0 {
                    for i in self.empty_squares() {
                        list.push(Move::FillSquare(sq(i)));
                    }
                }
                let (sells, pays) = self.short_refill_options();
                push_colours(&mut list, sells, Move::Sell);
                push_colours(&mut list, pays, Move::Pay);
                if tiles == 0 {
                    // No tile left: the player may stop, leaving the squares empty.
                    list.push(Move::EndTurn);
                }
            }
            Phase::Play => {
                let p = self.play_options();
                let mut t = p.targets;
                while t != 0 {
                    list.push(Move::MoveRobin(sq(t.trailing_zeros() as u8)));
                    t &= t - 1;
                }
                push_colours(&mut list, p.sells, Move::Sell);
                if p.task {
                    list.push(Move::AdvanceByTask);
                }
                push_colours(&mut list, p.pays, Move::Pay);
                if p.finish {
                    list.push(Move::PayFinish);
                }
                if p.end {
                    list.push(Move::EndTurn);
                }
            }
        }
        list
    }

    /// Returns the sales and the 1-gold payments open during the short refill (phase
    /// `Choose`), as colour masks: the same as in play, but no advance by task (the
    /// Robin did not move again) and no finish (the rules name paying 1 gold).
    #[inline]
    pub(crate) fn short_refill_options(&self) -> (u8, u8) {
        let supply = &self.supplies[usize::from(self.side)];
        let sells = byte_mask(at_least_3(u64::from_le_bytes(supply.loot)));
        let pays = if usize::from(self.bards[usize::from(self.side)]) + 1 < self.track.finish() {
            byte_mask(non_zero(u64::from_le_bytes(supply.coins)))
        } else {
            0
        };
        (sells, pays)
    }

    /// Returns the actions open to the player to move in the play phase, as masks.
    #[inline]
    pub(crate) fn play_options(&self) -> PlayOptions {
        let me = usize::from(self.side);
        let targets = if self.moved {
            0
        } else {
            KNIGHT_MASKS[usize::from(self.robins[me])] & !(1 << self.robins[1 - me])
        };
        let supply = &self.supplies[me];
        let sells = byte_mask(at_least_3(u64::from_le_bytes(supply.loot)));
        let pays = byte_mask(non_zero(u64::from_le_bytes(supply.coins)));
        let next = usize::from(self.bards[me]) + 1;
        let finish = self.track.finish();
        let (task, pays, finish) = if next < finish {
            let task = self.track.task(next).is_some_and(|t| self.task_holds(t));
            (task, pays, false)
        } else {
            (false, 0, next == finish && supply.gold() >= 4)
        };
        PlayOptions {
            targets,
            sells,
            task,
            pays,
            finish,
            end: self.moved,
        }
    }

    /// Tests if `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Returns the weight of chance outcome `mv`: the tiles of its colour left in the
    /// draw pile (0 for anything else, or when no chance node is to act).
    #[must_use]
    pub fn chance_weight(&self, mv: Move) -> u32 {
        match (mv, self.turn()) {
            // A colour beyond the position's has no tiles (a checked invariant), so
            // its weight is 0 without a test.
            (Move::Draw(c), Turn::Chance) => u32::from(self.draw[c.index()]),
            _ => 0,
        }
    }
}

/// The actions of the play phase: Robin targets (a square mask), colours to sell and
/// to pay with (colour masks), and the other actions.
#[derive(Copy, Clone, Debug)]
pub(crate) struct PlayOptions {
    targets: u32,
    sells: u8,
    task: bool,
    pays: u8,
    finish: bool,
    end: bool,
}

const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// Returns the high bit of each byte of `x` that is not zero.
#[inline]
const fn non_zero(x: u64) -> u64 {
    (((x & LOW7) + LOW7) | x) & HIGH
}

/// Returns the high bit of each byte of `x` that is at least 3.
#[inline]
const fn at_least_3(x: u64) -> u64 {
    // At least 4 (a bit above the lowest two set), or exactly 3 (both lowest set).
    non_zero(x & 0xfcfc_fcfc_fcfc_fcfc) | ((x & (x >> 1) & 0x0101_0101_0101_0101) << 7)
}

/// Gathers the high bits of the eight bytes into a byte (byte `i` gives bit `i`).
#[inline]
const fn byte_mask(high: u64) -> u8 {
    ((((high >> 7) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080)) >> 56) as u8
}

/// The number of set bits of each byte.
static POPCOUNT: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i as u8).count_ones() as u8;
        i += 1;
    }
    t
};

/// Returns the number of set bits of a mask of up to 32 bits, by table (the default
/// x86-64 target has no popcount instruction).
#[inline]
fn popcount(x: u32) -> u32 {
    x.to_le_bytes()
        .iter()
        .map(|&b| u32::from(POPCOUNT[usize::from(b)]))
        .sum()
}

/// Returns the index of the `k`-th set bit of `mask`.
#[inline]
fn nth_bit(mut mask: u32, k: u32) -> u32 {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask.trailing_zeros()
}

impl PlayOptions {
    /// Returns the number of actions (the length of `legal_moves`).
    #[inline]
    pub(crate) fn count(self) -> u32 {
        popcount(self.targets)
            + u32::from(POPCOUNT[usize::from(self.sells)])
            + u32::from(self.task)
            + u32::from(POPCOUNT[usize::from(self.pays)])
            + u32::from(self.finish)
            + u32::from(self.end)
    }

    /// Returns the `k`-th action in the order of `legal_moves`.
    #[inline]
    pub(crate) fn nth(self, mut k: u32) -> Move {
        let colour = |mask: u8, k: u32| {
            Loot::new(nth_bit(u32::from(mask), k) as usize).expect("a colour below 8")
        };
        let n = popcount(self.targets);
        if k < n {
            return Move::MoveRobin(sq(nth_bit(self.targets, k) as u8));
        }
        k -= n;
        let n = u32::from(POPCOUNT[usize::from(self.sells)]);
        if k < n {
            return Move::Sell(colour(self.sells, k));
        }
        k -= n;
        if self.task {
            if k == 0 {
                return Move::AdvanceByTask;
            }
            k -= 1;
        }
        let n = u32::from(POPCOUNT[usize::from(self.pays)]);
        if k < n {
            return Move::Pay(colour(self.pays, k));
        }
        if self.finish && k == n {
            Move::PayFinish
        } else {
            Move::EndTurn
        }
    }
}

/// Pushes `make(c)` for every colour `c` of `mask`.
#[inline]
fn push_colours(list: &mut MoveList, mut mask: u8, make: fn(Loot) -> Move) {
    while mask != 0 {
        let c = mask.trailing_zeros() as usize;
        list.push(make(Loot::new(c).expect("a colour below 8")));
        mask &= mask - 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;
    use crate::moves::is_corner;
    #[test]
    fn knight_table_on_5x5() {
        let c3: Square = "c3".parse().unwrap();
        assert_eq!(KNIGHT[c3.to_index()].count(), 8);
        assert_eq!(KNIGHT[0].count(), 2);
        assert!(is_corner("e5".parse().unwrap()));
        // The four corners and no other square (edges included).
        let corners: alloc::vec::Vec<alloc::string::String> = (0..25)
            .filter_map(Square::new)
            .filter(|&s| is_corner(s))
            .map(|s| alloc::format!("{s}"))
            .collect();
        assert_eq!(corners, ["a1", "e1", "a5", "e5"]);
    }

    #[test]
    fn byte_masks() {
        for a in 0..=255u8 {
            for i in 0..8 {
                let mut bytes = [3u8, 0, 7, 1, 2, 255, 4, 0];
                bytes[i] = a;
                let x = u64::from_le_bytes(bytes);
                let ge3 = byte_mask(at_least_3(x));
                let nz = byte_mask(non_zero(x));
                for (j, &b) in bytes.iter().enumerate() {
                    assert_eq!(ge3 >> j & 1 == 1, b >= 3, "{bytes:?}");
                    assert_eq!(nz >> j & 1 == 1, b > 0, "{bytes:?}");
                }
            }
        }
    }
}
