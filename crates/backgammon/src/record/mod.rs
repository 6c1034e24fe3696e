//! Match records: the Jellyfish/gnubg `.mat` text (read and write), its
//! BackgammonGalaxy `.txt` dialect (read) and gnubg SGF `GM[6]` (read).
//!
//! A [`MatchRecord`] is the record as written, before any rule is applied: the
//! players, the match length, the header lines, the rules the file states and, for
//! each game, the score at its start, its [`Action`]s in order and the result as
//! recorded. Reading a record checks only its syntax; whether every roll, play and
//! cube action is legal is the replay's business.
//!
//! - [`mat::parse`] reads `.mat` and the BackgammonGalaxy `.txt` exports (the same
//!   layout with a few quirks), [`mat::write`] writes `.mat` the way gnubg exports it;
//! - [`sgf::parse`] reads the SGF files gnubg writes;
//! - [`parse`] picks the reader from a [`Format`], and [`Format::from_extension`]
//!   picks the format from a file name's extension ([`Format::detect`] from the text);
//! - [`replay`] replays a record under the rules and reports the first illegal
//!   action with its game, action number and place; [`replay_each`] replays each
//!   game and [`replay_file`] reads and replays a file's bytes; [`with_hits`] sets the
//!   hit marks from the board (SGF writes none), so that an SGF record converts to
//!   the `.mat` file gnubg would write;
//! - [`from_moves`] records the moves played on a [`crate::Match`], to export games
//!   the library played.
//!
//! Checker movements are written as gnubg's internal board sees them: each
//! [`CheckerMove`] goes `from` a point `to` a point in the mover's own numbering,
//! 1..=24, with 25 the bar and 0 off.
//!
//! The formats and their quirks are described in `docs/rules/backgammon-records.md`.
//!
//! ```
//! use backgammon::record::{self, mat, Action};
//!
//! let text = " 1 point match\n\n Game 1\n alice : 0      bob : 0\n  1) 31: 8/5 6/5   \
//!             64: 24/18 13/9\n  2)  Doubles => 2   Drops\n      Wins 1 point\n";
//! let record = mat::parse(text)?;
//! assert_eq!(record.players, ["alice", "bob"]);
//! let game = &record.games[0];
//! assert_eq!(game.actions.len(), 4);
//! assert!(matches!(game.actions[2].action, Action::Double { cube: 2 }));
//! assert_eq!(game.result.as_ref().map(|r| r.points), Some(1));
//! // What the writer writes, the reader reads back.
//! assert_eq!(mat::parse(&mat::write(&record))?.without_locations(), record.without_locations());
//! // Under the rules: alice doubled, bob dropped; alice leads 1-0.
//! assert_eq!(record::replay(&record)?.score, [1, 0]);
//! // An illegal play is reported where it is written.
//! let bad = record::mat::parse(&text.replace("13/9", "13/8"))?;
//! let error = record::replay(&bad).unwrap_err();
//! assert_eq!((error.game, error.action, error.location.line), (1, 2, 5));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

pub mod mat;
mod recorder;
mod replay;
pub mod sgf;

pub use recorder::from_moves;
pub use replay::{
    GameReplay, ReplayError, ReplayErrorKind, ReplaySummary, Replayer, replay, replay_each,
    with_hits,
};

use alloc::string::String;
use alloc::vec::Vec;
use boardcore::{Excerpt, Player};
use core::fmt;

/// A whole match (or money session) as a record file writes it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchRecord {
    /// The players' names: `[first, second]`, where the first is the left column of a
    /// `.mat` file (Galaxy's `Player 1`) and SGF's White (`PW`).
    pub players: [String; 2],
    /// The match length in points; 0 for a money session.
    pub match_length: u32,
    /// The header lines in file order, `(key, value)`: `.mat` `; [Key "Value"]` lines
    /// (`EventDate`, `Site`, Galaxy's `Match ID`, `Player 1 Elo`, ...), and SGF's game
    /// information under the same names (`EV` as `Event`, `DT` as `EventDate`, ...).
    /// The keys that set [`MatchRecord::rules`] are kept there, not here.
    pub headers: Vec<(String, String)>,
    /// The other comment lines before the match header (`;` or `#` lines that are not
    /// `[Key "Value"]`), without the comment mark.
    pub comments: Vec<String>,
    /// The rules the file states.
    pub rules: RecordRules,
    /// The games, in order.
    pub games: Vec<GameRecord>,
}

