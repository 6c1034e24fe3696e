//! Bitboard move generation on the padded layout of [`crate::geometry`].
//!
//! Captures are searched depth-first on the stack, with no allocation: the captured
//! pieces stay on the board until the move ends (they block, and are never jumped
//! twice), and the capturing piece's start square counts as empty. Every complete
//! capture sequence reaches a [`Sink`] with its route; the move list sink applies the
//! maximum capture rule (international) and drops duplicate routes unless asked to
//! keep them.

use crate::geometry::{Rules, compress, number_of, sh};
use crate::{Color, Move, MoveList, Position};
use core::marker::PhantomData;

/// Where generated moves go: bit indexes of the padded layout.
pub(crate) trait Sink {
    /// A quiet move.
    fn quiet(&mut self, from: u32, to: u32);
    /// A complete capture sequence: its captured layout bits, their number, and its
    /// route (the start square, then every landing square).
    fn capture(&mut self, captured: u64, count: u32, path: &[u8]);

    /// Whether [`Sink::captures`] may take its landing squares in one go (the
    /// routes' order does not matter); else each route reaches [`Sink::capture`]
    /// at once, in the order of the search.
    const BULK: bool = false;

    /// Complete capture sequences that share `path[..=depth]` and end on one of the
    /// squares of `landings` (layout bits): the route to each is `path[..=depth]`
    /// then that square.
    #[inline(always)]
    fn captures(
        &mut self,
        captured: u64,
        count: u32,
        path: &mut [u8; 32],
        depth: usize,
        landings: u64,
    ) {
        let mut l = landings;
        while l != 0 {
            path[depth + 1] = l.trailing_zeros() as u8;
            l &= l - 1;
            self.capture(captured, count, &path[..=depth + 1]);
        }
    }

    /// A new moving piece: no route found from now on duplicates an earlier one.
    #[inline(always)]
    fn begin_piece(&mut self) {}
}

/// The pieces seen from the side to move (padded layout bits), shared with the
/// random pick (`pick.rs`).
pub(crate) struct Sides {
    pub(crate) opp: u64,
    pub(crate) men: u64,
    pub(crate) kings: u64,
    pub(crate) empty: u64,
    pub(crate) white: bool,
}

#[inline(always)]
pub(crate) fn sides<R: Rules>(pos: &Position) -> Sides {
    let white = pos.turn == Color::White;
    let (own, opp) = if white {
        (pos.white, pos.black)
    } else {
        (pos.black, pos.white)
    };
    Sides {
        opp,
        men: own & !pos.kings,
        kings: own & pos.kings,
        // `|` and `^` agree here (an equivalent mutant): a position's sides are
        // disjoint (`Setup::validate` refuses an overlap).
        empty: R::VALID & !(pos.white | pos.black),
        white,
    }
}

/// Calls `f` with each of the four directions (constants once inlined).
#[inline(always)]
fn each_dir<R: Rules>(mut f: impl FnMut(i32)) {
    f(R::DIRS[0]);
    f(R::DIRS[1]);
    f(R::DIRS[2]);
    f(R::DIRS[3]);
}

/// Calls `f` with each of the two forward directions of White (`white`) or Black
/// (constants once inlined).
#[inline(always)]
fn each_forward<R: Rules>(white: bool, mut f: impl FnMut(i32)) {
    if white {
        f(R::DIRS[0]);
        f(R::DIRS[1]);
    } else {
        f(R::DIRS[2]);
        f(R::DIRS[3]);
    }
}

/// Returns the squares from which a piece can jump an enemy piece next to it in
/// direction `d`.
#[inline(always)]
fn short_jumpers(s: &Sides, d: i32) -> u64 {
    sh(sh(s.empty, -d) & s.opp, -d)
}

/// The rays of the international board: `RAYS[bit][i]` holds the squares of the
/// board seen from layout bit `bit` in direction `Intl::DIRS[i]`, the square itself
/// excluded. Only the bits of squares are ever looked up; the rows of the padding
/// bits are filled alike and unused.
static RAYS: [[u64; 4]; 64] = rays();

const fn rays() -> [[u64; 4]; 64] {
    use crate::geometry::Intl;
    let mut r = [[0; 4]; 64];
    let mut b = 0;
    while b < 64 {
        let mut i = 0;
        while i < 4 {
            let d = Intl::DIRS[i];
            let mut t = sh(1 << b, d) & Intl::VALID;
            while t != 0 {
                r[b][i] |= t;
                t = sh(t, d) & Intl::VALID;
            }
            i += 1;
        }
        b += 1;
    }
    r
}

/// The directions across direction `i` (`DIRS[i]` and `DIRS[3 - i]` are one
/// diagonal), as a mask of direction indexes.
const ACROSS: [u8; 4] = [0b0110, 0b1001, 0b1001, 0b0110];

