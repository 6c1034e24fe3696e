//! Perft through `chess::History` (the game under every FIDE rule), for measuring the
//! cost of the history layer with an instruction counter:
//! `valgrind --tool=callgrind target/release/examples/history_perft 4`.

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|d| d.parse().ok())
        .unwrap_or(4);
    let game = chess::History::default();
    println!("perft {depth}: {}", boardcore::perft(&game, depth));
}
