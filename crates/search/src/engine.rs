//! The search tree shared by [`Mcts`](crate::Mcts) and [`Ismcts`](crate::Ismcts):
//! UCT selection (Kocsis and Szepesvari 2006) over nodes keyed by what the searching
//! seat observes of each move, sampled chance nodes, random rollouts with a cut-off,
//! tree reuse, and root parallelism.
//!
//! Edges are keyed by [`Game::observe`] for the root seat, so in a game of perfect
//! information an edge is a move and the tree is plain UCT; in a game of hidden
//! information, moves the seat cannot tell apart (another seat's draw from the stock)
//! share an edge, as in Cowling, Powley and Whitehouse's SO-ISMCTS with partially
//! observable moves. States are never stored: each iteration replays the edges from a
//! (determinized) root state, so a chance outcome is drawn afresh by
//! [`Game::sample_chance`] at every visit (open loop).

use crate::{Budget, Evaluation, SearchInfo, SearchRng};
use boardcore::{Game, Player, Turn};
use rand::{RngExt, SeedableRng};
use std::time::Instant;

/// No node: the end of a child or sibling list.
const NONE: u32 = u32::MAX;

/// How often a timed search reads the clock, in iterations.
const CLOCK_EVERY: u64 = 16;

/// One node of the tree: the statistics of the edge that leads to it.
#[derive(Clone, Debug)]
struct Node<K> {
    /// What the root seat observes of the move into this node (`None` at the root).
    key: Option<K>,
    first_child: u32,
    next_sibling: u32,
    /// The iterations that went through this node.
    visits: u64,
    /// The iterations in which this node's move was legal at its parent
    /// (availability, Cowling et al. 2012).
    availability: u64,
    /// The sum of the rewards of every seat, in `0.0..=1.0` per iteration.
    reward: [f64; Player::MAX],
}

impl<K> Node<K> {
    const fn new(key: Option<K>) -> Self {
        Self {
            key,
            first_child: NONE,
            next_sibling: NONE,
            visits: 0,
            availability: 0,
            reward: [0.0; Player::MAX],
        }
    }

    /// The mean reward of `seat` through this node.
    fn mean(&self, seat: Player) -> f64 {
        if self.visits == 0 {
            0.5
        } else {
            self.reward[seat.index()] / self.visits as f64
        }
    }
}

/// A tree: its nodes, the root first.
#[derive(Clone, Debug)]
struct Tree<K> {
    nodes: Vec<Node<K>>,
}

impl<K: Clone + Eq> Tree<K> {
    fn new() -> Self {
        Self {
            nodes: vec![Node::new(None)],
        }
    }

    fn children(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut next = self.nodes[node as usize].first_child;
        core::iter::from_fn(move || {
            let id = next;
            (id != NONE).then(|| {
                next = self.nodes[id as usize].next_sibling;
                id
            })
        })
    }

    fn child(&self, node: u32, key: &K) -> Option<u32> {
        self.children(node)
            .find(|&c| self.nodes[c as usize].key.as_ref() == Some(key))
    }

    fn add_child(&mut self, parent: u32, key: K) -> u32 {
        let id = u32::try_from(self.nodes.len()).expect("fewer than 2^32 nodes");
        let mut node = Node::new(Some(key));
        node.next_sibling = self.nodes[parent as usize].first_child;
        self.nodes.push(node);
        self.nodes[parent as usize].first_child = id;
        id
    }

    /// Returns the subtree below the root's child `key` as a tree of its own (an empty
    /// tree if there is no such child), for tree reuse.
    fn descend(&self, key: &K) -> Self {
        let Some(child) = self.child(0, key) else {
            return Self::new();
        };
        let mut nodes = Vec::new();
        let mut root = self.nodes[child as usize].clone();
        root.key = None;
        root.next_sibling = NONE;
        root.first_child = NONE;
        nodes.push(root);
        // Copy breadth first: (old id, new id of its parent).
        let mut queue = std::collections::VecDeque::new();
        queue.extend(self.children(child).map(|c| (c, 0u32)));
        while let Some((old, parent)) = queue.pop_front() {
            let id = nodes.len() as u32;
            let mut node = self.nodes[old as usize].clone();
            node.first_child = NONE;
            node.next_sibling = nodes[parent as usize].first_child;
            nodes[parent as usize].first_child = id;
            nodes.push(node);
            queue.extend(self.children(old).map(|c| (c, id)));
        }
        Self { nodes }
    }
}

