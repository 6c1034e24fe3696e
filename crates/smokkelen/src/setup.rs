//! The unvalidated twin of a position.

use crate::{Color, Config, Label, Square, Stone};

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
/// [`Position::from_setup`](crate::Position::from_setup) validates it.
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

/// What is wrong with a [`Setup`] (the error of
/// [`Position::from_setup`](crate::Position::from_setup)).
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// The same stone (colour and label) stands on two squares.
    #[error("stone {0} stands on two squares")]
    DuplicateStone(Stone),
    /// In play, a player has no secret stone while the other has one (a public
    /// position has neither).
    #[error("{0} has no secret stone")]
    MissingSecret(Color),
    /// In play, a secret stone is not on the board.
    #[error("secret stone {0} is not on the board")]
    SecretNotOnBoard(Stone),
    /// Both secret stones stand on their far ranks (one move cannot bring both).
    #[error("both secret stones stand on their far ranks")]
    BothSecretsHome,
    /// The frozen square is empty.
    #[error("frozen square {0} is empty")]
    FrozenEmpty(Square),
    /// A pass was just played, yet a stone is frozen (a pass clears it).
    #[error("a stone is frozen after a pass")]
    FrozenAfterPass,
    /// More than two passes in a row (two end the game).
    #[error("{0} passes in a row (at most 2)")]
    TooManyPasses(u8),
    /// More plies than the ply limit.
    #[error("ply {plies} is past the ply limit {limit}")]
    PastPlyLimit {
        /// The plies played.
        plies: u16,
        /// The limit.
        limit: u16,
    },
    /// A set-up position that the set-up moves cannot reach.
    #[error("impossible set-up position: {0}")]
    Setup(&'static str),
}
