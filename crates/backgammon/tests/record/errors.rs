//! Malformed records give typed errors with their place; the lenient readings of the
//! variants real files use.

use super::at;
use backgammon::record::{
    Action, CheckerMove, Location, ReadError, ReadErrorKind as Kind, mat, sgf,
};
use boardcore::Player;

fn mat_err(text: &str) -> ReadError {
    mat::parse(text).expect_err("should not read")
}

fn sgf_err(text: &str) -> ReadError {
    sgf::parse(text).expect_err("should not read")
}

const HEAD: &str = " 3 point match\n\n Game 1\n alice : 0                      bob : 0\n";

fn one_game(lines: &str) -> Vec<backgammon::record::Event> {
    let rec = mat::parse(&format!("{HEAD}{lines}")).unwrap_or_else(|e| panic!("{e}"));
    rec.games.into_iter().next().expect("a game").actions
}

fn mv(from: u8, to: u8, hit: bool) -> CheckerMove {
    CheckerMove { from, to, hit }
}

#[test]
fn mat_structure_errors() {
    // An empty text is no game and no error (it was one `NoMatchLength` error).
    for empty in ["", " \n\r\n", "\u{feff}"] {
        assert_eq!(mat::parse(empty).map(|r| r.games.len()), Ok(0));
        assert!(mat::Reader::new(empty).next().is_none());
    }
    assert_eq!(mat_err("hello\nworld\n").kind, Kind::NoMatchLength);
    let e = mat_err("; [Site \"x\"]\n 99999999999 point match\n");
    assert_eq!(
        e,
        ReadError {
            location: at(1, 2, 2),
            kind: Kind::BadNumber("99999999999".into())
        }
    );
    let e = mat_err(" 3 point match\n Game 1\n alice 0 bob 0\n");
    assert_eq!(e.location, at(1, 3, 2));
    assert!(matches!(e.kind, Kind::BadPlayersLine(_)));
    assert_eq!(
        mat_err(" 3 point match\n Game 1\n").kind,
        Kind::MissingPlayersLine
    );
    let e = mat_err(" 3 point match\n  1) 31: 8/5 6/5\n");
    assert_eq!((e.location.line, &e.kind), (2, &Kind::ActionOutsideGame));
    assert_eq!(
        e.to_string(),
        "game 1, line 2, column 3: action before the first game"
    );
}

#[test]
fn mat_action_errors_name_the_column() {
    let e = mat_err(&format!("{HEAD}  1) 71: 8/1\n"));
    assert_eq!(
        e,
        ReadError {
            location: at(1, 5, 6),
            kind: Kind::BadRoll("71:".into())
        }
    );
    assert_eq!(e.to_string(), "game 1, line 5, column 6: bad roll \"71:\"");
    let e = mat_err(&format!("{HEAD}  1) 31: 8/5 6-5\n"));
    assert_eq!(
        e,
        ReadError {
            location: at(1, 5, 14),
            kind: Kind::BadMove("6-5".into())
        }
    );
    for bad in [
        "8/26", "0/3", "8/25", "8/", "/3", "8/5(5)", "8/5(x)", "*8/5", "123/4",
    ] {
        let e = mat_err(&format!("{HEAD}  1) 31: {bad}\n"));
        assert_eq!(e.kind, Kind::BadMove(bad.into()), "{bad}");
    }
    let e = mat_err(&format!("{HEAD}  1) 11: 8/7 8/7 8/7 8/7 6/5\n"));
    assert_eq!(e.kind, Kind::TooManyMoves(5));
    let e = mat_err(&format!("{HEAD}  1)  Doubles => x\n"));
    assert_eq!(e.kind, Kind::BadNumber("x".into()));
    let e = mat_err(&format!("{HEAD}  1)  Doubles\n"));
    assert_eq!(e.kind, Kind::BadNumber(Default::default()));
    let e = mat_err(&format!("{HEAD}  1)  Shrugs\n"));
    assert_eq!(
        e,
        ReadError {
            location: at(1, 5, 7),
            kind: Kind::UnknownAction("Shrugs".into())
        }
    );
    let e = mat_err(&format!("{HEAD}  1)  Takes gladly\n"));
    assert_eq!(e.kind, Kind::UnknownAction("gladly".into()));
    let e = mat_err(&format!(
        "{HEAD}  1) 31: 8/5 6/5   42: 8/4 6/4   Doubles => 2\n"
    ));
    assert_eq!(e.kind, Kind::TooManyActions);
    let e = mat_err(&format!("{HEAD}      Wins 1 point\n  5) 31: 8/5 6/5\n"));
    assert_eq!(
        e,
        ReadError {
            location: at(1, 6, 6),
            kind: Kind::ActionAfterResult
        }
    );
    let e = mat_err(&format!("{HEAD}      Wins 1 point\n      Wins 2 points\n"));
    assert_eq!(e.kind, Kind::ConflictingResults);
    let e = mat_err(&format!("{HEAD}      Wins\n"));
    assert_eq!(e.kind, Kind::BadNumber(Default::default()));
    let e = mat_err(&format!("{HEAD}; Set Pos=-b----E-C---eE---c-e----B-/0\n"));
    assert!(matches!(e.kind, Kind::UnsupportedEdit(_)));
    let e = mat_err(&format!("{HEAD}  1) 31: Illegal play (x)\n"));
    assert!(matches!(e.kind, Kind::UnsupportedEdit(_)));
}