/// How the root state of an iteration is drawn.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Mode {
    /// Determinized once per move and per tree (PIMC); UCB over parent visits (UCT).
    Determinized,
    /// Determinized afresh each iteration; UCB over availability counts (ISMCTS).
    InformationSet,
}

/// The settings of a search, shared by [`Mcts`](crate::Mcts) and
/// [`Ismcts`](crate::Ismcts).
///
/// Built with [`MctsConfig::new`] and changed field by field; the agents' builder
/// methods set the same fields.
#[derive(Copy, Clone, PartialEq, Debug)]
pub struct MctsConfig {
    /// How much to search for each move: [`Budget::Iterations`] counts iterations (one
    /// descent, expansion, rollout and update each) over all threads together.
    pub budget: Budget,
    /// The exploration constant `c` of UCB1, `mean + c * sqrt(ln N / n)`, with rewards
    /// in `0.0..=1.0` (1 a win, 0.5 a draw, 0 a loss): [`MctsConfig::DEFAULT_EXPLORATION`]
    /// (the square root of 2, as in UCB1) unless set.
    pub exploration: f64,
    /// The longest random rollout in plies (chance outcomes included), or `None` to
    /// play every rollout to the end of the game. A rollout stopped at the cut-off is
    /// scored by the agent's evaluation, or as a draw for every seat without one. Games
    /// whose random games may never end (robijn) need a cut-off.
    pub cutoff: Option<usize>,
    /// The number of independent trees searched side by side (root parallelism): each
    /// has its own generator stream and determinization, and their root statistics
    /// are summed. The result depends on the seed and this number only, not on how
    /// many threads actually run them (one without the `parallel` feature).
    pub threads: usize,
    /// Whether to keep the subtree of the moves played between two searches (through
    /// [`Agent::observe`](crate::Agent::observe)).
    pub reuse_tree: bool,
}

impl MctsConfig {
    /// The default exploration constant, the square root of 2 (UCB1).
    pub const DEFAULT_EXPLORATION: f64 = core::f64::consts::SQRT_2;

    /// Returns the settings with `budget` and the defaults: exploration
    /// [`MctsConfig::DEFAULT_EXPLORATION`], no cut-off, one thread, tree reuse on.
    #[must_use]
    pub const fn new(budget: Budget) -> Self {
        Self {
            budget,
            exploration: Self::DEFAULT_EXPLORATION,
            cutoff: None,
            threads: 1,
            reuse_tree: true,
        }
    }
}

/// The trees one seat keeps between moves: one per thread, with the seat's view at
/// their root.
struct SeatTrees<G: Game> {
    view: G::View,
    trees: Vec<Tree<G::Observation>>,
}

/// The engine: settings, evaluation, and the trees kept for tree reuse.
pub(crate) struct Engine<G: Game> {
    pub(crate) config: MctsConfig,
    pub(crate) evaluation: Option<Box<dyn Evaluation<G>>>,
    mode: Mode,
    kept: [Option<SeatTrees<G>>; Player::MAX],
}

impl<G: Game> core::fmt::Debug for Engine<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Engine")
            .field("config", &self.config)
            .field("evaluation", &self.evaluation.is_some())
            .field("mode", &self.mode)
            .finish_non_exhaustive()
    }
}

/// What one iteration (and one worker) shares read-only.
struct Params<'a, G: Game> {
    seat: Player,
    players: usize,
    exploration: f64,
    cutoff: Option<usize>,
    evaluation: Option<&'a dyn Evaluation<G>>,
    mode: Mode,
}

