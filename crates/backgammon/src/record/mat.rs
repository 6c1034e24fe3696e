//! The Jellyfish/gnubg `.mat` text format and its BackgammonGalaxy `.txt` dialect.
//!
//! A file is a few `; [Key "Value"]` header lines, an `N point match` line, then
//! for each game a ` Game N` line, the players' line `alice : 0   bob : 0` and
//! numbered move lines with the first player's action on the left and the second's
//! on the right:
//!
//! ```text
//!  3 point match
//!
//!  Game 1
//!  gnubg : 0                      LMDN : 0
//!   1)                             63: 24/18 13/10
//!   2) 42: 13/11 11/7*             53: 25/20 13/10
//!  11) 53: 12/7 7/4                 Doubles => 2
//!  12)  Takes                      41: 20/16 16/15
//!                                   Wins 2 points
//! ```
//!
//! The reader is lenient where real files differ (see
//! `docs/rules/backgammon-records.md`): columns found by the words rather than
//! fixed widths, `bar`/`off` as well as `25`/`0`, `6/5(2)`, `24/21*/20`, XG's
//! `Cannot Move` and `???`, `Beavers`/`Raccoons`, Galaxy's `Wins 1 point and the
//! match` and `Losses 1 point`. [`write()`] writes the layout of gnubg's `export match
//! mat`.

use super::data::{CrawfordTracker, SharedHeader};
use super::lines::{Lines, lines};
use super::{
    Action, CheckerMove, Event, GameRecord, GameResult, Location, MatchRecord, ReadError,
    ReadErrorKind as Kind, Record,
};
use alloc::borrow::ToOwned;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::sync::Arc;
use alloc::vec::Vec;
use boardcore::Player;
use core::fmt::Write as _;

/// The column (counted from just after `N)`, or from the line start) from which a
/// lone action is the second player's.
const RIGHT_COLUMN: usize = 12;

/// Reads a whole `.mat` file or BackgammonGalaxy `.txt` export into one
/// [`MatchRecord`] (all its games in memory; [`Reader`] reads one at a time). An empty
/// text is a record without games.
///
/// # Errors
///
/// Returns the first [`ReadError`] of the [`Reader`]: no `N point match` line, a bad
/// players' line, a bad roll or checker movement, an unknown action word, an action
/// after the game's result.
pub fn parse(text: &str) -> Result<MatchRecord, ReadError> {
    Reader::new(text)
        .collect::<Result<Vec<_>, _>>()
        .map(MatchRecord::from_records)
}

/// A `.mat` (or Galaxy `.txt`) text read one game at a time: an iterator of
/// `Result<Record, ReadError>`, one item per game, each read as the iterator reaches
/// it, so that memory stays proportional to one game, not to the file (a session of
/// thousands of games).
///
/// An empty text (or only white space) is no game and no error; a text that is not
/// empty but holds no game is one error ([`ReadErrorKind::NoMatchLength`](Kind::NoMatchLength)
/// or [`NoGame`](Kind::NoGame)). After an error inside a game, the reader goes on at
/// the next `Game N` line; an error in the header ends it.
///
/// ```
/// use backgammon::record::mat::Reader;
///
/// let text = " 0 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5\n\n Game 2\n a : 0   b : 0\n";
/// let mut games = Reader::new(text);
/// let first = games.next().expect("game 1")?;
/// assert_eq!((first.match_length, &*first.players, first.game.actions.len()), (0, &["a".into(), "b".into()], 1));
/// assert_eq!(games.next().transpose()?.map(|r| r.game.number), Some(2));
/// assert!(games.next().is_none());
/// assert!(Reader::new("").next().is_none());
/// # Ok::<(), backgammon::record::ReadError>(())
/// ```
#[derive(Debug)]
pub struct Reader<'a> {
    lines: core::iter::Enumerate<Lines<'a>>,
    /// The match length and rules of the header (its lines and comments are moved to
    /// `shared` once read).
    header: MatchRecord,
    /// What the games share: the header's lines and comments, and the players of the
    /// current game's players' line.
    shared: SharedHeader,
    /// Whether the header (up to the match line) is read.
    started: bool,
    game: Option<GameRecord>,
    expect_players: bool,
    last_line: usize,
    /// The 1-based index of the current game in the text (0 before the first).
    index: usize,
    /// Skipping the rest of a game after an error in it.
    skipping: bool,
    crawford: CrawfordTracker,
    done: bool,
}

