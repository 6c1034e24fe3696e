//! Counts the leaves of the game tree (perft), optionally per first move.
//!
//! ```sh
//! cargo run --release --example perft -- <game> <position|start> [<more words>] <depth> [--divide] [--threads N] [--seed S] [--keep-duplicates]
//! cargo run --release --example perft -- backgammon start 31 2
//! cargo run --release --example perft -- chess start 5
//! cargo run --release --example perft -- chess960 518 4 --divide
//! cargo run --release --example perft -- "draughts(variant=english)" start 6
//! cargo run --release --example perft -- chess start 6 --threads 2
//! ```
//!
//! With `--divide`, one `<move> <count>` line per legal move (UCI; king-takes-rook
//! castling in Chess960), sorted by move. Then `nodes <N>`. The time and speed go to
//! stderr. `--threads N` counts on N threads (default 1); the counts are the same.
//! Bad arguments: a usage message on stderr and exit code 2. A closed stdout ends
//! the program quietly (exit code 0), another write error with one line on stderr
//! and exit code 1.

use clap::{CommandFactory, Parser, error::ErrorKind};
use examples::output;
use examples::registry::{self, GameArg, PerftRequest, games_help, speed_line};
use std::process::ExitCode;

/// Counts the leaves of the game tree (perft), optionally per first move.
///
/// Prints `nodes <N>` on stdout (after `<move> <count>` per legal move with
/// `--divide`), the time and nodes/s on stderr.
#[derive(Parser, Debug)]
#[command(name = "perft", after_help = games_help())]
struct Args {
    /// The game: a name or alias, with parameters if any
    /// (`draughts(variant=english)`, `backgammon(match_length=5)`; see below).
    #[arg(value_parser = GameArg::parse)]
    game: GameArg,
    /// `start`, a FEN, or for chess960 a start number 0..=959 (`start` is the
    /// configuration's start), or the game's full-state notation.
    position: String,
    /// More words of the position (backgammon: the roll, such as `31`), then the
    /// plies to search, 0..=32.
    #[arg(required = true, num_args = 1.., allow_hyphen_values = false)]
    words: Vec<String>,
    /// Print `<move> <count>` for each legal move first.
    #[arg(long)]
    divide: bool,
    /// Threads to count on (1 counts on the main thread).
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u16).range(1..=256))]
    threads: u16,
    /// With `start`: the seed of a random start position (smokkelen's home
    /// arrangements).
    #[arg(long)]
    seed: Option<u64>,
    /// Count every capture route as its own move (draughts: the convention of the
    /// English tables; one thread, no --divide).
    #[arg(long)]
    keep_duplicates: bool,
}

fn main() -> ExitCode {
    let args = match output::parse_args::<Args>("perft") {
        Ok(args) => args,
        Err(code) => return code,
    };
    // The last word is the depth; the words before it are more of the position, as
    // `moves` takes them (`perft backgammon start 31 2`).
    let (depth, more) = args.words.split_last().expect("clap requires one word");
    let depth = match depth.parse::<u32>() {
        Ok(d) if d <= 32 => d,
        _ => {
            Args::command()
                .error(
                    ErrorKind::ValueValidation,
                    format!("invalid depth {depth:?}: expected a number of plies 0..=32"),
                )
                .exit();
        }
    };
    let result = examples::position_words(&args.position, more).and_then(|position| {
        registry::perft(&PerftRequest {
            game: &args.game,
            position: &position,
            depth,
            divide: args.divide,
            threads: usize::from(args.threads),
            seed: args.seed,
            keep_duplicates: args.keep_duplicates,
        })
    });
    match result {
        Ok(report) => output::run("perft", |out| {
            for (mv, n) in &report.divide {
                writeln!(out, "{mv} {n}")?;
            }
            writeln!(out, "nodes {}", report.nodes)?;
            out.flush()?;
            eprintln!("{}", speed_line(&report));
            Ok(ExitCode::SUCCESS)
        }),
        Err(message) => Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit(),
    }
}
