//! An independent, slow implementation of the rules (tiles as lists, knight moves by
//! coordinates, tasks evaluated afresh, the finish and lapping rules as written in
//! the rules text), played in lockstep with `Position` over random games: the legal
//! actions, the chance weights and the state must agree at every step.

use boardcore::testing::seeded_rng;
use boardcore::{Game, Player, random_move};
use locksley::{Cmp, Content, Position, Quantity, Relation, Sides, Task, TrackLength};

#[derive(Clone, Debug, PartialEq)]
enum Stage {
    Deal,
    Corner,
    Play,
    /// Chance fills these squares, in order (enough tiles).
    AutoFill,
    /// The player picks squares.
    Pick,
    /// Chance fills the picked square.
    Picked(usize),
}

#[derive(Clone, Debug)]
struct Slow {
    grid: [Option<usize>; 25],
    robins: Option<[usize; 2]>,
    loot: [Vec<usize>; 2],
    coins: [Vec<usize>; 2],
    draw: Vec<usize>,
    discard: Vec<usize>,
    bards: [usize; 2],
    side: usize,
    stage: Stage,
    moved: bool,
    sold: bool,
    turns: u32,
    limit: u32,
    colours: usize,
    /// The task of each track index (None for 0 and the finish).
    track: Vec<Option<Task>>,
    lap: usize,
    over: Option<Option<usize>>,
}

fn name(i: usize) -> String {
    let (f, r) = (i % 5, i / 5);
    format!("{}{}", char::from(b'a' + f as u8), r + 1)
}

impl Slow {
    fn new(pos: &Position, content: &Content) -> Self {
        let t = pos.track();
        let lap = t.lap();
        let start = t.start_tasks();
        let laptasks: Vec<Task> = t.lap_tasks().to_vec();
        let mut track = vec![None, Some(start[0]), Some(start[1])];
        for _ in 0..2 {
            track.extend(laptasks.iter().map(|&x| Some(x)));
        }
        track.push(None);
        let mut draw = Vec::new();
        for (c, spec) in content.colours().iter().enumerate() {
            draw.extend(std::iter::repeat_n(c, usize::from(spec.tiles)));
        }
        Self {
            grid: [None; 25],
            robins: None,
            loot: [vec![], vec![]],
            coins: [vec![], vec![]],
            draw,
            discard: vec![],
            bards: [0, 0],
            side: 0,
            stage: Stage::Deal,
            moved: false,
            sold: false,
            turns: 0,
            limit: u32::from(pos.turn_limit()),
            colours: content.colours().len(),
            track,
            lap,
            over: None,
        }
    }

    fn count(v: &[usize], c: usize) -> usize {
        v.iter().filter(|&&x| x == c).count()
    }

    fn finish(&self) -> usize {
        self.track.len() - 1
    }

    fn quantity(&self, p: usize, q: Quantity) -> u32 {
        let n = match q {
            Quantity::Loot(c) => Self::count(&self.loot[p], c.index()),
            Quantity::TotalLoot => self.loot[p].len(),
            Quantity::Distinct => (0..self.colours)
                .filter(|&c| Self::count(&self.loot[p], c) > 0)
                .count(),
            Quantity::Gold => self.coins[p].len(),
        };
        n as u32
    }

    fn cmp(c: Cmp, a: u32, b: u32) -> bool {
        match c {
            Cmp::Lt => a < b,
            Cmp::Le => a <= b,
            Cmp::Eq => a == b,
            Cmp::Ge => a >= b,
            Cmp::Gt => a > b,
        }
    }

    fn holds(&self, task: Task) -> bool {
        let me = self.side;
        let [ra, rb] = self.robins.expect("robins in play");
        let (mine, theirs) = if me == 0 { (ra, rb) } else { (rb, ra) };
        let (x1, y1) = ((mine % 5) as i32, (mine / 5) as i32);
        let (x2, y2) = ((theirs % 5) as i32, (theirs / 5) as i32);
        let (dx, dy) = ((x1 - x2).abs(), (y1 - y2).abs());
        match task {
            Task::Count { quantity, cmp, n } => {
                Self::cmp(cmp, self.quantity(me, quantity), u32::from(n))
            }
            Task::VersusOpponent { quantity, cmp } => Self::cmp(
                cmp,
                self.quantity(me, quantity),
                self.quantity(1 - me, quantity),
            ),
            Task::RobinInCorner => [0, 4, 20, 24].contains(&mine),
            Task::Robins(Relation::Knight) => dx * dy == 2,
            Task::Robins(Relation::Diagonal) => dx == 1 && dy == 1,
            Task::Robins(Relation::Orthogonal) => dx + dy == 1,
            Task::SoldThisTurn => self.sold,
        }
    }

