//! The validated position, its rules of play and its full-state notation.

use crate::movegen::Core;
use crate::{Bitboard, Color, Config, Label, Move, MoveList, Phase, Setup, Square, Stone};
use alloc::string::String;
use boardcore::Outcome;
use boardcore::rand::{Rng, RngExt};
use core::fmt::{self, Write as _};
use core::str::FromStr;

/// The squares White places its stones on during set-up, in order: a1, b1, ..., e1,
/// a2, ..., e2 (spec "Set-up, passes and limits").
pub const WHITE_HOME: [Square; 10] = home_order(0, 1);
/// The squares Black places its stones on during set-up, in order: a6, b6, ..., e6,
/// a5, ..., e5.
pub const BLACK_HOME: [Square; 10] = home_order(5, 4);

const fn home_order(first: usize, second: usize) -> [Square; 10] {
    let mut squares = [Square::new(0).expect("a1"); 10];
    let mut i = 0;
    while i < 10 {
        let rank = if i < 5 { first } else { second };
        squares[i] = match Square::from_coords(i % 5, rank) {
            Some(sq) => sq,
            None => panic!("square on the board"),
        };
        i += 1;
    }
    squares
}

/// Returns the home squares of `color` in placement order.
#[must_use]
pub const fn home(color: Color) -> &'static [Square; 10] {
    match color {
        Color::White => &WHITE_HOME,
        Color::Black => &BLACK_HOME,
    }
}

/// Why a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[non_exhaustive]
pub enum Termination {
    /// A secret stone stands on its owner's far rank: its owner wins, whoever moved
    /// it (spec "End" \[SOURCED\]).
    Smuggled {
        /// The owner of the secret stone.
        winner: Color,
    },
    /// Two passes in a row (spec "End" \[CHOICE\]): a draw.
    TwoPasses,
    /// The ply limit of [`Config::ply_limit`] was reached (spec \[CHOICE\]): a draw.
    PlyLimit,
    /// The same stones, side to move and frozen square for the third time (spec
    /// \[CHOICE\]; only [`History`](crate::History) sees it): a draw.
    Repetition,
}

impl Termination {
    /// Returns the result: a win for the smuggler's owner, otherwise a draw.
    #[must_use]
    pub fn outcome(self) -> Outcome {
        match self {
            Self::Smuggled { winner } => Outcome::win(winner.into()),
            _ => Outcome::DRAW,
        }
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Smuggled { winner } => write!(f, "{winner}'s secret stone reached the far rank"),
            Self::TwoPasses => f.write_str("two passes in a row"),
            Self::PlyLimit => f.write_str("ply limit"),
            Self::Repetition => f.write_str("threefold repetition"),
        }
    }
}

/// What is wrong with a [`Setup`] (the error of [`Position::from_setup`]).
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

/// The error of reading a position (or a [`PublicPosition`](crate::PublicPosition))
/// from its notation.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParsePositionError {
    /// The text is not in the notation.
    #[error("invalid position notation in {field}: {reason} ({text})")]
    Syntax {
        /// The field (`board`, `rank 3`, `side`, `frozen`, `secrets`, ...).
        field: &'static str,
        /// The text of that field (at most [`boardcore::EXCERPT_CHARS`] characters).
        text: boardcore::Excerpt,
        /// What is wrong.
        reason: &'static str,
    },
    /// The notation is well formed but the position is not valid.
    #[error("invalid position: {0}")]
    Invalid(#[from] SetupError),
}

fn syntax(field: &'static str, text: &str, reason: &'static str) -> ParsePositionError {
    ParsePositionError::Syntax {
        field,
        text: text.into(),
        reason,
    }
}

