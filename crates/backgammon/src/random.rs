//! Random picks without listing every move: the dice drawn directly, a play drawn
//! uniformly from the distinct legal plays (collected compactly, without the moves'
//! list), and the fast loop of random playouts ([`Game::play_randomly`]).

use crate::movegen::Group;
use crate::{Dice, GameState, Move, Phase, Play, Position};
use boardcore::Game;
use boardcore::rand::{Rng, RngExt};
use smallvec::SmallVec;

/// Draws two dice: each of the 36 ordered outcomes equally likely, so a double has
/// weight 1 and another roll weight 2 (as [`Game::chance_weight`]).
#[inline]
pub(crate) fn random_dice<R: Rng + ?Sized>(rng: &mut R) -> (u8, u8) {
    let r = rng.random_range(0..36u32) as u8;
    (r / 6 + 1, r % 6 + 1)
}

impl Position {
    /// Picks one of the distinct legal plays of `dice` uniformly at random (each play
    /// [`Position::plays`] lists equally likely); `None` when no checker can move.
    ///
    /// Cheaper than listing the plays as moves: the plays are collected compactly
    /// and the random number is drawn once.
    pub fn random_play<R: Rng + ?Sized>(&self, dice: Dice, rng: &mut R) -> Option<Play> {
        // Each group with the number of plays before its end.
        let mut groups: SmallVec<[(Group, u32); 48]> = SmallVec::new();
        let mut n = 0u32;
        self.for_each_play_group(dice, |g| {
            n += g.last.count_ones();
            groups.push((g, n));
        });
        if n == 0 {
            return None;
        }
        let k = rng.random_range(0..n);
        for &(g, end) in &groups {
            if k < end {
                // The origin of the group's play `end - 1 - k`, counting from the
                // highest origin down.
                let mut last = g.last;
                for _ in 0..end - 1 - k {
                    last &= !(1 << (31 - last.leading_zeros()));
                }
                let from = 31 - last.leading_zeros() as usize;
                return Some(g.play(from, dice.is_double()));
            }
        }
        unreachable!("k is below the number of plays")
    }

    /// The position after the steps of a legal `play` (no checks).
    #[inline]
    pub(crate) fn after_legal(&self, play: &Play) -> Self {
        let mut b = self.board;
        for s in play.steps() {
            let (from, to) = (usize::from(s.from()), usize::from(s.to()));
            b[from] -= 1;
            if to > 0 {
                let hit = i8::from(b[to] == -1);
                b[to] += 1 + hit;
                b[0] -= hit;
            }
        }
        Self { board: b }
    }
}

impl GameState {
    /// [`Game::random_move`]: the dice drawn directly, a play from
    /// [`Position::random_play`]; other phases (the cube, resignations) list their
    /// few moves.
    ///
    /// (Mutants that delete one of the fast arms or make the moving arm's guard
    /// false are equivalent: the last arm lists the moves and picks by the same
    /// distribution, only slower; the tests do not pin a seed's draws.)
    pub(crate) fn pick_random<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        match self.phase {
            Phase::Over { .. } => None,
            Phase::Opening => {
                let (a, b) = random_dice(rng);
                Some(Move::Opening(a, b))
            }
            Phase::Rolling => {
                let (a, b) = random_dice(rng);
                Some(Move::Roll(Dice::new_unchecked(a, b)))
            }
            Phase::Moving(d) if !self.rules.resignations => Some(Move::Play(
                self.board.random_play(d, rng).unwrap_or(Play::EMPTY),
            )),
            _ => {
                let moves = self.legal_moves();
                boardcore::random_move(self, &moves, rng)
            }
        }
    }

    /// [`Game::play_randomly`] for one game: stops when the game is over.
    pub(crate) fn play_out<R: Rng + ?Sized, F: FnMut(Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        seen: &mut F,
    ) -> usize {
        for plies in 0..max_plies {
            // (The guard false is an equivalent mutant: `pick_random` takes the same
            // fast path.)
            let mv = match self.phase {
                Phase::Moving(d) if !self.rules.resignations => {
                    let play = self.board.random_play(d, rng).unwrap_or(Play::EMPTY);
                    self.play_legal(play);
                    Move::Play(play)
                }
                _ => {
                    let Some(mv) = self.pick_random(rng) else {
                        return plies;
                    };
                    self.play_unchecked(mv);
                    mv
                }
            };
            seen(mv);
        }
        max_plies
    }
}
