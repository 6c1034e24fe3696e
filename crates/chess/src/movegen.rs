//! Legal move generation with check and pin masks.
//!
//! Moves are produced per piece as a destination bitboard, so that counting (perft at
//! the leaves) is a popcount and listing expands the bitboards into [`Move`]s.

use crate::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, rook_attacks,
};
use crate::castling::{CastlingSide, back_rank};
use crate::{Bitboard, Color, File, Move, MoveList, Position, Rank, Role, Square};

pub(crate) const PROMOTION_RANKS: Bitboard = Bitboard::from_bits(0xff00_0000_0000_00ff);
pub(crate) const PROMOTIONS: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Which moves [`Position::generate`] produces: all, captures or quiet moves.
pub(crate) type Filter = u8;
/// Every legal move.
pub(crate) const ALL: Filter = 0;
/// The legal captures, en passant included (see [`Position::capture_moves`]).
pub(crate) const CAPTURES: Filter = 1;
/// The legal moves that capture nothing (see [`Position::quiet_moves`]).
pub(crate) const QUIETS: Filter = 2;

/// Receives the moves found by the generator.
pub(crate) trait Sink {
    /// Whether the sink wants each piece's moves in one call (a queen's diagonal
    /// and straight moves together) rather than in the order of a move list.
    const ONE_SET_PER_PIECE: bool = false;
    /// A piece on `from` (not a pawn) may go to each square of `targets`.
    fn piece(&mut self, from: Square, targets: Bitboard);
    /// Pawns go to each square of `targets` from the square `offset` indexes back.
    fn pawns(&mut self, targets: Bitboard, offset: i8);
    /// The moves of the unpinned pawns: [`Sink::pawns`] for each `(targets, offset)`,
    /// where the first three target sets are disjoint (single steps, double steps and
    /// captures to one side), so that a counter counts their union at once.
    #[inline]
    fn all_pawns(&mut self, sets: [(Bitboard, i8); 4]) {
        for (targets, offset) in sets {
            self.pawns(targets, offset);
        }
    }
    /// A pawn on `from` may go to each square of `targets`.
    fn pawn(&mut self, from: Square, targets: Bitboard);
    /// One special move (castling, en passant).
    fn special(&mut self, mv: Move);
    /// Whether the sink takes the king's steps unjudged ([`Sink::king_steps`]) where
    /// the side to move has no castling right, and tests them itself
    /// ([`Position::king_step_is_safe`]).
    const UNJUDGED_KING_STEPS: bool = false;
    /// The king on `king` steps to the squares of `steps` that are not attacked
    /// (none of them judged yet); called only if [`Sink::UNJUDGED_KING_STEPS`].
    #[inline]
    fn king_steps(&mut self, king: Square, steps: Bitboard) {
        let _ = (king, steps);
    }
}

/// Counts moves.
pub(crate) struct Counter(pub(crate) usize);

impl Sink for Counter {
    const ONE_SET_PER_PIECE: bool = true;
    #[inline]
    fn piece(&mut self, _from: Square, targets: Bitboard) {
        self.0 += targets.count();
    }
    #[inline]
    fn pawns(&mut self, targets: Bitboard, _offset: i8) {
        self.0 += targets.count();
        let promoting = targets & PROMOTION_RANKS;
        if promoting.any() {
            // Three more moves for each promotion square (four pieces, one counted).
            self.0 += 3 * promoting.count();
        }
    }
    #[inline]
    fn all_pawns(&mut self, sets: [(Bitboard, i8); 4]) {
        self.pawns(sets[0].0 | sets[1].0 | sets[2].0, 0);
        self.pawns(sets[3].0, 0);
    }
    #[inline]
    fn pawn(&mut self, _from: Square, targets: Bitboard) {
        self.pawns(targets, 0);
    }
    #[inline]
    fn special(&mut self, _mv: Move) {
        self.0 += 1;
    }
}

impl Sink for MoveList {
    #[inline]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        for to in targets {
            self.push(Move::new(from, to));
        }
    }
    #[inline]
    fn pawns(&mut self, targets: Bitboard, offset: i8) {
        let from =
            |to: Square| Square::new_masked((to.to_index() as i32 - i32::from(offset)) as u32);
        for to in targets - PROMOTION_RANKS {
            self.push(Move::new(from(to), to));
        }
        for to in targets & PROMOTION_RANKS {
            push_promotions(self, from(to), to);
        }
    }
    #[inline]
    fn pawn(&mut self, from: Square, targets: Bitboard) {
        self.piece(from, targets - PROMOTION_RANKS);
        for to in targets & PROMOTION_RANKS {
            push_promotions(self, from, to);
        }
    }
    #[inline]
    fn special(&mut self, mv: Move) {
        self.push(mv);
    }
}

