//! A simple evaluation for search: how far the smugglers are from home, as far as one
//! side can tell.

use crate::{Color, History, Position, Stone};
use boardcore::Player;

/// The largest number of ranks between a stone and a far rank.
const MAX_DISTANCE: f64 = 5.0;

/// Returns how good `position` is for `player` (player 0 is White), in `-1.0..=1.0`,
/// reading only what `player` may see: `(theirs - ours) / 5`, where *ours* is the
/// number of ranks between `player`'s own secret stone and its far rank (where it
/// wins), and *theirs* the mean of the same distance over the opponent's ten stones,
/// any of which may be the opponent's hidden secret stone (a uniform guess). Before a
/// side has chosen its secret (in set-up), *ours* is the mean over its own stones too.
///
/// Positive is good for `player`. Two positions that `player` cannot tell apart (the
/// same board, the same own secret) get the same value. Returns 0 for a seat that is
/// not a player.
#[must_use]
pub fn evaluate(position: &Position, player: Player) -> f64 {
    let Some(me) = Color::from_player(player) else {
        return 0.0;
    };
    let own = position
        .secret(me)
        .and_then(|label| position.square_of(Stone::new(me, label)))
        .map_or_else(|| mean_distance(position, me), |sq| distance(sq, me));
    let theirs = mean_distance(position, me.opponent());
    ((theirs - own) / MAX_DISTANCE).clamp(-1.0, 1.0)
}

/// Returns [`evaluate`] of the current position of `history`.
#[must_use]
pub fn evaluate_history(history: &History, player: Player) -> f64 {
    evaluate(history.position(), player)
}

/// The ranks between `sq` and the far rank of `color`.
fn distance(sq: crate::Square, color: Color) -> f64 {
    sq.rank().abs_diff(color.far_rank()) as f64
}

/// The mean distance of `color`'s stones to its far rank (the full distance if it has
/// none on the board).
fn mean_distance(position: &Position, color: Color) -> f64 {
    let stones = position.stones(color);
    let n = stones.count();
    if n == 0 {
        return MAX_DISTANCE;
    }
    stones
        .into_iter()
        .map(|sq| distance(sq, color))
        .sum::<f64>()
        / n as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Label, Setup, Square};
    use boardcore::Game;
    use rand::SeedableRng;

    fn sq(name: &str) -> Square {
        let b = name.as_bytes();
        Square::from_coords(usize::from(b[0] - b'a'), usize::from(b[1] - b'1')).unwrap()
    }

    #[test]
    fn the_start_weighs_the_own_secret_against_the_opponents_mean() {
        // At the start every side's stones are 4 or 5 ranks from its far rank (mean
        // 4.5); the value is that mean less the own secret's distance.
        let p = Position::new();
        for player in [Player::FIRST, Player::SECOND] {
            let me = Color::from_player(player).unwrap();
            let secret = p.square_of(Stone::new(me, Label::ALL[0])).unwrap();
            let expected = (4.5 - distance(secret, me)) / 5.0;
            assert_eq!(evaluate(&p, player), expected);
        }
    }

    #[test]
    fn an_advanced_smuggler_is_good_for_its_owner_only() {
        let mut setup = Setup::empty();
        let label = |n: usize| Label::ALL[n];
        // White's secret W3 is one rank from rank 6; Black's stones are far from
        // rank 1, its secret B0 on a6.
        setup.set(sq("c5"), Some(Stone::new(Color::White, label(3))));
        setup.set(sq("a1"), Some(Stone::new(Color::White, label(1))));
        setup.set(sq("a6"), Some(Stone::new(Color::Black, label(0))));
        setup.set(sq("b5"), Some(Stone::new(Color::Black, label(2))));
        setup.secrets = [Some(label(3)), Some(label(0))];
        let p = Position::from_setup(setup).unwrap();
        // White: own 1 rank, Black's mean (5 + 4) / 2.
        assert_eq!(evaluate(&p, Player::FIRST), (4.5 - 1.0) / 5.0);
        // Black: own 5 ranks, White's mean (1 + 5) / 2.
        assert_eq!(evaluate(&p, Player::SECOND), (3.0 - 5.0) / 5.0);
        assert_eq!(
            evaluate_history(&History::new(p), Player::FIRST),
            (4.5 - 1.0) / 5.0
        );
    }

    #[test]
    fn reads_only_what_the_seat_sees() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2);
        for _ in 0..10 {
            let mut p = Position::random_start(&mut rng);
            for _ in 0..6 {
                let moves = p.legal_moves();
                if moves.is_empty() {
                    break;
                }
                p.play_unchecked(moves[rand::RngExt::random_range(&mut rng, 0..moves.len())]);
            }
            for player in [Player::FIRST, Player::SECOND] {
                let v = evaluate(&p, player);
                assert!((-1.0..=1.0).contains(&v));
                for _ in 0..5 {
                    assert_eq!(evaluate(&p.determinize(player, &mut rng), player), v);
                }
            }
        }
    }
}
