//! The public position: play between two parties that each know only their own
//! secret, with the secrets revealed and checked at the end.

use crate::movegen::Core;
use crate::notation::{ParsePositionError, parse_fields, write_board, write_counters};
use crate::{
    Color, Config, Label, Move, MoveList, Phase, Position, Setup, Square, Stone, Termination,
};
use boardcore::{IllegalMove, Outcome};
use core::fmt;
use core::str::FromStr;

/// A position in play without the secret stones: what both players see, and all
/// they need to play, since the moves never depend on the secrets (spec "End":
/// "secrets are checked after the game").
///
/// Each party keeps a `PublicPosition` and its own secret. After every move, the
/// owner of the stone that has just reached its far rank ([`PublicPosition::arrival`])
/// checks whether it is its secret and, if so, claims the win with
/// [`PublicPosition::claim`]. At the end, [`PublicPosition::reveal`] takes both
/// secrets and checks that they fit the game: both stones on the board, and no
/// secret stone on its far rank unless it got there with the last move (otherwise the
/// game should have ended earlier).
///
/// `Display`/`FromStr`: the specification's position string (`<ranks> w -`), then
/// `ply=N` and the non-default rules as in [`Position`], and `arrived` if the last
/// move brought its stone onto its owner's far rank. `FromStr` also reads the bare
/// three-field string of the specification.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct PublicPosition {
    core: Core,
    arrived: bool,
    end: Option<Termination>,
}

/// The error of [`PublicPosition::reveal`] and [`PublicPosition::claim`]: the
/// revealed secrets do not fit the game.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RevealError {
    /// The revealed secret stone is not on the board.
    #[error("revealed secret stone {0} is not on the board")]
    NotOnBoard(Stone),
    /// The revealed secret stone stands on its far rank but did not get there with
    /// the last move: the game should have ended earlier.
    #[error("secret stone {0} reached its far rank before the last move")]
    MissedWin(Stone),
    /// A claimed secret stone did not just reach its far rank.
    #[error("stone {0} did not just reach its far rank")]
    NotArrived(Stone),
}

impl PublicPosition {
    pub(crate) fn from_core(core: Core) -> Self {
        let mut public = Self {
            core,
            arrived: false,
            end: None,
        };
        public.end = public.draw();
        public
    }

    fn draw(&self) -> Option<Termination> {
        if self.core.passes >= 2 {
            Some(Termination::TwoPasses)
        } else if self.core.ply_limit_reached() {
            Some(Termination::PlyLimit)
        } else {
            None
        }
    }

    /// Returns the side to move.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.core.side
    }

    /// Returns the stone on `sq`.
    #[must_use]
    pub fn stone_at(&self, sq: Square) -> Option<Stone> {
        self.core.stone_at(sq)
    }

    /// Returns the frozen square.
    #[must_use]
    pub fn frozen(&self) -> Option<Square> {
        self.core.frozen
    }

    /// Returns the plies of play so far.
    #[must_use]
    pub fn plies(&self) -> u16 {
        self.core.plies
    }

    /// Returns the rules.
    #[must_use]
    pub fn config(&self) -> Config {
        self.core.config
    }

    /// Returns the draw that ended the game (two passes or the ply limit), which
    /// needs no secret; a win is known only to the winner until it claims it.
    #[must_use]
    pub fn draw_termination(&self) -> Option<Termination> {
        self.end
    }

    /// Returns the stone the last move brought onto its owner's far rank, if any:
    /// the only stone that may have just won.
    #[must_use]
    pub fn arrival(&self) -> Option<Stone> {
        if self.arrived {
            self.core.frozen.and_then(|sq| self.core.stone_at(sq))
        } else {
            None
        }
    }

    /// Returns the legal moves (the same as the full position's while the game goes
    /// on; none after a public draw).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.end.is_none() {
            self.core.stone_moves(&mut list);
        }
        list
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    ///
    /// Returns [`IllegalMove`] and leaves the position unchanged if `mv` is not
    /// legal (set-up moves never are).
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove<Move>> {
        let legal = self.end.is_none()
            && match mv {
                Move::Stone { from, to } => self.core.is_legal_stone_move(from, to),
                Move::Pass => !self.core.has_stone_move(),
                _ => false,
            };
        if !legal {
            return Err(IllegalMove { mv });
        }
        match mv {
            Move::Stone { from, to } => {
                let stone = self.core.apply_stone(from, to);
                self.arrived =
                    to.rank() == stone.color.far_rank() && from.rank() != stone.color.far_rank();
            }
            _ => {
                self.core.apply_pass();
                self.arrived = false;
            }
        }
        self.end = self.draw();
        Ok(())
    }

    /// Claims the win for `stone`'s owner by revealing it as its secret: it must be
    /// the stone the last move brought onto its far rank.
    ///
    /// # Errors
    ///
    /// Returns [`RevealError::NotArrived`] otherwise.
    pub fn claim(&self, stone: Stone) -> Result<Outcome, RevealError> {
        if self.arrival() == Some(stone) {
            Ok(Outcome::win(stone.color.into()))
        } else {
            Err(RevealError::NotArrived(stone))
        }
    }

    /// Reveals both secrets (White's first) at the end and checks them against the
    /// game; returns the full position, whose [`Position::outcome`] is the result.
    ///
    /// # Errors
    ///
    /// Returns [`RevealError::NotOnBoard`] for a secret stone missing from the board,
    /// and [`RevealError::MissedWin`] for a secret stone on its far rank that did not
    /// get there with the last move.
    ///
    /// # Panics
    ///
    /// Never: secrets that pass these checks make a valid position.
    pub fn reveal(&self, secrets: [Label; 2]) -> Result<Position, RevealError> {
        for color in Color::ALL {
            let stone = Stone::new(color, secrets[color.index()]);
            let sq = (0..30)
                .filter_map(Square::new)
                .find(|&sq| self.core.stone_at(sq) == Some(stone))
                .ok_or(RevealError::NotOnBoard(stone))?;
            if sq.rank() == color.far_rank() && self.arrival() != Some(stone) {
                return Err(RevealError::MissedWin(stone));
            }
        }
        let mut board = [None; 30];
        for (i, cell) in board.iter_mut().enumerate() {
            *cell = Square::new(i).and_then(|sq| self.core.stone_at(sq));
        }
        let setup = Setup {
            board,
            turn: self.core.side,
            frozen: self.core.frozen,
            secrets: secrets.map(Some),
            phase: Phase::Play,
            plies: self.core.plies,
            passes: self.core.passes,
            config: self.core.config,
        };
        // Both secrets cannot be home: only the last move's stone may be.
        Ok(Position::from_setup(setup).expect("a public position with fitting secrets is valid"))
    }
}

