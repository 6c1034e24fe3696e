//! The real records of `matches/`: what they say (checked by eye against the files),
//! the twins (the same match in .mat, .txt and .sgf) agreeing, and round trips.

use super::at;
use super::{match_file, match_files, read, text_of};
use backgammon::record::{self, Action, CheckerMove, MatchRecord};
use boardcore::Player;

fn mv(from: u8, to: u8, hit: bool) -> CheckerMove {
    CheckerMove { from, to, hit }
}

#[test]
fn every_file_reads_with_games_and_results() {
    let files = match_files();
    for path in &files {
        let rec = read(path);
        assert!(!rec.games.is_empty(), "{}", path.display());
        for game in &rec.games {
            assert!(!game.actions.is_empty(), "{}", path.display());
            assert!(
                game.result.is_some(),
                "{} game {}",
                path.display(),
                game.number
            );
        }
    }
}

#[test]
fn gnubg_mat_header_players_and_first_actions() {
    let Some(path) = match_file("test-match01.mat") else {
        return;
    };
    let rec = read(&path);
    assert_eq!(rec.players, ["gnubg", "LMDN"]);
    assert_eq!(rec.match_length, 3);
    assert_eq!(rec.header("EventDate"), Some("2023.09.01"));
    assert_eq!(rec.games.len(), 3);
    assert_eq!(
        rec.games.iter().map(|g| g.score).collect::<Vec<_>>(),
        [[0, 0], [0, 2], [1, 2]]
    );
    let g1 = &rec.games[0];
    // `  1)                             63: 24/18 13/10 `, line 7.
    let first = &g1.actions[0];
    assert_eq!(first.player, Player::SECOND);
    assert_eq!(first.location, at(1, 7, 34));
    assert_eq!(
        first.action,
        Action::Roll {
            dice: [6, 3],
            moves: vec![mv(24, 18, false), mv(13, 10, false)]
        }
    );
    // `  2) 42: 13/11 11/7*             53: 25/20 13/10 `
    assert_eq!(g1.actions[1].player, Player::FIRST);
    assert_eq!(
        g1.actions[1].action,
        Action::Roll {
            dice: [4, 2],
            moves: vec![mv(13, 11, false), mv(11, 7, true)]
        }
    );
    assert_eq!(g1.actions[2].action.pairs(), [(25, 20), (13, 10)]);
    // ` 11) 53: 12/7 7/4                 Doubles => 2` / ` 12)  Takes ...`
    let double = g1
        .actions
        .iter()
        .position(|e| matches!(e.action, Action::Double { .. }));
    let double = double.expect("a double in game 1");
    assert_eq!(g1.actions[double].action, Action::Double { cube: 2 });
    assert_eq!(g1.actions[double].player, Player::SECOND);
    assert_eq!(g1.actions[double].location.line, 17);
    assert_eq!(g1.actions[double + 1].action, Action::Take);
    assert_eq!(g1.actions[double + 1].player, Player::FIRST);
    // ` 18) 64:                         63: 18/12 18/15* `: a dance.
    let dance = g1
        .actions
        .iter()
        .find(|e| e.location.line == 24)
        .expect("line 24");
    assert_eq!(
        dance.action,
        Action::Roll {
            dice: [6, 4],
            moves: vec![]
        }
    );
    let r = g1.result.as_ref().expect("result");
    assert_eq!((r.winner, r.points, r.resigned), (Player::SECOND, 2, false));
    // Game 2 ends `      Wins 1 point` for gnubg.
    let r = rec.games[1].result.as_ref().expect("result");
    assert_eq!((r.winner, r.points), (Player::FIRST, 1));
    // 34 numbered lines, the first with the right half only.
    assert_eq!(g1.actions.len(), 1 + 33 * 2);
}

#[test]
fn galaxy_quirks() {
    let Some(path) = match_file("match1484923.txt") else {
        return;
    };
    let rec = read(&path);
    assert_eq!(rec.players, ["klara", "lasse"]);
    assert_eq!(rec.match_length, 5);
    assert_eq!(rec.header("Site"), Some("BackgammonGalaxy"));
    assert_eq!(rec.header("Match ID"), Some("1484923"));
    assert_eq!(rec.header("Player 2 Elo"), Some("5,00/0"));
    assert_eq!(rec.rules.crawford, Some(true));
    assert_eq!(rec.rules.cube_limit, Some(1024));
    assert_eq!(rec.header("Crawford"), None, "rule headers go to rules");
    assert_eq!(rec.games.len(), 4);
    // `                                  Wins 2 point` (singular) for lasse.
    let r = rec.games[0].result.as_ref().expect("result");
    assert_eq!(
        (r.winner, r.points, r.match_won),
        (Player::SECOND, 2, false)
    );
    // ` 14) 63: 23/17 8/5               53:` a dance without the trailing space.
    let dance = rec.games[0]
        .actions
        .iter()
        .rfind(|e| e.location.line == 29)
        .expect("line 29");
    assert_eq!(dance.player, Player::SECOND);
    assert_eq!(
        dance.action,
        Action::Roll {
            dice: [5, 3],
            moves: vec![]
        }
    );
    // ` 19) 64: 6/2   ...`: one movement of a roll that cannot be played in full.
    let partial = &rec.games[0]
        .actions
        .iter()
        .find(|e| e.location.line == 34)
        .expect("line 34");
    assert_eq!(
        partial.action,
        Action::Roll {
            dice: [6, 4],
            moves: vec![mv(6, 2, false)]
        }
    );
    // ` 29)  Losses 1 point   ...   Wins 1 point and the match`.
    let last = &rec.games[3];
    let r = last.result.as_ref().expect("result");
    assert_eq!((r.winner, r.points, r.match_won), (Player::SECOND, 1, true));
    assert_eq!(last.score, [2, 4]);
}

