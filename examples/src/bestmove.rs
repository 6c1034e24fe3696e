//! The body of `bestmove`: the move an agent would play in a position.

use crate::ExampleGame;
use crate::agents::{AgentSpec, evaluation};
use crate::registry::position_arg;
use boardcore::Turn;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use search::{AlphaBeta, Expectiminimax, SearchReport, SearchRng};

/// The most chance moves [`bestmove`] plays to deal a start (a dominoes deal of 28
/// tiles, locksley's cards); a game whose chance goes on longer is refused.
const MAX_DEAL: usize = 10_000;

/// What `bestmove` searches.
#[derive(Clone, Debug)]
pub struct BestmoveRequest<'a> {
    /// The game or variant name.
    pub game: &'a str,
    /// The `<position|start>` argument (more words joined by spaces: backgammon's
    /// roll).
    pub position: &'a str,
    /// The agent as written ([`AgentSpec`]).
    pub agent: &'a str,
    /// The seed of the agent's generator.
    pub seed: u64,
    /// The seed of the chance moves played before the search when chance is to act
    /// in the position (a dominoes or locksley start before the deal, a backgammon
    /// position without its roll): `None` takes [`BestmoveRequest::seed`].
    pub deal: Option<u64>,
}

/// Tests if `message`, an error of [`bestmove`], is a usage error (a bad agent,
/// position or seed, all of which start with `invalid `), after which the program
/// prints its usage; other errors (no move to choose) are not.
#[must_use]
pub fn is_usage_error(message: &str) -> bool {
    message.starts_with("invalid ")
}

/// Plays the chance moves of `state` (a deal, a roll) drawn from
/// `ChaCha8Rng::seed_from_u64(seed)` until a player is to move or the game is over;
/// returns how many it played.
fn deal<G: ExampleGame>(state: &mut G, seed: u64) -> Result<usize, String> {
    let rng = &mut ChaCha8Rng::seed_from_u64(seed);
    let mut dealt = 0;
    while state.turn() == Turn::Chance {
        if dealt == MAX_DEAL {
            return Err(format!(
                "chance is still to act after {MAX_DEAL} chance moves: no move to choose"
            ));
        }
        let mv = state
            .sample_chance(rng)
            .map_err(|e| format!("chance cannot act here ({e}): no move to choose"))?;
        state.play_unchecked(mv);
        dealt += 1;
    }
    Ok(dealt)
}

/// Searches the position of `request` in game `G` and returns the lines to print: the
/// chosen move in the game's standard notation (SAN in chess), then what the search
/// knows of it, one `<key> <value>` a line: `value`, `visits`, and for alpha-beta and
/// expectiminimax `score` (`win in 3 plies` for a forced win), `depth`, `nodes` and
/// `time` (`value n/a` where the agent has none: `random`). Where chance is to act
/// in the position (a deal, a roll), its moves are first drawn from
/// [`BestmoveRequest::deal`] (else [`BestmoveRequest::seed`]) and a last line
/// `dealt <position>` gives the position searched.
///
/// # Errors
///
/// Returns a one-line message if the position or the agent is invalid (starting with
/// `invalid `: [`is_usage_error`]), or no player is to move (the game is over).
pub fn bestmove<G: ExampleGame>(request: &BestmoveRequest<'_>) -> Result<Vec<String>, String> {
    let spec: AgentSpec = request.agent.parse()?;
    let mut state: G = position_arg(request.game, request.position, None)?;
    let dealt = deal(&mut state, request.deal.unwrap_or(request.seed))?;
    if state.turn().player().is_none() {
        return Err(match state.outcome() {
            Some(outcome) => format!("the game is over ({outcome}): no move to choose"),
            None => "no player is to move: no move to choose".into(),
        });
    }
    let mut lines = search_lines(&state, spec, request.seed)?;
    if dealt > 0 {
        lines.push(format!("dealt {state}"));
    }
    Ok(lines)
}

/// The lines of [`bestmove`] for `state`, where a player is to move.
fn search_lines<G: ExampleGame>(
    state: &G,
    spec: AgentSpec,
    seed: u64,
) -> Result<Vec<String>, String> {
    let rng = &mut SearchRng::seed_from_u64(seed);
    let report = |report: Option<SearchReport<G::Move>>| {
        let report = report.ok_or("no move to choose")?;
        Ok::<_, String>(vec![
            state.format_move(report.best),
            format!("value {:.3}", report.value.clamp(-1.0, 1.0)),
            format!("score {}", report.score),
            format!("depth {}", report.depth),
            format!("nodes {}", report.nodes),
            format!("time {:.1} ms", report.elapsed.as_secs_f64() * 1e3),
        ])
    };
    match spec {
        AgentSpec::AlphaBeta(budget) => {
            report(AlphaBeta::new(evaluation::<G>, budget).search(state, rng))
        }
        AgentSpec::Expectimax(budget) => {
            report(Expectiminimax::new(evaluation::<G>, budget).search(state, rng))
        }
        _ => {
            let choice = spec
                .build::<G>()
                .choose(state, rng)
                .ok_or("no move to choose")?;
            let info = choice.info;
            let mut lines = vec![state.format_move(choice.mv)];
            lines.push(match info.value {
                Some(value) => format!("value {value:.3}"),
                None => "value n/a".to_owned(),
            });
            if let Some(visits) = info.visits {
                lines.push(format!("visits {visits}"));
            }
            if let Some(depth) = info.depth {
                lines.push(format!("depth {depth}"));
            }
            lines.push(format!("nodes {}", info.nodes));
            lines.push(format!("time {:.1} ms", info.elapsed.as_secs_f64() * 1e3));
            Ok(lines)
        }
    }
}
