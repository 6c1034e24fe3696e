//! PDN 3.0 game files: a lenient, streaming reader and a strict writer.
//!
//! [`Reader`] yields one [`PdnGame`] (tags, main-line move texts, result) at a time,
//! in one linear pass, and never panics. It skips comments (`{...}`, `;` to the end
//! of the line, lines starting with `%`), variations `(...)` (nested), NAGs (`$12`),
//! move strengths (`!?`, `(!?!!!)`), move numbers (`12.`, `12...`, `1.32-28`), and
//! reads a UTF-8 byte order mark, LF, CRLF and CR-only line ends alike, escaped quotes
//! in tag values, padded squares (`1- 6`, `47x 9`) and
//! leading zeros. Words of letters are skipped as text (`8-11Red overstepped the time`
//! reads as `8-11`), except algebraic moves (`c3-d4`, of other variants), which make
//! the game fail. Results are both PDN 3.0 (`2-0 0-2 1-1 0-0 *`) and the chess style
//! (`1-0 0-1 1/2-1/2`). A game ends at its result, at a new tag section or at the end
//! of the text. A text that is not blank but holds no game is an error
//! ([`ReplayErrorKind::NoGame`]). [`PdnGame::replay`] turns a game into a [`History`]:
//! the variant comes from the `GameType` tag (20 or 21, with the board size of the
//! variant if the tag gives one), else from the caller's default, else it is inferred
//! (a square above 32 in the moves or the FEN means international; where the game
//! fails under every candidate, the error says so and gives each failure); the start
//! from `FEN` (unless `SetUp` is `0`). Moves played after a draw by rule are kept and
//! reported ([`Replay::ended_early`]). A game that fails is reported with its index
//! and ply, and the reader goes on to the next. Errors quote at most an [`Excerpt`] of
//! the input.
//!
//! [`write()`] writes a game strictly: the seven standard tags, `GameType`, `FEN` for
//! a non-standard start, moves numbered per move of both players ([`movetext`]) in PDN
//! move notation (the short form, full
//! paths where needed), lines of at most 80 characters, and the PDN 3.0 result.

use crate::{Color, Game, History, Move, ParsePositionError, Position, Termination, Variant};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use boardcore::{Excerpt, ParseMoveError};
use core::fmt::{self, Write};

/// A game as read from PDN: its tags, its main-line move texts and its result.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct PdnGame {
    /// The tags, in file order: (name, value).
    pub tags: Vec<(String, String)>,
    /// The main-line moves as written (padded squares joined), with their line
    /// numbers (1-based).
    pub moves: Vec<(String, usize)>,
    /// The result token (`2-0`, `1/2-1/2`, `*`, ...), if the game had one.
    pub result: Option<String>,
    /// The 0-based index of the game in the text.
    pub index: usize,
    /// The line (1-based) where the game starts.
    pub line: usize,
}

/// What went wrong replaying a game (see [`ReplayError`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayErrorKind {
    /// The `GameType` tag names another game (Russian 25, Italian 22, ...).
    #[error("unsupported GameType {0} (expected 20 or 21)")]
    GameType(Excerpt),
    /// The `GameType` tag gives a board size other than its variant's
    /// (`20,W,8,8,N1,0`: international draughts is played on 10x10).
    #[error(
        "GameType {value}: {variant} draughts is played on a {size}x{size} board, not {width}x{height}",
        size = variant.board_size()
    )]
    BoardSize {
        /// The tag's value.
        value: Excerpt,
        /// The variant of the type number.
        variant: Variant,
        /// The width the tag gives.
        width: u32,
        /// The height the tag gives.
        height: u32,
    },
    /// The `FEN` tag is not a legal position.
    #[error("bad FEN: {0}")]
    Fen(ParsePositionError),
    /// A move is not a legal move of its position.
    #[error("line {line}: {error}")]
    Move {
        /// The move as written (its start, if long).
        text: Excerpt,
        /// Its line (1-based).
        line: usize,
        /// Why it was rejected.
        error: ParseMoveError,
    },
    /// The text could not be read as PDN.
    #[error("syntax error on line {line}: {what}")]
    Syntax {
        /// The line (1-based).
        line: usize,
        /// What is wrong.
        what: &'static str,
    },
    /// The text is not blank but holds no game (only comments, say).
    #[error("no game in the text")]
    NoGame,
    /// No `GameType` and no default: the variant was inferred from the squares, and
    /// the game fails under every candidate variant, the inferred one first.
    #[error("variant inferred from the squares: {}", Candidates(.0))]
    Inferred(Vec<(Variant, ReplayError)>),
}