#[test]
fn mat_lenient_variants() {
    let actions = one_game(
        "  1) 31: bar/22 6/OFF            66: 6/5(2) 13/7*(2)\n\
         \x20 2) 62: 24/18*/16              41:13/9 24/23\n\
         \x20 3) 55: Cannot Move            43: ???\n\
         \x20 4)  Doubles => 2              Beavers => 4\n\
         \x20 5)  Raccoons =>8              Takes\n\
         \x20 6)  Doubles => 16              Passes\n\
         \x20     Wins 8 pts\n",
    );
    let acts: Vec<_> = actions
        .iter()
        .map(|e| (e.player, e.action.clone()))
        .collect();
    let (a, b) = (Player::FIRST, Player::SECOND);
    assert_eq!(
        acts,
        [
            (
                a,
                Action::Roll {
                    dice: [3, 1],
                    moves: vec![mv(25, 22, false), mv(6, 0, false)]
                }
            ),
            (
                b,
                Action::Roll {
                    dice: [6, 6],
                    moves: vec![
                        mv(6, 5, false),
                        mv(6, 5, false),
                        mv(13, 7, true),
                        mv(13, 7, true)
                    ]
                }
            ),
            (
                a,
                Action::Roll {
                    dice: [6, 2],
                    moves: vec![mv(24, 18, true), mv(18, 16, false)]
                }
            ),
            (
                b,
                Action::Roll {
                    dice: [4, 1],
                    moves: vec![mv(13, 9, false), mv(24, 23, false)]
                }
            ),
            (
                a,
                Action::Roll {
                    dice: [5, 5],
                    moves: vec![]
                }
            ),
            (
                b,
                Action::Roll {
                    dice: [4, 3],
                    moves: vec![]
                }
            ),
            (a, Action::Double { cube: 2 }),
            (b, Action::Beaver { cube: 4 }),
            (a, Action::Raccoon { cube: 8 }),
            (b, Action::Take),
            (a, Action::Double { cube: 16 }),
            (b, Action::Drop),
        ]
    );
}

#[test]
fn mat_columns_decide_a_lone_action() {
    let rec = mat::parse(&format!(
        "{HEAD}  1)                             41: 13/9 24/23\n  2) 31: 8/5 6/5\n\
         \x20                                 Wins 1 point\n"
    ))
    .expect("reads");
    let g = &rec.games[0];
    assert_eq!(g.actions[0].player, Player::SECOND);
    assert_eq!(g.actions[1].player, Player::FIRST);
    assert_eq!(g.result.as_ref().map(|r| r.winner), Some(Player::SECOND));
    // `Losses` alone names the loser.
    let rec = mat::parse(&format!("{HEAD}  1)  Losses 2 points\n")).expect("reads");
    let r = rec.games[0].result.as_ref().expect("result");
    assert_eq!((r.winner, r.points), (Player::SECOND, 2));
}

