//! The board: where the 30 checkers are, seen from the player on roll.

use core::fmt;
use core::str::FromStr;

/// The number of checkers of each side.
pub const CHECKERS: u8 = 15;

/// The index of the bar in the point numbering of [`Position::mover`] and
/// [`Position::opponent`] (points are 1 to 24, 25 is the bar, 0 is borne off).
pub const BAR: u8 = 25;

/// The index of the borne-off tray in the point numbering (0).
pub const OFF: u8 = 0;

/// A backgammon board seen from the player on roll (the *mover*): where each side's 15
/// checkers are.
///
/// Points are numbered from each side's own point of view: 1 to 24, its home board is
/// 1 to 6, it moves from 24 down to 1 and then off; its bar is 25. The mover's point
/// `p` is the opponent's point `25 - p`. A position does not say which of the two
/// players (seat 0 or 1) is on roll, nor hold the dice or the cube: that is the game
/// state ([`crate::GameState`]).
///
/// `Display` and `FromStr` are the GNU Backgammon Position ID (14 base64 characters,
/// `4HPwATDgc/ABMA` for the start), which encodes exactly this: the board with the
/// player on roll.
///
/// Invariant: each side has at most 15 checkers on the board (the rest are borne off),
/// and no point holds checkers of both sides.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// `board[p]` for `p` in 1..=24: the mover's point `p`, positive for the mover's
    /// checkers, negative for the opponent's; `board[25]` the mover's bar (>= 0);
    /// `board[0]` the opponent's bar, as a negative count.
    pub(crate) board: [i8; 26],
}

/// An unvalidated board: checker counts per point for each side, each from its own
/// point of view (index 1..=24 the points, 25 the bar, index 0 unused: what is not on
/// the board is borne off).
///
/// Convert with [`Position::try_from`], which checks the counts.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// The checkers of the player on roll, by point (1..=24) and bar (25).
    pub mover: [u8; 26],
    /// The checkers of the other player, by point from its own side (1..=24) and bar
    /// (25).
    pub opponent: [u8; 26],
}

/// What is wrong with a [`Setup`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// A side has more than 15 checkers on the board.
    #[error("{side} has {count} checkers on the board (at most 15)")]
    TooManyCheckers {
        /// `"the mover"` or `"the opponent"`.
        side: &'static str,
        /// The number found.
        count: u32,
    },
    /// A point holds checkers of both sides.
    #[error("point {point} (mover's numbering) holds checkers of both sides")]
    SharedPoint {
        /// The point, in the mover's numbering.
        point: u8,
    },
    /// Index 0 (the borne-off tray, which is implied) is not 0.
    #[error("index 0 of a setup must be 0 (borne-off checkers are implied)")]
    OffIndex,
    /// Both sides have checkers on the bar against closed home boards: no play can
    /// reach it, since the last of them to be hit came in while the other board was
    /// already closed (gnubg's `CheckPosition` refuses it too).
    #[error("both sides are on the bar against closed home boards")]
    BothBarred,
}

/// The error of reading a Position ID.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The ID is not 14 characters long.
    #[error("a position ID has 14 characters, not {0}")]
    Length(usize),
    /// A character is not in the base64 alphabet.
    #[error("character {index} ({ch:?}) is not base64")]
    Base64 {
        /// Its index.
        index: usize,
        /// The character.
        ch: char,
    },
    /// The bits do not describe 25 slots per side.
    #[error("the bits do not describe 2 x 25 slots")]
    Slots,
    /// The decoded board breaks a rule.
    #[error(transparent)]
    Invalid(#[from] PositionError),
}

impl Default for Position {
    /// Returns the start position.
    fn default() -> Self {
        Self::new()
    }
}

