//! Squares, square sets and the board diagram, checked against hand-written values.

use draughts::{Position, Square, SquareSet, Variant};

#[test]
fn the_diagram_shows_each_dark_square_in_its_column() {
    let english = Position::new(Variant::English).diagram();
    assert_eq!(
        english,
        " b b b b\nb b b b \n b b b b\n. . . . \n . . . .\nw w w w \n w w w w\nw w w w \n\
         black to move\n"
    );
    // Square 1 is the second square of the top row, square 46 the first of the
    // bottom row (White's side).
    let intl = Position::from_fen("W:WK46,31:BK5,20", Variant::International)
        .expect("valid")
        .diagram();
    let rows = [
        " . . . . B",
        ". . . . . ",
        " . . . . .",
        ". . . . b ",
        " . . . . .",
        ". . . . . ",
        " w . . . .",
        ". . . . . ",
        " . . . . .",
        "W . . . . ",
    ];
    assert_eq!(intl, rows.join("\n") + "\nwhite to move\n");
}

#[test]
fn square_numbers_read_with_any_leading_zeros() {
    for (text, n) in [
        ("1", 1),
        ("06", 6),
        ("0050", 50),
        ("0000000000000000000050", 50),
    ] {
        let sq: Square = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(u8::from(sq), n, "{text}");
    }
    for text in ["", "0", "51", "+5", "5 ", "-1", "99999999999", "1e1"] {
        assert!(text.parse::<Square>().is_err(), "{text:?} read as a square");
    }
}

#[test]
fn the_last_square_of_a_set_is_the_highest() {
    let set: SquareSet = [3, 17, 50]
        .into_iter()
        .map(|n| Square::new(n).expect("a square"))
        .collect();
    assert_eq!(set.last().map(u8::from), Some(50));
    let set: SquareSet = [1]
        .into_iter()
        .map(|n| Square::new(n).expect("a square"))
        .collect();
    assert_eq!(set.last().map(u8::from), Some(1));
    assert_eq!(SquareSet::EMPTY.last(), None);
}

fn set(numbers: &[u8]) -> SquareSet {
    numbers
        .iter()
        .map(|&n| Square::new(n).expect("a square"))
        .collect()
}

#[test]
fn the_iterator_of_a_set_knows_its_length() {
    let s = set(&[2, 9, 33, 50]);
    let mut it = s.iter();
    assert_eq!(it.len(), 4);
    assert_eq!(it.size_hint(), (4, Some(4)));
    it.next();
    assert_eq!(it.size_hint(), (3, Some(3)));
    assert_eq!(SquareSet::EMPTY.iter().size_hint(), (0, Some(0)));
    assert_eq!(s.iter().map(u8::from).collect::<Vec<_>>(), [2, 9, 33, 50]);
}

#[test]
fn set_operators_are_union_and_intersection() {
    let (a, b) = (set(&[1, 5, 20]), set(&[5, 20, 49]));
    assert_eq!(a | b, set(&[1, 5, 20, 49]));
    assert_eq!(a & b, set(&[5, 20]));
}
