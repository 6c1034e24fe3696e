//! Record reading (PGN, PDN, backgammon match files).

use pyo3::prelude::*;

/// Adds the record readers to the module.
pub(crate) fn register(_m: &Bound<'_, PyModule>) -> PyResult<()> {
    Ok(())
}
