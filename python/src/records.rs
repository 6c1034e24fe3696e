//! Record reading: PGN (chess) and PDN (draughts) files into states and action ids.

use crate::{PyState, Shared, value_error};
use boardcore::record::GameResult;
use boardcore::{Game, HistoryRules};
use boardgames::State;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use std::fmt::Display;
use std::sync::Arc;

type BoxedState = Box<dyn State>;

/// One game of a record file, replayed into the object-safe API.
/// A backgammon file's headers, shared by its games.
type Headers = Arc<[(String, String)]>;

struct Replayed {
    tags: Vec<(String, String)>,
    /// The file's headers (backgammon records), shared by the games of a file.
    headers: Option<Headers>,
    result: Option<String>,
    ended_early: Option<usize>,
    shared: Arc<Shared>,
    initial: Box<dyn State>,
    state: Box<dyn State>,
}

/// Plays the moves of `history` on a state of `game` built from its start: each move
/// goes through the game's notation (what the game writes, the state reads back), so
/// the ids are those of the loaded configuration.
fn replay_history<G>(
    shared: &Arc<Shared>,
    history: &boardcore::History<G>,
) -> Result<(BoxedState, BoxedState), String>
where
    G: HistoryRules + Display,
{
    let mut walk = boardcore::History::with_config(history.start().clone(), history.config());
    let initial = shared
        .game
        .state_from_str(&walk.to_string())
        .map_err(|e| e.to_string())?;
    let mut state = initial.clone_box();
    for (ply, &mv) in history.moves().iter().enumerate() {
        let text = walk.format_move(mv);
        state
            .string_to_action(&text)
            .and_then(|id| state.apply_action(id))
            .map_err(|e| format!("ply {}: move {text}: {e}", ply + 1))?;
        walk.play_unchecked(mv);
    }
    Ok((initial, state))
}

fn load_shared(text: &str) -> Result<Arc<Shared>, String> {
    let game = boardgames::load(text).map_err(|e| e.to_string())?;
    let spec = game.spec();
    Ok(Arc::new(Shared { game, spec }))
}

fn result_text(result: GameResult) -> String {
    result.to_string()
}

/// Reads every game of a PGN text.
fn pgn_games(text: &str, skip_errors: bool) -> Result<Vec<Replayed>, String> {
    use chess::notation::pgn::Reader;
    let shared = load_shared("chess")?;
    let mut out = Vec::new();
    for (n, item) in Reader::new(text).enumerate() {
        let game = (|| {
            let record = item.map_err(|e| e.to_string())?;
            let replay = record.replay().map_err(|e| e.to_string())?;
            let (initial, state) = replay_history(&shared, &replay.history)
                .map_err(|e| format!("game {}: {e}", n + 1))?;
            Ok::<_, String>(Replayed {
                tags: record.tags.clone(),
                headers: None,
                result: Some(record.result.to_string()),
                ended_early: replay.ended_early,
                shared: shared.clone(),
                initial,
                state,
            })
        })();
        match game {
            Ok(g) => out.push(g),
            Err(_) if skip_errors => {}
            Err(e) => return Err(e),
        }
    }
    Ok(out)
}

/// Reads every game of a PDN text.
fn pdn_games(
    text: &str,
    variant: Option<draughts::Variant>,
    skip_errors: bool,
) -> Result<Vec<Replayed>, String> {
    use draughts::notation::pdn::Reader;
    let mut configs: Vec<(draughts::Variant, Arc<Shared>)> = Vec::new();
    let mut out = Vec::new();
    for (n, item) in Reader::new(text).enumerate() {
        let game = (|| {
            let record = item.map_err(|e| e.to_string())?;
            let replay = record.replay(variant).map_err(|e| e.to_string())?;
            let v = replay.history.start().variant();
            let shared = match configs.iter().find(|(cv, _)| *cv == v) {
                Some((_, s)) => s.clone(),
                None => {
                    let s = load_shared(&format!("draughts(variant={})", v.name()))?;
                    configs.push((v, s.clone()));
                    s
                }
            };
            let (initial, state) = replay_history(&shared, &replay.history)
                .map_err(|e| format!("game {}: {e}", n + 1))?;
            Ok::<_, String>(Replayed {
                tags: record.tags.clone(),
                headers: None,
                result: record.result.map(result_text),
                ended_early: replay.ended_early,
                shared,
                initial,
                state,
            })
        })();
        match game {
            Ok(g) => out.push(g),
            Err(_) if skip_errors => {}
            Err(e) => return Err(e),
        }
    }
    Ok(out)
}

