//! Regression tests of issue 15 (cube, match context, resignations, the match
//! layer's bounds) and tests of spec sentences that no other test checked.

use backgammon::record::{self, Action, CheckerMove, Event, Location, mat};
use backgammon::{
    ActionError, Dice, End, GameState, Level, Match, MatchContext, MatchError, Move, Phase,
    Position, Rules, RulesError,
};
use boardcore::{Game, Outcome, Player, Turn};

fn play(g: &mut GameState, mv: &str) {
    let m: Move = g
        .parse_move(mv)
        .unwrap_or_else(|e| panic!("{mv} in {g}: {e}"));
    g.try_play(m).unwrap_or_else(|e| panic!("{mv} in {g}: {e}"));
}

fn after_opening(rules: Rules, context: MatchContext) -> GameState {
    let mut g = GameState::new(rules, context).expect("rules");
    play(&mut g, "opening 31");
    play(&mut g, "8/5 6/5");
    g
}

const OVER: &str = "4HPwATDgc/ABMA turn=0 phase=over:0:1:drop cube=1 owner=- match=0:0:0:- rolls=0:0 auto=0 refused=0 rules=1100:0:10";

/// `Rules { beavers: 2, cube_limit: 8 }`: double to 2, beaver to 4, raccoon to 8
/// fits the limit; the raccoon was refused because the check used `cube * 4` for it.
#[test]
fn a_raccoon_reaching_the_cube_limit_is_allowed() {
    let rules = |limit| Rules {
        beavers: 2,
        cube_limit: limit,
        ..Rules::MONEY
    };
    let mut g = after_opening(rules(8), MatchContext::MONEY);
    play(&mut g, "double");
    play(&mut g, "beaver");
    assert_eq!(g.cube(), 4);
    assert!(g.legal_moves().contains(&Move::Beaver), "{g}");
    play(&mut g, "beaver");
    assert_eq!(g.cube(), 8);
    // With a limit of 4 the beaver fits and the raccoon does not; with 2 not even
    // the beaver.
    let mut g = after_opening(rules(4), MatchContext::MONEY);
    play(&mut g, "double");
    play(&mut g, "beaver");
    assert!(matches!(
        g.why_illegal(Move::Beaver),
        Some(ActionError::NoBeaver(_))
    ));
    let mut g = after_opening(rules(2), MatchContext::MONEY);
    play(&mut g, "double");
    assert!(!g.is_legal(Move::Beaver));
}

/// 4-2 in a 5-point match is the Crawford game or after it: a game flagged neither
/// would schedule a second Crawford game.
#[test]
fn a_game_with_one_player_at_match_point_is_crawford_or_post_crawford() {
    let ctx = |score, crawford, post_crawford| MatchContext {
        length: 5,
        score,
        crawford,
        post_crawford,
    };
    assert!(matches!(
        ctx([4, 2], false, false).check(),
        Err(RulesError::Context(_))
    ));
    assert!(matches!(
        ctx([1, 4], false, false).check(),
        Err(RulesError::Context(_))
    ));
    assert!(GameState::new(Rules::MATCH, ctx([4, 2], false, false)).is_err());
    assert!(ctx([4, 2], true, false).check().is_ok());
    assert!(ctx([4, 2], false, true).check().is_ok());
    // Both at N-1: no Crawford game, either flag or none.
    assert!(ctx([4, 4], false, false).check().is_ok());
    assert!(ctx([2, 3], false, false).check().is_ok());
    // A record without the Crawford rule replays its games from N-1 as post-Crawford.
    // Game 2 at 1-0: a's double is legal because there is no Crawford game.
    let game = |n, score| {
        format!(
            " Game {n}\n a : {score}          b : 0\n  1) 31: 8/5 6/5   64: 24/18 13/9\n  2)  Doubles => 2   Drops\n      Wins 1 point\n\n"
        )
    };
    let text = format!(
        "; [Crawford \"Off\"]\n 2 point match\n\n{}{}",
        game(1, 0),
        game(2, 1)
    );
    let crawford = text.replace("Off", "On");
    let text = text.as_str();
    let rec = mat::parse(text).expect("reads");
    let summary = record::replay(&rec).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(summary.score, [2, 0]);
    let e = record::replay(&mat::parse(&crawford).expect("reads")).expect_err("Crawford");
    assert_eq!((e.location.game, e.ply), (2, 3));
}

/// gnubg accepts a resignation after rolling as well as before, and scores it as
/// the cube times the level (the Jacoby rule applies only to games played out).
#[test]
fn resignation_after_rolling() {
    let mut g = after_opening(Rules::MONEY, MatchContext::MONEY);
    let resigner = g.on_roll();
    play(&mut g, "roll");
    play(&mut g, "21");
    let offers: Vec<Move> = g
        .legal_moves()
        .into_iter()
        .filter(|m| matches!(m, Move::Resign(_)))
        .collect();
    assert_eq!(offers.len(), 3, "{g}");
    assert_eq!(g.legal_move_count(), g.legal_moves().len());
    play(&mut g, "resign gammon");
    let dice = Dice::new(2, 1).expect("dice");
    assert_eq!(
        g.phase(),
        Phase::Resigning {
            level: Level::Gammon,
            dice: Some(dice)
        }
    );
    assert_eq!(g.turn(), Turn::Player(resigner.opponent()));
    // The full-state notation and the GNUBGID keep the dice.
    assert_eq!(g.to_string().parse::<GameState>(), Ok(g));
    let id = GameState::from_gnubg_id(&g.gnubg_id(), Rules::MONEY).expect("GNUBGID");
    assert_eq!(id.phase(), g.phase());
    play(&mut g, "reject");
    assert_eq!(g.phase(), Phase::Moving(dice));
    assert!(!g.is_legal(Move::Resign(Level::Gammon)));
    assert!(g.is_legal(Move::Resign(Level::Backgammon)));
    assert_eq!(g.to_string().parse::<GameState>(), Ok(g));
    let mut accepted = g;
    play(&mut accepted, "resign backgammon");
    play(&mut accepted, "accept");
    // Jacoby on, cube centred: still 3 x 1.
    assert_eq!(
        accepted.phase(),
        Phase::Over {
            winner: resigner.opponent().index() as u8,
            points: 3,
            end: End::Resigned(Level::Backgammon)
        }
    );
    // Rejected before rolling, the level is refused again until the roll.
    let mut before = after_opening(Rules::MONEY, MatchContext::MONEY);
    play(&mut before, "resign gammon");
    play(&mut before, "reject");
    assert!(!before.is_legal(Move::Resign(Level::Gammon)), "{before}");
    play(&mut before, "roll");
    play(&mut before, "21");
    assert!(before.is_legal(Move::Resign(Level::Gammon)), "{before}");
    // Or the roll is played after the rejection, which forgets the rejected levels.
    play(&mut g, "13/11 6/5");
    assert_eq!(g.on_roll(), resigner.opponent());
    assert!(g.is_legal(Move::Resign(Level::Single)), "{g}");
    // Not while a double is on offer, and not when resignations are off.
    let mut d = after_opening(Rules::MONEY, MatchContext::MONEY);
    play(&mut d, "double");
    assert!(!d.is_legal(Move::Resign(Level::Single)));
    let mut off = after_opening(
        Rules {
            resignations: false,
            ..Rules::MONEY
        },
        MatchContext::MONEY,
    );
    play(&mut off, "roll");
    play(&mut off, "21");
    assert!(!off.is_legal(Move::Resign(Level::Single)));
    assert_eq!(off.legal_move_count(), off.legal_moves().len());
}