#[test]
fn mat_headers_comments_and_bom() {
    let rec = mat::parse(
        "\u{feff}; [Site \"Here\"]\n; a note\n# another\n; [Jacoby \"Off\"]\n; [Beaver \"On\"]\n\n 0 point match\n Game 1\n a : 0   b : 0\n",
    )
    .expect("reads");
    assert_eq!(rec.headers, [("Site".to_owned(), "Here".to_owned())]);
    assert_eq!(rec.comments, ["a note", "another"]);
    assert_eq!(
        (rec.rules.jacoby, rec.rules.beaver),
        (Some(false), Some(true))
    );
    assert_eq!(rec.match_length, 0);
    assert_eq!(rec.games.len(), 1);
    // The games read one at a time share the header, not copies of it; the players
    // are each game's own players' line.
    let games: Vec<_> = mat::Reader::new(
        "; [Site \"Here\"]\n; a note\n 0 point match\n Game 1\n a : 0   b : 0\n Game 2\n c : 0   d : 0\n",
    )
    .collect::<Result<_, _>>()
    .expect("reads");
    assert_eq!(*games[1].headers, [("Site".to_owned(), "Here".to_owned())]);
    assert_eq!(*games[1].comments, ["a note"]);
    assert!(std::sync::Arc::ptr_eq(&games[0].headers, &games[1].headers));
    assert!(std::sync::Arc::ptr_eq(
        &games[0].comments,
        &games[1].comments
    ));
    assert_eq!(*games[0].players, ["a", "b"]);
    assert_eq!(*games[1].players, ["c", "d"]);
    // A rule header with a value that is no setting is kept as a header, and the
    // rule stays unsaid.
    let rec = mat::parse(
        "; [Crawford \"maybe\"]\n; [Jacoby \"x\"]\n; [Beaver \"2\"]\n; [CubeLimit \"high\"]\n 0 point match\n Game 1\n a : 0   b : 0\n",
    )
    .expect("reads");
    let kept: Vec<(&str, &str)> = rec
        .headers
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        kept,
        [
            ("Crawford", "maybe"),
            ("Jacoby", "x"),
            ("Beaver", "2"),
            ("CubeLimit", "high")
        ]
    );
    assert_eq!(
        (
            rec.rules.crawford,
            rec.rules.jacoby,
            rec.rules.beaver,
            rec.rules.cube_limit
        ),
        (None, None, None, None)
    );
    let rec = mat::parse(
        "; [Crawford \"yes\"]\n; [CubeLimit \"16\"]\n 0 point match\n Game 1\n a : 0   b : 0\n",
    )
    .expect("reads");
    assert_eq!(
        (rec.rules.crawford, rec.rules.cube_limit),
        (Some(true), Some(16))
    );
    assert!(rec.headers.is_empty());
    // CRLF line ends.
    let rec = mat::parse(" 1 point match\r\n Game 1\r\n a : 0   b : 0\r\n  1) 31: 8/5 6/5\r\n")
        .expect("reads");
    assert_eq!(rec.games[0].actions.len(), 1);
}

