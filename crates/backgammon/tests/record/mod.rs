//! Tests of `backgammon::record`.

mod errors;
mod files;
mod fuzz;
mod generated;
mod replay;

use backgammon::record::{self, Format, MatchRecord};
use std::path::{Path, PathBuf};

/// The record files of `../shared/data/backgammon/matches/`, sorted (empty, with a
/// note, where the shared data is absent).
pub fn match_files() -> Vec<PathBuf> {
    let Some(dir) =
        boardcore::testing::shared_data(env!("CARGO_MANIFEST_DIR"), "backgammon/matches")
    else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("matches directory")
        .map(|e| e.expect("dir entry").path())
        .collect();
    files.sort();
    files
}

/// The file of `matches/` whose name ends with `suffix`, if the data is present.
pub fn match_file(suffix: &str) -> Option<PathBuf> {
    let found = match_files()
        .into_iter()
        .find(|p| p.to_string_lossy().ends_with(suffix));
    if boardcore::testing::shared_data(env!("CARGO_MANIFEST_DIR"), "backgammon/matches").is_some() {
        assert!(found.is_some(), "no file {suffix} in matches/");
    }
    found
}

pub fn format_of(path: &Path) -> Format {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    Format::from_extension(ext).expect("known extension")
}

pub fn text_of(path: &Path) -> String {
    record::decode(&std::fs::read(path).expect("readable")).into_owned()
}

pub fn read(path: &Path) -> MatchRecord {
    record::parse(&text_of(path), format_of(path))
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The location in game `game` at `line` and `column` (all 1-based).
pub fn at(game: usize, line: usize, column: usize) -> record::Location {
    record::Location { game, line, column }
}

/// Reads and replays a record file's bytes one game at a time, as the `replay`
/// example does: for each game, its replay or the text of its error.
pub fn replay_stream(bytes: &[u8]) -> Vec<Result<record::Replay, String>> {
    let text = record::decode(bytes);
    let mut replayer = record::Replayer::new();
    record::Reader::new(&text)
        .map(|r| {
            r.map_err(|e| e.to_string())
                .and_then(|r| replayer.replay(&r).map_err(|e| e.to_string()))
        })
        .collect()
}
