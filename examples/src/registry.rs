//! The registry of the example programs: the game argument, read by
//! [`boardgames::load`] ([`GameArg`]: any registered game with parameters,
//! `draughts(variant=english)`, `backgammon(match_length=5)`, or an alias such as
//! `dominoes-draw-4`), and the example-only glue of each game, one [`Entry`] per
//! game, built by [`entry`] from the game's [`ExampleGame`] impl.
//!
//! `perft` and `playout` run entirely through the object-safe `boardgames` API: the
//! state comes from the loaded configuration ([`read_state`]) and the counts from the
//! static fast paths of [`boardgames::State`] (`perft_threads`, `perft_divide`,
//! `playouts`: boardcore's generic code on the concrete game). The [`Entry`] of a
//! game adds only what is example-only: the command-line position forms beyond
//! `start` and the full-state notation (lenient FEN, a Chess960 number, a backgammon
//! XGID, seeded deals), the texts of `moves` and `tour` (standard notation, diagrams,
//! seat names, why a game ended), the tour's games and perft checks, and the record
//! readers of `replay`. Any configuration of a game with an entry (any
//! parameters) uses the entry's texts; a registered game without an entry still
//! works in `perft`, `moves` and `playout`, with the generic reader and texts of
//! [`boardgames`], and in the tour's playouts.
//!
//! Adding a game is one [`boardgames`] registry entry (its `GameDef`); then every
//! program knows it. For the example-only extras, write
//! `examples/src/games/<game>.rs` with `impl ExampleGame for <Position>` and add
//! `entry::<<game>::Position>()` to [`GAMES`].

use crate::games::GAMES;
use crate::output::ProgramError;
use crate::{
    ExampleGame, ReplayedGame, describe_outcome, describe_result, nodes_per_second, play_game,
    timed,
};
use boardcore::{Player, PlayoutStats};
use boardgames::{CurrentPlayer, GameSpec, LoadedGame, State};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::fmt;
use std::io::Write;
use std::sync::Arc;
use std::time::Duration;

/// Reads a position argument of an example name into a state of a configuration:
/// `(game, name, position, seed)`, see [`state_arg`].
pub type ReadState = fn(
    game: &dyn LoadedGame,
    name: &str,
    position: &str,
    seed: Option<u64>,
) -> Result<Box<dyn State>, String>;

/// Plays and writes one seeded tour game: `(out, title, start, seed, max_plies)`,
/// see [`tour_game`].
pub type TourGameFn = fn(
    out: &mut dyn Write,
    title: &str,
    state: &dyn State,
    seed: u64,
    max_plies: usize,
) -> Result<bool, ProgramError>;

/// The example-only glue of one game: its example names, and the generic bodies
/// instantiated for it.
///
/// Built by [`entry`]; the fields are plain function pointers so that the registry is
/// a `static` slice.
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    /// The names the game answers to (the main one first, then variants); each is
    /// an alias (or the name) of a game of [`boardgames::registered_games`].
    pub names: &'static [&'static str],
    /// The extensions (lowercase, no dot) of the record files `replay` reads for this
    /// game.
    pub record_extensions: &'static [&'static str],
    /// Reads a position argument of example name `name` into a state of `game`: see
    /// [`state_arg`].
    pub state: ReadState,
    /// The body of `moves` on a state of this game (`None` if the state is of another
    /// game): see [`moves_of`].
    pub moves: fn(state: &dyn State) -> Option<MovesReport>,
    /// `perft --keep-duplicates` on a state of this game: see
    /// [`ExampleGame::perft_keep_duplicates`].
    pub perft_keep_duplicates: fn(state: &dyn State, depth: u32) -> Result<u64, String>,
    /// Plays and writes one seeded tour game from a state of this game (`Ok(false)` if
    /// the state is of another game): see [`tour_game`].
    pub tour_game: TourGameFn,
    /// The tour's games: see [`tour_games`].
    pub tour_games: fn(out: &mut dyn Write, max_plies: usize) -> Result<(), ProgramError>,
    /// The tour's perft checks: see [`tour_perft`].
    pub tour_perft: fn(out: &mut dyn Write) -> Result<Vec<&'static str>, ProgramError>,
    /// The body of `replay` for one file: see [`ExampleGame::replay_records`].
    pub replay: fn(data: &[u8]) -> Vec<ReplayedGame>,
    /// The body of `replay --variant` for one file: see
    /// [`ExampleGame::replay_records_as`].
    pub replay_as: fn(data: &[u8], variant: &str) -> Result<Vec<ReplayedGame>, String>,
}

/// Returns the registry entry of game `G`.
#[must_use]
pub const fn entry<G: ExampleGame>() -> Entry {
    Entry {
        names: G::NAMES,
        record_extensions: G::RECORD_EXTENSIONS,
        state: state_arg::<G>,
        moves: moves_of::<G>,
        perft_keep_duplicates: keep_duplicates::<G>,
        tour_game: tour_game::<G>,
        tour_games: tour_games::<G>,
        tour_perft: tour_perft::<G>,
        replay: G::replay_records,
        replay_as: G::replay_records_as,
    }
}

/// Returns the entry of the game (or variant) called `name`.
#[must_use]
pub fn find(name: &str) -> Option<&'static Entry> {
    GAMES.iter().find(|e| e.names.contains(&name))
}

