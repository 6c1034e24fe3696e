//! A game with its past: repetition and the move-count draw rules of both variants.

use crate::{Color, Move, MoveList, ParsePositionError, Position, Variant};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::{Game, KeyHistory, Outcome, ParseMoveError, ParseMoveErrorKind, Turn};
use core::fmt;
use core::str::FromStr;

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

/// The counters after one ply.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
struct Counters {
    class: Class,
    class_plies: u32,
}

/// A game: the start position, the moves played, and what the draw rules need.
///
/// `History` implements [`boardcore::Game`] with every draw rule of its variant,
/// each ending the game at once: threefold repetition (both), the 25-move, 16-move
/// and 5-move rules (international) and the 40-move rule (English). In WCDF play
/// repetition and the 40-move rule are claims; here they end the game (see
/// `docs/rules/draughts.md`). [`History::remaining_plies`] says how far a running
/// counter is from its draw. Repetitions are counted on Zobrist keys with
/// [`boardcore::KeyHistory`].
///
/// `Display`/`FromStr`: the start position, then ` moves ` and the moves in their
/// context-free form: `english B:W21,...:B1,... moves 11-15 23-19`.
///
/// ```
/// use draughts::{Game, History, Position, Variant};
///
/// let mut game = History::new(Position::new(Variant::International));
/// let mv = game.position().parse_move("32-28")?;
/// game.play(mv)?;
/// assert_eq!(game.moves().len(), 1);
/// assert_eq!(game.termination(), None);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct History {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    keys: KeyHistory,
    counters: Vec<Counters>,
}

impl Default for History {
    /// Returns a game from the international start.
    fn default() -> Self {
        Self::new(Position::default())
    }
}

impl History {
    /// Returns a game starting at `start`.
    #[must_use]
    pub fn new(start: Position) -> Self {
        Self {
            keys: KeyHistory::new(start.zobrist_hash()),
            counters: alloc::vec![Counters {
                class: class(&start),
                class_plies: 0,
            }],
            position: start,
            start,
            moves: Vec::new(),
        }
    }

    /// Returns the start position.
    #[must_use]
    pub const fn start(&self) -> &Position {
        &self.start
    }

    /// Returns the current position.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.position
    }

    /// Returns the moves played.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Returns the repetition keys.
    #[must_use]
    pub const fn keys(&self) -> &KeyHistory {
        &self.keys
    }

    /// Returns how many times the current position has occurred (this time
    /// included) since the last capture or man move.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.keys.repetitions()
    }

    /// Returns the number of plies since the last capture or man move.
    #[must_use]
    pub fn reversible_plies(&self) -> usize {
        self.keys.reversible_plies()
    }

    fn current(&self) -> Counters {
        self.counters[self.counters.len() - 1]
    }

    /// Returns how many plies (moves of either player; two plies make one move of
    /// each) remain before `rule` draws the game, or `None` if the rule does not
    /// run here (another variant, or not the material of the 16- or 5-move rule).
    /// For repetition: the repetitions still needed.
    #[must_use]
    pub fn remaining_plies(&self, rule: DrawRule) -> Option<u32> {
        let intl = self.position.variant() == Variant::International;
        let c = self.current();
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

    /// Returns why the game has ended, or `None` while it goes on. A side that
    /// cannot move loses even where a draw counter ran out on the same move.
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        if let Some(t) = self.position.termination() {
            return Some(t);
        }
        self.draw().map(Termination::Draw)
    }

    /// Returns the draw rule whose count has run out, or `None`: the draws of
    /// [`History::termination`] without its test for a side that cannot move (which
    /// generates the moves), so a replay can check it cheaply at every ply.
    #[must_use]
    pub fn draw(&self) -> Option<DrawRule> {
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

    /// Plays `mv` if the game goes on and `mv` is legal.
    ///
    /// # Errors
    ///
    /// Returns [`boardcore::IllegalMove`] and leaves the game unchanged otherwise.
    pub fn play(&mut self, mv: Move) -> Result<(), boardcore::IllegalMove<Move>> {
        Game::play(self, mv)
    }

    fn push(&mut self, mv: Move) {
        let before = self.position;
        self.position.play_unchecked(mv);
        let man = !before.kings().contains(mv.from());
        self.keys
            .push(self.position.zobrist_hash(), man || mv.is_capture());
        let cls = class(&self.position);
        let prev = self.current();
        let class_plies = if cls == prev.class {
            prev.class_plies + 1
        } else {
            0
        };
        self.counters.push(Counters {
            class: cls,
            class_plies,
        });
        self.moves.push(mv);
    }

    /// Takes back the last move and returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.keys.pop();
        self.counters.pop();
        let mut position = self.start;
        for &m in &self.moves {
            position.play_unchecked(m);
        }
        self.position = position;
        Some(mv)
    }
}

impl fmt::Display for History {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.start)?;
        if !self.moves.is_empty() {
            f.write_str(" moves")?;
            for mv in &self.moves {
                write!(f, " {mv}")?;
            }
        }
        Ok(())
    }
}

/// The error of reading a [`History`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseHistoryError {
    /// The start position is wrong.
    #[error("start position: {0}")]
    Position(#[from] ParsePositionError),
    /// Move `ply` (0-based) is not a move or not legal.
    #[error("move {ply}: {error}")]
    Move {
        /// The 0-based ply.
        ply: usize,
        /// What is wrong.
        error: ParseMoveError,
    },
}

impl FromStr for History {
    type Err = ParseHistoryError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let (pos, moves) = match s.split_once(" moves") {
            Some((p, m)) => (p, m),
            None => (s, ""),
        };
        let mut h = Self::new(pos.parse()?);
        for (ply, text) in moves.split_whitespace().enumerate() {
            let mv = Game::parse_move(&h, text)
                .map_err(|error| ParseHistoryError::Move { ply, error })?;
            h.push(mv);
        }
        Ok(h)
    }
}

impl Game for History {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "draughts";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        match self.termination() {
            Some(Termination::Draw(_)) => Turn::Over(Outcome::DRAW),
            Some(_) => Turn::Over(Outcome::win((!self.position.turn()).into())),
            None => Turn::Player(self.position.turn().into()),
        }
    }

    fn legal_moves(&self) -> MoveList {
        if self.termination().is_some() {
            MoveList::new()
        } else {
            self.position.legal_moves()
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.push(mv);
    }

    fn legal_move_count(&self) -> usize {
        if self.termination().is_some() {
            0
        } else {
            self.position.legal_move_count()
        }
    }

    fn is_legal(&self, mv: Move) -> bool {
        self.termination().is_none() && self.position.is_legal(mv)
    }

    /// Reads PDN of the current position, or the context-free form; no move is
    /// legal once the game is over.
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        if self.termination().is_some() {
            return Err(crate::notation::moves::move_error(
                ParseMoveErrorKind::Illegal,
                text,
                "the game is over",
            ));
        }
        match self.position.parse_move(text) {
            Ok(mv) => Ok(mv),
            Err(e) => match text.parse::<Move>() {
                Ok(mv) if self.position.is_legal(mv) => Ok(mv),
                _ => Err(e),
            },
        }
    }

    fn format_move(&self, mv: Move) -> String {
        self.position.format_move(mv)
    }
}
