//! The body of `bestmove`: the move an agent would play in a position.

use crate::ExampleGame;
use crate::agents::{AgentSpec, evaluation};
use crate::registry::position_arg;
use rand::SeedableRng;
use search::{AlphaBeta, Expectiminimax, SearchReport, SearchRng};

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
}

/// Searches the position of `request` in game `G` and returns the lines to print: the
/// chosen move in the game's standard notation (SAN in chess), then what the search
/// knows of it, one `<key> <value>` a line: `value`, `visits`, and for alpha-beta and
/// expectiminimax `score` (`win in 3 plies` for a forced win), `depth`, `nodes` and
/// `time`.
///
/// # Errors
///
/// Returns a one-line message if the position or the agent is invalid, or no player
/// is to move (the game is over, or chance is to act).
pub fn bestmove<G: ExampleGame>(request: &BestmoveRequest<'_>) -> Result<Vec<String>, String> {
    let spec: AgentSpec = request.agent.parse()?;
    let state: G = position_arg(request.game, request.position, None)?;
    if state.turn().player().is_none() {
        return Err(match state.outcome() {
            Some(outcome) => format!("the game is over ({outcome}): no move to choose"),
            None => "chance is to act here (roll or deal first): no move to choose".into(),
        });
    }
    let rng = &mut SearchRng::seed_from_u64(request.seed);
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
            report(AlphaBeta::new(evaluation::<G>, budget).search(&state, rng))
        }
        AgentSpec::Expectimax(budget) => {
            report(Expectiminimax::new(evaluation::<G>, budget).search(&state, rng))
        }
        _ => {
            let choice = spec
                .build::<G>()
                .choose(&state, rng)
                .ok_or("no move to choose")?;
            let info = choice.info;
            let mut lines = vec![state.format_move(choice.mv)];
            if let Some(value) = info.value {
                lines.push(format!("value {value:.3}"));
            }
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
