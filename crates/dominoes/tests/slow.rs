//! An independent slow move generator written tile by tile (hands as vectors of
//! number pairs, the line as a vector of oriented tiles, no bitsets), its perft, and
//! cross-checks against the crate's generator.

use boardcore::{Game, Player, Turn};
use dominoes::{Move, Position, Rules, Tile, Variant};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::collections::BTreeSet;

/// A state rebuilt from the public accessors, stepped by its own rules.
#[derive(Clone, Debug)]
pub struct Slow {
    rules: Rules,
    hands: Vec<Vec<(u8, u8)>>,
    stock: Vec<(u8, u8)>,
    line: Vec<(u8, u8)>,
    /// `None` while dealing; `Some(seat)` to move.
    to_move: Option<usize>,
    drawing: Option<usize>,
    passes: usize,
    over: bool,
}

fn pair(t: Tile) -> (u8, u8) {
    (t.low(), t.high())
}

/// The strength of a tile, written from the spec's words: doubles first from the
/// highest, then by pip total, then by the higher end.
fn rank(p: (u8, u8)) -> (bool, u8, u8) {
    let (a, b) = p;
    if a == b {
        (true, a, 0)
    } else {
        (false, a + b, a.max(b))
    }
}

impl Slow {
    pub fn of(pos: &Position) -> Self {
        let rules = pos.rules();
        let n = rules.players as usize;
        let hands = (0..n)
            .map(|i| pos.hand(Player::new(i).unwrap()).iter().map(pair).collect())
            .collect();
        let line = pos
            .line_of_play()
            .into_iter()
            .map(|[a, b]| (a, b))
            .collect();
        let (to_move, drawing) = match pos.turn() {
            Turn::Player(p) => (Some(p.index()), None),
            Turn::Chance if pos.is_dealing() => (None, None),
            Turn::Chance => {
                // The seat that asked to draw: the seat of the last log move.
                (None, Some(Self::last_mover(pos)))
            }
            Turn::Over(_) => (None, None),
        };
        Self {
            rules,
            hands,
            stock: pos.stock().iter().map(pair).collect(),
            line,
            to_move,
            drawing,
            passes: pos.passes() as usize,
            over: pos.outcome().is_some(),
        }
    }

    fn last_mover(pos: &Position) -> usize {
        let n = pos.rules().players as usize;
        let mut seat = pos.leader().unwrap().index();
        let until = pos.rules().draw_rule == dominoes::DrawRule::UntilPlayable;
        let log = pos.log();
        for (i, mv) in log.iter().enumerate() {
            if i + 1 == log.len() {
                break;
            }
            match mv {
                Move::Play { .. } | Move::Pass => seat = (seat + 1) % n,
                Move::Drawn(_) if !until => seat = (seat + 1) % n,
                _ => {}
            }
        }
        seat
    }

    fn dealt(&self) -> usize {
        self.hands.iter().map(Vec::len).sum()
    }

    pub fn moves(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.over {
            return out;
        }
        if self.to_move.is_none() {
            let prefix = if self.drawing.is_some() {
                "drawn"
            } else {
                "deal"
            };
            for &t in &self.stock {
                out.push(format!("{prefix}:{}-{}", t.0, t.1));
            }
            return out;
        }
        let q = self.to_move.unwrap();
        let hand = &self.hands[q];
        if self.line.is_empty() {
            let best = hand.iter().copied().max_by_key(|&t| rank(t)).unwrap();
            out.push(format!("{}-{}L", best.0, best.1));
            return out;
        }
        let left = self.line[0].0;
        let right = self.line[self.line.len() - 1].1;
        for &(a, b) in hand {
            if a == left || b == left {
                out.push(format!("{a}-{b}L"));
            }
            if a == right || b == right {
                out.push(format!("{a}-{b}R"));
            }
        }
        if out.is_empty() {
            if self.rules.variant == Variant::Draw && !self.stock.is_empty() {
                out.push("draw".into());
            } else {
                out.push("pass".into());
            }
        }
        out
    }

