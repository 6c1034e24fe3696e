//! Why a move is refused: the rule of the game that it breaks, for the errors of
//! [`Game::parse_move`](boardcore::Game::parse_move).

use crate::moves::is_jump;
use crate::{Bitboard, Move, Path, Position, Square, layout};

/// A move ends on a white field or one of the moving stone's own colour.
const LANDING: &str = "a move ends on a white field or one of the stone's own colour";

impl Position {
    /// Returns the rule of the game that `mv` breaks here, or `None` if it is legal.
    ///
    /// The rules named: the game is over; a pass only without another move; a move
    /// starts from a stone of the side to move and ends on an empty field that is
    /// white or of the stone's own colour; otherwise no step and jump chain reaches
    /// the end field (a jump goes over a stone onto an empty field).
    #[must_use]
    pub fn refusal(&self, mv: Move) -> Option<&'static str> {
        if self.is_legal(mv) {
            return None;
        }
        if self.outcome().is_some() {
            return Some("the game is over");
        }
        Some(match mv {
            Move::Pass => "a pass is legal only without another move",
            Move::Play { from, to } => match self.stone_at(from) {
                None => "there is no stone on the start field",
                Some(stone) if stone.side() != self.turn() => {
                    "the stone on the start field belongs to the other player"
                }
                Some(_) if self.stone_at(to).is_some() => "a move ends on an empty field",
                Some(stone) if !layout::landings(stone.color()).contains(to) => LANDING,
                Some(_) => {
                    "no step and jump chain reaches the end field (a jump goes over a \
                     stone onto an empty field)"
                }
            },
        })
    }

    /// Returns the rule of the game that `path` breaks here, or `None` if it is a
    /// legal way to play (the checks of [`Position::is_legal_path`], each named).
    #[must_use]
    pub fn path_refusal(&self, path: &Path) -> Option<&'static str> {
        if self.is_legal_path(path) {
            return None;
        }
        let squares = path.squares();
        let from = path.from();
        let mv = path.to_move();
        let stone = match self.stone_at(from) {
            Some(stone) if squares.len() > 2 && stone.side() == self.turn() => stone,
            // A short form, or no stone of the mover: the move's own rule.
            _ => return self.refusal(mv).or(Some("not a legal move here")),
        };
        if self.outcome().is_some() {
            return Some("the game is over");
        }
        let landings = layout::landings(stone.color());
        let free = |sq: Square| sq == from || self.stone_at(sq).is_none();
        let mut seen = Bitboard::from_square(from);
        for (i, pair) in squares.windows(2).enumerate() {
            let (a, b) = (pair[0], pair[1]);
            if !seen.insert(b) || b == from {
                return Some("a move lands on a field at most once");
            }
            if !free(b) {
                return Some("a step or jump lands on an empty field");
            }
            if i == 0 && a.distance(b) == 1 {
                if !landings.contains(b) {
                    return Some("a step goes to a white field or one of the stone's own colour");
                }
            } else if !is_jump(a, b) {
                return Some("a jump goes two fields in a straight line");
            } else {
                let middle =
                    Square::from_coords((a.file() + b.file()) / 2, (a.rank() + b.rank()) / 2);
                if middle.is_none_or(free) {
                    return Some("a jump goes over a stone");
                }
            }
        }
        // Every segment is right: the move is legal exactly when it ends on a landing
        // field, and if not, `refusal` below names this same rule (its end field is
        // empty), so deleting the `!` changes no result (equivalent mutant).
        if !landings.contains(path.to()) {
            return Some(LANDING);
        }
        // Every segment is right, so the move is legal: `is_legal_path` agrees.
        self.refusal(mv).or(Some("not a legal move here"))
    }
}

#[cfg(test)]
mod tests {
    use crate::{Move, Path, Position};
    use boardcore::Game;

