//! A uniform random legal move without a move list: the generator's destination
//! sets are kept as they come (one per piece, four for the unpinned pawns), counted
//! with popcounts, and one index drawn over them is walked to its move.

use crate::attacks::king_attacks;
use crate::movegen::{ALL, PROMOTION_RANKS, PROMOTIONS, Sink};
use crate::{Bitboard, Move, Position, Square};
use boardcore::rand::{Rng, RngExt};

/// The most sets one position can give: the king, one per other piece or pinned
/// pawn (at most 15), four for the unpinned pawns, two en passant captures and two
/// castlings make 24.
const MAX_SETS: usize = 24;

/// The destinations of some moves of one position.
#[derive(Copy, Clone, Default)]
struct Set {
    /// The destination squares.
    targets: Bitboard,
    /// The square every move leaves, where `offset` is 0.
    from: u8,
    /// Where not 0, each move leaves the square `offset` indexes before its
    /// destination (the unpinned pawns' sets).
    offset: i8,
    /// Whether these are pawn moves, four of them (the promotions) to each square
    /// of the first or last rank.
    pawn: bool,
    /// The number of moves in the set.
    weight: u8,
}

impl Set {
    /// Returns the move of index `index` (below `weight`): the moves to the squares
    /// off the promotion ranks in square order, then four promotions per square.
    #[inline]
    fn nth(&self, index: usize) -> Option<Move> {
        let (to, promotion) = if self.pawn {
            let plain = self.targets - PROMOTION_RANKS;
            let n = plain.count();
            if index < n {
                (nth_square(plain, index)?, None)
            } else {
                let i = index - n;
                let to = nth_square(self.targets & PROMOTION_RANKS, i / 4)?;
                (to, Some(PROMOTIONS[i % 4]))
            }
        } else {
            (nth_square(self.targets, index)?, None)
        };
        let from = if self.offset == 0 {
            u32::from(self.from)
        } else {
            (to.to_index() as i32 - i32::from(self.offset)) as u32
        };
        Some(Move {
            from: Square::new_masked(from),
            to,
            promotion,
        })
    }
}

/// Returns the square of the set bit of index `index` in `bits`, lowest first.
#[inline]
fn nth_square(bits: Bitboard, index: usize) -> Option<Square> {
    let mut b = bits.bits();
    for _ in 0..index {
        b &= b.wrapping_sub(1);
    }
    Bitboard::from_bits(b).first()
}

/// Keeps the generator's destination sets and counts their moves; the king's
/// steps are kept unjudged where the generator allows it, and judged only when
/// drawn (or when nothing else can move).
pub(crate) struct Picker {
    sets: [Set; MAX_SETS],
    /// The number of sets in `sets`.
    len: usize,
    /// The number of moves in `sets`.
    total: usize,
    king: Option<Square>,
    /// The king's steps, not judged yet unless `judged`.
    steps: Bitboard,
    /// Whether every square of `steps` is known to be safe for the king.
    judged: bool,
}

impl Picker {
    /// Returns an empty picker.
    #[inline(always)]
    pub(crate) const fn new() -> Self {
        Self {
            sets: [Set {
                targets: Bitboard::EMPTY,
                from: 0,
                offset: 0,
                pawn: false,
                weight: 0,
            }; MAX_SETS],
            len: 0,
            total: 0,
            king: None,
            steps: Bitboard::EMPTY,
            judged: false,
        }
    }

    /// Collects the legal moves of `pos`; `self` must be empty (`Picker::default()`).
    #[inline]
    pub(crate) fn collect(&mut self, pos: &Position) {
        let ours = pos.board.by_color(pos.st.turn);
        if ours.more_than_one() {
            pos.generate::<_, ALL>(self);
        } else {
            // A lone king (a common end of random games): its steps, judged at once.
            let king = pos.king(pos.st.turn);
            self.king = Some(king);
            self.steps = (king_attacks(king) - ours) - pos.attacked_without_king(king);
            self.judged = true;
        }
    }

