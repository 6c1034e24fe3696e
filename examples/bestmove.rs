//! Asks an agent which move it would play in a position.
//!
//! ```sh
//! cargo run --release --example bestmove -- <game> <position|start> <agent> [--seed S]
//! cargo run --release --example bestmove -- chess "k7/8/2K5/8/8/8/8/7R w - - 0 1" alphabeta:6
//! cargo run --release --example bestmove -- chess start alphabeta:200ms
//! cargo run --release --example bestmove -- backgammon start 31 expectimax:2
//! ```
//!
//! Words between the position and the agent are part of the position (backgammon: the
//! roll, `31`). Agents: `random`, `greedy`, `alphabeta:<depth>` and
//! `expectimax:<depth>` (depth in the players' moves), or with a time limit such as
//! `alphabeta:100ms`. Each game searches with the simple evaluation of its crate
//! (`<game>::eval::evaluate`; backgammon matches: that of the game under way).
//!
//! Prints the chosen move in the game's standard notation (SAN in chess) on the first
//! line, then what the search knows of it: `value`, and for alpha-beta and
//! expectiminimax the `score` (`win in 3 plies` for a forced win: a mate in 2 in
//! chess; they play the shortest forced win they see), `depth`, `nodes` and `time`.
//! `--seed S` seeds the agent's generator (default 0), which draws the
//! determinization in games with hidden information and breaks ties. Bad arguments or
//! a position where no player is to move: a usage message on stderr and exit code 2.

use boardcore::Player;
use clap::{CommandFactory, Parser, error::ErrorKind};
use core::time::Duration;
use examples::registry::position_arg;
use examples::{ExampleGame, game_names};
use rand::SeedableRng;
use search::{AlphaBeta, Budget, Expectiminimax, GreedyAgent, RandomAgent, SearchRng};

/// Asks an agent which move it would play in a position.
///
/// Prints the move in the game's standard notation, then the search's value, depth,
/// nodes and time.
#[derive(Parser, Debug)]
#[command(name = "bestmove")]
struct Args {
    /// The game.
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(game_names()))]
    game: String,
    /// `start`, or the position in the game's notation (a FEN in chess); more words
    /// of the position follow (backgammon: the roll), the agent comes last.
    #[arg(required = true, num_args = 2..)]
    words: Vec<String>,
    /// The seed of the agent's generator.
    #[arg(long, default_value_t = 0)]
    seed: u64,
}

/// One game the program knows: its names and its body, instantiated for the game
/// type with the game's evaluation.
struct Known {
    names: &'static [&'static str],
    run: fn(&Request<'_>) -> Result<Vec<String>, String>,
}

/// What to search.
struct Request<'a> {
    game: &'a str,
    position: &'a str,
    agent: &'a str,
    seed: u64,
}

/// The evaluation of a backgammon match: that of the game under way.
fn match_evaluation(m: &backgammon::Match, player: Player) -> f64 {
    backgammon::eval::evaluate(m.game(), player)
}

/// The games, in the registry's order, each with the evaluation of its crate.
const GAMES: &[Known] = &[
    game::<chess::Position>(|r| run(r, chess::eval::evaluate)),
    game::<draughts::Position>(|r| run(r, draughts::eval::evaluate)),
    game::<robijn::Position>(|r| run(r, robijn::eval::evaluate)),
    game::<dominoes::Position>(|r| run(r, dominoes::eval::evaluate)),
    game::<smokkelen::Position>(|r| run(r, smokkelen::eval::evaluate)),
    game::<backgammon::GameState>(|r| run(r, backgammon::eval::evaluate)),
    game::<backgammon::Match>(|r| run(r, match_evaluation)),
    game::<locksley::Position>(|r| run(r, locksley::eval::evaluate)),
];

const fn game<G: ExampleGame + 'static>(
    run: fn(&Request<'_>) -> Result<Vec<String>, String>,
) -> Known {
    Known {
        names: G::NAMES,
        run,
    }
}