impl Position {
    /// The start position: 2 checkers on the 24-point, 5 on the 13, 3 on the 8 and 5 on
    /// the 6, for each side.
    pub const START: Self = {
        let mut board = [0i8; 26];
        board[24] = 2;
        board[13] = 5;
        board[8] = 3;
        board[6] = 5;
        board[1] = -2;
        board[12] = -5;
        board[17] = -3;
        board[19] = -5;
        Self { board }
    };

    /// Returns the start position.
    #[must_use]
    pub const fn new() -> Self {
        Self::START
    }

    /// Returns the number of the mover's checkers on `point` (1..=24, or 25 for the bar,
    /// 0 for borne off), in the mover's numbering.
    ///
    /// # Panics
    ///
    /// Panics if `point > 25`.
    #[must_use]
    pub fn mover(&self, point: u8) -> u8 {
        match point {
            0 => self.mover_off(),
            25 => self.board[25] as u8,
            p => self.board[usize::from(p)].max(0) as u8,
        }
    }

    /// Returns the number of the opponent's checkers on `point` (1..=24, 25 for the bar,
    /// 0 for borne off), in the opponent's own numbering.
    ///
    /// # Panics
    ///
    /// Panics if `point > 25`.
    #[must_use]
    pub fn opponent(&self, point: u8) -> u8 {
        match point {
            0 => self.opponent_off(),
            25 => (-self.board[0]) as u8,
            p => (-self.board[25 - usize::from(p)]).max(0) as u8,
        }
    }

    /// Returns the number of the mover's checkers borne off.
    #[must_use]
    pub fn mover_off(&self) -> u8 {
        let on: i32 = self.board[1..].iter().map(|&c| i32::from(c.max(0))).sum();
        CHECKERS - on as u8
    }

    /// Returns the number of the opponent's checkers borne off.
    #[must_use]
    pub fn opponent_off(&self) -> u8 {
        let on: i32 = self.board[..25]
            .iter()
            .map(|&c| i32::from((-c).max(0)))
            .sum();
        CHECKERS - on as u8
    }

    /// Returns the mover's pip count: the pips its checkers must travel to bear off
    /// (a checker on point `p` counts `p`, on the bar 25).
    #[must_use]
    pub fn mover_pips(&self) -> u32 {
        (1..=25u32)
            .map(|p| p * u32::from(self.board[p as usize].max(0) as u8))
            .sum()
    }

    /// Returns the opponent's pip count.
    #[must_use]
    pub fn opponent_pips(&self) -> u32 {
        self.flipped().mover_pips()
    }

    /// Returns the same board seen from the other side: the opponent becomes the mover.
    #[must_use]
    pub const fn flipped(&self) -> Self {
        let mut board = [0i8; 26];
        let mut i = 0;
        while i < 26 {
            board[i] = -self.board[25 - i];
            i += 1;
        }
        Self { board }
    }

