//! Perft: counting the leaves of the game tree to a fixed depth.

use crate::Game;
use alloc::vec::Vec;

/// Returns the number of move sequences of length `depth` from `pos`, counting the
/// leaves in bulk: at depth 1 it returns [`Game::legal_move_count`] without playing
/// the moves.
///
/// Chance outcomes count as plies, like moves. `perft(pos, 0)` is 1.
pub fn perft<G: Game>(pos: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => pos.legal_move_count() as u64,
        _ => {
            // Generating into a list of this frame spares moving the inline list.
            let mut moves = G::MoveList::default();
            pos.legal_moves_into(&mut moves);
            let mut total = 0;
            for &mv in moves.as_ref() {
                let mut child = pos.clone();
                pos.play_unchecked_into(&mut child, mv);
                total += perft(&child, depth - 1);
            }
            total
        }
    }
}

/// Returns the same count as [`perft`], but plays every move down to the leaves
/// instead of counting the last ply in bulk: the measure of a full make-move cycle.
///
/// Each leaf is played into a clone of its parent and then handed to
/// [`core::hint::black_box`], so the compiler must complete the move, but no call is
/// made per leaf (the last ply loops over the moves instead of recursing).
pub fn perft_played<G: Game>(pos: &G, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = G::MoveList::default();
    pos.legal_moves_into(&mut list);
    let moves = list.as_ref();
    if depth == 1 {
        for &mv in moves {
            let mut child = pos.clone();
            pos.play_unchecked_into(&mut child, mv);
            core::hint::black_box(&child);
        }
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves {
        let mut child = pos.clone();
        pos.play_unchecked_into(&mut child, mv);
        total += perft_played(&child, depth - 1);
    }
    total
}

/// Returns the perft count below each legal move of `pos`, in move generation order
/// ("divide"). The counts sum to `perft(pos, depth)`.
///
/// With `depth == 0` the list is empty.
pub fn perft_divide<G: Game>(pos: &G, depth: u32) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .into_iter()
        .map(|mv| {
            let mut child = pos.clone();
            pos.play_unchecked_into(&mut child, mv);
            (mv, perft(&child, depth - 1))
        })
        .collect()
}
