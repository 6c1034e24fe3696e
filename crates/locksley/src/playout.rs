//! Random moves and random playouts without move lists: the fast path of
//! [`boardcore::random_playout`].

use crate::loot::sum;
use crate::position::{Phase, Position};
use crate::{Loot, Move};
use boardcore::rand::{Rng, RngExt};

impl Position {
    /// Returns a random legal move, or `None` if the game is over: a player's move
    /// uniformly among the legal moves, a chance outcome (a colour to draw) by its
    /// weight, the tiles of that colour in the draw pile. The same distribution as
    /// [`boardcore::random_move`] over [`Position::legal_moves`], mostly without
    /// listing the moves.
    #[must_use]
    pub fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if self.outcome().is_some() {
            return None;
        }
        Some(self.pick(rng))
    }

    /// The random move of a game that is not over (see [`Position::random_move`]).
    #[inline(always)]
    fn pick<R: Rng + ?Sized>(&self, rng: &mut R) -> Move {
        match self.phase {
            Phase::Deal | Phase::Refill | Phase::Fill(_) => {
                let n = self.colours();
                let total = u64::from(sum(&self.draw));
                let mut pick = rng.random_range(0..total);
                let mut colour = 0;
                for (c, &w) in self.draw[..n].iter().enumerate() {
                    let w = u64::from(w);
                    if pick < w {
                        colour = c;
                        break;
                    }
                    pick -= w;
                }
                Move::Draw(Loot::new(colour).expect("a colour below 8"))
            }
            Phase::Play => {
                // The same pick as from the list of `legal_moves`, without the list.
                let p = self.play_options();
                let n = p.count();
                let k = rng.random_range(0..n as usize) as u32;
                p.nth(k)
            }
            Phase::Corner | Phase::Choose => {
                let legal = self.legal_moves();
                legal[rng.random_range(0..legal.len())]
            }
        }
    }

    /// Plays random moves (as [`Position::random_move`] picks them) until the game
    /// ends or `max_plies` moves were played, reporting each to `seen`; returns the
    /// number of moves played. The loop of [`Position::random_playout`] and of
    /// [`boardcore::Game::play_randomly`].
    #[inline]
    pub(crate) fn play_randomly<R: Rng + ?Sized, F: FnMut(Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        mut seen: F,
    ) -> usize {
        if self.outcome().is_some() {
            return 0;
        }
        for plies in 0..max_plies {
            let turns = self.turns;
            let bards = self.bards;
            let mv = self.pick(rng);
            self.play_unchecked(mv);
            seen(mv);
            // Only an advance or the end of a turn can end the game.
            if (self.turns != turns || self.bards != bards) && self.outcome().is_some() {
                return plies + 1;
            }
        }
        max_plies
    }

    /// Returns this position with the deal's chance nodes still to come played with
    /// `rng` (each square a colour drawn by the tiles of it left): the grid dealt and
    /// the start player to choose a corner. Any other position comes back unchanged.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardcore::rand::SeedableRng;
    /// use locksley::{Phase, Position};
    ///
    /// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    /// let pos = Position::default().dealt(&mut rng);
    /// assert_eq!(pos.phase(), Phase::Corner);
    /// assert_eq!(pos.draw_pile().iter().map(|&n| u32::from(n)).sum::<u32>(), 60 - 25);
    /// ```
    #[must_use]
    pub fn dealt<R: Rng + ?Sized>(&self, rng: &mut R) -> Self {
        let mut pos = *self;
        while pos.phase == Phase::Deal {
            let mv = pos.pick(rng);
            pos.play_unchecked(mv);
        }
        pos
    }

    /// Returns the start of a game ([`Position::new`]) with the grid dealt with `rng`
    /// ([`Position::dealt`]), the start player to choose a corner: one step where a
    /// loop over the 25 chance nodes of the deal was needed.
    ///
    /// # Errors
    ///
    /// As [`Position::new`].
    pub fn deal<R: Rng + ?Sized>(
        colours: usize,
        tiles: [u8; crate::MAX_COLOURS],
        track: crate::Track,
        rng: &mut R,
    ) -> Result<Self, crate::SetupError> {
        Ok(Self::new(colours, tiles, track)?.dealt(rng))
    }

    /// Plays random moves from this position to the end of the game and returns the
    /// final position: the fast path of [`boardcore::random_playout`], with no move
    /// list kept.
    ///
    /// It draws from `rng` exactly as `boardcore::random_playout` does (the moves of
    /// [`Position::random_move`]), so both play the same game from the same
    /// generator. Every game ends: by a win or at the turn limit.
    ///
    /// # Panics
    ///
    /// Never on a legal position (a chance node always has a tile to draw).
    #[must_use]
    pub fn random_playout<R: Rng + ?Sized>(&self, rng: &mut R) -> Self {
        let mut pos = *self;
        pos.play_randomly(rng, usize::MAX, |_| {});
        pos
    }
}
