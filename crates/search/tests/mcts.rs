//! MCTS and ISMCTS: forced wins, partnerships and chance, tree reuse, determinism
//! across thread counts, no leak of hidden information, and whole games of every
//! game crate.

use crate::toy::{Nim, Teams};
use boardcore::{Game, Turn};
use rand::SeedableRng;
use search::{Agent, Budget, GreedyAgent, Ismcts, Mcts, RandomAgent, SearchRng};

fn rng(seed: u64) -> SearchRng {
    SearchRng::seed_from_u64(seed)
}

#[test]
fn mcts_finds_the_forced_win_in_nim() {
    // From 9 stones only taking 1 (leaving 8, a multiple of 4) wins.
    for seed in 0..3 {
        let mut mcts = Mcts::new(Budget::Iterations(3000));
        let choice = mcts.choose(&Nim::new(9), &mut rng(seed)).unwrap();
        assert_eq!(choice.mv, 1, "seed {seed}: {choice:?}");
        assert!(choice.info.value.unwrap() > 0.5, "{choice:?}");
        let mut ismcts = Ismcts::new(Budget::Iterations(3000));
        assert_eq!(ismcts.choose(&Nim::new(9), &mut rng(seed)).unwrap().mv, 1);
    }
    // A lost pile gives a low value.
    let mut mcts = Mcts::new(Budget::Iterations(3000));
    let lost = mcts.choose(&Nim::new(8), &mut rng(1)).unwrap();
    assert!(lost.info.value.unwrap() < 0.0, "{lost:?}");
}

#[test]
fn mcts_finds_mate_in_one_on_every_thread_count() {
    let pos: chess::Position = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1".parse().unwrap();
    for threads in [1, 2, 3] {
        let mut mcts = Mcts::new(Budget::Iterations(1000))
            .with_threads(threads)
            .with_cutoff(10);
        let choice = mcts.choose(&pos, &mut rng(5)).unwrap();
        assert_eq!(choice.mv.to_string(), "a1a8", "{threads} threads");
        let mut ismcts = Ismcts::new(Budget::Iterations(1000))
            .with_threads(threads)
            .with_cutoff(10);
        assert_eq!(
            ismcts.choose(&pos, &mut rng(5)).unwrap().mv.to_string(),
            "a1a8"
        );
    }
}

#[test]
fn rewards_are_per_seat_with_partners_and_chance() {
    // Seat 2 picks its own team's win after move 0; move 1's chance favours seat 1's
    // team 3 to 1; move 2 draws.
    for seed in 0..3 {
        let mut mcts = Mcts::new(Budget::Iterations(2000));
        let choice = mcts.choose(&Teams(0), &mut rng(seed)).unwrap();
        assert_eq!(choice.mv, 1, "{choice:?}");
        // 0.75 for seat 1 is 0.5 on the -1..=1 scale.
        assert!((choice.info.value.unwrap() - 0.5).abs() < 0.1, "{choice:?}");
        let mut seat2 = Mcts::new(Budget::Iterations(200));
        assert_eq!(seat2.choose(&Teams(1), &mut rng(seed)).unwrap().mv, 1);
    }
    // Nobody moves at a chance node or at the end.
    let mut mcts = Mcts::new(Budget::Iterations(10));
    assert_eq!(mcts.choose(&Teams(2), &mut rng(1)), None);
    assert_eq!(mcts.choose(&Teams(3), &mut rng(1)), None);
}

#[test]
fn the_tree_is_kept_across_observed_moves() {
    for reuse in [true, false] {
        let start = Nim::new(9);
        let mut mcts = Mcts::new(Budget::Iterations(3000)).with_tree_reuse(reuse);
        let mv = mcts.choose(&start, &mut rng(1)).unwrap().mv;
        let mut after = start;
        mcts.observe(&after, mv);
        after.play_unchecked(mv);
        mcts.observe(&after, 3);
        after.play_unchecked(3);
        // One more iteration: the kept statistics already count many visits.
        mcts.set_budget(Budget::Iterations(1));
        let choice = mcts.choose(&after, &mut rng(2)).unwrap();
        let visits = choice.info.visits.unwrap();
        if reuse {
            assert!(visits > 10, "{choice:?}");
            assert_eq!(choice.mv, 1);
        } else {
            assert!(visits <= 1, "{choice:?}");
        }
    }
    // Without the observed moves the kept tree is for another view: not used.
    let mut mcts = Mcts::new(Budget::Iterations(3000));
    mcts.choose(&Nim::new(9), &mut rng(1));
    mcts.set_budget(Budget::Iterations(1));
    let choice = mcts.choose(&Nim::new(5), &mut rng(2)).unwrap();
    assert!(choice.info.visits.unwrap() <= 1, "{choice:?}");
}

