//! The object-safe API: [`GameInfo`] and [`LoadedGame`] for a game configuration,
//! [`State`] for one state of a game.

use crate::agents::{Agent, AgentError, AgentSpec};
use boardcore::{Outcome, Player, Turn};
use std::any::Any;
use std::fmt;

/// An action id: a player's move in `0..num_distinct_actions()`, a chance outcome in
/// `num_distinct_actions()..num_distinct_actions() + max_chance_outcomes()`.
///
/// The ids of each game are documented in `docs/boardgames.md` and stay fixed
/// across releases.
pub type Action = u64;

/// One outcome of a chance node with its exact probability `weight / total`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ChanceOutcome {
    /// The outcome's action id.
    pub action: Action,
    /// Its integer weight.
    pub weight: u32,
    /// The sum of the weights of all outcomes of the node.
    pub total: u64,
}

impl ChanceOutcome {
    /// Returns the probability `weight / total` as a float.
    #[must_use]
    pub fn probability(self) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            f64::from(self.weight) / self.total as f64
        }
    }
}

/// Who acts next in a [`State`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CurrentPlayer {
    /// This seat chooses the next action.
    Seat(Player),
    /// Chance chooses the next action: see [`State::chance_outcomes`].
    Chance,
    /// The game is over: see [`State::returns`].
    Terminal,
}

impl From<Turn> for CurrentPlayer {
    fn from(turn: Turn) -> Self {
        match turn {
            Turn::Player(p) => Self::Seat(p),
            Turn::Chance => Self::Chance,
            Turn::Over(_) => Self::Terminal,
        }
    }
}

/// Why an action, a move text or an undo was refused. The state is left unchanged.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The id is not a legal action (or chance outcome) of this state.
    #[error("action {action} is not legal here")]
    Illegal {
        /// The refused id.
        action: Action,
    },
    /// The text is not a legal move of this state in the game's notation.
    #[error(transparent)]
    Notation(#[from] boardcore::ParseMoveError),
    /// There is no action to undo: the state is where it was built (the start, a
    /// state read from text, or a resampled state).
    #[error("nothing to undo")]
    NothingToUndo,
}

/// Why a seat's view (information state, observation, resampling) was refused.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ViewError {
    /// The seat is not below the number of players.
    #[error("{game}: seat {seat} is not a seat of this game ({players} seats)")]
    Seat {
        /// The game's registered name.
        game: &'static str,
        /// The seat asked for (0-based).
        seat: usize,
        /// The number of seats.
        players: usize,
    },
    /// The buffer given to [`State::write_observation`] has the wrong length.
    #[error("observation buffer of length {len}; the tensor has {expected} values")]
    BufferLength {
        /// The buffer's length.
        len: usize,
        /// The product of the observation shape.
        expected: usize,
    },
}

/// The error of reading a full state ([`LoadedGame::state_from_str`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid {game} state {text}: {detail}")]
pub struct ParseStateError {
    /// The game's registered name.
    pub game: &'static str,
    /// The text, cut to a short excerpt.
    pub text: boardcore::Excerpt,
    /// The game's own explanation.
    pub detail: String,
}

/// What every configuration of a game knows without a state: its name, seats,
/// action space and tensor shape.
pub trait GameInfo: fmt::Debug + Send + Sync {
    /// The registered name of the game (`"backgammon"`).
    fn name(&self) -> &'static str;

    /// The canonical game string with every parameter
    /// (`backgammon(match_length=5,cube=true,...)`), which [`crate::load`] reads back
    /// to this configuration.
    fn spec(&self) -> String;

    /// The number of seats.
    fn num_players(&self) -> usize;

    /// The number of player action ids: every move of every state of this
    /// configuration has an id below it.
    fn num_distinct_actions(&self) -> u64;

    /// The number of chance outcome ids (0 for games without chance), numbered from
    /// [`GameInfo::num_distinct_actions`] on.
    fn max_chance_outcomes(&self) -> u64;

    /// The shape of [`State::observation_tensor`], outermost dimension first.
    fn observation_shape(&self) -> Vec<usize>;

    /// The length of [`State::observation_tensor`]: the product of the shape.
    fn observation_size(&self) -> usize {
        self.observation_shape().iter().product()
    }

    /// Whether some state hides something from some seat.
    fn has_hidden_information(&self) -> bool;
}

/// A loaded game configuration: [`GameInfo`] plus the states it builds.
pub trait LoadedGame: GameInfo {
    /// Returns the state where a game of this configuration starts.
    fn new_initial_state(&self) -> Box<dyn State>;

    /// Reads a state in the full-state notation of the game's complete type (what
    /// [`State::to_string`](ToString::to_string) writes).
    ///
    /// # Errors
    ///
    /// Returns [`ParseStateError`] with the game's explanation if the text is not a
    /// state of this game.
    fn state_from_str(&self, text: &str) -> Result<Box<dyn State>, ParseStateError>;

