//! PGN: a streaming reader of game records and an export-format writer.
//!
//! Format: Portable Game Notation (Edwards 1994). The [`Reader`] works on a byte slice
//! and yields one [`RawGame`] at a time in linear time, never recursing (open
//! variations are kept on an explicit stack) and never panicking. It accepts what
//! real files contain: a UTF-8 byte order mark, CRLF or bare CR line ends, Latin-1
//! bytes (decoded as Latin-1 where the text is not UTF-8), games without a blank line
//! between them, empty lines inside the tag section, escaped quotes and empty values
//! in tags, `{}` and `;` comments, `%` escape lines (section 6), NAGs, suffix
//! annotations, nested variations (kept as a tree of [`RawVariation`]s, at most
//! [`MAX_VARIATION_DEPTH`] deep), move numbers in every form (`1.`, `1...`, `1.e4`,
//! `12...Nf6`) and the four results. [`RawGame::replay`] then sets up the start
//! position (`[FEN]`, `[Variant "Chess960"]`) and plays the main line with full
//! legality checking, reading moves as SAN or, failing that, UCI.
//! [`write_game`] produces export format (section 8.1, 8.2): the seven tag roster
//! first, SAN moves with move numbers, lines of at most 79 characters;
//! [`write_raw_game`] writes a [`RawGame`] the same way with its comments, NAGs and
//! variations, checking every move.

use crate::castling::CastlingMode;
use crate::notation::fen::{Fen, ParseFenError};
use crate::notation::san::{San, SanError, SanPlus};
use crate::notation::uci::{Uci, UciError};
use crate::{Move, Position, Setup, Strictness};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use boardcore::{Excerpt, IllegalMove};
use core::fmt;
use core::str::FromStr;

/// The result of a game, as in the `Result` tag and the game termination marker
/// (PGN standard section 8.2.6).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum GameResult {
    /// `1-0`.
    WhiteWins,
    /// `0-1`.
    BlackWins,
    /// `1/2-1/2`.
    Draw,
    /// `*`: unknown, unfinished or abandoned.
    #[default]
    Ongoing,
}

impl GameResult {
    /// Returns the PGN text of the result.
    #[must_use]
    pub const fn as_str(self) -> &'static str {
        match self {
            Self::WhiteWins => "1-0",
            Self::BlackWins => "0-1",
            Self::Draw => "1/2-1/2",
            Self::Ongoing => "*",
        }
    }

    fn from_bytes(b: &[u8]) -> Option<Self> {
        match b {
            b"1-0" => Some(Self::WhiteWins),
            b"0-1" => Some(Self::BlackWins),
            b"1/2-1/2" | b"1/2" => Some(Self::Draw),
            b"*" => Some(Self::Ongoing),
            _ => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// The error of reading a [`GameResult`] that is not `1-0`, `0-1`, `1/2-1/2` or `*`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("invalid game result {0}")]
pub struct ParseGameResultError(pub Excerpt);

impl FromStr for GameResult {
    type Err = ParseGameResultError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::from_bytes(s.trim().as_bytes()).ok_or_else(|| ParseGameResultError(Excerpt::new(s)))
    }
}

/// One move of a game as written, with what follows it: its NAGs, its comments and
/// the variations that replace it.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RawMove {
    /// The move text with the move number removed (`Nf3`, `e8=Q+!`, `e2e4`).
    pub text: String,
    /// The byte offset of the move text in the input.
    pub offset: usize,
    /// The NAGs after the move (`$1`, or `!` as 1, `?` as 2, `!!` 3, `??` 4, `!?` 5,
    /// `?!` 6 when written apart from the move).
    pub nags: Vec<u16>,
    /// The comments after the move, without braces (clock and eval commands such as
    /// `[%clk 0:03:00]` stay in the text).
    pub comments: Vec<String>,
    /// The variations written after the move: alternatives to it, each starting from
    /// the position before it (PGN standard 8.2.5: a recursive annotation variation
    /// follows the move it replaces).
    pub variations: Vec<RawVariation>,
}

/// A variation as read: a line of moves that replaces one move of its parent line
/// (PGN standard 8.2.5), with the comments written before its first move.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RawVariation {
    /// The comments before the first move (`( {Scandinavian:} 1... d5 )`).
    pub comments: Vec<String>,
    /// The moves; the first one is an alternative to the move that holds the
    /// variation. They may hold variations in turn.
    pub moves: Vec<RawMove>,
}

/// How deep the [`Reader`] keeps variations nested in variations: deeper ones are
/// skipped, so that no input builds a tree too deep to drop, compare or write.
///
/// Real files nest a few levels; 64 leaves room for any of them.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// One game as read, before its moves are checked.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RawGame {
    /// The byte offset where the game starts in the input.
    pub offset: usize,
    /// The tag pairs in order, unescaped.
    pub tags: Vec<(String, String)>,
    /// The comments before the first move.
    pub comments: Vec<String>,
    /// The main-line moves, each with its variations (nested at most
    /// [`MAX_VARIATION_DEPTH`] deep).
    pub moves: Vec<RawMove>,
    /// The game termination marker, if the movetext has one.
    pub result: Option<GameResult>,
}

