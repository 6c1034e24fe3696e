//! Determinization: every sample is consistent, and on small constructed cases every
//! consistent hand shows up with the right frequency (against an enumeration whose
//! consistency oracle is the replaying position parser, not the sampler).

use crate::common::movers;
use boardcore::{Game, Player};
use dominoes::{Move, Position, Record, Rules, TileSet};
use rand::SeedableRng;
use std::collections::HashMap;

/// Every consistent state of `pos` for `me` in a two-player block game: the
/// opponent's hand is any subset of the unseen tiles for which the parts replay.
fn consistent_states(pos: &Position, me: Player) -> Vec<TileSet> {
    let opp = me.opponent();
    let unseen: Vec<_> = pos.hand(opp).or(pos.stock()).iter().collect();
    let k = pos.hand(opp).len();
    let mut out = Vec::new();
    let n = unseen.len();
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize != k {
            continue;
        }
        let hand: TileSet = (0..n)
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| unseen[i])
            .collect();
        let stock = pos.hand(opp).or(pos.stock()).minus(hand);
        let mut hands = [TileSet::EMPTY; 2];
        hands[me.index()] = pos.hand(me);
        hands[opp.index()] = hand;
        if Position::from_parts(pos.rules(), &hands, stock, pos.leader(), pos.log()).is_ok() {
            out.push(hand);
        }
    }
    out
}

/// Finds a block-game position late in a seeded hand where the opponent has passed
/// and few hands are consistent.
fn small_case() -> (Position, Player, Vec<TileSet>) {
    let rules: Rules = "block-6-2".parse().unwrap();
    for seed in 0..2000 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let rec = Record::random(rules, &mut rng).unwrap();
        for n in (21..rec.moves().len()).rev() {
            let pos = rec.position_at(n);
            let Some(me) = pos.turn().player() else {
                continue;
            };
            let opp = me.opponent();
            let unseen = pos.hand(opp).len() + pos.stock().len();
            let passed = pos.log().contains(&Move::Pass);
            if !passed || unseen > 14 || pos.hand(opp).len() < 2 {
                continue;
            }
            let states = consistent_states(&pos, me);
            let all =
                (1..=pos.hand(opp).len()).fold(1u64, |a, i| a * (unseen - i + 1) as u64 / i as u64);
            if states.len() >= 4 && (states.len() as u64) < all && states.len() <= 60 {
                return (pos, me, states);
            }
        }
    }
    panic!("no small case found");
}

#[test]
fn samples_are_uniform_over_consistent_hands() {
    let (pos, me, states) = small_case();
    let opp = me.opponent();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    let samples = 400 * states.len();
    let mut counts: HashMap<TileSet, usize> = HashMap::new();
    for _ in 0..samples {
        let det = pos.determinize(me, &mut rng);
        assert_eq!(det.view(me), pos.view(me));
        *counts.entry(det.hand(opp)).or_default() += 1;
    }
    for h in counts.keys() {
        assert!(
            states.contains(h),
            "inconsistent hand {h} sampled for {pos}"
        );
    }
    // Chi-square against the uniform distribution over consistent hands.
    let expected = samples as f64 / states.len() as f64;
    let chi2: f64 = states
        .iter()
        .map(|h| {
            let c = *counts.get(h).unwrap_or(&0) as f64;
            (c - expected).powi(2) / expected
        })
        .sum();
    let dof = (states.len() - 1) as f64;
    // Mean dof, sd sqrt(2 dof): 5 standard deviations.
    assert!(
        chi2 < dof + 5.0 * (2.0 * dof).sqrt(),
        "chi2 {chi2} for {} states in {pos}",
        states.len()
    );
}

#[test]
fn the_fallback_is_consistent() {
    let (pos, me, states) = small_case();
    let opp = me.opponent();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    for _ in 0..200 {
        let det = pos.determinize_with(me, &mut rng, 0);
        assert!(states.contains(&det.hand(opp)));
        assert_eq!(det.view(me), pos.view(me));
    }
}

