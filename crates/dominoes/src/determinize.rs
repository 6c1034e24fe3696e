//! Determinization: re-deal the tiles a player cannot see, consistently with
//! everything the public log proves.
//!
//! The hidden tiles fill *slots*: the tiles dealt to each other seat, one slot per
//! tile another seat drew (at a known moment of the log), and the stock (or the tiles
//! out of play). Every assignment of tiles to slots is one hidden history, and all
//! histories have the same chance probability, so the exact posterior (ignoring what
//! the players' choices may reveal, as determinizing search does) is uniform over
//! the *valid* assignments, where:
//!
//! - a tile another seat played goes to one of that seat's slots acquired before the
//!   play;
//! - a seat that drew or passed held no tile matching an open end at that moment: a
//!   tile in one of its slots acquired before, and not played before, avoids those
//!   ends;
//! - no deal slot holds a tile stronger than the opening tile (the holder of the
//!   strongest dealt tile leads); before the opening play, the seat to lead holds the
//!   strongest dealt tile.
//!
//! Sampling is by rejection from a proposal that is uniform over the assignments
//! where each seat's played tiles sit in its own slots: an accepted proposal is an
//! exact uniform draw. After a bounded number of rejections, a randomized bipartite
//! matching (augmenting paths) builds a valid assignment, consistent but not exactly
//! uniform.
//!
//! Once the hand is over every hand is shown, so what stays hidden is which tile each
//! other seat drew at each `drawn:?`: each shown tile is then a tile its seat held
//! after the last move, and the stock is the one set of tiles left. A player beyond
//! the seats of the hand is a spectator, for whom every seat's tiles are hidden.

use crate::position::{Phase, Position};
use crate::rules::DrawRule;
use crate::tile::NUMBER;
use crate::{Move, Tile, TileSet};
use alloc::vec;
use alloc::vec::Vec;
use boardcore::Player;
use boardcore::rand::{Rng, RngExt};

/// The number of rejected proposals after which [`Game::determinize`](boardcore::Game::determinize)
/// falls back to the randomized matching.
pub const DEFAULT_ATTEMPTS: u32 = 4096;

const STOCK: u8 = u8::MAX;

/// One place a hidden tile can be.
#[derive(Clone, Copy, Debug)]
struct Slot {
    /// The seat, or `STOCK`.
    owner: u8,
    /// The log index of the `drawn:` move that filled it, if it is a draw slot.
    draw_at: Option<usize>,
    /// The tiles allowed in it.
    mask: TileSet,
}

/// What the log says about one seat.
#[derive(Clone, Default, Debug)]
struct SeatLog {
    /// Tiles played, with the log index.
    plays: Vec<(Tile, usize)>,
    /// Log indexes of the tiles drawn.
    draws: Vec<usize>,
    /// Log indexes of draws and passes, with the tiles matching the ends then.
    voids: Vec<(usize, TileSet)>,
}

/// Returns the per-seat facts of the log of `pos`.
fn read_log(pos: &Position) -> [SeatLog; 4] {
    let mut seats: [SeatLog; 4] = Default::default();
    let p = pos.rules.players;
    let mut q = pos.leader;
    let mut ends: Option<[u8; 2]> = None;
    for (i, &mv) in pos.log.iter().enumerate() {
        let s = &mut seats[q as usize];
        match mv {
            Move::Play { tile, end } => {
                s.plays.push((tile, i));
                ends = Some(match ends {
                    None => [tile.low(), tile.high()],
                    Some(mut e) => {
                        e[end.index()] = tile.other(e[end.index()]);
                        e
                    }
                });
                q = (q + 1) % p;
            }
            Move::Pass | Move::Draw => {
                let e = ends.unwrap_or([0, 0]);
                let m = TileSet(NUMBER[e[0] as usize] | NUMBER[e[1] as usize]);
                s.voids.push((i, m));
                if mv == Move::Pass {
                    q = (q + 1) % p;
                }
            }
            Move::Drawn(_) => {
                s.draws.push(i);
                if pos.rules.draw_rule == DrawRule::OneThenPass {
                    q = (q + 1) % p;
                }
            }
            Move::Deal(_) => {}
        }
    }
    seats
}

