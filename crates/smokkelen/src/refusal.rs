//! Why a move is refused: the rule of the game that it breaks, for the errors of
//! [`Game::parse_move`](boardcore::Game::parse_move) and
//! [`Position::parse_path`](crate::Position::parse_path).

use crate::{Move, Phase, Position, Square};

impl Position {
    /// Returns the rule that `mv` breaks here, or `None` if it is legal.
    ///
    /// The rules named: the game is over; set-up moves only in the set-up, stone
    /// moves only after it; a pass only without a stone move (spec "No legal
    /// move"); the frozen stone (spec: the stone moved on the previous turn may not
    /// move); a move ends on an empty square other than its start; and otherwise the
    /// route rules (a slide along files and ranks over empty squares with at most
    /// [`Config::max_slide_turns`](crate::Config::max_slide_turns) turns, then jumps
    /// over one stone each, never backward).
    #[must_use]
    pub fn refusal(&self, mv: Move) -> Option<&'static str> {
        if self.is_legal(mv) {
            return None;
        }
        Some(if self.termination().is_some() {
            "the game is over"
        } else {
            let setup = self.phase() == Phase::Setup;
            match mv {
                Move::Stone { .. } | Move::Pass if setup => {
                    "stones move only after the set-up (secret, then placements)"
                }
                Move::ChooseSecret(_) | Move::Place(_) if !setup => {
                    "set-up moves are played only in the set-up"
                }
                Move::Stone { from, to } => self.stone_refusal(from, to),
                Move::Pass => "a pass is legal only when no stone can move",
                Move::ChooseSecret(_) => "the secret stone is already chosen",
                Move::Place(_) if self.secret(self.turn()).is_none() => {
                    "the secret stone is chosen before the stones are placed"
                }
                Move::Place(_) => "that stone is already placed",
            }
        })
    }

    /// Returns the rule that the stone move `from`-`to` breaks (it is not legal, and
    /// the game is in play).
    pub(crate) fn stone_refusal(&self, from: Square, to: Square) -> &'static str {
        if self.stone_at(from).is_none() {
            "there is no stone on the start square"
        } else if self.frozen() == Some(from) && !self.core.movers().contains(from) {
            // Frozen for the side to move: with `freeze=opponent` the owner of the
            // frozen stone may move it again, and a refusal then has another reason.
            "the stone on the start square is frozen: it moved on the previous turn"
        } else if from == to {
            "a move must end on another square"
        } else if self.stone_at(to).is_some() {
            "a move ends on an empty square"
        } else {
            "no route reaches the end square: a slide goes along files and ranks over \
             empty squares, turning at most as the rules allow, then jumps go over one \
             stone each onto an empty square, never backward"
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::{Move, Position};
    use boardcore::Game;

    fn refusal(pos: &str, mv: &str) -> Option<&'static str> {
        let pos: Position = pos.parse().expect("position");
        pos.refusal(mv.parse().expect("move"))
    }

    /// With `freeze=opponent` the owner may move the frozen stone again: a boxed-in
    /// stone of its own is refused for want of a route, not as frozen. (A defect
    /// found by the mutation run's review: the refusal tested only that the frozen
    /// stone had no destinations.)
    #[test]
    fn an_own_frozen_stone_under_freeze_opponent_is_not_called_frozen() {
        let own =
            "....B0/...../...../W3..../W2..../W1W4W5.. w a1 secrets=W2,B0 ply=1 freeze=opponent";
        let why = refusal(own, "a1a4").expect("boxed in: no route");
        assert!(why.contains("no route"), "{why}");
        // The rule as written (every frozen stone frozen) still says frozen.
        let all = "....B0/...../...../W3..../W2..../W1W4W5.. w a1 secrets=W2,B0 ply=1";
        let why = refusal(all, "a1a4").expect("frozen");
        assert!(why.contains("frozen"), "{why}");
    }

    #[test]
    fn refusals_name_the_rule() {
        let start =
            "B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w - secrets=W0,B0 ply=0";
        assert_eq!(refusal(start, "a2a3"), None);
        assert!(refusal(start, "a3a4").is_some_and(|r| r.contains("no stone")));
        assert!(refusal(start, "a2b2").is_some_and(|r| r.contains("empty square")));
        assert!(refusal(start, "pass").is_some_and(|r| r.contains("no stone can move")));
        assert!(refusal(start, "secret:3").is_some_and(|r| r.contains("only in the set-up")));
        assert!(refusal(start, "a1a4").is_some_and(|r| r.contains("no route")));
        let frozen =
            "B9B0B7B1B3/B4B8B2B6B5/...../W3..../.W0W4W1W2/W6W8W9W7W5 b a3 secrets=W0,B0 ply=1";
        assert!(refusal(frozen, "a3a4").is_some_and(|r| r.contains("frozen")));
        // The errors of reading a move say the same (they said "not a legal move
        // here" and "the start square holds no stone that may move").
        let frozen: Position = frozen.parse().expect("position");
        let err = frozen.parse_move("a3a4").expect_err("frozen");
        assert_eq!(err.kind, boardcore::ParseMoveErrorKind::Illegal);
        assert!(err.detail.contains("frozen"), "{err}");
        let err = frozen.parse_move("a3-a4-b4").expect_err("frozen");
        assert!(err.detail.contains("frozen"), "{err}");
        let setup = Position::setup_phase(crate::Config::DEFAULT);
        let place: Move = "place:1".parse().expect("move");
        assert!(
            setup
                .refusal(place)
                .is_some_and(|r| r.contains("chosen before"))
        );
        assert!(
            setup
                .refusal(Move::Pass)
                .is_some_and(|r| r.contains("after the set-up"))
        );
    }

    /// A label placed once is refused as placed (the secret is chosen by then), and
    /// a stone that cannot move but is not frozen is refused for having no route.
    #[test]
    fn placed_labels_and_stuck_stones() {
        let mut setup = Position::setup_phase(crate::Config::DEFAULT);
        for mv in ["secret:4", "place:1"] {
            setup.play(mv.parse().expect("move")).expect("legal");
        }
        let place: Move = "place:1".parse().expect("move");
        assert_eq!(setup.refusal(place), Some("that stone is already placed"));
        // Every stone jammed; the frozen one is on a6, b5 is merely stuck.
        let jammed =
            "W0W1W2W3W4/W5W6W7W8W9/...../...../B5B6B7B8B9/B0B1B2B3B4 w a6 secrets=W5,B5 ply=7";
        assert!(refusal(jammed, "b5b4").is_some_and(|r| r.contains("no route")));
        assert!(refusal(jammed, "a6a4").is_some_and(|r| r.contains("frozen")));
    }
}
