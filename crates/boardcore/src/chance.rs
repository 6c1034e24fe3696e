//! Chance nodes: the distribution of a chance node's outcomes, and sampling from it.

use rand::{Rng, RngExt};
use smallvec::SmallVec;

/// Why a chance node could not be sampled.
///
/// Each kind is a bug in the game (or a call at the wrong time), never a property of a
/// legal game state; `testing::check_game` (feature `testing`) reports the first two.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ChanceError {
    /// The position is not a chance node (a player is to move, or the game is over).
    #[error("not a chance node")]
    NotChanceNode,
    /// The chance node lists no outcomes.
    #[error("chance node without outcomes")]
    NoOutcomes,
    /// Every outcome of the chance node has weight 0.
    #[error("all chance weights are zero")]
    ZeroWeights,
}

/// The outcomes of one chance node with their integer weights, and the total weight,
/// computed once.
///
/// Built by [`Game::chance_distribution`](crate::Game::chance_distribution). The
/// probability of an outcome is its weight divided by [`ChanceDistribution::total`],
/// so probabilities are exact rationals: backgammon's 21 rolls weigh 1 (doubles) or 2
/// out of 36.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ChanceDistribution<M> {
    outcomes: SmallVec<[(M, u32); 32]>,
    total: u64,
}

impl<M: Copy + Eq> ChanceDistribution<M> {
    /// Returns the distribution of the given `(outcome, weight)` pairs.
    pub fn new(outcomes: impl IntoIterator<Item = (M, u32)>) -> Self {
        let outcomes: SmallVec<[(M, u32); 32]> = outcomes.into_iter().collect();
        let total = outcomes.iter().map(|&(_, w)| u64::from(w)).sum();
        Self { outcomes, total }
    }

    /// Returns the `(outcome, weight)` pairs, in the game's order.
    pub fn outcomes(&self) -> &[(M, u32)] {
        &self.outcomes
    }

    /// Returns the sum of the weights.
    pub const fn total(&self) -> u64 {
        self.total
    }

    /// Returns the weight of `mv`, or 0 if it is not an outcome.
    pub fn weight(&self, mv: M) -> u32 {
        self.outcomes
            .iter()
            .find(|&&(m, _)| m == mv)
            .map_or(0, |&(_, w)| w)
    }

    /// Returns the probability of `mv`: its weight over the total, or 0.0 if `mv` is not
    /// an outcome or the total is 0.
    pub fn probability(&self, mv: M) -> f64 {
        if self.total == 0 {
            0.0
        } else {
            f64::from(self.weight(mv)) / self.total as f64
        }
    }

    /// Draws an outcome with probability weight / total.
    ///
    /// # Errors
    ///
    /// Returns [`ChanceError::NoOutcomes`] if there are no outcomes and
    /// [`ChanceError::ZeroWeights`] if every weight is 0 (a bug in the game, not a
    /// reason to fall back to a uniform choice).
    pub fn sample<R: Rng + ?Sized>(&self, rng: &mut R) -> Result<M, ChanceError> {
        if self.outcomes.is_empty() {
            return Err(ChanceError::NoOutcomes);
        }
        if self.total == 0 {
            return Err(ChanceError::ZeroWeights);
        }
        let mut pick = rng.random_range(0..self.total);
        for &(m, w) in &self.outcomes {
            let w = u64::from(w);
            if pick < w {
                return Ok(m);
            }
            pick -= w;
        }
        unreachable!("the pick is below the total weight")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    #[test]
    fn samples_by_weight() {
        let d = ChanceDistribution::new([('a', 1), ('b', 0), ('c', 3)]);
        assert_eq!(d.total(), 4);
        assert_eq!(d.probability('c'), 0.75);
        assert_eq!(d.probability('z'), 0.0);
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let mut counts = [0; 3];
        for _ in 0..4000 {
            match d.sample(&mut rng) {
                Ok('a') => counts[0] += 1,
                Ok('b') => counts[1] += 1,
                Ok(_) => counts[2] += 1,
                Err(e) => panic!("{e}"),
            }
        }
        assert_eq!(counts[1], 0);
        assert!((800..1200).contains(&counts[0]), "{counts:?}");
    }

    #[test]
    fn zero_weights_are_an_error() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let d = ChanceDistribution::new([('a', 0), ('b', 0)]);
        assert_eq!(d.sample(&mut rng), Err(ChanceError::ZeroWeights));
        let d = ChanceDistribution::<char>::new([]);
        assert_eq!(d.sample(&mut rng), Err(ChanceError::NoOutcomes));
    }
}