/// Writes the failures of [`ReplayErrorKind::Inferred`]:
/// `as international, ply 0: ...; as english, ply 4: ...`.
struct Candidates<'a>(&'a [(Variant, ReplayError)]);

impl fmt::Display for Candidates<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (variant, e)) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "as {variant}, ply {}: {}", e.ply, e.kind)?;
        }
        Ok(())
    }
}

/// A replayed game: its [`History`] with every move of the record, and the first
/// move played after the rules had ended the game, if any.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub struct Replay {
    /// The game, with all the moves of the record.
    pub history: History,
    /// The 0-based ply of the first move played after a draw by rule ended the game
    /// (threefold repetition, the 25-, 16-, 5- or 40-move rule), and that ending. Real
    /// records go on for a few moves after such a draw; this is a warning, not an
    /// error (a move after a loss, when no move is legal, is an error).
    pub ended_early: Option<(usize, Termination)>,
}

/// The error of reading or replaying one game: which game, which ply, what.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("game {game} ply {ply}: {kind}")]
pub struct ReplayError {
    /// The 0-based index of the game in the text.
    pub game: usize,
    /// The 0-based ply of the faulty move (0 for errors before the moves).
    pub ply: usize,
    /// What is wrong.
    pub kind: ReplayErrorKind,
}

impl PdnGame {
    /// Returns the value of tag `name` (case-insensitive), if present.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }

    /// Returns the variant of the game: from `GameType`, else `default`, else
    /// inferred from the squares of the moves and the FEN (above 32: international;
    /// else English, PDN's default 21).
    ///
    /// # Errors
    ///
    /// Returns [`ReplayErrorKind::GameType`] if `GameType` names another game, and
    /// [`ReplayErrorKind::BoardSize`] if it gives a board size (`20,W,8,8,N1,0`)
    /// other than its variant's.
    pub fn variant(&self, default: Option<Variant>) -> Result<Variant, ReplayErrorKind> {
        if let Some(gt) = self.tag("GameType") {
            return game_type(gt);
        }
        if let Some(v) = default {
            return Ok(v);
        }
        let fen = self.tag("FEN").unwrap_or("");
        let high = self
            .moves
            .iter()
            .map(|(m, _)| m.as_str())
            .chain(core::iter::once(fen))
            .flat_map(|t| t.split(|c: char| !c.is_ascii_digit()))
            .any(|n| n.parse::<u32>().is_ok_and(|n| n > 32));
        Ok(if high {
            Variant::International
        } else {
            Variant::English
        })
    }

    /// Returns the start position: the `FEN` tag (unless `SetUp` is `0`; a `?` side
    /// to move means the variant's first mover), else the start of `variant`.
    ///
    /// # Errors
    ///
    /// Returns [`ReplayErrorKind::Fen`] for a bad FEN.
    pub fn start(&self, variant: Variant) -> Result<Position, ReplayErrorKind> {
        match self.tag("FEN") {
            Some(fen) if self.tag("SetUp").is_none_or(|s| s.trim() != "0") => {
                let fen = fen.trim();
                let fixed;
                let fen = if let Some(rest) = fen.strip_prefix('?') {
                    fixed = alloc::format!("{}{rest}", variant.first_to_move().letter());
                    fixed.as_str()
                } else {
                    fen
                };
                Position::from_fen(fen, variant).map_err(ReplayErrorKind::Fen)
            }
            _ => Ok(Position::new(variant)),
        }
    }