    fn empties(&self) -> Vec<usize> {
        let robins = self.robins.unwrap_or([99, 99]);
        (0..25)
            .filter(|&i| self.grid[i].is_none() && !robins.contains(&i))
            .collect()
    }

    fn chance(&self) -> bool {
        matches!(self.stage, Stage::Deal | Stage::AutoFill | Stage::Picked(_))
    }

    /// The legal actions as strings, with the chance weights of draws.
    fn legal(&self) -> Vec<(String, usize)> {
        let mut v = Vec::new();
        if self.over.is_some() {
            return v;
        }
        if self.chance() {
            // The discard pile becomes the draw pile when a draw finds it empty.
            let pile = if self.draw.is_empty() {
                &self.discard
            } else {
                &self.draw
            };
            for c in 0..self.colours {
                let n = Self::count(pile, c);
                if n > 0 {
                    v.push((format!("draw{c}"), n));
                }
            }
            return v;
        }
        match self.stage {
            Stage::Corner => {
                for s in ["a1", "e1", "a5", "e5"] {
                    v.push((format!("corner-{s}"), 0));
                }
            }
            Stage::Pick => {
                let tiles = self.draw.len() + self.discard.len();
                if tiles > 0 {
                    for i in self.empties() {
                        v.push((format!("fill-{}", name(i)), 0));
                    }
                }
                v.extend(self.refill_trades().into_iter().map(|m| (m, 0)));
                if tiles == 0 {
                    v.push(("end".into(), 0));
                }
            }
            Stage::Play => {
                let me = self.side;
                let robins = self.robins.expect("robins");
                if !self.moved {
                    let (x, y) = ((robins[me] % 5) as i32, (robins[me] / 5) as i32);
                    for (dx, dy) in [
                        (1, 2),
                        (2, 1),
                        (2, -1),
                        (1, -2),
                        (-1, -2),
                        (-2, -1),
                        (-2, 1),
                        (-1, 2),
                    ] {
                        let (nx, ny) = (x + dx, y + dy);
                        if (0..5).contains(&nx) && (0..5).contains(&ny) {
                            let to = (ny * 5 + nx) as usize;
                            if to != robins[1 - me] {
                                v.push((name(to), 0));
                            }
                        }
                    }
                }
                for c in 0..self.colours {
                    if Self::count(&self.loot[me], c) >= 3 {
                        v.push((format!("sell{c}"), 0));
                    }
                }
                let next = self.bards[me] + 1;
                if next == self.finish() {
                    if self.coins[me].len() >= 4 {
                        v.push(("finish".into(), 0));
                    }
                } else if next < self.finish() {
                    if self.holds(self.track[next].expect("a task")) {
                        v.push(("task".into(), 0));
                    }
                    for c in 0..self.colours {
                        if Self::count(&self.coins[me], c) > 0 {
                            v.push((format!("pay{c}"), 0));
                        }
                    }
                }
                if self.moved {
                    v.push(("end".into(), 0));
                }
            }
            _ => unreachable!(),
        }
        v
    }

    /// The sales and 1-gold payments of the short refill (the rules' CHOICE section,
    /// quoting the seed): never an advance by task, never the 4-gold finish.
    fn refill_trades(&self) -> Vec<String> {
        let me = self.side;
        let mut v = Vec::new();
        for c in 0..self.colours {
            if Self::count(&self.loot[me], c) >= 3 {
                v.push(format!("sell{c}"));
            }
        }
        if self.bards[me] + 1 < self.finish() {
            for c in 0..self.colours {
                if Self::count(&self.coins[me], c) > 0 {
                    v.push(format!("pay{c}"));
                }
            }
        }
        v
    }

