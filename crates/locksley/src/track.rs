//! The race track: which task each field has, and its length.

use crate::Task;
use core::fmt;

/// The most small tiles per side of a track.
pub const MAX_SMALL_PER_SIDE: usize = 6;

/// The most fields of one lap: four sides of small tiles and three corners of two
/// fields.
pub const MAX_LAP: usize = 4 * MAX_SMALL_PER_SIDE + 6;

/// The length of a game: how many small fame tiles lie between two corners.
///
/// A content set says how many each length has (the published game: 2, 3 and 4).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum TrackLength {
    /// The short game.
    Short,
    /// The standard game (the published game: 3 small tiles per side, 18 fields a lap).
    #[default]
    Standard,
    /// The long game.
    Long,
}

/// Which side of the fame tiles faces up.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Sides {
    /// The easier day sides (for a first game).
    #[default]
    Day,
    /// The harder night sides.
    Night,
    /// Each tile's side drawn with the track's seed (the tiles in file order with
    /// [`Content::track`](crate::Content::track)).
    Mixed,
}

/// The task of every field of the race track.
///
/// Track indices (rules, "A turn as engine actions, exactly"): 0 is beside the start
/// tile, where both Bards start; 1 is "The Beginning" and 2 "Nottingham", the two
/// fields of the start tile; then one lap of `lap` fields (`side, corner, side,
/// corner, side, corner, side`, a corner being two fields), played twice (the start
/// fields are skipped on the second lap); `3 + 2 * lap` is the finish, "Long Live the
/// King", entered only by paying 4 gold. The standard track has `lap = 18` and the
/// finish at 39.
///
/// # Examples
///
/// ```
/// use locksley::{Content, Sides, TrackLength};
///
/// let content = Content::placeholder();
/// let track = content.track(TrackLength::Standard, Sides::Day, None);
/// assert_eq!(track.lap(), 18);
/// assert_eq!(track.finish(), 39);
/// assert_eq!(track.task(0), None);
/// assert_eq!(track.task(21), track.task(3)); // the second lap repeats the first
/// assert_eq!(track.task(39), None);
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Track {
    /// The number of fields of a lap.
    lap: u8,
    /// The tasks of fields 1 and 2, then of the lap's fields; unused entries hold
    /// `Task::default()`.
    tasks: [Task; 2 + MAX_LAP],
}

/// The error of [`Track::new`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum TrackError {
    /// A lap must have `4 * s + 6` fields for `s` small tiles per side, 1 to 6.
    #[error("a lap of {0} fields is not 4 sides of 1 to 6 small tiles and 3 corners of 2")]
    LapLength(usize),
}

impl Track {
    /// Returns the track with tasks `start` for fields 1 and 2 and `lap` for one lap.
    ///
    /// # Errors
    ///
    /// Returns [`TrackError::LapLength`] unless `lap` has `4 * s + 6` tasks for `s` in
    /// 1 to 6.
    pub fn new(start: [Task; 2], lap: &[Task]) -> Result<Self, TrackError> {
        let n = lap.len();
        if !(10..=MAX_LAP).contains(&n) || !(n - 6).is_multiple_of(4) {
            return Err(TrackError::LapLength(n));
        }
        let mut tasks = [Task::default(); 2 + MAX_LAP];
        tasks[..2].copy_from_slice(&start);
        tasks[2..2 + n].copy_from_slice(lap);
        Ok(Self {
            lap: n as u8,
            tasks,
        })
    }

    /// Returns the number of fields of one lap (18 on the standard track).
    #[must_use]
    pub const fn lap(&self) -> usize {
        self.lap as usize
    }

    /// Returns the number of small tiles on each side.
    #[must_use]
    pub const fn small_per_side(&self) -> usize {
        (self.lap as usize - 6) / 4
    }

    /// Returns the index of the finish field (39 on the standard track).
    #[must_use]
    pub const fn finish(&self) -> usize {
        3 + 2 * self.lap as usize
    }

    /// Returns the task of the field with track index `index`, or `None` for the field
    /// beside the start tile (0), the finish and beyond.
    #[must_use]
    pub fn task(&self, index: usize) -> Option<Task> {
        let lap = self.lap();
        if index == 0 || index >= 3 + 2 * lap {
            return None;
        }
        // Fields 1 and 2, the first lap at 3.., the second lap repeating it.
        let i = if index >= 3 + lap { index - lap } else { index };
        self.tasks.get(i - 1).copied()
    }

    /// Returns the two tasks of the start tile (fields 1 and 2).
    #[must_use]
    pub fn start_tasks(&self) -> [Task; 2] {
        [self.tasks[0], self.tasks[1]]
    }

    /// Returns the tasks of one lap, in order.
    #[must_use]
    pub fn lap_tasks(&self) -> &[Task] {
        &self.tasks[2..2 + self.lap()]
    }

    /// Returns every task of the track (the start tile's, then one lap's).
    pub fn tasks(&self) -> impl Iterator<Item = Task> + '_ {
        self.tasks[..2 + self.lap()].iter().copied()
    }

    /// Returns what field `index` is, for diagrams: `start`, a task, or `finish`.
    #[must_use]
    pub fn field_name(&self, index: usize) -> alloc::string::String {
        use alloc::string::ToString;
        match self.task(index) {
            Some(t) => t.to_string(),
            None if index == 0 => "start".into(),
            None => "finish".into(),
        }
    }
}

impl fmt::Debug for Track {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Track({self})")
    }
}

/// Writes the tasks separated by `;`: the two start fields, then the lap.
impl fmt::Display for Track {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, t) in self.tasks().enumerate() {
            if i > 0 {
                f.write_str(";")?;
            }
            write!(f, "{t}")?;
        }
        Ok(())
    }
}
