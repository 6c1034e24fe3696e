//! The native module `boardgames._native`: every game of the workspace by name, with
//! pyspiel's names (`load_game`, `new_initial_state`, `legal_actions`, ...).
//!
//! Every error of the Rust API becomes a Python `ValueError` with the Rust error's
//! text; no input reaches a panic (pyo3 would raise `PanicException`).

use boardcore::Player;
use boardgames::{CurrentPlayer, LoadedGame, ParamKind, State};
use numpy::{PyArray1, PyArrayMethods};
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyType};
use std::sync::Arc;

mod agents;
mod batch;
mod records;

/// `current_player()` at a chance node (pyspiel's `PlayerId.CHANCE`).
const CHANCE: i64 = -1;
/// `current_player()` once the game is over (pyspiel's `PlayerId.TERMINAL`).
const TERMINAL: i64 = -4;

/// The line that [`PyState::serialize`] appends to the full-state notation of the
/// state's root when actions were applied since.
const ACTIONS_PREFIX: &str = "actions:";

fn value_error(e: impl std::fmt::Display) -> PyErr {
    PyValueError::new_err(e.to_string())
}

/// Reads an action id: any Python integer (or object with `__index__`); one that is
/// negative or does not fit 64 bits is no legal action (`ValueError`), another type
/// is a `TypeError`.
fn action_id(obj: &Bound<'_, PyAny>) -> PyResult<u64> {
    match obj.extract::<u64>() {
        Ok(id) => Ok(id),
        Err(e) => match obj.call_method0("__index__") {
            Ok(int) => Err(value_error(format!("action {int} is not legal here"))),
            Err(_) => Err(e),
        },
    }
}

/// A loaded game configuration shared by the game object and its states.
struct Shared {
    game: Box<dyn LoadedGame>,
    spec: String,
}

fn load(text: &str) -> PyResult<Arc<Shared>> {
    let game = boardgames::load(text).map_err(value_error)?;
    let spec = game.spec();
    Ok(Arc::new(Shared { game, spec }))
}

/// A game configuration: what `load_game` returns (pyspiel's `Game`).
///
/// `Game(game_string)` is the same as `load_game(game_string)`. Games compare equal
/// when their canonical game strings (`str(game)`) are equal, and pickle through it.
#[pyclass(module = "boardgames", name = "Game", frozen)]
struct PyGame {
    shared: Arc<Shared>,
}

impl PyGame {
    fn wrap(&self, state: Box<dyn State>) -> PyState {
        PyState::new(self.shared.clone(), state)
    }
}

#[pymethods]
impl PyGame {
    /// Loads a game configuration from a game string (see `load_game`).
    ///
    /// Raises `ValueError` with the reason if the string is no game configuration.
    #[new]
    fn py_new(game_string: &str) -> PyResult<Self> {
        Ok(Self {
            shared: load(game_string)?,
        })
    }

    /// The state where a game of this configuration starts.
    fn new_initial_state(&self) -> PyState {
        self.wrap(self.shared.game.new_initial_state())
    }

    /// Reads a state in the game's full-state notation (what `str(state)` writes;
    /// the state then has no action to undo).
    ///
    /// Raises `ValueError` with the game's explanation if the text is not a state of
    /// this configuration.
    fn new_state_from(&self, text: &str) -> PyResult<PyState> {
        let state = self.shared.game.state_from_str(text).map_err(value_error)?;
        Ok(self.wrap(state))
    }

    /// Reads what `State.serialize()` wrote: the full-state notation of where the
    /// state was built, then (on a last line `actions: ...`) the actions applied
    /// since, which are replayed so that they can be undone again.
    ///
    /// Raises `ValueError` if the text is not a state of this configuration or an
    /// action is not legal where it is replayed.
    fn deserialize_state(&self, text: &str) -> PyResult<PyState> {
        let (root, actions) = match text.rsplit_once('\n') {
            Some((root, last)) if last.starts_with(ACTIONS_PREFIX) => {
                let ids = last[ACTIONS_PREFIX.len()..]
                    .split_whitespace()
                    .map(|word| {
                        word.parse::<u64>().map_err(|_| {
                            value_error(format!(
                                "invalid action id {} in the serialized state",
                                boardcore::Excerpt::new(word)
                            ))
                        })
                    })
                    .collect::<PyResult<Vec<u64>>>()?;
                (root, ids)
            }
            _ => (text, Vec::new()),
        };
        let mut state = self.shared.game.state_from_str(root).map_err(value_error)?;
        let built: Arc<dyn State> = Arc::from(state.clone_box());
        for (ply, &action) in actions.iter().enumerate() {
            state.apply_action(action).map_err(|e| {
                value_error(format!(
                    "serialized state, action {} of the list: {e}",
                    ply + 1
                ))
            })?;
        }
        Ok(PyState {
            shared: self.shared.clone(),
            state,
            root: built,
        })
    }

