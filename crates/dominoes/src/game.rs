//! `impl boardcore::Game for Position`.

use crate::determinize::{DEFAULT_ATTEMPTS, determinize};
use crate::position::{Phase, Position};
use crate::view::{Observation, View};
use crate::{Move, MoveList};
use boardcore::rand::Rng;
use boardcore::{Game, Player, Turn};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type View = View;
    type Observation = Observation;

    const NAME: &'static str = "dominoes";

    fn players(&self) -> usize {
        self.rules.players as usize
    }

    fn turn(&self) -> Turn {
        self.turn_of()
    }

    fn legal_moves(&self) -> MoveList {
        let mut out = MoveList::new();
        self.gen_moves(&mut out);
        out
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.apply(mv, true);
    }

    fn legal_move_count(&self) -> usize {
        self.count_moves()
    }

    fn is_legal(&self, mv: Move) -> bool {
        self.legal(mv)
    }

    /// [`Position::random_move`]: the same distribution without listing the moves.
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        Self::random_move(self, rng)
    }

    /// The fast loop of [`Position::random_playout`], reporting each move and keeping
    /// the log.
    fn play_randomly<R: Rng + ?Sized, F: FnMut(Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        seen: F,
    ) -> usize {
        crate::fastplay::play_randomly(self, rng, max_plies, seen)
    }

    /// Returns what `player` sees: see [`View`]. A `player` beyond the seats of the
    /// hand is a spectator: it sees no hand until the hand is over.
    fn view(&self, player: Player) -> View {
        View::of(self, player)
    }

    /// Returns the move, except a tile dealt to or drawn by another seat, seen
    /// without the tile (with the seat to lead on the last tile of the deal).
    fn observe(&self, player: Player, mv: Move) -> Observation {
        match (self.phase, mv) {
            (Phase::Deal, Move::Deal(_)) => {
                let to = crate::position::seat(self.deal_seat());
                if to == player {
                    return Observation::Seen(mv);
                }
                let mut after = self.clone();
                after.apply(mv, false);
                Observation::Dealt {
                    seat: to,
                    leader: after.leader(),
                }
            }
            (Phase::Draw(q), Move::Drawn(_)) if q as usize != player.index() => {
                Observation::Drawn {
                    seat: crate::position::seat(q),
                }
            }
            _ => Observation::Seen(mv),
        }
    }

    /// Re-deals the tiles `player` cannot see uniformly among the consistent
    /// assignments, honouring what the log proves (see [`Position::determinize_with`]).
    fn determinize<R: Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self {
        determinize(self, player, rng, DEFAULT_ATTEMPTS)
    }
}

impl Position {
    /// Returns a full state consistent with what `player` sees, the hidden tiles
    /// re-dealt: the other hands, the tiles other seats drew (rewritten in the log)
    /// and the stock.
    ///
    /// The draw is exactly uniform over the hidden histories consistent with the
    /// view and with what the log proves (a seat that drew or passed held no tile
    /// matching an open end then; a played tile was held since the deal or a draw
    /// before it; nobody was dealt a tile stronger than the opening tile). It is made
    /// by rejection, at most `attempts` times; after that a randomized matching gives
    /// a consistent state that is not exactly uniform. [`Game::determinize`] uses 4096
    /// attempts. In a finished hand the hands are shown, so only the tiles other seats
    /// drew (`drawn:?` in the view) are re-dealt among their draws, each tile staying
    /// with its seat.
    ///
    /// A `player` beyond the seats of the hand (seat 3 or 4 of a two-player hand) is
    /// a spectator: its view shows no hand, and every hand, draw and the stock are
    /// re-dealt (never the true state).
    #[must_use]
    pub fn determinize_with<R: Rng + ?Sized>(
        &self,
        player: Player,
        rng: &mut R,
        attempts: u32,
    ) -> Self {
        determinize(self, player, rng, attempts)
    }
}
