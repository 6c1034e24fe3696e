//! Alpha-beta and expectiminimax: forced wins by distance, the transposition table,
//! Ballard's pruning against plain expectiminimax, determinism.

use boardcore::{Game, Player, Turn};
use rand::{RngExt, SeedableRng};
use search::alphabeta::terminal_value;
use search::{
    Agent, AlphaBeta, Budget, ChancePruning, Expectiminimax, Score, SearchReport, SearchRng,
};

fn chess(fen: &str) -> chess::Position {
    fen.parse().unwrap()
}

fn alphabeta(depth: u64) -> AlphaBeta<chess::Position> {
    AlphaBeta::new(chess::eval::evaluate, Budget::Iterations(depth))
}

fn search_chess(pos: &chess::Position, depth: u64) -> SearchReport<chess::Move> {
    alphabeta(depth)
        .search(pos, &mut SearchRng::seed_from_u64(1))
        .unwrap()
}

#[test]
fn wins_are_worth_more_the_sooner_and_losses_the_later() {
    let win = boardcore::Outcome::win(Player::FIRST);
    assert!(terminal_value(win, Player::FIRST, 1) > terminal_value(win, Player::FIRST, 3));
    assert!(terminal_value(win, Player::FIRST, 3) > 1.0);
    assert!(terminal_value(win, Player::SECOND, 2) < terminal_value(win, Player::SECOND, 4));
    assert!(terminal_value(win, Player::SECOND, 4) < -1.0);
    assert_eq!(
        terminal_value(boardcore::Outcome::DRAW, Player::FIRST, 3),
        0.0
    );
    assert_eq!(
        Score::from_value(terminal_value(win, Player::FIRST, 7), true),
        Score::Win(7)
    );
    assert_eq!(
        Score::from_value(terminal_value(win, Player::SECOND, 4), true),
        Score::Loss(4)
    );
    assert_eq!(Score::from_value(0.25, true), Score::Value(0.25));
    // Mixed with chance, a value beyond 1 is no forced result.
    assert_eq!(Score::from_value(1.1, false), Score::Value(1.0));
}

