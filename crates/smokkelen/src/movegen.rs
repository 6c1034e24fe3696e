//! The public state of play and its move generation on `Bitboard<5, 6>`.
//!
//! Slides are occluded fills ([`Bitboard::fill_occluded`]) in the forward and
//! sideways directions of the moved stone's owner, one fill per leg; jump chains are
//! one flood fill ([`Bitboard::jump_closure`]) from the start square and every slide
//! end at once, over the same three directions, with the moved stone lifted off the
//! board. Why one fill from all slide ends is exact (no square visited twice, jumped
//! stones staying) is explained at [`Core::destinations`].

use crate::{Bitboard, Color, Config, Move, MoveList, Square, Stone, zobrist};
use boardcore::grid::Direction;

/// What every player sees of a position in play: the stones, the side to move, the
/// frozen square, the ply and pass counters and the rules, with the 64-bit key of
/// the repetition rule's part (stones, side, frozen square).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) struct Core {
    /// Cell codes by square index: 0 empty, 1-10 White 0-9, 11-20 Black 0-9.
    pub cells: [u8; 30],
    /// The squares of White's and Black's stones.
    pub occ: [Bitboard; 2],
    pub side: Color,
    pub frozen: Option<Square>,
    pub plies: u16,
    pub passes: u8,
    pub config: Config,
    pub key: u64,
}

impl Core {
    /// Returns an empty board with White to move.
    pub fn empty(config: Config) -> Self {
        Self {
            cells: [0; 30],
            occ: [Bitboard::EMPTY; 2],
            side: Color::White,
            frozen: None,
            plies: 0,
            passes: 0,
            config,
            key: 0,
        }
    }

    /// Returns the key computed from scratch.
    pub fn compute_key(&self) -> u64 {
        let mut key = 0;
        for (i, &c) in self.cells.iter().enumerate() {
            key ^= zobrist::stone(c, i);
        }
        if let Some(f) = self.frozen {
            key ^= zobrist::frozen(f.to_index());
        }
        if self.side == Color::Black {
            key ^= zobrist::black_to_move();
        }
        key
    }

    /// Puts `stone` on the empty square `sq` (keeping the key).
    pub fn put(&mut self, sq: Square, stone: Stone) {
        let code = stone.code();
        self.cells[sq.to_index()] = code;
        self.occ[stone.color.index()].insert(sq);
        self.key ^= zobrist::stone(code, sq.to_index());
    }

    pub fn stone_at(&self, sq: Square) -> Option<Stone> {
        Stone::from_code(self.cells[sq.to_index()])
    }

    pub fn occupied(&self) -> Bitboard {
        // No square holds two stones (positions are read one cell per square, a stone
        // is placed on the next empty home square and moves onto an empty one), so
        // the sets are disjoint and | and ^ agree (an equivalent mutant).
        self.occ[0] | self.occ[1]
    }

    /// Returns the stones the side to move may move: all stones but the frozen one
    /// (if [`Config::freeze_only_opponent_owned`], only an opponent's stone is
    /// frozen).
    #[inline]
    pub fn movers(&self) -> Bitboard {
        let all = self.occupied();
        match self.frozen {
            Some(f)
                if !self.config.freeze_only_opponent_owned
                    || self.occ[self.side.opponent().index()].contains(f) =>
            {
                all.without(f)
            }
            _ => all,
        }
    }

    /// Returns the squares the stone of `owner` on `from` can end a move on.
    ///
    /// Slides: every leg is an occluded fill through the empty squares in a forward
    /// or sideways direction of `owner`, and a turn is 90 degrees (forward after a
    /// sideways leg, sideways after a forward one: east then west would be a
    /// reversal). Jumps: one [`Bitboard::jump_closure`] from `from` and every slide
    /// end over `occupied - from` (the board stays fixed during the move, jumped
    /// stones stay). One fill from all slide ends is exact: the slide ends are empty
    /// squares anyway, and a jump chain can never come back to a square of its own
    /// slide (the last leg of a slide ends beside an empty square it came through,
    /// and nothing moves backward), so every square reachable by jumps is reachable
    /// along a path that visits no square twice. The start square itself is dropped
    /// (a move must end elsewhere).
    #[inline]
    pub fn destinations(&self, owner: Color, from: Square) -> Bitboard {
        let occupied = self.occupied();
        let empty = !occupied;
        let [fwd_dir, east, west] = *owner.directions();
        let start = from.to_bitboard();
        let mut fwd = start.fill_occluded(fwd_dir, empty);
        // The east and west fills lie on opposite sides of the start, and `fwd` on the
        // start's file, `side` on its rank, neither holding the start: disjoint sets,
        // so | and ^ agree in both lines (equivalent mutants).
        let mut side = start.fill_occluded(east, empty) | start.fill_occluded(west, empty);
        let mut slides = fwd | side;
        let mut turns = self.config.max_slide_turns;
        // With `fwd ^ side` the loop would also stop when `fwd == side` (= S, not
        // empty), an equivalent mutant. Let P be the forward leg that `side` = S was
        // filled from. S and P are forward fills, so forward fills from S | P stay in
        // it; S is P's sideways fill through empty squares, so sideways fills from P
        // or S stay in S | P. Every later leg ends in S | P, already in `slides`. (On
        // the first test `fwd` and `side` are disjoint, see above.)
        while turns > 0 && !(fwd | side).is_empty() {
            let next_fwd = side.fill_occluded(fwd_dir, empty);
            side = fwd.fill_occluded(east, empty) | fwd.fill_occluded(west, empty);
            fwd = next_fwd;
            slides |= fwd | side;
            turns -= 1;
        }
        // `slides` never holds the start (the only slide on its rank is the first
        // sideways leg, going away from it; nothing moves backward), so | and ^ agree
        // (an equivalent mutant).
        let jumps =
            Bitboard::jump_closure(start | slides, occupied.without(from), owner.directions());
        (slides | jumps).without(from)
    }

