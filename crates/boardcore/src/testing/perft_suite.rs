//! Data-driven perft tests: a suite format and a runner with a node limit.

use crate::Game;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

/// One position of a perft suite with its expected leaf counts.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PerftEntry {
    /// The 1-based line number where the entry starts in the suite text.
    pub line: usize,
    /// The entry's name, if the suite gives one (`id` field or line).
    pub id: Option<String>,
    /// The position, in the game's own notation, trimmed.
    pub position: String,
    /// The `(depth, expected leaf count)` pairs, in the order of the suite.
    pub depths: Vec<(u32, u64)>,
}

/// Why a line of a perft suite could not be read.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PerftSuiteErrorKind {
    /// A position line has no `;D<depth> <count>` field, or a `pos`/`epd` line is
    /// followed by no `perft` line.
    #[error("no depths")]
    MissingDepths,
    /// A depth field is not `D<depth> <count>` (or a `perft` line not
    /// `perft <depth> <count>`).
    #[error("bad depth field")]
    BadDepth,
    /// The position text is empty.
    #[error("empty position")]
    EmptyPosition,
    /// A `perft` line comes before any `pos`/`epd` line.
    #[error("perft line without a position")]
    PerftWithoutPosition,
    /// The same depth is listed twice for one position.
    #[error("depth listed twice")]
    DuplicateDepth,
}

/// The error of [`parse_perft_suite`]: a line of the suite is malformed.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("perft suite line {line}: {kind}: {text:?}")]
pub struct ParsePerftSuiteError {
    /// The 1-based line number.
    pub line: usize,
    /// The offending line (or field).
    pub text: String,
    /// What is wrong with it.
    pub kind: PerftSuiteErrorKind,
}

/// Reads a perft suite: the positions and expected leaf counts of a data-driven perft
/// test.
///
/// Blank lines and lines starting with `#` are ignored. Two layouts are accepted and
/// may be mixed:
///
/// - EPD-like, one entry per line: `<position> ;D1 20 ;D2 400`, optionally with an
///   `;id <name>` field. The position is everything before the first `;`, so it may
///   not contain `;`.
/// - shakmaty-like blocks: an optional `id <name>` line, then `pos <position>` (or
///   `epd <position>`), then one `perft <depth> <count>` line per depth.
///
/// A line is read as a block line when its first word is exactly `id`, `pos`, `epd`
/// or `perft`. Every position needs at least one depth: a block whose `pos` line is
/// followed by no `perft` line is an error, not an entry that checks nothing.
///
/// # Errors
///
/// Returns [`ParsePerftSuiteError`] for the first malformed line (for a block with
/// no `perft` line, its `pos` line).
///
/// # Examples
///
/// ```
/// use boardcore::testing::parse_perft_suite;
///
/// let suite = parse_perft_suite("
///     ## source: hand count
///     start ;D1 3 ;D2 9
///
///     id second
///     pos 12/0/0/0/1
///     perft 1 1
/// ")?;
/// assert_eq!(suite.len(), 2);
/// assert_eq!(suite[0].position, "start");
/// assert_eq!(suite[0].depths, [(1, 3), (2, 9)]);
/// assert_eq!(suite[1].id.as_deref(), Some("second"));
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
pub fn parse_perft_suite(text: &str) -> Result<Vec<PerftEntry>, ParsePerftSuiteError> {
    let mut entries: Vec<PerftEntry> = Vec::new();
    let mut pending_id: Option<String> = None;
    // Whether the last entry is a block entry that still takes `perft` lines.
    let mut open_block = false;
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        let err = |kind| ParsePerftSuiteError {
            line,
            text: trimmed.to_string(),
            kind,
        };
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let (word, rest) = trimmed
            .split_once(char::is_whitespace)
            .map_or((trimmed, ""), |(w, r)| (w, r.trim()));
        if word != "perft" && open_block {
            close_block(&entries)?;
            open_block = false;
        }
        match word {
            "id" => pending_id = Some(rest.to_string()),
            "pos" | "epd" => {
                if rest.is_empty() {
                    return Err(err(PerftSuiteErrorKind::EmptyPosition));
                }
                entries.push(PerftEntry {
                    line,
                    id: pending_id.take(),
                    position: rest.to_string(),
                    depths: Vec::new(),
                });
                open_block = true;
            }
            "perft" => {
                let entry = match entries.last_mut() {
                    Some(entry) if open_block => entry,
                    _ => return Err(err(PerftSuiteErrorKind::PerftWithoutPosition)),
                };
                let (depth, count) =
                    parse_depth_count(rest).ok_or_else(|| err(PerftSuiteErrorKind::BadDepth))?;
                push_depth(entry, depth, count)
                    .map_err(|()| err(PerftSuiteErrorKind::DuplicateDepth))?;
            }
            _ => {
                let mut fields = trimmed.split(';');
                let position = fields.next().unwrap_or_default().trim();
                if position.is_empty() {
                    return Err(err(PerftSuiteErrorKind::EmptyPosition));
                }
                let mut entry = PerftEntry {
                    line,
                    id: pending_id.take(),
                    position: position.to_string(),
                    depths: Vec::new(),
                };
                for field in fields {
                    let field = field.trim();
                    if let Some(id) = field.strip_prefix("id ") {
                        entry.id = Some(id.trim().to_string());
                        continue;
                    }
                    let (depth, count) = field
                        .strip_prefix('D')
                        .and_then(parse_depth_count)
                        .ok_or_else(|| ParsePerftSuiteError {
                            line,
                            text: field.to_string(),
                            kind: PerftSuiteErrorKind::BadDepth,
                        })?;
                    push_depth(&mut entry, depth, count)
                        .map_err(|()| err(PerftSuiteErrorKind::DuplicateDepth))?;
                }
                if entry.depths.is_empty() {
                    return Err(err(PerftSuiteErrorKind::MissingDepths));
                }
                entries.push(entry);
            }
        }
    }
    if open_block {
        close_block(&entries)?;
    }
    Ok(entries)
}

