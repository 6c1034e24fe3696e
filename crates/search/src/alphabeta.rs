//! Alpha-beta search with iterative deepening and a transposition table: the
//! [`AlphaBeta`] agent, and the search engine it shares with
//! [`Expectiminimax`](crate::Expectiminimax).
//!
//! The algorithm is alpha-beta pruning (Knuth and Moore 1975, "An analysis of
//! alpha-beta pruning") in its fail-soft form, written as minimax from the root seat's
//! point of view, which is negamax (the same algorithm) without the assumption that
//! turns alternate: a node maximises where the root seat is to move and minimises
//! elsewhere, so passes and repeated turns need no special case. Around it:
//!
//! - **iterative deepening** (Slate and Atkin 1977, Chess 4.5): depth 1, 2, ... until
//!   the depth of the [`Budget`] or its time runs out; the best move of one iteration
//!   is searched first in the next;
//! - a **transposition table** keyed by the position's [`Hash`] through a fixed hasher
//!   (Greenblatt 1967, Zobrist 1970), which gives the best move to search first at
//!   every node and cuts off on a stored bound of the same depth (only the same depth,
//!   so that the table changes the nodes searched but never the value of a fixed-depth
//!   search);
//! - **distance-to-win scores**: a win reached `p` plies from the root is worth
//!   `1 + (1024 - p) / 8192` (more than any evaluation, more when sooner), a loss the
//!   negation (less bad when later), a draw 0, so the search plays the shortest forced
//!   win it sees and postpones a loss; see [`terminal_value`] and [`Score`].
//!
//! Depth counts the players' moves; chance moves (dice) cost no depth.
//!
//! **Hidden information and chance.** The search never reads what its seat may not
//! see: it searches one state drawn by [`Game::determinize`] for the seat to move
//! (which is a clone in games of perfect information), so in a hidden-information game
//! it plays by a single determinization (perfect-information Monte Carlo with one
//! sample; Long, Sturtevant, Buro and Furtak 2010), never by the true hidden state. At
//! a chance node [`AlphaBeta`] takes the exact expectation over the outcomes weighted
//! by [`Game::chance_distribution`], searching each outcome with the full window;
//! [`Expectiminimax`](crate::Expectiminimax) prunes there too. In games of more than
//! two seats every other seat minimises the root seat's value (the paranoid
//! assumption, Sturtevant and Korf 2000), partners included.

use crate::tt::{self, Bound, Entry, Table};
use crate::{Agent, Budget, Choice, Evaluation, SearchInfo, SearchRng};
use boardcore::{Game, Outcome, Player, Turn};
use core::fmt;
use core::time::Duration;
use rand::seq::SliceRandom;
use std::time::Instant;

/// The ply beyond which wins are no longer told apart by distance.
pub const MAX_PLY: u32 = 1024;

/// The value of a win at ply 0, the largest value a search returns; values lie in
/// `-WIN_BOUND..=WIN_BOUND`.
pub const WIN_BOUND: f64 = 1.125;

/// The depth at which a search with a [`Budget::Time`] stops deepening.
pub const MAX_DEPTH: u32 = 128;

/// The default number of address bits of the transposition table (2^18 slots,
/// 8 MiB).
pub const DEFAULT_TABLE_BITS: u32 = 18;

const STEP: f64 = 1.0 / (8.0 * MAX_PLY as f64);

/// Returns the value of a finished game for `seat`, reached `ply` plies (players'
/// moves) from the root: `(2 payoff - 1)` scaled to `1 + (MAX_PLY - ply) / 8192`, so a
/// win is worth more than any evaluation (which lies in `-1..=1`) and more the sooner
/// it comes, a loss the opposite, and a draw 0.
///
/// Values are exact binary fractions, so a win found at two plies compares exactly.
#[must_use]
pub fn terminal_value(outcome: Outcome, seat: Player, ply: u32) -> f64 {
    let u = 2.0 * outcome.payoff(seat) - 1.0;
    u * (1.0 + f64::from(MAX_PLY.saturating_sub(ply)) * STEP)
}

/// What a search value means: a forced result at a known distance, or an estimate.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Score {
    /// The seat to move wins by force at the end of the given number of plies (players'
    /// moves, its own included): a mate in 2 in chess is `Win(3)`.
    Win(u32),
    /// The seat to move loses by force after the given number of plies at the latest.
    Loss(u32),
    /// An estimate in `-1.0..=1.0` (an evaluation, an expectation over chance, or a
    /// draw at 0).
    Value(f64),
}