/// Returns the square of `blockers` (not empty, on one ray in direction index `i`)
/// nearest to the ray's origin: the lowest bit for the two positive directions,
/// the highest for the two negative ones.
#[inline(always)]
fn nearest(blockers: u64, i: usize) -> u64 {
    if i >= 2 {
        blockers & blockers.wrapping_neg()
    } else {
        1 << (63 - blockers.leading_zeros())
    }
}

/// Returns `pieces` and every square they reach in direction `d` through `empty`
/// (an occluded fill, for rays of up to 15 steps).
#[inline(always)]
fn fill(pieces: u64, empty: u64, d: i32) -> u64 {
    let mut g = pieces;
    let mut p = empty;
    g |= p & sh(g, d);
    p &= sh(p, d);
    g |= p & sh(g, 2 * d);
    p &= sh(p, 2 * d);
    g |= p & sh(g, 4 * d);
    p &= sh(p, 4 * d);
    // `|` and `^` agree (an equivalent mutant) where `pieces` and `empty` are
    // disjoint, as at every call: a square of `p` starts a run of 8 empty squares
    // toward `-d`, and a square of `g` is a piece or lies fewer than 8 empty steps
    // from one, which would sit inside that run.
    g | (p & sh(g, 8 * d))
}

/// Returns the flying kings that can capture: one or two kings by their rays, more
/// at once: for each direction, the enemy pieces
/// with an empty square behind them, then the squares that reach one of them through
/// empty squares.
#[inline(always)]
fn flying_capturers<R: Rules>(s: &Sides) -> u64 {
    if s.kings == 0 {
        return 0;
    }
    // Both ways below give the same exact set; this test (at most two kings) only
    // picks the cheaper one. Its mutants (`==`/`!=`, `&`/`|`/`^`, `-`/`+`/`/`)
    // change the way, not the result: equivalent (the unit test
    // `capturers_and_counts_match_on_random_positions` checks both ways).
    if s.kings & (s.kings - 1) & (s.kings & (s.kings - 1)).wrapping_sub(1) == 0 {
        // One or two kings: look along their rays.
        let occ = R::VALID & !s.empty;
        let mut kings = 0;
        let mut k = s.kings;
        while k != 0 {
            let at = k.trailing_zeros() as usize;
            let bit = k & k.wrapping_neg();
            k &= k - 1;
            for (i, ray) in RAYS[at].iter().enumerate() {
                let blockers = ray & occ;
                if blockers != 0 {
                    let t = nearest(blockers, i);
                    if t & s.opp != 0 && sh(t, R::DIRS[i]) & s.empty != 0 {
                        kings |= bit;
                        break;
                    }
                }
            }
        }
        return kings;
    }
    let mut kings = 0;
    each_dir::<R>(|d| {
        let before = sh(s.opp & sh(s.empty, -d), -d);
        // `|` and `^` agree (an equivalent mutant): a square of `before` has an
        // enemy piece next to it in direction `d`, a square of the shifted fill an
        // empty one.
        kings |= before | sh(fill(before & s.empty, s.empty, -d), -d);
    });
    kings & s.kings
}

/// Returns the men and the kings that can start a capture. The two sets are
/// disjoint, so where a caller joins them (`men_cap | kings_cap != 0` in
/// [`generate`], [`count`] and [`perft`]) `|` and `^` agree: equivalent mutants.
#[inline(always)]
fn capturers<R: Rules>(s: &Sides) -> (u64, u64) {
    let mut men = 0;
    if R::INTERNATIONAL {
        each_dir::<R>(|d| men |= short_jumpers(s, d));
        (men & s.men, flying_capturers::<R>(s))
    } else {
        let mut kings = 0;
        each_dir::<R>(|d| kings |= short_jumpers(s, d));
        each_forward::<R>(s.white, |d| men |= short_jumpers(s, d));
        (men & s.men, kings & s.kings)
    }
}

/// The depth-first capture search of one position.
struct Search<'a, R, S> {
    sink: &'a mut S,
    opp: u64,
    /// The empty squares, with the moving piece's start square.
    empty: u64,
    /// The other squares of the board (international only).
    occ: u64,
    path: [u8; 32],
    _rules: PhantomData<R>,
}