    /// Returns agent `spec` for this game, drawing from its own generator seeded
    /// with `seed` (the same seed gives the same actions), with the game's
    /// evaluation and rollout cut-off: see [`crate::agents`]. It plays the states of
    /// this game (any configuration of it).
    ///
    /// # Errors
    ///
    /// Returns [`AgentError::Unsupported`], listing the agents the game accepts, if
    /// the agent does not play this game (every registered game accepts every agent
    /// today).
    fn new_agent(&self, spec: &AgentSpec, seed: u64) -> Result<Box<dyn Agent>, AgentError>;
}

/// One state of any game, object-safe: `Box<dyn State>`.
///
/// `Display` is the full-state notation of the game's complete type (everything,
/// secrets included); [`LoadedGame::state_from_str`] reads it back.
pub trait State: fmt::Debug + fmt::Display + Send + Sync {
    /// The registered name of the game.
    fn game_name(&self) -> &'static str;

    /// The number of seats.
    fn num_players(&self) -> usize;

    /// Who acts next, or the outcome.
    fn turn(&self) -> Turn;

    /// Who acts next: a seat, chance, or nobody.
    fn current_player(&self) -> CurrentPlayer {
        self.turn().into()
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        matches!(self.turn(), Turn::Over(_))
    }

    /// Whether chance acts next.
    fn is_chance_node(&self) -> bool {
        self.turn() == Turn::Chance
    }

    /// The outcome, once the game is over.
    fn outcome(&self) -> Option<Outcome> {
        self.turn().outcome()
    }

    /// The number of player action ids of the configuration.
    fn num_distinct_actions(&self) -> u64;

    /// The number of chance outcome ids of the configuration.
    fn max_chance_outcomes(&self) -> u64;

    /// The legal action ids (at a chance node: the chance outcome ids), sorted
    /// ascending, without repeats; empty once the game is over.
    fn legal_actions(&self) -> Vec<Action> {
        self.legal_actions_slice().to_vec()
    }

    /// [`State::legal_actions`] without a copy (sorted once per state, when first
    /// asked for).
    fn legal_actions_slice(&self) -> &[Action];

    /// The legal ids in the order the game lists its moves: the same set as
    /// [`State::legal_actions`], unsorted, computed once when the state is reached.
    /// The cheapest way to pick a random action.
    fn legal_actions_unordered(&self) -> &[Action];

    /// At a chance node, the integer weight of each outcome of
    /// [`State::legal_actions_unordered`], in the same order (the probability of one
    /// is its weight over their sum); empty elsewhere.
    fn chance_weights(&self) -> &[u32];

    /// Whether `action` is legal here.
    fn is_legal_action(&self, action: Action) -> bool {
        self.legal_actions_unordered().contains(&action)
    }

    /// Plays `action` if it is legal.
    ///
    /// # Errors
    ///
    /// Returns [`ActionError::Illegal`] and leaves the state unchanged otherwise.
    fn apply_action(&mut self, action: Action) -> Result<(), ActionError>;

    /// Plays `action`, which must be legal.
    ///
    /// # Panics
    ///
    /// Panics if `action` is not a legal action of this state.
    fn apply_action_unchecked(&mut self, action: Action);

    /// Takes back the last action applied to this state and returns it.
    ///
    /// # Errors
    ///
    /// Returns [`ActionError::NothingToUndo`] if no action was applied since the state
    /// was built.
    fn undo_action(&mut self) -> Result<Action, ActionError>;

    /// The actions applied since the state was built, in order.
    fn history(&self) -> Vec<Action>;

    /// Returns a boxed copy of this state.
    fn clone_box(&self) -> Box<dyn State>;

    /// At a chance node, each outcome with its exact probability, sorted by id;
    /// empty elsewhere.
    fn chance_outcomes(&self) -> Vec<ChanceOutcome> {
        let weights = self.chance_weights();
        let total = weights.iter().map(|&w| u64::from(w)).sum();
        let mut outcomes: Vec<ChanceOutcome> = self
            .legal_actions_unordered()
            .iter()
            .zip(weights)
            .map(|(&action, &weight)| ChanceOutcome {
                action,
                weight,
                total,
            })
            .collect();
        outcomes.sort_unstable_by_key(|o| o.action);
        outcomes
    }

    /// Each seat's payoff once the game is over (1 win, 0.5 draw, 0 loss), all 0
    /// before.
    fn returns(&self) -> Vec<f64> {
        let n = self.num_players();
        match self.outcome() {
            Some(o) => (0..n)
                .filter_map(Player::new)
                .map(|p| o.result(p).payoff())
                .collect(),
            None => vec![0.0; n],
        }
    }

    /// Each seat's score in the game's own unit once the game is over (points of a
    /// backgammon game, pips of a domino hand), all 0 before.
    fn scores(&self) -> Vec<i32> {
        let n = self.num_players();
        match self.outcome() {
            Some(o) => (0..n).filter_map(Player::new).map(|p| o.score(p)).collect(),
            None => vec![0; n],
        }
    }

