//! The legal-play generator: every distinct resulting position of a roll, once, with
//! no deduplication pass.
//!
//! The board is kept with a bit mask of the mover's occupied points (bit 25: the bar)
//! beside it; the opponent's blocks (2 or more checkers) cannot change during a turn,
//! so the legal origins of a die are a few mask operations
//! (`mine & !(blocked << die)` plus the bear-offs).
//!
//! Doubles: the steps of a play are generated in non-increasing order of origin, which
//! reaches every legal play exactly once (the steps of any legal play can be reordered
//! that way and stay legal, and two different multisets of origins give different
//! positions). Other rolls: the higher die first, then the lower die first where that
//! reaches a position the first order did not: entering from the bar before the other
//! move, bearing off after the other checker came home, one checker through the other
//! intermediate point when a blot is hit there, two checkers borne off with the dice
//! swapped. `docs/rules/backgammon.md` gives the argument.

use crate::{Dice, Play, Position, Step};

/// A board with the mask of the mover's occupied points (bits 1..=25).
#[derive(Copy, Clone)]
struct State {
    pos: Position,
    mine: u32,
}

/// The board as four little-endian words, bytes `8 * i..8 * i + 8` in word `i` (zero
/// past index 25).
#[inline(always)]
fn words(board: &[i8; 26]) -> [u64; 4] {
    let mut bytes = [0u8; 32];
    for (b, &c) in bytes.iter_mut().zip(board) {
        *b = c as u8;
    }
    core::array::from_fn(|i| {
        let mut w = [0u8; 8];
        w.copy_from_slice(&bytes[8 * i..8 * i + 8]);
        u64::from_le_bytes(w)
    })
}

/// The high bit of each byte of `x` that is not zero (SWAR).
#[inline(always)]
fn nonzero_bytes(x: u64) -> u64 {
    const LOW: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    (((x & LOW) + LOW) | x) & !LOW
}