impl Score {
    /// Reads a search value: `forced` says whether a value beyond `-1..=1` is a forced
    /// result (in a search without chance nodes) rather than an expectation that
    /// mixes wins with estimates.
    #[must_use]
    pub fn from_value(value: f64, forced: bool) -> Self {
        if forced && value.abs() > 1.0 {
            let plies = MAX_PLY - ((value.abs() - 1.0) / STEP).round() as u32;
            // |value| > 1 here, so `>` and `>=` agree (an equivalent mutant).
            if value > 0.0 {
                Self::Win(plies)
            } else {
                Self::Loss(plies)
            }
        } else {
            Self::Value(value.clamp(-1.0, 1.0))
        }
    }
}

impl fmt::Display for Score {
    /// Writes `win in 3 plies`, `loss in 4 plies` or the value with three decimals.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::Win(p) => write!(f, "win in {p} plies"),
            Self::Loss(p) => write!(f, "loss in {p} plies"),
            Self::Value(v) => write!(f, "{v:.3}"),
        }
    }
}

/// How [`Expectiminimax`](crate::Expectiminimax) searches a chance node (Ballard 1983,
/// "The *-minimax search procedure for trees containing chance nodes").
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum ChancePruning {
    /// No pruning at chance nodes: the exact expectation, each outcome searched with
    /// the full window (plain expectiminimax, Michie 1966).
    None,
    /// Star1: each outcome is searched with the window that can still change the
    /// node's result, given the outcomes searched so far and the value bounds
    /// `-WIN_BOUND..=WIN_BOUND` for the rest; the node is cut off as soon as its
    /// expectation must fall outside the window.
    Star1,
    /// Star2: Star1, preceded by a probing phase for chance nodes whose outcomes lead
    /// to the same player: the first (best-ordered) move of every outcome is searched,
    /// which bounds each outcome's value from one side, and the node is cut off if
    /// these bounds already put it outside the window; otherwise they tighten Star1's
    /// windows.
    #[default]
    Star2,
}

/// The result of one search: the best move and what the search knows of it.
#[derive(Clone, PartialEq, Debug)]
pub struct SearchReport<M> {
    /// The best move found.
    pub best: M,
    /// The value of the best move for the seat to move, in
    /// `-WIN_BOUND..=WIN_BOUND` (see [`terminal_value`]).
    pub value: f64,
    /// What the value means.
    pub score: Score,
    /// The last depth searched to the end, in players' moves.
    pub depth: u32,
    /// The states visited, over all iterations.
    pub nodes: u64,
    /// The time the search took.
    pub elapsed: Duration,
}

impl<M> SearchReport<M> {
    /// Returns the report as an agent's [`Choice`].
    #[must_use]
    pub fn into_choice(self) -> Choice<M> {
        Choice {
            mv: self.best,
            info: SearchInfo {
                value: Some(self.value.clamp(-1.0, 1.0)),
                visits: None,
                depth: Some(self.depth),
                nodes: self.nodes,
                elapsed: self.elapsed,
            },
        }
    }
}

/// The search engine: one depth-limited search, from the root seat's point of view.
pub(crate) struct Engine<'a, G> {
    pub root: Player,
    pub evaluation: &'a dyn Evaluation<G>,
    pub table: Option<&'a mut Table>,
    pub chance: ChancePruning,
    pub nodes: u64,
    pub deadline: Option<Instant>,
    pub aborted: bool,
    /// A chance node was met: values beyond `-1..=1` may mix wins with estimates.
    pub chance_seen: bool,
    /// A non-terminal state was evaluated at depth 0 (so a deeper search may differ).
    pub horizon: bool,
}

