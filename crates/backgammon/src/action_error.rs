//! Why an action is refused: [`ActionError`].

use alloc::string::String;

/// Why an action is refused (see [`GameState::try_play`](crate::GameState::try_play)); the state is unchanged.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A chance outcome is due (the dice), not a player's action.
    #[error("the dice are to be rolled")]
    ChanceToAct,
    /// The action does not fit the phase (such as `take` when nothing is offered).
    #[error("{action} is not possible now ({phase})")]
    WrongPhase {
        /// The action.
        action: String,
        /// What the phase expects.
        phase: &'static str,
    },
    /// Doubling is not allowed: the cube is not in use (the Crawford game), owned by
    /// the opponent, at its limit, or held back by the Holland rule.
    #[error("doubling is not allowed: {0}")]
    NoDouble(&'static str),
    /// A beaver is not allowed: not in use (match play), or the maximum is reached.
    #[error("a beaver is not allowed: {0}")]
    NoBeaver(&'static str),
    /// A double after a beaver cannot be dropped.
    #[error("an instant redouble cannot be dropped")]
    NoDrop,
    /// Resignations are not allowed, or one at this level or higher was rejected
    /// since the player's last other action.
    #[error("resigning is not allowed: {0}")]
    NoResign(&'static str),
    /// The play is not a legal play of the roll.
    #[error("illegal play {0} for the roll")]
    IllegalPlay(String),
    /// The play plays less of the roll than the rules ask: the rule it breaks.
    #[error("illegal play {play}: {rule}")]
    DiceRule {
        /// The play given.
        play: String,
        /// The rule.
        rule: crate::DiceRule,
    },
    /// The play reaches the position of a legal play by another route than the listed
    /// one (`24/18` for `24/20 20/18` with 4-2); the checked play accepts only the
    /// listed plays, and [`Game::parse_move`](boardcore::Game::parse_move) reads such a play as the listed one.
    #[error("{play} is not a listed play of the roll: write {listed}")]
    UnlistedPlay {
        /// The play given.
        play: String,
        /// The listed play that reaches the same position.
        listed: String,
    },
    /// The roll is not the one expected (an invalid opening roll).
    #[error("invalid chance outcome {0}")]
    BadChance(String),
}
