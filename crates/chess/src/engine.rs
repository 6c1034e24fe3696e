//! What a search needs beyond the rules: checks told without playing the move, null
//! moves and static exchange evaluation.
//!
//! The capture and quiet move generators for quiescence search are in `movegen.rs`
//! ([`Position::capture_moves`], [`Position::quiet_moves`]); the Polyglot book key is
//! in `polyglot.rs`.

use crate::attacks::{bishop_attacks, knight_attacks, pawn_attacks, rook_attacks};
use crate::{Bitboard, Color, Move, Position, Rank, Role, Square, zobrist};

/// The piece values of [`Position::see`], in centipawns, by [`Role`] (pawn first).
///
/// The king's value never counts: it may capture only where no piece recaptures.
const SEE_VALUES: [i32; 6] = [100, 300, 300, 500, 900, 0];

/// The most captures one exchange on a square can have (32 pieces, the first capture
/// included).
const MAX_EXCHANGE: usize = 32;

const fn value(role: Role) -> i32 {
    SEE_VALUES[role as usize]
}

impl Position {
    /// Tests if the legal move `mv` gives check, without playing it.
    ///
    /// Every kind of check is found: direct checks, discovered checks (the moving
    /// piece leaves a line of one of its own pieces, including the en passant capture
    /// that clears two squares of a line), checks by the promoted piece, and checks by
    /// the rook that castles. It equals `self.after_unchecked(mv).is_check()` for
    /// every legal move and costs a few attack look-ups; for an illegal move the
    /// answer is meaningless (never undefined behaviour).
    ///
    /// # Examples
    ///
    /// ```
    /// use chess::Position;
    ///
    /// // Scholar's mate, one move early: Qxf7 is check (and mate).
    /// let pos: Position = "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4".parse()?;
    /// assert!(pos.gives_check("h5f7".parse()?));
    /// assert!(!pos.gives_check("h5h7".parse()?));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub fn gives_check(&self, mv: Move) -> bool {
        let us = self.st.turn;
        let b = &self.board;
        let ours = b.by_color(us);
        let king = self.king(!us);
        let occ = b.occupied();

