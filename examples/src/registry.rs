//! The registry of games: one [`Entry`] per game, built by [`entry`] from the game's
//! [`ExampleGame`] impl, and the generic bodies of the programs it points to.
//!
//! [`boardcore::Game`] is not object-safe (it has generic methods and associated
//! types), so a game cannot sit in a list as a `dyn Game`. Instead [`entry`]
//! instantiates each program's generic function for the game at compile time and
//! keeps the function pointers; a program finds the entry by name ([`find`]) or by
//! record file extension ([`find_by_extension`]) and calls through it, with no
//! per-game `match` anywhere.
//!
//! To add a game (say `draughts`, a workspace crate with a `Position` that implements
//! [`boardcore::Game`]):
//!
//! 1. add `draughts.workspace = true` to `[dependencies]` of `examples/Cargo.toml`;
//! 2. write `examples/src/games/draughts.rs` with `impl ExampleGame for
//!    draughts::Position` (at least `NAMES`, `type Full = Self`, `into_full` and
//!    `parse_position`; the tour's games and perft cases, `RECORD_EXTENSIONS` and
//!    `replay_records` as the game has them) and declare it with `pub mod draughts;`
//!    in `examples/src/games/mod.rs`;
//! 3. add `entry::<::draughts::Position>()` to [`GAMES`].
//!
//! `perft`, `moves`, `tour`, `playout`, `replay`, `arena`, `bestmove` and the usage
//! texts then know it.

use crate::agents::AgentSpec;
use crate::arena::ArenaRequest;
use crate::bestmove::BestmoveRequest;
use crate::games::GAMES;
use crate::output::ProgramError;
use crate::{
    ExampleGame, ReplayedGame, describe_outcome, describe_result, nodes_per_second, play_game,
    timed,
};
use boardcore::parallel::rayon::ThreadPoolBuilder;
use boardcore::{Game, Player, PlayoutStats};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::io::Write;
use std::time::Duration;

