//! Replaying the records under the rules.

use super::at;
use super::{match_file, match_files, read};
use backgammon::record::{self, Action, ReplayErrorKind};

#[test]
fn every_record_replays_without_error() {
    for path in match_files() {
        let rec = read(&path);
        let summary = record::replay(&rec).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        eprintln!("{}: {summary:?}", path.display());
        assert_eq!(summary.games, rec.games.len());
        assert_eq!(summary.plies, rec.action_count());
    }
}

use backgammon::record::{Event, Location, MatchRecord, ReplayError, mat};
use boardcore::Player;

/// Asserts that the rules refused the action, with `why` in the reason.
#[track_caller]
fn assert_refused(e: &ReplayError, why: &str) {
    match &e.kind {
        ReplayErrorKind::Refused(reason) => {
            assert!(
                reason.to_string().contains(why),
                "{reason} (expected {why:?})"
            );
        }
        other => panic!("{other:?} (expected a refusal: {why})"),
    }
}

fn test_match() -> Option<String> {
    match_file("test-match01.mat").map(|p| super::text_of(&p))
}

fn replay_text(text: &str) -> Result<record::ReplaySummary, record::ReplayError> {
    record::replay(&mat::parse(text).expect("the altered text still reads"))
}

/// Replaces the one occurrence of `from` on line `line` (1-based).
fn alter(text: &str, line: usize, from: &str, to: &str) -> String {
    let mut lines: Vec<String> = text.split('\n').map(str::to_owned).collect();
    assert_eq!(
        lines[line - 1].matches(from).count(),
        1,
        "{from:?} on line {line}"
    );
    lines[line - 1] = lines[line - 1].replace(from, to);
    lines.join("\n")
}

#[test]
fn an_illegal_play_is_rejected_where_it_is() {
    let Some(text) = test_match() else { return };
    assert!(replay_text(&text).is_ok());
    // Game 1, the opening 63 of LMDN played 24/17: seven pips.
    let e = replay_text(&alter(&text, 7, "24/18 13/10", "24/17 13/10")).expect_err("illegal");
    assert_eq!((e.location.game, e.ply, e.location), (1, 1, at(1, 7, 34)));
    assert!(matches!(e.kind, ReplayErrorKind::IllegalPlay(_)), "{e}");
    // Game 3, line ` 4) 33: 8/5 8/5 6/3* 6/3`: the sixth action; 6/2 is no 3.
    let e = replay_text(&alter(&text, 73, "6/3* 6/3 ", "6/3* 6/2 ")).expect_err("illegal");
    assert_eq!((e.location.game, e.ply, e.location.line), (3, 6, 73));
    assert!(matches!(e.kind, ReplayErrorKind::IllegalPlay(_)), "{e}");
    // A dance written where the roll can be played, in the middle of a game.
    let e = replay_text(&alter(&text, 73, "33: 8/5 8/5 6/3* 6/3", "33:")).expect_err("illegal");
    assert_eq!((e.location.game, e.ply), (3, 6));
    // A hit mark where nothing is hit is no error (hits are implied by the board).
    assert!(replay_text(&alter(&text, 7, "24/18 13/10", "24/18* 13/10")).is_ok());
}

#[test]
fn the_same_alteration_fails_in_every_format() {
    // The SGF twin, with the same play altered in code.
    let Some(path) = match_file("test-match01.sgf") else {
        return;
    };
    let mut rec = read(&path);
    let Action::Roll { moves, .. } = &mut rec.games[2].actions[5].action else {
        panic!("a roll")
    };
    assert_eq!(moves[3].pair(), (6, 3));
    moves[3].to = 2;
    let e = record::replay(&rec).expect_err("illegal");
    assert_eq!((e.location.game, e.ply), (3, 6));
}

