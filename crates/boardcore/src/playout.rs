//! Seeded random playouts over any [`Game`].

use crate::{ChanceDistribution, Game, Outcome, Turn};
use alloc::vec::Vec;
use rand::{Rng, RngExt};

/// The result of [`random_playout`]: the moves played and the final position.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The moves (and chance outcomes) played, in order.
    pub moves: Vec<G::Move>,
    /// The position after the last move.
    pub position: G,
}

impl<G: Game> Playout<G> {
    /// Returns the outcome, or `None` if the playout stopped at the ply limit.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }
}

/// Picks one of `moves`, the legal moves of `pos`, at random: uniformly at a player's
/// turn, by [`Game::chance_weight`] at a chance node (the weights are read once).
/// Returns `None` if `moves` is empty.
///
/// # Panics
///
/// Panics if `pos` is a chance node whose listed outcomes all have weight 0: a bug in
/// the game, which [`check_game`](crate::testing) reports, and never a reason to fall
/// back to a uniform choice.
pub fn random_move<G: Game, R: Rng + ?Sized>(
    pos: &G,
    moves: &[G::Move],
    rng: &mut R,
) -> Option<G::Move> {
    if moves.is_empty() {
        return None;
    }
    if pos.turn() == Turn::Chance {
        let distribution =
            ChanceDistribution::new(moves.iter().map(|&m| (m, pos.chance_weight(m))));
        return match distribution.sample(rng) {
            Ok(mv) => Some(mv),
            Err(e) => panic!("{} chance node {pos}: {e}", G::NAME),
        };
    }
    Some(moves[rng.random_range(0..moves.len())])
}

/// Plays random legal moves from `start` until the game ends or `max_plies` moves
/// were played, whichever comes first.
///
/// Players pick uniformly among their legal moves; chance nodes pick by weight. The
/// same generator state gives the same playout, so a seeded generator (for example
/// `rand_chacha::ChaCha8Rng::seed_from_u64`) makes playouts reproducible.
///
/// # Panics
///
/// Panics if the game reaches a chance node whose weights are all 0 (see
/// [`random_move`]).
pub fn random_playout<G: Game, R: Rng + ?Sized>(
    start: &G,
    rng: &mut R,
    max_plies: usize,
) -> Playout<G> {
    let mut position = start.clone();
    let mut moves = Vec::new();
    while moves.len() < max_plies {
        let legal = position.legal_moves();
        let Some(mv) = random_move(&position, legal.as_ref(), rng) else {
            break;
        };
        position.play_unchecked(mv);
        moves.push(mv);
    }
    Playout { moves, position }
}
