//! The route notation of stone moves: `a1-a6-e6`, `d1-b1-b3xb5xd5`, `e5-e4xe2`.

use crate::movegen::orthogonal_direction;
use crate::moves::square_prefix;
use crate::{Bitboard, Color, Move, Position, Square};
use boardcore::grid::Direction;
use core::fmt;
use smallvec::SmallVec;

/// The route of a stone move, for display: the start square, the turning and landing
/// squares of the slide (each written after `-`), then the landing squares of the
/// jumps (each after `x`), as the specification writes it: `d1-b1-b3xb5xd5`.
///
/// [`Position::path`] gives the shortest route of a move (fewest squares written;
/// ties broken by comparing the squares in the order a1 < b1 < ... < e1 < a2 < ...
/// < e6); [`Position::parse_path`] reads any legal route.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Path {
    squares: SmallVec<[Square; 16]>,
    slides: usize,
}

impl Path {
    /// Returns the squares written: start, slide turning and landing squares, jump
    /// landings.
    #[must_use]
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// Returns the number of slide squares written after the start (0 for a move of
    /// jumps only).
    #[must_use]
    pub fn slide_len(&self) -> usize {
        self.slides
    }

    /// Returns the number of jumps.
    #[must_use]
    pub fn jumps(&self) -> usize {
        self.squares.len() - 1 - self.slides
    }

    /// Returns the move this route makes.
    #[must_use]
    pub fn to_move(&self) -> Move {
        Move::stone(self.squares[0], self.squares[self.squares.len() - 1])
    }
}

impl fmt::Display for Path {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, sq) in self.squares.iter().enumerate() {
            if i > 0 {
                f.write_str(if i <= self.slides { "-" } else { "x" })?;
            }
            write!(f, "{sq}")?;
        }
        Ok(())
    }
}

/// What is wrong with a route given to [`Position::parse_path`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePathError {
    /// The text is not a route: squares `a1`-`e6` joined by `-` and `x`.
    #[error("invalid route {0}: expected squares joined by `-` (slide) and `x` (jump)")]
    Syntax(boardcore::Excerpt),
    /// The route is well formed but not legal here.
    #[error("illegal route {text}: {reason}")]
    Illegal {
        /// The route (at most [`boardcore::EXCERPT_CHARS`] characters).
        text: boardcore::Excerpt,
        /// Why it is not legal.
        reason: &'static str,
    },
}

/// Tests if `b` is a 90-degree turn from `a`.
fn perpendicular(a: Direction, b: Direction) -> bool {
    matches!(
        (a, b),
        (Direction::N | Direction::S, Direction::E | Direction::W)
            | (Direction::E | Direction::W, Direction::N | Direction::S)
    )
}

impl Position {
    fn owner(&self, sq: Square) -> Color {
        if self.stones(Color::White).contains(sq) {
            Color::White
        } else {
            Color::Black
        }
    }

    /// Returns the shortest route of the legal stone move `mv` (fewest squares
    /// written, ties broken by the squares in a1, b1, ..., e6 order), or `None` if
    /// `mv` is not a legal stone move.
    #[must_use]
    pub fn path(&self, mv: Move) -> Option<Path> {
        let Move::Stone { from, to } = mv else {
            return None;
        };
        if !self.is_legal(mv) {
            return None;
        }
        let owner = self.owner(from);
        let occupied = self.occupied().without(from);
        let dirs = owner.directions();
        // Jumps needed from each square to reach `to` (board fixed, start empty).
        let mut dist = [u8::MAX; 30];
        dist[to.to_index()] = 0;
        let mut frontier = to.to_bitboard();
        let mut depth = 0;
        while !frontier.is_empty() {
            depth += 1;
            let mut next = Bitboard::EMPTY;
            for y in !occupied {
                if dist[y.to_index()] != u8::MAX {
                    continue;
                }
                if dirs
                    .iter()
                    .any(|&d| jump(y, d, occupied).is_some_and(|land| frontier.contains(land)))
                {
                    dist[y.to_index()] = depth;
                    next.insert(y);
                }
            }
            frontier = next;
        }
        // Every slide route (with its squares) and the empty slide.
        let mut slides: SmallVec<[SmallVec<[Square; 16]>; 64]> = SmallVec::new();
        let mut route = SmallVec::new();
        route.push(from);
        slides.push(route.clone());
        let max_legs = usize::from(self.config().max_slide_turns) + 1;
        slide_routes(&mut route, None, max_legs, owner, occupied, &mut slides);
        let mut best: Option<Path> = None;
        for slide in slides {
            let x = slide[slide.len() - 1];
            if dist[x.to_index()] == u8::MAX {
                continue;
            }
            let slide_len = slide.len() - 1;
            let mut squares = slide;
            let mut cur = x;
            while cur != to {
                let d = dist[cur.to_index()];
                let next = dirs
                    .iter()
                    .filter_map(|&dir| jump(cur, dir, occupied))
                    .filter(|y| dist[y.to_index()] == d - 1)
                    .min()?;
                squares.push(next);
                cur = next;
            }
            if squares.len() < 2 {
                continue;
            }
            // Equal squares make equal paths (a step two squares along a line is a jump
            // if the square between holds a stone, else a slide; slides come first), so
            // `<=` for `<` changes nothing (an equivalent mutant).
            let better = best
                .as_ref()
                .is_none_or(|b| (squares.len(), &squares[..]) < (b.squares.len(), &b.squares[..]));
            if better {
                best = Some(Path {
                    squares,
                    slides: slide_len,
                });
            }
        }
        best
    }

