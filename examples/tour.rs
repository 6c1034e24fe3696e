//! A tour of every game of the workspace: seeded games between simple agents, played
//! through the `boardcore::Game` trait, a batch of seeded random playouts per game,
//! then perft checks against published numbers.
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
use examples::games::GAMES;
use examples::output::{self, ProgramError};
use examples::registry::PlayoutRequest;
use examples::{per_second, timed};
use std::io::{self, Write};
use std::process::ExitCode;

/// The longest game the tour plays, in plies.
const MAX_PLIES: usize = 400;

/// The random playouts per game.
const PLAYOUTS: u64 = 100;

/// Plays a seeded game of every game of the workspace, a batch of random playouts per
/// game, then checks perft against published numbers (exit code 1 if a count is
/// wrong). Takes no arguments.
#[derive(Parser, Debug)]
#[command(name = "tour")]
struct Args {}

fn main() -> ExitCode {
    let Args {} = Args::parse();
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
        Ok(true)
    } else {
        out.flush()?;
        let _ = writeln!(io::stderr(), "perft FAILED for: {}", failed.join(", "));
        Ok(false)
    }
}
