//! Zobrist keys, generated at compile time from a `const fn` SplitMix64 stream.

const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Keys by colour (white, black), role (man, king) and layout bit.
pub(crate) struct Keys {
    pub(crate) pieces: [[[u64; 64]; 2]; 2],
    pub(crate) black_to_move: u64,
    pub(crate) english: u64,
}

pub(crate) static KEYS: Keys = {
    let mut state = 0x0da0_3e5d_1a4b_0c2fu64;
    let mut pieces = [[[0u64; 64]; 2]; 2];
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 2 {
            let mut s = 0;
            while s < 64 {
                pieces[c][r][s] = splitmix(&mut state);
                s += 1;
            }
            r += 1;
        }
        c += 1;
    }
    Keys {
        pieces,
        black_to_move: splitmix(&mut state),
        english: splitmix(&mut state),
    }
};
