//! `boardcore::Game` for chess positions.
//!
//! A bare [`Position`] is the game of move generation: it ends only at checkmate or
//! stalemate, so that generic perft through the trait matches the published perft
//! numbers. [`History`](crate::History) is the game under the full FIDE rules (dead
//! position, 75-move rule, fivefold repetition) and implements the trait too.

use crate::notation::san::SanError;
use crate::notation::uci::UciError;
use crate::{Move, MoveList, Position};
use alloc::string::String;
use boardcore::{Game, Outcome, ParseMoveError, ParseMoveErrorKind, Turn};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "chess-position";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        match Game::outcome(self) {
            Some(outcome) => Turn::Over(outcome),
            None => Turn::Player(self.st.turn.into()),
        }
    }

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Self::legal_moves(self)
    }

    #[inline]
    fn legal_moves_into(&self, moves: &mut MoveList) {
        Self::legal_moves_into(self, moves);
    }

    #[inline(always)]
    fn play_unchecked(&mut self, mv: Move) {
        Self::play_unchecked(self, mv);
    }

    #[inline(always)]
    fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        Self::play_unchecked_into(self, child, mv);
    }

    /// Returns the result of checkmate or stalemate; other draws need
    /// [`History`](crate::History) or [`Position::termination`].
    fn outcome(&self) -> Option<Outcome> {
        Self::outcome(self)
    }

    fn legal_move_count(&self) -> usize {
        self.count_legal_moves()
    }

    fn is_legal(&self, mv: Move) -> bool {
        Self::is_legal(self, mv)
    }

    /// Reads SAN (leniently: `Nf3`, `Ng1f3`, `e8=Q`, `0-0`, with or without `+`/`#`),
    /// or failing that UCI (`g1f3`, `e1g1`, `e1h1`).
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        parse_move(self, text)
    }

    /// Writes SAN with its `+` or `#` suffix.
    fn format_move(&self, mv: Move) -> String {
        self.san(mv)
    }
}

/// Reads a move of `pos` in SAN, or in UCI where the text is not SAN.
pub(crate) fn parse_move(pos: &Position, text: &str) -> Result<Move, ParseMoveError> {
    use ParseMoveErrorKind as K;
    let san = match pos.parse_san(text) {
        Ok(mv) => return Ok(mv),
        Err(e) => e,
    };
    let uci = match pos.parse_uci(text) {
        Ok(mv) => return Ok(mv),
        Err(e) => e,
    };
    // Well-formed UCI of an illegal move (`e2e5`, which also reads as long SAN): the
    // error says UCI, not SAN.
    if matches!(uci, UciError::IllegalUci(_)) {
        return Err(ParseMoveError::new(K::Illegal, text, uci));
    }
    let kind = match &san {
        SanError::AmbiguousSan(_) => K::Ambiguous,
        SanError::IllegalSan(_) | SanError::NullMove(_) => K::Illegal,
        SanError::Syntax(_) if matches!(uci, UciError::Syntax(_)) => K::Syntax,
        SanError::Syntax(_) => K::Illegal,
    };
    Err(ParseMoveError::new(kind, text, san))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{History, Strictness};
    use alloc::string::ToString;

    #[test]
    fn parse_move_reads_san_and_uci() {
        let pos = Position::new();
        let nf3 = pos.parse_san("Nf3").expect("legal");
        assert_eq!(Game::parse_move(&pos, "Nf3"), Ok(nf3));
        assert_eq!(Game::parse_move(&pos, "g1f3"), Ok(nf3));
        assert_eq!(Game::format_move(&pos, nf3), "Nf3");
        let kind = |pos: &Position, text| Game::parse_move(pos, text).map_err(|e| e.kind);
        assert_eq!(kind(&pos, "e5"), Err(ParseMoveErrorKind::Illegal));
        assert_eq!(kind(&pos, "e2e5"), Err(ParseMoveErrorKind::Illegal));
        // Text that reads as UCI says so, and never calls itself SAN.
        for text in ["e2e5", "e1e2", "g1g3"] {
            let message = Game::parse_move(&pos, text)
                .expect_err("illegal")
                .to_string();
            assert!(
                message.contains(&alloc::format!("illegal UCI move {text}: ")),
                "{message}"
            );
            assert!(!message.to_lowercase().contains("san"), "{message}");
        }
        assert_eq!(kind(&pos, "hello"), Err(ParseMoveErrorKind::Syntax));
        assert_eq!(kind(&pos, ""), Err(ParseMoveErrorKind::Syntax));
        let two_queens = Position::from_fen("4k3/6Q1/8/8/8/8/8/Q3K3 w - - 0 1", Strictness::Strict)
            .expect("valid");
        assert_eq!(kind(&two_queens, "Qd4"), Err(ParseMoveErrorKind::Ambiguous));
        let err = Game::parse_move(&two_queens, "Qd4").expect_err("ambiguous");
        assert_eq!(err.text.as_str(), "Qd4");
        assert!(err.to_string().contains("Qd4"), "{err}");
    }

    #[test]
    fn history_refuses_moves_after_the_end() {
        let mut h = History::default();
        for m in ["f3", "e5", "g4"] {
            let mv = Game::parse_move(&h, m).expect("legal");
            Game::play(&mut h, mv).expect("legal");
        }
        let mate = Game::parse_move(&h, "Qh4#").expect("legal");
        assert_eq!(Game::format_move(&h, mate), "Qh4#");
        Game::play(&mut h, mate).expect("legal");
        assert_eq!(
            Game::parse_move(&h, "a3").map_err(|e| e.kind),
            Err(ParseMoveErrorKind::Illegal)
        );
    }
}
