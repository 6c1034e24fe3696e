//! gnubg's SGF (`GM[6]`): one game tree per game of the match.
//!
//! The root node of each tree carries the game information: `MI[length:7][game:0]
//! [ws:0][bs:0]` (match length, 0-based game number, White's and Black's score),
//! `PW`/`PB` (White is the first player, the left column of the `.mat` twin), `RU`
//! (`Crawford`, `Crawford:CrawfordGame`, `Jacoby`), `RE[W+2]` (`R` appended when
//! the game ended by resignation), `DT`, `EV`, `PC`, `RO`, `AN`, `GC`. Each further
//! node is one action: `B[41lpab]` (roll 4-1, then pairs of points), `W[double]`,
//! `B[take]`, `B[drop]`. Analysis properties (`A`, `DA`, `LU`, `GS`, ...) are
//! skipped, and so are variations beyond the main line.
//!
//! Points are letters on a fixed board: `a`..`x` are White's points 1..24 and Black's
//! 24..1 (so Black's point `p` is the letter `24 - p`), `y` is the bar and `z` off.

use super::data::{CrawfordTracker, SharedHeader};
use super::lines::lines;
use super::{
    Action, CheckerMove, Event, GameRecord, GameResult, Location, MatchRecord, ReadError,
    ReadErrorKind as Kind, Record,
};
use alloc::borrow::{Cow, ToOwned};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::Player;

/// A property's identifier: its upper-case letters (FF\[3\] allowed lower-case
/// letters inside identifiers; they carry no meaning), kept inline. Identifiers
/// longer than [`Ident::MAX`] letters match none this reader knows.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
struct Ident {
    letters: [u8; Self::MAX],
    len: usize,
}

impl Ident {
    /// The most letters kept.
    const MAX: usize = 4;

    fn push(&mut self, b: u8) {
        if let Some(slot) = self.letters.get_mut(self.len) {
            *slot = b;
        }
        self.len = self.len.saturating_add(1);
    }

    /// Returns the identifier, or `""` (no known identifier) if it is longer than
    /// [`Ident::MAX`] letters.
    fn as_str(&self) -> &str {
        self.letters
            .get(..self.len)
            .and_then(|l| core::str::from_utf8(l).ok())
            .unwrap_or("")
    }
}

/// One property of a node, as the reader meets it: identifier and where it starts
/// (its values are in the reader's buffer, borrowed from the text where they hold
/// no escape).
#[derive(Copy, Clone, Debug)]
struct Property {
    ident: Ident,
    location: Location,
}