/// Returns the entry of the game whose records have file extension `extension`
/// (compared without regard to ASCII case).
#[must_use]
pub fn find_by_extension(extension: &str) -> Option<&'static Entry> {
    GAMES.iter().find(|e| {
        e.record_extensions
            .iter()
            .any(|x| x.eq_ignore_ascii_case(extension))
    })
}

/// Returns the example names of the games (`chess`, `draughts-english`, ...), each
/// an alias or name of [`boardgames`]; `arena` and `bestmove` take these.
#[must_use]
pub fn game_names() -> Vec<&'static str> {
    GAMES.iter().flat_map(|e| e.names.iter().copied()).collect()
}

/// Returns the record file extensions `replay` knows, in registry order.
#[must_use]
pub fn record_extensions() -> Vec<&'static str> {
    GAMES
        .iter()
        .flat_map(|e| e.record_extensions.iter().copied())
        .collect()
}

/// A game argument: a game string that [`boardgames::load`] reads, with the example
/// entry of its game.
#[derive(Clone)]
pub struct GameArg {
    /// The game string as given.
    pub text: String,
    /// The loaded configuration.
    pub game: Arc<dyn LoadedGame>,
    /// The example name with exactly this configuration (`draughts-english` for
    /// `draughts(variant=english)`), if any: its position forms apply.
    pub example: Option<&'static str>,
    /// The example entry of the game (whatever the parameters), if any.
    pub entry: Option<&'static Entry>,
}

impl fmt::Debug for GameArg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameArg")
            .field("text", &self.text)
            .field("spec", &self.game.spec())
            .field("example", &self.example)
            .finish_non_exhaustive()
    }
}

impl GameArg {
    /// Reads a game string with [`boardgames::load`]; the value parser of the game
    /// argument of `perft`, `moves`, `playout`, `replay` and `tour`.
    ///
    /// # Errors
    ///
    /// Returns the message of the [`boardgames::LoadError`], which names the
    /// unknown game, parameter or value and lists what is accepted.
    pub fn parse(text: &str) -> Result<Self, String> {
        let game: Arc<dyn LoadedGame> =
            Arc::from(boardgames::load(text).map_err(|e| e.to_string())?);
        let spec = game.spec();
        let loads = |name: &str| boardgames::load(name).ok();
        let example = game_names()
            .into_iter()
            .find(|&name| loads(name).is_some_and(|g| g.spec() == spec));
        let entry = GAMES.iter().find(|e| {
            e.names
                .iter()
                .any(|&name| loads(name).is_some_and(|g| g.name() == game.name()))
        });
        Ok(Self {
            text: text.to_owned(),
            game,
            example,
            entry,
        })
    }

    /// The example name whose position forms read positions of this game: the one
    /// of this configuration, else the first of the entry for the same registered
    /// game.
    fn example_name(&self) -> Option<&'static str> {
        self.example.or_else(|| {
            self.entry?
                .names
                .iter()
                .copied()
                .find(|&name| boardgames::load(name).is_ok_and(|g| g.name() == self.game.name()))
        })
    }
}

/// The help text on the games: every registered game with its parameters and
/// aliases ([`boardgames::registered_games`]).
#[must_use]
pub fn games_help() -> String {
    let mut text = String::from(
        "Games (a game string: a name or alias, with parameters such as \
         draughts(variant=english), backgammon(match_length=5), chess960(start=100)):\n",
    );
    for def in boardgames::registered_games() {
        text.push_str(&def.to_string());
    }
    text
}

/// Returns `arg` without a leading UTF-8 byte order mark, which a position string
/// copied from a file saved by some editors starts with.
#[must_use]
pub fn without_bom(arg: &str) -> &str {
    arg.strip_prefix('\u{feff}').unwrap_or(arg)
}

/// Reads the position argument (and `--seed`) of a program into a state of `game`.
///
/// - `start` without a seed: the start of the configuration;
/// - a configuration of an example name (`chess`, `backgammon-match`, ...): that
///   name's forms ([`ExampleGame::parse_position`], [`ExampleGame::seeded_start`]:
///   lenient FEN, a Chess960 start number, a backgammon board with its roll, a
///   GNUBGID or XGID, ...);
/// - otherwise, the generic forms of [`boardgames`]: `start` followed by actions in
///   the game's notation (`start 31`: backgammon's opening roll), a number for a
///   game with a `start` parameter (Chess960), or the full-state notation of the
///   game ([`LoadedGame::state_from_str`]), and finally the forms of the game's
///   example entry if it has one; `--seed S` with `start` sets the game's `seed`
///   parameter (smokkelen, locksley) or draws the opening chance outcomes (a deal)
///   from `ChaCha8Rng::seed_from_u64(S)`.
///
/// A leading UTF-8 byte order mark is skipped ([`without_bom`]).
///
/// # Errors
///
/// Returns a one-line message if the argument is invalid or a seed comes with a game
/// that has no random start or with a position other than `start`.
pub fn read_state(
    game: &GameArg,
    position: &str,
    seed: Option<u64>,
) -> Result<Box<dyn State>, String> {
    let text = without_bom(position).trim();
    if text == "start" && seed.is_none() {
        return Ok(game.game.new_initial_state());
    }
    if let (Some(name), Some(entry)) = (game.example, game.entry) {
        // The example's forms first; its error if the generic forms fail too.
        return (entry.state)(game.game.as_ref(), name, position, seed).or_else(|e| {
            if seed.is_some() {
                return Err(e);
            }
            generic_state(game, position, seed, false).map_err(|_| e)
        });
    }
    generic_state(game, position, seed, true)
}

