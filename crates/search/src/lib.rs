#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

mod agent;
pub mod alphabeta;
mod baseline;
pub mod expectimax;
mod tt;

pub use agent::{Agent, Budget, Choice, Evaluation, SearchInfo, SearchRng};
pub use alphabeta::{AlphaBeta, ChancePruning, Score, SearchReport};
pub use baseline::{GreedyAgent, RandomAgent};
pub use expectimax::Expectiminimax;
