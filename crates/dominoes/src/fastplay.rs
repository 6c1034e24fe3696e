//! The fast path of [`Position::random_playout`]: the same moves as a loop of
//! [`Position::random_move`] and [`Position::play`](boardcore::Game::play), drawn from
//! the generator in the same order, on a copy of the state that keeps its counts
//! instead of recounting them.
//!
//! What makes it fast: the tile sets are `u64` words when the set has at most 64
//! tiles (double-six and double-nine), so that a count is one 64-bit popcount (the
//! baseline x86-64 target has no popcount instruction, and a `u128` count is two of
//! the software ones); the number of tiles in each hand and in the stock, and the
//! seat of the next dealt tile, are kept as counters rather than counted. Every
//! chance outcome is still one tile drawn uniformly from the stock (the `n`-th tile
//! in index order for a uniform `n`), exactly as at the chance nodes of the
//! [`Game`](boardcore::Game) implementation; `tests` check move for move that the two
//! paths agree.

use crate::position::{Phase, seat};
use crate::rules::DrawRule;
use crate::tile::NUMBER;
use crate::{End, Move, Outcome, Position, Termination, Tile, TileSet, Variant};
use boardcore::rand::{Rng, RngExt};
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Not};

/// A bitset word of tile indexes: `u64` for sets of at most 64 tiles, `u128` for
/// the double-twelve set.
trait Word:
    Copy
    + Eq
    + BitAnd<Output = Self>
    + BitAndAssign
    + BitOr<Output = Self>
    + BitOrAssign
    + Not<Output = Self>
{
    const ZERO: Self;
    /// The word of a set (whose tiles all fit the word).
    fn of(set: TileSet) -> Self;
    /// The set of a word.
    fn set(self) -> TileSet;
    /// The bit of tile index `i`.
    fn bit(i: u8) -> Self;
    /// The tiles showing `k` (cut to the word).
    fn number(k: u8) -> Self;
    /// The number of set bits.
    fn count(self) -> u32;
    /// The index of the `n`-th set bit (from 0); `n` must be below the count.
    fn nth(self, n: u32) -> u8;
    /// The index of the highest set bit; the word must not be zero.
    fn highest(self) -> u8;
}

/// The doubles `0-0` to `12-12`: the tile index of `k-k` is `k (k + 3) / 2`, so a
/// higher double has a higher index.
const DOUBLES: u128 = {
    let mut mask = 0;
    let mut k = 0;
    while k <= crate::MAX_PIP as u32 {
        mask |= 1 << (k * (k + 3) / 2);
        k += 1;
    }
    mask
};

/// The strongest tile of the non-empty set `set` (spec "Set"): the highest double
/// if the set holds one, found from the word without walking the set; otherwise
/// [`TileSet::strongest`].
#[inline(always)]
fn strongest<W: Word>(set: W) -> Tile {
    let doubles = set & W::of(TileSet(DOUBLES));
    let tile = if doubles == W::ZERO {
        set.set().strongest()
    } else {
        Tile::from_index(usize::from(doubles.highest()))
    };
    tile.expect("the set is not empty")
}

