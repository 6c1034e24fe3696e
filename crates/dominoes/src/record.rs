//! Game records: the rules, the deal and the moves of a hand, which replay exactly.

use crate::{Move, ParseMoveError, Position, Rules, Tile};
use alloc::vec::Vec;
use boardcore::Game;
use boardcore::rand::Rng;
use core::fmt;
use core::str::FromStr;

/// The record of one hand: the rules and every move from the start, the deal (one
/// chance outcome per tile) included, so that it replays exactly.
///
/// # Text format
///
/// ```text
/// rules draw-6-2
/// deal 3-5 0-0 6-6 ...
/// moves 6-6L 5-6R draw drawn:1-2 pass ...
/// # player 1 wins 23 points
/// ```
///
/// - `rules`: see [`Rules`];
/// - `deal`: the tiles in the order dealt, round the table from seat 1 (tile `k`
///   goes to seat `k mod players`), separated by spaces;
/// - `moves`: the moves after the deal in their context-free notation
///   ([`Move`]), the drawn tiles included (`drawn:1-2`);
/// - lines starting with `#` are comments (`Display` ends a finished hand with its
///   result); blank lines are ignored;
/// - lines end with LF, CR LF or CR alone; a UTF-8 byte-order mark at the start is
///   skipped. A text without the three lines (an empty one included) is an error.
///
/// `FromStr` replays the record and rejects it at the first bad move, naming its
/// index (deal tiles count from 0, then the moves).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Record {
    start: Position,
    moves: Vec<Move>,
    end: Position,
}

/// A move that does not fit a record.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("move {index} ({mv}) is illegal")]
pub struct RecordError {
    /// The index of the move from the start of the hand (the deal included).
    pub index: usize,
    /// The move.
    pub mv: Move,
}

