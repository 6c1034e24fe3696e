//! Perft and playouts on all cores, over [`rayon`] (feature `parallel`).
//!
//! Each function returns exactly what its sequential twin in the crate root returns,
//! whatever the number of threads: the work is split into pieces whose results are
//! exact integer counts, and counts add up the same in any order. The functions run
//! on rayon's current thread pool: the global one (one thread per core), or the pool
//! of [`rayon::ThreadPool::install`] to choose the number of threads.
//!
//! ```
//! use boardcore::parallel::rayon::ThreadPoolBuilder;
//! # use boardcore::{Game, MoveList, Outcome, Player, Turn};
//! # #[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
//! # struct Coin(u8);
//! # impl core::fmt::Display for Coin { fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { write!(f, "{}", self.0) } }
//! # impl core::str::FromStr for Coin { type Err = core::num::ParseIntError; fn from_str(s: &str) -> Result<Self, Self::Err> { s.parse().map(Coin) } }
//! # impl Game for Coin {
//! #     type Move = u8;
//! #     type MoveList = MoveList<u8, 2>;
//! #     const NAME: &'static str = "coin";
//! #     boardcore::perfect_information!();
//! #     fn turn(&self) -> Turn { if self.0 >= 10 { Turn::Over(Outcome::win(Player::new(usize::from(self.0 % 2)).unwrap())) } else { Turn::Player(Player::new(usize::from(self.0 % 2)).unwrap()) } }
//! #     fn legal_moves(&self) -> MoveList<u8, 2> { if self.0 >= 10 { MoveList::new() } else { [1, 2].into_iter().collect() } }
//! #     fn play_unchecked(&mut self, mv: u8) { self.0 += mv; }
//! # }
//! // `Coin` is a toy game: players add 1 or 2 to a counter until it reaches 10.
//! let start = Coin::default();
//! let pool = ThreadPoolBuilder::new().num_threads(2).build()?;
//! let (nodes, stats) = pool.install(|| {
//!     (
//!         boardcore::parallel::perft(&start, 6),
//!         boardcore::parallel::playouts(&start, 100, 7, 1_000),
//!     )
//! });
//! assert_eq!(nodes, boardcore::perft(&start, 6));
//! assert_eq!(stats, boardcore::playouts(&start, 100, 7, 1_000));
//! assert_eq!(stats.games, 100);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

use crate::playout::one_playout;
use crate::{Game, PlayoutStats};
use alloc::vec::Vec;
use rayon::prelude::*;

/// The `rayon` crate this module runs on, for [`rayon::ThreadPoolBuilder`].
pub use rayon;

/// How many plies from the root are split into parallel tasks. Two plies give chess
/// 400 tasks from the start position: enough to keep every core busy to the end, few
/// enough that the tasks stay large.
const SPLIT_PLIES: u32 = 2;

/// Returns [`crate::perft`]`(pos, depth)`, counted in parallel.
///
/// The first two plies are split into tasks (the depth-2 frontier: 400 positions from
/// the chess start), each counted by [`crate::perft`]; rayon balances them over the
/// threads. Depths below 3 are counted on the calling thread.
pub fn perft<G>(pos: &G, depth: u32) -> u64
where
    G: Game + Sync,
    G::Move: Sync,
{
    split_perft(pos, depth, SPLIT_PLIES)
}

fn split_perft<G>(pos: &G, depth: u32, split_plies: u32) -> u64
where
    G: Game + Sync,
    G::Move: Sync,
{
    if split_plies == 0 || depth < 3 {
        return crate::perft(pos, depth);
    }
    pos.legal_moves()
        .as_ref()
        .par_iter()
        .map(|&mv| {
            let mut child = pos.clone();
            pos.play_unchecked_into(&mut child, mv);
            split_perft(&child, depth - 1, split_plies - 1)
        })
        .sum()
}

/// Returns [`crate::perft_divide`]`(pos, depth)`, counted in parallel: the counts
/// below each legal move, in move generation order.
pub fn perft_divide<G>(pos: &G, depth: u32) -> Vec<(G::Move, u64)>
where
    G: Game + Sync,
    G::Move: Send + Sync,
{
    if depth == 0 {
        return Vec::new();
    }
    pos.legal_moves()
        .as_ref()
        .par_iter()
        .map(|&mv| {
            let mut child = pos.clone();
            pos.play_unchecked_into(&mut child, mv);
            (mv, split_perft(&child, depth - 1, SPLIT_PLIES - 1))
        })
        .collect()
}

/// Returns [`crate::playouts`]`(start, games, seed, max_plies)`, the games played in
/// parallel.
///
/// Game `i` draws from its own generator, [`crate::playout_rng`]`(seed, i)`, so the
/// totals are the same on any number of threads.
///
/// # Panics
///
/// Panics if a game reaches a chance node whose weights are all 0 (see
/// [`crate::random_move`]).
pub fn playouts<G>(start: &G, games: u64, seed: u64, max_plies: usize) -> PlayoutStats
where
    G: Game + Sync,
{
    (0..games)
        .into_par_iter()
        .map(|game| one_playout(start, seed, game, max_plies))
        .reduce(PlayoutStats::default, |a, b| a + b)
}
