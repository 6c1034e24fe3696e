//! The first, plain legal-play generator (array scans), kept as a reference that the
//! fast generator ([`crate::movegen`]) is tested against on random positions.
//!
//! The same method: every distinct resulting position of a roll, once.
//!
//! Doubles: the steps of a play are generated in non-increasing order of origin, which
//! reaches every legal play exactly once (the steps of any legal play can be reordered
//! that way and stay legal, and two different multisets of origins give different
//! positions). Other rolls: the higher die first, then the lower die first where that
//! reaches a position the first order did not (entering from the bar, bearing off after
//! the other checker came home, one checker through a different intermediate point
//! that hits, two checkers borne off with the dice swapped). See
//! `docs/rules/backgammon.md` for the argument.
//!
//! (Mutation testing: the loops' `top`/`bottom` bounds that look at the bar are only
//! speed-ups, since [`can_step`] itself refuses any origin but the bar while the mover
//! has a checker there, so mutants that widen them (`<`, `==`, `>=` for `>` in
//! `b[25] > 0`, and `max_depth` recursing one level further with `*` for `+`) are
//! equivalent, as is `>=` for `>` in `max > 0` (with no step possible the search
//! finds none); likewise `<=` for `<` in `BorneOffPairs::emit`, whose 16 slots are
//! never filled: a die bears off either from its own point or from the rearmost, so a
//! roll has at most four such pairs.)

use crate::{Dice, Play, Position, Step};

type Board = [i8; 26];

/// Tests if the mover's rearmost checker is at or below `p` (all home when `p == 6`).
#[inline(always)]
fn none_above(b: &Board, p: usize) -> bool {
    b[p + 1..].iter().all(|&c| c <= 0)
}

/// Tests if the mover may move a checker from `from` by `die` pips.
#[inline(always)]
fn can_step(b: &Board, from: usize, die: usize) -> bool {
    if b[from] <= 0 || (from != 25 && b[25] > 0) {
        return false;
    }
    if from > die {
        b[from - die] >= -1
    } else {
        // Bearing off: all checkers home, and the die exact or none above `from`.
        none_above(b, 6) && (from == die || none_above(b, from))
    }
}

/// Moves a checker from `from` by `die` pips (hitting a blot), returns the destination
/// (0 for off).
#[inline(always)]
fn apply(b: &mut Board, from: usize, die: usize) -> usize {
    b[from] -= 1;
    if from > die {
        let to = from - die;
        if b[to] == -1 {
            b[to] = 1;
            b[0] -= 1;
        } else {
            b[to] += 1;
        }
        to
    } else {
        0
    }
}

#[inline(always)]
fn step(from: usize, to: usize) -> Step {
    Step::new_unchecked(from as u8, to as u8)
}

/// Returns the largest number of steps (up to `4 - depth` more) of die `d` from
/// origins at or below `start`.
fn max_depth(b: &Board, start: usize, d: usize, depth: u32) -> u32 {
    let mut best = depth;
    let top = if b[25] > 0 { 25 } else { start };
    let bottom = if b[25] > 0 { 25 } else { 1 };
    for from in (bottom..=top).rev() {
        if can_step(b, from, d) {
            if depth + 1 == 4 {
                return 4;
            }
            let mut c = *b;
            apply(&mut c, from, d);
            best = best.max(max_depth(&c, from, d, depth + 1));
            if best == 4 {
                return 4;
            }
        }
    }
    best
}

fn dfs_doubles<F: FnMut(&Position, &Play)>(
    b: &Board,
    start: usize,
    d: usize,
    remaining: u32,
    play: &mut Play,
    f: &mut F,
) {
    let top = if b[25] > 0 { 25 } else { start };
    let bottom = if b[25] > 0 { 25 } else { 1 };
    for from in (bottom..=top).rev() {
        if can_step(b, from, d) {
            let mut c = *b;
            let to = apply(&mut c, from, d);
            play.push_unchecked(step(from, to));
            if remaining == 1 {
                f(&Position { board: c }, play);
            } else {
                dfs_doubles(&c, from, d, remaining - 1, play, f);
            }
            play.pop_unchecked();
        }
    }
}

#[inline(always)]
fn blot(b: &Board, p: usize) -> bool {
    b[p] == -1
}

/// Tests if the steps {q by `lo`, p by `hi`} are one checker going from `q` through
/// `q - lo` (p == q - lo) while the route through `q - hi` (the higher die first) is
/// legal and reaches the same position (no blot on either intermediate point): that
/// route is the one generated.
#[inline(always)]
fn route_via_high_first(b: &Board, q: usize, p: usize, hi: usize, lo: usize) -> bool {
    if q <= hi || p + lo != q || blot(b, q - lo) || blot(b, q - hi) || !can_step(b, q, hi) {
        return false;
    }
    let mut a1 = *b;
    apply(&mut a1, q, hi);
    can_step(&a1, q - hi, lo)
}