/// The game string of the configuration a backgammon game is played under: its
/// match length (0: money) and rules.
fn backgammon_spec(game: &backgammon::Match) -> String {
    let r = game.rules();
    format!(
        "backgammon(match_length={},cube={},jacoby={},beavers={},automatic_doubles={},\
         cube_limit={},resignations={},holland={})",
        game.length(),
        r.cube,
        r.jacoby,
        r.beavers,
        r.automatic_doubles,
        r.cube_limit,
        r.resignations,
        r.holland
    )
}

/// Reads every game of a backgammon match record (`.mat`, Galaxy `.txt` or gnubg
/// SGF, detected from the text).
fn backgammon_games(text: &str, skip_errors: bool) -> Result<Vec<Replayed>, String> {
    use backgammon::record::Reader;
    let mut configs: Vec<(String, Arc<Shared>)> = Vec::new();
    let mut out = Vec::new();
    for item in Reader::new(text) {
        let game = (|| {
            let record = item.map_err(|e| e.to_string())?;
            let replay = record.replay().map_err(|e| e.to_string())?;
            let start = backgammon::Match::from_game(replay.start);
            let spec = backgammon_spec(&start);
            let shared = match configs.iter().find(|(s, _)| *s == spec) {
                Some((_, shared)) => shared.clone(),
                None => {
                    let shared = load_shared(&spec)?;
                    configs.push((spec, shared.clone()));
                    shared
                }
            };
            let initial = shared
                .game
                .state_from_str(&start.to_string())
                .map_err(|e| e.to_string())?;
            let mut state = initial.clone_box();
            for (ply, &mv) in replay.moves.iter().enumerate() {
                let id = boardgames::games::backgammon::encode(mv);
                state
                    .apply_action(id)
                    .map_err(|e| format!("game {}: ply {}: {e}", record.game.number, ply + 1))?;
            }
            let tags: Vec<(String, String)> = vec![
                ("Player1".to_owned(), record.players[0].clone()),
                ("Player2".to_owned(), record.players[1].clone()),
                ("MatchLength".to_owned(), record.match_length.to_string()),
                ("Game".to_owned(), record.game.number.to_string()),
            ];
            let result = replay
                .result
                .map(|(winner, points)| format!("seat {} wins {points}", winner.index()));
            Ok::<_, String>(Replayed {
                tags,
                headers: Some(record.headers.clone()),
                result,
                ended_early: replay.ended_early,
                shared,
                initial,
                state,
            })
        })();
        match game {
            Ok(g) => out.push(g),
            Err(_) if skip_errors => {}
            Err(e) => return Err(e),
        }
    }
    Ok(out)
}

fn skip(errors: &str) -> PyResult<bool> {
    match errors {
        "raise" => Ok(false),
        "skip" => Ok(true),
        other => Err(value_error(format!(
            "errors={} is not \"raise\" or \"skip\"",
            boardcore::Excerpt::new(other)
        ))),
    }
}

fn to_python<'py>(py: Python<'py>, games: Vec<Replayed>) -> PyResult<Bound<'py, PyList>> {
    let out = PyList::empty(py);
    // One tuple of the file's headers for all its games (an immutable object, so
    // sharing it is safe): the output stays linear in the file.
    let mut headers: Option<(Headers, Bound<'py, PyTuple>)> = None;
    for g in games {
        let d = PyDict::new(py);
        let tags = PyDict::new(py);
        for (k, v) in g.tags {
            tags.set_item(k, v)?;
        }
        d.set_item("tags", tags)?;
        if let Some(h) = g.headers {
            let same = headers.as_ref().is_some_and(|(a, _)| Arc::ptr_eq(a, &h));
            if !same {
                let tuple = PyTuple::new(py, h.iter().map(|(k, v)| (k.as_str(), v.as_str())))?;
                headers = Some((h, tuple));
            }
            if let Some((_, tuple)) = &headers {
                d.set_item("headers", tuple)?;
            }
        }
        d.set_item("result", g.result)?;
        d.set_item("ended_early", g.ended_early)?;
        d.set_item("actions", g.state.history())?;
        // The final state undoes back to the initial one: that is its root.
        let last = PyState {
            shared: g.shared.clone(),
            state: g.state,
            root: Arc::from(g.initial.clone_box()),
        };
        d.set_item("initial_state", PyState::new(g.shared, g.initial))?;
        d.set_item("state", last)?;
        out.append(d)?;
    }
    Ok(out)
}

