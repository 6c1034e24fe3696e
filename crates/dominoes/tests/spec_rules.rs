//! Rules of `../shared/rules/dominoes.md` that no other test checked, each written
//! from the specification's sentence (quoted) with its own arithmetic, not the
//! crate's helpers (pip totals and scores are recomputed from the tiles' numbers).

use boardcore::{Game, Outcome, Player, Turn};
use dominoes::{Match, Move, Position, Rules, TileSet};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The pips of `tiles`, counted from the numbers on each tile.
fn pips(tiles: TileSet) -> i32 {
    tiles
        .iter()
        .map(|t| i32::from(t.low()) + i32::from(t.high()))
        .sum()
}

/// Plays the deal (every chance move) with `rng`.
fn deal(rules: Rules, rng: &mut ChaCha8Rng) -> Position {
    let mut pos = Position::new(rules).unwrap();
    while pos.turn() == Turn::Chance && pos.is_dealing() {
        let mv = boardcore::random_move(&pos, pos.legal_moves().as_slice(), rng).unwrap();
        pos.play(mv).unwrap();
    }
    pos
}

#[test]
fn the_draw_game_deals_six_each_to_three_or_four_players() {
    // "Deal the same number to each player, leaving a stock: 7 each for 2 players,
    // 6 each for 3 or 4."
    for (rules, each) in [
        ("draw-6-2", 7),
        ("draw-6-3", 6),
        ("draw-6-4", 6),
        ("draw-6-4+teams", 6),
    ] {
        let rules: Rules = rules.parse().unwrap();
        let n = usize::from(rules.players);
        for seed in 0..5 {
            let pos = deal(rules, &mut ChaCha8Rng::seed_from_u64(seed));
            for seat in 0..n {
                assert_eq!(pos.hand(Player::new(seat).unwrap()).len(), each, "{rules}");
            }
            assert_eq!(
                pos.stock().len(),
                28 - each * n,
                "{rules}: the rest is the stock"
            );
        }
    }
}

/// Plays a hand of `rules` to its end with random moves, checking the sentences of
/// the spec on the way, and the result at the end; returns the outcome.
fn play_to_the_end(rules: Rules, seed: u64) -> Outcome {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let n = usize::from(rules.players);
    let mut pos = deal(rules, &mut rng);
    let mut passes_in_a_row = 0;
    loop {
        if let Some(o) = pos.outcome() {
            assert!(pos.legal_moves().is_empty());
            let hands: Vec<TileSet> = (0..n).map(|s| pos.hand(Player::new(s).unwrap())).collect();
            let totals: Vec<i32> = hands.iter().map(|&h| pips(h)).collect();
            let all: i32 = totals.iter().sum();
            if let Some(out) = hands.iter().position(|h| h.is_empty()) {
                // "The hand ends when a player plays their last tile (that player
                // wins)"; "the hand winner scores the sum of the opponents' pips".
                let w = Player::new(out).unwrap();
                assert_eq!(o.winner(), Some(w), "{pos}");
                assert_eq!(o.score(w), all, "{pos}");
            } else {
                // "when every seat has passed in a row: blocked, lowest pip total
                // wins, a tie for lowest is a draw"; "in a blocked hand, minus their
                // own".
                assert_eq!(passes_in_a_row, n, "{pos}");
                let low = *totals.iter().min().unwrap();
                let lowest: Vec<usize> = (0..n).filter(|&s| totals[s] == low).collect();
                if lowest.len() == 1 {
                    let w = Player::new(lowest[0]).unwrap();
                    assert_eq!(o.winner(), Some(w), "{pos}");
                    assert_eq!(o.score(w), all - 2 * low, "{pos}");
                } else {
                    assert_eq!(o.winner(), None, "{pos}");
                    assert!((0..n).all(|s| o.score(Player::new(s).unwrap()) == 0));
                }
            }
            return o;
        }
        if pos.turn() == Turn::Chance {
            let mv = boardcore::random_move(&pos, pos.legal_moves().as_slice(), &mut rng).unwrap();
            pos.play(mv).unwrap();
            continue;
        }
        let me = pos.turn().player().unwrap();
        let moves = pos.legal_moves();
        // "A player who holds a tile matching an open end must play (no pass, no
        // draw)."
        if let Some((a, b)) = pos.ends() {
            let can = pos.hand(me).iter().any(|t| t.has(a) || t.has(b));
            assert_eq!(
                can,
                moves.iter().all(|m| matches!(m, Move::Play { .. })),
                "{pos}"
            );
        }
        let mv = boardcore::random_move(&pos, moves.as_slice(), &mut rng).unwrap();
        match mv {
            Move::Pass => passes_in_a_row += 1,
            Move::Play { .. } => passes_in_a_row = 0,
            _ => {}
        }
        pos.play(mv).unwrap();
    }
}