/// The reason a game could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayErrorKind {
    /// The `Variant` tag names a variant other than standard chess or Chess960.
    #[error("unsupported variant {0}")]
    UnsupportedVariant(Excerpt),
    /// The `FEN` tag is not a valid position.
    #[error("invalid FEN tag: {0}")]
    Fen(#[from] ParseFenError),
    /// The move is not legal, ambiguous or not SAN.
    #[error(transparent)]
    San(#[from] SanError),
    /// The move was read as UCI and is not legal.
    #[error(transparent)]
    Uci(#[from] UciError),
    /// The move is a null move, which positions cannot play.
    #[error("null move {0} is not supported")]
    NullMove(Excerpt),
}

/// The error of replaying a game: where it stopped, and why.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[error("ply {ply} {token}: {reason}")]
pub struct ReplayError {
    /// The 1-based ply of the bad move, or 0 if the game cannot start (bad `FEN` or
    /// `Variant` tag).
    pub ply: usize,
    /// The move text (or the tag value) that failed, quoted as a short excerpt.
    pub token: Excerpt,
    /// Why it failed.
    pub reason: ReplayErrorKind,
}

/// A replayed game: the start position, the legal moves played and the position
/// reached, plus the error that stopped the replay, if any.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The start position (from the `FEN` tag, or the standard start).
    pub start: Position,
    /// The moves played, all legal.
    pub moves: Vec<Move>,
    /// The position after the last move played.
    pub position: Position,
    /// The first bad move, if the replay stopped early.
    pub error: Option<ReplayError>,
}

/// Decodes bytes as UTF-8, or as Latin-1 if they are not valid UTF-8.
fn decode(b: &[u8]) -> String {
    match core::str::from_utf8(b) {
        Ok(s) => s.into(),
        Err(_) => b.iter().map(|&c| char::from(c)).collect(),
    }
}

/// Tests if `name` (a `Variant` tag value) is standard chess or Chess960; returns
/// `Some(true)` for Chess960, `Some(false)` for standard, `None` otherwise.
fn variant_is_chess960(name: &str) -> Option<bool> {
    let norm: String = name
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect();
    match norm.as_str() {
        "" | "standard" | "chess" | "normal" | "fromposition" | "orthodox" | "classical" => {
            Some(false)
        }
        "chess960" | "960" | "fischerandom" | "fischerrandom" | "fischerrandomchess" | "frc" => {
            Some(true)
        }
        _ => None,
    }
}

/// Reads a move written as SAN (leniently) or, failing that, as UCI.
fn resolve(pos: &Position, text: &str) -> Result<Move, ReplayErrorKind> {
    match text.parse::<SanPlus>() {
        Ok(SanPlus { san: San::Null, .. }) => Err(ReplayErrorKind::NullMove(Excerpt::new(text))),
        Ok(sp) => match sp.san.to_move(pos) {
            Ok(mv) => Ok(mv),
            Err(e) => match text.parse::<Uci>().map(|u| u.to_move(pos)) {
                Ok(Ok(mv)) => Ok(mv),
                _ => Err(e.into()),
            },
        },
        Err(syntax) => match text.parse::<Uci>() {
            Ok(Uci::Null) => Err(ReplayErrorKind::NullMove(Excerpt::new(text))),
            Ok(uci) => Ok(uci.to_move(pos)?),
            Err(_) => Err(SanError::Syntax(syntax).into()),
        },
    }
}

impl RawGame {
    /// Returns the value of the first tag named `name`, if any.
    #[must_use]
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// Returns the start position: from the `FEN` tag if present (leniently read, in
    /// Chess960 mode if the `Variant` tag says so), else the standard start.
    ///
    /// # Errors
    ///
    /// Returns a [`ReplayError`] at ply 0 for a `Variant` other than standard chess or
    /// Chess960, and for an invalid `FEN` tag.
    pub fn start_position(&self) -> Result<Position, ReplayError> {
        let variant = self.tag("Variant").unwrap_or("");
        let chess960 = variant_is_chess960(variant).ok_or_else(|| ReplayError {
            ply: 0,
            token: Excerpt::new(variant),
            reason: ReplayErrorKind::UnsupportedVariant(Excerpt::new(variant)),
        })?;
        let mode = chess960.then_some(CastlingMode::Chess960);
        match self.tag("FEN").map(str::trim).filter(|f| !f.is_empty()) {
            Some(fen) => {
                let err = |e: ParseFenError| ReplayError {
                    ply: 0,
                    token: Excerpt::new(fen),
                    reason: e.into(),
                };
                let parsed = Fen::parse(fen, Strictness::Lenient).map_err(err)?;
                parsed
                    .into_position(mode, Strictness::Lenient)
                    .map_err(|e| err(e.into()))
            }
            None => Position::from_setup(
                Setup::default(),
                mode.unwrap_or_default(),
                Strictness::Strict,
            )
            .map_err(|e| ReplayError {
                ply: 0,
                token: Excerpt::default(),
                reason: ReplayErrorKind::Fen(e.into()),
            }),
        }
    }

    /// Sets up the start position and plays the main line, checking every move;
    /// stops at the first bad move and reports it.
    #[must_use]
    pub fn replay(&self) -> Replay {
        let start = match self.start_position() {
            Ok(p) => p,
            Err(e) => {
                return Replay {
                    start: Position::new(),
                    moves: Vec::new(),
                    position: Position::new(),
                    error: Some(e),
                };
            }
        };
        let mut position = start.clone();
        let mut moves = Vec::with_capacity(self.moves.len());
        let mut error = None;
        for (i, raw) in self.moves.iter().enumerate() {
            match resolve(&position, &raw.text) {
                Ok(mv) => {
                    position.play_unchecked(mv);
                    moves.push(mv);
                }
                Err(reason) => {
                    error = Some(ReplayError {
                        ply: i + 1,
                        token: Excerpt::new(&raw.text),
                        reason,
                    });
                    break;
                }
            }
        }
        Replay {
            start,
            moves,
            position,
            error,
        }
    }
}

/// A streaming PGN reader over a byte slice: an iterator of [`RawGame`]s.
///
/// Each call to `next` reads one game, in time linear in its length.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    /// The bytes examined ahead of the cursor (see [`Reader::scanned`]).
    scanned: usize,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

fn is_delimiter(c: u8) -> bool {
    c.is_ascii_whitespace()
        || matches!(
            c,
            b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'$' | b'"'
        )
}

fn annotation_nag(b: &[u8]) -> Option<u16> {
    match b {
        b"!" => Some(1),
        b"?" => Some(2),
        b"!!" => Some(3),
        b"??" => Some(4),
        b"!?" => Some(5),
        b"?!" => Some(6),
        _ => None,
    }
}

impl<'a> Reader<'a> {
    /// Returns a reader of the PGN text `data` (a leading UTF-8 BOM is skipped).
    #[must_use]
    pub fn new(data: &'a [u8]) -> Self {
        Self {
            data,
            pos: 0,
            scanned: 0,
        }
    }

    /// Returns how many bytes the reader has examined so far in its look-aheads (a
    /// tag pair, a `;` comment or a `%` line, read up to its end): each byte once in
    /// a linear reader, so that tests can check linearity by counting steps for
    /// sizes N and 4N instead of timing them. A look-ahead that went over the same
    /// bytes again (as a search for the line end from each tag of a long line did)
    /// shows here.
    #[must_use]
    pub fn scanned(&self) -> usize {
        self.scanned
    }

    /// Returns the index of the first line end at or after `i` (or the end).
    fn line_end(&mut self, mut i: usize) -> usize {
        let start = i;
        while i < self.data.len() && !matches!(self.data[i], b'\n' | b'\r') {
            i += 1;
        }
        self.scanned += i - start;
        i
    }

    /// Reads a tag pair starting after `[` at `i`; returns it (if well-formed) and the
    /// index of its `]` (or of the line end). A tag pair never spans lines: the line
    /// end stops it.
    ///
    /// Every byte is looked at once, so a line of many tags costs linear time.
    fn tag_at(&mut self, mut i: usize) -> (Option<(String, String)>, usize) {
        let d = self.data;
        let start = i;
        let on_line = |i: usize| i < d.len() && !matches!(d[i], b'\n' | b'\r');
        while on_line(i) && matches!(d[i], b' ' | b'\t') {
            i += 1;
        }
        let name_start = i;
        while on_line(i) && !d[i].is_ascii_whitespace() && !matches!(d[i], b'"' | b']') {
            i += 1;
        }
        let name = decode(&d[name_start..i]);
        while on_line(i) && matches!(d[i], b' ' | b'\t') {
            i += 1;
        }
        let mut value = Vec::new();
        if on_line(i) && d[i] == b'"' {
            i += 1;
            while on_line(i) && d[i] != b'"' {
                if d[i] == b'\\' && on_line(i + 1) && matches!(d[i + 1], b'"' | b'\\') {
                    i += 1;
                }
                value.push(d[i]);
                i += 1;
            }
            // The closing quote is passed over with anything else up to `]` below.
        } else {
            // An unquoted value, up to `]`.
            let start = i;
            while on_line(i) && d[i] != b']' {
                i += 1;
            }
            value.extend_from_slice(d[start..i].trim_ascii());
        }
        // Up to the `]`, which the caller skips as it skips any stray `]`.
        while on_line(i) && d[i] != b']' {
            i += 1;
        }
        let tag = (!name.is_empty()).then(|| (name, decode(&value)));
        self.scanned += i - start;
        (tag, i)
    }
}

/// The lines being read: the main line at the bottom, then the open variations, each
/// an alternative to the last move of the line below it. Kept on an explicit stack so
/// that reading never recurses.
struct Lines {
    stack: Vec<RawVariation>,
    /// How many variations are open but skipped (too deep, or with no move to
    /// replace): everything in them is ignored.
    skipped: usize,
}

impl Lines {
    fn new() -> Self {
        Self {
            stack: alloc::vec![RawVariation::default()],
            skipped: 0,
        }
    }

    /// Tests if the reader is inside a variation, kept or skipped.
    fn in_variation(&self) -> bool {
        self.stack.len() > 1 || self.skipped > 0
    }

    /// The line that receives moves, comments and NAGs, or `None` inside a skipped
    /// variation.
    fn current(&mut self) -> Option<&mut RawVariation> {
        if self.skipped > 0 {
            None
        } else {
            self.stack.last_mut()
        }
    }

    /// Adds a comment after the last move of the current line, or before its first.
    fn comment(&mut self, text: String) {
        if let Some(line) = self.current() {
            match line.moves.last_mut() {
                Some(m) => m.comments.push(text),
                None => line.comments.push(text),
            }
        }
    }

    /// Adds a NAG to the last move of the current line, if any.
    fn nag(&mut self, nag: u16) {
        if let Some(m) = self.current().and_then(|l| l.moves.last_mut()) {
            m.nags.push(nag);
        }
    }

    /// Opens a variation: kept if it replaces a move and is not too deep.
    fn open(&mut self) {
        let has_move = self.stack.last().is_some_and(|l| !l.moves.is_empty());
        if self.skipped == 0 && has_move && self.stack.len() <= MAX_VARIATION_DEPTH {
            self.stack.push(RawVariation::default());
        } else {
            self.skipped += 1;
        }
    }

    /// Closes the innermost open variation (a `)` outside variations is ignored),
    /// attaching it to the move it replaces.
    fn close(&mut self) {
        if self.skipped > 0 {
            self.skipped -= 1;
        } else if self.stack.len() > 1
            && let Some(v) = self.stack.pop()
            && let Some(m) = self.stack.last_mut().and_then(|l| l.moves.last_mut())
        {
            m.variations.push(v);
        }
    }

    /// Closes the variations left open and returns the main line.
    fn finish(mut self) -> RawVariation {
        self.skipped = 0;
        while self.stack.len() > 1 {
            self.close();
        }
        self.stack.pop().unwrap_or_default()
    }
}

impl Iterator for Reader<'_> {
    type Item = RawGame;

    fn next(&mut self) -> Option<RawGame> {
        let d = self.data;
        let mut i = self.pos;
        // `offset` is set where the game starts, at its first token: a game without
        // one is not returned. (Setting it here too made an equivalent mutant.)
        let mut game = RawGame::default();
        let mut started = false; // tags, moves or a result seen
        let mut in_moves = false;
        let mut lines = Lines::new();
        let mut line_start = i == 0 || matches!(d.get(i.wrapping_sub(1)), Some(b'\n' | b'\r'));
        while i < d.len() {
            let c = d[i];
            match c {
                b'\n' | b'\r' => {
                    line_start = true;
                    i += 1;
                    continue;
                }
                _ if c.is_ascii_whitespace() => {
                    i += 1;
                    continue;
                }
                0xEF if d[i..].starts_with(BOM) => {
                    i += 3;
                    continue;
                }
                b'%' if line_start => {
                    i = self.line_end(i);
                    continue;
                }
                _ => {}
            }
            line_start = false;
            if !started {
                game.offset = i;
            }
            match c {
                // A `[` inside a variation is junk, not the next game's tags.
                b'[' if lines.in_variation() => i += 1,
                b'[' => {
                    if in_moves {
                        break;
                    }
                    let (tag, next) = self.tag_at(i + 1);
                    game.tags.extend(tag);
                    started = true;
                    i = next;
                }
                b'{' => {
                    let start = i + 1;
                    let mut j = start;
                    while j < d.len() && d[j] != b'}' {
                        j += 1;
                    }
                    lines.comment(decode(&d[start..j]).trim().to_string());
                    // Equivalent mutant: `j * 1` leaves `i` on the `}`, which the
                    // stray-bracket arm below then skips, with the same effect.
                    i = (j + 1).min(d.len());
                }
                b';' => {
                    let end = self.line_end(i);
                    lines.comment(decode(&d[i + 1..end]).trim().to_string());
                    i = end;
                }
                b'(' => {
                    lines.open();
                    in_moves = true;
                    started = true;
                    i += 1;
                }
                b')' => {
                    lines.close();
                    i += 1;
                }
                b'$' => {
                    let start = i + 1;
                    let mut j = start;
                    while j < d.len() && d[j].is_ascii_digit() {
                        j += 1;
                    }
                    let nag = core::str::from_utf8(&d[start..j])
                        .ok()
                        .and_then(|s| s.parse::<u16>().ok());
                    if let Some(nag) = nag {
                        lines.nag(nag);
                    }
                    i = j.max(start);
                }
                b']' | b'}' | b'"' => i += 1,
                _ => {
                    let start = i;
                    let mut j = i;
                    while j < d.len() && !is_delimiter(d[j]) {
                        j += 1;
                    }
                    i = j;
                    let tok = &d[start..j];
                    if let Some(result) = GameResult::from_bytes(tok) {
                        if !lines.in_variation() {
                            game.result = Some(result);
                            started = true;
                            break;
                        }
                        continue;
                    }
                    // Strip a move number: digits followed by dots.
                    let digits = tok.iter().take_while(|c| c.is_ascii_digit()).count();
                    let dots = tok[digits..].iter().take_while(|&&c| c == b'.').count();
                    let rest = if dots > 0 || digits == tok.len() {
                        &tok[digits + dots..]
                    } else {
                        tok
                    };
                    let rest = if rest.iter().all(|&c| c == b'.') {
                        &rest[rest.len()..]
                    } else {
                        rest
                    };
                    in_moves = true;
                    started = true;
                    // `e.p.` after an en passant capture (`exd6 e.p.`) is an annotation.
                    if rest.is_empty() || rest == b"e.p." {
                        continue;
                    }
                    if let Some(nag) = annotation_nag(rest) {
                        lines.nag(nag);
                        continue;
                    }
                    if let Some(line) = lines.current() {
                        line.moves.push(RawMove {
                            text: decode(rest),
                            offset: start + (tok.len() - rest.len()),
                            ..RawMove::default()
                        });
                    }
                }
            }
        }
        self.pos = i;
        let main = lines.finish();
        game.comments = main.comments;
        game.moves = main.moves;
        started.then_some(game)
    }
}

