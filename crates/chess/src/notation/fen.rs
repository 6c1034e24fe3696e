//! FEN, X-FEN, Shredder-FEN and EPD: reading and writing positions as text.
//!
//! Format: Forsyth-Edwards Notation as in the PGN standard (Edwards 1994, section
//! 16.1), with the castling field extended for Chess960 by X-FEN (`KQkq`, or the file
//! letter of a rook that is not the outermost one) and Shredder-FEN (always file
//! letters, `HAha`).

use crate::castling::{CastlingMode, back_rank};
use crate::setup::Strictness;
use crate::{Bitboard, Color, File, Piece, Position, Rank, Role, Setup, SetupError, Square};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::Excerpt;
use core::fmt::{self, Write};
use core::str::FromStr;

/// A field of a FEN record, named in errors.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum FenField {
    /// Field 1: piece placement.
    Board,
    /// Field 2: side to move.
    Turn,
    /// Field 3: castling availability.
    Castling,
    /// Field 4: en passant target square.
    EnPassant,
    /// Field 5: halfmove clock.
    Halfmoves,
    /// Field 6: fullmove number.
    Fullmoves,
    /// Text after the last field.
    Trailing,
    /// The whitespace between fields (strict FEN wants one space).
    Separator,
}

impl fmt::Display for FenField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Board => "piece placement",
            Self::Turn => "side to move",
            Self::Castling => "castling",
            Self::EnPassant => "en passant square",
            Self::Halfmoves => "halfmove clock",
            Self::Fullmoves => "fullmove number",
            Self::Trailing => "trailing text",
            Self::Separator => "field separator",
        })
    }
}

/// The error of reading a FEN.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseFenError {
    /// The text is not well-formed FEN: `field` is missing or malformed, starting at
    /// byte `offset`, with the offending text quoted.
    #[error("invalid FEN: {} at byte {offset}", describe(*field, text))]
    Syntax {
        /// The field that is wrong.
        field: FenField,
        /// The byte offset of the field in the input.
        offset: usize,
        /// The offending text, quoted as a short excerpt (empty if the field is
        /// missing).
        text: Excerpt,
    },
    /// The text is well-formed but the position breaks the rules.
    #[error(transparent)]
    Invalid(#[from] SetupError),
}

/// How to write the castling field.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum CastlingNotation {
    /// `KQkq` where the rook is the outermost one on its side, else its file letter
    /// (X-FEN). In standard chess this is plain FEN.
    #[default]
    XFen,
    /// Always the rook's file letter (`HAha`).
    Shredder,
}

/// Says what is wrong with one field: missing, or malformed with its text quoted.
fn describe(field: FenField, text: &Excerpt) -> String {
    if text.as_str().is_empty() {
        alloc::format!("missing {field}")
    } else {
        alloc::format!("bad {field} {text}")
    }
}

fn syntax(field: FenField, offset: usize, text: &str) -> ParseFenError {
    ParseFenError::Syntax {
        field,
        offset,
        text: Excerpt::new(text),
    }
}

/// Splits on ASCII whitespace, keeping byte offsets.
fn fields(s: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in s.char_indices() {
        if c.is_ascii_whitespace() {
            if let Some(st) = start.take() {
                out.push((st, &s[st..i]));
            }
        } else if start.is_none() {
            start = Some(i);
        }
    }
    if let Some(st) = start {
        out.push((st, &s[st..]));
    }
    out
}

/// A parsed FEN: the setup, plus whether the castling field used file letters (which
/// implies Chess960).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Fen {
    /// The position as written.
    pub setup: Setup,
    /// Whether the castling field named a rook by its file letter.
    pub file_letters: bool,
}

