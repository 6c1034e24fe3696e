//! The actions of a turn (and the chance outcomes), with their context-free notation.

use crate::{Loot, Square};
use boardcore::{ParseMoveError, ParseMoveErrorKind};
use core::fmt;
use core::str::FromStr;

/// One action of Robin of Locksley, or a chance outcome.
///
/// A turn is a sequence of these (rules, "A turn as engine actions, exactly"): the
/// Robin's knight move exactly once, any number of sales and Bard advances before or
/// after it, then `EndTurn`; the refill that follows is chance draws, with
/// `FillSquare` choices when tiles run short (and sales and 1-gold payments between
/// them, and `EndTurn` to stop when no tile is left).
///
/// | move | notation |
/// |---|---|
/// | `Draw(c)` (chance: a tile of colour `c` is drawn) | `draw2` |
/// | `ChooseCorner(sq)` | `corner-a1` |
/// | `MoveRobin(sq)` | `c3` |
/// | `Sell(c)` | `sell2` |
/// | `AdvanceByTask` | `task` |
/// | `Pay(c)` (1 coin of colour `c`, advance one field) | `pay2` |
/// | `PayFinish` (4 coins, enter the finish) | `finish` |
/// | `EndTurn` | `end` |
/// | `FillSquare(sq)` | `fill-c3` |
///
/// # Examples
///
/// ```
/// use locksley::Move;
///
/// let mv: Move = "sell3".parse()?;
/// assert_eq!(mv.to_string(), "sell3");
/// assert!("c6".parse::<Move>().is_err());
/// assert_eq!(core::mem::size_of::<Move>(), 2);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Move {
    /// Chance: the next tile drawn from the draw pile has this colour.
    Draw(Loot),
    /// The start player's choice of corner at set-up (the other player takes the
    /// diagonally opposite one).
    ChooseCorner(Square),
    /// The Robin's knight move to this square, taking its tile.
    MoveRobin(Square),
    /// Sell all loot of this colour (at least 3 tiles).
    Sell(Loot),
    /// Advance the Bard by meeting the task of the next field.
    AdvanceByTask,
    /// Advance the Bard by paying one coin of this colour.
    Pay(Loot),
    /// Enter the finish, "Long Live the King", by paying 4 coins (lowest colour
    /// first): a win.
    PayFinish,
    /// End the turn (only after the Robin moved); the refill follows. During a short
    /// refill with no tile left, stop it (the squares left stay empty).
    EndTurn,
    /// Choose the next empty square to refill, when tiles are short.
    FillSquare(Square),
}

/// What a move that fails to parse is told (the detail of its [`ParseMoveError`]).
const UNKNOWN: &str =
    "unknown action (expected drawN, corner-SQ, SQ, sellN, task, payN, finish, end, fill-SQ)";
const BAD_SQUARE: &str = "invalid square";
const BAD_LOOT: &str = "invalid loot colour (a digit from 0 to 7)";
const NOT_A_CORNER: &str = "not a corner";

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Draw(c) => write!(f, "draw{c}"),
            Self::ChooseCorner(s) => write!(f, "corner-{s}"),
            Self::MoveRobin(s) => write!(f, "{s}"),
            Self::Sell(c) => write!(f, "sell{c}"),
            Self::AdvanceByTask => f.write_str("task"),
            Self::Pay(c) => write!(f, "pay{c}"),
            Self::PayFinish => f.write_str("finish"),
            Self::EndTurn => f.write_str("end"),
            Self::FillSquare(s) => write!(f, "fill-{s}"),
        }
    }
}

/// Tests if `sq` is a corner of the grid.
pub(crate) const fn is_corner(sq: Square) -> bool {
    (sq.file() == 0 || sq.file() == 4) && (sq.rank() == 0 || sq.rank() == 4)
}

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = |detail| ParseMoveError::new(ParseMoveErrorKind::Syntax, s, detail);
        // A square name has 2 characters: a longer text is refused before
        // `Square::from_str`, whose error would copy it whole.
        let square = |t: &str| {
            Some(t)
                .filter(|t| t.len() == 2)
                .and_then(|t| t.parse::<Square>().ok())
                .ok_or_else(|| err(BAD_SQUARE))
        };
        let colour = |t: &str| t.parse::<Loot>().map_err(|_| err(BAD_LOOT));
        match s {
            "task" => return Ok(Self::AdvanceByTask),
            "finish" => return Ok(Self::PayFinish),
            "end" => return Ok(Self::EndTurn),
            _ => {}
        }
        if let Some(t) = s.strip_prefix("draw") {
            Ok(Self::Draw(colour(t)?))
        } else if let Some(t) = s.strip_prefix("sell") {
            Ok(Self::Sell(colour(t)?))
        } else if let Some(t) = s.strip_prefix("pay") {
            Ok(Self::Pay(colour(t)?))
        } else if let Some(t) = s.strip_prefix("fill-") {
            Ok(Self::FillSquare(square(t)?))
        } else if let Some(t) = s.strip_prefix("corner-") {
            let sq = square(t)?;
            if is_corner(sq) {
                Ok(Self::ChooseCorner(sq))
            } else {
                Err(err(NOT_A_CORNER))
            }
        } else if s.len() == 2 && s.as_bytes()[0].is_ascii_lowercase() {
            Ok(Self::MoveRobin(square(s)?))
        } else {
            Err(err(UNKNOWN))
        }
    }
}

boardcore::serde_via_str!(Move);