/// One tree being searched, with its generator and scratch buffers.
struct Worker<G: Game> {
    tree: Tree<G::Observation>,
    rng: SearchRng,
    keys: Vec<G::Observation>,
    matched: Vec<bool>,
    path: Vec<u32>,
    iterations: u64,
    plies: u64,
    depth: u32,
}

/// A root move's summed statistics: its key, visits and the searching seat's reward.
struct RootStat<K> {
    key: K,
    visits: u64,
    reward: f64,
}

impl<G: Game> Engine<G> {
    pub(crate) fn new(config: MctsConfig, mode: Mode) -> Self {
        Self {
            config,
            evaluation: None,
            mode,
            kept: Default::default(),
        }
    }

    pub(crate) fn reset(&mut self) {
        self.kept = Default::default();
    }

    /// Advances every kept tree past `mv`, played in `before`, by what its seat
    /// observes of it.
    pub(crate) fn observe(&mut self, before: &G, mv: G::Move) {
        if !self.config.reuse_tree {
            self.reset();
            return;
        }
        let mut after: Option<G> = None;
        for (index, slot) in self.kept.iter_mut().enumerate() {
            let Some(kept) = slot else { continue };
            let seat = Player::new(index).expect("a seat index");
            let key = before.observe(seat, mv);
            let after = after.get_or_insert_with(|| {
                let mut after = before.clone();
                before.play_unchecked_into(&mut after, mv);
                after
            });
            kept.view = after.view(seat);
            for tree in &mut kept.trees {
                *tree = tree.descend(&key);
            }
        }
    }
}

impl<G> Engine<G>
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
    G::Observation: Send + Sync,
{
    /// Searches `state` for the seat to move and returns the chosen move.
    pub(crate) fn choose(
        &mut self,
        state: &G,
        rng: &mut SearchRng,
    ) -> Option<crate::Choice<G::Move>> {
        let start = Instant::now();
        let seat = state.turn().player()?;
        let threads = self.config.threads.max(1);
        // The kept trees serve if they were grown for this view of the seat.
        let view = state.view(seat);
        let trees = match self.kept[seat.index()].take() {
            Some(kept)
                if self.config.reuse_tree && kept.view == view && kept.trees.len() == threads =>
            {
                kept.trees
            }
            _ => (0..threads).map(|_| Tree::new()).collect(),
        };
        let seed: u64 = rng.random();
        let mut workers: Vec<Worker<G>> = trees
            .into_iter()
            .enumerate()
            .map(|(i, tree)| {
                let mut rng = SearchRng::seed_from_u64(seed);
                rng.set_stream(i as u64);
                Worker {
                    tree,
                    rng,
                    keys: Vec::new(),
                    matched: Vec::new(),
                    path: Vec::new(),
                    iterations: 0,
                    plies: 0,
                    depth: 0,
                }
            })
            .collect();
        let params = Params {
            seat,
            players: state.players(),
            exploration: self.config.exploration,
            cutoff: self.config.cutoff,
            evaluation: self.evaluation.as_deref(),
            mode: self.mode,
        };
        let budget = self.config.budget;
        let run = |(i, worker): (usize, &mut Worker<G>)| {
            let share = match budget {
                Budget::Iterations(n) => {
                    let t = threads as u64;
                    Limit::Iterations(n / t + u64::from((i as u64) < n % t))
                }
                Budget::Time(d) => Limit::Until(start + d),
            };
            worker.run(state, &params, share);
        };
        #[cfg(feature = "parallel")]
        {
            use rayon::prelude::*;
            workers.par_iter_mut().enumerate().for_each(run);
        }
        #[cfg(not(feature = "parallel"))]
        workers.iter_mut().enumerate().for_each(run);

        // The root moves in the order of a determinization's legal moves.
        let root = state.determinize(seat, rng);
        let moves = root.legal_moves();
        let mut stats: Vec<RootStat<G::Observation>> = Vec::new();
        for &mv in moves.as_ref() {
            let key = root.observe(seat, mv);
            if !stats.iter().any(|s| s.key == key) {
                stats.push(RootStat {
                    key,
                    visits: 0,
                    reward: 0.0,
                });
            }
        }
        for worker in &workers {
            for c in worker.tree.children(0) {
                let node = &worker.tree.nodes[c as usize];
                let key = node.key.as_ref().expect("a child has a key");
                if let Some(s) = stats.iter_mut().find(|s| &s.key == key) {
                    s.visits += node.visits;
                    s.reward += node.reward[seat.index()];
                }
            }
        }
        // The most visited move, then the best mean, then the first listed.
        let mut best: Option<&RootStat<G::Observation>> = None;
        for s in &stats {
            let better = best.is_none_or(|b| {
                s.visits > b.visits
                    || (s.visits == b.visits
                        && s.visits > 0
                        && s.reward / s.visits as f64 > b.reward / b.visits as f64)
            });
            if better {
                best = Some(s);
            }
        }
        let best = best?;
        let mv = moves
            .as_ref()
            .iter()
            .copied()
            .find(|&mv| root.observe(seat, mv) == best.key)?;
        let info = SearchInfo {
            value: (best.visits > 0).then(|| 2.0 * best.reward / best.visits as f64 - 1.0),
            visits: Some(best.visits),
            depth: workers.iter().map(|w| w.depth).max(),
            nodes: workers.iter().map(|w| w.plies + w.iterations).sum(),
            elapsed: start.elapsed(),
        };
        if self.config.reuse_tree {
            self.kept[seat.index()] = Some(SeatTrees {
                view,
                trees: workers.into_iter().map(|w| w.tree).collect(),
            });
        }
        Some(crate::Choice { mv, info })
    }
}