impl<R: Rules, S: Sink> Search<'_, R, S> {
    #[inline(always)]
    fn emit(&mut self, captured: u64, count: u32, depth: usize) {
        self.sink.capture(captured, count, &self.path[..=depth]);
    }

    /// Continues a capture by a piece that jumps one step over an adjacent enemy
    /// (every man, and English kings). `KIND` 0: all four directions, no crowning
    /// (international men, English kings); 1 and 2: English white and black men,
    /// forward only, and landing on the crowning row ends the move.
    fn short<const KIND: u8>(&mut self, sq: u64, captured: u64, count: u32, depth: usize) {
        let found = if KIND == 0 {
            self.short_step::<KIND>(sq, captured, count, depth, R::DIRS[0])
                | self.short_step::<KIND>(sq, captured, count, depth, R::DIRS[1])
                | self.short_step::<KIND>(sq, captured, count, depth, R::DIRS[2])
                | self.short_step::<KIND>(sq, captured, count, depth, R::DIRS[3])
        } else if KIND == 1 {
            self.short_step::<KIND>(sq, captured, count, depth, R::DIRS[0])
                | self.short_step::<KIND>(sq, captured, count, depth, R::DIRS[1])
        } else {
            self.short_step::<KIND>(sq, captured, count, depth, R::DIRS[2])
                | self.short_step::<KIND>(sq, captured, count, depth, R::DIRS[3])
        };
        // Unreached while `short_more` is exact: a call after the first jump is made
        // only where one more jump exists, and the first only for a piece that can
        // capture. It keeps the routes whole if `short_more` ever says yes wrongly
        // (which then costs only time), so the mutants of this test (`>` to `==`,
        // `<`, `>=`) and those that make `short_more` say yes more often are
        // equivalent.
        if !found && count > 0 {
            self.emit(captured, count, depth);
        }
    }

    /// The jump of [`Search::short`] in direction `d`, if there is one.
    #[inline(always)]
    fn short_step<const KIND: u8>(
        &mut self,
        sq: u64,
        captured: u64,
        count: u32,
        depth: usize,
        d: i32,
    ) -> bool {
        // Deleting arm 1 (no crowning row for White) is an equivalent mutant: an
        // English man only captures forward, so none can jump on from the far row
        // (`short_more` says no there), and the route ends there either way. The
        // same holds for `&&` to `||` below.
        let crown = match KIND {
            0 => 0,
            1 => R::WHITE_CROWN,
            _ => R::BLACK_CROWN,
        };
        let m = sh(sq, d);
        if m & self.opp & !captured == 0 {
            return false;
        }
        let l = sh(m, d);
        if l & self.empty == 0 {
            return false;
        }
        self.path[depth + 1] = l.trailing_zeros() as u8;
        // `m` is not in `captured` (tested above), so `captured | m` and
        // `captured ^ m` agree (equivalent mutants, here and in the two calls below).
        if l & crown == 0 && self.short_more::<KIND>(l, captured | m) {
            self.short::<KIND>(l, captured | m, count + 1, depth + 1);
        } else {
            self.emit(captured | m, count + 1, depth + 1);
        }
        true
    }

    /// Tests if the piece of [`Search::short`] on `sq` can jump again (so that a
    /// route that cannot go on is emitted without a call).
    ///
    /// A wrong yes costs a call of [`Search::short`], which finds no jump and emits
    /// the route itself: the mutants that make this say yes more often (`true`, a
    /// `&` to `|` in `targets` and `jump`, `^` for the `&` before `self.empty`, and
    /// `|` to `^` between the jumps, whose landing squares differ) are equivalent. A
    /// wrong no cuts routes short; the perft and capture tests catch those.
    #[inline(always)]
    fn short_more<const KIND: u8>(&self, sq: u64, captured: u64) -> bool {
        let targets = self.opp & !captured;
        let jump = |d: i32| sh(sh(sq, d) & targets, d) & self.empty;
        let found = if KIND == 0 {
            jump(R::DIRS[0]) | jump(R::DIRS[1]) | jump(R::DIRS[2]) | jump(R::DIRS[3])
        } else if KIND == 1 {
            jump(R::DIRS[0]) | jump(R::DIRS[1])
        } else {
            jump(R::DIRS[2]) | jump(R::DIRS[3])
        };
        found != 0
    }

    /// Returns the bit of direction index `I` if the flying king on layout bit `sq`
    /// can jump an enemy piece not yet `captured` in that direction, else 0.
    #[inline(always)]
    fn king_jump<const I: usize>(&self, sq: usize, captured: u64) -> u8 {
        let blockers = RAYS[sq][I] & self.occ;
        // With no blocker, `t` is bit 63 (off the board) or 0: no jump.
        let t = if I >= 2 {
            blockers & blockers.wrapping_neg()
        } else {
            (1u64 << 63).wrapping_shr(blockers.leading_zeros())
        };
        u8::from(t & self.opp & !captured != 0 && sh(t, R::DIRS[I]) & self.empty != 0) << I
    }

    /// Returns the directions of `dirs` (a mask of direction indexes) in which the
    /// flying king on layout bit `sq` can jump an enemy piece not yet `captured`.
    /// (Each direction has its own bit, so `|` and `^` between them agree: equivalent
    /// mutants.)
    #[inline(always)]
    fn king_jumps(&self, sq: usize, captured: u64, dirs: u8) -> u8 {
        (self.king_jump::<0>(sq, captured)
            | self.king_jump::<1>(sq, captured)
            | self.king_jump::<2>(sq, captured)
            | self.king_jump::<3>(sq, captured))
            & dirs
    }

    /// Continues a capture by a flying king on layout bit `sq`, which can jump in
    /// the directions of `dirs` (not empty, found by [`Search::king_jumps`]).
    ///
    /// From a landing square it goes on across the jump's direction, and along it
    /// only from the first landing square: the route from the first one covers the
    /// others, and counting both would count one capture order twice. It cannot
    /// capture backward (the piece it jumped still blocks).
    fn flying(&mut self, sq: usize, captured: u64, count: u32, depth: usize, dirs: u8) {
        if dirs & 1 != 0 {
            self.flying_dir::<0>(sq, captured, count, depth);
        }
        if dirs & 2 != 0 {
            self.flying_dir::<1>(sq, captured, count, depth);
        }
        if dirs & 4 != 0 {
            self.flying_dir::<2>(sq, captured, count, depth);
        }
        if dirs & 8 != 0 {
            self.flying_dir::<3>(sq, captured, count, depth);
        }
    }

    /// The jump of [`Search::flying`] in direction index `I`.
    #[inline(always)]
    fn flying_dir<const I: usize>(&mut self, sq: usize, captured: u64, count: u32, depth: usize) {
        let d = R::DIRS[I];
        let blockers = RAYS[sq][I] & self.occ;
        let t = if I >= 2 {
            blockers & blockers.wrapping_neg()
        } else {
            1 << (63 - blockers.leading_zeros())
        };
        // `t` is not in `captured` (the jump was found for a piece not yet captured)
        // and `ACROSS[I]` lacks direction `I`, so `|` and `^` agree in both lines
        // (equivalent mutants).
        let cap = captured | t;
        let mut l = sh(t, d);
        let mut next = ACROSS[I] | (1 << I);
        let mut terminal = 0;
        while l & self.empty != 0 {
            let at = l.trailing_zeros() as usize;
            let more = self.king_jumps(at, cap, next);
            if more != 0 {
                self.path[depth + 1] = at as u8;
                self.flying(at, cap, count + 1, depth + 1, more);
            } else if S::BULK {
                terminal |= l;
            } else {
                self.path[depth + 1] = at as u8;
                self.emit(cap, count + 1, depth + 1);
            }
            next = ACROSS[I];
            l = sh(l, d);
        }
        if terminal != 0 {
            self.sink
                .captures(cap, count + 1, &mut self.path, depth, terminal);
        }
    }
}

