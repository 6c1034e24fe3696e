//! The rule choices of the specification, as configuration.

/// The rule choices marked \[CHOICE\] in the specification, part of every position and
/// of its full-state notation (written only where they differ from the defaults).
///
/// `Config::default()` is the specification's reading: any colour of frozen stone,
/// slides with at most one turn, a draw after 1000 plies.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Config {
    /// If `true`, the stone moved on the previous turn is frozen only when it belongs
    /// to the opponent of the player to move (the seed's literal words, "de steen van
    /// de tegenstander"); if `false` (the default, spec \[CHOICE\]) it is frozen
    /// whatever its colour. Written `freeze=opponent` when `true`.
    pub freeze_only_opponent_owned: bool,
    /// The most 90-degree turns a slide may make (default 1, the seed's "een keer een
    /// hoek"; 0 allows straight slides only). Written `turns=N` when not 1.
    pub max_slide_turns: u8,
    /// The number of plies of play (set-up moves not counted) after which the game is
    /// drawn (default 1000; 0 means no limit). Written `limit=N` when not 1000.
    pub ply_limit: u16,
}

impl Config {
    /// The specification's defaults (the same as `Config::default()`).
    pub const DEFAULT: Self = Self {
        freeze_only_opponent_owned: false,
        max_slide_turns: 1,
        ply_limit: 1000,
    };
}

impl Default for Config {
    fn default() -> Self {
        Self::DEFAULT
    }
}
