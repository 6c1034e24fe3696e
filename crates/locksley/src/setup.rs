//! [`Setup`]: a position as plain data, unchecked, and the checked way from it to a
//! [`Position`] and back.

use crate::position::{EMPTY, Phase, Position};
use crate::{Loot, MAX_COLOURS, SetupError, Square, Supply, Track};
use boardcore::Player;

/// Every part of a [`Position`] as plain public data, unchecked: build or edit one,
/// then [`Position::from_setup`] checks that play can reach it.
///
/// [`Position::to_setup`] gives the setup of a position, and `from_setup` of it gives
/// the position back.
///
/// # Examples
///
/// ```
/// use locksley::{Position, Setup};
///
/// let start = Position::default();
/// let mut setup = start.to_setup();
/// assert_eq!(Position::from_setup(setup.clone())?, start);
/// setup.turns = 1; // the start player moves at even turn counts
/// assert!(Position::from_setup(setup).is_err());
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// The number of loot colours (1 to 8).
    pub colours: usize,
    /// The loot tile on each square (index = square, `a1` = 0), `None` if empty.
    pub grid: [Option<Loot>; 25],
    /// The square of each player's Robin (index = player), `None` before the corner
    /// is chosen.
    pub robins: [Option<Square>; 2],
    /// Each player's supply (index = player).
    pub supplies: [Supply; 2],
    /// The draw pile: tiles by colour.
    pub draw_pile: [u8; MAX_COLOURS],
    /// The open discard pile: tiles by colour.
    pub discard_pile: [u8; MAX_COLOURS],
    /// Each Bard's track index (index = player).
    pub bards: [u8; 2],
    /// The player whose turn it is: [`Player::FIRST`] is the start player.
    pub side: Player,
    /// The phase.
    pub phase: Phase,
    /// Whether the player to move has moved their Robin this turn.
    pub robin_moved: bool,
    /// Whether the player to move has sold a collection this turn.
    pub sold: bool,
    /// The turns played (both players together).
    pub turns: u16,
    /// The turn limit.
    pub turn_limit: u16,
    /// The track.
    pub track: Track,
}

impl Position {
    /// Returns the position of `setup` if play can reach it (see the checks in
    /// `docs/rules/locksley.md`, "Positions play can reach").
    ///
    /// # Errors
    ///
    /// Returns a [`SetupError`] naming the first check that fails: counts out of
    /// range, Robins or Bards that do not fit, a phase whose state play cannot give,
    /// the side to move not the one of the turn count, and so on.
    pub fn from_setup(setup: Setup) -> Result<Self, SetupError> {
        let pos = Self::from_setup_lenient(setup)?;
        pos.check_reachable()?;
        Ok(pos)
    }

    /// Returns the position of `setup` if the rules apply to it: every check of
    /// [`Position::from_setup`] but those of a position play can reach (the side to
    /// move against the turn count, a refill left undone at the start of a turn, empty
    /// squares within a turn that no move made, the state before the first Robin
    /// move). For tests and puzzles that isolate a rule;
    /// the moves, draws and outcomes of such a position follow the rules as usual.
    ///
    /// # Errors
    ///
    /// Returns a [`SetupError`] naming the first check that fails.
    pub fn from_setup_lenient(setup: Setup) -> Result<Self, SetupError> {
        let side = match setup.side {
            Player::FIRST => 0,
            Player::SECOND => 1,
            _ => return Err(SetupError::Side),
        };
        if !(1..=MAX_COLOURS).contains(&setup.colours) {
            // Before the count is narrowed to the position's byte.
            return Err(SetupError::Colours(setup.colours));
        }
        let mut grid = [EMPTY; 25];
        let mut filled = 0;
        for (i, cell) in setup.grid.iter().enumerate() {
            if let Some(c) = cell {
                grid[i] = c.index() as u8;
                filled |= 1 << i;
            }
        }
        let pos = Self {
            grid,
            filled,
            robins: setup
                .robins
                .map(|r| r.map_or(EMPTY, |s| s.to_index() as u8)),
            supplies: setup.supplies,
            draw: setup.draw_pile,
            discard: setup.discard_pile,
            bards: setup.bards,
            colours: setup.colours.min(255) as u8,
            side,
            phase: setup.phase,
            moved: setup.robin_moved,
            sold: setup.sold,
            turns: setup.turns,
            limit: setup.turn_limit,
            track: setup.track,
        };
        pos.validate()?;
        Ok(pos)
    }

    /// Returns the position as plain data (see [`Setup`]).
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        Setup {
            colours: self.colours(),
            grid: core::array::from_fn(|i| match self.grid[i] {
                EMPTY => None,
                c => Loot::new(usize::from(c)),
            }),
            robins: [Player::FIRST, Player::SECOND].map(|p| self.robin(p)),
            supplies: self.supplies,
            draw_pile: self.draw,
            discard_pile: self.discard,
            bards: self.bards,
            side: self.side(),
            phase: self.phase,
            robin_moved: self.moved,
            sold: self.sold,
            turns: self.turns,
            turn_limit: self.limit,
            track: self.track,
        }
    }
}
