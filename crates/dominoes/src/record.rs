//! Game records: the rules, the deal and the moves of a hand, which replay exactly.

use crate::{Move, Position, Rules, Tile};
use alloc::vec::Vec;
use boardcore::Game;
use boardcore::rand::Rng;
use boardcore::{Location, ParseMoveError};
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
/// ply (from 1: the dealt tiles count first, then the moves).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Record {
    start: Position,
    moves: Vec<Move>,
    end: Position,
}

/// A move that does not fit a record.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("ply {ply} ({mv}) is illegal")]
pub struct RecordError {
    /// The ply of the move, from 1 at the start of the hand, the dealt tiles
    /// counting as plies (so the first move after a deal of 20 tiles is ply 21).
    pub ply: usize,
    /// The move.
    pub mv: Move,
}

/// The error of parsing a [`Record`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseRecordError {
    /// A line is not `rules ...`, `deal ...`, `moves ...` or a comment, or one is
    /// missing or repeated.
    ///
    /// Its message does not repeat the line, which [`ReadError`] gives in its
    /// location.
    #[error("expected rules, deal and moves lines once each in this order")]
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
            ply: self.moves.len() + 1,
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

/// The lines of a text, ended by LF, CR LF or CR alone (a last line without an end
/// included, no empty line after a final line end).
#[derive(Clone, Debug)]
pub(crate) struct Lines<'a> {
    rest: &'a str,
}

impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        if self.rest.is_empty() {
            return None;
        }
        let (line, next) = match self.rest.find(['\r', '\n']) {
            Some(i) => {
                let skip = if self.rest[i..].starts_with("\r\n") {
                    2
                } else {
                    1
                };
                (&self.rest[..i], &self.rest[i + skip..])
            }
            None => (self.rest, ""),
        };
        self.rest = next;
        Some(line)
    }
}

/// Returns the lines of `s` (see [`Lines`]).
pub(crate) const fn lines(s: &str) -> Lines<'_> {
    Lines { rest: s }
}

impl FromStr for Record {
    type Err = ParseRecordError;

    /// Reads one record (see the format in [`Record`]); [`Reader`] reads a text of
    /// several.
    ///
    /// # Errors
    ///
    /// Returns a [`ParseRecordError`] for a text that is not one record (an empty
    /// one included) or whose moves do not replay.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        read_record(lines(strip_bom(s)), 1).map_err(|fault| fault.error)
    }
}

/// A fault of [`read_record`]: the error and where it lies (1-based line and
/// character column).
struct Fault {
    line: usize,
    column: usize,
    error: ParseRecordError,
}

/// Reads one record from `lines`, the first of which is line `first` of the text.
fn read_record<'a>(lines: impl Iterator<Item = &'a str>, first: usize) -> Result<Record, Fault> {
    let mut stage = 0;
    let mut rec: Option<Record> = None;
    let mut number = first;
    for (i, raw) in lines.enumerate() {
        number = first + i;
        let at = |word: &str, error: ParseRecordError| {
            // `word` is a slice of `raw`: its column counts the characters before it.
            let offset = (word.as_ptr() as usize).saturating_sub(raw.as_ptr() as usize);
            Fault {
                line: number,
                column: raw.get(..offset).map_or(0, |b| b.chars().count()) + 1,
                error,
            }
        };
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match (stage, key, rec.as_mut()) {
            (0, "rules", _) => {
                let text = rest.trim();
                let rules: Rules = text
                    .parse()
                    .map_err(|e| at(text, ParseRecordError::from(e)))?;
                rec = Some(Record::new(rules).map_err(|e| {
                    at(
                        text,
                        ParseRecordError::from(crate::ParseRulesError::from(e)),
                    )
                })?);
            }
            (1, "deal", Some(r)) => {
                for w in rest.split_whitespace() {
                    let tile = w.parse().map_err(|e| at(w, ParseRecordError::from(e)))?;
                    r.push(Move::Deal(tile)).map_err(|e| at(w, e.into()))?;
                }
            }
            (2, "moves", Some(r)) => {
                for w in rest.split_whitespace() {
                    let mv = w
                        .parse::<Move>()
                        .map_err(|e| at(w, ParseRecordError::from(e)))?;
                    r.push(mv).map_err(|e| at(w, e.into()))?;
                }
            }
            _ => return Err(at(line, ParseRecordError::Line { line: number })),
        }
        stage += 1;
    }
    match (stage, rec) {
        (3, Some(r)) => Ok(r),
        _ => Err(Fault {
            line: number + 1,
            column: 1,
            error: ParseRecordError::Line { line: number + 1 },
        }),
    }
}