    /// The short refill goes on while a square is empty and a tile is left or a
    /// sale or payment could bring one; else the turn passes.
    fn pick_or_next_turn(&mut self) {
        let tiles = self.draw.len() + self.discard.len();
        if !self.empties().is_empty() && (tiles > 0 || !self.refill_trades().is_empty()) {
            self.stage = Stage::Pick;
        } else {
            self.next_turn();
        }
    }

    fn next_turn(&mut self) {
        self.turns += 1;
        self.side = 1 - self.side;
        self.moved = false;
        self.sold = false;
        self.stage = Stage::Play;
        if self.turns >= self.limit {
            self.over = Some(None);
        }
    }

    fn advanced(&mut self) {
        let me = self.side;
        let (mine, theirs) = (self.bards[me], self.bards[1 - me]);
        // The finish, or a full extra lap: passing the other Bard a second time.
        if mine == self.finish() || mine > theirs.max(2) + self.lap {
            self.over = Some(Some(me));
        }
    }

    /// Puts the tiles a sale or payment gives up onto the discard pile or, during the
    /// short refill, onto the draw pile: "the tiles so discarded become drawable at
    /// once" (tiles discarded before wait for the draw pile to run out).
    fn give_up(&mut self, tiles: &[usize]) {
        if self.stage == Stage::Pick {
            self.draw.extend_from_slice(tiles);
        } else {
            self.discard.extend_from_slice(tiles);
        }
    }

    fn draw_tile(&mut self, c: usize) {
        if self.draw.is_empty() {
            // Shuffle the discard pile into a new draw pile, only when a draw needs it.
            self.draw = std::mem::take(&mut self.discard);
        }
        let i = self
            .draw
            .iter()
            .position(|&x| x == c)
            .expect("a tile of that colour");
        self.draw.remove(i);
    }

    fn play(&mut self, mv: &str) {
        let me = self.side;
        if let Some(c) = mv.strip_prefix("draw") {
            let c: usize = c.parse().expect("a colour");
            let target = match self.stage {
                Stage::Deal => self
                    .grid
                    .iter()
                    .position(Option::is_none)
                    .expect("a square"),
                Stage::AutoFill => self.empties()[0],
                Stage::Picked(i) => i,
                _ => unreachable!(),
            };
            self.draw_tile(c);
            self.grid[target] = Some(c);
            match self.stage {
                Stage::Deal => {
                    if self.grid.iter().all(Option::is_some) {
                        self.stage = Stage::Corner;
                    }
                }
                Stage::AutoFill => {
                    if self.empties().is_empty() {
                        self.next_turn();
                    }
                }
                _ => self.pick_or_next_turn(),
            }
        } else if let Some(s) = mv.strip_prefix("corner-") {
            let i = (0..25).find(|&i| name(i) == s).expect("a square");
            let j = 24 - i;
            self.coins[0].push(self.grid[i].take().expect("a tile"));
            self.coins[1].push(self.grid[j].take().expect("a tile"));
            self.robins = Some([i, j]);
            self.stage = Stage::Play;
        } else if let Some(c) = mv.strip_prefix("sell") {
            let c: usize = c.parse().expect("a colour");
            let n = Self::count(&self.loot[me], c);
            self.loot[me].retain(|&x| x != c);
            self.give_up(&[c, c]);
            self.coins[me].extend(std::iter::repeat_n(c, n - 2));
            self.sold = true;
        } else if let Some(c) = mv.strip_prefix("pay") {
            let c: usize = c.parse().expect("a colour");
            let i = self.coins[me].iter().position(|&x| x == c).expect("a coin");
            self.coins[me].remove(i);
            self.give_up(&[c]);
            self.bards[me] += 1;
            self.advanced();
        } else if mv == "finish" {
            self.coins[me].sort_unstable();
            let paid: Vec<usize> = self.coins[me].drain(..4).collect();
            self.discard.extend(paid);
            self.bards[me] += 1;
            self.advanced();
        } else if mv == "task" {
            self.bards[me] += 1;
            self.advanced();
        } else if mv == "end" && self.stage == Stage::Pick {
            // No tile left, and the player stops selling and paying.
            self.next_turn();
        } else if mv == "end" {
            let empties = self.empties().len();
            let tiles = self.draw.len() + self.discard.len();
            if empties == 0 {
                self.next_turn();
            } else if tiles >= empties {
                self.stage = Stage::AutoFill;
            } else {
                self.pick_or_next_turn();
            }
        } else if let Some(s) = mv.strip_prefix("fill-") {
            let i = (0..25).find(|&i| name(i) == s).expect("a square");
            self.stage = Stage::Picked(i);
        } else {
            let i = (0..25).find(|&i| name(i) == mv).expect("a Robin move");
            let robins = self.robins.as_mut().expect("robins");
            robins[me] = i;
            if let Some(c) = self.grid[i].take() {
                self.loot[me].push(c);
            }
            self.moved = true;
        }
    }

