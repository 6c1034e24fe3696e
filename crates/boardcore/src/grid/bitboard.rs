//! Sets of squares as bits of a `u128`.

use super::{Direction, KNIGHT_OFFSETS, Square, leaper_table};
use core::fmt;
use core::iter::FusedIterator;
use core::ops::{
    BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign,
};

/// A set of squares of a `W` x `H` grid, one bit per cell of a `u128`.
///
/// Bit `rank * W + file` stands for the square on that file and rank (`a1` is bit 0),
/// as in [`Square::to_index`]. Bits above `W * H` are always clear: every operation,
/// including `!`, masks its result to the board.
///
/// `Debug` prints a grid with the top rank first; `Binary`, `LowerHex` and
/// `UpperHex` print the raw bits.
///
/// # Examples
///
/// ```
/// use boardcore::grid::{Bitboard, Direction, Square};
///
/// type Bb = Bitboard<5, 5>;
/// let c3: Square<5, 5> = "c3".parse()?;
/// let king = Bb::neighbours(c3);
/// assert_eq!(king.count(), 8);
/// assert_eq!(Bb::from_square(c3).shift(Direction::E).shift(Direction::E).shift(Direction::E), Bb::EMPTY);
/// assert_eq!(Bb::ray(c3, Direction::N).iter().map(|s| s.to_string()).collect::<Vec<_>>(), ["c4", "c5"]);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Bitboard<const W: usize, const H: usize>(u128);

impl<const W: usize, const H: usize> Bitboard<W, H> {
    /// The empty set.
    pub const EMPTY: Self = Self(0);

    /// The set of all `W * H` squares of the board.
    pub const FULL: Self = Self(u128::MAX >> (128 - Square::<W, H>::COUNT));

    /// The files of the board, file `a` (index 0) first.
    pub const FILES: [Self; W] = {
        let mut files = [Self::EMPTY; W];
        let mut rank = 0;
        while rank < H {
            let mut file = 0;
            while file < W {
                files[file].0 |= 1 << (rank * W + file);
                file += 1;
            }
            rank += 1;
        }
        files
    };

    /// The ranks of the board, rank `1` (index 0) first.
    pub const RANKS: [Self; H] = {
        let mut ranks = [Self::EMPTY; H];
        let first = u128::MAX >> (128 - W);
        let mut rank = 0;
        while rank < H {
            ranks[rank].0 = first << (rank * W);
            rank += 1;
        }
        ranks
    };

    /// The squares of the outer ring: first and last file and rank.
    pub const EDGES: Self =
        Self(Self::FILES[0].0 | Self::FILES[W - 1].0 | Self::RANKS[0].0 | Self::RANKS[H - 1].0);

    /// The board minus its first file: the squares a step east can land on.
    const NOT_FIRST_FILE: Self = Self(Self::FULL.0 & !Self::FILES[0].0);
    /// The board minus its last file: the squares a step west can land on.
    const NOT_LAST_FILE: Self = Self(Self::FULL.0 & !Self::FILES[W - 1].0);

