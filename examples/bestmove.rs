//! Asks an agent which move it would play in a position.
//!
//! ```sh
//! cargo run --release --example bestmove -- <game> <position|start> <agent> [--seed S]
//! cargo run --release --example bestmove -- chess "k7/8/2K5/8/8/8/8/7R w - - 0 1" alphabeta:6
//! cargo run --release --example bestmove -- chess start alphabeta:200ms
//! cargo run --release --example bestmove -- backgammon start 31 expectimax:2
//! cargo run --release --example bestmove -- dominoes start ismcts:1000 --deal 7
//! cargo run --release --example bestmove -- "draughts(variant=english)" start mcts:500
//! ```
//!
//! The game is a game string of `boardgames::load`: a name with parameters
//! (`draughts(variant=english)`, `backgammon(match_length=3)`) or an alias (the
//! former names `draughts-english`, `backgammon-match`, ...). The position is read
//! as `moves` and `perft` read it (`examples::registry::read_state`): `start`,
//! `start` followed by moves in the game's notation (backgammon: `start 31`, the
//! opening roll), the example forms of the game (a FEN in chess, a PDN FEN in
//! draughts, a backgammon Position ID with its roll, an XGID), or a state in the
//! game's full-state notation. Words between the position and the agent are part of
//! the position (backgammon: the roll, `31`). Agents: `random`, `greedy`, `mcts:<iterations>`,
//! `ismcts:<iterations>`, `alphabeta:<depth>` and `expectimax:<depth>` (depth in the
//! players' moves), or with a time limit such as `alphabeta:100ms` or `mcts:2s`,
//! built by `LoadedGame::new_agent`: each game searches with the simple evaluation
//! of its crate (`<game>::eval`; backgammon: that of the game under way).
//!
//! Prints the chosen move in the game's standard notation (SAN in chess) on the first
//! line, then what the search knows of it: `value`, and for alpha-beta and
//! expectiminimax the `score` (`win in 3 plies` for a forced win: a mate in 2 in
//! chess; they play the shortest forced win they see), `depth`, `nodes` and `time`.
//! `random` has no value: it prints `value n/a`.
//! `--seed S` seeds the agent's generator (default 0), which draws the
//! determinization in games with hidden information and breaks ties. Where chance is
//! to act in the position (a dominoes or locksley `start` before the deal, a
//! backgammon position without its roll), its outcomes are drawn first by their
//! weights, from `--deal S` (default: the `--seed`), and a last line `dealt <state>`
//! gives the state searched in the game's full-state notation. Bad arguments (game,
//! position, agent): clap's message with the usage on stderr and exit code 2; a
//! position where no player is to move (the game is over): `bestmove: error:
//! <message>` on stderr and exit code 1.

use clap::{CommandFactory, Parser, error::ErrorKind};
use examples::bestmove::{BestmoveRequest, is_usage_error};
use examples::output;
use std::process::ExitCode;

/// Asks an agent which move it would play in a position.
///
/// Prints the move in the game's standard notation, then the search's value, depth,
/// nodes and time.
#[derive(Parser, Debug)]
#[command(name = "bestmove")]
struct Args {
    /// The game string: a name or alias with parameters, such as chess,
    /// draughts(variant=english), backgammon(match_length=3) or draughts-english.
    game: String,
    /// `start`, or the position in the game's notation (a FEN in chess); more words
    /// of the position follow (backgammon: the roll), the agent comes last: random,
    /// greedy, mcts:<N|Nms|Ns>, ismcts:<N|Nms|Ns>, alphabeta:<depth|Nms|Ns>,
    /// expectimax:<depth|Nms|Ns>.
    #[arg(required = true, num_args = 2..)]
    words: Vec<String>,
    /// The seed of the agent's generator.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// The seed of the deal (or roll) where chance is to act in the position (a
    /// dominoes or locksley start); default: the --seed.
    #[arg(long)]
    deal: Option<u64>,
}

fn main() -> ExitCode {
    let args = match output::parse_args::<Args>("bestmove") {
        Ok(args) => args,
        Err(code) => return code,
    };
    let (agent, position) = args.words.split_last().expect("at least two words");
    let position = position.join(" ");
    let request = BestmoveRequest {
        game: &args.game,
        position: &position,
        agent,
        seed: args.seed,
        deal: args.deal,
    };
    let result = examples::bestmove::run(&request);
    match result {
        Ok(lines) => output::run("bestmove", |out| {
            for line in lines {
                writeln!(out, "{line}")?;
            }
            Ok(ExitCode::SUCCESS)
        }),
        Err(message) if is_usage_error(&message) => Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit(),
        Err(message) => {
            eprintln!("bestmove: error: {message}");
            ExitCode::FAILURE
        }
    }
}