#[test]
fn a_double_twelve_hand_is_played_to_the_end() {
    // "Support larger sets (double-nine, double-twelve) through a parameter: the
    // same rules apply."
    for rules in ["draw-12-2", "draw-12-4", "block-12-3"] {
        let rules: Rules = rules.parse().unwrap();
        assert_eq!(rules.tiles().len(), 91);
        for seed in 0..10 {
            play_to_the_end(rules, seed);
        }
    }
}

#[test]
fn a_block_nine_hand_is_played_to_the_end() {
    // "A player who cannot play passes. Play continues until a player has no tiles
    // left or the game is completely blocked"; "the lowest pip total wins".
    for rules in ["block-9-2", "block-9-4"] {
        let rules: Rules = rules.parse().unwrap();
        assert_eq!(rules.tiles().len(), 55);
        for seed in 0..20 {
            play_to_the_end(rules, seed);
        }
    }
}

#[test]
fn match_points_are_added_per_hand() {
    // "The hand winner scores the sum of the opponents' pips (in a blocked hand,
    // minus their own). Play to a target."
    let rules: Rules = "draw-6-3".parse().unwrap();
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut m = Match::with_target(rules, 150).unwrap();
    let seats: Vec<Player> = (0..3).map(|s| Player::new(s).unwrap()).collect();
    let mut hands = 0;
    while m.outcome().is_none() {
        let before: Vec<u32> = seats.iter().map(|&p| m.score(p)).collect();
        let mv = boardcore::random_move(&m, m.legal_moves().as_slice(), &mut rng).unwrap();
        m.play(mv).unwrap();
        let hand = m.hand();
        if hand.termination().is_none() || m.hands_played() as usize == hands {
            let after: Vec<u32> = seats.iter().map(|&p| m.score(p)).collect();
            assert_eq!(before, after, "scores change only when a hand ends");
            continue;
        }
        hands += 1;
        let totals: Vec<i32> = seats.iter().map(|&p| pips(hand.hand(p))).collect();
        let all: i32 = totals.iter().sum();
        let out = seats.iter().position(|&p| hand.hand(p).is_empty());
        let low = *totals.iter().min().unwrap();
        let lowest: Vec<usize> = (0..3).filter(|&s| totals[s] == low).collect();
        let (winner, points) = match out {
            Some(w) => (Some(w), all),
            None if lowest.len() == 1 => (Some(lowest[0]), all - 2 * low),
            None => (None, 0),
        };
        for (s, &p) in seats.iter().enumerate() {
            let gained = i64::from(m.score(p)) - i64::from(before[s]);
            let expected = if winner == Some(s) {
                i64::from(points)
            } else {
                0
            };
            assert_eq!(gained, expected, "seat {s} after hand {hands}: {hand}");
        }
    }
    assert!(hands >= 2, "{hands} hands");
    let w = m.outcome().unwrap().winner().unwrap();
    assert!(m.score(w) >= 150);
    assert_eq!(m.turn(), Turn::Over(m.outcome().unwrap()));
}
