//! FEN as in PDN 3.0: `W:W31-50:B1-20`.
//!
//! The side to move (`W` or `B`), then each side's pieces after its colour letter,
//! separated by `:`. A piece is a square number, `K` before it for a king; ranges
//! `31-50` (and `K1-5`) list every square between; either colour may come first, and
//! a trailing `.` and whitespace are tolerated, and so is a UTF-8 byte order mark at
//! the start (a FEN read from a file). A square listed twice, for one side or for
//! both, is refused. The variant is not part of FEN: it
//! comes from the caller, or is inferred (a square above 32 means international).
//! Written FEN lists every square (`W:W31,32,...,50:B1,...,20`), White first, which
//! every PDN reader (PDN 2.1 and 3.0) accepts.

use crate::{Color, Setup, Square, SquareSet, Variant};
use alloc::string::String;
use boardcore::Excerpt;
use core::fmt::Write;

/// What is wrong with a FEN (see [`ParseFenError`]).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseFenErrorKind {
    /// The text is empty.
    #[error("empty FEN")]
    Empty,
    /// The side to move is not `W` or `B`.
    #[error("side to move is not W or B")]
    Turn,
    /// A `:` is not followed by a colour letter `W` or `B`.
    #[error("expected colour W or B")]
    Color,
    /// A colour appears twice.
    #[error("colour listed twice")]
    RepeatedColor,
    /// A piece is not `K` and/or a square number 1-50.
    #[error("invalid square")]
    Square,
    /// A range runs backward (`20-1`).
    #[error("backward range")]
    Range,
    /// A range from a man to a king (`31-K35`): `K` marks the whole range
    /// (`K31-35` or `K31-K35`).
    #[error("a range of men cannot end on a king: write K before its first square")]
    MixedRange,
    /// A `:` is missing after the side to move.
    #[error("expected ':'")]
    Separator,
    /// Text remains after the FEN.
    #[error("unexpected text")]
    Trailing,
    /// A square is listed twice for the same side (`W:W31,31`, `W:W31-35,33`).
    #[error("square listed twice")]
    RepeatedSquare,
    /// A square is listed for both sides (`W:W31:B31`).
    #[error("square listed for both colours")]
    BothColors,
    /// A `:` opens an empty piece list: nothing, another `:` or the final `.` follows
    /// it (`W::.`). The error is at that `:`.
    #[error("empty piece list after ':' (expected W or B and its squares)")]
    EmptyPieces,
}

/// The error of reading FEN: what is wrong and where.
///
/// It quotes an [`Excerpt`] of the text (at most 60 characters), never the whole.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{kind} at byte {at} of FEN {text}")]
pub struct ParseFenError {
    /// What is wrong.
    pub kind: ParseFenErrorKind,
    /// The byte offset in the text.
    pub at: usize,
    /// The start of the text read.
    pub text: Excerpt,
}

struct Cursor<'a> {
    s: &'a [u8],
    i: usize,
}

impl Cursor<'_> {
    fn skip_ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek().is_some_and(|b| b.eq_ignore_ascii_case(&c)) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn number(&mut self) -> Option<u8> {
        self.skip_ws();
        let start = self.i;
        let mut n: u32 = 0;
        // Every digit is read (padding such as `00031` included); a value past the
        // board saturates and is refused as a square.
        while self.i < self.s.len() && self.s[self.i].is_ascii_digit() {
            n = n
                .saturating_mul(10)
                .saturating_add(u32::from(self.s[self.i] - b'0'));
            self.i += 1;
        }
        if self.i == start {
            return None;
        }
        u8::try_from(n)
            .ok()
            .and_then(Square::new)
            .map(Square::number)
    }
}

