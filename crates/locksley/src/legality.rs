//! What makes a position legal: [`SetupError`], the start of a game
//! ([`Position::new`]), a turn limit, and the check of every invariant.

use crate::loot::sum;
use crate::position::{DEFAULT_TURN_LIMIT, EMPTY, Phase, Position};
use crate::{Loot, MAX_COLOURS, Supply, Task, Track};

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
    /// The side to move of a [`Setup`](crate::Setup) is not player 0 or 1.
    #[error("the side to move is player 0 (the start player) or player 1")]
    Side,
    /// The parts fit together, but no game reaches them (see `docs/rules/locksley.md`,
    /// "Positions play can reach").
    #[error("play cannot reach this position: {0}")]
    Unreachable(&'static str),
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
        if !(1..=MAX_COLOURS).contains(&colours) {
            // Before the count is narrowed to the position's byte.
            return Err(SetupError::Colours(colours));
        }
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
        // A limit of 0 is refused by `validate` below, with the same error.
        if limit < self.turns || (limit == self.turns && mid_turn) {
            return Err(SetupError::Turns {
                turns: self.turns,
                limit,
            });
        }
        self.limit = limit;
        self.validate()?;
        Ok(self)
    }

    /// Checks every invariant of a legal position.
    pub(crate) fn validate(&self) -> Result<(), SetupError> {
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
            // A missing Robin (`EMPTY`, 255) is off the board too.
            if ra >= 25 || rb >= 25 || ra == rb {
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

    /// The checks of a position play can reach beyond the invariants of each part
    /// (`docs/rules/locksley.md`, "Positions play can reach").
    pub(crate) fn check_reachable(&self) -> Result<(), SetupError> {
        use SetupError as E;
        if matches!(self.phase, Phase::Deal | Phase::Corner) {
            return Ok(());
        }
        // Each turn ends by passing the turn: the start player moves at even counts.
        if u16::from(self.side) != self.turns % 2 {
            return Err(E::Unreachable(
                "the start player (a) moves when the turns played are even, the other (b) when odd",
            ));
        }
        let start_of_turn =
            self.phase == Phase::Play && !self.moved && !self.sold && self.winner().is_none();
        // A turn ends by a refill that fills every empty square while tiles last; a
        // payment (which sets no flag) may then put a coin on the discard pile.
        if start_of_turn && self.empty_mask() != 0 && sum(&self.draw) > 0 {
            return Err(E::Unreachable(
                "before the Robin moves or a sale, a square is empty only when the draw pile is",
            ));
        }
        // Within a turn only the Robin's move empties a square (the one it leaves),
        // and a sale takes nothing from the draw pile or the grid.
        let in_turn = self.phase == Phase::Play && self.winner().is_none() && sum(&self.draw) > 0;
        let empty = self.empty_mask().count_ones();
        if in_turn && !self.moved && empty != 0 {
            return Err(E::Unreachable(
                "before the Robin moves, a square is empty only when the draw pile is",
            ));
        }
        if in_turn && self.moved && empty > 1 {
            return Err(E::Unreachable(
                "after the Robin's move, only the square it left is empty while the draw pile has tiles",
            ));
        }
        if start_of_turn && self.turns == 0 {
            let corners_apart = matches!(self.robins, [0, 24] | [24, 0] | [4, 20] | [20, 4]);
            if !corners_apart
                || self.supplies.iter().any(|s| s.total_loot() > 0)
                || self.supplies[1].gold() != 1
                || self.bards[1] != 0
                // The start player's corner coin is in its supply or, paid, on the
                // discard pile: nothing else can be discarded before a Robin moves.
                || self.supplies[0].gold() + sum(&self.discard) != 1
            {
                return Err(E::Unreachable(
                    "before the first Robin move the Robins stand on opposite corners, nobody holds loot, the other player holds its corner coin with its Bard at the start, and the start player's coin is in its supply or on the discard pile",
                ));
            }
        }
        Ok(())
    }
}
