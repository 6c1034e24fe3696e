//! The board: the colour of every field and the start field of every stone.
//!
//! Everything here is a **reconstruction** (\[RECON\] in `docs/rules/robijn.md`): the
//! source text refers to a picture of the board that is lost. The two tables below,
//! [`FIELDS`] and [`START`], are the only place where those facts live; the move
//! generator, the goals and the houses are derived from them at compile time. To
//! drop in a corrected board, edit the two tables: compile-time checks reject a
//! table of the wrong shape, two stones on one start field or a start field that is
//! not white.
//!
//! What is **not** here, because the source states it (\[SEED\]): a move ends on a
//! white field or one of the stone's own colour; the goal of a stone is the start
//! field of the opponent's stone of the partner colour with the same number (brown
//! `k` goes to green `k`'s start, red `n` to blue `n`'s); a side's "house" is the set
//! of its stones' start fields.

use crate::{Bitboard, Color, Side, Square, Stone};

/// The colour of every field, row 10 at the top, columns `a` to `j` left to right:
/// `b` brown, `r` red, `g` green, `u` blue, `.` white \[RECON\].
#[rustfmt::skip]
pub const FIELDS: &str = "
    . . . . . . . . . .
    . . . . . . . . . .
    g . u g . u g . u g
    u g . u g . u g . u
    . u g . u g . u g .
    . b r . b r . b r .
    r . b r . b r . b r
    b r . b r . b r . b
    . . . . . . . . . .
    . . . . . . . . . .
";

/// The start field of every stone, in stone index order: brown 1-10, red 11-20,
/// green 1-10, blue 11-20 \[RECON coordinates of the SEED layout\].
///
/// Brown `k` starts on column `k`, row 1; red `10 + k` on column `k`, row 2; green
/// `k` on column `11 - k`, row 10; blue `10 + k` on column `11 - k`, row 9.
#[rustfmt::skip]
pub const START: [&str; Stone::COUNT] = [
    // brown 1-10
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1",
    // red 11-20
    "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "i2", "j2",
    // green 1-10
    "j10", "i10", "h10", "g10", "f10", "e10", "d10", "c10", "b10", "a10",
    // blue 11-20
    "j9", "i9", "h9", "g9", "f9", "e9", "d9", "c9", "b9", "a9",
];

/// Field colour codes: 0..4 are the [`Color`] indices, 4 is white.
const WHITE: u8 = 4;

/// Reads a square name such as `a1` or `j10` at compile time.
const fn parse_square(name: &str) -> Square {
    let b = name.as_bytes();
    assert!(
        b.len() == 2 || b.len() == 3,
        "a square name is a letter and a number"
    );
    let file = b[0].wrapping_sub(b'a') as usize;
    let mut rank = 0usize;
    let mut i = 1;
    while i < b.len() {
        assert!(
            b[i].is_ascii_digit(),
            "a square name is a letter and a number"
        );
        rank = rank * 10 + (b[i] - b'0') as usize;
        i += 1;
    }
    assert!(rank >= 1, "ranks start at 1");
    match Square::from_coords(file, rank - 1) {
        Some(sq) => sq,
        None => panic!("square off the 10x10 board"),
    }
}

/// The colour code of every field, by square index.
static FIELD_CODES: [u8; 100] = {
    let b = FIELDS.as_bytes();
    let mut codes = [u8::MAX; 100];
    let mut cell = 0;
    let mut i = 0;
    while i < b.len() {
        let code = match b[i] {
            b'b' => Some(0),
            b'r' => Some(1),
            b'g' => Some(2),
            b'u' => Some(3),
            b'.' => Some(WHITE),
            b' ' | b'\n' => None,
            _ => panic!("FIELDS holds b, r, g, u, . and blanks only"),
        };
        if let Some(code) = code {
            assert!(cell < 100, "FIELDS has more than 100 cells");
            // The picture is top row first.
            let rank = 9 - cell / 10;
            codes[rank * 10 + cell % 10] = code;
            cell += 1;
        }
        i += 1;
    }
    assert!(cell == 100, "FIELDS has fewer than 100 cells");
    codes
};

/// The start field of each stone.
static START_SQUARES: [Square; Stone::COUNT] = read_start(&START, &FIELD_CODES);

/// Reads a start table, refusing two stones on one field and a start field that is
/// not white (`codes`: the colour code of every field). A function rather than the
/// initialiser itself so that the unit tests can run the checks on bad tables.
const fn read_start(names: &[&str; Stone::COUNT], codes: &[u8; 100]) -> [Square; Stone::COUNT] {
    let mut squares = [parse_square("a1"); Stone::COUNT];
    let mut i = 0;
    while i < Stone::COUNT {
        squares[i] = parse_square(names[i]);
        let mut j = 0;
        while j < i {
            assert!(
                squares[j].to_index() != squares[i].to_index(),
                "two stones start on one field"
            );
            j += 1;
        }
        assert!(
            codes[squares[i].to_index()] == WHITE,
            "stones start on white fields"
        );
        i += 1;
    }
    squares
}

/// The fields of each colour code (4 = white).
static COLOUR_FIELDS: [Bitboard; 5] = {
    let mut sets = [Bitboard::EMPTY; 5];
    let mut i = 0;
    while i < 100 {
        let code = FIELD_CODES[i] as usize;
        if let Some(sq) = Square::new(i) {
            sets[code] = sets[code].with(sq);
        }
        i += 1;
    }
    sets
};

