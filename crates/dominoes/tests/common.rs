//! Helpers shared by the test modules.

use boardcore::Player;
use dominoes::{DrawRule, Move, Position};

/// The seat that made each move of `pos`'s log (the leader makes the first): a play
/// or a pass passes the turn, and so does a drawn tile under the draw-one rule; under
/// draw-until-playable the drawer keeps the turn.
pub fn movers(pos: &Position) -> Vec<usize> {
    let p = pos.rules().players as usize;
    let until = pos.rules().draw_rule == DrawRule::UntilPlayable;
    let mut q = pos.leader().map_or(0, Player::index);
    pos.log()
        .iter()
        .map(|&mv| {
            let s = q;
            match mv {
                Move::Play { .. } | Move::Pass => q = (q + 1) % p,
                Move::Drawn(_) if !until => q = (q + 1) % p,
                _ => {}
            }
            s
        })
        .collect()
}