/// The generic forms of [`read_state`], then (with `family`) those of the example
/// entry of the game.
fn generic_state(
    game: &GameArg,
    position: &str,
    seed: Option<u64>,
    family: bool,
) -> Result<Box<dyn State>, String> {
    let text = without_bom(position).trim();
    let mut words = text.split_whitespace();
    if words.next() == Some("start") {
        let mut state = match seed {
            None => game.game.new_initial_state(),
            Some(seed) => seeded_start(game, seed)?,
        };
        for word in words {
            let action = word_action(state.as_ref(), word)?;
            state
                .apply_action(action)
                .map_err(|e| format!("invalid position: {e}"))?;
        }
        return Ok(state);
    }
    if seed.is_some() {
        return Err(format!(
            "invalid --seed: it draws a random start, so it goes with the bare position `start`, not {}",
            boardcore::Excerpt::new(position)
        ));
    }
    if !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && has_param(game, "start") {
        let spec = with_param(game, "start", text);
        return boardgames::load(&spec)
            .map(|g| g.new_initial_state())
            .map_err(|e| format!("invalid position: {e}"));
    }
    match game.game.state_from_str(text) {
        Ok(state) => Ok(state),
        Err(e) => match (game.example_name(), game.entry) {
            (Some(name), Some(entry)) if family => {
                (entry.state)(game.game.as_ref(), name, position, None)
                    .map_err(|other| format!("{other} (nor {e})"))
            }
            _ => Err(format!("invalid position: {e}")),
        },
    }
}

/// The legal action of `state` that `word` names: in the game's notation, or as
/// the last word of the action's text (`31` for backgammon's `opening 31`).
fn word_action(state: &dyn State, word: &str) -> Result<boardgames::Action, String> {
    match state.string_to_action(word) {
        Ok(action) if state.is_legal_action(action) => Ok(action),
        first => state
            .legal_actions_slice()
            .iter()
            .copied()
            .find(|&a| {
                state
                    .action_to_string(a)
                    .is_ok_and(|t| t.rsplit(' ').next() == Some(word))
            })
            .ok_or_else(|| match first {
                Err(e) => format!("invalid position: {e}"),
                Ok(_) => format!("invalid position: {word} is not legal here"),
            }),
    }
}

/// Whether the registered game of `game` has parameter `name`.
fn has_param(game: &GameArg, name: &str) -> bool {
    boardgames::registered_games()
        .iter()
        .any(|def| def.name == game.game.name() && def.params.iter().any(|p| p.name == name))
}

/// The canonical game string of `game` with parameter `name` set to `value`.
fn with_param(game: &GameArg, name: &str, value: &str) -> String {
    let mut spec: GameSpec = game.game.spec().parse().unwrap_or_else(|_| GameSpec {
        name: game.game.name().to_owned(),
        params: Vec::new(),
    });
    spec.params.retain(|(k, _)| k != name);
    spec.params.push((name.to_owned(), value.to_owned()));
    spec.to_string()
}

/// The seeded start of a configuration without an example name: its `seed`
/// parameter set, or the opening chance outcomes drawn with the seed.
fn seeded_start(game: &GameArg, seed: u64) -> Result<Box<dyn State>, String> {
    if has_param(game, "seed") {
        let spec = with_param(game, "seed", &seed.to_string());
        return boardgames::load(&spec)
            .map(|g| g.new_initial_state())
            .map_err(|e| format!("invalid --seed: {e}"));
    }
    let mut state = game.game.new_initial_state();
    if !state.is_chance_node() {
        return Err(format!(
            "invalid --seed: {} has no random start: --seed applies to other games",
            game.game.spec()
        ));
    }
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    while state.current_player() == CurrentPlayer::Chance {
        let outcomes = state.chance_outcomes();
        let total = outcomes.first().map_or(0, |o| o.total);
        let mut pick = rng.random_range(0..total.max(1));
        let mut chosen = outcomes[0].action;
        for o in &outcomes {
            if pick < u64::from(o.weight) {
                chosen = o.action;
                break;
            }
            pick -= u64::from(o.weight);
        }
        state
            .apply_action(chosen)
            .map_err(|e| format!("invalid --seed: {e}"))?;
    }
    Ok(state)
}

/// Reads the position argument of game (or variant) `name` as `G` (`start` with a
/// seed is [`ExampleGame::seeded_start`], anything else
/// [`ExampleGame::parse_position`]; a leading byte order mark is skipped), and
/// returns it under the complete rules as a state of `game`.
///
/// # Errors
///
/// Returns a one-line message if the argument is invalid, a seed comes with a game
/// that has no seeded start (the game's reason) or with a position other than the
/// bare `start`, or the position is not of `game`'s configuration.
pub fn state_arg<G: ExampleGame>(
    game: &dyn LoadedGame,
    name: &str,
    position: &str,
    seed: Option<u64>,
) -> Result<Box<dyn State>, String> {
    let pos: G = position_arg(name, position, seed)?;
    game.state_from_game(&pos.into_full()).ok_or_else(|| {
        format!(
            "invalid position: {} is not a position of {}",
            boardcore::Excerpt::new(position),
            game.spec()
        )
    })
}

