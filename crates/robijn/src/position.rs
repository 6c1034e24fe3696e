//! The validated position: stones, side to move, hash; moves, paths and the end.

use crate::jumps::Jumps;
use crate::moves::is_jump;
use crate::setup::{ParseSetupError, SetupError};
use crate::{Bitboard, Color, Move, MoveList, Path, Setup, Side, Square, Stone, layout, zobrist};
use alloc::string::String;
use boardcore::Outcome;
use core::fmt::{self, Write as _};
use core::str::FromStr;
use smallvec::SmallVec;

/// The marker of an empty field in `Position::cells`.
const EMPTY: u8 = u8::MAX;

/// Why a game of Robijn ended.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Termination {
    /// A side has all twenty stones on their goal fields and wins (rules, "Win"
    /// \[SEED\]).
    Home,
    /// A side wins by the blockade rule: it has left its own house, the opponent's
    /// house is full of opponent stones and its own correct stones, and an opponent
    /// stone is still there (rules, "Blockade rule" \[SEED, formalised as RECON\]).
    Blockade,
    /// Two passes in a row: neither side can move (rules, "Draw" \[RECON\]). A
    /// [`History`](crate::History) ends so after both passes are played; a bare
    /// [`Position`], which keeps no passes, as soon as neither side can move. On
    /// this board it never happens: some stone can always step onto a white field.
    NoMoves,
    /// The same position with the same side to move for the third time (rules,
    /// "Draw" \[RECON\]; only a [`History`](crate::History) knows).
    Repetition,
    /// The ply limit of the game was reached (rules, "Draw" \[RECON\], default 2000;
    /// only a [`History`](crate::History) knows).
    PlyLimit,
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Home => "all stones home",
            Self::Blockade => "blockade",
            Self::NoMoves => "no moves for either side",
            Self::Repetition => "threefold repetition",
            Self::PlyLimit => "ply limit",
        })
    }
}

/// A legal position of Robijn: every stone on exactly one field, and the side to
/// move.
///
/// `Default` is the start position with A to move. `Display` and `FromStr` use the
/// position string of the rules ("Notation" \[RECON\]):
///
/// ```text
/// g10g9g8g7g6g5g4g3g2g1/u20u19u18u17u16u15u14u13u12u11/........../........../........../........../........../........../r11r12r13r14r15r16r17r18r19r20/b1b2b3b4b5b6b7b8b9b10 a
/// ```
///
/// The position decides the end conditions that need no past: a win (all stones
/// home), the blockade rule, and the draw when neither side can move. The draw
/// rules that need the past (threefold repetition, the ply limit) belong to
/// [`History`](crate::History).
///
/// # Examples
///
/// ```
/// use robijn::{Position, Side};
///
/// let pos = Position::default();
/// assert_eq!(pos.turn(), Side::A);
/// assert_eq!(pos.legal_moves().len(), 36);
/// assert_eq!(pos.to_string().parse::<Position>()?, pos);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// The stone index on each field, or `EMPTY`.
    cells: [u8; 100],
    /// The stones of each colour.
    colours: [Bitboard; 4],
    /// The number of stones of each side on their goal field.
    on_goal: [u8; 2],
    side: Side,
    hash: u64,
}

impl Default for Position {
    /// Returns the start position with A to move.
    fn default() -> Self {
        Self::new()
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position(\"{self}\")")
    }
}

