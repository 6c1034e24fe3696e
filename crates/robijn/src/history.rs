//! A game in progress with its history: the draw rules that need past positions, and
//! the game record format.

use crate::position::ParsePositionError;
use crate::{Move, MoveList, Position, Termination};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::{Game, KeyHistory, Outcome, ParseMoveError, ParseMoveErrorKind, Turn};
use core::fmt;
use core::str::FromStr;

/// The default ply limit of a game: 2000 plies (rules, "Draw" \[RECON\]).
pub const DEFAULT_PLY_LIMIT: usize = 2000;

/// A game: the start position, the moves played, the current position and the
/// Zobrist keys of every position since the start, under all the rules of the end.
///
/// Besides the wins a [`Position`] decides (all stones home, the blockade rule), a
/// game is drawn by two passes in a row (when neither side can move, both passes are
/// played: `pass` is then the only legal move, and the game ends after the second),
/// by threefold repetition (the same stones on the same fields with the same side to
/// move for the third time, counted on 64-bit Zobrist keys with
/// [`boardcore::KeyHistory`]) and by the ply limit ([`DEFAULT_PLY_LIMIT`] unless set
/// with [`History::with_ply_limit`]) (rules, "Draw" \[RECON\]). A win on the last ply
/// counts as a win.
///
/// **Game record format.** `Display` writes the start position string on the first
/// line, then one move per line in the short form (`d2-e3`, `e1xf4`, `pass`).
/// `FromStr` reads the start position string or the word `start`, then the moves
/// separated by any whitespace (spaces or line breaks), each in the short form or as
/// a full path (`e1-d2xf4`), checked against the position. The ply limit is not
/// part of the record: a read game has the default.
///
/// # Examples
///
/// ```
/// use boardcore::Game;
/// use robijn::History;
///
/// let mut game: History = "start d2-e3 a9-b8 e1-d2xf4".parse()?;
/// assert_eq!(game.moves().len(), 3);
/// assert_eq!(game.moves()[2].to_string(), "e1xf4");
/// assert!(game.to_string().ends_with("\nd2-e3\na9-b8\ne1xf4"));
/// assert_eq!(game.to_string().parse::<History>()?, game);
/// assert_eq!(game.outcome(), None);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct History {
    start: Position,
    position: Position,
    moves: Vec<Move>,
    keys: KeyHistory,
    ply_limit: usize,
}

impl Default for History {
    /// Returns a game from the start position with the default ply limit.
    fn default() -> Self {
        Self::new(Position::new())
    }
}

impl History {
    /// Returns a game starting at `start` with the default ply limit.
    #[must_use]
    pub fn new(start: Position) -> Self {
        Self::with_ply_limit(start, DEFAULT_PLY_LIMIT)
    }

    /// Returns a game starting at `start` that is drawn after `ply_limit` plies.
    #[must_use]
    pub fn with_ply_limit(start: Position, ply_limit: usize) -> Self {
        Self {
            keys: KeyHistory::new(start.zobrist_hash()),
            position: start.clone(),
            start,
            moves: Vec::new(),
            ply_limit,
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

    /// Returns the moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Returns the keys of the positions since the start.
    #[must_use]
    pub const fn keys(&self) -> &KeyHistory {
        &self.keys
    }

    /// Returns the ply limit.
    #[must_use]
    pub const fn ply_limit(&self) -> usize {
        self.ply_limit
    }

    /// Returns how many times the current position has occurred, this time included.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.keys.repetitions()
    }

    /// Tests if neither side can move (and no side has won): the passes of both
    /// sides are then the only moves, and the second ends the game in a draw.
    ///
    /// Never true on this board (some stone can always step onto a white field:
    /// test `neither_side_can_ever_be_stuck_together_on_this_board`), so mutants of
    /// this rule and of the two-pass check in `termination` are equivalent here;
    /// the rule is the specification's, kept for a corrected board.
    fn both_stuck(&self) -> bool {
        self.position.termination() == Some(Termination::NoMoves)
    }

    /// Takes back the last move and returns it, or `None` at the start. The position
    /// is rebuilt by replaying the game from the start.
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

    /// Returns why the game has ended, or `None` while it goes on: first the wins of
    /// the position, then two passes in a row ([`Termination::NoMoves`]), then
    /// threefold repetition, then the ply limit.
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        if let Some((_, end)) = self.position.decided() {
            Some(end)
        } else if self.moves.ends_with(&[Move::Pass, Move::Pass]) {
            Some(Termination::NoMoves)
        } else if self.repetitions() >= 3 {
            Some(Termination::Repetition)
        } else if self.moves.len() >= self.ply_limit {
            Some(Termination::PlyLimit)
        } else {
            None
        }
    }
}

