//! The record as written: [`MatchRecord`] (a whole match), [`Record`] (one game of
//! it, as the readers yield it), their games, actions and results.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use boardcore::Player;
use boardcore::record::Location;
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

/// One game of a record with what it needs from its match: what a format's `Reader`
/// yields (one per game, so that memory stays proportional to one game) and what
/// [`Record::replay`](crate::record::Record::replay) replays.
///
/// The parts of the file's header that may be large ([`Record::players`],
/// [`Record::headers`], [`Record::comments`]) are shared (an [`Arc`]) among the games
/// of one file, not copied into each: cloning them is cheap, and reading a file costs
/// time proportional to its size however long its header and however many its games.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Record {
    /// The players' names, `[first, second]`, as [`MatchRecord::players`]: those of
    /// the game's players' line in a `.mat` file (a new value for each game), the
    /// first game tree's `PW` and `PB` in SGF (shared among the games of the file).
    pub players: Arc<[String; 2]>,
    /// The match length in points; 0 for a money session.
    pub match_length: u32,
    /// The header lines of the file, as [`MatchRecord::headers`]: shared among the
    /// games of the file (cloning is cheap).
    pub headers: Arc<[(String, String)]>,
    /// The comment lines of the file's header, as [`MatchRecord::comments`]: shared
    /// among the games of the file (cloning is cheap).
    pub comments: Arc<[String]>,
    /// The rules the file states.
    pub rules: RecordRules,
    /// Whether an earlier game of the file started with a player at one point from
    /// the match under the Crawford rule (by the recorded scores): the Crawford game
    /// is then past, and a game at that score is played after it.
    pub after_crawford: bool,
    /// The game.
    pub game: GameRecord,
}

impl Record {
    /// Returns the record of game `game` of `header` (whose own games are not read),
    /// `after_crawford` as [`Record::after_crawford`].
    ///
    /// This copies the header's players, lines and comments; to make the records of
    /// several games of one file, clone the first one's shared fields instead (as
    /// [`MatchRecord::records`] and the readers do), which costs nothing.
    #[must_use]
    pub fn of_game(header: &MatchRecord, game: GameRecord, after_crawford: bool) -> Self {
        Self::of_shared(header, &SharedHeader::of(header), game, after_crawford)
    }

    /// Returns the record of game `game` with the match length and rules of `header`
    /// and the players, lines and comments of `shared` (shared, not copied).
    pub(crate) fn of_shared(
        header: &MatchRecord,
        shared: &SharedHeader,
        game: GameRecord,
        after_crawford: bool,
    ) -> Self {
        Self {
            players: Arc::clone(&shared.players),
            match_length: header.match_length,
            headers: Arc::clone(&shared.headers),
            comments: Arc::clone(&shared.comments),
            rules: header.rules,
            after_crawford,
            game,
        }
    }

    /// Whether the Crawford rule applies: a match whose record does not turn it off.
    #[must_use]
    pub fn crawford_rule(&self) -> bool {
        self.match_length > 0 && self.rules.crawford != Some(false)
    }
}

/// The parts of a file's header that every [`Record`] of the file shares: made once
/// per header (and, in a `.mat` file, the players once per game), then cloned into
/// each record at no cost.
#[derive(Clone, Debug, Default)]
pub(crate) struct SharedHeader {
    /// As [`Record::players`].
    pub(crate) players: Arc<[String; 2]>,
    /// As [`Record::headers`].
    pub(crate) headers: Arc<[(String, String)]>,
    /// As [`Record::comments`].
    pub(crate) comments: Arc<[String]>,
}

impl SharedHeader {
    /// Returns a copy of the players, lines and comments of `header`.
    pub(crate) fn of(header: &MatchRecord) -> Self {
        Self {
            players: Arc::new(header.players.clone()),
            headers: Arc::from(header.headers.as_slice()),
            comments: Arc::from(header.comments.as_slice()),
        }
    }

    /// Moves the players, lines and comments of `header` out of it (leaving them
    /// empty), once the reader has read them all.
    pub(crate) fn take(header: &mut MatchRecord) -> Self {
        Self {
            players: Arc::new(core::mem::take(&mut header.players)),
            headers: Arc::from(core::mem::take(&mut header.headers)),
            comments: Arc::from(core::mem::take(&mut header.comments)),
        }
    }
}

/// Follows the recorded scores of a file's games to tell whether the Crawford game is
/// past ([`Record::after_crawford`]).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct CrawfordTracker {
    played: bool,
}

impl CrawfordTracker {
    /// Returns whether a game at `score` comes after a game at one point from the
    /// match (under the Crawford rule), and counts it.
    pub(crate) fn next(&mut self, match_length: u32, rules: &RecordRules, score: [u32; 2]) -> bool {
        let before = self.played;
        let at_point = |s: u32| s.saturating_add(1) == match_length;
        // (`>=` for `>` is an equivalent mutant: `at_point` never holds for a length
        // of 0.)
        if match_length > 0
            && rules.crawford != Some(false)
            && (at_point(score[0]) || at_point(score[1]))
        {
            self.played = true;
        }
        before
    }
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

impl MatchRecord {
    /// Returns the games as [`Record`]s, in order: what a reader of the file yields.
    /// They share one copy of the players, header lines and comments.
    pub fn records(&self) -> impl Iterator<Item = Record> + '_ {
        let mut crawford = CrawfordTracker::default();
        let shared = SharedHeader::of(self);
        self.games.iter().map(move |game| {
            let after = crawford.next(self.match_length, &self.rules, game.score);
            Record::of_shared(self, &shared, game.clone(), after)
        })
    }

    /// Returns the match of `records` (read from one file, in order): the header of
    /// the first (an empty record if there is none), the games of all.
    #[must_use]
    pub fn from_records(records: Vec<Record>) -> Self {
        let mut out = Self::default();
        for (i, r) in records.into_iter().enumerate() {
            if i == 0 {
                out.players = Arc::unwrap_or_clone(r.players);
                out.match_length = r.match_length;
                out.headers = r.headers.to_vec();
                out.comments = r.comments.to_vec();
                out.rules = r.rules;
            }
            out.games.push(r.game);
        }
        out
    }
}
