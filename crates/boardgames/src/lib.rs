#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

mod adapter;
pub mod agents;
mod fast;
pub mod games;
mod playout;
mod registry;
mod spec;
mod state;

pub use adapter::{Adapter, Codec, Loaded};
pub use agents::{
    AGENT_FORMS, Agent, AgentError, AgentSpec, Budget, ParseAgentError, Score, SearchInfo,
};
pub use playout::random_playout;
pub use registry::{
    GameDef, LoadError, ParamDef, ParamKind, Params, Value, game_names, load, registered_games,
};
pub use spec::{GameSpec, ParseSpecError};
pub use state::{
    Action, ActionError, ChanceOutcome, CurrentPlayer, GameInfo, LoadedGame, ParseStateError,
    State, ViewError,
};

/// The `boardcore` types the API uses (seats, turns, outcomes, playout totals).
pub use boardcore::{Outcome, Player, PlayoutStats, Turn};