impl<'a> Reader<'a> {
    /// Returns a reader of `text` (a leading byte-order mark is skipped).
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        Self {
            lines: lines(text).enumerate(),
            header: MatchRecord::default(),
            shared: SharedHeader::default(),
            started: false,
            game: None,
            expect_players: false,
            last_line: 1,
            index: 0,
            skipping: false,
            crawford: CrawfordTracker::default(),
            // An empty text is no game, not an error.
            done: text.trim().is_empty(),
        }
    }

    /// Reads the header, up to the `N point match` line.
    fn read_header(&mut self) -> Result<(), ReadError> {
        loop {
            let Some((i, line)) = self.lines.next() else {
                return Err(ReadError::new(
                    at(1, self.last_line, 1),
                    Kind::NoMatchLength,
                ));
            };
            let n = i + 1;
            self.last_line = n;
            let trimmed = line.trim();
            if trimmed.is_empty() {
                continue;
            }
            if let Some(rest) = trimmed
                .strip_prefix(';')
                .or_else(|| trimmed.strip_prefix('#'))
            {
                header_line(&mut self.header, rest.trim());
                continue;
            }
            if let Some(length) = match_length(trimmed, at(1, n, column_of(line, trimmed)))? {
                self.header.match_length = length;
                // Made once: every game shares them.
                self.shared = SharedHeader::take(&mut self.header);
                return Ok(());
            }
            // Anything else before the match line is ignored, as gnubg does.
        }
    }

    /// Returns the finished current game as a record.
    fn finish(&mut self, game: GameRecord) -> Record {
        let after = self
            .crawford
            .next(self.header.match_length, &self.header.rules, game.score);
        // The shared players are those of this game's players' line.
        Record::of_shared(&self.header, &self.shared, game, after)
    }

    /// Reads lines up to the end of the current game.
    fn read_game(&mut self) -> Result<Option<GameRecord>, ReadError> {
        while let Some((i, line)) = self.lines.next() {
            let n = i + 1;
            self.last_line = n;
            let trimmed = line.trim();
            if trimmed.is_empty() {
                continue;
            }
            let loc = at(self.index.max(1), n, column_of(line, trimmed));
            if self.skipping {
                // After an error: on to the next `Game N` line.
                if let Ok(Some(number)) = game_line(trimmed, loc) {
                    self.skipping = false;
                    self.start_game(number, line, n);
                }
                continue;
            }
            if self.expect_players {
                self.expect_players = false;
                let g = self
                    .game
                    .as_mut()
                    .ok_or_else(|| ReadError::new(loc, Kind::ActionOutsideGame))?;
                let (names, score) = players_line(trimmed)
                    .ok_or_else(|| ReadError::new(loc, Kind::BadPlayersLine(trimmed.into())))?;
                g.score = score;
                // The line belongs to the game: a new value for each game.
                self.shared.players = Arc::new(names);
                continue;
            }
            if trimmed.starts_with(';') || trimmed.starts_with('#') {
                let rest = trimmed[1..].trim_start();
                if rest.starts_with("Set Pos") {
                    return Err(ReadError::new(loc, Kind::UnsupportedEdit(rest.into())));
                }
                continue;
            }
            if let Some(number) = game_line(trimmed, loc)? {
                let done = self.game.take();
                self.start_game(number, line, n);
                if let Some(done) = done {
                    return Ok(Some(done));
                }
                continue;
            }
            let index = self.index.max(1);
            let g = self
                .game
                .as_mut()
                .ok_or_else(|| ReadError::new(loc, Kind::ActionOutsideGame))?;
            move_line(g, line, n, index)?;
        }
        if self.expect_players {
            // Reported at the `Game N` line.
            self.expect_players = false;
            let location = self
                .game
                .take()
                .map_or_else(|| at(self.index.max(1), self.last_line, 1), |g| g.location);
            return Err(ReadError::new(location, Kind::MissingPlayersLine));
        }
        if let Some(done) = self.game.take() {
            return Ok(Some(done));
        }
        if self.index == 0 {
            // A match line and nothing else: not an empty match, a file that lost its
            // games (such as line ends this reader did not see).
            return Err(ReadError::new(at(1, self.last_line, 1), Kind::NoGame));
        }
        Ok(None)
    }

    /// Starts game `number`, whose `Game N` line is `line` (line `n` of the text).
    fn start_game(&mut self, number: u32, line: &str, n: usize) {
        self.index += 1;
        self.expect_players = true;
        self.game = Some(GameRecord {
            number,
            location: at(self.index, n, column_of(line, line.trim())),
            ..GameRecord::default()
        });
    }
}

