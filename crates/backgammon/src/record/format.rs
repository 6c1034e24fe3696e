//! Which reader reads a text: [`Format`], [`Reader`] over any format, [`score`],
//! [`decode`].

use super::{MatchRecord, ReadError, Record, ReplayError, ReplaySummary, Replayer, mat, sgf};
use alloc::borrow::Cow;

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

/// Reads a whole record in `format` into one [`MatchRecord`] (all its games in
/// memory; [`Reader`] reads one game at a time).
///
/// # Errors
///
/// Returns the first place that cannot be read, as [`mat::parse`] or [`sgf::parse`]
/// does.
pub fn parse(text: &str, format: Format) -> Result<MatchRecord, ReadError> {
    match format {
        Format::Mat => mat::parse(text),
        Format::Sgf => sgf::parse(text),
    }
}

/// A reader of a record in the format its text shows ([`Format::detect`]): the games
/// of a `.mat`, `.txt` or `.sgf` text one at a time, as [`mat::Reader`] or
/// [`sgf::Reader`] reads them.
#[derive(Debug)]
pub enum Reader<'a> {
    /// A `.mat` or `.txt` text.
    Mat(mat::Reader<'a>),
    /// An SGF text.
    Sgf(sgf::Reader<'a>),
}

impl<'a> Reader<'a> {
    /// Returns a reader of `text`, in the format [`Format::detect`] finds.
    #[must_use]
    pub fn new(text: &'a str) -> Self {
        match Format::detect(text) {
            Format::Mat => Self::Mat(mat::Reader::new(text)),
            Format::Sgf => Self::Sgf(sgf::Reader::new(text)),
        }
    }
}

impl Iterator for Reader<'_> {
    type Item = Result<Record, ReadError>;

    fn next(&mut self) -> Option<Self::Item> {
        match self {
            Self::Mat(r) => r.next(),
            Self::Sgf(r) => r.next(),
        }
    }
}

/// Why [`score`] has no score: a game that cannot be read or one that the rules
/// refuse.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ScoreError {
    /// A game cannot be read.
    #[error(transparent)]
    Read(#[from] ReadError),
    /// A game is illegal under the rules.
    #[error(transparent)]
    Replay(#[from] ReplayError),
}

/// Reads a match record (`.mat`, `.txt` or `.sgf`, as [`Format::detect`] finds) and
/// replays it under the rules, one game at a time: the score after its last game,
/// the winner of the match, and the counts of games and plies, in one call.
///
/// ```
/// let text = " 1 point match\n\n Game 1\n alice : 0   bob : 0\n  1) 31: 8/5 6/5   64: 24/18 13/9\n  2)  Doubles => 2   Drops\n      Wins 1 point\n";
/// let summary = backgammon::record::score(text)?;
/// assert_eq!(summary.score, [1, 0]);
/// assert_eq!(summary.match_winner, Some(backgammon::boardcore::Player::FIRST));
/// # Ok::<(), backgammon::record::ScoreError>(())
/// ```
///
/// # Errors
///
/// Returns the first game that cannot be read ([`ScoreError::Read`]) or that the
/// rules refuse ([`ScoreError::Replay`]), as [`Replayer::replay`] finds it.
pub fn score(text: &str) -> Result<ReplaySummary, ScoreError> {
    let mut replayer = Replayer::new();
    for record in Reader::new(text) {
        replayer.replay(&record?)?;
    }
    Ok(replayer.summary())
}

/// Returns the text of a record file's bytes: UTF-8 where they are UTF-8 (borrowed,
/// without a copy; a leading byte-order mark removed), otherwise Latin-1, as older
/// `.mat` writers produce it.
#[must_use]
pub fn decode(bytes: &[u8]) -> Cow<'_, str> {
    let bytes = bytes.strip_prefix(&[0xEF, 0xBB, 0xBF]).unwrap_or(bytes);
    match core::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(bytes.iter().map(|&b| char::from(b)).collect()),
    }
}