/// Builds the slots of every hidden tile for `me`, and the pool of those tiles.
/// Also returns the seat that must hold the strongest dealt tile when that is a
/// global condition (deal complete, opening play not yet made, by another seat).
///
/// Once the hand is over the hands are turned up: each other seat's tiles in hand
/// were read into its `plays` (as played after the last move), so only the stock is
/// unplaced and each seat's slots hold exactly its played and shown tiles.
fn build_slots(
    pos: &Position,
    me: usize,
    seats: &[SeatLog; 4],
    over: bool,
) -> (Vec<Slot>, Vec<Tile>, Option<u8>) {
    let p = pos.rules.players as usize;
    let unplayed: TileSet = if over {
        pos.stock
    } else {
        (0..p)
            .filter(|&q| q != me)
            .fold(pos.stock, |a, q| a.or(pos.hands[q]))
    };
    // Deal slots may not hold tiles stronger than the opening tile.
    let mut forbidden_in_deal = TileSet::EMPTY;
    let mut global_leader = None;
    if let Some(&Move::Play { tile, .. }) = pos.log.first() {
        forbidden_in_deal = pos.rules.tiles().stronger_than(tile);
    } else if pos.phase != Phase::Deal {
        if pos.leader as usize == me {
            let lead = pos.hands[me].strongest().expect("the leader holds tiles");
            forbidden_in_deal = pos.rules.tiles().stronger_than(lead);
        } else {
            global_leader = Some(pos.leader);
        }
    }
    let mut slots = Vec::new();
    let mut pool: Vec<Tile> = unplayed.iter().collect();
    for (q, s) in seats.iter().enumerate().take(p) {
        if q == me {
            continue;
        }
        pool.extend(s.plays.iter().map(|&(t, _)| t));
        let held = if over { 0 } else { pos.hands[q].len() };
        let dealt = held + s.plays.len() - s.draws.len();
        // The log indexes compared below never tie: a void is a `pass` or `draw`,
        // an acquisition a `drawn:` and a play a tile played (or, once the hand is
        // over, `log.len()`, past every index), each its own move of the log. So
        // `v > a`, `a > at` and `v < at` equal `v >= a`, `a >= at` and `v <= at`
        // (the surviving mutants of these three lines are equivalent).
        let mask_for = |acq: Option<usize>| {
            let after = |v: usize| acq.is_none_or(|a| v > a);
            let voids_after = s
                .voids
                .iter()
                .filter(|&&(v, _)| after(v))
                .fold(TileSet::EMPTY, |m, &(_, e)| m.or(e));
            let mut mask = unplayed.minus(voids_after);
            for &(t, at) in &s.plays {
                if acq.is_some_and(|a| a > at) {
                    continue;
                }
                let between = s
                    .voids
                    .iter()
                    .filter(|&&(v, _)| after(v) && v < at)
                    .fold(TileSet::EMPTY, |m, &(_, e)| m.or(e));
                if !between.contains(t) {
                    mask.insert(t);
                }
            }
            if acq.is_none() {
                mask = mask.minus(forbidden_in_deal);
            }
            mask
        };
        let deal_mask = mask_for(None);
        for _ in 0..dealt {
            slots.push(Slot {
                owner: q as u8,
                draw_at: None,
                mask: deal_mask,
            });
        }
        for &d in &s.draws {
            slots.push(Slot {
                owner: q as u8,
                draw_at: Some(d),
                mask: mask_for(Some(d)),
            });
        }
    }
    for _ in 0..pos.stock.len() {
        slots.push(Slot {
            owner: STOCK,
            draw_at: None,
            mask: unplayed,
        });
    }
    (slots, pool, global_leader)
}

/// Returns a state drawn for `player` as described in the module docs, trying up to
/// `attempts` exact proposals before the matching fallback.
pub(crate) fn determinize<R: Rng + ?Sized>(
    pos: &Position,
    player: Player,
    rng: &mut R,
    attempts: u32,
) -> Position {
    // A seat beyond the players is a spectator: every hand is hidden from it.
    let me = player.index();
    let over = matches!(pos.phase, Phase::Over(_));
    let mut seats = read_log(pos);
    if over {
        // The hands are turned up: a tile shown in a hand sits in one of its
        // seat's slots, as if played after the last move.
        let end = pos.log.len();
        for (q, s) in seats
            .iter_mut()
            .enumerate()
            .take(pos.rules.players as usize)
        {
            if q != me {
                s.plays.extend(pos.hands[q].iter().map(|t| (t, end)));
            }
        }
    }
    let (slots, pool, global_leader) = build_slots(pos, me, &seats, over);
    debug_assert_eq!(slots.len(), pool.len());
    let played: TileSet = pos.line;
    let placed: TileSet = seats
        .iter()
        .enumerate()
        .filter(|&(q, _)| q != me)
        .flat_map(|(_, s)| s.plays.iter().map(|&(t, _)| t))
        .collect();
    let unplayed: Vec<Tile> = pool
        .iter()
        .copied()
        .filter(|t| !placed.contains(*t))
        .collect();
    let mut assign: Vec<Option<Tile>> = vec![None; slots.len()];
    let mut accepted = false;
    // Slot indexes of each seat.
    let mut own: [Vec<usize>; 4] = Default::default();
    for (i, s) in slots.iter().enumerate() {
        if s.owner != STOCK {
            own[s.owner as usize].push(i);
        }
    }
    let mut free: Vec<usize> = Vec::with_capacity(slots.len());
    let mut tiles = unplayed.clone();
    'attempt: for _ in 0..attempts {
        assign.iter_mut().for_each(|a| *a = None);
        for (q, s) in seats.iter().enumerate() {
            if q == me {
                continue;
            }
            let mut idx = own[q].clone();
            for &(t, _) in &s.plays {
                let k = rng.random_range(0..idx.len());
                let slot = idx.swap_remove(k);
                if !slots[slot].mask.contains(t) {
                    continue 'attempt;
                }
                assign[slot] = Some(t);
            }
        }
        free.clear();
        free.extend((0..slots.len()).filter(|&i| assign[i].is_none()));
        tiles.copy_from_slice(&unplayed);
        for (n, &slot) in free.iter().enumerate() {
            let k = rng.random_range(n..tiles.len());
            tiles.swap(n, k);
            let t = tiles[n];
            if !slots[slot].mask.contains(t) {
                continue 'attempt;
            }
            assign[slot] = Some(t);
        }
        if let Some(l) = global_leader
            && !leads(pos, me, &slots, &assign, l)
        {
            continue 'attempt;
        }
        accepted = true;
        break;
    }
    if !accepted {
        assign = matching(&slots, &pool, global_leader, rng);
    }
    let mut out = pos.clone();
    for (q, h) in out.hands.iter_mut().enumerate() {
        if q != me {
            *h = TileSet::EMPTY;
        }
    }
    out.stock = TileSet::EMPTY;
    for (slot, tile) in slots.iter().zip(&assign) {
        let t = tile.expect("every slot is filled");
        if slot.owner == STOCK {
            out.stock.insert(t);
            continue;
        }
        if !played.contains(t) {
            out.hands[slot.owner as usize].insert(t);
        }
        if let Some(i) = slot.draw_at {
            out.log[i] = Move::Drawn(t);
        }
    }
    out
}

