//! The position: grid, Robins, supplies, piles, Bards, turn state and track, with
//! what can be read off it (whose turn, the winner, the outcome).

use crate::{Loot, MAX_COLOURS, Square, Supply, Track};
use boardcore::{Outcome, Player, Turn};
use core::fmt;

/// The marker of an empty grid square (and of a Robin not yet placed).
pub(crate) const EMPTY: u8 = u8::MAX;

/// The default turn limit: after this many turns (both players' together) the game
/// is drawn (rules, \[CHOICE\]).
pub const DEFAULT_TURN_LIMIT: u16 = 500;

/// Every square of the grid.
pub(crate) const FULL: u32 = (1 << 25) - 1;

/// Where in the game a position is.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// Set-up: chance fills the next empty square, in `a1, b1, ..., e5` order.
    Deal,
    /// Set-up: the start player chooses a corner.
    Corner,
    /// A player's turn: move the Robin (once), sell, advance, end the turn.
    Play,
    /// After `EndTurn` with enough tiles: chance fills the first empty square without a
    /// Robin, in `a1, ..., e5` order.
    Refill,
    /// The short refill, after `EndTurn` with too few tiles: the player chooses the
    /// next square to fill, or sells a collection or pays 1 gold to advance the Bard
    /// (the tiles so discarded go onto the draw pile at once); with no tile left, the
    /// player may still sell or pay, or stop with `EndTurn`.
    Choose,
    /// Chance fills the square the player chose.
    Fill(Square),
}

/// Why a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Termination {
    /// A Bard entered the finish, "Long Live the King", after two laps.
    Finish,
    /// A Bard lapped the other.
    Lapped,
    /// The turn limit was reached: a draw.
    TurnLimit,
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Finish => "a Bard reached Long Live the King",
            Self::Lapped => "a Bard lapped the other",
            Self::TurnLimit => "turn limit",
        })
    }
}
/// A legal position of Robin of Locksley: the full state of a game.
///
/// It holds the grid (the colour of the tile on each square), both Robins, both
/// supplies (loot and coins by colour), the draw pile and the open discard pile (as
/// counts by colour: the draw pile's order is hidden from both players and is not part
/// of the state; every draw is a chance node weighted by the counts), both Bards, the
/// turn state (whose turn, the phase, whether the Robin moved and whether the player
/// sold this turn), the turn count with its limit, and the track. It is `Copy`
/// (220 bytes).
///
/// `Default` is the start of a standard game with the placeholder content, day sides
/// and the tiles in file order ([`Content::start_position`](crate::Content::start_position)).
///
/// `Display`/`FromStr` write and read the full-state notation of
/// `docs/rules/locksley.md`, ten fields separated by spaces:
///
/// ```text
/// <grid> <side> <phase> <supply a> <supply b> <draw> <discard> <bards> <turns>/<limit> <track>
/// ```
///
/// - grid: ranks 5 to 1 separated by `/`, files a to e: a colour digit, `.` for an
///   empty square, `A` or `B` for a Robin;
/// - side: `a` (the start player) or `b`;
/// - phase: `deal`, `corner`, `play` (with `+moved` and `+sold` as they apply),
///   `refill`, `choose` or `fill-<square>`;
/// - a supply: loot counts, `:`, coin counts, each a comma-separated list with one
///   number per colour; draw and discard piles: one such list each;
/// - bards: the two track indices, `a,b`; then turns played and the turn limit;
/// - track: the tasks of fields 1 and 2, then of one lap, separated by `;`.
///
/// # Examples
///
/// ```
/// use boardcore::{Game, Turn};
/// use locksley::{Move, Phase, Position};
///
/// let pos = Position::default();
/// assert_eq!(pos.phase(), Phase::Deal);
/// assert_eq!(pos.turn(), Turn::Chance);
/// assert_eq!(pos.legal_moves().len(), 6); // a tile of one of six colours
/// assert_eq!(pos.chance_weight("draw0".parse()?), 10);
/// assert_eq!(pos.to_string().parse::<Position>()?, pos);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Copy, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) grid: [u8; 25],
    /// The squares holding a tile (bit = square index), kept with `grid`.
    pub(crate) filled: u32,
    pub(crate) robins: [u8; 2],
    pub(crate) supplies: [Supply; 2],
    pub(crate) draw: [u8; MAX_COLOURS],
    pub(crate) discard: [u8; MAX_COLOURS],
    pub(crate) bards: [u8; 2],
    pub(crate) colours: u8,
    pub(crate) side: u8,
    pub(crate) phase: Phase,
    pub(crate) moved: bool,
    pub(crate) sold: bool,
    pub(crate) turns: u16,
    pub(crate) limit: u16,
    pub(crate) track: Track,
}

pub(crate) fn sq(index: u8) -> Square {
    Square::new(usize::from(index)).expect("a square index below 25")
}

impl Position {
    /// Returns the player whose turn it is (also during the refill after their turn).
    #[must_use]
    pub const fn side(&self) -> Player {
        if self.side == 0 {
            Player::FIRST
        } else {
            Player::SECOND
        }
    }

