//! The backgammon words of the example programs (issue 16): `perft` takes the roll
//! as its own word as `moves` does (`perft backgammon start 31 2`), an empty word of
//! the position is refused (`moves backgammon "" 31` read as `31`), and `replay` of
//! an empty record file is 0 games and 0 errors.
//!
//! The programs are the example binaries that `cargo test` builds beside this test;
//! where they are absent the test skips, except under CI, where it fails.

mod common;

use common::{run, text};

#[test]
fn the_words_of_a_position_are_joined_and_none_may_be_empty() {
    let words = |first: &str, more: &[&str]| {
        examples::position_words(
            first,
            &more.iter().map(|w| (*w).to_owned()).collect::<Vec<_>>(),
        )
    };
    assert_eq!(words("start", &["31"]), Ok("start 31".to_owned()));
    assert_eq!(words("start", &[]), Ok("start".to_owned()));
    assert!(words("", &["31"]).is_err_and(|e| e.contains("empty word 1")));
    assert!(words("start", &[" "]).is_err_and(|e| e.contains("empty word 2")));
}

#[test]
fn perft_takes_the_roll_as_its_own_word() {
    let Some(out) = run("perft", &["backgammon", "start", "31", "2"]) else {
        return;
    };
    assert!(out.status.success(), "{}", text(&out.stderr));
    // The same count as the roll inside the position word.
    let Some(joined) = run("perft", &["backgammon", "start 31", "2"]) else {
        return;
    };
    assert!(joined.status.success(), "{}", text(&joined.stderr));
    assert!(
        text(&out.stdout).starts_with("nodes "),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(text(&out.stdout), text(&joined.stdout));
    // A depth that is no number is a usage error.
    let Some(bad) = run("perft", &["backgammon", "start", "31", "x"]) else {
        return;
    };
    assert_eq!(bad.status.code(), Some(2), "{}", text(&bad.stderr));
    assert!(
        text(&bad.stderr).contains("invalid depth"),
        "{}",
        text(&bad.stderr)
    );
}

#[test]
fn an_empty_word_of_the_position_is_refused() {
    for program in [
        vec!["moves", "backgammon", "", "31"],
        vec!["perft", "backgammon", "", "31", "1"],
    ] {
        let Some(out) = run(program[0], &program[1..]) else {
            return;
        };
        assert_eq!(
            out.status.code(),
            Some(2),
            "{program:?}: {}",
            text(&out.stdout)
        );
        assert!(
            text(&out.stderr).contains("empty word 1"),
            "{}",
            text(&out.stderr)
        );
    }
    let Some(out) = run("moves", &["backgammon", "start", "31"]) else {
        return;
    };
    assert!(out.status.success(), "{}", text(&out.stderr));
}

#[test]
fn an_empty_record_file_is_no_game_and_no_error() {
    let dir = std::env::temp_dir().join(format!("examples-bg-words-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    for name in ["empty.mat", "empty.sgf", "empty.txt"] {
        let path = dir.join(name);
        std::fs::write(&path, b"").expect("written");
        let Some(out) = run("replay", &[path.to_str().expect("utf-8 path")]) else {
            return;
        };
        let stdout = text(&out.stdout);
        assert!(
            stdout.contains("games 0 plies 0 errors 0"),
            "{name}: {stdout} {}",
            text(&out.stderr)
        );
    }
}
