//! A simple evaluation for search: the material balance.

use crate::{Board, Color, History, Position, Role};
use boardcore::Player;

/// The classical piece values in pawns (pawn 1, knight and bishop 3, rook 5, queen 9;
/// Shannon 1950, "Programming a computer for playing chess"); the king counts 0.
pub const PIECE_VALUES: [(Role, i32); 5] = [
    (Role::Pawn, 1),
    (Role::Knight, 3),
    (Role::Bishop, 3),
    (Role::Rook, 5),
    (Role::Queen, 9),
];

/// The material of the start position for one side, in pawns (8 + 6 + 6 + 10 + 9).
const FULL_SET: f64 = 39.0;

/// Returns the material balance of `position` for `player` (player 0 is White), in
/// `-1.0..=1.0`: the difference of the two sides' material in pawns by
/// [`PIECE_VALUES`], divided by the larger of 39 (a full set) and the material on the
/// board, so that it stays within bounds with promoted queens.
///
/// It looks only at the pieces (no side to move, no mobility): positive is good for
/// `player`, and it is antisymmetric (`evaluate(p, White) == -evaluate(p, Black)`).
#[must_use]
pub fn evaluate(position: &Position, player: Player) -> f64 {
    evaluate_board(position.board(), player)
}

/// Returns [`evaluate`] of the current position of `history`.
#[must_use]
pub fn evaluate_history(history: &History, player: Player) -> f64 {
    evaluate(history.position(), player)
}

/// Returns [`evaluate`] of the pieces of `board`.
#[must_use]
pub fn evaluate_board(board: &Board, player: Player) -> f64 {
    let material = |color: Color| -> i32 {
        PIECE_VALUES
            .iter()
            .map(|&(role, value)| {
                value * (board.by_role(role) & board.by_color(color)).count() as i32
            })
            .sum()
    };
    let white = material(Color::White);
    let black = material(Color::Black);
    let scale = FULL_SET.max(f64::from(white.max(black)));
    let diff = f64::from(white - black) / scale;
    if player == Player::from(Color::White) {
        diff
    } else {
        -diff
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pos(fen: &str) -> Position {
        fen.parse().unwrap()
    }

    #[test]
    fn start_is_balanced() {
        let p = Position::default();
        assert_eq!(evaluate(&p, Player::FIRST), 0.0);
        assert_eq!(evaluate(&p, Player::SECOND), 0.0);
    }

    #[test]
    fn an_extra_queen_is_good_for_its_side_only() {
        // White has an extra queen.
        let p = pos("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
        let w = evaluate(&p, Player::FIRST);
        assert_eq!(w, 9.0 / 39.0);
        assert_eq!(evaluate(&p, Player::SECOND), -w);
        // Black is a rook and a pawn up.
        let p = pos("r3k3/p7/8/8/8/8/8/4K3 b - - 0 1");
        assert_eq!(evaluate(&p, Player::SECOND), 6.0 / 39.0);
        assert_eq!(evaluate(&p, Player::FIRST), -6.0 / 39.0);
        assert_eq!(
            evaluate_history(&History::new(p), Player::SECOND),
            6.0 / 39.0
        );
    }

    #[test]
    fn every_piece_counts_at_its_value() {
        // One of each piece against a bare king: 1 + 3 + 3 + 5 + 9 = 21.
        let p = pos("7k/8/8/8/8/8/P7/1NBRQK2 w - - 0 1");
        assert_eq!(evaluate(&p, Player::FIRST), 21.0 / 39.0);
    }

    #[test]
    fn stays_within_bounds_with_many_queens() {
        // A board no game reaches: 40 white queens' worth of material and more.
        let mut board = Board::empty();
        for i in 0..16 {
            let sq = crate::Square::new(i).unwrap();
            board.set_piece_at(
                sq,
                crate::Piece {
                    color: Color::White,
                    role: Role::Queen,
                },
            );
        }
        assert_eq!(evaluate_board(&board, Player::FIRST), 1.0);
        assert_eq!(evaluate_board(&board, Player::SECOND), -1.0);
        // Nine queens against a rook: (81 - 5) / 81.
        let p = pos("QQQQQQQQ/Q7/8/8/8/8/8/K1k4r b - - 0 1");
        assert_eq!(evaluate(&p, Player::FIRST), 76.0 / 81.0);
    }
}
