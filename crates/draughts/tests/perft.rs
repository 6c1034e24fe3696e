//! Every perft number of `../shared/data/draughts/perft.md` (published figures,
//! written here), both conventions where published; counts above `LIMIT` nodes are
//! `#[ignore]`d (run them with `cargo test --release -- --ignored`).

use draughts::{Game, PerftMode, Position, Variant};

/// Counts up to this many nodes run by default.
const LIMIT: u64 = 12_000_000;

const INTL_START_DROP: &[u64] = &[
    9, 81, 658, 4265, 27117, 167140, 1049442, 6483961, 41022423, 258895763, 1665861398,
];
const INTL_START_KEEP: &[u64] = &[
    9, 81, 658, 4265, 27117, 167140, 1049442, 6483971, 41022614, 258935682, 1666207133,
];
const ENG_START_KEEP: &[u64] = &[
    7,
    49,
    302,
    1469,
    7361,
    36768,
    179740,
    845931,
    3963680,
    18391564,
    85242128,
    388623673,
    1766623630,
    7978439499,
    36263167175,
];
const ENG_START_DROP: &[u64] = &[
    7, 49, 302, 1469, 7361, 36768, 179740, 845931, 3963680, 18391564, 85242128, 388617999,
    1766564893,
];

/// (name, FEN, mode, counts from depth 1) of the other international positions.
const INTL: &[(&str, &str, PerftMode, &[u64])] = &[
    (
        "Random178",
        "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
        PerftMode::DropDuplicates,
        &[
            14, 55, 1168, 5432, 87195, 629010, 9041010, 86724219, 1216917193,
        ],
    ),
    (
        "Woldouby",
        "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
        PerftMode::DropDuplicates,
        &[
            6, 12, 30, 73, 215, 590, 1944, 6269, 22369, 88050, 377436, 1910989, 9872645, 58360286,
            346184885,
        ],
    ),
    (
        "AllKings",
        "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,K47,K48,K49,K50:BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,K15,K16,K17,K18,K19,K20",
        PerftMode::DropDuplicates,
        &[
            17, 79, 352, 1399, 7062, 37589, 217575, 1333217, 8558321, 58381162, 417920283,
        ],
    ),
    (
        "AlmostPromotion",
        "W:W6,7,8,9,10:B41,42,43,44,45",
        PerftMode::DropDuplicates,
        &[
            9, 81, 795, 7578, 86351, 936311, 11448262, 138362698, 1799526674,
        ],
    ),
    (
        "FrontRows (keep)",
        "W:B16,17,18,19,20:W31,32,33,34,35",
        PerftMode::KeepDuplicates,
        &[
            9, 81, 534, 2538, 9052, 29999, 98971, 310315, 1008317, 3174159, 10369533,
        ],
    ),
];

/// FrontRows in the drop convention: (depth, count).
const FRONT_ROWS_DROP: &[(u32, u64)] = &[(9, 1008313), (10, 3174155), (11, 10369511)];

fn check(pos: &Position, mode: PerftMode, counts: &[u64], deep: bool) {
    for (i, &n) in counts.iter().enumerate() {
        if (n > LIMIT) != deep {
            continue;
        }
        let depth = i as u32 + 1;
        assert_eq!(
            pos.perft_with(depth, mode),
            n,
            "{pos} depth {depth} {mode:?}"
        );
    }
}

fn all(deep: bool) {
    let intl = Position::new(Variant::International);
    check(&intl, PerftMode::DropDuplicates, INTL_START_DROP, deep);
    check(&intl, PerftMode::KeepDuplicates, INTL_START_KEEP, deep);
    let eng = Position::new(Variant::English);
    check(&eng, PerftMode::KeepDuplicates, ENG_START_KEEP, deep);
    check(&eng, PerftMode::DropDuplicates, ENG_START_DROP, deep);
    for &(name, fen, mode, counts) in INTL {
        let pos = Position::from_fen(fen, Variant::International).expect(name);
        check(&pos, mode, counts, deep);
    }
    let front = Position::from_fen("W:B16,17,18,19,20:W31,32,33,34,35", Variant::International)
        .expect("FrontRows");
    for &(depth, n) in FRONT_ROWS_DROP {
        if (n > LIMIT) == deep {
            assert_eq!(front.perft(depth), n, "FrontRows drop depth {depth}");
        }
    }
}

#[test]
fn published_perft() {
    all(false);
}

#[test]
#[ignore = "deep perft: run with --release -- --ignored"]
fn published_perft_deep() {
    all(true);
}

#[test]
fn duplicate_probes() {
    // International: a king takes four pieces around a square in either direction.
    let intl = Position::from_fen("W:WK2:B7,8,17,18", Variant::International).expect("probe");
    assert_eq!(intl.perft_keep_duplicates(1), 2);
    assert_eq!(intl.perft(1), 1);
    // English: the king loops back to its start square 10x19x26x17x10.
    let eng = Position::from_fen("W:WK10:B14,15,22,23", Variant::English).expect("probe");
    assert_eq!(eng.perft_keep_duplicates(1), 2);
    assert_eq!(eng.perft(1), 1);
    let mv = eng.legal_moves()[0];
    assert_eq!(mv.from(), mv.to());
    assert_eq!(mv.captured().len(), 4);
}

#[test]
fn trait_perft_is_the_default_convention() {
    let intl = Position::new(Variant::International);
    assert_eq!(boardcore::perft(&intl, 5), 27117);
    let eng = Position::new(Variant::English);
    assert_eq!(boardcore::perft(&eng, 6), 36768);
    assert_eq!(boardcore::perft_played(&eng, 4), 1469);
    let woldouby = Position::from_fen(
        "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38",
        Variant::International,
    )
    .expect("valid");
    assert_eq!(boardcore::perft(&woldouby, 8), 6269);
    assert_eq!(Game::legal_move_count(&woldouby), 6);
}
