//! Playing a move: the turn's actions, the refills and the draws.

use crate::loot::sum;
use crate::position::{EMPTY, FULL, Phase, Position};
use crate::{MAX_COLOURS, Move};

impl Position {
    /// Moves the discard pile onto the empty draw pile (the reshuffle: no chance
    /// event, the pile is a multiset).
    pub(crate) fn ensure_draw_pile(&mut self) {
        if u64::from_le_bytes(self.draw) == 0 {
            self.draw = self.discard;
            self.discard = [0; MAX_COLOURS];
        }
    }

    /// Puts `n` tiles of colour `c` that a sale or payment gives up onto the discard
    /// pile or, during the short refill, onto the draw pile: the spec's "the tiles so
    /// discarded become drawable at once" (no chance event: the pile is a multiset).
    /// Tiles discarded before stay on the discard pile until the draw pile runs out.
    fn give_up(&mut self, c: usize, n: u8) {
        if self.phase == Phase::Choose {
            self.draw[c] += n;
        } else {
            self.discard[c] += n;
        }
    }

    /// Passes the turn to the other player.
    pub(crate) fn end_of_turn(&mut self) {
        self.turns = self.turns.saturating_add(1);
        self.side ^= 1;
        self.moved = false;
        self.sold = false;
        self.phase = Phase::Play;
    }

    /// Starts the refill after `EndTurn`.
    pub(crate) fn start_refill(&mut self) {
        self.moved = false;
        self.sold = false;
        let empties = self.empty_mask().count_ones();
        let tiles = sum(&self.draw) + sum(&self.discard);
        if empties == 0 {
            self.end_of_turn();
        } else if tiles >= empties {
            self.phase = Phase::Refill;
            self.ensure_draw_pile();
        } else {
            self.continue_short_refill();
        }
    }

    /// Tests if the short refill goes on: a square is empty, and there is a tile to
    /// fill it or a sale or payment could bring one back.
    pub(crate) fn short_refill_goes_on(&self) -> bool {
        self.empty_mask() != 0
            && (sum(&self.draw) + sum(&self.discard) > 0 || self.short_refill_options() != (0, 0))
    }

    /// Goes on with the short refill (phase `Choose`), or passes the turn when it is
    /// over.
    pub(crate) fn continue_short_refill(&mut self) {
        if self.short_refill_goes_on() {
            self.phase = Phase::Choose;
        } else {
            self.end_of_turn();
        }
    }

    /// Puts a tile of colour `c` from the draw pile on the square the phase fills
    /// next, and moves to the next phase.
    #[inline(always)]
    pub(crate) fn draw_tile(&mut self, c: usize) {
        let target = match self.phase {
            Phase::Deal => (!self.filled & FULL).trailing_zeros() as usize,
            Phase::Refill => self.empty_mask().trailing_zeros() as usize,
            Phase::Fill(s) => s.to_index(),
            _ => 32,
        };
        self.grid[target] = c as u8;
        self.filled |= 1 << target;
        self.draw[c] -= 1;
        match self.phase {
            Phase::Deal => {
                if self.filled == FULL {
                    self.phase = Phase::Corner;
                }
            }
            Phase::Refill => {
                if self.empty_mask() != 0 {
                    self.ensure_draw_pile();
                } else {
                    self.end_of_turn();
                }
            }
            _ => self.continue_short_refill(),
        }
    }

    /// Plays `mv` without checking that it is legal.
    ///
    /// An illegal move may leave a corrupt position or panic (never undefined
    /// behaviour); use [`boardcore::Game::play`] for untrusted moves.
    ///
    /// # Panics
    ///
    /// May panic on a move that is not legal.
    #[inline(always)]
    pub fn play_unchecked(&mut self, mv: Move) {
        let me = usize::from(self.side);
        match mv {
            Move::Draw(c) => self.draw_tile(c.index()),
            Move::ChooseCorner(s) => {
                let mine = s.to_index();
                let theirs = s.rotate_180().to_index();
                for (p, i) in [(0, mine), (1, theirs)] {
                    let c = self.grid[i];
                    self.supplies[p].coins[usize::from(c)] += 1;
                    self.grid[i] = EMPTY;
                    self.filled &= !(1 << i);
                    self.robins[p] = i as u8;
                }
                self.phase = Phase::Play;
            }
            Move::MoveRobin(s) => {
                let i = s.to_index();
                let c = self.grid[i];
                if c != EMPTY {
                    self.supplies[me].loot[usize::from(c)] += 1;
                    self.grid[i] = EMPTY;
                    self.filled &= !(1 << i);
                }
                self.robins[me] = i as u8;
                self.moved = true;
            }
            Move::Sell(c) => {
                let c = c.index();
                let supply = &mut self.supplies[me];
                let n = supply.loot[c];
                supply.loot[c] = 0;
                supply.coins[c] += n - 2;
                self.give_up(c, 2);
                // A sale during the short refill is not "sold this turn" (the turn's
                // tasks are over).
                if self.phase != Phase::Choose {
                    self.sold = true;
                }
            }
            Move::AdvanceByTask => self.bards[me] += 1,
            Move::Pay(c) => {
                self.supplies[me].coins[c.index()] -= 1;
                self.give_up(c.index(), 1);
                self.bards[me] += 1;
                // A payment that wins during the short refill ends the game at once:
                // back to the play phase, a finished game's phase.
                if self.phase == Phase::Choose && self.winner().is_some() {
                    self.phase = Phase::Play;
                }
            }
            Move::PayFinish => {
                let mut left = 4;
                for c in 0..MAX_COLOURS {
                    let take = self.supplies[me].coins[c].min(left);
                    self.supplies[me].coins[c] -= take;
                    self.discard[c] += take;
                    left -= take;
                }
                self.bards[me] += 1;
            }
            Move::EndTurn => {
                if self.phase == Phase::Choose {
                    // The short refill stopped with no tile left.
                    self.end_of_turn();
                } else {
                    self.start_refill();
                }
            }
            Move::FillSquare(s) => {
                self.phase = Phase::Fill(s);
                self.ensure_draw_pile();
            }
        }
    }
}
