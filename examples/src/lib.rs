//! Shared code of the example programs (`tour`, `perft`, `moves`, `playout`,
//! `replay`, `arena`, `bestmove`).
//!
//! - [`ExampleGame`], the glue each game needs for the command-line programs: reading
//!   a position argument, writing moves in machine (UCI-like) and standard notation,
//!   a board diagram, why a game ended, the game's evaluation, the tour's
//!   games and perft checks, and a reader of game records;
//! - [`registry`]: the game argument, a game string that [`boardgames::load`] reads
//!   ([`registry::GameArg`]), the position argument ([`registry::read_state`]), the
//!   bodies of `perft` and `playout` over the static fast paths of
//!   [`boardgames::State`], and the example-only glue of each game, one
//!   [`registry::Entry`] per game;
//! - [`play_game`], the game loop that asks agents of the `search` crate for moves
//!   and rolls the dice at chance nodes;
//! - [`arena`] and [`bestmove`], the bodies of the programs of those names, with the
//!   agents of [`boardgames::agents`] (`random`, `greedy`, `mcts:300`,
//!   `alphabeta:4`, ...);
//! - [`PerftCase`] checks against published counts, and timing helpers;
//! - [`output`]: writing to stdout without panicking when it is closed or full.
//!
//! Adding a game is one entry of the `boardgames` registry: every program then
//! knows it. An [`ExampleGame`] impl in its own module of [`games`] and one line in
//! [`games::GAMES`] add the example-only texts, position forms and record readers;
//! see [`registry`].

pub mod arena;
pub mod bestmove;
pub mod games;
pub mod output;
pub mod registry;

pub use registry::game_names;

use boardcore::{Game, Outcome, Player, Turn};
use rand_chacha::ChaCha8Rng;
use std::fmt::{self, Write as _};
use std::time::Duration;

