//! Issue 16's before/after bench: perft and random playouts through each game's
//! `History` (the type the generic `boardcore::History<G>` replaced), built unchanged
//! against the commit before the change (224a7f6^) and against main.
use criterion::{Criterion, criterion_group, criterion_main};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("history_ab");
    g.sample_size(20);
    g.measurement_time(std::time::Duration::from_secs(6));
    let chess = chess::History::default();
    g.bench_function("chess/perft_d4", |b| {
        b.iter(|| boardcore::perft(black_box(&chess), 4))
    });
    g.bench_function("chess/playouts_20", |b| {
        b.iter(|| boardcore::playouts(black_box(&chess), 20, 1, 1000))
    });
    let intl = draughts::History::new(draughts::Position::new(draughts::Variant::International));
    g.bench_function("draughts/perft_d6", |b| {
        b.iter(|| boardcore::perft(black_box(&intl), 6))
    });
    g.bench_function("draughts/playouts_20", |b| {
        b.iter(|| boardcore::playouts(black_box(&intl), 20, 1, 1000))
    });
    let eng = draughts::History::new(draughts::Position::new(draughts::Variant::English));
    g.bench_function("english/perft_d7", |b| {
        b.iter(|| boardcore::perft(black_box(&eng), 7))
    });
    let robijn = robijn::History::default();
    g.bench_function("robijn/perft_d4", |b| {
        b.iter(|| boardcore::perft(black_box(&robijn), 4))
    });
    g.bench_function("robijn/playouts_20", |b| {
        b.iter(|| boardcore::playouts(black_box(&robijn), 20, 1, 1000))
    });
    let smok = smokkelen::History::default();
    g.bench_function("smokkelen/perft_d3", |b| {
        b.iter(|| boardcore::perft(black_box(&smok), 3))
    });
    g.bench_function("smokkelen/playouts_20", |b| {
        b.iter(|| boardcore::playouts(black_box(&smok), 20, 1, 1000))
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
