//! The full-state notation of a position (the specification's position string plus
//! `key=value` fields), shared by [`Position`], [`PublicPosition`](crate::PublicPosition)
//! and [`View`](crate::View), and the board diagram.

use crate::movegen::Core;
use crate::{Color, Config, Label, Phase, Position, Setup, SetupError, Square, Stone};
use alloc::string::String;
use core::fmt::{self, Write as _};
use core::str::FromStr;

/// The error of reading a position (or a [`PublicPosition`](crate::PublicPosition))
/// from its notation.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is not in the notation.
    #[error("invalid position notation in {field}: {reason} ({text})")]
    Syntax {
        /// The field (`board`, `rank 3`, `side`, `frozen`, `secrets`, ...).
        field: &'static str,
        /// The text of that field (at most [`boardcore::EXCERPT_CHARS`] characters).
        text: boardcore::Excerpt,
        /// What is wrong.
        reason: &'static str,
    },
    /// The notation is well formed but the position is not valid.
    #[error("invalid position: {0}")]
    Invalid(#[from] SetupError),
}

fn syntax(field: &'static str, text: &str, reason: &'static str) -> ParsePositionError {
    ParsePositionError::Syntax {
        field,
        text: text.into(),
        reason,
    }
}

impl Position {
    /// Returns a board diagram: ranks 6 to 1 with their numbers, each cell `.` or a
    /// stone (`W3`), the frozen stone marked `*`, and the files below.
    ///
    /// ```
    /// use smokkelen::Position;
    /// assert_eq!(Position::default().diagram(), "\
    /// 6  B9 B0 B7 B1 B3
    /// 5  B4 B8 B2 B6 B5
    /// 4  .  .  .  .  .
    /// 3  .  .  .  .  .
    /// 2  W3 W0 W4 W1 W2
    /// 1  W6 W8 W9 W7 W5
    ///    a  b  c  d  e
    /// ");
    /// ```
    #[must_use]
    pub fn diagram(&self) -> String {
        diagram(&self.core, |_, s| Some(s.label))
    }
}

