//! Zobrist keys of the repetition rule's position: stones, side to move and frozen
//! square (spec "Set-up, passes and limits": repetition compares exactly these),
//! generated at compile time from a `const fn` SplitMix64 stream.

pub(crate) const fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

struct Keys {
    /// `stones[code][square]`, code 1 to 20 (`[0]` is all zeros: an empty cell).
    stones: [[u64; 30]; 21],
    frozen: [u64; 30],
    black_to_move: u64,
}

static KEYS: Keys = {
    let mut state = 0x5307_4e1e_2d0c_a11bu64;
    let mut stones = [[0u64; 30]; 21];
    let mut code = 1;
    while code < 21 {
        let mut s = 0;
        while s < 30 {
            stones[code][s] = splitmix(&mut state);
            s += 1;
        }
        code += 1;
    }
    let mut frozen = [0u64; 30];
    let mut s = 0;
    while s < 30 {
        frozen[s] = splitmix(&mut state);
        s += 1;
    }
    Keys {
        stones,
        frozen,
        black_to_move: splitmix(&mut state),
    }
};

/// The key of the stone of cell code `code` (0 for an empty cell) on square `sq`.
#[inline]
pub(crate) fn stone(code: u8, sq: usize) -> u64 {
    KEYS.stones[usize::from(code)][sq]
}

/// The key of the frozen square `sq`.
#[inline]
pub(crate) fn frozen(sq: usize) -> u64 {
    KEYS.frozen[sq]
}

/// The key of Black to move.
#[inline]
pub(crate) fn black_to_move() -> u64 {
    KEYS.black_to_move
}
