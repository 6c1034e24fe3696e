//! Parallel perft and playouts (feature `parallel`) give the sequential results on any
//! number of threads.

use crate::pig::Pig;
use boardcore::parallel::{self, rayon::ThreadPoolBuilder};
use boardcore::{Game, perft, perft_divide, playouts};

/// Runs `f` on a pool of `threads` threads.
fn on_threads<T: Send>(threads: usize, f: impl FnOnce() -> T + Send) -> T {
    ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .unwrap()
        .install(f)
}

/// A Pig position in the middle of a game, where the tree is wide enough to split.
fn midgame() -> Pig {
    "23/5/7/4/1".parse().unwrap()
}

#[test]
fn perft_matches_on_any_number_of_threads() {
    for pos in [Pig::default(), midgame()] {
        for depth in 0..=7 {
            let expected = perft(&pos, depth);
            for threads in [1, 2, 3] {
                assert_eq!(
                    on_threads(threads, || parallel::perft(&pos, depth)),
                    expected,
                    "{pos} depth {depth} on {threads} threads"
                );
            }
        }
        let divide = perft_divide(&pos, 5);
        assert_eq!(parallel::perft_divide(&pos, 5), divide);
        assert_eq!(on_threads(2, || parallel::perft_divide(&pos, 5)), divide);
        assert!(parallel::perft_divide(&pos, 0).is_empty());
    }
}

#[test]
fn playouts_match_on_any_number_of_threads() {
    for start in [Pig::default(), midgame()] {
        for (seed, max_plies) in [(0, 100_000), (9, 100_000), (3, 12)] {
            let expected = playouts(&start, 300, seed, max_plies);
            assert_eq!(expected.games, 300);
            for threads in [1, 2] {
                assert_eq!(
                    on_threads(threads, || parallel::playouts(&start, 300, seed, max_plies)),
                    expected,
                    "{start} seed {seed} on {threads} threads"
                );
            }
            // The global pool, whatever its size.
            assert_eq!(parallel::playouts(&start, 300, seed, max_plies), expected);
        }
    }
    assert_eq!(
        parallel::playouts(&Pig::default(), 0, 1, 10),
        Default::default()
    );
    assert!(Pig::default().legal_moves().as_ref().len() > 1);
}