impl Word for u64 {
    const ZERO: Self = 0;
    #[inline(always)]
    fn of(set: TileSet) -> Self {
        set.0 as Self
    }
    #[inline(always)]
    fn set(self) -> TileSet {
        TileSet(u128::from(self))
    }
    #[inline(always)]
    fn bit(i: u8) -> Self {
        1 << i
    }
    #[inline(always)]
    fn number(k: u8) -> Self {
        NUMBER[usize::from(k)] as Self
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn nth(self, n: u32) -> u8 {
        let mut word = self;
        for _ in 0..n {
            word &= word - 1;
        }
        word.trailing_zeros() as u8
    }
    #[inline(always)]
    fn highest(self) -> u8 {
        (63 - self.leading_zeros()) as u8
    }
}

impl Word for u128 {
    const ZERO: Self = 0;
    #[inline(always)]
    fn of(set: TileSet) -> Self {
        set.0
    }
    #[inline(always)]
    fn set(self) -> TileSet {
        TileSet(self)
    }
    #[inline(always)]
    fn bit(i: u8) -> Self {
        1 << i
    }
    #[inline(always)]
    fn number(k: u8) -> Self {
        NUMBER[usize::from(k)]
    }
    #[inline(always)]
    fn count(self) -> u32 {
        self.count_ones()
    }
    #[inline(always)]
    fn nth(self, n: u32) -> u8 {
        let lo = self as u64;
        let lo_count = lo.count_ones();
        if n < lo_count {
            lo.nth(n)
        } else {
            64 + ((self >> 64) as u64).nth(n - lo_count)
        }
    }
    #[inline(always)]
    fn highest(self) -> u8 {
        (127 - self.leading_zeros()) as u8
    }
}

impl Position {
    /// Plays the hand to its end with uniformly random moves (the deal included if it
    /// is still to come) and returns the outcome and the number of moves played,
    /// chance outcomes included.
    ///
    /// The fast path of a playout: it keeps no log, counts hands and stock instead of
    /// recounting them, and works on 64-bit tile words for the double-six and
    /// double-nine sets. It plays exactly the moves of a loop of
    /// [`random_move`](Self::random_move) and [`play`](boardcore::Game::play) with
    /// the same generator, and leaves the generator in the same state: every deal
    /// and every draw is one tile of the stock, uniformly at random, as at the chance
    /// nodes. About 1.7 million two-player block hands per second on one core
    /// (`benches/main/dominoes.rs`).
    ///
    /// # Examples
    ///
    /// ```
    /// use dominoes::boardcore::{rand::SeedableRng, rand_chacha::ChaCha8Rng};
    /// use dominoes::{Game, Position};
    ///
    /// let start = Position::new("block-6-2".parse()?)?;
    /// let mut rng = ChaCha8Rng::seed_from_u64(7);
    /// let (outcome, plies) = start.random_playout(&mut rng.clone());
    /// // The same hand, move by move:
    /// let mut pos = start.clone();
    /// while let Some(mv) = pos.random_move(&mut rng) {
    ///     pos.play(mv)?;
    /// }
    /// assert_eq!((pos.outcome(), pos.log().len() + 20), (Some(outcome), plies));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    pub fn random_playout<R: Rng + ?Sized>(&self, rng: &mut R) -> (Outcome, usize) {
        random_playout(self, rng)
    }
}

/// Plays `pos` to the end of the hand with uniformly random moves; returns the
/// outcome and the number of moves played (chance outcomes included).
pub(crate) fn random_playout<R: Rng + ?Sized>(pos: &Position, rng: &mut R) -> (Outcome, usize) {
    let (end, plies) = if pos.rules.tile_count() <= 64 {
        play::<u64, R, _>(pos, rng, usize::MAX, |_| {})
    } else {
        play::<u128, R, _>(pos, rng, usize::MAX, |_| {})
    };
    match end.phase {
        Phase::Over(termination) => (end.outcome_of(termination), plies),
        _ => unreachable!("a playout without a ply limit plays to the end"),
    }
}

/// Plays random moves on `pos` until the hand ends or `max_plies` moves were played,
/// reporting each to `seen` and keeping the log (the deal is not logged, as in
/// [`Position::apply`]); returns the number of moves played. The fast loop of
/// [`boardcore::Game::play_randomly`].
pub(crate) fn play_randomly<R: Rng + ?Sized, F: FnMut(Move)>(
    pos: &mut Position,
    rng: &mut R,
    max_plies: usize,
    mut seen: F,
) -> usize {
    let mut log = core::mem::take(&mut pos.log);
    // One allocation for most hands: a hand logs about one move per tile.
    log.reserve(pos.rules.tile_count());
    let sink = |mv: Move| {
        if !matches!(mv, Move::Deal(_)) {
            log.push(mv);
        }
        seen(mv);
    };
    let (mut end, plies) = if pos.rules.tile_count() <= 64 {
        play::<u64, R, _>(pos, rng, max_plies, sink)
    } else {
        play::<u128, R, _>(pos, rng, max_plies, sink)
    };
    end.log = log;
    *pos = end;
    plies
}