    #[test]
    fn refusals_name_the_rule() {
        let pos = Position::default();
        let rule = |mv: &str| pos.refusal(mv.parse::<Move>().expect("move"));
        assert_eq!(rule("b2-c3"), None);
        assert!(rule("pass").is_some_and(|r| r.contains("without another move")));
        assert!(rule("e5-e6").is_some_and(|r| r.contains("no stone")));
        assert!(rule("a9-b8").is_some_and(|r| r.contains("other player")));
        // (The chain's rule also says "empty field": the words of this rule.)
        assert!(rule("e1-e2").is_some_and(|r| r.contains("ends on an empty field")));
        // e3 is red: brown 5 on e1 may not end there... but it is not reachable
        // either; d2-e3 (red 14) may, and a brown stone may not end on a red field.
        assert!(rule("e2xe4").is_some_and(|r| r.contains("chain")));
        // "The field where a move ends must be white or of the moving stone's own
        // colour": red 12 (b2) may not step onto the empty brown field a3.
        assert!(rule("b2-a3").is_some_and(|r| r.contains("own colour")));
        // The errors of reading a move name the rule (they said "not a legal move
        // here").
        let err = pos.parse_move("e1-e2").expect_err("occupied");
        assert!(err.detail.contains("empty field"), "{err}");
        let err = pos.parse_move("a9-b8").expect_err("B's stone");
        assert!(err.detail.contains("other player"), "{err}");
        let err = pos.parse_move("pass").expect_err("a move exists");
        assert!(err.detail.contains("without another move"), "{err}");
    }

    #[test]
    fn path_refusals_name_the_rule() {
        let mut pos = Position::default();
        pos.play("d2-e3".parse().expect("move")).expect("legal");
        pos.play("a9-b8".parse().expect("move")).expect("legal");
        let rule = |text: &str| {
            let err = pos.parse_move(text).expect_err(text);
            assert_eq!(err.kind, boardcore::ParseMoveErrorKind::Illegal, "{text}");
            err.detail
        };
        assert!(pos.parse_move("e1-d2xf4").is_ok());
        assert!(rule("e1-d2xd4").contains("over a stone"), "d3 is empty");
        assert!(
            rule("e1-d2xf4xf2").contains("empty field"),
            "f2 holds red 16"
        );
        assert!(rule("b1-c2xc4").contains("empty field"), "c2 holds red 13");
    }

    /// Paths the reader accepts whose rule is the move's own: a short form (two
    /// fields) is the move (from, to), checked as a move, not as one jump; and a
    /// path of another player's stone breaks that rule first.
    #[test]
    fn short_forms_and_other_players_paths_name_the_moves_rule() {
        let pos = Position::default();
        let rule = |text: &str| pos.parse_move(text).expect_err(text).detail;
        // e2xe4 is no jump (e3 is empty), but as a short form it names the rule of
        // the move: no chain of red 15 reaches e4.
        assert!(rule("e2xe4").contains("chain"), "{}", rule("e2xe4"));
        // a9 holds blue 20, a stone of B, and A is to move (the jump over the empty
        // a8 is not what is wrong).
        assert!(
            rule("a9xa7xa5").contains("other player"),
            "{}",
            rule("a9xa7xa5")
        );
    }

    /// Each jump of a full path goes over a stone (spec, "Moves", 2: "over a stone
    /// ... on an adjacent field onto the empty field directly beyond it"), the first
    /// segment too, and the field jumped over is the one halfway.
    #[test]
    fn every_jump_of_a_path_goes_over_the_stone_halfway() {
        let pos = Position::default();
        let rule = |text: &str| pos.parse_move(text).expect_err(text).detail;
        // c3, halfway from c2 to c4, is empty.
        assert!(
            rule("c2xc4xc6").contains("over a stone"),
            "{}",
            rule("c2xc4xc6")
        );
        // c3, halfway from b2 to d4, is empty (c2 next to it holds red 13); the
        // second jump would also land on red 14.
        assert!(
            rule("b2xd4xd2").contains("over a stone"),
            "{}",
            rule("b2xd4xd2")
        );
    }

    /// "A landing field may not be visited twice in one move" (spec, "Moves", 2,
    /// CHOICE). The reader refuses a path with a field twice, so the path is built
    /// here: e1-d2xf4xd2 (brown 5 over red 14 on e3 and back) lands on d2 twice,
    /// though e1-d2 is a legal move.
    #[test]
    fn a_path_landing_twice_on_a_field_is_refused() {
        let mut pos = Position::default();
        pos.play("d2-e3".parse().expect("move")).expect("legal");
        pos.play("a9-b8".parse().expect("move")).expect("legal");
        let sq = |name: &str| name.parse::<crate::Square>().expect("square");
        let twice = Path::from_squares(["e1", "d2", "f4", "d2"].into_iter().map(sq).collect());
        assert!(pos.is_legal("e1-d2".parse().expect("move")));
        assert!(!pos.is_legal_path(&twice));
        let rule = pos.path_refusal(&twice);
        assert!(rule.is_some_and(|r| r.contains("at most once")), "{rule:?}");
    }
}