    /// Replays the game's main line from its start, under the rules of movement:
    /// moves after a draw by rule are kept, and the first is reported
    /// ([`Replay::ended_early`]).
    ///
    /// The variant is that of [`PdnGame::variant`]. Where it was inferred (no
    /// `GameType`, no default) and the game does not replay as that variant, the
    /// other is tried: a short international game such as `1. 32-28 19-23` has no
    /// square above 32.
    ///
    /// # Errors
    ///
    /// Returns a [`ReplayError`] with the ply of the first bad move, or for a bad
    /// `GameType` or `FEN`. Where the variant was inferred and the game fails as both
    /// variants, the error is [`ReplayErrorKind::Inferred`] with both failures, at
    /// the ply of the one that got further (`1. 11-15 23-19 2. 8-11 22-17 3. 11-45`
    /// is international by its square 45, but fails at ply 0 as international and at
    /// ply 4 as English).
    pub fn replay(&self, default: Option<Variant>) -> Result<Replay, ReplayError> {
        let inferred = default.is_none() && self.tag("GameType").is_none();
        let variant = self.variant(default).map_err(|kind| ReplayError {
            game: self.index,
            ply: 0,
            kind,
        })?;
        match self.replay_as(variant) {
            Err(first) if inferred => {
                let other = match variant {
                    Variant::International => Variant::English,
                    Variant::English => Variant::International,
                };
                let second = match self.replay_as(other) {
                    Ok(replay) => return Ok(replay),
                    Err(e) => e,
                };
                // A fault that does not depend on the variant (a FEN that is no
                // FEN) is reported once.
                if first.kind == second.kind {
                    return Err(first);
                }
                Err(ReplayError {
                    game: self.index,
                    ply: first.ply.max(second.ply),
                    kind: ReplayErrorKind::Inferred(alloc::vec![(variant, first), (other, second)]),
                })
            }
            other => other,
        }
    }

    /// Replays the game's main line as a game of `variant` (ignoring `GameType`).
    ///
    /// # Errors
    ///
    /// Returns a [`ReplayError`] with the ply of the first bad move, or for a bad
    /// `FEN`.
    pub fn replay_as(&self, variant: Variant) -> Result<Replay, ReplayError> {
        let err = |ply, kind| ReplayError {
            game: self.index,
            ply,
            kind,
        };
        let mut history = History::new(self.start(variant).map_err(|k| err(0, k))?);
        let mut ended_early = None;
        for (ply, (text, line)) in self.moves.iter().enumerate() {
            let mv = history.position().parse_move(text).map_err(|error| {
                err(
                    ply,
                    ReplayErrorKind::Move {
                        text: Excerpt::new(text),
                        line: *line,
                        error,
                    },
                )
            })?;
            if ended_early.is_none()
                && let Some(rule) = crate::HistoryExt::draw(&history)
            {
                ended_early = Some((ply, Termination::Draw(rule)));
            }
            history.play_unchecked(mv);
        }
        Ok(Replay {
            history,
            ended_early,
        })
    }
}

/// Reads a `GameType` value: `20` or `21`, perhaps followed by
/// `,<first mover>,<width>,<height>,<notation>,<invert>`, whose size must then be the
/// variant's.
fn game_type(value: &str) -> Result<Variant, ReplayErrorKind> {
    let unsupported = || ReplayErrorKind::GameType(Excerpt::new(value));
    let mut fields = value.split(',').map(str::trim);
    let number: String = fields
        .next()
        .unwrap_or("")
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let variant = number
        .parse()
        .ok()
        .and_then(Variant::from_game_type)
        .ok_or_else(unsupported)?;
    let _first_mover = fields.next();
    let size = u32::from(variant.board_size());
    let mut dimension = || match fields.next() {
        None | Some("") => Ok(size),
        Some(d) => d.parse::<u32>().map_err(|_| unsupported()),
    };
    let (width, height) = (dimension()?, dimension()?);
    if (width, height) != (size, size) {
        return Err(ReplayErrorKind::BoardSize {
            value: Excerpt::new(value),
            variant,
            width,
            height,
        });
    }
    Ok(variant)
}

/// A streaming PDN reader over a text: an iterator of games (see the [module
/// docs](self)).
///
/// ```
/// use draughts::notation::pdn::Reader;
///
/// let text = "[Event \"demo\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n1. 11-15 23-19 1-0\n";
/// let games: Vec<_> = Reader::new(text).collect::<Result<_, _>>()?;
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[0].moves.len(), 4);
/// let replay = games[0].replay(None)?;
/// assert_eq!(replay.history.position().variant(), draughts::Variant::International);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    s: &'a [u8],
    text: &'a str,
    i: usize,
    line: usize,
    index: usize,
    /// Whether the text is blank (whitespace only): no game is then no error.
    blank: bool,
}