impl Fen {
    /// Reads a FEN record. `Strict` requires exactly six fields separated by single
    /// spaces; `Lenient` also accepts four or five fields (EPD-style, the counters
    /// default to `0 1`) and any runs of whitespace.
    ///
    /// # Errors
    ///
    /// Returns [`ParseFenError::Syntax`] naming the first malformed field.
    pub fn parse(s: &str, strictness: Strictness) -> Result<Self, ParseFenError> {
        let parts = fields(s);
        let strict = strictness == Strictness::Strict;
        if strict {
            // Fields are separated by single spaces, with nothing before or after.
            let bad = s
                .char_indices()
                .find(|&(i, c)| {
                    (c.is_ascii_whitespace() && c != ' ')
                        || (c == ' ' && (i == 0 || i + 1 == s.len() || s[i + 1..].starts_with(' ')))
                })
                .map(|(i, _)| i);
            if let Some(i) = bad {
                let end = s[i..]
                    .find(|c: char| !c.is_ascii_whitespace())
                    .map_or(s.len(), |n| i + n);
                return Err(syntax(FenField::Separator, i, &s[i..end]));
            }
        }
        let names = [
            FenField::Board,
            FenField::Turn,
            FenField::Castling,
            FenField::EnPassant,
            FenField::Halfmoves,
            FenField::Fullmoves,
        ];
        let needed = if strict { 6 } else { 4 };
        if parts.len() < needed {
            return Err(syntax(names[parts.len()], s.len(), ""));
        }
        if parts.len() > 6 {
            return Err(syntax(FenField::Trailing, parts[6].0, parts[6].1));
        }
        let mut setup = Setup::empty();

        // Board.
        let (off, board) = parts[0];
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 8 {
            return Err(syntax(FenField::Board, off, board));
        }
        for (i, text) in ranks.iter().enumerate() {
            let rank = Rank::ALL[7 - i];
            let mut file = 0u8;
            let mut prev_digit = false;
            for c in text.chars() {
                if let Some(d) = c.to_digit(10) {
                    if d == 0 || d > 8 || prev_digit {
                        return Err(syntax(FenField::Board, off, board));
                    }
                    file += d as u8;
                    prev_digit = true;
                } else if let Some(piece) = Piece::from_char(c) {
                    let Some(f) = File::new(file) else {
                        return Err(syntax(FenField::Board, off, board));
                    };
                    setup
                        .board
                        .set_piece_at(Square::from_coords(f, rank), piece);
                    file += 1;
                    prev_digit = false;
                } else {
                    return Err(syntax(FenField::Board, off, board));
                }
                if file > 8 {
                    return Err(syntax(FenField::Board, off, board));
                }
            }
            if file != 8 {
                return Err(syntax(FenField::Board, off, board));
            }
        }

        // Turn.
        let (off, turn) = parts[1];
        setup.turn = match turn {
            "w" => Color::White,
            "b" => Color::Black,
            "W" | "B" if !strict => {
                if turn == "W" {
                    Color::White
                } else {
                    Color::Black
                }
            }
            _ => return Err(syntax(FenField::Turn, off, turn)),
        };

        // Castling.
        let (off, castling) = parts[2];
        let mut file_letters = false;
        if castling != "-" {
            let mut seen = Bitboard::EMPTY;
            for c in castling.chars() {
                let color = if c.is_ascii_uppercase() {
                    Color::White
                } else {
                    Color::Black
                };
                let rank = back_rank(color);
                let rooks = setup.board.by_piece(Role::Rook.of(color)) & Bitboard::rank(rank);
                let king = setup.board.king_of(color).filter(|k| k.rank() == rank);
                // Equivalent mutants: `>` as `>=` and `<` as `<=` below give the
                // same rook, since no rook stands on the king's square.
                let sq = match c.to_ascii_lowercase() {
                    'k' => {
                        let outer =
                            king.and_then(|k| rooks.iter().filter(|r| r.file() > k.file()).last());
                        outer.unwrap_or(Square::from_coords(File::H, rank))
                    }
                    'q' => {
                        let outer = king.and_then(|k| rooks.iter().find(|r| r.file() < k.file()));
                        outer.unwrap_or(Square::from_coords(File::A, rank))
                    }
                    l @ 'a'..='h' => {
                        file_letters = true;
                        Square::from_coords(File::from_char(l).unwrap_or(File::A), rank)
                    }
                    _ => return Err(syntax(FenField::Castling, off, castling)),
                };
                if seen.contains(sq) {
                    return Err(syntax(FenField::Castling, off, castling));
                }
                seen = seen.with(sq);
            }
            setup.castling_rights = seen;
        }

        // En passant.
        let (off, ep) = parts[3];
        if ep != "-" {
            setup.ep_square = Some(
                ep.parse()
                    .map_err(|_| syntax(FenField::EnPassant, off, ep))?,
            );
        }

        // Counters: decimal digits only (no sign), no value above u32::MAX (refused,
        // not saturated, in both modes: a clock that cannot be stored is not the
        // position written), and in strict FEN no leading zero.
        let number = |text: &str| {
            let canonical = !strict || text == "0" || !text.starts_with('0');
            if is_counter(text) && canonical {
                text.parse::<u32>().ok()
            } else {
                None
            }
        };
        if let Some(&(off, text)) = parts.get(4) {
            setup.halfmoves = number(text).ok_or_else(|| syntax(FenField::Halfmoves, off, text))?;
        }
        if let Some(&(off, text)) = parts.get(5) {
            setup.fullmoves = number(text).ok_or_else(|| syntax(FenField::Fullmoves, off, text))?;
            if setup.fullmoves == 0 {
                if strict {
                    return Err(syntax(FenField::Fullmoves, off, text));
                }
                setup.fullmoves = 1;
            }
        } else {
            setup.fullmoves = 1;
        }
        Ok(Self {
            setup,
            file_letters,
        })
    }