/// The error of [`Reader`]: where the fault lies, then what it is.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{location}: {kind}")]
pub struct ReadError {
    /// The record (`game`, from 1), line and column (from 1) of the fault.
    pub location: Location,
    /// What is wrong.
    pub kind: ParseRecordError,
}

/// Reads a text of records one after another (see the format in [`Record`]), one
/// record per item: each record starts at a `rules` line.
///
/// It streams: each record is read when the iterator reaches it, and nothing of
/// the records before is kept. Blank and comment lines between records are
/// skipped; an empty text (or one of blank and comment lines only) holds 0
/// records. A record that fails gives one [`ReadError`] and the reader goes on at
/// the next `rules` line.
///
/// # Examples
///
/// ```
/// use dominoes::{Game, Reader, Record};
/// use dominoes::boardcore::{rand::SeedableRng, rand_chacha::ChaCha8Rng};
///
/// let mut rng = ChaCha8Rng::seed_from_u64(3);
/// let a = Record::random("block-6-2".parse()?, &mut rng)?;
/// let b = Record::random("draw-6-3".parse()?, &mut rng)?;
/// let text = format!("{a}\n{b}");
/// let records: Vec<Record> = Reader::new(&text).collect::<Result<_, _>>()?;
/// assert_eq!(records, [a, b]);
/// assert_eq!(Reader::new("").count(), 0);
///
/// let bad = "rules block-6-2\ndeal 6-6 7-7\nmoves\n";
/// let error = Reader::new(bad).next().unwrap().unwrap_err();
/// assert_eq!(error.to_string().split(':').next(), Some("game 1, line 2, column 10"));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    /// The lines not read yet.
    lines: core::iter::Peekable<Lines<'a>>,
    /// The 1-based number of the next line.
    line: usize,
    /// Records read so far.
    game: usize,
}

impl<'a> Reader<'a> {
    /// Returns a reader of the records of `text` (a UTF-8 byte-order mark at its
    /// start is skipped).
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        Self {
            lines: lines(strip_bom(text)).peekable(),
            line: 1,
            game: 0,
        }
    }
}

/// Tests if `line` starts a record.
fn starts_record(line: &str) -> bool {
    line.trim().split(' ').next() == Some("rules")
}

impl Iterator for Reader<'_> {
    type Item = Result<Record, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        // Skip blank and comment lines before the record.
        while let Some(line) = self.lines.peek() {
            let t = line.trim();
            if !(t.is_empty() || t.starts_with('#')) {
                break;
            }
            self.lines.next();
            self.line += 1;
        }
        let first = self.lines.next()?;
        let start = self.line;
        self.game += 1;
        let mut taken = 1;
        let lines = &mut self.lines;
        let body = core::iter::from_fn(|| {
            if lines.peek().is_some_and(|l| starts_record(l)) {
                return None;
            }
            let line = lines.next()?;
            taken += 1;
            Some(line)
        });
        let result = read_record(core::iter::once(first).chain(body), start);
        // Lines the record did not read (after an error) up to the next record.
        let lines = &mut self.lines;
        while lines.peek().is_some_and(|l| !starts_record(l)) {
            lines.next();
            taken += 1;
        }
        // The record's lines, read or skipped: the next record starts after them.
        self.line = start + taken;
        let game = self.game;
        Some(result.map_err(|fault| ReadError {
            location: Location {
                game,
                line: fault.line,
                column: fault.column,
            },
            kind: fault.error,
        }))
    }
}
