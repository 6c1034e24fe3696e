//! Match records: reading, writing, round trips, fuzzing.

mod record;