    /// Makes a position of the parsed FEN. With `mode == None` the castling mode is
    /// chosen: Chess960 if the castling field used file letters (Shredder-FEN, X-FEN);
    /// otherwise standard in the strict mode (so `KQkq` with the king off e1 is an
    /// error, not a silent switch to Chess960); in the lenient mode Chess960 if the
    /// rights fit Chess960 but not standard chess, else standard (rights that fit
    /// neither are dropped).
    ///
    /// # Errors
    ///
    /// Returns [`SetupError`] if the position breaks the rules.
    pub fn into_position(
        self,
        mode: Option<CastlingMode>,
        strictness: Strictness,
    ) -> Result<Position, SetupError> {
        match mode {
            Some(mode) => Position::from_setup(self.setup, mode, strictness),
            None if self.file_letters => {
                Position::from_setup(self.setup, CastlingMode::Chess960, strictness)
            }
            // Strict: standard chess unless the castling field names files. Rights
            // that only Chess960 can have are an error, not a guess.
            None if strictness == Strictness::Strict => {
                Position::from_setup(self.setup, CastlingMode::Standard, strictness)
            }
            None => {
                // Lenient: Chess960 where the castling rights fit Chess960 and not
                // standard chess; stale rights in a standard position stay standard
                // (and are dropped).
                let fits = |mode| {
                    Position::from_setup(self.setup.clone(), mode, Strictness::Strict)
                        .err()
                        .is_none_or(|e| {
                            !e.kinds()
                                .contains(crate::SetupErrorKinds::INVALID_CASTLING_RIGHTS)
                        })
                };
                let mode = if !fits(CastlingMode::Standard) && fits(CastlingMode::Chess960) {
                    CastlingMode::Chess960
                } else {
                    CastlingMode::Standard
                };
                Position::from_setup(self.setup, mode, strictness)
            }
        }
    }
}

impl Position {
    /// Reads a position from FEN (X-FEN and Shredder-FEN castling accepted; the
    /// castling mode is detected as in [`Fen::into_position`]).
    ///
    /// # Errors
    ///
    /// Returns [`ParseFenError`]: a syntax error naming the field and byte offset, or
    /// the rules the position breaks.
    pub fn from_fen(fen: &str, strictness: Strictness) -> Result<Self, ParseFenError> {
        Ok(Fen::parse(fen, strictness)?.into_position(None, strictness)?)
    }

    /// Writes the position as FEN with the castling field in `notation`.
    #[must_use]
    pub fn to_fen_with(&self, notation: CastlingNotation) -> String {
        let mut s = String::new();
        let _ = self.write_fen(&mut s, notation, true);
        s
    }

