//! The full state of a hand: every hand, the stock, the line of play and the public
//! log of the hand since the deal.

use crate::rules::DrawRule;
use crate::tile::NUMBER;
use crate::{End, Move, MoveList, Rules, RulesError, Tile, TileSet, Variant};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::rand::{Rng, RngExt};
use boardcore::{Outcome, Player, SeatResult, Turn};
use core::fmt::{self, Write as _};
use core::str::FromStr;

/// Why a hand ended.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Termination {
    /// `winner` played their last tile ("domino"): they (and their partner) win.
    Domino {
        /// The player who went out.
        winner: Player,
    },
    /// Every seat passed in a row: the lowest pip total wins, a tie for lowest is a
    /// draw (spec "Moves, turns and chance, exactly").
    Blocked,
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Domino { winner } => write!(f, "{winner} played out"),
            Self::Blocked => f.write_str("blocked"),
        }
    }
}

/// Who acts next, stored (a seat index, or the seat waiting for its drawn tile).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub(crate) enum Phase {
    /// Chance deals the next tile to seat `dealt % players`.
    Deal,
    /// The seat chooses a move.
    Play(u8),
    /// Chance gives the seat the tile it draws.
    Draw(u8),
    /// The hand is over.
    Over(Termination),
}

/// The full state of one hand of dominoes: the rules, every hand, the stock, the line
/// of play, whose turn it is, and the log of the moves since the deal.
///
/// A `Position` holds every secret; what one player may see is its
/// [`view`](boardcore::Game::view). [`Position::default`] is the start of a two-player
/// draw game with the double-six set, before the deal; [`Position::new`] starts any
/// configuration. The deal is a chain of chance nodes, one tile each (spec "Moves,
/// turns and chance, exactly").
///
/// # Notation
///
/// `Display`/`FromStr` write and read four fields separated by spaces:
///
/// ```text
/// <rules> <hands> <stock> <log>
/// draw-6-2 0-1,2-5,3-3/1-1,4-6 0-2,0-3,... 1:6-6L,5-6R,draw,drawn:1-2
/// ```
///
/// - `<rules>`: see [`Rules`];
/// - `<hands>`: each seat's hand from seat 1, separated by `/`, as a [`TileSet`]
///   (tiles joined by `,`, `-` for an empty hand);
/// - `<stock>`: the undealt tiles: the stock of the draw game, the tiles out of play
///   of the block game (before the end of the deal: the tiles still to deal);
/// - `<log>`: `-` before the opening play; otherwise the seat that led (`1` to `4`),
///   `:`, then the moves since the deal joined by `,`, with the drawn tiles
///   (`drawn:1-2`); a trailing `draw` is a draw waiting for its tile.
///
/// `FromStr` checks everything: it rebuilds the hands as dealt (current hands plus
/// the tiles each seat played, minus those it drew), checks the deal, replays the log
/// with legality checks and compares the result with the given hands and stock.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Position {
    pub(crate) rules: Rules,
    pub(crate) hands: [TileSet; 4],
    pub(crate) stock: TileSet,
    pub(crate) line: TileSet,
    pub(crate) ends: [u8; 2],
    pub(crate) phase: Phase,
    pub(crate) leader: u8,
    pub(crate) passes: u8,
    pub(crate) log: Vec<Move>,
}

impl Default for Position {
    /// Returns the start of a two-player draw game with the double-six set (before the
    /// deal).
    fn default() -> Self {
        Self::start(Rules::default())
    }
}

/// What is wrong with a position given by its parts.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The rules are invalid.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// The number of hands is not the number of players.
    #[error("{found} hands for {players} players")]
    HandCount {
        /// Hands given.
        found: usize,
        /// Players of the rules.
        players: u8,
    },
    /// A tile is not part of the set.
    #[error("tile {0} is not in the set")]
    NotInSet(Tile),
    /// A tile is in two places (two hands, a hand and the stock, ...).
    #[error("tile {0} is in two places")]
    Duplicate(Tile),
    /// A tile of the set is nowhere.
    #[error("tile {0} is missing")]
    Missing(Tile),
    /// The hands do not have the sizes of a deal (round the table from seat 1).
    #[error("hand of seat {seat} has {found} tiles, expected {expected}")]
    HandSize {
        /// The seat, from 1.
        seat: usize,
        /// Its size.
        found: usize,
        /// The size a deal gives.
        expected: usize,
    },
    /// A move of the log is illegal where it stands.
    #[error("log move {index} ({mv}) is illegal")]
    Log {
        /// Its index in the log, from 0.
        index: usize,
        /// The move.
        mv: Move,
    },
    /// The leader is missing, outside the players, or does not hold the strongest
    /// tile of the deal the log implies.
    #[error(
        "the leader is missing, beyond the players or not the holder of the strongest dealt tile"
    )]
    Leader,
    /// The log does not fit the hands (a drawn tile is neither held nor played by the
    /// seat that drew it, or the log ends in other hands than those given).
    #[error("the log does not lead to the given hands and stock")]
    Mismatch,
}

