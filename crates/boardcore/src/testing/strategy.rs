//! Proptest strategies that walk a game through its legal moves.

use crate::Game;
use alloc::vec::Vec;
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng};

/// Returns a strategy of `(seed, move indexes)` pairs with up to `max_len` indexes.
///
/// Play the indexes with [`walk`]: each picks `legal[i % len]`, so every index
/// vector is a valid game. Indexes are `u32`, drawn from the whole range, so a walk
/// plays any move of the longest lists (backgammon positions have over 600 plays);
/// proptest shrinks failures to short walks with small indexes, towards the first
/// move of each list, and a hand-written walk reads as move numbers (`[1, 1, 0]`). The seed is for the caller, for anything else the test draws at random:
/// [`seeded_rng`] turns it into a generator for
/// [`random_playout`](crate::random_playout) or a random start position.
pub fn walks(max_len: usize) -> impl Strategy<Value = (u64, Vec<u32>)> {
    (
        any::<u64>(),
        proptest::collection::vec(any::<u32>(), 0..=max_len),
    )
}

/// Returns a strategy of positions reached from `start` by [`walk`]ing up to
/// `max_len` plies; it shrinks towards `start`.
pub fn positions<G: Game + 'static>(start: G, max_len: usize) -> impl Strategy<Value = G> {
    walks(max_len).prop_map(move |(_, indexes)| {
        walk(&start, &indexes)
            .pop()
            .unwrap_or_else(|| start.clone())
    })
}

/// Plays from `start` one move per index, `legal[index % legal.len()]`, chance
/// outcomes included (chance weights are ignored), stopping early when the game is
/// over. Returns every position visited: `start` first, then one per move played.
pub fn walk<G: Game>(start: &G, indexes: &[u32]) -> Vec<G> {
    let mut positions = Vec::with_capacity(indexes.len() + 1);
    positions.push(start.clone());
    let mut pos = start.clone();
    for &i in indexes {
        let legal = pos.legal_moves();
        let legal = legal.as_ref();
        if legal.is_empty() {
            break;
        }
        // A `u32` always fits in a `u64`, and the remainder is below `legal.len()`.
        let pick = (u64::from(i) % legal.len() as u64) as usize;
        pos.play_unchecked(legal[pick]);
        positions.push(pos.clone());
    }
    positions
}

/// Returns a deterministic random generator seeded by `seed` (ChaCha), usable with
/// [`random_playout`](crate::random_playout).
pub fn seeded_rng(seed: u64) -> TestRng {
    let mut bytes = [0; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    TestRng::from_seed(RngAlgorithm::ChaCha, &bytes)
}
