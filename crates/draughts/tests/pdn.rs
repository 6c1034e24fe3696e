//! PDN: the real corpus of `../shared/data/draughts/pdn/` (replayed game by game,
//! with every failure listed in `tests/data/pdn_failures.txt` with its reason), the
//! reader's syntax probes, and the writer.

use boardcore::record::GameResult;
use boardcore::testing::shared_data;
use draughts::notation::pdn::{self, ReadErrorKind, Reader};
use draughts::{Game, History, Position, Variant};
use std::collections::BTreeSet;
use std::fmt::Write as _;

/// Replays every game of the files `names` of `dir` (all its `.pdn` files if
/// empty); returns (games, clean, failures as `dir/file game n ply k: reason`, game
/// and ply from 1, ply 0 for a fault before the moves).
fn replay_files(dir: &str, names: &[&str]) -> Option<(usize, usize, Vec<String>)> {
    let path = shared_data(env!("CARGO_MANIFEST_DIR"), dir)?;
    let mut files: Vec<_> = std::fs::read_dir(&path)
        .expect("readable directory")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "pdn"))
        .filter(|p| {
            names.is_empty() || names.iter().any(|n| p.file_stem().is_some_and(|s| s == *n))
        })
        .collect();
    files.sort();
    assert!(
        names.is_empty() || files.len() == names.len(),
        "{dir}: {files:?}"
    );
    let (mut games, mut clean, mut failures) = (0, 0, Vec::new());
    for file in files {
        let bytes = std::fs::read(&file).expect("readable file");
        let text = String::from_utf8_lossy(&bytes);
        let name = file
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        for game in Reader::new(&text) {
            games += 1;
            match game.map(|g| g.replay(None)) {
                Ok(Ok(_)) => clean += 1,
                Ok(Err(e)) => failures.push(format!(
                    "{dir}/{name} game {} ply {}: {e}",
                    e.location.game, e.ply
                )),
                Err(e) => {
                    failures.push(format!("{dir}/{name} game {} ply 0: {e}", e.location.game))
                }
            }
        }
    }
    Some((games, clean, failures))
}

/// The expected failures of `tests/data/pdn_failures.txt`, without their reasons.
fn expected() -> BTreeSet<String> {
    include_str!("data/pdn_failures.txt")
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| l.split(" #").next().unwrap_or(l).trim().to_string())
        .collect()
}

fn key(failure: &str) -> String {
    failure
        .split(':')
        .next()
        .unwrap_or(failure)
        .trim()
        .to_string()
}

/// A set of games: a label, (directory, files) parts, and (games, needed clean).
type Set<'a> = (
    &'a str,
    &'a [(&'a str, &'a [&'a str])],
    Option<(usize, usize)>,
);

#[test]
fn corpus_replays() {
    let expected = expected();
    let sets: [Set; 3] = [
        (
            "international",
            &[
                ("draughts/pdn/international", &[]),
                (
                    "draughts/pdn/parser_reject",
                    &["40Camp.DamaInternazionaleAssoluto", "Cat.A1", "Cat.C1"],
                ),
            ],
            Some((568, 560)),
        ),
        (
            "english games",
            &[(
                "draughts/pdn/english",
                &[
                    "tinsley",
                    "OCA_2.0",
                    "inferno",
                    "principles_of_strategy",
                    "tricks_traps_and_shots",
                ],
            )],
            Some((942, 938)),
        ),
        (
            "english problems",
            &[(
                "draughts/pdn/english",
                &[
                    "beginner",
                    "borderclassics",
                    "bridges",
                    "gem",
                    "goulds",
                    "lpc",
                    "11_man_english_ballots",
                ],
            )],
            None,
        ),
    ];
    let mut report = String::new();
    let mut seen = BTreeSet::new();
    for (label, parts, want) in sets {
        let (mut games, mut clean) = (0, 0);
        for &(dir, names) in parts {
            let Some((g, c, failures)) = replay_files(dir, names) else {
                return;
            };
            games += g;
            clean += c;
            for f in failures {
                if !expected.contains(&key(&f)) {
                    let _ = writeln!(report, "unexpected failure: {f}");
                }
                seen.insert(key(&f));
            }
        }
        if let Some((total, need)) = want {
            assert_eq!(games, total, "{label}: games read");
            assert!(
                clean >= need,
                "{label}: {clean}/{games} replay, need {need}"
            );
        }
        eprintln!("{label}: {clean}/{games} games replay");
    }
    for e in expected.difference(&seen) {
        let _ = writeln!(report, "expected failure now replays: {e}");
    }
    assert!(report.is_empty(), "{report}");
}

