//! The draw rules of the specification, each from its sentence ("Draw" [RECON]:
//! "threefold repetition of the same position with the same player to move, two
//! passes in a row, or a configurable ply limit (default 2000 plies)"), as asserted
//! outcomes of games played through `History`.

use boardcore::{Game, Outcome};
use robijn::{DEFAULT_PLY_LIMIT, History, HistoryExt, Move, Position, Termination};

fn mv(text: &str) -> Move {
    text.parse().expect("a move")
}

#[test]
fn threefold_repetition_is_a_draw() {
    // Red 14 steps d2-e3 and back, blue 20 a9-b8 and back: the start position with
    // A to move comes back after 4 and after 8 plies.
    let mut game = History::default();
    let cycle = ["d2-e3", "a9-b8", "e3-d2", "b8-a9"];
    for (i, text) in cycle.iter().chain(&cycle).enumerate() {
        assert_eq!(game.outcome(), None, "ply {i}");
        game.play(mv(text)).expect("a legal move");
    }
    assert_eq!(game.position(), &Position::default());
    assert_eq!(game.repetitions(), 3);
    assert_eq!(game.termination(), Some(Termination::Repetition));
    assert_eq!(game.outcome(), Some(Outcome::DRAW));
    assert!(game.legal_moves().is_empty());
    assert!(game.play(mv("d2-e3")).is_err());
    // Twice is not enough, and the same stones with the other side to move are
    // another position: after 4 plies and after 6 nothing has ended.
    let mut twice = History::default();
    for text in cycle.iter().chain(&cycle[..2]) {
        twice.play(mv(text)).expect("a legal move");
        assert_eq!(twice.outcome(), None);
    }
    // A record reads to the same end, and a move after it is refused.
    let record = format!("start moves {}", [cycle, cycle].concat().join(" "));
    let read: History = record.parse().expect("a record");
    assert_eq!(read.termination(), Some(Termination::Repetition));
    assert!(format!("{record} d2-e3").parse::<History>().is_err());
}

#[test]
fn the_ply_limit_is_a_draw() {
    assert_eq!(DEFAULT_PLY_LIMIT, 2000);
    assert_eq!(History::default().ply_limit(), 2000);
    // A limit of 3 plies: three moves that repeat nothing end the game in a draw.
    let mut game = History::with_ply_limit(Position::default(), 3);
    for text in ["d2-e3", "a9-b8", "e1-d2xf4"] {
        assert_eq!(game.outcome(), None);
        game.play(mv(text)).expect("a legal move");
    }
    assert_eq!(game.termination(), Some(Termination::PlyLimit));
    assert_eq!(game.outcome(), Some(Outcome::DRAW));
    assert!(game.legal_moves().is_empty());
    assert!(game.play(mv("b8-c7")).is_err());
}

#[test]
fn two_passes_in_a_row_cannot_happen_on_this_board() {
    // The draw by two passes in a row needs both sides without a move, which this
    // board never allows (`neither_side_can_ever_be_stuck_together_on_this_board`
    // proves it on the layout table): so no game ends by `Termination::NoMoves`,
    // here checked over seeded random games played to their end.
    use boardcore::rand::RngExt;
    for seed in 0..20 {
        let mut rng = boardcore::testing::seeded_rng(seed);
        let mut game = History::with_ply_limit(Position::default(), 600);
        loop {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            assert!(!game.position().legal_moves().is_empty());
            game.play_unchecked(moves[rng.random_range(0..moves.len())]);
        }
        assert_ne!(game.termination(), Some(Termination::NoMoves));
    }
}

#[test]
fn undo_takes_back_the_last_move() {
    let mut game = History::default();
    assert_eq!(game.undo(), None);
    game.play(mv("d2-e3")).expect("a legal move");
    let after_one = game.position().clone();
    game.play(mv("a9-b8")).expect("a legal move");
    assert_eq!(game.undo(), Some(mv("a9-b8")));
    assert_eq!(game.position(), &after_one);
    assert_eq!(game.moves(), [mv("d2-e3")]);
    assert_eq!(game.undo(), Some(mv("d2-e3")));
    assert_eq!(game.position(), &Position::default());
    assert_eq!(game, History::default());
}