    /// Returns the board as an unvalidated [`Setup`].
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut s = Setup::default();
        for p in 1..=25u8 {
            s.mover[usize::from(p)] = self.mover(p);
            s.opponent[usize::from(p)] = self.opponent(p);
        }
        s
    }

    /// Tests if the mover has no checker left on the board (it has borne off all 15).
    #[must_use]
    pub fn mover_finished(&self) -> bool {
        self.board[1..].iter().all(|&c| c <= 0)
    }

    /// Tests if the opponent has borne off all 15 checkers.
    #[must_use]
    pub fn opponent_finished(&self) -> bool {
        self.board[..25].iter().all(|&c| c >= 0)
    }

    /// Tests if the two sides' checkers can still meet (some mover checker is behind
    /// some opponent checker); a position without contact is a race.
    #[must_use]
    pub fn has_contact(&self) -> bool {
        // The mover's rearmost checker (highest point) against the opponent's rearmost
        // (lowest point in the mover's numbering, or its bar at 0).
        let mover_back = (1..=25).rev().find(|&p| self.board[p] > 0);
        let opp_back = (0..=24).find(|&p| self.board[p] < 0);
        matches!((mover_back, opp_back), (Some(m), Some(o)) if m > o)
    }

    /// Returns the gnubg Position ID key: 10 bytes, the opponent's 25 slots then the
    /// mover's, each a run of `1` bits (one per checker) and a `0`, little-endian within
    /// bytes.
    #[must_use]
    pub fn key(&self) -> [u8; 10] {
        let mut key = [0u8; 10];
        let mut bit = 0usize;
        let mut push = |count: u8, key: &mut [u8; 10]| {
            for _ in 0..count {
                key[bit / 8] |= 1 << (bit % 8);
                bit += 1;
            }
            bit += 1;
        };
        for p in 1..=25u8 {
            push(self.opponent(p), &mut key);
        }
        for p in 1..=25u8 {
            push(self.mover(p), &mut key);
        }
        key
    }

    /// Returns the position of a gnubg Position ID key (see [`Position::key`]).
    ///
    /// # Errors
    ///
    /// Returns [`ParsePositionError::Slots`] if the bits do not form 50 slots, and
    /// [`ParsePositionError::Invalid`] if a side has more than 15 checkers.
    pub fn from_key(key: &[u8; 10]) -> Result<Self, ParsePositionError> {
        let mut setup = Setup::default();
        let mut slot = 0usize;
        let mut count = 0u8;
        for bit in 0..80 {
            if slot == 50 {
                break;
            }
            if key[bit / 8] >> (bit % 8) & 1 == 1 {
                count += 1;
                if count > CHECKERS {
                    return Err(ParsePositionError::Slots);
                }
            } else {
                let side = if slot < 25 {
                    &mut setup.opponent
                } else {
                    &mut setup.mover
                };
                side[slot % 25 + 1] = count;
                count = 0;
                slot += 1;
            }
        }
        if slot < 50 {
            return Err(ParsePositionError::Slots);
        }
        Ok(Self::try_from(setup)?)
    }

    /// Returns the gnubg Position ID of this board as it stands, from the side of its
    /// mover (the same as `to_string()`). For a position reached by a play (a child of
    /// [`Position::plays_and_children`], [`Position::after_play`]) this is still the
    /// side of the player who just moved; gnubg shows the next player's view:
    /// [`Position::id_after_play`].
    #[must_use]
    pub fn id(&self) -> alloc::string::String {
        alloc::string::ToString::to_string(self)
    }

    /// Returns the gnubg Position ID of a position reached by a play, as gnubg shows it
    /// after the play: from the side of the opponent, who is now on roll (the ID of
    /// [`Position::flipped`]).
    ///
    /// ```
    /// use backgammon::{Dice, Position};
    ///
    /// let child = Position::START.after_play(Dice::new(3, 1)?, &"24/23 24/21".parse()?).expect("legal");
    /// assert_eq!(child.id(), "4HPwATDgc/ABEg"); // the mover's side
    /// assert_eq!(child.id_after_play(), "4HPwARLgc/ABMA"); // what gnubg shows
    /// # Ok::<(), Box<dyn core::error::Error>>(())
    /// ```
    #[must_use]
    pub fn id_after_play(&self) -> alloc::string::String {
        self.flipped().id()
    }

    /// Returns the index of the mover's rearmost checker (25 for the bar), or 0 if it has
    /// none on the board.
    ///
    /// Only the reference generator uses it, as the upper bound of a loop that skips
    /// points it cannot move from: any larger bound gives the same plays, so the
    /// mutants that return 25 (the bound `==`/`<`, `>` for `<=`) are equivalent.
    #[inline]
    pub(crate) fn mover_highest(&self) -> usize {
        let mut p = 25;
        while p > 0 && self.board[p] <= 0 {
            p -= 1;
        }
        p
    }
}

impl TryFrom<Setup> for Position {
    type Error = PositionError;

