//! A simple evaluation for search: the Bards' progress on the track, and gold.

use crate::Position;
use boardcore::Player;

/// Returns how good `position` is for `player`, in `-1.0..=1.0`: the difference of the
/// two players' *progress*, divided by the finish index of the track (39 on the
/// standard track) and clamped, where a player's progress is its Bard's index on the
/// track plus its gold (paying 1 gold advances the Bard one field, so a coin is worth
/// one field of progress).
///
/// Loot that is not yet sold, the Robins' squares and the tasks ahead are ignored.
/// Positive is good for `player`; it is antisymmetric (`evaluate(p, 0) ==
/// -evaluate(p, 1)`) and reads only what both players see (track, Bards, supplies).
#[must_use]
pub fn evaluate(position: &Position, player: Player) -> f64 {
    let progress = |p: Player| position.bard(p) as f64 + f64::from(position.supply(p).gold());
    let finish = position.track().finish().max(1) as f64;
    ((progress(player) - progress(player.opponent())) / finish).clamp(-1.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardcore::Game;
    use rand::{RngExt, SeedableRng};

    #[test]
    fn the_start_is_even() {
        let p = Position::default();
        assert_eq!(evaluate(&p, Player::FIRST), 0.0);
        assert_eq!(evaluate(&p, Player::SECOND), 0.0);
    }

    #[test]
    fn progress_and_gold_are_good_for_their_owner_only() {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(6);
        let mut seen = [0; 3];
        for _ in 0..20 {
            let mut p = Position::default();
            let plies = rng.random_range(20..400);
            for _ in 0..plies {
                let mv = match p.turn() {
                    boardcore::Turn::Over(_) => break,
                    boardcore::Turn::Chance => p.sample_chance(&mut rng).unwrap(),
                    boardcore::Turn::Player(_) => {
                        let moves = Game::legal_moves(&p);
                        moves[rng.random_range(0..moves.len())]
                    }
                };
                p.play_unchecked(mv);
            }
            let progress = |q: Player| p.bard(q) as f64 + f64::from(p.supply(q).gold());
            let (a, b) = (progress(Player::FIRST), progress(Player::SECOND));
            let first = evaluate(&p, Player::FIRST);
            assert_eq!(evaluate(&p, Player::SECOND), -first);
            assert_eq!(first, ((a - b) / 39.0).clamp(-1.0, 1.0));
            match a.partial_cmp(&b).unwrap() {
                core::cmp::Ordering::Greater => {
                    assert!(first > 0.0);
                    seen[0] += 1;
                }
                core::cmp::Ordering::Less => {
                    assert!(first < 0.0);
                    seen[1] += 1;
                }
                core::cmp::Ordering::Equal => seen[2] += 1,
            }
        }
        // Both sides led in some of the games.
        assert!(seen[0] > 0 && seen[1] > 0, "{seen:?}");
    }
}