/// Pushes the four promotions of a pawn move, queen first.
#[cold]
fn push_promotions(list: &mut MoveList, from: Square, to: Square) {
    for role in PROMOTIONS {
        list.push(Move {
            from,
            to,
            promotion: Some(role),
        });
    }
}

impl Position {
    /// Feeds every legal move of the kind `F` ([`ALL`], [`CAPTURES`] or [`QUIETS`])
    /// to `sink`.
    ///
    /// `F` is a constant, so with [`ALL`] every filter below folds away and the code
    /// is the unfiltered generator's.
    #[inline]
    pub(crate) fn generate<S: Sink, const F: Filter>(&self, sink: &mut S) {
        let us = self.st.turn;
        let b = &self.board;
        let ours = b.by_color(us);
        let theirs = b.by_color(!us);
        let occ = ours | theirs;
        let king = self.king(us);
        // The destinations the filter allows (besides en passant).
        let allowed = match F {
            CAPTURES => theirs,
            QUIETS => !theirs,
            _ => Bitboard::FULL,
        };

        // King steps, to squares not attacked once the king has left its square.
        let mut king_steps = king_attacks(king) - ours;
        if F != ALL {
            king_steps &= allowed;
        }
        // Attacks on a square, the cheap steppers first, with `occ` blocking.
        let their_rooks = b.rooks_and_queens() & theirs;
        let their_bishops = b.bishops_and_queens() & theirs;
        let their_knights = b.by_role(Role::Knight) & theirs;
        let their_pawns = b.by_role(Role::Pawn) & theirs;
        let their_king = b.by_role(Role::King) & theirs;
        let attacked = |sq: Square, occ: Bitboard| {
            ((knight_attacks(sq) & their_knights)
                | (pawn_attacks(us, sq) & their_pawns)
                | (king_attacks(sq) & their_king))
                .any()
                || (rook_attacks(sq, occ) & their_rooks).any()
                || (bishop_attacks(sq, occ) & their_bishops).any()
        };
        let occ_without_king = occ.without(king);
        let mut king_targets = Bitboard::EMPTY;
        let rights = self.st.castling.rooks() & Bitboard::rank(back_rank(us));
        if S::UNJUDGED_KING_STEPS && rights.is_empty() {
            // Castling, which needs the judged steps, is impossible.
            sink.king_steps(king, king_steps);
        } else {
            for to in king_steps {
                if !attacked(to, occ_without_king) {
                    king_targets = king_targets.with(to);
                }
            }
            sink.piece(king, king_targets);
        }

        let (checkers, pinned) = self.check_info();
        if checkers.more_than_one() {
            return;
        }
        let mut target = match checkers.first() {
            Some(checker) => between(king, checker).with(checker),
            None => !ours,
        };
        if F != ALL {
            target &= allowed;
        }

        for from in b.by_role(Role::Knight) & (ours - pinned) {
            sink.piece(from, knight_attacks(from) & target);
        }
        // A counter takes a queen's moves in one set; a list keeps the order of
        // the moves: bishop-like moves first, queens' included.
        let queens = if S::ONE_SET_PER_PIECE {
            b.by_role(Role::Queen) & ours
        } else {
            Bitboard::EMPTY
        };
        for from in (b.bishops_and_queens() & ours) - queens {
            let mut t = bishop_attacks(from, occ) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.piece(from, t);
        }
        for from in (b.rooks_and_queens() & ours) - queens {
            let mut t = rook_attacks(from, occ) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.piece(from, t);
        }
        for from in queens {
            let mut t = (bishop_attacks(from, occ) | rook_attacks(from, occ)) & target;
            if pinned.contains(from) {
                t &= line(king, from);
            }
            sink.piece(from, t);
        }

        // Pawns: unpinned ones in bulk, pinned ones one by one.
        let pawns = b.by_role(Role::Pawn) & ours;
        let free = pawns - pinned;
        let empty = !occ;
        let not_a = !Bitboard::file(File::A);
        let not_h = !Bitboard::file(File::H);
        let capture_targets = theirs & target;
        match us {
            Color::White => {
                let single = free.north() & empty;
                let double = (single & Bitboard::rank(Rank::Third)).north() & empty;
                let left = Bitboard::from_bits((free & not_a).bits() << 7) & capture_targets;
                let right = Bitboard::from_bits((free & not_h).bits() << 9) & capture_targets;
                // Single and double steps land on different squares (a double step
                // crosses an empty square, a single step to the same square starts
                // there), and steps go to empty squares, captures to occupied ones.
                let (single, double) = match F {
                    CAPTURES => (Bitboard::EMPTY, Bitboard::EMPTY),
                    _ => (single & target, double & target),
                };
                sink.all_pawns([(single, 8), (double, 16), (left, 7), (right, 9)]);
            }
            Color::Black => {
                let single = free.south() & empty;
                let double = (single & Bitboard::rank(Rank::Sixth)).south() & empty;
                let left = Bitboard::from_bits((free & not_a).bits() >> 9) & capture_targets;
                let right = Bitboard::from_bits((free & not_h).bits() >> 7) & capture_targets;
                let (single, double) = match F {
                    CAPTURES => (Bitboard::EMPTY, Bitboard::EMPTY),
                    _ => (single & target, double & target),
                };
                sink.all_pawns([(single, -8), (double, -16), (left, -9), (right, -7)]);
            }
        }
        for from in pawns & pinned {
            let single = match us {
                Color::White => Bitboard::from_square(from).north(),
                Color::Black => Bitboard::from_square(from).south(),
            } & empty;
            let double = match us {
                Color::White => (single & Bitboard::rank(Rank::Third)).north(),
                Color::Black => (single & Bitboard::rank(Rank::Sixth)).south(),
            } & empty;
            let t = ((single | double) & target) | (pawn_attacks(us, from) & capture_targets);
            sink.pawn(from, t & line(king, from));
        }

        if F == QUIETS {
            // `capture_targets` is empty: `target` excludes the enemy pieces.
        } else if let Some(ep) = self.st.ep_square {
            for from in pawn_attacks(!us, ep) & pawns {
                if self.ep_from_is_legal(from, ep) {
                    sink.special(Move::new(from, ep));
                }
            }
        }

        if F != CAPTURES && checkers.is_empty() && rights.any() {
            // At most one rook a side; the squares between king and rook belong to
            // the path that must be empty, a cheap first test.
            let king_side = Bitboard::from_bits(rights.bits() & (!1u64 << king.to_index()));
            let sides = [
                (CastlingSide::KingSide, king_side),
                (CastlingSide::QueenSide, rights - king_side),
            ];
            for (side, rooks) in sides {
                let Some(rook) = rooks.first() else {
                    continue;
                };
                if (between(king, rook) & occ).any() {
                    continue;
                }
                let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
                let path = (between(king, king_to) | between(rook, rook_to))
                    .with(king_to)
                    .with(rook_to)
                    .without(king)
                    .without(rook);
                if (path & occ).any() {
                    continue;
                }
                let occ_after = occ.without(king).without(rook);
                let king_path = between(king, king_to).with(king_to);
                // The path's squares next to the king were judged as king steps, with
                // the rook still on its square: one found attacked then is attacked
                // with the rook gone too; one found safe is still safe if the rook
                // stands on the edge (it then blocks no line through the path), as in
                // standard chess.
                if ((king_path & king_steps) - king_targets).any() {
                    continue;
                }
                let judged = if matches!(rook.file(), File::A | File::H) {
                    king_targets
                } else {
                    Bitboard::EMPTY
                };
                if (king_path - judged)
                    .into_iter()
                    .all(|sq| !attacked(sq, occ_after))
                {
                    sink.special(Move::new(king, rook));
                }
            }
        }
    }