/// Reads the position argument of game (or variant) `name`: `start` with a seed is
/// [`ExampleGame::seeded_start`], anything else [`ExampleGame::parse_position`]. A
/// leading UTF-8 byte order mark is skipped ([`without_bom`]).
///
/// # Errors
///
/// Returns a one-line message if the argument is invalid, or a seed comes with a
/// game that has no seeded start (the game's reason) or with a position other than
/// the bare `start`.
pub fn position_arg<G: ExampleGame>(
    name: &str,
    position: &str,
    seed: Option<u64>,
) -> Result<G, String> {
    match (without_bom(position), seed) {
        ("start", Some(seed)) => {
            G::seeded_start(name, seed).map_err(|e| format!("invalid --seed: {e}"))
        }
        (_, Some(seed)) => Err(match G::seeded_start(name, seed) {
            Err(e) => format!("invalid --seed: {e}"),
            Ok(_) => format!(
                "invalid --seed: it draws a random start, so it goes with the bare position `start`, not {}",
                boardcore::Excerpt::new(position)
            ),
        }),
        (arg, None) => G::parse_position(name, arg).map_err(|e| format!("invalid position: {e}")),
    }
}

/// What `perft` counts.
#[derive(Clone, Debug)]
pub struct PerftRequest<'a> {
    /// The game.
    pub game: &'a GameArg,
    /// The `<position|start>` argument.
    pub position: &'a str,
    /// Plies to count.
    pub depth: u32,
    /// Whether to count below each legal move.
    pub divide: bool,
    /// Threads to count on (1: on the calling thread).
    pub threads: usize,
    /// With `position == "start"`: the seed of a random start (see [`read_state`]).
    pub seed: Option<u64>,
    /// Count every capture route as its own move
    /// ([`ExampleGame::perft_keep_duplicates`]; one thread, no `divide`).
    pub keep_duplicates: bool,
}

/// What `perft` counted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PerftReport {
    /// With `divide`: `(move in machine notation, count)` per legal move, sorted by
    /// move.
    pub divide: Vec<(String, u64)>,
    /// The leaf count.
    pub nodes: u64,
    /// The time the count took.
    pub elapsed: Duration,
}

/// Counts the leaves below a position through the static fast paths of
/// [`boardgames::State`] (`perft_threads`, `perft_divide`: boardcore's generic perft
/// on the concrete game, on `threads` threads, the same count).
///
/// # Errors
///
/// Returns a message if the position argument is invalid, or `--keep-duplicates`
/// is asked of a game without the convention or with `--divide`.
pub fn perft(request: &PerftRequest<'_>) -> Result<PerftReport, String> {
    let state = read_state(request.game, request.position, request.seed)?;
    let depth = request.depth;
    if request.keep_duplicates {
        if request.divide {
            return Err("--divide does not combine with --keep-duplicates".to_owned());
        }
        let keep = request.game.entry.map(|e| e.perft_keep_duplicates);
        let (nodes, elapsed) = timed(|| match keep {
            Some(keep) => keep(state.as_ref(), depth),
            None => Err(format!(
                "{} has no --keep-duplicates convention",
                request.game.game.name()
            )),
        });
        return Ok(PerftReport {
            divide: Vec::new(),
            nodes: nodes?,
            elapsed,
        });
    }
    let ((divide, nodes), elapsed) = timed(|| {
        if request.divide {
            let mut lines = state.perft_divide(depth, request.threads);
            lines.sort();
            let nodes = if depth == 0 {
                1
            } else {
                lines.iter().map(|(_, n)| n).sum()
            };
            (lines, nodes)
        } else {
            (Vec::new(), state.perft_threads(depth, request.threads))
        }
    });
    Ok(PerftReport {
        divide,
        nodes,
        elapsed,
    })
}

/// `perft --keep-duplicates` on `state`, a state of `G`'s complete game.
fn keep_duplicates<G: ExampleGame>(state: &dyn State, depth: u32) -> Result<u64, String> {
    let full = state
        .game_any()
        .downcast_ref::<G::Full>()
        .ok_or_else(|| format!("{} has no --keep-duplicates convention", state.game_name()))?;
    G::from_full(full).perft_keep_duplicates(depth)
}

/// The legal moves of a position, for `moves`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MovesReport {
    /// `<move in standard notation>\t<position after>` per legal move, sorted.
    pub lines: Vec<String>,
    /// How the game ended (`White wins (checkmate)`), if it is over.
    pub game_over: Option<String>,
}

/// Lists the legal moves of a position of `game` with the position after each:
/// with the texts of the game's example entry ([`moves_of`]), or else of
/// [`boardgames`] (each legal action in the game's notation, then the full state
/// after it).
///
/// # Errors
///
/// Returns a message if the position argument is invalid (see [`read_state`]).
pub fn moves(game: &GameArg, position: &str, seed: Option<u64>) -> Result<MovesReport, String> {
    let state = read_state(game, position, seed)?;
    if let Some(report) = game.entry.and_then(|e| (e.moves)(state.as_ref())) {
        return Ok(report);
    }
    let mut lines = Vec::new();
    for &action in state.legal_actions_slice() {
        let mut after = state.clone();
        after.apply_action_unchecked(action);
        let text = state.action_to_string(action).map_err(|e| e.to_string())?;
        lines.push(format!("{text}\t{after}"));
    }
    lines.sort();
    let game_over = state.outcome().map(|o| match o.winner() {
        Some(p) => format!("{p} wins"),
        None if o.is_draw() => "draw".to_owned(),
        None => o.to_string(),
    });
    Ok(MovesReport { lines, game_over })
}

