//! Robijn: perft from the start position with bulk counting, and random playouts.
//!
//! - `robijn/perft_bulk/start_d4`: `boardcore::perft` (the last ply counted by
//!   popcount of each stone's destination set, not played); the node count is
//!   asserted once, outside the timed loop;
//! - `robijn/playout/random_200`: random playouts of 200 plies from the start
//!   (`boardcore::random_playout` on a bare `Position`; random play rarely ends a
//!   game, so the plies are the unit).

use criterion::{Criterion, SamplingMode, Throughput};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Duration;

/// The perft and playout benchmarks.
pub fn bench(c: &mut Criterion) {
    let start = robijn::Position::default();
    let mut group = c.benchmark_group("robijn/perft_bulk");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    assert_eq!(boardcore::perft(&start, 4), 3_254_416, "robijn perft(4)");
    group.throughput(Throughput::Elements(3_254_416));
    group.bench_function("start_d4", |b| {
        b.iter(|| boardcore::perft(black_box(&start), black_box(4)));
    });
    group.finish();

    let mut group = c.benchmark_group("robijn/playout");
    group
        .sample_size(20)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    group.throughput(Throughput::Elements(1));
    let mut rng = ChaCha8Rng::seed_from_u64(1946);
    group.bench_function("random_200", |b| {
        b.iter(|| {
            boardcore::random_playout(black_box(&start), &mut rng, 200)
                .moves
                .len()
        });
    });
    group.finish();
}