    /// Returns the phase.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// Returns the number of colours.
    #[must_use]
    pub const fn colours(&self) -> usize {
        self.colours as usize
    }

    /// The character of grid cell `i` (0..25, a1 = 0) in the notation and the
    /// diagram: `A`/`B` for a Robin, `.` for an empty square, else the colour digit.
    pub(crate) fn square_char(&self, i: usize) -> char {
        if self.robins[0] == i as u8 {
            'A'
        } else if self.robins[1] == i as u8 {
            'B'
        } else if self.grid[i] == EMPTY {
            '.'
        } else {
            char::from(b'0' + self.grid[i])
        }
    }

    /// Returns the colour of the tile on `square`, or `None` if it is empty.
    #[must_use]
    pub const fn tile(&self, square: Square) -> Option<Loot> {
        match self.grid[square.to_index()] {
            EMPTY => None,
            c => Loot::new(c as usize),
        }
    }

    /// Returns the square of `player`'s Robin (`None` before the corners are chosen).
    #[must_use]
    pub fn robin(&self, player: Player) -> Option<Square> {
        match self.robins[player.index() & 1] {
            EMPTY => None,
            s => Some(sq(s)),
        }
    }

    /// Returns `player`'s supply.
    #[must_use]
    pub const fn supply(&self, player: Player) -> &Supply {
        &self.supplies[player.index() & 1]
    }

    /// Returns the tiles of each colour in the draw pile (index = colour).
    #[must_use]
    pub const fn draw_pile(&self) -> &[u8; MAX_COLOURS] {
        &self.draw
    }

    /// Returns the tiles of each colour in the open discard pile.
    #[must_use]
    pub const fn discard_pile(&self) -> &[u8; MAX_COLOURS] {
        &self.discard
    }

    /// Returns the track index of `player`'s Bard (0 beside the start tile, the
    /// finish is [`Track::finish`]).
    #[must_use]
    pub const fn bard(&self, player: Player) -> usize {
        self.bards[player.index() & 1] as usize
    }

    /// Returns the track.
    #[must_use]
    pub const fn track(&self) -> &Track {
        &self.track
    }

    /// Tests if the player to move has moved their Robin this turn.
    #[must_use]
    pub const fn robin_moved(&self) -> bool {
        self.moved
    }

    /// Tests if the player to move has sold a collection this turn.
    #[must_use]
    pub const fn sold_this_turn(&self) -> bool {
        self.sold
    }

    /// Returns the number of turns played (both players together).
    #[must_use]
    pub const fn turns(&self) -> u16 {
        self.turns
    }

    /// Returns the turn limit.
    #[must_use]
    pub const fn turn_limit(&self) -> u16 {
        self.limit
    }

    /// Returns the tiles of each colour wherever they are (grid, piles, supplies):
    /// constant over a game.
    #[must_use]
    pub fn tiles_by_colour(&self) -> [u32; MAX_COLOURS] {
        let mut t = [0u32; MAX_COLOURS];
        for &g in &self.grid {
            if g != EMPTY {
                t[usize::from(g)] += 1;
            }
        }
        for (c, slot) in t.iter_mut().enumerate() {
            *slot += u32::from(self.draw[c]) + u32::from(self.discard[c]);
            for s in &self.supplies {
                *slot += u32::from(s.loot[c]) + u32::from(s.coins[c]);
            }
        }
        t
    }

    /// Returns the winner, if a Bard is at the finish or has lapped the other.
    #[must_use]
    pub fn winner(&self) -> Option<Player> {
        let finish = self.track.finish();
        let lap = self.track.lap();
        let [a, b] = self.bards.map(usize::from);
        if a == finish || a > b.max(2) + lap {
            Some(Player::FIRST)
        } else if b == finish || b > a.max(2) + lap {
            Some(Player::SECOND)
        } else {
            None
        }
    }

    /// Returns why the game ended, or `None` while it goes on.
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        let finish = self.track.finish();
        if self.winner().is_some() {
            if self.bards.iter().any(|&b| usize::from(b) == finish) {
                Some(Termination::Finish)
            } else {
                Some(Termination::Lapped)
            }
        } else if self.turns >= self.limit {
            Some(Termination::TurnLimit)
        } else {
            None
        }
    }

    /// Returns the outcome, or `None` while the game goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(w) = self.winner() {
            Some(Outcome::win(w))
        } else if self.turns >= self.limit {
            Some(Outcome::DRAW)
        } else {
            None
        }
    }

    /// Returns who acts next: a player, chance (the deal and refill draws), or the
    /// outcome.
    #[must_use]
    pub fn turn(&self) -> Turn {
        if let Some(o) = self.outcome() {
            return Turn::Over(o);
        }
        match self.phase {
            Phase::Deal | Phase::Refill | Phase::Fill(_) => Turn::Chance,
            Phase::Corner => Turn::Player(Player::FIRST),
            Phase::Play | Phase::Choose => Turn::Player(self.side()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn size() {
        assert!(
            core::mem::size_of::<Position>() <= 224,
            "{}",
            core::mem::size_of::<Position>()
        );
    }
}