    /// Writes the position as FEN: plain FEN in standard chess, Shredder-FEN castling
    /// letters in Chess960 (so that the mode survives a round trip).
    #[must_use]
    pub fn to_fen(&self) -> String {
        let notation = match self.st.mode {
            CastlingMode::Standard => CastlingNotation::XFen,
            CastlingMode::Chess960 => CastlingNotation::Shredder,
        };
        self.to_fen_with(notation)
    }

    /// Writes the first four fields (EPD position part).
    #[must_use]
    pub fn to_epd(&self) -> String {
        let mut s = String::new();
        let notation = match self.st.mode {
            CastlingMode::Standard => CastlingNotation::XFen,
            CastlingMode::Chess960 => CastlingNotation::Shredder,
        };
        let _ = self.write_fen(&mut s, notation, false);
        s
    }

    fn write_fen(
        &self,
        f: &mut impl Write,
        notation: CastlingNotation,
        counters: bool,
    ) -> fmt::Result {
        self.board.write_fen(f)?;
        write!(f, " {} ", self.st.turn.char())?;
        let rights = self.st.castling.rooks();
        if rights.is_empty() {
            f.write_char('-')?;
        }
        for color in Color::ALL {
            let rank = Bitboard::rank(back_rank(color));
            let king = self.king(color);
            let rooks = self.board.by_piece(Role::Rook.of(color)) & rank;
            // King side first (highest file), then queen side.
            let mut mine: Vec<Square> = (rights & rank).iter().collect();
            mine.reverse();
            // Equivalent mutants: each `>` as `>=` and `<` as `<=` in this loop
            // compare a rook with its king on the same back rank (a right exists only
            // with both there), so never on the same file.
            for rook in mine {
                let outermost = if rook.file() > king.file() {
                    rooks.iter().filter(|r| r.file() > king.file()).last() == Some(rook)
                } else {
                    rooks.iter().find(|r| r.file() < king.file()) == Some(rook)
                };
                let c = if notation == CastlingNotation::XFen && outermost {
                    if rook.file() > king.file() { 'k' } else { 'q' }
                } else {
                    rook.file().char()
                };
                f.write_char(if color == Color::White {
                    c.to_ascii_uppercase()
                } else {
                    c
                })?;
            }
        }
        match self.st.ep_square {
            Some(ep) => write!(f, " {ep}")?,
            None => f.write_str(" -")?,
        }
        if counters {
            write!(f, " {} {}", self.st.halfmoves, self.st.fullmoves)?;
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    /// Writes the position as FEN (see [`Position::to_fen`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_fen())
    }
}

impl FromStr for Position {
    type Err = ParseFenError;
    /// Reads a strict FEN (see [`Position::from_fen`]).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::from_fen(s, Strictness::Strict)
    }
}

boardcore::serde_via_str!(Position);

/// An EPD record: a position (four FEN fields, or six) followed by operations
/// `opcode operand...;`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Epd {
    /// The position.
    pub position: Position,
    /// The operations in order, as `(opcode, operands)` with the operands' text
    /// trimmed.
    pub operations: Vec<(String, String)>,
}

impl Epd {
    /// Reads an EPD line. The position part may have four or six fields; the
    /// operations follow, separated by `;`.
    ///
    /// # Errors
    ///
    /// Returns [`ParseFenError`] if the position part is malformed or illegal.
    pub fn parse(line: &str, strictness: Strictness) -> Result<Self, ParseFenError> {
        let mut segments = split_operations(line);
        let head = segments.next().unwrap_or("");
        let words = fields(head);
        // Four position fields; two more if they are both numbers (FEN counters);
        // anything further is the first operation.
        let mut n = 4.min(words.len());
        if words.len() >= 6 && is_counter(words[4].1) && is_counter(words[5].1) {
            n = 6;
        }
        let end = words.get(n).map_or(head.len(), |w| w.0);
        let fen = Fen::parse(head[..end].trim(), Strictness::Lenient)?;
        // Strict EPD refuses a full-move number 0 as strict FEN does (the lenient read
        // above made it 1).
        if strictness == Strictness::Strict && n == 6 && words[5].1.bytes().all(|b| b == b'0') {
            return Err(syntax(FenField::Fullmoves, words[5].0, words[5].1));
        }
        let position = fen.into_position(None, strictness)?;
        let mut operations = Vec::new();
        let first_op = head[end..].trim();
        for op in core::iter::once(first_op).chain(segments) {
            let op = op.trim();
            if op.is_empty() {
                continue;
            }
            let (code, operand) = op.split_once(char::is_whitespace).unwrap_or((op, ""));
            operations.push((String::from(code), String::from(operand.trim())));
        }
        Ok(Self {
            position,
            operations,
        })
    }
}

