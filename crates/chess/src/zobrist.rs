//! Zobrist hashing keys, generated at compile time.
//!
//! The keys come from a `const fn` SplitMix64 stream with a fixed seed, so hashes are
//! the same across builds and platforms. They are not the Polyglot keys.

use crate::{Color, Role, Square};
use boardcore::splitmix64;

struct Keys {
    pieces: [[[u64; 64]; 6]; 2],
    castling: [u64; 64],
    ep_file: [u64; 8],
    black_to_move: u64,
}

static KEYS: Keys = {
    let mut state = 0x00c0_ffee_d00d_5eedu64;
    let mut pieces = [[[0u64; 64]; 6]; 2];
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 6 {
            let mut s = 0;
            while s < 64 {
                pieces[c][r][s] = splitmix64(&mut state);
                s += 1;
            }
            r += 1;
        }
        c += 1;
    }
    let mut castling = [0u64; 64];
    let mut s = 0;
    while s < 64 {
        castling[s] = splitmix64(&mut state);
        s += 1;
    }
    let mut ep_file = [0u64; 8];
    let mut f = 0;
    while f < 8 {
        ep_file[f] = splitmix64(&mut state);
        f += 1;
    }
    Keys {
        pieces,
        castling,
        ep_file,
        black_to_move: splitmix64(&mut state),
    }
};

#[inline]
pub(crate) fn piece(color: Color, role: Role, sq: Square) -> u64 {
    KEYS.pieces[color as usize][role as usize][sq as usize]
}

#[inline]
pub(crate) fn castling_rook(sq: Square) -> u64 {
    KEYS.castling[sq as usize]
}

#[inline]
pub(crate) fn ep_square(sq: Square) -> u64 {
    KEYS.ep_file[sq.file() as usize]
}

#[inline]
pub(crate) fn black_to_move() -> u64 {
    KEYS.black_to_move
}
