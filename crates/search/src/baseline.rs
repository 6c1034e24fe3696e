//! The baseline agents: uniform random, and greedy by an evaluation.

use crate::{Agent, Choice, Evaluation, SearchInfo, SearchRng};
use boardcore::Game;
use core::fmt;
use rand::RngExt;

/// An agent that picks uniformly among the legal moves.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct RandomAgent;

impl RandomAgent {
    /// Returns the random agent.
    #[must_use]
    pub const fn new() -> Self {
        Self
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn name(&self) -> String {
        "random".into()
    }

    fn choose(&mut self, state: &G, rng: &mut SearchRng) -> Option<Choice<G::Move>> {
        state.turn().player()?;
        let moves = state.legal_moves();
        let moves = moves.as_ref();
        if moves.is_empty() {
            return None;
        }
        Some(Choice {
            mv: moves[rng.random_range(0..moves.len())],
            info: SearchInfo {
                nodes: 1,
                ..SearchInfo::default()
            },
        })
    }
}

/// An agent that looks one ply ahead: it plays a move that ends the game in its
/// seat's favour if there is one, else a move whose resulting state has the highest
/// evaluation for its seat, breaking ties at random.
///
/// At a state whose children are chance nodes it evaluates the chance node itself
/// (no expectation over the outcomes). It reads only the seat's own information: it
/// evaluates the children of a state determinized for the seat.
pub struct GreedyAgent<G> {
    evaluation: Box<dyn Evaluation<G>>,
}

impl<G> GreedyAgent<G> {
    /// Returns a greedy agent by `evaluation`.
    pub fn new(evaluation: impl Evaluation<G> + 'static) -> Self {
        Self {
            evaluation: Box::new(evaluation),
        }
    }
}

impl<G> fmt::Debug for GreedyAgent<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GreedyAgent").finish_non_exhaustive()
    }
}

impl<G: Game> Agent<G> for GreedyAgent<G> {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn choose(&mut self, state: &G, rng: &mut SearchRng) -> Option<Choice<G::Move>> {
        let seat = state.turn().player()?;
        let state = state.determinize(seat, rng);
        let moves = state.legal_moves();
        let mut best = Vec::new();
        let mut best_value = f64::NEG_INFINITY;
        let mut child = state.clone();
        for &mv in moves.as_ref() {
            child.clone_from(&state);
            state.play_unchecked_into(&mut child, mv);
            let value = match child.outcome() {
                Some(outcome) => outcome.payoff(seat) * 2.0,
                None => self.evaluation.evaluate(&child, seat),
            };
            if value > best_value {
                best_value = value;
                best.clear();
            }
            if value == best_value {
                best.push(mv);
            }
        }
        if best.is_empty() {
            return None;
        }
        Some(Choice {
            mv: best[rng.random_range(0..best.len())],
            info: SearchInfo {
                value: Some(best_value.clamp(-1.0, 1.0)),
                depth: Some(1),
                nodes: moves.as_ref().len() as u64,
                ..SearchInfo::default()
            },
        })
    }
}