/// Reads the chess games of a PGN text (every game, its main line replayed with
/// full legality checking; `[FEN]` and Chess960 starts are followed).
///
/// Returns a list of dicts, one per game: `tags` (dict), `result` (`"1-0"`,
/// `"0-1"`, `"1/2-1/2"` or `"*"`), `initial_state` and `state` (the position
/// reached, whose `undo_action` goes back to the start) of game `chess`, `actions`
/// (the ids from the start), `ended_early` (the 1-based ply of the first move after
/// the rules had ended the game, or `None`).
///
/// `errors="raise"` raises `ValueError` (with the game, line and column) at the
/// first broken or illegal game; `errors="skip"` leaves such games out.
#[pyfunction]
#[pyo3(signature = (text, errors="raise"))]
fn read_pgn<'py>(py: Python<'py>, text: &str, errors: &str) -> PyResult<Bound<'py, PyList>> {
    let skip = skip(errors)?;
    let games = py.detach(|| pgn_games(text, skip)).map_err(value_error)?;
    to_python(py, games)
}

/// Reads the draughts games of a PDN text: the same dicts as `read_pgn`, the states
/// of game `draughts(variant=...)` from each game's `GameType` tag, or `variant`
/// (`"international"` or `"english"`) for games without one (the default:
/// international).
///
/// `errors="raise"` raises `ValueError` at the first broken or illegal game;
/// `errors="skip"` leaves such games out.
#[pyfunction]
#[pyo3(signature = (text, variant=None, errors="raise"))]
fn read_pdn<'py>(
    py: Python<'py>,
    text: &str,
    variant: Option<&str>,
    errors: &str,
) -> PyResult<Bound<'py, PyList>> {
    let skip = skip(errors)?;
    let variant = variant
        .map(str::parse::<draughts::Variant>)
        .transpose()
        .map_err(value_error)?;
    let games = py
        .detach(|| pdn_games(text, variant, skip))
        .map_err(value_error)?;
    to_python(py, games)
}

/// Reads the games of a backgammon match record: Jellyfish/gnubg `.mat`, its
/// BackgammonGalaxy `.txt` dialect or gnubg SGF (the format is detected from the
/// text). The same dicts as `read_pgn`, one per game, each replayed under the
/// record's rules: the states are of game `backgammon(match_length=...,...)` with
/// the record's length and rules, starting at the game's match score; `tags` has
/// `Player1`, `Player2`, `MatchLength` and `Game` (its number), `headers` the
/// file's headers (a tuple of `(name, value)` pairs, the same object in every game
/// of the file, so the output stays linear in the file); `result` is `"seat S wins N"` (N points) or `None` if the record stops
/// before the end. The actions include the rolls (chance outcomes).
///
/// `errors="raise"` raises `ValueError` at the first broken or illegal game;
/// `errors="skip"` leaves such games out.
#[pyfunction]
#[pyo3(signature = (text, errors="raise"))]
fn read_backgammon_match<'py>(
    py: Python<'py>,
    text: &str,
    errors: &str,
) -> PyResult<Bound<'py, PyList>> {
    let skip = skip(errors)?;
    let games = py
        .detach(|| backgammon_games(text, skip))
        .map_err(value_error)?;
    to_python(py, games)
}

/// Adds the record readers to the module.
pub(crate) fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(read_backgammon_match, m)?)?;
    m.add_function(wrap_pyfunction!(read_pgn, m)?)?;
    m.add_function(wrap_pyfunction!(read_pdn, m)?)?;
    Ok(())
}