/// A position of Smokkelen: the stones, the side to move, the frozen stone, both
/// secret stones, the set-up phase, the ply and pass counters and the rule
/// [`Config`].
///
/// `Position::default()` is the start position of the specification's example
/// (`B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w -`) with the secret
/// stones W0 and B0 (a NEW choice: any fixed pair would do). [`Position::setup_phase`]
/// is the empty board before the set-up moves, [`Position::random_start`] and
/// [`Position::from_seed`] draw random home arrangements and secrets.
///
/// `Display`/`FromStr` is the *full-state* notation: the specification's position
/// string (ranks 6 to 1, side to move, frozen square), then `secrets=W0,B7` (`-` for
/// a secret not yet chosen), `ply=N`, and where they apply `passes=N`, `setup`,
/// `freeze=opponent`, `turns=N`, `limit=N`:
///
/// ```
/// use smokkelen::Position;
/// let pos = Position::default();
/// assert_eq!(
///     pos.to_string(),
///     "B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w - secrets=W0,B0 ply=0"
/// );
/// assert_eq!(pos.to_string().parse::<Position>()?, pos);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// It holds both secrets, so it is not for showing to a player: a player sees
/// [`boardcore::Game::view`].
///
/// A *public position* ([`Position::is_public`]) has no secrets: the specification's
/// position string without `secrets=` reads as one, and writes back without it. Its
/// moves are those of any position with the same stones, but no move wins by a
/// secret, so its perft counts the tree without secret wins (spec "Notation"):
///
/// ```
/// use smokkelen::Position;
/// let public: Position = "B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w -"
///     .parse()?;
/// assert!(public.is_public());
/// assert_eq!(public.legal_moves().len(), 110);
/// assert_eq!(
///     public.to_string(),
///     "B9B0B7B1B3/B4B8B2B6B5/...../...../W3W0W4W1W2/W6W8W9W7W5 w - ply=0"
/// );
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) core: Core,
    pub(crate) secrets: [Option<Label>; 2],
    pub(crate) setup: bool,
    pub(crate) end: Option<Termination>,
}

impl Default for Position {
    fn default() -> Self {
        Self::new()
    }
}

/// The arrangement of the specification's example start, in placement order.
const DEFAULT_WHITE: [u8; 10] = [6, 8, 9, 7, 5, 3, 0, 4, 1, 2];
const DEFAULT_BLACK: [u8; 10] = [9, 0, 7, 1, 3, 4, 8, 2, 6, 5];

fn labels(numbers: [u8; 10]) -> [Label; 10] {
    numbers.map(|n| Label::ALL[usize::from(n)])
}

impl Position {
    /// Returns the default start position (see the type's documentation).
    ///
    /// # Panics
    ///
    /// Never: the default arrangement is valid (checked by the tests).
    #[must_use]
    pub fn new() -> Self {
        Self::start(
            labels(DEFAULT_WHITE),
            labels(DEFAULT_BLACK),
            [Label::ALL[0]; 2],
            Config::DEFAULT,
        )
        .expect("valid arrangement")
    }

    /// Returns the position after set-up with the home arrangements `white` (labels on
    /// a1, b1, ..., e2) and `black` (labels on a6, b6, ..., e5), the secret stones'
    /// labels `secrets` (White's first) and the rules `config`; White to move.
    ///
    /// # Errors
    ///
    /// Returns [`SetupError::DuplicateStone`] if an arrangement repeats a label.
    pub fn start(
        white: [Label; 10],
        black: [Label; 10],
        secrets: [Label; 2],
        config: Config,
    ) -> Result<Self, SetupError> {
        let mut setup = Setup::empty();
        setup.config = config;
        setup.secrets = secrets.map(Some);
        for (color, arrangement) in [(Color::White, white), (Color::Black, black)] {
            for (sq, label) in home(color).iter().zip(arrangement) {
                setup.set(*sq, Some(Stone::new(color, label)));
            }
        }
        Self::from_setup(setup)
    }

    /// Returns a start position with both home arrangements and both secret stones
    /// drawn uniformly with `rng`, and the default rules.
    #[must_use]
    pub fn random_start<R: Rng + ?Sized>(rng: &mut R) -> Self {
        Self::random_start_with(Config::DEFAULT, rng)
    }

    /// Returns a start position with random arrangements and secrets (as
    /// [`Position::random_start`]) under the rules `config`.
    #[must_use]
    pub fn random_start_with<R: Rng + ?Sized>(config: Config, rng: &mut R) -> Self {
        Self::random_start_by(config, |n| rng.random_range(0..n))
    }