/// The fields where a move of each colour may end: white or the stone's own colour.
static LANDINGS: [Bitboard; 4] = {
    let mut sets = [Bitboard::EMPTY; 4];
    let mut c = 0;
    while c < 4 {
        sets[c] = COLOUR_FIELDS[c].union(COLOUR_FIELDS[WHITE as usize]);
        c += 1;
    }
    sets
};

/// The house of each side: the start fields of its twenty stones.
static HOUSES: [Bitboard; 2] = {
    let mut sets = [Bitboard::EMPTY; 2];
    let mut i = 0;
    while i < Stone::COUNT {
        let side = i / 20;
        sets[side] = sets[side].with(START_SQUARES[i]);
        i += 1;
    }
    sets
};

/// Returns the colour of field `sq`, or `None` for a white field.
#[must_use]
pub fn field_color(sq: Square) -> Option<Color> {
    Color::ALL
        .get(usize::from(FIELD_CODES[sq.to_index()]))
        .copied()
}

/// Returns the fields of colour `colour` (`None` for the white fields).
#[must_use]
pub fn fields(colour: Option<Color>) -> Bitboard {
    COLOUR_FIELDS[colour.map_or(WHITE as usize, Color::index)]
}

/// Returns the fields where a move of a `colour` stone may end: the white fields and
/// those of its own colour (rules, "Moves" \[SEED\]).
#[must_use]
pub fn landings(colour: Color) -> Bitboard {
    LANDINGS[colour.index()]
}

/// Returns the start field of `stone`.
#[must_use]
pub fn start_square(stone: Stone) -> Square {
    START_SQUARES[stone.index()]
}

/// Returns the goal field of `stone`: the start field of its
/// [partner](Stone::partner), the opponent's stone of the partner colour with the
/// same number (rules, "Start and goal" \[SEED\]).
#[must_use]
pub fn goal_square(stone: Stone) -> Square {
    START_SQUARES[stone.partner().index()]
}

/// Returns the house of `side`: the start fields of its twenty stones.
#[must_use]
pub fn house(side: Side) -> Bitboard {
    HOUSES[side.index()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_specification() {
        // The lists of the rules, "Board".
        let list = |names: &str| -> Bitboard {
            names
                .split_whitespace()
                .map(|n| n.parse::<Square>().expect("square"))
                .collect()
        };
        assert_eq!(
            fields(Some(Color::Brown)),
            list("a3 d3 g3 j3 c4 f4 i4 b5 e5 h5")
        );
        assert_eq!(
            fields(Some(Color::Red)),
            list("b3 e3 h3 a4 d4 g4 j4 c5 f5 i5")
        );
        assert_eq!(
            fields(Some(Color::Green)),
            list("c6 f6 i6 b7 e7 h7 a8 d8 g8 j8")
        );
        assert_eq!(
            fields(Some(Color::Blue)),
            list("b6 e6 h6 a7 d7 g7 j7 c8 f8 i8")
        );
        let houses =
            Bitboard::RANKS[0] | Bitboard::RANKS[1] | Bitboard::RANKS[8] | Bitboard::RANKS[9];
        assert_eq!(
            fields(None),
            houses | list("c3 f3 i3 b4 e4 h4 a5 d5 g5 j5 a6 d6 g6 j6 c7 f7 i7 b8 e8 h8")
        );
        assert_eq!(house(Side::A), Bitboard::RANKS[0] | Bitboard::RANKS[1]);
        assert_eq!(house(Side::B), Bitboard::RANKS[8] | Bitboard::RANKS[9]);
        for k in 1..=10u8 {
            let col = usize::from(k - 1);
            let sq = |file, rank| Square::from_coords(file, rank).expect("on board");
            let stone = |c, n| Stone::new(c, n).expect("stone");
            assert_eq!(start_square(stone(Color::Brown, k)), sq(col, 0));
            assert_eq!(start_square(stone(Color::Red, k + 10)), sq(col, 1));
            assert_eq!(start_square(stone(Color::Green, k)), sq(9 - col, 9));
            assert_eq!(start_square(stone(Color::Blue, k + 10)), sq(9 - col, 8));
        }
    }

    /// The module's promise for a corrected board: "compile-time checks reject ...
    /// two stones on one start field" (the spec's "One stone per field"). The same
    /// checks, run here on a table that puts brown 1 and blue 20 both on a1.
    #[test]
    #[should_panic(expected = "two stones start on one field")]
    fn a_start_table_with_two_stones_on_one_field_is_refused() {
        let mut names = START;
        names[Stone::COUNT - 1] = "a1";
        let _ = read_start(&names, &FIELD_CODES);
    }

    /// Likewise "a start field that is not white": red 11 on the brown field a3.
    #[test]
    #[should_panic(expected = "stones start on white fields")]
    fn a_start_table_with_a_coloured_start_field_is_refused() {
        let mut names = START;
        names[10] = "a3";
        let _ = read_start(&names, &FIELD_CODES);
    }

    #[test]
    fn board_is_symmetric_under_a_half_turn_with_colours_swapped() {
        for sq in Square::all() {
            assert_eq!(
                field_color(sq.rotate_180()),
                field_color(sq).map(Color::partner),
                "{sq}"
            );
        }
        for stone in Stone::all() {
            assert_eq!(
                start_square(stone.partner()),
                start_square(stone).rotate_180()
            );
            assert_eq!(goal_square(stone), start_square(stone).rotate_180());
            assert!(house(stone.side().opponent()).contains(goal_square(stone)));
        }
        let all: Bitboard = Color::ALL
            .iter()
            .map(|&c| fields(Some(c)))
            .fold(fields(None), |a, b| a | b);
        assert_eq!(all, Bitboard::FULL);
        assert_eq!(fields(None).count() + 40, 100);
    }
}
