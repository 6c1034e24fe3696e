//! The PGN writer, export format (PGN standard section 8): [`write()`] for a
//! [`History`], [`write_record`] for a [`Record`] with its comments, NAGs and
//! variations.

use super::record::{RawMove, Record, annotation_nag};
use super::replay::{ReplayError, ReplayErrorKind, resolve};
use super::result::GameResult;
use crate::castling::CastlingMode;
use crate::{Color, History, Move, Position};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use boardcore::{Excerpt, Game, IllegalMove, Player};

/// The seven tag roster in export order (PGN standard section 8.1.1), with the
/// values written when a tag is missing.
const SEVEN_TAG_ROSTER: [(&str, &str); 7] = [
    ("Event", "?"),
    ("Site", "?"),
    ("Date", "????.??.??"),
    ("Round", "?"),
    ("White", "?"),
    ("Black", "?"),
    ("Result", "*"),
];

/// The error of [`write()`] and [`write_record`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// A move is not legal in the position it is played from.
    #[error(transparent)]
    IllegalMove(#[from] IllegalMove<Move>),
    /// A tag name is not a PGN symbol of letters, digits and `_` starting with a
    /// letter (PGN standard 8.1.1), so it cannot be written.
    #[error("invalid pgn tag name {0}")]
    TagName(Excerpt),
    /// The `Result` tag given to [`write()`] is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    #[error("invalid Result tag {0}")]
    ResultTag(Excerpt),
    /// The `Result` tag given to [`write()`] is not the result of the game, which the
    /// rules have ended.
    #[error("the Result tag says {tag}, but the rules ended the game {rules}")]
    ResultMismatch {
        /// The `Result` tag.
        tag: GameResult,
        /// The result by the rules.
        rules: GameResult,
    },
    /// [`write_record`] cannot set up the start position or play a move.
    #[error("cannot replay the game: {0}")]
    Replay(#[from] ReplayError),
}

/// Tests if `name` can be written as a tag name: a letter, then letters, digits and
/// `_` (PGN standard 8.1.1; at most 255 characters, 7.3.5).
fn is_tag_name(name: &str) -> bool {
    let b = name.as_bytes();
    !b.is_empty()
        && b.len() <= 255
        && b[0].is_ascii_alphabetic()
        && b.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_')
}

/// Writes a tag pair. The value is a PGN string (standard 7.2): `"` and `\` are
/// escaped with a backslash, and characters a string may not hold (line ends, tabs,
/// other control characters) become spaces, so a value can neither end the tag nor
/// start a new one.
fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        if matches!(c, '"' | '\\') {
            out.push('\\');
        }
        out.push(if c.is_control() { ' ' } else { c });
    }
    out.push_str("\"]\n");
}

/// Writes the tag section of a game in export format: the seven tag roster in order,
/// the other tags, `Variant`, `SetUp` and `FEN` as `start` needs them, a blank line.
fn write_tags(
    out: &mut String,
    tags: &[(&str, &str)],
    start: &Position,
    result: GameResult,
) -> Result<(), WriteError> {
    if let Some((name, _)) = tags.iter().find(|(name, _)| !is_tag_name(name)) {
        return Err(WriteError::TagName(Excerpt::new(name)));
    }
    for (name, default) in SEVEN_TAG_ROSTER {
        let value = if name == "Result" {
            result.as_str()
        } else {
            tags.iter()
                .find(|(k, _)| *k == name)
                .map_or(default, |(_, v)| v)
        };
        push_tag(out, name, value);
    }
    let chess960 = start.castling_mode() == CastlingMode::Chess960;
    let has_variant = tags.iter().any(|(k, _)| *k == "Variant");
    for &(name, value) in tags {
        if SEVEN_TAG_ROSTER.iter().any(|(n, _)| *n == name) || name == "SetUp" || name == "FEN" {
            continue;
        }
        push_tag(out, name, value);
    }
    if chess960 && !has_variant {
        push_tag(out, "Variant", "Chess960");
    }
    if chess960 || *start != Position::new() {
        push_tag(out, "SetUp", "1");
        push_tag(out, "FEN", &start.to_fen());
    }
    out.push('\n');
    Ok(())
}

