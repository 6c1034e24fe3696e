//! The static fast paths behind [`State::perft`](crate::State::perft),
//! [`State::perft_divide`](crate::State::perft_divide) and
//! [`State::playouts`](crate::State::playouts): boardcore's generic perft and
//! playouts, instantiated on each game's concrete type, on one thread or on a rayon
//! pool of several (the same counts).

use boardcore::parallel::rayon::ThreadPoolBuilder;
use boardcore::{Game, PlayoutStats};

/// Runs `f` on a pool of `threads` threads (`f(true)`: use boardcore's parallel
/// functions), or on the calling thread (`f(false)`) if `threads` is at most 1 or
/// the pool cannot start: the results do not depend on the number of threads.
fn on_threads<T: Send>(threads: usize, f: impl FnOnce(bool) -> T + Send) -> T {
    if threads > 1
        && let Ok(pool) = ThreadPoolBuilder::new().num_threads(threads).build()
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
