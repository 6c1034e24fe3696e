//! Test support shared by every game crate (feature `testing`).
//!
//! - conformance checks of the [`Game`](crate::Game) contract: [`check_game`],
//!   [`check_walk`], [`check_illegal_move`], [`check_candidates`] (the checked play
//!   accepts exactly the listed moves among given candidates) and [`check_perft`],
//!   returning a
//!   [`CheckError`] that `?` turns into a proptest failure. Besides the rules of
//!   moves, notation and chance, [`check_game`] checks hidden information: a
//!   determinized state keeps the player's view, the turn and the mover's legal
//!   moves, and moves observed alike leave equal views. Every [`CheckErrorKind`] is
//!   shown to fail on a deliberately broken toy game in `boardcore`'s own tests;
//! - proptest strategies: [`walks`] gives `(seed, move indexes)` pairs and [`walk`]
//!   plays `legal[i % len]` for each `u32` index, so any move of long lists is
//!   played; [`positions`] combines the two; [`seeded_rng`] makes a generator of a
//!   seed;
//! - a data-driven perft runner: [`parse_perft_suite`], [`run_perft_suite`] and
//!   [`check_perft_suite`] read suites of `<position> ;D1 20 ;D2 400` lines (or
//!   `pos`/`perft` blocks) and report every count that differs from that of a
//!   counting function (normally [`perft`](crate::perft)), skipping counts above a
//!   node limit;
//! - [`random_move_chi_square`] and [`chi_square_bound`]: [`Game::random_move`](crate::Game::random_move)
//!   draws each move with its probability (uniform, or by chance weight);
//! - the past of a game: [`random_walk`] and [`random_walk_weighted`] give the moves
//!   of a seeded random walk (weights steer it, towards repetitions say), and
//!   [`check_history`] plays them on a [`History`](crate::History) and checks its
//!   repetition count against a brute-force count and its undo step by step;
//! - [`AllocCounter`]: linearity checks of readers by the bytes they allocate for
//!   inputs of size N and 4N (never by wall-clock time);
//! - the shared test-data corpus: [`shared_data`] finds `../shared/data/<rel>`
//!   beside the repository, skips with a message where it is absent, and fails
//!   where it is absent under CI (`CI=true`).
//!
//! Game crates enable the feature from `[dev-dependencies]` only:
//! `boardcore = { workspace = true, features = ["testing"] }`. Chess's tests show
//! the shared way (`crates/chess/tests`). Typical tests:
//!
//! ```text
//! proptest! {
//!     #[test]
//!     fn positions_keep_the_contract((_, indexes) in walks(200)) {
//!         check_walk(&Position::default(), &indexes)?;
//!     }
//! }
//!
//! #[test]
//! fn perft_suite() {
//!     let Some(path) = shared_data(env!("CARGO_MANIFEST_DIR"), "chess/perftsuite.epd")
//!     else {
//!         return;
//!     };
//!     let text = std::fs::read_to_string(path).expect("readable suite");
//!     let report = check_perft_suite(&text, str::parse::<Position>, boardcore::perft, 1_000_000)
//!         .expect("well-formed suite");
//!     assert!(report.is_ok(), "{report}");
//! }
//! ```

mod check;
mod distribution;
mod history;
mod linear;
mod perft_suite;
mod shared_data;
mod strategy;

pub use check::{
    CheckError, CheckErrorKind, assert_send_sync, check_candidates, check_game, check_illegal_move,
    check_perft, check_walk,
};
pub use distribution::{chi_square_bound, random_move_chi_square};
pub use history::{check_history, random_walk, random_walk_weighted};
pub use linear::AllocCounter;
pub use perft_suite::{
    ParsePerftSuiteError, PerftEntry, PerftFailure, PerftReport, PerftSuiteErrorKind,
    check_perft_suite, parse_perft_suite, run_perft_suite,
};
pub use shared_data::{SHARED_DATA_DIR, requires_shared_data, shared_data, shared_data_with};
pub use strategy::{positions, seeded_rng, walk, walks};