/// The glue between a game crate and the example programs.
///
/// The type that implements it is the game as `perft` and `moves` see it (chess: the
/// bare [`chess::Position`]); [`ExampleGame::Full`] is the game under its complete
/// rules, which `tour` and `playout` play (chess: [`chess::History`], which adds the
/// draws by repetition and the 75-move rule).
pub trait ExampleGame:
    Game<Move: Send + Sync, View: Send, Observation: Send + Sync> + Send + Sync + 'static
{
    /// The names this game answers to on the command line (the first is the main
    /// one; variants such as `chess960` follow).
    const NAMES: &'static [&'static str];

    /// The file extensions (lowercase, without the dot) of the game records that
    /// [`ExampleGame::replay_records`] reads, such as `pgn`; none by default.
    const RECORD_EXTENSIONS: &'static [&'static str] = &[];

    /// The game under its complete rules, as `tour` and `playout` play it: `Self` for
    /// most games (write `type Full = Self;` and return `self` from
    /// [`ExampleGame::into_full`]).
    type Full: ExampleGame<Move = Self::Move>;

    /// Returns the game under its complete rules, starting from `self`.
    fn into_full(self) -> Self::Full;

    /// Returns the state of `full` as this type plays it (the inverse of
    /// [`ExampleGame::into_full`]: chess, the history's current position), for
    /// `moves` on a state read through `boardgames`.
    fn from_full(full: &Self::Full) -> Self;

    /// Reads the `<position|start>` argument for the game (or variant) `name`.
    ///
    /// # Errors
    ///
    /// Returns a one-line message saying what is wrong with `arg`.
    fn parse_position(name: &str, arg: &str) -> Result<Self, String>;

    /// Returns the start position drawn with `seed`, for games whose start is random
    /// (Smokkelen's home arrangements): the `--seed` option of `perft`, `moves` and
    /// `playout` with the position `start`. The default says the game has none.
    ///
    /// # Errors
    ///
    /// Returns a one-line message if the game (or variant) `name` has no seeded start.
    fn seeded_start(name: &str, seed: u64) -> Result<Self, String> {
        let _ = seed;
        Err(format!(
            "{name} has no random start: --seed applies to other games"
        ))
    }

    /// Returns the start of a pair of `arena` games (the same start for both, the
    /// seats swapped), drawn from `seed`, for games whose arena start varies game by
    /// game (Chess960: a start position 0..=959 drawn uniformly). The default is the
    /// fixed start, `parse_position(name, "start")`.
    ///
    /// # Errors
    ///
    /// Returns a one-line message if the game (or variant) `name` cannot start.
    fn arena_start(name: &str, seed: u64) -> Result<Self, String> {
        let _ = seed;
        Self::parse_position(name, "start")
    }

    /// Writes a game from `start` as text, in standard notation, as the tour prints
    /// it.
    ///
    /// The default numbers the plies: `1. m1 2. m2 ...`. A game whose record
    /// notation numbers moves otherwise overrides it (chess and PDN number a move
    /// of each side: `1. e4 e5 2. Nf3`); the tour's generic code numbers nothing
    /// itself.
    fn movetext(start: &Self, moves: &[Self::Move]) -> String {
        let mut pos = start.clone();
        let mut out = String::new();
        for (i, &mv) in moves.iter().enumerate() {
            let _ = write!(out, "{}{}. {}", sep(i), i + 1, pos.format_move(mv));
            pos.play_unchecked(mv);
        }
        out
    }

    /// Writes the position after a move for `moves` (`<move>\t<position after>`); the
    /// default is the position's `Display` (backgammon: the Position ID alone, the
    /// dice and cube state being implied).
    fn moves_after_text(&self) -> String {
        self.to_string()
    }

    /// Tests if `mv` is a forced pass that `moves` leaves out of its list
    /// (backgammon's empty play, when no checker can move: `count 0`). The default is
    /// false.
    fn is_forced_pass(&self, mv: Self::Move) -> bool {
        let _ = mv;
        false
    }

    /// Returns a picture of the position for the terminal, ending with a newline.
    fn diagram(&self) -> String {
        format!("{self}\n")
    }

    /// Returns the name of `player` in this game (`White`, `Black` in chess).
    fn seat_name(player: Player) -> String {
        player.to_string()
    }

    /// Returns why the game is over (`checkmate`), or `None` if the game goes on or
    /// the game has nothing more to say than the outcome.
    fn end_reason(&self) -> Option<String> {
        None
    }

    /// The ply at which the default MCTS and ISMCTS agents of `arena` and `bestmove`
    /// cut their random rollouts and score the state with [`ExampleGame::evaluate`]:
    /// `None` (play rollouts out) by default; a game whose random playouts may never
    /// end (robijn) sets one.
    const ROLLOUT_CUTOFF: Option<usize> = None;

    /// Returns how good the state is for `player`, in `-1.0..=1.0`: the game crate's
    /// simple evaluation (`<game>::eval::evaluate`), which the greedy agent, the
    /// leaves of alpha-beta and expectiminimax and the cut rollouts of MCTS use. The
    /// default, 0.0, rates every state as even.
    fn evaluate(&self, player: Player) -> f64 {
        let _ = player;
        0.0
    }

    /// Returns the seeded games the tour plays and prints. The default is one game
    /// from the start position (`parse_position(NAMES[0], "start")`) with seed 1.
    ///
    /// # Errors
    ///
    /// Returns the message of [`ExampleGame::parse_position`] if the start position
    /// cannot be set up.
    fn tour_games() -> Result<Vec<TourGame<Self::Full>>, String> {
        let name = Self::NAMES[0];
        Ok(vec![TourGame {
            title: name.to_owned(),
            start: Self::parse_position(name, "start")?.into_full(),
            seed: 1,
        }])
    }

    /// Returns the perft counts the tour checks against published numbers (none by
    /// default).
    ///
    /// # Errors
    ///
    /// Returns a message if a position of the cases cannot be set up.
    fn perft_cases() -> Result<Vec<PerftCase<Self>>, String> {
        Ok(Vec::new())
    }

    /// Replays every game of a record file (of an extension in
    /// [`ExampleGame::RECORD_EXTENSIONS`]), checking each move. The default reads
    /// nothing.
    fn replay_records(data: &[u8]) -> Vec<ReplayedGame> {
        let _ = data;
        Vec::new()
    }

    /// Replays every game of a record file like [`ExampleGame::replay_records`], with
    /// `variant` as the variant of games whose record does not name one (`replay
    /// --variant`). The default refuses: the game's records need no default.
    ///
    /// # Errors
    ///
    /// Returns a one-line message if the game has no such default or `variant` is not
    /// one of its variants.
    fn replay_records_as(data: &[u8], variant: &str) -> Result<Vec<ReplayedGame>, String> {
        let _ = data;
        Err(format!(
            "{} records take no --variant (got {variant:?})",
            Self::NAMES[0]
        ))
    }

    /// Counts perft keeping every capture route as its own move, the convention of
    /// the English draughts tables (`perft --keep-duplicates`). The default refuses:
    /// the game's moves have no routes.
    ///
    /// # Errors
    ///
    /// Returns a one-line message if the game has no such convention.
    fn perft_keep_duplicates(&self, depth: u32) -> Result<u64, String> {
        let _ = depth;
        Err(format!(
            "{} has no --keep-duplicates convention",
            Self::NAMES[0]
        ))
    }
}