/// The seven tag roster in export order (PGN standard section 8.1.1), with the
/// values written when a tag is missing.
const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The error of [`write_game`] and [`write_raw_game`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WriteGameError {
    /// A move is not legal in the position it is played from.
    #[error(transparent)]
    IllegalMove(#[from] IllegalMove<Move>),
    /// A tag name is not a PGN symbol of letters, digits and `_` starting with a
    /// letter (PGN standard 8.1.1), so it cannot be written.
    #[error("invalid pgn tag name {0:?}")]
    TagName(String),
    /// [`write_raw_game`] cannot set up the start position or play a move.
    #[error("cannot replay the game: {0}")]
    Replay(#[from] ReplayError),
}

/// Tests if `name` can be written as a tag name: a letter, then letters, digits and
/// `_` (PGN standard 8.1.1; at most 255 characters, 7.3.5).
fn is_tag_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && b.len() <= 255
        && b[0].is_ascii_alphabetic()
        && b.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_')
}

/// Writes a tag pair. The value is a PGN string (standard 7.2): `"` and `\` are
/// escaped with a backslash, and characters a string may not hold (line ends, tabs,
/// other control characters) become spaces, so a value can neither end the tag nor
/// start a new one.
fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(if c.is_control() { ' ' } else { c });
    }
    out.push_str("\"]\n");
}

