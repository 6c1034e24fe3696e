//! Property tests of the set-wise `grid::Bitboard` primitives against naive
//! square-by-square versions, on 10x10, 8x8, 5x6 and 5x5 boards.

use boardcore::grid::{Bitboard, Direction, KNIGHT_OFFSETS, Square, leaper_table};
use proptest::prelude::*;
use proptest::sample::subsequence;

/// Returns the set with bits `bits` thinned by `density`: 0 keeps every bit, 1 about
/// half, 2 about a quarter, 3 about an eighth.
fn thin<const W: usize, const H: usize>(bits: [u128; 4], density: u8) -> Bitboard<W, H> {
    let mut b = bits[0];
    for more in &bits[1..=usize::from(density)] {
        b &= more;
    }
    Bitboard::from_bits_truncate(b)
}

/// A random set of bits and a density for [`thin`].
fn sets() -> impl Strategy<Value = ([u128; 4], u8)> {
    (any::<[u128; 4]>(), 0..4u8)
}

/// A random non-empty list of directions, possibly with repeats.
fn directions() -> impl Strategy<Value = Vec<Direction>> {
    prop_oneof![
        subsequence(Direction::ALL.to_vec(), 0..=8),
        prop::collection::vec(prop::sample::select(Direction::ALL.to_vec()), 0..6),
    ]
}

/// The naive dilation: the neighbours of each square, one step at a time.
fn naive_dilate<const W: usize, const H: usize>(set: Bitboard<W, H>) -> Bitboard<W, H> {
    set.iter()
        .flat_map(|s| Direction::ALL.into_iter().filter_map(move |d| s.step(d)))
        .collect()
}

/// The naive occluded fill: walk from each square while the squares are empty.
fn naive_fill<const W: usize, const H: usize>(
    set: Bitboard<W, H>,
    dir: Direction,
    empty: Bitboard<W, H>,
) -> Bitboard<W, H> {
    let mut fill = Bitboard::EMPTY;
    for s in set {
        let mut at = s.step(dir);
        while let Some(sq) = at.filter(|&sq| empty.contains(sq)) {
            fill.insert(sq);
            at = sq.step(dir);
        }
    }
    fill
}

/// The naive jump closure: a depth-first search of single jumps, square by square.
fn naive_jumps<const W: usize, const H: usize>(
    from: Bitboard<W, H>,
    occupied: Bitboard<W, H>,
    dirs: &[Direction],
) -> Bitboard<W, H> {
    let occupied = occupied - from;
    let mut reached = Bitboard::EMPTY;
    let mut stack: Vec<Square<W, H>> = from.iter().collect();
    while let Some(s) = stack.pop() {
        for &d in dirs {
            let Some(over) = s.step(d) else { continue };
            let Some(to) = over.step(d) else { continue };
            if occupied.contains(over) && !occupied.contains(to) && reached.insert(to) {
                stack.push(to);
            }
        }
    }
    reached
}

/// Checks every primitive on one `W` x `H` board against its naive version.
fn check_all<const W: usize, const H: usize>(
    a: ([u128; 4], u8),
    b: ([u128; 4], u8),
    dir: Direction,
    dirs: &[Direction],
) -> Result<(), TestCaseError> {
    let set: Bitboard<W, H> = thin(a.0, a.1);
    let other: Bitboard<W, H> = thin(b.0, b.1);

    prop_assert_eq!(set.dilate(), naive_dilate(set));

    prop_assert_eq!(set.fill_occluded(dir, other), naive_fill(set, dir, other));
    let slides = set.iter().fold(Bitboard::EMPTY, |acc, s| {
        acc | Bitboard::slide(s, dir, other)
    });
    prop_assert_eq!(set.slide_all(dir, other), slides);

    prop_assert_eq!(
        Bitboard::jump_closure(set, other, dirs),
        naive_jumps(set, other, dirs)
    );
    // One stone at a time, the closure is the naive one with only its own origin empty.
    if let Some(s) = set.first() {
        let one = s.to_bitboard();
        prop_assert_eq!(
            Bitboard::jump_closure(one, other | set, dirs),
            naive_jumps(one, other | set, dirs)
        );
    }

    let map = |f: fn(Square<W, H>) -> Square<W, H>| set.iter().map(f).collect::<Bitboard<W, H>>();
    prop_assert_eq!(set.flip_vertical(), map(Square::flip_vertical));
    prop_assert_eq!(set.flip_horizontal(), map(Square::flip_horizontal));
    prop_assert_eq!(set.rotate_180(), map(Square::rotate_180));
    prop_assert_eq!(set.flip_vertical().flip_vertical(), set);
    prop_assert_eq!(set.rotate_180().rotate_180(), set);
    Ok(())
}

/// Checks a knight table built by `leaper_table` against `Square::offset`.
fn check_knights<const W: usize, const H: usize>(
    table: &[Bitboard<W, H>; 128],
) -> Result<(), TestCaseError> {
    for s in Square::<W, H>::all() {
        let naive: Bitboard<W, H> = KNIGHT_OFFSETS
            .iter()
            .filter_map(|&(df, dr)| s.offset(isize::from(df), isize::from(dr)))
            .collect();
        prop_assert_eq!(table[s.to_index()], naive, "{}", s);
        prop_assert_eq!(Bitboard::knight_attacks(s), naive, "{}", s);
    }
    prop_assert!(table[W * H..].iter().all(|b| b.is_empty()));
    Ok(())
}

static KNIGHTS_10: [Bitboard<10, 10>; 128] = leaper_table(&KNIGHT_OFFSETS);
static KNIGHTS_8: [Bitboard<8, 8>; 128] = leaper_table(&KNIGHT_OFFSETS);
static KNIGHTS_56: [Bitboard<5, 6>; 128] = leaper_table(&KNIGHT_OFFSETS);
static KNIGHTS_5: [Bitboard<5, 5>; 128] = leaper_table(&KNIGHT_OFFSETS);

#[test]
fn knight_tables_match_offsets() -> Result<(), TestCaseError> {
    check_knights(&KNIGHTS_10)?;
    check_knights(&KNIGHTS_8)?;
    check_knights(&KNIGHTS_56)?;
    check_knights(&KNIGHTS_5)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn primitives_match_naive_versions(
        a in sets(),
        b in sets(),
        dir in prop::sample::select(Direction::ALL.to_vec()),
        dirs in directions(),
    ) {
        check_all::<10, 10>(a, b, dir, &dirs)?;
        check_all::<8, 8>(a, b, dir, &dirs)?;
        check_all::<5, 6>(a, b, dir, &dirs)?;
        check_all::<5, 5>(a, b, dir, &dirs)?;
        check_all::<1, 128>(a, b, dir, &dirs)?;
    }

    #[test]
    fn leaper_tables_match_offsets(
        offsets in prop::collection::vec((-6..=6i8, -6..=6i8), 0..6),
    ) {
        let table = leaper_table::<5, 6>(&offsets);
        for s in Square::<5, 6>::all() {
            let naive: Bitboard<5, 6> = offsets
                .iter()
                .filter_map(|&(df, dr)| s.offset(isize::from(df), isize::from(dr)))
                .collect();
            prop_assert_eq!(table[s.to_index()], naive, "{}", s);
        }
    }
}