#[test]
fn other_variants_are_errors() {
    let Some(path) = shared_data(env!("CARGO_MANIFEST_DIR"), "draughts/pdn/other_variants") else {
        return;
    };
    for entry in std::fs::read_dir(path).expect("readable") {
        let file = entry.expect("entry").path();
        let text = String::from_utf8_lossy(&std::fs::read(&file).expect("readable")).into_owned();
        let mut games = 0;
        for game in Reader::new(&text) {
            games += 1;
            // An empty game (no moves, no FEN) says nothing about its variant and
            // is accepted; every game with moves must fail.
            if let Ok(g) = &game
                && g.moves.is_empty()
                && g.tag("FEN").is_none()
            {
                continue;
            }
            let replayed = game.map(|g| g.replay(None));
            assert!(
                !matches!(replayed, Ok(Ok(_))),
                "{} game {games} accepted",
                file.display()
            );
        }
        assert!(games > 0, "{}", file.display());
    }
}

#[test]
fn accept_probes_are_read() {
    let Some(path) = shared_data(
        env!("CARGO_MANIFEST_DIR"),
        "draughts/pdn/parser_accept_probes",
    ) else {
        return;
    };
    for entry in std::fs::read_dir(path).expect("readable") {
        let file = entry.expect("entry").path();
        let name = file
            .file_name()
            .expect("name")
            .to_string_lossy()
            .into_owned();
        let text = std::fs::read_to_string(&file).expect("utf-8");
        let games: Vec<_> = Reader::new(&text)
            .collect::<Result<_, _>>()
            .unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(!games.is_empty(), "{name}");
        for g in &games {
            // Every probe but the algebraic one replays as international or English.
            let replay = g.replay(None);
            if name == "alphanumeric.pdn" {
                assert!(replay.is_err(), "{name}");
            } else {
                replay.unwrap_or_else(|e| panic!("{name}: {e}"));
            }
        }
    }
}

#[test]
fn reader_syntax() {
    let text = "% a line comment\r\n[Event \"a \\\"quoted\\\" name\"]\r\n[GameType \"20\"]\r\n\
                1. 32-28 {comment (with parens)} 19-23 (18-23 (17-21) 38-32) $1 2. 28x 19!? 14x23 \
                ; to the end\r\n 3. 33-29?? 1- 6 2-0\n\n[Event \"next\"]\n01. 09-13 *";
    let games: Vec<_> = Reader::new(text).collect::<Result<_, _>>().expect("reads");
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].tag("event"), Some("a \"quoted\" name"));
    let moves: Vec<&str> = games[0].moves.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(moves, ["32-28", "19-23", "28x19", "14x23", "33-29", "1-6"]);
    assert_eq!(games[0].result, Some(GameResult::WhiteWins));
    assert_eq!(games[1].result, Some(GameResult::Ongoing));
    assert_eq!(games[1].moves[0].0, "09-13");
    assert_eq!(games[1].variant(None), Ok(Variant::English));
    // Errors are reported per game, and the reader goes on.
    let text = "[Event \"bad\"]\n1. 32-28 {never closed\n";
    let results: Vec<_> = Reader::new(text).collect();
    assert_eq!(results.len(), 1);
    let err = results[0].as_ref().expect_err("unclosed");
    assert_eq!(err.kind, ReadErrorKind::UnclosedComment);
    assert_eq!(
        err.to_string(),
        "game 1, line 2, column 10: unclosed comment"
    );
    let text = "1. 32-28 19-23 2. 28-22 *\n1. 32-28 19-23 *\n";
    let results: Vec<_> = Reader::new(text)
        .map(|g| g.expect("reads").replay(None))
        .collect();
    assert_eq!(results.len(), 2);
    let err = results[0].as_ref().expect_err("illegal");
    assert_eq!((err.location.game, err.ply), (1, 3));
    assert!(
        err.to_string()
            .starts_with("game 1, line 1, column 19, ply 3: variant inferred"),
        "{err}"
    );
    assert!(results[1].is_ok());
}

