//! Serde round trips (run with `--features serde`): validated types go through their
//! notation, invalid text fails, and a view never shows the opponent's secret.

use boardcore::{Game, Player};
use smokkelen::{Color, Config, History, Label, Move, Position, PublicPosition, Setup, Stone};

#[test]
fn validated_types_serialize_as_notation() {
    let pos = Position::from_seed(5);
    let json = serde_json::to_string(&pos).unwrap();
    assert_eq!(json, format!("\"{pos}\""));
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), pos);
    let mv: Move = "a1e6".parse().unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"a1e6\"");
    assert_eq!(serde_json::from_str::<Move>("\"a1e6\"").unwrap(), mv);
    let public = pos.public().unwrap();
    let json = serde_json::to_string(&public).unwrap();
    assert_eq!(
        serde_json::from_str::<PublicPosition>(&json).unwrap(),
        public
    );
    let mut game = History::new(pos);
    let mv = game.legal_moves()[3];
    game.play(mv).unwrap();
    let json = serde_json::to_string(&game).unwrap();
    assert_eq!(serde_json::from_str::<History>(&json).unwrap(), game);
}

#[test]
fn invalid_notation_is_rejected() {
    assert!(serde_json::from_str::<Position>("\"not a position\"").is_err());
    // Well formed, but the secret stone is missing.
    assert!(
        serde_json::from_str::<Position>(
            "\"...../...../...../...../...../W0.... w - secrets=W0,B0\""
        )
        .is_err()
    );
    assert!(serde_json::from_str::<Move>("\"a1a1\"").is_err());
    assert!(serde_json::from_str::<Label>("12").is_err());
}

#[test]
fn plain_data_round_trips() {
    let setup = Setup::default();
    let json = serde_json::to_string(&setup).unwrap();
    assert_eq!(serde_json::from_str::<Setup>(&json).unwrap(), setup);
    let config = Config {
        max_slide_turns: 2,
        ..Config::default()
    };
    let json = serde_json::to_string(&config).unwrap();
    assert_eq!(serde_json::from_str::<Config>(&json).unwrap(), config);
    let stone = Stone::new(Color::Black, Label::new(7).unwrap());
    let json = serde_json::to_string(&stone).unwrap();
    assert_eq!(serde_json::from_str::<Stone>(&json).unwrap(), stone);
}

#[test]
fn views_never_serialize_the_opponent_secret() {
    for seed in 0..50 {
        let pos = Position::from_seed(seed);
        for me in Color::ALL {
            let opp = me.opponent();
            let view = pos.view(Player::from(me));
            let json = serde_json::to_string(&view).unwrap();
            assert!(json.contains(&format!("{}?", opp.stone_char())), "{json}");
            // Views of every other possible secret serialize identically.
            for label in Label::ALL {
                let mut setup = pos.to_setup();
                setup.secrets[opp.index()] = Some(label);
                let alt = Position::from_setup(setup).unwrap();
                assert_eq!(
                    serde_json::to_string(&alt.view(Player::from(me))).unwrap(),
                    json
                );
            }
        }
    }
}
