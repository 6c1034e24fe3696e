//! Property tests over seeded random hands of every rule set and player count.

use boardcore::testing::{check_illegal_move, check_walk, walk};
use boardcore::{Game, Player, SeatResult};
use dominoes::{End, Move, Position, Rules, Tile, TileSet, Variant};
use proptest::prelude::*;

const RULES: [&str; 11] = [
    "draw-6-2",
    "draw-6-3",
    "draw-6-4",
    "draw-6-4+teams",
    "draw-6-2+until",
    "draw-6-4+until",
    "block-6-2",
    "block-6-3",
    "block-6-4",
    "block-6-4+teams",
    "draw-9-2",
];

fn rules() -> impl Strategy<Value = Rules> {
    (0..RULES.len()).prop_map(|i| RULES[i].parse().unwrap())
}

/// Checks that every tile is in exactly one place.
fn conserved(pos: &Position) -> Result<(), TestCaseError> {
    let rules = pos.rules();
    let mut seen = TileSet::EMPTY;
    let mut count = 0;
    for i in 0..rules.players as usize {
        let h = pos.hand(Player::new(i).unwrap());
        prop_assert!(h.and(seen).is_empty(), "tile twice in {pos}");
        seen = seen.or(h);
        count += h.len();
    }
    for s in [pos.stock(), pos.line()] {
        prop_assert!(s.and(seen).is_empty(), "tile twice in {pos}");
        seen = seen.or(s);
        count += s.len();
    }
    prop_assert_eq!(seen, rules.tiles());
    prop_assert_eq!(count, rules.tile_count());
    Ok(())
}

