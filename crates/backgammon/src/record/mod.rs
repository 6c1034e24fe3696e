//! Match records: the Jellyfish/gnubg `.mat` text (read and write), its
//! BackgammonGalaxy `.txt` dialect (read) and gnubg SGF `GM[6]` (read).
//!
//! A [`MatchRecord`] is the record as written, before any rule is applied: the
//! players, the match length, the header lines, the rules the file states and, for
//! each game, the score at its start, its [`Action`]s in order and the result as
//! recorded. Reading a record checks only its syntax; whether every roll, play and
//! cube action is legal is the replay's business.
//!
//! - each format has a `Reader` ([`mat::Reader`], [`txt::Reader`], [`sgf::Reader`];
//!   [`Reader`] picks one from the text): an iterator of `Result<Record, ReadError>`,
//!   one item per game, read as the iterator reaches it (memory proportional to one
//!   game); each [`ReadError`] starts with its [`Location`] (game, line, column);
//!   an empty text is no game and no error;
//! - [`Record::replay`] replays one game under the rules: a [`Replay`], or the
//!   [`ReplayError`] of the first illegal action at its 1-based ply; a [`Replayer`]
//!   replays a file's games in order and checks the score at the start of each;
//!   [`score`] does it all for a text, in one call;
//! - [`mat::parse`], [`sgf::parse`] and [`parse`] read a whole file into one
//!   [`MatchRecord`], [`mat::write`] writes `.mat` the way gnubg exports it,
//!   [`replay`] replays a whole [`MatchRecord`], [`with_hits`] sets the hit marks from
//!   the board (SGF writes none), so that an SGF record converts to the `.mat` file
//!   gnubg would write; [`Format::from_extension`] picks the format from a file name's
//!   extension ([`Format::detect`] from the text);
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
//! use backgammon::record::{Action, mat};
//!
//! let text = " 1 point match\n\n Game 1\n alice : 0      bob : 0\n  1) 31: 8/5 6/5   \
//!             64: 24/18 13/9\n  2)  Doubles => 2   Drops\n      Wins 1 point\n";
//! let record = mat::Reader::new(text).next().expect("one game")?;
//! assert_eq!(*record.players, ["alice", "bob"]);
//! assert_eq!(record.game.actions.len(), 4);
//! assert!(matches!(record.game.actions[2].action, Action::Double { cube: 2 }));
//! // Under the rules: alice doubled, bob dropped; alice wins 1 point.
//! let replay = record.replay()?;
//! assert_eq!(replay.result, Some((backgammon::boardcore::Player::FIRST, 1)));
//! // An illegal play is reported at its ply, where it is written.
//! let bad = mat::Reader::new(&text.replace("13/9", "13/8")).next().expect("one game")?;
//! let error = bad.replay().unwrap_err();
//! assert_eq!((error.ply, error.location.game, error.location.line), (2, 1, 5));
//! assert!(error.to_string().starts_with("game 1, line 5, column "), "{error}");
//! // What the writer writes, the reader reads back.
//! let whole = mat::parse(text)?;
//! assert_eq!(mat::parse(&mat::write(&whole))?.without_locations(), whole.without_locations());
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

mod data;
mod error;
mod format;
mod lines;
pub mod mat;
mod recorder;
mod replay;
pub mod sgf;
pub mod txt;

pub use boardcore::record::Location;
pub use data::{
    Action, CheckerMove, Event, GameRecord, GameResult, MatchRecord, Record, RecordRules,
};
pub use error::{ReadError, ReadErrorKind};
pub use format::{Format, Reader, ScoreError, decode, parse, score};
pub use recorder::from_moves;
pub use replay::{
    Replay, ReplayError, ReplayErrorKind, ReplaySummary, Replayer, replay, with_hits,
};
