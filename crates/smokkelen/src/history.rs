//! A game with its past: the repetition draw, undo and the game record.

use crate::{Color, Move, MoveList, Observation, ParsePositionError, Position, Termination, View};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::rand::Rng;
use boardcore::{Game, KeyHistory, Outcome, ParseMoveError, Player, Turn};
use core::fmt;
use core::str::FromStr;

/// A game of Smokkelen under all its rules: a [`Position`] (which ends the game on a
/// smuggled secret, two passes in a row and the ply limit) plus threefold repetition
/// of the stones, side to move and frozen square (spec \[CHOICE\]), counted on
/// [`boardcore::KeyHistory`] keys since the last move that changed a stone's rank
/// (a stone never moves backward, so no earlier position can come back).
///
/// `Display`/`FromStr` is the game record: the full-state notation of the start
/// position, then ` moves` and the moves in route notation (`d1-b1-b3xb5xd5`),
/// set-up moves as `secret:3` and `place:3`, passes as `pass`. `FromStr` also takes
/// `start` for the default start and `setup` for the empty board before set-up,
/// and reads any legal route or the machine notation (`d1d5`).
///
/// ```
/// use boardcore::Game;
/// use smokkelen::History;
/// let mut game = History::default();
/// let mv = game.parse_move("c2-c4")?;
/// game.play(mv)?;
/// assert_eq!(game.to_string(), format!("{} moves c2-c4", game.start()));
/// assert_eq!(game.to_string().parse::<History>()?, game);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct History {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    keys: KeyHistory,
}

impl Default for History {
    /// Returns a game from the default start position.
    fn default() -> Self {
        Self::new(Position::default())
    }
}

/// Tests if `mv` starts a new repetition window: set-up moves and stone moves that
/// change a stone's rank.
fn irreversible(mv: Move) -> bool {
    match mv {
        Move::Stone { from, to } => from.rank() != to.rank(),
        Move::Pass => false,
        _ => true,
    }
}

impl History {
    /// Returns a game starting at `start`.
    #[must_use]
    pub fn new(start: Position) -> Self {
        Self {
            keys: KeyHistory::new(start.zobrist_hash()),
            position: start.clone(),
            start,
            moves: Vec::new(),
        }
    }

    /// Returns the start position.
    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Returns the current position.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// Returns the moves played.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Returns how many times the current stones, side to move and frozen square have
    /// occurred, this time included.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.keys.repetitions()
    }

    /// Returns why the game ended, or `None` while it goes on.
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        match self.position.termination() {
            None if self.repetitions() >= 3 => Some(Termination::Repetition),
            other => other,
        }
    }

    /// Takes back the last move and returns it (`None` at the start); the position
    /// is rebuilt by replaying from the start.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.keys.pop();
        let mut position = self.start.clone();
        for &m in &self.moves {
            position.play_unchecked(m);
        }
        self.position = position;
        Some(mv)
    }

    fn push(&mut self, mv: Move) {
        self.position.play_unchecked(mv);
        self.keys
            .push(self.position.zobrist_hash(), irreversible(mv));
        self.moves.push(mv);
    }
}

/// What one player sees of a game: the view of the start and the observation of
/// every move (see [`View`] and [`Observation`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct HistoryView {
    /// The start as the player sees it.
    pub start: View,
    /// Each move as the player saw it.
    pub moves: Vec<Observation>,
    /// The current position as the player sees it.
    pub current: View,
    /// Why the game ended, if it did.
    pub termination: Option<Termination>,
}

impl Game for History {
    type Move = Move;
    type MoveList = MoveList;
    type View = HistoryView;
    type Observation = Observation;
    const NAME: &'static str = "smokkelen";