/// Reads a FEN into its parts: the side to move, White's and Black's pieces and the
/// kings (square numbers 1-50, not checked against a board).
///
/// # Errors
///
/// Returns a [`ParseFenError`] with the byte offset of the first fault, such as a
/// square listed twice ([`ParseFenErrorKind::RepeatedSquare`]) or for both colours
/// ([`ParseFenErrorKind::BothColors`]).
pub fn parse(text: &str) -> Result<(Color, SquareSet, SquareSet, SquareSet), ParseFenError> {
    // Built only on failure: an error quotes a short excerpt, so reading stays linear.
    let err = |kind, at| ParseFenError {
        kind,
        at,
        text: Excerpt::new(text),
    };
    let mut c = Cursor {
        s: text.as_bytes(),
        i: if text.starts_with('\u{feff}') { 3 } else { 0 },
    };
    let turn = match c.peek() {
        None => return Err(err(ParseFenErrorKind::Empty, 0)),
        Some(b) => {
            Color::from_letter(char::from(b)).ok_or_else(|| err(ParseFenErrorKind::Turn, c.i))?
        }
    };
    c.i += 1;
    let mut sides = [SquareSet::EMPTY; 2];
    let mut seen = [false; 2];
    let mut kings = SquareSet::EMPTY;
    let mut first = true;
    while c.eat(b':') {
        first = false;
        // `eat` left the cursor just after the `:`.
        let colon = c.i - 1;
        if matches!(c.peek(), Some(b':' | b'.') | None) {
            return Err(err(ParseFenErrorKind::EmptyPieces, colon));
        }
        let at = c.i;
        let color = c
            .peek()
            .and_then(|b| Color::from_letter(char::from(b)))
            .ok_or_else(|| err(ParseFenErrorKind::Color, at))?;
        c.i += 1;
        let idx = color as usize;
        if seen[idx] {
            return Err(err(ParseFenErrorKind::RepeatedColor, at));
        }
        seen[idx] = true;
        if matches!(c.peek(), Some(b':' | b'.') | None) {
            continue;
        }
        loop {
            let king = c.eat(b'K');
            let at = c.i;
            let a = c
                .number()
                .ok_or_else(|| err(ParseFenErrorKind::Square, at))?;
            let mut b = a;
            if c.eat(b'-') {
                let at = c.i;
                if c.eat(b'K') && !king {
                    return Err(err(ParseFenErrorKind::MixedRange, at));
                }
                let at = c.i;
                b = c
                    .number()
                    .ok_or_else(|| err(ParseFenErrorKind::Square, at))?;
                if b < a {
                    return Err(err(ParseFenErrorKind::Range, at));
                }
            }
            for n in a..=b {
                let sq = Square::new(n).ok_or_else(|| err(ParseFenErrorKind::Square, at))?;
                if sides[idx].contains(sq) {
                    return Err(err(ParseFenErrorKind::RepeatedSquare, at));
                }
                if sides[1 - idx].contains(sq) {
                    return Err(err(ParseFenErrorKind::BothColors, at));
                }
                sides[idx].insert(sq);
                if king {
                    kings.insert(sq);
                }
            }
            if !c.eat(b',') {
                break;
            }
        }
    }
    if first {
        return Err(err(ParseFenErrorKind::Separator, c.i));
    }
    c.eat(b'.');
    if c.peek().is_some() {
        return Err(err(ParseFenErrorKind::Trailing, c.i));
    }
    Ok((turn, sides[0], sides[1], kings))
}

/// Returns the variant a FEN implies: international if a square is above 32, else
/// English (PDN's default, `GameType` 21).
#[must_use]
pub const fn infer_variant(pieces: SquareSet) -> Variant {
    if pieces.0 >> 32 != 0 {
        Variant::International
    } else {
        Variant::English
    }
}

/// Reads a FEN into a [`Setup`] of `variant`, or of the inferred variant if `None`
/// (see [`infer_variant`]).
///
/// # Errors
///
/// Returns a [`ParseFenError`] if the text is not FEN; the setup is not validated.
pub fn parse_setup(text: &str, variant: Option<Variant>) -> Result<Setup, ParseFenError> {
    let (turn, white, black, kings) = parse(text)?;
    Ok(Setup {
        variant: variant.unwrap_or(infer_variant(white | black)),
        turn,
        white,
        black,
        kings,
    })
}

/// Writes the FEN of `setup`: `W:W31,32,...:B1,...`, kings with `K`.
#[must_use]
pub fn write(setup: &Setup) -> String {
    let mut s = String::new();
    s.push(setup.turn.letter());
    for (color, set) in [(Color::White, setup.white), (Color::Black, setup.black)] {
        s.push(':');
        s.push(color.letter());
        for (i, sq) in set.iter().enumerate() {
            if i > 0 {
                s.push(',');
            }
            if setup.kings.contains(sq) {
                s.push('K');
            }
            let _ = write!(s, "{sq}");
        }
    }
    s
}