/// In a record, a roll written without movements before the same player's
/// resignation is a resignation after rolling; if the resignation is rejected the
/// roll is written again with its movements.
#[test]
fn records_resign_after_rolling() {
    let head = " 0 point match\n\n Game 1\n a : 0                          b : 0\n  1) 31: 8/5 6/5                 64: 24/18 13/9\n";
    let mut rec = mat::parse(head).expect("reads");
    let (a, b) = (Player::FIRST, Player::SECOND);
    let by = |player, action| Event {
        player,
        action,
        location: Location::default(),
    };
    let roll = |moves: Vec<(u8, u8)>| Action::Roll {
        dice: [2, 1],
        moves: moves
            .into_iter()
            .map(|(from, to)| CheckerMove {
                from,
                to,
                hit: false,
            })
            .collect(),
    };
    let actions = &mut rec.games[0].actions;
    actions.push(by(a, roll(vec![])));
    actions.push(by(a, Action::Resign { level: Some(2) }));
    actions.push(by(b, Action::RejectResign));
    actions.push(by(a, roll(vec![(13, 11), (6, 5)])));
    let s = record::replay(&rec).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.plies, 6);
    // Accepted, at a level: b wins a gammon at cube 1 (no Jacoby for resignations).
    let mut accepted = rec.clone();
    accepted.games[0].actions.truncate(4);
    accepted.games[0].actions.push(by(b, Action::AcceptResign));
    assert_eq!(record::replay(&accepted).map(|s| s.score), Ok([0, 2]));
}

/// The match layer: `is_legal` after the end, chance weights, the length, the
/// money session's margin, and the bounds of `Match::from_str`.
#[test]
fn the_match_layer_is_checked() {
    let m = Match::new(5, Rules::MATCH).expect("match");
    assert_eq!(m.length(), 5);
    assert_eq!(m.legal_move_count(), 36);
    assert!(m.is_legal(Move::Opening(3, 1)));
    assert!(!m.is_legal(Move::Double));
    let mut r = m;
    r.try_play(Move::Opening(3, 1)).expect("opening");
    r.try_play(r.parse_move("8/5 6/5").expect("play"))
        .expect("play");
    r.try_play(Move::RollDice).expect("roll");
    assert_eq!(r.chance_weight(Move::Roll(Dice::new(2, 1).expect("21"))), 2);
    assert_eq!(r.chance_weight(Move::Roll(Dice::new(1, 1).expect("11"))), 1);
    let total: u32 = r.legal_moves().iter().map(|&mv| r.chance_weight(mv)).sum();
    assert_eq!(total, 36);
    // A session over at 3-1: the first player wins by the difference, 2.
    let over: Match = format!("match 0 3-1 games=2/2 crawford=0 | {OVER}")
        .parse()
        .expect("a finished session");
    assert_eq!(over.outcome(), Some(Outcome::win_points(Player::FIRST, 2)));
    assert!(!over.is_legal(Move::Opening(3, 1)));
    assert_eq!(over.legal_move_count(), 0);
    assert!(over.legal_moves().is_empty());
    let behind: Match = format!("match 0 1-4 games=2/2 crawford=0 | {OVER}")
        .parse()
        .expect("a finished session");
    assert_eq!(
        behind.outcome(),
        Some(Outcome::win_points(Player::SECOND, 3))
    );
    let even: Match = format!("match 0 2-2 games=2/2 crawford=0 | {OVER}")
        .parse()
        .expect("a finished session");
    assert_eq!(even.outcome(), Some(Outcome::DRAW));
    assert!(matches!(
        format!("match 0 3-1 games=3/2 crawford=0 | {OVER}").parse::<Match>(),
        Err(MatchError::Syntax(_))
    ));
    assert!(matches!(
        format!("match 0 3-1 games=2/0 crawford=0 | {OVER}").parse::<Match>(),
        Err(MatchError::Length)
    ));
    let game5 = "4HPwATDgc/ABMA turn=0 phase=over:0:1:drop cube=1 owner=- match=5:4:0:c rolls=0:0 auto=0 refused=0 rules=1000:0:10";
    let won: Match = format!("match 5 5-0 games=3/0 crawford=1 | {game5}")
        .parse()
        .expect("a won match");
    assert_eq!(won.outcome(), Some(Outcome::win_points(Player::FIRST, 5)));
    assert!(matches!(
        format!("match 5 5-5 games=3/0 crawford=1 | {game5}").parse::<Match>(),
        Err(MatchError::Syntax(_))
    ));
    assert!(matches!(
        format!("match 5 5-0 games=3/1 crawford=1 | {game5}").parse::<Match>(),
        Err(MatchError::Length)
    ));
    // A match in play: the game must fit the scores.
    let live = Match::new(5, Rules::MATCH).expect("match");
    assert_eq!(live.to_string().parse::<Match>(), Ok(live));
    let text = live.to_string().replace("match 5 0-0", "match 5 1-0");
    assert!(text.parse::<Match>().is_err());
    assert!(Match::new(0, Rules::MATCH).is_err());
    assert!(Match::new(backgammon::MAX_MATCH_LENGTH, Rules::MATCH).is_ok());
    assert!(Match::new(backgammon::MAX_MATCH_LENGTH + 1, Rules::MATCH).is_err());
}