    /// Checks that `pos` shows the same state.
    fn agrees(&self, pos: &Position) -> Result<(), String> {
        let mut draw = [0u8; 8];
        let mut discard = [0u8; 8];
        for &c in &self.draw {
            draw[c] += 1;
        }
        for &c in &self.discard {
            discard[c] += 1;
        }
        // Before a draw, the fast version may already have shuffled the discard pile in.
        let piles_agree = (pos.draw_pile() == &draw && pos.discard_pile() == &discard)
            || (self.draw.is_empty() && self.chance() && pos.draw_pile() == &discard);
        if !piles_agree {
            return Err(format!(
                "piles {:?} {:?} vs {:?} {:?}",
                self.draw,
                self.discard,
                pos.draw_pile(),
                pos.discard_pile()
            ));
        }
        for (i, g) in self.grid.iter().enumerate() {
            let sq = locksley::Square::new(i).expect("a square");
            if pos.tile(sq).map(|c| c.index()) != *g {
                return Err(format!("square {}", name(i)));
            }
        }
        for p in 0..2 {
            let player = Player::new(p).expect("a seat");
            let s = pos.supply(player);
            for c in 0..self.colours {
                let colour = locksley::Loot::new(c).expect("a colour");
                if s.loot(colour) as usize != Self::count(&self.loot[p], c)
                    || s.coins(colour) as usize != Self::count(&self.coins[p], c)
                {
                    return Err(format!("supply {p} colour {c}"));
                }
            }
            if pos.bard(player) != self.bards[p] {
                return Err(format!("bard {p}"));
            }
            if pos.robin(player).map(|s| s.to_index()) != self.robins.map(|r| r[p]) {
                return Err(format!("robin {p}"));
            }
        }
        let outcome = pos.outcome().map(|o| o.winner().map(|w| w.index()));
        if outcome != self.over {
            return Err(format!("outcome {outcome:?} vs {:?}", self.over));
        }
        if u32::from(pos.turns()) != self.turns {
            return Err("turns".into());
        }
        Ok(())
    }
}

/// Returns a move of `pos`: by chance weight at a chance node; for a hoarder (who
/// neither sells nor pays during the first `hoard` turns, so that the tiles run
/// short, squares stay empty and the player must choose which to fill) or else
/// uniformly among the legal moves.
fn pick<R: boardcore::rand::Rng>(
    pos: &Position,
    rng: &mut R,
    hoard: u16,
) -> Option<locksley::Move> {
    use locksley::Move;
    let legal = pos.legal_moves();
    if pos.turns() < hoard && pos.turn() != boardcore::Turn::Chance {
        let keep: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| !matches!(m, Move::Sell(_) | Move::Pay(_)))
            .collect();
        if !keep.is_empty() {
            return random_move(pos, &keep, rng);
        }
    }
    random_move(pos, &legal, rng)
}

fn lockstep(seed: u64, length: TrackLength, sides: Sides, limit: u16) {
    lockstep_with(seed, length, sides, limit, 0);
}

/// Plays a game in lockstep; returns how many times the player chose a square to
/// fill, how many Robin moves landed on an empty square and how many sales and
/// payments were made during a short refill.
fn lockstep_with(
    seed: u64,
    length: TrackLength,
    sides: Sides,
    limit: u16,
    hoard: u16,
) -> (usize, usize, usize) {
    lockstep_content(&Content::placeholder(), seed, length, sides, limit, hoard)
}

