//! Plays agents of the `search` crate against each other and prints their scores.
//!
//! ```sh
//! cargo run --release --example arena -- <game> <agent> <agent>... [--games N] [--seed S] [--threads T]
//! cargo run --release --example arena -- draughts-english mcts:300 random --games 20
//! ```
//!
//! Agents are written `random`, `greedy`, `mcts:<iterations>`, `ismcts:<iterations>`,
//! or with a time budget per move, `mcts:100ms` / `ismcts:100ms`. Every pair of agents
//! plays `--games` games (a round robin for more than two agents); seats alternate
//! game by game, and in a game of more than two seats an agent takes every other
//! seat (both partners in a partnership game). An agent scores 1 for a win, 0.5 for
//! a draw and 0 for a loss (a game of more than two seats: its seats' mean payoff;
//! a game longer than `--max-plies` counts as a draw).
//!
//! Prints one line per agent, `mcts:300  wins 17 draws 2 losses 1  score 90.0% +- 9.8%
//! elo +382 +- 195` (a 95% normal interval of the mean score, and the Elo difference
//! from the mean opponent with the interval's ends mapped to Elo), then with more
//! than two agents the table of Elo differences of each pair. Game `i` of a pair
//! draws from `boardcore::playout_rng(seed, i)` and each agent from its own stream,
//! so with iteration budgets the output for a seed does not depend on `--threads`
//! (time budgets depend on the machine). A progress count goes to stderr when it is a
//! terminal.
//!
//! Per-game defaults: MCTS and ISMCTS cut robijn's rollouts after 100 plies (random
//! robijn games may never end), scored as draws until the game crates offer
//! evaluations; `greedy` evaluates every state as even (it takes an immediate win,
//! else plays at random) until then.

use boardcore::parallel::rayon::ThreadPoolBuilder;
use boardcore::parallel::rayon::prelude::*;
use boardcore::{Game, Player, Turn, playout_rng};
use clap::Parser;
use examples::ExampleGame;
use rand::SeedableRng;
use search::{Agent, Budget, GreedyAgent, Ismcts, Mcts, RandomAgent, SearchRng};
use std::io::IsTerminal;
use std::process::ExitCode;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// Plays agents against each other and prints their scores.
#[derive(Parser, Debug)]
#[command(name = "arena")]
struct Args {
    /// The game (a name `playout` knows).
    game: String,
    /// Two or more agents: random, greedy, mcts:<iterations|Nms>, ismcts:<iterations|Nms>.
    #[arg(num_args = 2.., required = true)]
    agents: Vec<String>,
    /// Games per pair of agents.
    #[arg(long, default_value_t = 20)]
    games: u64,
    /// The seed of the games.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Threads to play games on; the output does not depend on it.
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// The longest game in plies; longer games count as draws.
    #[arg(long, default_value_t = 5_000)]
    max_plies: usize,
}

/// An agent as written on the command line.
#[derive(Clone, Debug, PartialEq)]
enum Spec {
    Random,
    Greedy,
    Mcts(Budget),
    Ismcts(Budget),
}

/// Reads `random`, `greedy`, `mcts:<N>`, `mcts:<N>ms` and the same for `ismcts`.
fn parse_spec(text: &str) -> Result<Spec, String> {
    let budget = |arg: &str| -> Result<Budget, String> {
        if let Some(ms) = arg.strip_suffix("ms") {
            ms.parse::<u64>()
                .map(|ms| Budget::Time(Duration::from_millis(ms)))
                .map_err(|_| format!("invalid time {arg:?} in agent {text:?}"))
        } else {
            arg.parse::<u64>()
                .map(Budget::Iterations)
                .map_err(|_| format!("invalid iterations {arg:?} in agent {text:?}"))
        }
    };
    match text.split_once(':') {
        None if text == "random" => Ok(Spec::Random),
        None if text == "greedy" => Ok(Spec::Greedy),
        Some(("mcts", arg)) => budget(arg).map(Spec::Mcts),
        Some(("ismcts", arg)) => budget(arg).map(Spec::Ismcts),
        Some(("alphabeta" | "expectimax", _)) => Err(format!(
            "agent {text:?}: alpha-beta and expectiminimax are not in this build"
        )),
        _ => Err(format!(
            "unknown agent {text:?}: write random, greedy, mcts:<N>, mcts:<N>ms, ismcts:<N> or ismcts:<N>ms"
        )),
    }
}

