//! Replays every game of game record files, checking each move.
//!
//! ```sh
//! cargo run --release --example replay -- [--variant V] <file>...
//! cargo run --release --example replay -- ../shared/data/chess/pgn/kasparov.pgn
//! ```
//!
//! The game comes from the file extension (`.pgn`: chess; each game of the registry
//! lists its own). For each file, prints `<file>: games <G> plies <P> errors <E>`, then
//! one line `<file>: game <g> ply <p>: <reason>` per game that stopped at a bad move
//! (game and ply 1-based; ply 0 means the game could not start, e.g. an unsupported
//! variant or a bad FEN tag). The exit code is 0, or 1 if a file could not be read or
//! has an unknown extension (after processing the others); bad arguments print a
//! usage message on stderr and exit with 2.

use clap::Parser;
use examples::registry::{self, record_extensions};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Replays every game of game record files, checking each move.
///
/// Prints `<file>: games <G> plies <P> errors <E>` per file and
/// `<file>: game <g> ply <p>: <reason>` per game that stopped at a bad move.
#[derive(Parser, Debug)]
#[command(name = "replay")]
struct Args {
    /// Game record files (`.pgn`, `.pdn`, backgammon `.mat`, `.txt`, `.sgf`); every
    /// game is replayed with full legality checking.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The variant of games whose record does not name one (draughts:
    /// `international` or `english`; without it the squares decide).
    #[arg(long)]
    variant: Option<String>,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let files = args.files;
    let mut failed = false;
    for file in &files {
        let path = Path::new(file);
        let name = path.display().to_string();
        let entry = path
            .extension()
            .and_then(|e| e.to_str())
            .and_then(registry::find_by_extension);
        let Some(entry) = entry else {
            let expected: Vec<String> = record_extensions()
                .iter()
                .map(|x| format!(".{x}"))
                .collect();
            eprintln!(
                "{name}: unsupported format (expected a {} file)",
                expected.join(", ")
            );
            failed = true;
            continue;
        };
        let data = match std::fs::read(path) {
            Ok(data) => data,
            Err(e) => {
                eprintln!("{name}: cannot read: {e}");
                failed = true;
                continue;
            }
        };
        let games = match &args.variant {
            None => (entry.replay)(&data),
            Some(variant) => match (entry.replay_as)(&data, variant) {
                Ok(games) => games,
                Err(message) => {
                    eprintln!("{name}: {message}");
                    failed = true;
                    continue;
                }
            },
        };
        let plies: usize = games.iter().map(|g| g.plies).sum();
        let errors: Vec<String> = games
            .iter()
            .enumerate()
            .filter_map(|(g, game)| {
                let (ply, reason) = game.error.as_ref()?;
                Some(format!("{name}: game {} ply {ply}: {reason}", g + 1))
            })
            .collect();
        println!(
            "{name}: games {} plies {plies} errors {}",
            games.len(),
            errors.len()
        );
        for line in &errors {
            println!("{line}");
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
