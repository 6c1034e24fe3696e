//! Issue 15: determinization of finished hands and of spectators, the end of a hand
//! seen in a match, uniform determinization against an exhaustive enumeration, and
//! the readers' handling of byte-order marks, line ends and long bad input.

use crate::common::movers;
use boardcore::{Game, Player, Turn};
use dominoes::{Match, Move, Observation, Position, Record, Rules, TileSet};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::{HashMap, HashSet};

/// The 0.999 quantile of the chi-square distribution with 1 to 100 degrees of
/// freedom (standard table values, to 3 decimals): a test with a fixed seed fails
/// if its statistic is above it.
const CHI2_999: [f64; 100] = [
    10.828, 13.816, 16.266, 18.467, 20.515, 22.458, 24.322, 26.124, 27.877, 29.588, 31.264, 32.909,
    34.528, 36.123, 37.697, 39.252, 40.79, 42.312, 43.82, 45.315, 46.797, 48.268, 49.728, 51.179,
    52.62, 54.052, 55.476, 56.892, 58.301, 59.703, 61.098, 62.487, 63.87, 65.247, 66.619, 67.985,
    69.346, 70.703, 72.055, 73.402, 74.745, 76.084, 77.419, 78.75, 80.077, 81.4, 82.72, 84.037,
    85.351, 86.661, 87.968, 89.272, 90.573, 91.872, 93.168, 94.461, 95.751, 97.039, 98.324, 99.607,
    100.888, 102.166, 103.442, 104.716, 105.988, 107.258, 108.526, 109.791, 111.055, 112.317,
    113.577, 114.835, 116.092, 117.346, 118.599, 119.85, 121.1, 122.348, 123.594, 124.839, 126.083,
    127.324, 128.565, 129.804, 131.041, 132.277, 133.512, 134.745, 135.978, 137.208, 138.438,
    139.666, 140.893, 142.119, 143.344, 144.567, 145.789, 147.01, 148.23, 149.449,
];

/// Every full state of a two-player hand that `me` cannot tell from `pos`, found by
/// brute force: each choice of the opponent's hand (the shown hand once the hand is
/// over) and of the tiles behind its `drawn:?`, kept if the position parser (which
/// replays the log with every legality check) accepts the parts and the view is
/// the same. Returns the states' notations.
fn consistent_states(pos: &Position, me: Player) -> HashSet<String> {
    let rules = pos.rules();
    assert_eq!(rules.players, 2);
    let opp = me.opponent();
    let who = movers(pos);
    let mine_played: TileSet = pos
        .log()
        .iter()
        .zip(&who)
        .filter_map(|(mv, &s)| match mv {
            Move::Play { tile, .. } if s == me.index() => Some(*tile),
            _ => None,
        })
        .collect();
    let draw_slots: Vec<usize> = pos
        .log()
        .iter()
        .zip(&who)
        .enumerate()
        .filter(|(_, (mv, s))| matches!(mv, Move::Drawn(_)) && **s == opp.index())
        .map(|(i, _)| i)
        .collect();
    let over = pos.termination().is_some();
    let unseen: Vec<_> = rules
        .tiles()
        .minus(pos.hand(me))
        .minus(pos.line())
        .iter()
        .collect();
    let candidates: Vec<_> = rules
        .tiles()
        .minus(pos.hand(me))
        .minus(mine_played)
        .iter()
        .collect();
    let k = pos.hand(opp).len();
    let mut hands = Vec::new();
    if over {
        hands.push(pos.hand(opp));
    } else {
        for mask in 0u32..(1 << unseen.len()) {
            if mask.count_ones() as usize == k {
                hands.push(
                    (0..unseen.len())
                        .filter(|i| mask >> i & 1 == 1)
                        .map(|i| unseen[i])
                        .collect(),
                );
            }
        }
    }
    let view = pos.view(me);
    let mut out = HashSet::new();
    let mut draws = vec![0usize; draw_slots.len()];
    loop {
        let distinct = draws.iter().collect::<HashSet<_>>().len() == draws.len();
        if distinct {
            let mut log = pos.log().to_vec();
            for (&slot, &c) in draw_slots.iter().zip(&draws) {
                log[slot] = Move::Drawn(candidates[c]);
            }
            for &h in &hands {
                let mut parts = [TileSet::EMPTY; 2];
                parts[me.index()] = pos.hand(me);
                parts[opp.index()] = h;
                let stock = rules
                    .tiles()
                    .minus(pos.line())
                    .minus(parts[0])
                    .minus(parts[1]);
                if let Ok(state) = Position::from_parts(rules, &parts, stock, pos.leader(), &log)
                    && state.view(me) == view
                {
                    out.insert(state.to_string());
                }
            }
        }
        // The next draw assignment (odometer).
        let mut i = 0;
        loop {
            if i == draws.len() {
                return out;
            }
            draws[i] += 1;
            if draws[i] < candidates.len() {
                break;
            }
            draws[i] = 0;
            i += 1;
        }
    }
}