    /// The number of player action ids: every move has an id below it.
    fn num_distinct_actions(&self) -> u64 {
        self.shared.game.num_distinct_actions()
    }

    /// The number of chance outcome ids (0 without chance); they are numbered from
    /// `num_distinct_actions()` on.
    fn max_chance_outcomes(&self) -> u64 {
        self.shared.game.max_chance_outcomes()
    }

    /// The number of seats.
    fn num_players(&self) -> usize {
        self.shared.game.num_players()
    }

    /// The shape of `State.observation_tensor`, outermost dimension first.
    fn observation_tensor_shape(&self) -> Vec<usize> {
        self.shared.game.observation_shape()
    }

    /// The number of values of `State.observation_tensor` (the product of the shape).
    fn observation_tensor_size(&self) -> usize {
        self.shared.game.observation_size()
    }

    /// Whether some state hides something from some seat (dominoes, smokkelen).
    fn has_hidden_information(&self) -> bool {
        self.shared.game.has_hidden_information()
    }

    /// The registered name of the game (`"backgammon"`).
    fn name(&self) -> &'static str {
        self.shared.game.name()
    }

    /// The game's description as a dict (pyspiel's `GameType` in short): `short_name`
    /// and `long_name` (the registered name), `game_string` (canonical, with every
    /// parameter), `num_players`, `chance` (whether it has chance nodes),
    /// `information` (`"perfect"` or `"imperfect"`), `parameters` (name to value, as
    /// written in a game string).
    fn get_type<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let g = &self.shared.game;
        let d = PyDict::new(py);
        d.set_item("short_name", g.name())?;
        d.set_item("long_name", g.name())?;
        d.set_item("game_string", &self.shared.spec)?;
        d.set_item("num_players", g.num_players())?;
        d.set_item("chance", g.max_chance_outcomes() > 0)?;
        let info = if g.has_hidden_information() {
            "imperfect"
        } else {
            "perfect"
        };
        d.set_item("information", info)?;
        let params = PyDict::new(py);
        if let Ok(spec) = self.shared.spec.parse::<boardgames::GameSpec>() {
            for (k, v) in spec.params {
                params.set_item(k, v)?;
            }
        }
        d.set_item("parameters", params)?;
        Ok(d)
    }

    /// The canonical game string with every parameter, which `load_game` reads back
    /// to this configuration.
    fn spec(&self) -> String {
        self.shared.spec.clone()
    }

    /// The canonical game string with every parameter (`spec()`).
    fn __str__(&self) -> String {
        self.shared.spec.clone()
    }

    fn __repr__(&self) -> String {
        format!("load_game({:?})", self.shared.spec)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Self>()
            .is_ok_and(|o| o.get().shared.spec == self.shared.spec)
    }

    fn __hash__(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        self.shared.spec.hash(&mut h);
        h.finish()
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> (Bound<'py, PyType>, (String,)) {
        (py.get_type::<Self>(), (self.shared.spec.clone(),))
    }
}

/// One state of a game (pyspiel's `State`): mutable, `apply_action` plays on it.
///
/// `str(state)` is the game's full-state notation (every secret included);
/// `Game.new_state_from` reads it back. States compare equal (`==`) when they are
/// the same game in an equal position (the history is not compared). They pickle
/// through `serialize()`, so a copy keeps its undo history.
#[pyclass(module = "boardgames", name = "State")]
struct PyState {
    shared: Arc<Shared>,
    state: Box<dyn State>,
    /// Where the state was built: the start, a state read from text or a resampled
    /// state (what `undo_action` cannot go past).
    root: Arc<dyn State>,
}

