//! The one generic implementation of [`State`] and [`LoadedGame`] over any
//! [`Game`], given the game's [`Codec`] (its action ids and tensors).

use crate::agents::{Agent, AgentError, AgentSpec, GameAgent};
use crate::state::{Action, ActionError, GameInfo, LoadedGame, ParseStateError, State, ViewError};
use boardcore::rand::SeedableRng;
use boardcore::rand_chacha::ChaCha8Rng;
use boardcore::{Game, Player, PlayoutStats, Turn};
use std::any::Any;
use std::fmt;
use std::sync::OnceLock;

/// A game's action ids and observation tensors for one configuration.
pub trait Codec<G: Game>: Copy + fmt::Debug + Send + Sync + 'static {
    /// Whether some state hides something from some seat.
    const HIDDEN: bool;

    /// The number of player action ids.
    fn num_distinct_actions(&self) -> u64;

    /// The number of chance outcome ids (numbered from `num_distinct_actions`).
    fn max_chance_outcomes(&self) -> u64;

    /// The id of `mv`, a legal move (or chance outcome) of `game`.
    fn encode(&self, game: &G, mv: G::Move) -> Action;

    /// Appends to `out` the ids of `moves`, all the legal moves (or chance outcomes)
    /// of `game` in the game's order: [`Codec::encode`] of each by default; a game
    /// whose ids depend on the other legal moves (draughts) computes them at once.
    fn encode_all(&self, game: &G, moves: &[G::Move], out: &mut Vec<Action>) {
        out.extend(moves.iter().map(|&mv| self.encode(game, mv)));
    }

    /// The shape of the observation tensor.
    fn observation_shape(&self) -> Vec<usize>;

    /// Writes what `seat` sees of `game` into `out` (zeroed, of the shape's size).
    fn observe(&self, game: &G, seat: Player, out: &mut [f32]);

    /// Checks that `game` (read from text) is of this configuration.
    ///
    /// # Errors
    ///
    /// Returns what differs.
    fn check(&self, game: &G) -> Result<(), String> {
        let _ = game;
        Ok(())
    }

    /// The simple evaluation of `game` for `seat`, in `-1.0..=1.0`, with which the
    /// agents of [`LoadedGame::new_agent`] stop a search (`greedy`, `alphabeta`,
    /// `expectimax`, and `mcts`/`ismcts` at a rollout cut-off): the game crate's
    /// `eval` function. The default, 0, knows nothing.
    fn evaluate(&self, game: &G, seat: Player) -> f64 {
        let _ = (game, seat);
        0.0
    }

    /// The ply after which the `mcts` and `ismcts` agents of
    /// [`LoadedGame::new_agent`] cut their random rollouts and score the state with
    /// [`Codec::evaluate`] (for games whose random games may not end); `None`, the
    /// default, plays rollouts to the end.
    fn rollout_cutoff(&self) -> Option<usize> {
        None
    }

    /// Counts perft from `game` to `depth` on `threads` threads
    /// ([`State::perft`]): by default [`boardcore::perft`] on `G` itself. A game whose
    /// complete type is a [`boardcore::History`] counts on its bare position instead
    /// ([`crate::fast::perft`]`(game.position(), ..)`): the tree of move generation,
    /// without the draws that need the past, as published perft tables count, and
    /// without copying the past at every node.
    fn perft(&self, game: &G, depth: u32, threads: usize) -> u64
    where
        G: Sync,
        G::Move: Sync,
    {
        crate::fast::perft(game, depth, threads)
    }

    /// The counts of [`Codec::perft`] below each legal move of `game`, each move in
    /// the game's machine notation (by default the move's `Display`; UCI in chess),
    /// in move generation order ([`State::perft_divide`]).
    fn perft_divide(&self, game: &G, depth: u32, threads: usize) -> Vec<(String, u64)>
    where
        G: Sync,
        G::Move: Send + Sync,
    {
        crate::fast::perft_divide(game, depth, threads, |_, mv| mv.to_string())
    }
}

/// A state of game `G` through codec `C`: the game's complete type, the state it was
/// built from (for undo), the moves since, and, computed once per state, whose turn
/// it is and the legal moves sorted by id (with their weights at a chance node).
pub struct Adapter<G: Game, C> {
    name: &'static str,
    codec: C,
    game: G,
    start: G,
    played: Vec<G::Move>,
    turn: Turn,
    /// The legal moves in the game's order.
    moves: Vec<G::Move>,
    /// Their ids, in the same order.
    ids: Vec<Action>,
    /// Their chance weights at a chance node, in the same order.
    weights: Vec<u32>,
    /// The ids sorted, computed when first asked for.
    sorted: OnceLock<Vec<Action>>,
}

