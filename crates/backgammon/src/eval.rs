//! A simple evaluation for search: the race (pip counts) and the checkers borne off.

use crate::{CHECKERS, GameState, Position};
use boardcore::Player;

/// Returns how good `state` is for `player`, in `-1.0..=1.0`: three quarters the
/// relative race lead `(their pips - own pips) / (their pips + own pips)`, one quarter
/// the lead in checkers borne off `(own off - their off) / 15`.
///
/// The pip count is the usual measure of a race (Magriel 1976, "Backgammon", ch. 1);
/// it ignores contact, blots and the cube. Positive is good for `player`; it is
/// antisymmetric (`evaluate(s, p) == -evaluate(s, p.opponent())`), and it reads only
/// the board, which both players see.
#[must_use]
pub fn evaluate(state: &GameState, player: Player) -> f64 {
    let v = evaluate_board(state.board());
    if state.on_roll() == player { v } else { -v }
}

/// Returns [`evaluate`] of `board` for the player on roll (the board's mover).
#[must_use]
pub fn evaluate_board(board: &Position) -> f64 {
    let own = f64::from(board.mover_pips());
    let theirs = f64::from(board.opponent_pips());
    let race = if own + theirs == 0.0 {
        0.0
    } else {
        (theirs - own) / (theirs + own)
    };
    let off =
        (f64::from(board.mover_off()) - f64::from(board.opponent_off())) / f64::from(CHECKERS);
    (0.75 * race + 0.25 * off).clamp(-1.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Setup;

    /// A board with the mover's checkers at `mover` and the opponent's at `opponent`
    /// (`(point, count)` in each side's own numbering).
    fn board(mover: &[(usize, u8)], opponent: &[(usize, u8)]) -> Position {
        let mut s = Setup::default();
        for &(p, n) in mover {
            s.mover[p] = n;
        }
        for &(p, n) in opponent {
            s.opponent[p] = n;
        }
        Position::try_from(s).unwrap()
    }

    #[test]
    fn the_start_is_even() {
        let s = GameState::default();
        assert_eq!(evaluate(&s, Player::FIRST), 0.0);
        assert_eq!(evaluate(&s, Player::SECOND), 0.0);
    }

    #[test]
    fn a_race_lead_is_good_for_its_side_only() {
        // The mover: 15 checkers on its 1-point (15 pips); the opponent: 15 on its
        // 6-point (90 pips).
        let b = board(&[(1, 15)], &[(6, 15)]);
        let v = evaluate_board(&b);
        assert_eq!(v, 0.75 * 75.0 / 105.0);
        assert_eq!(evaluate_board(&b.flipped()), -v);
        let s = GameState::from_parts(
            b,
            Player::SECOND,
            crate::Phase::Decide,
            1,
            None,
            crate::Rules::default(),
            crate::MatchContext::default(),
        )
        .unwrap();
        assert_eq!(evaluate(&s, Player::SECOND), v);
        assert_eq!(evaluate(&s, Player::FIRST), -v);
    }

    #[test]
    fn borne_off_checkers_count() {
        // Equal pips (12 each), but the mover has borne off 13 checkers, the
        // opponent 9.
        let b = board(&[(6, 2)], &[(2, 6)]);
        assert_eq!(b.mover_pips(), b.opponent_pips());
        assert_eq!(evaluate_board(&b), 0.25 * 4.0 / 15.0);
        assert_eq!(evaluate_board(&b.flipped()), -0.25 * 4.0 / 15.0);
    }
}