    #[allow(clippy::needless_range_loop)]
    fn try_from(s: Setup) -> Result<Self, PositionError> {
        if s.mover[0] != 0 || s.opponent[0] != 0 {
            return Err(PositionError::OffIndex);
        }
        for (side, counts) in [("the mover", &s.mover), ("the opponent", &s.opponent)] {
            let count: u32 = counts.iter().map(|&c| u32::from(c)).sum();
            if count > u32::from(CHECKERS) {
                return Err(PositionError::TooManyCheckers { side, count });
            }
        }
        let mut board = [0i8; 26];
        for p in 1..=24usize {
            let m = s.mover[p];
            let o = s.opponent[25 - p];
            if m > 0 && o > 0 {
                return Err(PositionError::SharedPoint { point: p as u8 });
            }
            board[p] = m as i8 - o as i8;
        }
        // Each side's home board is its points 1 to 6; a bar checker enters the other
        // side's.
        let closed = |home: &[u8; 26]| home[1..=6].iter().all(|&c| c >= 2);
        if s.mover[25] > 0 && s.opponent[25] > 0 && closed(&s.mover) && closed(&s.opponent) {
            return Err(PositionError::BothBarred);
        }
        board[25] = s.mover[25] as i8;
        board[0] = -(s.opponent[25] as i8);
        Ok(Self { board })
    }
}

impl From<Position> for Setup {
    fn from(p: Position) -> Self {
        p.to_setup()
    }
}

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Writes `bytes` in standard base64 without padding into `out`, returning the length.
pub(crate) fn base64_encode(bytes: &[u8], out: &mut [u8]) -> usize {
    let mut n = 0;
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        // (`^` for `|` is an equivalent mutant: the shifted bytes do not overlap.)
        let v = u32::from(b[0]) << 16 | u32::from(b[1]) << 8 | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out[n] = B64[(v >> (18 - 6 * i) & 63) as usize];
            n += 1;
        }
    }
    n
}

/// Returns the 6-bit value of base64 character `c`.
pub(crate) fn base64_value(c: u8) -> Option<u8> {
    match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

/// Decodes unpadded base64 `text` into `out` (whose length sets how many bytes are
/// expected); returns the index and character of the first non-base64 character.
pub(crate) fn base64_decode(text: &str, out: &mut [u8]) -> Result<(), (usize, char)> {
    let mut acc = 0u32;
    let mut bits = 0;
    let mut n = 0;
    for (i, c) in text.char_indices() {
        let v = u8::try_from(c).ok().and_then(base64_value).ok_or((i, c))?;
        // (`^` for `|` is an equivalent mutant: the low 6 bits of `acc << 6` are 0.)
        acc = acc << 6 | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            // Every caller checks the text's length first (14 characters give 10
            // bytes and 4 spare bits, 12 give 9 bytes), so the text never holds a
            // byte past `out` and `<=` here is an equivalent mutant; the guard
            // keeps a longer text from panicking.
            if n < out.len() {
                out[n] = (acc >> bits) as u8;
                n += 1;
            }
            acc &= (1 << bits) - 1;
        }
    }
    Ok(())
}

impl fmt::Display for Position {
    /// Writes the gnubg Position ID.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = [0u8; 16];
        let n = base64_encode(&self.key(), &mut out);
        f.write_str(core::str::from_utf8(&out[..n]).map_err(|_| fmt::Error)?)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads a gnubg Position ID (14 base64 characters; a `Position ID:` or `pos:`-less
    /// plain ID, surrounding whitespace ignored).
    fn from_str(s: &str) -> Result<Self, ParsePositionError> {
        let s = crate::trim_text(s);
        let len = s.chars().count();
        if len != 14 {
            return Err(ParsePositionError::Length(len));
        }
        let mut key = [0u8; 10];
        base64_decode(s, &mut key)
            .map_err(|(index, ch)| ParsePositionError::Base64 { index, ch })?;
        Self::from_key(&key)
    }
}
