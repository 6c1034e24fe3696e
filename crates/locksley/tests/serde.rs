//! Serde of positions and moves: through their notation.

use locksley::{Move, Position};

#[test]
fn position_and_move_round_trip_as_strings() {
    let pos = Position::default();
    let json = serde_json::to_string(&pos).expect("serializes");
    assert_eq!(json, format!("\"{pos}\""));
    let back: Position = serde_json::from_str(&json).expect("deserializes");
    assert_eq!(back, pos);
    let mv: Move = serde_json::from_str("\"sell2\"").expect("a move");
    assert_eq!(mv, Move::Sell(locksley::Loot::new(2).expect("colour 2")));
    assert!(serde_json::from_str::<Move>("\"sell9\"").is_err());
    assert!(serde_json::from_str::<Position>("\"garbage\"").is_err());
}
