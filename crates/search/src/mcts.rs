//! Monte Carlo tree search with UCT (Kocsis and Szepesvari 2006): [`Mcts`].

use crate::engine::{Engine, Mode};
use crate::{Agent, Budget, Choice, Evaluation, MctsConfig, SearchRng};
use boardcore::Game;

/// Writes the builder methods and the [`Agent`] impl shared by [`Mcts`] and
/// [`Ismcts`](crate::Ismcts), whose field `0` is an [`Engine`].
macro_rules! engine_agent {
    ($agent:ident, $name:literal) => {
        impl<G: Game> $agent<G> {
            /// Returns the agent with the settings of `config` and no evaluation.
            #[must_use]
            pub fn with_config(config: MctsConfig) -> Self {
                Self(Engine::new(config, Self::MODE))
            }

            /// Returns the agent with the exploration constant `c` of UCB1 (rewards in
            /// `0.0..=1.0`; the default is [`MctsConfig::DEFAULT_EXPLORATION`]).
            #[must_use]
            pub fn with_exploration(mut self, c: f64) -> Self {
                self.0.config.exploration = c;
                self
            }

            /// Returns the agent with rollouts cut off after `plies` random plies;
            /// the state reached is then scored by the evaluation (see
            /// [`Self::with_evaluation`]), or as a draw without one. `0` scores each
            /// new leaf at once, without a rollout.
            #[must_use]
            pub fn with_cutoff(mut self, plies: usize) -> Self {
                self.0.config.cutoff = Some(plies);
                self
            }

            /// Returns the agent scoring rollouts stopped at the cut-off by
            /// `evaluation` (values in `-1.0..=1.0`, read for every seat).
            #[must_use]
            pub fn with_evaluation(mut self, evaluation: impl Evaluation<G> + 'static) -> Self {
                self.0.evaluation = Some(Box::new(evaluation));
                self
            }

            /// Returns the agent searching `threads` independent trees (root
            /// parallelism, on rayon's threads with the `parallel` feature): the
            /// result depends on the seed and `threads` only.
            ///
            /// With [`Budget::Iterations`] the iterations are shared out among the
            /// trees. `0` counts as 1.
            #[must_use]
            pub fn with_threads(mut self, threads: usize) -> Self {
                self.0.config.threads = threads.max(1);
                self
            }

            /// Returns the agent keeping (`true`, the default) or dropping the
            /// subtree of the moves played between two of its searches.
            #[must_use]
            pub fn with_tree_reuse(mut self, reuse: bool) -> Self {
                self.0.config.reuse_tree = reuse;
                self
            }

            /// Sets the budget of the next searches (the kept trees stay).
            pub const fn set_budget(&mut self, budget: Budget) {
                self.0.config.budget = budget;
            }

            /// Returns the agent's settings.
            #[must_use]
            pub const fn config(&self) -> &MctsConfig {
                &self.0.config
            }
        }

        impl<G> Agent<G> for $agent<G>
        where
            G: Game + Send + Sync,
            G::Move: Send + Sync,
            G::View: Send,
            G::Observation: Send + Sync,
        {
            /// Returns the agent as the arena writes it, such as `mcts:1000` or
            /// `ismcts:100ms`.
            fn name(&self) -> String {
                format!(
                    "{}:{}",
                    $name,
                    crate::engine::budget_text(self.0.config.budget)
                )
            }

            fn choose(&mut self, state: &G, rng: &mut SearchRng) -> Option<Choice<G::Move>> {
                self.0.choose(state, rng)
            }

            /// Moves the kept trees of every seat the agent searched for down the
            /// edge of what that seat observes of `mv`.
            fn observe(&mut self, before: &G, mv: G::Move) {
                self.0.observe(before, mv);
            }

            fn reset(&mut self) {
                self.0.reset();
            }
        }
    };
}
pub(crate) use engine_agent;

/// Monte Carlo tree search with the UCT selection rule (Kocsis and Szepesvari 2006,
/// "Bandit based Monte-Carlo planning"), for any [`Game`].
///
/// Each iteration descends the tree by UCB1 for the seat to move at each node
/// (`mean + c * sqrt(ln N / n)`, every seat's own reward from
/// [`boardcore::Outcome::payoff`], so partnerships, ties and any number of players
/// need nothing special), expands one move, plays a random rollout (cut off and
/// scored by an evaluation if set) and adds every seat's reward along the path.
/// Chance nodes are sampled with [`Game::sample_chance`] at each visit (open loop);
/// their outcomes are edges of the tree. The move played is the most visited root
/// move.
///
/// **Hidden information.** The agent searches one state drawn by
/// [`Game::determinize`] for its seat once per move and per tree (perfect-information
/// Monte Carlo, PIMC); it never reads the hidden state. Edges are keyed by what the
/// seat observes of a move ([`Game::observe`]: the move itself in games of perfect
/// information), so the tree kept between moves holds nothing the seat cannot see.
/// [`Ismcts`](crate::Ismcts) draws a fresh state each iteration instead.
///
/// **Tree reuse.** [`Agent::observe`] moves the kept tree down the edge of the move
/// played; the next search starts from it if the seat's [`Game::view`] is the one the
/// tree was grown for, and from scratch otherwise.
///
/// **Budget.** With no iteration done (a budget of 0, or a time already spent) the
/// agent plays the first legal move of a determinized state.
///
/// # Panics
///
/// [`Agent::choose`] panics if the search reaches a chance node whose outcomes all
/// have weight 0, a bug in the game (as [`boardcore::random_move`] does).
///
/// ```
/// use rand::SeedableRng;
/// use search::{Agent, Budget, Mcts, SearchRng};
///
/// // White mates in one: Ra8#. Rollouts stop after 10 plies (scored as draws).
/// let pos: chess::Position = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".parse().unwrap();
/// let mut mcts = Mcts::new(Budget::Iterations(1000)).with_cutoff(10);
/// let choice = mcts.choose(&pos, &mut SearchRng::seed_from_u64(1)).unwrap();
/// assert_eq!(choice.mv.to_string(), "a1a8");
/// ```
pub struct Mcts<G: Game>(Engine<G>);

impl<G: Game> Mcts<G> {
    const MODE: Mode = Mode::Determinized;

    /// Returns the agent searching `budget` per move, with the defaults of
    /// [`MctsConfig::new`] and no evaluation.
    #[must_use]
    pub fn new(budget: Budget) -> Self {
        Self::with_config(MctsConfig::new(budget))
    }
}

impl<G: Game> core::fmt::Debug for Mcts<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_tuple("Mcts").field(&self.0).finish()
    }
}

engine_agent!(Mcts, "mcts");
