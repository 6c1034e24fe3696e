//! The transposition table of [`AlphaBeta`](crate::AlphaBeta) and
//! [`Expectiminimax`](crate::Expectiminimax).
//!
//! A fixed-size, always-replace table indexed by the low bits of a 64-bit key; the
//! full key is kept to recognise the position (Zobrist 1970, Breuker 1998 for the
//! replacement schemes). The key is the position's [`Hash`] through a hasher with fixed
//! keys ([`std::hash::DefaultHasher::new`], SipHash-1-3 with zero keys), so a search
//! replays exactly for a seed; two positions with the same 64-bit key are taken to be
//! the same (a collision has probability about 2^-64 per probe).

use core::hash::{Hash, Hasher};

/// What a stored value says about the true value of the position.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(crate) enum Bound {
    /// The value is exact.
    Exact,
    /// The true value is at least the value (the search failed high).
    Lower,
    /// The true value is at most the value (the search failed low).
    Upper,
}

/// One stored search result.
#[derive(Copy, Clone, PartialEq, Debug)]
pub(crate) struct Entry {
    /// The full key of the position.
    pub key: u64,
    /// The depth searched below the position, in plies.
    pub depth: u32,
    /// The distance of the position from the root when it was stored.
    pub ply: u32,
    /// The value found, from the root seat's point of view.
    pub value: f64,
    /// What the value bounds.
    pub bound: Bound,
    /// The index of the best move in the position's legal move list (`u16::MAX`:
    /// none). Storing the index rather than the move keeps the table independent of
    /// the game; move lists are deterministic, so the index names the same move.
    pub best: u16,
}

/// The table: `2^bits` slots.
#[derive(Clone, Debug)]
pub(crate) struct Table {
    slots: Vec<Option<Entry>>,
    mask: u64,
}

impl Table {
    /// Returns an empty table of `2^bits` slots (`bits` capped to 30).
    pub fn new(bits: u32) -> Self {
        let bits = bits.min(30);
        Self {
            slots: vec![None; 1 << bits],
            mask: (1u64 << bits) - 1,
        }
    }

    /// Empties the table.
    pub fn clear(&mut self) {
        self.slots.fill(None);
    }

    /// Returns the entry stored for `key`, if any.
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.slots[(key & self.mask) as usize].filter(|e| e.key == key)
    }

    /// Stores `entry` (always replacing).
    pub fn store(&mut self, entry: Entry) {
        self.slots[(entry.key & self.mask) as usize] = Some(entry);
    }
}

/// Returns the 64-bit key of `state` through a hasher with fixed keys.
pub(crate) fn key<T: Hash>(state: &T) -> u64 {
    let mut hasher = std::hash::DefaultHasher::new();
    state.hash(&mut hasher);
    hasher.finish()
}
