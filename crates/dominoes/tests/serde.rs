//! Serde round trips (run with `--features serde`): validated types go through their
//! notation, invalid text fails, and a view never shows hidden tiles.

use boardcore::{Game, Player};
use dominoes::{Match, Move, Position, Record, Rules, TileSet};
use rand::SeedableRng;

#[test]
fn validated_types_serialize_as_notation() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let rec = Record::random("draw-6-3".parse().unwrap(), &mut rng).unwrap();
    let pos = rec.position_at(30);
    let json = serde_json::to_string(&pos).unwrap();
    assert_eq!(json, serde_json::to_string(&pos.to_string()).unwrap());
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), pos);
    let json = serde_json::to_string(&rec).unwrap();
    assert_eq!(serde_json::from_str::<Record>(&json).unwrap(), rec);
    let mv: Move = "3-5L".parse().unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"3-5L\"");
    assert_eq!(
        serde_json::from_str::<Move>("\"drawn:1-2\"").unwrap(),
        "drawn:1-2".parse().unwrap()
    );
    let m = Match::default();
    assert_eq!(
        serde_json::from_str::<Match>(&serde_json::to_string(&m).unwrap()).unwrap(),
        m
    );
    let rules: Rules = "block-9-4+teams".parse().unwrap();
    assert_eq!(
        serde_json::from_str::<Rules>(&serde_json::to_string(&rules).unwrap()).unwrap(),
        rules
    );
}

#[test]
fn invalid_notation_is_rejected() {
    assert!(serde_json::from_str::<Position>("\"not a position\"").is_err());
    assert!(serde_json::from_str::<Move>("\"3-5\"").is_err());
    assert!(serde_json::from_str::<TileSet>("\"0-0,0-0\"").is_err());
    assert!(serde_json::from_str::<Record>("\"rules draw-6-2\\ndeal 0-0 0-0\\nmoves\"").is_err());
}

#[test]
fn views_never_serialize_hidden_tiles() {
    for seed in 0..30 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let rec = Record::random("draw-6-2".parse().unwrap(), &mut rng).unwrap();
        let pos = rec.position_at(24);
        for me in [Player::FIRST, Player::SECOND] {
            let json = serde_json::to_string(&pos.view(me)).unwrap();
            for hidden in pos.hand(me.opponent()).or(pos.stock()) {
                assert!(
                    !json.contains(&format!("\"{hidden}")) && !json.contains(&format!(",{hidden}")),
                    "{hidden} in {json}"
                );
            }
            let det = pos.determinize(me, &mut rng);
            assert_eq!(serde_json::to_string(&det.view(me)).unwrap(), json);
        }
    }
}
