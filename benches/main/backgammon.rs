//! Backgammon move generation: all legal plays of all 21 rolls over the 2,000 wildbg
//! benchmark positions (`../shared/data/backgammon/wildbg-bench/`), side by side with
//! the crates.io `backgammon` crate (0.20, `available_moves`).
//!
//! `backgammon/all_rolls/ours`: `Position::for_each_play` for each position and roll,
//! every resulting position generated (and passed to `black_box`); the throughput is
//! the number of distinct resulting positions, 664,478 (with a roll that has no play
//! counted as 1, as wildbg's own benchmark counts: 667,603).
//! `backgammon/all_rolls/crate-backgammon-0.20`: `Board::available_moves` of the
//! crates.io crate on the same positions and rolls; its throughput is counted in the
//! same unit (our distinct positions), although it returns move sequences (with
//! duplicates and partial plays, see the README).
//!
//! Before the timing, the crates.io crate's plays are compared with gnubg's on
//! `movegen.tsv` and a summary is printed to stderr.

use backgammon::{Dice, Position};
use backgammon_crates_io::rules::{Board, Move, Player, Position as Point, Roll};
use criterion::{BenchmarkId, Criterion, SamplingMode, Throughput};
use std::collections::BTreeSet;
use std::hint::black_box;
use std::path::PathBuf;
use std::time::Duration;

fn shared(rel: &str) -> Option<String> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../shared/data/backgammon")
        .join(rel);
    match std::fs::read_to_string(&path) {
        Ok(text) => Some(text),
        Err(e) => {
            eprintln!("skipping backgammon benches: {}: {e}", path.display());
            None
        }
    }
}

/// The 2,000 wildbg benchmark positions (contact then race).
fn positions() -> Option<Vec<Position>> {
    let mut out = Vec::new();
    for set in ["contact", "race"] {
        let text = shared(&format!("wildbg-bench/{set}.csv"))?;
        out.extend(
            text.lines()
                .map(|l| l.trim().parse::<Position>().expect("valid Position ID")),
        );
    }
    Some(out)
}

/// The board of the crates.io crate for `pos`: our mover is its `Player0`.
fn their_board(pos: &Position) -> Board {
    let mut b = Board::new();
    b.empty_board().expect("empty");
    for (player, side) in [
        (Player::Player0, Position::mover as fn(&Position, u8) -> u8),
        (Player::Player1, Position::opponent),
    ] {
        for p in 1..=24u8 {
            let n = side(pos, p);
            if n > 0 {
                b.set_checkers(player, Point::Board(usize::from(p)), n as i8)
                    .expect("a valid board");
            }
        }
        let bar = side(pos, 25);
        if bar > 0 {
            b.set_checkers(player, Point::Bar, bar as i8).expect("bar");
        }
        let off = side(pos, 0);
        if off > 0 {
            b.set_checkers(player, Point::Off, off as i8).expect("off");
        }
    }
    b
}

/// Our position (mover = `Player0`) of a board of the crates.io crate.
fn from_their_board(b: &Board) -> Option<Position> {
    let d = b.to_board_display();
    let mut setup = backgammon::Setup::default();
    for (i, &c) in d.board.iter().enumerate() {
        let p = i + 1;
        if c > 0 {
            setup.mover[p] = c as u8;
        } else if c < 0 {
            setup.opponent[25 - p] = (-c) as u8;
        }
    }
    setup.mover[25] = d.bar.0;
    setup.opponent[25] = d.bar.1;
    Position::try_from(setup).ok()
}

fn their_point(p: Point) -> u8 {
    match p {
        Point::Board(n) => n as u8,
        Point::Bar => 25,
        Point::Off => 0,
    }
}

