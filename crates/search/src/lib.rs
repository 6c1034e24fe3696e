#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

mod agent;
mod baseline;
mod engine;
mod ismcts;
mod mcts;

pub use agent::{Agent, Budget, Choice, Evaluation, SearchInfo, SearchRng};
pub use baseline::{GreedyAgent, RandomAgent};
pub use engine::MctsConfig;
pub use ismcts::Ismcts;
pub use mcts::Mcts;
