//! Lists the legal moves of a position with the position after each.
//!
//! ```sh
//! cargo run --release --example moves -- <game> <position|start>
//! cargo run --release --example moves -- chess start
//! cargo run --release --example moves -- backgammon start 31
//! cargo run --release --example moves -- "dominoes(variant=draw,players=4)" start --seed 2
//! ```
//!
//! Words after the position are part of it (backgammon: the roll, `31` or `66`).
//!
//! One line per legal move, `<move in standard notation>\t<position after>` (for
//! chess: SAN, then FEN), sorted, then `count <N>`. A finished game has no legal
//! moves; its result goes to stderr. Bad arguments: a usage message on stderr and
//! exit code 2. A closed stdout (`moves ... | head -1`) ends the program quietly
//! (exit code 0), another write error with one line on stderr and exit code 1.

use clap::{CommandFactory, Parser, error::ErrorKind};
use examples::output;
use examples::registry::{self, GameArg, games_help};
use std::process::ExitCode;

/// Lists the legal moves of a position with the position after each.
///
/// Prints `<move>\t<position after>` per legal move, sorted, then `count <N>`.
#[derive(Parser, Debug)]
#[command(name = "moves", after_help = games_help())]
struct Args {
    /// The game: a name or alias, with parameters if any
    /// (`draughts(variant=english)`, `backgammon(match_length=5)`; see below).
    #[arg(value_parser = GameArg::parse)]
    game: GameArg,
    /// `start`, a FEN, or for chess960 a start number 0..=959 (`start` is the
    /// configuration's start), or the game's full-state notation.
    position: String,
    /// More words of the position (backgammon: the roll, such as `31`).
    rest: Vec<String>,
    /// With `start`: the seed of a random start position (smokkelen's home
    /// arrangements).
    #[arg(long)]
    seed: Option<u64>,
}

fn main() -> ExitCode {
    let args = match output::parse_args::<Args>("moves") {
        Ok(args) => args,
        Err(code) => return code,
    };
    let result = examples::position_words(&args.position, &args.rest)
        .and_then(|position| registry::moves(&args.game, &position, args.seed));
    match result {
        Ok(report) => output::run("moves", |out| {
            for line in &report.lines {
                writeln!(out, "{line}")?;
            }
            writeln!(out, "count {}", report.lines.len())?;
            out.flush()?;
            if let Some(result) = &report.game_over {
                eprintln!("game over: {result}");
            }
            Ok(ExitCode::SUCCESS)
        }),
        Err(message) => Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit(),
    }
}