/// Emits two-step plays of non-doubles, skipping a pair {p, q} already borne off by
/// both dice (the swap of the dice reaches the same position).
#[derive(Default)]
struct BorneOffPairs {
    pairs: [(u8, u8); 16],
    len: usize,
}

impl BorneOffPairs {
    /// Calls `f` with the play of the steps `first` and `second` (each `(from, to)`)
    /// reaching `board`, unless both bear off and their pair was seen before.
    fn emit<F: FnMut(&Position, &Play)>(
        &mut self,
        board: &Board,
        first: (usize, usize),
        second: (usize, usize),
        f: &mut F,
    ) {
        if first.1 == 0 && second.1 == 0 {
            let key = (first.0.max(second.0) as u8, first.0.min(second.0) as u8);
            if self.pairs[..self.len].contains(&key) {
                return;
            }
            if self.len < self.pairs.len() {
                self.pairs[self.len] = key;
                self.len += 1;
            }
        }
        let mut play = Play::EMPTY;
        play.push_unchecked(step(first.0, first.1));
        play.push_unchecked(step(second.0, second.1));
        play.canonicalize();
        f(&Position { board: *board }, &play);
    }
}

fn non_doubles<F: FnMut(&Position, &Play)>(pos: &Position, hi: usize, lo: usize, f: &mut F) {
    let b = &pos.board;
    let mut any2 = false;
    let mut offs = BorneOffPairs::default();
    let top = if b[25] > 0 { 25 } else { pos.mover_highest() };
    let bottom = if b[25] > 0 { 25 } else { 1 };
    // Phase A: the higher die first.
    for p in (bottom..=top).rev() {
        if !can_step(b, p, hi) {
            continue;
        }
        let mut b1 = *b;
        let tp = apply(&mut b1, p, hi);
        let bottom1 = if b1[25] > 0 { 25 } else { 1 };
        for q in (bottom1..=25).rev() {
            if !can_step(&b1, q, lo) {
                continue;
            }
            any2 = true;
            if route_via_high_first(b, q, p, hi, lo) {
                continue;
            }
            let mut b2 = b1;
            let tq = apply(&mut b2, q, lo);
            offs.emit(&b2, (p, tp), (q, tq), f);
        }
    }
    // Phase B: the lower die first, where it reaches something new.
    for q in (bottom..=top).rev() {
        if !can_step(b, q, lo) {
            continue;
        }
        let mut b1 = *b;
        let tq = apply(&mut b1, q, lo);
        let bottom1 = if b1[25] > 0 { 25 } else { 1 };
        for p in (bottom1..=25).rev() {
            if !can_step(&b1, p, hi) {
                continue;
            }
            any2 = true;
            // The same steps with the higher die first: already generated.
            if can_step(b, p, hi) {
                let mut a1 = *b;
                apply(&mut a1, p, hi);
                if can_step(&a1, q, lo) {
                    continue;
                }
            }
            if route_via_high_first(b, q, p, hi, lo) {
                continue;
            }
            let mut b2 = b1;
            let tp = apply(&mut b2, p, hi);
            offs.emit(&b2, (q, tq), (p, tp), f);
        }
    }
    if any2 {
        return;
    }
    // Only one die can be played: the higher if it can be.
    for die in [hi, lo] {
        let mut found = false;
        for p in (bottom..=25).rev() {
            if can_step(b, p, die) {
                found = true;
                let mut b1 = *b;
                let to = apply(&mut b1, p, die);
                let mut play = Play::EMPTY;
                play.push_unchecked(step(p, to));
                f(&Position { board: b1 }, &play);
            }
        }
        if found {
            return;
        }
    }
}

impl Position {
    /// The reference generator: calls `f` with every distinct legal play of `dice` and
    /// the position it reaches, like [`Position::for_each_play`] (which is faster), for
    /// differential tests.
    #[doc(hidden)]
    pub fn for_each_play_reference<F: FnMut(&Self, &Play)>(&self, dice: Dice, mut f: F) {
        let (hi, lo) = (usize::from(dice.high()), usize::from(dice.low()));
        if hi == lo {
            let max = max_depth(&self.board, 25, hi, 0);
            if max > 0 {
                let mut play = Play::EMPTY;
                dfs_doubles(&self.board, 25, hi, max, &mut play, &mut f);
            }
        } else {
            non_doubles(self, hi, lo, &mut f);
        }
    }
}
