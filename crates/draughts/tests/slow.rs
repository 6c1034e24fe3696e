//! An independent, slow move generator (square by square on a 2-D board, recursive,
//! no bitboards), and cross-checks of the fast generator against it: move sets on
//! random positions, and perft on the start positions and random positions.

use draughts::{Color, Position, Role, Setup, Square, SquareSet, Variant};
use proptest::prelude::*;
use std::collections::BTreeSet;

/// A cell: `(white, king)`.
type Cell = Option<(bool, bool)>;

#[derive(Clone)]
struct Slow {
    intl: bool,
    size: i32,
    cells: [[Cell; 10]; 10],
    white: bool,
}

/// `(from, to, captured squares as a bitmask by number)`.
type SlowMove = (u8, u8, u64);

impl Slow {
    fn per_row(&self) -> i32 {
        self.size / 2
    }

    /// Square number of a dark cell, counted independently of the crate.
    fn number(&self, r: i32, c: i32) -> u8 {
        (r * self.per_row() + c / 2 + 1) as u8
    }

    fn cell_of(&self, n: u8) -> (i32, i32) {
        let i = i32::from(n) - 1;
        let r = i / self.per_row();
        let c = 2 * (i % self.per_row()) + i32::from(r % 2 == 0);
        (r, c)
    }

    fn new(pos: &Position) -> Self {
        let intl = pos.variant() == Variant::International;
        let mut s = Self {
            intl,
            size: if intl { 10 } else { 8 },
            cells: [[None; 10]; 10],
            white: pos.turn() == Color::White,
        };
        for n in 1..=pos.variant().squares() {
            let sq = Square::new(n).unwrap();
            if let Some(p) = pos.piece_at(sq) {
                let (r, c) = s.cell_of(n);
                s.cells[r as usize][c as usize] =
                    Some((p.color == Color::White, p.role == Role::King));
            }
        }
        s
    }

    fn on(&self, r: i32, c: i32) -> bool {
        (0..self.size).contains(&r) && (0..self.size).contains(&c)
    }

    fn get(&self, r: i32, c: i32) -> Cell {
        self.cells[r as usize][c as usize]
    }

    fn crown_row(&self, white: bool) -> i32 {
        if white { 0 } else { self.size - 1 }
    }

    #[allow(clippy::too_many_arguments)]
    fn dfs(
        &self,
        from: (i32, i32),
        at: (i32, i32),
        king: bool,
        captured: &mut Vec<(i32, i32)>,
        out: &mut Vec<(SlowMove, usize)>,
    ) {
        let empty = |r: i32, c: i32| self.on(r, c) && (self.get(r, c).is_none() || (r, c) == from);
        let enemy = |r: i32, c: i32, captured: &Vec<(i32, i32)>| {
            self.on(r, c)
                && matches!(self.get(r, c), Some((w, _)) if w != self.white)
                && !captured.contains(&(r, c))
        };
        let fwd = if self.white { -1 } else { 1 };
        let mut found = false;
        for (dr, dc) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
            if !king && !self.intl && dr != fwd {
                continue;
            }
            if king && self.intl {
                let (mut r, mut c) = (at.0 + dr, at.1 + dc);
                while empty(r, c) {
                    r += dr;
                    c += dc;
                }
                if enemy(r, c, captured) {
                    let (mut lr, mut lc) = (r + dr, c + dc);
                    while empty(lr, lc) {
                        found = true;
                        captured.push((r, c));
                        self.dfs(from, (lr, lc), king, captured, out);
                        captured.pop();
                        lr += dr;
                        lc += dc;
                    }
                }
            } else {
                let (r, c) = (at.0 + dr, at.1 + dc);
                let (lr, lc) = (r + dr, c + dc);
                if enemy(r, c, captured) && empty(lr, lc) {
                    found = true;
                    captured.push((r, c));
                    if !king && !self.intl && lr == self.crown_row(self.white) {
                        out.push((self.leaf(from, (lr, lc), captured), captured.len()));
                    } else {
                        self.dfs(from, (lr, lc), king, captured, out);
                    }
                    captured.pop();
                }
            }
        }
        if !found && !captured.is_empty() {
            out.push((self.leaf(from, at, captured), captured.len()));
        }
    }

    fn leaf(&self, from: (i32, i32), to: (i32, i32), captured: &[(i32, i32)]) -> SlowMove {
        let mut set = 0u64;
        for &(r, c) in captured {
            set |= 1 << (self.number(r, c) - 1);
        }
        (self.number(from.0, from.1), self.number(to.0, to.1), set)
    }

    fn moves(&self) -> BTreeSet<SlowMove> {
        let mut caps = Vec::new();
        let mut quiet = BTreeSet::new();
        for r in 0..self.size {
            for c in 0..self.size {
                let Some((w, king)) = self.get(r, c) else {
                    continue;
                };
                if w != self.white {
                    continue;
                }
                self.dfs((r, c), (r, c), king, &mut Vec::new(), &mut caps);
                let fwd = if self.white { -1 } else { 1 };
                for (dr, dc) in [(-1, -1), (-1, 1), (1, -1), (1, 1)] {
                    if !king && dr != fwd {
                        continue;
                    }
                    let (mut tr, mut tc) = (r + dr, c + dc);
                    while self.on(tr, tc) && self.get(tr, tc).is_none() {
                        quiet.insert((self.number(r, c), self.number(tr, tc), 0));
                        if !(king && self.intl) {
                            break;
                        }
                        tr += dr;
                        tc += dc;
                    }
                }
            }
        }
        if caps.is_empty() {
            return quiet;
        }
        let best = caps.iter().map(|c| c.1).max().unwrap_or(0);
        caps.into_iter()
            .filter(|c| !self.intl || c.1 == best)
            .map(|c| c.0)
            .collect()
    }

    fn play(&self, (from, to, captured): SlowMove) -> Self {
        let mut s = self.clone();
        let (fr, fc) = s.cell_of(from);
        let (tr, tc) = s.cell_of(to);
        let (w, mut king) = s.cells[fr as usize][fc as usize].expect("a piece");
        s.cells[fr as usize][fc as usize] = None;
        for n in 1..=50u8 {
            if captured >> (n - 1) & 1 != 0 {
                let (r, c) = s.cell_of(n);
                s.cells[r as usize][c as usize] = None;
            }
        }
        if tr == s.crown_row(w) {
            king = true;
        }
        s.cells[tr as usize][tc as usize] = Some((w, king));
        s.white = !s.white;
        s
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .into_iter()
            .map(|m| self.play(m).perft(depth - 1))
            .sum()
    }
}

