//! BackgammonGalaxy's `.txt` exports: the `.mat` layout with a few quirks (`Wins 1
//! point and the match`, `Losses 1 point`, `Player 1 Elo` headers), which the `.mat`
//! reader reads.
//!
//! ```
//! let text = "; [Match ID \"42\"]\n 3 point match\n\n Game 1\n alice : 0   bob : 0\n  1) 31: 8/5 6/5   64: 24/18 13/9\n  2) Doubles => 2   Drops\n      Wins 1 point\n";
//! let record = backgammon::record::txt::Reader::new(text).next().expect("one game")?;
//! assert_eq!(*record.headers, [("Match ID".to_string(), "42".to_string())]);
//! assert_eq!(record.replay()?.result.map(|(_, points)| points), Some(1));
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

/// The reader of a `.txt` export: [`super::mat::Reader`].
pub type Reader<'a> = super::mat::Reader<'a>;

pub use super::mat::parse;
