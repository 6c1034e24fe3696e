//! The body of `bestmove`: the move an agent would play in a position, through
//! [`boardgames`]: any game string, the position read by
//! [`crate::registry::read_state`], the agent built by
//! [`LoadedGame::new_agent`](boardgames::LoadedGame::new_agent).

use crate::arena::sample_chance;
use crate::registry::{GameArg, read_state};
use boardgames::AgentSpec;
use boardgames::{CurrentPlayer, State};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The most chance moves [`run`] plays to deal a start (a dominoes deal of 28
/// tiles, locksley's cards); a game whose chance goes on longer is refused.
const MAX_DEAL: usize = 10_000;

/// What `bestmove` searches.
#[derive(Clone, Debug)]
pub struct BestmoveRequest<'a> {
    /// The game string ([`boardgames::load`]: a name or alias with parameters).
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

/// Tests if `message`, an error of [`run`], is a usage error (a bad game, agent,
/// position or seed, all of which start with `invalid `), after which the program
/// prints its usage; other errors (no move to choose) are not.
#[must_use]
pub fn is_usage_error(message: &str) -> bool {
    message.starts_with("invalid ")
}

/// Plays the chance moves of `state` (a deal, a roll) drawn by their weights from
/// `ChaCha8Rng::seed_from_u64(seed)` until a seat is to move or the game is over;
/// returns how many it played.
fn deal(state: &mut dyn State, seed: u64) -> Result<usize, String> {
    let rng = &mut ChaCha8Rng::seed_from_u64(seed);
    let mut dealt = 0;
    while state.is_chance_node() {
        if dealt == MAX_DEAL {
            return Err(format!(
                "chance is still to act after {MAX_DEAL} chance moves: no move to choose"
            ));
        }
        let action = sample_chance(state, rng)
            .ok_or("chance cannot act here (no outcome has a weight): no move to choose")?;
        state
            .apply_action(action)
            .map_err(|e| format!("chance cannot act here ({e}): no move to choose"))?;
        dealt += 1;
    }
    Ok(dealt)
}

/// Searches the position of `request` and returns the lines to print: the chosen
/// move in the game's standard notation (SAN in chess), then what the search knows
/// of it, one `<key> <value>` a line: `value`, `visits`, and for alpha-beta and
/// expectiminimax `score` (`win in 3 plies` for a forced win), `depth`, `nodes` and
/// `time` (`value n/a` where the agent has none: `random`). Where chance is to act
/// in the position (a deal, a roll), its moves are first drawn from
/// [`BestmoveRequest::deal`] (else [`BestmoveRequest::seed`]) and a last line
/// `dealt <state>` gives the state searched (the game's full-state notation).
///
/// # Errors
///
/// Returns a one-line message if the game, the position or the agent is invalid
/// (starting with `invalid `: [`is_usage_error`]), or no seat is to move (the game
/// is over).
pub fn run(request: &BestmoveRequest<'_>) -> Result<Vec<String>, String> {
    let spec: AgentSpec = request.agent.parse().map_err(|e| format!("{e}"))?;
    let game = GameArg::parse(request.game).map_err(|e| format!("invalid game: {e}"))?;
    let mut state = read_state(&game, request.position, None)?;
    let game = game.game;
    let dealt = deal(state.as_mut(), request.deal.unwrap_or(request.seed))?;
    if state.current_player() == CurrentPlayer::Terminal {
        return Err(match state.outcome() {
            Some(outcome) => format!("the game is over ({outcome}): no move to choose"),
            None => "no player is to move: no move to choose".into(),
        });
    }
    let mut agent = game
        .new_agent(&spec, request.seed)
        .map_err(|e| format!("invalid agent {spec}: {e}"))?;
    let (action, info) = agent
        .step_with_info(state.as_ref())
        .map_err(|e| format!("{e}: no move to choose"))?;
    let mut lines = vec![state.action_to_string(action).map_err(|e| e.to_string())?];
    let time = format!("time {:.1} ms", info.elapsed.as_secs_f64() * 1e3);
    if let Some(score) = info.score {
        lines.push(format!("value {:.3}", info.value.unwrap_or(0.0)));
        lines.push(format!("score {score}"));
        lines.push(format!("depth {}", info.depth.unwrap_or(0)));
    } else {
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
    }
    lines.push(format!("nodes {}", info.nodes));
    lines.push(time);
    if dealt > 0 {
        lines.push(format!("dealt {state}"));
    }
    Ok(lines)
}