/// The error of parsing a [`Position`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text does not have the four fields `<rules> <hands> <stock> <log>`.
    #[error("expected 4 fields <rules> <hands> <stock> <log>, found {0}")]
    Fields(usize),
    /// The rules field is invalid.
    #[error("rules field: {0}")]
    Rules(#[from] crate::ParseRulesError),
    /// The hands or stock field is invalid.
    #[error("{field} field: {error}")]
    Tiles {
        /// `hands` or `stock`.
        field: &'static str,
        /// What is wrong.
        error: crate::ParseTileSetError,
    },
    /// The log does not start with the leader's seat (`1:` to `4:`).
    #[error("log field: expected the leader's seat first, e.g. 1:6-6L,5-6R")]
    Leader,
    /// A move of the log is not a move.
    #[error("log field: {0}")]
    Move(#[from] boardcore::ParseMoveError),
    /// The fields parse but do not form a position.
    #[error(transparent)]
    Invalid(#[from] PositionError),
}

impl Position {
    /// Returns the start of a hand under `rules`: every tile in the stock, the deal to
    /// come (chance nodes).
    ///
    /// # Errors
    ///
    /// Returns a [`RulesError`] if the rules are invalid.
    pub fn new(rules: Rules) -> Result<Self, RulesError> {
        Ok(Self::start(rules.validate()?))
    }

    /// The start of a hand under validated rules.
    pub(crate) fn start(rules: Rules) -> Self {
        Self {
            rules,
            hands: [TileSet::EMPTY; 4],
            stock: rules.tiles(),
            line: TileSet::EMPTY,
            ends: [0; 2],
            phase: Phase::Deal,
            leader: 0,
            passes: 0,
            log: Vec::new(),
        }
    }

    /// Returns the hand right after the deal `hands` (one per seat, each of the hand
    /// size of `rules`); the other tiles form the stock. The holder of the strongest
    /// tile is to lead it.
    ///
    /// # Errors
    ///
    /// Returns a [`PositionError`] for invalid rules, a wrong number or size of hands,
    /// a tile outside the set or a tile in two hands.
    pub fn from_deal(rules: Rules, hands: &[TileSet]) -> Result<Self, PositionError> {
        let rules = rules.validate()?;
        let mut pos = Self::start(rules);
        pos.set_hands(hands, false)?;
        Ok(pos)
    }

    /// Deals a new hand under `rules` with `rng`, tile by tile through the chance
    /// nodes (so that a seeded generator gives the same deal as a replay of the same
    /// chance outcomes).
    ///
    /// # Errors
    ///
    /// Returns a [`RulesError`] if the rules are invalid.
    pub fn deal<R: Rng + ?Sized>(rules: Rules, rng: &mut R) -> Result<Self, RulesError> {
        let mut pos = Self::new(rules)?;
        while pos.phase == Phase::Deal {
            let t = pos.random_stock_tile(rng);
            pos.apply(Move::Deal(t), true);
        }
        Ok(pos)
    }

    /// Places `hands` as the tiles dealt so far, checking sizes and disjointness: a
    /// complete deal, or with `partial` also a deal under way (tiles go round the
    /// seats from the first, so no hand is more than one tile ahead of a later one).
    fn set_hands(&mut self, hands: &[TileSet], partial: bool) -> Result<(), PositionError> {
        let rules = self.rules;
        let p = rules.players as usize;
        if hands.len() != p {
            return Err(PositionError::HandCount {
                found: hands.len(),
                players: rules.players,
            });
        }
        let mut seen = TileSet::EMPTY;
        for h in hands {
            if let Some(t) = h.minus(rules.tiles()).first() {
                return Err(PositionError::NotInSet(t));
            }
            if let Some(t) = h.and(seen).first() {
                return Err(PositionError::Duplicate(t));
            }
            seen = seen.or(*h);
        }
        let dealt = seen.len();
        let full = dealt == rules.dealt() || !partial;
        for (i, h) in hands.iter().enumerate() {
            let expected = if full {
                rules.hand_size()
            } else {
                (dealt + p - 1 - i) / p
            };
            if h.len() != expected || dealt > rules.dealt() {
                return Err(PositionError::HandSize {
                    seat: i + 1,
                    found: h.len(),
                    expected: expected.min(rules.hand_size()),
                });
            }
            self.hands[i] = *h;
        }
        self.stock = rules.tiles().minus(seen);
        if full {
            self.finish_deal();
        }
        Ok(())
    }

    /// Sets the leader once every tile is dealt.
    fn finish_deal(&mut self) {
        let all = self.hands.iter().fold(TileSet::EMPTY, |a, h| a.or(*h));
        let lead = all.strongest().expect("a deal deals tiles");
        let seat = (0..self.rules.players)
            .find(|&s| self.hands[s as usize].contains(lead))
            .expect("the strongest dealt tile is in a hand");
        self.leader = seat;
        self.phase = Phase::Play(seat);
    }

    /// Returns the rules of the hand.
    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// Returns the hand of `player` (empty for a seat beyond the players).
    #[must_use]
    pub fn hand(&self, player: Player) -> TileSet {
        self.hands[player.index()]
    }

    /// Returns the undealt tiles: the stock of the draw game, the tiles out of play of
    /// the block game (during the deal: the tiles still to deal).
    #[must_use]
    pub const fn stock(&self) -> TileSet {
        self.stock
    }

    /// Returns the tiles on the line of play.
    #[must_use]
    pub const fn line(&self) -> TileSet {
        self.line
    }

    /// Returns the numbers at the left and right open ends, or `None` before the
    /// opening play.
    #[must_use]
    pub const fn ends(&self) -> Option<(u8, u8)> {
        if self.line.is_empty() {
            None
        } else {
            Some((self.ends[0], self.ends[1]))
        }
    }

    /// Returns the moves since the deal, with the drawn tiles.
    #[must_use]
    pub fn log(&self) -> &[Move] {
        &self.log
    }

    /// Returns the seat that led (holder of the strongest dealt tile), once the deal is
    /// complete.
    #[must_use]
    pub fn leader(&self) -> Option<Player> {
        (self.phase != Phase::Deal).then(|| seat(self.leader))
    }

    /// Tests if the deal is still going on.
    #[must_use]
    pub fn is_dealing(&self) -> bool {
        self.phase == Phase::Deal
    }

    /// Returns the number of passes in a row so far.
    #[must_use]
    pub const fn passes(&self) -> u8 {
        self.passes
    }

    /// Returns why the hand ended, or `None` while it goes on.
    #[must_use]
    pub const fn termination(&self) -> Option<Termination> {
        match self.phase {
            Phase::Over(t) => Some(t),
            _ => None,
        }
    }

    /// Returns the pip total of each seat's hand (0 beyond the players).
    #[must_use]
    pub fn pip_totals(&self) -> [u32; 4] {
        self.hands.map(TileSet::pips)
    }

    /// Returns the line of play from left to right, each tile oriented as it lies
    /// (`[left number, right number]`).
    #[must_use]
    pub fn line_of_play(&self) -> Vec<[u8; 2]> {
        let (mut left, mut right) = (Vec::new(), Vec::new());
        let mut ends = [0u8; 2];
        for mv in &self.log {
            if let Move::Play { tile, end } = *mv {
                if left.is_empty() && right.is_empty() {
                    right.push([tile.low(), tile.high()]);
                    ends = [tile.low(), tile.high()];
                } else {
                    let e = ends[end.index()];
                    let o = tile.other(e);
                    ends[end.index()] = o;
                    match end {
                        End::Left => left.push([o, e]),
                        End::Right => right.push([e, o]),
                    }
                }
            }
        }
        left.reverse();
        left.extend(right);
        left
    }

    /// Returns a multi-line diagram of the full state: rules, line of play, every
    /// hand with its pip total, the stock, and the turn or result.
    ///
    /// Seats are written as [`Player`] writes them (`player 0` is the first seat),
    /// like the turn, the result and [`View`](crate::View)'s text; the position
    /// notation alone numbers seats from 1.
    #[must_use]
    pub fn diagram(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "rules {}", self.rules);
        let _ = write!(s, "line  ");
        for [a, b] in self.line_of_play() {
            let _ = write!(s, "[{a}|{b}]");
        }
        let _ = writeln!(s);
        for i in 0..self.rules.players as usize {
            let _ = writeln!(
                s,
                "{} ({:>2} tiles, {:>3} pips): {}",
                seat(i as u8),
                self.hands[i].len(),
                self.hands[i].pips(),
                self.hands[i]
            );
        }
        let label = if self.rules.variant == Variant::Block && self.phase != Phase::Deal {
            "out of play"
        } else {
            "stock"
        };
        let _ = writeln!(s, "{label} ({}): {}", self.stock.len(), self.stock);
        match self.phase {
            Phase::Deal => {
                let _ = writeln!(s, "dealing to {}", seat(self.deal_seat()));
            }
            Phase::Play(q) => {
                let _ = writeln!(s, "{} to move", seat(q));
            }
            Phase::Draw(q) => {
                let _ = writeln!(s, "{} draws", seat(q));
            }
            Phase::Over(t) => {
                let _ = writeln!(s, "{t}: {}", self.outcome_of(t));
            }
        }
        s
    }

    /// The seat the next dealt tile goes to.
    pub(crate) fn deal_seat(&self) -> u8 {
        let dealt: usize = self.hands.iter().map(|h| h.len()).sum();
        (dealt % self.rules.players as usize) as u8
    }

    /// Returns whose turn it is.
    pub(crate) fn turn_of(&self) -> Turn {
        match self.phase {
            Phase::Deal | Phase::Draw(_) => Turn::Chance,
            Phase::Play(q) => Turn::Player(seat(q)),
            Phase::Over(t) => Turn::Over(self.outcome_of(t)),
        }
    }

    /// Returns the outcome of a hand that ended by `t`, with each seat's score (spec
    /// "Scoring across hands"): the winner scores the opponents' pips, minus their own
    /// in a blocked hand; partnerships add the two hands of a team.
    #[must_use]
    pub fn outcome_of(&self, t: Termination) -> Outcome {
        let p = self.rules.players as usize;
        let pips = self.pip_totals();
        let total: u32 = pips.iter().sum();
        let as_points = |x: i64| i32::try_from(x).unwrap_or(i32::MAX);
        if self.rules.partnerships() {
            let team = [pips[0] + pips[2], pips[1] + pips[3]];
            let team_seats = |w: usize| [seat(w as u8), seat(w as u8 + 2)];
            return match t {
                Termination::Domino { winner } => {
                    let w = winner.index() % 2;
                    Outcome::team_win(team_seats(w), as_points(i64::from(team[1 - w])))
                }
                Termination::Blocked if team[0] == team[1] => Outcome::DRAW,
                Termination::Blocked => {
                    // Equal totals are the draw above, so `<` and `<=` agree here.
                    let w = usize::from(team[1] < team[0]);
                    let pts = i64::from(team[1 - w]) - i64::from(team[w]);
                    Outcome::team_win(team_seats(w), as_points(pts))
                }
            };
        }
        match t {
            Termination::Domino { winner } => {
                let pts = i64::from(total - pips[winner.index()]);
                Outcome::win_points(winner, as_points(pts))
            }
            Termination::Blocked => {
                let low = pips[..p].iter().copied().min().unwrap_or(0);
                let tied = pips[..p].iter().filter(|&&x| x == low).count();
                if tied > 1 {
                    if tied == p {
                        return Outcome::DRAW;
                    }
                    // `i < p`: a seat beyond the players has no tiles (0 pips), and
                    // `low` is above 0 here, since two seats cannot both be at 0 in
                    // a blocked hand (a seat with no tiles went out, and 0-0 is one
                    // tile), so `i <= p` would change nothing.
                    let results = core::array::from_fn(|i| {
                        if i < p && pips[i] == low {
                            SeatResult::Draw
                        } else {
                            SeatResult::Loss
                        }
                    });
                    return Outcome::from_results(results);
                }
                let w = pips[..p].iter().position(|&x| x == low).unwrap_or(0);
                let pts = i64::from(total - low) - i64::from(low);
                Outcome::win_points(seat(w as u8), as_points(pts))
            }
        }
    }

    /// Returns the strongest tile of `hand`, the forced opening play of the leader.
    fn lead_tile(hand: TileSet) -> Tile {
        hand.strongest()
            .expect("the leader holds the strongest dealt tile")
    }

    /// Writes the legal moves into `out`.
    pub(crate) fn gen_moves(&self, out: &mut MoveList) {
        match self.phase {
            Phase::Deal => out.extend(self.stock.iter().map(Move::Deal)),
            Phase::Draw(_) => out.extend(self.stock.iter().map(Move::Drawn)),
            Phase::Over(_) => {}
            Phase::Play(q) => {
                let hand = self.hands[q as usize];
                if self.line.is_empty() {
                    out.push(Move::Play {
                        tile: Self::lead_tile(hand),
                        end: End::Left,
                    });
                    return;
                }
                let l = hand.and(TileSet(NUMBER[self.ends[0] as usize]));
                let r = hand.and(TileSet(NUMBER[self.ends[1] as usize]));
                out.extend(l.iter().map(|tile| Move::Play {
                    tile,
                    end: End::Left,
                }));
                out.extend(r.iter().map(|tile| Move::Play {
                    tile,
                    end: End::Right,
                }));
                if l.is_empty() && r.is_empty() {
                    out.push(self.stuck_move());
                }
            }
        }
    }

    /// The only move of a player with no matching tile: `draw` in the draw game with a
    /// non-empty stock, `pass` otherwise.
    fn stuck_move(&self) -> Move {
        if self.rules.variant == Variant::Draw && !self.stock.is_empty() {
            Move::Draw
        } else {
            Move::Pass
        }
    }

    /// Returns the number of legal moves without listing them.
    pub(crate) fn count_moves(&self) -> usize {
        match self.phase {
            Phase::Deal | Phase::Draw(_) => self.stock.len(),
            Phase::Over(_) => 0,
            Phase::Play(q) => {
                if self.line.is_empty() {
                    return 1;
                }
                let hand = self.hands[q as usize];
                let n = hand.and(TileSet(NUMBER[self.ends[0] as usize])).len()
                    + hand.and(TileSet(NUMBER[self.ends[1] as usize])).len();
                n.max(1)
            }
        }
    }

    /// Tests if `mv` is legal, without listing the moves.
    pub(crate) fn legal(&self, mv: Move) -> bool {
        match (self.phase, mv) {
            (Phase::Deal, Move::Deal(t)) | (Phase::Draw(_), Move::Drawn(t)) => {
                self.stock.contains(t)
            }
            (Phase::Play(q), Move::Play { tile, end }) => {
                let hand = self.hands[q as usize];
                if !hand.contains(tile) {
                    return false;
                }
                if self.line.is_empty() {
                    return end == End::Left && tile == Self::lead_tile(hand);
                }
                tile.has(self.ends[end.index()])
            }
            (Phase::Play(q), Move::Pass | Move::Draw) => {
                let hand = self.hands[q as usize];
                !self.line.is_empty()
                    && hand
                        .and(TileSet(
                            NUMBER[self.ends[0] as usize] | NUMBER[self.ends[1] as usize],
                        ))
                        .is_empty()
                    && self.stuck_move() == mv
            }
            _ => false,
        }
    }

    /// Plays `mv` (assumed legal), appending it to the log if `record`.
    pub(crate) fn apply(&mut self, mv: Move, record: bool) {
        let players = self.rules.players;
        let next = |q: u8| (q + 1) % players;
        match (self.phase, mv) {
            (Phase::Deal, Move::Deal(t)) => {
                let s = self.deal_seat();
                self.stock.remove(t);
                self.hands[s as usize].insert(t);
                if self.stock.len() == self.rules.tile_count() - self.rules.dealt() {
                    self.finish_deal();
                }
                return;
            }
            (Phase::Play(q), Move::Play { tile, end }) => {
                self.hands[q as usize].remove(tile);
                if self.line.is_empty() {
                    self.ends = [tile.low(), tile.high()];
                } else {
                    let e = &mut self.ends[end.index()];
                    *e = tile.other(*e);
                }
                self.line.insert(tile);
                self.passes = 0;
                self.phase = if self.hands[q as usize].is_empty() {
                    Phase::Over(Termination::Domino { winner: seat(q) })
                } else {
                    Phase::Play(next(q))
                };
            }
            (Phase::Play(q), Move::Draw) => self.phase = Phase::Draw(q),
            (Phase::Draw(q), Move::Drawn(t)) => {
                self.stock.remove(t);
                self.hands[q as usize].insert(t);
                self.phase = match self.rules.draw_rule {
                    DrawRule::OneThenPass => Phase::Play(next(q)),
                    DrawRule::UntilPlayable => Phase::Play(q),
                };
            }
            (Phase::Play(q), Move::Pass) => {
                self.passes += 1;
                self.phase = if self.passes >= players {
                    Phase::Over(Termination::Blocked)
                } else {
                    Phase::Play(next(q))
                };
            }
            _ => panic!("move {mv} does not fit the phase {:?}", self.phase),
        }
        if record {
            self.log.push(mv);
        }
    }

    /// Returns a tile of the stock drawn uniformly with `rng`.
    fn random_stock_tile<R: Rng + ?Sized>(&self, rng: &mut R) -> Tile {
        let n = self.stock.len();
        self.stock
            .nth(rng.random_range(0..n))
            .expect("the index is below the stock size")
    }

    /// Returns a uniformly random legal move (a chance outcome by its probability),
    /// or `None` if the hand is over; the same distribution as
    /// [`boardcore::random_move`], without listing the moves.
    ///
    /// # Panics
    ///
    /// Never: the indexes drawn are below the sizes of the sets they index.
    pub fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        match self.phase {
            Phase::Deal => Some(Move::Deal(self.random_stock_tile(rng))),
            Phase::Draw(_) => Some(Move::Drawn(self.random_stock_tile(rng))),
            Phase::Over(_) => None,
            Phase::Play(q) => {
                let hand = self.hands[q as usize];
                if self.line.is_empty() {
                    return Some(Move::Play {
                        tile: Self::lead_tile(hand),
                        end: End::Left,
                    });
                }
                let l = hand.and(TileSet(NUMBER[self.ends[0] as usize]));
                let r = hand.and(TileSet(NUMBER[self.ends[1] as usize]));
                let n = l.len() + r.len();
                if n == 0 {
                    return Some(self.stuck_move());
                }
                let i = rng.random_range(0..n as u32) as usize;
                Some(if i < l.len() {
                    Move::Play {
                        tile: l.nth(i).expect("i < |l|"),
                        end: End::Left,
                    }
                } else {
                    Move::Play {
                        tile: r.nth(i - l.len()).expect("i - |l| < |r|"),
                        end: End::Right,
                    }
                })
            }
        }
    }
}