    /// Returns a start position with random arrangements and secrets drawn from
    /// `seed` by a SplitMix64 generator (the same seed gives the same position on
    /// every platform and `rand` version).
    #[must_use]
    pub fn from_seed(seed: u64) -> Self {
        let mut state = seed;
        Self::random_start_by(Config::DEFAULT, |n| {
            let r = crate::zobrist::splitmix(&mut state);
            // Lemire's multiply-shift: uniform enough for n <= 10.
            ((u128::from(r) * n as u128) >> 64) as usize
        })
    }

    /// Draws two arrangements (Fisher-Yates) and two secrets with `draw(n)`, which
    /// returns a number in `0..n`.
    fn random_start_by(config: Config, mut draw: impl FnMut(usize) -> usize) -> Self {
        let mut arrange = || {
            let mut l = Label::ALL;
            for i in (1..10).rev() {
                l.swap(i, draw(i + 1));
            }
            l
        };
        let (white, black) = (arrange(), arrange());
        let secrets = [Label::ALL[draw(10)], Label::ALL[draw(10)]];
        Self::start(white, black, secrets, config).expect("permutations")
    }

    /// Returns the empty board before set-up (White to choose its secret) under the
    /// rules `config`.
    #[must_use]
    pub fn setup_phase(config: Config) -> Self {
        Self {
            core: Core::empty(config),
            secrets: [None; 2],
            setup: true,
            end: None,
        }
    }

    /// Validates `setup`.
    ///
    /// In play, any stones may stand anywhere (each stone at most once), as long as
    /// both secret stones are on the board (at most one on its far rank: then the game
    /// is over), a frozen square holds a stone and the counters fit the rules. In play
    /// a position may also have neither secret: a *public position* (the
    /// specification's position string), where no move wins by a secret. In the
    /// set-up phase the position must be one the set-up moves reach.
    ///
    /// # Errors
    ///
    /// Returns the first [`SetupError`] found.
    ///
    /// # Panics
    ///
    /// Never: every index of the board is a square.
    pub fn from_setup(setup: Setup) -> Result<Self, SetupError> {
        let mut core = Core::empty(setup.config);
        let mut seen = [false; 21];
        for (i, stone) in setup.board.iter().enumerate() {
            if let Some(stone) = *stone {
                let code = usize::from(stone.code());
                if seen[code] {
                    return Err(SetupError::DuplicateStone(stone));
                }
                seen[code] = true;
                core.put(Square::new(i).expect("index below 30"), stone);
            }
        }
        core.side = setup.turn;
        core.frozen = setup.frozen;
        core.plies = setup.plies;
        core.passes = setup.passes;
        core.key = core.compute_key();
        let mut pos = Self {
            core,
            secrets: setup.secrets,
            setup: setup.phase == Phase::Setup,
            end: None,
        };
        if pos.setup {
            pos.check_setup_phase()?;
        } else {
            pos.check_play()?;
        }
        pos.end = pos.compute_end();
        Ok(pos)
    }

    fn check_setup_phase(&self) -> Result<(), SetupError> {
        let c = &self.core;
        if c.frozen.is_some() || c.plies != 0 || c.passes != 0 {
            return Err(SetupError::Setup(
                "no frozen stone, plies or passes before play",
            ));
        }
        let placed = |color: Color| {
            let n = c.occ[color.index()].count();
            let expected: Bitboard = home(color)[..n.min(10)].iter().copied().collect();
            (n, c.occ[color.index()] == expected)
        };
        let (white, white_ok) = placed(Color::White);
        let (black, black_ok) = placed(Color::Black);
        if !white_ok || !black_ok {
            return Err(SetupError::Setup(
                "stones are placed in the fixed home order",
            ));
        }
        let white_done = self.secrets[0].is_some() && white == 10;
        let ok = match c.side {
            Color::White => !white_done && black == 0 && self.secrets[1].is_none(),
            Color::Black => white_done && !(black == 10 && self.secrets[1].is_some()),
        };
        if !ok
            || (self.secrets[0].is_none() && white > 0)
            || (self.secrets[1].is_none() && black > 0)
        {
            return Err(SetupError::Setup(
                "White chooses and places first, then Black, each secret before the stones",
            ));
        }
        Ok(())
    }

