//! Dominoes: perft from a fixed deal, and random playouts of whole hands (deal
//! included).
//!
//! `dominoes/perft_bulk/<case>`: `boardcore::perft` from the position after a seeded
//! deal (counts cross-checked by the crate's slow generator).
//! `dominoes/playout/<rules>`: whole hands from the start of the deal, 1000 per
//! iteration: `fast` is `Position::random_playout` (no log, no move lists),
//! `generic` is `boardcore::random_playout`.

use boardcore::rand::SeedableRng;
use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use dominoes::{Position, Rules};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Duration;

/// Perft from fixed deals.
pub fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("dominoes/perft_bulk");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    for (name, rules, depth) in [
        ("draw-6-2_d8", "draw-6-2", 8),
        ("block-6-2_d10", "block-6-2", 10),
    ] {
        let rules: Rules = rules.parse().expect("valid rules");
        let pos = Position::deal(rules, &mut ChaCha8Rng::seed_from_u64(1)).expect("valid rules");
        let count = boardcore::perft(&pos, depth);
        group.throughput(Throughput::Elements(count));
        group.bench_function(BenchmarkId::new(name, count), |b| {
            b.iter(|| boardcore::perft(black_box(&pos), black_box(depth)));
        });
    }
    group.finish();
}

/// Random playouts of whole hands, deal included, 1000 per iteration.
pub fn playout(c: &mut Criterion) {
    let mut group = c.benchmark_group("dominoes/playout");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    group.throughput(Throughput::Elements(1000));
    for rules in ["block-6-2", "draw-6-2", "block-6-4+teams", "draw-6-4+teams"] {
        let start = Position::new(rules.parse().expect("valid rules")).expect("valid rules");
        group.bench_function(BenchmarkId::new("fast", rules), |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            b.iter(|| {
                for _ in 0..1000 {
                    black_box(start.random_playout(&mut rng));
                }
            });
        });
        group.bench_function(BenchmarkId::new("generic", rules), |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            b.iter(|| {
                for _ in 0..1000 {
                    black_box(boardcore::random_playout(&start, &mut rng, 1000));
                }
            });
        });
    }
    group.finish();
}