/// The rules a record states, each `None` where the file says nothing.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RecordRules {
    /// The Crawford rule (`.mat` header `Crawford`, SGF `RU[Crawford]`).
    pub crawford: Option<bool>,
    /// The Jacoby rule (`.mat` header `Jacoby`, SGF `RU[Jacoby]`).
    pub jacoby: Option<bool>,
    /// Beavers allowed (`.mat` header `Beaver`).
    pub beaver: Option<bool>,
    /// The highest cube value (`.mat` header `CubeLimit`, as BackgammonGalaxy writes
    /// it).
    pub cube_limit: Option<u32>,
}

/// One game of a record.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameRecord {
    /// The game number as written (1-based).
    pub number: u32,
    /// The score at the start of the game, `[first, second]`.
    pub score: [u32; 2],
    /// Whether the file marks this as the Crawford game (SGF
    /// `RU[Crawford:CrawfordGame]`); `None` where the format does not say.
    pub crawford_game: Option<bool>,
    /// The actions in order.
    pub actions: Vec<Event>,
    /// The result as recorded, `None` if the record stops before the game ends.
    pub result: Option<GameResult>,
    /// Where the game starts (the `Game N` line, the SGF game tree).
    pub location: Location,
}

/// One action of a game, with who took it and where it is written.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Event {
    /// The player who acts.
    pub player: Player,
    /// What the player does.
    pub action: Action,
    /// Where the action is written.
    pub location: Location,
}

/// What a player does on one turn of a record.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Action {
    /// A roll of the dice, as written (`[4, 1]` for `41`), and the checkers moved,
    /// in the order written. No movement means the roll could not be played (a dance,
    /// XG's `Cannot Move`), or, before the last result of a game, that the player
    /// rolled and then resigned (XG's `???`).
    Roll {
        /// The two dice, each 1..=6, in the order written.
        dice: [u8; 2],
        /// The checker movements in the order written.
        moves: Vec<CheckerMove>,
    },
    /// The player offers the cube: `cube` is the value it would have if taken
    /// (`Doubles => 2`).
    Double {
        /// The offered cube value.
        cube: u32,
    },
    /// The doubled player redoubles at once and keeps the cube (`Beavers => 4`).
    Beaver {
        /// The cube value after the beaver.
        cube: u32,
    },
    /// The beavered player redoubles again (`Raccoons => 8`).
    Raccoon {
        /// The cube value after the raccoon.
        cube: u32,
    },
    /// The doubled player takes.
    Take,
    /// The doubled player drops (passes) and loses the game at the current cube.
    Drop,
    /// The player offers to resign (`Resigns`), at the level written if any: 1
    /// single, 2 gammon, 3 backgammon.
    Resign {
        /// The level offered, if the record says.
        level: Option<u8>,
    },
    /// The player accepts the opponent's offer to resign.
    AcceptResign,
    /// The player refuses the opponent's offer to resign.
    RejectResign,
}

/// One checker movement of a play, in the mover's numbering.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct CheckerMove {
    /// The start: 1..=24, or 25 for the bar.
    pub from: u8,
    /// The end: 1..=24, or 0 for off.
    pub to: u8,
    /// Whether the record marks a hit (`*`); SGF does not mark hits.
    pub hit: bool,
}

impl CheckerMove {
    /// The point number of the bar.
    pub const BAR: u8 = 25;
    /// The point number of the borne-off tray.
    pub const OFF: u8 = 0;

    /// Returns the movement as the `(from, to)` pair the rules take.
    #[must_use]
    pub const fn pair(self) -> (u8, u8) {
        (self.from, self.to)
    }
}

impl fmt::Display for CheckerMove {
    /// Writes the movement as `.mat` files do: `13/9`, `25/20*`, `6/0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.from, self.to)?;
        if self.hit {
            f.write_str("*")?;
        }
        Ok(())
    }
}

impl Action {
    /// Returns the checker movements of a roll as `(from, to)` pairs (empty for other
    /// actions).
    #[must_use]
    pub fn pairs(&self) -> Vec<(u8, u8)> {
        match self {
            Self::Roll { moves, .. } => moves.iter().map(|m| m.pair()).collect(),
            _ => Vec::new(),
        }
    }
}