/// Writes the diagram of `core`, with `label` deciding what is shown of each stone.
pub(crate) fn diagram(core: &Core, label: impl Fn(Square, Stone) -> Option<Label>) -> String {
    let mut out = String::new();
    for rank in (0..6).rev() {
        let _ = write!(out, "{}  ", rank + 1);
        let mut line = String::new();
        for file in 0..5 {
            let sq = Square::from_coords(file, rank).expect("on the board");
            match core.stone_at(sq) {
                Some(s) => {
                    line.push(s.color.stone_char());
                    match label(sq, s) {
                        Some(l) => line.push(char::from(b'0' + l.get())),
                        None => line.push('?'),
                    }
                }
                None => line.push_str(". "),
            }
            line.push(if core.frozen == Some(sq) { '*' } else { ' ' });
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str("   a  b  c  d  e\n");
    out
}

/// Writes the specification's position string of `core` (ranks, side, frozen),
/// `label` deciding what is shown of each stone (`None`: `?`).
pub(crate) fn write_board(
    f: &mut fmt::Formatter<'_>,
    core: &Core,
    label: impl Fn(Square, Stone) -> Option<Label>,
) -> fmt::Result {
    for rank in (0..6).rev() {
        for file in 0..5 {
            let sq = Square::from_coords(file, rank).expect("on the board");
            match core.stone_at(sq) {
                Some(s) => {
                    f.write_char(s.color.stone_char())?;
                    match label(sq, s) {
                        Some(l) => write!(f, "{l}")?,
                        None => f.write_char('?')?,
                    }
                }
                None => f.write_char('.')?,
            }
        }
        if rank > 0 {
            f.write_char('/')?;
        }
    }
    write!(f, " {} ", core.side.to_char())?;
    match core.frozen {
        Some(sq) => write!(f, "{sq}"),
        None => f.write_char('-'),
    }
}

/// Writes the counters and the non-default rules: ` ply=N`, ` passes=N`,
/// ` freeze=opponent`, ` turns=N`, ` limit=N`.
pub(crate) fn write_counters(f: &mut fmt::Formatter<'_>, core: &Core) -> fmt::Result {
    write!(f, " ply={}", core.plies)?;
    if core.passes != 0 {
        write!(f, " passes={}", core.passes)?;
    }
    let c = core.config;
    if c.freeze_only_opponent_owned {
        f.write_str(" freeze=opponent")?;
    }
    if c.max_slide_turns != Config::DEFAULT.max_slide_turns {
        write!(f, " turns={}", c.max_slide_turns)?;
    }
    if c.ply_limit != Config::DEFAULT.ply_limit {
        write!(f, " limit={}", c.ply_limit)?;
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, &self.core, |_, s| Some(s.label))?;
        if self.setup {
            f.write_str(" setup")?;
        }
        if self.is_public() {
            return write_counters(f, &self.core);
        }
        f.write_str(" secrets=")?;
        for color in Color::ALL {
            if color == Color::Black {
                f.write_char(',')?;
            }
            f.write_char(color.stone_char())?;
            match self.secrets[color.index()] {
                Some(l) => write!(f, "{l}")?,
                None => f.write_char('-')?,
            }
        }
        write_counters(f, &self.core)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

/// The fields of a position string, as read.
pub(crate) struct Fields {
    pub board: [Option<Stone>; 30],
    pub side: Color,
    pub frozen: Option<Square>,
    pub secrets: Option<[Option<Label>; 2]>,
    pub setup: bool,
    pub plies: u16,
    pub passes: u8,
    pub config: Config,
}

/// Reads a position string: the three fields of the specification, then the
/// optional `key=value` fields.
/// A UTF-8 byte-order mark at the start is skipped; fields are separated by any
/// ASCII white space (a line end from a file included).
pub(crate) fn parse_fields(s: &str) -> Result<Fields, ParsePositionError> {
    let s = s.strip_prefix('\u{feff}').unwrap_or(s);
    let mut parts = s.split_ascii_whitespace();
    let board_text = parts
        .next()
        .ok_or_else(|| syntax("board", s, "empty text"))?;
    let board = parse_board(board_text)?;
    let side_text = parts
        .next()
        .ok_or_else(|| syntax("side", s, "missing side to move after the board"))?;
    let side = match side_text {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return Err(syntax("side", side_text, "expected `w` or `b`")),
    };
    let frozen_text = parts
        .next()
        .ok_or_else(|| syntax("frozen", s, "missing frozen square after the side"))?;
    let frozen = if frozen_text == "-" {
        None
    } else {
        let b = frozen_text.as_bytes();
        match crate::moves::square_prefix(b) {
            Some(sq) if b.len() == 2 => Some(sq),
            _ => {
                return Err(syntax(
                    "frozen",
                    frozen_text,
                    "expected a square a1-e6 or `-`",
                ));
            }
        }
    };
    let mut fields = Fields {
        board,
        side,
        frozen,
        secrets: None,
        setup: false,
        plies: 0,
        passes: 0,
        config: Config::DEFAULT,
    };
    let mut seen = [false; 7];
    for part in parts {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        let index = match key {
            "setup" if value.is_empty() && !part.contains('=') => 0,
            "secrets" => 1,
            "ply" => 2,
            "passes" => 3,
            "freeze" => 4,
            "turns" => 5,
            "limit" => 6,
            _ => return Err(syntax("options", part, "unknown field")),
        };
        if core::mem::replace(&mut seen[index], true) {
            return Err(syntax("options", part, "field given twice"));
        }
        let number = |field| -> Result<u16, ParsePositionError> {
            if value.is_empty() || value.len() > 5 || !value.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(field, part, "expected a number"));
            }
            value
                .parse()
                .map_err(|_| syntax(field, part, "number too large"))
        };
        match index {
            0 => fields.setup = true,
            1 => fields.secrets = Some(parse_secrets(value)?),
            2 => fields.plies = number("ply")?,
            3 => {
                fields.passes = u8::try_from(number("passes")?)
                    .map_err(|_| syntax("passes", part, "number too large"))?;
            }
            4 => {
                fields.config.freeze_only_opponent_owned = match value {
                    "opponent" => true,
                    "any" => false,
                    _ => return Err(syntax("freeze", part, "expected `opponent` or `any`")),
                }
            }
            5 => {
                fields.config.max_slide_turns = u8::try_from(number("turns")?)
                    .map_err(|_| syntax("turns", part, "number too large"))?;
            }
            _ => fields.config.ply_limit = number("limit")?,
        }
    }
    Ok(fields)
}

fn parse_secrets(value: &str) -> Result<[Option<Label>; 2], ParsePositionError> {
    let err = || syntax("secrets", value, "expected `W<digit or ->,B<digit or ->`");
    let b = value.as_bytes();
    if b.len() != 5 || b[0] != b'W' || b[2] != b',' || b[3] != b'B' {
        return Err(err());
    }
    let one = |c: u8| match c {
        b'-' => Ok(None),
        b'0'..=b'9' => Ok(Some(Label::ALL[usize::from(c - b'0')])),
        _ => Err(err()),
    };
    Ok([one(b[1])?, one(b[4])?])
}

fn parse_board(text: &str) -> Result<[Option<Stone>; 30], ParsePositionError> {
    const RANK: [&str; 6] = ["rank 1", "rank 2", "rank 3", "rank 4", "rank 5", "rank 6"];
    let mut board = [None; 30];
    let ranks: alloc::vec::Vec<&str> = text.split('/').collect();
    if ranks.len() != 6 {
        return Err(syntax("board", text, "expected 6 ranks separated by `/`"));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 5 - i;
        let mut file = 0;
        let b = rank_text.as_bytes();
        let mut j = 0;
        while j < b.len() {
            if file >= 5 {
                return Err(syntax(RANK[rank], rank_text, "more than 5 cells"));
            }
            let sq = Square::from_coords(file, rank).expect("on the board");
            match b[j] {
                b'.' => j += 1,
                b'W' | b'B' => {
                    let color = if b[j] == b'W' {
                        Color::White
                    } else {
                        Color::Black
                    };
                    match b.get(j + 1) {
                        Some(d @ b'0'..=b'9') => {
                            board[sq.to_index()] =
                                Some(Stone::new(color, Label::ALL[usize::from(d - b'0')]));
                        }
                        _ => {
                            return Err(syntax(
                                RANK[rank],
                                rank_text,
                                "expected a digit after W or B",
                            ));
                        }
                    }
                    j += 2;
                }
                _ => {
                    return Err(syntax(
                        RANK[rank],
                        rank_text,
                        "expected `.`, `W<digit>` or `B<digit>`",
                    ));
                }
            }
            file += 1;
        }
        if file != 5 {
            return Err(syntax(RANK[rank], rank_text, "fewer than 5 cells"));
        }
    }
    Ok(board)
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads the full-state notation (see [`Position`]). Without `secrets=` the
    /// position is public ([`Position::is_public`]); the set-up phase needs
    /// `secrets=`.
    fn from_str(s: &str) -> Result<Self, ParsePositionError> {
        let fields = parse_fields(s)?;
        let secrets = match fields.secrets {
            Some(secrets) => secrets,
            None if !fields.setup => [None, None],
            None => return Err(syntax("secrets", s, "missing `secrets=W<n>,B<n>`")),
        };
        Ok(Self::from_setup(Setup {
            board: fields.board,
            turn: fields.side,
            frozen: fields.frozen,
            secrets,
            phase: if fields.setup {
                Phase::Setup
            } else {
                Phase::Play
            },
            plies: fields.plies,
            passes: fields.passes,
            config: fields.config,
        })?)
    }
}

boardcore::serde_via_str!(Position);