/// How long one worker searches.
#[derive(Copy, Clone, Debug)]
enum Limit {
    Iterations(u64),
    Until(Instant),
}

impl<G: Game> Worker<G> {
    fn run(&mut self, state: &G, params: &Params<'_, G>, limit: Limit) {
        let determinized = match params.mode {
            Mode::Determinized => Some(state.determinize(params.seat, &mut self.rng)),
            Mode::InformationSet => None,
        };
        let mut done = 0u64;
        loop {
            match limit {
                Limit::Iterations(n) if done >= n => break,
                Limit::Until(end) if done.is_multiple_of(CLOCK_EVERY) && Instant::now() >= end => {
                    break;
                }
                _ => {}
            }
            let root = match &determinized {
                Some(d) => d.clone(),
                None => state.determinize(params.seat, &mut self.rng),
            };
            self.iterate(root, params);
            done += 1;
        }
        self.iterations += done;
    }

    /// One iteration from `state`: descend, expand one node, roll out, update.
    fn iterate(&mut self, mut state: G, params: &Params<'_, G>) {
        let seat = params.seat;
        self.path.clear();
        self.path.push(0);
        let mut node = 0u32;
        let rewards = loop {
            let mover = match state.turn() {
                Turn::Over(outcome) => break rewards_of(&outcome, params.players),
                Turn::Chance => {
                    let mv = match state.sample_chance(&mut self.rng) {
                        Ok(mv) => mv,
                        Err(e) => panic!("{} chance node {state}: {e}", G::NAME),
                    };
                    let key = state.observe(seat, mv);
                    state.play_unchecked(mv);
                    self.plies += 1;
                    if let Some(c) = self.tree.child(node, &key) {
                        node = c;
                        self.path.push(c);
                        continue;
                    }
                    let c = self.tree.add_child(node, key);
                    self.path.push(c);
                    break self.rollout(state, params);
                }
                Turn::Player(p) => p,
            };
            let moves = state.legal_moves();
            let moves = moves.as_ref();
            self.keys.clear();
            self.keys
                .extend(moves.iter().map(|&mv| state.observe(seat, mv)));
            self.matched.clear();
            self.matched.resize(moves.len(), false);
            // Mark the moves whose edge exists; count availability; pick the best edge.
            let log_n = match params.mode {
                Mode::Determinized => (self.tree.nodes[node as usize].visits.max(1) as f64).ln(),
                Mode::InformationSet => 0.0,
            };
            let mut best = NONE;
            let mut best_ucb = f64::NEG_INFINITY;
            let mut next = self.tree.nodes[node as usize].first_child;
            while next != NONE {
                let c = next;
                let child = &mut self.tree.nodes[c as usize];
                next = child.next_sibling;
                let key = child.key.as_ref().expect("a child has a key");
                let mut available = false;
                for (k, m) in self.keys.iter().zip(self.matched.iter_mut()) {
                    if k == key {
                        *m = true;
                        available = true;
                    }
                }
                if !available {
                    continue;
                }
                child.availability += 1;
                let log_n = match params.mode {
                    Mode::Determinized => log_n,
                    Mode::InformationSet => (child.availability as f64).ln(),
                };
                let n = child.visits.max(1) as f64;
                let ucb = child.mean(mover) + params.exploration * (log_n / n).sqrt();
                if ucb > best_ucb {
                    best_ucb = ucb;
                    best = c;
                }
            }
            let unexpanded = self.matched.iter().filter(|&&m| !m).count();
            if unexpanded > 0 {
                // Expand a random move without an edge.
                let pick = self.rng.random_range(0..unexpanded);
                let i = self
                    .matched
                    .iter()
                    .enumerate()
                    .filter(|&(_, &m)| !m)
                    .nth(pick)
                    .map(|(i, _)| i)
                    .expect("pick < unexpanded");
                let c = self.tree.add_child(node, self.keys[i].clone());
                self.tree.nodes[c as usize].availability = 1;
                self.path.push(c);
                let mv = moves[i];
                state.play_unchecked(mv);
                self.plies += 1;
                break self.rollout(state, params);
            }
            // Every move has an edge: play one of the best edge's moves (several when
            // the seat cannot tell them apart), uniformly.
            let key = self.tree.nodes[best as usize]
                .key
                .as_ref()
                .expect("a child has a key");
            let same = self.keys.iter().filter(|k| *k == key).count();
            let pick = if same > 1 {
                self.rng.random_range(0..same)
            } else {
                0
            };
            let i = self
                .keys
                .iter()
                .enumerate()
                .filter(|&(_, k)| k == key)
                .nth(pick)
                .map(|(i, _)| i)
                .expect("pick < same");
            state.play_unchecked(moves[i]);
            self.plies += 1;
            node = best;
            self.path.push(best);
        };
        self.depth = self.depth.max(self.path.len() as u32 - 1);
        for &id in &self.path {
            let node = &mut self.tree.nodes[id as usize];
            node.visits += 1;
            for (total, r) in node.reward.iter_mut().zip(rewards) {
                *total += r;
            }
        }
    }

