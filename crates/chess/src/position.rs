//! The validated position: `Position`.

use crate::attacks::{
    between, bishop_attacks, king_attacks, knight_attacks, line, pawn_attacks, rook_attacks,
};
use crate::castling::{CastlingMode, CastlingRights, CastlingSide, back_rank};
use crate::history::Termination;
use crate::setup::{SetupError, SetupErrorKinds, Strictness};
use crate::{Bitboard, Board, Color, File, Move, Piece, Rank, Role, Setup, Square, zobrist};
use boardcore::Outcome;

/// A legal chess position: the board, side to move, castling rights, en passant
/// square, move counters and castling mode, plus the Zobrist hash kept up to date by
/// every move.
///
/// The en passant square is kept only while an en passant capture is legal, so two
/// positions are equal exactly when FIDE art. 9.2.3 calls them the same (pieces, side
/// to move, castling rights, en passant capture possible) and the counters match.
/// [`Position::zobrist_hash`] ignores the counters.
///
/// `Default` is the standard start position. The size is 96 bytes.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) board: Board,
    /// Everything but the placement, in one `Copy` block: a clone then copies two
    /// blocks rather than seven fields one by one.
    pub(crate) st: State,
}

/// The state of a [`Position`] besides the placement.
#[derive(Copy, Clone, Debug)]
pub(crate) struct State {
    pub(crate) turn: Color,
    pub(crate) castling: CastlingRights,
    pub(crate) ep_square: Option<Square>,
    pub(crate) mode: CastlingMode,
    pub(crate) halfmoves: u32,
    pub(crate) fullmoves: u32,
    pub(crate) hash: u64,
}

impl PartialEq for Position {
    /// Compares the state (board, side to move, castling rights, en passant square,
    /// counters) and the castling mode where castling is still possible.
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.st.turn == other.st.turn
            && self.st.castling == other.st.castling
            && self.st.ep_square == other.st.ep_square
            && self.st.halfmoves == other.st.halfmoves
            && self.st.fullmoves == other.st.fullmoves
            && (self.st.mode == other.st.mode || self.st.castling.rooks().is_empty())
    }
}

impl Eq for Position {}

impl core::hash::Hash for Position {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(self.st.hash);
        state.write_u32(self.st.halfmoves);
        state.write_u32(self.st.fullmoves);
    }
}

impl Default for Position {
    fn default() -> Self {
        Self::new()
    }
}

impl Position {
    /// Returns the standard start position.
    #[must_use]
    pub fn new() -> Self {
        Self::from_setup(Setup::default(), CastlingMode::Standard, Strictness::Strict)
            .unwrap_or_else(|_| unreachable!("the start position is legal"))
    }

    /// Returns the Chess960 start position number `n` (0 to 959, Scharnagl numbering;
    /// 518 is the standard start), or `None` if `n > 959`.
    #[must_use]
    pub fn chess960(n: u16) -> Option<Self> {
        if n > 959 {
            return None;
        }
        let mut back = [None::<Role>; 8];
        let mut n = usize::from(n);
        back[(n % 4) * 2 + 1] = Some(Role::Bishop);
        n /= 4;
        back[(n % 4) * 2] = Some(Role::Bishop);
        n /= 4;
        let place = |back: &mut [Option<Role>; 8], mut k: usize, role: Role| {
            for slot in back.iter_mut() {
                if slot.is_none() {
                    if k == 0 {
                        *slot = Some(role);
                        return;
                    }
                    k -= 1;
                }
            }
        };
        place(&mut back, n % 6, Role::Queen);
        n /= 6;
        let (k1, k2) = [
            (0, 1),
            (0, 2),
            (0, 3),
            (0, 4),
            (1, 2),
            (1, 3),
            (1, 4),
            (2, 3),
            (2, 4),
            (3, 4),
        ][n];
        place(&mut back, k2, Role::Knight);
        place(&mut back, k1, Role::Knight);
        place(&mut back, 0, Role::Rook);
        place(&mut back, 0, Role::King);
        place(&mut back, 0, Role::Rook);
        let mut setup = Setup::empty();
        for (i, role) in back.iter().enumerate() {
            let file = File::ALL[i];
            let role = (*role)?;
            setup.board.set_piece_at(
                Square::from_coords(file, Rank::First),
                role.of(Color::White),
            );
            setup.board.set_piece_at(
                Square::from_coords(file, Rank::Eighth),
                role.of(Color::Black),
            );
            setup.board.set_piece_at(
                Square::from_coords(file, Rank::Second),
                Role::Pawn.of(Color::White),
            );
            setup.board.set_piece_at(
                Square::from_coords(file, Rank::Seventh),
                Role::Pawn.of(Color::Black),
            );
        }
        setup.castling_rights = setup.board.by_role(Role::Rook);
        Self::from_setup(setup, CastlingMode::Chess960, Strictness::Strict).ok()
    }