/// `Rules::check`: cube limits are 0 or powers of two up to 2^15; money rules are
/// refused in a match, the Holland rule in money play.
#[test]
fn rules_are_checked() {
    let limit = |cube_limit| Rules {
        cube_limit,
        ..Rules::MONEY
    };
    for ok in [0, 1, 2, 64, 1 << 15] {
        assert_eq!(limit(ok).check(false), Ok(()), "{ok}");
    }
    for bad in [3, 6, 1 << 16, u32::MAX] {
        assert_eq!(limit(bad).check(false), Err(RulesError::CubeLimit(bad)));
    }
    assert_eq!(limit(64).max_cube(), 64);
    assert_eq!(limit(0).max_cube(), backgammon::MAX_CUBE);
    assert_eq!(Rules::MATCH.check(true), Ok(()));
    assert_eq!(Rules::MONEY.check(false), Ok(()));
    assert!(matches!(
        Rules::MONEY.check(true),
        Err(RulesError::MoneyOnly(_))
    ));
    for bad in [
        Rules {
            beavers: 1,
            ..Rules::MATCH
        },
        Rules {
            automatic_doubles: 1,
            ..Rules::MATCH
        },
    ] {
        assert!(matches!(bad.check(true), Err(RulesError::MoneyOnly(_))));
        assert_eq!(bad.check(false), Ok(()));
    }
    let holland = Rules {
        holland: true,
        ..Rules::MATCH
    };
    assert_eq!(holland.check(true), Ok(()));
    assert_eq!(holland.check(false), Err(RulesError::HollandInMoney));
    assert_eq!(Rules::default(), Rules::MONEY);
}

/// Spec: "backgammon (3: loser has borne off none and has a checker on the bar or
/// in the winner's home board)" — a checker on the bar makes a gammon a backgammon.
#[test]
fn spec_backgammon_through_a_checker_on_the_bar() {
    use backgammon::Setup;
    let no_jacoby = Rules {
        jacoby: false,
        ..Rules::MONEY
    };
    // The mover has one checker on its 1-point; the opponent 14 on its 13-point
    // (outside the mover's home board) and one on its bar.
    let mut setup = Setup::default();
    setup.mover[1] = 1;
    setup.opponent[13] = 14;
    setup.opponent[25] = 1;
    let board = Position::try_from(setup).expect("position");
    let mut g = GameState::from_parts(
        board,
        Player::FIRST,
        Phase::Moving(Dice::new(2, 1).expect("21")),
        2,
        Some(Player::FIRST),
        no_jacoby,
        MatchContext::MONEY,
    )
    .expect("state");
    play(&mut g, "1/off");
    assert_eq!(
        g.phase(),
        Phase::Over {
            winner: 0,
            points: 6,
            end: End::BoreOff(Level::Backgammon)
        }
    );
    // Without the checker on the bar (all 15 on the 13-point): a gammon.
    let mut setup = Setup::default();
    setup.mover[1] = 1;
    setup.opponent[13] = 15;
    let board = Position::try_from(setup).expect("position");
    let mut g = GameState::from_parts(
        board,
        Player::FIRST,
        Phase::Moving(Dice::new(2, 1).expect("21")),
        2,
        Some(Player::FIRST),
        no_jacoby,
        MatchContext::MONEY,
    )
    .expect("state");
    play(&mut g, "1/off");
    assert_eq!(g.outcome(), Some(Outcome::win_points(Player::FIRST, 4)));
}

/// Spec: "Jacoby (money play): gammons and backgammons count single unless the cube
/// has been turned (gnubg: unless the cube is owned by a player)."
#[test]
fn spec_jacoby_on_a_borne_off_gammon() {
    use backgammon::Setup;
    let mut setup = Setup::default();
    setup.mover[1] = 1;
    setup.opponent[13] = 15;
    let board = Position::try_from(setup).expect("position");
    let state = |cube, owner| {
        GameState::from_parts(
            board,
            Player::FIRST,
            Phase::Moving(Dice::new(2, 1).expect("21")),
            cube,
            owner,
            Rules::MONEY,
            MatchContext::MONEY,
        )
        .expect("state")
    };
    let mut centred = state(1, None);
    play(&mut centred, "1/off");
    assert_eq!(
        centred.phase(),
        Phase::Over {
            winner: 0,
            points: 1,
            end: End::BoreOff(Level::Gammon)
        }
    );
    let mut owned = state(2, Some(Player::SECOND));
    play(&mut owned, "1/off");
    assert_eq!(owned.outcome(), Some(Outcome::win_points(Player::FIRST, 4)));
}

/// Spec: with automatic doubles "each opening tie turns the cube while it stays in
/// the middle"; a dropped double loses the current value.
#[test]
fn spec_drop_value_after_automatic_doubles() {
    let rules = Rules {
        automatic_doubles: 2,
        ..Rules::MONEY
    };
    let mut g = GameState::money(rules).expect("rules");
    play(&mut g, "opening 33");
    play(&mut g, "opening 55");
    play(&mut g, "opening 66"); // a third tie: the maximum is reached
    assert_eq!((g.cube(), g.cube_owner()), (4, None));
    play(&mut g, "opening 31");
    play(&mut g, "8/5 6/5");
    let doubler = g.on_roll();
    play(&mut g, "double");
    play(&mut g, "drop");
    assert_eq!(g.outcome(), Some(Outcome::win_points(doubler, 4)));
}