#[test]
fn sgf_errors() {
    // An empty text is no game and no error; other text without a game tree is one.
    for empty in ["", " \n\r\n", "\u{feff}"] {
        assert_eq!(sgf::parse(empty).map(|r| r.games.len()), Ok(0));
        assert!(sgf::Reader::new(empty).next().is_none());
    }
    assert_eq!(
        sgf_err("x").kind,
        Kind::SgfSyntax("expected '(' to start a game tree")
    );
    assert_eq!(
        sgf_err("   x").kind,
        Kind::SgfSyntax("expected '(' to start a game tree")
    );
    let e = sgf_err("(;FF[4]GM[1])");
    assert_eq!(
        e,
        ReadError {
            location: at(1, 1, 8),
            kind: Kind::NotBackgammon("1".into())
        }
    );
    assert_eq!(
        sgf_err("(;FF[4])").kind,
        Kind::NotBackgammon(Default::default())
    );
    let e = sgf_err("(;GM[6]\n;B[41lp");
    assert_eq!(
        e,
        ReadError {
            location: at(1, 2, 3),
            kind: Kind::SgfSyntax("unterminated property value")
        }
    );
    assert_eq!(
        sgf_err("(;GM[6];B[41lp]").kind,
        Kind::SgfSyntax("unclosed game tree")
    );
    assert_eq!(
        sgf_err("(;GM[6];B)").kind,
        Kind::SgfSyntax("property without a value")
    );
    assert_eq!(sgf_err("()").kind, Kind::SgfSyntax("empty game tree"));
    for bad in ["71lpab", "4", "41lpa", "41lpA!", "41zp", "41ly"] {
        let e = sgf_err(&format!("(;GM[6]\n;B[{bad}])"));
        assert_eq!(
            e,
            ReadError {
                location: at(1, 2, 2),
                kind: Kind::BadSgfMove(bad.into())
            },
            "{bad}"
        );
    }
    assert_eq!(
        sgf_err("(;GM[6];B[11aabbccddee])").kind,
        Kind::TooManyMoves(5)
    );
    assert_eq!(
        sgf_err("(;GM[6];AB[a])").kind,
        Kind::UnsupportedSetup("AB".into())
    );
    assert_eq!(
        sgf_err("(;GM[6];W[31hefe];CV[2])").kind,
        Kind::UnsupportedSetup("CV".into())
    );
    assert_eq!(
        sgf_err("(;GM[6]MI[length:x])").kind,
        Kind::BadNumber("x".into())
    );
}

#[test]
fn sgf_main_line_escapes_and_points() {
    let rec = sgf::parse(
        "(;FF[4]GM[6]PW[Wh\\]ite]PB[Black]MI[length:0][game:4][ws:1][bs:2]RE[W+1]\n\
         ;W[31hefe](;B[64yflp]C[note (with) \\] brackets](;W[double];B[take]))(;B[11aaaa]))",
    )
    .expect("reads");
    assert_eq!(rec.players, ["Wh]ite", "Black"]);
    let g = &rec.games[0];
    assert_eq!((g.number, g.score), (5, [1, 2]));
    let acts: Vec<_> = g
        .actions
        .iter()
        .map(|e| (e.player, e.action.clone()))
        .collect();
    let (w, b) = (Player::FIRST, Player::SECOND);
    assert_eq!(
        acts,
        [
            (
                w,
                Action::Roll {
                    dice: [3, 1],
                    moves: vec![mv(8, 5, false), mv(6, 5, false)]
                }
            ),
            // Black's points: letter `24 - p`; `y` the bar.
            (
                b,
                Action::Roll {
                    dice: [6, 4],
                    moves: vec![mv(25, 19, false), mv(13, 9, false)]
                }
            ),
            (w, Action::Double { cube: 2 }),
            (b, Action::Take),
        ]
    );
}