/// Returns the player of seat index `s`.
pub(crate) fn seat(s: u8) -> Player {
    Player::new(s as usize).expect("a seat below 4")
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ", self.rules)?;
        for i in 0..self.rules.players as usize {
            if i > 0 {
                f.write_str("/")?;
            }
            write!(f, "{}", self.hands[i])?;
        }
        write!(f, " {} ", self.stock)?;
        if self.log.is_empty() {
            return f.write_str("-");
        }
        write!(f, "{}:", self.leader + 1)?;
        for (i, mv) in self.log.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{mv}")?;
        }
        Ok(())
    }
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads the notation of [`Position`]. A UTF-8 byte-order mark and white space
    /// (a line end from a file) around the text are skipped.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = crate::record::strip_bom(s).trim_ascii();
        // Count the fields before taking them: a text of a million blanks is refused
        // without a list of a million empty fields.
        let count = s.split(' ').count();
        if count != 4 {
            return Err(ParsePositionError::Fields(count));
        }
        let mut split = s.split(' ');
        let fields: [&str; 4] = core::array::from_fn(|_| split.next().unwrap_or_default());
        let rules: Rules = fields[0].parse()?;
        let hands = fields[1]
            .split('/')
            .map(str::parse::<TileSet>)
            .collect::<Result<Vec<_>, _>>()
            .map_err(|error| ParsePositionError::Tiles {
                field: "hands",
                error,
            })?;
        let stock: TileSet = fields[2]
            .parse()
            .map_err(|error| ParsePositionError::Tiles {
                field: "stock",
                error,
            })?;
        let (leader, log) = if fields[3] == "-" {
            (None, Vec::new())
        } else {
            let (seat, moves) = fields[3]
                .split_once(':')
                .ok_or(ParsePositionError::Leader)?;
            let leader = match seat {
                "1" => Player::FIRST,
                "2" => Player::SECOND,
                "3" => Player::THIRD,
                "4" => Player::FOURTH,
                _ => return Err(ParsePositionError::Leader),
            };
            let log = moves
                .split(',')
                .map(str::parse::<Move>)
                .collect::<Result<Vec<_>, _>>()?;
            (Some(leader), log)
        };
        Ok(Self::from_parts(rules, &hands, stock, leader, &log)?)
    }
}

