//! Moves in PDN notation, which needs the position: `32-28`, `28x19`, and the full
//! path `28x19x10` where the short form is ambiguous.
//!
//! Reading is lenient: it takes the short form (with either separator where only
//! one move fits: real files write `10x14` for a quiet move), a full path (every
//! landing square, which names one move even where a longer route passes the same
//! squares) or a partial path (some of the landing squares in order, as `2x30x11`), and the Hub form (origin, destination,
//! then every captured square: the context-free [`Move`] form), with leading zeros,
//! spaces inside (`1- 6`) and trailing `!`/`?` marks. Writing gives the short form,
//! or the full path when another legal move has the same origin and destination
//! (PDN 3.0).

use crate::geometry::{Eng, Intl};
use crate::{Move, Position, Square, SquareSet, Variant, movegen};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::{ParseMoveError, ParseMoveErrorKind};
use core::fmt::Write;

impl Position {
    /// Returns every route of every legal capture: the start square, then each
    /// landing square, with the move it makes. A move has several routes when
    /// duplicate routes exist.
    #[must_use]
    pub fn capture_routes(&self) -> Vec<(Move, Vec<Square>)> {
        let routes = match self.variant {
            Variant::International => movegen::routes::<Intl>(self),
            Variant::English => movegen::routes::<Eng>(self),
        };
        routes
            .into_iter()
            .map(|(mv, path)| (mv, path.into_iter().filter_map(Square::new).collect()))
            .collect()
    }

    /// Writes legal move `mv` in PDN: `32-28`, `28x19`, or the full path
    /// `28x19x10` when another legal move shares its origin and destination.
    #[must_use]
    pub fn format_move(&self, mv: Move) -> String {
        let sep = if mv.is_capture() { 'x' } else { '-' };
        let ambiguous = self
            .legal_moves()
            .iter()
            .any(|&m| m != mv && m.from() == mv.from() && m.to() == mv.to());
        let mut s = String::new();
        if ambiguous
            && mv.is_capture()
            && let Some((_, path)) = self.capture_routes().into_iter().find(|(m, _)| *m == mv)
        {
            for (i, sq) in path.iter().enumerate() {
                if i > 0 {
                    s.push('x');
                }
                let _ = write!(s, "{sq}");
            }
            return s;
        }
        let _ = write!(s, "{}{sep}{}", mv.from(), mv.to());
        s
    }

    /// Reads a legal move of this position in PDN (see the [module
    /// docs](crate::notation::moves)).
    ///
    /// # Errors
    ///
    /// Returns a [`ParseMoveError`] of kind `Syntax` if the text is no move,
    /// `Illegal` if no legal move fits (a quiet move where a capture is compulsory
    /// says so and names one: `33-29: a capture is compulsory (28x19)`), and
    /// `Ambiguous` if several do.
    pub fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        use ParseMoveErrorKind as K;
        let syntax = |detail: &str| move_error(K::Syntax, text, detail);
        let body: String = text
            .trim_end_matches(['!', '?', '*', '+', '#'])
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
        if body.is_empty() {
            return Err(syntax("empty move"));
        }
        let capture = body.contains(['x', 'X', ':']);
        if capture && body.contains('-') {
            return Err(syntax("mixed '-' and 'x'"));
        }
        let mut squares: Vec<Square> = Vec::new();
        for field in body.split(['x', 'X', ':', '-']) {
            if squares.len() > 60 {
                return Err(syntax("too many squares"));
            }
            squares.push(
                field
                    .parse()
                    .map_err(|_| syntax("expected square numbers 1-50"))?,
            );
        }
        if squares.len() < 2 || (!capture && squares.len() != 2) {
            return Err(syntax("expected from-to or fromxto"));
        }
        if let Some(off) = squares
            .iter()
            .find(|sq| sq.number() > self.variant.squares())
        {
            return Err(move_error(
                K::Illegal,
                text,
                alloc::format!(
                    "square {off} is not on the {} board (1-{})",
                    self.variant,
                    self.variant.squares()
                ),
            ));
        }
        let (from, last) = (squares[0], squares[squares.len() - 1]);
        let legal = self.legal_moves();
        let mut found: Vec<Move> = Vec::new();
        if squares.len() == 2 {
            // The separator does not pick the kind: captures are compulsory, so
            // the legal moves are all captures or all quiet moves, and real files
            // write `10x14` for a quiet move and `30-39` for a capture.
            found.extend(legal.iter().filter(|m| m.from() == from && m.to() == last));
        } else {
            let via = &squares[1..squares.len() - 1];
            let routes = self.capture_routes();
            // A full path (every landing square, as the writer gives it) names one
            // move: each jump takes the one piece between two landing squares. It
            // wins over a partial path that other routes also pass through
            // (English `17x10x1` against `17x26x19x10x1`).
            // A flying king's landing square may be any free square before the next
            // piece it takes in the same direction (`46x28x14` for the route
            // `46x32x14`): those are the landing squares each route also allows.
            let allowed =
                |mv: &Move, path: &[Square]| landing_choices(self.variant, path, mv.captured());
            let exact = routes.iter().find(|(mv, path)| {
                mv.from() == from && mv.to() == last && {
                    let choices = allowed(mv, path);
                    choices.len() == via.len()
                        && via.iter().zip(&choices).all(|(&sq, c)| c.contains(sq))
                }
            });
            if let Some(&(mv, _)) = exact {
                return Ok(mv);
            }
            for (mv, path) in &routes {
                if mv.from() == from
                    && mv.to() == last
                    && is_subsequence_of_choices(via, &allowed(mv, path))
                    && !found.contains(mv)
                {
                    found.push(*mv);
                }
            }
            let captured: SquareSet = squares[2..].iter().copied().collect();
            if captured.len() == squares.len() - 2 {
                let hub = Move::new(from, squares[1], captured);
                if legal.contains(&hub) && !found.contains(&hub) {
                    found.push(hub);
                }
            }
        }
        match found.as_slice() {
            [mv] => Ok(*mv),
            // Captures are compulsory: where the position has one, every legal move
            // captures, so a quiet move is refused for that reason.
            [] if !capture && legal.first().is_some_and(|m| m.is_capture()) => Err(move_error(
                K::Illegal,
                text,
                alloc::format!("a capture is compulsory ({})", self.format_move(legal[0])),
            )),
            [] => Err(move_error(K::Illegal, text, "no legal move fits")),
            _ => Err(move_error(
                K::Ambiguous,
                text,
                "several legal moves fit; give the full path",
            )),
        }
    }
}