    fn check_play(&self) -> Result<(), SetupError> {
        let c = &self.core;
        let mut home_count = 0;
        // A public position has neither secret; otherwise both are needed.
        let public = self.secrets == [None, None];
        for color in Color::ALL {
            if public {
                break;
            }
            let label = self.secrets[color.index()].ok_or(SetupError::MissingSecret(color))?;
            let stone = Stone::new(color, label);
            let sq = self
                .square_of(stone)
                .ok_or(SetupError::SecretNotOnBoard(stone))?;
            if sq.rank() == color.far_rank() {
                home_count += 1;
            }
        }
        if home_count == 2 {
            return Err(SetupError::BothSecretsHome);
        }
        if let Some(f) = c.frozen {
            if c.stone_at(f).is_none() {
                return Err(SetupError::FrozenEmpty(f));
            }
            if c.passes > 0 {
                return Err(SetupError::FrozenAfterPass);
            }
        }
        if c.passes > 2 {
            return Err(SetupError::TooManyPasses(c.passes));
        }
        let limit = c.config.ply_limit;
        if limit != 0 && c.plies > limit {
            return Err(SetupError::PastPlyLimit {
                plies: c.plies,
                limit,
            });
        }
        Ok(())
    }

    /// Returns the termination the state shows (win first, then the draws).
    fn compute_end(&self) -> Option<Termination> {
        if self.setup {
            return None;
        }
        for color in Color::ALL {
            if let Some(label) = self.secrets[color.index()]
                && self
                    .square_of(Stone::new(color, label))
                    .is_some_and(|sq| sq.rank() == color.far_rank())
            {
                return Some(Termination::Smuggled { winner: color });
            }
        }
        if self.core.passes >= 2 {
            Some(Termination::TwoPasses)
        } else if self.core.ply_limit_reached() {
            Some(Termination::PlyLimit)
        } else {
            None
        }
    }

    /// Returns the position as plain data.
    #[must_use]
    pub fn to_setup(&self) -> Setup {
        let mut board = [None; 30];
        for (i, cell) in board.iter_mut().enumerate() {
            *cell = Stone::from_code(self.core.cells[i]);
        }
        Setup {
            board,
            turn: self.core.side,
            frozen: self.core.frozen,
            secrets: self.secrets,
            phase: self.phase(),
            plies: self.core.plies,
            passes: self.core.passes,
            config: self.core.config,
        }
    }

    /// Returns the side to move (also in the set-up phase, and after the end: the
    /// side that would move next).
    #[must_use]
    pub fn turn(&self) -> Color {
        self.core.side
    }

    /// Returns the side to move: the old name of [`Position::turn`].
    #[deprecated(note = "use turn()")]
    #[must_use]
    pub fn side(&self) -> Color {
        self.turn()
    }

    /// Returns the phase: set-up or play.
    #[must_use]
    pub fn phase(&self) -> Phase {
        if self.setup {
            Phase::Setup
        } else {
            Phase::Play
        }
    }

    /// Returns the stone on `sq`.
    #[must_use]
    pub fn stone_at(&self, sq: Square) -> Option<Stone> {
        self.core.stone_at(sq)
    }

    /// Returns the square of `stone`, or `None` if it is not on the board.
    #[must_use]
    pub fn square_of(&self, stone: Stone) -> Option<Square> {
        let code = stone.code();
        let i = self.core.cells.iter().position(|&c| c == code)?;
        Square::new(i)
    }

    /// Returns the squares of `color`'s stones.
    #[must_use]
    pub fn stones(&self, color: Color) -> Bitboard {
        self.core.occ[color.index()]
    }

    /// Returns the squares of all stones.
    #[must_use]
    pub fn occupied(&self) -> Bitboard {
        self.core.occupied()
    }

    /// Returns the square of the stone moved on the previous turn (`None` at the
    /// start and after a pass).
    #[must_use]
    pub fn frozen(&self) -> Option<Square> {
        self.core.frozen
    }

    /// Returns the label of `color`'s secret stone (`None` before it is chosen).
    ///
    /// This is hidden information: show a player [`boardcore::Game::view`] instead.
    #[must_use]
    pub fn secret(&self, color: Color) -> Option<Label> {
        self.secrets[color.index()]
    }

    /// Tests if this is a public position: in play without secrets (the
    /// specification's position string), so that no move wins by a secret.
    #[must_use]
    pub fn is_public(&self) -> bool {
        !self.setup && self.secrets == [None, None]
    }