impl<'a> Reader<'a> {
    /// Returns a reader of `text` (a UTF-8 byte order mark at its start is skipped).
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        let start = if text.starts_with('\u{feff}') { 3 } else { 0 };
        Self {
            s: text.as_bytes(),
            text,
            i: start,
            line: 1,
            index: 0,
            blank: text.as_bytes()[start..].iter().all(u8::is_ascii_whitespace),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    /// Tests if the byte at `i` ends a line: LF, or a CR not followed by LF (a CRLF
    /// ends at its LF).
    fn ends_line(&self, i: usize) -> bool {
        match self.s.get(i) {
            Some(b'\n') => true,
            Some(b'\r') => self.s.get(i + 1) != Some(&b'\n'),
            _ => false,
        }
    }

    fn bump(&mut self) {
        if self.ends_line(self.i) {
            self.line += 1;
        }
        self.i += 1;
    }

    fn at_line_start(&self) -> bool {
        self.i == 0 || self.ends_line(self.i - 1) || self.s[..self.i] == *"\u{feff}".as_bytes()
    }

    /// Skips to the end of the line.
    fn skip_line(&mut self) {
        while self.peek().is_some_and(|b| b != b'\n' && b != b'\r') {
            self.i += 1;
        }
    }

    /// Skips a `{...}` comment; false if it is not closed.
    fn skip_comment(&mut self) -> bool {
        self.bump();
        while let Some(b) = self.peek() {
            self.bump();
            if b == b'}' {
                return true;
            }
        }
        false
    }

    /// Skips a `(...)` variation with nested variations and comments; false if it
    /// is not closed.
    fn skip_variation(&mut self) -> bool {
        let mut depth = 0usize;
        while let Some(b) = self.peek() {
            match b {
                b'(' => depth += 1,
                b')' => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return true;
                    }
                }
                b'{' => {
                    if !self.skip_comment() {
                        return false;
                    }
                    continue;
                }
                _ => {}
            }
            self.bump();
        }
        false
    }

    /// Reads a `[Name "value"]` tag; `None` if it is malformed (the rest of the line
    /// is skipped).
    fn tag(&mut self) -> Option<(String, String)> {
        self.bump();
        while self.peek().is_some_and(|b| b == b' ' || b == b'\t') {
            self.i += 1;
        }
        let start = self.i;
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            self.i += 1;
        }
        let name = self.text.get(start..self.i)?.to_string();
        while self.peek().is_some_and(|b| b == b' ' || b == b'\t') {
            self.i += 1;
        }
        if self.peek() != Some(b'"') || name.is_empty() {
            self.skip_line();
            return None;
        }
        self.i += 1;
        let mut value = Vec::new();
        loop {
            match self.peek() {
                None | Some(b'\n' | b'\r') => return None,
                Some(b'\\') if matches!(self.s.get(self.i + 1), Some(b'"' | b'\\')) => {
                    value.push(self.s[self.i + 1]);
                    self.i += 2;
                }
                Some(b'"') => {
                    self.i += 1;
                    break;
                }
                Some(b) => {
                    value.push(b);
                    self.i += 1;
                }
            }
        }
        while self.peek().is_some_and(|b| b == b' ' || b == b'\t') {
            self.i += 1;
        }
        if self.peek() == Some(b']') {
            self.i += 1;
        }
        Some((name, String::from_utf8_lossy(&value).into_owned()))
    }

    /// Skips spaces and tabs (not newlines) from `j`, returning the next index.
    fn skip_blanks(&self, mut j: usize) -> usize {
        while self.s.get(j).is_some_and(|&b| b == b' ' || b == b'\t') {
            j += 1;
        }
        j
    }

    /// Reads a word: a move, a move number or a result. Returns `None` for a move
    /// number.
    fn word(&mut self) -> Option<String> {
        if self.s[self.i..].starts_with(b"1/2-1/2") {
            self.i += 7;
            return Some("1/2-1/2".into());
        }
        let start = self.i;
        let mut out = String::new();
        if self.peek().is_some_and(|b| b.is_ascii_digit()) {
            loop {
                while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                    out.push(char::from(self.s[self.i]));
                    self.i += 1;
                }
                if self.peek() == Some(b'.') {
                    while self.peek() == Some(b'.') {
                        self.i += 1;
                    }
                    return None;
                }
                // A separator, perhaps with blanks around it (`1- 6`, `47x 9`).
                let j = self.skip_blanks(self.i);
                match self.s.get(j) {
                    Some(&c @ (b'-' | b'x' | b'X' | b':')) => {
                        let k = self.skip_blanks(j + 1);
                        if self.s.get(k).is_some_and(u8::is_ascii_digit) {
                            out.push(char::from(c));
                            self.i = k;
                            continue;
                        }
                        break;
                    }
                    _ => break,
                }
            }
        }
        // A move glued to a word (`8-11Red overstepped...`) ends at its last digit.
        if !out.is_empty() && self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            return Some(out);
        }
        // Anything else up to a delimiter (algebraic moves, stray words).
        let mid = self.i;
        while self.peek().is_some_and(|b| {
            !b.is_ascii_whitespace()
                && !matches!(
                    b,
                    b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'$' | b'!' | b'?'
                )
        }) {
            self.i += 1;
        }
        if self.i == start {
            self.i += 1;
            return Some(String::new());
        }
        if self.i > mid {
            out = String::from_utf8_lossy(&self.s[start..self.i]).into_owned();
        }
        // Words with letters are text (skipped), unless they look like algebraic
        // moves of other variants (`c3-d4`), which must fail.
        if out
            .bytes()
            .any(|b| b.is_ascii_alphabetic() && !b.eq_ignore_ascii_case(&b'x'))
            && !looks_algebraic(&out)
        {
            return Some(String::new());
        }
        Some(out)
    }
}