/// Samples `determinize` and checks every sample against the enumeration, then the
/// counts against the uniform distribution (chi-square at the 0.999 quantile).
fn check_uniform(pos: &Position, me: Player, states: &HashSet<String>, seed: u64) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let samples = 200 * states.len();
    let mut counts: HashMap<String, usize> = HashMap::new();
    for _ in 0..samples {
        let det = pos.determinize(me, &mut rng);
        assert_eq!(det.view(me), pos.view(me));
        let key = det.to_string();
        assert!(states.contains(&key), "inconsistent state {key} for {pos}");
        *counts.entry(key).or_default() += 1;
    }
    let expected = samples as f64 / states.len() as f64;
    let chi2: f64 = states
        .iter()
        .map(|s| (*counts.get(s).unwrap_or(&0) as f64 - expected).powi(2) / expected)
        .sum();
    let dof = states.len() - 1;
    assert!(
        chi2 < CHI2_999[dof - 1],
        "chi2 {chi2} over {} states (dof {dof}) for {pos}",
        states.len()
    );
}

/// Positions of seeded random two-player draw hands where the opponent of `me` drew
/// at least once and between `min` and 60 states are consistent; `over` picks
/// finished hands, else positions in play.
fn endgames(over: bool, min: usize, wanted: usize) -> Vec<(Position, Player, HashSet<String>)> {
    let rules: Rules = "draw-6-2".parse().unwrap();
    let mut found = Vec::new();
    for seed in 0..400 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let rec = Record::random(rules, &mut rng).unwrap();
        let n = rec.moves().len();
        let candidates: Vec<usize> = if over {
            vec![n]
        } else {
            (n.saturating_sub(6)..n).rev().collect()
        };
        for at in candidates {
            let pos = rec.position_at(at);
            for me in [Player::FIRST, Player::SECOND] {
                let opp = me.opponent();
                let who = movers(&pos);
                let opp_draws = pos
                    .log()
                    .iter()
                    .zip(&who)
                    .filter(|(mv, s)| matches!(mv, Move::Drawn(_)) && **s == opp.index())
                    .count();
                let unseen = pos.hand(opp).len() + pos.stock().len();
                if opp_draws == 0 || opp_draws > 2 || (!over && unseen > 9) {
                    continue;
                }
                let states = consistent_states(&pos, me);
                if states.len() >= min && states.len() <= 60 {
                    found.push((pos.clone(), me, states));
                    if found.len() == wanted {
                        return found;
                    }
                }
            }
        }
    }
    found
}

#[test]
fn determinizing_a_finished_hand_redeals_the_hidden_draws() {
    // Before the fix a finished hand came back as it was: the opponent's drawn tiles
    // (`drawn:?` in the view) were the true ones in every sample.
    let cases = endgames(true, 2, 3);
    assert_eq!(
        cases.len(),
        3,
        "three finished hands with several hidden draws"
    );
    for (i, (pos, me, states)) in cases.iter().enumerate() {
        assert!(pos.view(*me).revealed.is_some());
        check_uniform(pos, *me, states, i as u64);
    }
}