/// The result of a game as its record states it.
#[derive(Clone, PartialEq, Eq, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct GameResult {
    /// The winner.
    pub winner: Player,
    /// The points won (cube value included).
    pub points: u32,
    /// Whether the record says the game ended by resignation (SGF `RE[W+2R]`); `.mat`
    /// files never say, so this is `false` for them.
    pub resigned: bool,
    /// Whether the record says this game won the match (Galaxy's `and the match`).
    pub match_won: bool,
    /// Where the result is written.
    pub location: Location,
}

/// A place in a record file: 1-based line and column (in characters).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Location {
    /// The line, from 1 (0 for a record built in code).
    pub line: u32,
    /// The column, from 1 (0 for a record built in code).
    pub column: u32,
}

impl Location {
    /// Returns the location at `line` and `column` (both 1-based).
    #[must_use]
    pub const fn new(line: u32, column: u32) -> Self {
        Self { line, column }
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// A record file that cannot be read: where, and what is wrong.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{location}: {kind}")]
pub struct RecordError {
    /// Where the problem is.
    pub location: Location,
    /// What the problem is.
    pub kind: RecordErrorKind,
}

impl RecordError {
    pub(crate) const fn new(location: Location, kind: RecordErrorKind) -> Self {
        Self { location, kind }
    }
}

/// What is wrong with a record file.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RecordErrorKind {
    /// The `.mat` file has no `N point match` line.
    #[error("no \"N point match\" line")]
    NoMatchLength,
    /// The file holds no game (a `.mat` match line without any `Game N`).
    #[error("no game in the file")]
    NoGame,
    /// A number is missing, malformed or too large.
    #[error("bad number {0}")]
    BadNumber(Excerpt),
    /// The players' line of a game (`alice : 0    bob : 2`) cannot be read.
    #[error("bad players' line {0} (expected \"name : score   name : score\")")]
    BadPlayersLine(Excerpt),
    /// A `Game N` line is not followed by the players' line.
    #[error("game header without the players' line")]
    MissingPlayersLine,
    /// A roll is not two dice 1..=6.
    #[error("bad roll {0}")]
    BadRoll(Excerpt),
    /// A checker movement cannot be read.
    #[error("bad checker movement {0}")]
    BadMove(Excerpt),
    /// A roll has more checker movements than any roll can play.
    #[error("{0} checker movements in one roll")]
    TooManyMoves(usize),
    /// A word that is no action of the format.
    #[error("unknown action {0}")]
    UnknownAction(Excerpt),
    /// An action or a move line before the first `Game N` line.
    #[error("action before the first game")]
    ActionOutsideGame,
    /// An action after the game's result.
    #[error("action after the game's result")]
    ActionAfterResult,
    /// A line holds more than the two columns of the layout.
    #[error("more than two actions on one line")]
    TooManyActions,
    /// Two results of one game disagree.
    #[error("the game's results disagree")]
    ConflictingResults,
    /// An SGF syntax error.
    #[error("SGF syntax: {0}")]
    SgfSyntax(&'static str),
    /// An SGF game that is not backgammon (`GM` other than 6).
    #[error("SGF game type GM {0} is not backgammon (6)")]
    NotBackgammon(Excerpt),
    /// An SGF move value that cannot be read.
    #[error("bad SGF move {0}")]
    BadSgfMove(Excerpt),
    /// An SGF property that edits the position (`AB`, `AW`, `AE`, `PL`, `CP`, `CV`,
    /// `DI` outside the root), which a record replayed from the start cannot follow.
    #[error("unsupported SGF setup property {0}")]
    UnsupportedSetup(Excerpt),
    /// A Snowie `Illegal play (...)` position edit or an XG `Set Pos` line, which a
    /// record replayed from the start cannot follow.
    #[error("unsupported position edit {0}")]
    UnsupportedEdit(Excerpt),
}

/// A record format.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Format {
    /// Jellyfish/gnubg `.mat` text, and the BackgammonGalaxy `.txt` exports.
    Mat,
    /// gnubg SGF (`GM[6]`).
    Sgf,
}

impl Format {
    /// The extensions (lowercase, without the dot) of the record files read here.
    pub const EXTENSIONS: &'static [&'static str] = &["mat", "txt", "sgf"];

