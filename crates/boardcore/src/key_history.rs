//! Repetition counting over 64-bit position keys, under [`History`](crate::History)
//! and any game with repetition draws.

use alloc::vec::Vec;

/// The keys of the positions of one game, in order, for counting repetitions and the
/// moves since the last irreversible one.
///
/// Each entry is a 64-bit key of a position (a Zobrist hash that includes the side to
/// move and everything else the game's repetition rule compares) and the index where
/// its *reversible window* starts: the position after the last irreversible move (a
/// capture, a pawn or man move), before which no position can recur. Repetitions are
/// counted only in that window, so a query costs the length of the window, not of the
/// game. Two positions count as the same when their keys are equal: with 64-bit
/// Zobrist keys a false repetition is a 1 in 2^64 event per pair.
///
/// A history always holds at least its start position. It takes 12 bytes per ply and
/// never copies positions.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct KeyHistory {
    keys: Vec<u64>,
    /// `starts[i]` is the index of the first position of the window of `keys[i]`.
    starts: Vec<u32>,
}

impl KeyHistory {
    /// Returns a history holding only the start position's key.
    #[must_use]
    pub fn new(start: u64) -> Self {
        Self {
            keys: alloc::vec![start],
            starts: alloc::vec![0],
        }
    }

    /// Records the position reached by a move, with its key. An `irreversible` move
    /// starts a new window: no earlier position can recur.
    pub fn push(&mut self, key: u64, irreversible: bool) {
        let index = self.keys.len();
        let start = if irreversible {
            u32::try_from(index).unwrap_or(u32::MAX)
        } else {
            self.starts[index - 1]
        };
        self.keys.push(key);
        self.starts.push(start);
    }

    /// Makes room for `additional` more positions, so that as many pushes do not
    /// reallocate.
    pub fn reserve(&mut self, additional: usize) {
        self.keys.reserve(additional);
        self.starts.reserve(additional);
    }

    /// Takes back the last recorded position and returns its key, or `None` if only
    /// the start position is left (it is never removed).
    pub fn pop(&mut self) -> Option<u64> {
        if self.keys.len() == 1 {
            return None;
        }
        self.starts.pop();
        self.keys.pop()
    }

    /// Returns the key of the current (last) position.
    #[must_use]
    pub fn current(&self) -> u64 {
        self.keys[self.keys.len() - 1]
    }

    /// Returns every key, the start position first.
    #[must_use]
    pub fn keys(&self) -> &[u64] {
        &self.keys
    }

    /// Returns the number of moves recorded (the number of keys minus one).
    #[must_use]
    pub fn plies(&self) -> usize {
        self.keys.len() - 1
    }

    /// Returns the number of moves since the last irreversible move (or since the
    /// start), the count that rules such as chess's 50-move rule or draughts' 25-move
    /// rule compare with their limit.
    #[must_use]
    pub fn reversible_plies(&self) -> usize {
        self.plies() - self.window_start()
    }

    /// Returns how many times the current position has occurred since the last
    /// irreversible move, this time included (1 for a new position).
    #[must_use]
    pub fn repetitions(&self) -> usize {
        let now = self.current();
        self.keys[self.window_start()..]
            .iter()
            .filter(|&&k| k == now)
            .count()
    }

    fn window_start(&self) -> usize {
        self.starts[self.starts.len() - 1] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_repetitions_within_the_window() {
        let mut h = KeyHistory::new(1);
        assert_eq!(h.repetitions(), 1);
        for key in [2, 3, 4, 1] {
            h.push(key, false);
        }
        assert_eq!(h.repetitions(), 2);
        assert_eq!(h.reversible_plies(), 4);
        h.push(2, false);
        assert_eq!(h.repetitions(), 2);
        // An irreversible move: earlier positions no longer count.
        h.push(1, true);
        assert_eq!(h.repetitions(), 1);
        assert_eq!(h.reversible_plies(), 0);
        h.push(5, false);
        h.push(1, false);
        assert_eq!(h.repetitions(), 2);
        assert_eq!(h.reversible_plies(), 2);
        assert_eq!(h.plies(), 8);
        // Undo restores the earlier window.
        assert_eq!(h.pop(), Some(1));
        assert_eq!(h.pop(), Some(5));
        assert_eq!(h.pop(), Some(1));
        assert_eq!(h.current(), 2);
        assert_eq!(h.repetitions(), 2);
        assert_eq!(h.reversible_plies(), 5);
        while h.pop().is_some() {}
        assert_eq!(h.keys(), [1]);
        assert_eq!(h.pop(), None);
    }
}