impl Iterator for Reader<'_> {
    type Item = Result<Record, ReadError>;

    /// Returns the next game, or the error of the game that cannot be read.
    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        if !self.started {
            self.started = true;
            if let Err(e) = self.read_header() {
                self.done = true;
                return Some(Err(e));
            }
        }
        match self.read_game() {
            Ok(Some(game)) => Some(Ok(self.finish(game))),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                // The rest of this game is skipped; the next one is read.
                if self.game.take().is_some() || self.expect_players {
                    self.skipping = true;
                }
                self.expect_players = false;
                if self.index == 0 {
                    self.done = true;
                }
                Some(Err(e))
            }
        }
    }
}

/// The location in game `game` (1-based) at `line` and `column`.
const fn at(game: usize, line: usize, column: usize) -> Location {
    Location { game, line, column }
}

/// The 1-based character column where `part` (a subslice of `line`) starts.
fn column_of(line: &str, part: &str) -> usize {
    let offset = (part.as_ptr() as usize).saturating_sub(line.as_ptr() as usize);
    line.get(..offset).map_or(1, |s| s.chars().count() + 1)
}

fn header_line(record: &mut MatchRecord, rest: &str) {
    if let Some((key, value)) = header_pair(rest) {
        let on = match value.to_ascii_lowercase().as_str() {
            "on" | "yes" | "true" => Some(true),
            "off" | "no" | "false" => Some(false),
            _ => None,
        };
        let rules = &mut record.rules;
        match key {
            "Crawford" if on.is_some() => rules.crawford = on,
            "Jacoby" if on.is_some() => rules.jacoby = on,
            "Beaver" if on.is_some() => rules.beaver = on,
            "CubeLimit" if value.parse::<u32>().is_ok() => rules.cube_limit = value.parse().ok(),
            _ => record.headers.push((key.to_owned(), value.to_owned())),
        }
    } else if !rest.is_empty() {
        record.comments.push(rest.to_owned());
    }
}

/// Reads `[Key "Value"]`.
fn header_pair(rest: &str) -> Option<(&str, &str)> {
    let inner = rest.strip_prefix('[')?.strip_suffix(']')?.trim_end();
    let inner = inner.strip_suffix('"')?;
    let (key, value) = inner.split_once('"')?;
    let key = key.trim();
    (!key.is_empty()).then_some((key, value))
}

