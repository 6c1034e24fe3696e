//! Batch calls that stay in Rust: random playouts and perft.

use crate::{PyGame, PyState, load};
use pyo3::prelude::*;
use pyo3::types::PyDict;
use std::time::Instant;

/// Where a batch call starts: a `State`, a `Game` (its initial state) or a game
/// string.
fn start_of(start: &Bound<'_, PyAny>) -> PyResult<Box<dyn boardgames::State>> {
    if let Ok(state) = start.cast::<PyState>() {
        return Ok(state.borrow().state.clone_box());
    }
    if let Ok(game) = start.cast::<PyGame>() {
        return Ok(game.get().shared.game.new_initial_state());
    }
    Ok(load(&start.extract::<String>()?)?.game.new_initial_state())
}

/// Plays `n` seeded random games in Rust from `game` (a `Game`, a game string or a
/// `State`), each up to `max_plies` actions, on `threads` threads: seats pick
/// uniformly, chance by its exact weights; game `i` uses the generator of
/// `(seed, i)`, so the totals do not depend on `threads` and equal those of the
/// `playout` example. Python's other threads run meanwhile.
///
/// Returns a dict: `games`, `plies` (every action, chance outcomes included),
/// `wins` (a list, per seat: the games it won; a partnership's win counts for both
/// partners), `draws`, `unfinished` (stopped at `max_plies`), `seconds` (the time
/// taken).
///
/// Raises `ValueError` for a bad game string.
#[pyfunction]
#[pyo3(signature = (game, n, seed=0, threads=1, max_plies=20_000))]
fn random_playouts<'py>(
    py: Python<'py>,
    game: &Bound<'py, PyAny>,
    n: u64,
    seed: u64,
    threads: usize,
    max_plies: usize,
) -> PyResult<Bound<'py, PyDict>> {
    let state = start_of(game)?;
    let players = state.num_players();
    let clock = Instant::now();
    let stats = py.detach(|| state.playouts(n, seed, max_plies, threads.max(1)));
    let seconds = clock.elapsed().as_secs_f64();
    let d = PyDict::new(py);
    d.set_item("games", stats.games)?;
    d.set_item("plies", stats.plies)?;
    let wins: Vec<u64> = stats.wins.values.iter().take(players).copied().collect();
    d.set_item("wins", wins)?;
    d.set_item("draws", stats.draws)?;
    d.set_item("unfinished", stats.unfinished)?;
    d.set_item("seconds", seconds)?;
    Ok(d)
}

/// Counts the sequences of `depth` actions from `state` (a `State`, a `Game` or a
/// game string) in Rust (perft; chance outcomes count as plies, each once), on
/// `threads` threads. Chess, draughts, robijn and smokkelen count on the bare
/// position, as published perft tables do.
///
/// Raises `ValueError` for a bad game string.
#[pyfunction]
#[pyo3(signature = (state, depth, threads=1))]
fn perft(py: Python<'_>, state: &Bound<'_, PyAny>, depth: u32, threads: usize) -> PyResult<u64> {
    let state = start_of(state)?;
    Ok(py.detach(|| state.perft_threads(depth, threads.max(1))))
}

/// The perft count to `depth` below each legal move of `state`: a list of
/// `(move, count)` with the move in the game's machine notation (UCI in chess).
///
/// Raises `ValueError` for a bad game string.
#[pyfunction]
#[pyo3(signature = (state, depth, threads=1))]
fn perft_divide(
    py: Python<'_>,
    state: &Bound<'_, PyAny>,
    depth: u32,
    threads: usize,
) -> PyResult<Vec<(String, u64)>> {
    let state = start_of(state)?;
    Ok(py.detach(|| state.perft_divide(depth, threads.max(1))))
}

/// Adds the batch calls to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(random_playouts, m)?)?;
    m.add_function(wrap_pyfunction!(perft, m)?)?;
    m.add_function(wrap_pyfunction!(perft_divide, m)?)?;
    Ok(())
}
