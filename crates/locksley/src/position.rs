//! The validated position: grid, Robins, supplies, piles, Bards, turn state and track.

use crate::task::TaskContext;
use crate::{Loot, MAX_COLOURS, Move, MoveList, Square, Supply, Task, Track};
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::grid::Bitboard;
use boardcore::rand::{Rng, RngExt};
use boardcore::{Excerpt, Outcome, Player, Turn};
use core::fmt::{self, Write as _};
use core::str::FromStr;

/// The marker of an empty grid square (and of a Robin not yet placed).
const EMPTY: u8 = u8::MAX;

/// The default turn limit: after this many turns (both players' together) the game
/// is drawn (rules, \[CHOICE\]).
pub const DEFAULT_TURN_LIMIT: u16 = 500;

/// The knight moves of each square of the 5x5 grid.
static KNIGHT: [Bitboard<5, 5>; 128] =
    boardcore::grid::leaper_table(&boardcore::grid::KNIGHT_OFFSETS);

/// The knight moves of each square as 25-bit masks (bit = square index).
static KNIGHT_MASKS: [u32; 25] = {
    let mut t = [0u32; 25];
    let mut i = 0;
    while i < 25 {
        // Fewer than 25 squares: the bits fit a u32.
        t[i] = KNIGHT[i].bits() as u32;
        i += 1;
    }
    t
};

/// Every square of the grid.
const FULL: u32 = (1 << 25) - 1;

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
    /// (the tiles so discarded join the draw pile at once); with no tile left, the
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

