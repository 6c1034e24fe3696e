//! The body of `arena`: agents play each other in a game and get their scores.
//!
//! The game is any game string of [`boardgames::load`] (`draughts(variant=english)`,
//! `backgammon(match_length=3)`, or an example name such as `draughts-english`), and
//! the agents are [`AgentSpec`]s, built for the game by
//! [`LoadedGame::new_agent`] with the game's defaults. Every pair of agents plays
//! [`ArenaRequest::games`] games (a round robin for more than two agents); seats
//! alternate game by game, and in a game of more than two seats an agent takes every
//! other seat (both partners in a partnership game). An agent scores 1 for a win, 0.5
//! for a draw and 0 for a loss (a game of more than two seats: its seats' mean
//! payoff; a game longer than the ply limit counts as a draw). Game `i` of a pair
//! draws its chance outcomes from `boardcore::playout_rng(seed, i)` and each seat's
//! agent is seeded from its own stream, so with iteration budgets the output for a
//! seed does not depend on the number of threads. Games `2k` and `2k + 1` of a pair
//! start from the same state ([`arena_start_states`]): the game's start, except for a
//! game with an integer parameter `start` that the game string does not give
//! (Chess960), whose start is drawn from the seed, the pair and `k`.

use boardcore::parallel::rayon::ThreadPoolBuilder;
use boardcore::parallel::rayon::prelude::*;
use boardcore::playout_rng;
use boardgames::AgentSpec;
use boardgames::{Action, CurrentPlayer, GameSpec, LoadedGame, ParamKind, State};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// What `arena` plays.
#[derive(Clone, Debug)]
pub struct ArenaRequest<'a> {
    /// The game string ([`boardgames::load`]: a name or alias with parameters).
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

/// Draws a chance outcome of `state` (a chance node) by the outcomes' exact
/// weights; `None` if chance is not to act or every weight is 0.
pub fn sample_chance<R: Rng + ?Sized>(state: &dyn State, rng: &mut R) -> Option<Action> {
    if !state.is_chance_node() {
        return None;
    }
    let weights = state.chance_weights();
    let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
    if total == 0 {
        return None;
    }
    let mut pick = rng.random_range(0..total);
    for (&id, &w) in state.legal_actions_unordered().iter().zip(weights) {
        let w = u64::from(w);
        if pick < w {
            return Some(id);
        }
        pick -= w;
    }
    None
}

/// The seed of the agent of seat `seat` in game `index` of a pair seeded `seed`:
/// a stream of its own, apart from the game's chance (`playout_rng(seed, index)`).
fn agent_seed(seed: u64, seat: usize, index: u64) -> u64 {
    playout_rng(seed.wrapping_add(1 + seat as u64), index).random()
}