/// Generates every capture route of the men `men_cap` and kings `kings_cap` (found
/// by [`capturers`]) into `sink`.
#[inline(always)]
fn captures<R: Rules, S: Sink>(s: &Sides, men_cap: u64, kings_cap: u64, sink: &mut S) {
    // In `s.empty | sq` below (twice) `sq` holds a piece, so `|` and `^` agree
    // (equivalent mutants).
    let mut search = Search::<R, S> {
        sink,
        opp: s.opp,
        empty: s.empty,
        occ: 0,
        path: [0; 32],
        _rules: PhantomData,
    };
    let mut b = men_cap;
    while b != 0 {
        let sq = b & b.wrapping_neg();
        b &= b - 1;
        search.empty = s.empty | sq;
        search.path[0] = sq.trailing_zeros() as u8;
        search.sink.begin_piece();
        if R::INTERNATIONAL {
            search.short::<0>(sq, 0, 0, 0);
        } else if s.white {
            search.short::<1>(sq, 0, 0, 0);
        } else {
            search.short::<2>(sq, 0, 0, 0);
        }
    }
    let mut b = kings_cap;
    while b != 0 {
        let sq = b & b.wrapping_neg();
        b &= b - 1;
        search.empty = s.empty | sq;
        search.path[0] = sq.trailing_zeros() as u8;
        search.sink.begin_piece();
        if R::INTERNATIONAL {
            search.occ = R::VALID & !search.empty;
            let at = sq.trailing_zeros() as usize;
            let dirs = search.king_jumps(at, 0, 0b1111);
            if dirs != 0 {
                search.flying(at, 0, 0, 0, dirs);
            }
        } else {
            search.short::<0>(sq, 0, 0, 0);
        }
    }
}

/// Generates every legal move (every complete capture route where capturing is
/// compulsory) into `sink`; returns whether they are captures.
pub(crate) fn generate<R: Rules, S: Sink>(pos: &Position, sink: &mut S) -> bool {
    let s = sides::<R>(pos);
    let (men_cap, kings_cap) = capturers::<R>(&s);
    if men_cap | kings_cap != 0 {
        captures::<R, S>(&s, men_cap, kings_cap, sink);
        return true;
    }
    each_forward::<R>(s.white, |d| {
        let mut t = sh(s.men, d) & s.empty;
        while t != 0 {
            let to = t.trailing_zeros();
            t &= t - 1;
            sink.quiet((to as i32 - d) as u32, to);
        }
    });
    if R::INTERNATIONAL {
        let mut k = s.kings;
        while k != 0 {
            let from = k.trailing_zeros();
            let sq = k & k.wrapping_neg();
            k &= k - 1;
            for d in R::DIRS {
                let mut t = sh(sq, d) & s.empty;
                while t != 0 {
                    sink.quiet(from, t.trailing_zeros());
                    t = sh(t, d) & s.empty;
                }
            }
        }
    } else {
        for d in R::DIRS {
            let mut t = sh(s.kings, d) & s.empty;
            while t != 0 {
                let to = t.trailing_zeros();
                t &= t - 1;
                sink.quiet((to as i32 - d) as u32, to);
            }
        }
    }
    false
}

