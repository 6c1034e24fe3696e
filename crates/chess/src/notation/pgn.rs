//! PGN: a streaming reader of game records and an export-format writer.
//!
//! Format: Portable Game Notation (Edwards 1994). The [`Reader`] works on text (or
//! bytes) and yields one `Result<`[`Record`]`, `[`ReadError`]`>` per game in linear
//! time, never recursing (open variations are kept on an explicit stack) and never
//! panicking. It accepts what real files contain: a UTF-8 byte order mark, CRLF or
//! bare CR line ends, Latin-1 bytes (decoded as Latin-1 where the text is not
//! UTF-8), games without a blank line between them, empty lines inside the tag
//! section, escaped quotes and empty values in tags, `{}` and `;` comments, `%`
//! escape lines (section 6), NAGs, suffix annotations, nested variations (kept as a
//! tree of [`RawVariation`]s, at most [`MAX_VARIATION_DEPTH`] deep), move numbers in
//! every form (`1.`, `1...`, `1.e4`, `12...Nf6`) and the four results. A game whose
//! text is broken (an unterminated tag pair or comment, an unclosed variation, a
//! movetext cut off before its result) is a [`ReadError`] with its [`Location`]
//! (game, line, column), and the reader goes on with the next game.
//!
//! [`Record::replay`] then sets up the start position (`[FEN]`,
//! `[Variant "Chess960"]`) and plays the main line with full legality checking,
//! reading moves as SAN or, failing that, UCI, into a [`History`](crate::History).
//! [`write()`] writes a history in export format (section 8.1, 8.2): the seven tag
//! roster first, SAN moves with move numbers, lines of at most 79 characters;
//! [`write_record`] writes a [`Record`] the same way with its comments, NAGs and
//! variations, checking every move.
//!
//! ```
//! use chess::notation::pgn::{self, GameResult, Reader};
//!
//! let text = "[White \"Morphy\"]\n\n1. e4 e5 2. Nf3 d6 {Philidor} 3. d4 *\n";
//! let record = Reader::new(text).next().expect("one game")?;
//! assert_eq!(record.tag("White"), Some("Morphy"));
//! let replay = record.replay()?;
//! assert_eq!(replay.history.moves().len(), 5);
//! let out = pgn::write(&replay.history, &[("White", "Morphy")])?;
//! assert!(out.ends_with("1. e4 e5 2. Nf3 d6 3. d4 *\n\n"));
//! assert_eq!(record.result, GameResult::Ongoing);
//!
//! let broken = Reader::new("1. e4 {no end").next().expect("one game");
//! let error = broken.expect_err("unterminated comment");
//! assert_eq!(error.to_string().split(':').next(), Some("game 1, line 1, column 7"));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```
//!
//! [`Location`]: boardcore::Location

mod reader;
mod record;
mod replay;
mod result;
mod writer;

pub use reader::{ReadError, ReadErrorKind, Reader};
pub use record::{MAX_VARIATION_DEPTH, RawMove, RawVariation, Record};
pub use replay::{Replay, ReplayError, ReplayErrorKind};
pub use result::{GameResult, ParseGameResultError};
pub use writer::{WriteError, write, write_record};

#[cfg(test)]
mod tests;
