//! A game with its past: repetition and the move-count draw rules of both variants.

use crate::geometry::bit_of;
use crate::{Color, Move, MoveList, ParsePositionError, Position, Variant};
use boardcore::rand::Rng;
use boardcore::{HistoryRules, Outcome, Turn};
use core::fmt;

/// A draw rule that counts moves or repetitions.
///
/// Sources: FMJD rules art. 6 (international), WCDF rules (English), as quoted in
/// `docs/rules/draughts.md`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum DrawRule {
    /// The same position (same side to move) for the third time (both variants).
    ThreefoldRepetition,
    /// International: 25 moves of each player with only kings moved and no capture.
    TwentyFiveMoves,
    /// International: three kings, two kings and a man, or a king and two men
    /// against a lone king: a draw after 16 more moves of each player.
    SixteenMoves,
    /// International: two kings, a king and a man, or a king against a lone king: a
    /// draw after 5 more moves of each player.
    FiveMoves,
    /// English: 40 moves of each player with no man moved and no capture.
    FortyMoves,
}

impl DrawRule {
    /// Returns the number of plies (moves of either player) the rule counts to, or
    /// 0 for repetition.
    #[must_use]
    pub const fn limit_plies(self) -> u32 {
        match self {
            Self::ThreefoldRepetition => 0,
            Self::TwentyFiveMoves => 50,
            Self::SixteenMoves => 32,
            Self::FiveMoves => 10,
            Self::FortyMoves => 80,
        }
    }
}

impl fmt::Display for DrawRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::ThreefoldRepetition => "threefold repetition",
            Self::TwentyFiveMoves => "25-move rule",
            Self::SixteenMoves => "16-move rule",
            Self::FiveMoves => "5-move rule",
            Self::FortyMoves => "40-move rule",
        })
    }
}

/// Why a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Termination {
    /// The side to move has no pieces left, and loses.
    NoPieces,
    /// The side to move has pieces but no legal move, and loses.
    Blocked,
    /// A draw by rule.
    Draw(DrawRule),
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoPieces => f.write_str("no pieces left"),
            Self::Blocked => f.write_str("no legal move"),
            Self::Draw(rule) => write!(f, "draw by the {rule}"),
        }
    }
}

/// The material class of the FMJD endgame rules.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Class {
    None,
    Sixteen,
    Five,
}

fn class(pos: &Position) -> Class {
    if pos.variant != Variant::International {
        return Class::None;
    }
    // Counted on the layout bits (no conversion to square numbers).
    let count = |all: u64| {
        let kings = (all & pos.kings).count_ones();
        (kings, all.count_ones() - kings)
    };
    let (w, b) = (count(pos.white), count(pos.black));
    let (strong, lone) = if w == (1, 0) { (b, w) } else { (w, b) };
    if lone != (1, 0) || strong.0 == 0 {
        return Class::None;
    }
    match strong {
        (3, 0) | (2, 1) | (1, 2) => Class::Sixteen,
        (2, 0) | (1, 1) | (1, 0) => Class::Five,
        _ => Class::None,
    }
}

/// What the FMJD endgame rules count after each ply: the material class of the
/// position (that of the 16-move rule, of the 5-move rule, or neither) and the plies
/// played since it arose. The counters of a [`History`] (see
/// [`boardcore::History::counters`]); [`HistoryExt::remaining_plies`] reads them.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct EndgameCount {
    class: Class,
    class_plies: u32,
}

/// A game with every draw rule of its variant: the start position, the moves played,
/// and what the draw rules need ([`boardcore::History`] with the draughts
/// [`HistoryRules`]).
///
/// Each draw rule ends the game at once: threefold repetition (both variants), the
/// 25-move, 16-move and 5-move rules (international) and the 40-move rule
/// (English). In WCDF play repetition and the 40-move rule are claims; here they end
/// the game (see `docs/rules/draughts.md`). [`HistoryExt::remaining_plies`] says how
/// far a running counter is from its draw. Repetitions are counted with
/// [`boardcore::KeyHistory`] on 64-bit keys of the positions: a hash of the pieces,
/// the side to move and the variant, cheaper to compute than
/// [`Position::zobrist_hash`] (two positions share a key with a probability of
/// about 2^-64).
///
/// Random moves ([`Game::random_move`](boardcore::Game::random_move) and playouts)
/// are drawn uniformly among the legal moves without listing the quiet ones.
///
/// `Display`/`FromStr`: the start position (or `start` for the international start),
/// then `moves` and the moves in PDN: `english B:W21,...:B1,... moves 11-15 23-19`.
///
/// ```
/// use draughts::{Game, History, Position, Variant};
///
/// let mut game = History::new(Position::new(Variant::International));
/// let mv = game.parse_move("32-28")?;
/// game.play(mv)?;
/// assert_eq!(game.moves().len(), 1);
/// assert_eq!(game.termination(), None);
/// assert_eq!(game.to_string(), "start moves 32-28");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub type History = boardcore::History<Position>;

