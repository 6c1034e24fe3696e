//! Serde round trips (run with `--features serde`): validated types go through their
//! notation, and deserialising invalid text fails instead of bypassing validation.

use draughts::{Color, Move, Position, Setup, Square, Variant};

#[test]
fn validated_types_serialize_as_notation() {
    let pos = Position::new(Variant::English);
    let json = serde_json::to_string(&pos).expect("serializes");
    assert_eq!(json, format!("\"{pos}\""));
    assert_eq!(
        serde_json::from_str::<Position>(&json).expect("deserializes"),
        pos
    );
    let mv: Move = "28x19x23".parse().expect("valid move");
    assert_eq!(
        serde_json::to_string(&mv).expect("serializes"),
        "\"28x19x23\""
    );
    assert_eq!(
        serde_json::from_str::<Move>("\"28x19x23\"").expect("deserializes"),
        mv
    );
}

#[test]
fn invalid_notation_is_rejected() {
    // White and black on one square: well-formed FEN, illegal position.
    assert!(serde_json::from_str::<Position>("\"W:W5:B5\"").is_err());
    // A square beyond the English board.
    assert!(serde_json::from_str::<Position>("\"english W:W40:B1\"").is_err());
    assert!(serde_json::from_str::<Position>("\"not a fen\"").is_err());
    assert!(serde_json::from_str::<Move>("\"28x19\"").is_err());
    assert!(serde_json::from_str::<Square>("51").is_err());
}

#[test]
fn plain_data_round_trips() {
    let setup = Position::new(Variant::International).to_setup();
    let json = serde_json::to_string(&setup).expect("serializes");
    assert_eq!(
        serde_json::from_str::<Setup>(&json).expect("deserializes"),
        setup
    );
    let json = serde_json::to_string(&Color::Black).expect("serializes");
    assert_eq!(json, "\"black\"");
    assert_eq!(
        serde_json::to_string(&Variant::English).expect("serializes"),
        "\"english\""
    );
}