/// Lists the legal moves of `state`, a state of `G`'s complete game, with the
/// position after each, in `G`'s texts (`None` if the state is of another game).
#[must_use]
pub fn moves_of<G: ExampleGame>(state: &dyn State) -> Option<MovesReport> {
    let pos = G::from_full(state.game_any().downcast_ref::<G::Full>()?);
    let mut lines: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .filter(|&mv| !pos.is_forced_pass(mv))
        .map(|mv| {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            format!("{}\t{}", pos.format_move(mv), after.moves_after_text())
        })
        .collect();
    lines.sort();
    let game_over = pos.outcome().map(|outcome| {
        let why = pos
            .end_reason()
            .map(|r| format!(" ({r})"))
            .unwrap_or_default();
        format!("{}{why}", describe_outcome::<G>(outcome))
    });
    Some(MovesReport { lines, game_over })
}

/// What `playout` plays.
#[derive(Clone, Debug)]
pub struct PlayoutRequest<'a> {
    /// The game.
    pub game: &'a GameArg,
    /// The `<position|start>` to play from.
    pub position: &'a str,
    /// The number of games.
    pub games: u64,
    /// The seed: game `i` plays on [`boardcore::playout_rng`]`(seed, i)`.
    pub seed: u64,
    /// The longest game, in plies (chance outcomes included).
    pub max_plies: usize,
    /// Threads to play on (1: on the calling thread; the same totals).
    pub threads: usize,
}

/// The totals of `playout`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PlayoutReport {
    /// The number of seats of the game.
    pub players: usize,
    /// The totals.
    pub stats: PlayoutStats,
    /// The time the games took.
    pub elapsed: Duration,
}

impl PlayoutReport {
    /// Returns the lines `playout` prints: `games <N> plies <P>`, `wins <seat> <count>`
    /// per seat (seats numbered from 1), `draws <N>`, and `unfinished <N>` if any game
    /// reached the ply limit.
    #[must_use]
    pub fn lines(&self) -> Vec<String> {
        let s = &self.stats;
        let mut lines = vec![format!("games {} plies {}", s.games, s.plies)];
        for seat in (0..self.players).filter_map(Player::new) {
            lines.push(format!("wins {} {}", seat.index() + 1, s.wins[seat]));
        }
        lines.push(format!("draws {}", s.draws));
        if s.unfinished > 0 {
            lines.push(format!("unfinished {}", s.unfinished));
        }
        lines
    }
}

/// Plays seeded random games of the game under its complete rules from the
/// position of `request` through the static fast path
/// [`boardgames::State::playouts`] (boardcore's generic playouts on the concrete
/// game; the same totals on any number of threads).
///
/// # Errors
///
/// Returns a message if the position argument is invalid.
pub fn playout(request: &PlayoutRequest<'_>) -> Result<PlayoutReport, String> {
    let state = read_state(request.game, request.position, None)?;
    let (stats, elapsed) = timed(|| {
        state.playouts(
            request.games,
            request.seed,
            request.max_plies,
            request.threads,
        )
    });
    Ok(PlayoutReport {
        players: state.num_players(),
        stats,
        elapsed,
    })
}

/// Plays one seeded tour game from `state` if it is a state of `G`'s complete game
/// and writes it to `out` (see [`tour_games`]); returns `false` for a state of
/// another game.
///
/// # Errors
///
/// Returns a message if the game cannot go on, and the error of writing to `out`.
pub fn tour_game<G: ExampleGame>(
    out: &mut dyn Write,
    title: &str,
    state: &dyn State,
    seed: u64,
    max_plies: usize,
) -> Result<bool, ProgramError> {
    let Some(start) = state.game_any().downcast_ref::<G::Full>() else {
        return Ok(false);
    };
    show_game(out, title, start, seed, max_plies)?;
    Ok(true)
}

/// Plays the tour's games of `G` ([`ExampleGame::tour_games`]) and writes each to
/// `out`: the agents, the moves, the final diagram and the result. Seats alternate
/// random and greedy agents, the first seat random.
///
/// # Errors
///
/// Returns a message if a start position cannot be set up or a game cannot go on
/// (see [`crate::PlayError`]), and the error of writing to `out`.
pub fn tour_games<G: ExampleGame>(
    out: &mut dyn Write,
    max_plies: usize,
) -> Result<(), ProgramError> {
    for game in G::tour_games()? {
        show_game(out, &game.title, &game.start, game.seed, max_plies)?;
    }
    Ok(())
}

