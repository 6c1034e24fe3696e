//! Expectiminimax with alpha-beta pruning at chance nodes: the [`Expectiminimax`]
//! agent, for games with dice such as backgammon.
//!
//! The tree has max, min and chance nodes (Michie 1966); a chance node is worth the
//! expectation of its outcomes under the exact weights of
//! [`Game::chance_distribution`]. Pruning at chance nodes follows Ballard 1983 ("The
//! *-minimax search procedure for trees containing chance nodes", Artificial
//! Intelligence 21): with every value known to lie in `L..=U` (here
//! `-WIN_BOUND..=WIN_BOUND`, evaluations in `-1..=1` and distance-scored wins just
//! beyond), after outcomes `1..i-1` are known outcome `i` needs only the window
//!
//! ```text
//! A_i = (alpha - sum_{j<i} P_j v_j - U sum_{j>i} P_j) / P_i
//! B_i = (beta  - sum_{j<i} P_j v_j - L sum_{j>i} P_j) / P_i
//! ```
//!
//! and the node is cut off when `v_i <= A_i` or `v_i >= B_i` (**Star1**). **Star2**
//! first probes every outcome whose state has the same player to move by searching
//! only its first (best-ordered) move, which bounds the outcome from one side (from
//! below where the root seat moves), cuts off if these bounds already decide the node,
//! and else uses them in place of `L` (or `U`) in Star1's windows. Depth counts the
//! players' moves; chance moves cost none. Everything else (iterative deepening, the
//! transposition table, distance-to-win scores, hidden information) is as in
//! [`AlphaBeta`](crate::AlphaBeta): see [`crate::alphabeta`].

use crate::alphabeta::{
    ChancePruning, DEFAULT_TABLE_BITS, Engine, SearchReport, WIN_BOUND, agent_name,
    iterative_deepening,
};
use crate::tt::Table;
use crate::{Agent, Budget, Choice, Evaluation, SearchRng};
use boardcore::{Game, Turn};
use core::fmt;

impl<G: Game> Engine<'_, G> {
    /// Returns the value of chance node `state` within `(alpha, beta)` (fail-soft: a
    /// value `<= alpha` is an upper bound, `>= beta` a lower bound).
    pub(crate) fn chance_value(
        &mut self,
        state: &G,
        depth: u32,
        ply: u32,
        alpha: f64,
        beta: f64,
    ) -> f64 {
        let distribution = state.chance_distribution();
        let total = distribution.total() as f64;
        let mut outcomes = Vec::with_capacity(distribution.outcomes().len());
        for &(mv, weight) in distribution.outcomes() {
            if weight == 0 {
                continue;
            }
            let mut child = state.clone();
            state.play_unchecked_into(&mut child, mv);
            outcomes.push((f64::from(weight) / total, child));
        }
        if self.chance == ChancePruning::None {
            let mut sum = 0.0;
            for (p, child) in &outcomes {
                sum += p * self.value(child, depth, ply, f64::NEG_INFINITY, f64::INFINITY);
                if self.aborted {
                    return 0.0;
                }
            }
            return sum;
        }
        let (l, u) = (-WIN_BOUND, WIN_BOUND);
        let mut lower = vec![l; outcomes.len()];
        let mut upper = vec![u; outcomes.len()];
        // A cut-off returns the bound it proved, clamped to the window so that
        // rounding never puts it back inside. Only that clamp is visible to the
        // parent, so a wrong sum in a returned bound changes nothing but the
        // tightness of fail-soft values (and of the table's bounds): cargo-mutants
        // reports such mutants of the `return` expressions below as missed.
        // Star2's probing phase: all outcomes lead to the same player. (cargo-mutants:
        // `&&` for `||` below is missed, as in every game of the workspace the
        // outcomes of a chance node all lead to the same mover or all end the game.)
        let mover = outcomes.first().and_then(|(_, c)| c.turn().player());
        let same_mover = mover.is_some()
            && outcomes
                .iter()
                .all(|(_, c)| c.turn() == Turn::Player(mover.unwrap_or_default()));
        if self.chance == ChancePruning::Star2
            && same_mover
            && let Some(mover) = mover
        {
            let maximize = mover == self.root;
            // Known part of the sum (probed bounds so far) and the weight of the rest.
            let mut known = 0.0;
            let mut rest: f64 = outcomes.iter().map(|(p, _)| p).sum();
            for (i, (p, child)) in outcomes.iter().enumerate() {
                // A `rest` too large (the missed mutants `+=` and `/=` here) only
                // widens the probe windows below, so less is pruned and no value
                // changes. So does `l * rest` -> `l + rest` in `b` (it reads
                // `beta - known - l + rest`, above the true bound as `rest <= 1`);
                // the same mutant of `u * rest` in `a` narrows the window and is
                // caught by `star1_and_star2_match_brute_force_expectiminimax_on_random_chance_trees`.
                rest -= p;
                if maximize {
                    let b = (beta - known - l * rest) / p;
                    if b <= l {
                        return (known + p * l + l * rest).max(beta);
                    }
                    let w = self.player_value(child, mover, depth, ply, l, b.min(u), true);
                    if self.aborted {
                        return 0.0;
                    }
                    known += p * w;
                    lower[i] = w;
                    if w >= b {
                        return (known + l * rest).max(beta);
                    }
                } else {
                    let a = (alpha - known - u * rest) / p;
                    if a >= u {
                        return (known + p * u + u * rest).min(alpha);
                    }
                    let w = self.player_value(child, mover, depth, ply, a.max(l), u, true);
                    if self.aborted {
                        return 0.0;
                    }
                    known += p * w;
                    upper[i] = w;
                    if w <= a {
                        return (known + u * rest).min(alpha);
                    }
                }
            }
        }
        // Star1 (with Star2's bounds where it probed).
        let mut exact = 0.0;
        let mut rest_lower: f64 = outcomes.iter().zip(&lower).map(|((p, _), w)| p * w).sum();
        let mut rest_upper: f64 = outcomes.iter().zip(&upper).map(|((p, _), w)| p * w).sum();
        for (i, (p, child)) in outcomes.iter().enumerate() {
            rest_lower -= p * lower[i];
            rest_upper -= p * upper[i];
            let a = (alpha - exact - rest_upper) / p;
            let b = (beta - exact - rest_lower) / p;
            // An empty window: the node is decided whatever this outcome is worth.
            if a >= u {
                return (exact + p * u + rest_upper).min(alpha);
            }
            if b <= l {
                return (exact + p * l + rest_lower).max(beta);
            }
            let v = self.value(child, depth, ply, a.max(l), b.min(u));
            if self.aborted {
                return 0.0;
            }
            exact += p * v;
            if v <= a {
                return (exact + rest_upper).min(alpha);
            }
            if v >= b {
                return (exact + rest_lower).max(beta);
            }
        }
        exact
    }
}

