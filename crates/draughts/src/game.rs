//! `boardcore::Game` for draughts positions.
//!
//! A bare [`Position`] is the game of move generation: it ends only when the side
//! to move cannot move, so that generic perft through the trait gives the published
//! (drop duplicates) numbers. [`History`](crate::History) adds the draw rules.

use crate::{Move, MoveList, Position};
use alloc::string::String;
use boardcore::rand::Rng;
use boardcore::{Game, Outcome, ParseMoveError, Turn};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "draughts-position";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        match Self::outcome(self) {
            Some(o) => Turn::Over(o),
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

    /// Draws uniformly among the legal moves; without a capture, with no move list:
    /// the quiet moves are counted by the popcounts of their target sets (one set
    /// per man direction, and per king direction and distance), and the drawn index
    /// is found in them.
    #[inline]
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        crate::pick::random_move(self, rng)
    }

    #[inline]
    fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        Self::play_unchecked_into(self, child, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        Self::outcome(self)
    }

    #[inline]
    fn legal_move_count(&self) -> usize {
        Self::legal_move_count(self)
    }

    fn is_legal(&self, mv: Move) -> bool {
        Self::is_legal(self, mv)
    }

    /// Reads PDN (`32-28`, `28x19`, paths, the Hub form).
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        Self::parse_move(self, text)
    }

    /// Writes PDN: the short form, or the full path where it is ambiguous.
    fn format_move(&self, mv: Move) -> String {
        Self::format_move(self, mv)
    }
}
