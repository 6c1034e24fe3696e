//! The validated position: pieces, side to move and variant.

use crate::geometry::{bit_of, compress, expand, per_row};
use crate::notation::fen::{self, ParseFenError};
use crate::{Color, Piece, Role, Setup, SetupError, Square, SquareSet, Variant};
use alloc::string::String;
use core::fmt;
use core::str::FromStr;

/// A legal draughts position of either variant: the pieces, the side to move and the
/// [`Variant`].
///
/// `Default` is the international start; [`Position::new`] gives either start.
/// `Display` writes the variant and the FEN (`international W:W31,...,50:B1,...,20`);
/// `FromStr` reads that, or a bare FEN whose variant is inferred (a square above 32
/// means international, else English, PDN's default). Draw rules that need the past
/// live in [`History`](crate::History); a position ends only when the side to move
/// has no legal move (which includes having no pieces), and loses.
///
/// ```
/// use draughts::{Position, Variant};
///
/// let pos = Position::new(Variant::International);
/// assert_eq!(pos.legal_moves().len(), 9);
/// assert_eq!(pos.perft(3), 658);
/// let english: Position = "B:W21-32:B1-12".parse()?;
/// assert_eq!(english, Position::new(Variant::English));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) white: u64,
    pub(crate) black: u64,
    pub(crate) kings: u64,
    pub(crate) turn: Color,
    pub(crate) variant: Variant,
}

impl Default for Position {
    /// Returns the international start position.
    fn default() -> Self {
        Self::new(Variant::International)
    }
}

impl Position {
    /// Returns the start position of `variant`: Black on the first 20 (12) squares,
    /// White on the last 20 (12), White to move in international draughts and Black
    /// in English draughts.
    #[must_use]
    pub fn new(variant: Variant) -> Self {
        let men = u32::from(variant.start_rows() * variant.per_row());
        let squares = u32::from(variant.squares());
        let black = SquareSet((1u64 << men) - 1);
        let white = SquareSet(((1u64 << men) - 1) << (squares - men));
        let setup = Setup {
            variant,
            turn: variant.first_to_move(),
            white,
            black,
            kings: SquareSet::EMPTY,
        };
        Self::from_setup_unchecked(&setup)
    }

    pub(crate) fn from_setup_unchecked(setup: &Setup) -> Self {
        let n = per_row(setup.variant);
        Self {
            white: expand(n, setup.white.0),
            black: expand(n, setup.black.0),
            kings: expand(n, setup.kings.0),
            turn: setup.turn,
            variant: setup.variant,
        }
    }

    /// Returns the position of a setup, if it is legal.
    ///
    /// # Errors
    ///
    /// Returns the [`SetupError`] of [`Setup::validate`].
    pub fn from_setup(setup: &Setup) -> Result<Self, SetupError> {
        setup.validate()?;
        Ok(Self::from_setup_unchecked(setup))
    }