    /// Returns the rules of this game.
    #[must_use]
    pub fn config(&self) -> Config {
        self.core.config
    }

    /// Returns the plies of play so far (set-up moves not counted).
    #[must_use]
    pub fn plies(&self) -> u16 {
        self.core.plies
    }

    /// Returns the number of passes in a row just played (0, 1 or 2).
    #[must_use]
    pub fn passes(&self) -> u8 {
        self.core.passes
    }

    /// Returns the squares the stone on `from` can move to now (empty if it may not
    /// move, or in the set-up phase, or after the end).
    #[must_use]
    pub fn destinations(&self, from: Square) -> Bitboard {
        if self.setup || self.end.is_some() || !self.core.movers().contains(from) {
            return Bitboard::EMPTY;
        }
        let owner = if self.core.occ[0].contains(from) {
            Color::White
        } else {
            Color::Black
        };
        self.core.destinations(owner, from)
    }

    /// Returns why the game ended, or `None` while it goes on (repetitions need
    /// [`History`](crate::History)).
    #[must_use]
    pub fn termination(&self) -> Option<Termination> {
        self.end
    }

    /// Returns the result, or `None` while the game goes on.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.end.map(Termination::outcome)
    }

    /// Returns the 64-bit key of the part of the position the repetition rule
    /// compares (stones, side to move, frozen square), kept up to date move by move.
    #[must_use]
    pub fn zobrist_hash(&self) -> u64 {
        self.core.key
    }

    /// Returns the same key as [`Position::zobrist_hash`], computed from scratch.
    #[must_use]
    pub fn compute_zobrist_hash(&self) -> u64 {
        self.core.compute_key()
    }

    /// Returns the next set-up square of the side to move, if it has placed its
    /// secret and fewer than ten stones.
    fn next_home_square(&self) -> Option<Square> {
        let side = self.core.side;
        let n = self.core.occ[side.index()].count();
        if self.setup && self.secrets[side.index()].is_some() && n < 10 {
            Some(home(side)[n])
        } else {
            None
        }
    }

    /// Tests if `label` is still to be placed by the side to move.
    fn unplaced(&self, label: Label) -> bool {
        self.square_of(Stone::new(self.core.side, label)).is_none()
    }

    /// Returns the legal moves: set-up moves in the set-up phase, else the stone
    /// moves (in square order of `from`, then `to`), or `pass` if there are none; no
    /// move once the game is over.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        if self.end.is_some() {
        } else if self.setup {
            if self.secrets[self.core.side.index()].is_none() {
                list.extend(Label::ALL.map(Move::ChooseSecret));
            } else {
                list.extend(
                    Label::ALL
                        .into_iter()
                        .filter(|&l| self.unplaced(l))
                        .map(Move::Place),
                );
            }
        } else {
            self.core.stone_moves(&mut list);
        }
        list
    }

    /// Returns the number of legal moves (by popcounts, without listing them).
    #[must_use]
    pub fn legal_move_count(&self) -> usize {
        if self.end.is_some() {
            0
        } else if self.setup {
            if self.secrets[self.core.side.index()].is_none() {
                10
            } else {
                10 - self.core.occ[self.core.side.index()].count()
            }
        } else {
            self.core.count_stone_moves().max(1)
        }
    }

    /// Tests if `mv` is legal here.
    #[must_use]
    pub fn is_legal(&self, mv: Move) -> bool {
        if self.end.is_some() {
            return false;
        }
        match mv {
            Move::Stone { from, to } => !self.setup && self.core.is_legal_stone_move(from, to),
            Move::Pass => !self.setup && !self.core.has_stone_move(),
            Move::ChooseSecret(_) => self.setup && self.secrets[self.core.side.index()].is_none(),
            Move::Place(label) => self.next_home_square().is_some() && self.unplaced(label),
        }
    }

    /// Plays `mv` without checking that it is legal.
    ///
    /// An illegal move leaves a corrupt position (never undefined behaviour); use
    /// [`boardcore::Game::play`] for untrusted moves.
    pub fn play_unchecked(&mut self, mv: Move) {
        match mv {
            Move::Stone { from, to } => {
                let stone = self.core.apply_stone(from, to);
                self.end = if self.secrets[stone.color.index()] == Some(stone.label)
                    && to.rank() == stone.color.far_rank()
                {
                    Some(Termination::Smuggled {
                        winner: stone.color,
                    })
                } else if self.core.ply_limit_reached() {
                    Some(Termination::PlyLimit)
                } else {
                    None
                };
            }
            Move::Pass => {
                self.core.apply_pass();
                self.end = if self.core.passes >= 2 {
                    Some(Termination::TwoPasses)
                } else if self.core.ply_limit_reached() {
                    Some(Termination::PlyLimit)
                } else {
                    None
                };
            }
            Move::ChooseSecret(label) => {
                self.secrets[self.core.side.index()] = Some(label);
            }
            Move::Place(label) => {
                let Some(sq) = self.next_home_square() else {
                    return;
                };
                let side = self.core.side;
                self.core.put(sq, Stone::new(side, label));
                if self.core.occ[side.index()].count() == 10 {
                    self.core.side = side.opponent();
                    self.core.key ^= crate::zobrist::black_to_move();
                    if side == Color::Black {
                        self.setup = false;
                    }
                }
            }
        }
    }

    /// Plays `mv` (unchecked) on `child`, a clone of `self`: the copy-make step of
    /// perft. Gives the same position as [`Position::play_unchecked`] on a clone.
    #[inline]
    pub fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        child.play_unchecked(mv);
    }

    /// Returns the position with `color`'s secret replaced by `label` (termination
    /// recomputed), or `None` if the result is not a valid position.
    pub(crate) fn with_secret(&self, color: Color, label: Label) -> Option<Self> {
        let mut setup = self.to_setup();
        setup.secrets[color.index()] = Some(label);
        Self::from_setup(setup).ok()
    }

    /// Returns a board diagram: ranks 6 to 1 with their numbers, each cell `.` or a
    /// stone (`W3`), the frozen stone marked `*`, and the files below.
    ///
    /// ```
    /// use smokkelen::Position;
    /// assert_eq!(Position::default().diagram(), "\
    /// 6  B9 B0 B7 B1 B3
    /// 5  B4 B8 B2 B6 B5
    /// 4  .  .  .  .  .
    /// 3  .  .  .  .  .
    /// 2  W3 W0 W4 W1 W2
    /// 1  W6 W8 W9 W7 W5
    ///    a  b  c  d  e
    /// ");
    /// ```
    #[must_use]
    pub fn diagram(&self) -> String {
        diagram(&self.core, |_, s| Some(s.label))
    }
}

