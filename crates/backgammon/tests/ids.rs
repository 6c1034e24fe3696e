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

/// A match or match context that no gnubg Match ID can hold is refused where it is
/// made, instead of being written as another match (the 15-bit length clamped) or read
/// as money play (an XGID length past `u32`).
#[test]
fn match_lengths_and_contexts_beyond_the_ids_are_refused() -> Result<(), Box<dyn std::error::Error>>
{
    use backgammon::{MAX_MATCH_LENGTH, Match, MatchContext, MatchError, RulesError};

    // The longest match fits and reads back.
    let m = Match::new(MAX_MATCH_LENGTH, Rules::MATCH)?;
    let id = m.game().gnubg_id();
    let back = GameState::from_gnubg_id(&id, Rules::MATCH)?;
    assert_eq!(back.context().length, MAX_MATCH_LENGTH);
    for length in [MAX_MATCH_LENGTH + 1, 40_000, u32::MAX] {
        assert!(matches!(
            Match::new(length, Rules::MATCH),
            Err(MatchError::Length)
        ));
    }

    // XGID: a match length too long for a Match ID is an error, not money play.
    let xgid = |length: &str| format!("XGID=-b----E-C---eE---c-e----B-:0:0:1:42:0:0:0:{length}:10");
    assert_eq!(
        GameState::from_xgid(&xgid("7"), Rules::MATCH)?
            .context()
            .length,
        7
    );
    for length in ["32768", "4294967296", "99999999999"] {
        assert!(
            GameState::from_xgid(&xgid(length), Rules::MATCH).is_err(),
            "{length}"
        );
    }

    // Contexts that cannot occur: a score at the match length, a score in money play,
    // a Crawford game with nobody one point from the match, both flags at once.
    let ctx = |length, score, crawford, post_crawford| MatchContext {
        length,
        score,
        crawford,
        post_crawford,
    };
    for bad in [
        ctx(5, [7, 0], false, false),
        ctx(5, [0, 5], false, false),
        ctx(40_000, [0, 0], false, false),
        ctx(0, [3, 0], false, false),
        ctx(0, [0, 0], true, false),
        ctx(5, [1, 2], true, false),
        ctx(5, [1, 2], false, true),
        ctx(5, [4, 2], true, true),
    ] {
        assert!(
            matches!(
                GameState::new(Rules::MATCH, bad),
                Err(RulesError::Context(_))
            ) || !bad.is_match() && GameState::new(Rules::MONEY, bad).is_err(),
            "{bad:?}"
        );
        assert!(bad.check().is_err(), "{bad:?}");
    }
    for good in [
        ctx(5, [4, 2], true, false),
        ctx(5, [4, 4], true, false), // gnubg accepts it from an XGID
        ctx(5, [2, 4], false, true),
        ctx(5, [3, 2], false, false),
    ] {
        let g = GameState::new(Rules::MATCH, good)?;
        assert_eq!(*g.context(), good);
    }
    // The full-state notation refuses them too.
    let text = "4HPwATDgc/ABMA turn=0 phase=decide cube=1 owner=- match=5:7:0:- rolls=0:0 \
                auto=0 refused=0 rules=1000:0:10";
    assert!(text.parse::<GameState>().is_err());
    assert!(text.replace("5:7:0", "5:3:0").parse::<GameState>().is_ok());
    Ok(())
}

/// A money game's Match ID may carry the session's score (gnubg adds each game's
/// result to it): it is read and dropped, as the XGID's; a money ID's other
/// impossible parts name their cause; a resignation is offered by the player on
/// roll, so a Match ID whose turn is the resigner's is refused.
#[test]
fn money_ids_drop_the_session_score_and_errors_name_the_cause()
-> Result<(), Box<dyn std::error::Error>> {
    use backgammon::{GameState, MatchContext, ParseIdError};
    let g = GameState::new(Rules::MONEY, MatchContext::MONEY)?;
    let id = g.gnubg_id();
    let (position, match_id) = id.split_once(':').expect("two parts");
    let mut m: MatchId = match_id.parse()?;
    m.score = [3, 1];
    let back = GameState::from_ids(position, &m.to_string(), Rules::MONEY)?;
    assert_eq!(*back.context(), MatchContext::MONEY);
    assert_eq!(back.gnubg_id(), id);
    let xgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:3:1:1:0:10";
    let back = GameState::from_xgid(xgid, Rules::MONEY)?;
    assert_eq!(*back.context(), MatchContext::MONEY);
    // A Crawford bit in money play: the error says why.
    let mut m: MatchId = match_id.parse()?;
    m.crawford = true;
    let err = GameState::from_ids(position, &m.to_string(), Rules::MONEY).expect_err("crawford");
    assert_eq!(
        err,
        ParseIdError::State("money play has no score and no Crawford game")
    );
    // A resignation: the player on roll (dice owner) offers it, the other answers.
    let rules = Rules {
        resignations: true,
        ..Rules::MONEY
    };
    let mut m: MatchId = match_id.parse()?;
    m.resignation = 1;
    m.turn = 1 - m.dice_owner;
    let g = GameState::from_ids(position, &m.to_string(), rules)?;
    assert_eq!(g.actor().map(|p| p.index() as u8), Some(m.turn));
    m.turn = m.dice_owner;
    assert!(matches!(
        GameState::from_ids(position, &m.to_string(), rules),
        Err(ParseIdError::State(why)) if why.contains("resignation")
    ));
    Ok(())
}