    /// Returns the position as an unvalidated [`Setup`].
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            variant: self.variant,
            turn: self.turn,
            white: self.white(),
            black: self.black(),
            kings: self.kings(),
        }
    }

    /// Reads a PDN 3.0 FEN (`W:W31-50:B1-20`) as a position of `variant`.
    ///
    /// # Errors
    ///
    /// Returns [`ParsePositionError::Fen`] if the text is not FEN and
    /// [`ParsePositionError::Invalid`] if it describes no legal position of
    /// `variant`.
    pub fn from_fen(fen: &str, variant: Variant) -> Result<Self, ParsePositionError> {
        Ok(Self::from_setup(&fen::parse_setup(fen, Some(variant))?)?)
    }

    /// Returns the FEN of the position (without the variant), such as
    /// `W:W31,32,33,...,50:B1,2,...,20`.
    #[must_use]
    pub fn fen(&self) -> String {
        fen::write(&self.to_setup())
    }

    /// Returns the variant.
    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// Returns the side to move.
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    /// Returns the squares of White's pieces.
    #[must_use]
    pub const fn white(&self) -> SquareSet {
        SquareSet(compress(per_row(self.variant), self.white))
    }

    /// Returns the squares of Black's pieces.
    #[must_use]
    pub const fn black(&self) -> SquareSet {
        SquareSet(compress(per_row(self.variant), self.black))
    }

    /// Returns the squares of the kings of both sides.
    #[must_use]
    pub const fn kings(&self) -> SquareSet {
        SquareSet(compress(per_row(self.variant), self.kings))
    }

    /// Returns the squares of `color`'s pieces.
    #[must_use]
    pub const fn pieces(&self, color: Color) -> SquareSet {
        match color {
            Color::White => self.white(),
            Color::Black => self.black(),
        }
    }

    /// Returns the piece on `sq`, if any (`None` also off the board).
    #[must_use]
    pub fn piece_at(&self, sq: Square) -> Option<Piece> {
        if sq.number() > self.variant.squares() {
            return None;
        }
        let bit = 1u64 << bit_of(per_row(self.variant), sq.number());
        let role = if self.kings & bit != 0 {
            Role::King
        } else {
            Role::Man
        };
        if self.white & bit != 0 {
            Some(Piece {
                color: Color::White,
                role,
            })
        } else if self.black & bit != 0 {
            Some(Piece {
                color: Color::Black,
                role,
            })
        } else {
            None
        }
    }

    /// Returns the 64-bit Zobrist key of the position (pieces, side to move,
    /// variant), computed from scratch.
    #[must_use]
    pub fn zobrist_hash(&self) -> u64 {
        // Equivalent mutants (cargo-mutants): `bits ^ !self.kings` for the men, and
        // the side-to-move key given to White instead of Black, give another hash
        // with the same properties (a fixed key per piece XORed onto the empty
        // board's key, distinct for every piece; tested), as any other choice of
        // keys would.
        let keys = &crate::zobrist::KEYS;
        let mut h = 0;
        for (c, bits) in [self.white, self.black].into_iter().enumerate() {
            for (r, role) in [bits & !self.kings, bits & self.kings]
                .into_iter()
                .enumerate()
            {
                let mut b = role;
                while b != 0 {
                    h ^= keys.pieces[c][r][b.trailing_zeros() as usize];
                    b &= b - 1;
                }
            }
        }
        if self.turn == Color::Black {
            h ^= keys.black_to_move;
        }
        if self.variant == Variant::English {
            h ^= keys.english;
        }
        h
    }

    /// Returns the colour-mirrored position: every piece moved to the square
    /// opposite (`n` to `squares + 1 - n`) and given to the other side, and the
    /// other side to move. Perft counts are unchanged.
    #[must_use]
    pub fn mirrored(&self) -> Self {
        let n = self.variant.squares();
        let flip = |s: SquareSet| -> SquareSet {
            s.iter()
                .filter_map(|sq| Square::new(n + 1 - sq.number()))
                .collect()
        };
        let setup = Setup {
            variant: self.variant,
            turn: !self.turn,
            white: flip(self.black()),
            black: flip(self.white()),
            kings: flip(self.kings()),
        };
        Self::from_setup_unchecked(&setup)
    }

    /// Returns a board diagram, row 1 (squares 1-5 or 1-4) on top, White at the
    /// bottom, one character a square: `w`/`b` men, `W`/`B` kings, `.` empty dark
    /// squares, spaces for light squares; then the side to move.
    ///
    /// ```
    /// use draughts::{Position, Variant};
    ///
    /// let diagram = Position::new(Variant::English).diagram();
    /// assert!(diagram.starts_with(" b b b b\nb b b b \n b b b b\n. . . . \n"));
    /// ```
    #[must_use]
    pub fn diagram(&self) -> String {
        let v = self.variant;
        let size = usize::from(v.board_size());
        let mut s = String::new();
        for row in 0..size {
            let mut line = alloc::vec![b' '; size];
            for pos in 0..usize::from(v.per_row()) {
                let n = row * usize::from(v.per_row()) + pos + 1;
                let (_, col) = crate::geometry::row_col(v, n as u8);
                let sq = Square::new_unchecked(n as u8);
                line[usize::from(col)] = self.piece_at(sq).map_or(b'.', |p| p.char() as u8);
            }
            s.push_str(core::str::from_utf8(&line).unwrap_or_default());
            s.push('\n');
        }
        s.push_str(match self.turn {
            Color::White => "white to move\n",
            Color::Black => "black to move\n",
        });
        s
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl fmt::Display for Position {
    /// Writes `<variant> <FEN>`, such as `english B:W21,...,32:B1,...,12`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.variant, self.fen())
    }
}

