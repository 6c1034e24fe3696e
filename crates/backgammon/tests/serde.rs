//! serde (feature `serde`): the notations as strings, the settings and records as
//! structs.

use backgammon::{Dice, GameState, Match, MatchId, Move, Play, Position, Rules};

#[test]
fn round_trips() -> Result<(), Box<dyn std::error::Error>> {
    let pos = Position::default();
    assert_eq!(serde_json::to_string(&pos)?, "\"4HPwATDgc/ABMA\"");
    assert_eq!(serde_json::from_str::<Position>("\"4HPwATDgc/ABMA\"")?, pos);
    let d = Dice::new(3, 1)?;
    assert_eq!(
        serde_json::from_str::<Dice>(&serde_json::to_string(&d)?)?,
        d
    );
    let p: Play = "8/5 6/5".parse()?;
    assert_eq!(
        serde_json::from_str::<Play>(&serde_json::to_string(&p)?)?,
        p
    );
    let mv = Move::Double;
    assert_eq!(
        serde_json::from_str::<Move>(&serde_json::to_string(&mv)?)?,
        mv
    );
    let g = GameState::default();
    assert_eq!(
        serde_json::from_str::<GameState>(&serde_json::to_string(&g)?)?,
        g
    );
    let m = Match::default();
    assert_eq!(
        serde_json::from_str::<Match>(&serde_json::to_string(&m)?)?,
        m
    );
    let id: MatchId = "QYkqASAAIAAA".parse()?;
    assert_eq!(serde_json::to_string(&id)?, "\"QYkqASAAIAAA\"");
    let r = Rules::MONEY;
    assert_eq!(
        serde_json::from_str::<Rules>(&serde_json::to_string(&r)?)?,
        r
    );
    assert!(serde_json::from_str::<Position>("\"garbage\"").is_err());
    Ok(())
}

/// A game's record: its shared fields (`Arc`, serde's `rc` feature) are written as
/// their content, the same as the whole match's plain ones.
#[test]
fn records_round_trip() -> Result<(), Box<dyn std::error::Error>> {
    let text = "; [Site \"Here\"]\n; a note\n 1 point match\n\n Game 1\n alice : 0   bob : 0\n  1) 31: 8/5 6/5\n";
    let whole = backgammon::record::mat::parse(text)?;
    let game = backgammon::record::mat::Reader::new(text)
        .next()
        .ok_or("one game")??;
    let json = serde_json::to_value(&game)?;
    let of_whole = serde_json::to_value(&whole)?;
    for field in ["players", "headers", "comments"] {
        assert_eq!(json[field], of_whole[field], "{field}");
    }
    assert_eq!(json["headers"], serde_json::json!([["Site", "Here"]]));
    let back: backgammon::record::Record = serde_json::from_value(json)?;
    assert_eq!(back, game);
    Ok(())
}