#[test]
fn determinize_is_uniform_over_consistent_endgames_with_draws() {
    let cases = endgames(false, 4, 3);
    assert_eq!(cases.len(), 3);
    for (i, (pos, me, states)) in cases.iter().enumerate() {
        check_uniform(pos, *me, states, 10 + i as u64);
    }
}

#[test]
fn the_fallback_matching_is_consistent_and_random() {
    // With no exact attempt, the randomized matching alone: every state it gives is
    // consistent, and it does not always give the same one.
    for (pos, me, states) in endgames(false, 4, 2) {
        let mut rng = ChaCha8Rng::seed_from_u64(8);
        let mut seen = HashSet::new();
        for _ in 0..100 {
            let det = pos.determinize_with(me, &mut rng, 0);
            assert_eq!(det.view(me), pos.view(me));
            let key = det.to_string();
            assert!(states.contains(&key), "inconsistent state {key} for {pos}");
            seen.insert(key);
        }
        assert!(
            seen.len() > 1,
            "one state of {} in 100 fallbacks",
            states.len()
        );
    }
}

#[test]
fn a_seat_beyond_the_players_is_a_spectator() {
    // Before the fix `determinize` for seat 3 of a two-player hand returned the true
    // state (both hands and the stock).
    let rules: Rules = "draw-6-2".parse().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let pos = Position::deal(rules, &mut rng).unwrap();
    let spectator = Player::new(2).unwrap();
    let view = pos.view(spectator);
    assert_eq!(view.hand, TileSet::EMPTY);
    assert!(view.revealed.is_none());
    let mut differ = 0;
    for _ in 0..20 {
        let det = pos.determinize(spectator, &mut rng);
        assert_eq!(det.view(spectator), view);
        assert_eq!(det.leader(), pos.leader());
        if det.hand(Player::FIRST) != pos.hand(Player::FIRST) {
            differ += 1;
        }
    }
    assert!(differ > 10, "the hands are re-dealt for a spectator");
    // The deal is hidden from the spectator, tile by tile.
    let start = Position::new(rules).unwrap();
    let mv = start.legal_moves()[0];
    assert!(matches!(
        start.observe(spectator, mv),
        Observation::Dealt { .. }
    ));
}

#[test]
fn a_match_shows_the_hands_at_the_end_of_a_hand() {
    // Before the fix the next hand replaced a finished one within the same move, so
    // no view ever showed the hands turned up.
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut m = Match::with_target("block-6-2".parse().unwrap(), 500).unwrap();
    let mut ends = 0;
    while ends < 3 {
        let before = m.hands_played();
        let mv = boardcore::random_move(&m, m.legal_moves().as_slice(), &mut rng).unwrap();
        m.play(mv).unwrap();
        if m.hands_played() > before {
            ends += 1;
            assert!(m.hand().termination().is_some());
            assert_eq!(m.turn(), Turn::Chance, "the next deal is to come");
            let view = m.view(Player::SECOND);
            let shown = view.hand.revealed.expect("the hands are turned up");
            assert_eq!(shown[0], m.hand().hand(Player::FIRST));
            assert_eq!(m.to_string().parse::<Match>().unwrap(), m);
            // The next move deals the next hand.
            let deal = m.legal_moves();
            assert_eq!(deal.len(), 28);
            assert_eq!(m.chance_probability(deal[0]), 1.0 / 28.0);
            // The first tile goes to seat 1, hidden from seat 2.
            assert!(matches!(
                m.observe(Player::FIRST, deal[1]),
                Observation::Seen(_)
            ));
            assert!(matches!(
                m.observe(Player::SECOND, deal[1]),
                Observation::Dealt { .. }
            ));
            let mut next = m.clone();
            next.play(deal[0]).unwrap();
            assert!(next.hand().is_dealing());
            assert_eq!(next.hands_played(), m.hands_played());
            let det = m.determinize(Player::FIRST, &mut rng);
            assert_eq!(det.view(Player::FIRST), m.view(Player::FIRST));
        }
    }
}

