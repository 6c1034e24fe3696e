//! Smokkelen perft (bulk counting) from start positions, and random playouts.
//!
//! `smokkelen/perft_bulk/<case>`: `boardcore::perft`, whose last ply is counted by
//! `legal_move_count` (popcounts of destination sets), not played.
//! `smokkelen/playout`: random games to the end from seeded random starts.

use boardcore::rand::SeedableRng;
use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use rand_chacha::ChaCha8Rng;
use smokkelen::Position;
use std::hint::black_box;
use std::time::Duration;

/// The perft benchmarks (node counts cross-checked by the crate's slow generator).
pub fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("smokkelen/perft_bulk");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    for (name, pos, depth, nodes) in [
        ("start_d3", Position::default(), 3, 816_678u64),
        ("start_d4", Position::default(), 4, 0),
        ("seed1_d3", Position::from_seed(1), 3, 0),
    ] {
        let count = boardcore::perft(&pos, depth);
        if nodes != 0 {
            assert_eq!(count, nodes, "perft({depth}) of {pos}");
        }
        group.throughput(Throughput::Elements(count));
        group.bench_function(BenchmarkId::new(name, "ours"), |b| {
            b.iter(|| boardcore::perft(black_box(&pos), black_box(depth)));
        });
    }
    group.finish();
}

/// Random playouts from seeded random starts, 100 games per iteration.
pub fn playout(c: &mut Criterion) {
    let mut group = c.benchmark_group("smokkelen/playout");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(100));
    group.bench_function("random_100", |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        b.iter(|| {
            for _ in 0..100 {
                let start = Position::random_start(&mut rng);
                black_box(boardcore::random_playout(&start, &mut rng, 1000));
            }
        });
    });
    group.finish();
}