    /// `RAYS[square][direction]`: the squares from `square` in `direction`, excluding
    /// `square`. Entries past `W * H` are empty.
    const RAYS: &'static [[Self; 8]; 128] = &{
        let mut rays = [[Self::EMPTY; 8]; 128];
        let mut index = 0;
        while index < Square::<W, H>::COUNT {
            let mut dir = 0;
            while dir < 8 {
                let (df, dr) = Direction::ALL[dir].delta();
                let mut file = (index % W) as isize + df;
                let mut rank = (index / W) as isize + dr;
                while file >= 0 && rank >= 0 && file < W as isize && rank < H as isize {
                    rays[index][dir].0 |= 1 << (rank as usize * W + file as usize);
                    file += df;
                    rank += dr;
                }
                dir += 1;
            }
            index += 1;
        }
        rays
    };

    /// `NEIGHBOURS[square]`: the squares one king step from `square`.
    const NEIGHBOURS: &'static [Self; 128] = &{
        let mut neighbours = [Self::EMPTY; 128];
        let mut index = 0;
        while index < Square::<W, H>::COUNT {
            let mut dir = 0;
            while dir < 8 {
                let (df, dr) = Direction::ALL[dir].delta();
                let file = (index % W) as isize + df;
                let rank = (index / W) as isize + dr;
                if file >= 0 && rank >= 0 && file < W as isize && rank < H as isize {
                    neighbours[index].0 |= 1 << (rank as usize * W + file as usize);
                }
                dir += 1;
            }
            index += 1;
        }
        neighbours
    };

    /// `KNIGHTS[square]`: the squares one knight leap from `square`.
    const KNIGHTS: &'static [Self; 128] = &leaper_table(&KNIGHT_OFFSETS);

    /// Returns the set with bits `bits`, or `None` if a bit at or above `W * H` is set.
    #[must_use]
    pub const fn from_bits(bits: u128) -> Option<Self> {
        if bits & !Self::FULL.0 == 0 {
            Some(Self(bits))
        } else {
            None
        }
    }

    /// Returns the set with bits `bits`, dropping the bits at or above `W * H`.
    #[must_use]
    pub const fn from_bits_truncate(bits: u128) -> Self {
        Self(bits & Self::FULL.0)
    }

    /// Returns the raw bits: bit `rank * W + file` is set for each square of the set.
    #[must_use]
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// Returns the set holding only `square`.
    #[must_use]
    pub const fn from_square(square: Square<W, H>) -> Self {
        Self(1 << square.to_index())
    }

    /// Returns the squares of file `file` (0 is file `a`).
    ///
    /// # Panics
    ///
    /// Panics if `file >= W`.
    #[must_use]
    pub const fn file(file: usize) -> Self {
        Self::FILES[file]
    }

    /// Returns the squares of rank `rank` (0 is rank `1`).
    ///
    /// # Panics
    ///
    /// Panics if `rank >= H`.
    #[must_use]
    pub const fn rank(rank: usize) -> Self {
        Self::RANKS[rank]
    }

    /// Returns the squares from `square` in direction `dir` up to the edge of the
    /// board, excluding `square` itself (a table lookup).
    #[must_use]
    pub const fn ray(square: Square<W, H>, dir: Direction) -> Self {
        Self::RAYS[square.to_index()][dir.index()]
    }

    /// Returns the squares one king step (in any of the eight directions) from
    /// `square` (a table lookup).
    #[must_use]
    pub const fn neighbours(square: Square<W, H>) -> Self {
        Self::NEIGHBOURS[square.to_index()]
    }

    /// Returns the squares a sliding piece on `square` reaches in direction `dir`
    /// given the `occupied` squares: the [`ray`](Self::ray) up to and including the
    /// first occupied square.
    #[must_use]
    pub const fn slide(square: Square<W, H>, dir: Direction, occupied: Self) -> Self {
        let ray = Self::ray(square, dir);
        let blockers = ray.0 & occupied.0;
        if blockers == 0 {
            return ray;
        }
        // N, NE, E and NW increase the index (NW by W - 1, which is 0 only when the ray
        // is empty), so their nearest blocker is the lowest bit; the others the highest.
        let nearest = match dir {
            Direction::N | Direction::NE | Direction::E | Direction::NW => {
                blockers.trailing_zeros()
            }
            _ => 127 - blockers.leading_zeros(),
        };
        Self(ray.0 & !Self::RAYS[nearest as usize][dir.index()].0)
    }

    /// Returns the squares strictly between `a` and `b` if they share a file, rank or
    /// diagonal, and the empty set otherwise (also when `a == b` or they touch).
    #[must_use]
    pub const fn between(a: Square<W, H>, b: Square<W, H>) -> Self {
        let mut dir = 0;
        while dir < 8 {
            let ray = Self::RAYS[a.to_index()][dir];
            if ray.0 & (1 << b.to_index()) != 0 {
                let beyond = Self::RAYS[b.to_index()][dir];
                return Self(ray.0 & !beyond.0 & !(1 << b.to_index()));
            }
            dir += 1;
        }
        Self::EMPTY
    }

    /// Returns this set moved one step in direction `dir`; squares that would leave
    /// the board vanish (nothing wraps from one edge to the other).
    #[must_use]
    pub const fn shift(self, dir: Direction) -> Self {
        let b = self.0;
        let bits = match dir {
            Direction::N => shl(b, W),
            Direction::S => shr(b, W),
            Direction::E => shl(b, 1) & Self::NOT_FIRST_FILE.0,
            Direction::W => b >> 1 & Self::NOT_LAST_FILE.0,
            Direction::NE => shl(b, W + 1) & Self::NOT_FIRST_FILE.0,
            Direction::NW => shl(b, W - 1) & Self::NOT_LAST_FILE.0,
            Direction::SE => (b >> (W - 1)) & Self::NOT_FIRST_FILE.0,
            Direction::SW => shr(b, W + 1) & Self::NOT_LAST_FILE.0,
        };
        Self(bits & Self::FULL.0)
    }

    /// Returns the squares one knight leap from `square` (a table lookup in a table
    /// built by [`leaper_table`] with [`KNIGHT_OFFSETS`]).
    #[must_use]
    pub const fn knight_attacks(square: Square<W, H>) -> Self {
        Self::KNIGHTS[square.to_index()]
    }

    /// Returns the squares one king step (in any of the eight directions) from some
    /// square of the set: the union of [`neighbours`](Self::neighbours) over the set.
    ///
    /// A square of the set is in the result only if it neighbours another square of
    /// the set, so a single square never contains itself in its dilation. Nothing
    /// wraps from one edge of the board to the other.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardcore::bitboard;
    /// use boardcore::grid::Bitboard;
    ///
    /// let stones: Bitboard<5, 5> = bitboard! {
    ///     . . . . .
    ///     . . . . .
    ///     . . . . .
    ///     . . . . X
    ///     X X . . .
    /// };
    /// assert_eq!(stones.dilate(), bitboard! {
    ///     . . . . .
    ///     . . . . .
    ///     . . . X X
    ///     X X X X .
    ///     X X X X X
    /// });
    /// ```
    #[must_use]
    pub const fn dilate(self) -> Self {
        let east = self.shift(Direction::E);
        let west = self.shift(Direction::W);
        let row = Self(self.0 | east.0 | west.0);
        Self(east.0 | west.0 | row.shift(Direction::N).0 | row.shift(Direction::S).0)
    }

    /// Returns the squares that pieces on the squares of the set reach by sliding in
    /// direction `dir` through `empty` squares: from each square of the set, the
    /// squares of its [`ray`](Self::ray) before the first square not in `empty` (the
    /// blocker, which is left out, as is the edge of the board).
    ///
    /// The result is the union over the squares of the set. A square of the set is in
    /// it only if it lies in `empty` on the way of another square of the set. The
    /// loop takes at most `max(W, H) - 1` shifts of the whole set.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardcore::bitboard;
    /// use boardcore::grid::{Bitboard, Direction};
    ///
    /// let rooks: Bitboard<5, 5> = bitboard! {
    ///     . . . . .
    ///     . . . . .
    ///     X . . . .
    ///     . . . . .
    ///     . X . . .
    /// };
    /// let occupied: Bitboard<5, 5> = bitboard! {
    ///     . . . . .
    ///     . . . . .
    ///     X . . X .
    ///     . . . . .
    ///     . X . . .
    /// } | rooks;
    /// assert_eq!(rooks.fill_occluded(Direction::E, !occupied), bitboard! {
    ///     . . . . .
    ///     . . . . .
    ///     . X X . .
    ///     . . . . .
    ///     . . X X X
    /// });
    /// ```
    #[must_use]
    pub const fn fill_occluded(self, dir: Direction, empty: Self) -> Self {
        let mut fill = 0;
        let mut frontier = self.shift(dir).0 & empty.0;
        while frontier != 0 {
            fill |= frontier;
            frontier = Self(frontier).shift(dir).0 & empty.0 & !fill;
        }
        Self(fill)
    }

    /// Returns the squares that sliding pieces on the squares of the set attack in
    /// direction `dir` given the `occupied` squares: the union of
    /// [`slide`](Self::slide) over the squares of the set, that is the
    /// [`fill_occluded`](Self::fill_occluded) squares through the unoccupied ones
    /// plus each first occupied square (the blocker).
    #[must_use]
    pub const fn slide_all(self, dir: Direction, occupied: Self) -> Self {
        let fill = self.fill_occluded(dir, occupied.complement());
        Self(self.0 | fill.0).shift(dir)
    }

    /// Returns the squares one jump away from a square of `from`: two steps in one
    /// of `dirs`, over a square of `over` onto a square of `empty`.
    #[inline(always)]
    const fn jumps(from: Self, over: Self, empty: Self, dirs: &[Direction]) -> Self {
        let mut to = 0;
        let mut i = 0;
        while i < dirs.len() {
            let middle = Self(from.shift(dirs[i]).0 & over.0);
            to |= middle.shift(dirs[i]).0 & empty.0;
            i += 1;
        }
        Self(to)
    }

    /// Returns the squares a stone on a square of `from` reaches by one or more
    /// jumps, as in draughts captures or halma hops: each jump goes two steps in one
    /// of `dirs`, over an `occupied` square onto an unoccupied one, and may follow
    /// from any square the previous jump landed on.
    ///
    /// The board stays as it is during the move: jumped stones are not removed and
    /// may be jumped again, and the squares of `from` count as empty (the moving
    /// stone has left them), so a start square is in the result only if a chain of
    /// jumps leads back to it. With several squares in `from`, all of them count as
    /// empty at once; pass one square at a time for stones moving alone. Repeated
    /// entries of `dirs` are harmless, and an empty `dirs` gives the empty set.
    ///
    /// The set is computed as a flood fill over the whole board, one jump per round
    /// for all frontier squares at once.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardcore::bitboard;
    /// use boardcore::grid::{Bitboard, Direction};
    ///
    /// let from: Bitboard<5, 5> = bitboard! {
    ///     . . . . .
    ///     . . . . .
    ///     . . . . .
    ///     . . . . .
    ///     X . . . .
    /// };
    /// let occupied: Bitboard<5, 5> = bitboard! {
    ///     . . . . .
    ///     . . . X .
    ///     . X . . .
    ///     X . X . .
    ///     X X . . .
    /// };
    /// // a1 jumps to a3 and c1, both go on to c3, and a3 leads back to a1.
    /// assert_eq!(Bitboard::jump_closure(from, occupied, &Direction::ORTHOGONAL), bitboard! {
    ///     . . . . .
    ///     . . . . .
    ///     X . X . .
    ///     . . . . .
    ///     X . X . .
    /// });
    /// // Diagonal jumps add e5, over d4 from c3.
    /// assert_eq!(Bitboard::jump_closure(from, occupied, &Direction::ALL), bitboard! {
    ///     . . . . X
    ///     . . . . .
    ///     X . X . .
    ///     . . . . .
    ///     X . X . .
    /// });
    /// ```
    #[must_use]
    // Always inlined: with `dirs` a constant at the call site the loop over the
    // directions unrolls; left to the compiler, smokkelen's move generation called it
    // out of line after an unrelated change and lost 33 % (issue 16's bench).
    #[inline(always)]
    pub const fn jump_closure(from: Self, occupied: Self, dirs: &[Direction]) -> Self {
        let over = occupied.difference(from);
        let empty = over.complement();
        let mut reached = 0;
        let mut seen = from.0;
        let mut frontier = from;
        while !frontier.is_empty() {
            let to = Self::jumps(frontier, over, empty, dirs).0;
            reached |= to;
            frontier = Self(to & !seen);
            seen |= to;
        }
        Self(reached)
    }

    /// Returns the set mirrored top to bottom: rank `r` becomes rank `H - 1 - r`, as
    /// [`Square::flip_vertical`] does for each square.
    #[must_use]
    pub const fn flip_vertical(self) -> Self {
        let row = Self::RANKS[0].0;
        let mut bits = 0;
        let mut rank = 0;
        while rank < H {
            bits |= ((self.0 >> (rank * W)) & row) << ((H - 1 - rank) * W);
            rank += 1;
        }
        Self(bits)
    }

    /// Returns the set mirrored left to right: file `f` becomes file `W - 1 - f`, as
    /// [`Square::flip_horizontal`] does for each square.
    #[must_use]
    pub const fn flip_horizontal(self) -> Self {
        self.rotate_180().flip_vertical()
    }

    /// Returns the set turned half a turn around the centre of the board, as
    /// [`Square::rotate_180`] does for each square (a bit reversal).
    #[must_use]
    pub const fn rotate_180(self) -> Self {
        Self(self.0.reverse_bits() >> (128 - Square::<W, H>::COUNT))
    }

    /// Tests if `square` is in the set.
    #[must_use]
    pub const fn contains(self, square: Square<W, H>) -> bool {
        self.0 & (1 << square.to_index()) != 0
    }

    /// Returns the set with `square` added.
    #[must_use]
    pub const fn with(self, square: Square<W, H>) -> Self {
        Self(self.0 | 1 << square.to_index())
    }

    /// Returns the set with `square` removed.
    #[must_use]
    pub const fn without(self, square: Square<W, H>) -> Self {
        Self(self.0 & !(1 << square.to_index()))
    }

    /// Returns the set with `square` added if it was absent and removed if it was
    /// present.
    #[must_use]
    pub const fn toggled(self, square: Square<W, H>) -> Self {
        Self(self.0 ^ 1 << square.to_index())
    }

    /// Adds `square`, returning whether it was absent (as `HashSet::insert` does).
    pub const fn insert(&mut self, square: Square<W, H>) -> bool {
        let absent = !self.contains(square);
        *self = self.with(square);
        absent
    }

    /// Removes `square`, returning whether it was present (as `HashSet::remove` does).
    pub const fn remove(&mut self, square: Square<W, H>) -> bool {
        let present = self.contains(square);
        *self = self.without(square);
        present
    }

    /// Returns the squares in both sets (the `const` form of `&`).
    #[must_use]
    pub const fn intersection(self, other: Self) -> Self {
        Self(self.0 & other.0)
    }

    /// Returns the squares in either set (the `const` form of `|`).
    #[must_use]
    pub const fn union(self, other: Self) -> Self {
        Self(self.0 | other.0)
    }

    /// Returns the squares of `self` not in `other` (the `const` form of `-`).
    #[must_use]
    pub const fn difference(self, other: Self) -> Self {
        Self(self.0 & !other.0)
    }

    /// Returns the squares in exactly one of the sets (the `const` form of `^`).
    #[must_use]
    pub const fn symmetric_difference(self, other: Self) -> Self {
        Self(self.0 ^ other.0)
    }

    /// Returns the squares of the board not in the set (the `const` form of `!`).
    #[must_use]
    pub const fn complement(self) -> Self {
        Self(!self.0 & Self::FULL.0)
    }

    /// Tests if the sets share a square.
    #[must_use]
    pub const fn intersects(self, other: Self) -> bool {
        self.0 & other.0 != 0
    }

    /// Tests if every square of `self` is in `other`.
    #[must_use]
    pub const fn is_subset(self, other: Self) -> bool {
        self.0 & !other.0 == 0
    }

    /// Returns the number of squares in the set (a popcount).
    #[must_use]
    pub const fn count(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Tests if the set is empty.
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Tests if the set holds more than one square.
    #[must_use]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// Returns the square with the lowest index, or `None` if the set is empty.
    #[must_use]
    pub const fn first(self) -> Option<Square<W, H>> {
        if self.0 == 0 {
            None
        } else {
            Square::new(self.0.trailing_zeros() as usize)
        }
    }

    /// Returns the square with the highest index, or `None` if the set is empty.
    #[must_use]
    pub const fn last(self) -> Option<Square<W, H>> {
        if self.0 == 0 {
            None
        } else {
            Square::new(127 - self.0.leading_zeros() as usize)
        }
    }

    /// Returns the only square of the set, or `None` if it holds zero or several.
    #[must_use]
    pub const fn single(self) -> Option<Square<W, H>> {
        if self.more_than_one() {
            None
        } else {
            self.first()
        }
    }

    /// Removes and returns the square with the lowest index, or `None` if the set is
    /// empty.
    pub const fn pop_first(&mut self) -> Option<Square<W, H>> {
        let first = self.first();
        self.0 &= self.0.wrapping_sub(1);
        first
    }

    /// Removes and returns the square with the highest index, or `None` if the set is
    /// empty.
    pub const fn pop_last(&mut self) -> Option<Square<W, H>> {
        let last = self.last();
        if let Some(sq) = last {
            *self = self.without(sq);
        }
        last
    }

    /// Iterates over the squares of the set in index order, `a1` first.
    #[must_use]
    pub const fn iter(self) -> Iter<W, H> {
        Iter(self)
    }

    /// Returns the set drawn by `grid`, top rank first, as the
    /// [`bitboard!`](crate::bitboard) macro writes it.
    ///
    /// `grid` lists the `W * H` cells row by row from rank `H` down to rank `1`, each
    /// row from file `a`: `X`, `x`, `#` or `1` for a square in the set, `.`, `_`,
    /// `-` or `0` for a square outside it. Whitespace is ignored.
    ///
    /// # Panics
    ///
    /// Panics (at compile time in a `const` context) if `grid` holds another character
    /// or not exactly `W * H` cells.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardcore::grid::Bitboard;
    ///
    /// const DIAGONAL: Bitboard<3, 3> = Bitboard::from_grid("
    ///     . . X
    ///     . X .
    ///     X . .
    /// ");
    /// assert_eq!(DIAGONAL.bits(), 0b100_010_001);
    /// ```
    #[must_use]
    pub const fn from_grid(grid: &str) -> Self {
        let bytes = grid.as_bytes();
        let count = Square::<W, H>::COUNT;
        let mut bits = 0;
        let mut cell = 0;
        let mut i = 0;
        while i < bytes.len() {
            let set = match bytes[i] {
                b'X' | b'x' | b'#' | b'1' => true,
                b'.' | b'_' | b'-' | b'0' => false,
                b' ' | b'\t' | b'\n' | b'\r' => {
                    i += 1;
                    continue;
                }
                _ => panic!("a bitboard grid holds only X, x, #, 1, ., _, - and 0"),
            };
            assert!(cell < count, "a bitboard grid has too many cells");
            if set {
                let rank = H - 1 - cell / W;
                bits |= 1 << (rank * W + cell % W);
            }
            cell += 1;
            i += 1;
        }
        assert!(cell == count, "a bitboard grid has too few cells");
        Self(bits)
    }
}

