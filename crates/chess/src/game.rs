//! `boardcore::Game` for chess positions.
//!
//! A bare [`Position`] is the game of move generation: it ends only at checkmate or
//! stalemate, so that generic perft through the trait matches the published perft
//! numbers. [`History`](crate::History) is the game under the full FIDE rules (dead
//! position, 75-move rule, fivefold repetition) and implements the trait too.

use crate::{Move, MoveList, Position};
use boardcore::{Game, Outcome, Turn};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "chess";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        match Game::outcome(self) {
            Some(outcome) => Turn::Over(outcome),
            None => Turn::Player(self.turn.into()),
        }
    }

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Self::legal_moves(self)
    }

    fn play_unchecked(&mut self, mv: Move) {
        Self::play_unchecked(self, mv);
    }

    #[inline]
    fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        Self::play_unchecked_into(self, child, mv);
    }

    /// Returns the result of checkmate or stalemate; other draws need
    /// [`History`](crate::History) or [`Position::termination`].
    fn outcome(&self) -> Option<Outcome> {
        Self::outcome(self)
    }

    fn legal_move_count(&self) -> usize {
        self.count_legal_moves()
    }

    fn is_legal(&self, mv: Move) -> bool {
        Self::is_legal(self, mv)
    }
}
