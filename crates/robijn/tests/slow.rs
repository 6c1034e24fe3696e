//! An independent, slow move generator written square by square from the rules, with
//! no bitboards and none of the crate's move code: only the data table of the board
//! (`robijn::layout`) and the position's stones are shared.
//!
//! It reads the three kinds of move literally: steps to a neighbouring field; jump
//! chains from the start field, searched depth first; and step-jumps, a jump chain
//! searched from each legal step field. A jump goes over an occupied neighbour
//! (never the moving stone's own start field, which it has left) onto the empty
//! field beyond; intermediate landings may have any colour, the end field must be
//! white or of the stone's colour and differ from the start.

use robijn::{Color, Move, Position, Side, Square, layout};

/// A board as a plain array: the stone index (0..40) on each field, by
/// `rank * 10 + file`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Slow {
    pub cells: [Option<u8>; 100],
    pub side: Side,
}

const DIRS: [(i32, i32); 8] = [
    (0, 1),
    (1, 1),
    (1, 0),
    (1, -1),
    (0, -1),
    (-1, -1),
    (-1, 0),
    (-1, 1),
];

fn at(file: i32, rank: i32) -> Option<usize> {
    ((0..10).contains(&file) && (0..10).contains(&rank)).then(|| (rank * 10 + file) as usize)
}

fn coords(i: usize) -> (i32, i32) {
    ((i % 10) as i32, (i / 10) as i32)
}

fn colour_of(stone: u8) -> Color {
    [Color::Brown, Color::Red, Color::Green, Color::Blue][usize::from(stone) / 10]
}

fn side_of(stone: u8) -> Side {
    if stone < 20 { Side::A } else { Side::B }
}

fn sq(i: usize) -> Square {
    Square::new(i).expect("on the board")
}

/// The field colour from the data table, `None` for white.
fn field(i: usize) -> Option<Color> {
    layout::field_color(sq(i))
}

/// The start field of stone `i`, read from the table's square names.
fn start_of(stone: usize) -> usize {
    layout::START[stone]
        .parse::<Square>()
        .expect("square name")
        .to_index()
}

/// The goal of stone `i`: the start field of the same number of the partner colour.
fn goal_of(stone: usize) -> usize {
    start_of((stone + 20) % 40)
}

fn house(side: Side) -> Vec<usize> {
    let base = if side == Side::A { 0 } else { 20 };
    (base..base + 20).map(start_of).collect()
}

impl Slow {
    pub fn of(pos: &Position) -> Self {
        let mut cells = [None; 100];
        for (i, cell) in cells.iter_mut().enumerate() {
            *cell = pos.stone_at(sq(i)).map(|s| s.index() as u8);
        }
        Self {
            cells,
            side: pos.turn(),
        }
    }

    fn may_end(&self, stone: u8, i: usize) -> bool {
        field(i).is_none_or(|c| c == colour_of(stone))
    }

    /// Depth-first search of the jump chains from `start`, the stone having left
    /// `origin`; adds every landing field to `landed`.
    fn jumps(&self, origin: usize, start: usize, landed: &mut [bool; 100]) {
        let mut stack = vec![start];
        let mut visited = [false; 100];
        visited[start] = true;
        while let Some(i) = stack.pop() {
            let (f, r) = coords(i);
            for (df, dr) in DIRS {
                let (Some(over), Some(land)) = (at(f + df, r + dr), at(f + 2 * df, r + 2 * dr))
                else {
                    continue;
                };
                let occupied = |j: usize| j != origin && self.cells[j].is_some();
                if occupied(over) && !occupied(land) {
                    landed[land] = true;
                    if !visited[land] {
                        visited[land] = true;
                        stack.push(land);
                    }
                }
            }
        }
    }

    /// The moves of the stone on `origin`, as end fields.
    fn stone_moves(&self, origin: usize) -> Vec<usize> {
        let stone = self.cells[origin].expect("a stone");
        let mut ends = [false; 100];
        // 1. Steps.
        let (f, r) = coords(origin);
        let mut steps = Vec::new();
        for (df, dr) in DIRS {
            if let Some(to) = at(f + df, r + dr)
                && self.cells[to].is_none()
                && self.may_end(stone, to)
            {
                steps.push(to);
                ends[to] = true;
            }
        }
        // 2. Jump chains.
        let mut landed = [false; 100];
        self.jumps(origin, origin, &mut landed);
        // 3. Step-jumps.
        for &s in &steps {
            self.jumps(origin, s, &mut landed);
        }
        for i in 0..100 {
            if landed[i] && self.may_end(stone, i) {
                ends[i] = true;
            }
        }
        ends[origin] = false;
        (0..100).filter(|&i| ends[i]).collect()
    }

    fn stuck(&self, side: Side) -> bool {
        (0..100).all(|i| {
            self.cells[i].is_none_or(|s| side_of(s) != side) || self.stone_moves(i).is_empty()
        })
    }

    fn home(&self, side: Side) -> bool {
        (0..40u8)
            .filter(|&s| side_of(s) == side)
            .all(|s| self.cells[goal_of(usize::from(s))] == Some(s))
    }

    fn blockade(&self, p: Side) -> bool {
        let q = if p == Side::A { Side::B } else { Side::A };
        let no_own_in_house = house(p)
            .into_iter()
            .all(|i| self.cells[i].is_none_or(|s| side_of(s) != p));
        let filled = house(q).into_iter().all(|i| match self.cells[i] {
            None => false,
            Some(s) => side_of(s) == q || goal_of(usize::from(s)) == i,
        });
        let q_left = house(q)
            .into_iter()
            .any(|i| self.cells[i].is_some_and(|s| side_of(s) == q));
        no_own_in_house && filled && q_left
    }

    /// The winner, if any (all stones home, or the blockade rule).
    pub fn winner(&self) -> Option<Side> {
        [Side::A, Side::B]
            .into_iter()
            .find(|&s| self.home(s) || self.blockade(s))
    }

    /// The legal moves, sorted.
    pub fn moves(&self) -> Vec<Move> {
        if self.winner().is_some() {
            return Vec::new();
        }
        let mut moves = Vec::new();
        for i in 0..100 {
            if self.cells[i].is_some_and(|s| side_of(s) == self.side) {
                for to in self.stone_moves(i) {
                    moves.push(Move::new(sq(i), sq(to)));
                }
            }
        }
        let other = if self.side == Side::A {
            Side::B
        } else {
            Side::A
        };
        if moves.is_empty() && !self.stuck(other) {
            moves.push(Move::Pass);
        }
        moves.sort();
        moves
    }

    pub fn play(&mut self, mv: Move) {
        if let Move::Play { from, to } = mv {
            self.cells[to.to_index()] = self.cells[from.to_index()].take();
        }
        self.side = if self.side == Side::A {
            Side::B
        } else {
            Side::A
        };
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.moves()
            .into_iter()
            .map(|mv| {
                let mut child = self.clone();
                child.play(mv);
                child.perft(depth - 1)
            })
            .sum()
    }
}