/// Shifts left by `n`, giving 0 when `n >= 128`.
const fn shl(bits: u128, n: usize) -> u128 {
    if n >= 128 { 0 } else { bits << n }
}

/// Shifts right by `n`, giving 0 when `n >= 128`.
const fn shr(bits: u128, n: usize) -> u128 {
    if n >= 128 { 0 } else { bits >> n }
}

impl<const W: usize, const H: usize> From<Square<W, H>> for Bitboard<W, H> {
    fn from(square: Square<W, H>) -> Self {
        Self::from_square(square)
    }
}

macro_rules! binary_op {
    ($Op:ident $op:ident $OpAssign:ident $op_assign:ident $method:ident) => {
        impl<const W: usize, const H: usize> $Op for Bitboard<W, H> {
            type Output = Self;
            fn $op(self, rhs: Self) -> Self {
                self.$method(rhs)
            }
        }

        impl<const W: usize, const H: usize> $OpAssign for Bitboard<W, H> {
            fn $op_assign(&mut self, rhs: Self) {
                *self = self.$method(rhs);
            }
        }
    };
}

binary_op!(BitAnd bitand BitAndAssign bitand_assign intersection);
binary_op!(BitOr bitor BitOrAssign bitor_assign union);
binary_op!(BitXor bitxor BitXorAssign bitxor_assign symmetric_difference);
binary_op!(Sub sub SubAssign sub_assign difference);

