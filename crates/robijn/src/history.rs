//! The rules of a Robijn game that need its past: two passes in a row, threefold
//! repetition and the ply limit.

use crate::{Move, ParsePositionError, Position, Termination};
use boardcore::{HistoryRules, Outcome, Turn};

/// The default ply limit of a game: 2000 plies (rules, "Draw" \[RECON\]).
pub const DEFAULT_PLY_LIMIT: usize = 2000;

/// The ply limit of a game, its one setting ([`boardcore::History::config`]): the
/// game is drawn once this many plies are played. The default is
/// [`DEFAULT_PLY_LIMIT`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct PlyLimit(pub usize);

impl Default for PlyLimit {
    fn default() -> Self {
        Self(DEFAULT_PLY_LIMIT)
    }
}

/// A game under all the rules of the end: the start position, the moves played, the
/// current position and the Zobrist keys of every position since the start
/// ([`boardcore::History`] with Robijn's [`HistoryRules`]).
///
/// Besides the wins a [`Position`] decides (all stones home, the blockade rule), a
/// game is drawn by two passes in a row (when neither side can move, both passes are
/// played: `pass` is then the only legal move, and the game ends after the second),
/// by threefold repetition (the same stones on the same fields with the same side to
/// move for the third time, counted on 64-bit Zobrist keys with
/// [`boardcore::KeyHistory`]) and by the ply limit ([`DEFAULT_PLY_LIMIT`] unless set
/// with [`HistoryExt::with_ply_limit`]) (rules, "Draw" \[RECON\]). A win on the last
/// ply counts as a win.
///
/// **Game record format.** `Display` writes the start position string (or `start`
/// for the start position), then, if any move was played, `moves` and the moves in
/// the short form (`d2-e3`, `e1xf4`, `pass`). `FromStr` reads the same, the words
/// separated by any white space (spaces or line breaks), each move in the short
/// form or as a full path (`e1-d2xf4`), checked against the position. The ply limit
/// is not part of the record: a read game has the default.
///
/// # Examples
///
/// ```
/// use boardcore::Game;
/// use robijn::History;
///
/// let mut game: History = "start moves d2-e3 a9-b8 e1-d2xf4".parse()?;
/// assert_eq!(game.moves().len(), 3);
/// assert_eq!(game.moves()[2].to_string(), "e1xf4");
/// assert_eq!(game.to_string(), "start moves d2-e3 a9-b8 e1xf4");
/// assert_eq!(game.to_string().parse::<History>()?, game);
/// assert_eq!(game.outcome(), None);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub type History = boardcore::History<Position>;

/// The error of reading a game record: a bad start position, or a bad move.
pub type ParseHistoryError = boardcore::ParseHistoryError<ParsePositionError>;

impl HistoryRules for Position {
    type Termination = Termination;
    type Counters = ();
    type Config = PlyLimit;
    const GAME_NAME: &'static str = "robijn";
    boardcore::perfect_information_history!();

    /// The Zobrist key: the same stones on the same fields, the same side to move.
    #[inline]
    fn repetition_key(&self) -> u64 {
        self.zobrist_hash()
    }

    /// Never: no move of Robijn is irreversible, every earlier position may come
    /// back.
    #[inline]
    fn is_irreversible(&self, _mv: Move) -> bool {
        false
    }

    #[inline]
    fn next_counters(&self, _previous: Option<()>) {}

    fn to_move(&self) -> Turn {
        Turn::Player(Self::turn(self).into())
    }

    /// First the wins of the position, then two passes in a row
    /// ([`Termination::NoMoves`]), then threefold repetition, then the ply limit.
    fn history_termination(history: &History) -> Option<Termination> {
        if let Some((_, end)) = history.position().decided() {
            Some(end)
        } else if history.moves().ends_with(&[Move::Pass, Move::Pass]) {
            Some(Termination::NoMoves)
        } else if history.repetitions() >= 3 {
            Some(Termination::Repetition)
        } else if history.moves().len() >= history.config().0 {
            Some(Termination::PlyLimit)
        } else {
            None
        }
    }

    fn end_outcome(&self, _end: Termination) -> Outcome {
        match self.winner() {
            Some(side) => Outcome::win(side.into()),
            None => Outcome::DRAW,
        }
    }

    /// `pass` where neither side can move (and no side has won): the passes of both
    /// sides are then the only moves, and the second ends the game in a draw.
    ///
    /// Never the case on this board (some stone can always step onto a white field:
    /// test `neither_side_can_ever_be_stuck_together_on_this_board`), so mutants of
    /// this rule and of the two-pass check in `history_termination` are equivalent
    /// here; the rule is the specification's, kept for a corrected board.
    fn forced_move(history: &History) -> Option<Move> {
        (history.position().termination() == Some(Termination::NoMoves)).then_some(Move::Pass)
    }
}

/// What a Robijn [`History`] knows beyond the generic one: its ply limit.
pub trait HistoryExt {
    /// Returns a game starting at `start` that is drawn after `ply_limit` plies.
    #[must_use]
    fn with_ply_limit(start: Position, ply_limit: usize) -> Self;

    /// Returns the ply limit.
    fn ply_limit(&self) -> usize;
}

impl HistoryExt for History {
    fn with_ply_limit(start: Position, ply_limit: usize) -> Self {
        Self::with_config(start, PlyLimit(ply_limit))
    }

    fn ply_limit(&self) -> usize {
        self.config().0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;
    use boardcore::Game;

    #[test]
    fn repetitions_and_undo_match_a_brute_force_count() {
        use boardcore::testing::{check_history, random_walk_weighted};
        let mut most = 0;
        let start = History::default();
        // Only the first three moves of each list, so that stones step back and
        // forth and positions come back.
        let first_three =
            |h: &History, mv| u32::from(h.legal_moves().iter().take(3).any(|&m| m == mv));
        for seed in 0..6 {
            let moves = random_walk_weighted(&start, 150, seed, first_three);
            // The rule compares the stones and the side to move: what the position
            // string says.
            let same = |a: &Position, b: &Position| a.to_string() == b.to_string();
            let reps = check_history(&start, &moves, same, |h| {
                // No move of Robijn is irreversible.
                assert_eq!(h.reversible_plies(), h.moves().len());
            })
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            most = most.max(reps);
        }
        assert!(
            most >= 2,
            "the walks should repeat positions, saw at most {most}"
        );
    }

    #[test]
    fn the_ply_limit_is_the_config() {
        let h = History::with_ply_limit(Position::default(), 7);
        assert_eq!((h.ply_limit(), h.config()), (7, PlyLimit(7)));
        assert_eq!(History::default().config(), PlyLimit(DEFAULT_PLY_LIMIT));
        assert_eq!(<History as Game>::NAME, "robijn");
        assert_eq!(
            Game::legal_moves(&History::with_ply_limit(Position::default(), 0)).len(),
            0
        );
    }
}