/// The longest line the writer makes (PGN standard 8.2.2.1: at most 79 characters).
pub(super) const MAX_LINE: usize = 79;

/// Movetext being written: tokens separated by single spaces in lines of at most
/// [`MAX_LINE`] bytes (so at most as many characters), a token never split.
#[derive(Default)]
struct Movetext {
    out: String,
    line: String,
    /// A `(` waiting to be glued to the next token (no space after `(`, 8.2.5).
    open: bool,
    /// The next black move needs its number (`12...`): it starts a line of play or
    /// follows a comment or variation (PGN standard 8.2.2.2).
    need_number: bool,
}

impl Movetext {
    fn flush(&mut self) {
        if !self.line.is_empty() {
            self.out.push_str(&self.line);
            self.out.push('\n');
            self.line.clear();
        }
    }

    fn token(&mut self, tok: &str) {
        let len = tok.len() + usize::from(self.open);
        if !self.line.is_empty() && self.line.len() + 1 + len > MAX_LINE {
            self.flush();
        }
        if !self.line.is_empty() {
            self.line.push(' ');
        }
        if self.open {
            self.line.push('(');
            self.open = false;
        }
        self.line.push_str(tok);
    }

    /// Starts a variation. (A variation follows a move, so no `(` is pending here.)
    fn open(&mut self) {
        self.open = true;
        self.need_number = true;
    }

    /// Ends a variation: `)` glued to the last token.
    fn close(&mut self) {
        if self.open {
            self.open = false;
            self.token("()");
        } else if self.line.is_empty() || self.line.len() < MAX_LINE {
            self.line.push(')');
        } else {
            self.flush();
            self.line.push(')');
        }
        self.need_number = true;
    }

    /// Writes a comment. A brace comment cannot hold `}` (PGN standard 8.2.5 has no
    /// escape), so a comment with `}` is written as a rest-of-line `;` comment when
    /// it has no line end and fits on a line, which reads back the same; otherwise
    /// each `}` becomes `)`. A brace comment is broken into lines at its white space.
    fn comment(&mut self, text: &str) {
        self.need_number = true;
        if text.contains('}') {
            if !text.contains(['\n', '\r']) && 2 + text.len() <= MAX_LINE {
                self.token(&alloc::format!("; {text}"));
                self.flush();
                return;
            }
            self.brace_comment(&text.replace('}', ")"));
        } else {
            self.brace_comment(text);
        }
    }

    fn brace_comment(&mut self, text: &str) {
        let mut words = text.split_whitespace().peekable();
        let mut first = true;
        if words.peek().is_none() {
            self.token("{}");
        }
        while let Some(w) = words.next() {
            let last = words.peek().is_none();
            let tok = match (first, last) {
                (true, true) => alloc::format!("{{{w}}}"),
                (true, false) => alloc::format!("{{{w}"),
                (false, true) => alloc::format!("{w}}}"),
                (false, false) => w.to_string(),
            };
            self.token(&tok);
            first = false;
        }
    }

    /// Writes the move number (when needed), the move and its NAGs.
    fn play(&mut self, pos: &Position, san: &str, nags: impl Iterator<Item = u16>) {
        if pos.turn() == Color::White {
            self.token(&alloc::format!("{}.", pos.fullmoves()));
        } else if self.need_number {
            self.token(&alloc::format!("{}...", pos.fullmoves()));
        }
        self.need_number = false;
        self.token(san);
        for nag in nags {
            self.token(&alloc::format!("${nag}"));
        }
    }

    fn finish(mut self, result: GameResult) -> String {
        self.token(result.as_str());
        self.flush();
        self.out.push('\n');
        self.out
    }
}