impl<const W: usize, const H: usize> Not for Bitboard<W, H> {
    type Output = Self;
    fn not(self) -> Self {
        self.complement()
    }
}

impl<const W: usize, const H: usize> fmt::Debug for Bitboard<W, H> {
    /// Prints the raw bits in hex, then the board with the top rank first: `X` for a
    /// square in the set, `.` for one outside it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Bitboard<{W}x{H}>({:#x})", self.0)?;
        for rank in (0..H).rev() {
            for file in 0..W {
                if file > 0 {
                    f.write_str(" ")?;
                }
                let set = self.0 & (1 << (rank * W + file)) != 0;
                f.write_str(if set { "X" } else { "." })?;
            }
            f.write_str("\n")?;
        }
        Ok(())
    }
}

impl<const W: usize, const H: usize> fmt::Binary for Bitboard<W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Binary::fmt(&self.0, f)
    }
}

impl<const W: usize, const H: usize> fmt::LowerHex for Bitboard<W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

impl<const W: usize, const H: usize> fmt::UpperHex for Bitboard<W, H> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::UpperHex::fmt(&self.0, f)
    }
}

/// An iterator over the squares of a [`Bitboard`] in index order, made by
/// [`Bitboard::iter`]. It is double-ended and knows its exact length.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Iter<const W: usize, const H: usize>(Bitboard<W, H>);