/// An expectiminimax agent with alpha-beta pruning at chance nodes, Star2 by default
/// (see the [module documentation](self) for the algorithm and its sources), for games
/// with dice: iterative deepening to the depth of [`Budget::Iterations`] (players'
/// moves) or until [`Budget::Time`] runs out, a transposition table, distance-to-win
/// scores.
///
/// Like [`AlphaBeta`](crate::AlphaBeta) it searches one determinization for its seat
/// in a hidden-information game. For a seed and a [`Budget::Iterations`] the choice
/// replays exactly.
pub struct Expectiminimax<G> {
    evaluation: Box<dyn Evaluation<G>>,
    budget: Budget,
    table: Option<Table>,
    pruning: ChancePruning,
}

impl<G> Expectiminimax<G> {
    /// Returns an agent that searches within `budget`, scoring the states where it
    /// stops by `evaluation`, with Star2 pruning and a transposition table of
    /// 2^[`DEFAULT_TABLE_BITS`] slots.
    pub fn new(evaluation: impl Evaluation<G> + 'static, budget: Budget) -> Self {
        Self {
            evaluation: Box::new(evaluation),
            budget,
            table: Some(Table::new(DEFAULT_TABLE_BITS)),
            pruning: ChancePruning::default(),
        }
    }

    /// Returns the agent with `pruning` at chance nodes.
    #[must_use]
    pub const fn with_pruning(mut self, pruning: ChancePruning) -> Self {
        self.pruning = pruning;
        self
    }

    /// Returns the agent with a transposition table of `2^bits` slots (`bits` at most
    /// 30), or none if `bits` is `None`.
    #[must_use]
    pub fn with_table_bits(mut self, bits: Option<u32>) -> Self {
        self.table = bits.map(Table::new);
        self
    }

    /// Returns the budget.
    pub const fn budget(&self) -> Budget {
        self.budget
    }
}

impl<G: Game> Expectiminimax<G> {
    /// Searches `state` for the seat to move, drawing the determinization with `rng`;
    /// returns `None` where no player is to move (a chance node or the end).
    pub fn search(&mut self, state: &G, rng: &mut SearchRng) -> Option<SearchReport<G::Move>> {
        iterative_deepening(
            state,
            rng,
            self.evaluation.as_ref(),
            self.budget,
            self.table.as_mut(),
            self.pruning,
        )
    }
}

impl<G> fmt::Debug for Expectiminimax<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Expectiminimax")
            .field("budget", &self.budget)
            .field("pruning", &self.pruning)
            .field("table", &self.table.is_some())
            .finish_non_exhaustive()
    }
}

impl<G: Game> Agent<G> for Expectiminimax<G> {
    fn name(&self) -> String {
        agent_name("expectimax", self.budget)
    }

    fn choose(&mut self, state: &G, rng: &mut SearchRng) -> Option<Choice<G::Move>> {
        self.search(state, rng).map(SearchReport::into_choice)
    }
}