/// Ends the block of the last entry, which must have a depth.
fn close_block(entries: &[PerftEntry]) -> Result<(), ParsePerftSuiteError> {
    match entries.last() {
        Some(entry) if entry.depths.is_empty() => Err(ParsePerftSuiteError {
            line: entry.line,
            text: entry.position.clone(),
            kind: PerftSuiteErrorKind::MissingDepths,
        }),
        _ => Ok(()),
    }
}

/// Reads `<depth> <count>`.
fn parse_depth_count(text: &str) -> Option<(u32, u64)> {
    let mut words = text.split_whitespace();
    let depth = words.next()?.parse().ok()?;
    let count = words.next()?.parse().ok()?;
    words.next().is_none().then_some((depth, count))
}

/// Adds a depth, refusing a depth already listed.
fn push_depth(entry: &mut PerftEntry, depth: u32, count: u64) -> Result<(), ()> {
    if entry.depths.iter().any(|&(d, _)| d == depth) {
        return Err(());
    }
    entry.depths.push((depth, count));
    Ok(())
}

/// One failed check of [`run_perft_suite`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum PerftFailure {
    /// The position text did not parse.
    Parse {
        /// The 1-based line of the entry in the suite.
        line: usize,
        /// The position text.
        position: String,
        /// The parser's error message.
        error: String,
    },
    /// The counting function returned another count than the suite expects.
    Mismatch {
        /// The 1-based line of the entry in the suite.
        line: usize,
        /// The position text.
        position: String,
        /// The depth, in plies.
        depth: u32,
        /// The count the suite expects.
        expected: u64,
        /// The count the counting function returned.
        got: u64,
    },
}

impl fmt::Display for PerftFailure {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Parse {
                line,
                position,
                error,
            } => write!(f, "line {line}: cannot parse {position:?}: {error}"),
            Self::Mismatch {
                line,
                position,
                depth,
                expected,
                got,
            } => write!(
                f,
                "line {line}: perft({position:?}, {depth}) expected {expected}, got {got}"
            ),
        }
    }
}

/// What [`run_perft_suite`] checked and what failed.
///
/// The runner never panics: the caller asserts, typically that `failures` is empty
/// and that `checked` is not zero (a node limit below every count checks nothing).
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct PerftReport {
    /// The number of `(position, depth)` pairs whose count was compared.
    pub checked: usize,
    /// The number of `(position, depth)` pairs skipped for exceeding the node limit.
    pub skipped: usize,
    /// The failed checks, in suite order.
    pub failures: Vec<PerftFailure>,
}

impl PerftReport {
    /// Tests if nothing failed and at least one count was compared.
    #[must_use]
    pub fn is_ok(&self) -> bool {
        self.failures.is_empty() && self.checked > 0
    }
}

impl fmt::Display for PerftReport {
    /// Prints a summary line, then one line per failure.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "perft suite: {} checked, {} skipped, {} failed",
            self.checked,
            self.skipped,
            self.failures.len()
        )?;
        for failure in &self.failures {
            write!(f, "\n  {failure}")?;
        }
        Ok(())
    }
}