    /// Tests if the king of the side to move may step to `to`, a square next to it
    /// without a piece of its own: no enemy piece attacks it once the king has left
    /// its square.
    #[inline]
    pub(crate) fn king_step_is_safe(&self, king: Square, to: Square) -> bool {
        let us = self.st.turn;
        let b = &self.board;
        let theirs = b.by_color(!us);
        if ((knight_attacks(to) & b.by_role(Role::Knight))
            | (king_attacks(to) & b.by_role(Role::King))
            | (pawn_attacks(us, to) & b.by_role(Role::Pawn)))
            & theirs
            != Bitboard::EMPTY
        {
            return false;
        }
        let occ = b.occupied().without(king);
        ((rook_attacks(to, occ) & b.rooks_and_queens())
            | (bishop_attacks(to, occ) & b.bishops_and_queens()))
            & theirs
            == Bitboard::EMPTY
    }

    /// Returns the squares the side not to move attacks once the king of the side
    /// to move has left its square (`king`): where that king may not step.
    pub(crate) fn attacked_without_king(&self, king: Square) -> Bitboard {
        let them = !self.st.turn;
        let b = &self.board;
        let theirs = b.by_color(them);
        let occ = b.occupied().without(king);
        let pawns = (b.by_role(Role::Pawn) & theirs).bits();
        let not_a = !Bitboard::file(File::A).bits();
        let not_h = !Bitboard::file(File::H).bits();
        let mut attacked = Bitboard::from_bits(match them {
            Color::White => ((pawns & not_a) << 7) | ((pawns & not_h) << 9),
            Color::Black => ((pawns & not_a) >> 9) | ((pawns & not_h) >> 7),
        });
        for sq in b.by_role(Role::King) & theirs {
            attacked |= king_attacks(sq);
        }
        for sq in b.by_role(Role::Knight) & theirs {
            attacked |= knight_attacks(sq);
        }
        for sq in b.bishops_and_queens() & theirs {
            attacked |= bishop_attacks(sq, occ);
        }
        for sq in b.rooks_and_queens() & theirs {
            attacked |= rook_attacks(sq, occ);
        }
        attacked
    }

