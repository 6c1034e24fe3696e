//! A simple evaluation for search: the material balance, kings worth more than men.

use crate::{Color, History, Position, SquareSet, Variant};
use boardcore::Player;

/// Returns the value of a king in men in `variant`: 3 in international draughts, where
/// kings fly, and 1.5 in English draughts, where they step (the usual rules of thumb
/// of draughts programs, e.g. Schaeffer 1997, "One Jump Ahead", for checkers).
#[must_use]
pub const fn king_value(variant: Variant) -> f64 {
    match variant {
        Variant::International => 3.0,
        Variant::English => 1.5,
    }
}

/// Returns the material balance of `position` for `player` (player 0 is White), in
/// `-1.0..=1.0`: men count 1 and kings [`king_value`], and the difference of the two
/// sides' material is divided by the larger of a full set of men (20 or 12) and the
/// material of the richer side.
///
/// It looks only at the pieces: positive is good for `player`, and it is
/// antisymmetric (`evaluate(p, White) == -evaluate(p, Black)`).
#[must_use]
pub fn evaluate(position: &Position, player: Player) -> f64 {
    let variant = position.variant();
    let king = king_value(variant);
    let material = |color: Color| {
        let pieces = position.pieces(color);
        let kings = count(pieces & position.kings());
        (count(pieces) - kings) + king * kings
    };
    let white = material(Color::White);
    let black = material(Color::Black);
    let full_set = match variant {
        Variant::International => 20.0,
        Variant::English => 12.0,
    };
    let diff = (white - black) / white.max(black).max(full_set);
    if player == Player::from(Color::White) {
        diff
    } else {
        -diff
    }
}

/// Returns [`evaluate`] of the current position of `history`.
#[must_use]
pub fn evaluate_history(history: &History, player: Player) -> f64 {
    evaluate(history.position(), player)
}

fn count(set: SquareSet) -> f64 {
    set.len() as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str, variant: Variant) -> Position {
        Position::from_fen(fen, variant).unwrap()
    }

    #[test]
    fn the_start_is_even() {
        for variant in Variant::ALL {
            let p = Position::new(variant);
            assert_eq!(evaluate(&p, Player::FIRST), 0.0);
            assert_eq!(evaluate(&p, Player::SECOND), 0.0);
        }
    }

    #[test]
    fn an_extra_man_is_good_for_its_side_only() {
        let p = pos("W:W31,32,33:B1,2", Variant::International);
        assert_eq!(evaluate(&p, Player::FIRST), 1.0 / 20.0);
        assert_eq!(evaluate(&p, Player::SECOND), -1.0 / 20.0);
        let p = pos("B:W31:B1,2,3", Variant::English);
        assert_eq!(evaluate(&p, Player::SECOND), 2.0 / 12.0);
        assert_eq!(evaluate(&p, Player::FIRST), -2.0 / 12.0);
        assert_eq!(
            evaluate_history(&History::new(p), Player::SECOND),
            2.0 / 12.0
        );
    }

    #[test]
    fn kings_are_worth_more_than_men() {
        // One white king against two black men: 3 - 2 in international draughts,
        // 1.5 - 2 in English draughts.
        let p = pos("W:WK28:B1,2", Variant::International);
        assert_eq!(evaluate(&p, Player::FIRST), 1.0 / 20.0);
        let p = pos("W:WK28:B1,2", Variant::English);
        assert_eq!(evaluate(&p, Player::FIRST), -0.5 / 12.0);
        assert_eq!(evaluate(&p, Player::SECOND), 0.5 / 12.0);
    }

    #[test]
    fn stays_within_bounds() {
        // Twenty kings against one man: (60 - 1) / 60.
        let p = pos(
            "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50:B1",
            Variant::International,
        );
        assert_eq!(evaluate(&p, Player::FIRST), 59.0 / 60.0);
        assert!(evaluate(&p, Player::SECOND) >= -1.0);
    }
}
