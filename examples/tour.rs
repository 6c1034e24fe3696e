//! A tour of every game of the workspace: seeded games between simple agents, played
//! through the `boardcore::Game` trait, a batch of seeded random playouts per game,
//! then perft checks against published numbers, and a short `arena` match per game
//! (MCTS against random).
//!
//! ```sh
//! cargo run --release --example tour
//! ```
//!
//! No arguments and no files. Exits with code 1 if a perft count is wrong (or a game
//! cannot be set up or played). A closed stdout (`tour | head`) ends it quietly with
//! code 0; another write error prints one line on stderr and exits with 1.
//!
//! Every game of the registry (`examples::games::GAMES`) takes part: its games and
//! perft cases come from its `ExampleGame` impl.

use clap::Parser;
use examples::arena::ArenaRequest;
use examples::games::GAMES;
use examples::output::{self, ProgramError};
use examples::registry::PlayoutRequest;
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
/// wrong). Takes no arguments.
#[derive(Parser, Debug)]
#[command(name = "tour")]
struct Args {}

fn main() -> ExitCode {
    if let Err(code) = output::parse_args::<Args>("tour") {
        return code;
    }
    output::run("tour", |out| match tour(out) {
        Ok(true) => Ok(ExitCode::SUCCESS),
        Ok(false) => Ok(ExitCode::FAILURE),
        Err(ProgramError::Output(e)) => Err(e),
        Err(ProgramError::Message(message)) => {
            eprintln!("tour FAILED: {message}");
            Ok(ExitCode::FAILURE)
        }
    })
}

/// Runs the tour, writing to `out`; returns whether every perft check passed.
fn tour(out: &mut dyn Write) -> Result<bool, ProgramError> {
    let (played, elapsed) = timed(|| {
        GAMES
            .iter()
            .try_for_each(|e| (e.tour_games)(&mut *out, MAX_PLIES))
    });
    played?;
    writeln!(
        out,
        "games played in {:.1} ms\n",
        elapsed.as_secs_f64() * 1e3
    )?;

    writeln!(out, "== {PLAYOUTS} random playouts per game, seed 1 ==")?;
    for entry in GAMES {
        let game = entry.names[0];
        let report = (entry.playout)(&PlayoutRequest {
            game,
            position: "start",
            games: PLAYOUTS,
            seed: 1,
            max_plies: 20_000,
            threads: 1,
        })?;
        writeln!(
            out,
            "{game:<9} {}  {}",
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
        for entry in GAMES {
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
    arena_matches(out)?;
    Ok(failed.is_empty())
}

/// Ends the tour with a short `arena` match per game: [`ARENA_GAMES`] games of
/// `mcts:50` against `random` (seed 1, one thread; robijn's rollouts cut after 100
/// plies and scored by its evaluation).
fn arena_matches(out: &mut dyn Write) -> Result<(), ProgramError> {
    writeln!(
        out,
        "\n== arena: {ARENA_GAMES} games of mcts:50 against random per game, seed 1 =="
    )?;
    let agents = ["mcts:50".to_owned(), "random".to_owned()];
    let (played, elapsed) = timed(|| -> Result<(), ProgramError> {
        for entry in GAMES {
            let game = entry.names[0];
            let lines = (entry.arena)(&ArenaRequest {
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