    /// Validates `setup` and makes a position of it.
    ///
    /// # Errors
    ///
    /// Returns [`SetupError`] with every rule the setup breaks (see
    /// [`SetupErrorKinds`]); with [`Strictness::Lenient`] fewer rules are checked.
    pub fn from_setup(
        setup: Setup,
        mode: CastlingMode,
        strictness: Strictness,
    ) -> Result<Self, SetupError> {
        let lenient = strictness == Strictness::Lenient;
        let board = setup.board;
        let mut errors = SetupErrorKinds::empty();
        for color in Color::ALL {
            let kings = (board.by_role(Role::King) & board.by_color(color)).count();
            if kings == 0 {
                errors |= SetupErrorKinds::MISSING_KING;
            } else if kings > 1 {
                errors |= SetupErrorKinds::TOO_MANY_KINGS;
            }
            let pawns = (board.by_role(Role::Pawn) & board.by_color(color)).count();
            if !lenient && (board.by_color(color).count() > 16 || pawns > 8) {
                errors |= SetupErrorKinds::TOO_MANY_PIECES;
            }
            if !lenient && pawns + promoted_pieces(&board, color) > 8 {
                errors |= SetupErrorKinds::IMPOSSIBLE_MATERIAL;
            }
        }
        let back_ranks = Bitboard::rank(Rank::First) | Bitboard::rank(Rank::Eighth);
        if (board.by_role(Role::Pawn) & back_ranks).any() {
            errors |= SetupErrorKinds::PAWNS_ON_BACK_RANK;
        }
        if !errors.is_empty() {
            return Err(SetupError { kinds: errors });
        }

        let mut pos = Self {
            board,
            st: State {
                turn: setup.turn,
                castling: CastlingRights::EMPTY,
                ep_square: None,
                mode,
                halfmoves: setup.halfmoves,
                fullmoves: setup.fullmoves.max(1),
                hash: 0,
            },
        };

        // Castling rights: each must name a rook on its back rank beside an unmoved king.
        let mut rights = Bitboard::EMPTY;
        for color in Color::ALL {
            let king = pos.king(color);
            let rank = Bitboard::rank(back_rank(color));
            let own_rooks = board.by_role(Role::Rook) & board.by_color(color) & rank;
            let claimed = setup.castling_rights & rank;
            let mut per_side = [0u32; 2];
            for rook in claimed {
                let ok = own_rooks.contains(rook)
                    && rank.contains(king)
                    && (mode == CastlingMode::Chess960
                        || (king.file() == File::E && matches!(rook.file(), File::A | File::H)));
                if ok {
                    let side = usize::from(rook.file() < king.file());
                    per_side[side] += 1;
                    rights = rights.with(rook);
                } else {
                    errors |= SetupErrorKinds::INVALID_CASTLING_RIGHTS;
                }
            }
            if per_side.iter().any(|&n| n > 1) {
                errors |= SetupErrorKinds::INVALID_CASTLING_RIGHTS;
                rights -= rank;
            }
        }
        if (setup.castling_rights - rights - (setup.castling_rights & !back_ranks)).any()
            || (setup.castling_rights & !back_ranks).any()
        {
            errors |= SetupErrorKinds::INVALID_CASTLING_RIGHTS;
        }
        pos.st.castling = CastlingRights(rights);

        // The side not to move may not be in check.
        let them = !pos.st.turn;
        if pos
            .attackers_to(pos.king(them), pos.st.turn, board.occupied())
            .any()
        {
            errors |= SetupErrorKinds::OPPOSITE_CHECK;
        }
        if !lenient && pos.is_impossible_check() {
            errors |= SetupErrorKinds::IMPOSSIBLE_CHECK;
        }

        // En passant: the square behind an enemy pawn that could just have moved two.
        if let Some(ep) = setup.ep_square {
            let us = pos.st.turn;
            let ep_rank = us.fold(Rank::Sixth, Rank::Third);
            let pawn_sq = ep.offset(0, us.fold(-1, 1));
            let origin = ep.offset(0, us.fold(1, -1));
            let valid = ep.rank() == ep_rank
                && pawn_sq
                    .is_some_and(|p| (board.by_role(Role::Pawn) & board.by_color(!us)).contains(p))
                && !board.occupied().contains(ep)
                && origin.is_some_and(|o| !board.occupied().contains(o));
            if valid {
                if pos.ep_capture_is_legal(ep) {
                    pos.st.ep_square = Some(ep);
                }
                // The double step was the last move, so it gave any check there is:
                // by the pawn itself, or by a slider behind the square it left.
                if !lenient && origin.is_some_and(|o| !pos.check_fits_double_step(o, pawn_sq)) {
                    errors |= SetupErrorKinds::IMPOSSIBLE_CHECK;
                }
            } else {
                errors |= SetupErrorKinds::INVALID_EP_SQUARE;
            }
        }

        if lenient {
            errors -= SetupErrorKinds::INVALID_CASTLING_RIGHTS | SetupErrorKinds::INVALID_EP_SQUARE;
        }
        if !errors.is_empty() {
            return Err(SetupError { kinds: errors });
        }
        pos.st.hash = pos.compute_zobrist_hash();
        Ok(pos)
    }

