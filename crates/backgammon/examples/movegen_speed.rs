//! Times the legal-play generator: all plays of all 21 rolls over the 2,000 wildbg
//! benchmark positions, `ITERATIONS` times (default 50), printing the resulting
//! positions generated. Run under `/usr/bin/time` for CPU time on a busy machine:
//!
//! ```sh
//! cargo build --release -p boardgames-backgammon --example movegen_speed
//! /usr/bin/time -f "%U s user" target/release/examples/movegen_speed ../shared/data/backgammon/wildbg-bench 50
//! ```

use backgammon::{Dice, Position};
use std::hint::black_box;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = args
        .get(1)
        .map_or("../shared/data/backgammon/wildbg-bench", String::as_str);
    let iterations: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(50);
    let mut positions = Vec::new();
    for set in ["contact", "race"] {
        let text = std::fs::read_to_string(format!("{dir}/{set}.csv")).expect("readable positions");
        positions.extend(
            text.lines()
                .map(|l| l.trim().parse::<Position>().expect("valid ID")),
        );
    }
    let mut n = 0u64;
    for _ in 0..iterations {
        for pos in &positions {
            for &d in &Dice::ALL {
                pos.for_each_play(d, |child, _| {
                    black_box(child);
                    n += 1;
                });
            }
        }
    }
    println!(
        "{n} resulting positions ({} per iteration)",
        n / iterations.max(1)
    );
}