#[test]
fn writer_layout_of_drops_resignations_and_lone_cells() {
    use backgammon::record::{Event, GameRecord, GameResult, MatchRecord};
    let ev = |player, action| Event {
        player,
        action,
        location: Location::default(),
    };
    let (a, b) = (Player::FIRST, Player::SECOND);
    let roll = |d0, d1, m: &[(u8, u8)]| Action::Roll {
        dice: [d0, d1],
        moves: m.iter().map(|&(from, to)| mv(from, to, false)).collect(),
    };
    let result = |winner, points| {
        Some(GameResult {
            winner,
            points,
            resigned: false,
            match_won: false,
            location: Location::default(),
        })
    };
    let rec = MatchRecord {
        players: ["alice".into(), "bob".into()],
        match_length: 5,
        games: vec![
            // The first player drops: gnubg writes the doubler's win on that line.
            GameRecord {
                number: 1,
                actions: vec![
                    ev(b, roll(4, 1, &[(13, 9), (24, 23)])),
                    ev(b, Action::Double { cube: 2 }),
                    ev(a, Action::Drop),
                ],
                result: result(b, 1),
                ..GameRecord::default()
            },
            // A resignation offer, accepted; the first player's result after its
            // own roll.
            GameRecord {
                number: 2,
                score: [0, 1],
                actions: vec![
                    ev(a, roll(3, 1, &[(8, 5), (6, 5)])),
                    ev(b, Action::Resign { level: Some(2) }),
                    ev(a, Action::AcceptResign),
                    ev(a, roll(6, 6, &[(24, 18), (24, 18), (13, 7), (13, 7)])),
                ],
                result: result(a, 2),
                ..GameRecord::default()
            },
        ],
        ..MatchRecord::default()
    };
    let text = mat::write(&rec);
    assert_eq!(
        text,
        "\n 5 point match\n\n Game 1\n alice : 0                      bob : 0\n\
         \x20 1)                             41: 13/9 24/23 \n\
         \x20 2)                              Doubles => 2\n\
         \x20 3)  Drops                       Wins 1 point \n\n\
         \x20Game 2\n alice : 0                      bob : 1\n\
         \x20 1) 31: 8/5 6/5                  Resigns\n\
         \x20 2) 66: 24/18 24/18 13/7 13/7   \n      Wins 2 points\n\n"
    );
    let back = mat::parse(&text).expect("reads back");
    let mut expected = rec.clone();
    // The accepted resignation and the offer's level are not in the format.
    expected.games[1].actions.remove(2);
    expected.games[1].actions[1].action = Action::Resign { level: None };
    assert_eq!(back.without_locations(), expected);
}

#[test]
fn records_without_names_round_trip() {
    let rec = sgf::parse("(;GM[6]MI[length:1];W[31hefe])").expect("reads");
    assert_eq!(rec.players, ["", ""]);
    let back = mat::parse(&mat::write(&rec)).expect("reads back");
    assert_eq!(back.without_locations(), rec.without_locations());
}

/// One item per game: after an error inside a game the readers go on with the next
/// game, and each error names its game.
#[test]
fn readers_go_on_after_a_bad_game() {
    let game = |n: u32, roll: &str| format!(" Game {n}\n a : 0   b : 0\n  1) {roll}: 8/5 6/5\n\n");
    let text = format!(
        " 0 point match\n\n{}{}{}",
        game(1, "31"),
        game(2, "71"),
        game(3, "31")
    );
    let items: Vec<_> = mat::Reader::new(&text).collect();
    assert_eq!(items.len(), 3);
    assert_eq!(items[0].as_ref().map(|r| r.game.number), Ok(1));
    let e = items[1].as_ref().expect_err("bad roll");
    assert_eq!((e.location.game, e.location.line), (2, 9));
    assert!(matches!(e.kind, Kind::BadRoll(_)));
    assert_eq!(
        items[2]
            .as_ref()
            .map(|r| (r.game.number, r.game.location.game)),
        Ok((3, 3))
    );
    // The rest of a bad game is skipped, not read as actions outside a game: the
    // error comes first in game 2, with two more moves after it.
    let bad = " Game 2\n a : 0   b : 0\n  1) 71: 8/5 6/5\n  2) 31: 8/5 6/5       42: 8/4 6/4\n  3) 31: 8/5 6/5\n\n";
    let text = format!(" 0 point match\n\n{}{bad}{}", game(1, "31"), game(3, "31"));
    let items: Vec<_> = mat::Reader::new(&text).collect();
    let summary: Vec<_> = items
        .iter()
        .map(|r| {
            r.as_ref()
                .map(|r| r.game.number)
                .map_err(|e| e.location.line)
        })
        .collect();
    assert_eq!(summary, [Ok(1), Err(9), Ok(3)]);
    // SGF: a bad move in the first tree, a good second tree.
    let text = "(;GM[6];W[9])\n(;GM[6];W[31hefe])";
    let items: Vec<_> = sgf::Reader::new(text).collect();
    assert_eq!(items.len(), 2);
    let e = items[0].as_ref().expect_err("bad move");
    assert_eq!(
        (e.location.game, e.location.line, e.location.column),
        (1, 1, 9)
    );
    assert_eq!(items[1].as_ref().map(|r| r.game.location.game), Ok(2));
    // A syntax error ends the reading.
    assert_eq!(sgf::Reader::new("(;GM[6];W[31hefe]\n(;GM[6])").count(), 1);
}