impl<G: Game> Engine<'_, G> {
    /// Returns the value of `state`, searched `depth` players' moves deep, `ply`
    /// players' moves from the root, within the window `(alpha, beta)` (fail-soft).
    pub fn value(&mut self, state: &G, depth: u32, ply: u32, alpha: f64, beta: f64) -> f64 {
        self.nodes += 1;
        if self.nodes.is_multiple_of(1024)
            && let Some(deadline) = self.deadline
            && Instant::now() >= deadline
        {
            self.aborted = true;
        }
        if self.aborted {
            return 0.0;
        }
        match state.turn() {
            Turn::Over(outcome) => terminal_value(outcome, self.root, ply),
            _ if depth == 0 => {
                self.horizon = true;
                let v = self.evaluation.evaluate(state, self.root);
                if v.is_nan() { 0.0 } else { v.clamp(-1.0, 1.0) }
            }
            Turn::Chance => {
                self.chance_seen = true;
                self.chance_value(state, depth, ply, alpha, beta)
            }
            Turn::Player(mover) => self.player_value(state, mover, depth, ply, alpha, beta, false),
        }
    }

    /// Returns a stored value usable at `ply`: the same ply, or (without chance) any
    /// ply, shifting a forced result's distance.
    fn usable(&self, entry: &Entry, ply: u32) -> Option<f64> {
        if entry.ply == ply {
            return Some(entry.value);
        }
        if self.chance_seen {
            return None;
        }
        if entry.value.abs() <= 1.0 {
            return Some(entry.value);
        }
        // A pure forced result: the same distance from this node, so a different
        // distance from the root.
        let shifted = entry.value.abs() - (f64::from(ply) - f64::from(entry.ply)) * STEP;
        Some(entry.value.signum() * shifted.clamp(1.0, WIN_BOUND))
    }

    /// The value of a player node (searching only its first move if `probe`: then a
    /// lower bound where the root seat moves, an upper bound elsewhere).
    #[allow(clippy::too_many_arguments)]
    pub fn player_value(
        &mut self,
        state: &G,
        mover: Player,
        depth: u32,
        ply: u32,
        mut alpha: f64,
        mut beta: f64,
        probe: bool,
    ) -> f64 {
        let maximize = mover == self.root;
        let key = self.table.as_ref().map(|_| tt::key(state));
        let mut first = usize::MAX;
        if let (Some(key), Some(table)) = (key, self.table.as_deref())
            && let Some(entry) = table.probe(key)
        {
            first = usize::from(entry.best);
            if !probe
                && entry.depth == depth
                && let Some(v) = self.usable(&entry, ply)
            {
                match entry.bound {
                    Bound::Exact => return v,
                    Bound::Lower => alpha = alpha.max(v),
                    Bound::Upper => beta = beta.min(v),
                }
                if alpha >= beta {
                    return v;
                }
            }
        }
        let (alpha0, beta0) = (alpha, beta);
        let moves = state.legal_moves();
        let moves = moves.as_ref();
        if first >= moves.len() {
            first = usize::MAX;
        }
        let mut best = if maximize {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        let mut best_index = 0;
        let mut child = state.clone();
        let order = (first != usize::MAX)
            .then_some(first)
            .into_iter()
            .chain((0..moves.len()).filter(|&i| i != first));
        for i in order {
            child.clone_from(state);
            state.play_unchecked_into(&mut child, moves[i]);
            let v = self.value(&child, depth - 1, ply + 1, alpha, beta);
            if self.aborted {
                return 0.0;
            }
            if maximize {
                if v > best {
                    best = v;
                    best_index = i;
                }
                alpha = alpha.max(best);
            } else {
                if v < best {
                    best = v;
                    best_index = i;
                }
                beta = beta.min(best);
            }
            if alpha >= beta || probe {
                break;
            }
        }
        if !probe && let (Some(key), Some(table)) = (key, self.table.as_deref_mut()) {
            let bound = if best <= alpha0 {
                Bound::Upper
            } else if best >= beta0 {
                Bound::Lower
            } else {
                Bound::Exact
            };
            table.store(Entry {
                key,
                depth,
                ply,
                value: best,
                bound,
                best: u16::try_from(best_index).unwrap_or(u16::MAX),
            });
        }
        best
    }
}

