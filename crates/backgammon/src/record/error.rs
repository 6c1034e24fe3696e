//! The error of reading a record: [`ReadError`].

use boardcore::Excerpt;
use boardcore::record::Location;

/// A record file that cannot be read: where, and what is wrong.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{location}: {kind}")]
pub struct ReadError {
    /// Where the problem is.
    pub location: Location,
    /// What the problem is.
    pub kind: ReadErrorKind,
}

impl ReadError {
    pub(crate) const fn new(location: Location, kind: ReadErrorKind) -> Self {
        Self { location, kind }
    }
}

/// What is wrong with a record file.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReadErrorKind {
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