/// Returns a move error for `text` (which [`ParseMoveError`] quotes as an
/// [`Excerpt`](boardcore::Excerpt): a long text is cut and its length given).
pub(crate) fn move_error(
    kind: ParseMoveErrorKind,
    text: &str,
    detail: impl core::fmt::Display,
) -> ParseMoveError {
    ParseMoveError::new(kind, text, detail)
}

fn is_subsequence_of_choices(needle: &[Square], hay: &[SquareSet]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h.contains(*n)))
}

/// The row and column of `sq` on the board of `variant` (square 1 in row 0,
/// column 1).
fn coords(variant: Variant, sq: Square) -> (i8, i8) {
    let per_row = variant.per_row() as i8;
    let i = sq.number() as i8 - 1;
    let (row, k) = (i / per_row, i % per_row);
    (row, 2 * k + i8::from(row % 2 == 0))
}

/// The square at `row`, `col` of `variant`'s board, if it is a playing square.
///
/// `landing_choices`, the only caller, never walks off the board or onto a light
/// square (it stops at a piece taken first, and diagonal steps keep the colour), so
/// mutants of the three tests below are equivalent; they stay as the function's
/// contract.
fn at(variant: Variant, row: i8, col: i8) -> Option<Square> {
    let size = variant.board_size() as i8;
    if !(0..size).contains(&row) || !(0..size).contains(&col) || (row + col) % 2 == 0 {
        return None;
    }
    let n = row * variant.per_row() as i8 + col / 2 + 1;
    Square::new(n as u8)
}

/// For each intermediate landing square of a capture route `path` (from, landing
/// squares, to), the squares a record may write there: the landing square, and
/// where the next jump goes on in the same direction, the free squares after it
/// up to the next piece taken (a flying king may land on any of them; the move
/// generator lists the route from the first, docs/rules/draughts.md).
fn landing_choices(variant: Variant, path: &[Square], captured: SquareSet) -> Vec<SquareSet> {
    let dir = |a: Square, b: Square| {
        let ((r0, c0), (r1, c1)) = (coords(variant, a), coords(variant, b));
        ((r1 - r0).signum(), (c1 - c0).signum())
    };
    (1..path.len().saturating_sub(1))
        .map(|j| {
            let mut choices = SquareSet::EMPTY;
            choices.insert(path[j]);
            let d = dir(path[j], path[j + 1]);
            if dir(path[j - 1], path[j]) == d {
                let (mut r, mut c) = coords(variant, path[j]);
                // The next jump goes on in this direction, so the walk meets the
                // piece it takes before the next landing square or the edge.
                while let Some(sq) = at(variant, r + d.0, c + d.1) {
                    if captured.contains(sq) {
                        break;
                    }
                    choices.insert(sq);
                    (r, c) = (r + d.0, c + d.1);
                }
            }
            choices
        })
        .collect()
}