/// Spec: "Beaver: the player doubled immediately redoubles and keeps the cube";
/// near the limit the beaver is refused where its result would pass it.
#[test]
fn spec_beaver_near_the_cube_limit() {
    let rules = Rules {
        beavers: 1,
        cube_limit: 64,
        ..Rules::MONEY
    };
    let at = |cube| {
        GameState::from_parts(
            Position::START,
            Player::FIRST,
            Phase::Doubled { redoubles: 0 },
            cube,
            Some(Player::FIRST),
            rules,
            MatchContext::MONEY,
        )
        .expect("state")
    };
    // A double from 16 to 32: the beaver makes 64, the limit.
    let mut g = at(16);
    g.try_play(Move::Beaver).expect("beaver to 64");
    assert_eq!((g.cube(), g.cube_owner()), (64, Some(Player::SECOND)));
    // From 32 to 64: a beaver would make 128.
    assert!(!at(32).is_legal(Move::Beaver));
    assert!(at(32).is_legal(Move::Take));
}

/// Spec: "If both reach N-1 together there is no Crawford game."
#[test]
fn spec_both_players_at_match_point_no_crawford_game() {
    let mut m = Match::new(2, Rules::MATCH).expect("match");
    let act = |m: &mut Match, s: &str| {
        let mv = m.parse_move(s).unwrap_or_else(|e| panic!("{s}: {e}"));
        m.try_play(mv).unwrap_or_else(|e| panic!("{s}: {e}"));
    };
    // Game 1: player 0 doubles, player 1 drops: 1-0, the Crawford game next.
    act(&mut m, "opening 31");
    act(&mut m, "8/5 6/5");
    act(&mut m, "roll");
    act(&mut m, "21");
    act(&mut m, "13/11 6/5");
    act(&mut m, "double");
    act(&mut m, "drop");
    assert!(m.game().context().crawford);
    // The Crawford game: player 1 wins by resignation: 1-1.
    act(&mut m, "opening 31");
    act(&mut m, "8/5 6/5");
    act(&mut m, "roll");
    act(&mut m, "21");
    act(&mut m, "13/11 6/5");
    act(&mut m, "resign single");
    act(&mut m, "accept");
    assert_eq!((m.score(Player::FIRST), m.score(Player::SECOND)), (1, 1));
    let ctx = *m.game().context();
    assert!(!ctx.crawford, "both at N-1: no Crawford game");
    act(&mut m, "opening 31");
    act(&mut m, "8/5 6/5");
    assert!(m.is_legal(Move::Double));
    // Reached together from 0-0 in a 1-point match: no Crawford game either.
    let one = Match::new(1, Rules::MATCH).expect("match");
    assert!(!one.game().context().crawford);
}

/// Spec: "Holland rule: post-Crawford the trailer may not double before each side
/// has rolled twice" — also when the leader rolls first.
#[test]
fn spec_holland_when_the_leader_rolls_first() {
    let rules = Rules {
        holland: true,
        ..Rules::MATCH
    };
    let ctx = MatchContext {
        length: 5,
        score: [4, 1],
        crawford: false,
        post_crawford: true,
    };
    let mut g = GameState::new(rules, ctx).expect("game");
    // Player 0 (the leader, 4) wins the opening roll.
    play(&mut g, "opening 31");
    play(&mut g, "8/5 6/5");
    // The trailer has not rolled: no double.
    assert_eq!(g.on_roll(), Player::SECOND);
    assert!(!g.is_legal(Move::Double));
    for (dice, mv) in [("64", "24/18 13/9"), ("21", "13/11 6/5")] {
        play(&mut g, "roll");
        play(&mut g, dice);
        play(&mut g, mv);
    }
    // The trailer has rolled once, the leader twice: still no double.
    assert!(!g.is_legal(Move::Double));
    for (dice, mv) in [("21", "13/11 6/5"), ("21", "11/9 5/4")] {
        play(&mut g, "roll");
        play(&mut g, dice);
        play(&mut g, mv);
    }
    // Each side has rolled twice (the leader three times): the trailer may double.
    assert!(g.is_legal(Move::Double), "{g}");
}

/// The same short match with LF, CRLF and lone CR line ends, as `.mat` and as SGF.
const MAT_LF: &str = "; [Site \"Here\"]\n\n 1 point match\n\n Game 1\n a : 0                          b : 0\n  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2)  Doubles => 2                Drops\n      Wins 1 point\n";
const SGF_LF: &str = "(;FF[4]GM[6]MI[length:1][game:0][ws:0][bs:0]PW[a]PB[b]RE[W+1]GC[one\ntwo]\n;W[31hefe]\n;B[64aglp]\n;W[double]\n;B[drop])\n";

fn line_ends(text: &str) -> [String; 3] {
    [
        text.to_owned(),
        text.replace('\n', "\r\n"),
        text.replace('\n', "\r"),
    ]
}

/// Issue 15 item 5: a `.mat` file with CR-only line ends read as an empty match
/// (`games 0 plies 0 errors 0`). Every reader takes LF, CRLF and CR, with the same
/// line numbers.
#[test]
fn every_reader_takes_lf_crlf_and_cr() {
    let want = mat::parse(MAT_LF).expect("reads");
    assert_eq!(want.games.len(), 1);
    for (i, text) in line_ends(MAT_LF).iter().enumerate() {
        let rec = mat::parse(text).unwrap_or_else(|e| panic!("{i}: {e}"));
        assert_eq!(rec, want, "line ends {i}");
        let games = crate::record::replay_stream(text.as_bytes());
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].as_ref().map(|g| g.plies), Ok(4));
        // An error is reported on the same line.
        let bad = text.replace("13/9", "13/8");
        let e = record::replay(&mat::parse(&bad).expect("reads")).expect_err("illegal");
        assert_eq!(e.location.line, 7, "line ends {i}");
    }
    let want = record::sgf::parse(SGF_LF).expect("reads");
    assert_eq!(want.comments, ["one", "two"]);
    for (i, text) in line_ends(SGF_LF).iter().enumerate() {
        let rec = record::sgf::parse(text).unwrap_or_else(|e| panic!("{i}: {e}"));
        assert_eq!(rec, want, "line ends {i}");
        assert_eq!(record::replay(&rec).map(|s| s.score), Ok([1, 0]));
    }
}

/// A non-empty file that yields no game is an error, never an empty success.
#[test]
fn a_file_without_games_is_an_error() {
    for text in [
        " 5 point match\n",
        " 5 point match\r\r\r",
        "; [Site \"x\"]\n 0 point match\n",
    ] {
        let e = mat::parse(text).expect_err("no game");
        assert_eq!(e.kind, record::ReadErrorKind::NoGame, "{text:?}");
        let streamed = crate::record::replay_stream(text.as_bytes());
        assert!(streamed.len() == 1 && streamed[0].is_err(), "{streamed:?}");
    }
}