/// Every agent of the crate, with small budgets, for `G`.
fn agents<G>(cutoff: Option<usize>) -> Vec<Box<dyn Agent<G>>>
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
{
    let limit = |mcts: Mcts<G>| match cutoff {
        Some(c) => mcts.with_cutoff(c),
        None => mcts,
    };
    let limit_is = |ismcts: Ismcts<G>| match cutoff {
        Some(c) => ismcts.with_cutoff(c),
        None => ismcts,
    };
    vec![
        Box::new(RandomAgent::new()),
        Box::new(GreedyAgent::new(|_: &G, _| 0.0)),
        Box::new(limit(Mcts::new(Budget::Iterations(60)))),
        Box::new(limit(Mcts::new(Budget::Iterations(60)).with_threads(2))),
        Box::new(limit_is(Ismcts::new(Budget::Iterations(60)))),
        Box::new(limit_is(
            Ismcts::new(Budget::Iterations(60)).with_threads(2),
        )),
    ]
}

/// Two states that differ only in what the seat to move cannot see, drawn by
/// determinizing `pos`; asserts that they differ and look alike to the seat.
fn look_alikes<G: Game>(pos: &G) -> (G, G) {
    let seat = pos.turn().player().expect("a seat to move");
    let a = pos.determinize(seat, &mut rng(100));
    let b = (101..200)
        .map(|s| pos.determinize(seat, &mut rng(s)))
        .find(|b| *b != a)
        .expect("hidden information to redraw");
    assert_eq!(a.view(seat), b.view(seat));
    (a, b)
}

/// Asserts that every agent chooses the same move in `a` and `b` for each seed.
fn no_leak<G>(a: &G, b: &G, cutoff: Option<usize>)
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
{
    for mut agent in agents::<G>(cutoff) {
        for seed in 0..3 {
            let x = agent.choose(a, &mut rng(seed)).expect("a move").mv;
            agent.reset();
            let y = agent.choose(b, &mut rng(seed)).expect("a move").mv;
            agent.reset();
            assert_eq!(x, y, "{} leaks: {a} / {b}", agent.name());
        }
    }
}

/// Plays random moves from `pos` until a seat is to move after `plies` plies.
fn walk<G: Game>(mut pos: G, plies: usize, seed: u64) -> G {
    let mut r = rng(seed);
    let mut n = 0;
    while n < plies || pos.turn().player().is_none() {
        let moves = pos.legal_moves();
        let mv = boardcore::random_move(&pos, moves.as_ref(), &mut r).expect("not over");
        pos.play_unchecked(mv);
        n += 1;
    }
    pos
}

#[test]
fn no_agent_reads_hidden_dominoes() {
    for rules in ["draw-6-2", "block-6-4+teams"] {
        let rules: dominoes::Rules = rules.parse().unwrap();
        for (plies, seed) in [(0, 1), (5, 2)] {
            let start = dominoes::Position::deal(rules, &mut rng(seed)).unwrap();
            let pos = walk(start, plies, seed);
            let (a, b) = look_alikes(&pos);
            no_leak(&a, &b, None);
        }
    }
}

#[test]
fn no_agent_reads_hidden_smokkelen() {
    for (plies, seed) in [(0, 1), (6, 2)] {
        let pos = walk(smokkelen::Position::default(), plies, seed);
        let (a, b) = look_alikes(&pos);
        no_leak(&a, &b, Some(30));
    }
}

#[test]
fn a_seed_and_a_thread_count_give_one_result() {
    let start = backgammon::GameState::default();
    let pos = walk(start, 4, 3);
    for threads in [1, 2, 4] {
        let mut a = Mcts::new(Budget::Iterations(200)).with_threads(threads);
        let mut b = Mcts::new(Budget::Iterations(200)).with_threads(threads);
        let x = a.choose(&pos, &mut rng(9)).unwrap();
        let y = b.choose(&pos, &mut rng(9)).unwrap();
        assert_eq!(
            (x.mv, x.info.visits, x.info.nodes),
            (y.mv, y.info.visits, y.info.nodes)
        );
        let mut c = Ismcts::new(Budget::Iterations(200)).with_threads(threads);
        let mut d = Ismcts::new(Budget::Iterations(200)).with_threads(threads);
        let x = c.choose(&pos, &mut rng(9)).unwrap();
        let y = d.choose(&pos, &mut rng(9)).unwrap();
        assert_eq!(
            (x.mv, x.info.visits, x.info.nodes),
            (y.mv, y.info.visits, y.info.nodes)
        );
    }
}