/// Reads `N point match`; `None` if the line is something else.
fn match_length(trimmed: &str, loc: Location) -> Result<Option<u32>, ReadError> {
    let mut words = trimmed.split_whitespace();
    let (Some(number), Some(point), Some(matchw)) = (words.next(), words.next(), words.next())
    else {
        return Ok(None);
    };
    if !number.bytes().all(|b| b.is_ascii_digit())
        || !point.eq_ignore_ascii_case("point")
        || !matchw.eq_ignore_ascii_case("match")
    {
        return Ok(None);
    }
    number
        .parse()
        .map(Some)
        .map_err(|_| ReadError::new(loc, Kind::BadNumber(number.into())))
}

/// Reads `Game N`; `None` if the line is something else.
fn game_line(trimmed: &str, loc: Location) -> Result<Option<u32>, ReadError> {
    let Some(rest) = trimmed.strip_prefix("Game ") else {
        return Ok(None);
    };
    let number = rest.split_whitespace().next().unwrap_or("");
    if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    number
        .parse()
        .map(Some)
        .map_err(|_| ReadError::new(loc, Kind::BadNumber(number.into())))
}

/// Reads `alice : 0      bob : 2`.
fn players_line(trimmed: &str) -> Option<([String; 2], [u32; 2])> {
    let (name0, rest) = trimmed.split_once(':')?;
    let rest = rest.trim_start();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let score0: u32 = rest[..digits].parse().ok()?;
    let (name1, rest) = rest[digits..].split_once(':')?;
    let rest = rest.trim();
    let digits = rest.bytes().take_while(u8::is_ascii_digit).count();
    let score1: u32 = rest[..digits].parse().ok()?;
    let (name0, name1) = (name0.trim(), name1.trim());
    // Empty names are allowed: an SGF record without `PW`/`PB` writes them so.
    if !rest[digits..].trim().is_empty() {
        return None;
    }
    Some(([name0.to_owned(), name1.to_owned()], [score0, score1]))
}

/// One action of a move line, as read.
enum Item {
    Act(Action),
    /// `Wins N point(s) [and the match]` (`won` true) or `Losses N point(s)`.
    Result {
        won: bool,
        points: Option<u32>,
        match_won: bool,
    },
}

struct Parsed {
    item: Item,
    column: usize,
}

