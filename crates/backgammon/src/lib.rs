#![doc = include_str!("../README.md")]
#![no_std]
#![deny(missing_docs)]
#![warn(clippy::std_instead_of_core, clippy::std_instead_of_alloc)]

extern crate alloc;

mod action;
mod action_error;
mod context;
mod diagram;
mod dice;
mod dice_rule;
pub mod eval;
mod game;
mod ids;
mod level;
mod matches;
mod movegen;
pub mod notation;
mod phase;
mod play;
mod position;
mod random;
pub mod record;
mod reference;
mod rules;
mod state_text;

pub use action::{Move, MoveList, ParseActionError};
pub use action_error::ActionError;
/// The shared crate: the `Game` trait, perft and playouts.
pub use boardcore;
pub use boardcore::{Game, IllegalMove, Outcome};
pub use context::MatchContext;
pub use dice::{Dice, DiceError};
pub use dice_rule::DiceRule;
pub use game::GameState;
pub use ids::{MatchId, ParseIdError, ParseMatchIdError};
pub use level::Level;
pub use matches::{Match, MatchError};
pub use movegen::PlayList;
pub use notation::ResolvePlayError;
pub use phase::{End, Phase};
pub use play::{Play, PlayError, Step};
pub use position::{BAR, CHECKERS, OFF, ParsePositionError, Position, PositionError, Setup};
pub use rules::{MAX_CUBE, MAX_MATCH_LENGTH, Rules, RulesError};
pub use state_text::ParseGameError;

/// `s` without surrounding white space and a leading UTF-8 byte-order mark (a
/// position string copied from a file may start with one).
pub(crate) fn trim_text(s: &str) -> &str {
    let s = s.trim_start();
    s.strip_prefix('\u{feff}').unwrap_or(s).trim()
}

boardcore::serde_via_str!(Position);
boardcore::serde_via_str!(Dice);
boardcore::serde_via_str!(Play);
boardcore::serde_via_str!(Move);
boardcore::serde_via_str!(MatchId);
boardcore::serde_via_str!(GameState);
boardcore::serde_via_str!(Match);
