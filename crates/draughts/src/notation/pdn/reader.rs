//! The streaming PDN reader: a text in, one [`Record`] (or [`ReadError`]) per game
//! out.

use super::error::{ReadError, ReadErrorKind};
use super::record::Record;
use super::result::parse_result;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use boardcore::record::Location;

/// A streaming PDN reader over a text: an iterator of games (see the [module
/// docs](crate::notation::pdn)).
///
/// ```
/// use draughts::notation::pdn::Reader;
///
/// let text = "[Event \"demo\"]\n1. 32-28 19-23 2. 28x19 14x23 *\n\n1. 11-15 23-19 1-0\n";
/// let games: Vec<_> = Reader::new(text).collect::<Result<_, _>>()?;
/// assert_eq!(games.len(), 2);
/// assert_eq!(games[0].moves.len(), 4);
/// assert_eq!(games[1].location.to_string(), "game 2, line 4, column 1");
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
    /// The byte where the current line starts.
    line_start: usize,
    /// A byte of the current line whose column is known, and that column (0-based,
    /// in characters): columns are counted on from there, so a long line is counted
    /// once, not once per move.
    column_at: (usize, usize),
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
            line_start: start,
            column_at: (start, 0),
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
            self.line_start = self.i + 1;
            self.column_at = (self.line_start, 0);
        }
        self.i += 1;
    }

    /// Returns the location of byte `at` of the current line (at or after the last
    /// one asked), in the current game.
    fn location(&mut self, at: usize) -> Location {
        let (mut from, mut column) = self.column_at;
        // Never true while the reader asks only at `self.i`, which does not go back
        // (so `==` and `<=` here are equivalent mutants); it keeps a backward
        // question from slicing backward. Restarting at the line start for every
        // question (`>`) would give the same columns in quadratic time: the test
        // `the_columns_of_a_long_line_are_counted_in_one_pass` would not end.
        if at < from {
            (from, column) = (self.line_start, 0);
        }
        column += self.s[from..at]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count();
        self.column_at = (at, column);
        Location {
            game: self.index + 1,
            line: self.line,
            column: column + 1,
        }
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
                // A `)` in a rest-of-line comment does not close the variation.
                b';' => {
                    self.skip_line();
                    continue;
                }
                b'%' if self.at_line_start() => {
                    self.skip_line();
                    continue;
                }
                _ => {}
            }
            self.bump();
        }
        false
    }

    /// The bit of the tag at the cursor (`[Name ...`) among the tags a game has once
    /// (the Seven Tag Roster, `GameType` and `FEN`), or 0; the cursor stays.
    fn next_tag_bit(&self) -> u16 {
        let rest = &self.s[self.i + 1..];
        let rest = &rest[rest
            .iter()
            .take_while(|&&b| b == b' ' || b == b'\t')
            .count()..];
        let len = rest
            .iter()
            .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'_')
            .count();
        tag_bit(&rest[..len])
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
                // A move number, its dots perhaps after blanks (`3.`, `3 .`, `3 ...`):
                // a number alone is never a move. A move with dots after it
                // (`37-32.`) is no number: it stays a word, which fails as a move,
                // rather than vanish.
                let j = self.skip_blanks(self.i);
                if self.s.get(j) == Some(&b'.') && out.bytes().all(|b| b.is_ascii_digit()) {
                    self.i = j;
                    while self.peek() == Some(b'.') {
                        self.i += 1;
                    }
                    return None;
                }
                // A separator, perhaps with blanks around it (`1- 6`, `47x 9`).
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
        // Unreachable: `next` consumes every delimiter itself and calls this on
        // anything else, so at least one byte was read. Kept so that a delimiter
        // added to the loop above without an arm in `next` cannot loop forever (its
        // `+=` mutants are equivalent for that reason).
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

/// The bit of a tag a game has at most once (the Seven Tag Roster, `GameType`,
/// `FEN`), or 0 for another name.
fn tag_bit(name: &[u8]) -> u16 {
    const ONCE: [&[u8]; 9] = [
        b"Event",
        b"Site",
        b"Date",
        b"Round",
        b"White",
        b"Black",
        b"Result",
        b"GameType",
        b"FEN",
    ];
    ONCE.iter().position(|&t| t == name).map_or(0, |i| 1 << i)
}