/// A move as a [`ListSink`] stores it.
pub(crate) trait Entry: Copy + PartialEq {
    /// The quiet move `from` to `to` (layout bits) of a board with `n` squares a row.
    fn quiet(n: u32, from: u32, to: u32) -> Self;
    /// The capture from `from` to `to` of `captured` (layout bits).
    fn capture(n: u32, captured: u64, from: u32, to: u32) -> Self;
}

impl Entry for Move {
    #[inline(always)]
    fn quiet(n: u32, from: u32, to: u32) -> Self {
        Self::from_raw(number_of(n, from), number_of(n, to), 0)
    }

    #[inline(always)]
    fn capture(n: u32, captured: u64, from: u32, to: u32) -> Self {
        Self::from_raw(number_of(n, from), number_of(n, to), compress(n, captured))
    }
}

/// A move in layout bits, for perft: no conversion to square numbers and back.
#[derive(Copy, Clone, PartialEq, Eq, Default)]
pub(crate) struct RawMove {
    captured: u64,
    from: u8,
    to: u8,
}

impl Entry for RawMove {
    /// Unreached: perft fills its `RawMove` lists with captures only (quiet moves
    /// are made on the bitboards), so its mutants are equivalent.
    #[inline(always)]
    fn quiet(_n: u32, from: u32, to: u32) -> Self {
        Self {
            captured: 0,
            from: from as u8,
            to: to as u8,
        }
    }

    #[inline(always)]
    fn capture(_n: u32, captured: u64, from: u32, to: u32) -> Self {
        Self {
            captured,
            from: from as u8,
            to: to as u8,
        }
    }
}

/// The sink that fills a list of moves: maximum capture (international) and,
/// unless `keep`, one move per (from, to, captured set).
pub(crate) struct ListSink<'a, R, T: Entry + 'a = Move> {
    pub(crate) list: &'a mut boardcore::MoveList<T, 32>,
    best: u32,
    keep: bool,
    /// Where the moves of the current moving piece start in the list.
    piece: usize,
    _rules: PhantomData<R>,
}

impl<'a, R: Rules, T: Entry> ListSink<'a, R, T> {
    pub(crate) fn new(list: &'a mut boardcore::MoveList<T, 32>, keep: bool) -> Self {
        Self {
            list,
            best: 0,
            keep,
            piece: 0,
            _rules: PhantomData,
        }
    }
}

impl<R: Rules, T: Entry> Sink for ListSink<'_, R, T> {
    #[inline(always)]
    fn quiet(&mut self, from: u32, to: u32) {
        self.list.push(T::quiet(R::N as u32, from, to));
    }

    #[inline]
    fn capture(&mut self, captured: u64, count: u32, path: &[u8]) {
        if R::INTERNATIONAL {
            if count < self.best {
                return;
            }
            if count > self.best {
                self.list.clear();
                self.piece = 0;
                self.best = count;
            }
        }
        let mv = T::capture(
            R::N as u32,
            captured,
            u32::from(path[0]),
            u32::from(path[path.len() - 1]),
        );
        // Only routes of one piece, of three or more captures, can duplicate.
        if !self.keep && count >= 3 && self.list[self.piece..].contains(&mv) {
            return;
        }
        self.list.push(mv);
    }

    /// Only narrows the duplicate search to the moving piece's moves: moves of
    /// other pieces have another origin and never match, so without it (a mutant
    /// that empties it) the result is the same and only slower: equivalent.
    #[inline(always)]
    fn begin_piece(&mut self) {
        self.piece = self.list.len();
    }
}

/// Returns the legal moves (with duplicate routes if `keep`).
pub(crate) fn legal_moves<R: Rules>(pos: &Position, keep: bool) -> MoveList {
    let mut list = MoveList::new();
    generate::<R, _>(pos, &mut ListSink::<R>::new(&mut list, keep));
    list
}

/// The sink that counts captures: the routes with the most captures
/// (international) or every route (English), a duplicate route (same start, end and
/// captured set) counted once unless `keep`. Only routes of three or more captures
/// can duplicate one another, and only routes of one moving piece: those are
/// remembered (captured set and end square) until the next piece.
struct CountSink<R> {
    n: usize,
    best: u32,
    keep: bool,
    long: boardcore::MoveList<u64, 16>,
    _rules: PhantomData<R>,
}

