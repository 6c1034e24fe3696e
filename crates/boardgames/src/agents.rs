//! Game-playing agents over the object-safe API: [`AgentSpec`] names an agent of the
//! `search` crate (`random`, `greedy`, `mcts:1000`, `alphabeta:4`, ...),
//! [`LoadedGame::new_agent`](crate::LoadedGame::new_agent) builds it for a game as a
//! `Box<dyn Agent>`, and [`Agent::step`] returns the action id it plays in a
//! `&dyn State`.
//!
//! ```
//! use boardgames::{AgentSpec, CurrentPlayer, State};
//!
//! let game = boardgames::load("draughts(variant=english)")?;
//! let spec: AgentSpec = "mcts:50".parse()?;
//! let mut agent = game.new_agent(&spec, 7)?;
//! let mut state = game.new_initial_state();
//! for _ in 0..4 {
//!     let action = agent.step(state.as_ref())?;
//!     state.apply_action(action)?;
//! }
//! assert_eq!(state.history().len(), 4);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **The agents run on the game's own type.** An agent built by a game's
//! [`LoadedGame::new_agent`](crate::LoadedGame::new_agent) reaches the game's
//! complete type behind the `dyn State` (through [`State::as_any`]) and runs the
//! `search` crate's agent on it, so it searches as fast as on the game crate itself.
//! It plays the states of its game (any configuration of it); a state of another
//! game is refused ([`AgentError::WrongGame`]).
//!
//! **Per-game defaults.** `greedy`, `alphabeta` and `expectimax` evaluate the states
//! where they stop with the game crate's simple evaluation (`<game>::eval::evaluate`
//! or `evaluate_history`: material in chess and draughts, pips and borne-off
//! checkers in backgammon (the game under way in a match), pips in hand in dominoes,
//! distance home in robijn and smokkelen, track progress and gold in locksley);
//! `mcts` and `ismcts` play random rollouts to the end, except in robijn (whose
//! random games may never end), where they cut them after 100 plies and score the
//! cut with that evaluation. Each game module documents its evaluation.
//!
//! **Seeds.** An agent draws from its own generator, seeded by the `seed` given to
//! `new_agent`: the same seed, spec and states give the same actions (with a
//! [`Budget::Iterations`] budget; a time budget depends on the machine).
//!
//! **Tree reuse.** `mcts` and `ismcts` keep the subtree of the moves played since
//! their last step when the state they are given continues the game they saw (the
//! same start, their last state's moves then more): they catch up with the moves in
//! between on their next step, as if told each move when it was played. A state that
//! does not continue it (a new game, an undo, a resampled state) starts a fresh tree.

use crate::adapter::{Adapter, Codec};
use crate::state::{Action, CurrentPlayer, State};
use boardcore::rand::SeedableRng;
use boardcore::{Excerpt, Game, Player};
use core::marker::PhantomData;
use core::time::Duration;
use search::{
    AlphaBeta, Expectiminimax, GreedyAgent, Ismcts, Mcts, RandomAgent, SearchReport, SearchRng,
};
use std::fmt;
use std::str::FromStr;

pub use search::{Budget, Score};

/// The forms of an agent, for error messages and usage texts.
pub const AGENT_FORMS: &str = "random, greedy, mcts:<N|Nms|Ns>, ismcts:<N|Nms|Ns>, \
     alphabeta:<depth|Nms|Ns>, expectimax:<depth|Nms|Ns>";

/// An agent as written in text: `random`, `greedy`, `mcts:<budget>`,
/// `ismcts:<budget>`, `alphabeta:<budget>` or `expectimax:<budget>`, where the
/// budget is a number (MCTS and ISMCTS: iterations per move; alpha-beta and
/// expectiminimax: the depth in players' moves, at least 1) or a time per move
/// (`100ms`, `2s`, `0.5s`).
///
/// `Display` writes the form [`AgentSpec::from_str`] reads back (`mcts:1000`,
/// `alphabeta:2000ms`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AgentSpec {
    /// `random`: a uniform random legal move.
    Random,
    /// `greedy`: the move to the state of the best evaluation (one ply).
    Greedy,
    /// `mcts:<budget>`: Monte Carlo tree search (UCT) with random rollouts.
    Mcts(Budget),
    /// `ismcts:<budget>`: single-observer information-set MCTS.
    Ismcts(Budget),
    /// `alphabeta:<budget>`: alpha-beta to a depth in players' moves, or for a time.
    AlphaBeta(Budget),
    /// `expectimax:<budget>`: expectiminimax with chance-node pruning (Star2).
    Expectimax(Budget),
}