/// Searches `state` for the seat to move by iterative deepening within `budget`.
pub(crate) fn iterative_deepening<G: Game>(
    state: &G,
    rng: &mut SearchRng,
    evaluation: &dyn Evaluation<G>,
    budget: Budget,
    mut table: Option<&mut Table>,
    chance: ChancePruning,
) -> Option<SearchReport<G::Move>> {
    let start = Instant::now();
    let seat = state.turn().player()?;
    // Never the true hidden state: a state consistent with what the seat sees.
    let state = state.determinize(seat, rng);
    let moves = state.legal_moves();
    let moves = moves.as_ref();
    if moves.is_empty() {
        return None;
    }
    let (max_depth, deadline) = match budget {
        Budget::Iterations(d) => (u32::try_from(d).unwrap_or(u32::MAX).max(1), None),
        Budget::Time(t) => (MAX_DEPTH, Some(start + t)),
    };
    if let Some(table) = table.as_deref_mut() {
        table.clear();
    }
    // The root moves in a random order, so that the first iteration breaks ties
    // between equal values at random (as the greedy agent does), not by the order
    // of move generation: with backgammon's pip count, which rates every play of a
    // roll alike, always the first play lost to random play (30% over 100 games).
    let mut order: Vec<usize> = (0..moves.len()).collect();
    order.shuffle(rng);
    let mut report: Option<SearchReport<G::Move>> = None;
    let mut nodes = 0;
    let mut child = state.clone();
    for depth in 1..=max_depth {
        let mut engine = Engine {
            root: seat,
            evaluation,
            table: table.as_deref_mut(),
            chance,
            nodes: 0,
            // Depth 1 always completes, so that there is a move to play.
            deadline: if depth > 1 { deadline } else { None },
            aborted: false,
            chance_seen: false,
            horizon: false,
        };
        let mut best = (usize::MAX, f64::NEG_INFINITY);
        for &i in &order {
            child.clone_from(&state);
            state.play_unchecked_into(&mut child, moves[i]);
            let v = engine.value(&child, depth - 1, 1, best.1, f64::INFINITY);
            if engine.aborted {
                break;
            }
            if v > best.1 {
                best = (i, v);
            }
        }
        nodes += engine.nodes;
        if engine.aborted {
            break;
        }
        let (index, value) = best;
        let forced = !engine.chance_seen;
        report = Some(SearchReport {
            best: moves[index],
            value,
            score: Score::from_value(value, forced),
            depth,
            nodes,
            elapsed: start.elapsed(),
        });
        // The best move first in the next iteration, the others in their order.
        let at = order.iter().position(|&i| i == index).unwrap_or(0);
        order[..=at].rotate_right(1);
        let solved = !engine.horizon || (forced && value.abs() > 1.0);
        let out_of_time = deadline.is_some_and(|d| {
            let now = Instant::now();
            // The next iteration takes longer than all before: do not start it past
            // half the budget.
            now >= d || now.duration_since(start) * 2 >= d.duration_since(start)
        });
        if solved || out_of_time || (deadline.is_some() && moves.len() == 1) {
            break;
        }
    }
    let mut report = report?;
    report.nodes = nodes;
    report.elapsed = start.elapsed();
    Some(report)
}

/// Writes an agent's name as the arena reads it: `alphabeta:4`, `alphabeta:100ms`.
pub(crate) fn agent_name(prefix: &str, budget: Budget) -> String {
    match budget {
        Budget::Iterations(d) => format!("{prefix}:{d}"),
        Budget::Time(t) => format!("{prefix}:{}ms", t.as_millis()),
    }
}

/// An alpha-beta agent (see the [module documentation](self) for the algorithm and its
/// sources): iterative deepening to the depth of [`Budget::Iterations`] (in players'
/// moves) or until [`Budget::Time`] runs out, a transposition table, and
/// distance-to-win scores.
///
/// For two-seat games of perfect information. It plays hidden-information games by one
/// determinization for its seat (never by the hidden truth), and games with chance by
/// exact expectation without pruning at chance nodes (use
/// [`Expectiminimax`](crate::Expectiminimax) there).
///
/// For a seed and a [`Budget::Iterations`] the choice replays exactly.
pub struct AlphaBeta<G> {
    evaluation: Box<dyn Evaluation<G>>,
    budget: Budget,
    table: Option<Table>,
}

impl<G> AlphaBeta<G> {
    /// Returns an agent that searches within `budget`, scoring the states where it
    /// stops by `evaluation`, with a transposition table of 2^[`DEFAULT_TABLE_BITS`]
    /// slots.
    pub fn new(evaluation: impl Evaluation<G> + 'static, budget: Budget) -> Self {
        Self {
            evaluation: Box::new(evaluation),
            budget,
            table: Some(Table::new(DEFAULT_TABLE_BITS)),
        }
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

impl<G: Game> AlphaBeta<G> {
    /// Searches `state` for the seat to move, drawing the determinization with `rng`;
    /// returns `None` where no player is to move.
    pub fn search(&mut self, state: &G, rng: &mut SearchRng) -> Option<SearchReport<G::Move>> {
        iterative_deepening(
            state,
            rng,
            self.evaluation.as_ref(),
            self.budget,
            self.table.as_mut(),
            ChancePruning::None,
        )
    }
}

impl<G> fmt::Debug for AlphaBeta<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("AlphaBeta")
            .field("budget", &self.budget)
            .field("table", &self.table.is_some())
            .finish_non_exhaustive()
    }
}

impl<G: Game> Agent<G> for AlphaBeta<G> {
    fn name(&self) -> String {
        agent_name("alphabeta", self.budget)
    }

