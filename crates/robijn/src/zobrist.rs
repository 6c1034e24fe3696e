//! Zobrist hashing keys, generated at compile time from a `const fn` SplitMix64
//! stream with a fixed seed, so hashes are the same across builds and platforms.

use crate::{Square, Stone};
use boardcore::splitmix64;

struct Keys {
    stones: [[u64; 100]; Stone::COUNT],
    side_b: u64,
}

static KEYS: Keys = {
    let mut state = 0x0b0b_1e4e_5eed_1946_u64;
    let mut stones = [[0u64; 100]; Stone::COUNT];
    let mut s = 0;
    while s < Stone::COUNT {
        let mut sq = 0;
        while sq < 100 {
            stones[s][sq] = splitmix64(&mut state);
            sq += 1;
        }
        s += 1;
    }
    Keys {
        stones,
        side_b: splitmix64(&mut state),
    }
};

/// The key of `stone` standing on `sq`.
#[inline]
pub(crate) fn stone(stone: Stone, sq: Square) -> u64 {
    KEYS.stones[stone.index()][sq.to_index()]
}

/// The key of side B to move.
#[inline]
pub(crate) fn side_b() -> u64 {
    KEYS.side_b
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys are that stream from the fixed seed, as the module says (so that
    /// hashes are the same on every build): stone by stone, field by field, then the
    /// key of side B.
    #[test]
    fn keys_are_the_stream_in_order() {
        let mut state = 0x0b0b_1e4e_5eed_1946;
        for s in (0..Stone::COUNT).filter_map(Stone::from_index) {
            for sq in (0..100).filter_map(Square::new) {
                assert_eq!(stone(s, sq), splitmix64(&mut state), "{s} {sq}");
            }
        }
        assert_eq!(side_b(), splitmix64(&mut state));
    }
}