impl<R: Rules> CountSink<R> {
    fn new(keep: bool) -> Self {
        Self {
            n: 0,
            best: 0,
            keep,
            long: boardcore::MoveList::new(),
            _rules: PhantomData,
        }
    }

    /// Tests if a route of `count` captures is among the best so far (resetting
    /// the count when it is better).
    #[inline(always)]
    fn admit(&mut self, count: u32) -> bool {
        if R::INTERNATIONAL {
            if count < self.best {
                return false;
            }
            if count > self.best {
                self.n = 0;
                self.long.clear();
                self.best = count;
            }
        }
        true
    }

    /// Counts a route of three or more captures unless it was seen.
    #[inline]
    fn add_long(&mut self, captured: u64, to: u32) {
        // The captured set lies below bit 58 (55 layout bits at most), so `|` and
        // `^` agree (an equivalent mutant).
        let key = captured | u64::from(to) << 58;
        if !self.long.contains(&key) {
            self.long.push(key);
            self.n += 1;
        }
    }
}

impl<R: Rules> Sink for CountSink<R> {
    const BULK: bool = true;

    /// Unreached: [`count`] gives this sink captures only and counts quiet moves in
    /// bulk, so its mutants are equivalent.
    #[inline(always)]
    fn quiet(&mut self, _from: u32, _to: u32) {
        self.n += 1;
    }

    #[inline(always)]
    fn capture(&mut self, captured: u64, count: u32, path: &[u8]) {
        if !self.admit(count) {
            return;
        }
        if count >= 3 && !self.keep {
            self.add_long(captured, u32::from(path[path.len() - 1]));
        } else {
            self.n += 1;
        }
    }

    #[inline(always)]
    fn captures(
        &mut self,
        captured: u64,
        count: u32,
        _path: &mut [u8; 32],
        _depth: usize,
        landings: u64,
    ) {
        if !self.admit(count) {
            return;
        }
        if count >= 3 && !self.keep {
            let mut l = landings;
            while l != 0 {
                self.add_long(captured, l.trailing_zeros());
                l &= l - 1;
            }
        } else {
            self.n += landings.count_ones() as usize;
        }
    }

    #[inline(always)]
    fn begin_piece(&mut self) {
        self.long.clear();
    }
}

/// Returns the number of legal moves, counting quiet moves in bulk and captures
/// without listing them.
pub(crate) fn count<R: Rules>(pos: &Position, keep: bool) -> usize {
    let s = sides::<R>(pos);
    let (men_cap, kings_cap) = capturers::<R>(&s);
    if men_cap | kings_cap != 0 {
        let mut sink = CountSink::<R>::new(keep);
        captures::<R, _>(&s, men_cap, kings_cap, &mut sink);
        return sink.n;
    }
    let mut n = 0;
    each_forward::<R>(s.white, |d| n += (sh(s.men, d) & s.empty).count_ones());
    if s.kings != 0 {
        each_dir::<R>(|d| {
            n += if R::INTERNATIONAL {
                fill(s.kings, s.empty, d) & s.empty
            } else {
                sh(s.kings, d) & s.empty
            }
            .count_ones();
        });
    }
    n as usize
}

/// Plays `mv` of `pos` on `child` (a copy of `pos`).
#[inline]
pub(crate) fn play_into<R: Rules>(pos: &Position, child: &mut Position, mv: Move) {
    let n = R::N as u32;
    let from = 1u64 << crate::geometry::bit_of(n, mv.origin_number());
    let to = 1u64 << crate::geometry::bit_of(n, mv.target_number());
    let cap = if mv.is_capture() {
        crate::geometry::expand(n, mv.captured_bits())
    } else {
        0
    };
    let white = pos.turn == Color::White;
    let (own, opp) = if white {
        (pos.white, pos.black)
    } else {
        (pos.black, pos.white)
    };
    // `to` is not in `own & !from` (an empty square, or `from` itself after a loop),
    // so `|` and `^` agree here and for the kings (equivalent mutants).
    let own = (own & !from) | to;
    let opp = opp & !cap;
    let mut kings = pos.kings & !cap;
    if kings & from != 0 {
        kings = (kings & !from) | to;
    } else if to
        & if white {
            R::WHITE_CROWN
        } else {
            R::BLACK_CROWN
        }
        != 0
    {
        kings |= to;
    }
    if white {
        child.white = own;
        child.black = opp;
    } else {
        child.black = own;
        child.white = opp;
    }
    child.kings = kings;
    child.turn = !pos.turn;
}