/// A small set: three colours of 9 tiles (27 in all, so the piles run dry at once).
fn small_set() -> Content {
    let mut text = locksley::PLACEHOLDER_TOML.to_owned();
    for (from, to) in [("yellow", "red"), ("purple", "green"), ("white", "blue")] {
        text = text.replace(&format!("[[colour]]\nname = \"{from}\"\ntiles = 10\n"), "");
        text = text.replace(&format!("loot({from})"), &format!("loot({to})"));
    }
    text = text.replace("tiles = 10", "tiles = 9");
    Content::from_toml(&text).expect("a valid small set")
}

#[test]
fn a_small_set_of_three_colours_agrees_too() {
    let content = small_set();
    assert_eq!((content.colours().len(), content.total_tiles()), (3, 27));
    let mut fills = 0;
    for seed in 0..10 {
        fills += lockstep_content(&content, seed, TrackLength::Short, Sides::Mixed, 200, 0).0;
    }
    assert!(fills > 0, "the player never chose a square");
}

/// Plays a game of `content` in lockstep (see [`lockstep_with`]).
fn lockstep_content(
    content: &Content,
    seed: u64,
    length: TrackLength,
    sides: Sides,
    limit: u16,
    hoard: u16,
) -> (usize, usize, usize) {
    let mut seen = (0, 0, 0);
    let mut pos = content
        .start_position(length, sides, Some(seed))
        .with_turn_limit(limit)
        .expect("a limit");
    let mut slow = Slow::new(&pos, content);
    let mut rng = seeded_rng(seed);
    for ply in 0..100_000 {
        let mut fast: Vec<(String, usize)> = pos
            .legal_moves()
            .iter()
            .map(|&m| (m.to_string(), pos.chance_weight(m) as usize))
            .collect();
        let mut expected = slow.legal();
        fast.sort();
        expected.sort();
        assert_eq!(fast, expected, "seed {seed} ply {ply}: {pos} {slow:?}");
        let Some(mv) = pick(&pos, &mut rng, hoard) else {
            assert!(slow.over.is_some());
            return seen;
        };
        match mv {
            locksley::Move::FillSquare(_) => seen.0 += 1,
            locksley::Move::MoveRobin(s) if pos.tile(s).is_none() => seen.1 += 1,
            locksley::Move::Sell(_) | locksley::Move::Pay(_)
                if pos.phase() == locksley::Phase::Choose =>
            {
                seen.2 += 1;
            }
            _ => {}
        }
        pos.play(mv).expect("a listed move");
        slow.play(&mv.to_string());
        if let Err(e) = slow.agrees(&pos) {
            panic!("seed {seed} ply {ply} after {mv}: {e}: {pos}");
        }
    }
    panic!("seed {seed}: no end");
}

#[test]
fn the_fast_rules_agree_with_the_slow_ones() {
    for seed in 0..24 {
        let length =
            [TrackLength::Short, TrackLength::Standard, TrackLength::Long][seed as usize % 3];
        let sides = [Sides::Day, Sides::Night, Sides::Mixed][seed as usize / 3 % 3];
        // Short limits too, so that the draw by the turn limit is compared.
        let limit = if seed % 4 == 0 { 40 } else { 500 };
        lockstep(seed, length, sides, limit);
    }
}

#[test]
fn hoarders_run_the_tiles_short_and_still_agree() {
    let mut seen = (0, 0, 0);
    for seed in 0..12 {
        let (fills, empty, refill_sales) =
            lockstep_with(seed, TrackLength::Standard, Sides::Day, 300, 80);
        seen = (seen.0 + fills, seen.1 + empty, seen.2 + refill_sales);
    }
    // The rare paths were taken: fills chosen by the player, Robins on empty squares,
    // sales and payments during the short refill.
    assert!(seen.0 > 0 && seen.1 > 0 && seen.2 > 0, "{seen:?}");
}

#[test]
#[ignore = "thousands of games; run with --ignored"]
fn the_fast_rules_agree_with_the_slow_ones_deep() {
    for seed in 0..3000 {
        lockstep(seed, TrackLength::Standard, Sides::Mixed, 500);
        lockstep_with(
            seed,
            TrackLength::Short,
            Sides::Night,
            500,
            60 + (seed % 100) as u16,
        );
    }
}