#[test]
fn before_the_lead_the_leader_keeps_the_strongest_tile() {
    let rules: Rules = "draw-6-4".parse().unwrap();
    for seed in 0..40 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let pos = Position::deal(rules, &mut rng).unwrap();
        let leader = pos.leader().unwrap();
        for me in 0..4 {
            let me = Player::new(me).unwrap();
            for attempts in [dominoes::DEFAULT_ATTEMPTS, 0] {
                let det = pos.determinize_with(me, &mut rng, attempts);
                assert_eq!(det.leader(), Some(leader));
                assert_eq!(det.to_string().parse::<Position>().unwrap(), det);
            }
        }
    }
}

/// Checks a determinized state `det` of `pos` for `me` against the spec, replaying
/// its log by hand (no parser, no sampler code): the counts `me` sees are kept, each
/// seat was dealt the spec's number of tiles and the leader the strongest of them,
/// every play is of a tile the seat held, every drawn tile came from the stock, and a
/// seat that drew or passed held no tile matching an open end then.
fn check_against_the_spec(pos: &Position, det: &Position, me: Player) {
    let rules = pos.rules();
    let p = rules.players as usize;
    let seats: Vec<Player> = (0..p).map(|q| Player::new(q).unwrap()).collect();
    // What `me` sees is unchanged: its hand, every hand size, the stock size, the
    // line, the leader, the log except other seats' drawn tiles.
    assert_eq!(det.view(me), pos.view(me), "{det} for {pos}");
    assert_eq!(det.hand(me), pos.hand(me));
    for &q in &seats {
        assert_eq!(det.hand(q).len(), pos.hand(q).len(), "{det}");
        if pos.termination().is_some() {
            assert_eq!(det.hand(q), pos.hand(q), "hands are shown at the end");
        }
    }
    assert_eq!(det.stock().len(), pos.stock().len(), "{det}");
    assert_eq!(det.line(), pos.line());
    assert_eq!(det.leader(), pos.leader());
    assert_eq!(det.termination(), pos.termination());
    let who = movers(pos);
    assert_eq!(det.log().len(), pos.log().len());
    for ((a, b), &q) in det.log().iter().zip(pos.log()).zip(&who) {
        match (a, b) {
            (Move::Drawn(_), Move::Drawn(_)) if q != me.index() => {}
            _ => assert_eq!(a, b, "{det}"),
        }
    }
    // Every tile in exactly one place.
    let mut all = det.stock().or(det.line());
    for &q in &seats {
        assert!(all.and(det.hand(q)).is_empty(), "{det}");
        all = all.or(det.hand(q));
    }
    assert_eq!(all, rules.tiles());
    // The deal: the hands with the tiles played put back and the tiles drawn taken out.
    let mut dealt = [TileSet::EMPTY; 4];
    for &q in &seats {
        dealt[q.index()] = det.hand(q);
    }
    for (&mv, &q) in det.log().iter().zip(&who) {
        if let Move::Play { tile, .. } = mv {
            dealt[q].insert(tile);
        }
    }
    for (&mv, &q) in det.log().iter().zip(&who) {
        if let Move::Drawn(t) = mv {
            assert!(
                dealt[q].contains(t),
                "{t} drawn by seat {q} is held or played"
            );
            dealt[q].remove(t);
        }
    }
    // The spec's hand sizes: draw game 7 (2 players) or 6, block game 10 or 7.
    let size = match (rules.variant, p) {
        (dominoes::Variant::Draw, 2) => 7,
        (dominoes::Variant::Draw, _) => 6,
        (dominoes::Variant::Block, 2) => 10,
        (dominoes::Variant::Block, _) => 7,
    };
    let all_dealt = dealt.iter().fold(TileSet::EMPTY, |a, &h| a.or(h));
    for &q in &seats {
        assert_eq!(dealt[q.index()].len(), size, "seat {q:?} dealt in {det}");
    }
    let strongest = all_dealt.strongest().unwrap();
    let leader = pos.leader().unwrap().index();
    assert!(
        dealt[leader].contains(strongest),
        "the leader holds {strongest}: {det}"
    );
    if let Some(Move::Play { tile, .. }) = det.log().first() {
        assert_eq!(*tile, strongest);
    }
    // The log replayed.
    let mut hands = dealt;
    let mut stock = rules.tiles().minus(all_dealt);
    let mut ends: Option<(u8, u8)> = None;
    for (&mv, &q) in det.log().iter().zip(&who) {
        match mv {
            Move::Play { tile, end } => {
                assert!(
                    hands[q].contains(tile),
                    "seat {q} plays {tile} it holds: {det}"
                );
                hands[q].remove(tile);
                ends = Some(match ends {
                    None => (tile.low(), tile.high()),
                    Some((l, r)) if end == dominoes::End::Left => (tile.other(l), r),
                    Some((l, r)) => (l, tile.other(r)),
                });
            }
            Move::Pass | Move::Draw => {
                let (l, r) = ends.expect("no pass or draw before the opening play");
                let fits = TileSet::showing(l).or(TileSet::showing(r));
                assert!(
                    hands[q].and(fits).is_empty(),
                    "seat {q} drew or passed on {l}|{r} holding {}: {det} for {pos}",
                    hands[q]
                );
            }
            Move::Drawn(t) => {
                assert!(stock.contains(t), "{t} drawn from the stock: {det}");
                stock.remove(t);
                hands[q].insert(t);
            }
            Move::Deal(_) => panic!("no deal move in the log"),
        }
    }
    for &q in &seats {
        assert_eq!(hands[q.index()], det.hand(q));
    }
    assert_eq!(stock, det.stock());
}

