//! PDN 3.0 game files: a lenient, streaming reader and a strict writer.
//!
//! [`Reader`] yields one [`Record`] (tags, main-line move texts, result) or one
//! [`ReadError`] per game, in one linear pass, and never panics. It skips comments
//! (`{...}`, `;` to the end of the line, lines starting with `%`), variations `(...)`
//! (nested), NAGs (`$12`), move strengths (`!?`, `(!?!!!)`), move numbers (`12.`,
//! `12...`, `12 .`, `1.32-28`), and reads a UTF-8 byte order mark, LF, CRLF and CR-only line
//! ends alike, escaped quotes in tag values, padded squares (`1- 6`, `47x 9`) and
//! leading zeros. Comments do not nest (PDN 3.0): `{ a { b } }` is an error. Words
//! of letters are skipped as text (`8-11Red overstepped the time` reads as `8-11`),
//! except algebraic moves (`c3-d4`, of other variants), which make the game fail.
//! Results are both PDN 3.0 (`2-0 0-2 1-1 0-0 *`) and the chess style (`1-0 0-1
//! 1/2-1/2`), read into a [`boardcore::record::GameResult`] ([`parse_result`]). A game ends
//! at its result, at a new tag section or at the end of the text. Leniency kept on
//! purpose for real files: a tag's closing `]` may be missing at the end of its line,
//! and a tag that is not one of the once-only tags (the Seven Tag Roster, `GameType`,
//! `FEN`) may repeat (each is kept, in order). An empty text is
//! no game and no error; a text that is not blank but holds no game is an error
//! ([`ReadErrorKind::NoGame`]). Errors give their [`Location`](boardcore::record::Location)
//! first (game, line, column, all from 1) and quote at most an
//! [`Excerpt`](boardcore::Excerpt) of the input.
//!
//! [`Record::replay`] turns a game into a [`Replay`] (a [`History`](crate::History)):
//! the variant comes from the `GameType` tag (20 or 21, with the board size of the
//! variant if the tag gives one), else from the caller's default, else it is
//! inferred (a square above 32 in the moves or the FEN means international; where
//! the game fails under every candidate, the error says so and gives each failure);
//! the start from `FEN` (unless `SetUp` is `0`). Moves played after a draw by rule
//! are kept and the first is reported ([`Replay::ended_early`]). A game that fails
//! is reported with its location and 1-based ply, and the reader goes on to the
//! next.
//!
//! [`write()`] writes a game strictly: the seven standard tags, `GameType`, `FEN` for
//! a non-standard start, moves numbered per move of both players ([`movetext`]) in
//! PDN move notation (the short form, full paths where needed), lines of at most 80
//! characters, and the PDN 3.0 result.

mod error;
mod reader;
mod record;
mod result;
mod write;

pub use error::{ReadError, ReadErrorKind, ReplayError, ReplayErrorKind, WriteError};
pub use reader::Reader;
pub use record::{Record, Replay};
pub use result::{parse_result, result_of, result_token};
pub use write::{movetext, write};