    /// Reads a route such as `d1-b1-b3xb5xd5` (or `d1-d3-b3xb5xd5`: any legal route,
    /// also with a straight leg cut in pieces) and returns its move.
    ///
    /// # Errors
    ///
    /// Returns [`ParsePathError::Syntax`] for text that is no route and
    /// [`ParsePathError::Illegal`] for a route that is not legal here.
    pub fn parse_path(&self, text: &str) -> Result<Move, ParsePathError> {
        let illegal = |reason| ParsePathError::Illegal {
            text: text.into(),
            reason,
        };
        let b = text.as_bytes();
        let from = square_prefix(b).ok_or_else(|| ParsePathError::Syntax(text.into()))?;
        let mut steps: SmallVec<[(u8, Square); 16]> = SmallVec::new();
        let mut rest = &b[2..];
        while !rest.is_empty() {
            let sep = rest[0];
            let sq = match (sep, square_prefix(&rest[1..])) {
                (b'-' | b'x', Some(sq)) => sq,
                _ => return Err(ParsePathError::Syntax(text.into())),
            };
            steps.push((sep, sq));
            rest = &rest[3..];
        }
        if steps.is_empty() {
            return Err(ParsePathError::Syntax(text.into()));
        }
        let last = steps[steps.len() - 1].1;
        if self.termination().is_some() || self.phase() != crate::Phase::Play {
            let rule = self.refusal(Move::stone(from, last));
            return Err(illegal(rule.unwrap_or("no stone moves now")));
        }
        if self.destinations(from).is_empty() {
            // No stone, the frozen stone, or a stone without a move: say which.
            return Err(illegal(self.stone_refusal(from, last)));
        }
        let owner = self.owner(from);
        let occupied = self.occupied().without(from);
        let dirs = owner.directions();
        let mut visited = from.to_bitboard();
        let mut cur = from;
        let mut last_dir: Option<Direction> = None;
        let mut turns = 0usize;
        let mut jumped = false;
        for (sep, sq) in steps {
            if sep == b'-' {
                if jumped {
                    return Err(illegal("no sliding after a jump"));
                }
                let dir = orthogonal_direction(cur, sq)
                    .ok_or_else(|| illegal("a slide leg goes along a file or rank"))?;
                if !dirs.contains(&dir) {
                    return Err(illegal("a stone never moves backward"));
                }
                match last_dir {
                    Some(last) if last == dir => {}
                    Some(last) if perpendicular(last, dir) => turns += 1,
                    Some(_) => return Err(illegal("a slide turns by 90 degrees")),
                    None => {}
                }
                if turns > usize::from(self.config().max_slide_turns) {
                    return Err(illegal("too many turns in the slide"));
                }
                let passed = Bitboard::between(cur, sq).with(sq);
                if passed.intersects(occupied) || passed.intersects(visited) {
                    return Err(illegal("a slide goes over empty squares only"));
                }
                visited |= passed;
                last_dir = Some(dir);
            } else {
                let dir = orthogonal_direction(cur, sq)
                    .filter(|_| cur.distance(sq) == 2)
                    .ok_or_else(|| illegal("a jump goes two squares along a file or rank"))?;
                if !dirs.contains(&dir) {
                    return Err(illegal("a stone never moves backward"));
                }
                if jump(cur, dir, occupied) != Some(sq) {
                    return Err(illegal("a jump goes over a stone onto an empty square"));
                }
                if visited.contains(sq) {
                    return Err(illegal("no square is visited twice"));
                }
                visited.insert(sq);
                jumped = true;
            }
            cur = sq;
        }
        let mv = Move::stone(from, cur);
        // A route that passed every check above is one the generator follows (slide
        // legs are occluded fills, jumps a closure from every slide square), so its
        // move is legal unless it ends on its start: `&&` for `||` is an equivalent
        // mutant, and `is_legal` only guards against a generator that disagrees.
        if cur == from || !self.is_legal(mv) {
            return Err(illegal(self.stone_refusal(from, cur)));
        }
        Ok(mv)
    }
}

/// Returns the landing square of a jump from `from` in `dir` over an occupied square
/// onto an empty one, if there is one.
fn jump(from: Square, dir: Direction, occupied: Bitboard) -> Option<Square> {
    let over = from.step(dir)?;
    let land = over.step(dir)?;
    (occupied.contains(over) && !occupied.contains(land)).then_some(land)
}

/// Appends to `out` every slide route extending `route` by one more leg (and
/// further legs, up to `max_legs`), turning 90 degrees from `last`.
fn slide_routes(
    route: &mut SmallVec<[Square; 16]>,
    last: Option<Direction>,
    max_legs: usize,
    owner: Color,
    occupied: Bitboard,
    out: &mut SmallVec<[SmallVec<[Square; 16]>; 64]>,
) {
    if route.len() > max_legs {
        return;
    }
    let cur = route[route.len() - 1];
    for &dir in owner.directions() {
        if last.is_some_and(|l| !perpendicular(l, dir)) {
            continue;
        }
        let mut sq = cur;
        while let Some(next) = sq.step(dir).filter(|s| !occupied.contains(*s)) {
            sq = next;
            route.push(sq);
            out.push(route.clone());
            slide_routes(route, Some(dir), max_legs, owner, occupied, out);
            route.pop();
        }
    }
}