/// Writes the tag section of a game in export format: the seven tag roster in order,
/// the other tags, `Variant`, `SetUp` and `FEN` as `start` needs them, a blank line.
fn write_tags(
    out: &mut String,
    tags: &[(String, String)],
    start: &Position,
    result: GameResult,
) -> Result<(), WriteGameError> {
    if let Some((name, _)) = tags.iter().find(|(name, _)| !is_tag_name(name)) {
        return Err(WriteGameError::TagName(name.clone()));
    }
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            result.as_str()
        } else {
            tags.iter()
                .find(|(k, _)| k == name)
                .map_or(default, |(_, v)| v.as_str())
        };
        push_tag(out, name, value);
    }
    let chess960 = start.castling_mode() == CastlingMode::Chess960;
    let has_variant = tags.iter().any(|(k, _)| k == "Variant");
    for (name, value) in tags {
        if SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name) || name == "SetUp" || name == "FEN" {
            continue;
        }
        push_tag(out, name, value);
    }
    if chess960 && !has_variant {
        push_tag(out, "Variant", "Chess960");
    }
    if chess960 || *start != Position::new() {
        push_tag(out, "SetUp", "1");
        push_tag(out, "FEN", &start.to_fen());
    }
    out.push('\n');
    Ok(())
}

/// The longest line the writer makes (PGN standard 8.2.2.1: at most 79 characters).
const MAX_LINE: usize = 79;

