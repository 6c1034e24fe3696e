//! `boardcore::Game` for Robijn positions.
//!
//! A bare [`Position`] ends only by a win, the blockade rule, or when neither side
//! can move (it keeps no passes); [`History`](crate::History) plays the two passes
//! of that draw and adds threefold repetition and the ply limit.

use crate::{Move, MoveList, Path, Position};
use alloc::string::{String, ToString};
use boardcore::{Game, Outcome, ParseMoveError, ParseMoveErrorKind, Turn};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "robijn-position";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        match Self::outcome(self) {
            Some(outcome) => Turn::Over(outcome),
            None => Turn::Player(self.turn().into()),
        }
    }

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Self::legal_moves(self)
    }

    fn play_unchecked(&mut self, mv: Move) {
        Self::play_unchecked(self, mv);
    }

    #[inline]
    fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        Self::play_unchecked_into(self, child, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        Self::outcome(self)
    }

    #[inline]
    fn legal_move_count(&self) -> usize {
        self.count_legal_moves()
    }

    fn is_legal(&self, mv: Move) -> bool {
        Self::is_legal(self, mv)
    }

    /// Reads a move as `from-to`, `fromxto`, a full path (`e1-d2xf4`, checked step by
    /// step against the position) or `pass`.
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        parse_move(self, text)
    }

    /// Writes the short form: `from-to` or `fromxto` (or `pass`).
    fn format_move(&self, mv: Move) -> String {
        mv.to_string()
    }
}

/// Reads a move of `pos`: `pass`, a short form, or a full path that must be legal
/// segment by segment.
pub(crate) fn parse_move(pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
    use ParseMoveErrorKind as K;
    // The error quotes at most an excerpt of the text (the detail says if it was cut).
    let quoted = || boardcore::Excerpt::new(text);
    if text == "pass" {
        return if pos.is_legal(Move::Pass) {
            Ok(Move::Pass)
        } else {
            let rule = pos.refusal(Move::Pass);
            Err(ParseMoveError::new(
                K::Illegal,
                text,
                rule.unwrap_or("not legal here"),
            ))
        };
    }
    let path: Path = text
        .parse()
        .map_err(|e: crate::ParsePathError| e.to_move_error(text))?;
    match pos.path_refusal(&path) {
        None => Ok(path.to_move()),
        Some(rule) => Err(ParseMoveError::new(K::Illegal, quoted().as_str(), rule)),
    }
}
