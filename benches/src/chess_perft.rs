//! The perft functions of chess that the benchmarks and the `chess_perft` example
//! share: ours playing every move, and the peers' (cozy-chess, shakmaty) written as
//! their own benchmarks write them.
//!
//! Every function that plays its leaves has the shape of `boardcore::perft_played`:
//! the last ply loops over the moves, plays each into a clone of its parent and hands
//! the child to `black_box` (the compiler must complete the move), without a call per
//! leaf. The comparison is of move generation, copying and making moves, not of the
//! recursion.

use std::hint::black_box;

/// Our played perft: generate, copy, play every move down to depth 0, with the
/// copy-make step that reads the parent (`Position::play_unchecked_into`).
pub fn ours_played(pos: &chess::Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut moves = chess::MoveList::new();
    pos.legal_moves_into(&mut moves);
    if depth == 1 {
        for &mv in &moves {
            let mut child = pos.clone();
            pos.play_unchecked_into(&mut child, mv);
            black_box(&child);
        }
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for &mv in &moves {
        let mut child = pos.clone();
        pos.play_unchecked_into(&mut child, mv);
        nodes += ours_played(&child, depth - 1);
    }
    nodes
}

/// cozy-chess perft as its own benchmark writes it: moves come per piece through a
/// callback, and at depth 1 each piece's destination set is counted by popcount.
pub fn cozy_bulk(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => return 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for mv in moves {
                    let mut child = board.clone();
                    child.play_unchecked(mv);
                    nodes += cozy_bulk(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

/// cozy-chess perft playing every move down to depth 0.
pub fn cozy_played(board: &cozy_chess::Board, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    board.generate_moves(|moves| {
        for mv in moves {
            let mut child = board.clone();
            child.play_unchecked(mv);
            if depth == 1 {
                black_box(&child);
                nodes += 1;
            } else {
                nodes += cozy_played(&child, depth - 1);
            }
        }
        false
    });
    nodes
}

/// shakmaty perft playing every move down to depth 0 (`shakmaty::perft` is the bulk
/// one: `legal_moves().len()` at depth 1).
pub fn shakmaty_played(pos: &shakmaty::Chess, depth: u32) -> u64 {
    use shakmaty::Position as _;
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        for &mv in &moves {
            let mut child = pos.clone();
            child.play_unchecked(mv);
            black_box(&child);
        }
        return moves.len() as u64;
    }
    let mut nodes = 0;
    for mv in moves {
        let mut child = pos.clone();
        child.play_unchecked(mv);
        nodes += shakmaty_played(&child, depth - 1);
    }
    nodes
}