/// Movetext being written: tokens separated by single spaces in lines of at most
/// [`MAX_LINE`] bytes (so at most as many characters), a token never split.
#[derive(Default)]
struct Movetext {
    out: String,
    line: String,
    /// A `(` waiting to be glued to the next token (no space after `(`, 8.2.5).
    open: bool,
    /// The next black move needs its number (`12...`): it starts a line of play or
    /// follows a comment or variation (PGN standard 8.2.2.2).
    need_number: bool,
}

impl Movetext {
    fn flush(&mut self) {
        if !self.line.is_empty() {
            self.out.push_str(&self.line);
            self.out.push('\n');
            self.line.clear();
        }
    }

    fn token(&mut self, tok: &str) {
        let len = tok.len() + usize::from(self.open);
        if !self.line.is_empty() && self.line.len() + 1 + len > MAX_LINE {
            self.flush();
        }
        if !self.line.is_empty() {
            self.line.push(' ');
        }
        if self.open {
            self.line.push('(');
            self.open = false;
        }
        self.line.push_str(tok);
    }

    /// Starts a variation. (A variation follows a move, so no `(` is pending here.)
    fn open(&mut self) {
        self.open = true;
        self.need_number = true;
    }

    /// Ends a variation: `)` glued to the last token.
    fn close(&mut self) {
        if self.open {
            self.open = false;
            self.token("()");
        } else if self.line.is_empty() || self.line.len() < MAX_LINE {
            self.line.push(')');
        } else {
            self.flush();
            self.line.push(')');
        }
        self.need_number = true;
    }

    /// Writes a comment. A brace comment cannot hold `}` (PGN standard 8.2.5 has no
    /// escape), so a comment with `}` is written as a rest-of-line `;` comment when
    /// it has no line end and fits on a line, which reads back the same; otherwise
    /// each `}` becomes `)`. A brace comment is broken into lines at its white space.
    fn comment(&mut self, text: &str) {
        self.need_number = true;
        if text.contains('}') {
            if !text.contains(['\n', '\r']) && 2 + text.len() <= MAX_LINE {
                self.token(&alloc::format!("; {text}"));
                self.flush();
                return;
            }
            self.brace_comment(&text.replace('}', ")"));
        } else {
            self.brace_comment(text);
        }
    }

    fn brace_comment(&mut self, text: &str) {
        let mut words = text.split_whitespace().peekable();
        let mut first = true;
        if words.peek().is_none() {
            self.token("{}");
        }
        while let Some(w) = words.next() {
            let last = words.peek().is_none();
            let tok = match (first, last) {
                (true, true) => alloc::format!("{{{w}}}"),
                (true, false) => alloc::format!("{{{w}"),
                (false, true) => alloc::format!("{w}}}"),
                (false, false) => w.to_string(),
            };
            self.token(&tok);
            first = false;
        }
    }

    /// Writes the move number (when needed), the move and its NAGs.
    fn play(&mut self, pos: &Position, san: &str, nags: impl Iterator<Item = u16>) {
        if pos.turn() == crate::Color::White {
            self.token(&alloc::format!("{}.", pos.fullmoves()));
        } else if self.need_number {
            self.token(&alloc::format!("{}...", pos.fullmoves()));
        }
        self.need_number = false;
        self.token(san);
        for nag in nags {
            self.token(&alloc::format!("${nag}"));
        }
    }

    fn finish(mut self, result: GameResult) -> String {
        self.token(result.as_str());
        self.flush();
        self.out.push('\n');
        self.out
    }
}

/// Writes a game in PGN export format (Edwards 1994, section 8): the seven tag
/// roster in order (missing tags as `?`), the other `tags` in their order, `SetUp`
/// and `FEN` (and `Variant "Chess960"`) when `start` needs them, then the moves in
/// SAN with move numbers in lines of at most 79 characters, and `result`.
///
/// The `Result` tag is always `result`; `SetUp` and `FEN` tags in `tags` are replaced
/// by ones that match `start`.
///
/// Tag values are escaped as PGN strings (see the standard, 7.2): a value cannot
/// inject tags or split the game.
///
/// # Errors
///
/// Returns [`WriteGameError::TagName`] for the first tag whose name is not a PGN
/// symbol (empty, with a space, starting with a digit...), and
/// [`WriteGameError::IllegalMove`] with the first move of `moves` that is not legal in
/// turn.
pub fn write_game(
    tags: &[(String, String)],
    start: &Position,
    moves: &[Move],
    result: GameResult,
) -> Result<String, WriteGameError> {
    let mut out = String::new();
    write_tags(&mut out, tags, start, result)?;
    let mut text = Movetext {
        need_number: true,
        ..Movetext::default()
    };
    let mut pos = start.clone();
    for &mv in moves {
        if !pos.is_legal(mv) {
            return Err(IllegalMove { mv }.into());
        }
        text.play(&pos, &pos.san(mv), core::iter::empty());
        pos.play_unchecked(mv);
    }
    out.push_str(&text.finish(result));
    Ok(out)
}

/// Returns the NAG of the suffix annotation written on a move (`Nf3!?` gives 5), if
/// any (PGN standard 8.2.4: export format writes these as NAGs).
fn suffix_nag(text: &str) -> Option<u16> {
    let b = text.as_bytes();
    // Equivalent mutants: `p + 1` as `p * 1` or `p - 1` only adds the byte at `p`
    // (not a mark, so filtered out) or the one before it, which is a mark only in
    // texts like `e!4` that cannot be played; and only played texts get here.
    let end = b
        .iter()
        .rposition(|&c| !matches!(c, b'!' | b'?' | b'+' | b'#'))
        .map_or(0, |p| p + 1);
    let marks: Vec<u8> = b[end..]
        .iter()
        .copied()
        .filter(|&c| matches!(c, b'!' | b'?'))
        .collect();
    annotation_nag(&marks)
}

/// Plays the move written `text` (SAN, UCI or a null move `--`/`Z0`) from `pos`;
/// returns its SAN (`--` for a null move) and the position after it.
fn play_text(pos: &Position, text: &str) -> Result<(String, Position), ReplayErrorKind> {
    match resolve(pos, text) {
        Ok(mv) => {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            Ok((pos.san(mv), next))
        }
        Err(ReplayErrorKind::NullMove(t)) => pos
            .null_move()
            .map(|next| ("--".into(), next))
            .ok_or(ReplayErrorKind::NullMove(t)),
        Err(e) => Err(e),
    }
}

