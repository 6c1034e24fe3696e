//! Zobrist keys of the repetition rule's position: stones, side to move and frozen
//! square (spec "Set-up, passes and limits": repetition compares exactly these),
//! generated at compile time from a `const fn` SplitMix64 stream.

use boardcore::splitmix64;
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
            stones[code][s] = splitmix64(&mut state);
            s += 1;
        }
        code += 1;
    }
    let mut frozen = [0u64; 30];
    let mut s = 0;
    while s < 30 {
        frozen[s] = splitmix64(&mut state);
        s += 1;
    }
    Keys {
        stones,
        frozen,
        black_to_move: splitmix64(&mut state),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys are that stream from the fixed seed, as the module says (the same
    /// hashes on every build): stone code by code and square by square, then the
    /// frozen squares, then Black to move; an empty cell has key 0.
    #[test]
    fn keys_are_the_stream_in_order() {
        let mut state = 0x5307_4e1e_2d0c_a11b;
        for sq in 0..30 {
            assert_eq!(stone(0, sq), 0);
        }
        for code in 1..21 {
            for sq in 0..30 {
                assert_eq!(stone(code, sq), splitmix64(&mut state), "{code} {sq}");
            }
        }
        for sq in 0..30 {
            assert_eq!(frozen(sq), splitmix64(&mut state), "{sq}");
        }
        assert_eq!(black_to_move(), splitmix64(&mut state));
    }
}