/// The playout on words `W` (see the module documentation), at most `max_plies`
/// moves, each reported to `seen`; returns the position reached (with an empty log)
/// and the number of moves played.
#[inline(always)]
fn play<W: Word, R: Rng + ?Sized, F: FnMut(Move)>(
    start: &Position,
    rng: &mut R,
    max_plies: usize,
    mut seen: F,
) -> (Position, usize) {
    let rules = start.rules;
    let players = rules.players;
    let next = |q: u8| if q + 1 == players { 0 } else { q + 1 };
    let tile_of = |i: u8| Tile::from_index(usize::from(i)).expect("a tile index");
    let mut hands = start.hands.map(W::of);
    let mut stock = W::of(start.stock);
    let mut line = W::of(start.line);
    let mut stock_len = start.stock.len();
    let mut ends = start.ends;
    let mut passes = start.passes;
    let mut leader = start.leader;
    let mut phase = start.phase;
    let mut plies = 0;
    if phase == Phase::Deal {
        let undealt = rules.tile_count() - rules.dealt();
        let mut s = start.deal_seat();
        while stock_len > undealt && plies < max_plies {
            let i = draw(rng, &mut stock, &mut stock_len);
            hands[usize::from(s)] |= W::bit(i);
            seen(Move::Deal(tile_of(i)));
            s = next(s);
            plies += 1;
        }
        if stock_len == undealt {
            let lead = W::bit(strongest(hands.iter().fold(W::ZERO, |a, &h| a | h)).index() as u8);
            leader = (0..players)
                .find(|&s| hands[usize::from(s)] & lead != W::ZERO)
                .expect("the strongest dealt tile is in a hand");
            phase = Phase::Play(leader);
        }
    }
    while plies < max_plies {
        match phase {
            Phase::Over(_) | Phase::Deal => break,
            Phase::Draw(q) => {
                let i = draw(rng, &mut stock, &mut stock_len);
                hands[usize::from(q)] |= W::bit(i);
                seen(Move::Drawn(tile_of(i)));
                phase = match rules.draw_rule {
                    DrawRule::OneThenPass => Phase::Play(next(q)),
                    DrawRule::UntilPlayable => Phase::Play(q),
                };
            }
            Phase::Play(q) => {
                let hand = hands[usize::from(q)];
                let (tile, end) = if line == W::ZERO {
                    let lead = strongest(hand);
                    ends = [lead.low(), lead.high()];
                    (lead.index() as u8, None)
                } else {
                    let l = hand & W::number(ends[0]);
                    let r = hand & W::number(ends[1]);
                    let (nl, n) = (l.count(), l.count() + r.count());
                    if n == 0 {
                        if rules.variant == Variant::Draw && stock_len > 0 {
                            phase = Phase::Draw(q);
                            seen(Move::Draw);
                        } else {
                            passes += 1;
                            phase = if passes >= players {
                                Phase::Over(Termination::Blocked)
                            } else {
                                Phase::Play(next(q))
                            };
                            seen(Move::Pass);
                        }
                        plies += 1;
                        continue;
                    }
                    let i = rng.random_range(0..n);
                    if i < nl {
                        (l.nth(i), Some(End::Left))
                    } else {
                        (r.nth(i - nl), Some(End::Right))
                    }
                };
                let t = tile_of(tile);
                if let Some(e) = end {
                    ends[e.index()] = t.other(ends[e.index()]);
                }
                seen(Move::Play {
                    tile: t,
                    end: end.unwrap_or(End::Left),
                });
                let hand = hand & !W::bit(tile);
                hands[usize::from(q)] = hand;
                line |= W::bit(tile);
                passes = 0;
                phase = if hand == W::ZERO {
                    Phase::Over(Termination::Domino { winner: seat(q) })
                } else {
                    Phase::Play(next(q))
                };
            }
        }
        plies += 1;
    }
    let end = Position {
        rules,
        hands: hands.map(W::set),
        stock: stock.set(),
        line: line.set(),
        ends,
        phase,
        leader,
        passes,
        log: alloc::vec::Vec::new(),
    };
    (end, plies)
}