fn move_line(game: &mut GameRecord, line: &str, n: usize, index: usize) -> Result<(), ReadError> {
    // The optional `N)` prefix.
    let trimmed = line.trim_start();
    let digits = trimmed.bytes().take_while(u8::is_ascii_digit).count();
    let (content, base) = if digits > 0 && trimmed.as_bytes().get(digits) == Some(&b')') {
        let content = &trimmed[digits + 1..];
        (content, column_of(line, content))
    } else {
        (line, 1)
    };
    let err = |col: usize, kind: Kind| ReadError::new(at(index, n, col), kind);
    let mut items: Vec<Parsed> = Vec::new();
    let mut offset = 0;
    // The column of `content[counted..]`, advanced word by word so that a long line
    // is counted once (linear), not once per word.
    let mut counted = 0;
    let mut counted_column = base;
    for word in content.split_whitespace() {
        let start = offset + content[offset..].find(word).unwrap_or(0);
        offset = start + word.len();
        counted_column += content[counted..start].chars().count();
        counted = start;
        let column = counted_column;
        let lower = word.to_ascii_lowercase();
        if let Some(dice) = roll_word(word).map_err(|k| err(column, k))? {
            items.push(Parsed {
                item: Item::Act(Action::Roll {
                    dice: dice.0,
                    moves: Vec::new(),
                }),
                column,
            });
            if !dice.1.is_empty() {
                // `41:13/9`: a movement glued to the roll.
                let last = items.last_mut().map(|p| &mut p.item);
                if let Some(Item::Act(Action::Roll { moves, .. })) = last {
                    checker_moves(dice.1, moves).map_err(|k| err(column + 3, k))?;
                }
            }
            continue;
        }
        let starts = |p: &str| lower.starts_with(p);
        let new = if starts("double") {
            Some(Item::Act(Action::Double { cube: 0 }))
        } else if starts("beaver") {
            Some(Item::Act(Action::Beaver { cube: 0 }))
        } else if starts("raccoon") {
            Some(Item::Act(Action::Raccoon { cube: 0 }))
        } else if starts("take") {
            Some(Item::Act(Action::Take))
        } else if starts("drop") || starts("pass") {
            Some(Item::Act(Action::Drop))
        } else if starts("resign") {
            Some(Item::Act(Action::Resign { level: None }))
        } else if starts("win") {
            Some(Item::Result {
                won: true,
                points: None,
                match_won: false,
            })
        } else if starts("loss") || starts("lose") {
            Some(Item::Result {
                won: false,
                points: None,
                match_won: false,
            })
        } else {
            None
        };
        if let Some(item) = new {
            items.push(Parsed { item, column });
            continue;
        }
        // An argument of the current item.
        let Some(current) = items.last_mut() else {
            return Err(err(column, Kind::UnknownAction(word.into())));
        };
        match &mut current.item {
            Item::Act(Action::Roll { moves, .. }) => {
                if lower == "cannot" || lower == "can't" || lower == "move" {
                    // XG's `Cannot Move`.
                } else if word.bytes().all(|b| b == b'?') {
                    // XG's `???`: rolled, then resigned.
                } else if lower == "illegal" {
                    return Err(err(
                        column,
                        Kind::UnsupportedEdit(content[start..].trim().into()),
                    ));
                } else {
                    checker_moves(word, moves).map_err(|k| err(column, k))?;
                }
            }
            Item::Act(
                Action::Double { cube } | Action::Beaver { cube } | Action::Raccoon { cube },
            ) => {
                // `=> 2`, also written `=>2`.
                let value = word.strip_prefix("=>").unwrap_or(word);
                if !value.is_empty() {
                    if *cube != 0 {
                        return Err(err(column, Kind::UnknownAction(word.into())));
                    }
                    *cube = number(value).map_err(|k| err(column, k))?;
                }
            }
            Item::Result {
                points, match_won, ..
            } => match lower.as_str() {
                "point" | "points" | "and" | "the" | "pts" => {}
                "match" => *match_won = true,
                _ if points.is_none() => *points = Some(number(word).map_err(|k| err(column, k))?),
                _ => return Err(err(column, Kind::UnknownAction(word.into()))),
            },
            Item::Act(_) => return Err(err(column, Kind::UnknownAction(word.into()))),
        }
    }
    if items.len() > 2 {
        return Err(err(items[2].column, Kind::TooManyActions));
    }
    let lone = items.len() == 1;
    for (i, parsed) in items.into_iter().enumerate() {
        let right = if lone {
            parsed.column.saturating_sub(base) >= RIGHT_COLUMN
        } else {
            i == 1
        };
        let player = if right { Player::SECOND } else { Player::FIRST };
        let loc = at(index, n, parsed.column);
        match parsed.item {
            Item::Act(action) => {
                if let Action::Double { cube } | Action::Beaver { cube } | Action::Raccoon { cube } =
                    action
                    && cube == 0
                {
                    return Err(ReadError::new(
                        loc,
                        Kind::BadNumber(boardcore::Excerpt::default()),
                    ));
                }
                if game.result.is_some() {
                    return Err(ReadError::new(loc, Kind::ActionAfterResult));
                }
                game.actions.push(Event {
                    player,
                    action,
                    location: loc,
                });
            }
            Item::Result {
                won,
                points,
                match_won,
            } => {
                let points = points.ok_or_else(|| {
                    ReadError::new(loc, Kind::BadNumber(boardcore::Excerpt::default()))
                })?;
                let winner = if won { player } else { player.opponent() };
                match &mut game.result {
                    Some(r) if r.winner == winner && r.points == points => {
                        r.match_won |= match_won;
                    }
                    Some(_) => return Err(ReadError::new(loc, Kind::ConflictingResults)),
                    None => {
                        game.result = Some(GameResult {
                            winner,
                            points,
                            resigned: false,
                            match_won,
                            location: loc,
                        });
                    }
                }
            }
        }
    }
    Ok(())
}

