//! Zobrist hashing keys, generated at compile time from a `const fn` SplitMix64
//! stream with a fixed seed, so hashes are the same across builds and platforms.

use crate::{Square, Stone};

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

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
            stones[s][sq] = splitmix(&mut state);
            sq += 1;
        }
        s += 1;
    }
    Keys {
        stones,
        side_b: splitmix(&mut state),
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