/// The error of reading a [`History`]: a bad start position, or a bad move.
pub type ParseHistoryError = boardcore::ParseHistoryError<ParsePositionError>;

impl HistoryRules for Position {
    type Termination = Termination;
    type Counters = EndgameCount;
    type Config = ();
    const GAME_NAME: &'static str = "draughts";
    boardcore::perfect_information_history!();

    /// A 64-bit hash of the pieces, the side to move and the variant: equal for the
    /// same pieces on the same squares with the same side to move.
    #[inline]
    fn repetition_key(&self) -> u64 {
        repetition_key(self)
    }

    /// A capture or a man move.
    #[inline]
    fn is_irreversible(&self, mv: Move) -> bool {
        let from = match self.variant {
            Variant::International => bit_of(5, mv.origin_number()),
            Variant::English => bit_of(4, mv.origin_number()),
        };
        mv.is_capture() || self.kings & (1 << from) == 0
    }

    #[inline]
    fn next_counters(&self, previous: Option<EndgameCount>) -> EndgameCount {
        let class = class(self);
        let class_plies = match previous {
            Some(prev) if prev.class == class => prev.class_plies + 1,
            _ => 0,
        };
        EndgameCount { class, class_plies }
    }

    fn to_move(&self) -> Turn {
        Turn::Player(self.turn().into())
    }

    /// A side that cannot move loses even where a draw counter ran out on the same
    /// move.
    #[inline]
    fn history_termination(history: &History) -> Option<Termination> {
        if let Some(t) = history.position().termination() {
            return Some(t);
        }
        history.draw().map(Termination::Draw)
    }

    fn end_outcome(&self, end: Termination) -> Outcome {
        match end {
            Termination::Draw(_) => Outcome::DRAW,
            _ => Outcome::win((!self.turn()).into()),
        }
    }

    /// One move generation answers both the end and the moves: an empty list means
    /// the side to move has lost (which wins over a draw counter that ran out).
    fn history_moves(history: &History, moves: &mut MoveList) -> Option<Termination> {
        let pos = history.position();
        let list = pos.legal_moves();
        if list.is_empty() {
            return Some(if pos.pieces_bits(pos.turn) == 0 {
                Termination::NoPieces
            } else {
                Termination::Blocked
            });
        }
        if let Some(rule) = history.draw() {
            return Some(Termination::Draw(rule));
        }
        *moves = list;
        None
    }

    /// Draws uniformly among the legal moves without listing the quiet ones (see
    /// [`Game::random_move`](boardcore::Game::random_move) of [`Position`]); `None`
    /// where the game has ended.
    #[inline]
    fn history_random_move<R: Rng + ?Sized>(history: &History, rng: &mut R) -> Option<Move> {
        if history.draw().is_some() {
            return None;
        }
        crate::pick::random_move(history.position(), rng)
    }
}

/// Returns the key by which a [`History`] tells repeated positions: a 64-bit hash of
/// the pieces, the side to move and the variant, computed from scratch in a few
/// multiplications (not the Zobrist key of [`Position::zobrist_hash`], whose cost
/// grows with the number of pieces).
///
/// Each of the three bitboards (White's pieces, Black's pieces, the kings, the last
/// with the side to move and the variant in two bits no square uses) is offset by its
/// own constant and mixed by the SplitMix64 finalizer, a bijection of 64-bit words
/// whose output bits each depend on every input bit; the three are added up. Two
/// different positions get the same key with a probability of about 2^-64, as with
/// Zobrist keys.
#[inline]
fn repetition_key(pos: &Position) -> u64 {
    // Equivalent mutants: `|` and `^` agree on these disjoint bits; `==` turned into
    // `!=` flips a bit of every key alike (a constant).
    let side = u64::from(pos.turn == Color::Black) << 62
        | u64::from(pos.variant == Variant::English) << 63;
    mix(pos.white ^ 0x243f_6a88_85a3_08d3)
        .wrapping_add(mix(pos.black ^ 0x1319_8a2e_0370_7344))
        .wrapping_add(mix(pos.kings ^ side ^ 0xa409_3822_299f_31d0))
}