impl Position {
    /// Returns the position with the current `hands`, `stock`, the seat that led
    /// and the `log` of moves since the deal, checked by replaying the log from the
    /// deal it implies (see the notation in [`Position`]). `leader` is needed when the
    /// log is not empty (the tiles played first by one seat or another give different
    /// deals) and ignored otherwise.
    ///
    /// # Errors
    ///
    /// Returns a [`PositionError`] if the parts do not form a reachable position.
    pub fn from_parts(
        rules: Rules,
        hands: &[TileSet],
        stock: TileSet,
        leader: Option<Player>,
        log: &[Move],
    ) -> Result<Self, PositionError> {
        let rules = rules.validate()?;
        let p = rules.players as usize;
        if hands.len() != p {
            return Err(PositionError::HandCount {
                found: hands.len(),
                players: rules.players,
            });
        }
        let mut seen = TileSet::EMPTY;
        for h in hands.iter().chain([&stock]) {
            if let Some(t) = h.minus(rules.tiles()).first() {
                return Err(PositionError::NotInSet(t));
            }
            if let Some(t) = h.and(seen).first() {
                return Err(PositionError::Duplicate(t));
            }
            seen = seen.or(*h);
        }
        if log.is_empty() {
            let mut pos = Self::start(rules);
            pos.set_hands(hands, true)?;
            if pos.stock != stock {
                return Err(PositionError::Mismatch);
            }
            return Ok(pos);
        }
        // The leader fixes who made each move of the log.
        let leader = match leader {
            Some(l) if l.index() < p => l.index() as u8,
            _ => return Err(PositionError::Leader),
        };
        Self::replay_from(rules, hands, stock, log, leader)
    }