/// Checks the counting function `count` (normally [`perft`](crate::perft)) against
/// every depth of every entry whose expected count is at most `node_limit`, parsing
/// the positions with `parse`.
///
/// Depths above the limit are counted in [`PerftReport::skipped`]; pass `u64::MAX`
/// to check everything (for an `#[ignore]`d deep test). An entry whose position does
/// not parse gives one [`PerftFailure::Parse`] and is not searched. `count` is a
/// parameter for games whose published counts follow another convention, such as
/// draughts' perft that keeps duplicate capture paths.
///
/// Game crates call it from their integration test, with the suite loaded by
/// `include_str!` (or [`shared_data`](super::shared_data)), `str::parse::<Position>`
/// as the parser and `boardcore::perft` as the counter.
pub fn run_perft_suite<G, E, F, C>(
    entries: &[PerftEntry],
    parse: F,
    count: C,
    node_limit: u64,
) -> PerftReport
where
    G: Game,
    E: fmt::Display,
    F: Fn(&str) -> Result<G, E>,
    C: Fn(&G, u32) -> u64,
{
    let mut report = PerftReport::default();
    for entry in entries {
        let wanted: Vec<_> = entry
            .depths
            .iter()
            .filter(|&&(_, expected)| expected <= node_limit)
            .collect();
        report.skipped += entry.depths.len() - wanted.len();
        if wanted.is_empty() {
            continue;
        }
        let pos = match parse(&entry.position) {
            Ok(pos) => pos,
            Err(e) => {
                report.failures.push(PerftFailure::Parse {
                    line: entry.line,
                    position: entry.position.clone(),
                    error: format!("{e}"),
                });
                continue;
            }
        };
        for &&(depth, expected) in &wanted {
            report.checked += 1;
            let got = count(&pos, depth);
            if got != expected {
                report.failures.push(PerftFailure::Mismatch {
                    line: entry.line,
                    position: entry.position.clone(),
                    depth,
                    expected,
                    got,
                });
            }
        }
    }
    report
}

/// Parses the suite `text` and runs it: [`parse_perft_suite`] then
/// [`run_perft_suite`] with the same arguments.
///
/// # Errors
///
/// Returns [`ParsePerftSuiteError`] if the suite text is malformed; perft failures
/// are reported in the [`PerftReport`].
///
/// # Examples
///
/// ```text
/// let text = std::fs::read_to_string(path)?;
/// let report = check_perft_suite(&text, str::parse::<Position>, boardcore::perft, 1_000_000)?;
/// assert!(report.is_ok(), "{report}");
/// ```
pub fn check_perft_suite<G, E, F, C>(
    text: &str,
    parse: F,
    count: C,
    node_limit: u64,
) -> Result<PerftReport, ParsePerftSuiteError>
where
    G: Game,
    E: fmt::Display,
    F: Fn(&str) -> Result<G, E>,
    C: Fn(&G, u32) -> u64,
{
    Ok(run_perft_suite(
        &parse_perft_suite(text)?,
        parse,
        count,
        node_limit,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_layouts() {
        let suite = parse_perft_suite(
            "# comment\n\
             \n\
             rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;id start\n\
             id kiwipete\n\
             epd r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq -\n\
             perft 1 48\n\
             perft 2 2039\n",
        )
        .unwrap();
        assert_eq!(suite.len(), 2);
        assert_eq!(suite[0].line, 3);
        assert_eq!(suite[0].id.as_deref(), Some("start"));
        assert_eq!(
            suite[0].position,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        assert_eq!(suite[0].depths, [(1, 20), (2, 400)]);
        assert_eq!(suite[1].line, 5);
        assert_eq!(suite[1].id.as_deref(), Some("kiwipete"));
        assert_eq!(suite[1].depths, [(1, 48), (2, 2039)]);
    }

    #[test]
    fn rejects_malformed_lines() {
        let kind = |text: &str| parse_perft_suite(text).unwrap_err().kind;
        assert_eq!(kind("start"), PerftSuiteErrorKind::MissingDepths);
        assert_eq!(kind("start ;D1"), PerftSuiteErrorKind::BadDepth);
        assert_eq!(kind("start ;E1 20"), PerftSuiteErrorKind::BadDepth);
        assert_eq!(
            kind("start ;D1 20 ;D1 20"),
            PerftSuiteErrorKind::DuplicateDepth
        );
        assert_eq!(kind(" ;D1 20"), PerftSuiteErrorKind::EmptyPosition);
        assert_eq!(
            kind("perft 1 20"),
            PerftSuiteErrorKind::PerftWithoutPosition
        );
        assert_eq!(kind("pos x\nperft 1"), PerftSuiteErrorKind::BadDepth);
        assert_eq!(
            kind("pos x\nperft 1 1\nstart ;D1 2\nperft 1 3"),
            PerftSuiteErrorKind::PerftWithoutPosition
        );
        // A block entry needs a `perft` line before the next entry or the end.
        let err = parse_perft_suite("pos x\nperft 1 2\n\nid y\npos y\n# none\nid z").unwrap_err();
        assert_eq!(
            (err.kind, err.line, err.text.as_str()),
            (PerftSuiteErrorKind::MissingDepths, 5, "y")
        );
        assert_eq!(kind("pos x"), PerftSuiteErrorKind::MissingDepths);
        assert_eq!(
            kind("pos x\npos y\nperft 1 2"),
            PerftSuiteErrorKind::MissingDepths
        );
        assert_eq!(kind("epd x\ny ;D1 2"), PerftSuiteErrorKind::MissingDepths);
        let err = parse_perft_suite("\n\nstart ;D1 twenty").unwrap_err();
        assert_eq!(err.line, 3);
        assert_eq!(
            err.to_string(),
            "perft suite line 3: bad depth field: \"D1 twenty\""
        );
    }
}
