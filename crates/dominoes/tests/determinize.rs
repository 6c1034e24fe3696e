//! Determinization: every sample is consistent, and on small constructed cases every
//! consistent hand shows up with the right frequency (against an enumeration whose
//! consistency oracle is the replaying position parser, not the sampler).

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
