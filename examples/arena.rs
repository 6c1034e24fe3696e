//! Plays agents of the `search` crate against each other and prints their scores.
//!
//! ```sh
//! cargo run --release --example arena -- <game> <agent> <agent>... [--games N] [--seed S] [--threads T]
//! cargo run --release --example arena -- draughts-english mcts:300 random --games 20
//! cargo run --release --example arena -- "backgammon(match_length=3)" expectimax:1 random
//! ```
//!
//! The game is a game string of `boardgames::load`: a name with parameters
//! (`draughts(variant=english)`, `backgammon(match_length=3)`) or an alias (the
//! former names `draughts-english`, `backgammon-match`, `dominoes-draw-4`, ...).
//!
//! Agents are written `random`, `greedy`, `mcts:<iterations>`, `ismcts:<iterations>`,
//! `alphabeta:<depth>`, `expectimax:<depth>`, or with a time budget per move such as
//! `mcts:100ms` or `alphabeta:1s`. Every pair of agents
//! plays `--games` games (a round robin for more than two agents); seats alternate
//! game by game, and in a game of more than two seats an agent takes every other
//! seat (both partners in a partnership game). An agent scores 1 for a win, 0.5 for
//! a draw and 0 for a loss (a game of more than two seats: its seats' mean payoff;
//! a game longer than `--max-plies` counts as a draw). In `chess960` each pair of
//! games (the seats swapped) starts from a Chess960 start drawn from the seed, unless
//! the game string gives it (`chess960(start=518)`).
//!
//! Prints one line per agent, `mcts:300  wins 17 draws 2 losses 1  score 90.0% +- 9.8%
//! elo +382 +- 195` (a 95% normal interval of the mean score, and the Elo difference
//! from the mean opponent with the interval's ends mapped to Elo), then with more
//! than two agents the table of Elo differences of each pair. Game `i` of a pair
//! draws its chance from `boardcore::playout_rng(seed, i)` and each agent is seeded
//! from its own stream,
//! so with iteration budgets the output for a seed does not depend on `--threads`
//! (time budgets depend on the machine). A progress count goes to stderr when it is a
//! terminal; `--timing` writes each agent's mean time a move there at the end
//! (`mcts:300: 11.28 ms a move over 10755 moves`), apart from the output because it
//! depends on the machine.
//!
//! Agents are built by `LoadedGame::new_agent` with the game's defaults
//! (`boardgames::agents`): `greedy`, alpha-beta and expectiminimax evaluate with the
//! game crate's `eval` function (material in chess and draughts, pips and borne-off
//! checkers in backgammon, pips in hand in dominoes, distance home in robijn and
//! smokkelen, track progress and gold in locksley); MCTS and ISMCTS play random
//! rollouts out, except in robijn (whose random games may never end), where they cut
//! them after 100 plies and score the cut with that evaluation. Bad arguments (game
//! string, agent): clap's message with the usage on stderr and exit code 2.

use boardgames::AGENT_FORMS;
use clap::{CommandFactory, Parser, error::ErrorKind};
use examples::arena::ArenaRequest;
use examples::output;
use std::io::IsTerminal;
use std::process::ExitCode;

/// Plays agents against each other and prints their scores.
#[derive(Parser, Debug)]
#[command(name = "arena", after_help = AFTER_HELP)]
struct Args {
    /// The game string: a name or alias with parameters, such as
    /// draughts(variant=english), backgammon(match_length=3) or draughts-english.
    game: String,
    /// Two or more agents (see below).
    #[arg(num_args = 2.., required = true)]
    agents: Vec<String>,
    /// Games per pair of agents (at least 1).
    #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
    games: u64,
    /// The seed of the games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads to play games on; with iteration budgets the output does not depend on it.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// The longest game in plies; longer games count as draws.
    #[arg(long, default_value_t = 5_000)]
    max_plies: usize,
    /// Write each agent's mean time a move on stderr at the end.
    #[arg(long)]
    timing: bool,
}

const AFTER_HELP: &str = "Games: a game string of boardgames::load, such as chess, \
chess960(start=100), draughts(variant=english), backgammon(match_length=3), \
dominoes(variant=draw,players=4), or an alias such as draughts-english.
Agents: random, greedy, mcts:<N|Nms|Ns>, ismcts:<N|Nms|Ns>, \
alphabeta:<depth|Nms|Ns>, expectimax:<depth|Nms|Ns>.
Defaults per game: greedy, alpha-beta and expectiminimax evaluate with the game \
crate's eval function; MCTS and ISMCTS cut robijn's rollouts after 100 plies and \
score the cut with it. Starts: chess960 without start=N draws a Chess960 start \
(0..959) from the seed for each pair of games, the seats swapped.";

fn main() -> ExitCode {
    let args = match output::parse_args::<Args>("arena") {
        Ok(args) => args,
        Err(code) => return code,
    };
    debug_assert!(AFTER_HELP.contains(AGENT_FORMS));
    let result = examples::arena::run(&ArenaRequest {
        game: &args.game,
        agents: &args.agents,
        games: args.games,
        seed: args.seed,
        threads: usize::from(args.threads),
        max_plies: args.max_plies,
        progress: std::io::stderr().is_terminal(),
        timing: args.timing,
    });
    match result {
        Ok(lines) => output::run("arena", |out| {
            for line in lines {
                writeln!(out, "{line}")?;
            }
            Ok(ExitCode::SUCCESS)
        }),
        Err(message) => Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit(),
    }
}
