//! A tour of every game of the workspace: seeded games between simple agents, played
//! through the `boardcore::Game` trait, a batch of seeded random playouts per game,
//! then perft checks against published numbers, and a short `arena` match per game
//! (MCTS against random).
//!
//! ```sh
//! cargo run --release --example tour
//! cargo run --release --example tour -- "backgammon(match_length=3)" chess960
//! ```
//!
//! Without arguments, every game of the registry. With game strings (any game of
//! `boardgames` with parameters, or an alias), only those: a seeded game of each
//! configuration from its start, its playouts, and its game's perft checks and arena
//! match. No files. Exits with code 1 if a perft count is wrong (or a game
//! cannot be set up or played). A closed stdout (`tour | head`) ends it quietly with
//! code 0; another write error prints one line on stderr and exits with 1.
//!
//! Every game of the registry (`examples::games::GAMES`) takes part: its games and
//! perft cases come from its `ExampleGame` impl; the playouts run through
//! `boardgames` (`State::playouts`).

use clap::Parser;
use examples::arena::ArenaRequest;
use examples::games::GAMES;
use examples::output::{self, ProgramError};
use examples::registry::{self, Entry, GameArg, PlayoutRequest, games_help};
use examples::{per_second, timed};
use std::io::{self, Write};
use std::process::ExitCode;

/// The longest game the tour plays, in plies.
const MAX_PLIES: usize = 400;

/// The games of each arena match at the end of the tour.
const ARENA_GAMES: u64 = 2;

/// The longest arena game, in plies (longer games count as draws).
const ARENA_MAX_PLIES: usize = 1_000;

/// The random playouts per game.
const PLAYOUTS: u64 = 100;

/// Plays a seeded game of every game of the workspace, a batch of random playouts per
/// game, then checks perft against published numbers (exit code 1 if a count is
/// wrong).
#[derive(Parser, Debug)]
#[command(name = "tour", after_help = games_help())]
struct Args {
    /// Only these games: names or aliases, with parameters if any
    /// (`backgammon(match_length=3)`; see below). Without any, every game.
    #[arg(value_parser = GameArg::parse)]
    games: Vec<GameArg>,
}

fn main() -> ExitCode {
    let args = match output::parse_args::<Args>("tour") {
        Ok(args) => args,
        Err(code) => return code,
    };
    output::run("tour", |out| match tour(out, &args.games) {
        Ok(true) => Ok(ExitCode::SUCCESS),
        Ok(false) => Ok(ExitCode::FAILURE),
        Err(ProgramError::Output(e)) => Err(e),
        Err(ProgramError::Message(message)) => {
            eprintln!("tour FAILED: {message}");
            Ok(ExitCode::FAILURE)
        }
    })
}

/// Runs the tour of `games` (every game if empty), writing to `out`; returns
/// whether every perft check passed.
fn tour(out: &mut dyn Write, games: &[GameArg]) -> Result<bool, ProgramError> {
    // The games to play out: each entry's main name, or the configurations given.
    let configurations: Vec<GameArg> = if games.is_empty() {
        GAMES
            .iter()
            .map(|e| GameArg::parse(e.names[0]))
            .collect::<Result<_, _>>()?
    } else {
        games.to_vec()
    };
    // The entries whose games, perft checks and arena matches run.
    let mut entries: Vec<&'static Entry> = Vec::new();
    if games.is_empty() {
        entries.extend(GAMES);
    } else {
        for entry in games.iter().filter_map(|g| g.entry) {
            if !entries.iter().any(|e| std::ptr::eq(*e, entry)) {
                entries.push(entry);
            }
        }
    }
    let (played, elapsed) = timed(|| -> Result<(), ProgramError> {
        if games.is_empty() {
            for entry in GAMES {
                (entry.tour_games)(&mut *out, MAX_PLIES)?;
            }
        }
        for game in games {
            let start = game.game.new_initial_state();
            let played = match game.entry {
                Some(entry) => {
                    (entry.tour_game)(&mut *out, &game.text, start.as_ref(), 1, MAX_PLIES)?
                }
                None => false,
            };
            if !played {
                writeln!(out, "== {}: no tour game (no example glue) ==\n", game.text)?;
            }
        }
        Ok(())
    });
    played?;
    writeln!(
        out,
        "games played in {:.1} ms\n",
        elapsed.as_secs_f64() * 1e3
    )?;

    writeln!(out, "== {PLAYOUTS} random playouts per game, seed 1 ==")?;
    for game in &configurations {
        let report = registry::playout(&PlayoutRequest {
            game,
            position: "start",
            games: PLAYOUTS,
            seed: 1,
            max_plies: 20_000,
            threads: 1,
        })?;
        writeln!(
            out,
            "{:<9} {}  {}",
            game.text,
            report.lines().join(", "),
            per_second(report.stats.games, report.elapsed, "games")
        )?;
    }
    writeln!(out)?;

    writeln!(
        out,
        "== perft: published counts (chess, draughts), else counts cross-checked by slow generators =="
    )?;
    let (failed, elapsed) = timed(|| -> Result<Vec<&str>, ProgramError> {
        let mut failed = Vec::new();
        for entry in &entries {
            failed.extend((entry.tour_perft)(&mut *out)?);
        }
        Ok(failed)
    });
    let failed = failed?;
    writeln!(
        out,
        "perft checks took {:.1} ms",
        elapsed.as_secs_f64() * 1e3
    )?;
    if failed.is_empty() {
        writeln!(out, "all perft checks OK")?;
    } else {
        out.flush()?;
        let _ = writeln!(io::stderr(), "perft FAILED for: {}", failed.join(", "));
    }
    arena_matches(out, &entries)?;
    Ok(failed.is_empty())
}

/// Ends the tour with a short `arena` match per game: [`ARENA_GAMES`] games of
/// `mcts:50` against `random` (seed 1, one thread; robijn's rollouts cut after 100
/// plies and scored by its evaluation).
fn arena_matches(out: &mut dyn Write, entries: &[&'static Entry]) -> Result<(), ProgramError> {
    writeln!(
        out,
        "\n== arena: {ARENA_GAMES} games of mcts:50 against random per game, seed 1 =="
    )?;
    let agents = ["mcts:50".to_owned(), "random".to_owned()];
    let (played, elapsed) = timed(|| -> Result<(), ProgramError> {
        for entry in entries {
            let game = entry.names[0];
            let lines = examples::arena::run(&ArenaRequest {
                game,
                agents: &agents,
                games: ARENA_GAMES,
                seed: 1,
                threads: 1,
                max_plies: ARENA_MAX_PLIES,
                progress: false,
                timing: false,
            })?;
            writeln!(out, "{game:<16} {}", lines[0])?;
        }
        Ok(())
    });
    played?;
    writeln!(out, "arena matches took {:.1} s", elapsed.as_secs_f64())?;
    Ok(())
}
