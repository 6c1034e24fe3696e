//! Prints the perft count of a position and its speed, for `benches/dame_rs.py`.
//!
//! `cargo run -p boardgames-draughts --release --example draughts_perft -- <international|english>
//! <FEN|start> <depth> [--keep-duplicates]` prints `<nodes> <seconds>`.

use draughts::{PerftMode, Position, Variant};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [variant, fen, depth, rest @ ..] = args.as_slice() else {
        return Err(
            "usage: perft <international|english> <FEN|start> <depth> [--keep-duplicates]".into(),
        );
    };
    let variant: Variant = variant.parse()?;
    let pos = if fen == "start" {
        Position::new(variant)
    } else {
        Position::from_fen(fen, variant)?
    };
    let mode = if rest.iter().any(|a| a == "--keep-duplicates") {
        PerftMode::KeepDuplicates
    } else {
        PerftMode::DropDuplicates
    };
    let depth: u32 = depth.parse()?;
    let t = Instant::now();
    let nodes = pos.perft_with(depth, mode);
    println!("{nodes} {:.6}", t.elapsed().as_secs_f64());
    Ok(())
}