/// Writes a game in PGN export format (Edwards 1994, section 8): the seven tag
/// roster in order (missing tags as `?`), the other `tags` in their order, `SetUp`
/// and `FEN` (and `Variant "Chess960"`) when the start position needs them, then the
/// moves in SAN with move numbers in lines of at most 79 characters, and the result.
///
/// The result is that of the rules if they ended the game (checkmate, stalemate, a
/// dead position, fivefold repetition, the 75-move rule); otherwise the `Result` tag
/// of `tags` (a resignation, an agreed draw), or `*` without one. `SetUp` and `FEN`
/// tags in `tags` are replaced by ones that match the start position.
///
/// Tag values are escaped as PGN strings (see the standard, 7.2): a value cannot
/// inject tags or split the game.
///
/// # Errors
///
/// Returns [`WriteError::TagName`] for the first tag whose name is not a PGN symbol
/// (empty, with a space, starting with a digit...), [`WriteError::ResultTag`] for a
/// `Result` tag that is not a result, [`WriteError::ResultMismatch`] for one that
/// differs from the result of a game the rules ended, and
/// [`WriteError::IllegalMove`] with the first move of the history that is not legal
/// in turn (a history built with `play_unchecked`).
pub fn write(history: &History, tags: &[(&str, &str)]) -> Result<String, WriteError> {
    let rules = GameResult::from_outcome(Game::outcome(history), Player::FIRST, Player::SECOND);
    let tag = tags
        .iter()
        .find(|(k, _)| *k == "Result")
        .map(|&(_, v)| {
            v.parse::<GameResult>()
                .map_err(|_| WriteError::ResultTag(Excerpt::new(v)))
        })
        .transpose()?;
    let result = match tag {
        Some(tag) if rules != GameResult::Ongoing && tag != rules => {
            return Err(WriteError::ResultMismatch { tag, rules });
        }
        Some(tag) => tag,
        None => rules,
    };
    let start = history.start();
    let mut out = String::new();
    write_tags(&mut out, tags, start, result)?;
    let mut text = Movetext {
        need_number: true,
        ..Movetext::default()
    };
    let mut pos = start.clone();
    for &mv in history.moves() {
        if !pos.is_legal(mv) {
            return Err(IllegalMove { mv }.into());
        }
        text.play(&pos, &pos.san(mv), core::iter::empty());
        pos.play_unchecked(mv);
    }
    out.push_str(&text.finish(result));
    Ok(out)
}

/// Returns the NAG of the suffix annotation written on a move (`Nf3!?` gives 5), if
/// any (PGN standard 8.2.4: export format writes these as NAGs).
pub(super) fn suffix_nag(text: &str) -> Option<u16> {
    let b = text.as_bytes();
    // Equivalent mutants: `p + 1` as `p * 1` or `p - 1` only adds the byte at `p`
    // (not a mark, so filtered out) or the one before it, which is a mark only in
    // texts like `e!4` that cannot be played; and only played texts get here.
    let end = b
        .iter()
        .rposition(|&c| !matches!(c, b'!' | b'?' | b'+' | b'#'))
        .map_or(0, |p| p + 1);
    let marks: Vec<u8> = b[end..]
        .iter()
        .copied()
        .filter(|&c| matches!(c, b'!' | b'?'))
        .collect();
    annotation_nag(&marks)
}

/// Plays the move written `text` (SAN, UCI or a null move `--`/`Z0`) from `pos`;
/// returns its SAN (`--` for a null move) and the position after it.
fn play_text(pos: &Position, text: &str) -> Result<(String, Position), ReplayErrorKind> {
    match resolve(pos, text) {
        Ok(mv) => {
            let mut next = pos.clone();
            next.play_unchecked(mv);
            Ok((pos.san(mv), next))
        }
        Err(ReplayErrorKind::NullMove(t)) => pos
            .null_move()
            .map(|next| ("--".into(), next))
            .ok_or(ReplayErrorKind::NullMove(t)),
        Err(e) => Err(e),
    }
}