/// Plays one seeded game and writes it to `out`.
fn show_game<G: ExampleGame>(
    out: &mut dyn Write,
    title: &str,
    start: &G,
    seed: u64,
    max_plies: usize,
) -> Result<(), ProgramError> {
    let seats = start.players();
    let mut agents: Vec<Box<dyn search::Agent<G>>> = (0..seats)
        .map(|i| -> Box<dyn search::Agent<G>> {
            if i % 2 == 0 {
                Box::new(search::RandomAgent::new())
            } else {
                Box::new(search::GreedyAgent::new(|g: &G, p| g.evaluate(p)))
            }
        })
        .collect();
    let mut agent_rngs: Vec<search::SearchRng> = (0..seats)
        .map(|i| search::SearchRng::seed_from_u64(seed + i as u64))
        .collect();
    let names: Vec<String> = agents
        .iter()
        .zip((0..seats).filter_map(Player::new))
        .map(|(agent, seat)| format!("{} ({})", G::seat_name(seat), agent.name()))
        .collect();
    let mut table = ChaCha8Rng::seed_from_u64(seed + seats as u64);
    let record = play_game(start, &mut agents, &mut agent_rngs, &mut table, max_plies)
        .map_err(|e| format!("{title}: {e}"))?;
    writeln!(out, "== {title}: {}, seed {seed} ==", names.join(" vs "))?;
    writeln!(out, "start {start}")?;
    writeln!(out, "{}\n", G::movetext(start, &record.moves))?;
    write!(out, "{}", record.end.diagram())?;
    writeln!(
        out,
        "result: {} after {} plies\n",
        describe_result(&record, max_plies),
        record.moves.len()
    )?;
    Ok(())
}

/// Runs the tour's perft checks of `G` ([`ExampleGame::perft_cases`]), writing one
/// line per case to `out`, and returns the names of the games or variants with a
/// wrong count.
///
/// # Errors
///
/// Returns a message if a position of the cases cannot be set up, and the error of
/// writing to `out`.
pub fn tour_perft<G: ExampleGame>(out: &mut dyn Write) -> Result<Vec<&'static str>, ProgramError> {
    let mut failed = Vec::new();
    // Run every case, even after a failure.
    for case in G::perft_cases()? {
        if !case.check(out)? && !failed.contains(&case.game) {
            failed.push(case.game);
        }
    }
    Ok(failed)
}