/// Tests if `word` looks like an algebraic move (`c3-d4`, `a3b4`, `d4xb6`): a word
/// of the letters `a` to `l` alone (`black`, `deal`) is text.
fn looks_algebraic(word: &str) -> bool {
    let b = word.as_bytes();
    b.len() >= 4
        && matches!(b[0], b'a'..=b'l')
        && b.iter().any(u8::is_ascii_digit)
        && b.iter()
            .all(|&c| c.is_ascii_digit() || matches!(c, b'a'..=b'l' | b'-' | b'x' | b':'))
}

impl Iterator for Reader<'_> {
    type Item = Result<Record, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        let mut game = Record::default();
        let mut started = false;
        // The tags of `tag_bit` this game has had.
        let mut once_tags = 0u16;
        let mut error: Option<ReadError> = None;
        while let Some(b) = self.peek() {
            match b {
                b'%' if self.at_line_start() => self.skip_line(),
                b';' => self.skip_line(),
                _ if b.is_ascii_whitespace() => self.bump(),
                b'[' => {
                    // A game ends at the next tag after its moves, or, when it has
                    // none, at a tag it already has (a game of tags only).
                    let bit = self.next_tag_bit();
                    if !game.moves.is_empty() || once_tags & bit != 0 {
                        break;
                    }
                    once_tags |= bit;
                    let location = self.location(self.i);
                    if !started {
                        game.location = location;
                    }
                    started = true;
                    match self.tag() {
                        Some(t) => game.tags.push(t),
                        None => {
                            error.get_or_insert(ReadError {
                                location,
                                kind: ReadErrorKind::MalformedTag,
                            });
                        }
                    }
                }
                b'{' => {
                    let location = self.location(self.i);
                    if !self.skip_comment() {
                        error.get_or_insert(ReadError {
                            location,
                            kind: ReadErrorKind::UnclosedComment,
                        });
                    }
                }
                b'}' => {
                    // PDN 3.0 comments do not nest: `{ a { b } }` ends at the first
                    // `}`, and the second is an error.
                    let location = self.location(self.i);
                    error.get_or_insert(ReadError {
                        location,
                        kind: ReadErrorKind::UnmatchedBrace,
                    });
                    self.i += 1;
                }
                b'(' => {
                    let location = self.location(self.i);
                    if !self.skip_variation() {
                        error.get_or_insert(ReadError {
                            location,
                            kind: ReadErrorKind::UnclosedVariation,
                        });
                    }
                }
                b'$' => {
                    self.i += 1;
                    while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                        self.i += 1;
                    }
                }
                b')' => {
                    let location = self.location(self.i);
                    error.get_or_insert(ReadError {
                        location,
                        kind: ReadErrorKind::UnmatchedParenthesis,
                    });
                    self.i += 1;
                }
                b']' => {
                    let location = self.location(self.i);
                    error.get_or_insert(ReadError {
                        location,
                        kind: ReadErrorKind::UnmatchedBracket,
                    });
                    self.i += 1;
                }
                b'!' | b'?' => self.i += 1,
                _ => {
                    let location = self.location(self.i);
                    if !started {
                        game.location = location;
                    }
                    started = true;
                    if let Some(word) = self.word() {
                        if let Some(result) = parse_result(&word) {
                            game.result = Some(result);
                            break;
                        }
                        // `...` and `.` placeholders (`1. ... 7-12`) are skipped.
                        if !word.is_empty() && !word.bytes().all(|b| b == b'.') {
                            game.moves.push((word, location));
                        }
                    }
                }
            }
        }
        if !started {
            if self.index == 0 && !self.blank {
                // Report a text without games once.
                self.index += 1;
                return Some(Err(ReadError {
                    location: Location {
                        game: 1,
                        line: 1,
                        column: 1,
                    },
                    kind: ReadErrorKind::NoGame,
                }));
            }
            return None;
        }
        self.index += 1;
        Some(match error {
            Some(e) => Err(e),
            None => Ok(game),
        })
    }
}