    /// Returns the unvalidated twin of this position.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            board: self.board,
            turn: self.st.turn,
            castling_rights: self.st.castling.rooks(),
            ep_square: self.st.ep_square,
            halfmoves: self.st.halfmoves,
            fullmoves: self.st.fullmoves,
        }
    }

    /// Returns the piece placement.
    #[must_use]
    pub const fn board(&self) -> &Board {
        &self.board
    }

    /// Returns the side to move.
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.st.turn
    }

    /// Returns the castling rights.
    #[must_use]
    pub const fn castling_rights(&self) -> CastlingRights {
        self.st.castling
    }

    /// Returns the castling mode (standard or Chess960).
    #[must_use]
    pub const fn castling_mode(&self) -> CastlingMode {
        self.st.mode
    }

    /// Returns the en passant square, only if an en passant capture is legal now.
    #[must_use]
    pub const fn ep_square(&self) -> Option<Square> {
        self.st.ep_square
    }

    /// Returns the plies since the last capture or pawn move.
    #[must_use]
    pub const fn halfmoves(&self) -> u32 {
        self.st.halfmoves
    }

    /// Returns the move number (1 at the start, incremented after Black's move).
    #[must_use]
    pub const fn fullmoves(&self) -> u32 {
        self.st.fullmoves
    }

    /// Returns the Zobrist hash of the pieces, side to move, castling rights and en
    /// passant square (not the move counters). It is updated incrementally by every
    /// move and always equals [`Position::compute_zobrist_hash`].
    #[must_use]
    pub const fn zobrist_hash(&self) -> u64 {
        self.st.hash
    }

    /// Returns the pieces giving check to the side to move.
    #[must_use]
    pub fn checkers(&self) -> Bitboard {
        self.attackers_to(
            self.king(self.st.turn),
            !self.st.turn,
            self.board.occupied(),
        )
    }

    /// Tests if the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Returns the pieces of the side to move that are pinned to their king.
    #[must_use]
    pub fn pinned(&self) -> Bitboard {
        self.check_info().1
    }

    /// Returns the king square of `color`.
    #[must_use]
    #[inline]
    pub fn king(&self, color: Color) -> Square {
        // A position always has one king per side.
        (self.board.by_role(Role::King) & self.board.by_color(color))
            .first()
            .unwrap_or(Square::A1)
    }

    /// Returns the position mirrored: colours swapped and the board flipped vertically,
    /// so that perft counts stay equal.
    #[must_use]
    pub fn mirrored(&self) -> Self {
        let mut pos = self.clone();
        pos.board = self.board.mirrored();
        pos.st.turn = !self.st.turn;
        pos.st.castling = CastlingRights(self.st.castling.rooks().flip_vertical());
        pos.st.ep_square = self.st.ep_square.map(Square::flip_vertical);
        pos.st.hash = pos.compute_zobrist_hash();
        pos
    }

    /// Computes the Zobrist hash from scratch.
    #[must_use]
    pub fn compute_zobrist_hash(&self) -> u64 {
        let mut h = 0;
        for (sq, piece) in self.board.iter() {
            h ^= zobrist::piece(piece.color, piece.role, sq);
        }
        for rook in self.st.castling.rooks() {
            h ^= zobrist::castling_rook(rook);
        }
        if let Some(ep) = self.st.ep_square {
            h ^= zobrist::ep_square(ep);
        }
        if self.st.turn == Color::Black {
            h ^= zobrist::black_to_move();
        }
        h
    }

    /// Returns the pieces of `attacker` that attack `sq`, with `occupied` blocking.
    #[must_use]
    #[inline]
    pub fn attackers_to(&self, sq: Square, attacker: Color, occupied: Bitboard) -> Bitboard {
        let b = &self.board;
        let them = b.by_color(attacker);
        ((knight_attacks(sq) & b.by_role(Role::Knight))
            | (king_attacks(sq) & b.by_role(Role::King))
            | (pawn_attacks(!attacker, sq) & b.by_role(Role::Pawn))
            | (rook_attacks(sq, occupied) & b.rooks_and_queens())
            | (bishop_attacks(sq, occupied) & b.bishops_and_queens()))
            & them
    }

    /// Returns the checkers of, and the pieces pinned to, the king of the side to move.
    ///
    /// Computed when moves are generated rather than kept up to date by every move:
    /// positions at the leaves of a search are played into but never generated from.
    #[inline]
    pub(crate) fn check_info(&self) -> (Bitboard, Bitboard) {
        let us = self.st.turn;
        let king = self.king(us);
        let b = &self.board;
        let them = b.by_color(!us);
        let occ = b.occupied();
        let mut checkers = ((knight_attacks(king) & b.by_role(Role::Knight))
            | (pawn_attacks(us, king) & b.by_role(Role::Pawn)))
            & them;
        let snipers = ((rook_attacks(king, them) & b.rooks_and_queens())
            | (bishop_attacks(king, them) & b.bishops_and_queens()))
            & them;
        let mut pinned = Bitboard::EMPTY;
        for s in snipers {
            let blockers = between(king, s) & occ;
            if blockers.is_empty() {
                checkers = checkers.with(s);
            } else if !blockers.more_than_one() {
                pinned |= blockers;
            }
        }
        (checkers, pinned & b.by_color(us))
    }

    fn is_impossible_check(&self) -> bool {
        let checkers = self.checkers();
        let n = checkers.count();
        if n > 2 {
            return true;
        }
        if n == 2 {
            let mut it = checkers.iter();
            let (a, b) = (
                it.next().unwrap_or(Square::A1),
                it.next().unwrap_or(Square::A1),
            );
            let king = self.king(self.st.turn);
            // Two checkers on one line with the king, or two that are both pawns or
            // knights (pawn and knight), cannot come from one move.
            let steppers = self.board.by_role(Role::Pawn) | self.board.by_role(Role::Knight);
            return line(a, b).contains(king) || (steppers.contains(a) && steppers.contains(b));
        }
        false
    }

    /// Tests if every check on the side to move could have been given by an enemy
    /// pawn's double step from `origin` to `pawn`: each checker is that pawn, or a
    /// slider whose line to the king went through `origin`.
    fn check_fits_double_step(&self, origin: Square, pawn: Option<Square>) -> bool {
        let king = self.king(self.st.turn);
        self.checkers().into_iter().all(|checker| {
            Some(checker) == pawn || crate::attacks::between(checker, king).contains(origin)
        })
    }

    /// Tests if an en passant capture onto `ep` is legal for the side to move.
    ///
    /// Kept out of line: it runs only after a double step next to an enemy pawn, and
    /// inlined it crowds the move maker.
    #[inline(never)]
    pub(crate) fn ep_capture_is_legal(&self, ep: Square) -> bool {
        let us = self.st.turn;
        let capturers =
            pawn_attacks(!us, ep) & self.board.by_role(Role::Pawn) & self.board.by_color(us);
        capturers
            .into_iter()
            .any(|from| self.ep_from_is_legal(from, ep))
    }

    /// Returns the castling side of `mv` if it is a castling move here (the king moves
    /// onto its own rook).
    #[must_use]
    #[inline]
    pub fn castling_side(&self, mv: Move) -> Option<CastlingSide> {
        let own = self.board.by_color(self.st.turn);
        if self.board.by_role(Role::King).contains(mv.from)
            && own.contains(mv.from)
            && own.contains(mv.to)
        {
            Some(if mv.to.file() > mv.from.file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            })
        } else {
            None
        }
    }

    /// Tests if `mv` is an en passant capture here.
    #[must_use]
    #[inline]
    pub fn is_en_passant(&self, mv: Move) -> bool {
        Some(mv.to) == self.st.ep_square && self.board.by_role(Role::Pawn).contains(mv.from)
    }

    /// Tests if `mv` captures a piece here (including en passant, excluding castling).
    #[must_use]
    pub fn is_capture(&self, mv: Move) -> bool {
        self.board.by_color(!self.st.turn).contains(mv.to) || self.is_en_passant(mv)
    }

    /// Returns the role that `mv` captures here, if any.
    #[must_use]
    pub fn captured_role(&self, mv: Move) -> Option<Role> {
        if self.is_en_passant(mv) {
            Some(Role::Pawn)
        } else if self.board.by_color(!self.st.turn).contains(mv.to) {
            self.board.role_at(mv.to)
        } else {
            None
        }
    }

    /// Plays `mv`, which must be legal, updating the hash incrementally.
    ///
    /// An illegal move may leave a corrupt position or panic, but never causes
    /// undefined behaviour; use [`boardcore::Game::play`] for untrusted moves (or
    /// [`Position::is_legal`] first).
    #[inline]
    pub fn play_unchecked(&mut self, mv: Move) {
        let parent = self.clone();
        parent.play_unchecked_into(self, mv);
    }

    /// Returns the position after `mv`, which must be legal (see
    /// [`Position::play_unchecked`]).
    #[must_use]
    #[inline]
    pub fn after_unchecked(&self, mv: Move) -> Self {
        let mut child = self.clone();
        self.play_unchecked_into(&mut child, mv);
        child
    }

    /// Plays `mv`, which must be legal, on `child`, which must be a clone of `self`:
    /// the copy-make step of search and perft.
    ///
    /// Every decision reads `self`, not the copy being written, which makes this the
    /// fastest way to visit children: `let mut c = pos.clone();
    /// pos.play_unchecked_into(&mut c, mv);`. If `child` is not a clone of `self`, or
    /// `mv` is illegal, `child` is left corrupt (never undefined behaviour).
    #[inline(always)]
    pub fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        let us = self.st.turn;
        let them = !us;
        let ours = self.board.by_color(us);
        // No test that `mv.from` holds a piece of ours: an illegal move leaves a
        // corrupt position, as documented, and the test would cost 2 % of perft.
        let role = self.board.role_at_occupied(mv.from);
        let mut hash = self.st.hash ^ zobrist::black_to_move();
        let old_ep = self.st.ep_square;
        if let Some(ep) = old_ep {
            // `child` is a copy of `self`: only a set square needs clearing.
            child.st.ep_square = None;
            hash ^= zobrist::ep_square(ep);
        }
        child.st.halfmoves = self.st.halfmoves.saturating_add(1);
        let from_to = Bitboard::from_square(mv.from).with(mv.to);
        // The castling rights this move takes away.
        let mut lost = self.st.castling.rooks() & from_to;

        if role == Role::King && ours.contains(mv.to) {
            // Castling: king takes own rook.
            let side = if mv.to.file() > mv.from.file() {
                CastlingSide::KingSide
            } else {
                CastlingSide::QueenSide
            };
            let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
            child.board.toggle(mv.from, us, Role::King);
            child.board.toggle(mv.to, us, Role::Rook);
            child.board.toggle(king_to, us, Role::King);
            child.board.toggle(rook_to, us, Role::Rook);
            hash ^= zobrist::piece(us, Role::King, mv.from)
                ^ zobrist::piece(us, Role::Rook, mv.to)
                ^ zobrist::piece(us, Role::King, king_to)
                ^ zobrist::piece(us, Role::Rook, rook_to);
            lost = self.st.castling.rooks() & Bitboard::rank(back_rank(us));
        } else {
            if self.board.by_color(them).contains(mv.to) {
                let captured = self.board.role_at_occupied(mv.to);
                child.board.toggle(mv.to, them, captured);
                hash ^= zobrist::piece(them, captured, mv.to);
                child.st.halfmoves = 0;
            }
            child.board.toggle_color(us, from_to);
            // A branch on the promotion itself, not on `placed == role`: one test
            // fewer per move (callgrind, perft with every leaf played).
            let placed = match mv.promotion {
                None => {
                    child.board.toggle_role(role, from_to);
                    role
                }
                Some(promoted) => {
                    child
                        .board
                        .toggle_role(role, Bitboard::from_square(mv.from));
                    child
                        .board
                        .toggle_role(promoted, Bitboard::from_square(mv.to));
                    promoted
                }
            };
            hash ^= zobrist::piece(us, role, mv.from) ^ zobrist::piece(us, placed, mv.to);
            if role == Role::Pawn {
                child.st.halfmoves = 0;
                let from = mv.from.to_index();
                let to = mv.to.to_index();
                if from.abs_diff(to) == 16 {
                    // Double step: keep the en passant square only if a capture is
                    // legal (FIDE 9.2.3).
                    let ep = Square::new_masked(from.midpoint(to) as u32);
                    let pawns = child.board.by_role(Role::Pawn) & child.board.by_color(them);
                    if (pawn_attacks(us, ep) & pawns).any() {
                        child.st.turn = them;
                        if child.ep_capture_is_legal(ep) {
                            child.st.ep_square = Some(ep);
                            hash ^= zobrist::ep_square(ep);
                        }
                    }
                } else if Some(mv.to) == old_ep {
                    let cap = Square::new_masked((to ^ 8) as u32);
                    child.board.toggle(cap, them, Role::Pawn);
                    hash ^= zobrist::piece(them, Role::Pawn, cap);
                }
            } else if role == Role::King {
                lost |= self.st.castling.rooks() & Bitboard::rank(back_rank(us));
            }
        }

        if lost.any() {
            child.st.castling.0 = self.st.castling.rooks() - lost;
            for rook in lost {
                hash ^= zobrist::castling_rook(rook);
            }
        }
        // A branch, not `saturating_add(us as u32)`: in a perft or a search the
        // side to move is the same at every leaf of a ply, so it predicts well, and
        // White's moves skip the store (1 % fewer instructions on Kiwipete).
        if us == Color::Black {
            child.st.fullmoves = self.st.fullmoves.saturating_add(1);
        }
        child.st.turn = them;
        child.st.hash = hash;
    }

    /// Returns the result of checkmate or stalemate, or `None` while the side to move
    /// has a legal move: the same as [`boardcore::Game::outcome`].
    ///
    /// The other ways a game ends need more than the rules of move generation: see
    /// [`Position::termination`] for a dead position and the 75-move rule, and
    /// [`History`](crate::History) for repetitions.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if self.has_legal_moves() {
            None
        } else if self.is_check() {
            Some(Outcome::win((!self.st.turn).into()))
        } else {
            Some(Outcome::DRAW)
        }
    }

    /// Returns why the game is over by the rules the position can judge alone:
    /// checkmate (FIDE 5.1.1), stalemate (5.2.1), a dead position (5.2.2, see
    /// [`Position::is_insufficient_material`]) or the 75-move rule (9.6.2), in that
    /// order; `None` otherwise. Fivefold repetition needs the game's history: see
    /// [`History::termination`](crate::History::termination).
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        if !self.has_legal_moves() {
            Some(if self.is_check() {
                Termination::Checkmate
            } else {
                Termination::Stalemate
            })
        } else if self.is_insufficient_material() {
            Some(Termination::InsufficientMaterial)
        } else if self.st.halfmoves >= 150 {
            Some(Termination::SeventyFiveMoves)
        } else {
            None
        }
    }

    /// Tests if the side to move is checkmated.
    #[must_use]
    pub fn is_checkmate(&self) -> bool {
        self.is_check() && !self.has_legal_moves()
    }

    /// Tests if the side to move is stalemated.
    #[must_use]
    pub fn is_stalemate(&self) -> bool {
        !self.is_check() && !self.has_legal_moves()
    }

    /// Tests if neither side can checkmate by any series of legal moves, in the cases
    /// the rules require (FIDE 5.2.2, 9.6.2): king against king, king and one minor
    /// piece against king, and kings with any number of bishops all on squares of one
    /// colour.
    #[must_use]
    pub fn is_insufficient_material(&self) -> bool {
        let b = &self.board;
        if (b.by_role(Role::Pawn) | b.rooks_and_queens()).any() {
            return false;
        }
        let minors = b.by_role(Role::Knight) | b.by_role(Role::Bishop);
        if minors.count() <= 1 {
            return true;
        }
        if b.by_role(Role::Knight).any() {
            return false;
        }
        let bishops = b.by_role(Role::Bishop);
        (bishops & Bitboard::DARK_SQUARES).is_empty()
            || (bishops & Bitboard::LIGHT_SQUARES).is_empty()
    }

    /// Returns the piece on `sq`, if any.
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        self.board.piece_at(sq)
    }
}