/// Reads a roll word `41:` (and what is glued after the colon); `None` if `word` is
/// no roll.
fn roll_word(word: &str) -> Result<Option<([u8; 2], &str)>, Kind> {
    let Some((dice, rest)) = word.split_once(':') else {
        return Ok(None);
    };
    if dice.is_empty() || !dice.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    let b = dice.as_bytes();
    if b.len() != 2 || !(b'1'..=b'6').contains(&b[0]) || !(b'1'..=b'6').contains(&b[1]) {
        return Err(Kind::BadRoll(word.into()));
    }
    Ok(Some(([b[0] - b'0', b[1] - b'0'], rest)))
}

fn number(word: &str) -> Result<u32, Kind> {
    if word.is_empty() || !word.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Kind::BadNumber(word.into()));
    }
    word.parse().map_err(|_| Kind::BadNumber(word.into()))
}

/// Reads one movement word (`13/9`, `25/20*`, `bar/22`, `6/off`, `6/5(2)`,
/// `24/21*/20`) into `moves`.
pub(crate) fn checker_moves(word: &str, moves: &mut Vec<CheckerMove>) -> Result<(), Kind> {
    let bad = || Kind::BadMove(word.into());
    let (chain, count) = match word.strip_suffix(')') {
        Some(head) => {
            let (chain, count) = head.rsplit_once('(').ok_or_else(bad)?;
            let count: usize = count.parse().map_err(|_| bad())?;
            if !(1..=4).contains(&count) {
                return Err(bad());
            }
            (chain, count)
        }
        None => (word, 1),
    };
    let mut parts = chain.split('/');
    let first = parts.next().ok_or_else(bad)?;
    if first.ends_with('*') {
        return Err(bad());
    }
    let mut from = point(first).ok_or_else(bad)?;
    let mut chain_moves: Vec<CheckerMove> = Vec::new();
    for part in parts {
        let (part, hit) = match part.strip_suffix('*') {
            Some(p) => (p, true),
            None => (part, false),
        };
        let to = point(part).ok_or_else(bad)?;
        if from == CheckerMove::OFF || to == CheckerMove::BAR {
            return Err(bad());
        }
        chain_moves.push(CheckerMove { from, to, hit });
        if chain_moves.len() > 4 {
            return Err(Kind::TooManyMoves(chain_moves.len()));
        }
        from = to;
    }
    if chain_moves.is_empty() {
        return Err(bad());
    }
    for _ in 0..count {
        moves.extend_from_slice(&chain_moves);
        if moves.len() > 4 {
            return Err(Kind::TooManyMoves(moves.len()));
        }
    }
    Ok(())
}

/// Reads a point: `0`..=`25`, `bar`, `off`.
fn point(word: &str) -> Option<u8> {
    if word.eq_ignore_ascii_case("bar") {
        return Some(CheckerMove::BAR);
    }
    if word.eq_ignore_ascii_case("off") {
        return Some(CheckerMove::OFF);
    }
    if word.is_empty() || word.len() > 2 || !word.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    word.parse().ok().filter(|&p| p <= 25)
}

