//! The body of `arena`: agents play each other in a game and get their scores.
//!
//! Every pair of agents plays [`ArenaRequest::games`] games (a round robin for more
//! than two agents); seats alternate game by game, and in a game of more than two
//! seats an agent takes every other seat (both partners in a partnership game). An
//! agent scores 1 for a win, 0.5 for a draw and 0 for a loss (a game of more than two
//! seats: its seats' mean payoff; a game longer than the ply limit counts as a draw).
//! Game `i` of a pair draws its chance from `boardcore::playout_rng(seed, i)` and
//! each seat's agent from its own stream, so with iteration budgets the output for a
//! seed does not depend on the number of threads. Games `2k` and `2k + 1` of a pair
//! start from the same position, [`ExampleGame::arena_start`] drawn from the seed and
//! `k` (a Chess960 start differs from pair to pair; most games have one start).

use crate::ExampleGame;
use crate::agents::AgentSpec;
use boardcore::parallel::rayon::ThreadPoolBuilder;
use boardcore::parallel::rayon::prelude::*;
use boardcore::{Player, Turn, playout_rng};
use rand::RngExt;
use rand::SeedableRng;
use search::{Agent, SearchRng};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// What `arena` plays.
#[derive(Clone, Debug)]
pub struct ArenaRequest<'a> {
    /// The game or variant name.
    pub game: &'a str,
    /// Two or more agents as written ([`AgentSpec`]).
    pub agents: &'a [String],
    /// Games per pair of agents.
    pub games: u64,
    /// The seed of the games.
    pub seed: u64,
    /// Threads to play games on (the output does not depend on it).
    pub threads: usize,
    /// The longest game in plies; longer games count as draws.
    pub max_plies: usize,
    /// Whether to write a progress count on stderr.
    pub progress: bool,
    /// Whether to write each agent's mean time a move on stderr at the end (it
    /// depends on the machine, so it is not part of the output).
    pub timing: bool,
}

/// The time an agent took to choose its moves, and how many it chose.
#[derive(Copy, Clone, Debug, Default)]
struct Clock {
    time: Duration,
    moves: u64,
}

impl Clock {
    fn add(&mut self, other: Self) {
        self.time += other.time;
        self.moves += other.moves;
    }
}

