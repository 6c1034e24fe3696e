//! The strict PDN writer: a [`History`] and tags in, a PDN 3.0 game out.

use super::error::WriteError;
use super::result::{parse_result, result_of, result_token};
use crate::{History, Move, Position};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::Excerpt;
use core::fmt::Write;

/// Writes `history` as a PDN 3.0 game with `tags`: the seven standard tags first, in
/// order (`?` where not given), then `GameType`, `SetUp` and `FEN` for a
/// non-standard start, then the other tags in the order given; the moves numbered
/// per move of both players ([`movetext`]), in lines of at most 80 characters; and
/// the result: that of a `Result` tag if given (in either PDN style, written as PDN
/// 3.0), else the game's own ([`result_of`]: `*` while it goes on).
///
/// ```
/// use draughts::notation::pdn;
/// use draughts::{Game, History, Variant, Position};
///
/// let mut history = History::new(Position::new(Variant::English));
/// history.play(history.parse_move("11-15")?)?;
/// let text = pdn::write(&history, &[("Event", "demo"), ("Result", "1/2-1/2")])?;
/// assert!(text.starts_with("[Event \"demo\"]\n[Site \"?\"]"));
/// assert!(text.contains("[GameType \"21\"]"));
/// assert!(text.ends_with("1. 11-15 1-1\n"));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// # Errors
///
/// Returns a [`WriteError`] for a tag name that is not a PDN symbol (letters, digits
/// and `_`), a tag value with a line end, or a `Result` tag that is no result.
pub fn write(history: &History, tags: &[(&str, &str)]) -> Result<String, WriteError> {
    for (name, value) in tags {
        if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
            return Err(WriteError::TagName(Excerpt::new(name)));
        }
        if value.contains(['\n', '\r']) {
            return Err(WriteError::TagValue(Excerpt::new(name)));
        }
    }
    let get = |name: &str| {
        tags.iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| *v)
    };
    let result = match get("Result") {
        Some(value) => {
            parse_result(value).ok_or_else(|| WriteError::Result(Excerpt::new(value)))?
        }
        None => result_of(history),
    };
    let mut out = String::new();
    let start = history.start();
    let variant = start.variant();
    let quote = |v: &str| v.replace('\\', "\\\\").replace('"', "\\\"");
    const SEVEN: [&str; 6] = ["Event", "Site", "Date", "Round", "White", "Black"];
    for name in SEVEN {
        let _ = writeln!(out, "[{name} \"{}\"]", quote(get(name).unwrap_or("?")));
    }
    let _ = writeln!(out, "[Result \"{}\"]", result_token(result));
    let _ = writeln!(out, "[GameType \"{}\"]", variant.game_type());
    if *start != Position::new(variant) {
        let _ = writeln!(out, "[SetUp \"1\"]");
        let _ = writeln!(out, "[FEN \"{}\"]", start.fen());
    }
    for (name, value) in tags {
        let skip = SEVEN
            .iter()
            .chain(&["Result", "GameType", "FEN", "SetUp"])
            .any(|s| s.eq_ignore_ascii_case(name));
        if !skip {
            let _ = writeln!(out, "[{name} \"{}\"]", quote(value));
        }
    }
    let mut tokens = move_tokens(start, history.moves());
    tokens.push(result_token(result).into());
    out.push_str(&wrap(tokens));
    out.push('\n');
    Ok(out)
}

/// Writes the moves of a game from `start` as PDN movetext: a number per move of
/// both players (`1. 32-28 19-23 2. 28x19 14x23`; `1... 19-23` where the game starts
/// with the second mover), in PDN move notation, in lines of at most 80 characters,
/// without a result or a final newline.
///
/// The moves must be legal in turn (as those of a [`History`]); they are not checked.
///
/// ```
/// use draughts::{Position, Variant};
/// use draughts::notation::pdn::movetext;
///
/// let start = Position::new(Variant::International);
/// let mut pos = start;
/// let mut moves = Vec::new();
/// for text in ["35-30", "18-22", "30-25"] {
///     let mv = pos.parse_move(text)?;
///     pos.play(mv)?;
///     moves.push(mv);
/// }
/// assert_eq!(movetext(&start, &moves), "1. 35-30 18-22 2. 30-25");
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[must_use]
pub fn movetext(start: &Position, moves: &[Move]) -> String {
    wrap(move_tokens(start, moves))
}

/// Returns the tokens of `moves` from `start`, with their move numbers.
fn move_tokens(start: &Position, moves: &[Move]) -> Vec<String> {
    let mut pos = *start;
    let second_first = start.turn() != start.variant().first_to_move();
    moves
        .iter()
        .enumerate()
        .map(|(i, &mv)| {
            let token = move_token(&pos, mv, i, second_first);
            pos.play_unchecked(mv);
            token
        })
        .collect()
}

/// Joins `tokens` with spaces in lines of at most 80 characters (a longer token
/// stands alone on its line).
fn wrap(tokens: Vec<String>) -> String {
    let mut out = String::new();
    let mut line_len = 0;
    for t in tokens {
        if line_len > 0 && line_len + 1 + t.len() > 80 {
            out.push('\n');
            line_len = 0;
        }
        if line_len > 0 {
            out.push(' ');
            line_len += 1;
        }
        out.push_str(&t);
        line_len += t.len();
    }
    out
}

/// Returns ply `i`'s token with its move number where one is due (`1.`, or `1...`
/// when the game starts with the second mover).
fn move_token(pos: &Position, mv: Move, i: usize, second_first: bool) -> String {
    let text = pos.format_move(mv);
    let k = i + usize::from(second_first);
    if k.is_multiple_of(2) {
        alloc::format!("{}. {text}", k / 2 + 1)
    } else if i == 0 {
        alloc::format!("1... {text}")
    } else {
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use alloc::vec;

    /// Lines are filled greedily up to 80 characters, exactly 80 included.
    #[test]
    fn lines_hold_up_to_80_characters() {
        let a = "a".repeat(39);
        let b = "b".repeat(40);
        let text = wrap(vec![a.clone(), b.clone(), "c".to_string(), "d".repeat(90)]);
        assert_eq!(text, alloc::format!("{a} {b}\nc\n{}", "d".repeat(90)));
        // A token longer than a line stands alone, first line included.
        let text = wrap(vec!["d".repeat(90), "e".to_string()]);
        assert_eq!(text, alloc::format!("{}\ne", "d".repeat(90)));
    }

    /// Tag names are PDN symbols: letters, digits and `_`; values have no line end.
    #[test]
    fn tag_names_are_symbols() {
        let h = History::new(Position::new(crate::Variant::English));
        assert!(write(&h, &[("White_Player", "x"), ("Round2", "1")]).is_ok());
        for name in ["", "Bad-Name", "Two words", "Événement"] {
            assert!(
                matches!(write(&h, &[(name, "x")]), Err(WriteError::TagName(_))),
                "{name:?}"
            );
        }
        assert!(matches!(
            write(&h, &[("Event", "a\nb")]),
            Err(WriteError::TagValue(_))
        ));
        assert!(matches!(
            write(&h, &[("Result", "3-0")]),
            Err(WriteError::Result(_))
        ));
    }
}
