//! A chi-square check that [`Game::random_move`] draws every legal move with the right
//! probability: uniformly among a player's moves, by [`Game::chance_weight`] at a
//! chance node.

extern crate std;

use crate::{Game, Turn};
use alloc::vec;

/// Draws `samples` moves of `pos` with [`Game::random_move`] and returns Pearson's
/// chi-square statistic of their counts against the expected ones, with its degrees
/// of freedom (legal moves minus one).
///
/// The expected count of a move is `samples` times its probability: `1 / n` among a
/// player's `n` moves, its chance weight over the total at a chance node. The
/// statistics of independent positions add up, and so do their degrees of freedom,
/// so a test can sum them over many positions and compare the sum once with
/// [`chi_square_bound`].
///
/// # Panics
///
/// Panics if `pos` has no legal move, if `random_move` returns `None` or a move that
/// is not legal, or if it never draws some legal move (at `samples` large enough for
/// that to be a failure, which the caller chooses).
pub fn random_move_chi_square<G: Game, R: rand::Rng + ?Sized>(
    pos: &G,
    rng: &mut R,
    samples: usize,
) -> (f64, usize) {
    let legal = pos.legal_moves();
    let legal = legal.as_ref();
    assert!(!legal.is_empty(), "no legal move in {pos}");
    let chance = pos.turn() == Turn::Chance;
    let weight = |mv| {
        if chance {
            f64::from(pos.chance_weight(mv))
        } else {
            1.0
        }
    };
    let total: f64 = legal.iter().map(|&mv| weight(mv)).sum();
    let mut counts = vec![0_usize; legal.len()];
    for _ in 0..samples {
        let mv = pos.random_move(rng).expect("the game goes on");
        let Some(i) = legal.iter().position(|&m| m == mv) else {
            panic!("{mv} is not legal in {pos}");
        };
        counts[i] += 1;
    }
    assert!(
        counts.iter().all(|&c| c > 0),
        "every legal move is drawn in {pos}"
    );
    let chi2 = legal
        .iter()
        .zip(&counts)
        .map(|(&mv, &count)| {
            let expected = samples as f64 * weight(mv) / total;
            (count as f64 - expected).powi(2) / expected
        })
        .sum();
    (chi2, legal.len() - 1)
}

/// Returns the bound a chi-square statistic with `dof` degrees of freedom stays below
/// but with a chance of about 3 in 10 million: its mean plus five standard deviations
/// (`dof + 5 * sqrt(2 * dof)`, the normal approximation, good for the hundreds of
/// degrees of freedom a summed test has).
#[must_use]
pub fn chi_square_bound(dof: usize) -> f64 {
    let dof = dof as f64;
    dof + 5.0 * std::primitive::f64::sqrt(2.0 * dof)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bound_is_the_mean_plus_five_deviations() {
        assert!((chi_square_bound(50) - 100.0).abs() < 1e-9);
        assert!((chi_square_bound(0)).abs() < 1e-12);
    }
}