impl AgentSpec {
    /// The agent's kind as written before the `:` (`mcts`), or the whole word
    /// (`random`).
    #[must_use]
    pub const fn kind(&self) -> &'static str {
        match self {
            Self::Random => "random",
            Self::Greedy => "greedy",
            Self::Mcts(_) => "mcts",
            Self::Ismcts(_) => "ismcts",
            Self::AlphaBeta(_) => "alphabeta",
            Self::Expectimax(_) => "expectimax",
        }
    }

    /// The budget, for the agents that have one.
    #[must_use]
    pub const fn budget(&self) -> Option<Budget> {
        match *self {
            Self::Random | Self::Greedy => None,
            Self::Mcts(b) | Self::Ismcts(b) | Self::AlphaBeta(b) | Self::Expectimax(b) => Some(b),
        }
    }
}

impl fmt::Display for AgentSpec {
    /// Writes `random`, `mcts:1000`, `alphabeta:200ms`; a time that is not a whole
    /// number of milliseconds in seconds (`mcts:0.0005s`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind())?;
        match self.budget() {
            None => Ok(()),
            Some(Budget::Iterations(n)) => write!(f, ":{n}"),
            Some(Budget::Time(t)) if t.subsec_nanos() % 1_000_000 == 0 => {
                write!(f, ":{}ms", t.as_millis())
            }
            Some(Budget::Time(t)) => write!(f, ":{}s", t.as_secs_f64()),
        }
    }
}

/// The error of reading an [`AgentSpec`]: the text (shortened) and the accepted forms.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid agent {text}: write one of {AGENT_FORMS}")]
pub struct ParseAgentError {
    /// The text that was read, cut to a short excerpt.
    pub text: Excerpt,
}

/// Reads a budget: `300` (iterations or depth, at least 1), `100ms` or `2s` (more
/// than 0, at most a day).
fn parse_budget(text: &str) -> Option<Budget> {
    if let Some(ms) = text.strip_suffix("ms") {
        return ms
            .parse::<u64>()
            .ok()
            .filter(|&ms| ms > 0)
            .map(|ms| Budget::Time(Duration::from_millis(ms)));
    }
    if let Some(s) = text.strip_suffix('s') {
        return s
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
            .map(Duration::from_secs_f64)
            .filter(|d| !d.is_zero())
            .map(Budget::Time);
    }
    text.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .map(Budget::Iterations)
}

impl FromStr for AgentSpec {
    type Err = ParseAgentError;

    /// Reads an agent as written on a command line (see [`AgentSpec`]).
    ///
    /// # Errors
    ///
    /// Returns [`ParseAgentError`], whose message quotes the text (shortened) and
    /// lists the accepted forms ([`AGENT_FORMS`]).
    fn from_str(text: &str) -> Result<Self, ParseAgentError> {
        let bad = || ParseAgentError {
            text: Excerpt::new(text),
        };
        match text.split_once(':') {
            None if text == "random" => Ok(Self::Random),
            None if text == "greedy" => Ok(Self::Greedy),
            Some((kind, budget)) => {
                let make: fn(Budget) -> Self = match kind {
                    "mcts" => Self::Mcts,
                    "ismcts" => Self::Ismcts,
                    "alphabeta" => Self::AlphaBeta,
                    "expectimax" => Self::Expectimax,
                    _ => return Err(bad()),
                };
                parse_budget(budget).map(make).ok_or_else(bad)
            }
            None => Err(bad()),
        }
    }
}

/// What an agent knows of the action it chose; what its search does not measure is
/// `None` or 0.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct SearchInfo {
    /// The expected value of the action for the seat to move, in `-1.0..=1.0`
    /// (`None` for `random`).
    pub value: Option<f64>,
    /// What the value means, for `alphabeta` and `expectimax`: a forced win or loss
    /// at a distance in plies, or an estimate.
    pub score: Option<Score>,
    /// How often the action was visited (`mcts`, `ismcts`).
    pub visits: Option<u64>,
    /// The last depth searched to the end, in players' moves (`alphabeta`,
    /// `expectimax`, and MCTS's deepest line).
    pub depth: Option<u32>,
    /// The number of states the search visited.
    pub nodes: u64,
    /// The time the search took.
    pub elapsed: Duration,
}