/// Plays game `index` of a pair from `start`: `first` takes the even seats in even
/// games, the odd seats in odd games. Returns `first`'s score (0, 0.5 or 1, or a
/// mean payoff) and each agent's clock.
///
/// # Errors
///
/// Returns the message of an agent the game does not accept.
fn play_one(
    game: &dyn LoadedGame,
    start: &dyn State,
    pair: [&AgentSpec; 2],
    seed: u64,
    index: u64,
    max: usize,
) -> Result<(f64, [Clock; 2]), String> {
    let seats = start.num_players();
    let swap = index % 2;
    let mut agents = (0..seats)
        .map(|s| {
            let spec = pair[((s as u64 % 2) ^ swap) as usize];
            game.new_agent(spec, agent_seed(seed, s, index))
                .map_err(|e| format!("invalid agent {spec}: {e}"))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let mut table = playout_rng(seed, index);
    let mut state = start.clone_box();
    let mut clocks = [Clock::default(); 2];
    for _ in 0..max {
        let action = match state.current_player() {
            CurrentPlayer::Terminal => break,
            CurrentPlayer::Chance => match sample_chance(state.as_ref(), &mut table) {
                Some(action) => action,
                None => break,
            },
            CurrentPlayer::Seat(p) => {
                let started = Instant::now();
                let choice = agents[p.index()].step(state.as_ref());
                let clock = &mut clocks[((p.index() as u64 % 2) ^ swap) as usize];
                clock.time += started.elapsed();
                clock.moves += 1;
                match choice {
                    Ok(action) => action,
                    Err(_) => break,
                }
            }
        };
        state.apply_action_unchecked(action);
    }
    if !state.is_terminal() {
        return Ok((0.5, clocks));
    }
    let returns = state.returns();
    let mine: Vec<f64> = (0..seats)
        .filter(|&s| s as u64 % 2 == swap)
        .map(|s| returns[s])
        .collect();
    Ok((mine.iter().sum::<f64>() / mine.len() as f64, clocks))
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

/// The range of the integer parameter `start` of `game` if the game string `text`
/// does not give it (Chess960's start array): the arena then draws it.
fn drawn_start(game: &dyn LoadedGame, text: &str) -> Option<(i64, i64)> {
    let given = text
        .parse::<GameSpec>()
        .is_ok_and(|spec| spec.params.iter().any(|(k, _)| k == "start"));
    if given {
        return None;
    }
    let def = boardgames::registered_games()
        .iter()
        .find(|d| d.name == game.name())?;
    def.params.iter().find_map(|p| match (p.name, p.kind) {
        ("start", ParamKind::Int { min, max }) => Some((min, max)),
        _ => None,
    })
}

/// Returns the start states of an arena of `agents` agents playing `games` games a
/// pair of `game` (loaded from the game string `text`) with `seed`: for each pair of
/// agents (in the order `(0, 1), (0, 2), .., (1, 2), ..`), the start of its games
/// `2k` and `2k + 1` at index `k`. That is the game's start, except for a game with
/// an integer parameter `start` that `text` does not give (Chess960): its value is
/// drawn from a seed of the pair's seed and `k` alone (so the same on any thread
/// count).
///
/// # Errors
///
/// Returns a one-line message if a drawn start does not load.
pub fn arena_start_states(
    game: &dyn LoadedGame,
    text: &str,
    seed: u64,
    agents: usize,
    games: u64,
) -> Result<Vec<Vec<Box<dyn State>>>, String> {
    let pairs = agents * agents.saturating_sub(1) / 2;
    let drawn = drawn_start(game, text);
    (0..pairs)
        .map(|p| {
            (0..games.div_ceil(2))
                .map(|k| {
                    let Some((min, max)) = drawn else {
                        return Ok(game.new_initial_state());
                    };
                    // A stream of its own, apart from the games' chance streams
                    // (`playout_rng(seed, i)` for game `i`).
                    let start_seed: u64 = playout_rng(pair_seed(seed, p), u64::MAX - k).random();
                    let value = ChaCha8Rng::seed_from_u64(start_seed).random_range(min..=max);
                    let mut spec: GameSpec = game.spec().parse().map_err(|e| format!("{e}"))?;
                    spec.params.retain(|(k, _)| k != "start");
                    spec.params.push(("start".to_owned(), value.to_string()));
                    boardgames::load(&spec.to_string())
                        .map(|g| g.new_initial_state())
                        .map_err(|e| format!("{e}"))
                })
                .collect()
        })
        .collect()
}

/// Plays the round robin of the agents of `args` and returns the lines to print: one
/// per agent, then with more than two agents the Elo differences of each pair.
///
/// # Errors
///
/// Returns a one-line message if the game string or an agent is invalid (both
/// starting with `invalid `), there are fewer than two agents, or the threads cannot
/// start.
pub fn run(args: &ArenaRequest<'_>) -> Result<Vec<String>, String> {
    let game = boardgames::load(args.game).map_err(|e| format!("invalid game: {e}"))?;
    let specs = args
        .agents
        .iter()
        .map(|a| a.parse::<AgentSpec>().map_err(|e| e.to_string()))
        .collect::<Result<Vec<_>, _>>()?;
    if specs.len() < 2 {
        return Err("arena needs at least two agents".to_owned());
    }
    for spec in &specs {
        game.new_agent(spec, 0)
            .map_err(|e| format!("invalid agent {spec}: {e}"))?;
    }
    let starts = arena_start_states(game.as_ref(), args.game, args.seed, specs.len(), args.games)?;
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
                let start = starts[p][(i / 2) as usize].as_ref();
                let played = play_one(
                    game.as_ref(),
                    start,
                    [&specs[a], &specs[b]],
                    seed,
                    i,
                    args.max_plies,
                );
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if progress {
                    eprint!("\r{n}/{total} games");
                }
                played
            })
            .collect::<Result<Vec<_>, String>>()
    })?;
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
