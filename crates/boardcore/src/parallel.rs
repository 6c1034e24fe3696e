//! Perft and playouts on all cores, over [`rayon`] (feature `parallel`).
//!
//! Each function returns exactly what its sequential twin in the crate root returns,
//! whatever the number of threads: the work is split into pieces whose results are
//! exact integer counts, and counts add up the same in any order. The functions run
//! on rayon's current thread pool: the global one (one thread per core), or the pool
//! of [`rayon::ThreadPool::install`] to choose the number of threads.
//!
//! Measuring the speed-up: on a busy Linux machine, the scheduler gives each session
//! (each terminal or job, with `sched_autogroup_enabled`) one share of the CPUs,
//! however many threads it runs, so 2 threads may run no faster than 1 while every
//! thread is waiting for a core (the second field of `/proc/<pid>/task/<tid>/schedstat`).
//! Compare CPU time (user + sys: the same on any number of threads) and the
//! instructions of each thread (`valgrind --tool=callgrind --separate-threads=yes`),
//! or time short runs with a real-time priority (`chrt -f 1`, as root).
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

/// How many pieces per thread [`playouts`] cuts its games into. A piece is played
/// in order on one thread, so a thread that the system stops (another program takes
/// its core) holds back at most one piece: 1/32 of the games on 2 threads, where
/// rayon's own adaptive split of the range of games would leave pieces of 1/4 that
/// no other thread can take over. The pieces cost one rayon task each, nothing
/// beside the games.
const PIECES_PER_THREAD: usize = 16;

/// Returns [`crate::playouts`]`(start, games, seed, max_plies)`, the games played in
/// parallel.
///
/// Game `i` draws from its own generator, [`crate::playout_rng`]`(seed, i)`, so the
/// totals are the same on any number of threads. The games are cut into 16 pieces
/// per thread of the pool (consecutive games, sizes differing by at most one game
/// between non-empty pieces), which rayon balances over the threads: nothing is
/// played on the calling thread, and the only work beside the games is one addition
/// of totals per piece.
///
/// # Panics
///
/// Panics if a game reaches a chance node whose weights are all 0 (see
/// [`crate::random_move`]).
pub fn playouts<G>(start: &G, games: u64, seed: u64, max_plies: usize) -> PlayoutStats
where
    G: Game + Sync,
{
    let pieces = rayon::current_num_threads().saturating_mul(PIECES_PER_THREAD);
    (0..pieces)
        .into_par_iter()
        .with_max_len(1)
        .map(|piece| {
            piece_games(games, pieces, piece)
                .map(|game| one_playout(start, seed, game, max_plies))
                .sum()
        })
        .reduce(PlayoutStats::default, |a, b| a + b)
}

/// The games of piece `piece` of `pieces` (`piece < pieces`) of a batch of `games`:
/// consecutive games, the first `games % pieces` pieces one game longer than the
/// others, so that the pieces cover `0..games` in order, each game once.
fn piece_games(games: u64, pieces: usize, piece: usize) -> core::ops::Range<u64> {
    let (pieces, piece) = (pieces as u64, piece as u64);
    let (size, longer) = (games / pieces, games % pieces);
    let first = piece * size + piece.min(longer);
    first..first + size + u64::from(piece < longer)
}

#[cfg(test)]
mod tests {
    extern crate std;

    use super::*;
    use crate::{MoveList, Outcome, Player, Turn};
    use core::fmt;
    use core::str::FromStr;
    use core::time::Duration;
    use rand::Rng;
    use std::sync::{Condvar, Mutex};

    #[test]
    fn the_pieces_cover_the_games_in_order_with_sizes_one_apart() {
        for games in [0, 1, 5, 31, 32, 33, 100, 1_000, 1_023] {
            for pieces in [1, 2, 16, 32, 48] {
                let mut next = 0;
                let sizes: Vec<u64> = (0..pieces)
                    .map(|piece| {
                        let range = piece_games(games, pieces, piece);
                        assert_eq!(range.start, next, "{games} games, {pieces} pieces");
                        next = range.end;
                        range.end - range.start
                    })
                    .collect();
                assert_eq!(next, games, "{games} games, {pieces} pieces");
                let (min, max) = (sizes.iter().min(), sizes.iter().max());
                assert!(max.zip(min).is_some_and(|(max, min)| max - min <= 1));
            }
        }
    }

    /// The games of the test below.
    const STALL_GAMES: u64 = 320;
    /// How many of them a stalled thread may hold back: its piece, 1/32 of the games
    /// on 2 threads.
    const STALL_HELD: u64 = STALL_GAMES / 32;

    /// Whether the first playout has started, and how many other playouts are done.
    static STALL: Mutex<(bool, u64)> = Mutex::new((false, 0));
    static STALL_DONE: Condvar = Condvar::new();

    /// A game of one ply whose first playout stops its thread (as a system under
    /// load stops one) until the other threads have played every game they can take
    /// over, or 20 s have passed.
    #[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
    struct Stall(bool);

    impl fmt::Display for Stall {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}", self.0)
        }
    }

    impl FromStr for Stall {
        type Err = core::str::ParseBoolError;
        fn from_str(s: &str) -> Result<Self, Self::Err> {
            s.parse().map(Stall)
        }
    }

    impl Game for Stall {
        type Move = u8;
        type MoveList = MoveList<u8, 1>;
        const NAME: &'static str = "stall";
        crate::perfect_information!();
        fn turn(&self) -> Turn {
            if self.0 {
                Turn::Over(Outcome::win(Player::FIRST))
            } else {
                Turn::Player(Player::FIRST)
            }
        }
        fn legal_moves(&self) -> MoveList<u8, 1> {
            if self.0 { None } else { Some(0) }.into_iter().collect()
        }
        fn play_unchecked(&mut self, _: u8) {
            self.0 = true;
        }
        fn play_randomly<R: Rng + ?Sized, F: FnMut(u8)>(
            &mut self,
            _: &mut R,
            _: usize,
            mut seen: F,
        ) -> usize {
            let mut state = STALL.lock().unwrap();
            if state.0 {
                state.1 += 1;
                STALL_DONE.notify_all();
            } else {
                state.0 = true;
                let (state, wait) = STALL_DONE
                    .wait_timeout_while(state, Duration::from_secs(20), |s| {
                        s.1 < STALL_GAMES - STALL_HELD
                    })
                    .unwrap();
                assert!(
                    !wait.timed_out(),
                    "with a thread stopped, the others played only {} of {STALL_GAMES} games",
                    state.1
                );
            }
            self.play_unchecked(0);
            seen(0);
            1
        }
    }

    #[test]
    fn a_stopped_thread_holds_back_only_its_small_piece_of_the_games() {
        // Rayon's own split of 320 games over 2 threads leaves pieces of 80 or 40
        // games that only their thread plays: the others stop at 240 or 280.
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(2)
            .build()
            .unwrap();
        let stats = pool.install(|| playouts(&Stall::default(), STALL_GAMES, 1, 10));
        assert_eq!(stats.games, STALL_GAMES);
        assert_eq!(stats.plies, STALL_GAMES);
        assert_eq!(stats.wins[Player::FIRST], STALL_GAMES);
    }
}