        if let Some(side) = self.castling_side(mv) {
            // The rook may check from its new square; king and rook leaving their
            // squares may also open a line for another rook, bishop or queen.
            let (king_to, rook_to) = (side.king_to(us), side.rook_to(us));
            let occ_after = occ
                .without(mv.from)
                .without(mv.to)
                .with(king_to)
                .with(rook_to);
            let rooks = (b.rooks_and_queens() & ours).without(mv.to).with(rook_to);
            return (rook_attacks(king, occ_after) & rooks).any()
                || (bishop_attacks(king, occ_after) & b.bishops_and_queens() & ours).any();
        }
        let role = b.role_at(mv.from).unwrap_or(Role::Pawn);
        let placed = mv.promotion.unwrap_or(role);
        let mut occ_after = occ.without(mv.from).with(mv.to);
        if self.is_en_passant(mv) {
            occ_after = occ_after.without(Square::new_masked((mv.to.to_index() ^ 8) as u32));
        }
        // Our pieces of `r` after the move.
        let after = |r: Role| {
            let bb = (b.by_role(r) & ours).without(mv.from);
            if r == placed { bb.with(mv.to) } else { bb }
        };
        let rooks = after(Role::Rook) | after(Role::Queen);
        let bishops = after(Role::Bishop) | after(Role::Queen);
        (rook_attacks(king, occ_after) & rooks).any()
            || (bishop_attacks(king, occ_after) & bishops).any()
            || (knight_attacks(king) & after(Role::Knight)).any()
            || (pawn_attacks(!us, king) & after(Role::Pawn)).any()
    }

    /// Returns the position after a null move (the side to move passes), or `None`
    /// if the side to move is in check.
    ///
    /// A null move is not a chess move: search uses it to ask what the opponent could
    /// do with a free move (null-move pruning). It hands the move to the other side,
    /// clears the en passant square (the capture right lapses, as after any move),
    /// counts a half-move and, after Black's null move, a full move; the castling
    /// rights stay. The Zobrist hash is updated as by a move and equals
    /// [`Position::compute_zobrist_hash`]. In check a null move would leave the king
    /// capturable, which no position may be, so it is refused.
    ///
    /// # Examples
    ///
    /// ```
    /// use chess::{Color, Position};
    ///
    /// let pos: Position = "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3".parse()?;
    /// let null = pos.null_move().ok_or("in check")?;
    /// assert_eq!(null.turn(), Color::White);
    /// assert_eq!(null.ep_square(), None);
    /// assert_eq!(null.zobrist_hash(), null.compute_zobrist_hash());
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub fn null_move(&self) -> Option<Self> {
        if self.is_check() {
            return None;
        }
        let mut pos = self.clone();
        pos.st.hash ^= zobrist::black_to_move();
        if let Some(ep) = pos.st.ep_square.take() {
            pos.st.hash ^= zobrist::ep_square(ep);
        }
        pos.st.halfmoves = self.st.halfmoves.saturating_add(1);
        pos.st.fullmoves = self.st.fullmoves.saturating_add(self.st.turn as u32);
        pos.st.turn = !self.st.turn;
        Some(pos)
    }

    /// Returns the static exchange evaluation of the legal move `mv`: the material
    /// the side to move wins (in centipawns, negative if it loses) if both sides then
    /// capture on the destination square, least valuable piece first, each free to
    /// stop when going on would lose.
    ///
    /// The values are pawn 100, knight 300, bishop 300, rook 500, queen 900; a
    /// promotion adds the new piece's value less a pawn (a pawn that recaptures on the
    /// last rank promotes to a queen). Pieces behind others on a line join the
    /// exchange when the piece in front has captured (x-rays). As usual for SEE, pins
    /// and checks are ignored except for the king, which captures only if nothing
    /// recaptures. A quiet move scores the exchange it invites (0 if the square is
    /// safe), castling 0.
    ///
    /// # Examples
    ///
    /// ```
    /// use chess::Position;
    ///
    /// // A knight defended by a pawn: Rxe5 wins a knight and loses the rook.
    /// let pos: Position = "4k3/8/3p4/4n3/8/8/8/4R1K1 w - - 0 1".parse()?;
    /// let rxe5 = "e1e5".parse()?;
    /// assert_eq!(pos.see(rxe5), 300 - 500);
    /// assert!(pos.see_ge(rxe5, -200) && !pos.see_ge(rxe5, 0));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub fn see(&self, mv: Move) -> i32 {
        if self.castling_side(mv).is_some() {
            return 0;
        }
        let b = &self.board;
        let to = mv.to;
        let role = b.role_at(mv.from).unwrap_or(Role::Pawn);
        let mut occ = b.occupied().without(mv.from);
        let captured = if self.is_en_passant(mv) {
            occ = occ.without(Square::new_masked((to.to_index() ^ 8) as u32));
            value(Role::Pawn)
        } else if b.by_color(!self.st.turn).contains(to) {
            b.role_at(to).map_or(0, value)
        } else {
            0
        };
        let mut gain = [0i32; MAX_EXCHANGE];
        let mut on_square = value(mv.promotion.unwrap_or(role));
        gain[0] = captured + on_square - value(role);

        let last_rank = Bitboard::rank(Rank::First) | Bitboard::rank(Rank::Eighth);
        let promotes = last_rank.contains(to);
        let mut attackers = self.all_attackers_to(to, occ) & occ;
        let mut side = !self.st.turn;
        let mut d = 0;
        while d + 1 < MAX_EXCHANGE {
            let mine = attackers & b.by_color(side);
            let Some((sq, attacker)) = Role::ALL
                .into_iter()
                .find_map(|r| (mine & b.by_role(r)).first().map(|sq| (sq, r)))
            else {
                break;
            };
            if attacker == Role::King && (attackers & b.by_color(!side)).any() {
                break;
            }
            d += 1;
            let bonus = if attacker == Role::Pawn && promotes {
                value(Role::Queen) - value(Role::Pawn)
            } else {
                0
            };
            gain[d] = on_square + bonus - gain[d - 1];
            on_square = value(attacker) + bonus;
            occ = occ.without(sq);
            attackers = (attackers | self.slider_attackers_to(to, occ)) & occ;
            side = !side;
        }
        while d > 0 {
            gain[d - 1] = -(-gain[d - 1]).max(gain[d]);
            d -= 1;
        }
        gain[0]
    }

    /// Tests if [`Position::see`] of `mv` is at least `threshold`.
    #[must_use]
    pub fn see_ge(&self, mv: Move, threshold: i32) -> bool {
        self.see(mv) >= threshold
    }

    /// Returns the pieces of both colours that attack `sq` with `occupied` blocking.
    fn all_attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let b = &self.board;
        let pawns = b.by_role(Role::Pawn);
        (knight_attacks(sq) & b.by_role(Role::Knight))
            | (crate::attacks::king_attacks(sq) & b.by_role(Role::King))
            | (pawn_attacks(Color::Black, sq) & pawns & b.by_color(Color::White))
            | (pawn_attacks(Color::White, sq) & pawns & b.by_color(Color::Black))
            | self.slider_attackers_to(sq, occupied)
    }

    /// Returns the rooks, bishops and queens of both colours that attack `sq`.
    fn slider_attackers_to(&self, sq: Square, occupied: Bitboard) -> Bitboard {
        let b = &self.board;
        (rook_attacks(sq, occupied) & b.rooks_and_queens())
            | (bishop_attacks(sq, occupied) & b.bishops_and_queens())
    }
}