/// Returns how many pieces of `color` must have come from promotions: queens beyond
/// one, rooks and knights beyond two, and bishops beyond one per square colour.
fn promoted_pieces(board: &Board, color: Color) -> usize {
    let count = |role| (board.by_role(role) & board.by_color(color)).count();
    let bishops = board.by_role(Role::Bishop) & board.by_color(color);
    count(Role::Queen).saturating_sub(1)
        + count(Role::Rook).saturating_sub(2)
        + count(Role::Knight).saturating_sub(2)
        + (bishops & Bitboard::LIGHT_SQUARES)
            .count()
            .saturating_sub(1)
        + (bishops & Bitboard::DARK_SQUARES).count().saturating_sub(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::String;
    use alloc::vec::Vec;

    fn back_rank_of(pos: &Position) -> String {
        File::ALL
            .iter()
            .map(|&f| {
                pos.piece_at(Square::from_coords(f, Rank::First))
                    .map_or('.', Piece::char)
            })
            .collect()
    }

    #[test]
    fn scharnagl_numbering() {
        // Published anchors of the numbering: 0, 518 (the standard start) and 959.
        assert_eq!(
            Position::chess960(0).map(|p| back_rank_of(&p)).as_deref(),
            Some("BBQNNRKR")
        );
        assert_eq!(
            Position::chess960(518).map(|p| back_rank_of(&p)).as_deref(),
            Some("RNBQKBNR")
        );
        assert_eq!(
            Position::chess960(959).map(|p| back_rank_of(&p)).as_deref(),
            Some("RKRNNQBB")
        );
        assert!(Position::chess960(960).is_none());
        let mut all: Vec<String> = (0..960)
            .filter_map(Position::chess960)
            .map(|p| back_rank_of(&p))
            .collect();
        assert_eq!(all.len(), 960);
        all.sort();
        all.dedup();
        assert_eq!(
            all.len(),
            960,
            "every start number gives a different position"
        );
        for n in 0..960 {
            let pos = Position::chess960(n).expect("0..960");
            assert_eq!(pos.castling_rights().rooks().count(), 4);
            assert_eq!(pos.count_legal_moves(), pos.legal_moves().len());
        }
    }

    #[test]
    fn sizes() {
        assert_eq!(size_of::<Position>(), 96);
        assert!(size_of::<Move>() <= 4);
    }

    fn kinds(fen: &str) -> SetupErrorKinds {
        match Position::from_fen(fen, Strictness::Strict) {
            Err(crate::ParseFenError::Invalid(e)) => e.kinds(),
            other => panic!("{fen}: expected a setup error, got {other:?}"),
        }
    }

    #[test]
    fn strict_fen_rejects_impossible_material() {
        // Eight pawns and promoted pieces on top.
        for fen in [
            "4k3/8/8/8/8/8/PPPPPPPP/RQBQKBQR w - - 0 1",
            "4k3/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1",
            "4k3/8/8/8/8/8/PPPPPPPP/RNBBKBNR w - - 0 1", // three bishops, two dark
            "4k3/8/8/8/8/8/PPPPPPPP/RNNBKNNR w - - 0 1",
        ] {
            assert_eq!(kinds(fen), SetupErrorKinds::IMPOSSIBLE_MATERIAL, "{fen}");
            assert!(
                Position::from_fen(fen, Strictness::Lenient).is_ok(),
                "{fen}"
            );
        }
        // One pawn gone pays for one promotion: a second queen, or a same-coloured
        // bishop pair.
        for fen in [
            "4k3/8/8/8/8/8/PPPPPPP1/RQBQKBNR w - - 0 1",
            "4k3/8/8/8/8/8/1PPPPPPP/RNB1KBBR w - - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ] {
            assert!(Position::from_fen(fen, Strictness::Strict).is_ok(), "{fen}");
        }
        // Three light bishops need two promotions: seven pawns are one too many.
        let three_light = "4k3/8/8/8/8/8/PPPPPPP1/1B1BKB2 w - - 0 1";
        assert_eq!(kinds(three_light), SetupErrorKinds::IMPOSSIBLE_MATERIAL);
        let six_pawns = "4k3/8/8/8/8/8/PPPPPP2/1B1BKB2 w - - 0 1";
        assert!(Position::from_fen(six_pawns, Strictness::Strict).is_ok());
    }

    #[test]
    fn strict_fen_rejects_checks_the_double_step_cannot_give() {
        // Black's last move was e7-e5, which cannot give the rook's check on rank 1
        // (the en passant square used to be dropped silently).
        let fen = "4k3/8/8/3Pp3/8/8/8/4K2r w - e6 0 2";
        assert_eq!(kinds(fen), SetupErrorKinds::IMPOSSIBLE_CHECK);
        assert!(Position::from_fen(fen, Strictness::Lenient).is_ok());
        // Nor a bishop's check on a diagonal that does not cross e7.
        let diagonal = "k7/8/8/3Pp3/7b/8/8/4K3 w - e6 0 2";
        assert_eq!(kinds(diagonal), SetupErrorKinds::IMPOSSIBLE_CHECK);
        // A check discovered through e7, the square the pawn left, is possible.
        let discovered = "8/r5K1/8/3Pp3/8/8/8/k7 w - e6 0 2";
        assert!(Position::from_fen(discovered, Strictness::Strict).is_ok());
        // So is a check by the pawn itself (and taking it en passant answers it).
        let by_pawn = "k7/8/8/3Pp3/5K2/8/8/8 w - e6 0 2";
        let pos = Position::from_fen(by_pawn, Strictness::Strict).expect("possible");
        assert_eq!(pos.ep_square(), Some(Square::E6));
        // Without an en passant square nothing tells the last move: accepted.
        let no_ep = "4k3/8/8/3Pp3/8/8/8/4K2r w - - 0 2";
        assert!(Position::from_fen(no_ep, Strictness::Strict).is_ok());
    }

    #[test]
    fn standard_fen_does_not_become_chess960() {
        let fen = "r3k2r/8/8/8/8/8/8/R2K3R w KQkq - 0 1";
        assert_eq!(kinds(fen), SetupErrorKinds::INVALID_CASTLING_RIGHTS);
        // Chess960 by name: Shredder-FEN letters, or the mode.
        let shredder =
            Position::from_fen("r3k2r/8/8/8/8/8/8/R2K3R w HAha - 0 1", Strictness::Strict)
                .expect("Shredder-FEN");
        assert_eq!(shredder.castling_mode(), CastlingMode::Chess960);
        let lenient = Position::from_fen(fen, Strictness::Lenient).expect("lenient guesses");
        assert_eq!(lenient.castling_mode(), CastlingMode::Chess960);
        let standard =
            Position::from_fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Strictness::Strict)
                .expect("standard");
        assert_eq!(standard.castling_mode(), CastlingMode::Standard);
    }
}