    /// Tests if `pos`, whose moves `self` collected, has a legal move: judges the
    /// king's steps if nothing else can move.
    ///
    /// Only a shortcut: [`Picker::pick`] alone also returns `None` exactly where no
    /// move is legal (it drops every illegal king step it draws), so the mutants
    /// "return true", `>=` for `>`, "delete !" here and "judge_steps does nothing"
    /// are equivalent in what a pick returns; this judges the steps with one
    /// attack map instead of one draw and test each.
    #[inline]
    pub(crate) fn has_moves(&mut self, pos: &Position) -> bool {
        if self.total > 0 {
            return true;
        }
        if !self.judged {
            self.judge_steps(pos);
        }
        self.steps.any()
    }

    #[cold]
    fn judge_steps(&mut self, pos: &Position) {
        if let Some(king) = self.king {
            self.steps -= pos.attacked_without_king(king);
        }
        self.judged = true;
    }

    /// Returns a legal move of `pos`, whose moves `self` collected and for which
    /// [`Picker::has_moves`] is true, drawn uniformly with `rng`.
    ///
    /// An unjudged king step is a candidate like the other moves: drawn, it is
    /// judged, and if illegal it is dropped and the draw starts again, so that every
    /// legal move keeps the same chance (rejection sampling).
    #[inline]
    pub(crate) fn pick<R: Rng + ?Sized>(&mut self, pos: &Position, rng: &mut R) -> Option<Move> {
        loop {
            let candidates = self.total + self.steps.count();
            if candidates == 0 {
                return None;
            }
            let mut index = rng.random_range(0..candidates as u32) as usize;
            if index >= self.total {
                let to = nth_square(self.steps, index - self.total)?;
                let king = self.king?;
                if self.judged || pos.king_step_is_safe(king, to) {
                    return Some(Move::new(king, to));
                }
                self.steps = self.steps.without(to);
                continue;
            }
            for set in &self.sets[..self.len] {
                let weight = usize::from(set.weight);
                if index < weight {
                    return set.nth(index);
                }
                index -= weight;
            }
            return None;
        }
    }

    #[inline(always)]
    fn push(&mut self, targets: Bitboard, from: u8, offset: i8, pawn: bool) {
        if targets.is_empty() {
            return;
        }
        let mut weight = targets.count();
        if pawn {
            weight += 3 * (targets & PROMOTION_RANKS).count();
        }
        if let Some(slot) = self.sets.get_mut(self.len) {
            *slot = Set {
                targets,
                from,
                offset,
                pawn,
                weight: weight as u8,
            };
            self.len += 1;
            self.total += weight;
        }
    }
}

impl Sink for Picker {
    const ONE_SET_PER_PIECE: bool = true;
    const UNJUDGED_KING_STEPS: bool = true;
    #[inline]
    fn piece(&mut self, from: Square, targets: Bitboard) {
        self.push(targets, from.to_index() as u8, 0, false);
    }
    #[inline]
    fn pawns(&mut self, targets: Bitboard, offset: i8) {
        self.push(targets, 0, offset, true);
    }
    #[inline(always)]
    fn all_pawns(&mut self, sets: [(Bitboard, i8); 4]) {
        for (targets, offset) in sets {
            self.push(targets, 0, offset, true);
        }
    }
    #[inline]
    fn pawn(&mut self, from: Square, targets: Bitboard) {
        self.push(targets, from.to_index() as u8, 0, true);
    }
    #[inline]
    fn special(&mut self, mv: Move) {
        self.push(
            Bitboard::from_square(mv.to),
            mv.from.to_index() as u8,
            0,
            false,
        );
    }
    #[inline]
    fn king_steps(&mut self, king: Square, steps: Bitboard) {
        self.king = Some(king);
        self.steps = steps;
    }
}

#[cfg(test)]
mod tests {
    use crate::{History, Position, Termination};
    use boardcore::testing::{chi_square_bound, random_move_chi_square};
    use boardcore::{Game, HistoryRules};
    use rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn history(fen: &str) -> History {
        History::new(fen.parse::<Position>().expect("valid FEN"))
    }