/// Packs the high bits of the 8 bytes of `x` (only high bits set) into 8 bits,
/// byte `i` to bit `i`.
#[inline(always)]
fn pack(x: u64) -> u32 {
    ((x >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u32
}

/// The masks of points 1..=25 (bit `p` for point `p`): the mover's checkers, the
/// opponent's blocks (2 or more) and blots, each byte of the board tested at once
/// (SWAR: eight points per word).
#[inline(always)]
fn state(pos: &Position) -> (State, u32, u32) {
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let mut mine = 0u32;
    let mut blocked = 0u32;
    let mut blots = 0u32;
    for (i, x) in words(&pos.board).into_iter().enumerate() {
        let negative = x & HIGH;
        // A count of -1 is the byte 0xff.
        let minus_one = !nonzero_bytes(!x) & HIGH;
        mine |= pack(nonzero_bytes(x) & !negative) << (8 * i);
        blocked |= pack(negative & !minus_one) << (8 * i);
        blots |= pack(minus_one) << (8 * i);
    }
    // Index 0 is the opponent's bar, index 25 the mover's bar (never the opponent's).
    mine &= !1;
    blocked &= !1 & !(1 << 25);
    blots &= !1 & !(1 << 25);
    (State { pos: *pos, mine }, blocked, blots)
}

/// Returns the mask of the points a checker may leave with `die`.
#[inline(always)]
fn origins(s: &State, die: usize, blocked: u32) -> u32 {
    if s.pos.board[25] > 0 {
        return if blocked & (1 << (25 - die)) == 0 {
            1 << 25
        } else {
            0
        };
    }
    if s.mine == 0 {
        return 0;
    }
    let above = s.mine & !((2u32 << die) - 1);
    let normal = above & !(blocked << die);
    let highest = 31 - s.mine.leading_zeros();
    // The three masks are disjoint (above `die`, `die`, below it), so `|` and `^`
    // join them alike; at `highest == die`, `over` would repeat `exact`, so `<` and
    // `<=` below are equivalent too.
    if highest <= 6 {
        let exact = s.mine & (1 << die);
        let over = if (highest as usize) < die {
            1 << highest
        } else {
            0
        };
        normal | exact | over
    } else {
        normal
    }
}

/// Moves a checker from `p` by `die` in place, hitting a blot; returns the destination
/// (0 for off). In place, so that the bytes just written are not copied again (a wide
/// read of narrow writes stalls store forwarding).
#[inline(always)]
fn apply(c: &mut State, p: usize, die: usize) -> usize {
    let b = &mut c.pos.board;
    b[p] -= 1;
    c.mine &= !(u32::from(b[p] == 0) << p);
    if p > die {
        let t = p - die;
        // A blot (-1) becomes one checker of the mover (1), the opponent's bar grows.
        let hit = i8::from(b[t] == -1);
        b[t] += 1 + hit;
        b[0] -= hit;
        c.mine |= 1 << t;
        t
    } else {
        0
    }
}

#[inline(always)]
fn step(from: usize, to: usize) -> Step {
    Step::new_unchecked(from as u8, to as u8)
}

/// The highest set bit of a non-zero mask.
#[inline(always)]
fn top(mask: u32) -> usize {
    31 - mask.leading_zeros() as usize
}

/// Returns the largest number of steps of die `d` (up to 4 in all) from origins in
/// `limit`.
fn max_depth(s: &State, limit: u32, d: usize, blocked: u32, depth: u32) -> u32 {
    let mut o = origins(s, d, blocked) & limit;
    if o == 0 {
        return depth;
    }
    // An early exit: without it the next level returns 4 as well. And `best` may
    // start anywhere up to `depth + 1`: the loop runs (`o != 0`) and every call in
    // it returns at least `depth + 1`.
    if depth + 1 == 4 {
        return 4;
    }
    let mut best = depth + 1;
    while o != 0 {
        let p = top(o);
        o &= !(1 << p);
        let mut c = *s;
        apply(&mut c, p, d);
        best = best.max(max_depth(&c, (2 << p) - 1, d, blocked, depth + 1));
        if best == 4 {
            return 4;
        }
    }
    best
}

/// A group of plays that differ only in their last step: the steps of `prefix`, then
/// one more step of `die` from any origin in `last` (a non-zero mask). The generator
/// hands over groups rather than plays, so that a count or a random pick costs a
/// popcount per group instead of a position per play.
#[derive(Copy, Clone)]
pub(crate) struct Group {
    /// The steps before the last (canonical order), none for a play of one step.
    pub(crate) prefix: Play,
    /// The origins of the last step.
    pub(crate) last: u32,
    /// The die of the last step.
    pub(crate) die: u8,
}

impl Group {
    /// Returns the play of the group whose last step leaves `from`, for a roll that
    /// is a double or not.
    #[inline(always)]
    pub(crate) fn play(&self, from: usize, double: bool) -> Play {
        let last = step(from, from.saturating_sub(usize::from(self.die)));
        if self.prefix.is_empty() {
            Play::one(last)
        } else if double {
            let mut play = self.prefix;
            play.push_unchecked(last);
            play
        } else {
            Play::two(self.prefix.steps()[0], last)
        }
    }
}

/// Calls `g` with each group of plays of doubles `d`: the plays of `remaining` more
/// steps from origins in `limit` (non-increasing), the steps so far in `play`.
fn dfs_groups<G: FnMut(&State, &Play, u32, usize)>(
    s: &State,
    limit: u32,
    d: usize,
    blocked: u32,
    remaining: u32,
    play: &mut Play,
    g: &mut G,
) {
    let mut o = origins(s, d, blocked) & limit;
    if remaining == 1 {
        if o != 0 {
            g(s, play, o, d);
        }
        return;
    }
    while o != 0 {
        let p = top(o);
        o &= !(1 << p);
        let mut c = *s;
        let t = apply(&mut c, p, d);
        play.push_unchecked(step(p, t));
        if remaining == 2 {
            // The last level of the search in the loop rather than a call.
            let last = origins(&c, d, blocked) & ((2 << p) - 1);
            if last != 0 {
                g(&c, play, last, d);
            }
        } else {
            dfs_groups(&c, (2 << p) - 1, d, blocked, remaining - 1, play, g);
        }
        play.pop_unchecked();
    }
}

/// The context of one non-double roll.
struct Mixed {
    s0: State,
    blocked: u32,
    blots: u32,
    hi: usize,
    lo: usize,
    o_hi0: u32,
}

impl Mixed {
    /// Tests if the steps {q by lo, q - lo by hi} (one checker from `q` through
    /// `q - lo`) reach the same position as the route through `q - hi`, the higher die
    /// first, and that route is legal: then that route is the one generated.
    #[inline(always)]
    fn via_high_first(&self, q: usize) -> bool {
        let (hi, lo) = (self.hi, self.lo);
        // Two distinct bits (`hi != lo`): `|` or `^` alike.
        if q <= hi
            || self.blots & (1 << (q - lo) | 1 << (q - hi)) != 0
            || self.o_hi0 & (1 << q) == 0
        {
            return false;
        }
        let mut s1 = self.s0;
        apply(&mut s1, q, hi);
        origins(&s1, lo, self.blocked) & (1 << (q - hi)) != 0
    }
}

/// The pairs {p, q} of checkers borne off by both dice so far (the dice swapped reach
/// the same position): the first play of each pair is kept.
struct BorneOffPairs {
    pairs: [(u8, u8); 16],
    n: usize,
}

impl BorneOffPairs {
    /// Removes from `mask` (the origins `q` of the second step, whose first step
    /// bore off `p`) each `q` of die `die` that bears off too and whose pair was seen,
    /// and records the others; in the generator's order (highest `q` first).
    #[inline(always)]
    fn filter(&mut self, p: usize, mut mask: u32, die: usize) -> u32 {
        // The origins whose step bears off: 1..=die, other than p. (Keeping p, the
        // mutant `1 >> p`, is equivalent: a pair {p, p} is never seen twice, as phase
        // B drops the origins that phase A started from. `|` for the first `&` is
        // equivalent as well, checked exhaustively by the test
        // `small_positions_match_reference`: a pair the other phase's call looks up
        // is one whose points both bore off here too, so the extra pairs (a point
        // above `die`, or no origin) are never met.)
        let mut off = mask & ((2 << die) - 2) & !(1 << p);
        while off != 0 {
            let q = top(off);
            off &= !(1 << q);
            let key = (p.max(q) as u8, p.min(q) as u8);
            if self.pairs[..self.n].contains(&key) {
                mask &= !(1 << q);
            } else if self.n < self.pairs.len() {
                // Never full: at most one origin bears off with each die, so two
                // calls of at most five pairs each (the bound only guards the array).
                self.pairs[self.n] = key;
                self.n += 1;
            }
        }
        mask
    }
}

fn non_doubles<G: FnMut(&State, &Play, u32, usize)>(
    pos: &Position,
    hi: usize,
    lo: usize,
    g: &mut G,
) {
    let (s0, blocked, blots) = state(pos);
    let o_hi0 = origins(&s0, hi, blocked);
    let o_lo0 = origins(&s0, lo, blocked);
    let m = Mixed {
        s0,
        blocked,
        blots,
        hi,
        lo,
        o_hi0,
    };
    let mut any2 = false;
    let mut offs = BorneOffPairs {
        pairs: [(0, 0); 16],
        n: 0,
    };
    // Phase A: the higher die first.
    let mut oa = o_hi0;
    while oa != 0 {
        let p = top(oa);
        oa &= !(1 << p);
        let mut s1 = s0;
        let tp = apply(&mut s1, p, hi);
        let mut ob = origins(&s1, lo, blocked);
        any2 |= ob != 0;
        let q = p + lo;
        // The first test only spares the costlier second one: clearing a bit that
        // is not set changes nothing (the same below).
        if ob & (1 << q) != 0 && m.via_high_first(q) {
            ob &= !(1 << q);
        }
        if tp == 0 {
            ob = offs.filter(p, ob, lo);
        }
        if ob != 0 {
            g(&s1, &Play::one(step(p, tp)), ob, lo);
        }
    }
    // Phase B: the lower die first, where it reaches something new.
    let mut oa = o_lo0;
    while oa != 0 {
        let q = top(oa);
        oa &= !(1 << q);
        let mut s1 = s0;
        let tq = apply(&mut s1, q, lo);
        let mut ob = origins(&s1, hi, blocked);
        any2 |= ob != 0;
        // The same steps with the higher die first are legal: generated in phase A.
        // (From the bar, `o_hi0` is the bar or nothing.)
        ob &= !o_hi0;
        // (`q == lo` would give `p == 0`, which is no origin: `>=` is equivalent.)
        if q > lo {
            let p = q - lo;
            if ob & (1 << p) != 0 && m.via_high_first(q) {
                ob &= !(1 << p);
            }
        }
        if tq == 0 {
            ob = offs.filter(q, ob, hi);
        }
        if ob != 0 {
            g(&s1, &Play::one(step(q, tq)), ob, hi);
        }
    }
    if any2 {
        return;
    }
    // Only one die can be played: the higher if it can be.
    let (o, die) = if o_hi0 != 0 { (o_hi0, hi) } else { (o_lo0, lo) };
    if o != 0 {
        g(&s0, &Play::EMPTY, o, die);
    }
}

/// Calls `g` with every group of distinct legal plays of `dice` (see [`Group`]), with
/// the board after the group's prefix.
#[inline(always)]
fn for_each_group<G: FnMut(&State, &Play, u32, usize)>(pos: &Position, dice: Dice, g: &mut G) {
    let (hi, lo) = (usize::from(dice.high()), usize::from(dice.low()));
    if hi == lo {
        let (s0, blocked, _) = state(pos);
        let all = (2 << 25) - 1;
        let max = max_depth(&s0, all, hi, blocked, 0);
        // A shortcut: at `max == 0` no checker can move and the search finds nothing.
        if max > 0 {
            let mut play = Play::EMPTY;
            dfs_groups(&s0, all, hi, blocked, max, &mut play, g);
        }
    } else {
        non_doubles(pos, hi, lo, g);
    }
}

impl Position {
    /// Calls `f` with every distinct legal play of `dice` and the position it reaches
    /// (still seen from the mover, not flipped), each resulting position once.
    ///
    /// Nothing is called when no checker can move. This is the fastest way to walk the
    /// plays; [`Position::plays`] collects them.
    #[inline]
    pub fn for_each_play<F: FnMut(&Self, &Play)>(&self, dice: Dice, mut f: F) {
        let double = dice.is_double();
        for_each_group(
            self,
            dice,
            &mut |s: &State, prefix: &Play, mut last: u32, die| {
                let group = Group {
                    prefix: *prefix,
                    last,
                    die: die as u8,
                };
                while last != 0 {
                    let q = top(last);
                    last &= !(1 << q);
                    let mut c = *s;
                    apply(&mut c, q, die);
                    f(&c.pos, &group.play(q, double));
                }
            },
        );
    }

    /// Calls `g` with every group of distinct legal plays of `dice`, in the order of
    /// [`Position::for_each_play`].
    #[inline]
    pub(crate) fn for_each_play_group<G: FnMut(Group)>(&self, dice: Dice, mut g: G) {
        for_each_group(self, dice, &mut |_: &State, prefix: &Play, last, die| {
            g(Group {
                prefix: *prefix,
                last,
                die: die as u8,
            });
        });
    }

    /// Returns the distinct legal plays of `dice` (empty when no checker can move).
    #[must_use]
    pub fn plays(&self, dice: Dice) -> PlayList {
        let mut list = PlayList::new();
        self.for_each_play(dice, |_, p| list.push(*p));
        list
    }

    /// Returns the distinct legal plays of `dice` with the positions they reach (seen
    /// from the mover, not flipped).
    #[must_use]
    pub fn plays_and_children(&self, dice: Dice) -> alloc::vec::Vec<(Play, Self)> {
        let mut list = alloc::vec::Vec::new();
        self.for_each_play(dice, |c, p| list.push((*p, *c)));
        list
    }

    /// Returns the number of distinct legal plays of `dice` (0 when no checker can
    /// move).
    #[must_use]
    pub fn count_plays(&self, dice: Dice) -> usize {
        let mut n = 0;
        self.for_each_play_group(dice, |g| n += g.last.count_ones() as usize);
        n
    }
}

/// The list of plays of a roll (up to a few hundred for doubles; 64 inline).
pub type PlayList = smallvec::SmallVec<[Play; 64]>;

#[cfg(test)]
mod tests {
    use super::*;

    /// The masks point by point, as the definition reads.
    fn masks_one_by_one(pos: &Position) -> (u32, u32, u32) {
        let (mut mine, mut blocked, mut blots) = (0, 0, 0);
        for p in 1..=25 {
            let c = pos.board[p];
            mine |= u32::from(c > 0) << p;
            blocked |= u32::from(c < -1 && p < 25) << p;
            blots |= u32::from(c == -1 && p < 25) << p;
        }
        (mine, blocked, blots)
    }

    /// Every count at every index, beside every count at the next index (a carry
    /// between bytes would show there).
    #[test]
    fn the_word_masks_are_the_point_masks() {
        for p in 0..26 {
            for v in -15i8..=15 {
                for w in -15i8..=15 {
                    let mut pos = Position { board: [0; 26] };
                    pos.board[p] = v;
                    pos.board[(p + 1) % 26] = w;
                    let (s, blocked, blots) = state(&pos);
                    assert_eq!(
                        (s.mine, blocked, blots),
                        masks_one_by_one(&pos),
                        "{p} {v} {w}"
                    );
                }
            }
        }
    }
}
