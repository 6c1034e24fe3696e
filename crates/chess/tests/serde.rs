//! Serde round trips (run with `--features serde`): validated types go through their
//! notation, and deserialising invalid text fails instead of bypassing validation.

use chess::{Color, Move, Position, Role, Setup, Square};

#[test]
fn validated_types_serialize_as_notation() {
    let pos: Position = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
        .parse()
        .expect("valid FEN");
    let json = serde_json::to_string(&pos).expect("serializes");
    assert_eq!(json, format!("\"{pos}\""));
    assert_eq!(
        serde_json::from_str::<Position>(&json).expect("deserializes"),
        pos
    );

    let mv: Move = "e7e8q".parse().expect("valid move");
    assert_eq!(serde_json::to_string(&mv).expect("serializes"), "\"e7e8q\"");
    assert_eq!(
        serde_json::from_str::<Move>("\"e7e8q\"").expect("deserializes"),
        mv
    );
    assert_eq!(
        serde_json::to_string(&Square::E4).expect("serializes"),
        "\"e4\""
    );
}

#[test]
fn invalid_notation_is_rejected() {
    // Two white kings: well-formed FEN, illegal position.
    assert!(serde_json::from_str::<Position>("\"4k3/8/8/8/8/8/8/K3K3 w - - 0 1\"").is_err());
    assert!(serde_json::from_str::<Position>("\"not a fen\"").is_err());
    assert!(serde_json::from_str::<Move>("\"e2e9\"").is_err());
    assert!(serde_json::from_str::<Square>("\"z9\"").is_err());
}

#[test]
fn plain_data_round_trips() {
    let setup = Setup::default();
    let json = serde_json::to_string(&setup).expect("serializes");
    assert_eq!(
        serde_json::from_str::<Setup>(&json).expect("deserializes"),
        setup
    );
    for value in [Role::Knight, Role::Queen] {
        let json = serde_json::to_string(&value).expect("serializes");
        assert_eq!(
            serde_json::from_str::<Role>(&json).expect("deserializes"),
            value
        );
    }
    let json = serde_json::to_string(&Color::Black).expect("serializes");
    assert_eq!(
        serde_json::from_str::<Color>(&json).expect("deserializes"),
        Color::Black
    );
}
