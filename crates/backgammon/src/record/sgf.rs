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

use super::data::CrawfordTracker;
use super::lines::lines;
use super::{
    Action, CheckerMove, Event, GameRecord, GameResult, Location, MatchRecord, ReadError,
    ReadErrorKind as Kind, Record,
};
use alloc::borrow::ToOwned;
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::Player;

/// One property of a node: identifier, values, where it starts.
struct Property {
    ident: String,
    values: Vec<String>,
    location: Location,
}

type Node = Vec<Property>;

#[derive(Debug)]
struct Cursor<'a> {
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

    /// Reads a `[...]` value (the cursor on `[`), unescaping `\x`.
    fn value(&mut self) -> Result<String, ReadError> {
        let start = self.location();
        self.bump();
        let mut out: Vec<u8> = Vec::new();
        loop {
            match self.bump() {
                None => {
                    return Err(ReadError::new(
                        start,
                        Kind::SgfSyntax("unterminated property value"),
                    ));
                }
                Some(b']') => break,
                Some(b'\\') => match self.bump() {
                    None => {
                        return Err(ReadError::new(
                            start,
                            Kind::SgfSyntax("unterminated property value"),
                        ));
                    }
                    // A soft line break: `\` then LF, CRLF or CR.
                    Some(b'\n') => {}
                    Some(b'\r') => {
                        if self.peek() == Some(b'\n') {
                            self.bump();
                        }
                    }
                    Some(b) => out.push(b),
                },
                Some(b) => out.push(b),
            }
        }
        Ok(String::from_utf8_lossy(&out).into_owned())
    }

    /// Reads a node (the cursor on `;`).
    fn node(&mut self) -> Result<Node, ReadError> {
        self.bump();
        let mut node = Node::new();
        loop {
            self.skip_ws();
            match self.peek() {
                Some(b) if b.is_ascii_alphabetic() => {
                    let location = self.location();
                    let mut ident = String::new();
                    while let Some(b) = self.peek().filter(u8::is_ascii_alphabetic) {
                        // FF[3] allowed lowercase letters inside identifiers; they
                        // carry no meaning.
                        if b.is_ascii_uppercase() {
                            ident.push(char::from(b));
                        }
                        self.bump();
                    }
                    self.skip_ws();
                    if self.peek() != Some(b'[') {
                        return Err(self.error("property without a value"));
                    }
                    let mut values = Vec::new();
                    while self.peek() == Some(b'[') {
                        values.push(self.value()?);
                        self.skip_ws();
                    }
                    node.push(Property {
                        ident,
                        values,
                        location,
                    });
                }
                _ => return Ok(node),
            }
        }
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
    /// sequence and, recursively, of its first variation.
    fn main_line(&mut self) -> Result<Vec<Node>, ReadError> {
        let start = self.location();
        self.bump();
        let mut nodes = Vec::new();
        let mut depth = 1usize;
        let mut closed = false;
        loop {
            self.skip_ws();
            match self.peek() {
                None => {
                    return Err(ReadError::new(start, Kind::SgfSyntax("unclosed game tree")));
                }
                Some(b';') if !closed => nodes.push(self.node()?),
                Some(b'(') if !closed => {
                    if nodes.is_empty() {
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
                        if nodes.is_empty() {
                            return Err(ReadError::new(start, Kind::SgfSyntax("empty game tree")));
                        }
                        return Ok(nodes);
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
/// assert_eq!(record.players, ["alice", "bob"]);
/// assert_eq!(record.replay()?.plies, 2);
/// assert!(Reader::new(" \n").next().is_none());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Debug)]
pub struct Reader<'a> {
    cursor: Cursor<'a>,
    header: MatchRecord,
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
                let nodes = match self.cursor.main_line() {
                    Ok(nodes) => nodes,
                    Err(e) => {
                        self.done = true;
                        return Some(Err(e));
                    }
                };
                let first = self.read == 0;
                self.read += 1;
                let game = game(&mut self.header, &nodes, location, first, self.read);
                Some(game.map(|game| {
                    let after = self.crawford.next(
                        self.header.match_length,
                        &self.header.rules,
                        game.score,
                    );
                    Record::of_game(&self.header, game, after)
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

fn first_value(prop: &Property) -> &str {
    prop.values.first().map_or("", String::as_str)
}

fn game(
    record: &mut MatchRecord,
    nodes: &[Node],
    location: Location,
    first: bool,
    index: usize,
) -> Result<GameRecord, ReadError> {
    let mut game = GameRecord {
        location,
        ..GameRecord::default()
    };
    let root = &nodes[0];
    let gm = root.iter().find(|p| p.ident == "GM");
    match gm {
        Some(p) if first_value(p).trim() == "6" => {}
        Some(p) => {
            return Err(ReadError::new(
                p.location,
                Kind::NotBackgammon(first_value(p).into()),
            ));
        }
        None if first => {
            return Err(ReadError::new(
                location,
                Kind::NotBackgammon(boardcore::Excerpt::default()),
            ));
        }
        None => {}
    }
    let mut number = None;
    for prop in root {
        let value = first_value(prop);
        let num = |v: &str| -> Result<u32, ReadError> {
            v.trim()
                .parse()
                .map_err(|_| ReadError::new(prop.location, Kind::BadNumber(v.into())))
        };
        match prop.ident.as_str() {
            "MI" => {
                for v in &prop.values {
                    if let Some(n) = v.strip_prefix("length:") {
                        let n = num(n)?;
                        if first {
                            record.match_length = n;
                        }
                    } else if let Some(n) = v.strip_prefix("game:") {
                        number = Some(num(n)?.saturating_add(1));
                    } else if let Some(n) = v.strip_prefix("ws:") {
                        game.score[0] = num(n)?;
                    } else if let Some(n) = v.strip_prefix("bs:") {
                        game.score[1] = num(n)?;
                    }
                }
            }
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
    }
    game.number = number.unwrap_or_else(|| u32::try_from(index).unwrap_or(u32::MAX));
    let mut cube: u32 = 1;
    let mut offered: u32 = 2;
    for node in &nodes[1..] {
        let mut seen = false;
        for prop in node {
            match prop.ident.as_str() {
                "B" | "W" if !seen => {
                    seen = true;
                    let player = if prop.ident == "W" {
                        Player::FIRST
                    } else {
                        Player::SECOND
                    };
                    let value = first_value(prop);
                    let action = match value {
                        "double" => {
                            offered = cube.saturating_mul(2);
                            Action::Double { cube: offered }
                        }
                        "take" => {
                            cube = offered;
                            Action::Take
                        }
                        "drop" => Action::Drop,
                        _ => roll(value, player).map_err(|k| ReadError::new(prop.location, k))?,
                    };
                    game.actions.push(Event {
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
        }
    }
    Ok(game)
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