/// Returns a fresh agent for `spec` in game `G` (`game` is the name, for defaults).
fn make_agent<G>(spec: &Spec, game: &str) -> Box<dyn Agent<G>>
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
{
    let cutoff = (game == "robijn").then_some(100);
    match *spec {
        Spec::Random => Box::new(RandomAgent::new()),
        Spec::Greedy => Box::new(GreedyAgent::new(|_: &G, _| 0.0)),
        Spec::Mcts(budget) => {
            let mcts = Mcts::new(budget);
            Box::new(match cutoff {
                Some(c) => mcts.with_cutoff(c),
                None => mcts,
            })
        }
        Spec::Ismcts(budget) => {
            let ismcts = Ismcts::new(budget);
            Box::new(match cutoff {
                Some(c) => ismcts.with_cutoff(c),
                None => ismcts,
            })
        }
    }
}

/// Plays game `index` of a pair: `first` takes the even seats in even games, the odd
/// seats in odd games. Returns `first`'s score (0, 0.5 or 1, or a mean payoff).
fn play_one<G>(start: &G, name: &str, pair: [&Spec; 2], seed: u64, index: u64, max: usize) -> f64
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
{
    let seats = start.players();
    let swap = index % 2;
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..seats)
        .map(|s| make_agent(pair[((s as u64 % 2) ^ swap) as usize], name))
        .collect();
    let mut table = playout_rng(seed, index);
    // Each seat draws from its own generator: seed + 1 + seat, stream `index`.
    let mut rngs: Vec<SearchRng> = (0..seats as u64)
        .map(|s| {
            let mut rng = SearchRng::seed_from_u64(seed.wrapping_add(1 + s));
            rng.set_stream(index);
            rng
        })
        .collect();
    let mut pos = start.clone();
    for _ in 0..max {
        let mv = match pos.turn() {
            Turn::Over(_) => break,
            Turn::Chance => pos.sample_chance(&mut table).expect("a valid chance node"),
            Turn::Player(p) => match agents[p.index()].choose(&pos, &mut rngs[p.index()]) {
                Some(choice) => choice.mv,
                None => break,
            },
        };
        for agent in &mut agents {
            agent.observe(&pos, mv);
        }
        pos.play_unchecked(mv);
    }
    let Some(outcome) = pos.outcome() else {
        return 0.5;
    };
    let mine: Vec<Player> = (0..seats)
        .filter(|&s| s as u64 % 2 == swap)
        .filter_map(Player::new)
        .collect();
    mine.iter().map(|&p| outcome.payoff(p)).sum::<f64>() / mine.len() as f64
}

/// One agent's record: the scores of its games.
#[derive(Clone, Debug, Default)]
struct Record {
    scores: Vec<f64>,
}

impl Record {
    /// Returns the mean score and the half-width of its 95% normal interval.
    fn score(&self) -> (f64, f64) {
        let n = self.scores.len() as f64;
        if n == 0.0 {
            return (0.5, 0.5);
        }
        let mean = self.scores.iter().sum::<f64>() / n;
        let var = self.scores.iter().map(|s| (s - mean).powi(2)).sum::<f64>() / n;
        (mean, 1.96 * (var / n).sqrt())
    }

    fn line(&self, name: &str, width: usize) -> String {
        let wins = self.scores.iter().filter(|&&s| s == 1.0).count();
        let losses = self.scores.iter().filter(|&&s| s == 0.0).count();
        let draws = self.scores.len() - wins - losses;
        let (mean, half) = self.score();
        let (elo, lo, hi) = (elo(mean), elo(mean - half), elo(mean + half));
        format!(
            "{name:width$}  wins {wins} draws {draws} losses {losses}  score {:.1}% +- {:.1}%  elo {} +- {}",
            100.0 * mean,
            100.0 * half,
            signed(elo),
            fmt_elo((hi - lo) / 2.0),
        )
    }
}

/// The Elo difference of a mean score, clamped to +-800 at 0% and 100%.
fn elo(score: f64) -> f64 {
    let s = score.clamp(0.01, 0.99);
    -400.0 * (1.0 / s - 1.0).log10()
}

/// Writes an Elo difference with its sign, `+0` for a difference that rounds to 0.
fn signed(x: f64) -> String {
    let x = x.round();
    if x < 0.0 {
        format!("-{}", fmt_elo(-x))
    } else {
        format!("+{}", fmt_elo(x.abs()))
    }
}

fn fmt_elo(x: f64) -> String {
    format!("{:.0}", x)
}

