//! The game argument of `perft`, `moves`, `playout`, `replay` and `tour` is a game
//! string that `boardgames::load` reads (issue 18): a parameterised configuration
//! works in each program, and a bad game string is clap's usage error (exit code 2)
//! naming the accepted games.
//!
//! The programs are the example binaries that `cargo test` builds beside this test;
//! where they are absent the test skips, except under CI, where it fails.

mod common;

use common::{run, text};

/// Runs `program` with `args`, expecting success, and returns its stdout.
fn stdout_of(program: &str, args: &[&str]) -> Option<String> {
    let out = run(program, args)?;
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        text(&out.stderr)
    );
    Some(text(&out.stdout))
}

#[test]
fn perft_counts_a_parameterised_configuration() {
    // English draughts (OEIS A133046): 7, 49, 302, 1469, 7361, 36768.
    let Some(out) = stdout_of("perft", &["draughts(variant=english)", "start", "6"]) else {
        return;
    };
    assert_eq!(out, "nodes 36768\n");
    // The alias and the game string are one configuration.
    let Some(alias) = stdout_of("perft", &["draughts-english", "start", "6"]) else {
        return;
    };
    assert_eq!(alias, out);
    // Chess960 start 518 is the standard array; start 0 is another one.
    let Some(c518) = stdout_of("perft", &["chess960(start=518)", "start", "3"]) else {
        return;
    };
    assert_eq!(c518, "nodes 8902\n");
    let Some(c0) = stdout_of("perft", &["chess960(start=0)", "start", "2", "--divide"]) else {
        return;
    };
    let Some(number) = stdout_of("perft", &["chess960", "0", "2", "--divide"]) else {
        return;
    };
    assert_eq!(c0, number);
    assert!(
        c0.contains("d1c3 20\n"),
        "start 0 (BBQNNRKR) has a knight on d1: {c0}"
    );
    // A backgammon match of another length, from its opening roll 31.
    let Some(bg) = stdout_of("perft", &["backgammon(match_length=7)", "start", "31", "1"]) else {
        return;
    };
    assert_eq!(bg, "nodes 16\n");
}

#[test]
fn moves_lists_a_parameterised_configuration() {
    let Some(out) = stdout_of("moves", &["draughts(variant=english)", "start"]) else {
        return;
    };
    assert!(out.ends_with("count 7\n"), "{out}");
    // Four seats of the draw game, dealt from a seed: the hands of four players.
    let Some(dealt) = stdout_of(
        "moves",
        &["dominoes(variant=draw,players=4)", "start", "--seed", "2"],
    ) else {
        return;
    };
    assert!(dealt.contains("\tdraw-6-4 "), "{dealt}");
    // With partnerships, the configuration of the alias dominoes-draw-4.
    let Some(teams) = stdout_of(
        "moves",
        &[
            "dominoes(variant=draw,players=4,teams=true)",
            "start",
            "--seed",
            "2",
        ],
    ) else {
        return;
    };
    let Some(alias) = stdout_of("moves", &["dominoes-draw-4", "start", "--seed", "2"]) else {
        return;
    };
    assert_eq!(teams, alias);
}

#[test]
fn playout_plays_a_parameterised_configuration() {
    let Some(out) = stdout_of(
        "playout",
        &["backgammon(match_length=3)", "4", "--seed", "1"],
    ) else {
        return;
    };
    assert!(out.starts_with("games 4 plies "), "{out}");
    assert!(!out.contains("unfinished"), "{out}");
    // Three seats: three lines of wins.
    let Some(three) = stdout_of("playout", &["dominoes(players=3)", "5"]) else {
        return;
    };
    assert_eq!(three.matches("wins ").count(), 3, "{three}");
    assert!(three.contains("wins 3 "), "{three}");
}

#[test]
fn replay_reads_records_as_the_game_string_says() {
    let dir = std::env::temp_dir().join(format!("examples-game-strings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    // Square 32 is a corner in English draughts: the same record is legal in
    // international draughts only.
    let path = dir.join("game.pdn");
    std::fs::write(&path, b"1. 32-28 19-23 *\n").expect("written");
    let file = path.to_str().expect("utf-8 path");
    let Some(international) = stdout_of(
        "replay",
        &["--game", "draughts(variant=international)", file],
    ) else {
        return;
    };
    assert!(international.contains("errors 0"), "{international}");
    let Some(english) = run("replay", &["--game", "draughts(variant=english)", file]) else {
        return;
    };
    assert!(
        text(&english.stdout).contains("errors 1"),
        "{}",
        text(&english.stdout)
    );
}

#[test]
fn tour_plays_only_the_configurations_given() {
    let Some(out) = stdout_of("tour", &["backgammon(match_length=3)"]) else {
        return;
    };
    assert!(
        out.starts_with("== backgammon(match_length=3): "),
        "{}",
        &out[..out.len().min(300)]
    );
    assert!(
        out.contains("backgammon(match_length=3) games 100 plies "),
        "{out}"
    );
    assert!(out.contains("all perft checks OK"), "{out}");
    assert_eq!(
        out.matches("\n== ").count(),
        3,
        "one game, playouts, perft: {out}"
    );
    assert!(!out.contains("== chess"), "only backgammon: {out}");
}

#[test]
fn a_bad_game_string_is_a_usage_error_naming_the_games() {
    for (program, args) in [
        ("perft", vec!["checkers", "start", "1"]),
        ("moves", vec!["checkers", "start"]),
        ("playout", vec!["checkers", "1"]),
        ("replay", vec!["--game", "checkers", "x.pdn"]),
        ("tour", vec!["checkers"]),
    ] {
        let Some(out) = run(program, &args) else {
            return;
        };
        let stderr = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{program}: {stderr}");
        assert!(stderr.contains("unknown game"), "{program}: {stderr}");
        assert!(
            stderr.contains("known games: chess, chess960, draughts"),
            "{program}: {stderr}"
        );
        assert!(out.stdout.is_empty(), "{program}");
    }
    // A bad parameter value names what the parameter accepts.
    let Some(out) = run("perft", &["dominoes(players=5)", "start", "1"]) else {
        return;
    };
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("players"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn the_help_lists_the_registered_games_and_their_parameters() {
    for program in ["perft", "moves", "playout", "replay", "tour"] {
        let Some(out) = stdout_of(program, &["--help"]) else {
            return;
        };
        for line in [
            "backgammon: ",
            "  match_length (int ",
            "  alias draughts-english = draughts(variant=english)",
            "chess960: ",
        ] {
            assert!(out.contains(line), "{program} --help lacks {line:?}: {out}");
        }
    }
}