#[test]
fn a_match_has_the_seats_of_its_rules_and_the_turn_of_its_hand() {
    // A match of 2 to 4 players: in a hand the turn is the hand's (the deal's chance
    // nodes, then the seat to play); between hands, the next deal (chance); at the
    // target, over.
    for (rules, seats) in [
        ("block-6-2", 2),
        ("draw-6-3", 3),
        ("draw-6-4", 4),
        ("block-6-4+teams", 4),
    ] {
        let mut rng = ChaCha8Rng::seed_from_u64(seats);
        let mut m = Match::with_target(rules.parse().unwrap(), 150).unwrap();
        assert_eq!(m.players(), seats as usize, "{rules}");
        let (mut player_turns, mut between) = (0, 0);
        loop {
            let turn = m.turn();
            if m.outcome().is_some() {
                assert!(matches!(turn, Turn::Over(_)));
                break;
            }
            if m.hand().termination().is_some() {
                assert_eq!(turn, Turn::Chance, "the next deal in {m}");
                between += 1;
            } else {
                assert_eq!(turn, m.hand().turn(), "{m}");
                if let Turn::Player(p) = turn {
                    assert!(p.index() < seats as usize);
                    player_turns += 1;
                }
            }
            let mv = boardcore::random_move(&m, m.legal_moves().as_slice(), &mut rng).unwrap();
            m.play(mv).unwrap();
        }
        assert!(
            player_turns > 10,
            "{rules}: {player_turns} turns of a player"
        );
        assert!(between >= 1, "{rules}: no hand before the last");
        assert_eq!(m.players(), seats as usize);
    }
}

#[test]
fn a_match_refuses_illegal_moves_and_determinizes_its_hand() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let mut m = Match::new("draw-6-2".parse().unwrap()).unwrap();
    // In the deal only deal moves; then only the leader's forced opening play.
    assert!(!m.is_legal(Move::Pass));
    assert!(m.clone().play(Move::Draw).is_err());
    while m.hand().is_dealing() {
        let mv = boardcore::random_move(&m, m.legal_moves().as_slice(), &mut rng).unwrap();
        m.play(mv).unwrap();
    }
    let lead = m.legal_moves();
    assert_eq!(lead.len(), 1, "the forced opening play");
    let tile = m
        .hand()
        .hand(m.hand().leader().unwrap())
        .strongest()
        .unwrap();
    assert_eq!(
        lead[0],
        Move::Play {
            tile,
            end: dominoes::End::Left
        }
    );
    for mv in [
        Move::Pass,
        Move::Draw,
        Move::Play {
            tile,
            end: dominoes::End::Right,
        },
        Move::Deal(tile),
    ] {
        assert!(!m.is_legal(mv), "{mv}");
        let before = m.clone();
        assert!(m.play(mv).is_err(), "{mv}");
        assert_eq!(m, before);
    }
    // Determinizing re-deals the hidden tiles: seat 2's hand (7 of the 21 tiles
    // seat 1 cannot see) is not always the true one, and seat 1's view is kept.
    let me = Player::FIRST;
    let mut hands = HashSet::new();
    for _ in 0..20 {
        let det = m.determinize(me, &mut rng);
        assert_eq!(det.view(me), m.view(me));
        assert_eq!(det.hand().hand(me), m.hand().hand(me));
        hands.insert(det.hand().hand(Player::SECOND));
    }
    assert!(hands.len() > 10, "{} different hands in 20", hands.len());
}

