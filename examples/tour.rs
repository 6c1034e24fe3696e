//! A tour of every game of the workspace: seeded games between simple agents, played
//! through the `boardcore::Game` trait, a batch of seeded random playouts per game,
//! then perft checks against published numbers.
//!
//! ```sh
//! cargo run --release --example tour
//! ```
//!
//! No arguments and no files. Exits with code 1 if a perft count is wrong (or a game
//! cannot be set up or played).
//!
//! Every game of the registry (`examples::games::GAMES`) takes part: its games and
//! perft cases come from its `ExampleGame` impl.

use clap::Parser;
use examples::games::GAMES;
use examples::registry::PlayoutRequest;
use examples::{per_second, timed};
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
    match tour() {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("tour FAILED: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Runs the tour; returns whether every perft check passed.
fn tour() -> Result<bool, String> {
    let (played, elapsed) = timed(|| GAMES.iter().try_for_each(|e| (e.tour_games)(MAX_PLIES)));
    played?;
    println!("games played in {:.1} ms\n", elapsed.as_secs_f64() * 1e3);

    println!("== {PLAYOUTS} random playouts per game, seed 1 ==");
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
        println!(
            "{game:<9} {}  {}",
            report.lines().join(", "),
            per_second(report.stats.games, report.elapsed, "games")
        );
    }
    println!();

    println!(
        "== perft: published counts (chess, draughts), else counts cross-checked by slow generators =="
    );
    let (failed, elapsed) = timed(|| -> Result<Vec<&str>, String> {
        let mut failed = Vec::new();
        for entry in GAMES {
            failed.extend((entry.tour_perft)()?);
        }
        Ok(failed)
    });
    let failed = failed?;
    println!("perft checks took {:.1} ms", elapsed.as_secs_f64() * 1e3);
    if failed.is_empty() {
        println!("all perft checks OK");
        Ok(true)
    } else {
        eprintln!("perft FAILED for: {}", failed.join(", "));
        Ok(false)
    }
}