/// Issue 15 item 3: a UTF-8 byte-order mark at the start of a record (as text or
/// as bytes, also with CRLF or Latin-1 text) or of a position string is skipped.
#[test]
fn a_byte_order_mark_is_skipped() {
    const BOM: &str = "\u{feff}";
    let galaxy = MAT_LF.replace(" 1 point match", "1 point match");
    for (text, games) in [(MAT_LF, 1), (galaxy.as_str(), 1), (SGF_LF, 1)] {
        let want = record::parse(text, record::Format::detect(text)).expect("reads");
        for ends in line_ends(text) {
            let with = format!("{BOM}{ends}");
            assert_eq!(record::Format::detect(&with), record::Format::detect(text));
            let rec = record::parse(&with, record::Format::detect(&with)).expect("reads");
            assert_eq!(rec.without_locations(), want.without_locations());
            let replayed = crate::record::replay_stream(with.as_bytes());
            assert_eq!(replayed.len(), games);
            assert!(replayed.iter().all(Result::is_ok), "{replayed:?}");
        }
    }
    // A BOM before Latin-1 bytes (not UTF-8): decoded as Latin-1 without the mark.
    let mut bytes = BOM.as_bytes().to_vec();
    bytes.extend(MAT_LF.replace("a :", "\u{e9} :").chars().map(|c| c as u8));
    assert_eq!(record::decode(&bytes), MAT_LF.replace("a :", "\u{e9} :"));
    // Position strings.
    let start = GameState::default();
    let pos: Position = format!("{BOM}4HPwATDgc/ABMA").parse().expect("Position ID");
    assert_eq!(pos, Position::START);
    let id: backgammon::MatchId = format!("{BOM}cAkAAAAAAAAA").parse().expect("Match ID");
    assert_eq!(id.to_string(), "cAkAAAAAAAAA");
    assert!(
        GameState::from_gnubg_id(&format!("{BOM}4HPwATDgc/ABMA:cAkAAAAAAAAA"), Rules::MONEY)
            .is_ok()
    );
    let xgid = "XGID=-b----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0:10";
    assert!(GameState::from_xgid(&format!("{BOM}{xgid}"), Rules::MONEY).is_ok());
    assert_eq!(format!("{BOM}{start}").parse::<GameState>(), Ok(start));
    let m = Match::new(5, Rules::MATCH).expect("match");
    assert_eq!(format!("{BOM}{m}").parse::<Match>(), Ok(m));
}

/// `Match::from_game` and the contexts the match gives its games.
#[test]
fn matches_from_games_and_their_contexts() {
    // A money game is a session of one game.
    let money = Match::from_game(GameState::default());
    assert_eq!(
        money.to_string(),
        format!(
            "match 0 0-0 games=0/1 crawford=0 | {}",
            GameState::default()
        )
    );
    assert_eq!(money.turn(), Turn::Chance);
    // A game of a match: its scores and Crawford state.
    let ctx = MatchContext {
        length: 5,
        score: [4, 2],
        crawford: false,
        post_crawford: true,
    };
    let g = GameState::new(Rules::MATCH, ctx).expect("game");
    let m = Match::from_game(g);
    assert_eq!(
        (m.length(), m.score(Player::FIRST), m.score(Player::SECOND)),
        (5, 4, 2)
    );
    assert_eq!(
        m.to_string(),
        format!("match 5 4-2 games=0/0 crawford=1 | {g}")
    );
    assert_eq!(m.to_string().parse::<Match>(), Ok(m));
    // The games of a match are match games: the first at 0-0, then the Crawford
    // game once a player reaches N-1.
    let mut m = Match::new(2, Rules::MATCH).expect("match");
    assert_eq!(
        *m.game().context(),
        MatchContext {
            length: 2,
            score: [0, 0],
            crawford: false,
            post_crawford: false
        }
    );
    for s in [
        "opening 31",
        "8/5 6/5",
        "roll",
        "21",
        "13/11 6/5",
        "double",
        "drop",
    ] {
        let mv = m.parse_move(s).expect("move");
        m.try_play(mv).expect("legal");
    }
    assert_eq!(m.games_played(), 1);
    assert_eq!(
        *m.game().context(),
        MatchContext {
            length: 2,
            score: [1, 0],
            crawford: true,
            post_crawford: false
        }
    );
    // A money session of two games: the second game is a money game too.
    let mut s = Match::money_session(2, Rules::MONEY).expect("session");
    for mv in ["opening 31", "8/5 6/5", "double", "drop"] {
        let mv = s.parse_move(mv).expect("move");
        s.try_play(mv).expect("legal");
    }
    assert_eq!((s.games_played(), s.outcome()), (1, None));
    assert!(s.to_string().contains(" crawford=0 "), "{s}");
    assert_eq!(*s.game().context(), MatchContext::MONEY);
    assert!(s.game().rules().jacoby);
}

