//! Move generation: the moves of the side to move, from the fields each of its
//! stones reaches ([`Jumps`]), with the pass when only the opponent can move.

use crate::jumps::Jumps;
use crate::{Bitboard, Move, MoveList, Position, Side, Square};

impl Position {
    /// Calls `f(from, targets)` for each stone of `side` with at least one target,
    /// until `f` returns `false`; returns whether it ran to the end.
    #[inline(always)]
    pub(crate) fn for_each_targets(
        &self,
        side: Side,
        mut f: impl FnMut(Square, Bitboard) -> bool,
    ) -> bool {
        let jumps = Jumps::new(self.occupied());
        for colour in side.colors() {
            for from in self.stones_of(colour) {
                let targets = jumps.targets(from, colour);
                if !targets.is_empty() && !f(from, targets) {
                    return false;
                }
            }
        }
        true
    }

    /// Tests if `side` has a move (ignoring whether the game is over).
    pub(crate) fn has_moves(&self, side: Side) -> bool {
        !self.for_each_targets(side, |_, _| false)
    }

    /// Returns the legal moves (a pass if the side to move is stuck and the other
    /// is not; nothing if the game is over).
    pub(crate) fn generate(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.decided().is_some() {
            return list;
        }
        self.for_each_targets(self.turn(), |from, targets| {
            list.extend(targets.iter().map(|to| Move::new(from, to)));
            true
        });
        if list.is_empty() && self.has_moves(!self.turn()) {
            list.push(Move::Pass);
        }
        list
    }

    /// Returns the number of legal moves, counted by popcount.
    pub(crate) fn count(&self) -> usize {
        if self.decided().is_some() {
            return 0;
        }
        let mut n = 0;
        self.for_each_targets(self.turn(), |_, targets| {
            n += targets.count();
            true
        });
        if n == 0 && self.has_moves(!self.turn()) {
            n = 1;
        }
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Stone, layout};
    use boardcore::grid::Direction;

    /// The targets through `Bitboard::jump_closure`, the shared primitive.
    fn via_closure(pos: &Position, from: Square, colour: Color) -> Bitboard {
        let occupied = pos.occupied();
        let steps = Bitboard::neighbours(from) & !occupied & layout::landings(colour);
        let reach = Bitboard::jump_closure(steps.with(from), occupied, &Direction::ALL);
        ((steps | reach).without(from)) & layout::landings(colour)
    }

    #[test]
    fn agrees_with_the_shared_jump_closure() {
        let mut pos = Position::default();
        let mut state = 0x1234_5678_u64;
        for _ in 0..400 {
            let jumps = Jumps::new(pos.occupied());
            for stone in Stone::all() {
                let from = pos.square_of(stone);
                assert_eq!(
                    jumps.targets(from, stone.color()),
                    via_closure(&pos, from, stone.color()),
                    "{stone} in {pos}"
                );
            }
            let moves = pos.generate();
            if moves.is_empty() {
                break;
            }
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            pos.play_unchecked(moves[(state >> 33) as usize % moves.len()]);
        }
    }
}