impl<G: Game, C: Clone> Clone for Adapter<G, C> {
    fn clone(&self) -> Self {
        Self {
            name: self.name,
            codec: self.codec.clone(),
            game: self.game.clone(),
            start: self.start.clone(),
            played: self.played.clone(),
            turn: self.turn,
            moves: self.moves.clone(),
            ids: self.ids.clone(),
            weights: self.weights.clone(),
            sorted: self.sorted.clone(),
        }
    }
}

impl<G: Game, C: fmt::Debug> fmt::Debug for Adapter<G, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("State")
            .field("game", &self.name)
            .field("state", &self.game)
            .finish_non_exhaustive()
    }
}

impl<G: Game, C> fmt::Display for Adapter<G, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.game, f)
    }
}

impl<G, C> Adapter<G, C>
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    C: Codec<G>,
{
    /// Returns the state `game` (nothing to undo).
    pub fn new(name: &'static str, codec: C, game: G) -> Self {
        let mut state = Self {
            name,
            codec,
            start: game.clone(),
            game,
            played: Vec::new(),
            turn: Turn::Chance,
            moves: Vec::new(),
            ids: Vec::new(),
            weights: Vec::new(),
            sorted: OnceLock::new(),
        };
        state.refresh();
        state
    }

    /// Returns the game's own state.
    pub const fn game(&self) -> &G {
        &self.game
    }

    /// The state the adapter was built from (where undo stops).
    pub(crate) const fn start(&self) -> &G {
        &self.start
    }

    /// The moves played since [`Adapter::start`].
    pub(crate) fn played(&self) -> &[G::Move] {
        &self.played
    }

    /// The id of `mv`, a legal move of the current state.
    pub(crate) fn encode(&self, mv: G::Move) -> Action {
        self.codec.encode(&self.game, mv)
    }

    /// Computes the turn, the legal moves and their ids (and weights at a chance
    /// node) of the current state, in the game's order, reusing the buffers; the
    /// sorted ids wait until asked for.
    fn refresh(&mut self) {
        self.turn = self.game.turn();
        let legal = self.game.legal_moves();
        self.moves.clear();
        self.moves.extend(legal);
        let (codec, game) = (&self.codec, &self.game);
        self.ids.clear();
        codec.encode_all(game, &self.moves, &mut self.ids);
        self.weights.clear();
        if self.turn == Turn::Chance {
            self.weights
                .extend(self.moves.iter().map(|&mv| game.chance_weight(mv)));
        }
        self.sorted = OnceLock::new();
    }

    fn find(&self, action: Action) -> Option<G::Move> {
        let i = self.ids.iter().position(|&id| id == action)?;
        Some(self.moves[i])
    }

    fn check_seat(&self, seat: Player) -> Result<(), ViewError> {
        if seat.index() < self.game.players() {
            Ok(())
        } else {
            Err(ViewError::Seat {
                game: self.name,
                seat: seat.index(),
                players: self.game.players(),
            })
        }
    }

    fn play(&mut self, mv: G::Move) {
        self.game.play_unchecked(mv);
        self.played.push(mv);
        self.refresh();
    }
}