impl Game for History {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "robijn";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        match self.outcome() {
            Some(o) => Turn::Over(o),
            None => Turn::Player(self.position.side().into()),
        }
    }

    fn legal_moves(&self) -> MoveList {
        if self.termination().is_some() {
            MoveList::new()
        } else if self.both_stuck() {
            MoveList::from_slice(&[Move::Pass])
        } else {
            self.position.legal_moves()
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.position.play_unchecked(mv);
        // No move of Robijn is irreversible: every earlier position may come back.
        self.keys.push(self.position.zobrist_hash(), false);
        self.moves.push(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        self.termination()?;
        Some(match self.position.winner() {
            Some(side) => Outcome::win(side.into()),
            None => Outcome::DRAW,
        })
    }

    // `both_stuck` is never true on this board, so mutants of the `mv == Move::Pass`
    // here and of `text == "pass"` in `parse_move` are equivalent (see `both_stuck`).
    fn is_legal(&self, mv: Move) -> bool {
        self.termination().is_none()
            && if self.both_stuck() {
                mv == Move::Pass
            } else {
                self.position.is_legal(mv)
            }
    }

    /// Reads a move as [`Position`] does (and `pass` when neither side can move);
    /// every move is illegal once the game has ended.
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        let mv = if text == "pass" && self.both_stuck() {
            Move::Pass
        } else {
            crate::game::parse_move(&self.position, text)?
        };
        if let Some(end) = self.termination() {
            return Err(ParseMoveError::new(
                ParseMoveErrorKind::Illegal,
                boardcore::Excerpt::new(text).as_str(),
                end,
            ));
        }
        Ok(mv)
    }
}

impl fmt::Display for History {
    /// Writes the game record: the start position string, then one move per line.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.start)?;
        for mv in &self.moves {
            write!(f, "\n{mv}")?;
        }
        Ok(())
    }
}

/// The error of reading a game record.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseHistoryError {
    /// The start is neither `start` nor a position string.
    #[error("bad start position: {0}")]
    Start(#[from] ParsePositionError),
    /// A move is malformed or illegal; `ply` is 1-based.
    #[error("move {ply}: {error}")]
    Move {
        /// The 1-based ply of the bad move.
        ply: usize,
        /// What is wrong with it.
        error: ParseMoveError,
    },
}

impl FromStr for History {
    type Err = ParseHistoryError;

    /// Reads a game record; see [`History`].
    ///
    /// # Errors
    ///
    /// Returns [`ParseHistoryError`] for a bad start position (also for a record
    /// with no start: empty or blank text yields no game) or a bad or illegal move
    /// (also one after the end of the game). A UTF-8 byte order mark at the start is
    /// skipped; moves may be separated by any whitespace, so LF, CRLF and CR line
    /// ends all read. Messages quote at most an excerpt of a bad move.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.strip_prefix('\u{feff}').unwrap_or(s);
        let mut tokens = s.split_ascii_whitespace();
        let start = match tokens.next() {
            Some("start") => Position::new(),
            Some(board) => {
                let side = tokens.next().unwrap_or("");
                let mut text = String::from(board);
                text.push(' ');
                text.push_str(side);
                text.parse()?
            }
            None => "".parse()?,
        };
        let mut history = Self::new(start);
        for (i, token) in tokens.enumerate() {
            let mv = history
                .parse_move(token)
                .map_err(|error| ParseHistoryError::Move { ply: i + 1, error })?;
            history.play_unchecked(mv);
        }
        Ok(history)
    }
}

boardcore::serde_via_str!(History);
