//! serde (feature `serde`): the notations as strings, the settings as structs.

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
