//! PGN: a streaming reader of game records and an export-format writer.
//!
//! Format: Portable Game Notation (Edwards 1994). The [`Reader`] works on a byte slice
//! and yields one [`RawGame`] at a time in linear time, never recursing (variations
//! are tracked with a depth counter) and never panicking. It accepts what real files
//! contain: a UTF-8 byte order mark, CRLF or bare CR line ends, Latin-1 bytes
//! (decoded as Latin-1 where the text is not UTF-8), games without a blank line
//! between them, empty lines inside the tag section, escaped quotes and empty values
//! in tags, `{}` and `;` comments, `%` escape lines (section 6), NAGs, suffix
//! annotations, nested variations (skipped), move numbers in every form (`1.`,
//! `1...`, `1.e4`, `12...Nf6`) and the four results. [`RawGame::replay`] then sets
//! up the start position (`[FEN]`, `[Variant "Chess960"]`) and plays the main line
//! with full legality checking, reading moves as SAN or, failing that, UCI.
//! [`write_game`] produces export format (section 8.1, 8.2): the seven tag roster
//! first, SAN moves with move numbers, lines of at most 79 characters.

use crate::castling::CastlingMode;
use crate::notation::fen::{Fen, ParseFenError};
use crate::notation::san::{San, SanError, SanPlus};
use crate::notation::uci::{Uci, UciError};
use crate::{Move, Position, Setup, Strictness};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use boardcore::IllegalMove;
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
#[error("invalid game result {0:?}")]
pub struct ParseGameResultError(pub String);

impl FromStr for GameResult {
    type Err = ParseGameResultError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::from_bytes(s.trim().as_bytes()).ok_or_else(|| ParseGameResultError(s.into()))
    }
}

/// One main-line move of a game as written, with what follows it.
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
}

/// One game as read, before its moves are checked.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RawGame {
    /// The byte offset where the game starts in the input.
    pub offset: usize,
    /// The tag pairs in order, unescaped.
    pub tags: Vec<(String, String)>,
    /// The comments before the first move.
    pub comments: Vec<String>,
    /// The main-line moves; variations are skipped.
    pub moves: Vec<RawMove>,
    /// The game termination marker, if the movetext has one.
    pub result: Option<GameResult>,
}

/// The reason a game could not be replayed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayErrorKind {
    /// The `Variant` tag names a variant other than standard chess or Chess960.
    #[error("unsupported variant {0:?}")]
    UnsupportedVariant(String),
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
    #[error("null move {0:?} is not supported")]
    NullMove(String),
}

/// The error of replaying a game: where it stopped, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("ply {ply} {token:?}: {reason}")]
pub struct ReplayError {
    /// The 1-based ply of the bad move, or 0 if the game cannot start (bad `FEN` or
    /// `Variant` tag).
    pub ply: usize,
    /// The move text (or the tag value) that failed.
    pub token: String,
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
        Ok(SanPlus { san: San::Null, .. }) => Err(ReplayErrorKind::NullMove(text.into())),
        Ok(sp) => match sp.san.to_move(pos) {
            Ok(mv) => Ok(mv),
            Err(e) => match text.parse::<Uci>().map(|u| u.to_move(pos)) {
                Ok(Ok(mv)) => Ok(mv),
                _ => Err(e.into()),
            },
        },
        Err(syntax) => match text.parse::<Uci>() {
            Ok(Uci::Null) => Err(ReplayErrorKind::NullMove(text.into())),
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
            token: variant.into(),
            reason: ReplayErrorKind::UnsupportedVariant(variant.into()),
        })?;
        let mode = chess960.then_some(CastlingMode::Chess960);
        match self.tag("FEN").map(str::trim).filter(|f| !f.is_empty()) {
            Some(fen) => {
                let err = |e: ParseFenError| ReplayError {
                    ply: 0,
                    token: fen.into(),
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
                token: String::new(),
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
                        token: raw.text.clone(),
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
        Self { data, pos: 0 }
    }

    /// Returns the index of the first line end at or after `i` (or the end).
    fn line_end(&self, mut i: usize) -> usize {
        while i < self.data.len() && !matches!(self.data[i], b'\n' | b'\r') {
            i += 1;
        }
        i
    }

    /// Reads a tag pair starting after `[` at `i`; returns it (if well-formed) and the
    /// index after it. A tag pair never spans lines: the line end stops it.
    ///
    /// Every byte is looked at once, so a line of many tags costs linear time.
    fn tag_at(&self, mut i: usize) -> (Option<(String, String)>, usize) {
        let d = self.data;
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
            if on_line(i) {
                i += 1;
            }
        } else {
            // An unquoted value, up to `]`.
            let start = i;
            while on_line(i) && d[i] != b']' {
                i += 1;
            }
            value.extend_from_slice(d[start..i].trim_ascii());
        }
        while on_line(i) && d[i] != b']' {
            i += 1;
        }
        if on_line(i) {
            i += 1;
        }
        let tag = (!name.is_empty()).then(|| (name, decode(&value)));
        (tag, i)
    }
}

