//! Writing the programs' output without panicking on a closed or full stdout.
//!
//! `println!` panics when stdout cannot be written ("failed printing to stdout",
//! exit code 101), as in `tour | head -1` or `perft ... > /dev/full`. The programs
//! write through [`run`] instead, which hands them stdout as an [`io::Write`] and
//! maps a failed write to an exit as other command-line tools do:
//!
//! - a closed pipe ([`io::ErrorKind::BrokenPipe`], the reader of `| head` is gone)
//!   ends the program quietly with exit code 0, as `ls | head` does;
//! - any other write error (a full disk) prints one line on stderr,
//!   `<program>: cannot write the output: <error>`, and exits with code 1.

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

/// Why a program stopped before its end: a message for the user, or a failed write
/// of its output.
#[derive(Debug)]
pub enum ProgramError {
    /// Something the program could not do, said in one line (a bad position, a game
    /// that cannot go on).
    Message(String),
    /// Writing the output failed (see [`failure_line`]).
    Output(io::Error),
}

impl fmt::Display for ProgramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Message(message) => f.write_str(message),
            Self::Output(e) => write!(f, "cannot write the output: {e}"),
        }
    }
}

impl std::error::Error for ProgramError {}

impl From<io::Error> for ProgramError {
    fn from(e: io::Error) -> Self {
        Self::Output(e)
    }
}

impl From<String> for ProgramError {
    fn from(message: String) -> Self {
        Self::Message(message)
    }
}

/// Returns the line a program prints on stderr when writing its output failed with
/// `error`, or `None` for a closed pipe, which ends the program quietly.
#[must_use]
pub fn failure_line(program: &str, error: &io::Error) -> Option<String> {
    (error.kind() != io::ErrorKind::BrokenPipe)
        .then(|| format!("{program}: cannot write the output: {error}"))
}

/// Returns the exit status of a program whose output ended with `result`: the
/// program's own status if every write succeeded, 0 after a closed pipe, else 1
/// after writing [`failure_line`] to `stderr` (ignoring a failure to do so).
pub fn exit_status(
    program: &str,
    result: io::Result<ExitCode>,
    stderr: &mut dyn Write,
) -> ExitCode {
    match result {
        Ok(code) => code,
        Err(e) => match failure_line(program, &e) {
            None => ExitCode::SUCCESS,
            Some(line) => {
                let _ = writeln!(stderr, "{line}");
                ExitCode::FAILURE
            }
        },
    }
}

/// Runs the body of `program` with stdout (locked, line-buffered) as its output,
/// flushes it, and returns the exit status by [`exit_status`].
pub fn run(program: &str, body: impl FnOnce(&mut dyn Write) -> io::Result<ExitCode>) -> ExitCode {
    let mut out = io::stdout().lock();
    let result = body(&mut out).and_then(|code| out.flush().map(|()| code));
    exit_status(program, result, &mut io::stderr())
}

/// Reads the program's arguments with clap: `--help` and `--version` are written
/// through [`run`] (so that `--help > /dev/full` fails like any other output), and
/// bad arguments print clap's message with the usage on stderr and exit with code 2.
///
/// # Errors
///
/// Returns the exit code to end the program with when it must not go on: after the
/// help or version text, or after a usage error.
pub fn parse_args<A: clap::Parser>(program: &str) -> Result<A, ExitCode> {
    parse_args_from(program, std::env::args_os(), &mut io::stdout().lock())
}

/// [`parse_args`] over `args` (the program name first), writing help to `out`.
fn parse_args_from<A: clap::Parser>(
    program: &str,
    args: impl IntoIterator<Item = std::ffi::OsString>,
    out: &mut dyn Write,
) -> Result<A, ExitCode> {
    A::try_parse_from(args).map_err(|e| match e.kind() {
        clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
            let text = e.render().to_string();
            let result = out.write_all(text.as_bytes()).and_then(|()| out.flush());
            exit_status(
                program,
                result.map(|()| ExitCode::SUCCESS),
                &mut io::stderr(),
            )
        }
        _ => {
            // Usage errors go to stderr; a failure to write them is not worth more.
            let _ = e.print();
            ExitCode::from(2)
        }
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A writer that accepts `room` bytes, then fails every write with `kind`.
    pub(crate) struct Failing {
        pub(crate) room: usize,
        pub(crate) kind: io::ErrorKind,
    }

    impl Write for Failing {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.room == 0 {
                return Err(io::Error::from(self.kind));
            }
            let n = buf.len().min(self.room);
            self.room -= n;
            Ok(n)
        }

        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_closed_pipe_is_quiet_and_other_errors_say_one_line() {
        let mut stderr = Vec::new();
        let broken = io::Error::from(io::ErrorKind::BrokenPipe);
        assert_eq!(
            exit_status("moves", Err(broken), &mut stderr),
            ExitCode::SUCCESS
        );
        assert!(stderr.is_empty());
        let full = io::Error::from(io::ErrorKind::StorageFull);
        assert_eq!(
            exit_status("moves", Err(full), &mut stderr),
            ExitCode::FAILURE
        );
        let text = String::from_utf8(stderr).expect("UTF-8");
        assert!(
            text.starts_with("moves: cannot write the output: "),
            "{text}"
        );
        assert_eq!(text.lines().count(), 1, "{text}");
        let mut stderr = Vec::new();
        assert_eq!(
            exit_status("moves", Ok(ExitCode::from(2)), &mut stderr),
            ExitCode::from(2)
        );
        assert!(stderr.is_empty());
    }

    #[test]
    fn writes_fail_instead_of_panicking() {
        let mut out = Failing {
            room: 5,
            kind: io::ErrorKind::BrokenPipe,
        };
        let e = writeln!(out, "more than five bytes").expect_err("full");
        assert_eq!(e.kind(), io::ErrorKind::BrokenPipe);
    }

    #[derive(clap::Parser, Debug)]
    struct Demo {
        /// A number.
        n: u32,
    }

    #[test]
    fn help_to_a_full_output_is_an_error_and_bad_arguments_exit_2() {
        let args = |list: &[&str]| {
            list.iter()
                .map(std::ffi::OsString::from)
                .collect::<Vec<_>>()
        };
        let mut full = Failing {
            room: 0,
            kind: io::ErrorKind::StorageFull,
        };
        let code = parse_args_from::<Demo>("demo", args(&["demo", "--help"]), &mut full);
        assert_eq!(code.unwrap_err(), ExitCode::FAILURE);
        let mut closed = Failing {
            room: 0,
            kind: io::ErrorKind::BrokenPipe,
        };
        let code = parse_args_from::<Demo>("demo", args(&["demo", "--help"]), &mut closed);
        assert_eq!(code.unwrap_err(), ExitCode::SUCCESS);
        let mut help = Vec::new();
        let code = parse_args_from::<Demo>("demo", args(&["demo", "--help"]), &mut help);
        assert_eq!(code.unwrap_err(), ExitCode::SUCCESS);
        assert!(String::from_utf8(help).unwrap().contains("A number"));
        let code = parse_args_from::<Demo>("demo", args(&["demo", "x"]), &mut Vec::new());
        assert_eq!(code.unwrap_err(), ExitCode::from(2));
        let demo = parse_args_from::<Demo>("demo", args(&["demo", "7"]), &mut Vec::new());
        assert_eq!(demo.unwrap().n, 7);
    }
}