impl PyState {
    fn new(shared: Arc<Shared>, state: Box<dyn State>) -> Self {
        let root = Arc::from(state.clone_box());
        Self {
            shared,
            state,
            root,
        }
    }

    fn seat(&self, player: &Bound<'_, PyAny>) -> PyResult<Player> {
        let player: i64 = match player.extract() {
            Ok(p) => p,
            Err(e) => {
                return Err(match player.call_method0("__index__") {
                    Ok(int) => value_error(format!(
                        "{}: player {int} is not a seat of this game",
                        self.state.game_name()
                    )),
                    Err(_) => e,
                });
            }
        };
        usize::try_from(player)
            .ok()
            .filter(|&p| p < self.state.num_players())
            .and_then(Player::new)
            .ok_or_else(|| {
                value_error(format!(
                    "{}: player {player} is not a seat of this game (0..{})",
                    self.state.game_name(),
                    self.state.num_players()
                ))
            })
    }
}

#[pymethods]
impl PyState {
    /// Reads a state from its game string and `serialize()` text (what pickling
    /// does); the same as `load_game(game_string).deserialize_state(text)`.
    #[new]
    fn py_new(game_string: &str, text: &str) -> PyResult<Self> {
        PyGame {
            shared: load(game_string)?,
        }
        .deserialize_state(text)
    }

    /// The game configuration of this state.
    fn get_game(&self) -> PyGame {
        PyGame {
            shared: self.shared.clone(),
        }
    }

    /// Who acts next: the seat (0-based), `CHANCE` (-1) at a chance node, or
    /// `TERMINAL` (-4) once the game is over.
    fn current_player(&self) -> i64 {
        match self.state.current_player() {
            CurrentPlayer::Seat(p) => p.index() as i64,
            CurrentPlayer::Chance => CHANCE,
            CurrentPlayer::Terminal => TERMINAL,
        }
    }

    /// Whether chance acts next (see `chance_outcomes`).
    fn is_chance_node(&self) -> bool {
        self.state.is_chance_node()
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.state.is_terminal()
    }

    /// Whether a seat acts next (neither chance nor the end).
    fn is_player_node(&self) -> bool {
        matches!(self.state.current_player(), CurrentPlayer::Seat(_))
    }

    /// The number of seats.
    fn num_players(&self) -> usize {
        self.state.num_players()
    }

    /// The number of player action ids of the configuration.
    fn num_distinct_actions(&self) -> u64 {
        self.state.num_distinct_actions()
    }

    /// The legal action ids, sorted ascending (at a chance node the chance outcome
    /// ids); empty once the game is over. `player`, if given, must be the seat to
    /// act (another seat has no legal action: empty list).
    #[pyo3(signature = (player=None))]
    fn legal_actions(&self, player: Option<i64>) -> Vec<u64> {
        match player {
            Some(p) if p != self.current_player() => Vec::new(),
            _ => self.state.legal_actions(),
        }
    }

    /// Whether `action` is legal here.
    fn is_legal_action(&self, action: &Bound<'_, PyAny>) -> bool {
        action_id(action).is_ok_and(|a| self.state.is_legal_action(a))
    }

    /// At a chance node, each outcome as `(action, probability)`, sorted by action;
    /// empty elsewhere.
    fn chance_outcomes(&self) -> Vec<(u64, f64)> {
        self.state
            .chance_outcomes()
            .into_iter()
            .map(|o| (o.action, o.probability()))
            .collect()
    }

    /// At a chance node, each outcome as `(action, weight)` with integer weights (the
    /// exact probability is the weight over their sum); empty elsewhere.
    fn chance_weights(&self) -> Vec<(u64, u32)> {
        self.state
            .chance_outcomes()
            .into_iter()
            .map(|o| (o.action, o.weight))
            .collect()
    }

    /// Plays `action` (a seat's move or a chance outcome).
    ///
    /// Raises `ValueError` and leaves the state unchanged if it is not legal here.
    fn apply_action(&mut self, action: &Bound<'_, PyAny>) -> PyResult<()> {
        let id = action_id(action)?;
        self.state.apply_action(id).map_err(value_error)
    }

