//! The full-state notation of a position (`Display` and a strict `FromStr`).

use crate::position::{EMPTY, Phase, Position};
use crate::{Loot, MAX_COLOURS, Setup, SetupError, Square, Supply, Task, Track};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::Excerpt;
use boardcore::Player;
use core::fmt::{self, Write as _};
use core::str::FromStr;

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

fn write_counts(f: &mut fmt::Formatter<'_>, counts: &[u8; MAX_COLOURS], n: usize) -> fmt::Result {
    for (i, c) in counts[..n].iter().enumerate() {
        if i > 0 {
            f.write_char(',')?;
        }
        write!(f, "{c}")?;
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.colours();
        for rank in (0..5).rev() {
            for file in 0..5 {
                let i = rank * 5 + file;
                let ch = self.square_char(i);
                f.write_char(ch)?;
            }
            if rank > 0 {
                f.write_char('/')?;
            }
        }
        f.write_str(if self.side == 0 { " a " } else { " b " })?;
        match self.phase {
            Phase::Deal => f.write_str("deal")?,
            Phase::Corner => f.write_str("corner")?,
            Phase::Play => {
                f.write_str("play")?;
                if self.moved {
                    f.write_str("+moved")?;
                }
                if self.sold {
                    f.write_str("+sold")?;
                }
            }
            Phase::Refill => f.write_str("refill")?,
            Phase::Choose => f.write_str("choose")?,
            Phase::Fill(s) => write!(f, "fill-{s}")?,
        }
        for s in &self.supplies {
            f.write_char(' ')?;
            write_counts(f, &s.loot, n)?;
            f.write_char(':')?;
            write_counts(f, &s.coins, n)?;
        }
        f.write_char(' ')?;
        write_counts(f, &self.draw, n)?;
        f.write_char(' ')?;
        write_counts(f, &self.discard, n)?;
        write!(
            f,
            " {},{} {}/{} {}",
            self.bards[0], self.bards[1], self.turns, self.limit, self.track
        )
    }
}

/// The error of reading a [`Position`]: bad syntax, or a well-formed but illegal
/// position.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is not in the position notation.
    #[error("invalid position notation in field {field}: {why}")]
    Syntax {
        /// The field (`grid`, `phase`, ...).
        field: &'static str,
        /// What is wrong.
        why: String,
    },
    /// The notation is well formed but the position is not legal.
    #[error("illegal position: {0}")]
    Invalid(#[from] SetupError),
}

fn syntax(field: &'static str, why: impl Into<String>) -> ParsePositionError {
    ParsePositionError::Syntax {
        field,
        why: why.into(),
    }
}

fn parse_counts(field: &'static str, text: &str) -> Result<Vec<u8>, ParsePositionError> {
    text.split(',')
        .map(|t| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(field, format!("{} is not a count", Excerpt::new(t))));
            }
            t.parse::<u8>()
                .map_err(|_| syntax(field, format!("count {} above 255", Excerpt::new(t))))
        })
        .collect()
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads the notation (see [`Setup`]'s `FromStr`) of a position play can reach
    /// ([`Position::from_setup`]); a UTF-8 byte order mark before it and one line end
    /// (LF, CRLF or CR) after it are ignored, so a line read from a file parses.
    ///
    /// # Errors
    ///
    /// Returns [`ParsePositionError::Syntax`] for text not in the notation (quoting
    /// at most [`Excerpt`] of it) and [`ParsePositionError::Invalid`] for a position
    /// that breaks the rules or that play cannot reach.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Ok(Self::from_setup(s.parse()?)?)
    }
}

impl FromStr for Setup {
    type Err = ParsePositionError;