/// Tests if `text` is written like a move counter: one or more decimal digits.
fn is_counter(text: &str) -> bool {
    !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit())
}

/// Splits an EPD line at the `;` that end operations; a `;` inside a quoted operand
/// (`id "a;b";`) belongs to the operand (EPD operands are PGN strings, PGN standard
/// 16.2.3).
fn split_operations(line: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(line);
    core::iter::from_fn(move || {
        let text = rest?;
        let mut quoted = false;
        let mut escaped = false;
        for (i, c) in text.char_indices() {
            match c {
                _ if escaped => escaped = false,
                '\\' if quoted => escaped = true,
                '"' => quoted = !quoted,
                ';' if !quoted => {
                    rest = Some(&text[i + 1..]);
                    return Some(&text[..i]);
                }
                _ => {}
            }
        }
        rest = None;
        Some(text)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn overflowing_counters_are_refused_in_both_modes() {
        let field = |fen: &str, strictness| match Position::from_fen(fen, strictness) {
            Err(ParseFenError::Syntax { field, .. }) => Some(field),
            _ => None,
        };
        for strictness in [Strictness::Strict, Strictness::Lenient] {
            let half = "4k3/8/8/8/8/8/8/4K3 w - - 4294967296 1";
            assert_eq!(field(half, strictness), Some(FenField::Halfmoves));
            let full = "4k3/8/8/8/8/8/8/4K3 w - - 0 99999999999999999999";
            assert_eq!(field(full, strictness), Some(FenField::Fullmoves));
            let max = "4k3/8/8/8/8/8/8/4K3 w - - 4294967295 4294967295";
            let pos = Position::from_fen(max, strictness).expect("the largest counters");
            assert_eq!((pos.halfmoves(), pos.fullmoves()), (u32::MAX, u32::MAX));
        }
        // EPD takes two numbers after the four fields as counters, and refuses them
        // too when they overflow.
        assert!(
            Epd::parse(
                "4k3/8/8/8/8/8/8/4K3 w - - 12345678901 3 bm Kd2;",
                Strictness::Lenient,
            )
            .is_err()
        );
        let epd =
            Epd::parse("4k3/8/8/8/8/8/8/4K3 w - - 7 3 bm Kd2;", Strictness::Lenient).expect("epd");
        assert_eq!(epd.position.halfmoves(), 7);
        assert_eq!(epd.operations, [("bm".into(), "Kd2".into())]);
    }

    #[test]
    fn fullmove_zero_is_refused_in_strict_fen_and_read_as_one_in_lenient() {
        let fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 0";
        assert!(matches!(
            Position::from_fen(fen, Strictness::Strict),
            Err(ParseFenError::Syntax {
                field: FenField::Fullmoves,
                ..
            })
        ));
        assert!(fen.parse::<Position>().is_err());
        let pos = Position::from_fen(fen, Strictness::Lenient).expect("lenient");
        assert_eq!(pos.fullmoves(), 1);
        // The same in EPD (whose position part was always read leniently).
        assert!(Epd::parse(fen, Strictness::Strict).is_err());
        let epd = Epd::parse(fen, Strictness::Lenient).expect("lenient");
        assert_eq!(epd.position.fullmoves(), 1);
    }

    #[test]
    fn a_trailing_carriage_return_is_read_like_a_trailing_space() {
        let fen = "4k3/8/8/8/8/8/8/4K3 w - - 3 9";
        for end in [" ", "\r", "\r\n"] {
            let line = alloc::format!("{fen}{end}");
            let pos = Position::from_fen(&line, Strictness::Lenient).expect("lenient");
            assert_eq!(pos.to_string(), fen);
            // Strict FEN has nothing after the sixth field: neither is accepted.
            assert!(Position::from_fen(&line, Strictness::Strict).is_err());
            let epd = Epd::parse(&line, Strictness::Strict).expect("epd");
            assert_eq!(epd.position.to_string(), fen);
        }
    }

    #[test]
    fn epd_operands_keep_quoted_semicolons() {
        let epd = Epd::parse(
            "4k3/8/8/8/8/8/8/4K3 w - - id \"a;b\"; c0 \"say \\\"x;y\\\"\"; bm Kd2;",
            Strictness::Strict,
        )
        .expect("valid epd");
        let ops: alloc::vec::Vec<(&str, &str)> = epd
            .operations
            .iter()
            .map(|(c, o)| (c.as_str(), o.as_str()))
            .collect();
        assert_eq!(
            ops,
            [
                ("id", "\"a;b\""),
                ("c0", "\"say \\\"x;y\\\"\""),
                ("bm", "Kd2")
            ]
        );
    }

    #[test]
    fn start_position_round_trips() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let pos: Position = start.parse().unwrap_or_default();
        assert_eq!(pos, Position::new());
        assert_eq!(pos.to_string(), start);
    }

    #[test]
    fn syntax_errors_name_the_field() {
        let cases = [
            ("", FenField::Board),
            ("8/8/8/8/8/8/8 w - - 0 1", FenField::Board),
            (
                "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                FenField::Board,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
                FenField::Turn,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkx - 0 1",
                FenField::Castling,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",
                FenField::EnPassant,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
                FenField::Halfmoves,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",
                FenField::Fullmoves,
            ),
            (
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                FenField::Halfmoves,
            ),
        ];
        for (fen, field) in cases {
            match Position::from_fen(fen, Strictness::Strict) {
                Err(ParseFenError::Syntax { field: f, .. }) => assert_eq!(f, field, "{fen}"),
                other => panic!("{fen}: {other:?}"),
            }
        }
        for fen in [
            " rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\tw KQkq - 0 1",
        ] {
            assert!(
                matches!(
                    Position::from_fen(fen, Strictness::Strict),
                    Err(ParseFenError::Syntax {
                        field: FenField::Separator,
                        ..
                    })
                ),
                "{fen:?}"
            );
            assert!(
                Position::from_fen(fen, Strictness::Lenient).is_ok(),
                "{fen:?}"
            );
        }
        for fen in [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - +0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 00 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 01",
        ] {
            assert!(
                Position::from_fen(fen, Strictness::Strict).is_err(),
                "{fen}"
            );
        }
        // Lenient accepts EPD-style four fields.
        assert!(
            Position::from_fen(
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
                Strictness::Lenient
            )
            .is_ok()
        );
    }

    #[test]
    fn chess960_castling_fields() {
        let pos = Position::from_fen(
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            Strictness::Strict,
        )
        .expect("valid");
        assert_eq!(pos.castling_mode(), CastlingMode::Chess960);
        assert_eq!(
            pos.to_fen(),
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
        );
        assert_eq!(
            pos.to_fen_with(CastlingNotation::XFen),
            "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
        );
        // X-FEN's `KQkq` does not say Chess960: strict reading wants the mode named,
        // lenient reading guesses it.
        let xfen = pos.to_fen_with(CastlingNotation::XFen);
        assert!(Position::from_fen(&xfen, Strictness::Strict).is_err());
        let again = Fen::parse(&xfen, Strictness::Strict)
            .expect("x-fen")
            .into_position(Some(CastlingMode::Chess960), Strictness::Strict)
            .expect("x-fen in Chess960 mode");
        assert_eq!(again.castling_rights(), pos.castling_rights());
        let guessed = Position::from_fen(&xfen, Strictness::Lenient).expect("lenient");
        assert_eq!(guessed, pos);
    }
}
