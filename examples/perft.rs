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
use examples::{ExampleGame, Usage, game_names, nodes_per_second, parse_depth, timed};
use std::process::ExitCode;

const USAGE: &str = "\
usage: perft <game> <position|start> <depth> [--divide]

  <game>      chess or chess960
  <position>  `start`, a FEN, or for chess960 a start number 0..=959
              (`start` in chess960 is number 518, the standard array)
  <depth>     plies, 0..=32
  --divide    print `<move> <count>` for each legal move first

prints `nodes <N>` on stdout, the time and nodes/s on stderr";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "-h" || a == "--help") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(usage) => usage.report(USAGE),
    }
}

fn run(args: &[String]) -> Result<(), Usage> {
    let mut divide = false;
    let mut positional = Vec::new();
    for arg in args {
        match arg.as_str() {
            "--divide" => divide = true,
            flag if flag.starts_with("--") => return Err(format!("unknown option {flag:?}").into()),
            _ => positional.push(arg.as_str()),
        }
    }
    let [game, position, depth] = positional[..] else {
        return Err(format!(
            "expected 3 arguments <game> <position|start> <depth>, got {}",
            positional.len()
        )
        .into());
    };
    let depth = parse_depth(depth)?;
    match game {
        g if Position::names().contains(&g) => perft::<Position>(g, position, depth, divide),
        _ => Err(format!("unknown game {game:?} (known: {})", game_names().join(", ")).into()),
    }
}

fn perft<G: ExampleGame>(game: &str, arg: &str, depth: u32, divide: bool) -> Result<(), Usage> {
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