impl<const W: usize, const H: usize> Iterator for Iter<W, H> {
    type Item = Square<W, H>;

    fn next(&mut self) -> Option<Square<W, H>> {
        self.0.pop_first()
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count();
        (len, Some(len))
    }

    fn count(self) -> usize {
        self.0.count()
    }

    fn last(self) -> Option<Square<W, H>> {
        self.0.last()
    }
}

impl<const W: usize, const H: usize> DoubleEndedIterator for Iter<W, H> {
    fn next_back(&mut self) -> Option<Square<W, H>> {
        self.0.pop_last()
    }
}

impl<const W: usize, const H: usize> ExactSizeIterator for Iter<W, H> {}

impl<const W: usize, const H: usize> FusedIterator for Iter<W, H> {}

impl<const W: usize, const H: usize> IntoIterator for Bitboard<W, H> {
    type Item = Square<W, H>;
    type IntoIter = Iter<W, H>;

    fn into_iter(self) -> Iter<W, H> {
        self.iter()
    }
}

impl<const W: usize, const H: usize> IntoIterator for &Bitboard<W, H> {
    type Item = Square<W, H>;
    type IntoIter = Iter<W, H>;

    fn into_iter(self) -> Iter<W, H> {
        self.iter()
    }
}

impl<const W: usize, const H: usize> FromIterator<Square<W, H>> for Bitboard<W, H> {
    fn from_iter<I: IntoIterator<Item = Square<W, H>>>(iter: I) -> Self {
        let mut set = Self::EMPTY;
        set.extend(iter);
        set
    }
}

impl<const W: usize, const H: usize> Extend<Square<W, H>> for Bitboard<W, H> {
    fn extend<I: IntoIterator<Item = Square<W, H>>>(&mut self, iter: I) {
        for square in iter {
            *self = self.with(square);
        }
    }
}

#[cfg(feature = "serde")]
impl<const W: usize, const H: usize> serde::Serialize for Bitboard<W, H> {
    /// Serializes the set as its raw bits, a `u128`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u128(self.0)
    }
}