fn fast_moves(pos: &Position) -> BTreeSet<SlowMove> {
    pos.legal_moves()
        .iter()
        .map(|m| (m.from().number(), m.to().number(), m.captured().0))
        .collect()
}

#[test]
fn slow_perft_of_the_starts() {
    for (v, depth) in [(Variant::International, 4), (Variant::English, 5)] {
        let pos = Position::new(v);
        for d in 1..=depth {
            assert_eq!(pos.perft(d), Slow::new(&pos).perft(d), "{v} depth {d}");
        }
    }
}

#[test]
fn slow_perft_of_published_positions() {
    for (fen, v, depth) in [
        (
            "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
            Variant::International,
            6,
        ),
        (
            "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
            Variant::International,
            3,
        ),
        ("W:W6,7,8,9,10:B41,42,43,44,45", Variant::International, 4),
        ("W:WK2:B7,8,17,18", Variant::International, 2),
        ("W:WK10:B14,15,22,23", Variant::English, 2),
    ] {
        let pos = Position::from_fen(fen, v).expect(fen);
        for d in 1..=depth {
            assert_eq!(pos.perft(d), Slow::new(&pos).perft(d), "{fen} depth {d}");
        }
    }
}

/// A random legal setup: each square white, black or empty, men or kings, no man
/// on its crowning row, and the side not to move has pieces (where it has none, the
/// other side waits; both without pieces are filtered out).
fn setups() -> impl Strategy<Value = Position> {
    (
        any::<bool>(),
        any::<bool>(),
        proptest::collection::vec((0u8..10, any::<bool>()), 50),
    )
        .prop_filter_map("a side with pieces waits", |(intl, white, cells)| {
            let variant = if intl {
                Variant::International
            } else {
                Variant::English
            };
            let n = variant.squares();
            let per = variant.per_row();
            let mut setup = Setup {
                variant,
                turn: if white { Color::White } else { Color::Black },
                ..Setup::default()
            };
            for (i, &(kind, king)) in cells.iter().take(usize::from(n)).enumerate() {
                let num = i as u8 + 1;
                let sq = Square::new(num).unwrap();
                let color = match kind {
                    0..=1 => Color::White,
                    2..=3 => Color::Black,
                    _ => continue,
                };
                let on_crown = match color {
                    Color::White => num <= per,
                    Color::Black => num > n - per,
                };
                let set: &mut SquareSet = match color {
                    Color::White => &mut setup.white,
                    Color::Black => &mut setup.black,
                };
                set.insert(sq);
                if king || on_crown {
                    setup.kings.insert(sq);
                }
            }
            let waiting = match setup.turn {
                Color::White => setup.black,
                Color::Black => setup.white,
            };
            if waiting.is_empty() {
                setup.turn = !setup.turn;
            }
            Position::from_setup(&setup).ok()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn move_sets_match_on_random_setups(pos in setups()) {
        prop_assert_eq!(fast_moves(&pos), Slow::new(&pos).moves(), "{}", pos);
        prop_assert_eq!(pos.legal_move_count(), pos.legal_moves().len());
    }

    #[test]
    fn move_sets_match_on_random_games(
        intl in any::<bool>(),
        (_, indexes) in boardcore::testing::walks(120),
    ) {
        let start = Position::new(if intl { Variant::International } else { Variant::English });
        for pos in boardcore::testing::walk(&start, &indexes) {
            prop_assert_eq!(fast_moves(&pos), Slow::new(&pos).moves(), "{}", pos);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn perft_matches_on_random_setups(pos in setups()) {
        prop_assert_eq!(pos.perft(3), Slow::new(&pos).perft(3), "{}", pos);
        prop_assert_eq!(boardcore::perft(&pos, 2), pos.perft(2));
    }
}
