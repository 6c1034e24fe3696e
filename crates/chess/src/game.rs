//! `boardcore::Game` for chess positions.

use crate::{Move, MoveList, Position};
use boardcore::{Game, Outcome, Player, Turn};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type View = Self;
    const NAME: &'static str = "chess";

    fn turn(&self) -> Turn {
        match self.outcome() {
            Some(outcome) => Turn::Over(outcome),
            None => Turn::Player(self.turn.into()),
        }
    }

    fn legal_moves(&self) -> MoveList {
        if self.is_insufficient_material() || self.halfmoves >= 150 {
            // Dead position or 75-move rule: the game is over (unless it is mate,
            // which `outcome` reports; then there are no moves either).
            return MoveList::new();
        }
        Self::legal_moves(self)
    }

    fn play_unchecked(&mut self, mv: Move) {
        Self::play_unchecked(self, mv);
    }

    fn view(&self, _player: Player) -> Self {
        self.clone()
    }

    fn outcome(&self) -> Option<Outcome> {
        Self::outcome(self)
    }

    fn legal_move_count(&self) -> usize {
        if self.is_insufficient_material() || self.halfmoves >= 150 {
            return 0;
        }
        self.count_legal_moves()
    }

    fn is_legal(&self, mv: Move) -> bool {
        Game::legal_move_count(self) > 0 && Self::is_legal(self, mv)
    }
}