#[test]
fn cube_rules_are_enforced() {
    let Some(text) = test_match() else { return };
    // The offered value must be twice the cube.
    let e = replay_text(&alter(&text, 17, "Doubles => 2", "Doubles => 4")).expect_err("value");
    assert_eq!(
        e.kind,
        ReplayErrorKind::CubeValue {
            expected: 2,
            found: 4
        }
    );
    assert_eq!((e.location.game, e.ply, e.location.line), (1, 21, 17));
    let rec = mat::parse(&text).expect("reads");
    // Doubling in the Crawford game (game 2, score 0-2 to 3).
    let mut crawford = rec.clone();
    let g = &mut crawford.games[1];
    let next = g.actions[2].player;
    g.actions.insert(
        2,
        Event {
            player: next,
            action: Action::Double { cube: 2 },
            location: Location::default(),
        },
    );
    let e = record::replay(&crawford).expect_err("Crawford");
    assert_eq!((e.location.game, e.ply), (2, 3));
    assert_refused(&e, "Crawford");
    // The doubler of game 1 (LMDN) doubling again after gnubg took: gnubg owns the
    // cube. The doubler rolls right after the take (that turn began with the double),
    // so its next turn is its second action after the take.
    let mut redouble = rec.clone();
    let g = &mut redouble.games[0];
    let take = g
        .actions
        .iter()
        .position(|e| e.action == Action::Take)
        .expect("take");
    let doubler = g.actions[take - 1].player;
    let at = (take + 1..g.actions.len())
        .filter(|&i| g.actions[i].player == doubler)
        .nth(1)
        .expect("a later turn of the doubler");
    g.actions.insert(
        at,
        Event {
            player: doubler,
            action: Action::Double { cube: 4 },
            location: Location::default(),
        },
    );
    let e = record::replay(&redouble).expect_err("not owner");
    assert_refused(&e, "owns the cube");
    assert_eq!((e.location.game, e.ply), (1, at + 1));
    // A take with nothing offered.
    let mut take_alone = rec.clone();
    take_alone.games[0].actions.insert(
        3,
        Event {
            player: Player::FIRST,
            action: Action::Take,
            location: Location::default(),
        },
    );
    let e = record::replay(&take_alone).expect_err("nothing offered");
    assert_refused(&e, "no double is offered");
    assert_eq!((e.location.game, e.ply), (1, 4));
    // A beaver in match play.
    let e = replay_text(&alter(&text, 71, "Takes", "Beavers => 4")).expect_err("beaver");
    assert_refused(&e, "no beavers in match play");
    assert_eq!((e.location.game, e.ply), (3, 3));
}

const MONEY: &str = " 0 point match\n\n Game 1\n a : 0                          b : 0\n";

#[test]
fn beavers_and_raccoons_in_money_play() {
    let ok = format!(
        "{MONEY}  1) 31: 8/5 6/5                 Doubles => 2\n\
         \x20 2)  Beavers => 4               64: 24/18 13/9\n\
         \x20 3)  Doubles => 8               Drops\n      Wins 4 points\n"
    );
    let s = replay_text(&ok).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((s.plies, s.score), (6, [4, 0]));
    // After the beaver a keeps the cube: b may not double.
    let bad = format!(
        "{MONEY}  1) 31: 8/5 6/5                 Doubles => 2\n\
         \x20 2)  Beavers => 4               64: 24/18 13/9\n\
         \x20 3) 21: 13/11 6/5                Doubles => 8\n"
    );
    let e = replay_text(&bad).expect_err("not owner");
    assert_eq!(e.ply, 6);
    assert_refused(&e, "owns the cube");
    // A raccoon, taken: 8 for the beaverer to keep.
    let raccoon = format!(
        "{MONEY}  1) 31: 8/5 6/5                 Doubles => 2\n\
         \x20 2)  Beavers => 4                Raccoons => 8\n\
         \x20 3)  Takes                      64: 24/18 13/9\n\
         \x20 4)  Doubles => 16               Takes\n"
    );
    let s = replay_text(&raccoon).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.plies, 8);
    // A raccoon dropped.
    let dropped = format!(
        "{MONEY}  1) 31: 8/5 6/5                 Doubles => 2\n\
         \x20 2)  Beavers => 4                Raccoons => 8\n\
         \x20 3)  Drops\n                                  Wins 4 points\n"
    );
    // An instant redouble cannot be dropped (the rules crate's decision).
    let e = replay_text(&dropped).expect_err("a dropped raccoon");
    assert_eq!(e.ply, 5);
    assert_refused(&e, "cannot be dropped");
    let beaver_off = format!("; [Beaver \"Off\"]\n{ok}");
    let e = replay_text(&beaver_off).expect_err("beavers off");
    assert_refused(&e, "instant redoubles");
}

