//! Draughts perft (bulk counting) from the international and English starts and
//! three capture-heavy positions (Woldouby's, Random178 and AllKings, with king
//! captures), and random playouts.
//!
//! `draughts/perft_bulk/<case>`: `Position::perft` (drop duplicates), whose last
//! ply is counted without playing it (popcounts where no capture is possible). The
//! node counts are the published ones (`../shared/data/draughts/perft.md`).
//! `draughts/playout`: random games to the end from the two starts. The comparison
//! with dame-rs is `benches/dame_rs.py`.

use boardcore::rand::SeedableRng;
use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use draughts::{Position, Variant};
use rand_chacha::ChaCha8Rng;
use std::hint::black_box;
use std::time::Duration;

/// The perft benchmarks.
pub fn perft(c: &mut Criterion) {
    let mut group = c.benchmark_group("draughts/perft_bulk");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(5));
    let fen = |fen: &str| Position::from_fen(fen, Variant::International).expect("valid FEN");
    let woldouby = fen("W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38");
    let random178 = fen("B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46");
    let all_kings = fen(
        "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50:BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20",
    );
    for (name, pos, depth, nodes) in [
        (
            "international_start_d7",
            Position::new(Variant::International),
            7,
            1_049_442u64,
        ),
        (
            "international_start_d8",
            Position::new(Variant::International),
            8,
            6_483_961,
        ),
        ("woldouby_d12", woldouby, 12, 1_910_989),
        ("woldouby_d13", woldouby, 13, 9_872_645),
        ("woldouby_d15", woldouby, 15, 346_184_885),
        ("random178_d8", random178, 8, 86_724_219),
        ("allkings_d9", all_kings, 9, 8_558_321),
        (
            "english_start_d10",
            Position::new(Variant::English),
            10,
            18_391_564,
        ),
    ] {
        assert_eq!(pos.perft(depth), nodes, "perft({depth}) of {pos}");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(BenchmarkId::new(name, "ours"), |b| {
            b.iter(|| black_box(&pos).perft(black_box(depth)));
        });
    }
    group.finish();
}

/// Random playouts from both starts, 100 games per iteration.
pub fn playout(c: &mut Criterion) {
    let mut group = c.benchmark_group("draughts/playout");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(100));
    for variant in Variant::ALL {
        group.bench_function(BenchmarkId::new("random_100", variant), |b| {
            let mut rng = ChaCha8Rng::seed_from_u64(1);
            let start = Position::new(variant);
            b.iter(|| {
                for _ in 0..100 {
                    black_box(boardcore::random_playout(&start, &mut rng, 1000));
                }
            });
        });
    }
    group.finish();
}
