//! One chess perft with one crate, for instruction counts (`valgrind --tool=callgrind`)
//! where wall-clock time is unreliable (a machine shared with builds).
//!
//! ```sh
//! cargo build -p benches --profile bench --example chess_perft
//! valgrind --tool=callgrind target/release/examples/chess_perft <crate> <position> <depth>
//! ```
//!
//! `<crate>` is `ours` (`boardcore::perft`, bulk), `ours-game` (`boardcore::perft_played`,
//! every leaf played through the `Game` trait), `ours-played` (every leaf played with
//! `Position::play_unchecked_into`), `cozy` (bulk, the popcount of `PieceMoves`, as in
//! the criterion bench), `shakmaty` (`shakmaty::perft`, bulk) or `shakmaty-played`;
//! `<position>` is `start`, `kiwipete`, or a FEN. Prints the node count. Run it once
//! with depth 0 to measure the start-up, and take it off.

use benches::chess_perft::{cozy_bulk, ours_played, shakmaty_played};
use std::process::ExitCode;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

fn run(which: &str, fen: &str, depth: u32) -> Result<u64, String> {
    let ours = || fen.parse::<chess::Position>().map_err(|e| e.to_string());
    let shak = || {
        let setup: shakmaty::fen::Fen = fen.parse().map_err(|e| format!("{e}"))?;
        setup
            .into_position::<shakmaty::Chess>(shakmaty::CastlingMode::Standard)
            .map_err(|e| e.to_string())
    };
    Ok(match which {
        "ours" => boardcore::perft(&ours()?, depth),
        "ours-game" => boardcore::perft_played(&ours()?, depth),
        "ours-played" => ours_played(&ours()?, depth),
        "cozy" => {
            let board: cozy_chess::Board = fen.parse().map_err(|e| format!("{e:?}"))?;
            cozy_bulk(&board, depth)
        }
        "shakmaty" => shakmaty::perft(&shak()?, depth),
        "shakmaty-played" => shakmaty_played(&shak()?, depth),
        _ => return Err(format!("unknown crate {which:?}")),
    })
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [which, position, depth] = args.as_slice() else {
        eprintln!(
            "usage: chess_perft <ours|ours-game|ours-played|cozy|shakmaty|shakmaty-played> <start|kiwipete|FEN> <depth>"
        );
        return ExitCode::FAILURE;
    };
    let fen = match position.as_str() {
        "start" => START,
        "kiwipete" => KIWIPETE,
        other => other,
    };
    let Ok(depth) = depth.parse() else {
        eprintln!("bad depth {depth:?}");
        return ExitCode::FAILURE;
    };
    match run(which, fen, depth) {
        Ok(nodes) => {
            println!("{nodes}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
