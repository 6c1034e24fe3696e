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
use clap::{CommandFactory, Parser, error::ErrorKind};
use examples::{ExampleGame, game_names};

/// Lists the legal moves of a position with the position after each.
///
/// Prints `<move>\t<position after>` per legal move, sorted, then `count <N>`.
#[derive(Parser, Debug)]
#[command(name = "moves")]
struct Args {
    /// The game.
    #[arg(value_parser = clap::builder::PossibleValuesParser::new(game_names()))]
    game: String,
    /// `start`, a FEN, or for chess960 a start number 0..=959 (`start` is 518).
    position: String,
}

fn main() {
    let args = Args::parse();
    let result = match args.game.as_str() {
        g if Position::names().contains(&g) => moves::<Position>(g, &args.position),
        g => Err(format!("unknown game {g:?}")),
    };
    if let Err(message) = result {
        Args::command()
            .error(ErrorKind::ValueValidation, message)
            .exit();
    }
}

fn moves<G: ExampleGame>(game: &str, arg: &str) -> Result<(), String> {
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