/// Lines that look like the match line, a `Game N` line or a numbered move line but
/// are not (the mutants of `match_length`, `game_line` and `move_line` that no test
/// caught in session 16).
#[test]
fn mat_near_misses_of_the_structure_lines() {
    // Before the match line, anything that is not `<digits> point match` is ignored.
    let rec = mat::parse(
        " 7 pints match\n 9 point matches\n seven point match\n 3 point match\n Game 1\n a : 0   b : 0\n",
    )
    .expect("reads");
    assert_eq!(rec.match_length, 3);
    let head = " 1 point match\n Game 1\n a : 0   b : 0\n";
    // `Game` followed by no number is no game line, but an unknown action.
    let e = mat_err(&format!("{head} Game over\n"));
    assert!(matches!(e.kind, Kind::UnknownAction(_)), "{e:?}");
    assert_eq!((e.location.line, e.location.column), (4, 2));
    // A move line without the `N)` prefix is read whole, its roll included; a `)`
    // without a number is no prefix.
    let rec = mat::parse(&format!("{head}31: 8/5 6/5       42: 8/4 6/4\n")).expect("reads");
    let actions = &rec.games[0].actions;
    assert_eq!(actions.len(), 2);
    assert_eq!(
        (actions[1].player, actions[1].location.column),
        (Player::SECOND, 19)
    );
    let e = mat_err(&format!("{head}) 31: 8/5 6/5\n"));
    assert!(matches!(e.kind, Kind::UnknownAction(_)), "{e:?}");
    assert_eq!((e.location.line, e.location.column), (4, 1));
}

/// The mutants of `move_line` left alive in session 16: the column of an error in a
/// movement glued to its roll, a second number after a result, and a result written
/// twice.
#[test]
fn mat_glued_movements_and_repeated_results() {
    // `41:13/x9`: the movement starts 3 columns after the roll.
    let e = mat_err(&format!("{HEAD}  1) 41:13/x9\n"));
    assert_eq!((e.location.line, e.location.column), (5, 9), "{e:?}");
    let e = mat_err(&format!("{HEAD}  1)                           41:13/x9\n"));
    assert_eq!((e.location.line, e.location.column), (5, 35), "{e:?}");
    // A word with a colon is a roll only with digits before it: `ab:` and `:` are
    // unknown actions, `7:` a bad roll.
    for (line, roll) in [
        ("  1) ab: 8/5", false),
        ("  1) : 8/5", false),
        ("  1) 7: 8/5", true),
    ] {
        let e = mat_err(&format!("{HEAD}{line}\n"));
        assert_eq!(matches!(e.kind, Kind::BadRoll(_)), roll, "{line}: {e:?}");
        assert_eq!(
            matches!(e.kind, Kind::UnknownAction(_)),
            !roll,
            "{line}: {e:?}"
        );
    }
    // A chain of four moves is one play; points have at most two digits (`007` is
    // no point); a number is digits only (`+2` is none).
    let actions = one_game("  1) 44: 24/20/16/12/8\n");
    assert!(
        matches!(&actions[0].action, Action::Roll { moves, .. } if moves.len() == 4),
        "{actions:?}"
    );
    assert!(matches!(
        mat_err(&format!("{HEAD}  1) 31: 8/007 6/5\n")).kind,
        Kind::BadMove(_)
    ));
    assert!(matches!(
        mat_err(&format!("{HEAD}  1)  Doubles => +2\n")).kind,
        Kind::BadNumber(_)
    ));
    // One number of points per result.
    let e = mat_err(&format!("{HEAD}      Wins 2 3 points\n"));
    assert!(matches!(e.kind, Kind::UnknownAction(_)), "{e:?}");
    assert_eq!((e.location.line, e.location.column), (5, 14));
    // A result written again with the same winner and points is one result (the
    // second may add the match); another winner or other points conflict.
    let rec = mat::parse(&format!(
        "{HEAD}      Wins 2 points\n      Wins 2 points and the match\n"
    ))
    .expect("one result");
    let result = rec.games[0].result.as_ref().expect("a result");
    assert_eq!(
        (result.winner, result.points, result.match_won),
        (Player::FIRST, 2, true)
    );
    for second in [
        "      Wins 3 points",
        "                                Wins 2 points",
    ] {
        let e = mat_err(&format!("{HEAD}      Wins 2 points\n{second}\n"));
        assert_eq!(e.kind, Kind::ConflictingResults, "{second:?}");
        assert_eq!(e.location.line, 6);
    }
}