    /// Writes legal action `action` in the game's standard notation (SAN in chess).
    ///
    /// # Errors
    ///
    /// Returns [`ActionError::Illegal`] if `action` is not legal here.
    fn action_to_string(&self, action: Action) -> Result<String, ActionError>;

    /// Reads a legal move of this state in the game's standard notation.
    ///
    /// # Errors
    ///
    /// Returns [`ActionError::Notation`] if the text is no legal move here.
    fn string_to_action(&self, text: &str) -> Result<Action, ActionError>;

    /// What `seat` may see, as a string: equal for two states exactly when the seat
    /// cannot tell them apart (the key of its information set).
    ///
    /// # Errors
    ///
    /// Returns [`ViewError::Seat`] if `seat` is not below [`State::num_players`].
    fn information_state_string(&self, seat: Player) -> Result<String, ViewError>;

    /// The shape of the observation tensor, outermost dimension first.
    fn observation_shape(&self) -> Vec<usize>;

    /// What `seat` may see as a flat tensor of the documented shape; two states with
    /// equal views for the seat give equal tensors.
    ///
    /// # Errors
    ///
    /// Returns [`ViewError::Seat`] if `seat` is not below [`State::num_players`].
    fn observation_tensor(&self, seat: Player) -> Result<Vec<f32>, ViewError> {
        let mut out = vec![0.0; self.observation_shape().iter().product()];
        self.write_observation(seat, &mut out)?;
        Ok(out)
    }

    /// Writes [`State::observation_tensor`] into `out`.
    ///
    /// # Errors
    ///
    /// Returns [`ViewError::BufferLength`] if `out` is not as long as the product of
    /// the shape, or [`ViewError::Seat`] if `seat` is not below
    /// [`State::num_players`]; `out` is then left unchanged.
    fn write_observation(&self, seat: Player, out: &mut [f32]) -> Result<(), ViewError>;

    /// Returns a full state drawn (from `seed`) among those `seat` cannot tell from
    /// this one: the hidden hands, stock or secrets sampled afresh
    /// ([`boardcore::Game::determinize`]); a copy in games of perfect information.
    /// Its history is empty: it cannot be undone past.
    ///
    /// # Errors
    ///
    /// Returns [`ViewError::Seat`] if `seat` is not below [`State::num_players`].
    fn resample_from_infostate(&self, seat: Player, seed: u64)
    -> Result<Box<dyn State>, ViewError>;

    /// The state as [`Any`], to compare two states or reach the game's own type.
    fn as_any(&self) -> &dyn Any;

    /// Whether `other` is the same game in an equal state.
    fn equals(&self, other: &dyn State) -> bool;

    /// Counts the sequences of `depth` actions from this state (perft; chance
    /// outcomes count as plies, each once whatever its weight): `perft(0)` is 1.
    ///
    /// The static fast path: boardcore's generic [`boardcore::perft`] run on the
    /// game's concrete type, as fast as calling it directly. Chess, draughts, robijn
    /// and smokkelen count on the bare position, without the draws that need the
    /// game's past (repetitions, move counters, dead positions), as published perft
    /// tables count.
    fn perft(&self, depth: u32) -> u64;

    /// [`State::perft`] counted on `threads` threads ([`boardcore::parallel::perft`];
    /// the same count; one thread, or a pool that cannot start, counts on the calling
    /// thread).
    fn perft_threads(&self, depth: u32, threads: usize) -> u64;

    /// The [`State::perft`] count to `depth` below each legal move ("divide"): the
    /// move in the game's machine notation (the context-free notation perft tools
    /// compare: UCI in chess, the move's own text elsewhere) and the count to
    /// `depth - 1` after it, in the game's move order, counted on `threads` threads.
    /// The counts add up to `perft(depth)`; empty at depth 0.
    fn perft_divide(&self, depth: u32, threads: usize) -> Vec<(String, u64)>;

    /// Plays `games` seeded random games from this state, each up to `max_plies`
    /// actions, on `threads` threads, and returns their totals: game `i` is
    /// boardcore's random playout on [`boardcore::playout_rng`]`(seed, i)` (seats
    /// pick uniformly, chance by weight), so the totals equal
    /// [`boardcore::playouts`] on the game's concrete type and do not depend on
    /// `threads`.
    ///
    /// The static fast path: boardcore's generic code run on the game's concrete
    /// type (its complete rules: chess with every FIDE draw).
    ///
    /// # Panics
    ///
    /// Panics if a game reaches a chance node whose weights are all 0 (a bug of the
    /// game; see [`boardcore::random_move`]).
    fn playouts(
        &self,
        games: u64,
        seed: u64,
        max_plies: usize,
        threads: usize,
    ) -> boardcore::PlayoutStats;
}

impl Clone for Box<dyn State> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

impl PartialEq for dyn State {
    fn eq(&self, other: &Self) -> bool {
        self.equals(other)
    }
}
