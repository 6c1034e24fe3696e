//! What one player sees: the view and the observations of moves.

use crate::movegen::Core;
use crate::notation::{diagram, write_board, write_counters};
use crate::{Bitboard, Color, Label, Move, Phase, Position, PublicPosition, Square, Termination};
use alloc::string::String;
use core::fmt::{self, Write as _};

/// What one player may see of a position ([`boardcore::Game::view`]): everything but
/// the opponent's secret stone and, during set-up, the labels of the opponent's
/// placed stones (spec "Set-up" and "End"); once the game is over, both secrets.
///
/// Two positions that differ only in what the viewer cannot see have equal views,
/// so a view is the key of the viewer's information set. Its `Debug`, `Display` and
/// serde form (the `Display` string) show the hidden parts as `?`: the notation of
/// [`Position`] with `W?` for a hidden label, `B?` for a hidden secret, and
/// `view=w` or `view=b` for the viewer.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct View {
    viewer: Option<Color>,
    /// The position with every hidden label replaced by label 0 (so that hidden
    /// labels never tell views apart) and its key recomputed.
    core: Core,
    hidden: Bitboard,
    secrets: [Option<Label>; 2],
    secret_hidden: [bool; 2],
    setup: bool,
    end: Option<Termination>,
}

impl View {
    /// Returns what `viewer` sees of `pos` (`None`: a spectator, who sees neither
    /// secret until the end).
    pub(crate) fn new(pos: &Position, viewer: Option<Color>) -> Self {
        let over = pos.end.is_some();
        let mut core = pos.core.clone();
        let mut hidden = Bitboard::EMPTY;
        let mut secrets = pos.secrets;
        let mut secret_hidden = [false; 2];
        for color in Color::ALL {
            if viewer == Some(color) || over {
                continue;
            }
            if secrets[color.index()].is_some() {
                secrets[color.index()] = None;
                secret_hidden[color.index()] = true;
            }
            if pos.setup {
                for sq in core.occ[color.index()] {
                    hidden.insert(sq);
                    core.cells[sq.to_index()] = crate::Stone::new(color, Label::ALL[0]).code();
                }
            }
        }
        core.key = core.compute_key();
        Self {
            viewer,
            core,
            hidden,
            secrets,
            secret_hidden,
            setup: pos.setup,
            end: pos.end,
        }
    }

    /// Returns the viewer (`None` for a spectator).
    #[must_use]
    pub fn viewer(&self) -> Option<Color> {
        self.viewer
    }

    /// Returns the colour of the stone on `sq`, if any.
    #[must_use]
    pub fn color_at(&self, sq: Square) -> Option<Color> {
        self.core.stone_at(sq).map(|s| s.color)
    }

    /// Returns the label of the stone on `sq`, or `None` for an empty square or a
    /// hidden label.
    #[must_use]
    pub fn label_at(&self, sq: Square) -> Option<Label> {
        if self.hidden.contains(sq) {
            None
        } else {
            self.core.stone_at(sq).map(|s| s.label)
        }
    }

    /// Returns the label of `color`'s secret stone as far as the viewer knows it:
    /// its own, and both once the game is over.
    #[must_use]
    pub fn secret(&self, color: Color) -> Option<Label> {
        self.secrets[color.index()]
    }

    /// Tests if `color` has chosen a secret that the viewer cannot see.
    #[must_use]
    pub fn is_secret_hidden(&self, color: Color) -> bool {
        self.secret_hidden[color.index()]
    }

    /// Returns the side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.core.side
    }

    /// Returns the frozen square.
    #[must_use]
    pub fn frozen(&self) -> Option<Square> {
        self.core.frozen
    }

    /// Returns the phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        if self.setup {
            Phase::Setup
        } else {
            Phase::Play
        }
    }

    /// Returns why the game ended, or `None` while it goes on.
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        self.end
    }

    /// Returns the public part of the position in play (no secrets), on which a
    /// player who knows only its own secret plays on; `None` during set-up.
    #[must_use]
    pub fn public(&self) -> Option<PublicPosition> {
        (!self.setup).then(|| PublicPosition::from_core(self.core.clone()))
    }

    /// Returns a board diagram as [`Position::diagram`] draws it, with `?` for a
    /// hidden label.
    #[must_use]
    pub fn diagram(&self) -> String {
        diagram(&self.core, |sq, s| {
            (!self.hidden.contains(sq)).then_some(s.label)
        })
    }
}

impl fmt::Display for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, &self.core, |sq, s| {
            (!self.hidden.contains(sq)).then_some(s.label)
        })?;
        if self.setup {
            f.write_str(" setup")?;
        }
        f.write_str(" secrets=")?;
        for color in Color::ALL {
            if color == Color::Black {
                f.write_char(',')?;
            }
            f.write_char(color.stone_char())?;
            match self.secrets[color.index()] {
                Some(l) => write!(f, "{l}")?,
                None if self.secret_hidden[color.index()] => f.write_char('?')?,
                None => f.write_char('-')?,
            }
        }
        write_counters(f, &self.core)?;
        match self.viewer {
            Some(c) => write!(f, " view={}", c.to_char()),
            None => f.write_str(" view=-"),
        }
    }
}

impl fmt::Debug for View {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "View({self})")
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for View {
    /// Serializes the `Display` string, which shows hidden parts as `?`.
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

/// What one player sees of a move ([`boardcore::Game::observe`]): the move itself,
/// except the opponent's set-up moves, seen only as "a secret was chosen"
/// (`secret`) and "a stone was placed" (`place`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Observation {
    /// A move seen as it is.
    Move(Move),
    /// The opponent chose its secret stone.
    HiddenSecret,
    /// The opponent placed a stone on its next home square.
    HiddenPlace,
}

impl fmt::Display for Observation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Move(mv) => write!(f, "{mv}"),
            Self::HiddenSecret => f.write_str("secret"),
            Self::HiddenPlace => f.write_str("place"),
        }
    }
}