/// Returns `pos` after the quiet move `from` to `to` (single bits) of a man or,
/// if `king`, a king of the side to move.
#[inline(always)]
fn quiet_child<R: Rules>(pos: &Position, from: u64, to: u64, king: bool) -> Position {
    let mut child = *pos;
    // `from ^ to` is the same (two distinct single bits): an equivalent mutant.
    let moved = from | to;
    if pos.turn == Color::White {
        child.white ^= moved;
        if king {
            child.kings ^= moved;
        } else {
            child.kings |= to & R::WHITE_CROWN;
        }
    } else {
        child.black ^= moved;
        if king {
            child.kings ^= moved;
        } else {
            child.kings |= to & R::BLACK_CROWN;
        }
    }
    child.turn = !pos.turn;
    child
}

/// Returns `pos` after the capture `mv` of the side to move.
#[inline(always)]
fn capture_child<R: Rules>(pos: &Position, mv: RawMove) -> Position {
    let mut child = *pos;
    let from = 1u64 << mv.from;
    let to = 1u64 << mv.to;
    let cap = mv.captured;
    let king = pos.kings & from != 0;
    let crown = if pos.turn == Color::White {
        R::WHITE_CROWN
    } else {
        R::BLACK_CROWN
    };
    // `from` and `to` may be one square (a king's capture that loops back); `to` is
    // not in `own & !from` either way, so `|` and `^` agree here and for the kings
    // (equivalent mutants).
    let (own, opp) = if pos.turn == Color::White {
        (&mut child.white, &mut child.black)
    } else {
        (&mut child.black, &mut child.white)
    };
    *own = (*own & !from) | to;
    *opp &= !cap;
    child.kings &= !cap;
    if king {
        child.kings = (child.kings & !from) | to;
    } else {
        child.kings |= to & crown;
    }
    child.turn = !pos.turn;
    child
}

/// Counts the leaves `depth` plies below `pos`, in bulk at the last ply; quiet
/// moves are made on the bitboards directly, captures through the move list.
pub(crate) fn perft<R: Rules>(pos: &Position, depth: u32, keep: bool) -> u64 {
    if depth <= 1 {
        return if depth == 0 {
            1
        } else {
            count::<R>(pos, keep) as u64
        };
    }
    let s = sides::<R>(pos);
    let (men_cap, kings_cap) = capturers::<R>(&s);
    let mut total = 0;
    if men_cap | kings_cap != 0 {
        let mut list = boardcore::MoveList::<RawMove, 32>::new();
        captures::<R, _>(
            &s,
            men_cap,
            kings_cap,
            &mut ListSink::<R, RawMove>::new(&mut list, keep),
        );
        for &mv in &list {
            let child = capture_child::<R>(pos, mv);
            total += perft::<R>(&child, depth - 1, keep);
        }
        return total;
    }
    each_forward::<R>(s.white, |d| {
        let mut t = sh(s.men, d) & s.empty;
        while t != 0 {
            let to = t & t.wrapping_neg();
            t &= t - 1;
            let child = quiet_child::<R>(pos, sh(to, -d), to, false);
            total += perft::<R>(&child, depth - 1, keep);
        }
    });
    let mut k = s.kings;
    while k != 0 {
        let from = k & k.wrapping_neg();
        k &= k - 1;
        for d in R::DIRS {
            let mut t = sh(from, d) & s.empty;
            while t != 0 {
                let child = quiet_child::<R>(pos, from, t, true);
                total += perft::<R>(&child, depth - 1, keep);
                t = if R::INTERNATIONAL {
                    sh(t, d) & s.empty
                } else {
                    0
                };
            }
        }
    }
    total
}

/// A sink that collects every route of the legal capture moves.
pub(crate) struct RouteSink<R> {
    routes: alloc::vec::Vec<(u32, u64, alloc::vec::Vec<u8>)>,
    _rules: PhantomData<R>,
}

impl<R: Rules> Sink for RouteSink<R> {
    fn quiet(&mut self, _from: u32, _to: u32) {}

    fn capture(&mut self, captured: u64, count: u32, path: &[u8]) {
        let n = R::N as u32;
        self.routes.push((
            count,
            compress(n, captured),
            path.iter().map(|&b| number_of(n, u32::from(b))).collect(),
        ));
    }
}