#[test]
fn turns_opening_results_and_scores_are_checked() {
    let Some(text) = test_match() else { return };
    // The opening roll may not be a double.
    let e = replay_text(&alter(&text, 7, "63: 24/18 13/10", "33: 24/21 13/10"))
        .expect_err("opening double");
    assert_eq!(
        (e.location.game, e.ply, e.kind),
        (1, 1, ReplayErrorKind::OpeningDouble(3))
    );
    // A player rolling twice in a row.
    let rec = mat::parse(&text).expect("reads");
    let mut twice = rec.clone();
    let g = &mut twice.games[0];
    g.actions[1].player = g.actions[0].player;
    let e = record::replay(&twice).expect_err("out of turn");
    assert_eq!((e.location.game, e.ply), (1, 2));
    assert_eq!(e.kind, ReplayErrorKind::OutOfTurn(Player::SECOND));
    // Game 1 stops before LMDN has borne off all: the record's 2 points are gnubg's
    // resignation at cube 2 (SGF says `RE[B+2R]`), so 4 points (a gammon) fit too.
    assert!(
        replay_text(&alter(&text, 41, "Wins 2 points", "Wins 4 points"))
            .is_err_and(|e| e.location.game == 2)
    );
    // Game 2 ends with gnubg's bear-off: a single game, 1 point, not 2.
    let e = replay_text(&alter(&text, 66, "Wins 1 point", "Wins 2 points")).expect_err("result");
    assert_eq!((e.location.game, e.location.line), (2, 66));
    assert!(
        matches!(
            e.kind,
            ReplayErrorKind::WrongResult {
                points: 1,
                recorded_points: 2,
                ..
            }
        ),
        "{e}"
    );
    // Game 2 stops at ` 21) 62: 1/0 1/0` with gnubg's win: with the last line cut, the
    // record says gnubg won by LMDN's resignation (1 point at cube 1: fine); for 5
    // points it is no resignation level.
    let cut = alter(&text, 65, "62: 1/0 1/0", "62:");
    assert!(replay_text(&cut).is_ok());
    let e =
        replay_text(&alter(&cut, 66, "Wins 1 point", "Wins 5 points")).expect_err("resignation");
    assert_eq!(
        (e.location.game, e.kind),
        (2, ReplayErrorKind::WrongResignation { points: 5, cube: 1 })
    );
    // The score line of game 3 must follow from games 1 and 2.
    let e = replay_text(&alter(&text, 69, "gnubg : 1", "gnubg : 0")).expect_err("score");
    assert_eq!((e.location.game, e.ply), (3, 0));
    assert_eq!(
        e.kind,
        ReplayErrorKind::WrongScore {
            recorded: [0, 2],
            expected: [1, 2]
        }
    );
    // A game after the end of the match.
    let mut extra: MatchRecord = rec.clone();
    let mut g4 = extra.games[2].clone();
    g4.score = [1, 4];
    // (Built in code: the replayer gives its index.)
    g4.location = record::Location::default();
    extra.games.push(g4);
    let e = record::replay(&extra).expect_err("after the match");
    assert_eq!(
        (e.location.game, e.kind),
        (4, ReplayErrorKind::GameAfterMatch)
    );
}

#[test]
fn crawford_marks_of_sgf_are_checked() {
    let Some(path) = match_file("test-match01.sgf") else {
        return;
    };
    let mut rec = read(&path);
    assert!(record::replay(&rec).is_ok());
    rec.games[2].crawford_game = Some(true);
    let e = record::replay(&rec).expect_err("mark");
    assert_eq!(
        (e.location.game, e.kind),
        (3, ReplayErrorKind::CrawfordMark(false))
    );
}