impl Position {
    /// Returns the public part of this position (no secrets), or `None` during
    /// set-up.
    #[must_use]
    pub fn public(&self) -> Option<PublicPosition> {
        if self.setup {
            return None;
        }
        let mut public = PublicPosition::from_core(self.core.clone());
        public.arrived = matches!(self.end, Some(Termination::Smuggled { .. }));
        Some(public)
    }
}

impl fmt::Display for PublicPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, &self.core, |_, s| Some(s.label))?;
        write_counters(f, &self.core)?;
        if self.arrived {
            f.write_str(" arrived")?;
        }
        Ok(())
    }
}

impl fmt::Debug for PublicPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "PublicPosition({self})")
    }
}

impl FromStr for PublicPosition {
    type Err = ParsePositionError;

    /// Reads the notation of [`PublicPosition`]: any stones anywhere (each stone at
    /// most once); no secrets, no set-up phase.
    fn from_str(s: &str) -> Result<Self, ParsePositionError> {
        let (s, arrived) = match s.trim_ascii_end().strip_suffix("arrived") {
            Some(rest) if rest.ends_with(|c: char| c.is_ascii_whitespace()) => (rest, true),
            _ => (s, false),
        };
        let fields = parse_fields(s)?;
        let bad = |reason| ParsePositionError::Syntax {
            field: "options",
            text: s.into(),
            reason,
        };
        if fields.secrets.is_some() || fields.setup {
            return Err(bad("a public position has no secrets and no set-up phase"));
        }
        // Validate through a full position with stand-in secrets: any stone on the
        // board not on its far rank, or the arrived stone.
        let mut core = Core::empty(fields.config);
        let mut seen = [false; 21];
        for (i, stone) in fields.board.iter().enumerate() {
            if let Some(stone) = *stone {
                if core::mem::replace(&mut seen[usize::from(stone.code())], true) {
                    return Err(crate::SetupError::DuplicateStone(stone).into());
                }
                core.put(Square::new(i).expect("index below 30"), stone);
            }
        }
        core.side = fields.side;
        core.frozen = fields.frozen;
        core.plies = fields.plies;
        core.passes = fields.passes;
        core.key = core.compute_key();
        if let Some(f) = core.frozen {
            if core.stone_at(f).is_none() {
                return Err(crate::SetupError::FrozenEmpty(f).into());
            }
            if core.passes > 0 {
                return Err(crate::SetupError::FrozenAfterPass.into());
            }
        }
        if core.passes > 2 {
            return Err(crate::SetupError::TooManyPasses(core.passes).into());
        }
        let limit = core.config.ply_limit;
        if limit != 0 && core.plies > limit {
            return Err(crate::SetupError::PastPlyLimit {
                plies: core.plies,
                limit,
            }
            .into());
        }
        let mut public = Self::from_core(core);
        if arrived {
            let ok = public
                .core
                .frozen
                .and_then(|sq| {
                    public
                        .core
                        .stone_at(sq)
                        .map(|s| sq.rank() == s.color.far_rank())
                })
                .unwrap_or(false);
            if !ok {
                return Err(bad("`arrived` needs a frozen stone on its far rank"));
            }
            public.arrived = true;
        }
        Ok(public)
    }
}

boardcore::serde_via_str!(PublicPosition);
