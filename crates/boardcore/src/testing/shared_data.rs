//! The shared test-data corpus beside the repository (`../shared/data`).

extern crate std;

use alloc::string::String;
use std::path::{Path, PathBuf};

/// Where the shared data lives, from a crate's `CARGO_MANIFEST_DIR`
/// (`<repository>/crates/<name>`): `<repository>/../shared/data`.
pub const SHARED_DATA_DIR: &str = "../../../shared/data";

/// Returns the path of `rel` in the shared test data, `<repository>/../shared/data`,
/// for the crate whose `CARGO_MANIFEST_DIR` is `manifest_dir`; or `None`, after
/// printing that the test is skipped, when it is absent.
///
/// The corpus is large and kept outside the repository, so a test that reads it skips
/// where it is absent. Under continuous integration (the environment variable `CI` is
/// `true` or `1`, as GitHub Actions and most CI services set it) its absence is a
/// failure instead, so that a wrong path can never pass silently.
///
/// ```no_run
/// use boardcore::testing::shared_data;
///
/// let Some(path) = shared_data(env!("CARGO_MANIFEST_DIR"), "chess/perftsuite.epd") else {
///     return;
/// };
/// let suite = std::fs::read_to_string(path).expect("readable suite");
/// ```
///
/// # Panics
///
/// Panics if the path is absent and `CI` is `true` or `1`.
#[must_use]
pub fn shared_data(manifest_dir: &str, rel: &str) -> Option<PathBuf> {
    let ci: Option<String> = std::env::var("CI").ok();
    shared_data_with(manifest_dir, rel, ci.as_deref())
}

/// Does what [`shared_data`] does, with `ci` the value of the environment variable
/// `CI` (`None` where it is unset), so that the decision can be tested.
///
/// # Panics
///
/// Panics if the path is absent and [`requires_shared_data`] of `ci` is true.
#[must_use]
pub fn shared_data_with(manifest_dir: &str, rel: &str, ci: Option<&str>) -> Option<PathBuf> {
    let path = Path::new(manifest_dir).join(SHARED_DATA_DIR).join(rel);
    if path.exists() {
        return Some(path);
    }
    assert!(
        !requires_shared_data(ci),
        "shared test data {} is absent, and CI={} requires it: check the path, or \
         fetch the shared data beside the repository",
        path.display(),
        ci.unwrap_or_default(),
    );
    std::eprintln!(
        "skipping: {} is absent (the shared test data lives beside the repository; \
         under CI=true this is a failure)",
        path.display()
    );
    None
}

/// Tests if `ci`, the value of the environment variable `CI`, asks for the shared
/// data to be present: `true` (in any case) or `1`.
#[must_use]
pub fn requires_shared_data(ci: Option<&str>) -> bool {
    ci.is_some_and(|v| v.trim() == "1" || v.trim().eq_ignore_ascii_case("true"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const HERE: &str = env!("CARGO_MANIFEST_DIR");

    #[test]
    fn ci_values() {
        for yes in ["true", "1", "TRUE", "True", " true\n"] {
            assert!(requires_shared_data(Some(yes)), "{yes:?}");
        }
        for no in ["", "0", "false", "no", "yes"] {
            assert!(!requires_shared_data(Some(no)), "{no:?}");
        }
        assert!(!requires_shared_data(None));
    }

    #[test]
    fn absent_data_skips_outside_ci() {
        assert_eq!(shared_data_with(HERE, "no/such/file", None), None);
        assert_eq!(shared_data_with(HERE, "no/such/file", Some("false")), None);
    }

    #[test]
    #[should_panic(expected = "no/such/file is absent, and CI=true requires it")]
    fn absent_data_fails_under_ci() {
        let _ = shared_data_with(HERE, "no/such/file", Some("true"));
    }

    #[test]
    #[should_panic(expected = "CI=1 requires it")]
    fn absent_data_fails_under_ci_1() {
        let _ = shared_data_with(HERE, "no/such/file", Some("1"));
    }

    #[test]
    fn present_data_is_found() {
        // The corpus's root, where it is present; under CI it must be.
        if let Some(path) = shared_data(HERE, "") {
            assert!(path.is_dir(), "{}", path.display());
            assert!(path.ends_with("shared/data/"), "{}", path.display());
            assert_eq!(shared_data_with(HERE, "", Some("true")), Some(path));
        }
    }
}