/// Plays game `index` of a pair: `first` takes the even seats in even games, the odd
/// seats in odd games. Returns `first`'s score (0, 0.5 or 1, or a mean payoff) and
/// each agent's clock.
fn play_one<G: ExampleGame>(
    start: &G,
    pair: [&AgentSpec; 2],
    seed: u64,
    index: u64,
    max: usize,
) -> (f64, [Clock; 2]) {
    let seats = start.players();
    let swap = index % 2;
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..seats)
        .map(|s| pair[((s as u64 % 2) ^ swap) as usize].build::<G>())
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
    let mut clocks = [Clock::default(); 2];
    for _ in 0..max {
        let mv = match pos.turn() {
            Turn::Over(_) => break,
            Turn::Chance => pos.sample_chance(&mut table).expect("a valid chance node"),
            Turn::Player(p) => {
                let started = Instant::now();
                let choice = agents[p.index()].choose(&pos, &mut rngs[p.index()]);
                let clock = &mut clocks[((p.index() as u64 % 2) ^ swap) as usize];
                clock.time += started.elapsed();
                clock.moves += 1;
                match choice {
                    Some(choice) => choice.mv,
                    None => break,
                }
            }
        };
        for agent in &mut agents {
            agent.observe(&pos, mv);
        }
        pos.play_unchecked(mv);
    }
    let Some(outcome) = pos.outcome() else {
        return (0.5, clocks);
    };
    let mine: Vec<Player> = (0..seats)
        .filter(|&s| s as u64 % 2 == swap)
        .filter_map(Player::new)
        .collect();
    let score = mine.iter().map(|&p| outcome.payoff(p)).sum::<f64>() / mine.len() as f64;
    (score, clocks)
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
        // A score of 0% or 100% has no finite Elo estimate (and a normal interval of
        // width 0): say so rather than print a clamp as a measurement.
        let elo_text = if mean <= 0.0 {
            "-inf".to_owned()
        } else if mean >= 1.0 {
            "+inf".to_owned()
        } else {
            let (elo, lo, hi) = (elo(mean), elo(mean - half), elo(mean + half));
            format!("{} +- {}", signed(elo), fmt_elo((hi - lo) / 2.0))
        };
        format!(
            "{name:width$}  wins {wins} draws {draws} losses {losses}  score {:.1}% +- {:.1}%  elo {elo_text}",
            100.0 * mean,
            100.0 * half,
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

/// The seed of the games of pair `pair`: each pair plays its own games.
const fn pair_seed(seed: u64, pair: usize) -> u64 {
    seed.wrapping_add((pair as u64) << 32)
}

/// Returns the start positions of an arena of `agents` agents playing `games` games a
/// pair with `seed`: for each pair of agents (in the order `(0, 1), (0, 2), ..,
/// (1, 2), ..`), the start of its games `2k` and `2k + 1` at index `k`, drawn by
/// [`ExampleGame::arena_start`] with a seed from the pair's seed and `k` alone (so
/// the same on any thread count).
///
/// # Errors
///
/// Returns a one-line message if the game cannot start.
pub fn arena_starts<T: ExampleGame>(
    name: &str,
    seed: u64,
    agents: usize,
    games: u64,
) -> Result<Vec<Vec<T::Full>>, String> {
    let pairs = agents * agents.saturating_sub(1) / 2;
    (0..pairs)
        .map(|p| {
            (0..games.div_ceil(2))
                .map(|k| {
                    // A stream of its own, apart from the games' chance streams
                    // (`playout_rng(seed, i)` for game `i`).
                    let start_seed = playout_rng(pair_seed(seed, p), u64::MAX - k).random();
                    T::arena_start(name, start_seed).map(ExampleGame::into_full)
                })
                .collect()
        })
        .collect()
}

/// Plays the round robin of the agents of `args` in game `T` (under its complete
/// rules, [`ExampleGame::Full`]) and returns the lines to print: one per agent, then
/// with more than two agents the Elo differences of each pair.
///
/// # Errors
///
/// Returns a one-line message if an agent is invalid, there are fewer than two, the
/// game cannot start or the threads cannot start.
pub fn arena<T: ExampleGame>(args: &ArenaRequest<'_>) -> Result<Vec<String>, String> {
    let name = args.game;
    let specs = args
        .agents
        .iter()
        .map(|a| a.parse::<AgentSpec>())
        .collect::<Result<Vec<_>, _>>()?;
    if specs.len() < 2 {
        return Err("arena needs at least two agents".to_owned());
    }
    let starts = arena_starts::<T>(name, args.seed, specs.len(), args.games)?;
    let pairs: Vec<(usize, usize)> = (0..specs.len())
        .flat_map(|a| (a + 1..specs.len()).map(move |b| (a, b)))
        .collect();
    let total = pairs.len() as u64 * args.games;
    let done = AtomicU64::new(0);
    let progress = args.progress && total > 1;
    let pool = ThreadPoolBuilder::new()
        .num_threads(args.threads.max(1))
        .build()
        .map_err(|e| format!("cannot start {} threads: {e}", args.threads))?;
    let jobs: Vec<(usize, u64)> = (0..pairs.len())
        .flat_map(|p| (0..args.games).map(move |i| (p, i)))
        .collect();
    let played: Vec<(f64, [Clock; 2])> = pool.install(|| {
        jobs.par_iter()
            .map(|&(p, i)| {
                let (a, b) = pairs[p];
                // Each pair plays its own games: stream by pair and game.
                let seed = pair_seed(args.seed, p);
                let start = &starts[p][(i / 2) as usize];
                let played = play_one(start, [&specs[a], &specs[b]], seed, i, args.max_plies);
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if progress {
                    eprint!("\r{n}/{total} games");
                }
                played
            })
            .collect()
    });
    if progress {
        eprintln!();
    }
    let mut records = vec![Record::default(); specs.len()];
    let mut pair_records = vec![Record::default(); pairs.len()];
    let mut clocks = vec![Clock::default(); specs.len()];
    for (&(p, _), &(score, [first, second])) in jobs.iter().zip(&played) {
        let (a, b) = pairs[p];
        records[a].scores.push(score);
        records[b].scores.push(1.0 - score);
        pair_records[p].scores.push(score);
        clocks[a].add(first);
        clocks[b].add(second);
    }
    if args.timing {
        for (name, clock) in args.agents.iter().zip(&clocks) {
            let ms = clock.time.as_secs_f64() * 1e3 / clock.moves.max(1) as f64;
            eprintln!("{name}: {ms:.2} ms a move over {} moves", clock.moves);
        }
    }
    let width = args.agents.iter().map(String::len).max().unwrap_or(0);
    let mut lines = Vec::new();
    for (name, record) in args.agents.iter().zip(&records) {
        lines.push(record.line(name, width));
    }
    if specs.len() > 2 {
        lines.push("elo differences (row minus column):".to_owned());
        for ((a, b), record) in pairs.iter().zip(&pair_records) {
            let (mean, half) = record.score();
            lines.push(format!(
                "{:width$} - {:width$}  {} +- {}",
                args.agents[*a],
                args.agents[*b],
                signed(elo(mean)),
                fmt_elo((elo(mean + half) - elo(mean - half)) / 2.0),
            ));
        }
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn a_perfect_score_has_no_finite_elo() {
        let all = Record {
            scores: vec![1.0, 1.0],
        };
        assert!(
            all.line("a", 1).ends_with("elo +inf"),
            "{}",
            all.line("a", 1)
        );
        let none = Record {
            scores: vec![0.0, 0.0, 0.0],
        };
        assert!(
            none.line("a", 1).ends_with("elo -inf"),
            "{}",
            none.line("a", 1)
        );
        let half = Record {
            scores: vec![1.0, 0.0],
        };
        assert!(
            half.line("a", 1).contains("elo +0 +- "),
            "{}",
            half.line("a", 1)
        );
    }
}