#[derive(Clone, Debug)]
struct Cursor<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    line: usize,
    column: usize,
    /// The 1-based index of the game tree being read.
    game: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            line: 1,
            column: 1,
            game: 1,
        }
    }

    fn location(&self) -> Location {
        Location {
            game: self.game,
            line: self.line,
            column: self.column,
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.pos += 1;
        // A line ends at LF, CRLF (counted at its LF) or a lone CR.
        if b == b'\n' || b == b'\r' && self.peek() != Some(b'\n') {
            self.line = self.line.saturating_add(1);
            self.column = 1;
        } else if b & 0xC0 != 0x80 {
            self.column = self.column.saturating_add(1);
        }
        Some(b)
    }

    fn skip_ws(&mut self) {
        while self.peek().is_some_and(|b| b.is_ascii_whitespace()) {
            self.bump();
        }
    }

    fn error(&self, what: &'static str) -> ReadError {
        ReadError::new(self.location(), Kind::SgfSyntax(what))
    }

    /// Reads a `[...]` value (the cursor on `[`), unescaping `\x`: borrowed from the
    /// text unless it holds an escape, so that values cost no memory of their own.
    fn value(&mut self) -> Result<Cow<'a, str>, ReadError> {
        let start = self.location();
        let unterminated = || ReadError::new(start, Kind::SgfSyntax("unterminated property value"));
        self.bump();
        // The unescaped value, once an escape is met.
        let mut out: Option<String> = None;
        // The start of the run of plain bytes not yet copied into `out`.
        let mut run = self.pos;
        loop {
            let at = self.pos;
            match self.bump() {
                None => return Err(unterminated()),
                Some(b']') => {
                    // `[`, `]` and `\` are ASCII: the slices fall on character
                    // boundaries.
                    let tail = &self.text[run..at];
                    return Ok(match out {
                        None => Cow::Borrowed(tail),
                        Some(mut out) => {
                            out.push_str(tail);
                            Cow::Owned(out)
                        }
                    });
                }
                Some(b'\\') => {
                    out.get_or_insert_with(String::new)
                        .push_str(&self.text[run..at]);
                    match self.bump() {
                        None => return Err(unterminated()),
                        // A soft line break: `\` then LF, CRLF or CR.
                        Some(b'\n') => run = self.pos,
                        Some(b'\r') => {
                            if self.peek() == Some(b'\n') {
                                self.bump();
                            }
                            run = self.pos;
                        }
                        // The escaped character, kept whole from its first byte.
                        Some(_) => run = self.pos - 1,
                    }
                }
                Some(_) => {}
            }
        }
    }

    /// Reads the next property of the current node into `values` (cleared first)
    /// and returns its identifier and place, or `None` where the node ends (the
    /// cursor then on what follows it).
    fn property(&mut self, values: &mut Vec<Cow<'a, str>>) -> Result<Option<Property>, ReadError> {
        self.skip_ws();
        if !self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            return Ok(None);
        }
        let location = self.location();
        let mut ident = Ident::default();
        while let Some(b) = self.peek().filter(u8::is_ascii_alphabetic) {
            // FF[3] allowed lowercase letters inside identifiers; they carry no
            // meaning.
            if b.is_ascii_uppercase() {
                ident.push(b);
            }
            self.bump();
        }
        self.skip_ws();
        if self.peek() != Some(b'[') {
            return Err(self.error("property without a value"));
        }
        values.clear();
        while self.peek() == Some(b'[') {
            values.push(self.value()?);
            self.skip_ws();
        }
        Ok(Some(Property { ident, location }))
    }

    /// Returns the first value of the first `GM` property of the node that starts
    /// here (the cursor on `;`), without moving the cursor; `None` if the node has
    /// none (or a syntax error comes first, which the reading itself reports).
    fn game_type(&self) -> Option<(Cow<'a, str>, Location)> {
        let mut scan = self.clone();
        scan.bump();
        let mut values = Vec::new();
        while let Ok(Some(prop)) = scan.property(&mut values) {
            if prop.ident.as_str() == "GM" {
                let value = values.into_iter().next().unwrap_or_default();
                return Some((value, prop.location));
            }
        }
        None
    }

    /// Skips a whole game tree (the cursor on `(`).
    fn skip_tree(&mut self) -> Result<(), ReadError> {
        let start = self.location();
        let mut depth = 0usize;
        loop {
            match self.peek() {
                None => {
                    return Err(ReadError::new(start, Kind::SgfSyntax("unclosed game tree")));
                }
                Some(b'[') => {
                    self.value()?;
                }
                Some(b'(') => {
                    depth += 1;
                    self.bump();
                }
                Some(b')') => {
                    self.bump();
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                Some(_) => {
                    self.bump();
                }
            }
        }
    }

    /// Reads the main line of a game tree (the cursor on `(`): the nodes of its
    /// sequence and, recursively, of its first variation, handing each property to
    /// `game` as it is read (nothing of a node is kept), and returns the game.
    ///
    /// # Errors
    ///
    /// A syntax error of the tree (the outer error); else the game, or the first
    /// error of `game` (the inner one).
    fn main_line(
        &mut self,
        game: &mut GameBuilder<'_>,
    ) -> Result<Result<GameRecord, ReadError>, ReadError> {
        let start = self.location();
        self.bump();
        let mut nodes = 0usize;
        let mut depth = 1usize;
        let mut closed = false;
        let mut values = Vec::new();
        loop {
            self.skip_ws();
            match self.peek() {
                None => {
                    return Err(ReadError::new(start, Kind::SgfSyntax("unclosed game tree")));
                }
                Some(b';') if !closed => {
                    if nodes == 0 {
                        game.game_type(self.game_type());
                    }
                    self.bump();
                    while let Some(prop) = self.property(&mut values)? {
                        game.property(nodes, prop, &values);
                    }
                    nodes += 1;
                }
                Some(b'(') if !closed => {
                    if nodes == 0 {
                        return Err(self.error("game tree without a node"));
                    }
                    depth += 1;
                    self.bump();
                }
                Some(b'(') => self.skip_tree()?,
                Some(b')') => {
                    self.bump();
                    closed = true;
                    depth -= 1;
                    if depth == 0 {
                        if nodes == 0 {
                            return Err(ReadError::new(start, Kind::SgfSyntax("empty game tree")));
                        }
                        return Ok(game.finish());
                    }
                }
                Some(_) => return Err(self.error("expected ';', '(' or ')'")),
            }
        }
    }
}

