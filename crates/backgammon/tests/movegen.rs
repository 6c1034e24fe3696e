//! The legal plays against GNU Backgammon 1.07 (`../shared/data/backgammon`).

use backgammon::{Dice, Position};
use boardcore::testing::shared_data;
use std::collections::BTreeSet;

fn read(rel: &str) -> Option<String> {
    let path = shared_data(env!("CARGO_MANIFEST_DIR"), rel)?;
    Some(std::fs::read_to_string(path).expect("readable shared data"))
}

/// For every position and roll of `movegen.tsv`, the set of resulting positions (in the
/// mover's orientation) equals gnubg's, and no two plays reach the same position, for
/// the fast generator and for the reference generator alike.
#[test]
fn movegen_equals_gnubg() {
    let Some(text) = read("backgammon/movegen.tsv") else {
        return;
    };
    let mut rows = 0;
    let mut failures = Vec::new();
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let pos: Position = cols[0].parse().expect("valid position ID");
        let dice: Dice = cols[1].parse().expect("valid roll");
        let n: usize = cols[3].parse().expect("count");
        let expected: BTreeSet<&str> = cols
            .get(4)
            .map(|c| c.split(' ').filter(|s| !s.is_empty()).collect())
            .unwrap_or_default();
        assert_eq!(expected.len(), n, "the data itself: {line}");
        let children = pos.plays_and_children(dice);
        let ids: Vec<String> = children.iter().map(|(_, c)| c.to_string()).collect();
        let got: BTreeSet<&str> = ids.iter().map(String::as_str).collect();
        if got.len() != ids.len() || got != expected {
            failures.push(format!(
                "{} {}: got {} plays ({} distinct), gnubg {}; missing {:?}, extra {:?}",
                cols[0],
                cols[1],
                ids.len(),
                got.len(),
                n,
                expected.difference(&got).collect::<Vec<_>>(),
                got.difference(&expected).collect::<Vec<_>>()
            ));
        }
        // The reference generator (the differential tests' oracle) must match too.
        let mut reference = Vec::new();
        pos.for_each_play_reference(dice, |c, _| reference.push(c.to_string()));
        let reference_set: BTreeSet<&str> = reference.iter().map(String::as_str).collect();
        if reference_set.len() != reference.len() || reference_set != expected {
            failures.push(format!(
                "{} {}: the reference generator gives {} plays ({} distinct), gnubg {}",
                cols[0],
                cols[1],
                reference.len(),
                reference_set.len(),
                n
            ));
        }
        rows += 1;
    }
    assert_eq!(rows, 246 * 21);
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}

/// The play counts of wildbg's 2 x 1000 benchmark positions equal gnubg's, and the four
/// totals (a roll without a play counted as 1) are wildbg's.
#[test]
fn wildbg_bench_counts() {
    let Some(text) = read("backgammon/wildbg-bench-counts.tsv") else {
        return;
    };
    let mut totals = std::collections::BTreeMap::new();
    let mut mismatches = 0;
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        let pos: Position = cols[0].parse().expect("valid position ID");
        let dice: Dice = cols[2].parse().expect("valid roll");
        let n: usize = cols[3].parse().expect("count");
        let got = pos.count_plays(dice);
        if got != n {
            mismatches += 1;
        }
        *totals
            .entry((cols[1].to_string(), dice.is_double()))
            .or_insert(0) += got.max(1);
    }
    assert_eq!(mismatches, 0);
    let t = |s: &str, d: bool| totals[&(s.to_string(), d)];
    assert_eq!(
        [
            t("contact", true),
            t("contact", false),
            t("race", true),
            t("race", false)
        ],
        [218_356, 185_957, 140_720, 122_570]
    );
}

/// The benchmark position files hold the positions the counts name.
#[test]
fn wildbg_bench_positions_parse() {
    for set in ["contact", "race"] {
        let Some(text) = read(&format!("backgammon/wildbg-bench/{set}.csv")) else {
            return;
        };
        let ids: Vec<Position> = text
            .lines()
            .map(|l| l.trim().parse().expect("valid ID"))
            .collect();
        assert_eq!(ids.len(), 1000);
        for p in ids {
            assert_eq!(p.to_string().parse::<Position>(), Ok(p));
        }
    }
}

/// Every placement of up to three of the mover's checkers on the points and the bar,
/// and of four in the home board and on the bar, against a few opponent layouts
/// (none, blots and made points in the mover's path and home board, a checker on the
/// bar), for all 21 rolls: the fast generator gives the reference generator's
/// positions, each once. Exhaustive where the random positions of the other tests are
/// sparse: bearing off, entering, a lone checker's routes.
#[test]
fn small_positions_match_reference() {
    // Opponent layouts, by point in the mover's numbering (the bar is 25 there too).
    let layouts: [&[(usize, u8)]; 6] = [
        &[],
        &[(4, 1)],
        &[(3, 2), (5, 1)],
        &[(20, 1), (2, 1)],
        &[(6, 2), (1, 1), (25, 1)],
        &[(22, 2), (18, 2), (9, 1)],
    ];
    let mut placements: Vec<Vec<usize>> = vec![vec![]];
    let mut frontier = placements.clone();
    for k in 1..=4 {
        let mut next = Vec::new();
        for p in &frontier {
            let from = p.last().copied().unwrap_or(1);
            for q in from..=25 {
                let mut v = p.clone();
                v.push(q);
                next.push(v);
            }
        }
        frontier = next;
        placements.extend(
            frontier
                .iter()
                .filter(|v| k < 4 || v.iter().all(|&q| q <= 6 || q == 25))
                .cloned(),
        );
    }
    let mut checked = 0;
    for layout in layouts {
        for placement in &placements {
            let mut setup = backgammon::Setup {
                mover: [0; 26],
                opponent: [0; 26],
            };
            for &q in placement {
                setup.mover[q] += 1;
            }
            let clash = layout.iter().any(|&(q, _)| q < 25 && setup.mover[q] > 0);
            if clash {
                continue;
            }
            for &(q, n) in layout {
                let theirs = if q == 25 { 25 } else { 25 - q };
                setup.opponent[theirs] += n;
            }
            let pos = Position::try_from(setup).expect("a valid position");
            for dice in Dice::ALL {
                crate::game::same_as_reference(&pos, dice).unwrap_or_else(|e| panic!("{e}"));
                checked += 1;
            }
        }
    }
    assert!(checked > 300_000, "{checked}");
}