#[test]
fn replay_each_reports_every_bad_game() {
    let Some(text) = test_match() else { return };
    let bad = alter(&text, 7, "24/18 13/10", "24/17 13/10");
    let mut replayer = record::Replayer::new();
    let rec = mat::parse(&bad).expect("reads");
    let games: Vec<_> = rec.records().map(|r| replayer.replay(&r)).collect();
    assert_eq!(games.len(), 3);
    assert_eq!(games[0].as_ref().map_err(|e| e.ply).err(), Some(1));
    // Game 2 cannot check its start score after game 1 failed, and replays.
    assert!(games[1].is_ok() && games[2].is_ok());
    assert_eq!(
        games[1].as_ref().map(|g| g.result).ok(),
        Some(Some((Player::FIRST, 1)))
    );
}

#[test]
fn resignation_offers_accepted_and_refused() {
    let text = format!("{MONEY}  1) 31: 8/5 6/5                 64: 24/18 13/9\n  2)  Resigns\n");
    let mut rec = mat::parse(&text).expect("reads");
    rec.games[0].actions[2].action = Action::Resign { level: Some(2) };
    let location = Location::default();
    let by = |player, action| Event {
        player,
        action,
        location,
    };
    let (a, b) = (Player::FIRST, Player::SECOND);
    // Accepted: b wins a gammon at cube 1 (no Jacoby: the record does not say).
    let mut accepted = rec.clone();
    accepted.games[0].actions.push(by(b, Action::AcceptResign));
    let s = record::replay(&accepted).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((s.plies, s.score), (4, [0, 2]));
    // Nothing after the accepted resignation.
    let mut after = accepted.clone();
    after.games[0].actions.push(by(b, Action::Take));
    // (a warning, not an error: the replay stops at the end of the game).
    let r = after
        .records()
        .next()
        .expect("a game")
        .replay()
        .expect("replays");
    assert_eq!(
        (r.plies, r.ended_early, r.result),
        (4, Some(5), Some((b, 2)))
    );
    // Refused: a plays on; offering again in the same turn is refused.
    let mut refused = rec.clone();
    refused.games[0].actions.push(by(b, Action::RejectResign));
    refused.games[0].actions.push(by(
        a,
        Action::Roll {
            dice: [2, 1],
            moves: vec![],
        },
    ));
    let e = record::replay(&refused).expect_err("a dance that can be played");
    assert_eq!(e.ply, 5);
    assert!(matches!(e.kind, ReplayErrorKind::IllegalPlay(_)), "{e}");
    let mut again = rec.clone();
    again.games[0].actions.push(by(b, Action::RejectResign));
    again.games[0]
        .actions
        .push(by(a, Action::Resign { level: None }));
    let e = record::replay(&again).expect_err("a second offer");
    assert_eq!(e.ply, 5);
    assert_refused(&e, "resignation at this level was rejected");
    // An answer without an offer; an answer by the resigning player.
    let mut alone = rec.clone();
    alone.games[0].actions.truncate(2);
    alone.games[0].actions.push(by(a, Action::AcceptResign));
    let e = record::replay(&alone).expect_err("no offer");
    assert_eq!(e.ply, 3);
    assert_refused(&e, "accept");
    let mut own = rec.clone();
    own.games[0].actions.push(by(a, Action::AcceptResign));
    let e = record::replay(&own).expect_err("own offer");
    assert_eq!((e.ply, e.kind), (4, ReplayErrorKind::OutOfTurn(a)));
}

#[test]
fn replay_file_detects_the_format() {
    for path in match_files() {
        let games = super::replay_stream(&std::fs::read(&path).expect("readable"));
        assert_eq!(games.len(), read(&path).games.len());
        assert!(games.iter().all(Result::is_ok), "{}", path.display());
    }
    let e = super::replay_stream(b"  (;GM[7])");
    assert_eq!(
        e,
        [Err(
            "game 1, line 1, column 5: SGF game type GM \"7\" is not backgammon (6)".into()
        )]
    );
    let e = super::replay_stream(b"\xEF\xBB\xBF 3 point match\n Game 1\n");
    assert_eq!(
        e,
        [Err(
            "game 1, line 2, column 2: game header without the players' line".into()
        )]
    );
}

