//! The example programs on a closed or full stdout (issue 15, item 2): a closed pipe
//! ends them quietly with exit code 0 (as `ls | head` does), another write error
//! (`/dev/full`) with one line on stderr and exit code 1, never a panic (exit code
//! 101, "failed printing to stdout").
//!
//! The programs are the example binaries that `cargo test` builds beside this test
//! (`target/<profile>/examples/`); `CARGO_BIN_EXE_*` names only `[[bin]]` targets.
//! Where they are absent (a test run that built only this target) the test skips,
//! except under CI (`CI=true`), where it fails.

use std::fs::File;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

mod common;

use common::example;

/// A small PGN file for `replay`, in a fresh temporary directory.
fn pgn_file() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("examples-stdout-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temporary directory");
    let path = dir.join("game.pgn");
    let mut file = File::create(&path).expect("temporary file");
    file.write_all(b"[Event \"x\"]\n\n1. e4 e5 2. Nf3 *\n")
        .expect("written");
    path
}

/// Every program with arguments that make it write at once.
fn programs(pgn: &str) -> Vec<(&'static str, Vec<&str>)> {
    vec![
        ("perft", vec!["chess", "start", "2", "--divide"]),
        ("moves", vec!["chess", "start"]),
        ("playout", vec!["chess", "2", "--seed", "1"]),
        ("replay", vec![pgn]),
        ("tour", vec![]),
    ]
}

/// Runs `program` with `args` and stdout `stdout`.
fn run(path: &PathBuf, args: &[&str], stdout: impl Into<Stdio>) -> Output {
    Command::new(path)
        .args(args)
        .stdin(Stdio::null())
        .stdout(stdout)
        .stderr(Stdio::piped())
        .output()
        .expect("the program runs")
}

#[test]
fn a_closed_pipe_ends_every_program_quietly() {
    let pgn = pgn_file();
    for (name, args) in programs(pgn.to_str().expect("UTF-8 path")) {
        let Some(path) = example(name) else { return };
        // The read end is closed before the program starts: its first write fails.
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = run(&path, &args, writer);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(0), "{name}: {stderr}");
        assert!(
            !stderr.contains("panicked") && !stderr.contains("failed printing"),
            "{name}: {stderr}"
        );
    }
}

#[test]
fn a_full_device_is_one_line_and_exit_code_1() {
    if !std::path::Path::new("/dev/full").exists() {
        eprintln!("skipping: no /dev/full");
        return;
    }
    let pgn = pgn_file();
    for (name, args) in programs(pgn.to_str().expect("UTF-8 path")) {
        let Some(path) = example(name) else { return };
        let full = File::options()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full");
        let out = run(&path, &args, full);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name}: {stderr}");
        let written: Vec<&str> = stderr
            .lines()
            .filter(|l| l.contains("cannot write the output"))
            .collect();
        assert_eq!(written.len(), 1, "{name}: {stderr}");
        assert!(
            written[0].starts_with(&format!("{name}: cannot write the output: ")),
            "{name}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{name}: {stderr}");
    }
}
