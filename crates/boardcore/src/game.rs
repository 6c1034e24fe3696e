//! The [`Game`] trait that every game of the workspace implements.

use crate::{Player, Turn};
use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::str::FromStr;

/// A list of moves that keeps up to `N` moves inline, without heap allocation.
///
/// Each game picks `N` at or above its usual maximum number of legal moves (chess 256).
pub type MoveList<M, const N: usize> = smallvec::SmallVec<[M; N]>;

/// The error of [`Game::play`]: the move is not legal in this position.
///
/// The position is left exactly as it was.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("illegal move {mv}")]
pub struct IllegalMove<M: Display + Debug> {
    /// The rejected move.
    pub mv: M,
}

/// The rules of one game, implemented by that game's `Position`.
///
/// A position knows whose [`Turn`] it is, lists the legal moves, and plays them. At a
/// chance node (`Turn::Chance`: dice to roll, tiles to deal) the "moves" are the
/// chance outcomes and [`Game::chance_weight`] gives their relative probabilities, as
/// OpenSpiel's explicit stochastic games do. Games with hidden information give each
/// player a [`Game::View`] of what that player may see.
///
/// The contract, checked for every game by property tests:
/// - [`Game::outcome`] is `Some` exactly when [`Game::legal_moves`] is empty;
/// - every listed move passes [`Game::is_legal`] and [`Game::play`];
/// - [`Game::play`] of an illegal move returns an error and leaves the position
///   unchanged;
/// - `Display` then `FromStr` gives back an equal position (for positions that
///   `FromStr` accepts; a game may build positions by a more lenient route, such as
///   chess's lenient FEN, that its strict `FromStr` rejects).
pub trait Game: Clone + Eq + Hash + Debug + Default + Display + FromStr {
    /// A move (or chance outcome) in this game.
    type Move: Copy + Eq + Hash + Debug + Display + FromStr;
    /// The list of moves [`Game::legal_moves`] returns.
    type MoveList: Default
        + AsRef<[Self::Move]>
        + IntoIterator<Item = Self::Move>
        + Extend<Self::Move>;
    /// What one player may see of the position (the position itself in games of
    /// perfect information).
    type View: Clone + Eq + Debug;

    /// A short lowercase name of the game, such as `"chess"`.
    const NAME: &'static str;

    /// Returns the number of seats in this game (2 unless the game says otherwise).
    fn players(&self) -> usize {
        2
    }

    /// Returns who acts next, or the outcome if the game is over.
    fn turn(&self) -> Turn;

    /// Returns the legal moves, or at a chance node the possible chance outcomes.
    ///
    /// The list is empty exactly when the game is over.
    fn legal_moves(&self) -> Self::MoveList;

    /// Plays `mv` without checking that it is legal.
    ///
    /// Playing an illegal move may panic or leave a corrupt position, but never causes
    /// undefined behaviour. Use [`Game::play`] for untrusted moves.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Plays `mv` (unchecked) on `child`, which must be a clone of `self`: the
    /// copy-make step of perft and search.
    ///
    /// The default plays on `child`; games override it to read `self` instead of the
    /// fresh copy, which is faster. A `child` that is not a clone of `self` gives a
    /// corrupt position (never undefined behaviour).
    fn play_unchecked_into(&self, child: &mut Self, mv: Self::Move) {
        child.play_unchecked(mv);
    }

    /// Returns what `player` may see of this position.
    fn view(&self, player: Player) -> Self::View;

    /// Returns the outcome, or `None` while the game goes on.
    fn outcome(&self) -> Option<crate::Outcome> {
        self.turn().outcome()
    }

    /// Returns the number of legal moves (the leaf count of a depth-1 perft).
    ///
    /// Games override it when they can count faster than they can list.
    fn legal_move_count(&self) -> usize {
        self.legal_moves().as_ref().len()
    }

    /// Returns the relative weight of chance outcome `mv` at a chance node (1 by
    /// default, so all outcomes are equally likely).
    ///
    /// Weights are integers so that probabilities stay exact: in backgammon a
    /// non-double roll has weight 2 and a double weight 1 (out of 36).
    fn chance_weight(&self, mv: Self::Move) -> u32 {
        let _ = mv;
        1
    }

    /// Returns the probability of chance outcome `mv`: its weight divided by the sum of
    /// the weights of all outcomes. Returns 0.0 if `mv` is not a listed outcome.
    fn chance_probability(&self, mv: Self::Move) -> f64 {
        let moves = self.legal_moves();
        let moves = moves.as_ref();
        if !moves.contains(&mv) {
            return 0.0;
        }
        let total: u64 = moves
            .iter()
            .map(|&m| u64::from(self.chance_weight(m)))
            .sum();
        f64::from(self.chance_weight(mv)) / total as f64
    }

    /// Tests if `mv` is legal here.
    fn is_legal(&self, mv: Self::Move) -> bool {
        self.legal_moves().as_ref().contains(&mv)
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    ///
    /// Returns [`IllegalMove`] if `mv` is not legal, and leaves `self` unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<(), IllegalMove<Self::Move>> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove { mv })
        }
    }
}