/// The error of reading a position: bad FEN, or FEN of an illegal position.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is not FEN.
    #[error(transparent)]
    Fen(#[from] ParseFenError),
    /// The FEN describes no legal position (written as the [`SetupError`], as the
    /// other game crates write theirs: a tool that says "invalid position" around
    /// it said it twice).
    #[error(transparent)]
    Invalid(#[from] SetupError),
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads `[<variant>] <FEN>`: an optional variant name (`international`,
    /// `english`, `20` or `21`) and a space, then FEN. Without the name the variant
    /// is inferred: a square above 32 means international, else English. A UTF-8 byte
    /// order mark at the start (text read from a file) is skipped.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim_start_matches('\u{feff}').trim_start();
        let (variant, fen_text) = match t.split_once(char::is_whitespace) {
            Some((word, rest)) => match word.parse::<Variant>() {
                Ok(v) => (Some(v), rest),
                Err(_) => (None, t),
            },
            None => (None, t),
        };
        Ok(Self::from_setup(&fen::parse_setup(fen_text, variant)?)?)
    }
}

boardcore::serde_via_str!(Position);

#[cfg(test)]
mod tests {
    use super::*;

    /// The position of one piece (or none), unvalidated (a man may stand on its
    /// crowning row).
    fn lone(variant: Variant, turn: Color, piece: Option<(u8, Color, bool)>) -> Position {
        let mut setup = Setup {
            variant,
            turn,
            white: SquareSet::EMPTY,
            black: SquareSet::EMPTY,
            kings: SquareSet::EMPTY,
        };
        if let Some((n, color, king)) = piece {
            let sq = SquareSet(1 << (n - 1));
            match color {
                Color::White => setup.white = sq,
                Color::Black => setup.black = sq,
            }
            if king {
                setup.kings = sq;
            }
        }
        Position::from_setup_unchecked(&setup)
    }

    /// Zobrist hashing: the key of a position is the key of its empty board (side to
    /// move and variant) XOR one key per piece, and the key of every single piece
    /// (square, colour, man or king) on every empty board differs from all others.
    #[test]
    fn zobrist_keys_are_distinct_and_add_up_piece_by_piece() {
        let mut seen = alloc::collections::BTreeMap::new();
        for variant in Variant::ALL {
            for turn in [Color::White, Color::Black] {
                let empty = lone(variant, turn, None).zobrist_hash();
                assert!(seen.insert(empty, (variant, turn, 0, None)).is_none());
                for n in 1..=variant.squares() {
                    for color in [Color::White, Color::Black] {
                        for king in [false, true] {
                            let key = lone(variant, turn, Some((n, color, king))).zobrist_hash();
                            let what = (variant, turn, n, Some((color, king)));
                            if let Some(other) = seen.insert(key, what) {
                                panic!("{what:?} has the key of {other:?}");
                            }
                        }
                    }
                }
            }
        }
        // Every bit of the key varies, on each board.
        for variant in Variant::ALL {
            let keys = seen
                .iter()
                .filter(|(_, what)| what.0 == variant)
                .map(|(k, _)| *k);
            let (any, all) = keys.fold((0, !0), |(any, all), k| (any | k, all & k));
            assert_eq!((any, all), (!0, 0), "{variant:?}");
        }
        for (fen, variant) in [
            ("W:W31-50:B1-20", Variant::International),
            ("B:WK46,K50,31,33:BK5,K1,12,20", Variant::International),
            ("B:W21-32:B1-12", Variant::English),
            ("W:WK29,K30,22:BK1,K2,9", Variant::English),
        ] {
            let pos = Position::from_fen(fen, variant).expect("valid");
            let empty = lone(variant, pos.turn(), None).zobrist_hash();
            let mut sum = empty;
            for sq in pos.white().iter().chain(pos.black().iter()) {
                let piece = pos.piece_at(sq).expect("a piece");
                let one = lone(
                    variant,
                    pos.turn(),
                    Some((sq.number(), piece.color, pos.kings().contains(sq))),
                );
                sum ^= one.zobrist_hash() ^ empty;
            }
            assert_eq!(pos.zobrist_hash(), sum, "{fen}");
        }
    }

    #[test]
    fn start_perft() {
        let intl = Position::new(Variant::International);
        assert_eq!([1, 2, 3, 4].map(|d| intl.perft(d)), [9, 81, 658, 4265]);
        let eng = Position::new(Variant::English);
        assert_eq!([1, 2, 3, 4].map(|d| eng.perft(d)), [7, 49, 302, 1469]);
    }
}
