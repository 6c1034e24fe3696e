//! `boardcore::Game` for Robin of Locksley positions.
//!
//! Hidden information: the only secret of the physical game is the order of the
//! face-down draw pile, unknown to *both* players. The state holds the pile as counts
//! by colour (a multiset), and every draw is a chance node whose outcomes are the
//! colours, weighted by the tiles of each left, which is exactly the distribution of
//! drawing from a shuffled pile. Everything else is open: the grid, both supplies (a
//! coin's colour was public when it was turned: at set-up or in a sale), the discard
//! pile, the Bards and the track; the draw pile's composition follows from them. So
//! a player's view is the whole position, a move is seen as itself, and
//! determinizing is cloning: [`boardcore::perfect_information!`].

use crate::{Move, MoveList, Position};
use boardcore::rand::Rng;
use boardcore::{Game, Outcome, Turn};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "locksley";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        Self::turn(self)
    }

    fn legal_moves(&self) -> MoveList {
        Self::legal_moves(self)
    }

    fn play_unchecked(&mut self, mv: Move) {
        Self::play_unchecked(self, mv);
    }

    #[inline]
    fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        *child = *self;
        child.play_unchecked(mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        Self::outcome(self)
    }

    fn chance_weight(&self, mv: Move) -> u32 {
        Self::chance_weight(self, mv)
    }

    fn is_legal(&self, mv: Move) -> bool {
        Self::is_legal(self, mv)
    }

    /// [`Position::random_move`]: the same distribution, mostly without a list.
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        Self::random_move(self, rng)
    }

    /// The fast loop of [`Position::random_playout`], reporting each move.
    fn play_randomly<R: Rng + ?Sized, F: FnMut(Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        seen: F,
    ) -> usize {
        Self::play_randomly(self, rng, max_plies, seen)
    }
}