#[test]
fn readers_skip_a_bom_and_read_any_line_end() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let rec = Record::random("draw-6-3".parse().unwrap(), &mut rng).unwrap();
    let text = rec.to_string();
    for end in ["\n", "\r\n", "\r"] {
        let converted = format!("\u{feff}{}", text.replace('\n', end));
        assert_eq!(converted.parse::<Record>().unwrap(), rec, "{end:?}");
        // Line numbers count CR-only lines too.
        let bad = format!("rules draw-6-3{end}# comment{end}{end}moves pass{end}");
        assert_eq!(
            bad.parse::<Record>().unwrap_err(),
            dominoes::ParseRecordError::Line { line: 4 },
            "{end:?}"
        );
    }
    // A missing line is reported after the last line, whatever the line ends.
    for end in ["\n", "\r\n", "\r"] {
        let short = format!("rules draw-6-2{end}# comment{end}deal 0-0{end}");
        assert_eq!(
            short.parse::<Record>().unwrap_err(),
            dominoes::ParseRecordError::Line { line: 4 },
            "{end:?}"
        );
    }
    // A text that is not empty but holds no game is an error, never an empty hand.
    for text in [
        "\u{feff}",
        "\r\r\r",
        "# a comment\r# another\r",
        "rules draw-6-2\r",
    ] {
        assert!(text.parse::<Record>().is_err(), "{text:?}");
    }
    let pos = rec.position().clone();
    for text in [
        format!("\u{feff}{pos}"),
        format!("{pos}\r\n"),
        format!("{pos}\r"),
    ] {
        assert_eq!(text.parse::<Position>().unwrap(), pos, "{text:?}");
    }
    let m = Match::default();
    assert_eq!(format!("\u{feff}{m}\r\n").parse::<Match>().unwrap(), m);
}

#[test]
fn errors_quote_a_short_excerpt() {
    let long = "7".repeat(1 << 20);
    let errors = [
        long.parse::<dominoes::Tile>().unwrap_err().to_string(),
        long.parse::<Move>().unwrap_err().to_string(),
        long.parse::<Rules>().unwrap_err().to_string(),
        format!("rules draw-6-2\ndeal {long}\nmoves\n")
            .parse::<Record>()
            .unwrap_err()
            .to_string(),
        format!("draw-6-2 {long} - -")
            .parse::<Position>()
            .unwrap_err()
            .to_string(),
    ];
    for e in errors {
        assert!(e.len() < 300, "{} bytes: {}", e.len(), &e[..200]);
        assert!(e.contains("...\" (1048576 bytes)"), "{e}");
    }
}

/// `n` choose `k`, exactly.
fn choose(n: u64, k: u64) -> f64 {
    if k > n {
        return 0.0;
    }
    (0..k).fold(1.0, |a, i| a * (n - i) as f64 / (i + 1) as f64)
}

#[test]
fn before_the_lead_the_draw_is_uniform_given_who_leads() {
    // After the deal of a two-player block hand, seat 2 sees its 10 tiles; the 18
    // others are 10 in seat 1's hand and 8 out of play, and seat 1 leads, so it holds
    // at least one of the `s` hidden tiles stronger than seat 2's strongest. Uniform
    // over those hands, the number k of such tiles in seat 1's hand has
    // P(k) = C(s, k) C(18 - s, 10 - k) / (C(18, 10) - C(18 - s, 10)), k >= 1, which a
    // sampler that ignored the leader (or always fell back to the matching) misses.
    let rules: Rules = "block-6-2".parse().unwrap();
    let mut checked = 0;
    for seed in 0..200 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let pos = Position::deal(rules, &mut rng).unwrap();
        if pos.leader() != Some(Player::FIRST) {
            continue;
        }
        let me = Player::SECOND;
        let mine = pos.hand(me).strongest().unwrap();
        let stronger = rules.tiles().minus(pos.hand(me)).stronger_than(mine);
        let s = stronger.len() as u64;
        if !(3..=8).contains(&s) {
            continue;
        }
        let total = choose(18, 10) - choose(18 - s, 10);
        let ks: Vec<u64> = (1..=s.min(10))
            .filter(|&k| choose(s, k) * choose(18 - s, 10 - k) / total > 0.01)
            .collect();
        let samples = 4000;
        let mut counts = vec![0usize; 11];
        for _ in 0..samples {
            let det = pos.determinize(me, &mut rng);
            assert_eq!(det.leader(), Some(Player::FIRST));
            counts[det.hand(Player::FIRST).and(stronger).len()] += 1;
        }
        assert_eq!(counts[0], 0, "the leader holds a stronger tile");
        // Chi-square over the likely values of k, the rest pooled.
        let mut chi2 = 0.0;
        let mut rest = (samples as f64, 0.0);
        for &k in &ks {
            let e = samples as f64 * choose(s, k) * choose(18 - s, 10 - k) / total;
            let c = counts[k as usize] as f64;
            chi2 += (c - e).powi(2) / e;
            rest = (rest.0 - e, rest.1 + c);
        }
        let other = samples as f64 - rest.1;
        let mut dof = ks.len() - 1;
        if rest.0 > 1.0 {
            chi2 += (other - rest.0).powi(2) / rest.0;
            dof += 1;
        }
        assert!(dof >= 1);
        assert!(
            chi2 < CHI2_999[dof - 1],
            "chi2 {chi2} (dof {dof}) for s = {s}, counts {counts:?} in {pos}"
        );
        checked += 1;
        if checked == 4 {
            return;
        }
    }
    panic!("only {checked} deals checked");
}

