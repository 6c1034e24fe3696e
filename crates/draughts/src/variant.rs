//! The two rule sets of the engine: international (FMJD) and English (WCDF) draughts.

use crate::Color;
use core::fmt;
use core::str::FromStr;

/// The rule set of a game: one engine plays both.
///
/// | | [`Variant::International`] (FMJD) | [`Variant::English`] (WCDF) |
/// |---|---|---|
/// | board | 10x10, squares 1-50 | 8x8, squares 1-32 |
/// | first to move | White | Black |
/// | kings | flying | one step |
/// | men capture backward | yes | no |
/// | maximum capture | yes | no |
/// | promotion during a capture | only where the move ends | crowning ends the move |
/// | PDN `GameType` | 20 | 21 |
///
/// Source: `docs/rules/draughts.md` (FMJD rules, WCDF rules, PDN 3.0).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Variant {
    /// International draughts (FMJD): 10x10 board, flying kings, maximum capture.
    #[default]
    International,
    /// English draughts or checkers (WCDF): 8x8 board, short kings, free choice of
    /// capture.
    English,
}

impl Variant {
    /// Both variants, international first.
    pub const ALL: [Self; 2] = [Self::International, Self::English];

    /// Returns the number of playable (dark) squares: 50 or 32.
    #[must_use]
    pub const fn squares(self) -> u8 {
        match self {
            Self::International => 50,
            Self::English => 32,
        }
    }

    /// Returns the width (and height) of the board: 10 or 8.
    #[must_use]
    pub const fn board_size(self) -> u8 {
        match self {
            Self::International => 10,
            Self::English => 8,
        }
    }

    /// Returns the number of dark squares in one row: 5 or 4.
    #[must_use]
    pub const fn per_row(self) -> u8 {
        self.board_size() / 2
    }

    /// Returns the PDN `GameType` number: 20 (international) or 21 (English).
    #[must_use]
    pub const fn game_type(self) -> u8 {
        match self {
            Self::International => 20,
            Self::English => 21,
        }
    }

    /// Returns the variant of a PDN `GameType` number (20 or 21), or `None` for the
    /// other games PDN knows (Russian 25, Italian 22, ...).
    #[must_use]
    pub const fn from_game_type(game_type: u32) -> Option<Self> {
        match game_type {
            20 => Some(Self::International),
            21 => Some(Self::English),
            _ => None,
        }
    }

    /// Returns the colour that moves first: White (international) or Black
    /// (English).
    #[must_use]
    pub const fn first_to_move(self) -> Color {
        match self {
            Self::International => Color::White,
            Self::English => Color::Black,
        }
    }

    /// Returns the number of rows of men each side starts with: 4 or 3.
    #[must_use]
    pub const fn start_rows(self) -> u8 {
        match self {
            Self::International => 4,
            Self::English => 3,
        }
    }

    /// Returns the lowercase name used in notation: `international` or `english`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Self::International => "international",
            Self::English => "english",
        }
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The error of reading a [`Variant`]: the text is not `international`, `english`
/// or a `GameType` number 20 or 21. It quotes an excerpt of the text.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("unknown draughts variant {0} (expected international, english, 20 or 21)")]
pub struct ParseVariantError(pub boardcore::Excerpt);

impl FromStr for Variant {
    type Err = ParseVariantError;

    /// Reads `international` or `english` (any case; also `checkers`, `fmjd`,
    /// `wcdf`) or the PDN `GameType` numbers `20` and `21`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim();
        for (names, v) in [
            (&["international", "fmjd", "20"][..], Self::International),
            (&["english", "checkers", "wcdf", "21"][..], Self::English),
        ] {
            if names.iter().any(|n| n.eq_ignore_ascii_case(t)) {
                return Ok(v);
            }
        }
        Err(ParseVariantError(boardcore::Excerpt::new(s)))
    }
}
