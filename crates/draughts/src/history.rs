//! A game with its past: repetition and the move-count draw rules of both variants.

use crate::{Color, Move, ParsePositionError, Position, Variant};
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
    if pos.variant() != Variant::International {
        return Class::None;
    }
    let count = |c: Color| {
        let all = pos.pieces(c);
        let kings = all & pos.kings();
        (kings.len(), all.len() - kings.len())
    };
    let (w, b) = (count(Color::White), count(Color::Black));
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
/// far a running counter is from its draw. Repetitions are counted on Zobrist keys
/// with [`boardcore::KeyHistory`].
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

    /// The Zobrist key: the same pieces on the same squares, the same side to move.
    #[inline]
    fn repetition_key(&self) -> u64 {
        self.zobrist_hash()
    }

    /// A capture or a man move.
    #[inline]
    fn is_irreversible(&self, mv: Move) -> bool {
        !self.kings().contains(mv.from()) || mv.is_capture()
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

    fn draw(&self) -> Option<DrawRule> {
        [
            DrawRule::ThreefoldRepetition,
            DrawRule::TwentyFiveMoves,
            DrawRule::FortyMoves,
            DrawRule::SixteenMoves,
            DrawRule::FiveMoves,
        ]
        .into_iter()
        .find(|&r| self.remaining_plies(r) == Some(0))
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