/// A roll cell of four movements ends at its last movement: no blank after it,
/// which shows on a cell of the full width on the left, and on any right cell.
#[test]
fn writer_ends_a_cell_at_its_fourth_movement() {
    use backgammon::record::{Event, GameRecord, MatchRecord};
    let ev = |player, dice: [u8; 2], from: u8, to: u8| Event {
        player,
        action: Action::Roll {
            dice,
            moves: vec![mv(from, to, false); 4],
        },
        location: Location::default(),
    };
    let rec = MatchRecord {
        players: ["a".into(), "b".into()],
        games: vec![GameRecord {
            number: 1,
            actions: vec![
                ev(Player::FIRST, [6, 6], 24, 18),
                ev(Player::SECOND, [5, 5], 13, 8),
            ],
            ..GameRecord::default()
        }],
        ..MatchRecord::default()
    };
    let text = mat::write(&rec);
    assert_eq!(
        text.lines().nth(5),
        Some("  1) 66: 24/18 24/18 24/18 24/18 55: 13/8 13/8 13/8 13/8"),
        "{text}"
    );
    assert_eq!(
        mat::parse(&text).expect("reads back").without_locations(),
        rec
    );
}

/// The match's information is that of the first game tree: the `PW`, `EV`, `PC`,
/// `RO`, `AN`, `DT` and `GC` of a later tree are not added to the match's.
#[test]
fn sgf_match_information_comes_from_the_first_tree() {
    let tree = |n: u32, x: &str| {
        format!(
            "(;GM[6]MI[length:3][game:{n}]PW[{x}]EV[{x}]PC[{x}]RO[{x}]AN[{x}]DT[200{n}-01-01]\
             GC[{x}];W[31hefe])"
        )
    };
    let text = format!("{}{}", tree(0, "one"), tree(1, "two"));
    let rec = sgf::parse(&text).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(rec.games.len(), 2);
    assert_eq!(rec.comments, ["one"]);
    assert_eq!(rec.players[0], "one");
    // Each game's record read alone carries the match's information too, shared
    // with the other games of the file, not copied.
    let mut reader = sgf::Reader::new(&text);
    let mut next = || {
        reader
            .next()
            .expect("a game")
            .unwrap_or_else(|e| panic!("{e}"))
    };
    let (first, second) = (next(), next());
    assert_eq!(*second.comments, ["one"]);
    assert_eq!(*second.headers, rec.headers);
    assert!(std::sync::Arc::ptr_eq(&first.headers, &second.headers));
    assert!(std::sync::Arc::ptr_eq(&first.comments, &second.comments));
    assert!(std::sync::Arc::ptr_eq(&first.players, &second.players));
    let headers: Vec<(&str, &str)> = rec
        .headers
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        headers,
        [
            ("Event", "one"),
            ("Site", "one"),
            ("Round", "one"),
            ("Transcriber", "one"),
            ("EventDate", "2000.01.01"),
        ]
    );
}