/// Issue 15 item 8: a `.mat` session is read and replayed one game at a time
/// (`mat::Games`, `Replayer`, used by `replay_file`), with the same games, results
/// and errors as reading the whole record.
#[test]
fn games_stream_as_the_whole_record_reads() {
    let mut text = String::from("; [Site \"x\"]\n\n 3 point match\n\n");
    for (n, score) in [(1, "0"), (2, "1"), (3, "2")] {
        text.push_str(&format!(
            " Game {n}\n a : {score}                          b : 0\n  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2){}\n",
            if n == 3 {
                " 21: 13/11 6/5                 Doubles => 2\n  3)  Drops                      Wins 1 point\n"
            } else {
                "  Doubles => 2                Drops\n      Wins 1 point\n"
            }
        ));
    }
    let whole = mat::parse(&text).expect("reads");
    let streamed: Vec<_> = mat::Reader::new(&text).map(|r| r.expect("reads")).collect();
    assert_eq!(
        streamed.iter().map(|r| r.game.clone()).collect::<Vec<_>>(),
        whole.games
    );
    assert_eq!(streamed, whole.records().collect::<Vec<_>>());
    // Each game starts at its `Game N` line, and knows its index in the file.
    let at: Vec<(usize, usize)> = streamed
        .iter()
        .map(|r| (r.game.location.game, r.game.location.line))
        .collect();
    assert_eq!(at, [(1, 5), (2, 11), (3, 17)]);
    assert_eq!(record::MatchRecord::from_records(streamed), whole);
    // The replay of each game, streamed, is the replay of the whole record; game 3
    // doubles in the Crawford game.
    let each = crate::record::replay_stream(text.as_bytes());
    assert!(each[..2].iter().all(Result::is_ok));
    let e = record::replay(&whole).expect_err("game 3");
    assert_eq!(each[2].as_ref().map(|_| ()), Err(&e.to_string()));
    assert!(e.to_string().starts_with("game 3, line 20, "), "{e}");
    // A read error after some games: the same error, and then the reader ends.
    let bad = format!("{text} Game 4\n a : 3   b : 0\n  1) 31: 8/5 6/x\n");
    let e = mat::parse(&bad).expect_err("bad movement");
    assert_eq!(e.location.game, 4);
    let streamed = crate::record::replay_stream(bad.as_bytes());
    assert_eq!(streamed.len(), 4);
    assert_eq!(streamed[3].as_ref().map(|_| ()), Err(&e.to_string()));
}

/// The Crawford game is played without the cube (spec), and a cube at 1 has no
/// owner: states from IDs or parts that break either are refused (an XGID with the
/// cube at 8, owned, in the Crawford game was read and scored 16 points).
#[test]
fn the_crawford_game_has_no_cube_and_a_cube_at_1_no_owner() {
    let board = "XGID=-A----------------------o-";
    let crawford = |cube: &str| format!("{board}:{cube}:1:00:4:2:1:5:10");
    assert!(GameState::from_xgid(&crawford("0:0"), Rules::MATCH).is_ok());
    for cube in ["3:1", "1:0", "0:1", "0:-1"] {
        assert!(
            GameState::from_xgid(&crawford(cube), Rules::MATCH).is_err(),
            "{cube}"
        );
    }
    // In a match the flag field is 0 or 1 (2 and 3 are money values).
    for flag in ["2", "3"] {
        let text = format!("{board}:0:0:1:00:1:2:{flag}:5:10");
        assert!(GameState::from_xgid(&text, Rules::MATCH).is_err(), "{flag}");
    }
    // Post-Crawford the cube may be turned.
    let post = format!("{board}:1:1:1:00:4:2:0:5:10");
    assert!(GameState::from_xgid(&post, Rules::MATCH).is_ok());
    // Money: a cube at 1 owned by either player is refused; at 2 it may be owned.
    for owner in ["1", "-1"] {
        let money = format!("{board}:0:{owner}:1:00:0:0:0:0:10");
        assert!(
            GameState::from_xgid(&money, Rules::MONEY).is_err(),
            "{owner}"
        );
        let money = format!("{board}:1:{owner}:1:00:0:0:0:0:10");
        assert!(
            GameState::from_xgid(&money, Rules::MONEY).is_ok(),
            "{owner}"
        );
    }
    // The same through the parts.
    let g = GameState::from_xgid(&crawford("0:0"), Rules::MATCH).unwrap();
    let parts = |cube, owner| {
        GameState::from_parts(
            *g.board(),
            g.on_roll(),
            Phase::Rolling,
            cube,
            owner,
            Rules::MATCH,
            *g.context(),
        )
    };
    assert!(parts(1, None).is_ok());
    assert!(parts(2, Some(Player::FIRST)).is_err());
    assert!(parts(1, Some(Player::FIRST)).is_err());
}

/// Both sides on the bar against closed home boards cannot be reached (the last
/// checker hit had to come in against a closed board); gnubg's `CheckPosition`
/// refuses it, and so do `Setup` and the Position ID reader. One open point makes it
/// a position again.
#[test]
fn both_sides_barred_against_closed_boards_are_refused() {
    let mut setup = backgammon::Setup {
        mover: [0; 26],
        opponent: [0; 26],
    };
    for p in 1..=6 {
        setup.mover[p] = 2;
        setup.opponent[p] = 2;
    }
    setup.mover[25] = 3;
    setup.opponent[25] = 3;
    assert_eq!(
        Position::try_from(setup),
        Err(backgammon::PositionError::BothBarred)
    );
    assert!("27YBAHDbtgEAcA".parse::<Position>().is_err());
    let mut open = setup;
    open.opponent[6] = 1;
    open.opponent[7] = 1;
    let pos = Position::try_from(open).expect("one open point");
    assert_eq!(pos.id().parse::<Position>(), Ok(pos));
    let mut one_barred = setup;
    one_barred.opponent[25] = 0;
    one_barred.opponent[8] = 3;
    assert!(Position::try_from(one_barred).is_ok());
}

/// `GameState::from_parts` refuses a seat beyond two, a cube above the limit (and
/// takes one at it), a double that would pass the limit, and an offer to resign
/// where resignations are not in use.
#[test]
fn from_parts_checks_seats_cube_and_phase() {
    let rules = Rules {
        cube_limit: 8,
        ..Rules::MONEY
    };
    let state = |on_roll, phase, cube, rules| {
        GameState::from_parts(
            Position::START,
            on_roll,
            phase,
            cube,
            None,
            rules,
            MatchContext::MONEY,
        )
    };
    let rolling = Phase::Rolling;
    let third = Player::new(2).expect("a third seat");
    assert!(state(third, rolling, 1, rules).is_err());
    assert!(state(Player::FIRST, rolling, 8, rules).is_ok());
    assert!(state(Player::FIRST, rolling, 16, rules).is_err());
    let doubled = Phase::Doubled { redoubles: 0 };
    assert!(state(Player::FIRST, doubled, 1, rules).is_ok());
    assert!(state(Player::FIRST, doubled, 4, rules).is_ok());
    assert!(state(Player::FIRST, doubled, 8, rules).is_err());
    let resigning = Phase::Resigning {
        level: Level::Single,
        dice: None,
    };
    assert!(state(Player::FIRST, resigning, 1, rules).is_ok());
    let without = Rules {
        resignations: false,
        ..rules
    };
    assert!(state(Player::FIRST, resigning, 1, without).is_err());
    // An instant redouble (a beaver) is money play only.
    let beavers = Rules {
        beavers: 1,
        ..Rules::MONEY
    };
    let beavered = Phase::Doubled { redoubles: 1 };
    assert!(state(Player::FIRST, beavered, 2, beavers).is_ok());
    let in_match = MatchContext {
        length: 5,
        score: [0, 0],
        crawford: false,
        post_crawford: false,
    };
    let matched = |phase| {
        GameState::from_parts(
            Position::START,
            Player::FIRST,
            phase,
            2,
            Some(Player::SECOND),
            Rules::MATCH,
            in_match,
        )
    };
    assert!(matched(Phase::Doubled { redoubles: 0 }).is_ok());
    assert!(matched(beavered).is_err());
    // A game won by a third seat.
    let over = |winner| Phase::Over {
        winner,
        points: 1,
        end: End::Resigned(Level::Single),
    };
    assert!(state(Player::FIRST, over(1), 1, rules).is_ok());
    assert!(state(Player::FIRST, over(2), 1, rules).is_err());
}