impl<G, C> State for Adapter<G, C>
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    C: Codec<G>,
{
    fn game_name(&self) -> &'static str {
        self.name
    }

    fn num_players(&self) -> usize {
        self.game.players()
    }

    fn turn(&self) -> Turn {
        self.turn
    }

    fn num_distinct_actions(&self) -> u64 {
        self.codec.num_distinct_actions()
    }

    fn max_chance_outcomes(&self) -> u64 {
        self.codec.max_chance_outcomes()
    }

    fn legal_actions_slice(&self) -> &[Action] {
        self.sorted.get_or_init(|| {
            let mut ids = self.ids.clone();
            ids.sort_unstable();
            ids
        })
    }

    fn legal_actions_unordered(&self) -> &[Action] {
        &self.ids
    }

    fn chance_weights(&self) -> &[u32] {
        &self.weights
    }

    fn is_legal_action(&self, action: Action) -> bool {
        self.find(action).is_some()
    }

    fn apply_action(&mut self, action: Action) -> Result<(), ActionError> {
        let mv = self.find(action).ok_or(ActionError::Illegal { action })?;
        self.play(mv);
        Ok(())
    }

    fn apply_action_unchecked(&mut self, action: Action) {
        let Some(mv) = self.find(action) else {
            panic!("{}: action {action} is not legal here", self.name)
        };
        self.play(mv);
    }

    fn undo_action(&mut self) -> Result<Action, ActionError> {
        let last = self.played.pop().ok_or(ActionError::NothingToUndo)?;
        let mut game = self.start.clone();
        for &mv in &self.played {
            game.play_unchecked(mv);
        }
        let action = self.codec.encode(&game, last);
        self.game = game;
        self.refresh();
        Ok(action)
    }

    fn history(&self) -> Vec<Action> {
        let mut game = self.start.clone();
        let mut out = Vec::with_capacity(self.played.len());
        for &mv in &self.played {
            out.push(self.codec.encode(&game, mv));
            game.play_unchecked(mv);
        }
        out
    }

    fn clone_box(&self) -> Box<dyn State> {
        Box::new(self.clone())
    }

    fn action_to_string(&self, action: Action) -> Result<String, ActionError> {
        let mv = self.find(action).ok_or(ActionError::Illegal { action })?;
        Ok(self.game.format_move(mv))
    }

    fn string_to_action(&self, text: &str) -> Result<Action, ActionError> {
        let mv = self.game.parse_move(text)?;
        Ok(self.codec.encode(&self.game, mv))
    }

    fn information_state_string(&self, seat: Player) -> Result<String, ViewError> {
        self.check_seat(seat)?;
        Ok(format!("{:?}", self.game.view(seat)))
    }

    fn observation_shape(&self) -> Vec<usize> {
        self.codec.observation_shape()
    }

    fn write_observation(&self, seat: Player, out: &mut [f32]) -> Result<(), ViewError> {
        let expected: usize = self.codec.observation_shape().iter().product();
        if out.len() != expected {
            return Err(ViewError::BufferLength {
                len: out.len(),
                expected,
            });
        }
        self.check_seat(seat)?;
        out.fill(0.0);
        self.codec.observe(&self.game, seat, out);
        Ok(())
    }

    fn resample_from_infostate(
        &self,
        seat: Player,
        seed: u64,
    ) -> Result<Box<dyn State>, ViewError> {
        self.check_seat(seat)?;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let game = self.game.determinize(seat, &mut rng);
        Ok(Box::new(Self::new(self.name, self.codec, game)))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn equals(&self, other: &dyn State) -> bool {
        other
            .as_any()
            .downcast_ref::<Self>()
            .is_some_and(|o| o.game == self.game)
    }

    fn perft(&self, depth: u32) -> u64 {
        self.codec.perft(&self.game, depth, 1)
    }

    fn perft_threads(&self, depth: u32, threads: usize) -> u64 {
        self.codec.perft(&self.game, depth, threads)
    }

    fn perft_divide(&self, depth: u32, threads: usize) -> Vec<(String, u64)> {
        self.codec.perft_divide(&self.game, depth, threads)
    }

    fn playouts(&self, games: u64, seed: u64, max_plies: usize, threads: usize) -> PlayoutStats {
        crate::fast::playouts(&self.game, games, seed, max_plies, threads)
    }
}

/// A loaded configuration of game `G`: its start, codec and canonical game string.
pub struct Loaded<G: Game, C> {
    pub(crate) name: &'static str,
    pub(crate) spec: String,
    pub(crate) codec: C,
    pub(crate) start: G,
}

impl<G: Game, C: fmt::Debug> fmt::Debug for Loaded<G, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LoadedGame")
            .field("spec", &self.spec)
            .field("codec", &self.codec)
            .finish_non_exhaustive()
    }
}

impl<G, C> GameInfo for Loaded<G, C>
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    C: Codec<G>,
{
    fn name(&self) -> &'static str {
        self.name
    }

    fn spec(&self) -> String {
        self.spec.clone()
    }

    fn num_players(&self) -> usize {
        self.start.players()
    }

    fn num_distinct_actions(&self) -> u64 {
        self.codec.num_distinct_actions()
    }

    fn max_chance_outcomes(&self) -> u64 {
        self.codec.max_chance_outcomes()
    }

    fn observation_shape(&self) -> Vec<usize> {
        self.codec.observation_shape()
    }

    fn has_hidden_information(&self) -> bool {
        C::HIDDEN
    }
}

impl<G, C> LoadedGame for Loaded<G, C>
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
    C: Codec<G>,
{
    fn new_agent(&self, spec: &AgentSpec, seed: u64) -> Result<Box<dyn Agent>, AgentError> {
        Ok(Box::new(GameAgent::new(self.name, self.codec, *spec, seed)))
    }

    fn new_initial_state(&self) -> Box<dyn State> {
        Box::new(Adapter::new(self.name, self.codec, self.start.clone()))
    }

    fn state_from_str(&self, text: &str) -> Result<Box<dyn State>, ParseStateError> {
        let error = |detail: String| ParseStateError {
            game: self.name,
            text: boardcore::Excerpt::new(text),
            detail,
        };
        let game: G = text.parse().map_err(|e| error(format!("{e}")))?;
        self.codec
            .check(&game)
            .map_err(|d| error(format!("not of this configuration ({}): {d}", self.spec)))?;
        Ok(Box::new(Adapter::new(self.name, self.codec, game)))
    }
}