#[test]
fn samples_keep_the_counts_the_voids_and_the_deal_of_the_spec() {
    // Three and four players (several hidden seats, draws and passes by each), both
    // draw rules, partnerships; every sample of the exact sampler and of the fallback
    // matching, from the lead to the end of the hand, for every seat.
    let mut voids = 0;
    for (i, rules) in [
        "draw-6-3",
        "draw-6-4",
        "draw-6-3+until",
        "block-6-3",
        "block-6-4+teams",
        "draw-6-2",
        "draw-9-3",
    ]
    .into_iter()
    .enumerate()
    {
        let rules: Rules = rules.parse().unwrap();
        for seed in 0..4 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(100 * i as u64 + seed);
            let rec = Record::random(rules, &mut rng).unwrap();
            let n = rec.moves().len();
            for at in (rules.dealt()..=n).step_by(3).chain([n]) {
                let pos = rec.position_at(at);
                voids += pos
                    .log()
                    .iter()
                    .filter(|m| matches!(m, Move::Pass | Move::Draw))
                    .count();
                for q in 0..rules.players as usize {
                    let me = Player::new(q).unwrap();
                    for attempts in [dominoes::DEFAULT_ATTEMPTS, 0] {
                        let det = pos.determinize_with(me, &mut rng, attempts);
                        check_against_the_spec(&pos, &det, me);
                    }
                }
            }
        }
    }
    assert!(voids > 100, "only {voids} passes and draws seen");
}

/// Every consistent state of a block-game position `pos` for `me`, any number of
/// players: each way to split the tiles `me` cannot see among the other hands (with
/// their sizes) and the tiles out of play, kept if the position parser (which replays
/// the log with every legality check) accepts it and `me`'s view is the same. The
/// other hands of each state, from seat 1.
fn consistent_block_states(pos: &Position, me: Player) -> Vec<Vec<TileSet>> {
    let rules = pos.rules();
    assert_eq!(rules.variant, dominoes::Variant::Block);
    let p = rules.players as usize;
    let unseen: Vec<_> = rules
        .tiles()
        .minus(pos.hand(me))
        .minus(pos.line())
        .iter()
        .collect();
    let view = pos.view(me);
    let mut out = Vec::new();
    // Seat by seat: the hands chosen so far, the tiles left.
    fn split(
        pos: &Position,
        me: Player,
        q: usize,
        hands: &mut Vec<TileSet>,
        left: TileSet,
        view: &dominoes::View,
        out: &mut Vec<Vec<TileSet>>,
    ) {
        let p = pos.rules().players as usize;
        if q == p {
            if let Ok(state) =
                Position::from_parts(pos.rules(), hands, left, pos.leader(), pos.log())
                && state.view(me) == *view
            {
                out.push(hands.clone());
            }
            return;
        }
        let seat = Player::new(q).unwrap();
        if q == me.index() {
            hands.push(pos.hand(me));
            split(pos, me, q + 1, hands, left, view, out);
            hands.pop();
            return;
        }
        let tiles: Vec<_> = left.iter().collect();
        let k = pos.hand(seat).len();
        for mask in 0u32..(1 << tiles.len()) {
            if mask.count_ones() as usize != k {
                continue;
            }
            let h: TileSet = (0..tiles.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| tiles[i])
                .collect();
            hands.push(h);
            split(pos, me, q + 1, hands, left.minus(h), view, out);
            hands.pop();
        }
    }
    let left: TileSet = unseen.into_iter().collect();
    split(
        pos,
        me,
        0,
        &mut Vec::with_capacity(p),
        left,
        &view,
        &mut out,
    );
    out
}