/// The SplitMix64 finalizer: a bijection of 64-bit words in which every output bit
/// flips with probability about 1/2 when any one input bit flips.
#[inline(always)]
const fn mix(x: u64) -> u64 {
    let x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    let x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// What a draughts [`History`] knows beyond the generic one: the state of the draw
/// rules.
pub trait HistoryExt {
    /// Returns how many plies (moves of either player; two plies make one move of
    /// each) remain before `rule` draws the game, or `None` if the rule does not
    /// run here (another variant, or not the material of the 16- or 5-move rule).
    /// For repetition: the repetitions still needed.
    fn remaining_plies(&self, rule: DrawRule) -> Option<u32>;

    /// Returns the draw rule whose count has run out, or `None`: the draws of
    /// [`boardcore::History::termination`] without its test for a side that cannot
    /// move (which generates the moves), so a replay can check it cheaply at every
    /// ply.
    fn draw(&self) -> Option<DrawRule>;
}

impl HistoryExt for History {
    fn remaining_plies(&self, rule: DrawRule) -> Option<u32> {
        let intl = self.position().variant() == Variant::International;
        let c = self.counters();
        let left = |done: usize| {
            Some(
                rule.limit_plies()
                    .saturating_sub(u32::try_from(done).unwrap_or(u32::MAX)),
            )
        };
        match rule {
            DrawRule::ThreefoldRepetition => Some(3u32.saturating_sub(self.repetitions() as u32)),
            DrawRule::TwentyFiveMoves if intl => left(self.reversible_plies()),
            DrawRule::FortyMoves if !intl => left(self.reversible_plies()),
            DrawRule::SixteenMoves if c.class == Class::Sixteen => left(c.class_plies as usize),
            DrawRule::FiveMoves if c.class == Class::Five => left(c.class_plies as usize),
            _ => None,
        }
    }

    /// The first rule, in the order of [`DrawRule`], whose
    /// [`HistoryExt::remaining_plies`] is 0, tested without counting repetitions in
    /// windows too short to hold three.
    #[inline]
    fn draw(&self) -> Option<DrawRule> {
        let plies = self.reversible_plies();
        // Only king moves without capture are reversible, and a king that moved away
        // needs another move of its side to come back, so a position recurs at the
        // earliest 4 plies later and a third time 8 plies after its first.
        if plies >= 8 && self.repetitions() >= 3 {
            return Some(DrawRule::ThreefoldRepetition);
        }
        let intl = self.position().variant == Variant::International;
        let rule = if intl {
            DrawRule::TwentyFiveMoves
        } else {
            DrawRule::FortyMoves
        };
        if plies >= rule.limit_plies() as usize {
            return Some(rule);
        }
        let c = self.counters();
        let rule = match c.class {
            Class::None => return None,
            Class::Sixteen => DrawRule::SixteenMoves,
            Class::Five => DrawRule::FiveMoves,
        };
        (c.class_plies >= rule.limit_plies()).then_some(rule)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::SquareSet;

    /// Counts, the slow way, the plies since the last move that changed the men or
    /// the number of pieces (the window of repetition).
    fn brute_reversible_plies(h: &History) -> usize {
        let mut pos = *h.start();
        let mut plies = 0;
        for &mv in h.moves() {
            let before = pos;
            pos.play_unchecked(mv);
            let men = |p: &Position, c| {
                p.pieces(c)
                    .iter()
                    .filter(|&sq| !p.kings().contains(sq))
                    .collect::<SquareSet>()
            };
            let count = |p: &Position| p.pieces(Color::White).len() + p.pieces(Color::Black).len();
            if men(&before, Color::White) != men(&pos, Color::White)
                || men(&before, Color::Black) != men(&pos, Color::Black)
                || count(&before) != count(&pos)
            {
                plies = 0;
            } else {
                plies += 1;
            }
        }
        plies
    }

    /// Strict avalanche: flipping any one input bit flips every output bit of `mix`
    /// in about half of the cases (seen over 600 inputs, each pair between 35 % and
    /// 65 %), so keys of nearby positions look independent.
    #[test]
    fn the_key_mix_avalanches() {
        use boardcore::rand::{RngExt, SeedableRng};
        let mut rng = boardcore::rand_chacha::ChaCha8Rng::seed_from_u64(3);
        let samples = 600;
        let mut flips = [[0u32; 64]; 64];
        for _ in 0..samples {
            let x: u64 = rng.random();
            for (i, row) in flips.iter_mut().enumerate() {
                let d = mix(x) ^ mix(x ^ (1 << i));
                for (j, f) in row.iter_mut().enumerate() {
                    *f += (d >> j) as u32 & 1;
                }
            }
        }
        for (i, row) in flips.iter().enumerate() {
            for (j, &f) in row.iter().enumerate() {
                assert!(
                    (210..=390).contains(&f),
                    "input bit {i} flips output bit {j} {f} times of {samples}"
                );
            }
        }
    }

    /// `mix` is the SplitMix64 finalizer: on the generator's first three states from
    /// the seed 0 it gives the outputs of the reference `splitmix64.c` (Vigna).
    #[test]
    fn the_key_mix_is_splitmix64() {
        let mut state = 0u64;
        for want in [
            0xe220_a839_7b1d_cdaf_u64,
            0x6e78_9e6a_a1b9_65f4,
            0x06c4_5d18_8009_454f,
        ] {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            assert_eq!(mix(state), want, "state {state:#x}");
        }
    }

    /// The repetition key tells apart every position of a single piece: each square
    /// of both boards, a man or a king of either colour, either side to move (a man
    /// and a king on the same square differ only in the kings' set).
    #[test]
    fn repetition_keys_tell_single_pieces_apart() {
        let mut seen = alloc::collections::BTreeMap::new();
        for variant in Variant::ALL {
            for n in 1..=variant.squares() {
                let square = SquareSet(1 << (n - 1));
                for (color, king) in [
                    (Color::White, false),
                    (Color::White, true),
                    (Color::Black, false),
                    (Color::Black, true),
                ] {
                    for turn in [Color::White, Color::Black] {
                        let setup = crate::Setup {
                            variant,
                            turn,
                            white: if color == Color::White {
                                square
                            } else {
                                SquareSet::EMPTY
                            },
                            black: if color == Color::Black {
                                square
                            } else {
                                SquareSet::EMPTY
                            },
                            kings: if king { square } else { SquareSet::EMPTY },
                        };
                        let pos = Position::from_setup_unchecked(&setup);
                        let what = (variant, n, color, king, turn);
                        if let Some(other) = seen.insert(repetition_key(&pos), what) {
                            panic!("{what:?} has the key of {other:?}");
                        }
                    }
                }
            }
        }
        assert_eq!(seen.len(), (50 + 32) * 8);
    }

    /// The endgame counter restarts when the material class changes: a capture that
    /// leaves a lone king against three kings starts the 16-move count at 0, however
    /// long the game went on before.
    #[test]
    fn the_endgame_count_restarts_with_a_new_class() {
        let before =
            Position::from_fen("W:WK36,K47,K49:BK4,K5", Variant::International).expect("valid");
        let after =
            Position::from_fen("B:WK36,K47,K49:BK5", Variant::International).expect("valid");
        let mut count = before.next_counters(None);
        for _ in 0..5 {
            count = before.next_counters(Some(count));
        }
        assert_eq!(count.class, Class::None);
        assert_eq!(count.class_plies, 5);
        let entered = after.next_counters(Some(count));
        assert_eq!(entered.class, Class::Sixteen);
        assert_eq!(entered.class_plies, 0);
        assert_eq!(after.next_counters(Some(entered)).class_plies, 1);
    }

    #[test]
    fn repetitions_and_undo_match_a_brute_force_count() {
        use boardcore::testing::{check_history, random_walk};
        let mut most = 0;
        for (fen, variant) in [
            ("W:WK46,K50,31:BK5,20", Variant::International),
            ("W:WK46,38,K50:BK5,K1,12", Variant::International),
            ("B:WK29,K30,22:BK1,K2,9", Variant::English),
        ] {
            let h = History::new(Position::from_fen(fen, variant).expect("valid"));
            for seed in 0..8 {
                let moves = random_walk(&h, 120, seed);
                let reps = check_history(
                    &h,
                    &moves,
                    |a, b| a == b,
                    |h| {
                        assert_eq!(h.reversible_plies(), brute_reversible_plies(h), "{h}");
                    },
                )
                .unwrap_or_else(|e| panic!("{fen}, seed {seed}: {e}"));
                most = most.max(reps);
            }
        }
        assert!(
            most >= 3,
            "the walks should end by repetition, saw at most {most}"
        );
    }
}
