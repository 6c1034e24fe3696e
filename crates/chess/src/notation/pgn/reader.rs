//! The streaming PGN [`Reader`]: one [`Record`] (or one [`ReadError`]) per game.

use super::record::{MAX_VARIATION_DEPTH, RawMove, RawVariation, Record, annotation_nag};
use super::result::result_of;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use boardcore::Location;

/// What makes a game's text unreadable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum ReadErrorKind {
    /// A tag pair whose line ends (or the text) before its closing `"` or `]`
    /// (`[Event "x`); a tag pair never spans lines.
    #[error("unterminated tag pair (no closing quote or ] on its line)")]
    UnterminatedTag,
    /// A `{` comment with no `}` before the end of the text.
    #[error("unterminated comment (no }} before the end of the text)")]
    UnterminatedComment,
    /// A `(` variation still open at the end of the game: at the end of the text, or
    /// where a line starts with the next game's tag pair.
    #[error("unclosed variation (no ) before the end of the game)")]
    UnclosedVariation,
    /// The movetext ends (at the end of the text, or at the next game's tags)
    /// without a game termination marker (`1-0`, `0-1`, `1/2-1/2` or `*`): the game
    /// is cut off.
    #[error("truncated movetext (no game termination marker 1-0, 0-1, 1/2-1/2 or *)")]
    TruncatedMovetext,
    /// A `)` with no open variation to close (`1. e4 ) e5 *`).
    #[error("')' outside a variation")]
    UnmatchedParenthesis,
    /// A `}` outside a comment (`1. e4 } e5 *`): comments do not nest.
    #[error("'}}' outside a comment (comments do not nest)")]
    UnmatchedBrace,
    /// A `]` outside a tag pair (`1. e4 ] e5 *`): tag pairs come before the
    /// movetext, each on its own line. (Inside a variation, a `]` closing a stray
    /// `[` is skipped with it.)
    #[error("']' outside a tag pair")]
    UnmatchedBracket,
}

/// The error of reading one game: where and what.
///
/// `Display` writes the location first: `game 3, line 17, column 5: unterminated
/// comment (...)`. The reader goes on with the next game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{location}: {kind}")]
pub struct ReadError {
    /// Where the fault starts: the tag's `[`, the comment's `{`, the outermost
    /// unclosed `(`, a stray `)`, `}` or `]`, or the end of the last token of a
    /// truncated movetext.
    pub location: Location,
    /// The byte offset of the same place in the input.
    pub offset: usize,
    /// What is wrong.
    pub kind: ReadErrorKind,
}

/// A streaming PGN reader: an iterator of one `Result<Record, ReadError>` per game.
///
/// It reads text (`Reader::new`) or bytes (`Reader::from_bytes`: Latin-1 where the
/// bytes are not UTF-8). Each call to `next` reads one game, in time linear in its
/// length, never recursing and never panicking; an empty text has no game.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
    /// The bytes examined ahead of the cursor (see [`Reader::scanned`]).
    scanned: usize,
    /// The number of games started so far.
    games: usize,
    /// Counts lines and columns up to the places located so far.
    lines: LineCounter,
}

const BOM: &[u8] = b"\xEF\xBB\xBF";

/// Decodes bytes as UTF-8, or as Latin-1 if they are not valid UTF-8.
fn decode(b: &[u8]) -> String {
    match core::str::from_utf8(b) {
        Ok(s) => s.into(),
        Err(_) => b.iter().map(|&c| char::from(c)).collect(),
    }
}

fn is_delimiter(c: u8) -> bool {
    c.is_ascii_whitespace()
        || matches!(
            c,
            b'{' | b'}' | b'(' | b')' | b'[' | b']' | b';' | b'$' | b'"'
        )
}

/// Lines and columns of byte offsets, counted forward once over the text: the places
/// asked for come in increasing order, so locating every move of a file is linear.
///
/// A line ends at LF, CR or CR LF. Columns count characters: bytes that do not
/// continue a UTF-8 sequence (in Latin-1 text, bytes 0x80 to 0xBF are not counted).
#[derive(Clone, Debug)]
struct LineCounter {
    offset: usize,
    line: usize,
    column: usize,
    after_cr: bool,
}

impl LineCounter {
    fn new(data: &[u8]) -> Self {
        Self {
            // A leading byte order mark is no column.
            offset: if data.starts_with(BOM) { BOM.len() } else { 0 },
            line: 1,
            column: 1,
            after_cr: false,
        }
    }

