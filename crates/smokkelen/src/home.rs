//! The home squares: where each side places its stones during set-up.

use crate::{Color, Square};

/// The squares White places its stones on during set-up, in order: a1, b1, ..., e1,
/// a2, ..., e2 (spec "Set-up, passes and limits").
pub const WHITE_HOME: [Square; 10] = home_order(0, 1);
/// The squares Black places its stones on during set-up, in order: a6, b6, ..., e6,
/// a5, ..., e5.
pub const BLACK_HOME: [Square; 10] = home_order(5, 4);

const fn home_order(first: usize, second: usize) -> [Square; 10] {
    let mut squares = [Square::new(0).expect("a1"); 10];
    let mut i = 0;
    while i < 10 {
        let rank = if i < 5 { first } else { second };
        squares[i] = match Square::from_coords(i % 5, rank) {
            Some(sq) => sq,
            None => panic!("square on the board"),
        };
        i += 1;
    }
    squares
}

/// Returns the home squares of `color` in placement order.
#[must_use]
pub const fn home(color: Color) -> &'static [Square; 10] {
    match color {
        Color::White => &WHITE_HOME,
        Color::Black => &BLACK_HOME,
    }
}
