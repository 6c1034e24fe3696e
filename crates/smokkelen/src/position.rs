//! The validated position and its rules of play.

// `history.rs` reaches `home` here.
pub(crate) use crate::home::home;
use crate::movegen::Core;
use crate::{
    Bitboard, Color, Config, Label, Move, MoveList, Phase, Setup, SetupError, Square, Stone,
    Termination,
};
use boardcore::Outcome;
use boardcore::rand::{Rng, RngExt};

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

impl Default for Setup {
    /// Returns the setup of the default start position.
    fn default() -> Self {
        Position::default().to_setup()
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
            let r = boardcore::splitmix64(&mut state);
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
        // In the set-up the side to move never has ten stones (its tenth hands the
        // move over or ends the set-up; `check_setup_phase` refuses such a position),
        // so `n <= 10` would act the same (an equivalent mutant).
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
}