/// Tests if `word` looks like an algebraic move (`c3-d4`, `a3b4`, `d4xb6`).
fn looks_algebraic(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() >= 4
        && matches!(b[0], b'a'..=b'l')
        && b.iter()
            .all(|&c| c.is_ascii_digit() || matches!(c, b'a'..=b'l' | b'-' | b'x' | b':'))
}

/// Tests if `word` is a result token.
fn is_result(word: &str) -> bool {
    matches!(
        word,
        "2-0" | "0-2" | "1-1" | "0-0" | "1-0" | "0-1" | "1/2-1/2" | "*"
    )
}

impl Iterator for Reader<'_> {
    type Item = Result<PdnGame, ReplayError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut game = PdnGame {
            index: self.index,
            line: self.line,
            ..PdnGame::default()
        };
        let mut started = false;
        let mut error: Option<ReplayErrorKind> = None;
        let syntax = |line, what| ReplayErrorKind::Syntax { line, what };
        while let Some(b) = self.peek() {
            match b {
                b'%' if self.at_line_start() => self.skip_line(),
                b';' => self.skip_line(),
                _ if b.is_ascii_whitespace() => self.bump(),
                b'[' => {
                    if !game.moves.is_empty() {
                        break;
                    }
                    if !started {
                        game.line = self.line;
                    }
                    started = true;
                    let line = self.line;
                    match self.tag() {
                        Some(t) => game.tags.push(t),
                        None => {
                            error.get_or_insert(syntax(line, "malformed tag"));
                        }
                    }
                }
                b'{' => {
                    let line = self.line;
                    if !self.skip_comment() {
                        error.get_or_insert(syntax(line, "unclosed comment"));
                    }
                }
                b'(' => {
                    let line = self.line;
                    if !self.skip_variation() {
                        error.get_or_insert(syntax(line, "unclosed variation"));
                    }
                }
                b'$' => {
                    self.i += 1;
                    while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                        self.i += 1;
                    }
                }
                b'!' | b'?' | b')' | b'}' | b']' => self.i += 1,
                _ => {
                    let line = self.line;
                    if !started {
                        game.line = line;
                    }
                    started = true;
                    if let Some(word) = self.word() {
                        if is_result(&word) {
                            game.result = Some(word);
                            break;
                        }
                        // `...` and `.` placeholders (`1. ... 7-12`) are skipped.
                        if !word.is_empty() && !word.bytes().all(|b| b == b'.') {
                            game.moves.push((word, line));
                        }
                    }
                }
            }
        }
        if !started {
            if self.index == 0 && !self.blank {
                // Report a text without games once.
                self.index += 1;
                return Some(Err(ReplayError {
                    game: 0,
                    ply: 0,
                    kind: ReplayErrorKind::NoGame,
                }));
            }
            return None;
        }
        self.index += 1;
        Some(match error {
            Some(kind) => Err(ReplayError {
                game: game.index,
                ply: 0,
                kind,
            }),
            None => Ok(game),
        })
    }
}

/// The result of a game in PDN 3.0: White's score first.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum PdnResult {
    /// White won: `2-0`.
    WhiteWins,
    /// Black won: `0-2`.
    BlackWins,
    /// A draw: `1-1`.
    Draw,
    /// Unknown or unfinished: `*`.
    Unknown,
}

impl PdnResult {
    /// Reads a result token in either style (`2-0`, `1-0`, `1-1`, `1/2-1/2`, ...).
    #[must_use]
    pub fn parse(token: &str) -> Option<Self> {
        Some(match token.trim() {
            "2-0" | "1-0" => Self::WhiteWins,
            "0-2" | "0-1" => Self::BlackWins,
            "1-1" | "1/2-1/2" => Self::Draw,
            "*" | "0-0" => Self::Unknown,
            _ => return None,
        })
    }