/// Writes a perft speed line for stderr: `time 1.234 s, 31.4 Mnodes/s`.
#[must_use]
pub fn speed_line(report: &PerftReport) -> String {
    format!(
        "time {:.3} s, {}",
        report.elapsed.as_secs_f64(),
        nodes_per_second(report.nodes, report.elapsed)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arg(text: &str) -> GameArg {
        GameArg::parse(text).expect("a game string")
    }

    #[test]
    fn names_and_extensions_find_one_entry_each() {
        let names = game_names();
        assert_eq!(&names[..2], ["chess", "chess960"]);
        for (i, name) in names.iter().enumerate() {
            assert!(!names[..i].contains(name), "{name} is listed twice");
            assert!(find(name).is_some_and(|e| e.names.contains(name)));
        }
        assert!(find("checkers").is_none());
        assert!(find_by_extension("PGN").is_some_and(|e| e.names[0] == "chess"));
        assert!(find_by_extension("xyz").is_none());
        assert!(find_by_extension("pdn").is_some_and(|e| e.names[0] == "draughts-international"));
        assert!(find_by_extension("SGF").is_some_and(|e| e.names[0] == "backgammon"));
        assert_eq!(record_extensions(), ["pgn", "pdn", "mat", "txt", "sgf"]);
    }

    #[test]
    fn every_game_reports_a_replay_error_in_one_shape() {
        // `<file>: game N, line L, column C, ply P: <reason>`: the location once,
        // from the library's error, the ply 1-based.
        for (ext, text, expected) in [
            (
                "mat",
                " 1 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/5   64: 24/18 13/8\n",
                "x.mat: game 1, line 5, column 20, ply 2: illegal play",
            ),
            (
                "mat",
                " 1 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/\n",
                "x.mat: game 1, line 5, column 10, ply 0: ",
            ),
            (
                "pgn",
                "1. e4 e5 2. Ke3 *",
                "x.pgn: game 1, line 1, column 13, ply 3: ",
            ),
            (
                "pdn",
                "1. 32-28 19-23 2. 32-27 *",
                "x.pdn: game 1, line 1, column 19, ply 3: ",
            ),
        ] {
            let entry = find_by_extension(ext).expect("a game");
            let lines = crate::replay_report(&format!("x.{ext}"), &(entry.replay)(text.as_bytes()));
            assert!(lines[1].starts_with(expected), "{lines:?}");
            assert_eq!(lines[1].matches("line ").count(), 1, "{lines:?}");
            assert_eq!(lines[1].matches("game ").count(), 1, "{lines:?}");
        }
    }

    #[test]
    fn backgammon_records_replay_through_the_registry() {
        let entry = find_by_extension("mat").expect("backgammon");
        let good =
            " 1 point match\n\n Game 1\n a : 0    b : 0\n  1) 31: 8/5 6/5   64: 24/18 13/9\n";
        assert_eq!(
            (entry.replay)(good.as_bytes()),
            [ReplayedGame {
                plies: 2,
                error: None,
                error_at: None,
                ended_early: None,
            }]
        );
        let bad = good.replace("13/9", "13/8");
        let games = (entry.replay)(bad.as_bytes());
        let (ply, reason) = games[0].error.clone().expect("an illegal play");
        assert_eq!((games[0].plies, ply), (1, 2));
        assert!(reason.starts_with("illegal play"), "{reason}");
        assert_eq!(games[0].error_at, Some((5, 20)));
        let unreadable = (entry.replay)(b"(;GM[1])");
        assert_eq!(unreadable.len(), 1);
        assert_eq!(unreadable[0].error.as_ref().map(|e| e.0), Some(0));
    }

    #[test]
    fn perft_and_playout_agree_on_any_number_of_threads() -> Result<(), String> {
        let chess960 = arg("chess960");
        let mut request = PerftRequest {
            game: &chess960,
            position: "start",
            depth: 3,
            divide: false,
            threads: 1,
            seed: None,
            keep_duplicates: false,
        };
        let one = perft(&request)?;
        assert_eq!(one.nodes, 8_902);
        request.threads = 2;
        assert_eq!(perft(&request)?.nodes, 8_902);
        request.divide = true;
        let divide = perft(&request)?.divide;
        assert_eq!(divide.len(), 20);
        assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 8_902);
        request.threads = 1;
        assert_eq!(perft(&request)?.divide, divide);
        request.position = "960";
        assert!(perft(&request).is_err());
        // Chess has no random start: a seed is an error, not ignored.
        request.position = "start";
        request.seed = Some(3);
        assert!(perft(&request).is_err());
        // Nor routes to count twice.
        request.seed = None;
        request.divide = false;
        request.keep_duplicates = true;
        assert!(perft(&request).is_err());

        let chess = arg("chess");
        let mut request = PlayoutRequest {
            game: &chess,
            position: "start",
            games: 6,
            seed: 5,
            max_plies: 20_000,
            threads: 1,
        };
        let one = playout(&request)?;
        request.threads = 2;
        let two = playout(&request)?;
        assert_eq!(one.stats, two.stats);
        assert_eq!(one.players, 2);
        let lines = one.lines();
        assert_eq!(lines.len(), 4, "{lines:?}");
        assert!(lines[0].starts_with("games 6 plies "));
        assert_eq!(one.stats.unfinished, 0, "FIDE chess always ends");
        Ok(())
    }

    #[test]
    fn moves_lists_standard_notation_and_the_end() -> Result<(), String> {
        let chess = arg("chess");
        let start = moves(&chess, "start", None)?;
        assert_eq!(start.lines.len(), 20);
        assert!(start.lines.iter().any(|l| l.starts_with("Nf3\t")));
        assert_eq!(start.game_over, None);
        let mated = moves(
            &chess,
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            None,
        )?;
        assert!(mated.lines.is_empty());
        assert_eq!(mated.game_over.as_deref(), Some("Black wins (checkmate)"));
        Ok(())
    }

    #[test]
    fn a_gnubg_id_takes_a_roll_where_its_match_id_has_no_dice() -> Result<(), String> {
        use backgammon::{GameState, Phase, Rules};
        let bg = arg("backgammon");
        // The Match ID of a game before rolling: the roll after it is played, as after
        // a Position ID.
        let id = "4HPwATDgc/ABMA:cAkAAAAAAAAA";
        let with_roll = moves(&bg, &format!("{id} 31"), None)?;
        assert_eq!(with_roll, moves(&bg, "4HPwATDgc/ABMA 31", None)?);
        assert_eq!(with_roll.lines.len(), 16, "{:?}", with_roll.lines);
        assert_eq!(moves(&bg, &format!("GNUBGID {id}  31"), None)?, with_roll);
        // Without the roll: the decision before rolling.
        assert_ne!(moves(&bg, id, None)?, with_roll);
        // A bad roll, and a roll after a Match ID that holds dice already, are refused
        // by name.
        let bad = moves(&bg, &format!("{id} 71"), None).expect_err("no die 7");
        assert!(bad.contains("invalid roll \"71\""), "{bad}");
        let state = GameState::from_gnubg_id(id, Rules::MONEY).map_err(|e| e.to_string())?;
        let rolled = GameState::from_parts(
            *state.board(),
            state.on_roll(),
            Phase::Moving("52".parse().map_err(|_| "dice")?),
            1,
            None,
            *state.rules(),
            *state.context(),
        )
        .map_err(|e| e.to_string())?;
        let twice = moves(&bg, &format!("{} 31", rolled.gnubg_id()), None)
            .expect_err("the Match ID has dice");
        assert!(twice.contains("already holds the roll 52"), "{twice}");
        Ok(())
    }

    #[test]
    fn a_byte_order_mark_before_a_position_is_skipped() -> Result<(), String> {
        let chess = arg("chess");
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let plain = moves(&chess, fen, None)?;
        assert_eq!(moves(&chess, &format!("\u{feff}{fen}"), None)?, plain);
        assert_eq!(
            moves(&chess, "\u{feff}start", None)?,
            moves(&chess, "start", None)?
        );
        let request = PlayoutRequest {
            game: &chess,
            position: "\u{feff}start",
            games: 1,
            seed: 1,
            max_plies: 10,
            threads: 1,
        };
        assert_eq!(playout(&request)?.stats.games, 1);
        // Only at the start.
        assert!(moves(&chess, &format!("{fen}\u{feff}"), None).is_err());
        Ok(())
    }

    #[test]
    fn the_tour_stops_at_a_failed_write() {
        use crate::output::tests::Failing;
        let chess = find("chess").expect("chess");
        for room in [0, 100] {
            let mut out = Failing {
                room,
                kind: std::io::ErrorKind::BrokenPipe,
            };
            match (chess.tour_games)(&mut out, 40) {
                Err(ProgramError::Output(e)) => {
                    assert_eq!(e.kind(), std::io::ErrorKind::BrokenPipe);
                }
                other => panic!("room {room}: {other:?}"),
            }
            let mut out = Failing {
                room,
                kind: std::io::ErrorKind::StorageFull,
            };
            assert!(matches!(
                (chess.tour_perft)(&mut out),
                Err(ProgramError::Output(_))
            ));
        }
        let mut out = Vec::new();
        (chess.tour_games)(&mut out, 40).expect("written");
        let text = String::from_utf8(out).expect("UTF-8");
        assert!(
            text.starts_with("== chess: White (random) vs Black (greedy), seed 2 =="),
            "{text}"
        );
    }

    #[test]
    fn a_perft_case_says_ok_or_fail_with_the_expected_count() {
        let case = |expected| crate::PerftCase {
            game: "chess",
            label: "start",
            position: ::chess::Position::new(),
            depth: 2,
            expected,
        };
        let mut out = Vec::new();
        assert!(case(400).check(&mut out).expect("written"));
        assert!(!case(401).check(&mut out).expect("written"));
        let text = String::from_utf8(out).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(lines[0].contains("400 nodes  OK"), "{text}");
        assert!(lines[1].contains("400 nodes  FAIL"), "{text}");
        assert!(lines[1].ends_with("(expected 401)"), "{text}");
    }

    /// The generic position forms of a configuration without an example name of its
    /// own: a start number, the full-state notation, `start` and actions, seeds.
    #[test]
    fn configurations_read_the_generic_position_forms() -> Result<(), String> {
        let c960 = arg("chess960(start=100)");
        assert_eq!(c960.example, None);
        // A number sets the `start` parameter.
        let five = read_state(&c960, "5", None)?;
        let direct = boardgames::load("chess960(start=5)")
            .map_err(|e| e.to_string())?
            .new_initial_state();
        assert!(five.equals(direct.as_ref()));
        assert!(read_state(&c960, "960", None).is_err());
        // The full-state notation, and start with moves in the game's notation.
        let after = read_state(&c960, "start e2e4", None);
        let after = after.or_else(|_| read_state(&c960, "start e4", None))?;
        let text = after.to_string();
        assert!(read_state(&c960, &text, None)?.equals(after.as_ref()));
        assert!(read_state(&c960, "start e5", None).is_err());
        // A seed goes with a bare start only, and only for a game with a random start.
        assert!(read_state(&c960, "start", Some(1)).is_err_and(|e| e.contains("no random start")));
        let smokkelen = arg("smokkelen(seed=3)");
        assert_eq!(smokkelen.example, None);
        let seeded = read_state(&smokkelen, "start", Some(8))?;
        let direct = boardgames::load("smokkelen(seed=8)")
            .map_err(|e| e.to_string())?
            .new_initial_state();
        assert!(seeded.equals(direct.as_ref()));
        assert!(read_state(&smokkelen, "x", Some(8)).is_err_and(|e| e.contains("bare position")));
        // A dealt hand: the chance outcomes drawn from the seed, the same each time.
        let three = arg("dominoes(players=3)");
        let a = read_state(&three, "start", Some(4))?;
        assert!(!a.is_chance_node());
        assert!(a.equals(read_state(&three, "start", Some(4))?.as_ref()));
        assert!(!a.equals(read_state(&three, "start", Some(5))?.as_ref()));
        Ok(())
    }

    #[test]
    fn smokkelen_seeded_starts() -> Result<(), String> {
        let game = arg("smokkelen");
        let a = moves(&game, "start", Some(7))?;
        let b = moves(&game, "start", Some(7))?;
        let default = moves(&game, "start", None)?;
        assert_eq!(a, b, "a seed gives one start");
        assert_ne!(
            a.lines, default.lines,
            "seed 7 is not the default arrangement"
        );
        assert!(moves(&game, "garbage", None).is_err());
        assert!(moves(&game, "garbage", Some(1)).is_err());
        Ok(())
    }

    #[test]
    fn draughts_conventions_and_variants() -> Result<(), String> {
        let english_arg = arg("draughts-english");
        let english = find("draughts-english").ok_or("no draughts")?;
        let mut request = PerftRequest {
            game: &english_arg,
            position: "start",
            depth: 4,
            divide: false,
            threads: 1,
            seed: None,
            keep_duplicates: true,
        };
        // OEIS A133046 keeps duplicates; the start has none before depth 12 or so.
        assert_eq!(perft(&request)?.nodes, 1_469);
        request.divide = true;
        assert!(perft(&request).is_err());
        let pdn = b"1. 32-28 19-23 *";
        let international = (english.replay_as)(pdn, "international")?;
        assert_eq!(
            (international.len(), international[0].error.clone()),
            (1, None)
        );
        let as_english = (english.replay_as)(pdn, "english")?;
        assert!(
            as_english[0].error.is_some(),
            "32 is a corner square in English"
        );
        assert!((english.replay_as)(pdn, "shogi").is_err());
        let chess = find("chess").ok_or("no chess")?;
        assert!((chess.replay_as)(b"1. e4 *", "chess960").is_err());
        Ok(())
    }
}
