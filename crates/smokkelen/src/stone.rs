//! Stones: a colour and a label 0-9.

use crate::Color;
use core::fmt;
use core::str::FromStr;

/// The label of a stone, 0 to 9: each player's ten stones carry distinct labels
/// (spec "Board and pieces" \[SOURCED\]: the Trespass pieces are numbered).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(try_from = "u8", into = "u8"))]
pub struct Label(u8);

impl Label {
    /// The ten labels, 0 first.
    pub const ALL: [Self; 10] = {
        let mut all = [Self(0); 10];
        let mut i = 0;
        while i < 10 {
            all[i] = Self(i as u8);
            i += 1;
        }
        all
    };

    /// Returns the label `n`, or `None` unless `n < 10`.
    #[must_use]
    pub const fn new(n: u8) -> Option<Self> {
        if n < 10 { Some(Self(n)) } else { None }
    }

    /// Returns the number of the label, 0 to 9.
    #[must_use]
    pub const fn get(self) -> u8 {
        self.0
    }
}

/// The error of converting a number of 10 or more to a [`Label`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid stone label {0} (expected 0 to 9)")]
pub struct LabelError(pub u8);

impl TryFrom<u8> for Label {
    type Error = LabelError;

    fn try_from(n: u8) -> Result<Self, LabelError> {
        Self::new(n).ok_or(LabelError(n))
    }
}

impl From<Label> for u8 {
    fn from(label: Label) -> Self {
        label.0
    }
}

impl fmt::Display for Label {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A stone on the board: its owner and its label, written `W3` or `B0`.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Stone {
    /// The owner: the side whose far rank is "forward" for this stone and whose
    /// secret it may be.
    pub color: Color,
    /// The label, distinct among the owner's stones.
    pub label: Label,
}

impl Stone {
    /// Returns the stone of `color` with label `label`.
    #[must_use]
    pub const fn new(color: Color, label: Label) -> Self {
        Self { color, label }
    }

    /// Returns the cell code of the stone: 1 to 10 for White, 11 to 20 for Black.
    pub(crate) const fn code(self) -> u8 {
        1 + self.color.index() as u8 * 10 + self.label.0
    }

    /// Returns the stone of cell code `code` (1 to 20), or `None` for 0 (empty) and
    /// out-of-range codes.
    pub(crate) const fn from_code(code: u8) -> Option<Self> {
        match code {
            1..=10 => Some(Self::new(Color::White, Label(code - 1))),
            11..=20 => Some(Self::new(Color::Black, Label(code - 11))),
            _ => None,
        }
    }
}

impl fmt::Display for Stone {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.color.stone_char(), self.label)
    }
}

/// The error of reading a [`Stone`] such as `W3`.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid stone {0} (expected W or B and a digit, such as W3)")]
pub struct ParseStoneError(pub boardcore::Excerpt);

impl FromStr for Stone {
    type Err = ParseStoneError;

    fn from_str(s: &str) -> Result<Self, ParseStoneError> {
        let err = || ParseStoneError(s.into());
        let b = s.as_bytes();
        if b.len() != 2 {
            return Err(err());
        }
        let color = match b[0] {
            b'W' => Color::White,
            b'B' => Color::Black,
            _ => return Err(err()),
        };
        let label = match b[1] {
            d @ b'0'..=b'9' => Label(d - b'0'),
            _ => return Err(err()),
        };
        Ok(Self::new(color, label))
    }
}