    /// Takes back the last action applied and returns it.
    ///
    /// Raises `ValueError` if there is none since the state was built (the start, a
    /// state read with `new_state_from`, a resampled state).
    fn undo_action(&mut self) -> PyResult<u64> {
        self.state.undo_action().map_err(value_error)
    }

    /// The actions applied since the state was built, in order.
    fn history(&self) -> Vec<u64> {
        self.state.history()
    }

    /// Each seat's payoff once the game is over (1 win, 0.5 draw, 0 loss), all 0
    /// before.
    fn returns(&self) -> Vec<f64> {
        self.state.returns()
    }

    /// The rewards of the last action: `returns()` on the action that ended the
    /// game, all 0 before (the games pay only at the end).
    fn rewards(&self) -> Vec<f64> {
        self.state.returns()
    }

    /// Each seat's score in the game's own unit once the game is over (backgammon
    /// points with the cube, domino pips), all 0 before.
    fn scores(&self) -> Vec<i32> {
        self.state.scores()
    }

    /// Writes legal action `action` in the game's move notation (SAN in chess, PDN
    /// in draughts, gnubg's in backgammon). `player` is accepted for pyspiel's
    /// two-argument form `action_to_string(player, action)` and ignored.
    ///
    /// Raises `ValueError` if the action is not legal here.
    #[pyo3(signature = (player_or_action, action=None))]
    fn action_to_string(
        &self,
        player_or_action: &Bound<'_, PyAny>,
        action: Option<&Bound<'_, PyAny>>,
    ) -> PyResult<String> {
        let id = action_id(action.unwrap_or(player_or_action))?;
        self.state.action_to_string(id).map_err(value_error)
    }

    /// Reads a legal move of this state in the game's move notation and returns its
    /// id. `text` may also be given second, after a player, as in pyspiel.
    ///
    /// Raises `ValueError` if the text is no legal move here.
    #[pyo3(signature = (player_or_text, text=None))]
    fn string_to_action(
        &self,
        player_or_text: &Bound<'_, PyAny>,
        text: Option<&str>,
    ) -> PyResult<u64> {
        let owned;
        let text = match text {
            Some(t) => t,
            None => {
                owned = player_or_text.extract::<String>()?;
                &owned
            }
        };
        self.state.string_to_action(text).map_err(value_error)
    }

    /// What `player` may see, as a string: equal for two states exactly when the
    /// seat cannot tell them apart.
    ///
    /// Raises `ValueError` if `player` is not a seat.
    fn information_state_string(&self, player: &Bound<'_, PyAny>) -> PyResult<String> {
        let seat = self.seat(player)?;
        self.state
            .information_state_string(seat)
            .map_err(value_error)
    }

    /// What `player` may see as a numpy `float32` array of the game's documented
    /// shape (`Game.observation_tensor_shape()`; docs/boardgames.md).
    ///
    /// Raises `ValueError` if `player` is not a seat.
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        player: &Bound<'_, PyAny>,
    ) -> PyResult<Bound<'py, PyAny>> {
        let seat = self.seat(player)?;
        let values = self.state.observation_tensor(seat).map_err(value_error)?;
        let shape = self.state.observation_shape();
        let flat = PyArray1::from_vec(py, values);
        Ok(flat.reshape(shape)?.into_any())
    }

    /// The shape of `observation_tensor`, outermost dimension first.
    fn observation_tensor_shape(&self) -> Vec<usize> {
        self.state.observation_shape()
    }

    /// A state drawn (from `seed`) among those `player` cannot tell from this one:
    /// the hidden hands, stock or secrets sampled afresh; a copy in games of perfect
    /// information. It has no action to undo.
    ///
    /// Raises `ValueError` if `player` is not a seat.
    fn resample_from_infostate(&self, player: &Bound<'_, PyAny>, seed: u64) -> PyResult<Self> {
        let seat = self.seat(player)?;
        let state = self
            .state
            .resample_from_infostate(seat, seed)
            .map_err(value_error)?;
        Ok(Self::new(self.shared.clone(), state))
    }

    /// The state as text that `Game.deserialize_state` reads back: the full-state
    /// notation of where the state was built, then, if actions were applied since,
    /// a last line `actions: <id> <id> ...` (so the copy can undo them too).
    fn serialize(&self) -> String {
        let history = self.state.history();
        let mut out = self.root.to_string();
        if !history.is_empty() {
            out.push('\n');
            out.push_str(ACTIONS_PREFIX);
            for id in history {
                out.push(' ');
                out.push_str(&id.to_string());
            }
        }
        out
    }

    /// An independent copy (with the same undo history).
    fn clone(&self) -> Self {
        Self {
            shared: self.shared.clone(),
            state: self.state.clone_box(),
            root: self.root.clone(),
        }
    }

    fn __copy__(&self) -> Self {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }

    /// The full-state notation of the game (every secret included).
    fn __str__(&self) -> String {
        self.state.to_string()
    }

    fn __repr__(&self) -> String {
        format!("<boardgames.State {}: {}>", self.shared.spec, self.state)
    }

    fn __eq__(&self, other: &Bound<'_, PyAny>) -> bool {
        other
            .cast::<Self>()
            .is_ok_and(|o| o.borrow().state.equals(self.state.as_ref()))
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> (Bound<'py, PyType>, (String, String)) {
        (
            py.get_type::<Self>(),
            (self.shared.spec.clone(), self.serialize()),
        )
    }
}