    #[test]
    fn the_pick_is_uniform_among_the_legal_moves() {
        let mut rng = ChaCha8Rng::seed_from_u64(19);
        // The chi-squares of independent positions add up, and so do their degrees
        // of freedom: one test at five standard deviations.
        let (mut chi2, mut dof) = (0.0, 0);
        let mut add = |h: &History, rng: &mut ChaCha8Rng| {
            let n = Game::legal_moves(h).len();
            let (c, d) = random_move_chi_square(h, rng, 200 * n);
            chi2 += c;
            dof += d;
        };
        for fen in [
            // The start; Kiwipete (castling both ways, pins).
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            // Promotions, capturing and not, for both sides.
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
            "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N w - - 0 1",
            // En passant (two capturers), and one pinned along the rank.
            "4k3/8/8/2PpP3/8/8/8/4K3 w - d6 0 2",
            "8/8/8/K1pP3r/8/8/8/6k1 w - c6 0 2",
            // Check evasions: king steps, a block, a capture; double check.
            "4k3/1R6/8/8/1b6/8/8/1N2K2R w K - 0 1",
            "4k3/8/8/8/8/5n2/8/r3K3 w - - 0 1",
            // A lone king (only king steps, all judged), and a king with one pawn.
            "8/8/8/3k4/8/8/8/4K2q w - - 0 1",
            "8/8/8/3k4/8/8/4P3/4K2q w - - 0 1",
            // Chess960 castling beside an attacked path.
            "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
        ] {
            add(&history(fen), &mut rng);
        }
        // Positions along random games.
        let mut walk = ChaCha8Rng::seed_from_u64(4);
        for _ in 0..3 {
            let mut h = History::default();
            while let Some(mv) = Game::random_move(&h, &mut walk) {
                if walk.random_bool(0.05) {
                    add(&h, &mut rng);
                }
                h.play(mv).expect("legal");
            }
        }
        assert!(dof > 500, "{dof} degrees of freedom");
        assert!(
            chi2 < chi_square_bound(dof),
            "chi2 {chi2} over {dof} degrees of freedom"
        );
    }

    #[test]
    fn the_pick_is_legal_and_none_exactly_at_the_end() {
        let mut ends = alloc::collections::BTreeSet::new();
        // The knights' shuffle has been played four times: Ng8 now repeats the
        // start for the fifth time (and then the game is over at once).
        let shuffle = "Nf3 Nf6 Ng1 Ng8 ".repeat(3) + "Nf3 Nf6 Ng1";
        let starts = [
            History::default(),
            history("4k3/8/8/8/8/8/8/R3K2R w KQ - 140 1"),
            history("7k/8/8/8/8/8/1R6/K5R1 w - - 0 1"),
            history("8/8/8/3k4/8/8/8/4K2q w - - 0 1"),
            alloc::format!("start moves {shuffle}")
                .parse()
                .expect("legal"),
            alloc::format!("start moves {shuffle} Ng8")
                .parse()
                .expect("legal"),
        ];
        for (i, start) in starts.into_iter().enumerate() {
            for game in 0..60 {
                let mut h = start.clone();
                let mut rng = boardcore::playout_rng(3, game + 100 * i as u64);
                loop {
                    let pick = <Position as HistoryRules>::history_random_move(&h, &mut rng);
                    match (pick, h.termination()) {
                        (Some(mv), None) => h.play(mv).expect("the pick is legal"),
                        (None, Some(end)) => {
                            ends.insert(alloc::format!("{end:?}"));
                            break;
                        }
                        (pick, end) => panic!("{h}: picked {pick:?} where the end is {end:?}"),
                    }
                }
            }
        }
        for end in [
            Termination::Checkmate,
            Termination::Stalemate,
            Termination::InsufficientMaterial,
            Termination::SeventyFiveMoves,
            Termination::FivefoldRepetition,
        ] {
            assert!(
                ends.contains(&alloc::format!("{end:?}")),
                "{end:?} in {ends:?}"
            );
        }
    }
}