    /// Plays random moves from `state` to the end or the cut-off and returns every
    /// seat's reward.
    fn rollout(&mut self, mut state: G, params: &Params<'_, G>) -> [f64; Player::MAX] {
        let mut plies = 0;
        loop {
            // The move list is empty exactly when the game is over (`Game::legal_moves`),
            // so the outcome is read once, at the end: in chess with its draw rules each
            // `outcome` costs a count of the legal moves and a repetition scan, and
            // reading it every ply made chess rollouts about a fifth slower (CPU time).
            let moves = state.legal_moves();
            if moves.as_ref().is_empty() {
                return match state.outcome() {
                    Some(outcome) => rewards_of(&outcome, params.players),
                    None => evaluated(&state, params),
                };
            }
            if params.cutoff.is_some_and(|c| plies >= c) {
                return evaluated(&state, params);
            }
            let Some(mv) = boardcore::random_move(&state, moves.as_ref(), &mut self.rng) else {
                return evaluated(&state, params);
            };
            state.play_unchecked(mv);
            plies += 1;
            self.plies += 1;
        }
    }
}

/// Every seat's reward in a finished game: [`boardcore::Outcome::payoff`] (1 a win,
/// alone or with partners, 0.5 a draw or a tie, 0 a loss).
fn rewards_of(outcome: &boardcore::Outcome, players: usize) -> [f64; Player::MAX] {
    core::array::from_fn(|i| match Player::new(i) {
        Some(p) if i < players => outcome.payoff(p),
        _ => 0.0,
    })
}