/// Why a position is not legal.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SetupError {
    /// There must be 1 to 8 colours.
    #[error("{0} colours (1 to 8 are allowed)")]
    Colours(usize),
    /// A tile count is out of range (each colour at most 255, 25 to 250 tiles in all).
    #[error("tile counts out of range: {0}")]
    Tiles(&'static str),
    /// A task of the track names a colour the position does not have.
    #[error("the track names colour {0}, beyond the position's colours")]
    TrackColour(Loot),
    /// The Robins are wrong for the phase (both present and on two different empty
    /// squares during play, absent during set-up).
    #[error("robins: {0}")]
    Robins(&'static str),
    /// The state does not fit the phase.
    #[error("phase: {0}")]
    Phase(&'static str),
    /// A Bard is beyond the finish, or both Bards have won.
    #[error("bards: {0}")]
    Bards(&'static str),
    /// The turn count is above the limit, the limit is 0, or (for
    /// [`Position::with_turn_limit`]) the limit is reached in the middle of a turn.
    #[error(
        "turn count {turns} above the limit {limit}, a limit of 0, or the limit reached mid-turn"
    )]
    Turns {
        /// Turns played.
        turns: u16,
        /// The limit.
        limit: u16,
    },
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
    grid: [u8; 25],
    /// The squares holding a tile (bit = square index), kept with `grid`.
    filled: u32,
    robins: [u8; 2],
    supplies: [Supply; 2],
    draw: [u8; MAX_COLOURS],
    discard: [u8; MAX_COLOURS],
    bards: [u8; 2],
    colours: u8,
    side: u8,
    phase: Phase,
    moved: bool,
    sold: bool,
    turns: u16,
    limit: u16,
    track: Track,
}

fn sq(index: u8) -> Square {
    Square::new(usize::from(index)).expect("a square index below 25")
}

/// Returns the sum of eight counts whose total is below 256 (at most 250 tiles).
#[inline]
pub(crate) const fn sum(counts: &[u8; MAX_COLOURS]) -> u32 {
    (u64::from_le_bytes(*counts).wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32
}

impl Default for Position {
    fn default() -> Self {
        crate::Content::placeholder().start_position(
            crate::TrackLength::Standard,
            crate::Sides::Day,
            None,
        )
    }
}

impl Position {
    /// Returns the start of a game: `colours` colours with `tiles[c]` tiles each, all in
    /// the draw pile, an empty grid (the deal's 25 chance nodes come first), on
    /// `track`, with the default turn limit.
    ///
    /// # Errors
    ///
    /// Returns a [`SetupError`] if `colours` is not 1 to 8, tiles are given for
    /// colours beyond it, there are fewer than 25 or more than 250 tiles, or the track
    /// names a colour beyond `colours`.
    pub fn new(colours: usize, tiles: [u8; MAX_COLOURS], track: Track) -> Result<Self, SetupError> {
        let pos = Self {
            grid: [EMPTY; 25],
            filled: 0,
            robins: [EMPTY; 2],
            supplies: [Supply::default(); 2],
            draw: tiles,
            discard: [0; MAX_COLOURS],
            bards: [0; 2],
            colours: colours.min(255) as u8,
            side: 0,
            phase: Phase::Deal,
            moved: false,
            sold: false,
            turns: 0,
            limit: DEFAULT_TURN_LIMIT,
            track,
        };
        pos.validate()?;
        Ok(pos)
    }

    /// Returns this position with turn limit `limit` (turns of both players together;
    /// the game is drawn when that many turns have been played).
    ///
    /// # Errors
    ///
    /// Returns [`SetupError::Turns`] if `limit` is 0 or below the turns played, or
    /// equal to them in the middle of a turn (the Robin moved, a sale made, or a
    /// refill under way): a game drawn by the limit ends at the start of a turn.
    pub fn with_turn_limit(mut self, limit: u16) -> Result<Self, SetupError> {
        let mid_turn = self.phase != Phase::Play || self.moved || self.sold;
        if limit == 0 || limit < self.turns || (limit == self.turns && mid_turn) {
            return Err(SetupError::Turns {
                turns: self.turns,
                limit,
            });
        }
        self.limit = limit;
        self.validate()?;
        Ok(self)
    }

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
    fn square_char(&self, i: usize) -> char {
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

    /// Tests if the task of the field after the Bard of the player to move holds now.
    #[inline(always)]
    fn task_holds(&self, task: Task) -> bool {
        let me = usize::from(self.side);
        task.holds(&TaskContext {
            me: &self.supplies[me],
            them: &self.supplies[1 - me],
            my_robin: self.robins[me],
            their_robin: self.robins[1 - me],
            sold: self.sold,
        })
    }

    /// Returns the squares without a tile and without a Robin.
    fn empty_squares(&self) -> impl Iterator<Item = u8> + use<> {
        let mut mask = self.empty_mask();
        core::iter::from_fn(move || {
            if mask == 0 {
                return None;
            }
            let i = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            Some(i)
        })
    }

    /// Returns the squares without a tile and without a Robin, as a mask.
    #[inline]
    const fn empty_mask(&self) -> u32 {
        // A Robin not yet placed (`EMPTY`, 255) shifts to bit 63, which the cast drops.
        let robins = (1u64.wrapping_shl(self.robins[0] as u32)
            | 1u64.wrapping_shl(self.robins[1] as u32)) as u32;
        FULL & !self.filled & !robins
    }

    /// Returns the legal moves (at a chance node: the colours that can be drawn).
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.outcome().is_some() {
            return list;
        }
        match self.phase {
            Phase::Deal | Phase::Refill | Phase::Fill(_) => {
                for c in Loot::all(self.colours()) {
                    if self.draw[c.index()] > 0 {
                        list.push(Move::Draw(c));
                    }
                }
            }
            Phase::Corner => {
                for i in [0, 4, 20, 24] {
                    list.push(Move::ChooseCorner(sq(i)));
                }
            }
            Phase::Choose => {
                let tiles = sum(&self.draw) + sum(&self.discard);
                if tiles > 0 {
                    for i in self.empty_squares() {
                        list.push(Move::FillSquare(sq(i)));
                    }
                }
                let (sells, pays) = self.short_refill_options();
                push_colours(&mut list, sells, Move::Sell);
                push_colours(&mut list, pays, Move::Pay);
                if tiles == 0 {
                    // No tile left: the player may stop, leaving the squares empty.
                    list.push(Move::EndTurn);
                }
            }
            Phase::Play => {
                let p = self.play_options();
                let mut t = p.targets;
                while t != 0 {
                    list.push(Move::MoveRobin(sq(t.trailing_zeros() as u8)));
                    t &= t - 1;
                }
                push_colours(&mut list, p.sells, Move::Sell);
                if p.task {
                    list.push(Move::AdvanceByTask);
                }
                push_colours(&mut list, p.pays, Move::Pay);
                if p.finish {
                    list.push(Move::PayFinish);
                }
                if p.end {
                    list.push(Move::EndTurn);
                }
            }
        }
        list
    }

    /// Returns the sales and the 1-gold payments open during the short refill (phase
    /// `Choose`), as colour masks: the same as in play, but no advance by task (the
    /// Robin did not move again) and no finish (the rules name paying 1 gold).
    #[inline]
    fn short_refill_options(&self) -> (u8, u8) {
        let supply = &self.supplies[usize::from(self.side)];
        let sells = byte_mask(at_least_3(u64::from_le_bytes(supply.loot)));
        let pays = if usize::from(self.bards[usize::from(self.side)]) + 1 < self.track.finish() {
            byte_mask(non_zero(u64::from_le_bytes(supply.coins)))
        } else {
            0
        };
        (sells, pays)
    }

    /// Returns the actions open to the player to move in the play phase, as masks.
    #[inline]
    fn play_options(&self) -> PlayOptions {
        let me = usize::from(self.side);
        let targets = if self.moved {
            0
        } else {
            KNIGHT_MASKS[usize::from(self.robins[me])] & !(1 << self.robins[1 - me])
        };
        let supply = &self.supplies[me];
        let sells = byte_mask(at_least_3(u64::from_le_bytes(supply.loot)));
        let pays = byte_mask(non_zero(u64::from_le_bytes(supply.coins)));
        let next = usize::from(self.bards[me]) + 1;
        let finish = self.track.finish();
        let (task, pays, finish) = if next < finish {
            let task = self.track.task(next).is_some_and(|t| self.task_holds(t));
            (task, pays, false)
        } else {
            (false, 0, next == finish && supply.gold() >= 4)
        };
        PlayOptions {
            targets,
            sells,
            task,
            pays,
            finish,
            end: self.moved,
        }
    }

    /// Tests if `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        self.legal_moves().contains(&mv)
    }

    /// Returns the weight of chance outcome `mv`: the tiles of its colour left in the
    /// draw pile (0 for anything else, or when no chance node is to act).
    #[must_use]
    pub fn chance_weight(&self, mv: Move) -> u32 {
        match (mv, self.turn()) {
            (Move::Draw(c), Turn::Chance) if c.index() < self.colours() => {
                u32::from(self.draw[c.index()])
            }
            _ => 0,
        }
    }

    /// Moves the discard pile onto the empty draw pile (the reshuffle: no chance
    /// event, the pile is a multiset).
    fn ensure_draw_pile(&mut self) {
        if u64::from_le_bytes(self.draw) == 0 {
            self.draw = self.discard;
            self.discard = [0; MAX_COLOURS];
        }
    }

    /// After a sale or a payment during the short refill: the discard pile is shuffled
    /// into the draw pile at once (no chance event: both are multisets), so the tiles
    /// just discarded can fill the next square. A payment that wins ends the game at
    /// once: the position goes back to the play phase (a finished game's phase).
    fn short_refill_discarded(&mut self) {
        for (d, x) in self.draw.iter_mut().zip(&mut self.discard) {
            *d += core::mem::take(x);
        }
        if self.winner().is_some() {
            self.phase = Phase::Play;
        }
    }

    /// Passes the turn to the other player.
    fn end_of_turn(&mut self) {
        self.turns = self.turns.saturating_add(1);
        self.side ^= 1;
        self.moved = false;
        self.sold = false;
        self.phase = Phase::Play;
    }

    /// Starts the refill after `EndTurn`.
    fn start_refill(&mut self) {
        self.moved = false;
        self.sold = false;
        let empties = self.empty_mask().count_ones();
        let tiles = sum(&self.draw) + sum(&self.discard);
        if empties == 0 {
            self.end_of_turn();
        } else if tiles >= empties {
            self.phase = Phase::Refill;
            self.ensure_draw_pile();
        } else {
            self.continue_short_refill();
        }
    }

    /// Tests if the short refill goes on: a square is empty, and there is a tile to
    /// fill it or a sale or payment could bring one back.
    fn short_refill_goes_on(&self) -> bool {
        self.empty_mask() != 0
            && (sum(&self.draw) + sum(&self.discard) > 0 || self.short_refill_options() != (0, 0))
    }

    /// Goes on with the short refill (phase `Choose`), or passes the turn when it is
    /// over.
    fn continue_short_refill(&mut self) {
        if self.short_refill_goes_on() {
            self.phase = Phase::Choose;
        } else {
            self.end_of_turn();
        }
    }

    /// Puts a tile of colour `c` from the draw pile on the square the phase fills
    /// next, and moves to the next phase.
    #[inline(always)]
    fn draw_tile(&mut self, c: usize) {
        let target = match self.phase {
            Phase::Deal => (!self.filled & FULL).trailing_zeros() as usize,
            Phase::Refill => self.empty_mask().trailing_zeros() as usize,
            Phase::Fill(s) => s.to_index(),
            _ => 32,
        };
        self.grid[target] = c as u8;
        self.filled |= 1 << target;
        self.draw[c] -= 1;
        match self.phase {
            Phase::Deal => {
                if self.filled == FULL {
                    self.phase = Phase::Corner;
                }
            }
            Phase::Refill => {
                if self.empty_mask() != 0 {
                    self.ensure_draw_pile();
                } else {
                    self.end_of_turn();
                }
            }
            _ => self.continue_short_refill(),
        }
    }

    /// Plays `mv` without checking that it is legal.
    ///
    /// An illegal move may leave a corrupt position or panic (never undefined
    /// behaviour); use [`boardcore::Game::play`] for untrusted moves.
    ///
    /// # Panics
    ///
    /// May panic on a move that is not legal.
    #[inline(always)]
    pub fn play_unchecked(&mut self, mv: Move) {
        let me = usize::from(self.side);
        match mv {
            Move::Draw(c) => self.draw_tile(c.index()),
            Move::ChooseCorner(s) => {
                let mine = s.to_index();
                let theirs = s.rotate_180().to_index();
                for (p, i) in [(0, mine), (1, theirs)] {
                    let c = self.grid[i];
                    self.supplies[p].coins[usize::from(c)] += 1;
                    self.grid[i] = EMPTY;
                    self.filled &= !(1 << i);
                    self.robins[p] = i as u8;
                }
                self.phase = Phase::Play;
            }
            Move::MoveRobin(s) => {
                let i = s.to_index();
                let c = self.grid[i];
                if c != EMPTY {
                    self.supplies[me].loot[usize::from(c)] += 1;
                    self.grid[i] = EMPTY;
                    self.filled &= !(1 << i);
                }
                self.robins[me] = i as u8;
                self.moved = true;
            }
            Move::Sell(c) => {
                let c = c.index();
                let supply = &mut self.supplies[me];
                let n = supply.loot[c];
                supply.loot[c] = 0;
                supply.coins[c] += n - 2;
                self.discard[c] += 2;
                if self.phase == Phase::Choose {
                    self.short_refill_discarded();
                } else {
                    self.sold = true;
                }
            }
            Move::AdvanceByTask => self.bards[me] += 1,
            Move::Pay(c) => {
                self.supplies[me].coins[c.index()] -= 1;
                self.discard[c.index()] += 1;
                self.bards[me] += 1;
                if self.phase == Phase::Choose {
                    self.short_refill_discarded();
                }
            }
            Move::PayFinish => {
                let mut left = 4;
                for c in 0..MAX_COLOURS {
                    let take = self.supplies[me].coins[c].min(left);
                    self.supplies[me].coins[c] -= take;
                    self.discard[c] += take;
                    left -= take;
                }
                self.bards[me] += 1;
            }
            Move::EndTurn => {
                if self.phase == Phase::Choose {
                    // The short refill stopped with no tile left.
                    self.end_of_turn();
                } else {
                    self.start_refill();
                }
            }
            Move::FillSquare(s) => {
                self.phase = Phase::Fill(s);
                self.ensure_draw_pile();
            }
        }
    }

    /// Returns a random legal move, or `None` if the game is over: a player's move
    /// uniformly among the legal moves, a chance outcome (a colour to draw) by its
    /// weight, the tiles of that colour in the draw pile. The same distribution as
    /// [`boardcore::random_move`] over [`Position::legal_moves`], mostly without
    /// listing the moves.
    #[must_use]
    pub fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if self.outcome().is_some() {
            return None;
        }
        Some(self.pick(rng))
    }

    /// The random move of a game that is not over (see [`Position::random_move`]).
    #[inline(always)]
    fn pick<R: Rng + ?Sized>(&self, rng: &mut R) -> Move {
        match self.phase {
            Phase::Deal | Phase::Refill | Phase::Fill(_) => {
                let n = self.colours();
                let total = u64::from(sum(&self.draw));
                let mut pick = rng.random_range(0..total);
                let mut colour = 0;
                for (c, &w) in self.draw[..n].iter().enumerate() {
                    let w = u64::from(w);
                    if pick < w {
                        colour = c;
                        break;
                    }
                    pick -= w;
                }
                Move::Draw(Loot::new(colour).expect("a colour below 8"))
            }
            Phase::Play => {
                // The same pick as from the list of `legal_moves`, without the list.
                let p = self.play_options();
                let n = popcount(p.targets)
                    + u32::from(POPCOUNT[usize::from(p.sells)])
                    + u32::from(p.task)
                    + u32::from(POPCOUNT[usize::from(p.pays)])
                    + u32::from(p.finish)
                    + u32::from(p.end);
                let k = rng.random_range(0..n as usize) as u32;
                p.nth(k)
            }
            Phase::Corner | Phase::Choose => {
                let legal = self.legal_moves();
                legal[rng.random_range(0..legal.len())]
            }
        }
    }

    /// Plays random moves (as [`Position::random_move`] picks them) until the game
    /// ends or `max_plies` moves were played, reporting each to `seen`; returns the
    /// number of moves played. The loop of [`Position::random_playout`] and of
    /// [`boardcore::Game::play_randomly`].
    #[inline]
    pub(crate) fn play_randomly<R: Rng + ?Sized, F: FnMut(Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        mut seen: F,
    ) -> usize {
        if self.outcome().is_some() {
            return 0;
        }
        for plies in 0..max_plies {
            let turns = self.turns;
            let bards = self.bards;
            let mv = self.pick(rng);
            self.play_unchecked(mv);
            seen(mv);
            // Only an advance or the end of a turn can end the game.
            if (self.turns != turns || self.bards != bards) && self.outcome().is_some() {
                return plies + 1;
            }
        }
        max_plies
    }

    /// Plays random moves from this position to the end of the game and returns the
    /// final position: the fast path of [`boardcore::random_playout`], with no move
    /// list kept.
    ///
    /// It draws from `rng` exactly as `boardcore::random_playout` does (the moves of
    /// [`Position::random_move`]), so both play the same game from the same
    /// generator. Every game ends: by a win or at the turn limit.
    ///
    /// # Panics
    ///
    /// Never on a legal position (a chance node always has a tile to draw).
    #[must_use]
    pub fn random_playout<R: Rng + ?Sized>(&self, rng: &mut R) -> Self {
        let mut pos = *self;
        pos.play_randomly(rng, usize::MAX, |_| {});
        pos
    }

    /// Checks every invariant of a legal position.
    fn validate(&self) -> Result<(), SetupError> {
        use SetupError as E;
        let n = self.colours();
        if !(1..=MAX_COLOURS).contains(&n) {
            return Err(E::Colours(n));
        }
        let beyond = |a: &[u8; MAX_COLOURS]| a[n..].iter().any(|&x| x != 0);
        if beyond(&self.draw)
            || beyond(&self.discard)
            || self
                .supplies
                .iter()
                .any(|s| beyond(&s.loot) || beyond(&s.coins))
            || self.grid.iter().any(|&g| g != EMPTY && usize::from(g) >= n)
        {
            return Err(E::Tiles("a tile of a colour beyond the colour count"));
        }
        let totals = self.tiles_by_colour();
        if totals.iter().any(|&t| t > 255) {
            return Err(E::Tiles("more than 255 tiles of one colour"));
        }
        let total: u32 = totals.iter().sum();
        if !(25..=250).contains(&total) {
            return Err(E::Tiles("25 to 250 tiles are needed"));
        }
        if let Some(c) = self.track.tasks().filter_map(Task::colour).max()
            && c.index() >= n
        {
            return Err(E::TrackColour(c));
        }
        if self.limit == 0 || self.turns > self.limit {
            return Err(E::Turns {
                turns: self.turns,
                limit: self.limit,
            });
        }
        let finish = self.track.finish();
        if self.bards.iter().any(|&b| usize::from(b) > finish) {
            return Err(E::Bards("a Bard beyond the finish"));
        }
        let [a, b] = self.bards.map(usize::from);
        let lap = self.track.lap();
        let a_wins = a == finish || a > b.max(2) + lap;
        let b_wins = b == finish || b > a.max(2) + lap;
        if a_wins && b_wins {
            return Err(E::Bards("both Bards have won"));
        }
        let setup = matches!(self.phase, Phase::Deal | Phase::Corner);
        if setup {
            if self.robins != [EMPTY; 2] {
                return Err(E::Robins("no Robin is placed before the corner is chosen"));
            }
            if self.side != 0
                || self.turns != 0
                || self.bards != [0; 2]
                || self.supplies != [Supply::default(); 2]
                || self.discard != [0; MAX_COLOURS]
            {
                return Err(E::Phase(
                    "during set-up the start player is to move, supplies, discard pile and turns are empty and the Bards at 0",
                ));
            }
        } else {
            let [ra, rb] = self.robins;
            if ra == EMPTY || rb == EMPTY || ra == rb || ra >= 25 || rb >= 25 {
                return Err(E::Robins("two Robins on two different squares"));
            }
            if self.grid[usize::from(ra)] != EMPTY || self.grid[usize::from(rb)] != EMPTY {
                return Err(E::Robins("a Robin stands on an empty square"));
            }
        }
        let over = a_wins || b_wins || self.turns >= self.limit;
        if over && self.phase != Phase::Play {
            return Err(E::Phase("a finished game is in the play phase"));
        }
        if self.phase != Phase::Play && (self.moved || self.sold) {
            return Err(E::Phase(
                "the moved and sold flags belong to the play phase",
            ));
        }
        if self.turns >= self.limit && (self.moved || self.sold) {
            return Err(E::Phase(
                "a game drawn by the turn limit is at the start of a turn",
            ));
        }
        let draw = sum(&self.draw);
        let tiles = draw + sum(&self.discard);
        let empties = self.empty_mask().count_ones();
        match self.phase {
            Phase::Deal => {
                let filled = self.grid.iter().take_while(|&&g| g != EMPTY).count();
                if self.grid[filled..].iter().any(|&g| g != EMPTY) || filled == 25 {
                    return Err(E::Phase(
                        "the deal fills a1 to e5 in order, and a square is left",
                    ));
                }
                if draw < (25 - filled) as u32 {
                    return Err(E::Phase("the draw pile cannot finish the deal"));
                }
            }
            Phase::Corner => {
                if self.grid.contains(&EMPTY) {
                    return Err(E::Phase("the grid is full when the corner is chosen"));
                }
            }
            Phase::Play => {}
            Phase::Refill => {
                if empties == 0 || draw == 0 || tiles < empties {
                    return Err(E::Phase(
                        "a refill has a square to fill, a non-empty draw pile and enough tiles",
                    ));
                }
            }
            Phase::Choose => {
                // Tiles may be enough again after a sale during the short refill.
                if !self.short_refill_goes_on() {
                    return Err(E::Phase(
                        "the short refill has an empty square, and a tile or a sale or payment to offer",
                    ));
                }
            }
            Phase::Fill(s) => {
                let i = s.to_index() as u8;
                if self.grid[usize::from(i)] != EMPTY || self.robins.contains(&i) {
                    return Err(E::Phase("the chosen square is empty and has no Robin"));
                }
                if draw == 0 {
                    return Err(E::Phase("a chosen fill has a non-empty draw pile"));
                }
            }
        }
        Ok(())
    }

    /// Returns a picture of the position: the track with both Bards, the grid with
    /// both Robins, both supplies and the piles, using `names` for the colours (digits
    /// where a name is missing).
    #[must_use]
    pub fn diagram_with(&self, names: &[&str]) -> String {
        let name = |c: usize| -> String {
            names
                .get(c)
                .map_or_else(|| format!("{c}"), |n| String::from(*n))
        };
        let mut out = String::new();
        let finish = self.track.finish();
        let _ = writeln!(
            out,
            "track: lap of {} fields, finish at {finish}; Bard a at {}, Bard b at {}",
            self.track.lap(),
            self.bards[0],
            self.bards[1]
        );
        let mut row = String::new();
        for i in 0..=finish {
            let marks = match (
                usize::from(self.bards[0]) == i,
                usize::from(self.bards[1]) == i,
            ) {
                (true, true) => "ab",
                (true, false) => "a ",
                (false, true) => " b",
                _ => "  ",
            };
            let _ = write!(row, "{i:>3} {marks} {:<17}", self.track.field_name(i));
            if i % 4 == 3 || i == finish {
                let _ = writeln!(out, "{}", row.trim_end());
                row.clear();
            }
        }
        out.push_str("grid:\n");
        for rank in (0..5).rev() {
            let _ = write!(out, " {} ", rank + 1);
            for file in 0..5 {
                let i = rank * 5 + file;
                let ch = self.square_char(i);
                let _ = write!(out, " {ch}");
            }
            out.push('\n');
        }
        out.push_str("    a b c d e\n");
        let colours: Vec<String> = (0..self.colours())
            .map(|c| format!("{c}={}", name(c)))
            .collect();
        let _ = writeln!(out, "colours: {}", colours.join(" "));
        for (p, s) in self.supplies.iter().enumerate() {
            let list = |a: &[u8; MAX_COLOURS]| {
                (0..self.colours())
                    .filter(|&c| a[c] > 0)
                    .map(|c| format!("{} {}", a[c], name(c)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let _ = writeln!(
                out,
                "supply {}: loot [{}], coins [{}], gold {}",
                if p == 0 { 'a' } else { 'b' },
                list(&s.loot),
                list(&s.coins),
                s.gold()
            );
        }
        let _ = writeln!(
            out,
            "draw pile {} tiles, discard pile {} tiles; turn {} of {}, {} to move",
            sum(&self.draw),
            sum(&self.discard),
            self.turns,
            self.limit,
            if self.side == 0 { 'a' } else { 'b' }
        );
        out
    }

    /// Returns a picture of the position with colour digits (see
    /// [`Position::diagram_with`]).
    #[must_use]
    pub fn diagram(&self) -> String {
        self.diagram_with(&[])
    }
}

/// The actions of the play phase: Robin targets (a square mask), colours to sell and
/// to pay with (colour masks), and the other actions.
#[derive(Copy, Clone, Debug)]
struct PlayOptions {
    targets: u32,
    sells: u8,
    task: bool,
    pays: u8,
    finish: bool,
    end: bool,
}

const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
const HIGH: u64 = 0x8080_8080_8080_8080;

/// Returns the high bit of each byte of `x` that is not zero.
#[inline]
const fn non_zero(x: u64) -> u64 {
    (((x & LOW7) + LOW7) | x) & HIGH
}

/// Returns the high bit of each byte of `x` that is at least 3.
#[inline]
const fn at_least_3(x: u64) -> u64 {
    // At least 4 (a bit above the lowest two set), or exactly 3 (both lowest set).
    non_zero(x & 0xfcfc_fcfc_fcfc_fcfc) | ((x & (x >> 1) & 0x0101_0101_0101_0101) << 7)
}

/// Gathers the high bits of the eight bytes into a byte (byte `i` gives bit `i`).
#[inline]
const fn byte_mask(high: u64) -> u8 {
    ((((high >> 7) & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080)) >> 56) as u8
}

/// The number of set bits of each byte.
static POPCOUNT: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut i = 0;
    while i < 256 {
        t[i] = (i as u8).count_ones() as u8;
        i += 1;
    }
    t
};

/// Returns the number of set bits of a mask of up to 32 bits, by table (the default
/// x86-64 target has no popcount instruction).
#[inline]
fn popcount(x: u32) -> u32 {
    x.to_le_bytes()
        .iter()
        .map(|&b| u32::from(POPCOUNT[usize::from(b)]))
        .sum()
}

/// Returns the index of the `k`-th set bit of `mask`.
#[inline]
fn nth_bit(mut mask: u32, k: u32) -> u32 {
    for _ in 0..k {
        mask &= mask - 1;
    }
    mask.trailing_zeros()
}

impl PlayOptions {
    /// Returns the `k`-th action in the order of `legal_moves`.
    #[inline]
    fn nth(self, mut k: u32) -> Move {
        let colour = |mask: u8, k: u32| {
            Loot::new(nth_bit(u32::from(mask), k) as usize).expect("a colour below 8")
        };
        let n = popcount(self.targets);
        if k < n {
            return Move::MoveRobin(sq(nth_bit(self.targets, k) as u8));
        }
        k -= n;
        let n = u32::from(POPCOUNT[usize::from(self.sells)]);
        if k < n {
            return Move::Sell(colour(self.sells, k));
        }
        k -= n;
        if self.task {
            if k == 0 {
                return Move::AdvanceByTask;
            }
            k -= 1;
        }
        let n = u32::from(POPCOUNT[usize::from(self.pays)]);
        if k < n {
            return Move::Pay(colour(self.pays, k));
        }
        if self.finish && k == n {
            Move::PayFinish
        } else {
            Move::EndTurn
        }
    }
}

/// Pushes `make(c)` for every colour `c` of `mask`.
#[inline]
fn push_colours(list: &mut MoveList, mut mask: u8, make: fn(Loot) -> Move) {
    while mask != 0 {
        let c = mask.trailing_zeros() as usize;
        list.push(make(Loot::new(c).expect("a colour below 8")));
        mask &= mask - 1;
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

fn write_counts(f: &mut fmt::Formatter<'_>, counts: &[u8; MAX_COLOURS], n: usize) -> fmt::Result {
    for (i, c) in counts[..n].iter().enumerate() {
        if i > 0 {
            f.write_char(',')?;
        }
        write!(f, "{c}")?;
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.colours();
        for rank in (0..5).rev() {
            for file in 0..5 {
                let i = rank * 5 + file;
                let ch = self.square_char(i);
                f.write_char(ch)?;
            }
            if rank > 0 {
                f.write_char('/')?;
            }
        }
        f.write_str(if self.side == 0 { " a " } else { " b " })?;
        match self.phase {
            Phase::Deal => f.write_str("deal")?,
            Phase::Corner => f.write_str("corner")?,
            Phase::Play => {
                f.write_str("play")?;
                if self.moved {
                    f.write_str("+moved")?;
                }
                if self.sold {
                    f.write_str("+sold")?;
                }
            }
            Phase::Refill => f.write_str("refill")?,
            Phase::Choose => f.write_str("choose")?,
            Phase::Fill(s) => write!(f, "fill-{s}")?,
        }
        for s in &self.supplies {
            f.write_char(' ')?;
            write_counts(f, &s.loot, n)?;
            f.write_char(':')?;
            write_counts(f, &s.coins, n)?;
        }
        f.write_char(' ')?;
        write_counts(f, &self.draw, n)?;
        f.write_char(' ')?;
        write_counts(f, &self.discard, n)?;
        write!(
            f,
            " {},{} {}/{} {}",
            self.bards[0], self.bards[1], self.turns, self.limit, self.track
        )
    }
}

/// The error of reading a [`Position`]: bad syntax, or a well-formed but illegal
/// position.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is not in the position notation.
    #[error("invalid position notation in field {field}: {why}")]
    Syntax {
        /// The field (`grid`, `phase`, ...).
        field: &'static str,
        /// What is wrong.
        why: String,
    },
    /// The notation is well formed but the position is not legal.
    #[error("illegal position: {0}")]
    Invalid(#[from] SetupError),
}

fn syntax(field: &'static str, why: impl Into<String>) -> ParsePositionError {
    ParsePositionError::Syntax {
        field,
        why: why.into(),
    }
}

fn parse_counts(field: &'static str, text: &str) -> Result<Vec<u8>, ParsePositionError> {
    text.split(',')
        .map(|t| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(field, format!("{} is not a count", Excerpt::new(t))));
            }
            t.parse::<u8>()
                .map_err(|_| syntax(field, format!("count {} above 255", Excerpt::new(t))))
        })
        .collect()
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads the notation; a UTF-8 byte order mark before it and one line end (LF,
    /// CRLF or CR) after it are ignored, so a line read from a file parses.
    ///
    /// # Errors
    ///
    /// Returns [`ParsePositionError::Syntax`] for text not in the notation (quoting
    /// at most [`Excerpt`] of it) and [`ParsePositionError::Invalid`] for a position
    /// that breaks the rules.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.strip_prefix('\u{feff}').unwrap_or(s);
        let s = s.strip_suffix('\n').unwrap_or(s);
        let s = s.strip_suffix('\r').unwrap_or(s);
        let fields: Vec<&str> = s.split(' ').collect();
        let [
            grid,
            side,
            phase,
            sa,
            sb,
            draw,
            discard,
            bards,
            turns,
            track,
        ] = fields[..]
        else {
            return Err(syntax(
                "position",
                format!(
                    "expected 10 fields separated by single spaces, found {}",
                    fields.len()
                ),
            ));
        };
        let draw = parse_counts("draw", draw)?;
        let n = draw.len();
        if n > MAX_COLOURS {
            return Err(SetupError::Colours(n).into());
        }
        let counts =
            |field: &'static str, text: &str| -> Result<[u8; MAX_COLOURS], ParsePositionError> {
                let v = parse_counts(field, text)?;
                if v.len() != n {
                    return Err(syntax(
                        field,
                        format!("{} counts, but the draw pile has {n} colours", v.len()),
                    ));
                }
                let mut a = [0; MAX_COLOURS];
                a[..n].copy_from_slice(&v);
                Ok(a)
            };
        let draw = counts(
            "draw",
            &draw
                .iter()
                .map(|c| format!("{c}"))
                .collect::<Vec<_>>()
                .join(","),
        )?;
        let discard = counts("discard", discard)?;
        let mut supplies = [Supply::default(); 2];
        for (slot, (field, text)) in supplies
            .iter_mut()
            .zip([("supply a", sa), ("supply b", sb)])
        {
            let (loot, coins) = text
                .split_once(':')
                .ok_or_else(|| syntax(field, "expected <loot>:<coins>"))?;
            slot.loot = counts(field, loot)?;
            slot.coins = counts(field, coins)?;
        }

        let mut cells = [EMPTY; 25];
        let mut robins = [EMPTY; 2];
        let ranks: Vec<&str> = grid.split('/').collect();
        if ranks.len() != 5 {
            return Err(syntax("grid", "expected 5 ranks separated by /"));
        }
        for (r, rank) in ranks.iter().enumerate() {
            let bytes = rank.as_bytes();
            if bytes.len() != 5 {
                return Err(syntax(
                    "grid",
                    format!("rank {} does not have 5 squares", Excerpt::new(rank)),
                ));
            }
            for (file, &b) in bytes.iter().enumerate() {
                let i = (4 - r) * 5 + file;
                match b {
                    b'.' => {}
                    b'A' | b'B' => {
                        let p = usize::from(b - b'A');
                        if robins[p] != EMPTY {
                            return Err(syntax("grid", "a Robin appears twice"));
                        }
                        robins[p] = i as u8;
                    }
                    b'0'..=b'7' if usize::from(b - b'0') < n => cells[i] = b - b'0',
                    _ => {
                        return Err(syntax(
                            "grid",
                            format!(
                                "{:?} is not a colour below {n}, . or a Robin",
                                char::from(b)
                            ),
                        ));
                    }
                }
            }
        }
        let side = match side {
            "a" => 0,
            "b" => 1,
            _ => return Err(syntax("side", "expected a or b")),
        };
        let (phase, moved, sold) = match phase {
            "deal" => (Phase::Deal, false, false),
            "corner" => (Phase::Corner, false, false),
            "play" => (Phase::Play, false, false),
            "play+moved" => (Phase::Play, true, false),
            "play+sold" => (Phase::Play, false, true),
            "play+moved+sold" => (Phase::Play, true, true),
            "refill" => (Phase::Refill, false, false),
            "choose" => (Phase::Choose, false, false),
            other => match other.strip_prefix("fill-").map(str::parse::<Square>) {
                Some(Ok(s)) => (Phase::Fill(s), false, false),
                _ => {
                    return Err(syntax(
                        "phase",
                        format!("unknown phase {}", Excerpt::new(other)),
                    ));
                }
            },
        };
        let (a, b) = bards
            .split_once(',')
            .ok_or_else(|| syntax("bards", "expected <a>,<b>"))?;
        let bard = |t: &str| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(
                    "bards",
                    format!("{} is not a track index", Excerpt::new(t)),
                ));
            }
            t.parse::<u8>()
                .map_err(|_| syntax("bards", format!("{} is not a track index", Excerpt::new(t))))
        };
        let bards = [bard(a)?, bard(b)?];
        let (t, l) = turns
            .split_once('/')
            .ok_or_else(|| syntax("turns", "expected <turns>/<limit>"))?;
        let num = |t: &str| {
            if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(
                    "turns",
                    format!("{} is not a number", Excerpt::new(t)),
                ));
            }
            t.parse::<u16>()
                .map_err(|_| syntax("turns", format!("{} is above 65535", Excerpt::new(t))))
        };
        let (turns, limit) = (num(t)?, num(l)?);
        let tasks = track
            .split(';')
            .map(|t| t.parse::<Task>())
            .collect::<Result<Vec<Task>, _>>()
            .map_err(|e| syntax("track", format!("{e}")))?;
        if tasks.len() < 2 {
            return Err(syntax(
                "track",
                "expected the start tile's two tasks and a lap",
            ));
        }
        let track = Track::new([tasks[0], tasks[1]], &tasks[2..])
            .map_err(|e| syntax("track", format!("{e}")))?;
        let filled = (0..25)
            .filter(|&i| cells[i] != EMPTY)
            .fold(0, |m, i| m | 1 << i);
        let pos = Self {
            grid: cells,
            filled,
            robins,
            supplies,
            draw,
            discard,
            bards,
            colours: n as u8,
            side,
            phase,
            moved,
            sold,
            turns,
            limit,
            track,
        };
        pos.validate()?;
        Ok(pos)
    }
}

boardcore::serde_via_str!(Position);

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::is_corner;

    #[test]
    fn knight_table_on_5x5() {
        let c3: Square = "c3".parse().unwrap();
        assert_eq!(KNIGHT[c3.to_index()].count(), 8);
        assert_eq!(KNIGHT[0].count(), 2);
        assert!(is_corner("e5".parse().unwrap()));
    }

    #[test]
    fn byte_masks() {
        for a in 0..=255u8 {
            for i in 0..8 {
                let mut bytes = [3u8, 0, 7, 1, 2, 255, 4, 0];
                bytes[i] = a;
                let x = u64::from_le_bytes(bytes);
                let ge3 = byte_mask(at_least_3(x));
                let nz = byte_mask(non_zero(x));
                for (j, &b) in bytes.iter().enumerate() {
                    assert_eq!(ge3 >> j & 1 == 1, b >= 3, "{bytes:?}");
                    assert_eq!(nz >> j & 1 == 1, b > 0, "{bytes:?}");
                }
            }
        }
    }

    #[test]
    fn size() {
        assert!(
            core::mem::size_of::<Position>() <= 224,
            "{}",
            core::mem::size_of::<Position>()
        );
    }
}
