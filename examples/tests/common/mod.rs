//! What the tests of the example programs share: finding the example binaries that
//! `cargo test` builds beside the test, and running them.
//!
//! Each test binary uses part of it.
#![allow(dead_code)]

use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Returns the path of the built example `name`, or `None` (after saying so) where
/// it is absent.
///
/// # Panics
///
/// Panics if it is absent under CI.
pub fn example(name: &str) -> Option<PathBuf> {
    let exe = std::env::current_exe().expect("test path");
    // target/<profile>/deps/<test>-<hash> -> target/<profile>/examples/<name>
    let dir = exe.parent()?.parent()?.join("examples");
    let path = dir.join(format!("{name}{}", std::env::consts::EXE_SUFFIX));
    if path.exists() {
        return Some(path);
    }
    let ci = std::env::var("CI").unwrap_or_default();
    assert!(
        !(ci == "1" || ci.eq_ignore_ascii_case("true")),
        "{} is absent: build the examples (cargo test builds them)",
        path.display()
    );
    eprintln!("skipping: {} is absent", path.display());
    None
}

/// Runs the example `name` with `args` and no stdin, or `None` where it is absent.
///
/// # Panics
///
/// Panics if the program cannot be started.
pub fn run(name: &str, args: &[&str]) -> Option<Output> {
    let path = example(name)?;
    Some(
        Command::new(path)
            .args(args)
            .stdin(Stdio::null())
            .output()
            .expect("the program runs"),
    )
}

/// The bytes as text, with any invalid UTF-8 replaced.
pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}