/// Every seat's reward in an unfinished state: the evaluation mapped from
/// `-1.0..=1.0` to `0.0..=1.0`, or 0.5 (a draw) without an evaluation.
fn evaluated<G: Game>(state: &G, params: &Params<'_, G>) -> [f64; Player::MAX] {
    core::array::from_fn(|i| match (Player::new(i), params.evaluation) {
        (Some(p), Some(e)) if i < params.players => {
            f64::midpoint(e.evaluate(state, p).clamp(-1.0, 1.0), 1.0)
        }
        (Some(_), None) if i < params.players => 0.5,
        _ => 0.0,
    })
}

/// Writes the budget as the arena does: `1000` iterations or `100ms`.
pub(crate) fn budget_text(budget: Budget) -> String {
    match budget {
        Budget::Iterations(n) => n.to_string(),
        Budget::Time(d) if d.subsec_nanos() % 1_000_000 == 0 => format!("{}ms", d.as_millis()),
        Budget::Time(d) => format!("{}us", d.as_micros()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardcore::{Outcome, SeatResult};
    use core::time::Duration;

    #[test]
    fn rewards_follow_the_payoff_of_every_seat() {
        let team = Outcome::team_win([Player::FIRST, Player::THIRD], 12);
        assert_eq!(rewards_of(&team, 4), [1.0, 0.0, 1.0, 0.0]);
        let tie = Outcome::from_results([
            SeatResult::Draw,
            SeatResult::Loss,
            SeatResult::Draw,
            SeatResult::Loss,
        ]);
        assert_eq!(rewards_of(&tie, 3), [0.5, 0.0, 0.5, 0.0]);
        assert_eq!(rewards_of(&Outcome::DRAW, 2), [0.5, 0.5, 0.0, 0.0]);
        assert_eq!(
            rewards_of(&Outcome::win(Player::SECOND), 2),
            [0.0, 1.0, 0.0, 0.0]
        );
    }

    #[test]
    fn descend_keeps_the_subtree_of_one_child() {
        let mut tree = Tree::<u8>::new();
        let a = tree.add_child(0, 1);
        let b = tree.add_child(0, 2);
        let a1 = tree.add_child(a, 10);
        let _a2 = tree.add_child(a, 11);
        let _a11 = tree.add_child(a1, 20);
        let _b1 = tree.add_child(b, 30);
        tree.nodes[a as usize].visits = 7;
        let sub = tree.descend(&1);
        assert_eq!(sub.nodes.len(), 4);
        assert_eq!(sub.nodes[0].visits, 7);
        assert_eq!(sub.nodes[0].key, None);
        let keys: Vec<u8> = sub
            .children(0)
            .filter_map(|c| sub.nodes[c as usize].key)
            .collect();
        assert_eq!(keys.len(), 2);
        assert!(keys.contains(&10) && keys.contains(&11));
        let c10 = sub.child(0, &10).expect("child 10");
        assert_eq!(sub.children(c10).count(), 1);
        assert_eq!(tree.descend(&9).nodes.len(), 1);
    }

    #[test]
    fn budgets_read_as_the_arena_writes_them() {
        assert_eq!(budget_text(Budget::Iterations(300)), "300");
        assert_eq!(
            budget_text(Budget::Time(Duration::from_millis(100))),
            "100ms"
        );
    }
}
