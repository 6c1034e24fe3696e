//! Serde round trips (run with `--features serde`): validated types go through their
//! notation, and deserialising invalid text fails instead of bypassing validation.

use robijn::{Color, History, Move, Path, Position, Setup, Side, Stone};

#[test]
fn validated_types_serialize_as_notation() {
    let pos = Position::default();
    let json = serde_json::to_string(&pos).expect("serializes");
    assert_eq!(json, format!("\"{pos}\""));
    assert_eq!(
        serde_json::from_str::<Position>(&json).expect("deserializes"),
        pos
    );

    let mv: Move = "e1xf4".parse().expect("valid move");
    assert_eq!(serde_json::to_string(&mv).expect("serializes"), "\"e1xf4\"");
    assert_eq!(
        serde_json::from_str::<Move>("\"e1-d2xf4\"").expect("deserializes"),
        mv
    );
    let path: Path = "e1-d2xf4".parse().expect("valid path");
    assert_eq!(
        serde_json::to_string(&path).expect("serializes"),
        "\"e1-d2xf4\""
    );
    let stone: Stone = "u20".parse().expect("valid stone");
    assert_eq!(
        serde_json::to_string(&stone).expect("serializes"),
        "\"u20\""
    );
    assert_eq!(
        serde_json::from_str::<Stone>("\"u20\"").expect("deserializes"),
        stone
    );

    let game: History = "start moves d2-e3 a9-b8 e1-d2xf4"
        .parse()
        .expect("valid record");
    let json = serde_json::to_string(&game).expect("serializes");
    assert_eq!(
        serde_json::from_str::<History>(&json).expect("deserializes"),
        game
    );

    let setup = Setup::default();
    let json = serde_json::to_string(&setup).expect("serializes");
    assert_eq!(
        serde_json::from_str::<Setup>(&json).expect("deserializes"),
        setup
    );
    assert_eq!(
        serde_json::to_string(&Side::B).expect("serializes"),
        "\"B\""
    );
    assert_eq!(
        serde_json::to_string(&Color::Blue).expect("serializes"),
        "\"Blue\""
    );
}

#[test]
fn invalid_text_does_not_deserialize() {
    // A position with brown 1 twice (and no brown 2).
    let twice = Position::default().to_string().replacen("b2", "b1", 1);
    assert!(twice.parse::<Setup>().is_ok());
    assert!(serde_json::from_str::<Position>(&format!("\"{twice}\"")).is_err());
    assert!(serde_json::from_str::<Move>("\"e1-e3\"").is_err());
    assert!(serde_json::from_str::<Stone>("\"r1\"").is_err());
    assert!(serde_json::from_str::<History>("\"start moves e1-e3\"").is_err());
    assert!(serde_json::from_str::<Position>("42").is_err());
}