/// Writes the diagram of `core`, with `label` deciding what is shown of each stone.
pub(crate) fn diagram(core: &Core, label: impl Fn(Square, Stone) -> Option<Label>) -> String {
    let mut out = String::new();
    for rank in (0..6).rev() {
        let _ = write!(out, "{}  ", rank + 1);
        let mut line = String::new();
        for file in 0..5 {
            let sq = Square::from_coords(file, rank).expect("on the board");
            match core.stone_at(sq) {
                Some(s) => {
                    line.push(s.color.stone_char());
                    match label(sq, s) {
                        Some(l) => line.push(char::from(b'0' + l.get())),
                        None => line.push('?'),
                    }
                }
                None => line.push_str(". "),
            }
            line.push(if core.frozen == Some(sq) { '*' } else { ' ' });
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out.push_str("   a  b  c  d  e\n");
    out
}

/// Writes the specification's position string of `core` (ranks, side, frozen),
/// `label` deciding what is shown of each stone (`None`: `?`).
pub(crate) fn write_board(
    f: &mut fmt::Formatter<'_>,
    core: &Core,
    label: impl Fn(Square, Stone) -> Option<Label>,
) -> fmt::Result {
    for rank in (0..6).rev() {
        for file in 0..5 {
            let sq = Square::from_coords(file, rank).expect("on the board");
            match core.stone_at(sq) {
                Some(s) => {
                    f.write_char(s.color.stone_char())?;
                    match label(sq, s) {
                        Some(l) => write!(f, "{l}")?,
                        None => f.write_char('?')?,
                    }
                }
                None => f.write_char('.')?,
            }
        }
        if rank > 0 {
            f.write_char('/')?;
        }
    }
    write!(f, " {} ", core.side.to_char())?;
    match core.frozen {
        Some(sq) => write!(f, "{sq}"),
        None => f.write_char('-'),
    }
}

/// Writes the counters and the non-default rules: ` ply=N`, ` passes=N`,
/// ` freeze=opponent`, ` turns=N`, ` limit=N`.
pub(crate) fn write_counters(f: &mut fmt::Formatter<'_>, core: &Core) -> fmt::Result {
    write!(f, " ply={}", core.plies)?;
    if core.passes != 0 {
        write!(f, " passes={}", core.passes)?;
    }
    let c = core.config;
    if c.freeze_only_opponent_owned {
        f.write_str(" freeze=opponent")?;
    }
    if c.max_slide_turns != Config::DEFAULT.max_slide_turns {
        write!(f, " turns={}", c.max_slide_turns)?;
    }
    if c.ply_limit != Config::DEFAULT.ply_limit {
        write!(f, " limit={}", c.ply_limit)?;
    }
    Ok(())
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_board(f, &self.core, |_, s| Some(s.label))?;
        if self.setup {
            f.write_str(" setup")?;
        }
        if self.is_public() {
            return write_counters(f, &self.core);
        }
        f.write_str(" secrets=")?;
        for color in Color::ALL {
            if color == Color::Black {
                f.write_char(',')?;
            }
            f.write_char(color.stone_char())?;
            match self.secrets[color.index()] {
                Some(l) => write!(f, "{l}")?,
                None => f.write_char('-')?,
            }
        }
        write_counters(f, &self.core)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self})")
    }
}