/// The error of parsing a [`Record`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseRecordError {
    /// A line is not `rules ...`, `deal ...`, `moves ...` or a comment, or one is
    /// missing or repeated.
    #[error("line {line}: expected rules, deal and moves lines once each in this order")]
    Line {
        /// The line number, from 1.
        line: usize,
    },
    /// The rules are invalid.
    #[error("rules line: {0}")]
    Rules(#[from] crate::ParseRulesError),
    /// A dealt tile is not a tile.
    #[error("deal line: {0}")]
    Tile(#[from] crate::ParseTileError),
    /// A move is not a move.
    #[error("moves line: {0}")]
    Move(#[from] ParseMoveError),
    /// A move is illegal where it stands.
    #[error(transparent)]
    Illegal(#[from] RecordError),
}

impl Record {
    /// Returns an empty record of a hand under `rules`, from the start of the deal.
    ///
    /// # Errors
    ///
    /// Returns a [`RulesError`](crate::RulesError) if the rules are invalid.
    pub fn new(rules: Rules) -> Result<Self, crate::RulesError> {
        let start = Position::new(rules)?;
        Ok(Self {
            end: start.clone(),
            start,
            moves: Vec::new(),
        })
    }

    /// Returns the record of a whole hand under `rules` played with uniformly random
    /// moves (chance by its probabilities) drawn from `rng`.
    ///
    /// # Errors
    ///
    /// Returns a [`RulesError`](crate::RulesError) if the rules are invalid.
    pub fn random<R: Rng + ?Sized>(rules: Rules, rng: &mut R) -> Result<Self, crate::RulesError> {
        let mut rec = Self::new(rules)?;
        while let Some(mv) = rec.end.random_move(rng) {
            rec.end.play_unchecked(mv);
            rec.moves.push(mv);
        }
        Ok(rec)
    }

    /// Returns the record of `moves` played from the start of a hand under `rules`.
    ///
    /// # Errors
    ///
    /// Returns [`ParseRecordError::Rules`] for invalid rules and
    /// [`ParseRecordError::Illegal`] naming the first illegal move.
    ///
    /// # Panics
    ///
    /// Never: the rules are validated first.
    pub fn replay(rules: Rules, moves: &[Move]) -> Result<Self, ParseRecordError> {
        let rules = rules.validate().map_err(crate::ParseRulesError::from)?;
        let mut rec = Self::new(rules).expect("validated rules");
        for &mv in moves {
            rec.push(mv)?;
        }
        Ok(rec)
    }

    /// Plays `mv` at the end of the record.
    ///
    /// # Errors
    ///
    /// Returns a [`RecordError`] if `mv` is illegal; the record is unchanged.
    pub fn push(&mut self, mv: Move) -> Result<(), RecordError> {
        self.end.play(mv).map_err(|_| RecordError {
            index: self.moves.len(),
            mv,
        })?;
        self.moves.push(mv);
        Ok(())
    }

    /// Returns the rules.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.start.rules()
    }

    /// Returns every move from the start, the deal included.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Returns the tiles in the order dealt.
    pub fn deal(&self) -> impl Iterator<Item = Tile> + '_ {
        self.moves.iter().filter_map(|m| match m {
            Move::Deal(t) => Some(*t),
            _ => None,
        })
    }

    /// Returns the position at the end of the record.
    #[must_use]
    pub const fn position(&self) -> &Position {
        &self.end
    }

    /// Returns the position after the first `n` moves (the start if `n` is 0, the end
    /// if `n` is at least the number of moves).
    #[must_use]
    pub fn position_at(&self, n: usize) -> Position {
        let mut pos = self.start.clone();
        for &mv in self.moves.iter().take(n) {
            pos.play_unchecked(mv);
        }
        pos
    }
}

impl fmt::Display for Record {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "rules {}", self.rules())?;
        f.write_str("deal")?;
        for t in self.deal() {
            write!(f, " {t}")?;
        }
        f.write_str("\nmoves")?;
        for mv in self.moves.iter().filter(|m| !matches!(m, Move::Deal(_))) {
            write!(f, " {mv}")?;
        }
        f.write_str("\n")?;
        if let Some(o) = self.end.outcome() {
            writeln!(f, "# {o}")?;
        }
        Ok(())
    }
}

/// Returns `s` without a UTF-8 byte-order mark at its start.
pub(crate) fn strip_bom(s: &str) -> &str {
    s.strip_prefix('\u{feff}').unwrap_or(s)
}

/// Returns the lines of `s`, ended by LF, CR LF or CR alone (a last line without an
/// end included, no empty line after a final line end).
pub(crate) fn lines(s: &str) -> impl Iterator<Item = &str> {
    let mut rest = s;
    core::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        let (line, next) = match rest.find(['\r', '\n']) {
            Some(i) => {
                let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
                (&rest[..i], &rest[i + skip..])
            }
            None => (rest, ""),
        };
        rest = next;
        Some(line)
    })
}

impl FromStr for Record {
    type Err = ParseRecordError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut stage = 0;
        let mut rec: Option<Self> = None;
        let mut count = 0;
        for (i, line) in lines(strip_bom(s)).enumerate() {
            count = i + 1;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
            let words = rest.split_whitespace();
            match (stage, key, rec.as_mut()) {
                (0, "rules", _) => {
                    let rules: Rules = rest.trim().parse()?;
                    rec = Some(Self::new(rules).map_err(crate::ParseRulesError::from)?);
                }
                (1, "deal", Some(r)) => {
                    for w in words {
                        r.push(Move::Deal(w.parse()?))?;
                    }
                }
                (2, "moves", Some(r)) => {
                    for w in words {
                        r.push(w.parse()?)?;
                    }
                }
                _ => return Err(ParseRecordError::Line { line: i + 1 }),
            }
            stage += 1;
        }
        match (stage, rec) {
            (3, Some(r)) => Ok(r),
            _ => Err(ParseRecordError::Line { line: count + 1 }),
        }
    }
}
