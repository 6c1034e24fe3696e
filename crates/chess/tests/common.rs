//! Helpers shared by the integration tests.

use std::path::PathBuf;

/// Returns `../shared/data/<rel>` relative to the repository root, or `None` (after
/// printing why) when the shared data is absent.
pub fn shared_data(rel: &str) -> Option<PathBuf> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/data")
        .join(rel);
    if path.exists() {
        Some(path)
    } else {
        eprintln!(
            "skipping: {} is absent (the shared test data lives beside the repository)",
            path.display()
        );
        None
    }
}
