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
use crate::{Move, Position, Square, Variant, movegen};
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
            // The written separator picks the kind; where no move of that kind
            // fits, the other kind is taken (real files write `10x14` for a quiet
            // move and `30-39` for a capture).
            let ends = |m: &&Move| m.from() == from && m.to() == last;
            found.extend(
                legal
                    .iter()
                    .filter(ends)
                    .filter(|m| m.is_capture() == capture),
            );
            if found.is_empty() {
                found.extend(legal.iter().filter(ends));
            }
        } else {
            let via = &squares[1..squares.len() - 1];
            let routes = self.capture_routes();
            // A full path (every landing square, as the writer gives it) names one
            // move: each jump takes the one piece between two landing squares. It
            // wins over a partial path that other routes also pass through
            // (English `17x10x1` against `17x26x19x10x1`).
            let exact = routes.iter().find(|(mv, path)| {
                mv.from() == from && mv.to() == last && path[1..path.len() - 1] == *via
            });
            if let Some(&(mv, _)) = exact {
                return Ok(mv);
            }
            for (mv, path) in routes {
                if mv.from() == from
                    && mv.to() == last
                    && is_subsequence(via, &path[1..path.len() - 1])
                    && !found.contains(&mv)
                {
                    found.push(mv);
                }
            }
            let captured: crate::SquareSet = squares[2..].iter().copied().collect();
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

fn is_subsequence(needle: &[Square], hay: &[Square]) -> bool {
    let mut it = hay.iter();
    needle.iter().all(|n| it.any(|h| h == n))
}