    /// Returns the format of files with extension `ext` (`mat`, `txt`, `sgf`, any
    /// case, without the dot), or `None`.
    #[must_use]
    pub fn from_extension(ext: &str) -> Option<Self> {
        if ext.eq_ignore_ascii_case("mat") || ext.eq_ignore_ascii_case("txt") {
            Some(Self::Mat)
        } else if ext.eq_ignore_ascii_case("sgf") {
            Some(Self::Sgf)
        } else {
            None
        }
    }
}

impl Format {
    /// Returns the format of a record's text: SGF if its first character other than
    /// white space (and a byte-order mark) is `(`, `.mat` otherwise.
    #[must_use]
    pub fn detect(text: &str) -> Self {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        if text.trim_start().starts_with('(') {
            Self::Sgf
        } else {
            Self::Mat
        }
    }
}

/// Reads a record file's bytes in the format its text shows ([`Format::detect`],
/// [`decode`]) and replays each game ([`replay_each`]): what the `replay` example
/// prints.
///
/// # Errors
///
/// Returns the [`RecordError`] of a file that cannot be read.
pub fn replay_file(bytes: &[u8]) -> Result<Vec<GameReplay>, RecordError> {
    let text = decode_borrowed(bytes);
    match Format::detect(&text) {
        // One game at a time: memory proportional to a game, not to the session.
        Format::Mat => {
            let mut games = mat::Games::new(&text)?;
            let mut replayer = Replayer::new(games.header());
            let mut out = Vec::new();
            while let Some(game) = games.next() {
                out.push(replayer.game(games.header(), &game?));
            }
            Ok(out)
        }
        Format::Sgf => Ok(replay_each(&sgf::parse(&text)?)),
    }
}

/// The lines of `text`, ended by LF, CRLF or a lone CR (old Mac files), without
/// their line ends.
pub(crate) const fn lines(text: &str) -> Lines<'_> {
    Lines { rest: Some(text) }
}

/// The iterator of [`lines`].
#[derive(Debug)]
pub(crate) struct Lines<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let t = self.rest?;
        match t.find(['\n', '\r']) {
            None => {
                self.rest = None;
                Some(t)
            }
            Some(i) => {
                let skip = if t[i..].starts_with("\r\n") { 2 } else { 1 };
                self.rest = Some(&t[i + skip..]);
                Some(&t[..i])
            }
        }
    }
}

/// Reads a record in `format`.
///
/// # Errors
///
/// Returns the first place that cannot be read, as [`mat::parse`] or [`sgf::parse`]
/// does.
pub fn parse(text: &str, format: Format) -> Result<MatchRecord, RecordError> {
    match format {
        Format::Mat => mat::parse(text),
        Format::Sgf => sgf::parse(text),
    }
}

/// Returns the text of a record file's bytes: UTF-8 where they are UTF-8 (a leading
/// byte-order mark removed), otherwise Latin-1, as older `.mat` writers produce it.
#[must_use]
pub fn decode(bytes: &[u8]) -> String {
    decode_borrowed(bytes).into_owned()
}

/// [`decode`] without a copy of UTF-8 text.
fn decode_borrowed(bytes: &[u8]) -> alloc::borrow::Cow<'_, str> {
    let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    match core::str::from_utf8(bytes) {
        Ok(text) => alloc::borrow::Cow::Borrowed(text),
        Err(_) => alloc::borrow::Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}

impl MatchRecord {
    /// Returns the value of the header `key` (compared without case), if present.
    #[must_use]
    pub fn header(&self, key: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(key))
            .map(|(_, v)| v.as_str())
    }

    /// Returns the number of actions of all games (rolls and cube actions).
    #[must_use]
    pub fn action_count(&self) -> usize {
        self.games.iter().map(|g| g.actions.len()).sum()
    }

    /// Returns a copy with every [`Location`] set to the default, to compare the
    /// content of two records read from different files.
    #[must_use]
    pub fn without_locations(&self) -> Self {
        let mut out = self.clone();
        for game in &mut out.games {
            game.location = Location::default();
            for event in &mut game.actions {
                event.location = Location::default();
            }
            if let Some(result) = &mut game.result {
                result.location = Location::default();
            }
        }
        out
    }
}
