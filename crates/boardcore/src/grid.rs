//! Rectangular grids of up to 128 cells: squares, directions and bitboards.
//!
//! The board size is part of the type: `Square<W, H>` and `Bitboard<W, H>` for a
//! board of `W` files (`a`, `b`, ...) and `H` ranks (`1`, `2`, ...), so squares of a
//! 10x10 draughts board cannot be mixed up with squares of a 5x6 one. Cell
//! `rank * W + file` is bit `rank * W + file` of a `u128`, with `a1` at bit 0.
//!
//! The direction tables ([`Bitboard::ray`], [`Bitboard::neighbours`]) and the file
//! and rank masks are computed by `const` evaluation, once per board size, when a game
//! first uses them; there is no build script and no lazy initialisation.
//!
//! ```
//! use boardcore::bitboard;
//! use boardcore::grid::{Bitboard, Direction, Square};
//!
//! type Bb = Bitboard<5, 6>;
//! let home: Bb = bitboard! {
//!     . . . . .
//!     . . . . .
//!     . . . . .
//!     . . . . .
//!     X X X X X
//!     X X X X X
//! };
//! assert_eq!(home, Bb::RANKS[0] | Bb::RANKS[1]);
//! // One step forward: the back rank empties, nothing falls off the board.
//! assert_eq!(home.shift(Direction::N), Bb::RANKS[1] | Bb::RANKS[2]);
//! assert_eq!(home.shift(Direction::E), home - Bb::FILES[0]);
//! let e6: Square<5, 6> = "e6".parse()?;
//! assert_eq!(Bb::ray(e6, Direction::S).count(), 5);
//! # Ok::<(), Box<dyn core::error::Error>>(())
//! ```

mod bitboard;
mod direction;
mod leaper;
mod square;

pub use bitboard::{Bitboard, Iter};
pub use direction::Direction;
pub use leaper::{KING_OFFSETS, KNIGHT_OFFSETS, leaper_table};
pub use square::{ParseSquareError, Square, SquareIndexError};

/// Writes a [`Bitboard`](crate::grid::Bitboard) as a picture of the board, top rank first.
///
/// Each cell is `X` (in the set) or `.` (not in the set); `#`, `x` and `1`, and `_`,
/// `-` and `0`, are also accepted. The board size comes from the expected type, and
/// a picture with the wrong number of cells fails to compile.
///
/// # Examples
///
/// ```
/// use boardcore::bitboard;
/// use boardcore::grid::Bitboard;
///
/// let centre: Bitboard<3, 3> = bitboard! {
///     . . .
///     . X .
///     . . .
/// };
/// assert_eq!(centre.bits(), 1 << 4);
/// ```
#[macro_export]
macro_rules! bitboard {
    ($($cell:tt)*) => {
        const { $crate::grid::Bitboard::from_grid(::core::stringify!($($cell)*)) }
    };
}