/// The action and dice parsers take their spellings and refuse other digits (below
/// `0` or above `6`) without panicking.
#[test]
fn actions_and_dice_read_only_dice_digits() {
    let dice = |s: &str| s.parse::<Dice>().map(|d| (d.high(), d.low()));
    assert_eq!(dice("65"), Ok((6, 5)));
    assert_eq!(dice("5-6"), Ok((6, 5)));
    assert_eq!(dice(" 3 1 "), Ok((3, 1)));
    for bad in ["/5", "5/", "!!", "a5", "5a", "70", "07", "6", "651"] {
        assert!(dice(bad).is_err(), "{bad}");
    }
    assert_eq!("opening 31".parse::<Move>(), Ok(Move::Opening(3, 1)));
    for bad in [
        "opening 71",
        "opening 17",
        "opening /1",
        "opening 1/",
        "opening 3",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad}");
    }
    // A blank play is the empty play, as `Play` reads it, not a roll.
    assert_eq!(" ".parse::<Move>(), "none".parse::<Move>());
    assert!(matches!("none".parse::<Move>(), Ok(Move::Play(p)) if p.steps().is_empty()));
    assert_eq!(
        "43".parse::<Move>(),
        Ok(Move::Roll(Dice::new(4, 3).expect("dice")))
    );
}

/// A play that uses the smaller die where the larger can be played breaks the
/// larger-die rule for every smaller die; a step that is illegal in itself breaks
/// no rule of the roll (where only the smaller die can be played, and where nothing
/// can), and a bear-off from beyond the larger die is no die of the roll.
#[test]
fn the_larger_die_rule_and_what_is_not_a_rule_of_the_roll() {
    use backgammon::{DiceRule, ResolvePlayError, Setup};
    let d = |a, b| Dice::new(a, b).expect("dice");
    let rule_of =
        |pos: &Position, dice: Dice, moves: &[(u8, u8)]| match pos.resolve_play(dice, moves) {
            Err(ResolvePlayError::DiceRule { rule, .. }) => Some(rule),
            Err(ResolvePlayError::Illegal { .. }) => None,
            other => panic!("{pos} {dice} {moves:?}: {other:?}"),
        };
    let position = |mover: &[usize], opponent_points: &[usize]| {
        let mut setup = Setup::default();
        for &p in mover {
            setup.mover[p] += 1;
        }
        for &p in opponent_points {
            setup.opponent[25 - p] = 2;
        }
        Position::try_from(setup).expect("position")
    };
    // One checker on 13, the point six and `low` pips beyond it held: 13/7 or
    // 13/(13 - low) but not both, so the 6 must be played.
    for low in 1..=5u8 {
        let pos = position(&[13], &[usize::from(7 - low)]);
        assert_eq!(
            rule_of(&pos, d(6, low), &[(13, 13 - low)]),
            Some(DiceRule::LargerDie),
            "6-{low}"
        );
    }
    // Only the 1 can be played (13/12): 20/19, blocked, is illegal, no dice rule.
    let low_only = position(&[13, 20], &[7, 6, 19, 14]);
    assert_eq!(
        low_only
            .resolve_play(d(6, 1), &[(13, 12)])
            .map(|p| p.to_string()),
        Ok("13/12".into())
    );
    assert_eq!(rule_of(&low_only, d(6, 1), &[(20, 19)]), None);
    assert_eq!(rule_of(&low_only, d(6, 1), &[(20, 14)]), None);
    // Only the 1 can be played, entering (bar/24): 13/12, open, must wait.
    let entering = position(&[25, 13], &[19, 18, 7]);
    assert_eq!(
        entering
            .resolve_play(d(6, 1), &[(25, 24)])
            .map(|p| p.to_string()),
        Ok("bar/24".into())
    );
    assert_eq!(rule_of(&entering, d(6, 1), &[(13, 12)]), None);
    // Nothing can be played (the bar closed to 6-1): 13/12, open, no dice rule.
    let stuck = position(&[25, 13], &[19, 24]);
    assert_eq!(rule_of(&stuck, d(6, 1), &[(13, 12)]), None);
    assert_eq!(rule_of(&stuck, d(6, 1), &[(13, 12), (25, 24)]), None);
    // 13/7 must be played; 1/off, with a checker out, breaks no rule of the roll.
    let out = position(&[13, 1], &[6]);
    assert_eq!(
        rule_of(&out, d(6, 1), &[(13, 12)]),
        Some(DiceRule::LargerDie)
    );
    assert_eq!(rule_of(&out, d(6, 1), &[(1, 0)]), None);
    // 24/off is no movement of 3-1.
    assert_eq!(rule_of(&Position::START, d(3, 1), &[(24, 0)]), None);
}