/// Plays the round robin of `specs` in game `G` and prints the table.
fn run<T>(name: &str, args: &Args, specs: &[Spec]) -> Result<(), String>
where
    T: ExampleGame,
    <T::Full as Game>::View: Send,
    <T::Full as Game>::Observation: Send + Sync,
    T::Full: 'static,
{
    let start = T::parse_position(name, "start")?.into_full();
    let pairs: Vec<(usize, usize)> = (0..specs.len())
        .flat_map(|a| (a + 1..specs.len()).map(move |b| (a, b)))
        .collect();
    let total = pairs.len() as u64 * args.games;
    let done = AtomicU64::new(0);
    let progress = std::io::stderr().is_terminal() && total > 1;
    let pool = ThreadPoolBuilder::new()
        .num_threads(usize::from(args.threads))
        .build()
        .map_err(|e| format!("cannot start {} threads: {e}", args.threads))?;
    let jobs: Vec<(usize, u64)> = (0..pairs.len())
        .flat_map(|p| (0..args.games).map(move |i| (p, i)))
        .collect();
    let scores: Vec<f64> = pool.install(|| {
        jobs.par_iter()
            .map(|&(p, i)| {
                let (a, b) = pairs[p];
                // Each pair plays its own games: stream by pair and game.
                let seed = args.seed.wrapping_add((p as u64) << 32);
                let score = play_one(
                    &start,
                    name,
                    [&specs[a], &specs[b]],
                    seed,
                    i,
                    args.max_plies,
                );
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if progress {
                    eprint!("\r{n}/{total} games");
                }
                score
            })
            .collect()
    });
    if progress {
        eprintln!();
    }
    let mut records = vec![Record::default(); specs.len()];
    let mut pair_records = vec![Record::default(); pairs.len()];
    for (&(p, _), &score) in jobs.iter().zip(&scores) {
        let (a, b) = pairs[p];
        records[a].scores.push(score);
        records[b].scores.push(1.0 - score);
        pair_records[p].scores.push(score);
    }
    let width = args.agents.iter().map(String::len).max().unwrap_or(0);
    for (name, record) in args.agents.iter().zip(&records) {
        println!("{}", record.line(name, width));
    }
    if specs.len() > 2 {
        println!("elo differences (row minus column):");
        for ((a, b), record) in pairs.iter().zip(&pair_records) {
            let (mean, half) = record.score();
            println!(
                "{:width$} - {:width$}  {} +- {}",
                args.agents[*a],
                args.agents[*b],
                signed(elo(mean)),
                fmt_elo((elo(mean + half) - elo(mean - half)) / 2.0),
            );
        }
    }
    Ok(())
}

/// Calls `run::<T>` for the registry type `T` whose names include the game's.
macro_rules! dispatch {
    ($name:expr, $args:expr, $specs:expr; $($t:ty),+ $(,)?) => {{
        let name: &str = $name;
        $(
            if <$t as ExampleGame>::NAMES.contains(&name) {
                return run::<$t>(name, $args, $specs);
            }
        )+
        Err(format!(
            "unknown game {name:?}: one of {}",
            examples::game_names().join(", ")
        ))
    }};
}

/// The games of `examples::registry` (the same types, in the same order).
fn play(args: &Args, specs: &[Spec]) -> Result<(), String> {
    dispatch!(&args.game, args, specs;
        chess::Position,
        draughts::Position,
        robijn::Position,
        dominoes::Position,
        smokkelen::Position,
        backgammon::GameState,
        backgammon::Match,
        locksley::Position,
    )
}

fn main() -> ExitCode {
    let args = Args::parse();
    let specs: Result<Vec<Spec>, String> = args.agents.iter().map(|a| parse_spec(a)).collect();
    let result = specs.and_then(|specs| play(&args, &specs));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("arena: {e}");
            ExitCode::from(2)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agents_read_as_written() {
        assert_eq!(parse_spec("random"), Ok(Spec::Random));
        assert_eq!(
            parse_spec("mcts:300"),
            Ok(Spec::Mcts(Budget::Iterations(300)))
        );
        assert_eq!(
            parse_spec("ismcts:100ms"),
            Ok(Spec::Ismcts(Budget::Time(Duration::from_millis(100))))
        );
        assert!(parse_spec("mcts:").is_err());
        assert!(parse_spec("alphabeta:4").is_err());
        assert!(parse_spec("minimax").is_err());
    }

    #[test]
    fn scores_and_elo() {
        let r = Record {
            scores: vec![1.0, 1.0, 0.5, 0.0],
        };
        let (mean, half) = r.score();
        assert!((mean - 0.625).abs() < 1e-12);
        assert!(half > 0.0);
        assert_eq!(elo(0.5), 0.0);
        assert_eq!(signed(-0.2), "+0");
        assert_eq!(signed(-3.0), "-3");
        assert_eq!(signed(12.4), "+12");
        assert!((elo(0.75) - 190.8).abs() < 0.1);
        assert!(
            r.line("a", 1)
                .starts_with("a  wins 2 draws 1 losses 1  score 62.5% +- ")
        );
    }
}