/// Writes `record` as a `.mat` file in the layout of gnubg's `export match mat`.
///
/// Reading the text back with [`parse`] gives the same record, locations aside,
/// except for what the format cannot hold: the level of a resignation offer, the
/// acceptance or refusal of one (left out), SGF's `resigned` mark of a result, and
/// the Crawford-game marks.
#[must_use]
pub fn write(record: &MatchRecord) -> String {
    let mut out = String::new();
    for (key, value) in &record.headers {
        let _ = writeln!(out, "; [{key} \"{value}\"]");
    }
    let on = |b: bool| if b { "On" } else { "Off" };
    let rules = &record.rules;
    for (key, value) in [
        ("Crawford", rules.crawford),
        ("Jacoby", rules.jacoby),
        ("Beaver", rules.beaver),
    ] {
        if let Some(value) = value {
            let _ = writeln!(out, "; [{key} \"{}\"]", on(value));
        }
    }
    if let Some(limit) = rules.cube_limit {
        let _ = writeln!(out, "; [CubeLimit \"{limit}\"]");
    }
    for comment in &record.comments {
        let _ = writeln!(out, "; {comment}");
    }
    let _ = write!(out, "\n {} point match\n\n", record.match_length);
    for game in &record.games {
        write_game(&mut out, record, game);
    }
    out
}

fn plural(points: u32) -> &'static str {
    if points == 1 { "" } else { "s" }
}

fn write_game(out: &mut String, record: &MatchRecord, game: &GameRecord) {
    let _ = writeln!(out, " Game {}", game.number);
    let first = format!("{} : {}", record.players[0], game.score[0]);
    let _ = writeln!(out, " {first:<31}{} : {}", record.players[1], game.score[1]);
    let mut open = false;
    let mut line = 0u32;
    let result_text = game.result.as_ref().map(|r| {
        format!(
            "Wins {} point{}{}",
            r.points,
            plural(r.points),
            if r.match_won { " and the match" } else { "" }
        )
    });
    let count = game.actions.len();
    for (i, event) in game.actions.iter().enumerate() {
        let right = event.player != Player::FIRST;
        let cell = match &event.action {
            Action::Roll { dice, moves } => {
                let mut cell = format!("{}{}: ", dice[0], dice[1]);
                for (j, m) in moves.iter().enumerate() {
                    cell.push_str(&m.to_string());
                    if j < 3 {
                        cell.push(' ');
                    }
                }
                cell
            }
            Action::Double { cube } => format!(" Doubles => {cube}"),
            Action::Beaver { cube } => format!(" Beavers => {cube}"),
            Action::Raccoon { cube } => format!(" Raccoons => {cube}"),
            Action::Take => " Takes".to_owned(),
            Action::Drop => " Drops".to_owned(),
            Action::Resign { .. } => " Resigns".to_owned(),
            Action::AcceptResign | Action::RejectResign => continue,
        };
        // gnubg writes the doubler's win on the dropper's line when the dropper is
        // on the left.
        if let (Action::Drop, false, true, Some(r), Some(text)) = (
            &event.action,
            right,
            i + 1 == count,
            game.result.as_ref(),
            result_text.as_ref(),
        ) && r.winner != Player::FIRST
        {
            if open {
                out.push('\n');
            }
            line += 1;
            let cell = format!("{cell}{:23}{text}", "");
            let _ = write!(out, "{line:3}) {cell:<27} \n\n");
            return;
        }
        if right {
            if open {
                out.push_str(&cell);
                out.push('\n');
                open = false;
            } else {
                line += 1;
                let _ = writeln!(out, "{line:3}) {:<27} {cell}", "");
            }
        } else {
            if open {
                out.push('\n');
            }
            line += 1;
            let _ = write!(out, "{line:3}) {cell:<27} ");
            open = true;
        }
    }
    match (game.result.as_ref(), result_text) {
        (Some(r), Some(text)) => {
            let left_wins = r.winner == Player::FIRST;
            match (open, left_wins) {
                (true, true) => {
                    let _ = write!(out, "\n      {text}\n\n");
                }
                (true, false) => {
                    let _ = write!(out, " {text}\n\n");
                }
                (false, true) => {
                    let _ = write!(out, "      {text}\n\n");
                }
                (false, false) => {
                    let _ = write!(out, "{:34}{text}\n\n", "");
                }
            }
        }
        _ => {
            if open {
                out.push('\n');
            }
            out.push('\n');
        }
    }
}