#[test]
fn samples_are_uniform_over_consistent_block_endgames_of_three_and_four() {
    // Late block hands of three and four players where at least two other seats
    // still hold tiles and a seat passed: the consistent splits of the unseen tiles,
    // enumerated through the parser, against the sampler's frequencies.
    let mut cases = 0;
    let (mut chi2, mut dof) = (0.0, 0);
    for rules in ["block-6-3", "block-6-4", "block-6-4+teams"] {
        let rules: Rules = rules.parse().unwrap();
        let mut found = 0;
        'seeds: for seed in 0..300 {
            let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
            let rec = Record::random(rules, &mut rng).unwrap();
            for at in (rules.dealt()..rec.moves().len()).rev() {
                let pos = rec.position_at(at);
                let Some(me) = pos.turn().player() else {
                    continue;
                };
                let others: Vec<Player> = (0..rules.players as usize)
                    .map(|q| Player::new(q).unwrap())
                    .filter(|&q| q != me)
                    .collect();
                let held: Vec<usize> = others.iter().map(|&q| pos.hand(q).len()).collect();
                let unseen = held.iter().sum::<usize>() + pos.stock().len();
                if unseen > 11
                    || held.iter().filter(|&&h| h > 0).count() < 2
                    || !pos.log().contains(&Move::Pass)
                {
                    continue;
                }
                // The number of splits without the log's constraints.
                let mut all = 1.0;
                let mut left = unseen as f64;
                for &h in &held {
                    for i in 0..h {
                        all *= (left - i as f64) / (i + 1) as f64;
                    }
                    left -= h as f64;
                }
                let states = consistent_block_states(&pos, me);
                if states.len() < 4 || states.len() > 60 || states.len() as f64 >= all {
                    continue;
                }
                // Sample.
                let samples = 200 * states.len();
                let mut counts: HashMap<Vec<TileSet>, usize> = HashMap::new();
                for _ in 0..samples {
                    let det = pos.determinize(me, &mut rng);
                    check_against_the_spec(&pos, &det, me);
                    let hands: Vec<TileSet> = (0..rules.players as usize)
                        .map(|q| det.hand(Player::new(q).unwrap()))
                        .collect();
                    assert!(
                        states.contains(&hands),
                        "{det} is not consistent with {pos}"
                    );
                    *counts.entry(hands).or_default() += 1;
                }
                let expected = samples as f64 / states.len() as f64;
                chi2 += states
                    .iter()
                    .map(|h| (*counts.get(h).unwrap_or(&0) as f64 - expected).powi(2) / expected)
                    .sum::<f64>();
                dof += states.len() - 1;
                cases += 1;
                found += 1;
                if found == 2 {
                    break 'seeds;
                }
                continue 'seeds;
            }
        }
        assert_eq!(found, 2, "two {rules} endgames");
    }
    // The chi-squares of independent cases add up, their degrees of freedom too.
    assert!(
        chi2 < boardcore::testing::chi_square_bound(dof),
        "chi2 {chi2} over {dof} degrees of freedom in {cases} endgames"
    );
    println!("chi2 {chi2:.1} over {dof} degrees of freedom in {cases} endgames");
}