/// Reads a whole gnubg SGF file into one [`MatchRecord`] (all its games in memory;
/// [`Reader`] reads one at a time): every game tree of the collection is one game. An
/// empty text is a record without games.
///
/// # Errors
///
/// Returns the first [`ReadError`] of the [`Reader`]: an SGF syntax error, a game type
/// other than `GM[6]`, a bad move value, a position edit (`AB`, `AW`, `AE`, `PL`,
/// `CP`, `CV`, `DI` outside the root).
pub fn parse(text: &str) -> Result<MatchRecord, ReadError> {
    Reader::new(text)
        .collect::<Result<Vec<_>, _>>()
        .map(MatchRecord::from_records)
}

/// A gnubg SGF text read one game tree at a time: an iterator of
/// `Result<Record, ReadError>`, one item per game, so that memory stays proportional
/// to one game. The first tree's game information (players, match length, event,
/// ...) is the match's.
///
/// An empty text (or only white space) is no game and no error; other text without a
/// game tree is one error. After an error in a well-formed tree the reader goes on
/// with the next tree; after a syntax error it stops.
///
/// ```
/// use backgammon::record::sgf::Reader;
///
/// let text = "(;GM[6]PW[alice]PB[bob]MI[length:1][game:0][ws:0][bs:0];W[31hefe];B[64aglp])";
/// let record = Reader::new(text).next().expect("one game")?;
/// assert_eq!(*record.players, ["alice", "bob"]);
/// assert_eq!(record.replay()?.plies, 2);
/// assert!(Reader::new(" \n").next().is_none());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Reader<'a> {
    cursor: Cursor<'a>,
    /// The match, from the first tree's game information (its players, lines and
    /// comments are moved to `shared` once that tree is read).
    header: MatchRecord,
    /// What the games share: the players, lines and comments of the first tree.
    shared: SharedHeader,
    /// Game trees read so far.
    read: usize,
    crawford: CrawfordTracker,
    done: bool,
}

impl<'a> Reader<'a> {
    /// Returns a reader of `text` (a leading byte-order mark is skipped).
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Self {
            cursor: Cursor::new(text),
            header: MatchRecord::default(),
            shared: SharedHeader::default(),
            read: 0,
            crawford: CrawfordTracker::default(),
            done: false,
        }
    }

    fn read_tree(&mut self) -> Option<Result<Record, ReadError>> {
        self.cursor.skip_ws();
        match self.cursor.peek() {
            None => {
                self.done = true;
                None
            }
            Some(b'(') => {
                self.cursor.game = self.read + 1;
                let location = self.cursor.location();
                let first = self.read == 0;
                let index = self.read + 1;
                let mut builder = GameBuilder::new(&mut self.header, location, first, index);
                let game = match self.cursor.main_line(&mut builder) {
                    Ok(game) => game,
                    Err(e) => {
                        self.done = true;
                        return Some(Err(e));
                    }
                };
                self.read += 1;
                if first {
                    // Only the first tree sets them: made once, every game shares them.
                    self.shared = SharedHeader::take(&mut self.header);
                }
                Some(game.map(|game| {
                    let after = self.crawford.next(
                        self.header.match_length,
                        &self.header.rules,
                        game.score,
                    );
                    Record::of_shared(&self.header, &self.shared, game, after)
                }))
            }
            Some(_) => {
                self.done = true;
                Some(Err(self.cursor.error("expected '(' to start a game tree")))
            }
        }
    }
}

impl Iterator for Reader<'_> {
    type Item = Result<Record, ReadError>;

    /// Returns the next game, or the error of the game tree that cannot be read.
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        self.read_tree()
    }
}

/// Builds a game from the properties of its main line, handed one at a time
/// ([`Cursor::main_line`]); keeps the first error and ignores what follows it.
struct GameBuilder<'r> {
    record: &'r mut MatchRecord,
    game: GameRecord,
    first: bool,
    index: usize,
    /// The game number of `MI[game:N]`.
    number: Option<u32>,
    cube: u32,
    offered: u32,
    /// The node of the last move read, so that only a node's first move counts.
    moved: Option<usize>,
    error: Option<ReadError>,
}

impl<'r> GameBuilder<'r> {
    fn new(record: &'r mut MatchRecord, location: Location, first: bool, index: usize) -> Self {
        Self {
            record,
            game: GameRecord {
                location,
                ..GameRecord::default()
            },
            first,
            index,
            number: None,
            cube: 1,
            offered: 2,
            moved: None,
            error: None,
        }
    }