/// A line being written: its moves, the next one, and the positions around it.
struct Frame<'a> {
    moves: &'a [RawMove],
    /// The index of the move being written.
    i: usize,
    /// Its 1-based ply from the start of the game.
    ply: usize,
    /// The position before it.
    before: Position,
    /// The position after it, once it is written (then its variations follow).
    after: Option<Position>,
    /// How many of its variations are written.
    variations: usize,
}

/// Writes a game as read, with its comments, NAGs and variations, in PGN export
/// format (Edwards 1994, section 8): the tags as [`write_game`] writes them (from
/// the `FEN` and `Variant` tags' start position), then the movetext.
///
/// Every move of every line is replayed from the position it is played in and
/// written as SAN with its `+` or `#` (8.2.3); a null move (`--`, `Z0`) is written as
/// `--`. A suffix annotation on a move (`Nf3!?`) is written as its NAG (`$5`) before
/// the move's NAGs (8.2.4), then come the comments `{...}` and the variations
/// `(...)` (8.2.5). A black move has its number (`12...`) at the start of a
/// variation and after a comment or variation (8.2.2.2). Lines hold at most 79
/// characters unless a single word of a comment is longer.
///
/// What does not survive: white space inside comments (the writer breaks lines at
/// it), and a `}` in a comment that has a line end or is too long for a `;` comment:
/// it becomes `)` (brace comments have no escape, see `Movetext::comment` in the
/// source). Reading the output gives the same tags (values escaped as in
/// [`write_game`]), moves, NAGs, comments and variations otherwise.
///
/// # Errors
///
/// Returns [`WriteGameError::TagName`] for a tag name that is not a PGN symbol, and
/// [`WriteGameError::Replay`] for an unsupported variant or invalid `FEN` tag (at
/// ply 0), or the first move, in the main line or a variation, that cannot be played
/// (ply counted from the game's start along its line).
pub fn write_raw_game(game: &RawGame) -> Result<String, WriteGameError> {
    let start = game.start_position()?;
    let result = game.result.unwrap_or_default();
    let mut out = String::new();
    write_tags(&mut out, &game.tags, &start, result)?;
    let mut text = Movetext {
        need_number: true,
        ..Movetext::default()
    };
    for c in &game.comments {
        text.comment(c);
    }
    let mut stack = alloc::vec![Frame {
        moves: &game.moves,
        i: 0,
        ply: 1,
        before: start,
        after: None,
        variations: 0,
    }];
    while let Some(f) = stack.last_mut() {
        let moves = f.moves;
        let Some(mv) = moves.get(f.i) else {
            stack.pop();
            if !stack.is_empty() {
                text.close();
            }
            continue;
        };
        if f.after.is_none() {
            let (san, after) = play_text(&f.before, &mv.text).map_err(|reason| ReplayError {
                ply: f.ply,
                token: Excerpt::new(&mv.text),
                reason,
            })?;
            let nags = suffix_nag(&mv.text)
                .into_iter()
                .chain(mv.nags.iter().copied());
            text.play(&f.before, &san, nags);
            for c in &mv.comments {
                text.comment(c);
            }
            f.after = Some(after);
        } else if let Some(v) = mv.variations.get(f.variations) {
            f.variations += 1;
            text.open();
            for c in &v.comments {
                text.comment(c);
            }
            let frame = Frame {
                moves: &v.moves,
                i: 0,
                ply: f.ply,
                before: f.before.clone(),
                after: None,
                variations: 0,
            };
            stack.push(frame);
        } else if let Some(after) = f.after.take() {
            f.before = after;
            f.i += 1;
            f.ply += 1;
            f.variations = 0;
        }
    }
    out.push_str(&text.finish(result));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_numbers_comments_and_variations() {
        let pgn = b"[Event \"a \\\"b\\\"\"]\r\n[Site \"\"]\r\n\r\n{start} 1.e4 {c1} $1 e5 (1...c5 (1...d5)) 2. Nf3! ; rest\r\n% escape\r\n2...Nc6 1-0[Event \"next\"]\r1. d4 *";
        let games: Vec<RawGame> = Reader::new(pgn).collect();
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("Event"), Some("a \"b\""));
        assert_eq!(g.tag("Site"), Some(""));
        assert_eq!(g.comments, ["start"]);
        let texts: Vec<&str> = g.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["e4", "e5", "Nf3!", "Nc6"]);
        assert_eq!(g.moves[0].nags, [1]);
        assert_eq!(g.moves[0].comments, ["c1"]);
        assert_eq!(g.moves[2].comments, ["rest"]);
        assert_eq!(g.result, Some(GameResult::WhiteWins));
        assert!(g.replay().error.is_none());
        assert_eq!(games[1].tag("Event"), Some("next"));
        assert_eq!(games[1].moves.len(), 1);
    }

    #[test]
    fn latin1_bare_cr_and_stray_brackets() {
        let pgn = b"[White \"J\xF6rg\"]\r[Black \"Z\xC3\xBCrich\"]\r\r1. e4 } ] e5 2. Nf3 1/2-1/2";
        let games: Vec<RawGame> = Reader::new(pgn).collect();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].tag("White"), Some("J\u{f6}rg"));
        assert_eq!(games[0].tag("Black"), Some("Z\u{fc}rich"));
        assert_eq!(games[0].moves.len(), 3);
        assert_eq!(games[0].result, Some(GameResult::Draw));
        assert_eq!("1/2-1/2".parse(), Ok(GameResult::Draw));
        assert!("2-0".parse::<GameResult>().is_err());
    }

    #[test]
    fn writes_export_format() {
        let mut pos = Position::new();
        let mut moves = Vec::new();
        for s in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
            let mv = pos.parse_san(s).expect("legal");
            pos.play_unchecked(mv);
            moves.push(mv);
        }
        let text =
            write_game(&[], &Position::new(), &moves, GameResult::WhiteWins).expect("legal moves");
        assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
        assert!(text.ends_with("\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"));
    }

    /// The texts of a line's moves.
    fn texts(moves: &[RawMove]) -> Vec<&str> {
        moves.iter().map(|m| m.text.as_str()).collect()
    }

    /// The movetext of `write_raw_game`'s output, without the tags.
    fn movetext(game: &RawGame) -> String {
        let out = write_raw_game(game).expect("writable");
        out.split_once("\n\n")
            .expect("tags, then movetext")
            .1
            .into()
    }

    #[test]
    fn reads_nested_variations_as_a_tree() {
        let pgn = b"1. e4 (1. d4 {dc} d5 (1... Nf6 2. c4) 2. c4) (1. c4) e5 2. Nf3 (2. f4 exf4 ({x} 2... d5)) *";
        let g = Reader::new(pgn).next().expect("a game");
        assert_eq!(texts(&g.moves), ["e4", "e5", "Nf3"]);
        let e4 = &g.moves[0];
        assert_eq!(e4.variations.len(), 2);
        let d4 = &e4.variations[0];
        assert!(d4.comments.is_empty());
        assert_eq!(texts(&d4.moves), ["d4", "d5", "c4"]);
        assert_eq!(d4.moves[0].comments, ["dc"]);
        assert_eq!(texts(&d4.moves[1].variations[0].moves), ["Nf6", "c4"]);
        assert_eq!(texts(&e4.variations[1].moves), ["c4"]);
        let f4 = &g.moves[2].variations[0];
        assert_eq!(texts(&f4.moves), ["f4", "exf4"]);
        let d5 = &f4.moves[1].variations[0];
        assert_eq!(d5.comments, ["x"]);
        assert_eq!(texts(&d5.moves), ["d5"]);
        assert_eq!(g.result, Some(GameResult::Ongoing));
        assert_eq!(
            movetext(&g),
            "1. e4 (1. d4 {dc} 1... d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 2. Nf3 (2. f4\n\
             exf4 ({x} 2... d5)) *\n\n"
        );
    }

    #[test]
    fn comments_and_nags_everywhere_round_trip() {
        let pgn = b"{before} {twice} 1. e4! {a} $14 {b} ( {v} 1. d4?! ; line comment\n\
                    d5 {end of v} ) {after v} 1... e5 !? 2. Nf3 $1 $2 ?? ( 2. Bc4 ) {z} 1-0";
        let g = Reader::new(pgn).next().expect("a game");
        assert_eq!(g.comments, ["before", "twice"]);
        let e4 = &g.moves[0];
        assert_eq!(e4.text, "e4!");
        assert_eq!(e4.nags, [14]);
        assert_eq!(e4.comments, ["a", "b", "after v"]);
        assert_eq!(e4.variations[0].comments, ["v"]);
        assert_eq!(e4.variations[0].moves[0].text, "d4?!");
        assert_eq!(e4.variations[0].moves[0].comments, ["line comment"]);
        assert_eq!(e4.variations[0].moves[1].comments, ["end of v"]);
        assert_eq!(g.moves[1].nags, [5]);
        assert_eq!(g.moves[2].nags, [1, 2, 4]);
        assert_eq!(g.moves[2].comments, ["z"]);
        let text = movetext(&g);
        assert_eq!(
            text,
            "{before} {twice} 1. e4 $1 $14 {a} {b} {after v} ({v} 1. d4 $6 {line comment}\n\
             1... d5 {end of v}) 1... e5 $5 2. Nf3 $1 $2 $4 {z} (2. Bc4) 1-0\n\n"
        );
        let back = Reader::new(text.as_bytes()).next().expect("a game");
        assert_eq!(back.comments, g.comments);
        assert_eq!(back.moves[0].nags, [1, 14]);
        assert_eq!(back.moves[0].comments, g.moves[0].comments);
        assert_eq!(back.moves[0].variations[0].moves[0].nags, [6]);
        assert_eq!(
            back.moves[0].variations[0].comments,
            g.moves[0].variations[0].comments
        );
        assert_eq!(back.moves[2].nags, [1, 2, 4]);
        assert_eq!(write_raw_game(&back), write_raw_game(&g));
    }

    #[test]
    fn suffix_annotations_become_nags() {
        for (text, nag) in [
            ("Nf3!", Some(1)),
            ("Nf3?", Some(2)),
            ("Nf3!!", Some(3)),
            ("Nf3??", Some(4)),
            ("Nf3!?", Some(5)),
            ("Nf3?!", Some(6)),
            ("Qxf7#!", Some(1)),
            ("e8=Q+?!", Some(6)),
            ("Nf3", None),
            ("Nf3+", None),
            ("Nf3!!!", None),
        ] {
            assert_eq!(suffix_nag(text), nag, "{text}");
        }
    }

    #[test]
    fn comments_with_closing_braces_and_long_comments() {
        let mut g = Reader::new(b"1. e4 e5 *").next().expect("a game");
        g.moves[0].comments.push("a } b".into());
        g.moves[1].comments.push("x}\ny".into());
        let long = "word ".repeat(40);
        g.comments.push(long.clone());
        let out = write_raw_game(&g).expect("writable");
        assert!(out.lines().all(|l| l.len() <= MAX_LINE), "{out}");
        assert!(out.contains("1. e4 ; a } b\n1... e5 {x) y} *"), "{out}");
        let back = Reader::new(out.as_bytes()).next().expect("a game");
        assert_eq!(back.moves[0].comments, ["a } b"]);
        assert_eq!(back.moves[1].comments, ["x) y"]);
        assert_eq!(back.comments[0].split_whitespace().count(), 40);
        // An empty comment and an empty variation stay.
        let g = Reader::new(b"1. e4 {} ( ) ({ }) *").next().expect("a game");
        assert_eq!(g.moves[0].variations.len(), 2);
        assert_eq!(movetext(&g), "1. e4 {} () ({}) *\n\n");
    }

    #[test]
    fn variations_without_a_move_or_too_deep_are_skipped() {
        let g = Reader::new(b"(1. d4) {c} 1. e4 ((1. c4) 1. d4) e5 *")
            .next()
            .expect("a game");
        assert_eq!(g.comments, ["c"]);
        assert_eq!(texts(&g.moves), ["e4", "e5"]);
        assert_eq!(texts(&g.moves[0].variations[0].moves), ["d4"]);
        assert!(g.moves[0].variations[0].moves[0].variations.is_empty());

        let depth = MAX_VARIATION_DEPTH + 5;
        let mut pgn = String::from("1. e4 e5 ");
        for _ in 0..depth {
            pgn.push_str("( 1... c5 ");
        }
        pgn.push_str(&")".repeat(depth));
        pgn.push_str(" 2. Nf3 *");
        let g = Reader::new(pgn.as_bytes()).next().expect("a game");
        assert_eq!(texts(&g.moves), ["e4", "e5", "Nf3"]);
        let mut kept = 0;
        let mut line = &g.moves[1];
        while let Some(v) = line.variations.first() {
            kept += 1;
            line = &v.moves[0];
        }
        assert_eq!(kept, MAX_VARIATION_DEPTH);
        // An unclosed variation is closed at the end of the input.
        let g = Reader::new(b"1. e4 (1. d4 (1. c4").next().expect("a game");
        assert_eq!(
            texts(&g.moves[0].variations[0].moves[0].variations[0].moves),
            ["c4"]
        );
    }

    #[test]
    fn raw_writer_reports_bad_moves_and_writes_null_moves() {
        let g = Reader::new(b"1. e4 (1. e5) *").next().expect("a game");
        let err = write_raw_game(&g).expect_err("illegal variation");
        assert!(
            matches!(&err, WriteGameError::Replay(e) if e.ply == 1 && e.token.as_str() == "e5"),
            "{err:?}"
        );
        let g = Reader::new(b"[Variant \"Crazyhouse\"]\n1. e4 *")
            .next()
            .expect("a game");
        assert!(matches!(
            write_raw_game(&g),
            Err(WriteGameError::Replay(ReplayError {
                ply: 0,
                reason: ReplayErrorKind::UnsupportedVariant(_),
                ..
            }))
        ));
        let g = Reader::new(b"1. e4 Z0 2. d4 -- *").next().expect("a game");
        assert_eq!(movetext(&g), "1. e4 -- 2. d4 -- *\n\n");
        let g = Reader::new(b"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 -- *")
            .next()
            .expect("a game");
        assert!(matches!(
            write_raw_game(&g),
            Err(WriteGameError::Replay(ReplayError { ply: 8, .. }))
        ));
        let g = Reader::new(b"[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 30\"]\n30... Kd7 *")
            .next()
            .expect("a game");
        assert_eq!(movetext(&g), "30... Kd7 *\n\n");
    }

    #[test]
    fn lines_fill_up_to_79_characters() {
        let mut g = Reader::new(b"1. e4 e5 *").next().expect("a game");
        g.moves[0].comments.push("w".repeat(71));
        let line = alloc::format!("1. e4 {{{}}}", "w".repeat(71));
        assert_eq!(line.len(), MAX_LINE);
        assert_eq!(movetext(&g), alloc::format!("{line}\n1... e5 *\n\n"));
        g.moves[0].comments[0].push('w');
        assert_eq!(
            movetext(&g),
            alloc::format!("1. e4\n{{{}}} 1...\ne5 *\n\n", "w".repeat(72))
        );
        // A `)` goes on the next line if the line is full.
        let mut g = Reader::new(b"1. e4 (1. d4) e5 *").next().expect("a game");
        g.moves[0].variations[0].moves[0]
            .comments
            .push("w".repeat(64));
        let line = alloc::format!("1. e4 (1. d4 {{{}}}", "w".repeat(64));
        assert_eq!(line.len(), MAX_LINE);
        assert_eq!(movetext(&g), alloc::format!("{line}\n) 1... e5 *\n\n"));
        g.moves[0].variations[0].moves[0].comments[0].pop();
        assert_eq!(
            movetext(&g),
            alloc::format!("1. e4 (1. d4 {{{}}})\n1... e5 *\n\n", "w".repeat(63))
        );
        // A `;` comment with `}` fits in 79 characters or becomes a brace comment.
        let mut g = Reader::new(b"1. e4 *").next().expect("a game");
        let text = alloc::format!("}}{}", "w".repeat(76));
        g.moves[0].comments.push(text.clone());
        assert_eq!(movetext(&g), alloc::format!("1. e4\n; {text}\n*\n\n"));
        g.moves[0].comments[0].push('w');
        assert_eq!(
            movetext(&g),
            alloc::format!("1. e4\n{{){}}}\n*\n\n", "w".repeat(77))
        );
    }

    #[test]
    fn results_and_brackets_inside_variations_do_not_end_the_game() {
        let games: Vec<RawGame> =
            Reader::new(b"1. e4 (1. d4 1-0 [ ]) ((1-0)) ) e5 ) (( [x] )) 2. Nf3 0-1").collect();
        assert_eq!(games.len(), 1);
        assert_eq!(texts(&games[0].moves), ["e4", "e5", "Nf3"]);
        assert_eq!(games[0].result, Some(GameResult::BlackWins));
        let e4 = &games[0].moves[0];
        assert_eq!(e4.variations.len(), 2);
        assert_eq!(texts(&e4.variations[0].moves), ["d4"]);
        assert!(e4.variations[1].moves.is_empty());
        assert!(games[0].moves[1].variations[0].moves.is_empty());
    }

    #[test]
    fn tag_names_up_to_255_characters() {
        let ok = alloc::vec![("A".repeat(255), String::new())];
        assert!(write_game(&ok, &Position::new(), &[], GameResult::Draw).is_ok());
        let long = alloc::vec![("A".repeat(256), String::new())];
        assert_eq!(
            write_game(&long, &Position::new(), &[], GameResult::Draw),
            Err(WriteGameError::TagName("A".repeat(256)))
        );
    }
}
