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

#[cfg(test)]
mod tests {
    use super::*;

    /// The generator is SplitMix64: the published reference outputs for seed 1234567
    /// (Vigna's `splitmix64.c`; Rosetta Code, "Pseudo-random numbers/Splitmix64").
    #[test]
    fn splitmix_gives_the_reference_outputs() {
        let mut state = 1_234_567;
        for expected in [
            6_457_827_717_110_365_317,
            3_203_168_211_198_807_973,
            9_817_491_932_198_370_423,
            4_593_380_528_125_082_431,
            16_408_922_859_458_223_821,
        ] {
            assert_eq!(splitmix(&mut state), expected);
        }
    }

    /// The keys are that stream from the fixed seed, as the module says (so that
    /// hashes are the same on every build): stone by stone, field by field, then the
    /// key of side B.
    #[test]
    fn keys_are_the_stream_in_order() {
        let mut state = 0x0b0b_1e4e_5eed_1946;
        for s in (0..Stone::COUNT).filter_map(Stone::from_index) {
            for sq in (0..100).filter_map(Square::new) {
                assert_eq!(stone(s, sq), splitmix(&mut state), "{s} {sq}");
            }
        }
        assert_eq!(side_b(), splitmix(&mut state));
    }
}