fn sep(i: usize) -> &'static str {
    match i {
        0 => "",
        _ if i.is_multiple_of(8) => "\n",
        _ => " ",
    }
}

/// One game the tour plays between the agents.
#[derive(Clone, Debug)]
pub struct TourGame<G> {
    /// The title of the game in the tour (`chess960 start #123`).
    pub title: String,
    /// The start position.
    pub start: G,
    /// The seed of the agents and the chance generator.
    pub seed: u64,
}

/// One game of a record file, replayed by [`ExampleGame::replay_records`].
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ReplayedGame {
    /// The number of moves replayed, all legal.
    pub plies: usize,
    /// The first bad move: its 1-based ply (0 if the game could not start, such as an
    /// unsupported variant or a bad start position) and the reason (without the
    /// location, which is [`ReplayedGame::error_at`]).
    pub error: Option<(usize, String)>,
    /// Where the error lies in the file, as the library's error gives it: the 1-based
    /// line and column; `None` without an error.
    pub error_at: Option<(usize, usize)>,
    /// The first move played after the rules had already ended the game (a dead
    /// position, a fivefold repetition, the 75-move rule, a draughts draw rule): its
    /// 1-based ply and why the game had ended. Such a game is a warning, counted apart
    /// from errors (`ended-early`); `plies` still counts every move of the record.
    pub ended_early: Option<(usize, String)>,
}

/// Returns the lines `replay` prints for the record file `name` whose games are
/// `games`: `<name>: games <N> plies <P> errors <E> ended-early <W>`, then per game
/// in order `<name>: game <g>, line <l>, column <c>, ply <p>: <reason>` for its error
/// (the location as the reader gives it; without one, `<name>: game <g>, ply <p>:
/// <reason>`) and `<name>: game <g>, ply <p>: ended early: <reason>` if it went on
/// after the rules had ended it (games and plies numbered from 1; ply 0 before the
/// moves). Errors are only unreadable or illegal moves; a game that ended early is
/// counted apart.
#[must_use]
pub fn replay_report(name: &str, games: &[ReplayedGame]) -> Vec<String> {
    let plies: usize = games.iter().map(|g| g.plies).sum();
    let errors = games.iter().filter(|g| g.error.is_some()).count();
    let early = games.iter().filter(|g| g.ended_early.is_some()).count();
    let mut lines = vec![format!(
        "{name}: games {} plies {plies} errors {errors} ended-early {early}",
        games.len()
    )];
    for (g, game) in games.iter().enumerate() {
        if let Some((ply, reason)) = &game.error {
            lines.push(match game.error_at {
                Some((line, column)) => format!(
                    "{name}: game {}, line {line}, column {column}, ply {ply}: {reason}",
                    g + 1
                ),
                None => format!("{name}: game {}, ply {ply}: {reason}", g + 1),
            });
        }
        if let Some((ply, reason)) = &game.ended_early {
            lines.push(format!(
                "{name}: game {}, ply {ply}: ended early: {reason}",
                g + 1
            ));
        }
    }
    lines
}