/// Issue 16: the gnubg Position ID after a play in one call, as gnubg shows it (the
/// next player's side); `id()` of the child is the mover's side.
#[test]
fn the_position_id_after_a_play_is_the_one_gnubg_shows() {
    let dice = backgammon::Dice::new(3, 1).expect("31");
    let play = "24/23 24/21".parse().expect("play");
    let child = Position::START.after_play(dice, &play).expect("legal");
    assert_eq!(child.id(), "4HPwATDgc/ABEg");
    assert_eq!(child.id_after_play(), "4HPwARLgc/ABMA");
    // The same as the game shows once the play is made.
    use boardcore::Game as _;
    let mut g = backgammon::GameState::default();
    for mv in ["opening 31", "24/23 24/21"] {
        let mv = g.parse_move(mv).expect("legal");
        g.play(mv).expect("legal");
    }
    assert_eq!(g.board().id(), child.id_after_play());
}

/// The Match ID's checks of its fields: dice 0 to 6 and both rolled or neither, each
/// score below the match length (money play has no length to check against).
#[test]
fn a_match_id_checks_its_dice_and_scores() {
    let base = MatchId {
        game_state: 1,
        length: 5,
        ..MatchId::default()
    };
    let with = |f: &dyn Fn(&mut MatchId)| {
        let mut id = base;
        f(&mut id);
        id.to_string().parse::<MatchId>()
    };
    assert_eq!(with(&|_| ()), Ok(base));
    for dice in [(6, 6), (1, 6), (6, 1), (0, 0)] {
        assert!(with(&|id| id.dice = dice).is_ok(), "{dice:?}");
    }
    for (a, b) in [(7, 1), (1, 7), (7, 7), (0, 3), (3, 0)] {
        assert_eq!(
            with(&|id| id.dice = (a, b)),
            Err(ParseMatchIdError::Dice(a, b))
        );
    }
    assert!(with(&|id| id.score = [4, 4]).is_ok());
    for score in [[5, 0], [0, 5], [7, 2]] {
        assert_eq!(
            with(&|id| id.score = score),
            Err(ParseMatchIdError::Score {
                score: score[0].max(score[1]),
                length: 5
            }),
            "{score:?}"
        );
    }
    // Money play: any score is read.
    let money = with(&|id| {
        id.length = 0;
        id.score = [9, 3];
    });
    assert_eq!(money.map(|id| id.score), Ok([9, 3]));
}

/// A GNUBGID without dice resumes at the decision to double or resign where the rules
/// give one, else at the roll; with dice, at the play, with or without decisions.
#[test]
fn a_gnubg_id_resumes_at_the_decision_or_the_roll() {
    use backgammon::{Move, Phase};
    use boardcore::Game as _;
    let plain = Rules {
        cube: false,
        resignations: false,
        ..Rules::MONEY
    };
    let only_cube = Rules {
        resignations: false,
        ..Rules::MONEY
    };
    let only_resign = Rules {
        cube: false,
        ..Rules::MONEY
    };
    for rules in [Rules::MONEY, plain, only_cube, only_resign] {
        let mut g = GameState::money(rules).expect("rules");
        for mv in ["opening 31", "8/5 6/5"] {
            let m: Move = g.parse_move(mv).expect("a move");
            g.try_play(m).expect("legal");
        }
        let decide = rules.cube || rules.resignations;
        let back = GameState::from_gnubg_id(&g.gnubg_id(), rules).expect("GNUBGID");
        let want = if decide {
            Phase::Decide
        } else {
            Phase::Rolling
        };
        assert_eq!(back.phase(), want, "{rules:?}");
        assert_eq!(g.phase(), want, "{rules:?}");
        if decide {
            g.try_play(Move::RollDice).expect("legal");
        }
        let d = backgammon::Dice::new(6, 4).expect("dice");
        g.try_play(Move::Roll(d)).expect("legal");
        let back = GameState::from_gnubg_id(&g.gnubg_id(), rules).expect("GNUBGID");
        assert_eq!(back.phase(), Phase::Moving(d), "{rules:?}");
    }
}

