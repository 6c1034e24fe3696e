//! Tests of `backgammon::record`.

use backgammon::record::{self, Format, MatchRecord};
use std::path::PathBuf;

/// The record files of `../shared/data/backgammon/matches/`, sorted.
fn match_files() -> Vec<PathBuf> {
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

fn read(path: &std::path::Path) -> MatchRecord {
    let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
    let format = Format::from_extension(ext).expect("known extension");
    let text = record::decode(&std::fs::read(path).expect("readable"));
    record::parse(&text, format).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_match_file_reads() {
    for path in match_files() {
        let rec = read(&path);
        eprintln!("{}: {} games {} actions", path.display(), rec.games.len(), rec.action_count());
        assert!(!rec.games.is_empty());
    }
}