/// Every roll of the real records that plays two movements with two different dice.
fn two_movement_rolls(rec: &MatchRecord) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (g, game) in rec.games.iter().enumerate() {
        for (a, event) in game.actions.iter().enumerate() {
            if let Action::Roll { dice, moves } = &event.action
                && dice[0] != dice[1]
                && moves.len() == 2
            {
                out.push((g, a));
            }
        }
    }
    out
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(48))]

    /// A third movement added to a roll of two different dice can never be legal:
    /// the replay must stop exactly there.
    #[test]
    fn an_extra_movement_is_rejected_at_that_roll(
        file in 0usize..8,
        pick in proptest::prelude::any::<proptest::sample::Index>(),
    ) {
        let files = match_files();
        if files.is_empty() {
            return Ok(());
        }
        let mut rec = read(&files[file % files.len()]);
        let rolls = two_movement_rolls(&rec);
        let (g, a) = rolls[pick.index(rolls.len())];
        let Action::Roll { moves, .. } = &mut rec.games[g].actions[a].action else {
            unreachable!()
        };
        moves.push(moves[0]);
        let e = record::replay(&rec).expect_err("three movements of two dice");
        proptest::prop_assert_eq!((e.location.game, e.ply), (g + 1, a + 1));
        proptest::prop_assert!(matches!(e.kind, ReplayErrorKind::IllegalPlay(_)));
    }
}

/// The work of the timing tests: every file of `matches/`, 500 times.
const TIMING_ROUNDS: usize = 500;

/// Reading throughput: run the test binary alone under `/usr/bin/time` (release,
/// `--ignored`) and divide the bytes it prints by its user time.
#[test]
#[ignore = "timing"]
fn timing_read() {
    let texts: Vec<_> = match_files()
        .iter()
        .map(|p| (super::format_of(p), super::text_of(p)))
        .collect();
    let (mut bytes, mut actions) = (0, 0);
    for _ in 0..TIMING_ROUNDS {
        for (format, text) in &texts {
            bytes += text.len();
            actions += record::parse(text, *format).expect("reads").action_count();
        }
    }
    eprintln!("read {bytes} bytes, {actions} actions");
}

/// Replay throughput, as [`timing_read`].
#[test]
#[ignore = "timing"]
fn timing_replay() {
    let records: Vec<_> = match_files().iter().map(|p| read(p)).collect();
    let mut actions = 0;
    for _ in 0..TIMING_ROUNDS {
        for rec in &records {
            actions += record::replay(rec).expect("replays").plies;
        }
    }
    eprintln!("replayed {actions} actions");
}

#[test]
fn galaxy_match_won_mark_is_checked() {
    let Some(path) = match_file("match1486073.txt") else {
        return;
    };
    let text = super::text_of(&path);
    assert!(replay_text(&text).is_ok());
    // Game 1 ends `      Wins 2 point`: 2 of 3, not the match.
    let line = text
        .lines()
        .position(|l| l.trim() == "Wins 2 point")
        .expect("game 1 result")
        + 1;
    let e = replay_text(&alter(
        &text,
        line,
        "Wins 2 point",
        "Wins 2 point and the match",
    ))
    .expect_err("mark");
    assert_eq!(
        (e.location.game, e.ply, e.location.line, e.kind),
        (1, 0, line, ReplayErrorKind::MatchNotWon)
    );
}