/// The error of reading a [`Position`]: bad syntax, or a setup that breaks the
/// rules.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is not a position string.
    #[error(transparent)]
    Syntax(#[from] ParseSetupError),
    /// The text is a position string of an illegal position.
    #[error(transparent)]
    Invalid(#[from] SetupError),
}

impl Position {
    /// Returns the start position with A to move.
    #[must_use]
    pub fn new() -> Self {
        Self::start(Side::A)
    }

    /// Returns the start position with `first` to move (rules: A moves first
    /// \[CHOICE, configurable\]).
    #[must_use]
    pub fn start(first: Side) -> Self {
        Self::from_setup_unchecked(&Setup::start(first))
    }

    /// Returns the position of `setup` if it is legal.
    ///
    /// # Errors
    ///
    /// Returns [`SetupError`] if a stone is missing or on two fields, or both sides
    /// have every stone on its goal.
    pub fn from_setup(setup: &Setup) -> Result<Self, SetupError> {
        setup.validate()?;
        Ok(Self::from_setup_unchecked(setup))
    }

    fn from_setup_unchecked(setup: &Setup) -> Self {
        let mut pos = Self {
            cells: [EMPTY; 100],
            colours: [Bitboard::EMPTY; 4],
            on_goal: [0; 2],
            side: setup.turn,
            hash: 0,
        };
        for sq in Square::all() {
            if let Some(stone) = setup.get(sq) {
                pos.cells[sq.to_index()] = stone.index() as u8;
                pos.colours[stone.color().index()].insert(sq);
                if layout::goal_square(stone) == sq {
                    pos.on_goal[stone.side().index()] += 1;
                }
            }
        }
        pos.hash = pos.compute_hash();
        pos
    }

    /// Returns the position as a [`Setup`].
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut setup = Setup::empty(self.side);
        for sq in Square::all() {
            setup.set(sq, self.stone_at(sq));
        }
        setup
    }

    /// Reads `start` (the start position) or a position string: the argument of the
    /// example programs.
    ///
    /// # Errors
    ///
    /// Returns [`ParsePositionError`] if the text is neither.
    pub fn from_arg(text: &str) -> Result<Self, ParsePositionError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text).trim();
        if text == "start" {
            Ok(Self::new())
        } else {
            text.parse()
        }
    }

    /// Returns the side to move.
    #[must_use]
    pub const fn turn(&self) -> Side {
        self.side
    }

    /// Returns the stone on `sq`, if any.
    #[must_use]
    pub fn stone_at(&self, sq: Square) -> Option<Stone> {
        Stone::from_index(usize::from(self.cells[sq.to_index()]))
    }

    /// Returns the field where `stone` stands.
    #[must_use]
    pub fn square_of(&self, stone: Stone) -> Square {
        let index = self
            .cells
            .iter()
            .position(|&c| usize::from(c) == stone.index())
            .unwrap_or_default();
        // Every stone is on the board (checked by `from_setup`, kept by moves).
        Square::new(index).unwrap_or_else(|| unreachable!())
    }

    /// Returns the fields holding stones of `colour`.
    #[must_use]
    pub const fn stones_of(&self, colour: Color) -> Bitboard {
        self.colours[colour.index()]
    }

    /// Returns the fields holding stones of `side`.
    #[must_use]
    pub fn stones(&self, side: Side) -> Bitboard {
        let [a, b] = side.colors();
        // No field holds two stones, so the colour sets are disjoint: `|` and `^`
        // agree here and in `occupied` (equivalent mutants).
        self.stones_of(a) | self.stones_of(b)
    }

    /// Returns the occupied fields.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        // The colours are disjoint (a field holds one stone): `^` for `|` is an
        // equivalent mutant.
        self.colours[0] | self.colours[1] | self.colours[2] | self.colours[3]
    }

    /// Returns the number of stones of `side` on their goal fields (0-20).
    #[must_use]
    pub const fn stones_home(&self, side: Side) -> usize {
        self.on_goal[side.index()] as usize
    }

    /// Returns the Zobrist hash of the stones and the side to move, kept up to date
    /// move by move.
    #[must_use]
    pub const fn zobrist_hash(&self) -> u64 {
        self.hash
    }

    /// Computes the Zobrist hash from scratch (for checks of the incremental one).
    #[must_use]
    pub fn compute_hash(&self) -> u64 {
        let mut hash = match self.side {
            Side::A => 0,
            Side::B => zobrist::side_b(),
        };
        for sq in Square::all() {
            if let Some(stone) = self.stone_at(sq) {
                hash ^= zobrist::stone(stone, sq);
            }
        }
        hash
    }

    /// Returns the fields the stone on `from` may move to if its side is to move
    /// (empty if `from` is empty, the stone is not the mover's, or the game is over).
    #[must_use]
    pub fn targets(&self, from: Square) -> Bitboard {
        match self.stone_at(from) {
            Some(stone) if stone.side() == self.side && self.decided().is_none() => {
                Jumps::new(self.occupied()).targets(from, stone.color())
            }
            _ => Bitboard::EMPTY,
        }
    }

    /// Returns the legal moves: each move of one of the mover's stones; a pass if the
    /// mover has none but the opponent has; nothing once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        self.generate()
    }

    /// Returns the number of legal moves without listing them.
    #[must_use]
    pub fn count_legal_moves(&self) -> usize {
        self.count()
    }

    /// Tests if `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        match mv {
            Move::Pass => {
                self.decided().is_none() && !self.has_moves(self.side) && self.has_moves(!self.side)
            }
            Move::Play { from, to } => self.targets(from).contains(to),
        }
    }

    /// Plays `mv` without checking that it is legal.
    ///
    /// An illegal move may leave a corrupt position (never undefined behaviour).
    pub fn play_unchecked(&mut self, mv: Move) {
        if let Move::Play { from, to } = mv
            && let Some(stone) = self.stone_at(from)
        {
            self.cells[from.to_index()] = EMPTY;
            self.cells[to.to_index()] = stone.index() as u8;
            let c = stone.color().index();
            self.colours[c] = self.colours[c].without(from).with(to);
            self.hash ^= zobrist::stone(stone, from) ^ zobrist::stone(stone, to);
            let goal = layout::goal_square(stone);
            let home = &mut self.on_goal[stone.side().index()];
            if from == goal {
                *home = home.wrapping_sub(1);
            }
            if to == goal {
                *home = home.wrapping_add(1);
            }
        }
        self.side = !self.side;
        self.hash ^= zobrist::side_b();
    }

    /// Plays `mv` (unchecked) on `child`, a clone of `self`.
    pub fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        child.play_unchecked(mv);
    }

    /// Tests if `side` wins by the blockade rule here: `side` has no stone in its own
    /// house, every field of the opponent's house holds an opponent stone or one of
    /// `side`'s stones on its goal, and at least one opponent stone is in the
    /// opponent's house (rules, "Blockade rule" \[SEED, formalised as RECON\]).
    #[must_use]
    pub fn is_blockade(&self, side: Side) -> bool {
        let own = self.stones(side);
        let opp = self.stones(!side);
        let their_house = layout::house(!side);
        (own & layout::house(side)).is_empty()
            && their_house.is_subset(self.occupied())
            && (own & their_house).count() == self.stones_home(side)
            && opp.intersects(their_house)
    }

    /// Returns the winner and why, if a side has won (all stones home, or the
    /// blockade rule).
    pub(crate) fn decided(&self) -> Option<(Side, Termination)> {
        for side in Side::ALL {
            if self.on_goal[side.index()] == 20 {
                return Some((side, Termination::Home));
            }
        }
        Side::ALL
            .into_iter()
            .find(|&side| self.is_blockade(side))
            .map(|side| (side, Termination::Blockade))
    }

    /// Returns why the game is over, if it is (without a history: a win, the
    /// blockade rule, or neither side able to move).
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        if let Some((_, why)) = self.decided() {
            return Some(why);
        }
        if !self.has_moves(self.side) && !self.has_moves(!self.side) {
            return Some(Termination::NoMoves);
        }
        None
    }

    /// Returns the winner, if a side has won.
    #[must_use]
    pub fn winner(&self) -> Option<Side> {
        self.decided().map(|(side, _)| side)
    }

    /// Returns the outcome if the game is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some((side, _)) = self.decided() {
            return Some(Outcome::win(side.into()));
        }
        self.termination().map(|_| Outcome::DRAW)
    }

    /// Returns a shortest path of legal move `mv` (fewest steps and jumps; the first
    /// found in direction order `N, NE, E, SE, S, SW, W, NW`, steps before jumps), or
    /// `None` if `mv` is not a legal move of a stone. It is computed square by square
    /// with a breadth-first search, for display.
    ///
    /// # Examples
    ///
    /// ```
    /// use boardcore::Game;
    /// use robijn::Position;
    ///
    /// let mut pos = Position::default();
    /// pos.play("d2-e3".parse()?)?;
    /// pos.play("a9-b8".parse()?)?;
    /// let mv = "e1xf4".parse()?;
    /// assert_eq!(pos.path(mv).map(|p| p.to_string()).as_deref(), Some("e1-d2xf4"));
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub fn path(&self, mv: Move) -> Option<Path> {
        let Move::Play { from, to } = mv else {
            return None;
        };
        if !self.is_legal(mv) {
            return None;
        }
        let colour = self.stone_at(from)?.color();
        let landings = layout::landings(colour);
        let occupied = |sq: Square| sq != from && self.stone_at(sq).is_some();
        let mut parent = [u8::MAX; 100];
        let mut queue: SmallVec<[Square; 100]> = SmallVec::new();
        parent[from.to_index()] = from.to_index() as u8;
        queue.push(from);
        let mut head = 0;
        while head < queue.len() {
            let sq = queue[head];
            head += 1;
            let mut visit = |next: Square, queue: &mut SmallVec<[Square; 100]>| {
                if parent[next.to_index()] == u8::MAX {
                    parent[next.to_index()] = sq.to_index() as u8;
                    queue.push(next);
                }
            };
            if sq == from {
                for dir in boardcore::grid::Direction::ALL {
                    if let Some(next) = sq.step(dir)
                        && !occupied(next)
                        && landings.contains(next)
                    {
                        visit(next, &mut queue);
                    }
                }
            }
            for dir in boardcore::grid::Direction::ALL {
                if let Some(over) = sq.step(dir)
                    && let Some(next) = over.step(dir)
                    && occupied(over)
                    && !occupied(next)
                {
                    visit(next, &mut queue);
                }
            }
        }
        let mut squares: SmallVec<[Square; 8]> = SmallVec::new();
        let mut sq = to;
        while sq != from {
            squares.push(sq);
            sq = Square::new(usize::from(parent[sq.to_index()]))?;
        }
        squares.push(from);
        squares.reverse();
        Some(Path::from_squares(squares))
    }

    /// Tests if `path` is a legal way for the mover to play here: from one of the
    /// mover's stones, an optional first step to an empty neighbour of white or the
    /// stone's colour, then jumps over stones onto empty fields, ending on a field
    /// of white or the stone's colour. A path of two fields is the short form of a
    /// move (`e1xf4` may stand for a chain) and is legal if the move is.
    #[must_use]
    pub fn is_legal_path(&self, path: &Path) -> bool {
        let squares = path.squares();
        let mv = path.to_move();
        if squares.len() == 2 {
            return self.is_legal(mv);
        }
        let from = path.from();
        let Some(stone) = self.stone_at(from) else {
            return false;
        };
        // A shortcut: the final `is_legal(mv)` refuses an opponent's stone and a
        // finished game as well, so `&&` for `||` here changes no result
        // (equivalent mutant).
        if stone.side() != self.side || self.decided().is_some() {
            return false;
        }
        let landings = layout::landings(stone.color());
        let free = |sq: Square| sq == from || self.stone_at(sq).is_none();
        let mut seen = Bitboard::from_square(from);
        for (i, pair) in squares.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            if !seen.insert(b) || !free(b) || b == from {
                return false;
            }
            if i == 0 && a.distance(b) == 1 {
                if !landings.contains(b) {
                    return false;
                }
            } else {
                let middle =
                    Square::from_coords((a.file() + b.file()) / 2, (a.rank() + b.rank()) / 2);
                if !is_jump(a, b) || middle.is_none_or(free) {
                    return false;
                }
            }
        }
        // Every segment is right here, so the move is legal exactly when it ends on
        // a landing field: `is_legal` only checks again, and `||` for `&&` changes no
        // result (equivalent mutant).
        landings.contains(path.to()) && self.is_legal(mv)
    }

    /// Returns a picture of the board, row 10 at the top: each field shows its stone
    /// code, or for an empty field its colour letter (`b`, `r`, `g`, `u`) or `.` for
    /// white; then the side to move.
    ///
    /// # Examples
    ///
    /// ```
    /// let diagram = robijn::Position::default().diagram();
    /// assert!(diagram.starts_with("10  g10 g9  g8  g7"));
    /// assert!(diagram.contains("\n 5   .   b   r   .   b   r   .   b   r   .\n"));
    /// ```
    #[must_use]
    pub fn diagram(&self) -> String {
        let mut out = String::new();
        for rank in (0..10).rev() {
            let _ = write!(out, "{:>2} ", rank + 1);
            for file in 0..10 {
                let Some(sq) = Square::from_coords(file, rank) else {
                    continue;
                };
                let cell = match self.stone_at(sq) {
                    Some(stone) => alloc::format!("{stone}"),
                    None => {
                        alloc::format!(" {}", layout::field_color(sq).map_or('.', Color::letter))
                    }
                };
                let _ = write!(out, " {cell:<3}");
            }
            let line = out.trim_end().len();
            out.truncate(line);
            out.push('\n');
        }
        out.push_str("     a   b   c   d   e   f   g   h   i   j\n");
        let _ = writeln!(out, "{} to move", self.side);
        out
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_setup(), f)
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads a position string and checks the position.
    ///
    /// # Errors
    ///
    /// Returns [`ParsePositionError::Syntax`] for a malformed string and
    /// [`ParsePositionError::Invalid`] for an illegal position.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let setup: Setup = s.parse()?;
        Ok(Self::from_setup(&setup)?)
    }
}

boardcore::serde_via_str!(Position);

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::format;
    use alloc::string::ToString;

    #[test]
    fn terminations_and_positions_print() {
        let words = [
            (Termination::Home, "all stones home"),
            (Termination::Blockade, "blockade"),
            (Termination::NoMoves, "no moves for either side"),
            (Termination::Repetition, "threefold repetition"),
            (Termination::PlyLimit, "ply limit"),
        ];
        for (termination, text) in words {
            assert_eq!(termination.to_string(), text);
        }
        let pos = Position::default();
        assert_eq!(format!("{pos:?}"), format!("Position(\"{pos}\")"));
    }

    #[test]
    fn from_arg_reads_start_or_a_position_string() {
        let start = Position::default();
        assert_eq!(Position::from_arg(" start\n"), Ok(start.clone()));
        let mut moved = start.clone();
        moved.play_unchecked(Move::new(
            "d2".parse().expect("square"),
            "e3".parse().expect("square"),
        ));
        assert_eq!(Position::from_arg(&moved.to_string()), Ok(moved));
        assert!(Position::from_arg("begin").is_err());
    }
}