/// The same choice whether rayon runs the trees on one thread or on several.
#[cfg(feature = "parallel")]
#[test]
fn the_result_does_not_depend_on_the_threads_that_run_it() {
    let rules: dominoes::Rules = "draw-6-2".parse().unwrap();
    let pos = walk(dominoes::Position::deal(rules, &mut rng(4)).unwrap(), 3, 4);
    let run = |pool_threads: usize| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(pool_threads)
            .build()
            .unwrap();
        pool.install(|| {
            let mut a = Ismcts::new(Budget::Iterations(400)).with_threads(3);
            let mut b = Mcts::new(Budget::Iterations(400)).with_threads(3);
            let x = a.choose(&pos, &mut rng(11)).unwrap();
            let y = b.choose(&pos, &mut rng(11)).unwrap();
            (
                x.mv,
                x.info.visits,
                x.info.nodes,
                y.mv,
                y.info.visits,
                y.info.nodes,
            )
        })
    };
    assert_eq!(run(1), run(3));
}

/// Plays a whole game of `start` between MCTS agents (ISMCTS at the odd seats),
/// checking every move, and returns the number of plies.
fn play_out<G>(start: G, iterations: u64, cutoff: Option<usize>, max_plies: usize) -> usize
where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
{
    let seats = start.players();
    let mut agents: Vec<Box<dyn Agent<G>>> = (0..seats)
        .map(|i| -> Box<dyn Agent<G>> {
            let budget = Budget::Iterations(iterations);
            match (i % 2, cutoff) {
                (0, None) => Box::new(Mcts::new(budget)),
                (0, Some(c)) => Box::new(Mcts::new(budget).with_cutoff(c)),
                (_, None) => Box::new(Ismcts::new(budget)),
                (_, Some(c)) => Box::new(Ismcts::new(budget).with_cutoff(c)),
            }
        })
        .collect();
    let mut pos = start;
    let mut r = rng(7);
    let mut plies = 0;
    while pos.outcome().is_none() {
        assert!(
            plies < max_plies,
            "{} not over after {plies} plies",
            G::NAME
        );
        let mv = match pos.turn() {
            Turn::Player(p) => {
                let choice = agents[p.index()].choose(&pos, &mut r).expect("a move");
                assert!(
                    pos.is_legal(choice.mv),
                    "{}: illegal {:?}",
                    G::NAME,
                    choice.mv
                );
                choice.mv
            }
            _ => pos.sample_chance(&mut r).expect("a chance node"),
        };
        for agent in &mut agents {
            agent.observe(&pos, mv);
        }
        pos.play(mv).expect("legal");
        plies += 1;
    }
    assert_eq!(pos.legal_moves().as_ref().len(), 0);
    plies
}

#[test]
fn mcts_plays_whole_games_of_every_game() {
    play_out(chess::History::default(), 20, Some(40), 2000);
    play_out(
        draughts::History::new(draughts::Position::new(draughts::Variant::English)),
        20,
        Some(40),
        2000,
    );
    play_out(backgammon::GameState::default(), 20, None, 5000);
    for rules in ["block-6-2", "draw-6-4+teams"] {
        let rules: dominoes::Rules = rules.parse().unwrap();
        play_out(dominoes::Position::new(rules).unwrap(), 30, None, 500);
    }
    play_out(smokkelen::History::default(), 20, Some(40), 5000);
    play_out(
        <robijn::History as robijn::HistoryExt>::with_ply_limit(robijn::Position::new(), 120),
        10,
        Some(20),
        200,
    );
    play_out(locksley::Position::default(), 20, None, 5000);
}

/// The debug output names the agent and its settings (a mutant writing nothing was
/// missed).
#[test]
fn debug_output_names_the_agent_and_its_budget() {
    let text = format!("{:?}", Mcts::<Nim>::new(Budget::Iterations(77)));
    assert!(text.starts_with("Mcts(Engine {"), "{text}");
    assert!(text.contains("77"), "{text}");
    assert!(text.contains("Determinized"), "{text}");
}