    /// Returns the owner of the stone on `sq` (which must be occupied).
    #[inline]
    fn owner(&self, sq: Square) -> Color {
        if self.occ[0].contains(sq) {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Calls `f(from, destinations)` for every movable stone with a non-empty set.
    #[inline]
    pub fn for_each_stone(&self, mut f: impl FnMut(Square, Bitboard)) {
        for from in self.movers() {
            let to = self.destinations(self.owner(from), from);
            if !to.is_empty() {
                f(from, to);
            }
        }
    }

    /// Returns the number of stone moves.
    #[inline]
    pub fn count_stone_moves(&self) -> usize {
        let mut n = 0;
        self.for_each_stone(|_, to| n += to.count());
        n
    }

    /// Tests if some stone move exists.
    pub fn has_stone_move(&self) -> bool {
        self.movers()
            .into_iter()
            .any(|from| !self.destinations(self.owner(from), from).is_empty())
    }

    /// Appends the stone moves to `list`, or `pass` if there are none.
    pub fn stone_moves(&self, list: &mut MoveList) {
        self.for_each_stone(|from, to| {
            list.extend(to.into_iter().map(|to| Move::stone(from, to)));
        });
        if list.is_empty() {
            list.push(Move::Pass);
        }
    }

    /// Tests if the stone move `from`-`to` is legal (ignoring whether the game is
    /// over).
    pub fn is_legal_stone_move(&self, from: Square, to: Square) -> bool {
        self.movers().contains(from) && self.destinations(self.owner(from), from).contains(to)
    }

    /// Moves the stone on `from` to `to`: updates the key, the frozen square, the side
    /// to move and the counters. Returns the moved stone.
    #[inline]
    pub fn apply_stone(&mut self, from: Square, to: Square) -> Stone {
        let (f, t) = (from.to_index(), to.to_index());
        let code = self.cells[f];
        self.cells[f] = 0;
        self.cells[t] = code;
        let color = if code <= 10 { 0 } else { 1 };
        self.occ[color] = self.occ[color].without(from).with(to);
        let mut key = self.key ^ zobrist::stone(code, f) ^ zobrist::stone(code, t);
        if let Some(old) = self.frozen {
            key ^= zobrist::frozen(old.to_index());
        }
        key ^= zobrist::frozen(t) ^ zobrist::black_to_move();
        self.key = key;
        self.frozen = Some(to);
        self.side = self.side.opponent();
        self.plies = self.plies.saturating_add(1);
        self.passes = 0;
        Stone::from_code(code).unwrap_or(Stone::new(Color::White, crate::Label::ALL[0]))
    }

    /// Passes: clears the frozen square, hands the move over, counts the pass.
    pub fn apply_pass(&mut self) {
        if let Some(old) = self.frozen.take() {
            self.key ^= zobrist::frozen(old.to_index());
        }
        self.key ^= zobrist::black_to_move();
        self.side = self.side.opponent();
        self.plies = self.plies.saturating_add(1);
        self.passes = self.passes.saturating_add(1);
    }

    /// Tests if the ply limit has been reached.
    pub fn ply_limit_reached(&self) -> bool {
        self.config.ply_limit != 0 && self.plies >= self.config.ply_limit
    }
}

/// Returns the direction of a one-rank or one-file step from `a` towards `b` if they
/// share a file or rank (and differ).
pub(crate) fn orthogonal_direction(a: Square, b: Square) -> Option<Direction> {
    use core::cmp::Ordering::{Equal, Greater, Less};
    match (b.file().cmp(&a.file()), b.rank().cmp(&a.rank())) {
        (Equal, Greater) => Some(Direction::N),
        (Equal, Less) => Some(Direction::S),
        (Greater, Equal) => Some(Direction::E),
        (Less, Equal) => Some(Direction::W),
        _ => None,
    }
}