/// The fields of a position string, as read.
pub(crate) struct Fields {
    pub board: [Option<Stone>; 30],
    pub side: Color,
    pub frozen: Option<Square>,
    pub secrets: Option<[Option<Label>; 2]>,
    pub setup: bool,
    pub plies: u16,
    pub passes: u8,
    pub config: Config,
}

/// Reads a position string: the three fields of the specification, then the
/// optional `key=value` fields.
/// A UTF-8 byte-order mark at the start is skipped; fields are separated by any
/// ASCII white space (a line end from a file included).
pub(crate) fn parse_fields(s: &str) -> Result<Fields, ParsePositionError> {
    let s = s.strip_prefix('\u{feff}').unwrap_or(s);
    let mut parts = s.split_ascii_whitespace();
    let board_text = parts
        .next()
        .ok_or_else(|| syntax("board", s, "empty text"))?;
    let board = parse_board(board_text)?;
    let side_text = parts
        .next()
        .ok_or_else(|| syntax("side", s, "missing side to move after the board"))?;
    let side = match side_text {
        "w" => Color::White,
        "b" => Color::Black,
        _ => return Err(syntax("side", side_text, "expected `w` or `b`")),
    };
    let frozen_text = parts
        .next()
        .ok_or_else(|| syntax("frozen", s, "missing frozen square after the side"))?;
    let frozen = if frozen_text == "-" {
        None
    } else {
        let b = frozen_text.as_bytes();
        match crate::moves::square_prefix(b) {
            Some(sq) if b.len() == 2 => Some(sq),
            _ => {
                return Err(syntax(
                    "frozen",
                    frozen_text,
                    "expected a square a1-e6 or `-`",
                ));
            }
        }
    };
    let mut fields = Fields {
        board,
        side,
        frozen,
        secrets: None,
        setup: false,
        plies: 0,
        passes: 0,
        config: Config::DEFAULT,
    };
    let mut seen = [false; 7];
    for part in parts {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        let index = match key {
            "setup" if value.is_empty() && !part.contains('=') => 0,
            "secrets" => 1,
            "ply" => 2,
            "passes" => 3,
            "freeze" => 4,
            "turns" => 5,
            "limit" => 6,
            _ => return Err(syntax("options", part, "unknown field")),
        };
        if core::mem::replace(&mut seen[index], true) {
            return Err(syntax("options", part, "field given twice"));
        }
        let number = |field| -> Result<u16, ParsePositionError> {
            if value.is_empty() || value.len() > 5 || !value.bytes().all(|b| b.is_ascii_digit()) {
                return Err(syntax(field, part, "expected a number"));
            }
            value
                .parse()
                .map_err(|_| syntax(field, part, "number too large"))
        };
        match index {
            0 => fields.setup = true,
            1 => fields.secrets = Some(parse_secrets(value)?),
            2 => fields.plies = number("ply")?,
            3 => {
                fields.passes = u8::try_from(number("passes")?)
                    .map_err(|_| syntax("passes", part, "number too large"))?;
            }
            4 => {
                fields.config.freeze_only_opponent_owned = match value {
                    "opponent" => true,
                    "any" => false,
                    _ => return Err(syntax("freeze", part, "expected `opponent` or `any`")),
                }
            }
            5 => {
                fields.config.max_slide_turns = u8::try_from(number("turns")?)
                    .map_err(|_| syntax("turns", part, "number too large"))?;
            }
            _ => fields.config.ply_limit = number("limit")?,
        }
    }
    Ok(fields)
}