    /// Tests if the pawn on `from` may capture en passant onto `ep` (on the third or
    /// sixth rank): the king must not be attacked once both pawns have left their
    /// squares, which covers pins along the rank of the two pawns.
    pub(crate) fn ep_from_is_legal(&self, from: Square, ep: Square) -> bool {
        let us = self.st.turn;
        let b = &self.board;
        let king = self.king(us);
        let captured = Square::new_masked((ep.to_index() ^ 8) as u32);
        let occ = (b.occupied().without(from).without(captured)).with(ep);
        let them = b.by_color(!us).without(captured);
        let attackers = ((rook_attacks(king, occ) & b.rooks_and_queens())
            | (bishop_attacks(king, occ) & b.bishops_and_queens())
            | (knight_attacks(king) & b.by_role(Role::Knight))
            | (pawn_attacks(us, king) & b.by_role(Role::Pawn)))
            & them;
        attackers.is_empty()
    }

    /// Returns all legal moves.
    #[must_use]
    #[inline]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<_, ALL>(&mut list);
        list
    }

    /// Replaces the contents of `moves` with the legal moves, in the order of
    /// [`Position::legal_moves`].
    ///
    /// Generating into a list the caller keeps (one per ply in a search) spares
    /// copying the 776-byte list that [`Position::legal_moves`] returns.
    #[inline]
    pub fn legal_moves_into(&self, moves: &mut MoveList) {
        moves.clear();
        self.generate::<_, ALL>(moves);
    }

    /// Returns the number of legal moves, counted without listing them.
    #[must_use]
    #[inline]
    pub fn count_legal_moves(&self) -> usize {
        let mut counter = Counter(0);
        self.generate::<_, ALL>(&mut counter);
        counter.0
    }

    /// Returns the legal captures: the moves for which [`Position::is_capture`] is
    /// true, en passant and capturing promotions included.
    ///
    /// A promotion that captures nothing is a quiet move (shakmaty's convention for
    /// `capture_moves`); a quiescence search that wants promotions too adds them from
    /// [`Position::quiet_moves`]. Together with [`Position::quiet_moves`] this lists
    /// every legal move exactly once, and generating both costs about as much as
    /// [`Position::legal_moves`].
    ///
    /// # Examples
    ///
    /// ```
    /// use chess::Position;
    ///
    /// // Kiwipete: 8 captures among its 48 moves.
    /// let pos: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1".parse()?;
    /// assert_eq!(pos.capture_moves().len(), 8);
    /// assert_eq!(pos.quiet_moves().len(), 40);
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub fn capture_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<_, CAPTURES>(&mut list);
        list
    }

    /// Returns the legal moves that capture nothing: the moves for which
    /// [`Position::is_capture`] is false, castling and non-capturing promotions
    /// included (see [`Position::capture_moves`]).
    #[must_use]
    pub fn quiet_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        self.generate::<_, QUIETS>(&mut list);
        list
    }

    /// Tests if the side to move has at least one legal move.
    #[must_use]
    pub fn has_legal_moves(&self) -> bool {
        self.count_legal_moves() > 0
    }

    /// Tests if `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        // Only moves of the piece on `from` need to be listed.
        if !self.board.by_color(self.st.turn).contains(mv.from) {
            return false;
        }
        self.legal_moves().contains(&mv)
    }
}
