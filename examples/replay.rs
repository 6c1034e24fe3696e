//! Replays every game of game record files, checking each move.
//!
//! ```sh
//! cargo run --release --example replay -- [--variant V] <file>...
//! cargo run --release --example replay -- ../shared/data/chess/pgn/kasparov.pgn
//! cargo run --release --example replay -- --game "draughts(variant=english)" games.pdn
//! ```
//!
//! The game comes from the file extension (`.pgn`: chess; each game of the registry
//! lists its own), or from `--game`: a game string, whose `variant` parameter, if
//! written (or implied by an alias such as `draughts-english`), is the variant of
//! records that name none, as `--variant` is. For each file, prints `<file>: games <G> plies <P> errors <E>
//! ended-early <W>`, then per game in order one line `<file>: game <g>, line <l>,
//! column <c>, ply <p>: <reason>` if it stopped at a bad move (game and ply 1-based;
//! ply 0 means the game could not start, e.g. an unsupported variant or a bad FEN
//! tag) and one line `<file>: game <g>, ply <p>: ended early: <reason>` if it went
//! on after the rules
//! had ended it (a dead position, a fivefold repetition, the 75-move rule, a draughts
//! draw rule; `p` is the first move after the end). Errors are only unreadable or
//! illegal moves; a game that ended early is a warning, counted apart, and all its
//! moves count in the plies. The exit code is 0, or 1 if a file could not be read or
//! has an unknown extension (after processing the others); bad arguments print a
//! usage message on stderr and exit with 2. A closed stdout ends the program quietly
//! (exit code 0), another write error with one line on stderr and exit code 1.

use clap::Parser;
use examples::registry::{self, GameArg, games_help, record_extensions};
use examples::{output, replay_report};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Replays every game of game record files, checking each move.
///
/// Prints `<file>: games <G> plies <P> errors <E> ended-early <W>` per file,
/// `<file>: game <g>, line <l>, column <c>, ply <p>: <reason>` per game that stopped
/// at a bad move and `<file>: game <g>, ply <p>: ended early: <reason>` per game that
/// went on after
/// the rules had ended it.
#[derive(Parser, Debug)]
#[command(name = "replay", after_help = games_help())]
struct Args {
    /// Game record files (`.pgn`, `.pdn`, backgammon `.mat`, `.txt`, `.sgf`); every
    /// game is replayed with full legality checking.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The variant of games whose record does not name one (draughts:
    /// `international` or `english`; without it the squares decide).
    #[arg(long)]
    variant: Option<String>,
    /// The game of every file, instead of its extension: a name or alias, with
    /// parameters if any (`draughts(variant=english)`; see below).
    #[arg(long, value_parser = GameArg::parse)]
    game: Option<GameArg>,
}

/// The variant that `game` sets for records that name none: its `variant`
/// parameter, if the game string is more than the bare game name (an alias or
/// written parameters).
fn variant_of(game: &GameArg) -> Option<String> {
    if game.text.trim() == game.game.name() {
        return None;
    }
    let spec: boardgames::GameSpec = game.game.spec().parse().ok()?;
    spec.params
        .into_iter()
        .find_map(|(k, v)| (k == "variant").then_some(v))
}

fn main() -> ExitCode {
    let args = match output::parse_args::<Args>("replay") {
        Ok(args) => args,
        Err(code) => return code,
    };
    output::run("replay", |out| replay(out, &args))
}

/// Replays the files of `args`, writing the report to `out`; the status is 1 if a
/// file could not be read or has an unknown extension.
fn replay(out: &mut dyn Write, args: &Args) -> io::Result<ExitCode> {
    let mut failed = false;
    for file in &args.files {
        let path = Path::new(file);
        let name = path.display().to_string();
        let entry = match &args.game {
            Some(game) => game.entry,
            None => path
                .extension()
                .and_then(|e| e.to_str())
                .and_then(registry::find_by_extension),
        };
        let Some(entry) = entry else {
            if let Some(game) = &args.game {
                out.flush()?;
                eprintln!("{name}: {} has no record reader", game.text);
                failed = true;
                continue;
            }
            let expected: Vec<String> = record_extensions()
                .iter()
                .map(|x| format!(".{x}"))
                .collect();
            out.flush()?;
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
                out.flush()?;
                eprintln!("{name}: cannot read: {e}");
                failed = true;
                continue;
            }
        };
        let variant = args
            .variant
            .clone()
            .or_else(|| args.game.as_ref().and_then(variant_of));
        let games = match &variant {
            None => (entry.replay)(&data),
            Some(variant) => match (entry.replay_as)(&data, variant) {
                Ok(games) => games,
                Err(message) => {
                    out.flush()?;
                    eprintln!("{name}: {message}");
                    failed = true;
                    continue;
                }
            },
        };
        for line in replay_report(&name, &games) {
            writeln!(out, "{line}")?;
        }
    }
    Ok(if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
