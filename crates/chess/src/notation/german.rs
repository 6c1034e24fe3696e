//! German notation: the long form `e2-e4`, `Sg1-f3`, `Lf1xb5`, `0-0`, `Th1-h8++` and
//! the short, SAN-like form `e4`, `Sf3`, `Lxb5`, `e8D`.
//!
//! Format: the German text of the seed rules (`docs/rules/chess.md`): piece letters
//! K (König), D (Dame), T (Turm), L (Läufer), S (Springer), B (Bauer, usually
//! omitted); `-` between the squares of a move, `x` for a capture, `0-0` and `0-0-0`
//! for castling, `+` for check and `++` for mate; a promotion is written with the new
//! piece after the destination (`e7-e8D`). The short form is SAN (PGN standard,
//! Edwards 1994, section 8.2.3) with these letters. Reading accepts both forms, an en
//! or em dash for `-`, `:` for `x`, `#` for mate and trailing annotations.

use crate::notation::san::{
    Letters, San, SanError, Suffix, parse_body, parse_castle, strip_suffixes,
};
use crate::notation::uci::Uci;
use crate::{File, Move, Position, Rank, Role, Square};
use alloc::string::String;
use boardcore::Excerpt;
use core::fmt::Write as _;

/// German piece letters: B(auer), S(pringer), L(äufer), T(urm), D(ame), K(önig).
const GERMAN: Letters = Letters { upper: *b"BSLTDK" };

/// Which form of German notation to write.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum GermanStyle {
    /// The long form with both squares: `e2-e4`, `Sg1-f3`, `Lf1xb5`, `e7-e8D`.
    #[default]
    Long,
    /// The short, SAN-like form: `e4`, `Sf3`, `Lxb5`, `e8D`.
    Short,
}

/// The error of reading a move in German notation.
#[derive(Debug, Clone, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum GermanError {
    /// The text is neither the long nor the short German form.
    #[error("invalid german notation {0}")]
    Syntax(Excerpt),
    /// No legal move fits the text in this position.
    #[error("illegal move {0} in this position")]
    Illegal(Excerpt),
    /// More than one legal move fits the (short-form) text in this position.
    #[error("ambiguous move {0} in this position")]
    Ambiguous(Excerpt),
}

/// A long-form move as read: piece letter, squares, capture, promotion.
struct Long {
    role: Option<Role>,
    from: Square,
    to: Square,
    promotion: Option<Role>,
}

fn square(b: &[u8]) -> Option<Square> {
    match b {
        [f, r] => Some(Square::from_coords(
            File::from_char(char::from(*f))?,
            Rank::from_char(char::from(*r))?,
        )),
        _ => None,
    }
}

/// Parses `[Piece]sq(-|x|:)sq[Promotion]` (the suffix already stripped).
fn parse_long(b: &[u8]) -> Option<Long> {
    let (role, rest) = match b.first() {
        Some(&c) if c.is_ascii_uppercase() => (Some(GERMAN.role(c)?), &b[1..]),
        _ => (None, b),
    };
    if rest.len() < 5 {
        return None;
    }
    let from = square(&rest[..2])?;
    if !matches!(rest[2], b'-' | b'x' | b':') {
        return None;
    }
    let to = square(&rest[3..5])?;
    let tail = &rest[5..];
    let tail = tail.strip_prefix(b"=").unwrap_or(tail);
    let promotion = match tail {
        [] => None,
        [c] | [b'(', c, b')'] => {
            let p = GERMAN.role(c.to_ascii_uppercase())?;
            if matches!(p, Role::Pawn | Role::King) {
                return None;
            }
            Some(p)
        }
        _ => return None,
    };
    Some(Long {
        role,
        from,
        to,
        promotion,
    })
}

impl Position {
    /// Returns the legal move `mv` in German notation, long or short form, with `+`
    /// for check and `++` for mate (seed rules, German text).
    #[must_use]
    pub fn german(&self, mv: Move, style: GermanStyle) -> String {
        let mut s = String::new();
        let san = San::from_move(self, mv);
        match (style, san) {
            (GermanStyle::Long, San::Normal { role, .. }) => {
                if role != Role::Pawn {
                    s.push(GERMAN.letter(role));
                }
                let sep = if self.is_capture(mv) { 'x' } else { '-' };
                let _ = write!(s, "{}{sep}{}", mv.from, mv.to);
                if let Some(p) = mv.promotion {
                    s.push(GERMAN.letter(p));
                }
            }
            _ => {
                let _ = san.write_with(&mut s, GERMAN, true);
            }
        }
        if self.is_legal(mv) {
            match Suffix::from_move(self, mv) {
                Some(Suffix::Check) => s.push('+'),
                Some(Suffix::Checkmate) => s.push_str("++"),
                None => {}
            }
        }
        s
    }

    /// Reads a move in German notation, long (`Sg1-f3`) or short (`Sf3`) form, and
    /// returns the legal move it denotes here.
    ///
    /// # Errors
    ///
    /// Returns [`GermanError::Syntax`] if the text is in neither form,
    /// [`GermanError::Illegal`] if no legal move fits and [`GermanError::Ambiguous`] if
    /// a short-form move fits several.
    pub fn parse_german(&self, s: &str) -> Result<Move, GermanError> {
        let owned = || Excerpt::new(s);
        let normalized: String = s
            .trim()
            .chars()
            .map(|c| {
                if matches!(c, '\u{2013}' | '\u{2014}') {
                    '-'
                } else {
                    c
                }
            })
            .collect();
        let (body, _) = strip_suffixes(normalized.as_bytes());
        if let Some(side) = parse_castle(body) {
            return San::Castle(side)
                .to_move(self)
                .map_err(|_| GermanError::Illegal(owned()));
        }
        if let Some(long) = parse_long(body) {
            let role = self.board().role_at(long.from);
            if role.is_none() || long.role.is_some_and(|r| Some(r) != role) {
                return Err(GermanError::Illegal(owned()));
            }
            let uci = Uci::Normal {
                from: long.from,
                to: long.to,
                promotion: long.promotion,
            };
            // Castling as a king move reads as in UCI (`Ke1-g1` in standard chess).
            return uci.to_move(self).map_err(|_| GermanError::Illegal(owned()));
        }
        // An optional `B` (Bauer) before a pawn move needs no stripping: `parse_body`
        // reads it as the pawn's letter. (A stripping arm here survived mutation
        // testing; it also let `Bo-o` through as castling.)
        let san = parse_body(body, GERMAN)
            .filter(|san| *san != San::Null)
            .ok_or_else(|| GermanError::Syntax(owned()))?;
        san.to_move(self).map_err(|e| match e {
            SanError::AmbiguousSan(_) => GermanError::Ambiguous(owned()),
            _ => GermanError::Illegal(owned()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Strictness;

    #[test]
    fn seed_mate() {
        let p = Position::from_fen("1k6/8/1K6/8/8/8/8/7R w - - 0 1", Strictness::Strict)
            .expect("valid");
        let mv = Move::new(Square::H1, Square::H8);
        assert_eq!(p.german(mv, GermanStyle::Long), "Th1-h8++");
        assert_eq!(p.german(mv, GermanStyle::Short), "Th8++");
        for s in ["Th1-h8++", "Th1–h8+", "Th8++", "Th8#", "h1-h8"] {
            assert_eq!(p.parse_german(s), Ok(mv), "{s}");
        }
        assert!(matches!(
            p.parse_german("Sh1-h8"),
            Err(GermanError::Illegal(_))
        ));
        assert!(matches!(p.parse_german("Rh8"), Err(GermanError::Syntax(_))));
    }
}
