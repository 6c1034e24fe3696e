//! The unvalidated twin of a position.

use crate::{Color, Config, Label, Position, Square, Stone};

/// The phase of a game: setting up (choosing secrets and placing stones) or play.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// The set-up moves: White chooses its secret and places its ten stones, then
    /// Black does (spec "Set-up, passes and limits").
    Setup,
    /// Stone moves and passes.
    #[default]
    Play,
}

/// A position as plain data, possibly illegal: any stones on any squares, for
/// constructed positions such as the specification's sparse teaching diagram.
/// [`Position::from_setup`] validates it.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Setup {
    /// The stone on each square, by square index (`a1` is 0, `b1` 1, ..., `e6` 29).
    pub board: [Option<Stone>; 30],
    /// The side to move (`side` before 0.x; serde still reads that name).
    #[cfg_attr(feature = "serde", serde(alias = "side"))]
    pub turn: Color,
    /// The square of the stone moved on the previous turn, or `None` (at the start
    /// and after a pass).
    pub frozen: Option<Square>,
    /// The secret stones' labels, White's first (`None` only before that player's
    /// [`Move::ChooseSecret`](crate::Move::ChooseSecret) in the set-up phase).
    pub secrets: [Option<Label>; 2],
    /// The phase.
    pub phase: Phase,
    /// The plies of play so far (for the ply limit).
    pub plies: u16,
    /// The passes in a row just played (two end the game).
    pub passes: u8,
    /// The rule choices.
    pub config: Config,
}

impl Default for Setup {
    /// Returns the setup of the default start position.
    fn default() -> Self {
        Position::default().to_setup()
    }
}

impl Setup {
    /// Returns an empty board in play with White to move, no secrets and the
    /// default rules: a blank sheet to fill in.
    #[must_use]
    pub fn empty() -> Self {
        Self {
            board: [None; 30],
            turn: Color::White,
            frozen: None,
            secrets: [None; 2],
            phase: Phase::Play,
            plies: 0,
            passes: 0,
            config: Config::DEFAULT,
        }
    }

    /// Returns the stone on `sq`.
    #[must_use]
    pub fn get(&self, sq: Square) -> Option<Stone> {
        self.board[sq.to_index()]
    }

    /// Puts `stone` (or nothing) on `sq`.
    pub fn set(&mut self, sq: Square, stone: Option<Stone>) {
        self.board[sq.to_index()] = stone;
    }
}