    pub fn play(&mut self, mv: &str) {
        let n = self.rules.players as usize;
        let parse_tile = |s: &str| {
            let (a, b) = s.split_once('-').unwrap();
            let (a, b): (u8, u8) = (a.parse().unwrap(), b.parse().unwrap());
            (a.min(b), a.max(b))
        };
        if let Some(t) = mv.strip_prefix("deal:") {
            let t = parse_tile(t);
            let seat = self.dealt() % n;
            self.stock.retain(|&x| x != t);
            self.hands[seat].push(t);
            if self.dealt() == self.rules.hand_size() * n {
                let best = self
                    .hands
                    .iter()
                    .flatten()
                    .copied()
                    .max_by_key(|&t| rank(t))
                    .unwrap();
                self.to_move = self.hands.iter().position(|h| h.contains(&best));
            }
            return;
        }
        if let Some(t) = mv.strip_prefix("drawn:") {
            let t = parse_tile(t);
            let q = self.drawing.take().unwrap();
            self.stock.retain(|&x| x != t);
            self.hands[q].push(t);
            self.to_move = Some(match self.rules.draw_rule {
                dominoes::DrawRule::OneThenPass => (q + 1) % n,
                dominoes::DrawRule::UntilPlayable => q,
            });
            return;
        }
        let q = self.to_move.unwrap();
        match mv {
            "draw" => {
                self.drawing = Some(q);
                self.to_move = None;
            }
            "pass" => {
                self.passes += 1;
                if self.passes == n {
                    self.over = true;
                    self.to_move = None;
                } else {
                    self.to_move = Some((q + 1) % n);
                }
            }
            _ => {
                let end = mv.chars().last().unwrap();
                let t = parse_tile(&mv[..mv.len() - 1]);
                self.hands[q].retain(|&x| x != t);
                self.passes = 0;
                if self.line.is_empty() {
                    self.line.push(t);
                } else if end == 'L' {
                    let e = self.line[0].0;
                    let o = if t.0 == e { t.1 } else { t.0 };
                    self.line.insert(0, (o, e));
                } else {
                    let e = self.line[self.line.len() - 1].1;
                    let o = if t.0 == e { t.1 } else { t.0 };
                    self.line.push((e, o));
                }
                if self.hands[q].is_empty() {
                    self.over = true;
                    self.to_move = None;
                } else {
                    self.to_move = Some((q + 1) % n);
                }
            }
        }
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|m| {
                let mut c = self.clone();
                c.play(m);
                c.perft(depth - 1)
            })
            .sum()
    }

    /// Tests if the slow rules consider the hand over.
    pub fn is_over(&self) -> bool {
        self.over
    }
}

fn sorted(moves: impl IntoIterator<Item = String>) -> BTreeSet<String> {
    moves.into_iter().collect()
}

/// Compares the two generators along a random game and returns the number of
/// positions compared.
pub fn compare_along_game(rules: Rules, seed: u64) -> usize {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut pos = Position::new(rules).unwrap();
    let mut slow = Slow::of(&pos);
    let mut n = 0;
    loop {
        let fast = sorted(pos.legal_moves().iter().map(ToString::to_string));
        let expected = sorted(slow.moves());
        assert_eq!(fast, expected, "moves differ in {pos}");
        assert_eq!(
            Slow::of(&pos).moves().len(),
            expected.len(),
            "rebuilt slow state in {pos}"
        );
        n += 1;
        let Some(mv) = pos.random_move(&mut rng) else {
            assert!(slow.is_over());
            break;
        };
        pos.play(mv).unwrap();
        slow.play(&mv.to_string());
    }
    n
}

const RULES: [&str; 10] = [
    "draw-6-2",
    "draw-6-3",
    "draw-6-4",
    "draw-6-4+teams",
    "draw-6-2+until",
    "block-6-2",
    "block-6-3",
    "block-6-4+teams",
    "draw-9-3",
    "block-12-4",
];

#[test]
fn slow_and_fast_generators_agree_along_random_games() {
    let mut total = 0;
    for r in RULES {
        let rules: Rules = r.parse().unwrap();
        for seed in 0..20 {
            total += compare_along_game(rules, seed);
        }
    }
    assert!(total > 5000, "{total}");
}

#[test]
fn perft_from_the_start_counts_the_deal() {
    let pos = Position::default();
    // 28 * 27 * 26 ordered first three tiles: an independent closed form.
    assert_eq!(boardcore::perft(&pos, 1), 28);
    assert_eq!(boardcore::perft(&pos, 3), 28 * 27 * 26);
    assert_eq!(Slow::of(&pos).perft(3), 28 * 27 * 26);
}

/// The position right after a fixed, seeded deal.
pub fn fixed_deal(rules: &str, seed: u64) -> Position {
    let rules: Rules = rules.parse().unwrap();
    Position::deal(rules, &mut ChaCha8Rng::seed_from_u64(seed)).unwrap()
}

#[test]
fn perft_from_fixed_deals_matches_the_slow_generator() {
    for (rules, depth) in [
        ("draw-6-2", 6),
        ("block-6-2", 6),
        ("draw-6-4+teams", 6),
        ("draw-6-3+until", 5),
        ("block-6-3", 6),
    ] {
        for seed in 0..3 {
            let pos = fixed_deal(rules, seed);
            let slow = Slow::of(&pos);
            for d in 1..=depth {
                let fast = boardcore::testing::check_perft(&pos, d).unwrap();
                assert_eq!(fast, slow.perft(d), "{rules} seed {seed} depth {d}: {pos}");
            }
        }
    }
}

#[test]
fn perft_of_the_reference_deal() {
    let pos = fixed_deal("draw-6-2", 1);
    let counts: Vec<u64> = (1..=6).map(|d| boardcore::perft(&pos, d)).collect();
    let slow: Vec<u64> = (1..=6).map(|d| Slow::of(&pos).perft(d)).collect();
    println!("draw-6-2 seed 1: {pos}\nperft 1..6: {counts:?}");
    assert_eq!(counts, slow);
}
