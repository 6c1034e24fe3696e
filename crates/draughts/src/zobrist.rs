//! Zobrist keys, generated at compile time from a `const fn` SplitMix64 stream.

use boardcore::splitmix64;

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
                pieces[c][r][s] = splitmix64(&mut state);
                s += 1;
            }
            r += 1;
        }
        c += 1;
    }
    Keys {
        pieces,
        black_to_move: splitmix64(&mut state),
        english: splitmix64(&mut state),
    }
};
