//! gnubg Match ID, GNUBGID and XGID against gnubg (`xgid-checks.tsv`) and the manual.

use backgammon::{GameState, MatchId, ParseMatchIdError, Position, Rules};
use boardcore::testing::shared_data;

#[test]
fn manual_match_id_example() -> Result<(), Box<dyn std::error::Error>> {
    // The gnubg manual: cube 2 owned by player 0, player 1 on roll with 5-2, match to
    // 9, score 2-4.
    let m: MatchId = "QYkqASAAIAAA".parse()?;
    assert_eq!(m.cube_log2, 1);
    assert_eq!(m.cube_owner, Some(0));
    assert_eq!((m.dice_owner, m.turn), (1, 1));
    assert!(!m.crawford && !m.double_offered);
    assert_eq!(m.game_state, 1);
    assert_eq!(m.resignation, 0);
    assert_eq!(m.dice, (5, 2));
    assert_eq!(m.length, 9);
    assert_eq!(m.score, [2, 4]);
    assert!(
        m.jacoby,
        "bit 66 clear: gnubg's manual predates the Jacoby bit"
    );
    assert_eq!(m.to_string(), "QYkqASAAIAAA");
    Ok(())
}

#[test]
fn start_of_a_money_game() -> Result<(), Box<dyn std::error::Error>> {
    let g = GameState::from_xgid(
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:0:10",
        Rules::MONEY,
    )?;
    assert_eq!(g.board().to_string(), "4HPwATDgc/ABMA");
    assert_eq!(
        g.xgid(),
        "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:0:10"
    );
    Ok(())
}

/// Every XGID of `xgid-checks.tsv` gives gnubg's Position ID and Match ID, and writes
/// back as the same XGID.
#[test]
fn xgid_checks_agree_with_gnubg() {
    let Some(path) = shared_data(env!("CARGO_MANIFEST_DIR"), "backgammon/xgid-checks.tsv") else {
        return;
    };
    let text = std::fs::read_to_string(path).expect("readable");
    let mut failures = Vec::new();
    let mut rows = 0;
    for line in text.lines().skip(1) {
        let cols: Vec<&str> = line.split('\t').collect();
        rows += 1;
        let g = match GameState::from_xgid(cols[0], Rules::MONEY) {
            Ok(g) => g,
            Err(e) => {
                failures.push(format!("{}: {e}", cols[0]));
                continue;
            }
        };
        let m = MatchId::from_state(&g).to_string();
        if g.board().to_string() != cols[1] || m != cols[2] {
            failures.push(format!(
                "{}: we give {} {m}, gnubg {} {}",
                cols[0],
                g.board(),
                cols[1],
                cols[2]
            ));
        }
        // Written back, the same state (the XGID's dice order is not kept: gnubg too
        // writes the higher die first).
        match GameState::from_xgid(&g.xgid(), Rules::MONEY) {
            Ok(back) if back == g => {}
            other => failures.push(format!(
                "{}: writes back as {} = {other:?}",
                cols[0],
                g.xgid()
            )),
        }
        // The GNUBGID reads back to the same Position ID and Match ID.
        let id = g.gnubg_id();
        match GameState::from_gnubg_id(&id, Rules::MONEY) {
            Ok(back) if back.gnubg_id() == id => {}
            other => failures.push(format!("{id}: reads back as {other:?}")),
        }
    }
    assert_eq!(rows, 60);
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn malformed_ids_are_typed_errors() {
    assert_eq!(
        "QYkqASAAIAA".parse::<MatchId>(),
        Err(ParseMatchIdError::Length(11))
    );
    assert!(matches!(
        "QYkqASAAIA!A".parse::<MatchId>(),
        Err(ParseMatchIdError::Base64 { index: 10, .. })
    ));
    assert_eq!(
        "IAAAAAAAAAAA".parse::<MatchId>(),
        Err(ParseMatchIdError::CubeOwner)
    );
    assert_eq!(
        "////////////".parse::<MatchId>(),
        Err(ParseMatchIdError::Reserved)
    );
    assert!("4HPwATDgc/ABM".parse::<Position>().is_err());
    assert!("//////////////".parse::<Position>().is_err());
    assert!(
        GameState::from_xgid(
            "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:1:0",
            Rules::MONEY
        )
        .is_err()
    );
    assert!(
        GameState::from_xgid(
            "XGID=-b----E-C---eE---c-e----Bz:0:0:1:00:0:0:1:0:10",
            Rules::MONEY
        )
        .is_err()
    );
    assert!(
        GameState::from_xgid(
            "XGID=-b----E-C---eE---c-e----B-:0:0:2:00:0:0:1:0:10",
            Rules::MONEY
        )
        .is_err()
    );
    assert!(GameState::from_gnubg_id("4HPwATDgc/ABMA", Rules::MONEY).is_err());
}
