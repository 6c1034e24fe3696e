//! Seeded random playouts over any [`Game`].

use crate::{ByPlayer, ChanceDistribution, Game, Outcome, Player, Turn};
use alloc::vec::Vec;
use core::iter::Sum;
use core::ops::{Add, AddAssign};
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The result of [`random_playout`]: the moves played and the final position.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// The moves (and chance outcomes) played, in order.
    pub moves: Vec<G::Move>,
    /// The position after the last move.
    pub position: G,
}

impl<G: Game> Playout<G> {
    /// Returns the outcome, or `None` if the playout stopped at the ply limit.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position.outcome()
    }
}

/// Picks one of `moves`, the legal moves of `pos`, at random: uniformly at a player's
/// turn, by [`Game::chance_weight`] at a chance node (the weights are read once).
/// Returns `None` if `moves` is empty.
///
/// # Panics
///
/// Panics if `pos` is a chance node whose listed outcomes all have weight 0: a bug in
/// the game, which `testing::check_game` reports, and never a reason to fall
/// back to a uniform choice.
pub fn random_move<G: Game, R: Rng + ?Sized>(
    pos: &G,
    moves: &[G::Move],
    rng: &mut R,
) -> Option<G::Move> {
    if moves.is_empty() {
        return None;
    }
    if pos.turn() == Turn::Chance {
        let distribution =
            ChanceDistribution::new(moves.iter().map(|&m| (m, pos.chance_weight(m))));
        return match distribution.sample(rng) {
            Ok(mv) => Some(mv),
            Err(e) => panic!("{} chance node {pos}: {e}", G::NAME),
        };
    }
    Some(moves[rng.random_range(0..moves.len())])
}

/// Plays random legal moves from `start` until the game ends or `max_plies` moves
/// were played, whichever comes first.
///
/// Players pick uniformly among their legal moves; chance nodes pick by weight. The
/// same generator state gives the same playout, so a seeded generator (for example
/// `rand_chacha::ChaCha8Rng::seed_from_u64`) makes playouts reproducible.
///
/// # Panics
///
/// Panics if the game reaches a chance node whose weights are all 0 (see
/// [`random_move`]).
pub fn random_playout<G: Game, R: Rng + ?Sized>(
    start: &G,
    rng: &mut R,
    max_plies: usize,
) -> Playout<G> {
    let mut moves = Vec::new();
    let position = play_randomly(start, rng, max_plies, |mv| moves.push(mv));
    Playout { moves, position }
}

/// The loop of [`random_playout`], reporting each move to `seen` instead of keeping
/// it, so that [`playouts`] allocates nothing per move.
fn play_randomly<G: Game, R: Rng + ?Sized>(
    start: &G,
    rng: &mut R,
    max_plies: usize,
    mut seen: impl FnMut(G::Move),
) -> G {
    let mut position = start.clone();
    for _ in 0..max_plies {
        let legal = position.legal_moves();
        let Some(mv) = random_move(&position, legal.as_ref(), rng) else {
            break;
        };
        position.play_unchecked(mv);
        seen(mv);
    }
    position
}

/// The totals of many random playouts: see [`playouts`].
///
/// Totals add up: `a + b` is the statistics of both batches, so batches played apart
/// (on several threads, or several machines) combine exactly.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayoutStats {
    /// The number of games played.
    pub games: u64,
    /// The number of moves played in all games, chance outcomes included.
    pub plies: u64,
    /// The number of games each seat won; a win shared by several seats (a
    /// partnership) counts for each of them. Seats beyond the game's
    /// [`players`](Game::players) stay 0.
    pub wins: ByPlayer<u64, { Player::MAX }>,
    /// The number of finished games that nobody won.
    pub draws: u64,
    /// The number of games stopped at the ply limit before the end.
    pub unfinished: u64,
}

impl PlayoutStats {
    /// Returns the statistics of one game that ended in `position` after `plies`
    /// moves (unfinished if the game is not over there).
    #[must_use]
    pub fn of_game<G: Game>(position: &G, plies: usize) -> Self {
        let mut stats = Self {
            games: 1,
            plies: plies as u64,
            ..Self::default()
        };
        match position.outcome() {
            None => stats.unfinished = 1,
            Some(outcome) if outcome.is_draw() => stats.draws = 1,
            Some(outcome) => {
                for p in (0..position.players()).filter_map(Player::new) {
                    stats.wins[p] = u64::from(outcome.is_winner(p));
                }
            }
        }
        stats
    }

    /// Returns the statistics of `playout`, one game.
    #[must_use]
    pub fn of_playout<G: Game>(playout: &Playout<G>) -> Self {
        Self::of_game(&playout.position, playout.moves.len())
    }
}

impl AddAssign for PlayoutStats {
    fn add_assign(&mut self, other: Self) {
        self.games += other.games;
        self.plies += other.plies;
        for (total, n) in self.wins.values.iter_mut().zip(other.wins.values) {
            *total += n;
        }
        self.draws += other.draws;
        self.unfinished += other.unfinished;
    }
}

impl Add for PlayoutStats {
    type Output = Self;

    fn add(mut self, other: Self) -> Self {
        self += other;
        self
    }
}

impl Sum for PlayoutStats {
    fn sum<I: Iterator<Item = Self>>(iter: I) -> Self {
        iter.fold(Self::default(), Add::add)
    }
}

/// Returns the generator of game `game` of a batch of [`playouts`] seeded with `seed`:
/// ChaCha8 keyed by `seed` (through [`SeedableRng::seed_from_u64`]) on stream `game`.
///
/// Every game has its own independent stream, so a game's moves depend only on
/// `(seed, game)`, never on which games were played before it or on which thread:
/// `random_playout(start, &mut playout_rng(seed, i), max_plies)` replays game `i`.
#[must_use]
pub fn playout_rng(seed: u64, game: u64) -> ChaCha8Rng {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    rng.set_stream(game);
    rng
}

/// Plays game `game` of a batch seeded with `seed` and returns its statistics.
pub(crate) fn one_playout<G: Game>(
    start: &G,
    seed: u64,
    game: u64,
    max_plies: usize,
) -> PlayoutStats {
    let mut plies = 0;
    let end = play_randomly(start, &mut playout_rng(seed, game), max_plies, |_| {
        plies += 1
    });
    PlayoutStats::of_game(&end, plies)
}

/// Plays `games` random games from `start`, each up to `max_plies` moves, and returns
/// their totals.
///
/// Game `i` is [`random_playout`] with the generator [`playout_rng`]`(seed, i)`:
/// players pick uniformly among their legal moves and chance nodes by weight. The
/// totals depend only on the arguments; `boardcore::parallel::playouts` (feature
/// `parallel`) returns the same totals on any number of threads.
///
/// # Panics
///
/// Panics if a game reaches a chance node whose weights are all 0 (see
/// [`random_move`]).
pub fn playouts<G: Game>(start: &G, games: u64, seed: u64, max_plies: usize) -> PlayoutStats {
    (0..games)
        .map(|game| one_playout(start, seed, game, max_plies))
        .sum()
}
