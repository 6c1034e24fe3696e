//! Single-observer information-set Monte Carlo tree search (Cowling, Powley and
//! Whitehouse 2012): [`Ismcts`].

use crate::engine::{Engine, Mode};
use crate::mcts::engine_agent;
use crate::{Agent, Budget, Choice, Evaluation, MctsConfig, SearchRng};
use boardcore::Game;

/// Single-observer information-set MCTS (SO-ISMCTS; Cowling, Powley and Whitehouse
/// 2012, "Information Set Monte Carlo Tree Search", IEEE TCIAIG 4(2)), for games of
/// hidden information.
///
/// Each iteration draws a fresh state from the searching seat's view with
/// [`Game::determinize`] and descends one tree for all of them. A node is what the
/// seat has observed ([`Game::observe`] of each move on the path), so moves the seat
/// cannot tell apart (another seat's draw from the stock) share a node, and the
/// opponent's choice among them is uniform (the paper's treatment of partially
/// observable moves). Selection is UCB1 with availability counts: `N` is the number
/// of iterations in which the move was legal, not the parent's visits. Rollouts,
/// rewards per seat, chance nodes, tree reuse and root parallelism are as in
/// [`Mcts`](crate::Mcts).
///
/// In a game of perfect information every determinization is the state itself, and
/// the search differs from UCT only by the availability counts.
///
/// # Panics
///
/// [`Agent::choose`] panics if the search reaches a chance node whose outcomes all
/// have weight 0, a bug in the game.
///
/// ```
/// use rand::SeedableRng;
/// use search::{Agent, Budget, Ismcts, SearchRng};
///
/// let rules: dominoes::Rules = "block-6-2".parse().unwrap();
/// let deal = dominoes::Position::deal(rules, &mut SearchRng::seed_from_u64(3)).unwrap();
/// let mut ismcts = Ismcts::new(Budget::Iterations(300));
/// let choice = ismcts.choose(&deal, &mut SearchRng::seed_from_u64(1)).unwrap();
/// assert!(boardcore::Game::is_legal(&deal, choice.mv));
/// ```
pub struct Ismcts<G: Game>(Engine<G>);

impl<G: Game> Ismcts<G> {
    const MODE: Mode = Mode::InformationSet;

    /// Returns the agent searching `budget` per move, with the defaults of
    /// [`MctsConfig::new`] and no evaluation.
    #[must_use]
    pub fn new(budget: Budget) -> Self {
        Self::with_config(MctsConfig::new(budget))
    }
}

impl<G: Game> core::fmt::Debug for Ismcts<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_tuple("Ismcts").field(&self.0).finish()
    }
}

engine_agent!(Ismcts, "ismcts");
