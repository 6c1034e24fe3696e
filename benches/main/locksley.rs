//! Robin of Locksley: random playouts of whole games (the deal included), with the
//! placeholder content on the standard track.
//!
//! `locksley/playout/fast`: `Position::random_playout` (no move list kept, 1000
//! games per iteration); `locksley/playout/generic`: `boardcore::random_playout`
//! (the same games from the same generator). Throughput is in games.

use boardcore::rand::SeedableRng;
use criterion::{BenchmarkId, Criterion, Throughput};
use locksley::Position;
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Duration;

/// Random playouts of whole games, 1000 per iteration.
pub fn playout(c: &mut Criterion) {
    let mut group = c.benchmark_group("locksley/playout");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    group.throughput(Throughput::Elements(1000));
    let start = Position::default();
    group.bench_function(BenchmarkId::new("fast", "standard"), |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        b.iter(|| {
            for _ in 0..1000 {
                black_box(black_box(&start).random_playout(&mut rng));
            }
        });
    });
    group.bench_function(BenchmarkId::new("generic", "standard"), |b| {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        b.iter(|| {
            for _ in 0..1000 {
                black_box(boardcore::random_playout(
                    black_box(&start),
                    &mut rng,
                    100_000,
                ));
            }
        });
    });
    group.finish();
}
