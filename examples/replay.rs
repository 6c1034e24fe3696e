//! Replays every game of PGN files, checking each move.
//!
//! ```sh
//! cargo run --release --example replay -- <file>...
//! cargo run --release --example replay -- ../shared/data/chess/pgn/kasparov.pgn
//! ```
//!
//! For each file, prints `<file>: games <G> plies <P> errors <E>`, then one line
//! `<file>: game <g> ply <p>: <reason>` per game that stopped at a bad move (game and
//! ply 1-based; ply 0 means the game could not start, e.g. an unsupported variant or
//! a bad FEN tag). Only `.pgn` files are understood. The exit code is 0, or 1 if a file
//! could not be read or has an unknown extension (after processing the others);
//! bad arguments print a usage message on stderr and exit with 2.

use chess::notation::pgn::Reader;
use clap::Parser;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Replays every game of PGN files, checking each move.
///
/// Prints `<file>: games <G> plies <P> errors <E>` per file and
/// `<file>: game <g> ply <p>: <reason>` per game that stopped at a bad move.
#[derive(Parser, Debug)]
#[command(name = "replay")]
struct Args {
    /// `.pgn` files; every game is replayed with full legality checking.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

/// The counts of one file.
struct Summary {
    games: usize,
    plies: usize,
    errors: Vec<String>,
}

fn replay_pgn(name: &str, data: &[u8]) -> Summary {
    let mut summary = Summary {
        games: 0,
        plies: 0,
        errors: Vec::new(),
    };
    for (g, game) in Reader::new(data).enumerate() {
        summary.games += 1;
        let replay = game.replay();
        summary.plies += replay.moves.len();
        if let Some(e) = replay.error {
            summary.errors.push(format!(
                "{name}: game {} ply {}: {}",
                g + 1,
                e.ply,
                e.reason
            ));
        }
    }
    summary
}

fn main() -> ExitCode {
    let files = Args::parse().files;
    let mut failed = false;
    for file in &files {
        let path = Path::new(file);
        let name = path.display().to_string();
        let is_pgn = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pgn"));
        if !is_pgn {
            eprintln!("{name}: unsupported format (expected a .pgn file)");
            failed = true;
            continue;
        }
        let data = match std::fs::read(path) {
            Ok(data) => data,
            Err(e) => {
                eprintln!("{name}: cannot read: {e}");
                failed = true;
                continue;
            }
        };
        let summary = replay_pgn(&name, &data);
        println!(
            "{name}: games {} plies {} errors {}",
            summary.games,
            summary.plies,
            summary.errors.len()
        );
        for line in &summary.errors {
            println!("{line}");
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