#[test]
fn galaxy_txt_is_the_mat_without_its_header() {
    let (Some(mat), Some(txt)) = (
        match_file("test-match01.mat"),
        match_file("test-match01.txt"),
    ) else {
        return;
    };
    let mat = read(&mat).without_locations();
    let mut txt = read(&txt).without_locations();
    assert!(txt.headers.is_empty());
    txt.headers.clone_from(&mat.headers);
    assert_eq!(txt, mat);
}

/// Compares the content two formats share: players, length, scores, actions with
/// their movements (SGF marks no hits), winners and points.
fn assert_twins(mat: &MatchRecord, sgf: &MatchRecord) {
    assert_eq!(mat.players, sgf.players);
    assert_eq!(mat.match_length, sgf.match_length);
    assert_eq!(mat.games.len(), sgf.games.len());
    for (a, b) in mat.games.iter().zip(&sgf.games) {
        assert_eq!(a.number, b.number);
        assert_eq!(a.score, b.score, "game {}", a.number);
        assert_eq!(a.actions.len(), b.actions.len(), "game {}", a.number);
        for (i, (x, y)) in a.actions.iter().zip(&b.actions).enumerate() {
            let strip = |action: &Action| match action {
                Action::Roll { dice, moves } => Action::Roll {
                    dice: *dice,
                    moves: moves
                        .iter()
                        .map(|m| CheckerMove { hit: false, ..*m })
                        .collect(),
                },
                other => other.clone(),
            };
            assert_eq!(x.player, y.player, "game {} action {i}", a.number);
            assert_eq!(
                strip(&x.action),
                strip(&y.action),
                "game {} action {i} (line {})",
                a.number,
                x.location.line
            );
        }
        let (ra, rb) = (
            a.result.as_ref().expect("mat result"),
            b.result.as_ref().expect("sgf result"),
        );
        assert_eq!(
            (ra.winner, ra.points),
            (rb.winner, rb.points),
            "game {}",
            a.number
        );
    }
}

#[test]
fn sgf_twins_agree_with_mat() {
    for stem in ["test-match01", "charlot1-charlot2_7p_2025-11-08-2305"] {
        let (Some(mat), Some(sgf)) = (
            match_file(&format!("{stem}.mat")),
            match_file(&format!("{stem}.sgf")),
        ) else {
            return;
        };
        assert_twins(&read(&mat), &read(&sgf));
    }
}

#[test]
fn sgf_game_info() {
    let Some(path) = match_file("test-match01.sgf") else {
        return;
    };
    let rec = read(&path);
    assert_eq!(rec.header("EventDate"), Some("2023.09.01"));
    assert_eq!(rec.rules.crawford, Some(true));
    let crawford: Vec<_> = rec.games.iter().map(|g| g.crawford_game).collect();
    assert_eq!(crawford, [Some(false), Some(true), Some(false)]);
    let r = rec.games[0].result.as_ref().expect("result");
    // RE[B+2R]
    assert_eq!((r.winner, r.points, r.resigned), (Player::SECOND, 2, true));
    // `;B[53yelo]`: LMDN's 53: 25/20 13/10, Black's points counted from the other end.
    let second = &rec.games[0].actions[2];
    assert_eq!(second.player, Player::SECOND);
    assert_eq!(second.action.pairs(), [(25, 20), (13, 10)]);
}

/// gnubg wrote these `.mat` files; our writer writes them byte for byte.
#[test]
fn writer_reproduces_gnubg_exports_exactly() {
    for name in [
        "test-match01.mat",
        "charlot1-charlot2_7p_2025-11-08-2305.mat",
    ] {
        let Some(path) = match_file(name) else { return };
        let text = text_of(&path);
        assert_eq!(record::mat::write(&read(&path)), text, "{name}");
    }
}

#[test]
fn every_file_round_trips_through_the_writer() {
    for path in match_files() {
        let rec = read(&path);
        let written = record::mat::write(&rec);
        let back = record::mat::parse(&written)
            .unwrap_or_else(|e| panic!("{}: {e}\n{written}", path.display()));
        let mut expected = rec.without_locations();
        // What `.mat` cannot hold: SGF's resignation mark and Crawford-game marks.
        for game in &mut expected.games {
            game.crawford_game = None;
            if let Some(r) = &mut game.result {
                r.resigned = false;
            }
        }
        assert_eq!(back.without_locations(), expected, "{}", path.display());
        // Writing again changes nothing.
        assert_eq!(record::mat::write(&back), written, "{}", path.display());
    }
}

#[cfg(feature = "serde")]
#[test]
fn records_round_trip_through_serde() {
    for path in match_files() {
        let rec = read(&path);
        let json = serde_json::to_string(&rec).expect("serializes");
        let back: MatchRecord = serde_json::from_str(&json).expect("deserializes");
        assert_eq!(back, rec, "{}", path.display());
    }
}