#[test]
fn variant_resolution() {
    let g = |text: &str| Reader::new(text).next().expect("a game").expect("reads");
    assert_eq!(
        g("[GameType \"21\"]\n1. 11-15 *").variant(Some(Variant::International)),
        Ok(Variant::English)
    );
    assert_eq!(
        g("1. 11-15 *").variant(Some(Variant::International)),
        Ok(Variant::International)
    );
    assert_eq!(g("1. 11-15 *").variant(None), Ok(Variant::English));
    assert_eq!(g("1. 32-28 *").variant(None), Ok(Variant::English));
    assert_eq!(g("1. 34-29 *").variant(None), Ok(Variant::International));
    // Inferred English that does not replay, but replays as international.
    let h = g("1. 32-28 19-23 *").replay(None).expect("replays");
    assert_eq!(h.history.position().variant(), Variant::International);
    assert!(
        g("1. 32-28 19-23 *")
            .replay(Some(Variant::English))
            .is_err()
    );
    assert_eq!(
        g("[FEN \"W:W40:B1\"]\n*").variant(None),
        Ok(Variant::International)
    );
    assert!(g("[GameType \"25\"]\n1. c3-d4 *").variant(None).is_err());
    assert_eq!(
        g("[GameType \"20,W,10,10,N1,0\"]\n*").variant(None),
        Ok(Variant::International)
    );
}

#[test]
fn writer_round_trips() {
    for variant in Variant::ALL {
        let mut rng = boardcore::testing::seeded_rng(7);
        let mut h = History::new(Position::new(variant));
        for _ in 0..120 {
            let moves = h.legal_moves();
            let Some(mv) = boardcore::random_move(&h, &moves, &mut rng) else {
                break;
            };
            h.play(mv).expect("legal");
        }
        let result = pdn::result_of(&h);
        let text = pdn::write(&h, &[("Event", "test \"x\""), ("Annotator", "me")]).expect("writes");
        assert!(text.lines().all(|l| l.len() <= 80), "{text}");
        let game = Reader::new(&text).next().expect("a game").expect("reads");
        assert_eq!(game.tag("Event"), Some("test \"x\""));
        assert_eq!(game.result, Some(result));
        let back = game.replay(None).expect("replays");
        assert_eq!(back.history.moves(), h.moves());
        assert_eq!(back.history.position(), h.position());
    }
    // A set-up start with the second mover to move.
    let start = Position::from_fen("B:W31,32:B19,20", Variant::International).expect("valid");
    let mut h = History::new(start);
    let mv = h.legal_moves()[0];
    h.play(mv).expect("legal");
    let text = pdn::write(&h, &[]).expect("writes");
    assert!(text.contains("[FEN \"B:W31,32:B19,20\"]"), "{text}");
    assert!(text.contains("1... "), "{text}");
    let back = Reader::new(&text)
        .next()
        .expect("game")
        .expect("reads")
        .replay(None)
        .expect("replays");
    assert_eq!(back.history.moves(), h.moves());
}

/// A tag needs a name and a quoted value: `[ "x"]` and `[Event x"y"]` are malformed
/// (the reader skips the rest of the line).
#[test]
fn tags_without_a_name_or_a_quote_are_malformed() {
    for text in ["[ \"x\"]\n1. 32-28 *", "[Event x\"y\"]\n1. 32-28 *"] {
        let err = Reader::new(text).next().expect("a game").expect_err(text);
        assert_eq!(err.kind, ReadErrorKind::MalformedTag, "{text}");
        assert_eq!((err.location.line, err.location.column), (1, 1), "{text}");
    }
}

/// A move number glued to its move (`1.32-28`, `2...28x19`) is skipped with its
/// dots.
#[test]
fn move_numbers_glued_to_moves() {
    let game = Reader::new("1.32-28 19-23 2.28x19 2...14x23 *")
        .next()
        .expect("a game")
        .expect("reads");
    let moves: Vec<&str> = game.moves.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(moves, ["32-28", "19-23", "28x19", "14x23"]);
    assert_eq!(game.moves[2].1.column, 17);
}