/// A game played by [`play_game`].
#[derive(Clone, Debug)]
pub struct Record<G: Game> {
    /// The start position.
    pub start: G,
    /// The moves and chance outcomes, in order.
    pub moves: Vec<G::Move>,
    /// The position after the last move.
    pub end: G,
}

impl<G: Game> Record<G> {
    /// Returns the outcome, or `None` if the game stopped at the ply limit.
    pub fn outcome(&self) -> Option<Outcome> {
        self.end.outcome()
    }
}

/// Why [`play_game`] could not go on: the game did not stop by its rules or the ply
/// limit.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PlayError {
    /// The game seats more players than there are agents.
    MissingAgent {
        /// The seat without an agent.
        seat: Player,
        /// The number of agents given.
        agents: usize,
    },
    /// An agent chose no move although it had legal moves.
    NoChoice {
        /// The seat of the agent.
        seat: Player,
        /// The 1-based ply it was to play.
        ply: usize,
    },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::MissingAgent { seat, agents } => {
                write!(f, "no agent for {seat} (only {agents} agents)")
            }
            Self::NoChoice { seat, ply } => {
                write!(f, "the agent of {seat} chose no move at ply {ply}")
            }
        }
    }
}

impl std::error::Error for PlayError {}

/// Plays a game from `start`: at a player's turn the agent in that player's seat
/// (`agents[player.index()]`, a [`search::Agent`], which sees only what its seat may
/// see) chooses with its own generator `agent_rngs[player.index()]`, and every agent
/// is told each move ([`search::Agent::observe`]); at a chance node `rng` draws by
/// [`Game::chance_weight`]. Stops when the game is over or after `max_plies` moves.
///
/// The same agents and seeds replay the same game.
///
/// # Errors
///
/// Returns [`PlayError::MissingAgent`] if a seat of the game (up to
/// [`Game::players`]) has no agent or no generator, and [`PlayError::NoChoice`] if an
/// agent passes with legal moves to choose from: a game stopped for lack of a move is
/// an error, not an unfinished game.
///
/// # Panics
///
/// Panics if the game reaches a chance node whose weights are all 0 (a bug of the
/// game; see [`boardcore::random_move`]).
pub fn play_game<G: Game>(
    start: &G,
    agents: &mut [Box<dyn search::Agent<G>>],
    agent_rngs: &mut [search::SearchRng],
    rng: &mut ChaCha8Rng,
    max_plies: usize,
) -> Result<Record<G>, PlayError> {
    let seats = agents.len().min(agent_rngs.len());
    if let Some(seat) = Player::new(seats).filter(|p| p.index() < start.players()) {
        return Err(PlayError::MissingAgent {
            seat,
            agents: seats,
        });
    }
    let mut pos = start.clone();
    let mut moves = Vec::new();
    while moves.len() < max_plies {
        let mv = match pos.turn() {
            Turn::Over(_) => None,
            Turn::Chance => {
                let legal = pos.legal_moves();
                boardcore::random_move(&pos, legal.as_ref(), rng)
            }
            Turn::Player(seat) => {
                let (Some(agent), Some(agent_rng)) = (
                    agents.get_mut(seat.index()),
                    agent_rngs.get_mut(seat.index()),
                ) else {
                    return Err(PlayError::MissingAgent {
                        seat,
                        agents: seats,
                    });
                };
                let mv = agent.choose(&pos, agent_rng).map(|c| c.mv);
                if mv.is_none() && !pos.legal_moves().as_ref().is_empty() {
                    return Err(PlayError::NoChoice {
                        seat,
                        ply: moves.len() + 1,
                    });
                }
                mv
            }
        };
        let Some(mv) = mv else { break };
        for agent in agents.iter_mut() {
            agent.observe(&pos, mv);
        }
        pos.play_unchecked(mv);
        moves.push(mv);
    }
    Ok(Record {
        start: start.clone(),
        moves,
        end: pos,
    })
}

