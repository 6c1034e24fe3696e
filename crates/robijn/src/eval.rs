//! A simple evaluation for search: how far each side's stones are from their goals.

use crate::{History, Position, Side, Square, layout};
use boardcore::Player;

/// Returns how good `position` is for `player` (player 0 is side A), in
/// `-1.0..=1.0`: `(theirs - ours) / (theirs + ours)`, where *ours* and *theirs* are the
/// sums over each side's twenty stones of the king-step (Chebyshev) distance from the
/// stone's field to its goal field ([`layout::goal_square`]); 0 when both are 0.
///
/// Stones move one field in eight directions or jump further, so the sum of king-step
/// distances is the usual race measure of such "Halma-family" games (Sturtevant 2008,
/// for Chinese checkers: the distance-to-goal heuristic). Positive is good for
/// `player`; it is antisymmetric (`evaluate(p, A) == -evaluate(p, B)`), 0 at the
/// start.
#[must_use]
pub fn evaluate(position: &Position, player: Player) -> f64 {
    let mut distance = [0usize; 2];
    for sq in Square::all() {
        if let Some(stone) = position.stone_at(sq) {
            distance[stone.side().index()] += sq.distance(layout::goal_square(stone));
        }
    }
    let (ours, theirs) = if player == Player::from(Side::A) {
        (distance[0], distance[1])
    } else {
        (distance[1], distance[0])
    };
    if ours + theirs == 0 {
        0.0
    } else {
        (theirs as f64 - ours as f64) / (theirs + ours) as f64
    }
}

/// Returns [`evaluate`] of the current position of `history`.
#[must_use]
pub fn evaluate_history(history: &History, player: Player) -> f64 {
    evaluate(history.position(), player)
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardcore::Game;

    #[test]
    fn the_start_is_even() {
        let p = Position::new();
        assert_eq!(evaluate(&p, Player::FIRST), 0.0);
        assert_eq!(evaluate(&p, Player::SECOND), 0.0);
    }

    #[test]
    fn an_advance_is_good_for_its_side_only() {
        // Red 14 steps from d2 to e3, one king step nearer its goal g9 (blue 14's
        // start: 7 steps from d2, 6 from e3); each side starts 164 steps away.
        let mut p = Position::new();
        let mv = p.parse_move("d2-e3").unwrap();
        p.play(mv).unwrap();
        let a = evaluate(&p, Player::FIRST);
        assert_eq!(a, (164.0 - 163.0) / (164.0 + 163.0));
        assert_eq!(evaluate(&p, Player::SECOND), -a);
        let mut h = History::new(Position::new());
        h.play(mv).unwrap();
        assert_eq!(evaluate_history(&h, Player::FIRST), a);
        // B answers with the mirror image (blue 14 from g9 to f8): even again.
        let mirror = p.parse_move("g9-f8").unwrap();
        p.play(mirror).unwrap();
        assert_eq!(evaluate(&p, Player::FIRST), 0.0);
    }
}