/// Reads an agent's budget: `4` (depth) or `100ms` / `2s` (time).
fn budget(text: &str) -> Result<Budget, String> {
    let bad =
        || format!("invalid budget {text:?}: a depth such as 4, or a time such as 100ms or 2s");
    if let Some(ms) = text.strip_suffix("ms") {
        return ms
            .parse()
            .map(|ms| Budget::Time(Duration::from_millis(ms)))
            .map_err(|_| bad());
    }
    if let Some(s) = text.strip_suffix('s') {
        return s
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s > 0.0)
            .map(|s| Budget::Time(Duration::from_secs_f64(s)))
            .ok_or_else(bad);
    }
    match text.parse::<u64>() {
        Ok(depth) if depth > 0 => Ok(Budget::Iterations(depth)),
        _ => Err(bad()),
    }
}

/// Searches the position of `request` for game `G` with `evaluation`, and returns the
/// lines to print.
fn run<G: ExampleGame + 'static>(
    request: &Request<'_>,
    evaluation: fn(&G, Player) -> f64,
) -> Result<Vec<String>, String> {
    let state: G = position_arg(request.game, request.position, None)?;
    if state.turn().player().is_none() {
        return Err(match state.outcome() {
            Some(outcome) => format!("the game is over ({outcome}): no move to choose"),
            None => "chance is to act here (roll or deal first): no move to choose".into(),
        });
    }
    let rng = &mut SearchRng::seed_from_u64(request.seed);
    let (kind, spec) = request.agent.split_once(':').unwrap_or((request.agent, ""));
    let (mv, mut info) = match (kind, spec) {
        ("random" | "greedy", "") => {
            let mut agent: Box<dyn search::Agent<G>> = if kind == "random" {
                Box::new(RandomAgent::new())
            } else {
                Box::new(GreedyAgent::new(evaluation))
            };
            let choice = agent.choose(&state, rng).ok_or("no move to choose")?;
            let mut info = Vec::new();
            if let Some(value) = choice.info.value {
                info.push(format!("value {value:.3}"));
            }
            if let Some(depth) = choice.info.depth {
                info.push(format!("depth {depth}"));
            }
            info.push(format!("nodes {}", choice.info.nodes));
            (choice.mv, info)
        }
        ("alphabeta" | "expectimax", spec) => {
            let budget = budget(spec)?;
            let report = if kind == "alphabeta" {
                AlphaBeta::new(evaluation, budget).search(&state, rng)
            } else {
                Expectiminimax::new(evaluation, budget).search(&state, rng)
            }
            .ok_or("no move to choose")?;
            let info = vec![
                format!("value {:.3}", report.value.clamp(-1.0, 1.0)),
                format!("score {}", report.score),
                format!("depth {}", report.depth),
                format!("nodes {}", report.nodes),
                format!("time {:.1} ms", report.elapsed.as_secs_f64() * 1e3),
            ];
            (report.best, info)
        }
        _ => {
            return Err(format!(
                "unknown agent {:?}: random, greedy, alphabeta:<depth|time>, expectimax:<depth|time>",
                request.agent
            ));
        }
    };
    let mut lines = vec![state.format_move(mv)];
    lines.append(&mut info);
    Ok(lines)
}

fn main() {
    let args = Args::parse();
    let (agent, position) = args.words.split_last().expect("at least two words");
    let position = position.join(" ");
    let request = Request {
        game: &args.game,
        position: &position,
        agent,
        seed: args.seed,
    };
    let result = GAMES
        .iter()
        .find(|g| g.names.contains(&args.game.as_str()))
        .ok_or_else(|| format!("unknown game {:?}", args.game))
        .and_then(|g| (g.run)(&request));
    match result {
        Ok(lines) => {
            for line in lines {
                println!("{line}");
            }
        }
        Err(message) => Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit(),
    }
}