#[test]
fn finds_a_mate_in_one() {
    // Back-rank mate: Ra8#.
    let pos = chess("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    let report = search_chess(&pos, 4);
    assert_eq!(pos.san(report.best), "Ra8#");
    assert_eq!(report.score, Score::Win(1));
    // A forced result ends the iterative deepening.
    assert_eq!(report.depth, 1);
    let choice = alphabeta(4)
        .choose(&pos, &mut SearchRng::seed_from_u64(1))
        .unwrap();
    assert_eq!(choice.mv, report.best);
    assert_eq!(choice.info.value, Some(1.0));
    assert_eq!(choice.info.depth, Some(1));
}

#[test]
fn prefers_a_mate_in_two_to_a_mate_in_three() {
    // Kc7 (Ka7 forced) then Ra1# mates in 2; many moves mate in 3 or later.
    let pos = chess("k7/8/2K5/8/8/8/8/7R w - - 0 1");
    let report = search_chess(&pos, 7);
    assert_eq!(report.score, Score::Win(3));
    // The move really mates in 2: every reply allows a mate in 1.
    let mut after = pos.clone();
    after.play_unchecked(report.best);
    for reply in after.legal_moves() {
        let mut next = after.clone();
        next.play_unchecked(reply);
        assert_eq!(search_chess(&next, 3).score, Score::Win(1), "after {reply}");
    }
    // A deeper budget does not trade it for a longer win.
    let deeper = search_chess(&pos, 9);
    assert_eq!(deeper.best, report.best);
    assert_eq!(deeper.score, Score::Win(3));
}

#[test]
fn postpones_a_loss() {
    // Black to move: Kc8 allows Rh8# at once, Ka7 and Ka8 hold out two more plies.
    let pos = chess("1k6/8/2K5/8/8/8/8/7R b - - 0 1");
    let report = search_chess(&pos, 6);
    assert_eq!(report.score, Score::Loss(4));
    assert_ne!(pos.san(report.best), "Kc8");
    let mut quick = 0;
    for reply in pos.legal_moves() {
        let mut next = pos.clone();
        next.play_unchecked(reply);
        match search_chess(&next, 5).score {
            Score::Win(1) => quick += 1,
            Score::Win(3) => {}
            other => panic!("{reply}: {other:?}"),
        }
    }
    assert!(quick > 0, "some reply must lose at once");
}

#[test]
fn the_table_changes_nodes_but_not_values() {
    let cases = [
        (chess::Position::default(), 4),
        (
            chess("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N4p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            3,
        ),
        (chess("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 5),
        (chess("k7/8/2K5/8/8/8/8/7R w - - 0 1"), 5),
        (
            chess("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"),
            3,
        ),
    ];
    let (mut with_nodes, mut without_nodes) = (0, 0);
    for (pos, depth) in cases {
        let rng = &mut SearchRng::seed_from_u64(3);
        let with = alphabeta(depth).search(&pos, rng).unwrap();
        let without = alphabeta(depth)
            .with_table_bits(None)
            .search(&pos, rng)
            .unwrap();
        assert_eq!(with.value, without.value, "{pos}");
        assert_eq!(with.score, without.score, "{pos}");
        assert_eq!(with.depth, without.depth, "{pos}");
        with_nodes += with.nodes;
        without_nodes += without.nodes;
    }
    println!("nodes: {with_nodes} with the table, {without_nodes} without");
    assert!(
        with_nodes < without_nodes,
        "{with_nodes} nodes with the table, {without_nodes} without"
    );
}

#[test]
fn replays_for_a_seed_and_names_itself() {
    let pos = chess("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");
    let mut agent = alphabeta(3);
    let a = agent
        .choose(&pos, &mut SearchRng::seed_from_u64(5))
        .unwrap();
    let b = agent
        .choose(&pos, &mut SearchRng::seed_from_u64(5))
        .unwrap();
    assert_eq!(
        (a.mv, a.info.value, a.info.nodes),
        (b.mv, b.info.value, b.info.nodes)
    );
    // Scholar's mate is on the board: Qxf7#.
    assert_eq!(pos.san(a.mv), "Qxf7#");
    assert_eq!(Agent::<chess::Position>::name(&agent), "alphabeta:3");
    let timed = AlphaBeta::<chess::Position>::new(
        chess::eval::evaluate,
        Budget::Time(core::time::Duration::from_millis(100)),
    );
    assert_eq!(Agent::<chess::Position>::name(&timed), "alphabeta:100ms");
    let timed_choice = AlphaBeta::<chess::Position>::new(
        chess::eval::evaluate,
        Budget::Time(core::time::Duration::from_millis(50)),
    )
    .choose(
        &chess::Position::default(),
        &mut SearchRng::seed_from_u64(5),
    )
    .unwrap();
    assert!(chess::Position::default().is_legal(timed_choice.mv));
    assert!(timed_choice.info.depth.unwrap() >= 1);
}

#[test]
fn refuses_where_no_player_is_to_move() {
    let mate = chess("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    assert!(mate.outcome().is_some());
    assert!(
        alphabeta(2)
            .search(&mate, &mut SearchRng::seed_from_u64(1))
            .is_none()
    );
    let roll = backgammon::GameState::default();
    assert_eq!(roll.turn(), Turn::Chance);
    let mut agent = Expectiminimax::new(backgammon::eval::evaluate, Budget::Iterations(1));
    assert!(
        agent
            .choose(&roll, &mut SearchRng::seed_from_u64(1))
            .is_none()
    );
}

// ---- expectiminimax ----

type Bg = backgammon::GameState;

/// Money-game states with the cube and resignations off, a player to move, drawn by
/// random play from the start.
fn backgammon_positions(count: usize, seed: u64) -> Vec<Bg> {
    let rules = backgammon::Rules {
        cube: false,
        resignations: false,
        ..backgammon::Rules::MONEY
    };
    let mut rng = SearchRng::seed_from_u64(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let mut state = Bg::money(rules).unwrap();
        let plies = rng.random_range(2..60);
        for _ in 0..plies {
            let mv = match state.turn() {
                Turn::Over(_) => break,
                Turn::Chance => state.sample_chance(&mut rng).unwrap(),
                Turn::Player(_) => {
                    let moves = state.legal_moves();
                    moves[rng.random_range(0..moves.len())]
                }
            };
            state.play_unchecked(mv);
        }
        if state.turn().player().is_some() {
            out.push(state);
        }
    }
    out
}

/// Plain expectiminimax without any pruning, by the same conventions (chance costs no
/// depth; wins by distance): the reference of the pruning searches.
fn reference(state: &Bg, root: Player, depth: u32, ply: u32, nodes: &mut u64) -> f64 {
    *nodes += 1;
    match state.turn() {
        Turn::Over(o) => terminal_value(o, root, ply),
        _ if depth == 0 => backgammon::eval::evaluate(state, root).clamp(-1.0, 1.0),
        Turn::Chance => {
            let d = state.chance_distribution();
            let total = d.total() as f64;
            d.outcomes()
                .iter()
                .map(|&(mv, w)| {
                    let mut child = *state;
                    child.play_unchecked(mv);
                    f64::from(w) / total * reference(&child, root, depth, ply, nodes)
                })
                .sum()
        }
        Turn::Player(p) => {
            let values = state.legal_moves().into_iter().map(|mv| {
                let mut child = *state;
                child.play_unchecked(mv);
                reference(&child, root, depth - 1, ply + 1, nodes)
            });
            let values: Vec<f64> = values.collect();
            if p == root {
                values.into_iter().fold(f64::NEG_INFINITY, f64::max)
            } else {
                values.into_iter().fold(f64::INFINITY, f64::min)
            }
        }
    }
}

fn expectimax(pruning: ChancePruning, depth: u64, table: bool) -> Expectiminimax<Bg> {
    Expectiminimax::new(backgammon::eval::evaluate, Budget::Iterations(depth))
        .with_pruning(pruning)
        .with_table_bits(table.then_some(16))
}

#[test]
fn expectiminimax_agrees_with_plain_expectiminimax() {
    let mut totals = [0u64; 4];
    for (k, state) in backgammon_positions(6, 11).iter().enumerate() {
        let root = state.turn().player().unwrap();
        for depth in 1..=2u32 {
            let mut reference_nodes = 0;
            let expected = reference(state, root, depth, 0, &mut reference_nodes);
            for (i, (pruning, table)) in [
                (ChancePruning::None, false),
                (ChancePruning::Star1, false),
                (ChancePruning::Star2, false),
                (ChancePruning::Star2, true),
            ]
            .into_iter()
            .enumerate()
            {
                let report = expectimax(pruning, u64::from(depth), table)
                    .search(state, &mut SearchRng::seed_from_u64(1))
                    .unwrap();
                assert!(
                    (report.value - expected).abs() < 1e-9,
                    "position {k} depth {depth} {pruning:?} table {table}: {} vs {expected}",
                    report.value
                );
                if depth == 2 {
                    totals[i] += report.nodes;
                }
            }
        }
    }
    let [none, star1, star2, star2_table] = totals;
    println!("nodes at depth 2: none {none}, star1 {star1}, star2 {star2}, star2+tt {star2_table}");
    assert!(star1 < none, "Star1 {star1} vs none {none}");
    assert!(star2 < star1, "Star2 {star2} vs Star1 {star1}");
}

/// A bear-off state with the cube off: the mover (player 0, its dice `a` and `b`)
/// and the opponent with checkers on the given points of their own numbering.
fn bear_off(mover: &[(usize, u8)], opponent: &[(usize, u8)], a: u8, b: u8) -> Bg {
    let mut setup = backgammon::Setup::default();
    for &(p, n) in mover {
        setup.mover[p] = n;
    }
    for &(p, n) in opponent {
        setup.opponent[p] = n;
    }
    let rules = backgammon::Rules {
        cube: false,
        resignations: false,
        ..backgammon::Rules::MONEY
    };
    Bg::from_parts(
        backgammon::Position::try_from(setup).unwrap(),
        Player::FIRST,
        backgammon::Phase::Moving(backgammon::Dice::new(a, b).unwrap()),
        1,
        None,
        rules,
        backgammon::MatchContext::default(),
    )
    .unwrap()
}

#[test]
fn expectiminimax_agrees_with_plain_expectiminimax_three_moves_deep() {
    // Short bear-offs, where forced wins at a distance mix with evaluations under
    // chance, and the root seat moves again after two rolls (Star2 probes max nodes).
    let states = [
        bear_off(&[(2, 1), (5, 1), (6, 1)], &[(1, 1), (4, 1), (6, 1)], 2, 1),
        bear_off(&[(3, 2), (6, 1)], &[(2, 2), (5, 2)], 6, 5),
        bear_off(&[(1, 1), (6, 2)], &[(3, 1), (4, 1)], 4, 3),
        bear_off(&[(8, 1), (5, 2)], &[(7, 1), (2, 2)], 2, 1),
        bear_off(&[(6, 3), (5, 1)], &[(1, 1), (2, 1)], 1, 1),
    ];
    let mut totals = [0u64; 4];
    for (k, state) in states.iter().enumerate() {
        let mut reference_nodes = 0;
        let expected = reference(state, Player::FIRST, 3, 0, &mut reference_nodes);
        for (i, (pruning, table)) in [
            (ChancePruning::None, false),
            (ChancePruning::Star1, false),
            (ChancePruning::Star2, false),
            (ChancePruning::Star2, true),
        ]
        .into_iter()
        .enumerate()
        {
            let report = expectimax(pruning, 3, table)
                .search(state, &mut SearchRng::seed_from_u64(1))
                .unwrap();
            assert!(
                (report.value - expected).abs() < 1e-9,
                "position {k} {pruning:?} table {table}: {} vs {expected}",
                report.value
            );
            totals[i] += report.nodes;
        }
    }
    let [none, star1, star2, star2_table] = totals;
    println!("nodes at depth 3: none {none}, star1 {star1}, star2 {star2}, star2+tt {star2_table}");
    assert!(star1 < none, "Star1 {star1} vs none {none}");
    // Here Star2's probes pay only with the table, which keeps the probed move's
    // result for the full search.
    assert!(
        star2_table < star1,
        "Star2 with the table {star2_table} vs Star1 {star1}"
    );
}

#[test]
fn expectiminimax_replays_for_a_seed() {
    let state = &backgammon_positions(1, 5)[0];
    let mut agent = expectimax(ChancePruning::Star2, 2, true);
    let a = agent
        .choose(state, &mut SearchRng::seed_from_u64(9))
        .unwrap();
    let b = agent
        .choose(state, &mut SearchRng::seed_from_u64(9))
        .unwrap();
    assert_eq!(
        (a.mv, a.info.value, a.info.nodes),
        (b.mv, b.info.value, b.info.nodes)
    );
    assert!(state.is_legal(a.mv));
    assert_eq!(Agent::<Bg>::name(&agent), "expectimax:2");
}

// ---- hidden information ----

/// Plays random moves (and chance) from `state` for `plies` plies, stopping where a
/// player is to move.
fn advance<G: Game>(mut state: G, plies: usize, rng: &mut SearchRng) -> G {
    for i in 0.. {
        match state.turn() {
            Turn::Over(_) => break,
            Turn::Chance => {
                let mv = state.sample_chance(rng).unwrap();
                state.play_unchecked(mv);
            }
            Turn::Player(_) if i >= plies => break,
            Turn::Player(_) => {
                let moves = state.legal_moves();
                let moves = moves.as_ref();
                let mv = moves[rng.random_range(0..moves.len())];
                state.play_unchecked(mv);
            }
        }
    }
    state
}

/// Two states with equal views for the seat to move, and the same seed, give the same
/// choice: the agent reads hidden information only through `determinize`.
fn assert_no_leak<G: Game>(agent: &mut dyn Agent<G>, states: &[G]) {
    let mut rng = SearchRng::seed_from_u64(17);
    let mut compared = 0;
    for state in states {
        let Some(seat) = state.turn().player() else {
            continue;
        };
        let twin = state.determinize(seat, &mut rng);
        assert_eq!(twin.view(seat), state.view(seat));
        let a = agent
            .choose(state, &mut SearchRng::seed_from_u64(23))
            .unwrap();
        let b = agent
            .choose(&twin, &mut SearchRng::seed_from_u64(23))
            .unwrap();
        assert_eq!(a.mv, b.mv, "{state} / {twin}");
        assert_eq!(a.info.value, b.info.value, "{state} / {twin}");
        compared += usize::from(twin != *state);
    }
    assert!(compared > 0, "no state had hidden information to hide");
}

#[test]
fn alphabeta_and_expectiminimax_do_not_leak_hidden_information() {
    let mut rng = SearchRng::seed_from_u64(8);
    for rules in ["draw-6-2", "block-6-3", "block-6-4+teams"] {
        let rules: dominoes::Rules = rules.parse().unwrap();
        let start = dominoes::Position::new(rules).unwrap();
        let states: Vec<_> = (0..4)
            .map(|i| advance(start.clone(), i * 2, &mut rng))
            .collect();
        assert_no_leak(
            &mut AlphaBeta::new(dominoes::eval::evaluate, Budget::Iterations(3)),
            &states,
        );
        assert_no_leak(
            &mut Expectiminimax::new(dominoes::eval::evaluate, Budget::Iterations(2)),
            &states,
        );
    }
    let states: Vec<_> = (0..4)
        .map(|i| advance(smokkelen::Position::random_start(&mut rng), i * 3, &mut rng))
        .collect();
    assert_no_leak(
        &mut AlphaBeta::new(smokkelen::eval::evaluate, Budget::Iterations(2)),
        &states,
    );
    assert_no_leak(
        &mut Expectiminimax::new(smokkelen::eval::evaluate, Budget::Iterations(2)),
        &states,
    );
}

/// Ties between root moves are broken by the seed, not by the order of move
/// generation: with backgammon's pip count every play of a roll that hits nothing is
/// worth the same, and always the first one (the old behaviour) lost 30% to random
/// play in the arena; broken at random it wins.
#[test]
fn root_ties_are_broken_by_the_seed() {
    let rules = backgammon::Rules {
        cube: false,
        resignations: false,
        ..backgammon::Rules::MONEY
    };
    let mut pos = backgammon::GameState::money(rules).unwrap();
    while pos.turn() == Turn::Chance {
        let mv = pos.sample_chance(&mut SearchRng::seed_from_u64(3)).unwrap();
        pos.play_unchecked(mv);
    }
    let mut expectimax = Expectiminimax::new(backgammon::eval::evaluate, Budget::Iterations(1));
    let mut minimax = AlphaBeta::new(backgammon::eval::evaluate, Budget::Iterations(1));
    let mut seen = std::collections::HashSet::new();
    let mut seen_ab = std::collections::HashSet::new();
    for seed in 0..16 {
        let report = expectimax
            .search(&pos, &mut SearchRng::seed_from_u64(seed))
            .unwrap();
        seen.insert(report.best);
        let report = minimax
            .search(&pos, &mut SearchRng::seed_from_u64(seed))
            .unwrap();
        seen_ab.insert(report.best);
    }
    assert!(seen.len() > 1, "one move for every seed: {seen:?}");
    assert!(seen_ab.len() > 1, "one move for every seed: {seen_ab:?}");
    // A strictly best move is still found whatever the order: the mate in one.
    let mate = chess("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
    for seed in 0..8 {
        let report = alphabeta(1)
            .search(&mate, &mut SearchRng::seed_from_u64(seed))
            .unwrap();
        assert_eq!(report.best.to_string(), "a1a8", "seed {seed}");
    }
}

// ---- Ballard's pruning on random chance trees ----

/// A random game tree with chance nodes, drawn from a seed: a state is the path of
/// moves from the root. The root seat (seat 1) moves first; a player's move leads to
/// a chance node (two times in three) or to either seat; a chance node has 2 to 4
/// outcomes of weights 1 to 6, which all lead to the same seat (drawn per node), as
/// Star2's probing needs. Every state is worth an evaluation drawn from its path in
/// `-1..=1` (eighths); paths of [`ChanceTree::MAX_LEN`] moves end in a draw.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
struct ChanceTree {
    seed: u64,
    len: u8,
    path: [u8; Self::MAX_LEN],
}

impl ChanceTree {
    const MAX_LEN: usize = 10;

    const fn new(seed: u64) -> Self {
        Self {
            seed,
            len: 0,
            path: [0; Self::MAX_LEN],
        }
    }

    /// A generator drawn from the seed, the first `len` moves of the path and `salt`.
    fn rng(&self, len: usize, salt: u64) -> SearchRng {
        use std::hash::{DefaultHasher, Hash, Hasher};
        let mut h = DefaultHasher::new();
        (self.seed, &self.path[..len], salt).hash(&mut h);
        SearchRng::seed_from_u64(h.finish())
    }

    /// The turn at the node of the first `len` moves of the path.
    fn turn_at(&self, len: usize) -> Turn {
        if len == 0 {
            return Turn::Player(Player::FIRST);
        }
        if len >= Self::MAX_LEN {
            return Turn::Over(boardcore::Outcome::DRAW);
        }
        let seat = |bit: bool| if bit { Player::SECOND } else { Player::FIRST };
        if self.turn_at(len - 1) == Turn::Chance {
            // Every outcome of a chance node leads to the same seat.
            Turn::Player(seat(self.rng(len - 1, 1).random()))
        } else {
            let mut rng = self.rng(len, 2);
            if rng.random_range(0..3) < 2 {
                Turn::Chance
            } else {
                Turn::Player(seat(rng.random()))
            }
        }
    }

    /// The evaluation: a noise in `-1..=1` around the tree's own bias (in eighths,
    /// so that some trees favour a seat and their windows sit off centre), clamped.
    fn evaluate(&self, seat: Player) -> f64 {
        let bias = self.rng(0, 6).random_range(-6i8..=6);
        let noise = self.rng(self.len.into(), 3).random_range(-8i8..=8);
        let v = (f64::from(bias + noise) / 8.0).clamp(-1.0, 1.0);
        if seat == Player::FIRST { v } else { -v }
    }
}

impl core::fmt::Display for ChanceTree {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "{}:{:?}", self.seed, &self.path[..self.len.into()])
    }
}

impl core::str::FromStr for ChanceTree {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        s.parse().map(Self::new).map_err(|_| "a seed".to_string())
    }
}

impl Game for ChanceTree {
    type Move = u8;
    type MoveList = boardcore::MoveList<u8, 4>;
    const NAME: &'static str = "chance-tree";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        self.turn_at(self.len.into())
    }

    fn legal_moves(&self) -> Self::MoveList {
        let n = match self.turn() {
            Turn::Over(_) => 0,
            Turn::Chance => self.rng(self.len.into(), 4).random_range(2..=4),
            Turn::Player(_) => self.rng(self.len.into(), 4).random_range(2..=3),
        };
        (0..n).collect()
    }

    fn play_unchecked(&mut self, mv: u8) {
        self.path[usize::from(self.len)] = mv;
        self.len += 1;
    }

    fn chance_weight(&self, mv: u8) -> u32 {
        self.rng(self.len.into(), 5 + u64::from(mv))
            .random_range(1..=6)
    }
}

/// Plain expectiminimax over a [`ChanceTree`] for `root`, without pruning, by the
/// engine's conventions (chance costs no depth).
fn brute_force(state: &ChanceTree, root: Player, depth: u32, ply: u32) -> f64 {
    match state.turn() {
        Turn::Over(o) => terminal_value(o, root, ply),
        _ if depth == 0 => state.evaluate(root),
        Turn::Chance => {
            let d = state.chance_distribution();
            let total = d.total() as f64;
            d.outcomes()
                .iter()
                .map(|&(mv, w)| {
                    let mut child = *state;
                    child.play_unchecked(mv);
                    f64::from(w) / total * brute_force(&child, root, depth, ply)
                })
                .sum()
        }
        Turn::Player(p) => {
            let values = state.legal_moves().into_iter().map(|mv| {
                let mut child = *state;
                child.play_unchecked(mv);
                brute_force(&child, root, depth - 1, ply + 1)
            });
            if p == root {
                values.fold(f64::NEG_INFINITY, f64::max)
            } else {
                values.fold(f64::INFINITY, f64::min)
            }
        }
    }
}

/// The states of a [`ChanceTree`] where a player is to move, at most `plies` moves
/// (chance included) from the root.
fn player_nodes(state: ChanceTree, plies: usize, out: &mut Vec<ChanceTree>) {
    if state.turn().player().is_some() {
        out.push(state);
    }
    if plies > 0 {
        for mv in state.legal_moves() {
            let mut child = state;
            child.play_unchecked(mv);
            player_nodes(child, plies - 1, out);
        }
    }
}

/// Star1 and Star2 (with and without the table) return the exact expectiminimax
/// value on many random trees whose chance nodes have unequal weights and lead to
/// either seat, searched from every player node near the root (so for both seats).
/// Chance nodes sit below max nodes (a finite alpha after the first move) and min
/// nodes (a finite beta), where Star2 probes with the windows
/// `(alpha - known - U * rest) / P_i` and `(beta - known - L * rest) / P_i`: a wrong
/// window (such as `- U + rest`, too narrow while the outcomes still to come weigh
/// more than about half) cuts off wrongly and changes the value.
#[test]
fn star1_and_star2_match_brute_force_expectiminimax_on_random_chance_trees() {
    let mut compared = 0;
    for seed in 0..60 {
        let mut states = Vec::new();
        player_nodes(ChanceTree::new(seed), 2, &mut states);
        for state in states {
            let root = state.turn().player().unwrap();
            for depth in 1..=4u32 {
                let expected = brute_force(&state, root, depth, 0);
                for (pruning, table) in [
                    (ChancePruning::Star1, false),
                    (ChancePruning::Star2, false),
                    (ChancePruning::Star2, true),
                ] {
                    let report = Expectiminimax::new(
                        |s: &ChanceTree, p| s.evaluate(p),
                        Budget::Iterations(depth.into()),
                    )
                    .with_pruning(pruning)
                    .with_table_bits(table.then_some(12))
                    .search(&state, &mut SearchRng::seed_from_u64(seed))
                    .unwrap();
                    assert!(
                        (report.value - expected).abs() < 1e-9,
                        "{state} depth {depth} {pruning:?} table {table}: {} vs {expected}",
                        report.value
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 60 * 4 * 3, "{compared}");
}