/// A move number with blanks before its dots (`3 . 33-28`, `3 ... 19-23`) is a move
/// number too: a number alone is never a move.
#[test]
fn move_numbers_with_blanks_before_their_dots() {
    let game = Reader::new("1 . 32-28 19-23 2 .28x19 2\t... 14x23 *")
        .next()
        .expect("a game")
        .expect("reads");
    let moves: Vec<&str> = game.moves.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(moves, ["32-28", "19-23", "28x19", "14x23"]);
}

/// Leniency for real files, as the module documents: a tag without its closing `]`
/// and a repeated tag outside the once-only ones are read (both copies kept).
#[test]
fn a_missing_bracket_and_repeated_free_tags_are_read() {
    let game = Reader::new("[Event \"e\"\n[Annotator \"a\"]\n[Annotator \"b\"]\n1. 32-28 *")
        .next()
        .expect("a game")
        .expect("reads");
    let tags: Vec<(&str, &str)> = game
        .tags
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(
        tags,
        [("Event", "e"), ("Annotator", "a"), ("Annotator", "b")]
    );
    assert_eq!(game.moves.len(), 1);
}

/// The writer writes each given tag once: the standard ones in their place (a
/// `Result`, `GameType`, `SetUp` or `FEN` given is not repeated), the others after
/// them in the order given.
#[test]
fn writer_writes_each_tag_once() {
    let h = History::new(Position::new(Variant::English));
    let text = pdn::write(
        &h,
        &[
            ("Annotator", "me"),
            ("event", "e"),
            ("Result", "*"),
            ("GameType", "21"),
            ("FEN", "W:W21:B1"),
            ("SetUp", "1"),
            ("Opening", "o"),
        ],
    )
    .expect("writes");
    assert_eq!(
        text,
        "[Event \"e\"]\n[Site \"?\"]\n[Date \"?\"]\n[Round \"?\"]\n[White \"?\"]\n\
         [Black \"?\"]\n[Result \"*\"]\n[GameType \"21\"]\n[Annotator \"me\"]\n\
         [Opening \"o\"]\n*\n"
    );
}

/// Blanks inside a tag's brackets are skipped (`[ Event "x" ]`), and a `%` escapes
/// only at the start of a line (elsewhere `%note` is a word of text, skipped).
#[test]
fn blanks_in_tags_and_percent_mid_line() {
    let game = Reader::new("[ Event \"x\" ]\n1. 32-28 %note 19-23 *\n")
        .next()
        .expect("a game")
        .expect("reads");
    assert_eq!(game.tag("Event"), Some("x"));
    let moves: Vec<&str> = game.moves.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(moves, ["32-28", "19-23"]);
    assert_eq!(game.result, Some(GameResult::Ongoing));
}

/// A comment inside a variation is skipped whole: its `)` does not close the
/// variation.
#[test]
fn a_comment_in_a_variation_hides_its_parentheses() {
    let game = Reader::new("1. 32-28 (19-23 {a ) b}) 19-23 *")
        .next()
        .expect("a game")
        .expect("reads");
    let moves: Vec<&str> = game.moves.iter().map(|(m, _)| m.as_str()).collect();
    assert_eq!(moves, ["32-28", "19-23"]);
}

/// Reads `text` and replays each game, returning per game its number of plies or
/// the error's text.
fn replay_all(text: &str) -> Vec<Result<usize, String>> {
    Reader::new(text)
        .map(|game| {
            let game = game.map_err(|e| e.to_string())?;
            game.replay(None)
                .map(|r| r.history.moves().len())
                .map_err(|e| e.to_string())
        })
        .collect()
}

/// Words of the letters a to l alone (`black`, `deal`, `each`) are text, not
/// algebraic moves: "black resigns" was read as a move.
#[test]
fn words_without_digits_are_text() {
    let text = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 black resigns 2-0\n";
    assert_eq!(replay_all(text), [Ok(4)]);
    let text = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 each deal 2-0\n";
    assert_eq!(replay_all(text), [Ok(4)]);
    // Algebraic moves still fail as moves of another notation.
    let text = "[GameType \"20\"]\n1. c3-d4 f6-e5 *\n";
    assert!(replay_all(text)[0].is_err());
}