    /// Reads the notation of [`Position`] into plain data, checking only the syntax
    /// and the ranges of the numbers; [`Position::from_setup`] checks the rest.
    ///
    /// # Errors
    ///
    /// Returns [`ParsePositionError::Syntax`] for text not in the notation (quoting
    /// at most [`Excerpt`] of it), and [`ParsePositionError::Invalid`] for more
    /// than 8 colours.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.strip_prefix('\u{feff}').unwrap_or(s);
        let s = s.strip_suffix('\n').unwrap_or(s);
        let s = s.strip_suffix('\r').unwrap_or(s);
        // Single spaces separate the fields and nothing else is white: the track's
        // tasks are read by `Task`, which drops white space as content files want.
        if let Some((at, c)) = s
            .char_indices()
            .find(|&(_, c)| c.is_whitespace() && c != ' ')
        {
            return Err(syntax(
                "position",
                format!("white space {c:?} at byte {at}: fields are separated by single spaces"),
            ));
        }
        let fields: Vec<&str> = s.split(' ').collect();
        let [
            grid,
            side,
            phase,
            sa,
            sb,
            draw,
            discard,
            bards,
            turns,
            track,
        ] = fields[..]
        else {
            return Err(syntax(
                "position",
                format!(
                    "expected 10 fields separated by single spaces, found {}",
                    fields.len()
                ),
            ));
        };
        let draw = parse_counts("draw", draw)?;
        let n = draw.len();
        if n > MAX_COLOURS {
            return Err(SetupError::Colours(n).into());
        }
        let counts =
            |field: &'static str, text: &str| -> Result<[u8; MAX_COLOURS], ParsePositionError> {
                let v = parse_counts(field, text)?;
                if v.len() != n {
                    return Err(syntax(
                        field,
                        format!("{} counts, but the draw pile has {n} colours", v.len()),
                    ));
                }
                let mut a = [0; MAX_COLOURS];
                a[..n].copy_from_slice(&v);
                Ok(a)
            };
        let draw = counts(
            "draw",
            &draw
                .iter()
                .map(|c| format!("{c}"))
                .collect::<Vec<_>>()
                .join(","),
        )?;
        let discard = counts("discard", discard)?;
        let mut supplies = [Supply::default(); 2];
        for (slot, (field, text)) in supplies
            .iter_mut()
            .zip([("supply a", sa), ("supply b", sb)])
        {
            let (loot, coins) = text
                .split_once(':')
                .ok_or_else(|| syntax(field, "expected <loot>:<coins>"))?;
            slot.loot = counts(field, loot)?;
            slot.coins = counts(field, coins)?;
        }

        let mut cells = [EMPTY; 25];
        let mut robins = [EMPTY; 2];
        let ranks: Vec<&str> = grid.split('/').collect();
        if ranks.len() != 5 {
            return Err(syntax("grid", "expected 5 ranks separated by /"));
        }
        for (r, rank) in ranks.iter().enumerate() {
            let bytes = rank.as_bytes();
            if bytes.len() != 5 {
                return Err(syntax(
                    "grid",
                    format!("rank {} does not have 5 squares", Excerpt::new(rank)),
                ));
            }
            for (file, &b) in bytes.iter().enumerate() {
                let i = (4 - r) * 5 + file;
                match b {
                    b'.' => {}
                    b'A' | b'B' => {
                        let p = usize::from(b - b'A');
                        if robins[p] != EMPTY {
                            return Err(syntax("grid", "a Robin appears twice"));
                        }
                        robins[p] = i as u8;
                    }
                    b'0'..=b'7' if usize::from(b - b'0') < n => cells[i] = b - b'0',
                    _ => {
                        return Err(syntax(
                            "grid",
                            format!(
                                "{:?} is not a colour below {n}, . or a Robin",
                                char::from(b)
                            ),
                        ));
                    }
                }
            }
        }
        let side = match side {
            "a" => 0,
            "b" => 1,
            _ => return Err(syntax("side", "expected a or b")),
        };
        let (phase, moved, sold) = match phase {
            "deal" => (Phase::Deal, false, false),
            "corner" => (Phase::Corner, false, false),
            "play" => (Phase::Play, false, false),
            "play+moved" => (Phase::Play, true, false),
            "play+sold" => (Phase::Play, false, true),
            "play+moved+sold" => (Phase::Play, true, true),
            "refill" => (Phase::Refill, false, false),
            "choose" => (Phase::Choose, false, false),
            other => match other.strip_prefix("fill-").map(str::parse::<Square>) {
                Some(Ok(s)) => (Phase::Fill(s), false, false),
                _ => {
                    return Err(syntax(
                        "phase",
                        format!("unknown phase {}", Excerpt::new(other)),
                    ));
                }
            },
        };
        let (a, b) = bards
            .split_once(',')
            .ok_or_else(|| syntax("bards", "expected <a>,<b>"))?;
        let bard = |t: &str| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(
                    "bards",
                    format!("{} is not a track index", Excerpt::new(t)),
                ));
            }
            t.parse::<u8>()
                .map_err(|_| syntax("bards", format!("{} is not a track index", Excerpt::new(t))))
        };
        let bards = [bard(a)?, bard(b)?];
        let (t, l) = turns
            .split_once('/')
            .ok_or_else(|| syntax("turns", "expected <turns>/<limit>"))?;
        let num = |t: &str| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(
                    "turns",
                    format!("{} is not a number", Excerpt::new(t)),
                ));
            }
            t.parse::<u16>()
                .map_err(|_| syntax("turns", format!("{} is above 65535", Excerpt::new(t))))
        };
        let (turns, limit) = (num(t)?, num(l)?);
        let tasks = track
            .split(';')
            .map(|t| t.parse::<Task>())
            .collect::<Result<Vec<Task>, _>>()
            .map_err(|e| syntax("track", format!("{e}")))?;
        if tasks.len() < 2 {
            return Err(syntax(
                "track",
                "expected the start tile's two tasks and a lap",
            ));
        }
        let track = Track::new([tasks[0], tasks[1]], &tasks[2..])
            .map_err(|e| syntax("track", format!("{e}")))?;
        let grid = cells.map(|c| {
            if c == EMPTY {
                None
            } else {
                Loot::new(usize::from(c))
            }
        });
        let robins = robins.map(|r| {
            if r == EMPTY {
                None
            } else {
                Square::new(usize::from(r))
            }
        });
        Ok(Self {
            colours: n,
            grid,
            robins,
            supplies,
            draw_pile: draw,
            discard_pile: discard,
            bards,
            side: if side == 0 {
                Player::FIRST
            } else {
                Player::SECOND
            },
            phase,
            robin_moved: moved,
            sold,
            turns,
            turn_limit: limit,
            track,
        })
    }
}

boardcore::serde_via_str!(Position);