    /// Returns the location of `offset` (not before the last one asked) in `game`,
    /// and how many bytes it counted over to get there.
    fn locate(&mut self, data: &[u8], offset: usize, game: usize) -> (Location, usize) {
        let end = offset.min(data.len());
        let bytes = data.get(self.offset..end).unwrap_or_default();
        for &b in bytes {
            match b {
                b'\n' if self.after_cr => self.after_cr = false,
                b'\n' | b'\r' => {
                    self.line += 1;
                    self.column = 1;
                    self.after_cr = b == b'\r';
                }
                _ => {
                    self.after_cr = false;
                    if b & 0xC0 != 0x80 {
                        self.column += 1;
                    }
                }
            }
        }
        self.offset = self.offset.max(end);
        let location = Location {
            game,
            line: self.line,
            column: self.column,
        };
        (location, bytes.len())
    }
}

impl<'a> Reader<'a> {
    /// Returns a reader of the PGN text `text` (a leading byte order mark is
    /// skipped).
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        Self::from_bytes(text.as_bytes())
    }

    /// Returns a reader of PGN bytes, as read from a file: UTF-8, or Latin-1 where a
    /// tag value, comment or move is not valid UTF-8 (a leading UTF-8 byte order mark
    /// is skipped).
    #[must_use]
    pub fn from_bytes(data: &'a [u8]) -> Self {
        Self {
            data,
            pos: 0,
            scanned: 0,
            games: 0,
            lines: LineCounter::new(data),
        }
    }

    /// Returns how many bytes the reader has examined so far in its look-aheads (a
    /// tag pair, a comment, a `;` comment or a `%` line, read up to its end) and in
    /// counting lines to locate games, moves and errors: each byte at most twice in a
    /// linear reader, so that tests can check linearity by counting steps for sizes N
    /// and 4N instead of timing them. A look-ahead that went over the same bytes
    /// again (as a search for the line end from each tag of a long line did) shows
    /// here.
    #[must_use]
    pub fn scanned(&self) -> usize {
        self.scanned
    }

    /// Returns the location of byte `offset` in the current game.
    fn locate(&mut self, offset: usize) -> Location {
        let (location, counted) = self.lines.locate(self.data, offset, self.games);
        self.scanned += counted;
        location
    }

    /// Returns an error of `kind` at byte `offset` of the current game.
    fn error(&mut self, offset: usize, kind: ReadErrorKind) -> ReadError {
        ReadError {
            location: self.locate(offset),
            offset,
            kind,
        }
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

    /// Reads a tag pair starting after `[` at `i`; returns it (if it has a name), the
    /// index of its `]` (or of the line end), and whether it is complete (a closing
    /// quote for a quoted value, then `]`). A tag pair never spans lines: the line
    /// end stops it.
    ///
    /// Every byte is looked at once, so a line of many tags costs linear time.
    fn tag_at(&mut self, mut i: usize) -> (Option<(String, String)>, usize, bool) {
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
        let mut complete = true;
        if on_line(i) && d[i] == b'"' {
            i += 1;
            while on_line(i) && d[i] != b'"' {
                if d[i] == b'\\' && on_line(i + 1) && matches!(d[i + 1], b'"' | b'\\') {
                    i += 1;
                }
                value.push(d[i]);
                i += 1;
            }
            complete = on_line(i);
            // The closing quote is passed over with anything else up to `]` below.
        } else {
            // An unquoted value, up to `]`.
            let start = i;
            while on_line(i) && d[i] != b']' {
                i += 1;
            }
            value.extend_from_slice(d[start..i].trim_ascii());
        }
        // Up to the `]`, which the caller passes over.
        while on_line(i) && d[i] != b']' {
            i += 1;
        }
        let complete = complete && on_line(i);
        let tag = (!name.is_empty()).then(|| (name, decode(&value)));
        self.scanned += i - start;
        (tag, i, complete)
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

    /// Closes the innermost open variation (a `)` outside variations, a read error,
    /// changes nothing), attaching it to the move it replaces.
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
    type Item = Result<Record, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        let d = self.data;
        let mut i = self.pos;
        // `offset` is set where the game starts, at its first token: a game without
        // one is not returned. (Setting it here too made an equivalent mutant.)
        let mut game = Record::default();
        let mut started = false; // tags, moves or a result seen
        let mut in_moves = false;
        let mut lines = Lines::new();
        let mut line_start = i == 0 || matches!(d.get(i.wrapping_sub(1)), Some(b'\n' | b'\r'));
        // The first fault of the game, and the outermost `(` still open.
        // Each is located when met: the line counter only goes forward.
        let mut error: Option<ReadError> = None;
        let mut open_paren: Option<(usize, Location)> = None;
        // The `[` skipped as junk inside variations and not yet closed by a `]`.
        let mut junk_brackets = 0usize;
        // The end of the game's last token: where a missing result belongs.
        let mut last_end = i;
        let mut ended = false;
        let mut counted = false;
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
            let at_line_start = line_start;
            line_start = false;
            if !started {
                // Comments before the first tag or move belong to the game, but do
                // not start it: a text of comments only has no game.
                if !counted {
                    self.games += 1;
                    counted = true;
                }
                game.offset = i;
                game.location = self.locate(i);
            }
            match c {
                // A tag pair at the start of a line inside a variation: the next
                // game, after a variation left open.
                b'[' if lines.in_variation()
                    && at_line_start
                    && d.get(i + 1).is_some_and(u8::is_ascii_alphabetic) =>
                {
                    break;
                }
                // Any other `[` inside a variation is junk, not the next game's tags.
                b'[' if lines.in_variation() => {
                    junk_brackets += 1;
                    i += 1;
                }
                b'[' => {
                    if in_moves {
                        break;
                    }
                    let (tag, next, complete) = self.tag_at(i + 1);
                    if !complete && error.is_none() {
                        error = Some(self.error(i, ReadErrorKind::UnterminatedTag));
                    }
                    game.tags.extend(tag);
                    started = true;
                    // Past the tag's closing `]` (a `]` anywhere else is stray).
                    i = next + usize::from(d.get(next) == Some(&b']'));
                }
                b'{' => {
                    let start = i + 1;
                    let mut j = start;
                    while j < d.len() && d[j] != b'}' {
                        j += 1;
                    }
                    self.scanned += j - start;
                    if j == d.len() && error.is_none() {
                        error = Some(self.error(i, ReadErrorKind::UnterminatedComment));
                    }
                    lines.comment(decode(&d[start..j]).trim().to_string());
                    i = (j + 1).min(d.len());
                }
                b';' => {
                    let end = self.line_end(i);
                    lines.comment(decode(&d[i + 1..end]).trim().to_string());
                    i = end;
                }
                b'(' => {
                    if !lines.in_variation() {
                        open_paren = Some((i, self.locate(i)));
                    }
                    lines.open();
                    in_moves = true;
                    started = true;
                    i += 1;
                }
                b')' => {
                    if !lines.in_variation() && error.is_none() {
                        error = Some(self.error(i, ReadErrorKind::UnmatchedParenthesis));
                    }
                    lines.close();
                    i += 1;
                }
                b'}' => {
                    if error.is_none() {
                        error = Some(self.error(i, ReadErrorKind::UnmatchedBrace));
                    }
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
                b']' => {
                    if junk_brackets > 0 {
                        junk_brackets -= 1;
                    } else if error.is_none() {
                        error = Some(self.error(i, ReadErrorKind::UnmatchedBracket));
                    }
                    i += 1;
                }
                b'"' => i += 1,
                _ => {
                    let start = i;
                    let mut j = i;
                    while j < d.len() && !is_delimiter(d[j]) {
                        j += 1;
                    }
                    i = j;
                    last_end = i;
                    let tok = &d[start..j];
                    if let Some(result) = result_of(tok) {
                        if !lines.in_variation() {
                            game.result = result;
                            started = true;
                            ended = true;
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
                    let offset = start + (tok.len() - rest.len());
                    if lines.current().is_some() {
                        let location = self.locate(offset);
                        if let Some(line) = lines.current() {
                            line.moves.push(RawMove {
                                text: decode(rest),
                                offset,
                                location,
                                ..RawMove::default()
                            });
                        }
                    }
                    continue;
                }
            }
            last_end = i;
        }
        self.pos = i;
        if !started {
            return None;
        }
        if error.is_none() {
            if lines.in_variation() {
                error = open_paren.map(|(offset, location)| ReadError {
                    location,
                    offset,
                    kind: ReadErrorKind::UnclosedVariation,
                });
            } else if !ended {
                error = Some(self.error(last_end, ReadErrorKind::TruncatedMovetext));
            }
        }
        if let Some(error) = error {
            return Some(Err(error));
        }
        let main = lines.finish();
        game.comments = main.comments;
        game.moves = main.moves;
        Some(Ok(game))
    }
}