/// `Record::of_game` takes the header's players, length, lines, comments and rules
/// with the game; the Crawford rule applies to matches only, unless the file turns
/// it off.
#[test]
fn a_record_of_one_game_carries_its_header() {
    use backgammon::record::{GameRecord, MatchRecord, Record, RecordRules};
    let header = MatchRecord {
        players: ["Alice".into(), "Bob".into()],
        match_length: 5,
        headers: vec![("Site".into(), "Here".into())],
        comments: vec!["a comment".into()],
        rules: RecordRules {
            jacoby: Some(false),
            ..RecordRules::default()
        },
        games: Vec::new(),
    };
    let game = GameRecord {
        number: 3,
        score: [2, 4],
        ..GameRecord::default()
    };
    let r = Record::of_game(&header, game.clone(), true);
    assert_eq!(*r.players, ["Alice".to_owned(), "Bob".to_owned()]);
    assert_eq!(r.match_length, 5);
    assert_eq!(&*r.headers, &header.headers[..]);
    assert_eq!(&*r.comments, &header.comments[..]);
    assert_eq!(r.rules, header.rules);
    assert!(r.after_crawford);
    assert_eq!(r.game, game);
    assert!(r.crawford_rule());
    let off = Record {
        rules: RecordRules {
            crawford: Some(false),
            ..RecordRules::default()
        },
        ..r.clone()
    };
    assert!(!off.crawford_rule());
    let money = Record {
        match_length: 0,
        ..r.clone()
    };
    assert!(!money.crawford_rule());
    assert!(!Record::of_game(&header, game, false).after_crawford);
}

/// `record::score`: the score, winner and counts of a whole record in one call, and
/// the first game that cannot be read or replayed as its error.
#[test]
fn score_reads_and_replays_a_whole_record() {
    use backgammon::record::{ScoreError, score};
    let game = |n: u32, a: u32, b: u32, moves: &str| {
        format!("\n Game {n}\n alice : {a}   bob : {b}\n{moves}")
    };
    let win_first =
        "  1) 31: 8/5 6/5   64: 24/18 13/9\n  2)  Doubles => 2   Drops\n      Wins 1 point\n";
    let text = format!(
        " 3 point match\n{}{}",
        game(1, 0, 0, win_first),
        game(
            2,
            1,
            0,
            "  1) 31: 8/5 6/5   64: 24/18 13/9\n  2)  Doubles => 2   Takes\n  3) 62: 24/18 13/11\n"
        )
    );
    let s = score(&text).expect("a valid record");
    assert_eq!(s.games, 2);
    assert_eq!(s.score, [1, 0]);
    assert_eq!(s.match_winner, None);
    assert!(s.plies >= 8, "{s:?}");
    let done = format!(" 1 point match\n{}", game(1, 0, 0, win_first));
    let s = score(&done).expect("a valid record");
    assert_eq!((s.games, s.score), (1, [1, 0]));
    assert_eq!(s.match_winner, Some(boardcore::Player::FIRST));
    let illegal = format!(
        " 3 point match\n{}",
        game(1, 0, 0, "  1) 31: 8/2   64: 24/18 13/9\n")
    );
    assert!(
        matches!(score(&illegal), Err(ScoreError::Replay(_))),
        "{:?}",
        score(&illegal)
    );
    let unreadable = " 3 point match\n Game 1\n alice 0 bob 0\n";
    assert!(
        matches!(score(unreadable), Err(ScoreError::Read(_))),
        "{:?}",
        score(unreadable)
    );
}

/// After a beaver the doubler's roll is its take (gnubg reads `.mat` files so); an
/// answer owed to a plain double is not implied by a roll of the doubler.
#[test]
fn a_roll_after_a_beaver_is_the_doublers_take() {
    use backgammon::record::score;
    let text = |answer: &str| {
        format!(
            " 0 point match\n\n Game 1\n alice : 0   bob : 0\n  1) 31: 8/5 6/5   64: 24/18 13/9\n  2)  Doubles => 2   {answer}\n  3) 62: 24/18 13/11\n"
        )
    };
    let s = score(&text("Beavers => 4"));
    assert!(s.is_ok(), "{s:?}");
    let s = score(&text(""));
    assert!(s.is_err(), "{s:?}");
}