/// Why an agent could not be built or could not choose an action.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum AgentError {
    /// The state is of another game than the agent's.
    #[error("the agent plays {agent_game}; the state is of {state_game}")]
    WrongGame {
        /// The game the agent was built for.
        agent_game: &'static str,
        /// The game of the state it was given.
        state_game: &'static str,
    },
    /// No seat is to move in the state: chance is to act, or the game is over.
    #[error("{game}: no seat is to move ({})", if *.turn == CurrentPlayer::Chance {
        "chance is to act"
    } else {
        "the game is over"
    })]
    NotASeatsTurn {
        /// The game.
        game: &'static str,
        /// Who acts instead: [`CurrentPlayer::Chance`] or [`CurrentPlayer::Terminal`].
        turn: CurrentPlayer,
    },
    /// The agent does not play this game.
    #[error("{game} has no {agent} agent; it accepts {accepted}")]
    Unsupported {
        /// The game.
        game: &'static str,
        /// The agent asked for, as written.
        agent: String,
        /// The agents the game accepts, comma-separated.
        accepted: String,
    },
}

/// A player of one game that chooses an action id for the seat to move in a
/// `&dyn State`. Built by [`LoadedGame::new_agent`](crate::LoadedGame::new_agent);
/// see the [module documentation](self).
pub trait Agent: Send + fmt::Debug {
    /// The agent as written ([`AgentSpec`]'s `Display`): `mcts:1000`.
    fn name(&self) -> String;

    /// Returns the action the agent plays in `state`, where a seat is to move.
    ///
    /// # Errors
    ///
    /// Returns [`AgentError::WrongGame`] if `state` is not of the agent's game, or
    /// [`AgentError::NotASeatsTurn`] at a chance node or the end of the game.
    fn step(&mut self, state: &dyn State) -> Result<Action, AgentError> {
        self.step_with_info(state).map(|(action, _)| action)
    }

    /// [`Agent::step`], with what the search knows of the action (its value, score,
    /// depth, nodes and time, as `bestmove` prints them).
    ///
    /// # Errors
    ///
    /// As [`Agent::step`].
    fn step_with_info(&mut self, state: &dyn State) -> Result<(Action, SearchInfo), AgentError>;

    /// Forgets the game seen so far (the kept search trees), before a new game. A
    /// step on a state that does not continue the last one does it too.
    fn reset(&mut self);
}

/// The search agent behind a `dyn Agent`: the `search` crate's agent on `G`.
enum Inner<G: Game> {
    /// `alphabeta`, kept apart for its search report (the score).
    AlphaBeta(AlphaBeta<G>),
    /// `expectimax`, kept apart for its search report.
    Expectimax(Expectiminimax<G>),
    /// Every other agent.
    Other(Box<dyn search::Agent<G>>),
}

/// The game an agent saw at its last step: the start and the moves since (to tell
/// whether the next state continues it), and the state they reach.
struct Seen<G: Game> {
    start: G,
    played: Vec<G::Move>,
    state: G,
}

/// An agent of game `G` (codec `C`) over `dyn State`: see the
/// [module documentation](self).
pub(crate) struct GameAgent<G: Game, C> {
    game: &'static str,
    spec: AgentSpec,
    inner: Inner<G>,
    rng: SearchRng,
    seen: Option<Seen<G>>,
    codec: PhantomData<C>,
}

impl<G: Game, C> fmt::Debug for GameAgent<G, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Agent")
            .field("game", &self.game)
            .field("spec", &self.spec)
            .finish_non_exhaustive()
    }
}

