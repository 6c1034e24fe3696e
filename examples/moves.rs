//! Lists the legal moves of a position with the position after each.
//!
//! ```sh
//! cargo run --release --example moves -- <game> <position|start>
//! cargo run --release --example moves -- chess start
//! ```
//!
//! One line per legal move, `<move in standard notation>\t<position after>` (for
//! chess: SAN, then FEN), sorted, then `count <N>`. A finished game has no legal
//! moves; its result goes to stderr. Bad arguments: a usage message on stderr and
//! exit code 2.

use chess::Position;
use examples::{ExampleGame, Usage, game_names};
use std::process::ExitCode;

const USAGE: &str = "\
usage: moves <game> <position|start>

  <game>      chess or chess960
  <position>  `start`, a FEN, or for chess960 a start number 0..=959
              (`start` in chess960 is number 518, the standard array)

prints `<move>\\t<position after>` per legal move, sorted, then `count <N>`";

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
    let [game, position] = args else {
        return Err(format!(
            "expected 2 arguments <game> <position|start>, got {}",
            args.len()
        )
        .into());
    };
    match game.as_str() {
        g if Position::names().contains(&g) => moves::<Position>(g, position),
        _ => Err(format!("unknown game {game:?} (known: {})", game_names().join(", ")).into()),
    }
}

fn moves<G: ExampleGame>(game: &str, arg: &str) -> Result<(), Usage> {
    let pos = G::parse_position(game, arg).map_err(|e| format!("invalid position: {e}"))?;
    let mut lines: Vec<String> = pos
        .legal_moves()
        .into_iter()
        .map(|mv| {
            let mut after = pos.clone();
            after.play_unchecked(mv);
            format!("{}\t{after}", pos.standard_move(mv))
        })
        .collect();
    lines.sort();
    for line in &lines {
        println!("{line}");
    }
    println!("count {}", lines.len());
    if let Some(outcome) = pos.outcome() {
        let why = pos
            .end_reason()
            .map(|r| format!(" ({r})"))
            .unwrap_or_default();
        let result = match outcome.winner() {
            Some(p) => format!("{} wins", G::seat_name(p)),
            None => "draw".to_owned(),
        };
        eprintln!("game over: {result}{why}");
    }
    Ok(())
}
