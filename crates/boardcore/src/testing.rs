//! Test support shared by every game crate (feature `testing`).
//!
//! - a data-driven perft runner: [`parse_perft_suite`], [`run_perft_suite`] and
//!   [`check_perft_suite`] read suites of `<position> ;D1 20 ;D2 400` lines and
//!   report every count that differs, skipping counts above a node limit;
//! - proptest strategies: [`walks`] gives `(seed, move indexes)` pairs and [`walk`]
//!   plays `legal[i % len]` for each index; [`positions`] combines the two;
//! - conformance checks of the [`Game`](crate::Game) contract: [`check_game`],
//!   [`check_walk`], [`check_illegal_move`] and [`check_perft`], returning a
//!   [`CheckError`] that `?` turns into a proptest failure.
//!
//! Game crates enable the feature from `[dev-dependencies]` only:
//! `boardcore = { workspace = true, features = ["testing"] }`. A typical property
//! test:
//!
//! ```text
//! proptest! {
//!     #[test]
//!     fn positions_keep_the_contract((_, indexes) in walks(200)) {
//!         check_walk(&Position::default(), &indexes)?;
//!     }
//! }
//! ```

mod check;
mod perft_suite;
mod strategy;

pub use check::{
    CheckError, CheckErrorKind, assert_send_sync, check_game, check_illegal_move, check_perft,
};
pub use perft_suite::{
    ParsePerftSuiteError, PerftEntry, PerftFailure, PerftReport, PerftSuiteErrorKind,
    check_perft_suite, parse_perft_suite, run_perft_suite,
};
pub use strategy::{check_walk, positions, seeded_rng, walk, walks};