    fn choose(&mut self, state: &G, rng: &mut SearchRng) -> Option<Choice<G::Move>> {
        self.search(state, rng).map(SearchReport::into_choice)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tt::{Bound, Entry, Table};

    fn material(pos: &chess::Position, seat: Player) -> f64 {
        chess::eval::evaluate(pos, seat)
    }

    fn engine<'a>(
        table: Option<&'a mut Table>,
        evaluation: &'a dyn Evaluation<chess::Position>,
    ) -> Engine<'a, chess::Position> {
        Engine {
            root: Player::FIRST,
            evaluation,
            table,
            chance: ChancePruning::None,
            nodes: 0,
            deadline: None,
            aborted: false,
            chance_seen: false,
            horizon: false,
        }
    }

    #[test]
    fn a_stored_result_answers_the_same_search_at_once() {
        let pos: chess::Position =
            "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 4 4"
                .parse()
                .unwrap();
        let mut table = Table::new(12);
        let mut e = engine(Some(&mut table), &material);
        let first = e.value(&pos, 3, 0, f64::NEG_INFINITY, f64::INFINITY);
        let nodes = e.nodes;
        assert!(nodes > 1);
        assert_eq!(e.value(&pos, 3, 0, f64::NEG_INFINITY, f64::INFINITY), first);
        assert_eq!(
            e.nodes,
            nodes + 1,
            "an exact entry of the same depth answers"
        );
        // Another depth is searched again.
        e.value(&pos, 2, 0, f64::NEG_INFINITY, f64::INFINITY);
        assert!(e.nodes > nodes + 2);
    }

    #[test]
    fn a_stored_bound_cuts_only_outside_the_window() {
        let pos = chess::Position::default();
        let key = tt::key(&pos);
        let mut table = Table::new(8);
        table.store(Entry {
            key,
            depth: 2,
            ply: 0,
            value: 0.5,
            bound: Bound::Lower,
            best: 0,
        });
        let mut e = engine(Some(&mut table), &material);
        // At least 0.5 against a window below it: cut at once, on the bound.
        assert_eq!(e.value(&pos, 2, 0, f64::NEG_INFINITY, 0.4), 0.5);
        assert_eq!(e.nodes, 1);
        // Inside the window the bound only narrows it: the position is searched.
        e.value(&pos, 2, 0, f64::NEG_INFINITY, 0.9);
        assert!(e.nodes > 2);
    }

    #[test]
    fn stored_wins_move_with_the_ply_without_chance_only() {
        let win = Outcome::win(Player::FIRST);
        let entry = Entry {
            key: 1,
            depth: 3,
            ply: 4,
            value: terminal_value(win, Player::FIRST, 7),
            bound: Bound::Exact,
            best: 0,
        };
        let mut e = engine(None, &material);
        // The same win three plies after the node, seen from ply 1: ply 4 from the root.
        assert_eq!(
            e.usable(&entry, 1),
            Some(terminal_value(win, Player::FIRST, 4))
        );
        let loss = Entry {
            value: -entry.value,
            ..entry
        };
        assert_eq!(
            e.usable(&loss, 6),
            Some(-terminal_value(win, Player::FIRST, 9))
        );
        let estimate = Entry {
            value: 0.25,
            ..entry
        };
        assert_eq!(e.usable(&estimate, 2), Some(0.25));
        assert_eq!(e.usable(&entry, 4), Some(entry.value));
        // Under chance, values mix wins at several distances: the same ply only.
        e.chance_seen = true;
        assert_eq!(e.usable(&entry, 1), None);
        assert_eq!(e.usable(&estimate, 2), None);
        assert_eq!(e.usable(&estimate, 4), Some(0.25));
    }

    #[test]
    fn scores_read_only_values_beyond_one_as_forced() {
        assert_eq!(Score::from_value(1.0, true), Score::Value(1.0));
        assert_eq!(Score::from_value(-1.0, true), Score::Value(-1.0));
        assert_eq!(Score::Win(3).to_string(), "win in 3 plies");
        assert_eq!(Score::Loss(4).to_string(), "loss in 4 plies");
        assert_eq!(Score::Value(0.25).to_string(), "0.250");
        let report = SearchReport {
            best: (),
            value: -terminal_value(Outcome::win(Player::FIRST), Player::FIRST, 2),
            score: Score::Loss(2),
            depth: 2,
            nodes: 9,
            elapsed: Duration::ZERO,
        };
        assert_eq!(report.into_choice().info.value, Some(-1.0));
    }
}
