//! Linearity checks of readers by allocated bytes: [`AllocCounter`].

extern crate std;

use alloc::string::String;
use stats_alloc::{Region, StatsAlloc};
use std::alloc::System;

/// Counts the bytes a reader allocates, to check that it is linear in its input
/// without timing it (a test that compares wall-clock times flakes under load).
///
/// The test binary installs the counting allocator of `stats_alloc` and hands it
/// here; the binary should hold one test, so that the count sees only the reading:
///
/// ```ignore
/// use boardcore::testing::AllocCounter;
/// use stats_alloc::{INSTRUMENTED_SYSTEM, StatsAlloc};
/// use std::alloc::System;
///
/// #[global_allocator]
/// static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;
/// const COUNTER: AllocCounter = AllocCounter::new(&INSTRUMENTED_SYSTEM);
///
/// COUNTER.check_linear("records", 100, |n| record_of(n), |text| { let _ = read(text); });
/// ```
#[derive(Copy, Clone, Debug)]
pub struct AllocCounter {
    alloc: &'static StatsAlloc<System>,
}

impl AllocCounter {
    /// Returns a counter over `alloc`, the test binary's global allocator.
    #[must_use]
    pub const fn new(alloc: &'static StatsAlloc<System>) -> Self {
        Self { alloc }
    }

    /// Returns the bytes allocated while running `f`.
    pub fn allocated(&self, f: impl FnOnce()) -> usize {
        let region = Region::new(self.alloc);
        f();
        region.change().bytes_allocated
    }

    /// Checks that reading `input(4 * n)` allocates at most 6 times (plus 4 KiB) what
    /// reading `input(n)` does: a linear reader costs about 4 times, a quadratic one
    /// 16 times.
    ///
    /// # Panics
    ///
    /// Panics (failing the test) if the larger input costs more, naming `what`.
    pub fn check_linear(
        &self,
        what: &str,
        n: usize,
        input: impl Fn(usize) -> String,
        read: impl Fn(&str),
    ) {
        let (a, b) = self.costs(what, n, &input, &read);
        assert!(
            b <= 6 * a.max(1) + 4096,
            "{what}: {a} bytes for n, {b} for 4n"
        );
    }

    /// Checks that reading `input(4 * n)` allocates no more (plus 4 KiB) than reading
    /// `input(n)`: an error on a huge bad token quotes an excerpt, not the token.
    ///
    /// # Panics
    ///
    /// Panics (failing the test) if the larger input costs more, naming `what`.
    pub fn check_bounded(
        &self,
        what: &str,
        n: usize,
        input: impl Fn(usize) -> String,
        read: impl Fn(&str),
    ) {
        let (a, b) = self.costs(what, n, &input, &read);
        assert!(b <= a + 4096, "{what}: {a} bytes for n, {b} for 4n");
    }

    /// Returns the bytes allocated reading `input(n)` and `input(4 * n)` (the inputs
    /// are built outside the counted regions).
    fn costs(
        &self,
        what: &str,
        n: usize,
        input: &impl Fn(usize) -> String,
        read: &impl Fn(&str),
    ) -> (usize, usize) {
        let (small, large) = (input(n), input(4 * n));
        let a = self.allocated(|| read(&small));
        let b = self.allocated(|| read(&large));
        std::eprintln!("{what}: {a} bytes for n = {n}, {b} bytes for 4n");
        (a, b)
    }
}