/// One game of the registry: its names, and each program's body instantiated for it.
///
/// Built by [`entry`]; the fields are plain function pointers so that the registry is
/// a `static` slice.
#[derive(Copy, Clone, Debug)]
pub struct Entry {
    /// The names the game answers to (the main one first, then variants).
    pub names: &'static [&'static str],
    /// The extensions (lowercase, no dot) of the record files `replay` reads for this
    /// game.
    pub record_extensions: &'static [&'static str],
    /// The body of `perft`: see [`perft`].
    pub perft: fn(&PerftRequest<'_>) -> Result<PerftReport, String>,
    /// The body of `moves`: see [`moves`].
    pub moves: fn(name: &str, position: &str, seed: Option<u64>) -> Result<MovesReport, String>,
    /// The body of `playout`: see [`playout`].
    pub playout: fn(&PlayoutRequest<'_>) -> Result<PlayoutReport, String>,
    /// The tour's games: see [`tour_games`].
    pub tour_games: fn(out: &mut dyn Write, max_plies: usize) -> Result<(), ProgramError>,
    /// The tour's perft checks: see [`tour_perft`].
    pub tour_perft: fn(out: &mut dyn Write) -> Result<Vec<&'static str>, ProgramError>,
    /// The body of `replay` for one file: see [`ExampleGame::replay_records`].
    pub replay: fn(data: &[u8]) -> Vec<ReplayedGame>,
    /// The body of `replay --variant` for one file: see
    /// [`ExampleGame::replay_records_as`].
    pub replay_as: fn(data: &[u8], variant: &str) -> Result<Vec<ReplayedGame>, String>,
    /// The body of `arena`: see [`crate::arena::arena`].
    pub arena: fn(&ArenaRequest<'_>) -> Result<Vec<String>, String>,
    /// The body of `bestmove`: see [`crate::bestmove::bestmove`].
    pub bestmove: fn(&BestmoveRequest<'_>) -> Result<Vec<String>, String>,
}

/// Returns the registry entry of game `G`.
#[must_use]
pub const fn entry<G: ExampleGame>() -> Entry {
    Entry {
        names: G::NAMES,
        record_extensions: G::RECORD_EXTENSIONS,
        perft: perft::<G>,
        moves: moves::<G>,
        playout: playout::<G>,
        tour_games: tour_games::<G>,
        tour_perft: tour_perft::<G>,
        replay: G::replay_records,
        replay_as: G::replay_records_as,
        arena: crate::arena::arena::<G>,
        bestmove: crate::bestmove::bestmove::<G>,
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

/// Returns the names of all games the command-line programs know, for usage texts.
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

/// Runs `f` on a pool of `threads` threads, or on the calling thread if `threads` is
/// 1 (a sequential baseline, without any pool).
fn on_threads<T: Send>(threads: usize, f: impl FnOnce(bool) -> T + Send) -> Result<T, String> {
    if threads <= 1 {
        return Ok(f(false));
    }
    let pool = ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(|e| format!("cannot start {threads} threads: {e}"))?;
    Ok(pool.install(|| f(true)))
}

/// What `perft` counts.
#[derive(Clone, Debug)]
pub struct PerftRequest<'a> {
    /// The game or variant name.
    pub game: &'a str,
    /// The `<position|start>` argument.
    pub position: &'a str,
    /// Plies to count.
    pub depth: u32,
    /// Whether to count below each legal move.
    pub divide: bool,
    /// Threads to count on (1: the sequential [`boardcore::perft`]).
    pub threads: usize,
    /// With `position == "start"`: the seed of a random start
    /// ([`ExampleGame::seeded_start`]).
    pub seed: Option<u64>,
    /// Count every capture route as its own move
    /// ([`ExampleGame::perft_keep_duplicates`]; one thread, no `divide`).
    pub keep_duplicates: bool,
}

/// Returns `arg` without a leading UTF-8 byte order mark, which a position string
/// copied from a file saved by some editors starts with.
#[must_use]
pub fn without_bom(arg: &str) -> &str {
    arg.strip_prefix('\u{feff}').unwrap_or(arg)
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

/// Counts the leaves below a position: [`boardcore::perft`] on one thread,
/// [`boardcore::parallel::perft`] on more (the same count).
///
/// # Errors
///
/// Returns a message if the position argument is invalid or the threads cannot start.
pub fn perft<G: ExampleGame>(request: &PerftRequest<'_>) -> Result<PerftReport, String> {
    let pos: G = position_arg(request.game, request.position, request.seed)?;
    let depth = request.depth;
    if request.keep_duplicates {
        if request.divide {
            return Err("--divide does not combine with --keep-duplicates".to_owned());
        }
        let (nodes, elapsed) = timed(|| pos.perft_keep_duplicates(depth));
        return Ok(PerftReport {
            divide: Vec::new(),
            nodes: nodes?,
            elapsed,
        });
    }
    let ((divide, nodes), elapsed) = on_threads(request.threads, |parallel| {
        timed(|| {
            if request.divide {
                let counts = if parallel {
                    boardcore::parallel::perft_divide(&pos, depth)
                } else {
                    boardcore::perft_divide(&pos, depth)
                };
                let mut lines: Vec<(String, u64)> = counts
                    .into_iter()
                    .map(|(mv, n)| (pos.machine_move(mv), n))
                    .collect();
                lines.sort();
                let nodes = if depth == 0 {
                    1
                } else {
                    lines.iter().map(|(_, n)| n).sum()
                };
                (lines, nodes)
            } else if parallel {
                (Vec::new(), boardcore::parallel::perft(&pos, depth))
            } else {
                (Vec::new(), boardcore::perft(&pos, depth))
            }
        })
    })?;
    Ok(PerftReport {
        divide,
        nodes,
        elapsed,
    })
}

/// The legal moves of a position, for `moves`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MovesReport {
    /// `<move in standard notation>\t<position after>` per legal move, sorted.
    pub lines: Vec<String>,
    /// How the game ended (`White wins (checkmate)`), if it is over.
    pub game_over: Option<String>,
}

/// Lists the legal moves of a position with the position after each.
///
/// # Errors
///
/// Returns a message if the position argument is invalid.
pub fn moves<G: ExampleGame>(
    name: &str,
    position: &str,
    seed: Option<u64>,
) -> Result<MovesReport, String> {
    let pos: G = position_arg(name, position, seed)?;
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
    Ok(MovesReport { lines, game_over })
}

/// What `playout` plays.
#[derive(Clone, Debug)]
pub struct PlayoutRequest<'a> {
    /// The game or variant name.
    pub game: &'a str,
    /// The `<position|start>` to play from.
    pub position: &'a str,
    /// The number of games.
    pub games: u64,
    /// The seed: game `i` plays on [`boardcore::playout_rng`]`(seed, i)`.
    pub seed: u64,
    /// The longest game, in plies (chance outcomes included).
    pub max_plies: usize,
    /// Threads to play on (1: the sequential [`boardcore::playouts`]).
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

/// Plays seeded random games of the game under its complete rules
/// ([`ExampleGame::Full`]) with [`boardcore::playouts`], or
/// [`boardcore::parallel::playouts`] on several threads (the same totals).
///
/// # Errors
///
/// Returns a message if the position argument is invalid or the threads cannot start.
pub fn playout<G: ExampleGame>(request: &PlayoutRequest<'_>) -> Result<PlayoutReport, String> {
    let start = G::parse_position(request.game, without_bom(request.position))
        .map_err(|e| format!("invalid position: {e}"))?
        .into_full();
    let (games, seed, max_plies) = (request.games, request.seed, request.max_plies);
    let (stats, elapsed) = on_threads(request.threads, |parallel| {
        timed(|| {
            if parallel {
                boardcore::parallel::playouts(&start, games, seed, max_plies)
            } else {
                boardcore::playouts(&start, games, seed, max_plies)
            }
        })
    })?;
    Ok(PlayoutReport {
        players: start.players(),
        stats,
        elapsed,
    })
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
        .map(|i| {
            let spec = if i % 2 == 0 {
                AgentSpec::Random
            } else {
                AgentSpec::Greedy
            };
            spec.build::<G>()
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
        let chess = find("chess960").ok_or("no chess960")?;
        let mut request = PerftRequest {
            game: "chess960",
            position: "start",
            depth: 3,
            divide: false,
            threads: 1,
            seed: None,
            keep_duplicates: false,
        };
        let one = (chess.perft)(&request)?;
        assert_eq!(one.nodes, 8_902);
        request.threads = 2;
        assert_eq!((chess.perft)(&request)?.nodes, 8_902);
        request.divide = true;
        let divide = (chess.perft)(&request)?.divide;
        assert_eq!(divide.len(), 20);
        assert_eq!(divide.iter().map(|(_, n)| n).sum::<u64>(), 8_902);
        request.threads = 1;
        assert_eq!((chess.perft)(&request)?.divide, divide);
        request.position = "960";
        assert!((chess.perft)(&request).is_err());
        // Chess has no random start: a seed is an error, not ignored.
        request.position = "start";
        request.seed = Some(3);
        assert!((chess.perft)(&request).is_err());
        // Nor routes to count twice.
        request.seed = None;
        request.divide = false;
        request.keep_duplicates = true;
        assert!((chess.perft)(&request).is_err());

        let mut request = PlayoutRequest {
            game: "chess",
            position: "start",
            games: 6,
            seed: 5,
            max_plies: 20_000,
            threads: 1,
        };
        let one = (chess.playout)(&request)?;
        request.threads = 2;
        let two = (chess.playout)(&request)?;
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
        let chess = find("chess").ok_or("no chess")?;
        let start = (chess.moves)("chess", "start", None)?;
        assert_eq!(start.lines.len(), 20);
        assert!(start.lines.iter().any(|l| l.starts_with("Nf3\t")));
        assert_eq!(start.game_over, None);
        let mated = (chess.moves)(
            "chess",
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
            None,
        )?;
        assert!(mated.lines.is_empty());
        assert_eq!(mated.game_over.as_deref(), Some("Black wins (checkmate)"));
        Ok(())
    }

    #[test]
    fn a_byte_order_mark_before_a_position_is_skipped() -> Result<(), String> {
        let chess = find("chess").ok_or("no chess")?;
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
        let plain = (chess.moves)("chess", fen, None)?;
        assert_eq!(
            (chess.moves)("chess", &format!("\u{feff}{fen}"), None)?,
            plain
        );
        assert_eq!(
            (chess.moves)("chess", "\u{feff}start", None)?,
            (chess.moves)("chess", "start", None)?
        );
        let request = PlayoutRequest {
            game: "chess",
            position: "\u{feff}start",
            games: 1,
            seed: 1,
            max_plies: 10,
            threads: 1,
        };
        assert_eq!((chess.playout)(&request)?.stats.games, 1);
        // Only at the start.
        assert!((chess.moves)("chess", &format!("{fen}\u{feff}"), None).is_err());
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

    #[test]
    fn smokkelen_seeded_starts() -> Result<(), String> {
        let game = find("smokkelen").ok_or("no smokkelen")?;
        let a = (game.moves)("smokkelen", "start", Some(7))?;
        let b = (game.moves)("smokkelen", "start", Some(7))?;
        let default = (game.moves)("smokkelen", "start", None)?;
        assert_eq!(a, b, "a seed gives one start");
        assert_ne!(
            a.lines, default.lines,
            "seed 7 is not the default arrangement"
        );
        assert!((game.moves)("smokkelen", "garbage", None).is_err());
        assert!((game.moves)("smokkelen", "garbage", Some(1)).is_err());
        Ok(())
    }

    #[test]
    fn draughts_conventions_and_variants() -> Result<(), String> {
        let english = find("draughts-english").ok_or("no draughts")?;
        let mut request = PerftRequest {
            game: "draughts-english",
            position: "start",
            depth: 4,
            divide: false,
            threads: 1,
            seed: None,
            keep_duplicates: true,
        };
        // OEIS A133046 keeps duplicates; the start has none before depth 12 or so.
        assert_eq!((english.perft)(&request)?.nodes, 1_469);
        request.divide = true;
        assert!((english.perft)(&request).is_err());
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
