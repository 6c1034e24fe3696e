#![doc = include_str!("../README.md")]
#![deny(missing_docs)]

mod agent;
mod baseline;

pub use agent::{Agent, Budget, Choice, Evaluation, SearchInfo, SearchRng};
pub use baseline::{GreedyAgent, RandomAgent};
