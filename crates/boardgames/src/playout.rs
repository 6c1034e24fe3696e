//! Random playouts through the object-safe API.

use crate::state::State;
use boardcore::rand::{Rng, RngExt};

/// Plays random legal actions on `state` until the game ends or `max_plies` actions
/// were played, and returns the number played: seats pick uniformly among their
/// legal actions, chance nodes by their exact weights (both from
/// [`State::legal_actions_unordered`], which needs no sort). The same generator
/// state gives the same playout.
///
/// ```
/// use boardcore::rand::SeedableRng;
/// let game = boardgames::load("dominoes-draw")?;
/// let mut state = game.new_initial_state();
/// let mut rng = boardcore::rand_chacha::ChaCha8Rng::seed_from_u64(1);
/// let plies = boardgames::random_playout(state.as_mut(), &mut rng, 1_000);
/// assert!(state.is_terminal() && plies > 0);
/// # Ok::<(), boardgames::LoadError>(())
/// ```
pub fn random_playout<R: Rng + ?Sized>(
    state: &mut dyn State,
    rng: &mut R,
    max_plies: usize,
) -> usize {
    for ply in 0..max_plies {
        let legal = state.legal_actions_unordered();
        if legal.is_empty() {
            return ply;
        }
        let action = if state.is_chance_node() {
            let weights = state.chance_weights();
            let total: u64 = weights.iter().map(|&w| u64::from(w)).sum();
            let mut pick = rng.random_range(0..total.max(1));
            let mut chosen = legal[0];
            for (&id, &w) in legal.iter().zip(weights) {
                let w = u64::from(w);
                if pick < w {
                    chosen = id;
                    break;
                }
                pick -= w;
            }
            chosen
        } else {
            legal[rng.random_range(0..legal.len())]
        };
        state.apply_action_unchecked(action);
    }
    max_plies
}