    fn turn(&self) -> Turn {
        match self.termination() {
            Some(t) => Turn::Over(t.outcome()),
            None => Turn::Player(self.position.side().into()),
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

    fn outcome(&self) -> Option<Outcome> {
        self.termination().map(Termination::outcome)
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

    fn view(&self, player: Player) -> HistoryView {
        let mut pos = self.start.clone();
        let mut moves = Vec::with_capacity(self.moves.len());
        for &mv in &self.moves {
            moves.push(pos.observe(player, mv));
            pos.play_unchecked(mv);
        }
        let termination = self.termination();
        let mut current = self.position.view(player);
        let mut start = self.start.view(player);
        if termination == Some(Termination::Repetition) {
            // The game is over: both secrets are shown.
            let mut over = self.position.clone();
            over.end = Some(Termination::Repetition);
            current = over.view(player);
            let mut first = self.start.clone();
            first.end = Some(Termination::Repetition);
            start = first.view(player);
        }
        HistoryView {
            start,
            moves,
            current,
            termination,
        }
    }

    fn observe(&self, player: Player, mv: Move) -> Observation {
        self.position.observe(player, mv)
    }

    /// Redraws what `player` cannot see, as [`Position`]'s `determinize` does, and
    /// rewrites the opponent's hidden set-up moves (and the start) to match.
    ///
    /// # Panics
    ///
    /// Panics if the rewritten game does not reach the redrawn position, a broken
    /// invariant of the crate: returning the real game would leak the opponent's
    /// secret.
    fn determinize<R: Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self {
        let Some(me) = Color::from_player(player) else {
            return self.clone();
        };
        if self.termination().is_some() {
            return self.clone();
        }
        let opp = me.opponent();
        let det = self.position.determinize(player, rng);
        let relabel = det.phase() == crate::Phase::Setup;
        let mut setup = self.start.to_setup();
        if setup.secrets[opp.index()].is_some() {
            setup.secrets[opp.index()] = det.secret(opp);
        }
        if relabel {
            for sq in self.start.stones(opp) {
                setup.set(sq, det.stone_at(sq));
            }
        }
        let Ok(start) = Position::from_setup(setup) else {
            panic!("a relabelled start is valid (determinize must not leak secrets)");
        };
        let mut game = Self::new(start);
        for &mv in &self.moves {
            let side = game.position.side();
            let mv = match mv {
                Move::ChooseSecret(_) if side == opp => {
                    det.secret(opp).map_or(mv, Move::ChooseSecret)
                }
                Move::Place(_) if side == opp && relabel => {
                    let sq = crate::position::home(opp)[game.position.stones(opp).count()];
                    det.stone_at(sq).map_or(mv, |s| Move::Place(s.label))
                }
                _ => mv,
            };
            game.push(mv);
        }
        if game.position == det {
            game
        } else {
            panic!(
                "the rewritten game reaches the determinized position (determinize must not leak secrets)"
            )
        }
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        if self.termination().is_some() {
            return Err(ParseMoveError::new(
                boardcore::ParseMoveErrorKind::Illegal,
                boardcore::Excerpt::new(text).as_str(),
                "the game is over",
            ));
        }
        self.position.parse_move(text)
    }

    fn format_move(&self, mv: Move) -> String {
        self.position.format_move(mv)
    }
}

impl fmt::Display for History {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.start)?;
        if !self.moves.is_empty() {
            f.write_str(" moves")?;
            let mut pos = self.start.clone();
            for &mv in &self.moves {
                write!(f, " {}", pos.format_move(mv))?;
                pos.play_unchecked(mv);
            }
        }
        Ok(())
    }
}

/// The error of reading a game record ([`History`]'s `FromStr`).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseHistoryError {
    /// The start position is invalid.
    #[error("invalid start position: {0}")]
    Position(#[from] ParsePositionError),
    /// A move is not legal (or not readable) where it stands.
    #[error("move {index} ({text}): {error}")]
    Move {
        /// The index of the move, 0 for the first.
        index: usize,
        /// The move as written (at most [`boardcore::EXCERPT_CHARS`] characters).
        text: boardcore::Excerpt,
        /// Why it was refused.
        error: ParseMoveError,
    },
}

impl FromStr for History {
    type Err = ParseHistoryError;

    /// Reads a record; a UTF-8 byte-order mark at the start is skipped, and the
    /// fields and moves may be separated by any ASCII white space, line ends (LF,
    /// CR LF or CR alone) included.
    fn from_str(s: &str) -> Result<Self, ParseHistoryError> {
        let s = s.strip_prefix('\u{feff}').unwrap_or(s);
        // The word `moves` (never a field of a position) starts the moves.
        let (head, tail) = match moves_word_offset(s) {
            Some(at) => (&s[..at], &s[at + "moves".len()..]),
            None => (s, ""),
        };
        let start = match head.trim_ascii() {
            "start" => Position::default(),
            "setup" => Position::setup_phase(crate::Config::DEFAULT),
            text => text.parse()?,
        };
        let mut game = Self::new(start);
        for (index, text) in tail.split_ascii_whitespace().enumerate() {
            let mv = game
                .parse_move(text)
                .map_err(|error| ParseHistoryError::Move {
                    index,
                    text: text.into(),
                    error,
                })?;
            game.push(mv);
        }
        Ok(game)
    }
}

/// Returns the byte offset of the first white-space-separated word `moves` of `s`.
fn moves_word_offset(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let end = b[i..]
            .iter()
            .position(u8::is_ascii_whitespace)
            .map_or(b.len(), |n| i + n);
        if &b[i..end] == b"moves" {
            return Some(i);
        }
        i = end;
    }
    None
}

boardcore::serde_via_str!(History);