/// The set-up refuses a finished board in a phase of play, the board of player 0 is
/// the board seen from either side, an opening roll is of dice 1 to 6, and a win is
/// worth the level times the cube.
#[test]
fn board_sides_opening_dice_and_win_values() {
    use backgammon::Setup;
    let mut setup = Setup::default();
    setup.mover[3] = 1;
    let finished = Position::try_from(setup).expect("position");
    let state = |board, on_roll, phase, cube, owner| {
        GameState::from_parts(
            board,
            on_roll,
            phase,
            cube,
            owner,
            Rules::MONEY,
            MatchContext::MONEY,
        )
    };
    assert!(state(finished, Player::FIRST, Phase::Rolling, 1, None).is_err());
    let mut s = Setup::default();
    s.mover[24] = 2;
    s.mover[3] = 1;
    s.opponent[6] = 5;
    let board = Position::try_from(s).expect("position");
    let first = state(board, Player::FIRST, Phase::Rolling, 1, None).expect("state");
    let second = state(board, Player::SECOND, Phase::Rolling, 1, None).expect("state");
    assert_eq!(first.board_of_player0(), board);
    assert_eq!(second.board_of_player0(), board.flipped());
    assert_ne!(board, board.flipped());
    let opening = GameState::new(Rules::MONEY, MatchContext::MONEY).expect("rules");
    for bad in [
        Move::Opening(7, 1),
        Move::Opening(1, 7),
        Move::Opening(0, 3),
    ] {
        assert!(
            matches!(opening.why_illegal(bad), Some(ActionError::BadChance(_))),
            "{bad:?}"
        );
    }
    assert_eq!(opening.why_illegal(Move::Opening(3, 1)), None);
    // Jacoby is off once the cube is owned: 4 x the level.
    let owned = state(board, Player::FIRST, Phase::Rolling, 4, Some(Player::FIRST)).expect("state");
    let values: Vec<u32> = [Level::Single, Level::Gammon, Level::Backgammon]
        .map(|l| owned.win_value(l))
        .into();
    assert_eq!(values, [4, 8, 12]);
}

/// Automatic doubles stop at the cube limit, even at a limit of 2.
#[test]
fn automatic_doubles_stop_at_the_cube_limit() {
    for (limit, ties, cube) in [(2, 1, 2), (2, 3, 2), (4, 3, 4), (8, 2, 4)] {
        let rules = Rules {
            automatic_doubles: 3,
            cube_limit: limit,
            ..Rules::MONEY
        };
        let mut g = GameState::money(rules).expect("rules");
        for _ in 0..ties {
            play(&mut g, "opening 22");
        }
        assert_eq!(g.cube(), cube, "limit {limit}, {ties} ties");
    }
}

/// After a rejected offer made before rolling, the resigner decides again (double or
/// offer a higher level) unless neither is left: then the dice are rolled.
#[test]
fn after_a_rejected_offer_before_rolling() {
    let after_reject = |level, owner| {
        let mut g = GameState::from_parts(
            Position::START,
            Player::FIRST,
            Phase::Resigning { level, dice: None },
            2,
            Some(owner),
            Rules::MONEY,
            MatchContext::MONEY,
        )
        .expect("state");
        play(&mut g, "reject");
        g.phase()
    };
    // The opponent owns the cube: no double; after backgammon no higher level.
    assert_eq!(
        after_reject(Level::Backgammon, Player::SECOND),
        Phase::Rolling
    );
    assert_eq!(after_reject(Level::Gammon, Player::SECOND), Phase::Decide);
    assert_eq!(
        after_reject(Level::Backgammon, Player::FIRST),
        Phase::Decide
    );
}

/// `parse_move` in the moving phase tells bad notation, an illegal play and an
/// ambiguous one apart (24/20 with 3-1 past two blots hits one of them).
#[test]
fn parse_move_kinds_in_the_moving_phase() {
    use backgammon::Setup;
    use boardcore::ParseMoveErrorKind;
    let mut setup = Setup::default();
    setup.mover[24] = 2;
    setup.mover[6] = 5;
    setup.opponent[2] = 1; // the mover's 23
    setup.opponent[4] = 1; // the mover's 21
    setup.opponent[12] = 5;
    let board = Position::try_from(setup).expect("position");
    let g = GameState::from_parts(
        board,
        Player::FIRST,
        Phase::Moving(Dice::new(3, 1).expect("dice")),
        1,
        None,
        Rules::MONEY,
        MatchContext::MONEY,
    )
    .expect("state");
    let kind = |text: &str| g.parse_move(text).map_err(|e| e.kind);
    assert_eq!(kind("24/x"), Err(ParseMoveErrorKind::Syntax));
    assert_eq!(kind("6/4"), Err(ParseMoveErrorKind::Illegal));
    assert_eq!(kind("24/20"), Err(ParseMoveErrorKind::Ambiguous));
    assert!(kind("24/21* 21/20").is_ok());
}

/// The state text's bounds: the seat on roll is 0 or 1, at most 3 refused
/// resignations, at most 255 automatic doubles; the rules field has exactly its
/// three parts of 4, a number and 2 characters.
#[test]
fn the_state_text_bounds_its_fields() {
    use backgammon::ParseGameError;
    let base = "4HPwATDgc/ABMA turn=0 phase=decide cube=1 owner=- match=0:0:0:- rolls=0:0 auto=0 refused=0 rules=1100:0:10";
    let g: GameState = base.parse().expect("valid");
    assert_eq!(g.to_string(), base);
    let with = |from: &str, to: &str| {
        assert!(base.contains(from));
        base.replace(from, to).parse::<GameState>()
    };
    for (from, to) in [
        ("turn=0", "turn=1"),
        ("refused=0", "refused=3"),
        ("auto=0", "auto=255"),
    ] {
        assert!(with(from, to).is_ok(), "{to}");
    }
    for (from, to) in [
        ("turn=0", "turn=2"),
        ("refused=0", "refused=4"),
        ("auto=0", "auto=256"),
    ] {
        assert_eq!(with(from, to), Err(ParseGameError::Field("turn")), "{to}");
    }
    for to in [
        "rules=1100:0:10:0",
        "rules=110:0:10",
        "rules=11000:0:10",
        "rules=1100:0:1",
        "rules=1100:0:100",
        "rules=1100:x:10",
        "rules=1100:0",
        "rules=11x0:0:10",
        "rules=1100:0:12",
    ] {
        assert_eq!(
            with("rules=1100:0:10", to),
            Err(ParseGameError::Field("rules")),
            "{to}"
        );
    }
}
