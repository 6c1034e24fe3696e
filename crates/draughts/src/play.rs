//! The rules of play on a [`Position`]: its legal moves (through the move generator
//! of its variant), playing a move, the end of the game, and perft.

use crate::geometry::{Eng, Intl};
use crate::history::Termination;
use crate::{Color, Move, MoveList, Position, Variant, movegen};
use boardcore::{IllegalMove, Outcome};

/// Which capture routes perft counts as distinct moves.
///
/// Published tables use both (`docs/rules/draughts.md`): international tables (FMJD,
/// Scan, Moby Dam) drop duplicates, English ones (OEIS A133046) keep them.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum PerftMode {
    /// Routes with the same start, end and captured set are one move (FMJD; the
    /// moves [`Position::legal_moves`] lists).
    #[default]
    DropDuplicates,
    /// Every capture route counts.
    KeepDuplicates,
}

macro_rules! dispatch {
    ($self:expr, $f:ident $(::<$($g:ty),*>)? ($($arg:expr),*)) => {
        match $self.variant {
            Variant::International => movegen::$f::<Intl $($(, $g)*)?>($($arg),*),
            Variant::English => movegen::$f::<Eng $($(, $g)*)?>($($arg),*),
        }
    };
}

impl Position {
    /// Returns the legal moves: every capture with the most pieces (international) or
    /// every complete capture (English) if one exists, else every quiet move. Capture
    /// routes with the same start, end and captured set are one move.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        dispatch!(self, legal_moves(self, false))
    }

    /// Returns the legal moves with every capture route listed (so a move may appear
    /// more than once): the moves of the "keep duplicates" perft convention.
    #[must_use]
    pub fn legal_moves_with_duplicates(&self) -> MoveList {
        dispatch!(self, legal_moves(self, true))
    }

    /// Returns the number of legal moves, counting quiet moves without listing them.
    #[must_use]
    pub fn legal_move_count(&self) -> usize {
        dispatch!(self, count(self, false))
    }

    /// Tests if `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Plays `mv` without checking that it is legal. An illegal move gives a
    /// corrupt position, never undefined behaviour.
    pub fn play_unchecked(&mut self, mv: Move) {
        let parent = *self;
        parent.play_unchecked_into(self, mv);
    }

    /// Plays `mv` (unchecked) of `self` on `child`, overwriting all of `child`.
    pub fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        child.variant = self.variant;
        dispatch!(self, play_into(self, child, mv));
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    ///
    /// Returns [`IllegalMove`] and leaves the position unchanged if `mv` is not
    /// legal.
    pub fn play(&mut self, mv: Move) -> Result<(), IllegalMove<Move>> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove { mv })
        }
    }

    /// Returns why the game is over here, if it is: the side to move has no pieces
    /// or no legal move, and loses.
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        if self.pieces_bits(self.turn) == 0 {
            Some(Termination::NoPieces)
        } else if self.legal_move_count() == 0 {
            Some(Termination::Blocked)
        } else {
            None
        }
    }

    /// Returns the outcome if the side to move cannot move (it loses), else `None`.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.termination()
            .map(|_| Outcome::win((!self.turn).into()))
    }

    pub(crate) fn pieces_bits(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// Returns the number of move sequences `depth` plies deep (one capture is one
    /// ply; draw rules ignored), dropping duplicate capture routes: the FMJD
    /// convention, the same as `boardcore::perft`.
    #[must_use]
    pub fn perft(&self, depth: u32) -> u64 {
        self.perft_with(depth, PerftMode::DropDuplicates)
    }

    /// Returns the perft count in which every capture route counts (OEIS A133046's
    /// convention for English draughts).
    #[must_use]
    pub fn perft_keep_duplicates(&self, depth: u32) -> u64 {
        self.perft_with(depth, PerftMode::KeepDuplicates)
    }

    /// Returns the perft count in the convention `mode`, counting the last ply in
    /// bulk.
    #[must_use]
    pub fn perft_with(&self, depth: u32, mode: PerftMode) -> u64 {
        let keep = mode == PerftMode::KeepDuplicates;
        dispatch!(self, perft(self, depth, keep))
    }
}