/// The XGID's checks of its fields, each alone: a letter of the wrong side on a bar
/// slot, negative numbers, a flag beyond 3 (or beyond 1 in a match), the longest match,
/// scores at the match length.
#[test]
fn an_xgid_checks_each_field() {
    use backgammon::ParseIdError;
    let g = GameState::money(Rules::MONEY).expect("rules");
    let base = g.xgid();
    let fields: Vec<String> = base
        .trim_start_matches("XGID=")
        .split(':')
        .map(String::from)
        .collect();
    assert_eq!(fields.len(), 10, "{base}");
    let with = |i: usize, v: &str| {
        let mut f = fields.clone();
        f[i] = v.to_owned();
        GameState::from_xgid(&format!("XGID={}", f.join(":")), Rules::MONEY)
    };
    let refused = |r: Result<GameState, ParseIdError>, what: &str| {
        assert!(
            matches!(r, Err(ParseIdError::XgidField { .. })),
            "{what}: {r:?}"
        );
    };
    assert!(with(0, &fields[0]).is_ok());
    // The board: slot 0 is the top player's bar (lower case), slot 25 the bottom
    // player's (upper case).
    let board = |first: u8, last: u8| {
        let mut b = fields[0].clone().into_bytes();
        b[0] = first;
        b[25] = last;
        String::from_utf8(b).expect("ASCII")
    };
    assert!(with(0, &board(b'-', b'-')).is_ok());
    refused(with(0, &board(b'A', b'-')), "upper case on the top bar");
    refused(with(0, &board(b'-', b'a')), "lower case on the bottom bar");
    // Numbers: each negative alone; the flag 0..=3; the cube limit from 0.
    for (i, v) in [
        (5, "-1"),
        (6, "-1"),
        (7, "-1"),
        (7, "4"),
        (8, "-1"),
        (9, "-1"),
    ] {
        refused(with(i, v), &format!("field {i} = {v}"));
    }
    for (i, v) in [(7, "3"), (9, "0"), (9, "15"), (9, "20")] {
        assert!(with(i, v).is_ok(), "field {i} = {v}");
    }
    // The match length: up to 32767; each score below it; the flag a Crawford bit.
    let in_match = |length: &str, bottom: &str, top: &str, flag: &str| {
        let mut f = fields.clone();
        f[5] = bottom.to_owned();
        f[6] = top.to_owned();
        f[7] = flag.to_owned();
        f[8] = length.to_owned();
        GameState::from_xgid(&format!("XGID={}", f.join(":")), Rules::MATCH)
    };
    assert!(in_match("32767", "0", "0", "0").is_ok());
    refused(in_match("32768", "0", "0", "0"), "length 32768");
    assert!(in_match("5", "4", "4", "0").is_ok());
    refused(in_match("5", "5", "0", "0"), "bottom score at the length");
    refused(in_match("5", "0", "5", "0"), "top score at the length");
    assert!(in_match("5", "4", "0", "1").is_ok());
    refused(in_match("5", "0", "0", "2"), "flag 2 in a match");
}

/// An XGID without dice resumes at the decision where the rules give one, else at the
/// roll, as a GNUBGID does.
#[test]
fn an_xgid_resumes_at_the_decision_or_the_roll() {
    use backgammon::Phase;
    let plain = Rules {
        cube: false,
        resignations: false,
        ..Rules::MONEY
    };
    for (rules, want) in [(Rules::MONEY, Phase::Decide), (plain, Phase::Rolling)] {
        let g = GameState::money(rules).expect("rules");
        let x = GameState::from_xgid(&g.xgid(), rules).expect("XGID");
        assert_eq!(x.phase(), want, "{rules:?}");
    }
}

/// The XGID writes an offered double as `D`, a beaver as `B` and a raccoon as `R` in
/// its dice field, and reads them back.
#[test]
fn an_xgid_writes_doubles_beavers_and_raccoons() {
    use backgammon::{Move, Phase};
    use boardcore::Game as _;
    let rules = Rules {
        beavers: 2,
        ..Rules::MONEY
    };
    let mut g = GameState::money(rules).expect("rules");
    for mv in ["opening 31", "8/5 6/5"] {
        let m: Move = g.parse_move(mv).expect("a move");
        g.try_play(m).expect("legal");
    }
    for (mv, letter, redoubles) in [
        (Move::Double, "D", 0),
        (Move::Beaver, "B", 1),
        (Move::Beaver, "R", 2),
    ] {
        g.try_play(mv).expect("legal");
        let x = g.xgid();
        assert_eq!(x.split(':').nth(4), Some(letter), "{x}");
        let back = GameState::from_xgid(&x, rules).expect("XGID");
        assert_eq!(back.phase(), Phase::Doubled { redoubles }, "{x}");
        assert_eq!(back.cube(), g.cube(), "{x}");
    }
}