    /// Replays `log` from the deal it implies when seat `leader` led.
    fn replay_from(
        rules: Rules,
        hands: &[TileSet],
        stock: TileSet,
        log: &[Move],
        leader: u8,
    ) -> Result<Self, PositionError> {
        let p = rules.players;
        let mut initial: Vec<TileSet> = hands.to_vec();
        let mut drawn = [TileSet::EMPTY; 4];
        let mut q = leader;
        for &mv in log {
            match mv {
                Move::Play { tile, .. } => {
                    initial[q as usize].insert(tile);
                    q = (q + 1) % p;
                }
                Move::Pass => q = (q + 1) % p,
                Move::Draw => {}
                Move::Drawn(t) => {
                    drawn[q as usize].insert(t);
                    if rules.draw_rule == DrawRule::OneThenPass {
                        q = (q + 1) % p;
                    }
                }
                Move::Deal(_) => {}
            }
        }
        for (i, h) in initial.iter_mut().enumerate() {
            if !drawn[i].minus(*h).is_empty() {
                return Err(PositionError::Mismatch);
            }
            *h = h.minus(drawn[i]);
        }
        let mut pos = Self::from_deal(rules, &initial)?;
        if pos.leader != leader {
            return Err(PositionError::Leader);
        }
        for (index, &mv) in log.iter().enumerate() {
            if !pos.legal(mv) {
                return Err(PositionError::Log { index, mv });
            }
            pos.apply(mv, true);
        }
        if pos.hands[..p as usize] != *hands || pos.stock != stock {
            return Err(PositionError::Mismatch);
        }
        Ok(pos)
    }
}
