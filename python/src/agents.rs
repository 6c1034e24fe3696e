//! The search agents as Python objects: `Agent(game, spec, seed)` with `step(state)`.

use crate::{PyGame, PyState, Shared, load, value_error};
use boardgames::{AgentSpec, Score};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyType};
use std::sync::{Arc, Mutex, MutexGuard};

/// A search agent of one game: `Agent(game, spec, seed=0)`, where `game` is a `Game`
/// or a game string and `spec` one of `random`, `greedy`, `mcts:<budget>`,
/// `ismcts:<budget>`, `alphabeta:<budget>`, `expectimax:<budget>` (a budget is a
/// number of iterations, a depth in players' moves, or a time per move: `100ms`,
/// `2s`). The same spec, seed and states give the same actions (with an iteration
/// or depth budget).
///
/// MCTS and ISMCTS keep their tree between the steps of one game. An agent pickles
/// as its game string, spec and seed: the copy starts afresh (its random generator
/// from the seed, no kept tree).
///
/// Raises `ValueError` for a bad game string or spec, or an agent the game does not
/// support.
#[pyclass(module = "boardgames", name = "Agent", frozen)]
pub(crate) struct PyAgent {
    shared: Arc<Shared>,
    spec: AgentSpec,
    seed: u64,
    inner: Mutex<Box<dyn boardgames::Agent>>,
}

impl PyAgent {
    fn build(shared: Arc<Shared>, spec: &str, seed: u64) -> PyResult<Self> {
        let spec: AgentSpec = spec.parse().map_err(value_error)?;
        let inner = shared.game.new_agent(&spec, seed).map_err(value_error)?;
        Ok(Self {
            shared,
            spec,
            seed,
            inner: Mutex::new(inner),
        })
    }

    fn lock(&self) -> MutexGuard<'_, Box<dyn boardgames::Agent>> {
        // A panic cannot happen while the lock is held (errors are values), so a
        // poisoned lock still holds a consistent agent.
        self.inner
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// The game of an agent: a `Game` or a game string.
fn game_of(game: &Bound<'_, PyAny>) -> PyResult<Arc<Shared>> {
    if let Ok(g) = game.cast::<PyGame>() {
        return Ok(g.get().shared.clone());
    }
    load(&game.extract::<String>()?)
}

#[pymethods]
impl PyAgent {
    #[new]
    #[pyo3(signature = (game, spec, seed=0))]
    fn py_new(game: &Bound<'_, PyAny>, spec: &str, seed: u64) -> PyResult<Self> {
        Self::build(game_of(game)?, spec, seed)
    }

    /// The action the agent plays in `state`, where a seat is to move. Python's
    /// other threads run during the search.
    ///
    /// Raises `ValueError` if the state is of another game, or no seat is to move
    /// (a chance node, the end of the game).
    fn step(&self, py: Python<'_>, state: PyRef<'_, PyState>) -> PyResult<u64> {
        let state = state.state.as_ref();
        py.detach(|| self.lock().step(state)).map_err(value_error)
    }

    /// `step`, with what the search knows of the action, as `(action, info)`:
    /// `info` is a dict with `value` (the expected value for the seat to move, in
    /// -1..1, or None), `score` (alpha-beta and expectimax: `"win in N"`,
    /// `"loss in N"` plies or the estimate, else None), `visits`, `depth`, `nodes`
    /// and `seconds`.
    fn step_with_info<'py>(
        &self,
        py: Python<'py>,
        state: PyRef<'_, PyState>,
    ) -> PyResult<(u64, Bound<'py, PyDict>)> {
        let state_ref = state.state.as_ref();
        let (action, info) = py
            .detach(|| self.lock().step_with_info(state_ref))
            .map_err(value_error)?;
        let d = PyDict::new(py);
        d.set_item("value", info.value)?;
        let score = info.score.map(|s| match s {
            Score::Win(n) => format!("win in {n}"),
            Score::Loss(n) => format!("loss in {n}"),
            Score::Value(v) => format!("{v}"),
        });
        d.set_item("score", score)?;
        d.set_item("visits", info.visits)?;
        d.set_item("depth", info.depth)?;
        d.set_item("nodes", info.nodes)?;
        d.set_item("seconds", info.elapsed.as_secs_f64())?;
        Ok((action, d))
    }

    /// Forgets the game seen so far (the kept search tree), before a new game.
    fn reset(&self) {
        self.lock().reset();
    }

    /// The agent as written (`"mcts:1000"`).
    fn name(&self) -> String {
        self.spec.to_string()
    }

    /// The seed the agent was built with.
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// The game configuration the agent plays.
    fn get_game(&self) -> PyGame {
        PyGame {
            shared: self.shared.clone(),
        }
    }

    fn __repr__(&self) -> String {
        format!(
            "Agent({:?}, {:?}, seed={})",
            self.shared.spec,
            self.spec.to_string(),
            self.seed
        )
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> (Bound<'py, PyType>, (String, String, u64)) {
        (
            py.get_type::<Self>(),
            (self.shared.spec.clone(), self.spec.to_string(), self.seed),
        )
    }
}

/// Builds an agent: the same as `Agent(game, spec, seed)`.
///
/// Raises `ValueError` for a bad game string or spec, or an agent the game does not
/// support.
#[pyfunction]
#[pyo3(signature = (game, spec, seed=0))]
fn agent(game: &Bound<'_, PyAny>, spec: &str, seed: u64) -> PyResult<PyAgent> {
    PyAgent::py_new(game, spec, seed)
}

/// Adds the agents to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyAgent>()?;
    m.add_function(wrap_pyfunction!(agent, m)?)?;
    m.add("AGENT_FORMS", boardgames::AGENT_FORMS)?;
    Ok(())
}