impl<G, C> GameAgent<G, C>
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
    C: Codec<G>,
{
    /// Returns the agent `spec` of game `game` (codec `codec`) with the codec's
    /// evaluation and rollout cut-off, drawing from `seed`.
    pub(crate) fn new(game: &'static str, codec: C, spec: AgentSpec, seed: u64) -> Self {
        let evaluation = move |state: &G, seat: Player| codec.evaluate(state, seat);
        let cutoff = codec.rollout_cutoff();
        let inner = match spec {
            AgentSpec::Random => Inner::Other(Box::new(RandomAgent)),
            AgentSpec::Greedy => Inner::Other(Box::new(GreedyAgent::new(evaluation))),
            AgentSpec::Mcts(budget) => Inner::Other(match cutoff {
                Some(plies) => Box::new(
                    Mcts::new(budget)
                        .with_cutoff(plies)
                        .with_evaluation(evaluation),
                ),
                None => Box::new(Mcts::new(budget)),
            }),
            AgentSpec::Ismcts(budget) => Inner::Other(match cutoff {
                Some(plies) => Box::new(
                    Ismcts::new(budget)
                        .with_cutoff(plies)
                        .with_evaluation(evaluation),
                ),
                None => Box::new(Ismcts::new(budget)),
            }),
            AgentSpec::AlphaBeta(budget) => Inner::AlphaBeta(AlphaBeta::new(evaluation, budget)),
            AgentSpec::Expectimax(budget) => {
                Inner::Expectimax(Expectiminimax::new(evaluation, budget))
            }
        };
        Self {
            game,
            spec,
            inner,
            rng: SearchRng::seed_from_u64(seed),
            seen: None,
            codec: PhantomData,
        }
    }

    /// Tells the agent the moves played since its last step if `state` continues
    /// the game it saw, else resets it; then remembers `state`.
    fn catch_up(&mut self, state: &Adapter<G, C>) {
        let played = state.played();
        match &mut self.seen {
            Some(seen) if seen.start == *state.start() && played.starts_with(&seen.played) => {
                for &mv in &played[seen.played.len()..] {
                    if let Inner::Other(agent) = &mut self.inner {
                        agent.observe(&seen.state, mv);
                    }
                    seen.state.play_unchecked(mv);
                }
                seen.played.extend_from_slice(&played[seen.played.len()..]);
            }
            _ => {
                self.reset();
                self.seen = Some(Seen {
                    start: state.start().clone(),
                    played: played.to_vec(),
                    state: state.game().clone(),
                });
            }
        }
    }
}

impl<G, C> Agent for GameAgent<G, C>
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
    C: Codec<G>,
{
    fn name(&self) -> String {
        self.spec.to_string()
    }

    fn step_with_info(&mut self, state: &dyn State) -> Result<(Action, SearchInfo), AgentError> {
        let adapter = state
            .as_any()
            .downcast_ref::<Adapter<G, C>>()
            .ok_or_else(|| AgentError::WrongGame {
                agent_game: self.game,
                state_game: state.game_name(),
            })?;
        let name = self.game;
        let not_a_seat = || AgentError::NotASeatsTurn {
            game: name,
            turn: adapter.current_player(),
        };
        if adapter.turn().player().is_none() {
            return Err(not_a_seat());
        }
        self.catch_up(adapter);
        let game = adapter.game();
        let rng = &mut self.rng;
        let (mv, info) = match &mut self.inner {
            Inner::AlphaBeta(agent) => report(agent.search(game, rng)),
            Inner::Expectimax(agent) => report(agent.search(game, rng)),
            Inner::Other(agent) => agent.choose(game, rng).map(|choice| {
                let info = choice.info;
                (
                    choice.mv,
                    SearchInfo {
                        value: info.value,
                        score: None,
                        visits: info.visits,
                        depth: info.depth,
                        nodes: info.nodes,
                        elapsed: info.elapsed,
                    },
                )
            }),
        }
        .ok_or_else(not_a_seat)?;
        Ok((adapter.encode(mv), info))
    }

    fn reset(&mut self) {
        if let Inner::Other(agent) = &mut self.inner {
            agent.reset();
        }
        self.seen = None;
    }
}

/// The move and info of an alpha-beta or expectiminimax search.
fn report<M>(report: Option<SearchReport<M>>) -> Option<(M, SearchInfo)> {
    report.map(|r| {
        (
            r.best,
            SearchInfo {
                value: Some(r.value.clamp(-1.0, 1.0)),
                score: Some(r.score),
                visits: None,
                depth: Some(r.depth),
                nodes: r.nodes,
                elapsed: r.elapsed,
            },
        )
    })
}