    /// Returns the PDN 3.0 token.
    #[must_use]
    pub const fn token(self) -> &'static str {
        match self {
            Self::WhiteWins => "2-0",
            Self::BlackWins => "0-2",
            Self::Draw => "1-1",
            Self::Unknown => "*",
        }
    }

    /// Returns the result of a finished game, or `Unknown` while it goes on.
    #[must_use]
    pub fn of(history: &History) -> Self {
        match history.termination() {
            None => Self::Unknown,
            Some(crate::Termination::Draw(_)) => Self::Draw,
            Some(_) if history.position().turn() == Color::White => Self::BlackWins,
            Some(_) => Self::WhiteWins,
        }
    }
}

/// Writes `history` as a PDN 3.0 game with `tags` (the seven standard tags come
/// first, in order, `?` where not given; then `GameType`, `FEN` for a non-standard
/// start, then the other tags), numbered moves and `result`.
#[must_use]
pub fn write(history: &History, tags: &[(&str, &str)], result: PdnResult) -> String {
    let mut out = String::new();
    let start = history.start();
    let variant = start.variant();
    let get = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| *v)
    };
    let quote = |v: &str| v.replace('\\', "\\\\").replace('"', "\\\"");
    const SEVEN: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];
    for name in SEVEN {
        let _ = writeln!(out, "[{name} \"{}\"]", quote(get(name).unwrap_or("?")));
    }
    let _ = writeln!(out, "[Result \"{}\"]", result.token());
    let _ = writeln!(out, "[GameType \"{}\"]", variant.game_type());
    if *start != Position::new(variant) {
        let _ = writeln!(out, "[SetUp \"1\"]");
        let _ = writeln!(out, "[FEN \"{}\"]", start.fen());
    }
    for (name, value) in tags {
        let skip = SEVEN
            .iter()
            .chain(&["Result", "GameType", "FEN", "SetUp"])
            .any(|s| s.eq_ignore_ascii_case(name));
        if !skip && !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
        {
            let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
        }
    }
    let mut tokens = move_tokens(start, history.moves());
    tokens.push(result.token().into());
    out.push_str(&wrap(tokens));
    out.push('\n');
    out
}

/// Writes the moves of a game from `start` as PDN movetext: a number per move of
/// both players (`1. 32-28 19-23 2. 28x19 14x23`; `1... 19-23` where the game starts
/// with the second mover), in PDN move notation, in lines of at most 80 characters,
/// without a result or a final newline.
///
/// The moves must be legal in turn (as those of a [`History`]); they are not checked.
///
/// ```
/// use draughts::{Position, Variant};
/// use draughts::notation::pdn::movetext;
///
/// let start = Position::new(Variant::International);
/// let mut pos = start;
/// let mut moves = Vec::new();
/// for text in ["35-30", "18-22", "30-25"] {
///     let mv = pos.parse_move(text)?;
///     pos.play(mv)?;
///     moves.push(mv);
/// }
/// assert_eq!(movetext(&start, &moves), "1. 35-30 18-22 2. 30-25");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[must_use]
pub fn movetext(start: &Position, moves: &[Move]) -> String {
    wrap(move_tokens(start, moves))
}

/// Returns the tokens of `moves` from `start`, with their move numbers.
fn move_tokens(start: &Position, moves: &[Move]) -> Vec<String> {
    let mut pos = *start;
    let second_first = start.turn() != start.variant().first_to_move();
    moves
        .iter()
        .enumerate()
        .map(|(i, &mv)| {
            let token = move_token(&pos, mv, i, second_first);
            pos.play_unchecked(mv);
            token
        })
        .collect()
}

/// Joins `tokens` with spaces in lines of at most 80 characters (a longer token
/// stands alone on its line).
fn wrap(tokens: Vec<String>) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for t in tokens {
        if line_len > 0 && line_len + 1 + t.len() > 80 {
            out.push('\n');
            line_len = 0;
        }
        if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&t);
        line_len += t.len();
    }
    out
}

/// Returns ply `i`'s token with its move number where one is due (`1.`, or `1...`
/// when the game starts with the second mover).
fn move_token(pos: &Position, mv: Move, i: usize, second_first: bool) -> String {
    let text = pos.format_move(mv);
    let k = i + usize::from(second_first);
    if k.is_multiple_of(2) {
        alloc::format!("{}. {text}", k / 2 + 1)
    } else if i == 0 {
        alloc::format!("1... {text}")
    } else {
        text
    }
}
