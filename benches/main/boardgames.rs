//! The object-safe API of `boardgames` against the generic static path: random
//! playouts of every game through `Box<dyn State>` (`dyn`) and through
//! `boardcore::random_playout` on the same complete type (`static`).
//!
//! `boardgames/<game>/static|dyn`: 20 seeded playouts per iteration from the start,
//! at most 1000 plies each (Robijn 300); the throughput is in plies, so the two rows
//! of a game compare per ply even where their random games differ in length (the two
//! paths draw different moves from the same seeds: `dyn` picks among ids sorted).

use boardcore::Game;
use criterion::{BenchmarkGroup, Criterion, Throughput, measurement::WallTime};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Duration;

const GAMES: u64 = 20;

/// Benches `static` (the generic path on `start`) and `dyn` (game string `spec`).
fn pair<G: Game>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    spec: &str,
    start: &G,
    max_plies: usize,
) {
    let game = boardgames::load(spec).expect("a registered game");
    assert_eq!(
        game.new_initial_state().to_string(),
        start.to_string(),
        "{spec}: the same start"
    );
    let static_plies: u64 = (0..GAMES)
        .map(|i| {
            boardcore::random_playout(start, &mut boardcore::playout_rng(1, i), max_plies)
                .moves
                .len() as u64
        })
        .sum();
    let dyn_plies: u64 = (0..GAMES)
        .map(|i| {
            let mut state = game.new_initial_state();
            boardgames::random_playout(state.as_mut(), &mut boardcore::playout_rng(1, i), max_plies)
                as u64
        })
        .sum();
    group.throughput(Throughput::Elements(static_plies));
    group.bench_function(format!("{spec}/static"), |b| {
        b.iter(|| {
            for i in 0..GAMES {
                let mut rng = boardcore::playout_rng(1, i);
                black_box(boardcore::random_playout(start, &mut rng, max_plies));
            }
        });
    });
    group.throughput(Throughput::Elements(dyn_plies));
    group.bench_function(format!("{spec}/dyn"), |b| {
        b.iter(|| {
            for i in 0..GAMES {
                let mut rng: ChaCha8Rng = boardcore::playout_rng(1, i);
                let mut state = game.new_initial_state();
                black_box(boardgames::random_playout(
                    state.as_mut(),
                    &mut rng,
                    max_plies,
                ));
            }
        });
    });
}

/// Random playouts of every game, static and dyn.
pub fn playout(c: &mut Criterion) {
    let mut group = c.benchmark_group("boardgames");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2));
    pair(
        &mut group,
        "chess",
        &chess::History::new(chess::Position::new()),
        1000,
    );
    pair(
        &mut group,
        "draughts",
        &draughts::History::new(draughts::Position::new(draughts::Variant::International)),
        1000,
    );
    let money = backgammon::Rules {
        resignations: false,
        ..backgammon::Rules::MONEY
    };
    pair(
        &mut group,
        "backgammon-nocube",
        &backgammon::Match::money_session(
            1,
            backgammon::Rules {
                cube: false,
                ..money
            },
        )
        .expect("money rules"),
        1000,
    );
    pair(
        &mut group,
        "backgammon-match",
        &backgammon::Match::new(
            5,
            backgammon::Rules {
                resignations: false,
                ..backgammon::Rules::MATCH
            },
        )
        .expect("match rules"),
        1000,
    );
    pair(
        &mut group,
        "dominoes-draw",
        &dominoes::Position::new(dominoes::Rules::default()).expect("valid rules"),
        1000,
    );
    pair(
        &mut group,
        "robijn",
        &robijn::History::new(robijn::Position::new()),
        300,
    );
    pair(
        &mut group,
        "smokkelen",
        &smokkelen::History::new(smokkelen::Position::default()),
        1000,
    );
    pair(&mut group, "locksley", &locksley::Position::default(), 1000);
    group.finish();
}