/// Writes how a game ended: `White wins (checkmate)`, `players 0 and 2 win`, `draw
/// (stalemate)`, or `unfinished (move limit of 400 plies)`.
pub fn describe_result<G: ExampleGame>(record: &Record<G>, max_plies: usize) -> String {
    match record.outcome() {
        Some(outcome) => {
            let what = describe_outcome::<G>(outcome);
            match record.end.end_reason() {
                Some(why) => format!("{what} ({why})"),
                None => what,
            }
        }
        None => format!("unfinished (move limit of {max_plies} plies)"),
    }
}

/// Writes an outcome with the game's seat names: `White wins`, `draw`, or for a
/// shared win the outcome's own words (`players 0 and 2 win`).
#[must_use]
pub fn describe_outcome<G: ExampleGame>(outcome: Outcome) -> String {
    match outcome.winner() {
        Some(p) => format!("{} wins", G::seat_name(p)),
        None if outcome.is_draw() => "draw".to_owned(),
        None => outcome.to_string(),
    }
}

/// A perft count to check against a published number.
#[derive(Clone, Debug)]
pub struct PerftCase<G> {
    /// The game or variant name (`chess960`).
    pub game: &'static str,
    /// A short label for the position (`start`, `kiwipete`).
    pub label: &'static str,
    /// The position.
    pub position: G,
    /// The depth in plies.
    pub depth: u32,
    /// The published leaf count.
    pub expected: u64,
}

impl<G: ExampleGame> PerftCase<G> {
    /// Runs the count ([`boardcore::perft`]), writes one line to `out` with `OK` or
    /// `FAIL` and the speed, and returns whether the count matched.
    ///
    /// # Errors
    ///
    /// Returns the error of writing to `out`.
    pub fn check(&self, out: &mut dyn std::io::Write) -> std::io::Result<bool> {
        let (nodes, elapsed) = timed(|| boardcore::perft(&self.position, self.depth));
        let ok = nodes == self.expected;
        let verdict = if ok { "OK  " } else { "FAIL" };
        write!(
            out,
            "{:<9} {:<9} depth {} {:>10} nodes  {verdict}  {:>14}",
            self.game,
            self.label,
            self.depth,
            nodes,
            nodes_per_second(nodes, elapsed),
        )?;
        if ok {
            writeln!(out)?;
        } else {
            writeln!(out, "  (expected {})", self.expected)?;
        }
        Ok(ok)
    }
}

/// Runs `f` and returns its result with the time it took.
pub fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = std::time::Instant::now();
    let value = f();
    (value, start.elapsed())
}

/// Writes a speed such as `31.4 Mnodes/s`.
#[must_use]
pub fn nodes_per_second(nodes: u64, elapsed: Duration) -> String {
    per_second(nodes, elapsed, "nodes")
}

/// Writes a rate such as `31.4 Mnodes/s` or `812 games/s`: `count` things of `unit`
/// per second.
#[must_use]
pub fn per_second(count: u64, elapsed: Duration, unit: &str) -> String {
    let rate = count as f64 / elapsed.as_secs_f64().max(1e-9);
    if rate >= 1e6 {
        format!("{:.1} M{unit}/s", rate / 1e6)
    } else if rate >= 1e3 {
        format!("{:.1} k{unit}/s", rate / 1e3)
    } else {
        format!("{rate:.0} {unit}/s")
    }
}

/// The code blocks of the root `README.md`, run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../../README.md")]
pub struct ReadmeDoctests;

/// Joins the words of a position given as several arguments (`start 31` for a
/// backgammon board and its roll), refusing an empty word (`"" 31` would otherwise
/// read as `31`).
///
/// # Errors
///
/// Returns the message of an empty or blank word.
pub fn position_words(first: &str, more: &[String]) -> Result<String, String> {
    let words: Vec<&str> = std::iter::once(first)
        .chain(more.iter().map(String::as_str))
        .collect();
    if let Some(i) = words.iter().position(|w| w.trim().is_empty()) {
        return Err(format!(
            "empty word {} of the position: give each word of the position, such as start 31",
            i + 1
        ));
    }
    Ok(words.join(" "))
}
