//! The specification's worked example and rules on constructed positions.
