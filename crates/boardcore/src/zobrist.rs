//! The key stream from which the game crates build their Zobrist keys at compile time.

/// Advances `state` by one step of SplitMix64 and returns the next 64-bit output.
///
/// The game crates fill their Zobrist key tables from this stream in `const`
/// items, with a fixed seed, so that a position's hash is the same on every
/// platform and in every build; `rand`'s generators cannot run at compile time.
/// It is not meant for playouts or determinization: those take a `rand`
/// generator ([`playout_rng`](crate::playout_rng)).
///
/// Source: Steele, Lea and Flood, "Fast splittable pseudorandom number
/// generators" (OOPSLA 2014); the constants are those of Vigna's reference
/// `splitmix64.c`, whose outputs for the seed 1234567 the tests check.
///
/// ```
/// let mut state = 1_234_567;
/// assert_eq!(boardcore::splitmix64(&mut state), 6_457_827_717_110_365_317);
/// assert_eq!(boardcore::splitmix64(&mut state), 3_203_168_211_198_807_973);
/// ```
#[must_use]
pub const fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The published reference outputs for seed 1234567 (Vigna's `splitmix64.c`;
    /// Rosetta Code, "Pseudo-random numbers/Splitmix64").
    #[test]
    fn splitmix64_gives_the_reference_outputs() {
        let mut state = 1_234_567;
        for expected in [
            6_457_827_717_110_365_317,
            3_203_168_211_198_807_973,
            9_817_491_932_198_370_423,
            4_593_380_528_125_082_431,
            16_408_922_859_458_223_821,
        ] {
            assert_eq!(splitmix64(&mut state), expected);
        }
    }

    /// The stream can be evaluated at compile time, as the key tables need.
    #[test]
    fn splitmix64_runs_in_const_context() {
        const FIRST: u64 = {
            let mut state = 1_234_567;
            splitmix64(&mut state)
        };
        assert_eq!(FIRST, 6_457_827_717_110_365_317);
    }
}