/// The expected result of a finished hand, from the pip totals alone.
fn expected_results(pos: &Position) -> Vec<SeatResult> {
    let rules = pos.rules();
    let n = rules.players as usize;
    let pips = pos.pip_totals();
    let score: Vec<u32> = (0..n)
        .map(|i| {
            if rules.partnerships() {
                pips[i % 2] + pips[i % 2 + 2]
            } else {
                pips[i]
            }
        })
        .collect();
    if let Some(dominoes::Termination::Domino { winner }) = pos.termination() {
        return (0..n)
            .map(|i| {
                let partner = rules.partnerships() && i % 2 == winner.index() % 2;
                if i == winner.index() || partner {
                    SeatResult::Win
                } else {
                    SeatResult::Loss
                }
            })
            .collect();
    }
    let low = *score.iter().min().unwrap();
    let lows = if rules.partnerships() {
        score.iter().filter(|&&s| s == low).count() / 2
    } else {
        score.iter().filter(|&&s| s == low).count()
    };
    (0..n)
        .map(|i| match (score[i] == low, lows > 1) {
            (true, false) => SeatResult::Win,
            (true, true) => SeatResult::Draw,
            _ => SeatResult::Loss,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn walks_keep_the_game_contract(rules in rules(), indexes in proptest::collection::vec(any::<u32>(), 0..90)) {
        check_walk(&Position::new(rules).unwrap(), &indexes)?;
    }

    #[test]
    fn matches_keep_the_game_contract(indexes in proptest::collection::vec(any::<u32>(), 0..120)) {
        let m = dominoes::Match::with_target("block-6-2".parse().unwrap(), 30).unwrap();
        check_walk(&m, &indexes)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn whole_hands_follow_the_rules(rules in rules(), indexes in proptest::collection::vec(any::<u32>(), 400)) {
        let positions = walk(&Position::new(rules).unwrap(), &indexes);
        let last = positions.last().unwrap();
        prop_assert!(last.outcome().is_some(), "the hand did not end: {last}");
        let dealt = rules.dealt();
        for (ply, pos) in positions.iter().enumerate() {
            conserved(pos)?;
            prop_assert_eq!(pos.outcome().is_some(), pos.legal_moves().is_empty());
            if ply == dealt {
                for i in 0..rules.players as usize {
                    prop_assert_eq!(pos.hand(Player::new(i).unwrap()).len(), rules.hand_size());
                }
                prop_assert!(!pos.is_dealing());
            }
            // Compulsory play: draw or pass only without a matching tile.
            if let (Some(p), Some((l, r))) = (pos.turn().player(), pos.ends()) {
                let hand = pos.hand(p);
                let fits = hand.and(TileSet::showing(l).or(TileSet::showing(r)));
                let moves = pos.legal_moves();
                if fits.is_empty() {
                    let stuck = if rules.variant == Variant::Draw && !pos.stock().is_empty() { Move::Draw } else { Move::Pass };
                    prop_assert_eq!(moves.as_slice(), &[stuck]);
                } else {
                    prop_assert!(moves.iter().all(|m| matches!(m, Move::Play { .. })), "plays only");
                }
            }
            // Display/FromStr round trip of the full state.
            let text = pos.to_string();
            prop_assert_eq!(&text.parse::<Position>().unwrap(), pos);
        }
        let outcome = last.outcome().unwrap();
        let expected = expected_results(last);
        for (i, e) in expected.iter().enumerate() {
            prop_assert_eq!(outcome.result(Player::new(i).unwrap()), *e, "{}", last.diagram());
        }
        // Points: the winner's score is the opponents' pips (minus own if blocked).
        if let Some(w) = outcome.winners().next() {
            let pips = last.pip_totals();
            let (own, opp): (u32, u32) = if rules.partnerships() {
                let k = w.index() % 2;
                (pips[k] + pips[k + 2], pips[1 - k] + pips[3 - k])
            } else {
                (pips[w.index()], pips.iter().sum::<u32>() - pips[w.index()])
            };
            let blocked = last.termination() == Some(dominoes::Termination::Blocked);
            let pts = if blocked { opp as i32 - own as i32 } else { opp as i32 };
            prop_assert_eq!(outcome.score(w), pts);
        }
    }

    #[test]
    fn illegal_moves_are_rejected_unchanged(rules in rules(), indexes in proptest::collection::vec(any::<u32>(), 0..80), a in 0u8..10, b in 0u8..10, kind in 0u8..6) {
        let positions = walk(&Position::new(rules).unwrap(), &indexes);
        let pos = positions.last().unwrap();
        let t = Tile::new(a, b).unwrap();
        let mv = match kind {
            0 => Move::Play { tile: t, end: End::Left },
            1 => Move::Play { tile: t, end: End::Right },
            2 => Move::Pass,
            3 => Move::Draw,
            4 => Move::Deal(t),
            _ => Move::Drawn(t),
        };
        if !pos.legal_moves().contains(&mv) {
            check_illegal_move(pos, mv)?;
        }
    }

    #[test]
    fn determinized_states_are_valid_positions(rules in rules(), indexes in proptest::collection::vec(any::<u32>(), 0..80), seat in 0usize..4, seed in any::<u64>()) {
        let positions = walk(&Position::new(rules).unwrap(), &indexes);
        let pos = positions.last().unwrap();
        let p = Player::new(seat % rules.players as usize).unwrap();
        let mut rng = boardcore::testing::seeded_rng(seed);
        for attempts in [dominoes::DEFAULT_ATTEMPTS, 0] {
            let det = pos.determinize_with(p, &mut rng, attempts);
            // Parsing replays the log with legality checks: the sample is reachable.
            let reparsed = det.to_string().parse::<Position>();
            prop_assert!(reparsed.is_ok(), "{det}: {reparsed:?}");
            prop_assert_eq!(det.view(p), pos.view(p));
            prop_assert_eq!(det.hand(p), pos.hand(p));
        }
    }

    #[test]
    fn garbage_never_panics(s in "\\PC{0,80}") {
        let _ = s.parse::<Position>();
        let _ = s.parse::<Move>();
        let _ = s.parse::<Rules>();
        let _ = s.parse::<dominoes::Record>();
        let _ = s.parse::<dominoes::Match>();
        let _ = s.parse::<TileSet>();
    }

    #[test]
    fn mutated_positions_never_panic(rules in rules(), indexes in proptest::collection::vec(any::<u32>(), 0..80), cut in any::<usize>(), byte in any::<u8>(), at in any::<usize>()) {
        let positions = walk(&Position::new(rules).unwrap(), &indexes);
        let text = positions.last().unwrap().to_string();
        let cut = cut % (text.len() + 1);
        let _ = text[..cut].parse::<Position>();
        let mut bytes = text.into_bytes();
        let at = at % bytes.len();
        bytes[at] = byte;
        if let Ok(s) = String::from_utf8(bytes)
            && let Ok(p) = s.parse::<Position>()
        {
            prop_assert_eq!(p.to_string().parse::<Position>().unwrap(), p);
        }
    }

    #[test]
    fn records_replay_exactly(rules in rules(), seed in any::<u64>(), cut in any::<usize>()) {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let rec = dominoes::Record::random(rules, &mut rng).unwrap();
        let text = rec.to_string();
        let back: dominoes::Record = text.parse().unwrap();
        prop_assert_eq!(&back, &rec);
        prop_assert_eq!(back.position().outcome(), rec.position().outcome());
        // The same seed gives the same hand.
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        prop_assert_eq!(&dominoes::Record::random(rules, &mut rng).unwrap(), &rec);
        // A truncated record either parses to a prefix or is rejected, never panics.
        let _ = text[..cut % (text.len() + 1)].parse::<dominoes::Record>();
    }
}