/// Compares the crates.io crate's plays with gnubg's on `movegen.tsv`.
fn compare_with_gnubg() {
    let Some(text) = shared("movegen.tsv") else {
        return;
    };
    let (mut cases, mut equal, mut missing, mut extra, mut dups, mut raw, mut errors) =
        (0, 0, 0, 0, 0u64, 0u64, 0);
    let mut examples = Vec::new();
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let pos: Position = cols[0].parse().expect("position");
        let dice: Dice = cols[1].parse().expect("dice");
        let gnubg: BTreeSet<String> = cols
            .get(4)
            .map(|c| {
                c.split(' ')
                    .filter(|s| !s.is_empty())
                    .map(String::from)
                    .collect()
            })
            .unwrap_or_default();
        cases += 1;
        let mut board = their_board(&pos);
        board
            .set_dice(Player::Player0, (dice.high(), dice.low()))
            .expect("dice");
        let Ok(seqs) = board.available_moves(Player::Player0) else {
            errors += 1;
            continue;
        };
        raw += seqs.len() as u64;
        let mut theirs = BTreeSet::new();
        for seq in &seqs {
            let mut b = board.clone();
            let moves: Vec<(u8, u8)> = seq
                .iter()
                .map(|&(f, t)| (their_point(f), their_point(t)))
                .collect();
            match b.move_checkers(Player::Player0, seq.clone()) {
                Ok(()) => match from_their_board(&b) {
                    Some(child) => {
                        theirs.insert(child.to_string());
                    }
                    None => errors += 1,
                },
                Err(_) => {
                    // Their own sequence does not replay; apply it ourselves.
                    match pos.resolve_play(dice, &moves) {
                        Ok(_) => {}
                        Err(_) => errors += 1,
                    }
                }
            }
        }
        dups += seqs.len() as u64 - theirs.len() as u64;
        let m = gnubg.difference(&theirs).count();
        let x = theirs.difference(&gnubg).count();
        if m == 0 && x == 0 {
            equal += 1;
        } else {
            missing += m;
            extra += x;
            if examples.len() < 5 {
                examples.push(format!(
                    "{} {}: gnubg {} plays, theirs {} distinct ({} missing, {} extra)",
                    cols[0],
                    cols[1],
                    gnubg.len(),
                    theirs.len(),
                    m,
                    x
                ));
            }
        }
    }
    eprintln!(
        "crates.io backgammon 0.20 vs gnubg on movegen.tsv: {equal} of {cases} (position, roll) \
         cases give gnubg's set of positions; {} differ ({missing} gnubg positions missing, \
         {extra} extra positions, e.g. partial plays); {raw} sequences returned for the \
         distinct positions ({dups} duplicates); {errors} sequences that do not replay",
        cases - equal
    );
    for e in examples {
        eprintln!("  {e}");
    }
}

/// All plays of all 21 rolls over the 2,000 positions, ours and the crates.io crate's.
pub fn all_rolls(c: &mut Criterion) {
    let Some(positions) = positions() else {
        return;
    };
    compare_with_gnubg();
    let distinct: u64 = positions
        .iter()
        .flat_map(|p| Dice::ALL.iter().map(move |&d| p.count_plays(d) as u64))
        .sum();
    let wildbg_counting: u64 = positions
        .iter()
        .flat_map(|p| {
            Dice::ALL
                .iter()
                .map(move |&d| p.count_plays(d).max(1) as u64)
        })
        .sum();
    assert_eq!(
        wildbg_counting,
        218_356 + 185_957 + 140_720 + 122_570,
        "the wildbg totals"
    );
    let mut group = c.benchmark_group("backgammon/all_rolls");
    group
        .sampling_mode(SamplingMode::Flat)
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(4));
    group.throughput(Throughput::Elements(distinct));
    group.bench_function(BenchmarkId::new("ours", distinct), |b| {
        b.iter(|| {
            let mut n = 0u64;
            for pos in &positions {
                for &d in &Dice::ALL {
                    pos.for_each_play(d, |child, _| {
                        black_box(child);
                        n += 1;
                    });
                }
            }
            assert_eq!(n, distinct);
            n
        });
    });
    let boards: Vec<Board> = positions.iter().map(their_board).collect();
    group.bench_function(BenchmarkId::new("crate-backgammon-0.20", distinct), |b| {
        b.iter(|| {
            let mut n = 0u64;
            for board in &boards {
                for &d in &Dice::ALL {
                    let mut board = board.clone();
                    board
                        .set_dice(Player::Player0, (d.high(), d.low()))
                        .expect("dice");
                    n += black_box(board.available_moves(Player::Player0))
                        .map_or(0, |m| m.len() as u64);
                }
            }
            n
        });
    });
    group.finish();
}
