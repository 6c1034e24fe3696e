//! The [`Agent`] trait and what agents share: budgets, evaluations, search reports.

use boardcore::{Game, Player};
use core::time::Duration;

/// The random generator every agent draws with: seeded, so a seed replays a game.
pub type SearchRng = rand_chacha::ChaCha8Rng;

/// How much an agent may search for one move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Budget {
    /// A number of iterations (MCTS, ISMCTS: playouts from the root) or the depth in
    /// plies (alpha-beta, expectiminimax).
    Iterations(u64),
    /// Wall-clock time for the move. Results then depend on the machine's speed; use
    /// [`Budget::Iterations`] where a seed must replay.
    Time(Duration),
}

/// A heuristic value of a state for one seat, for searches that stop before the end
/// of the game.
///
/// Values lie in `-1.0..=1.0` like [`boardcore::Outcome::payoff`]: 1 a sure win for
/// `seat`, -1 a sure loss. Closures `Fn(&G, Player) -> f64` are evaluations.
pub trait Evaluation<G>: Send + Sync {
    /// Returns the value of `state` for `seat`, in `-1.0..=1.0`.
    fn evaluate(&self, state: &G, seat: Player) -> f64;
}

impl<G, F: Fn(&G, Player) -> f64 + Send + Sync> Evaluation<G> for F {
    fn evaluate(&self, state: &G, seat: Player) -> f64 {
        self(state, seat)
    }
}

/// What a search found out about the move it chose; fields a search does not measure
/// are `None` or 0.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct SearchInfo {
    /// The expected value of the move for the mover, in `-1.0..=1.0`.
    pub value: Option<f64>,
    /// How often the move was visited (MCTS, ISMCTS).
    pub visits: Option<u64>,
    /// The depth reached in plies (alpha-beta, expectiminimax).
    pub depth: Option<u32>,
    /// The number of states the search visited.
    pub nodes: u64,
    /// The time the search took.
    pub elapsed: Duration,
}

/// A move an agent chose, with what its search knows of it.
#[derive(Clone, PartialEq, Debug)]
pub struct Choice<M> {
    /// The chosen move, legal in the state the agent was given.
    pub mv: M,
    /// What the search knows of the move.
    pub info: SearchInfo,
}

/// A player that chooses moves for the seat to move.
///
/// An agent may use only what the seat to move can see: it reaches hidden information
/// only through [`Game::determinize`] for that seat, so two states whose
/// [`Game::view`] for the seat are equal give the same choice for the same generator
/// state. The trait is object safe (`Box<dyn Agent<G>>`).
pub trait Agent<G: Game>: Send {
    /// Returns the agent as the arena writes it, such as `random` or `mcts:1000`.
    fn name(&self) -> String;

    /// Chooses a move for the player to move in `state`, drawing with `rng`; returns
    /// `None` where no player is to move (a chance node or the end of the game).
    fn choose(&mut self, state: &G, rng: &mut SearchRng) -> Option<Choice<G::Move>>;

    /// Tells the agent that `mv` was played in `before` (by any seat or by chance), so
    /// that a search can keep its tree. The default forgets nothing and keeps nothing.
    fn observe(&mut self, before: &G, mv: G::Move) {
        let _ = (before, mv);
    }

    /// Forgets everything learned during a game, before a new one.
    fn reset(&mut self) {}
}