#[test]
fn rules_notation_refuses_every_malformed_field() {
    for s in [
        "draw-6-1",
        "draw-6-0",
        "draw-123-2",
        "draw-+6-2",
        "draw-6-+2",
        "draw--6-2",
        "draw-6-3+teams",
        "draw-6-4+teams+teams",
        "draw-6-2+until+until",
        "draw-6-2+",
        "pioche-6-2",
    ] {
        let e = s.parse::<Rules>();
        assert!(e.is_err(), "{s}");
    }
    // Malformed numbers are syntax errors, not invalid rules.
    for s in ["draw-123-2", "draw-6-123", "draw-+6-2", "draw-6--2"] {
        assert!(
            matches!(
                s.parse::<Rules>(),
                Err(dominoes::ParseRulesError::Syntax(_))
            ),
            "{s}"
        );
    }
    for (s, players, tiles, size) in [
        ("draw-6-2", 2, 28, 7),
        ("draw-9-3", 3, 55, 6),
        ("block-12-4", 4, 91, 7),
        ("block-6-2", 2, 28, 10),
        ("draw-6-4+teams+until", 4, 28, 6),
    ] {
        let r: Rules = s.parse().unwrap();
        assert_eq!(r.players, players, "{s}");
        assert_eq!(r.tile_count(), tiles, "{s}");
        assert_eq!(r.tiles().len(), tiles, "{s}");
        assert_eq!(r.hand_size(), size, "{s}");
        assert_eq!(r.dealt(), size * players as usize, "{s}");
        assert_eq!(r.to_string(), s);
    }
}

#[test]
fn records_give_the_position_after_n_moves_and_write_the_result() {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    let rec = Record::random("block-6-2".parse().unwrap(), &mut rng).unwrap();
    assert_eq!(rec.position_at(0), Position::new(rec.rules()).unwrap());
    for n in [1, 20, rec.moves().len() - 1] {
        let mut pos = Position::new(rec.rules()).unwrap();
        for &mv in &rec.moves()[..n] {
            pos.play(mv).unwrap();
        }
        assert_eq!(rec.position_at(n), pos, "{n}");
    }
    assert_eq!(rec.position_at(usize::MAX), *rec.position());
    let o = rec.position().outcome().expect("a whole hand");
    let text = rec.to_string();
    assert!(text.ends_with(&format!("\n# {o}\n")), "{text}");
    let unfinished = Record::replay(rec.rules(), &rec.moves()[..30]).unwrap();
    assert!(!unfinished.to_string().contains('#'));
}

#[test]
fn match_parts_are_checked() {
    let two = Position::new("draw-6-2".parse().unwrap()).unwrap();
    let four = Position::new("draw-6-4+teams".parse().unwrap()).unwrap();
    for text in [
        format!("match 0 0/0 0 {two}"),
        format!("match 100 0/0/0 0 {two}"),
        format!("match 100 1/0/0/0 0 {four}"),
        format!("match 1234567890 0/0 0 {two}"),
    ] {
        assert!(text.parse::<Match>().is_err(), "{text}");
    }
    assert!(Match::from_parts(two.clone(), [0, 0, 5, 0], 100, 0).is_err());
    let m: Match = format!("match 123456789 0/0 0 {two}").parse().unwrap();
    assert_eq!(m.target(), 123_456_789);
    // A score exactly at the target wins the match.
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let done = Record::random("draw-6-2".parse().unwrap(), &mut rng).unwrap();
    let m = Match::from_parts(done.position().clone(), [100, 0, 0, 0], 100, 1).unwrap();
    assert_eq!(m.outcome().and_then(|o| o.winner()), Some(Player::FIRST));
}

