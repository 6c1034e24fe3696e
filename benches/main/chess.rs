//! Chess perft, side by side with cozy-chess and shakmaty.
//!
//! Two measures per position, each for every crate:
//! - `perft_bulk`: the leaves are counted, not played (the moves of the last ply are
//!   only generated and counted: `boardcore::perft`, cozy-chess's popcount of
//!   `PieceMoves`, shakmaty's `legal_moves().len()`);
//! - `perft_played`: every move down to the leaves is played on a copy (copy-make),
//!   the cost of a full generate-copy-play cycle per node.
//!
//! `ours` plays with `Position::play_unchecked_into` (the copy-make step that reads
//! the parent, not the copy); `ours-game` is the same count through the generic
//! `boardcore::Game` trait (`boardcore::perft_played`). In bulk counting `ours` is the
//! generic `boardcore::perft`, the crate's only perft. Node counts are asserted once
//! per benchmark, outside the timed loop.

use benches::chess_perft::{cozy_bulk, cozy_played, ours_played, shakmaty_played};
use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use std::hint::black_box;
use std::time::Duration;

/// A position to count from: name, FEN, depth and the published node count.
struct Case {
    name: &'static str,
    fen: &'static str,
    depth: u32,
    nodes: u64,
}

const CASES: &[Case] = &[
    Case {
        name: "start_d5",
        fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        depth: 5,
        nodes: 4_865_609,
    },
    Case {
        name: "kiwipete_d4",
        fen: "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        depth: 4,
        nodes: 4_085_603,
    },
];

/// Benchmarks `count` under `group/case`, after checking its node count once.
fn bench(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    crate_name: &str,
    case: &Case,
    count: impl Fn() -> u64,
) {
    assert_eq!(
        count(),
        case.nodes,
        "{crate_name} perft({}) of {}",
        case.depth,
        case.fen
    );
    group.bench_function(BenchmarkId::new(case.name, crate_name), |b| {
        b.iter(&count);
    });
}

/// The perft benchmarks: `chess/perft_bulk/<case>/<crate>` and
/// `chess/perft_played/<case>/<crate>`.
pub fn perft(c: &mut Criterion) {
    for played in [false, true] {
        let mut group = c.benchmark_group(if played {
            "chess/perft_played"
        } else {
            "chess/perft_bulk"
        });
        // About 10 to 150 ms per iteration: few flat samples keep `cargo bench` to a
        // few minutes on two cores.
        group
            .sampling_mode(SamplingMode::Flat)
            .sample_size(10)
            .warm_up_time(Duration::from_secs(1))
            .measurement_time(Duration::from_secs(4));
        for case in CASES {
            let ours = ::chess::Position::from_fen(case.fen, ::chess::Strictness::Strict)
                .expect("valid FEN");
            let cozy = cozy_chess::Board::from_fen(case.fen, false).expect("valid FEN");
            let shakmaty: shakmaty::Chess = case
                .fen
                .parse::<shakmaty::fen::Fen>()
                .expect("valid FEN")
                .into_position(shakmaty::CastlingMode::Standard)
                .expect("legal position");
            let depth = case.depth;
            group.throughput(Throughput::Elements(case.nodes));
            if played {
                bench(&mut group, "ours", case, || {
                    ours_played(black_box(&ours), black_box(depth))
                });
                bench(&mut group, "ours-game", case, || {
                    boardcore::perft_played(black_box(&ours), black_box(depth))
                });
                bench(&mut group, "cozy-chess", case, || {
                    cozy_played(black_box(&cozy), black_box(depth))
                });
                bench(&mut group, "shakmaty", case, || {
                    shakmaty_played(black_box(&shakmaty), black_box(depth))
                });
            } else {
                bench(&mut group, "ours", case, || {
                    boardcore::perft(black_box(&ours), black_box(depth))
                });
                bench(&mut group, "cozy-chess", case, || {
                    cozy_bulk(black_box(&cozy), black_box(depth))
                });
                bench(&mut group, "shakmaty", case, || {
                    shakmaty::perft(black_box(&shakmaty), black_box(depth))
                });
            }
        }
        group.finish();
    }
}

/// Reads `../shared/data/chess/pgn/kasparov.pgn` (1,962 real games), or `None` with a
/// message where the shared data is absent.
fn kasparov_pgn() -> Option<Vec<u8>> {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/data/chess/pgn/kasparov.pgn");
    match std::fs::read(&path) {
        Ok(data) => Some(data),
        Err(e) => {
            eprintln!("skipping the PGN benchmarks: {}: {e}", path.display());
            None
        }
    }
}

/// The PGN benchmarks, in bytes per second over kasparov.pgn: `chess/pgn/read`
/// (splitting into games, tags, movetext tokens, comments) and `chess/pgn/replay`
/// (reading, then checking every move of every game against the rules).
pub fn pgn(c: &mut Criterion) {
    let Some(data) = kasparov_pgn() else {
        return;
    };
    let mut group = c.benchmark_group("chess/pgn");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4))
        .throughput(Throughput::Bytes(data.len() as u64));
    let games = ::chess::notation::pgn::Reader::from_bytes(&data).count();
    assert_eq!(games, 1962, "kasparov.pgn has 1,962 games");
    group.bench_function("read", |b| {
        b.iter(|| ::chess::notation::pgn::Reader::from_bytes(black_box(&data)).count());
    });
    group.bench_function("replay", |b| {
        b.iter(|| {
            ::chess::notation::pgn::Reader::from_bytes(black_box(&data))
                .filter_map(|game| game.ok()?.replay().ok())
                .map(|replay| replay.history.moves().len())
                .sum::<usize>()
        });
    });
    group.finish();
}