impl Iterator for Reader<'_> {
    type Item = RawGame;

    fn next(&mut self) -> Option<RawGame> {
        let d = self.data;
        let mut i = self.pos;
        let mut game = RawGame {
            offset: i,
            ..RawGame::default()
        };
        let mut started = false; // tags, moves or a result seen
        let mut in_moves = false;
        let mut depth = 0usize;
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
                b'[' if depth > 0 => i += 1,
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
                    if depth == 0 {
                        let text = decode(&d[start..j]).trim().to_string();
                        match game.moves.last_mut() {
                            Some(m) => m.comments.push(text),
                            None => game.comments.push(text),
                        }
                    }
                    i = (j + 1).min(d.len());
                }
                b';' => {
                    let end = self.line_end(i);
                    if depth == 0 {
                        let text = decode(&d[i + 1..end]).trim().to_string();
                        match game.moves.last_mut() {
                            Some(m) => m.comments.push(text),
                            None => game.comments.push(text),
                        }
                    }
                    i = end;
                }
                b'(' => {
                    depth += 1;
                    in_moves = true;
                    started = true;
                    i += 1;
                }
                b')' => {
                    depth = depth.saturating_sub(1);
                    i += 1;
                }
                b'$' => {
                    let start = i + 1;
                    let mut j = start;
                    while j < d.len() && d[j].is_ascii_digit() {
                        j += 1;
                    }
                    if depth == 0 {
                        let nag = core::str::from_utf8(&d[start..j])
                            .ok()
                            .and_then(|s| s.parse::<u16>().ok());
                        if let (Some(nag), Some(m)) = (nag, game.moves.last_mut()) {
                            m.nags.push(nag);
                        }
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
                        if depth == 0 {
                            game.result = Some(result);
                            self.pos = i;
                            return Some(game);
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
                    if rest.is_empty() || depth > 0 || rest == b"e.p." {
                        continue;
                    }
                    if let Some(nag) = annotation_nag(rest) {
                        if let Some(m) = game.moves.last_mut() {
                            m.nags.push(nag);
                        }
                        continue;
                    }
                    game.moves.push(RawMove {
                        text: decode(rest),
                        offset: start + (tok.len() - rest.len()),
                        nags: Vec::new(),
                        comments: Vec::new(),
                    });
                }
            }
        }
        self.pos = i;
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

/// The error of [`write_game`].
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
    if let Some((name, _)) = tags.iter().find(|(name, _)| !is_tag_name(name)) {
        return Err(WriteGameError::TagName(name.clone()));
    }
    let mut out = String::new();
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            result.as_str()
        } else {
            tags.iter()
                .find(|(k, _)| k == name)
                .map_or(default, |(_, v)| v.as_str())
        };
        push_tag(&mut out, name, value);
    }
    let chess960 = start.castling_mode() == CastlingMode::Chess960;
    let has_variant = tags.iter().any(|(k, _)| k == "Variant");
    for (name, value) in tags {
        if SEVEN_TAG_ROSTER.iter().any(|(n, _)| n == name) || name == "SetUp" || name == "FEN" {
            continue;
        }
        push_tag(&mut out, name, value);
    }
    if chess960 && !has_variant {
        push_tag(&mut out, "Variant", "Chess960");
    }
    if chess960 || *start != Position::new() {
        push_tag(&mut out, "SetUp", "1");
        push_tag(&mut out, "FEN", &start.to_fen());
    }
    out.push('\n');

    let mut line = String::new();
    let push_token = |out: &mut String, line: &mut String, tok: &str| {
        if !line.is_empty() && line.len() + 1 + tok.len() > 79 {
            out.push_str(line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(tok);
    };
    let mut pos = start.clone();
    for (i, &mv) in moves.iter().enumerate() {
        if !pos.is_legal(mv) {
            return Err(IllegalMove { mv }.into());
        }
        if pos.turn() == crate::Color::White {
            push_token(&mut out, &mut line, &alloc::format!("{}.", pos.fullmoves()));
        } else if i == 0 {
            push_token(
                &mut out,
                &mut line,
                &alloc::format!("{}...", pos.fullmoves()),
            );
        }
        push_token(&mut out, &mut line, &pos.san(mv));
        pos.play_unchecked(mv);
    }
    push_token(&mut out, &mut line, result.as_str());
    out.push_str(&line);
    out.push_str("\n\n");
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
}