    /// Checks the root's game type (its first `GM` property, read ahead), before any
    /// other property of the root.
    fn game_type(&mut self, gm: Option<(Cow<'_, str>, Location)>) {
        match gm {
            Some((value, _)) if value.trim() == "6" => {}
            Some((value, location)) => {
                self.error = Some(ReadError::new(
                    location,
                    Kind::NotBackgammon(value.as_ref().into()),
                ));
            }
            None if self.first => {
                self.error = Some(ReadError::new(
                    self.game.location,
                    Kind::NotBackgammon(boardcore::Excerpt::default()),
                ));
            }
            None => {}
        }
    }

    /// Reads one property of node `node` of the main line (0 is the root).
    fn property(&mut self, node: usize, prop: Property, values: &[Cow<'_, str>]) {
        if self.error.is_some() {
            return;
        }
        let result = if node == 0 {
            self.root(prop, values)
        } else {
            self.action(node, prop, values)
        };
        if let Err(e) = result {
            self.error = Some(e);
        }
    }

    /// Returns the game, or the first error met.
    fn finish(&mut self) -> Result<GameRecord, ReadError> {
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.game.number = self
            .number
            .unwrap_or_else(|| u32::try_from(self.index).unwrap_or(u32::MAX));
        Ok(core::mem::take(&mut self.game))
    }

    fn root(&mut self, prop: Property, values: &[Cow<'_, str>]) -> Result<(), ReadError> {
        let (record, game, first) = (&mut *self.record, &mut self.game, self.first);
        let value = values.first().map_or("", |v| v.as_ref());
        let num = |v: &str| -> Result<u32, ReadError> {
            v.trim()
                .parse()
                .map_err(|_| ReadError::new(prop.location, Kind::BadNumber(v.into())))
        };
        match prop.ident.as_str() {
            "MI" => {
                for v in values {
                    if let Some(n) = v.strip_prefix("length:") {
                        let n = num(n)?;
                        if first {
                            record.match_length = n;
                        }
                    } else if let Some(n) = v.strip_prefix("game:") {
                        self.number = Some(num(n)?.saturating_add(1));
                    } else if let Some(n) = v.strip_prefix("ws:") {
                        game.score[0] = num(n)?;
                    } else if let Some(n) = v.strip_prefix("bs:") {
                        game.score[1] = num(n)?;
                    }
                }
            }
            // The players, headers and comments are the first tree's: `Reader` moves
            // them out of `record` after it, so a later tree's would be written where
            // no record reads them (`true` for these `first` guards is an equivalent
            // mutant in the output; the guards spare the copies).
            "PW" if first => record.players[0] = value.to_owned(),
            "PB" if first => record.players[1] = value.to_owned(),
            "RU" => {
                let mut crawford_game = false;
                for part in value.split(':') {
                    match part.trim() {
                        "Crawford" => record.rules.crawford = Some(true),
                        "CrawfordGame" => crawford_game = true,
                        "Jacoby" => record.rules.jacoby = Some(true),
                        _ => {}
                    }
                }
                game.crawford_game = Some(crawford_game);
            }
            "RE" => game.result = result(value, prop.location),
            "DT" if first => record
                .headers
                .push(("EventDate".to_owned(), value.replace('-', "."))),
            "EV" if first => record.headers.push(("Event".to_owned(), value.to_owned())),
            "PC" if first => record.headers.push(("Site".to_owned(), value.to_owned())),
            "RO" if first => record.headers.push(("Round".to_owned(), value.to_owned())),
            "AN" if first => record
                .headers
                .push(("Transcriber".to_owned(), value.to_owned())),
            "GC" if first => record.comments.extend(lines(value).map(ToOwned::to_owned)),
            "AB" | "AW" | "AE" | "PL" => {
                return Err(ReadError::new(
                    prop.location,
                    Kind::UnsupportedSetup(prop.ident.as_str().into()),
                ));
            }
            _ => {}
        }
        Ok(())
    }

    /// Reads a property of a node after the root: its first `B` or `W` is the
    /// node's action.
    fn action(
        &mut self,
        node: usize,
        prop: Property,
        values: &[Cow<'_, str>],
    ) -> Result<(), ReadError> {
        match prop.ident.as_str() {
            ident @ ("B" | "W") if self.moved != Some(node) => {
                self.moved = Some(node);
                let player = if ident == "W" {
                    Player::FIRST
                } else {
                    Player::SECOND
                };
                let value = values.first().map_or("", |v| v.as_ref());
                let action = match value {
                    "double" => {
                        self.offered = self.cube.saturating_mul(2);
                        Action::Double { cube: self.offered }
                    }
                    "take" => {
                        self.cube = self.offered;
                        Action::Take
                    }
                    "drop" => Action::Drop,
                    _ => roll(value, player).map_err(|k| ReadError::new(prop.location, k))?,
                };
                self.game.actions.push(Event {
                    player,
                    action,
                    location: prop.location,
                });
            }
            "AB" | "AW" | "AE" | "PL" | "CP" | "CV" | "DI" => {
                return Err(ReadError::new(
                    prop.location,
                    Kind::UnsupportedSetup(prop.ident.as_str().into()),
                ));
            }
            _ => {}
        }
        Ok(())
    }
}

/// Reads `W+2`, `B+3R`; `None` for anything else (gnubg ignores it too).
fn result(value: &str, location: Location) -> Option<GameResult> {
    let value = value.trim();
    let winner = match value.as_bytes().first()?.to_ascii_uppercase() {
        b'W' => Player::FIRST,
        b'B' => Player::SECOND,
        _ => return None,
    };
    let rest = value.get(1..)?.strip_prefix('+')?;
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let points: u32 = rest[..digits].parse().ok()?;
    let tail = &rest[digits..];
    Some(GameResult {
        winner,
        points,
        resigned: tail.eq_ignore_ascii_case("r"),
        match_won: false,
        location,
    })
}

/// Reads `41lpab`: the dice, then pairs of point letters for `player`.
fn roll(value: &str, player: Player) -> Result<Action, Kind> {
    let bad = || Kind::BadSgfMove(value.into());
    let b = value.as_bytes();
    if b.len() < 2 || !(b'1'..=b'6').contains(&b[0]) || !(b'1'..=b'6').contains(&b[1]) {
        return Err(bad());
    }
    let letters = &b[2..];
    if !letters.len().is_multiple_of(2) {
        return Err(bad());
    }
    if letters.len() > 8 {
        return Err(Kind::TooManyMoves(letters.len() / 2));
    }
    let point = |c: u8| -> Option<u8> {
        match c {
            b'a'..=b'x' => Some(if player == Player::FIRST {
                c - b'a' + 1
            } else {
                24 - (c - b'a')
            }),
            b'y' => Some(CheckerMove::BAR),
            b'z' => Some(CheckerMove::OFF),
            _ => None,
        }
    };
    let mut moves = Vec::new();
    for pair in letters.chunks_exact(2) {
        let from = point(pair[0]).ok_or_else(bad)?;
        let to = point(pair[1]).ok_or_else(bad)?;
        if from == CheckerMove::OFF || to == CheckerMove::BAR {
            return Err(bad());
        }
        moves.push(CheckerMove {
            from,
            to,
            hit: false,
        });
    }
    Ok(Action::Roll {
        dice: [b[0] - b'0', b[1] - b'0'],
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn value(text: &str) -> Cow<'_, str> {
        Cursor::new(text).value().expect("a value")
    }

    #[test]
    fn values_are_borrowed_unless_escaped() {
        assert!(matches!(value("[41lpab]"), Cow::Borrowed("41lpab")));
        assert!(matches!(value("[]"), Cow::Borrowed("")));
        // `\x` is `x`, whole even where it takes several bytes; `\` then a line end
        // is nothing (LF, CRLF or CR).
        for (text, want) in [
            ("[a\\]b]", "a]b"),
            ("[\\\\]", "\\"),
            ("[\\é!]", "é!"),
            ("[a\\\nb]", "ab"),
            ("[a\\\r\nb]", "ab"),
            ("[a\\\rb]", "ab"),
            ("[\\\n]", ""),
        ] {
            let got = value(text);
            assert!(matches!(got, Cow::Owned(_)), "{text:?}");
            assert_eq!(got, want, "{text:?}");
        }
        assert!(Cursor::new("[abc").value().is_err());
        assert!(Cursor::new("[abc\\").value().is_err());
        // `\]` escapes the bracket: the value is not terminated.
        assert!(Cursor::new("[ab\\]").value().is_err());
    }

    #[test]
    fn identifiers_keep_their_capitals() {
        let mut values = Vec::new();
        let mut cursor = Cursor::new("GaMe[6] ABCDE[1]C[2][3];");
        let gm = cursor.property(&mut values).expect("valid").expect("one");
        assert_eq!((gm.ident.as_str(), values.len()), ("GM", 1));
        let long = cursor.property(&mut values).expect("valid").expect("one");
        assert_eq!(long.ident.as_str(), "");
        let c = cursor.property(&mut values).expect("valid").expect("one");
        assert_eq!(
            (c.ident.as_str(), values.as_slice()),
            ("C", &["2".into(), "3".into()][..])
        );
        assert!(cursor.property(&mut values).expect("valid").is_none());
        assert_eq!(cursor.peek(), Some(b';'));
    }
}