fn parse_secrets(value: &str) -> Result<[Option<Label>; 2], ParsePositionError> {
    let err = || syntax("secrets", value, "expected `W<digit or ->,B<digit or ->`");
    let b = value.as_bytes();
    if b.len() != 5 || b[0] != b'W' || b[2] != b',' || b[3] != b'B' {
        return Err(err());
    }
    let one = |c: u8| match c {
        b'-' => Ok(None),
        b'0'..=b'9' => Ok(Some(Label::ALL[usize::from(c - b'0')])),
        _ => Err(err()),
    };
    Ok([one(b[1])?, one(b[4])?])
}

fn parse_board(text: &str) -> Result<[Option<Stone>; 30], ParsePositionError> {
    const RANK: [&str; 6] = ["rank 1", "rank 2", "rank 3", "rank 4", "rank 5", "rank 6"];
    let mut board = [None; 30];
    let ranks: alloc::vec::Vec<&str> = text.split('/').collect();
    if ranks.len() != 6 {
        return Err(syntax("board", text, "expected 6 ranks separated by `/`"));
    }
    for (i, rank_text) in ranks.iter().enumerate() {
        let rank = 5 - i;
        let mut file = 0;
        let b = rank_text.as_bytes();
        let mut j = 0;
        while j < b.len() {
            if file >= 5 {
                return Err(syntax(RANK[rank], rank_text, "more than 5 cells"));
            }
            let sq = Square::from_coords(file, rank).expect("on the board");
            match b[j] {
                b'.' => j += 1,
                b'W' | b'B' => {
                    let color = if b[j] == b'W' {
                        Color::White
                    } else {
                        Color::Black
                    };
                    match b.get(j + 1) {
                        Some(d @ b'0'..=b'9') => {
                            board[sq.to_index()] =
                                Some(Stone::new(color, Label::ALL[usize::from(d - b'0')]));
                        }
                        _ => {
                            return Err(syntax(
                                RANK[rank],
                                rank_text,
                                "expected a digit after W or B",
                            ));
                        }
                    }
                    j += 2;
                }
                _ => {
                    return Err(syntax(
                        RANK[rank],
                        rank_text,
                        "expected `.`, `W<digit>` or `B<digit>`",
                    ));
                }
            }
            file += 1;
        }
        if file != 5 {
            return Err(syntax(RANK[rank], rank_text, "fewer than 5 cells"));
        }
    }
    Ok(board)
}

impl FromStr for Position {
    type Err = ParsePositionError;

    /// Reads the full-state notation (see [`Position`]). Without `secrets=` the
    /// position is public ([`Position::is_public`]); the set-up phase needs
    /// `secrets=`.
    fn from_str(s: &str) -> Result<Self, ParsePositionError> {
        let fields = parse_fields(s)?;
        let secrets = match fields.secrets {
            Some(secrets) => secrets,
            None if !fields.setup => [None, None],
            None => return Err(syntax("secrets", s, "missing `secrets=W<n>,B<n>`")),
        };
        Ok(Self::from_setup(Setup {
            board: fields.board,
            turn: fields.side,
            frozen: fields.frozen,
            secrets,
            phase: if fields.setup {
                Phase::Setup
            } else {
                Phase::Play
            },
            plies: fields.plies,
            passes: fields.passes,
            config: fields.config,
        })?)
    }
}

boardcore::serde_via_str!(Position);
