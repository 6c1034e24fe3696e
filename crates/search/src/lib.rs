#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

mod agent;
pub mod alphabeta;
mod baseline;
mod engine;
pub mod expectimax;
mod ismcts;
mod mcts;
mod tt;

pub use agent::{Agent, Budget, Choice, Evaluation, SearchInfo, SearchRng};
pub use alphabeta::{AlphaBeta, ChancePruning, Score, SearchReport};
pub use baseline::{GreedyAgent, RandomAgent};
pub use engine::MctsConfig;
pub use expectimax::Expectiminimax;
pub use ismcts::Ismcts;
pub use mcts::Mcts;