/// Removes a tile from the stock and returns its index: the `n`-th tile for a uniform
/// `n`, drawn with the same call on the generator as [`Position::random_move`].
#[inline(always)]
fn draw<W: Word, R: Rng + ?Sized>(rng: &mut R, stock: &mut W, stock_len: &mut usize) -> u8 {
    let i = stock.nth(rng.random_range(0..*stock_len) as u32);
    *stock &= !W::bit(i);
    *stock_len -= 1;
    i
}

#[cfg(test)]
mod tests {
    use crate::{Position, Rules};
    use boardcore::Outcome;
    use boardcore::rand::{RngExt, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    /// The playout by the book: `random_move` and the state's own `apply`, one move
    /// at a time, every count recounted.
    fn by_the_book(start: &Position, rng: &mut ChaCha8Rng) -> (Outcome, usize, Position) {
        let mut pos = start.clone();
        let mut plies = 0;
        while let Some(mv) = pos.random_move(rng) {
            pos.apply(mv, false);
            plies += 1;
        }
        let outcome = boardcore::Game::outcome(&pos).expect("the hand is over");
        (outcome, plies, pos)
    }

    #[test]
    fn the_doubles_mask_is_every_double_and_nothing_else() {
        // `strongest` falls back to `TileSet::strongest` when the mask finds no
        // double, so a mask missing doubles would still give the right tile, only
        // slowly (its fast path never taken): the mask itself is checked here.
        let doubles = crate::TileSet(super::DOUBLES);
        assert_eq!(doubles.len(), 13, "0-0 to 12-12");
        for t in crate::TileSet::full(crate::MAX_PIP).iter() {
            assert_eq!(doubles.contains(t), t.low() == t.high(), "{t}");
        }
        assert_eq!(super::DOUBLES & !crate::TileSet::full(crate::MAX_PIP).0, 0);
    }

    #[test]
    fn the_strongest_tile_agrees_with_the_tile_set() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for max in [6, 9, 12] {
            let full = crate::TileSet::full(max).0;
            for _ in 0..2000 {
                // Sparse random sets, often without a double.
                let set = full & rng.random::<u128>() & rng.random::<u128>() & rng.random::<u128>();
                if set == 0 {
                    continue;
                }
                let expected = crate::TileSet(set).strongest();
                assert_eq!(Some(super::strongest(set)), expected, "{set:#x}");
                if max < 12 {
                    assert_eq!(Some(super::strongest(set as u64)), expected, "{set:#x}");
                }
            }
        }
    }

    #[test]
    fn the_fast_path_plays_the_same_moves_as_random_move() {
        let mut checked = 0;
        for rules in [
            "block-6-2",
            "draw-6-2",
            "draw-6-2+until",
            "draw-6-3",
            "block-6-3",
            "block-6-4",
            "draw-6-4+teams",
            "block-6-4+teams",
            "draw-9-3",
            "block-9-4",
            "draw-12-4",
            "block-12-2",
        ] {
            let rules: Rules = rules.parse().expect("valid rules");
            for seed in 0..60 {
                // From the start of the deal, and from a position some plies in.
                let mut setup = ChaCha8Rng::seed_from_u64(seed);
                let mut start = Position::new(rules).expect("valid rules");
                let steps = setup.random_range(0..40);
                for _ in 0..steps {
                    let Some(mv) = start.random_move(&mut setup) else {
                        break;
                    };
                    start.apply(mv, true);
                }
                let mut a = ChaCha8Rng::seed_from_u64(seed + 1000);
                let mut b = a.clone();
                let (outcome, plies, end) = by_the_book(&start, &mut a);
                assert_eq!(
                    start.random_playout(&mut b),
                    (outcome, plies),
                    "{rules} seed {seed} from {start}, ending in {end}"
                );
                // The generator was used the same way: the next draws agree.
                assert_eq!(a.random::<u64>(), b.random::<u64>(), "{rules} seed {seed}");
                checked += 1;
            }
        }
        assert_eq!(checked, 12 * 60);
    }
}