/// The beaverer's roll does not answer for the doubler: after `Doubles => 2 Beavers
/// => 4`, the doubler owes the answer; after a raccoon, the doubler's roll is again
/// the other side's take.
#[test]
fn only_the_doublers_roll_is_an_implicit_take() {
    use backgammon::record::score;
    let game = |lines: &str| {
        format!(
            " 0 point match\n\n Game 1\n alice : 0                      bob : 0\n  1) 31: 8/5 6/5                  64: 24/18 13/9\n{lines}"
        )
    };
    let s = score(&game(
        "  2)  Doubles => 2              Beavers => 4\n  3)                                62: 24/18 13/11\n",
    ));
    assert!(s.is_err(), "{s:?}");
    let s = score(&game(
        "  2)  Doubles => 2              Beavers => 4\n  3)  Raccoons => 8\n  4) 62: 24/18 13/11\n",
    ));
    assert!(s.is_ok(), "{s:?}");
}

/// A game that stops before its end: after a double only the doubler can win, and
/// only the cube (an unwritten drop); after an offer to resign only the other player
/// can win, and only the level offered times the cube. Galaxy's `and the match` needs
/// a match that the game wins.
#[test]
fn a_game_that_stops_early_must_end_as_its_last_action_allows() {
    use backgammon::record::GameResult;
    let base = " 3 point match\n\n Game 1\n alice : 0                      bob : 0\n  1) 31: 8/5 6/5                  64: 24/18 13/9\n";
    let (a, b) = (Player::FIRST, Player::SECOND);
    let ending = |extra: Option<(Player, Action)>, winner: Player, points: u32, length: u32| {
        let mut rec = mat::parse(base).expect("a valid record");
        rec.match_length = length;
        let game = &mut rec.games[0];
        if let Some((player, action)) = extra {
            game.actions.push(Event {
                player,
                action,
                location: Location::default(),
            });
        }
        game.result = Some(GameResult {
            winner,
            points,
            resigned: false,
            match_won: false,
            location: Location::default(),
        });
        rec
    };
    let ok = |rec: &MatchRecord| record::replay(rec).map(|s| s.score);
    let refused = |rec: &MatchRecord, why: &str| {
        let e = record::replay(rec).expect_err(why);
        assert!(
            matches!(e.kind, ReplayErrorKind::WrongResignation { .. }),
            "{why}: {e}"
        );
    };
    let double = Some((a, Action::Double { cube: 2 }));
    assert_eq!(ok(&ending(double.clone(), a, 1, 3)), Ok([1, 0]));
    refused(&ending(double.clone(), b, 1, 3), "the doubled player wins");
    refused(
        &ending(double, a, 2, 3),
        "the doubler wins the doubled cube",
    );
    let resign = |level| Some((a, Action::Resign { level: Some(level) }));
    assert_eq!(ok(&ending(resign(1), b, 1, 3)), Ok([0, 1]));
    assert_eq!(ok(&ending(resign(2), b, 2, 3)), Ok([0, 2]));
    refused(&ending(resign(1), a, 1, 3), "the resigning player wins");
    refused(
        &ending(resign(2), b, 1, 3),
        "a gammon offered, a single won",
    );
    // `and the match`: true of a game that reaches the length, false otherwise and
    // in money play.
    let won = |length: u32| {
        let mut rec = ending(resign(1), b, 1, length);
        if let Some(r) = rec.games[0].result.as_mut() {
            r.match_won = true;
        }
        record::replay(&rec).map(|s| s.score)
    };
    assert_eq!(won(1), Ok([0, 1]));
    for length in [0, 3] {
        let e = won(length).expect_err("the match is not won");
        assert!(matches!(e.kind, ReplayErrorKind::MatchNotWon), "{e}");
    }
}

/// A money session has no match winner however many points a player wins, and every
/// game of it is replayed.
#[test]
fn a_money_session_has_no_match_winner() {
    let game = |n: u32, a: u32, b: u32| {
        format!(
            "\n Game {n}\n alice : {a}                      bob : {b}\n  1) 31: 8/5 6/5                  64: 24/18 13/9\n  2)  Doubles => 2                 Drops\n      Wins 1 point\n"
        )
    };
    let text = format!(" 0 point match\n{}{}", game(1, 0, 0), game(2, 1, 0));
    let s = record::score(&text).expect("a valid session");
    assert_eq!((s.games, s.score, s.match_winner), (2, [2, 0], None));
}