/// SGF columns count characters, not bytes: a name with non-ASCII letters before
/// the error does not move its column.
#[test]
fn sgf_columns_count_characters() {
    let e = sgf_err("(;FF[4]PW[Jörg Ø]GM[1])");
    assert_eq!(e.location, at(1, 1, 18));
    let e = sgf_err("(;FF[4]PW[Jorg O]GM[1])");
    assert_eq!(e.location, at(1, 1, 18));
}

/// After a variation of the main line has closed, only further variations or the end
/// of the tree may follow: a node there is an error, not more of the main line.
#[test]
fn sgf_no_node_after_a_closed_variation() {
    let e = sgf_err("(;GM[6](;C[a]);C[b])");
    assert_eq!(e.kind, Kind::SgfSyntax("expected ';', '(' or ')'"));
    assert_eq!(e.location, at(1, 1, 15));
    assert!(sgf::parse("(;GM[6](;C[a])(;C[b]))").is_ok());
}

/// An SGF file's header (players, dates and names, the game comment, the match
/// length) is its first tree's; later trees keep their own games (and need no `GM`),
/// numbered in order. Setup properties in the root are refused as in other nodes.
#[test]
fn sgf_header_comes_from_the_first_tree() {
    let tree = |root: &str| format!("(;FF[4]{root};W[31hefe])\n");
    let text = tree("GM[6]PW[Ann]PB[Bob]DT[2020-01-02]EV[Ev]PC[Pc]RO[1]AN[Tr]GC[note]MI[length:3]")
        + &tree("PW[Xx]PB[Yy]DT[1999-01-01]EV[E2]PC[P2]RO[2]AN[T2]GC[other]MI[length:7]")
        + &tree("GM[6]");
    let rec = sgf::parse(&text).expect("reads");
    assert_eq!(rec.players, ["Ann".to_owned(), "Bob".to_owned()]);
    assert_eq!(rec.match_length, 3);
    let pairs = |v: &[(&str, &str)]| -> Vec<(String, String)> {
        v.iter()
            .map(|&(k, v)| (k.to_owned(), v.to_owned()))
            .collect()
    };
    assert_eq!(
        rec.headers,
        pairs(&[
            ("EventDate", "2020.01.02"),
            ("Event", "Ev"),
            ("Site", "Pc"),
            ("Round", "1"),
            ("Transcriber", "Tr")
        ])
    );
    assert_eq!(rec.comments, ["note".to_owned()]);
    let numbers: Vec<u32> = rec.games.iter().map(|g| g.number).collect();
    assert_eq!(numbers, [1, 2, 3]);
    for p in ["AB", "AW", "AE", "PL"] {
        assert_eq!(
            sgf_err(&format!("(;GM[6]{p}[a])")).kind,
            Kind::UnsupportedSetup(p.into()),
            "{p}"
        );
    }
}

/// `RU[Jacoby]` states the Jacoby rule; a node's second `B` or `W` is not a second
/// action (gnubg reads only the first).
#[test]
fn sgf_jacoby_and_one_action_per_node() {
    let rec = sgf::parse("(;GM[6]RU[Jacoby]MI[length:0];W[31hefe]B[42ab])").expect("reads");
    assert_eq!(rec.rules.jacoby, Some(true));
    assert_eq!(rec.games[0].actions.len(), 1);
    let rec = sgf::parse("(;GM[6]RU[Crawford]MI[length:3];W[31hefe])").expect("reads");
    assert_eq!((rec.rules.jacoby, rec.rules.crawford), (None, Some(true)));
}