/// A line being written: its moves, the next one, and the positions around it.
struct Frame<'a> {
    moves: &'a [RawMove],
    /// The index of the move being written.
    i: usize,
    /// Its 1-based ply from the start of the game.
    ply: usize,
    /// The position before it.
    before: Position,
    /// The position after it, once it is written (then its variations follow).
    after: Option<Position>,
    /// How many of its variations are written.
    variations: usize,
}

/// Writes a game as read, with its comments, NAGs and variations, in PGN export
/// format (Edwards 1994, section 8): the tags as [`write()`] writes them (from
/// the `FEN` and `Variant` tags' start position), then the movetext.
///
/// Every move of every line is replayed from the position it is played in and
/// written as SAN with its `+` or `#` (8.2.3); a null move (`--`, `Z0`) is written as
/// `--`. A suffix annotation on a move (`Nf3!?`) is written as its NAG (`$5`) before
/// the move's NAGs (8.2.4), then come the comments `{...}` and the variations
/// `(...)` (8.2.5). A black move has its number (`12...`) at the start of a
/// variation and after a comment or variation (8.2.2.2). Lines hold at most 79
/// characters unless a single word of a comment is longer.
///
/// What does not survive: white space inside comments (the writer breaks lines at
/// it), and a `}` in a comment that has a line end or is too long for a `;` comment:
/// it becomes `)` (brace comments have no escape, see `Movetext::comment` in the
/// source). Reading the output gives the same tags (values escaped as in
/// [`write()`]), moves, NAGs, comments and variations otherwise.
///
/// # Errors
///
/// Returns [`WriteError::TagName`] for a tag name that is not a PGN symbol, and
/// [`WriteError::Replay`] for an unsupported variant or invalid `FEN` tag (at
/// ply 0), or the first move, in the main line or a variation, that cannot be played
/// (ply counted from the game's start along its line).
pub fn write_record(game: &Record) -> Result<String, WriteError> {
    let start = game.start_position()?;
    let result = game.result;
    let tags: Vec<(&str, &str)> = game
        .tags
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let mut out = String::new();
    write_tags(&mut out, &tags, &start, result)?;
    let mut text = Movetext {
        need_number: true,
        ..Movetext::default()
    };
    for c in &game.comments {
        text.comment(c);
    }
    let mut stack = alloc::vec![Frame {
        moves: &game.moves,
        i: 0,
        ply: 1,
        before: start,
        after: None,
        variations: 0,
    }];
    while let Some(f) = stack.last_mut() {
        let moves = f.moves;
        let Some(mv) = moves.get(f.i) else {
            stack.pop();
            if !stack.is_empty() {
                text.close();
            }
            continue;
        };
        if f.after.is_none() {
            let (san, after) = play_text(&f.before, &mv.text).map_err(|kind| ReplayError {
                ply: f.ply,
                location: mv.location,
                token: Excerpt::new(&mv.text),
                kind,
            })?;
            let nags = suffix_nag(&mv.text)
                .into_iter()
                .chain(mv.nags.iter().copied());
            text.play(&f.before, &san, nags);
            for c in &mv.comments {
                text.comment(c);
            }
            f.after = Some(after);
        } else if let Some(v) = mv.variations.get(f.variations) {
            f.variations += 1;
            text.open();
            for c in &v.comments {
                text.comment(c);
            }
            let frame = Frame {
                moves: &v.moves,
                i: 0,
                ply: f.ply,
                before: f.before.clone(),
                after: None,
                variations: 0,
            };
            stack.push(frame);
        } else if let Some(after) = f.after.take() {
            f.before = after;
            f.i += 1;
            f.ply += 1;
            f.variations = 0;
        }
    }
    out.push_str(&text.finish(result));
    Ok(out)
}
