//! The static fast paths behind [`State::perft`](crate::State::perft),
//! [`State::perft_divide`](crate::State::perft_divide) and
//! [`State::playouts`](crate::State::playouts): boardcore's generic perft and
//! playouts, instantiated on each game's concrete type, on one thread or on a rayon
//! pool of several (the same counts).

use boardcore::parallel::rayon::{ThreadPool, ThreadPoolBuilder};
use boardcore::{Game, PlayoutStats};
use std::sync::{Arc, Mutex, PoisonError};

/// The pool of the last call on several threads: its size, the process that built
/// it, and the pool, kept for the next call of the same size.
type Kept = Option<(usize, u32, Arc<ThreadPool>)>;

/// The kept pool (see [`Kept`]).
static POOL: Mutex<Kept> = Mutex::new(None);

/// Returns a pool of `threads` threads: the kept one if it has that size, else a
/// new one, which replaces it (the old one ends when its last call does). `None`
/// if the pool cannot start.
///
/// Starting the threads costs about 50 µs a call, a tenth of a batch of 1,000
/// dominoes hands on 2 threads.
fn pool(threads: usize) -> Option<Arc<ThreadPool>> {
    let mut kept = POOL.lock().unwrap_or_else(PoisonError::into_inner);
    keep_pool(&mut kept, threads, std::process::id())
}

/// [`pool`] on the kept pool `kept`, called in process `process`. A pool kept by
/// another process (this one is a fork of it) has no threads here: it is forgotten,
/// neither run nor dropped (dropping it could wait on a lock that one of those
/// threads held at the fork), and a new one replaces it.
fn keep_pool(kept: &mut Kept, threads: usize, process: u32) -> Option<Arc<ThreadPool>> {
    match kept.take() {
        Some((size, owner, pool)) if owner == process && size == threads => {
            *kept = Some((size, owner, Arc::clone(&pool)));
            return Some(pool);
        }
        Some((_, owner, pool)) if owner != process => core::mem::forget(pool),
        _ => {}
    }
    let pool = Arc::new(ThreadPoolBuilder::new().num_threads(threads).build().ok()?);
    *kept = Some((threads, process, Arc::clone(&pool)));
    Some(pool)
}

/// Runs `f` on a pool of `threads` threads (`f(true)`: use boardcore's parallel
/// functions), or on the calling thread (`f(false)`) if `threads` is at most 1 or
/// the pool cannot start: the results do not depend on the number of threads. The
/// pool stays for the next call of the same size (see [`pool`]).
///
/// A mutant of the `parallel` branches of the callers is equivalent in every
/// result: boardcore's parallel twins return exactly the sequential counts on any
/// pool; only the speed tells, which tests do not measure.
fn on_threads<T: Send>(threads: usize, f: impl FnOnce(bool) -> T + Send) -> T {
    if threads > 1
        && let Some(pool) = pool(threads)
    {
        return pool.install(|| f(true));
    }
    f(false)
}

/// Returns [`boardcore::perft`]`(game, depth)`, counted on `threads` threads.
pub(crate) fn perft<G>(game: &G, depth: u32, threads: usize) -> u64
where
    G: Game + Sync,
    G::Move: Sync,
{
    on_threads(threads, |parallel| {
        if parallel {
            boardcore::parallel::perft(game, depth)
        } else {
            boardcore::perft(game, depth)
        }
    })
}

/// Returns [`boardcore::perft_divide`]`(game, depth)` counted on `threads` threads,
/// each first move written by `text`, in move generation order.
pub(crate) fn perft_divide<G>(
    game: &G,
    depth: u32,
    threads: usize,
    text: impl Fn(&G, G::Move) -> String,
) -> Vec<(String, u64)>
where
    G: Game + Sync,
    G::Move: Send + Sync,
{
    let counts = on_threads(threads, |parallel| {
        if parallel {
            boardcore::parallel::perft_divide(game, depth)
        } else {
            boardcore::perft_divide(game, depth)
        }
    });
    counts
        .into_iter()
        .map(|(mv, n)| (text(game, mv), n))
        .collect()
}

/// Returns [`boardcore::playouts`]`(start, games, seed, max_plies)`, played on
/// `threads` threads (the same totals).
pub(crate) fn playouts<G>(
    start: &G,
    games: u64,
    seed: u64,
    max_plies: usize,
    threads: usize,
) -> PlayoutStats
where
    G: Game + Sync,
{
    on_threads(threads, |parallel| {
        if parallel {
            boardcore::parallel::playouts(start, games, seed, max_plies)
        } else {
            boardcore::playouts(start, games, seed, max_plies)
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;
    use std::thread::{self, ThreadId};

    #[test]
    fn a_replaced_pool_ends_and_the_pool_of_another_process_is_forgotten() {
        let mut kept = None;
        let first = keep_pool(&mut kept, 2, 7).unwrap();
        let weak = Arc::downgrade(&first);
        drop(first);
        let again = keep_pool(&mut kept, 2, 7).unwrap();
        assert!(weak.upgrade().is_some_and(|p| Arc::ptr_eq(&p, &again)));
        drop(again);
        // Another size: the old pool ends.
        let other = keep_pool(&mut kept, 3, 7).unwrap();
        assert!(weak.upgrade().is_none());
        // A fork (another process id): the kept pool stays alive, forgotten (it
        // leaks here, in the test), and a new one serves.
        let weak = Arc::downgrade(&other);
        drop(other);
        let forked = keep_pool(&mut kept, 3, 8).unwrap();
        assert!(weak.upgrade().is_some_and(|p| !Arc::ptr_eq(&p, &forked)));
        assert!(matches!(kept, Some((3, 8, _))));
    }

    #[test]
    fn calls_of_the_same_size_run_on_the_same_threads() {
        // A new pool a call would run each call on new threads: 3 or more ids.
        let ids: HashSet<ThreadId> = (0..3)
            .map(|_| on_threads(2, |parallel| (parallel, thread::current().id())))
            .map(|(parallel, id)| {
                assert!(parallel);
                id
            })
            .collect();
        assert!(ids.len() <= 2, "{} threads for 3 calls", ids.len());
        assert!(!ids.contains(&thread::current().id()));
        // Another size: a pool of that size, then of the first size again.
        for threads in [3, 2] {
            let size = on_threads(threads, |_| {
                boardcore::parallel::rayon::current_num_threads()
            });
            assert_eq!(size, threads);
        }
        // One thread: the calling thread.
        assert_eq!(
            on_threads(1, |parallel| (parallel, thread::current().id())),
            (false, thread::current().id())
        );
    }
}
