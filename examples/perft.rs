//! Counts the leaves of the game tree (perft), optionally per first move.
//!
//! ```sh
//! cargo run --release --example perft -- <game> <position|start> <depth> [--divide]
//! cargo run --release --example perft -- chess start 5
//! cargo run --release --example perft -- chess960 518 4 --divide
//! ```
//!
//! With `--divide`, one `<move> <count>` line per legal move (UCI; king-takes-rook
//! castling in Chess960), sorted by move. Then `nodes <N>`. The time and speed go to
//! stderr. Bad arguments: a usage message on stderr and exit code 2.

use chess::Position;
use clap::{CommandFactory, Parser, error::ErrorKind};
use examples::{ExampleGame, game_names, nodes_per_second, timed};

/// Counts the leaves of the game tree (perft), optionally per first move.
///
/// Prints `nodes <N>` on stdout (after `<move> <count>` per legal move with
/// `--divide`), the time and nodes/s on stderr.
#[derive(Parser, Debug)]
#[command(name = "perft")]
struct Args {
    /// The game.
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(game_names()))]
    game: String,
    /// `start`, a FEN, or for chess960 a start number 0..=959 (`start` is 518).
    position: String,
    /// Plies to search.
    #[arg(value_parser = clap::value_parser!(u32).range(0..=32))]
    depth: u32,
    /// Print `<move> <count>` for each legal move first.
    #[arg(long)]
    divide: bool,
}

fn main() {
    let args = Args::parse();
    let result = match args.game.as_str() {
        g if Position::names().contains(&g) => {
            perft::<Position>(g, &args.position, args.depth, args.divide)
        }
        g => Err(format!("unknown game {g:?}")),
    };
    if let Err(message) = result {
        Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit();
    }
}

fn perft<G: ExampleGame>(game: &str, arg: &str, depth: u32, divide: bool) -> Result<(), String> {
    let pos = G::parse_position(game, arg).map_err(|e| format!("invalid position: {e}"))?;
    let (nodes, elapsed) = timed(|| {
        if divide {
            let mut lines: Vec<(String, u64)> = pos
                .perft_divide(depth)
                .into_iter()
                .map(|(mv, n)| (pos.machine_move(mv), n))
                .collect();
            lines.sort();
            for (mv, n) in &lines {
                println!("{mv} {n}");
            }
            if depth == 0 {
                1
            } else {
                lines.iter().map(|(_, n)| n).sum()
            }
        } else {
            pos.perft(depth)
        }
    });
    println!("nodes {nodes}");
    eprintln!(
        "time {:.3} s, {}",
        elapsed.as_secs_f64(),
        nodes_per_second(nodes, elapsed)
    );
    Ok(())
}