#[test]
fn match_parts_keep_partners_level_and_the_target_unreached_in_play() {
    // Partners score together (spec: the hand's points go to both partners): a
    // partnership match is read only with equal scores for seats 1 and 3 and for
    // seats 2 and 4.
    let four = Position::new("draw-6-4+teams".parse().unwrap()).unwrap();
    for scores in ["0/0/0/0", "10/20/10/20", "35/35/35/35"] {
        let text = format!("match 100 {scores} 3 {four}");
        let m: Match = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(m.score(Player::SECOND), m.score(Player::new(3).unwrap()));
    }
    for scores in ["10/20/10/25", "10/20/15/20", "0/5/0/0"] {
        let text = format!("match 100 {scores} 3 {four}");
        assert!(text.parse::<Match>().is_err(), "{text}");
        let s: Vec<u32> = scores.split('/').map(|x| x.parse().unwrap()).collect();
        let scores = [s[0], s[1], s[2], s[3]];
        assert!(Match::from_parts(four.clone(), scores, 100, 3).is_err());
    }
    // The match ends when a score reaches the target: no hand is played after it.
    let two = Position::new("draw-6-2".parse().unwrap()).unwrap();
    for (a, b) in [(100, 0), (0, 150), (99, 99)] {
        let ok = Match::from_parts(two.clone(), [a, b, 0, 0], 100, 4);
        assert_eq!(
            ok.is_ok(),
            a < 100 && b < 100,
            "{a}/{b} with a hand in play"
        );
    }
    // A finished hand on the table is a hand played.
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let done = Record::random("draw-6-2".parse().unwrap(), &mut rng).unwrap();
    let done = done.position().clone();
    let outcome = done.outcome().expect("the hand is over");
    // The scores after that hand: its points to its winner.
    let [a, b] = [Player::FIRST, Player::SECOND].map(|q| outcome.score(q).max(0) as u32);
    assert!(a < 100 && b < 100);
    assert!(Match::from_parts(done.clone(), [a, b, 0, 0], 100, 0).is_err());
    assert!(Match::from_parts(done.clone(), [a, b, 0, 0], 100, 1).is_ok());
    assert!(
        format!("match 100 {a}/{b} 0 {done}")
            .parse::<Match>()
            .is_err()
    );
    assert!(
        format!("match 100 {a}/{b} 1 {done}")
            .parse::<Match>()
            .is_ok()
    );
}

#[test]
fn reader_errors_count_plies_from_1_and_say_the_line_once() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    let rec = Record::random("block-6-2".parse().unwrap(), &mut rng).unwrap();
    let text = rec.to_string();
    // Change the third play (after the 20 deal moves, ply 23) to 6-6L.
    let moves = text.lines().find(|l| l.starts_with("moves")).unwrap();
    let mut words: Vec<&str> = moves.split(' ').collect();
    let column = words[..3].iter().map(|w| w.len() + 1).sum::<usize>() + 1;
    words[3] = "6-6L";
    let bad = text.replace(moves, &words.join(" "));
    let error = dominoes::Reader::new(&bad).next().unwrap().unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("game 1, line 3, column {column}: ply 23 (6-6L) is illegal"),
    );
    // A truncated record names its line once, in the location.
    let short = "rules block-6-2\ndeal 0-0\n";
    let error = dominoes::Reader::new(short).next().unwrap().unwrap_err();
    assert_eq!(
        error.to_string(),
        "game 1, line 3, column 1: expected rules, deal and moves lines once each in this order",
    );
}