/// Tests if seat `leader` holds the strongest dealt tile (its own deal slots, or
/// `me`'s hand if `me` leads) in the assignment.
///
/// No two tiles have the same strength (doubles `1024 + n`, others `16 (a + b) + b`
/// for `a < b`, see `tile.rs`) and each tile is in one place, so the strongest tile
/// never ties: `>` and `>=` below pick the same tile (an equivalent mutant).
fn leads(pos: &Position, me: usize, slots: &[Slot], assign: &[Option<Tile>], leader: u8) -> bool {
    let mut best = pos.hands[me].strongest().map(|t| (t.strength(), me as u8));
    for (s, t) in slots.iter().zip(assign) {
        if s.owner != STOCK
            && s.draw_at.is_none()
            && let Some(t) = t
            && best.is_none_or(|(b, _)| t.strength() > b)
        {
            best = Some((t.strength(), s.owner));
        }
    }
    best.is_some_and(|(_, o)| o == leader)
}

/// Builds a valid assignment by randomized augmenting-path matching: consistent with
/// the view, not exactly uniform. The true state is a valid assignment, so one exists.
fn matching<R: Rng + ?Sized>(
    slots: &[Slot],
    pool: &[Tile],
    global_leader: Option<u8>,
    rng: &mut R,
) -> Vec<Option<Tile>> {
    let mut slots = slots.to_vec();
    if let Some(l) = global_leader {
        // Give the leader the strongest hidden tile: stronger than anything else.
        // (A global leader exists only before the opening play, when nobody has
        // drawn: `s.draw_at.is_none()` below always holds then, so removing it is an
        // equivalent mutant.)
        let strongest = pool.iter().copied().max_by_key(|t| t.strength());
        if let Some(t) = strongest
            && let Some(s) = slots
                .iter_mut()
                .find(|s| s.owner == l && s.draw_at.is_none() && s.mask.contains(t))
        {
            s.mask = TileSet::EMPTY;
            s.mask.insert(t);
        }
    }
    // One random order of the slots randomizes the matching (a second shuffle, of
    // the tiles, would add nothing a test could see).
    let mut slot_order: Vec<usize> = (0..slots.len()).collect();
    for i in (1..slot_order.len()).rev() {
        slot_order.swap(i, rng.random_range(0..=i));
    }
    // Each tile placed by an augmenting path over the slots in random order.
    let mut owner_of_slot: Vec<Option<usize>> = vec![None; slots.len()];
    for ti in 0..pool.len() {
        let mut seen = vec![false; slots.len()];
        augment(ti, pool, &slots, &slot_order, &mut owner_of_slot, &mut seen);
    }
    owner_of_slot.iter().map(|o| o.map(|ti| pool[ti])).collect()
}

/// Tries to place tile `ti` by an augmenting path (Kuhn's algorithm).
fn augment(
    ti: usize,
    pool: &[Tile],
    slots: &[Slot],
    slot_order: &[usize],
    owner_of_slot: &mut [Option<usize>],
    seen: &mut [bool],
) -> bool {
    for &s in slot_order {
        if seen[s] || !slots[s].mask.contains(pool[ti]) {
            continue;
        }
        seen[s] = true;
        match owner_of_slot[s] {
            None => {
                owner_of_slot[s] = Some(ti);
                return true;
            }
            Some(other) => {
                if augment(other, pool, slots, slot_order, owner_of_slot, seen) {
                    owner_of_slot[s] = Some(ti);
                    return true;
                }
            }
        }
    }
    false
}