/// Returns every route (square numbers, start first) of every legal capture of
/// `pos`, with its move.
pub(crate) fn routes<R: Rules>(pos: &Position) -> alloc::vec::Vec<(Move, alloc::vec::Vec<u8>)> {
    let mut sink = RouteSink::<R> {
        routes: alloc::vec::Vec::new(),
        _rules: PhantomData,
    };
    generate::<R, _>(pos, &mut sink);
    let best = sink.routes.iter().map(|r| r.0).max().unwrap_or(0);
    sink.routes
        .into_iter()
        .filter(|(count, _, _)| !R::INTERNATIONAL || *count == best)
        .map(|(_, captured, path)| {
            let mv = Move::from_raw(path[0], path[path.len() - 1], captured);
            (mv, path)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Eng, Intl};
    use crate::{Setup, Square, SquareSet, Variant};
    use rand::{RngExt, SeedableRng};

    /// A random legal position with about `pieces` pieces, each a king with
    /// probability `kings` (a fraction of 8).
    fn random_position(
        rng: &mut rand_chacha::ChaCha8Rng,
        variant: Variant,
        pieces: u32,
        kings: u32,
    ) -> Option<Position> {
        let n = variant.squares();
        let mut setup = Setup {
            variant,
            turn: if rng.random() {
                Color::White
            } else {
                Color::Black
            },
            ..Setup::default()
        };
        for num in 1..=n {
            if rng.random_range(0..u32::from(n)) >= pieces {
                continue;
            }
            let sq = Square::new(num)?;
            let white = rng.random::<bool>();
            let set: &mut SquareSet = if white {
                &mut setup.white
            } else {
                &mut setup.black
            };
            set.insert(sq);
            let crown = if white {
                num <= variant.per_row()
            } else {
                num > n - variant.per_row()
            };
            if crown || rng.random_range(0..8) < kings {
                setup.kings.insert(sq);
            }
        }
        Position::from_setup(&setup).ok()
    }

    /// The flying kings that can capture, by walking each ray square by square.
    fn walked_capturers(s: &Sides) -> u64 {
        let mut found = 0;
        let mut k = s.kings;
        while k != 0 {
            let sq = k & k.wrapping_neg();
            k &= k - 1;
            for d in Intl::DIRS {
                let mut t = sh(sq, d);
                while t & s.empty != 0 {
                    t = sh(t, d);
                }
                if t & s.opp != 0 && sh(t, d) & s.empty != 0 {
                    found |= sq;
                }
            }
        }
        found
    }

    /// A sink that records every capture route (captured set, count, path), taking
    /// the flying kings' landing squares in bulk (`B`) or one by one.
    #[derive(Default)]
    struct Collect<const B: bool> {
        routes: alloc::vec::Vec<(u64, u32, alloc::vec::Vec<u8>)>,
    }

    impl<const B: bool> Sink for Collect<B> {
        const BULK: bool = B;

        fn quiet(&mut self, _from: u32, _to: u32) {}

        fn capture(&mut self, captured: u64, count: u32, path: &[u8]) {
            self.routes.push((captured, count, path.to_vec()));
        }
    }

    /// `Sink::captures`' default (a bulk sink that takes the landing squares one by
    /// one) finds the same routes as the search that emits each at once.
    #[test]
    fn the_default_bulk_captures_give_the_routes_one_by_one() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(21);
        let mut terminal_kings = 0;
        for i in 0..4_000 {
            let Some(pos) =
                random_position(&mut rng, Variant::International, 6 + i % 20, 1 + i % 8)
            else {
                continue;
            };
            let mut bulk = Collect::<true>::default();
            let mut each = Collect::<false>::default();
            generate::<Intl, _>(&pos, &mut bulk);
            generate::<Intl, _>(&pos, &mut each);
            terminal_kings += usize::from(
                each.routes
                    .iter()
                    .any(|(_, _, path)| pos.kings >> path[0] & 1 != 0),
            );
            bulk.routes.sort();
            each.routes.sort();
            assert_eq!(bulk.routes, each.routes, "{pos}");
        }
        assert!(terminal_kings > 200, "{terminal_kings}");
    }

    /// The exact capturing kings by rays (one or two kings) and by fills (more),
    /// and the bulk leaf count against the list, on random positions from 1 to 12
    /// kings (captures with duplicate routes included).
    #[test]
    fn capturers_and_counts_match_on_random_positions() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(20);
        let mut by_kings = [0u32; 13];
        let mut with_capture = 0;
        for i in 0..20_000 {
            let variant = if i % 4 == 0 {
                Variant::English
            } else {
                Variant::International
            };
            let Some(pos) = random_position(&mut rng, variant, 4 + i % 20, i % 9) else {
                continue;
            };
            let s = if variant == Variant::English {
                sides::<Eng>(&pos)
            } else {
                sides::<Intl>(&pos)
            };
            if variant == Variant::International {
                let kings = flying_capturers::<Intl>(&s);
                assert_eq!(kings, walked_capturers(&s), "{pos}");
                by_kings[(s.kings.count_ones() as usize).min(12)] += 1;
                with_capture += u32::from(kings != 0);
            }
            assert_eq!(pos.legal_move_count(), pos.legal_moves().len(), "{pos}");
            let keep = match variant {
                Variant::International => count::<Intl>(&pos, true),
                Variant::English => count::<Eng>(&pos, true),
            };
            assert_eq!(keep, pos.legal_moves_with_duplicates().len(), "{pos}");
        }
        // Both ways of finding the kings ran, and often found one.
        assert!(by_kings[1] + by_kings[2] > 1000 && by_kings[3..].iter().sum::<u32>() > 1000);
        assert!(with_capture > 1000, "{with_capture}");
    }
}