/// Loads a game configuration from a game string: `"chess"`,
/// `"backgammon(match_length=5)"`, `"dominoes(variant=draw,players=4)"`, or an alias
/// such as `"draughts-english"`.
///
/// Raises `ValueError` naming the unknown game, parameter or value and what is
/// accepted, or the rule a combination of values breaks.
#[pyfunction]
fn load_game(game_string: &str) -> PyResult<PyGame> {
    PyGame::py_new(game_string)
}

/// Every registered game as a list of dicts: `name`, `about` (one line), `aliases`
/// (a dict alias -> game string) and `parameters`, a list of dicts with `name`,
/// `type` (`"int"`, `"bool"` or `"choice"`), `default` (as written in a game
/// string), `range` (`(min, max)` for an int, the words for a choice, `None` for a
/// bool), `description` (the range in words) and `meaning`.
#[pyfunction]
fn registered_games(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let out = PyList::empty(py);
    for def in boardgames::registered_games() {
        let d = PyDict::new(py);
        d.set_item("name", def.name)?;
        d.set_item("about", def.about)?;
        let aliases = PyDict::new(py);
        for (alias, spec) in def.aliases {
            aliases.set_item(alias, spec)?;
        }
        d.set_item("aliases", aliases)?;
        let params = PyList::empty(py);
        for p in def.params {
            let pd = PyDict::new(py);
            pd.set_item("name", p.name)?;
            match p.kind {
                ParamKind::Int { min, max } => {
                    pd.set_item("type", "int")?;
                    pd.set_item("range", (min, max))?;
                }
                ParamKind::Bool => {
                    pd.set_item("type", "bool")?;
                    pd.set_item("range", py.None())?;
                }
                ParamKind::Choice(words) => {
                    pd.set_item("type", "choice")?;
                    pd.set_item("range", words.to_vec())?;
                }
            }
            pd.set_item("default", p.default)?;
            pd.set_item("description", p.kind.to_string())?;
            pd.set_item("meaning", p.meaning)?;
            params.append(pd)?;
        }
        d.set_item("parameters", params)?;
        out.append(d)?;
    }
    Ok(out)
}

/// Every name `load_game` accepts: the games, then the aliases.
#[pyfunction]
fn game_names() -> Vec<&'static str> {
    boardgames::game_names()
}

/// The native module; `boardgames` re-exports it.
#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add("CHANCE", CHANCE)?;
    m.add("TERMINAL", TERMINAL)?;
    m.add_class::<PyGame>()?;
    m.add_class::<PyState>()?;
    m.add_function(wrap_pyfunction!(load_game, m)?)?;
    m.add_function(wrap_pyfunction!(registered_games, m)?)?;
    m.add_function(wrap_pyfunction!(game_names, m)?)?;
    records::register(m)?;
    agents::register(m)?;
    batch::register(m)?;
    Ok(())
}