/// A game of tags only ends at the next game's tags (a tag it already has): it took
/// the next game in, with its own FEN, and failed on the next game's first move.
#[test]
fn a_game_of_tags_only_ends_at_the_next_games_tags() {
    let text = "[GameType \"20\"]\n[FEN \"W:WK46:BK5\"]\n[Result \"1-1\"]\n\n\
                [GameType \"20\"]\n[FEN \"W:W31:B1\"]\n1. 31-27 *\n";
    assert_eq!(replay_all(text), [Ok(0), Ok(1)]);
    // The same with blanks between `[` and the tag's name.
    let text = "[ GameType \"20\"]\n[\tFEN \"W:WK46:BK5\"]\n\n\
                [ GameType \"20\"]\n[ FEN \"W:W31:B1\"]\n1. 31-27 *\n";
    assert_eq!(replay_all(text), [Ok(0), Ok(1)]);
}

/// A `)` in a rest-of-line comment (`;` or a `%` line) inside a variation does not
/// close the variation.
#[test]
fn a_rest_of_line_comment_inside_a_variation_is_skipped() {
    for comment in ["; a comment )", "\n% escape )"] {
        let text = format!("1. 32-28 (19-23 {comment}\n2. 33-29) 18-23 *\n");
        assert_eq!(replay_all(&text), [Ok(2)], "{text:?}");
    }
    // A `%` inside a line is no escape: the `)` after it closes the variation.
    let text = "1. 32-28 (19-23 % not an escape) 18-23 *\n";
    assert_eq!(replay_all(text), [Ok(2)], "{text:?}");
}

/// An illegal position says so once: the tools put "invalid position" around the
/// error, which said it too.
#[test]
fn an_invalid_position_error_is_the_setup_error() {
    let err = "W:W1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21:B49"
        .parse::<Position>()
        .map(|_| ())
        .expect_err("white men on its crown row");
    let draughts::ParsePositionError::Invalid(setup) = &err else {
        panic!("{err:?}");
    };
    assert_eq!(err.to_string(), setup.to_string());
    assert!(!err.to_string().contains("invalid position"), "{err}");
}

/// Columns count characters, not bytes: a two-byte `é` in a comment is one column.
#[test]
fn columns_count_characters() {
    let game = Reader::new("{é} 32-28 {€€} 19-23 *")
        .next()
        .expect("a game")
        .expect("reads");
    let columns: Vec<usize> = game.moves.iter().map(|(_, l)| l.column).collect();
    assert_eq!(columns, [5, 16]);
    let err = Reader::new("1. 32-28 {é} )")
        .next()
        .expect("a game")
        .expect_err("an unmatched parenthesis");
    assert_eq!(err.kind, ReadErrorKind::UnmatchedParenthesis);
    assert_eq!((err.location.line, err.location.column), (1, 14));
}

/// A game on one line of 200,000 moves reads in one pass: each move's column is
/// counted on from the one before, not from the line's start (which would take
/// about 10^11 steps here: the test would not end).
#[test]
fn the_columns_of_a_long_line_are_counted_in_one_pass() {
    let mut text = String::new();
    for n in 1..=100_000 {
        let _ = write!(text, "{n}. 32-28 19-23 ");
    }
    text.push('*');
    let game = Reader::new(&text).next().expect("a game").expect("reads");
    assert_eq!(game.moves.len(), 200_000);
    let last = &game.moves[199_999].1;
    assert_eq!((last.line, last.column), (1, text.len() - 6));
}

/// In a tag value, `\"` and `\\` are escapes (PDN, as PGN); a backslash before
/// anything else is itself (`C:\games`).
#[test]
fn a_backslash_in_a_tag_value_escapes_only_a_quote_or_a_backslash() {
    let game = Reader::new("[Event \"say \\\"hi\\\" \\\\ C:\\games\"]\n1. 32-28 *")
        .next()
        .expect("a game")
        .expect("reads");
    assert_eq!(game.tags[0].1, "say \"hi\" \\ C:\\games");
}

/// A move with a dot glued after it (`37-32.`) is no move number: it fails as a
/// move at its ply instead of vanishing from the game.
#[test]
fn a_move_with_a_dot_after_it_is_not_dropped() {
    let text = "1. 32-28 19-23 2. 37-32. *\n";
    let games = replay_all(text);
    let [Err(err)] = games.as_slice() else {
        panic!("{text}: {games:?}");
    };
    assert!(err.contains("ply 3") && err.contains("37-32."), "{err}");
    // A number with dots glued to it is still a move number.
    assert_eq!(replay_all("1.32-28 18-23 2.37-32 *"), [Ok(3)]);
}
