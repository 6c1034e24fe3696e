//! MCTS: iterations per second of `search::Mcts` from a start position of each game
//! (one tree, no tree reuse, random rollouts to the end of the game unless a cut-off
//! is named).
//!
//! Backgammon is played without the cube and resignations (random players double,
//! drop and resign within a few plies); backgammon and locksley start after the
//! opening chance outcomes.
//!
//! `search/mcts/<game>`: one search of `N` iterations per criterion iteration;
//! throughput is in MCTS iterations (selection, expansion, rollout, update).

use boardcore::Game;
use boardcore::rand::SeedableRng;
use criterion::{BenchmarkId, Criterion, Throughput};
use search::{Agent, Budget, Mcts, SearchRng};
use std::hint::black_box;
use std::time::Duration;

/// Benches `iterations` MCTS iterations from `start`, rollouts cut off after `cutoff`
/// plies if given.
fn bench_game<G>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    start: &G,
    iterations: u64,
    cutoff: Option<usize>,
) where
    G: Game + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::View: Send,
    G::Observation: Send + Sync,
{
    group.throughput(Throughput::Elements(iterations));
    group.bench_function(BenchmarkId::new(name, iterations), |b| {
        let mut rng = SearchRng::seed_from_u64(1);
        b.iter(|| {
            let mut mcts = Mcts::new(Budget::Iterations(iterations)).with_tree_reuse(false);
            if let Some(c) = cutoff {
                mcts = mcts.with_cutoff(c);
            }
            black_box(mcts.choose(black_box(start), &mut rng))
        });
    });
}

/// Returns `pos` after chance outcomes drawn with `rng` (the opening roll, the
/// deal), where a player is to move.
fn to_move<G: Game>(mut pos: G, rng: &mut SearchRng) -> G {
    while pos.turn().player().is_none() {
        let outcome = pos.sample_chance(rng).expect("a chance node");
        pos.play_unchecked(outcome);
    }
    pos
}

/// MCTS iterations per second, one bench per game.
pub fn mcts(c: &mut Criterion) {
    let mut group = c.benchmark_group("search/mcts");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    bench_game(&mut group, "chess", &chess::History::default(), 100, None);
    let english = draughts::History::new(draughts::Position::new(draughts::Variant::English));
    bench_game(&mut group, "draughts-english", &english, 200, None);
    let international = draughts::History::default();
    bench_game(
        &mut group,
        "draughts-international",
        &international,
        100,
        None,
    );
    let mut dice = SearchRng::seed_from_u64(1);
    // Random players double and drop within a few plies: bench the checker play.
    let nocube = backgammon::Rules {
        cube: false,
        resignations: false,
        ..backgammon::Rules::MONEY
    };
    let backgammon = to_move(
        backgammon::GameState::money(nocube).expect("valid rules"),
        &mut dice,
    );
    bench_game(
        &mut group,
        "backgammon-nocube-noresign",
        &backgammon,
        200,
        None,
    );
    for rules in ["draw-6-2", "block-6-4+teams"] {
        let rules: dominoes::Rules = rules.parse().expect("valid rules");
        let deal = dominoes::Position::deal(rules, &mut dice).expect("valid rules");
        bench_game(&mut group, &format!("dominoes-{rules}"), &deal, 1000, None);
    }
    bench_game(
        &mut group,
        "smokkelen",
        &smokkelen::History::default(),
        100,
        None,
    );
    bench_game(
        &mut group,
        "robijn-cutoff-100",
        &robijn::History::default(),
        200,
        Some(100),
    );
    let locksley = to_move(locksley::Position::default(), &mut dice);
    bench_game(&mut group, "locksley", &locksley, 200, None);
    group.finish();
}