#[cfg(feature = "serde")]
impl<'de, const W: usize, const H: usize> serde::Deserialize<'de> for Bitboard<W, H> {
    /// Deserializes a set from its raw bits, rejecting bits off the board.
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let bits = u128::deserialize(d)?;
        Self::from_bits(bits).ok_or_else(|| {
            serde::de::Error::custom(format_args!("bits {bits:#x} lie off the {W}x{H} board"))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;
    use alloc::vec::Vec;

    type Bb10 = Bitboard<10, 10>;
    type Bb56 = Bitboard<5, 6>;
    type Bb55 = Bitboard<5, 5>;

    fn sq<const W: usize, const H: usize>(name: &str) -> Square<W, H> {
        name.parse().unwrap()
    }

    fn names<const W: usize, const H: usize>(b: Bitboard<W, H>) -> Vec<alloc::string::String> {
        b.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn full_and_masks_cover_the_board() {
        assert_eq!(Bb10::FULL.count(), 100);
        assert_eq!(Bb56::FULL.count(), 30);
        assert_eq!(Bb55::FULL.count(), 25);
        assert_eq!(Bitboard::<1, 128>::FULL.bits(), u128::MAX);
        assert_eq!(Bb56::FULL.bits(), (1 << 30) - 1);
        assert_eq!(Bb56::file(4), Bb56::FILES[4]);
        assert_eq!(names(Bb56::file(4)), ["e1", "e2", "e3", "e4", "e5", "e6"]);
        assert_eq!(names(Bb56::rank(5)), ["a6", "b6", "c6", "d6", "e6"]);
        assert_eq!(Bb10::RANKS[9].count(), 10);
        assert_eq!(Bb55::EDGES.count(), 16);
        let union = Bb10::FILES.iter().fold(Bb10::EMPTY, |acc, &f| acc | f);
        assert_eq!(union, Bb10::FULL);
        let union = Bb56::RANKS.iter().fold(Bb56::EMPTY, |acc, &r| acc | r);
        assert_eq!(union, Bb56::FULL);
    }

    #[test]
    fn shifts_never_wrap() {
        fn check<const W: usize, const H: usize>() {
            let full = Bitboard::<W, H>::FULL;
            let first = Bitboard::<W, H>::FILES[0];
            let last = Bitboard::<W, H>::FILES[W - 1];
            let bottom = Bitboard::<W, H>::RANKS[0];
            let top = Bitboard::<W, H>::RANKS[H - 1];
            assert_eq!(last.shift(Direction::E), Bitboard::EMPTY);
            assert_eq!(first.shift(Direction::W), Bitboard::EMPTY);
            assert_eq!(top.shift(Direction::N), Bitboard::EMPTY);
            assert_eq!(bottom.shift(Direction::S), Bitboard::EMPTY);
            assert_eq!(full.shift(Direction::E), full - first);
            assert_eq!(full.shift(Direction::W), full - last);
            assert_eq!(full.shift(Direction::N), full - bottom);
            assert_eq!(full.shift(Direction::S), full - top);
            assert_eq!(full.shift(Direction::NE), full - first - bottom);
            assert_eq!(full.shift(Direction::SW), full - last - top);
            assert_eq!((last | top).shift(Direction::NE), Bitboard::EMPTY);
            assert_eq!((first | top).shift(Direction::NW), Bitboard::EMPTY);
            assert_eq!((last | bottom).shift(Direction::SE), Bitboard::EMPTY);
            // Every single-square shift agrees with stepping the square.
            for s in Square::<W, H>::all() {
                for dir in Direction::ALL {
                    let expected: Bitboard<W, H> = s.step(dir).into_iter().collect();
                    assert_eq!(s.to_bitboard().shift(dir), expected, "{s} {dir}");
                }
            }
        }
        check::<10, 10>();
        check::<8, 8>();
        check::<5, 6>();
        check::<5, 5>();
        check::<1, 128>();
        check::<26, 4>();
        check::<2, 64>();
    }

    #[test]
    fn rays_and_neighbours_on_small_boards() {
        let c3 = sq::<5, 5>("c3");
        assert_eq!(names(Bb55::ray(c3, Direction::N)), ["c4", "c5"]);
        assert_eq!(names(Bb55::ray(c3, Direction::SW)), ["a1", "b2"]);
        assert_eq!(names(Bb55::ray(c3, Direction::E)), ["d3", "e3"]);
        assert_eq!(Bb55::neighbours(c3).count(), 8);
        assert_eq!(Bb55::neighbours(sq("a1")).count(), 3);
        assert_eq!(Bb55::neighbours(sq("e3")).count(), 5);
        let e6 = sq::<5, 6>("e6");
        assert_eq!(Bb56::ray(e6, Direction::N), Bb56::EMPTY);
        assert_eq!(Bb56::ray(e6, Direction::E), Bb56::EMPTY);
        assert_eq!(
            names(Bb56::ray(e6, Direction::SW)),
            ["a2", "b3", "c4", "d5"]
        );
        let a1 = sq::<10, 10>("a1");
        assert_eq!(Bb10::ray(a1, Direction::NE).count(), 9);
        assert_eq!(Bb10::ray(a1, Direction::NE).last(), Some(sq("j10")));
        assert_eq!(Bb10::ray(a1, Direction::NW), Bb10::EMPTY);
        // Rays agree with repeated shifts on every board size we use.
        fn check<const W: usize, const H: usize>() {
            for s in Square::<W, H>::all() {
                let mut king = Bitboard::EMPTY;
                for dir in Direction::ALL {
                    let mut ray = Bitboard::EMPTY;
                    let mut b = s.to_bitboard().shift(dir);
                    while !b.is_empty() {
                        ray |= b;
                        b = b.shift(dir);
                    }
                    assert_eq!(Bitboard::ray(s, dir), ray, "{s} {dir}");
                    king |= s.to_bitboard().shift(dir);
                }
                assert_eq!(Bitboard::neighbours(s), king, "{s}");
            }
        }
        check::<10, 10>();
        check::<8, 8>();
        check::<5, 6>();
        check::<5, 5>();
    }

    #[test]
    fn slides_stop_at_blockers() {
        let d4 = sq::<10, 10>("d4");
        let occupied: Bb10 = ["d7", "g7", "b2", "f4", "d1"]
            .iter()
            .map(|n| sq(n))
            .collect();
        assert_eq!(
            names(Bb10::slide(d4, Direction::N, occupied)),
            ["d5", "d6", "d7"]
        );
        assert_eq!(
            names(Bb10::slide(d4, Direction::NE, occupied)),
            ["e5", "f6", "g7"]
        );
        assert_eq!(names(Bb10::slide(d4, Direction::E, occupied)), ["e4", "f4"]);
        assert_eq!(
            names(Bb10::slide(d4, Direction::SW, occupied)),
            ["b2", "c3"]
        );
        assert_eq!(
            names(Bb10::slide(d4, Direction::S, occupied)),
            ["d1", "d2", "d3"]
        );
        assert_eq!(Bb10::slide(d4, Direction::W, occupied).count(), 3);
        assert_eq!(
            Bb10::slide(d4, Direction::NW, occupied),
            Bb10::ray(d4, Direction::NW)
        );
        assert_eq!(
            Bb10::slide(d4, Direction::SE, occupied),
            Bb10::ray(d4, Direction::SE)
        );
    }

    #[test]
    fn knight_attacks_use_the_table() {
        assert_eq!(names(Bb56::knight_attacks(sq("a1"))), ["c2", "b3"]);
        assert_eq!(Bb10::knight_attacks(sq("e5")).count(), 8);
        assert_eq!(names(Bb55::knight_attacks(sq("c3"))).len(), 8);
        assert_eq!(
            names(Bitboard::<8, 8>::knight_attacks(sq("g1"))),
            ["e2", "f3", "h3"]
        );
    }

    #[test]
    fn dilation_never_wraps() {
        let a1 = Bb55::from_square(sq("a1"));
        assert_eq!(names(a1.dilate()), ["b1", "a2", "b2"]);
        let e3 = Bb55::from_square(sq("e3"));
        assert_eq!(names(e3.dilate()), ["d2", "e2", "d3", "d4", "e4"]);
        // Touching squares dilate into each other.
        let pair = a1.with(sq("b1"));
        assert_eq!(names(pair.dilate()), ["a1", "b1", "c1", "a2", "b2", "c2"]);
        assert_eq!(Bb10::FULL.dilate(), Bb10::FULL);
        assert_eq!(Bb10::EMPTY.dilate(), Bb10::EMPTY);
        assert_eq!(Bb56::FILES[4].dilate(), Bb56::FILES[3] | Bb56::FILES[4]);
        for s in Square::<5, 6>::all() {
            assert_eq!(s.to_bitboard().dilate(), Bb56::neighbours(s));
        }
    }

    #[test]
    fn occluded_fills_stop_before_blockers() {
        let d4 = sq::<10, 10>("d4");
        let occupied: Bb10 = ["d7", "g7", "b2", "f4", "d1"]
            .iter()
            .map(|n| sq(n))
            .collect();
        let from = Bb10::from_square(d4);
        let empty = !occupied;
        assert_eq!(names(from.fill_occluded(Direction::N, empty)), ["d5", "d6"]);
        assert_eq!(names(from.fill_occluded(Direction::E, empty)), ["e4"]);
        assert_eq!(names(from.fill_occluded(Direction::SW, empty)), ["c3"]);
        assert_eq!(
            from.fill_occluded(Direction::NW, empty),
            Bb10::ray(d4, Direction::NW)
        );
        for dir in Direction::ALL {
            assert_eq!(
                from.slide_all(dir, occupied),
                Bb10::slide(d4, dir, occupied),
                "{dir}"
            );
            assert_eq!(from.fill_occluded(dir, Bb10::EMPTY), Bb10::EMPTY);
        }
        // Two origins on a file: the lower one slides through the upper one only if
        // that square counts as empty.
        let pair = Bb55::from_square(sq("a1")).with(sq("a3"));
        assert_eq!(
            names(pair.fill_occluded(Direction::N, Bb55::FULL)),
            ["a2", "a3", "a4", "a5"]
        );
        assert_eq!(
            names(pair.fill_occluded(Direction::N, !pair)),
            ["a2", "a4", "a5"]
        );
        assert_eq!(
            names(pair.slide_all(Direction::N, pair)),
            ["a2", "a3", "a4", "a5"]
        );
    }

    #[test]
    fn jump_closures_chain_jumps() {
        let b = |g: &str| Bb55::from_grid(g);
        let occupied = b("
            . . . . .
            . X . X .
            . . . . .
            . X . X .
            X . . . .
        ");
        let from = Bb55::from_square(sq("a1"));
        // a1 cannot jump orthogonally; diagonally it reaches the centre and the corners,
        // itself included.
        assert_eq!(
            Bb55::jump_closure(from, occupied, &Direction::ORTHOGONAL),
            Bb55::EMPTY
        );
        assert_eq!(
            Bb55::jump_closure(from, occupied, &Direction::DIAGONAL),
            b("
                X . . . X
                . . . . .
                . . X . .
                . . . . .
                X . . . X
            ")
        );
        // Only one direction: a single jump NE, then another.
        assert_eq!(
            names(Bb55::jump_closure(from, occupied, &[Direction::NE])),
            ["c3", "e5"]
        );
        // The origin is empty: jumping back and forth re-reaches it.
        let line = b("
            . . . . .
            . . . . .
            . . . . .
            . . . . .
            . X . . .
        ");
        assert_eq!(
            names(Bb55::jump_closure(
                Bb55::from_square(sq("a1")),
                line.with(sq("a1")),
                &Direction::ALL
            )),
            ["a1", "c1"]
        );
        assert_eq!(Bb55::jump_closure(from, occupied, &[]), Bb55::EMPTY);
        assert_eq!(
            Bb55::jump_closure(Bb55::EMPTY, occupied, &Direction::ALL),
            Bb55::EMPTY
        );
    }

    #[test]
    fn flips_and_rotations_follow_the_squares() {
        fn check<const W: usize, const H: usize>() {
            for s in Square::<W, H>::all() {
                let b = s.to_bitboard();
                assert_eq!(b.flip_vertical(), s.flip_vertical().to_bitboard(), "{s}");
                assert_eq!(
                    b.flip_horizontal(),
                    s.flip_horizontal().to_bitboard(),
                    "{s}"
                );
                assert_eq!(b.rotate_180(), s.rotate_180().to_bitboard(), "{s}");
            }
            let full = Bitboard::<W, H>::FULL;
            assert_eq!(full.flip_vertical(), full);
            assert_eq!(full.rotate_180(), full);
            assert_eq!(full.flip_horizontal(), full);
            assert_eq!(
                Bitboard::<W, H>::RANKS[0].flip_vertical(),
                Bitboard::RANKS[H - 1]
            );
        }
        check::<10, 10>();
        check::<8, 8>();
        check::<5, 6>();
        check::<5, 5>();
        check::<1, 128>();
        check::<26, 4>();
    }

    #[test]
    fn between_squares() {
        let b = |a: &str, c: &str| names(Bb10::between(sq(a), sq(c)));
        assert_eq!(b("a1", "d4"), ["b2", "c3"]);
        assert_eq!(b("d4", "a1"), ["b2", "c3"]);
        assert_eq!(b("a1", "a4"), ["a2", "a3"]);
        assert_eq!(b("j1", "a1").len(), 8);
        assert!(b("a1", "b3").is_empty());
        assert!(b("a1", "a1").is_empty());
        assert!(b("a1", "b2").is_empty());
    }

    #[test]
    fn set_operations_stay_on_the_board() {
        let a: Bb56 = Bb56::FILES[0] | Bb56::RANKS[0];
        let b: Bb56 = Bb56::FILES[1];
        assert_eq!((!Bb56::EMPTY), Bb56::FULL);
        assert_eq!((!a).count(), 30 - 10);
        assert_eq!((a & b).count(), 1);
        assert_eq!((a | b).count(), 15);
        assert_eq!((a ^ b).count(), 14);
        assert_eq!((a - b).count(), 9);
        let mut c = a;
        c -= b;
        c |= Bb56::FILES[4];
        c &= !Bb56::RANKS[0];
        c ^= Bb56::FULL;
        assert_eq!(c.count(), 30 - 10);
        assert!(!(!a).intersects(a));
        assert!(b.is_subset(Bb56::FULL));
        assert_eq!(Bb56::from_bits(1 << 30), None);
        assert_eq!(Bb56::from_bits_truncate(u128::MAX), Bb56::FULL);
        assert_eq!(Bb56::from_bits(7).map(Bitboard::count), Some(3));
    }

    #[test]
    fn single_squares_and_iteration() {
        let a1 = sq::<5, 5>("a1");
        let e5 = sq::<5, 5>("e5");
        let mut set = Bb55::EMPTY.with(e5).with(a1);
        assert!(set.contains(a1) && set.contains(e5));
        assert_eq!(set.first(), Some(a1));
        assert_eq!(set.last(), Some(e5));
        assert_eq!(set.single(), None);
        assert!(set.more_than_one());
        assert_eq!(set.without(a1).single(), Some(e5));
        assert_eq!(set.toggled(a1), Bb55::from_square(e5));
        assert!(!set.insert(a1));
        assert!(set.remove(a1));
        assert!(!set.remove(a1));
        assert!(set.insert(a1));
        assert_eq!(set.iter().len(), 2);
        assert_eq!(set.iter().rev().collect::<Vec<_>>(), [e5, a1]);
        assert_eq!(set.into_iter().collect::<Bb55>(), set);
        assert_eq!((&set).into_iter().count(), 2);
        let mut extended = Bb55::EMPTY;
        extended.extend(Bb55::RANKS[2]);
        assert_eq!(extended, Bb55::RANKS[2]);
        assert_eq!(Bb55::EMPTY.first(), None);
        assert_eq!(Bb55::EMPTY.iter().next(), None);
        let mut all = Bb10::FULL;
        assert_eq!(all.pop_last(), Some(sq("j10")));
        assert_eq!(all.pop_first(), Some(sq("a1")));
        assert_eq!(all.count(), 98);
        assert_eq!(
            Bb10::FULL.iter().map(Square::to_index).collect::<Vec<_>>(),
            (0..100).collect::<Vec<_>>()
        );
    }

    #[test]
    fn grids_and_formatting() {
        const CORNERS: Bb56 = crate::bitboard! {
            X . . . X
            . . . . .
            . . . . .
            . . . . .
            . . . . .
            X . . . X
        };
        assert_eq!(names(CORNERS), ["a1", "e1", "a6", "e6"]);
        assert_eq!(
            format!("{CORNERS:?}"),
            "Bitboard<5x6>(0x22000011)\n\
             X . . . X\n\
             . . . . .\n\
             . . . . .\n\
             . . . . .\n\
             . . . . .\n\
             X . . . X\n"
        );
        assert_eq!(format!("{CORNERS:b}"), "100010000000000000000000010001");
        assert_eq!(format!("{CORNERS:x}"), "22000011");
        assert_eq!(format!("{:#X}", Bb10::FULL), "0xFFFFFFFFFFFFFFFFFFFFFFFFF");
        let diagonal: Bb55 = Bitboard::from_grid("....# ...#. ..#.. .#... #....");
        assert_eq!(diagonal, Bb55::ray(sq("a1"), Direction::NE).with(sq("a1")));
    }

    #[test]
    #[should_panic(expected = "too few cells")]
    fn short_grids_panic() {
        let _ = Bb55::from_grid("X . .");
    }

    #[test]
    fn types_are_send_and_sync() {
        fn assert_send_sync<T: Send + Sync + 'static>() {}
        assert_send_sync::<Bb10>();
        assert_send_sync::<Square<10, 10>>();
        assert_send_sync::<Iter<5, 6>>();
        assert_send_sync::<super::super::ParseSquareError>();
    }

    #[cfg(feature = "serde")]
    #[test]
    fn serde_checks_the_bits() {
        use serde::Deserialize;
        use serde::de::IntoDeserializer;
        use serde::de::value::{Error, U128Deserializer};
        let d: U128Deserializer<Error> = 7u128.into_deserializer();
        assert_eq!(Bb55::deserialize(d).unwrap().count(), 3);
        let d: U128Deserializer<Error> = (1u128 << 25).into_deserializer();
        assert!(Bb55::deserialize(d).is_err());
    }
}
