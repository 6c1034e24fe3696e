//! [`History`]: a game with its past, for the rules that need more than the current
//! position (repetition, move counts), and its hook [`HistoryRules`].

use crate::{Game, KeyHistory, Outcome, ParseMoveError, ParseMoveErrorKind, Player, Turn};
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Debug, Display};
use core::hash::Hash;
use core::str::FromStr;
use rand::{Rng, RngExt};

/// The rules of a game that need its past, implemented by the game's position type so
/// that [`History<Self>`](History) plays the complete game.
///
/// A position knows only the present; these hooks add what a record of the game
/// knows: the key that repetitions compare, which moves no earlier position survives
/// (a capture, a pawn or man move), counters a draw rule keeps from ply to ply (the
/// FMJD 16- and 5-move rules), a per-game setting (a ply limit), how the complete game
/// ends and who won, and, for games with hidden information, what a player may see of
/// the record and how to redraw what they cannot. None of the hidden-information hooks
/// has a default: a game of perfect information writes
/// [`perfect_information_history!()`](crate::perfect_information_history) to get the
/// trivial ones.
///
/// ```
/// use boardcore::{Game, History, HistoryRules, MoveList, Outcome, Player, Turn};
///
/// /// A counter that either player steps by 1 or 2; the same total three times is
/// /// a draw, and 10 is the end (a win for the player who reached it).
/// #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
/// struct Count { total: u8, mover: u8 }
/// # impl core::fmt::Display for Count {
/// #     fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
/// #         write!(f, "{}/{}", self.total, self.mover)
/// #     }
/// # }
/// # impl core::str::FromStr for Count {
/// #     type Err = &'static str;
/// #     fn from_str(s: &str) -> Result<Self, Self::Err> {
/// #         let (t, m) = s.split_once('/').ok_or("expected total/mover")?;
/// #         Ok(Count { total: t.parse().map_err(|_| "total")?, mover: m.parse().map_err(|_| "mover")? })
/// #     }
/// # }
/// impl Game for Count {
///     type Move = i8;
///     type MoveList = MoveList<i8, 2>;
///     const NAME: &'static str = "count-position";
///     boardcore::perfect_information!();
///     fn turn(&self) -> Turn {
///         match self.total {
///             10.. => Turn::Over(Outcome::win(Player::new(1 - self.mover as usize).unwrap())),
///             _ => Turn::Player(Player::new(self.mover as usize).unwrap()),
///         }
///     }
///     fn legal_moves(&self) -> MoveList<i8, 2> {
///         if self.total >= 10 { MoveList::new() } else { MoveList::from_slice(&[1, 2]) }
///     }
///     fn play_unchecked(&mut self, mv: i8) {
///         self.total += mv as u8;
///         self.mover = 1 - self.mover;
///     }
/// }
///
/// /// Why a game of counting ended.
/// #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
/// enum End { Ten, Repetition }
/// # impl core::fmt::Display for End {
/// #     fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
/// #         f.write_str(if *self == End::Ten { "ten" } else { "repetition" })
/// #     }
/// # }
///
/// impl HistoryRules for Count {
///     type Termination = End;
///     type Counters = ();
///     type Config = ();
///     const GAME_NAME: &'static str = "count";
///     boardcore::perfect_information_history!();
///
///     fn repetition_key(&self) -> u64 { u64::from(self.total) }
///     fn is_irreversible(&self, _mv: i8) -> bool { false }
///     fn next_counters(&self, _previous: Option<()>) {}
///     fn to_move(&self) -> Turn { Turn::Player(Player::new(self.mover as usize).unwrap()) }
///     fn history_termination(history: &History<Self>) -> Option<End> {
///         if history.position().total >= 10 {
///             Some(End::Ten)
///         } else if history.repetitions() >= 3 {
///             Some(End::Repetition)
///         } else {
///             None
///         }
///     }
///     fn end_outcome(&self, end: End) -> Outcome {
///         match end {
///             End::Ten => Game::outcome(self).unwrap(),
///             End::Repetition => Outcome::DRAW,
///         }
///     }
/// }
///
/// let game: History<Count> = "start moves 2 1 2".parse()?;
/// assert_eq!(game.position().total, 5);
/// assert_eq!(game.to_string(), "start moves 2 1 2");
/// assert_eq!(<History<Count> as Game>::NAME, "count");
/// # Ok::<(), boardcore::ParseHistoryError<&'static str>>(())
/// ```
pub trait HistoryRules: Game {
    /// Why a complete game ends (checkmate, a draw rule, ...).
    type Termination: Copy + Eq + Hash + Debug + Display;
    /// What a draw rule counts from ply to ply beyond the repetition window, such as
    /// the plies since the material of the FMJD 16-move rule arose; `()` for none.
    type Counters: Copy + Eq + Hash + Debug;
    /// A setting of the complete game that is not part of the position, such as
    /// Robijn's ply limit; `()` for none. Its `Default` is the rules' setting.
    type Config: Copy + Eq + Hash + Debug + Default;
    /// What one player may see of a game: the history itself in games of perfect
    /// information.
    type HistoryView: Clone + Eq + Hash + Debug;

    /// The [`Game::NAME`] of [`History<Self>`](History), the complete game: the plain
    /// game name (`"chess"`), where the position's own is `"chess-position"`.
    const GAME_NAME: &'static str;

    /// Returns the 64-bit key of this position that repetition compares (a Zobrist
    /// hash of everything the repetition rule compares).
    fn repetition_key(&self) -> u64;

    /// Tests if playing `mv` here (before it is played) makes every earlier position
    /// unreachable, so that it starts a new repetition window: a capture or a pawn
    /// move in chess, a capture or a man move in draughts.
    fn is_irreversible(&self, mv: Self::Move) -> bool;

    /// Returns the counters of this position, given those of the position before
    /// (`None` at the start of the game).
    fn next_counters(&self, previous: Option<Self::Counters>) -> Self::Counters;

    /// Returns who acts next while the game goes on, without testing whether it has
    /// ended (the history tests that with [`HistoryRules::history_termination`]).
    fn to_move(&self) -> Turn;

    /// Returns why `history` has ended, or `None` while it goes on.
    fn history_termination(history: &History<Self>) -> Option<Self::Termination>;

    /// Returns the outcome of a game that ended in this position for `end`.
    fn end_outcome(&self, end: Self::Termination) -> Outcome;

    /// Writes the legal moves of `history` into `moves`, an empty list (the forced
    /// move where [`HistoryRules::forced_move`] gives one), or returns why `history`
    /// has ended (leaving `moves` empty): the same as
    /// [`HistoryRules::history_termination`] followed by [`Game::legal_moves`] of the
    /// history, in one call, which [`History`]'s `legal_moves` and `random_move` use.
    ///
    /// Games override it when the test of the end and the move list share work (a
    /// chess position has ended by checkmate or stalemate exactly when its move list
    /// is empty, so one move generation answers both).
    fn history_moves(
        history: &History<Self>,
        moves: &mut Self::MoveList,
    ) -> Option<Self::Termination> {
        if let Some(end) = Self::history_termination(history) {
            return Some(end);
        }
        if let Some(mv) = Self::forced_move(history) {
            moves.extend([mv]);
        } else {
            *moves = history.position.legal_moves();
        }
        None
    }

    /// Returns a move of `history` drawn with `rng` (players uniformly among their
    /// legal moves, chance nodes by weight), or `None` where the game has ended: what
    /// [`History`]'s [`Game::random_move`] and playouts use.
    ///
    /// The default lists the moves with [`HistoryRules::history_moves`] and picks as
    /// [`crate::random_move`] does. Games override it with a pick that does not list
    /// every move, under the same distribution (not necessarily the same move for the
    /// same generator state).
    #[inline]
    fn history_random_move<R: Rng + ?Sized>(
        history: &History<Self>,
        rng: &mut R,
    ) -> Option<Self::Move> {
        let mut list = Self::MoveList::default();
        if Self::history_moves(history, &mut list).is_some() {
            return None;
        }
        let moves = list.as_ref();
        if moves.is_empty() {
            None
        } else if history.position.to_move() == Turn::Chance {
            crate::random_move(history, moves, rng)
        } else {
            Some(moves[rng.random_range(0..moves.len())])
        }
    }

    /// Returns the one move the rules of the complete game force where the position
    /// alone would have none (Robijn: `pass` when neither side can move), or `None`
    /// (the default) to play the position's legal moves.
    fn forced_move(history: &History<Self>) -> Option<Self::Move> {
        // The mutant "replace with None" of this default is equivalent.
        let _ = history;
        None
    }

    /// Returns what `player` may see of `history` (see [`Game::view`]).
    fn history_view(history: &History<Self>, player: Player) -> Self::HistoryView;

    /// Returns a game drawn with `rng` among those consistent with what `player`
    /// sees of `history` (see [`Game::determinize`]): the hidden parts of the start
    /// and of the moves are redrawn, so that no secret of the opponent leaks.
    fn determinize_history<R: Rng + ?Sized>(
        history: &History<Self>,
        player: Player,
        rng: &mut R,
    ) -> History<Self>;
}

/// Writes, inside an `impl HistoryRules for ...` block, the hidden-information items
/// of a game of perfect information: `HistoryView = History<Self>`, and
/// `history_view` and `determinize_history` that clone the history.
#[macro_export]
macro_rules! perfect_information_history {
    () => {
        type HistoryView = $crate::History<Self>;

        fn history_view(
            history: &$crate::History<Self>,
            _player: $crate::Player,
        ) -> $crate::History<Self> {
            ::core::clone::Clone::clone(history)
        }

        fn determinize_history<R: $crate::rand::Rng + ?Sized>(
            history: &$crate::History<Self>,
            _player: $crate::Player,
            _rng: &mut R,
        ) -> $crate::History<Self> {
            ::core::clone::Clone::clone(history)
        }
    };
}

/// A game with its past: the start position, the moves played, the current position,
/// the repetition keys of every position since the start ([`KeyHistory`]), and the
/// counters and setting of the game's [`HistoryRules`].
///
/// `History<G>` implements [`Game`] under all the rules of `G`: it ends where
/// [`HistoryRules::history_termination`] says so (then no move is legal, and
/// [`Game::parse_move`] refuses every move), and its [`Game::NAME`] is
/// [`HistoryRules::GAME_NAME`]. A game costs 12 bytes per ply besides its moves (and
/// its counters, if any); no position is copied. [`History::undo`] replays the game
/// from the start.
///
/// **Notation.** `Display` writes the start in the game's full-state notation (the
/// word `start` for `G::default()`), then, if any move was played, the word `moves`
/// and the moves in the game's standard notation ([`Game::format_move`]), separated
/// by spaces: `start moves e4 e5 Nf3`. `FromStr` reads the same: a UTF-8 byte order
/// mark is skipped, any ASCII white space (line ends included) separates the words,
/// and each move is read with [`Game::parse_move`] where it stands. With the `serde`
/// feature a history (de)serializes as this string.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct History<G: HistoryRules> {
    start: G,
    position: G,
    moves: Vec<G::Move>,
    keys: KeyHistory,
    counters: Vec<G::Counters>,
    config: G::Config,
}

impl<G: HistoryRules> Default for History<G> {
    /// Returns a game from `G::default()` with the default setting.
    fn default() -> Self {
        Self::new(G::default())
    }
}

impl<G: HistoryRules> History<G> {
    /// Returns a game starting at `start`, with the default setting.
    #[must_use]
    pub fn new(start: G) -> Self {
        Self::with_config(start, G::Config::default())
    }

    /// Returns a game starting at `start` under `config`.
    #[must_use]
    pub fn with_config(start: G, config: G::Config) -> Self {
        Self {
            keys: KeyHistory::new(start.repetition_key()),
            counters: alloc::vec![start.next_counters(None)],
            position: start.clone(),
            start,
            moves: Vec::new(),
            config,
        }
    }

    /// Returns the start position.
    #[must_use]
    pub const fn start(&self) -> &G {
        &self.start
    }

    /// Returns the current position.
    #[must_use]
    pub const fn position(&self) -> &G {
        &self.position
    }

    /// Returns the moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// Returns the repetition keys of the positions since the start.
    #[must_use]
    pub const fn keys(&self) -> &KeyHistory {
        &self.keys
    }

    /// Returns the setting of the game.
    #[must_use]
    pub const fn config(&self) -> G::Config {
        self.config
    }

    /// Returns the counters of the current position.
    #[must_use]
    pub fn counters(&self) -> G::Counters {
        self.counters[self.counters.len() - 1]
    }

    /// Returns how many times the current position has occurred since the last
    /// irreversible move, this time included (1 for a new position), as told by
    /// equal [`HistoryRules::repetition_key`]s.
    #[must_use]
    pub fn repetitions(&self) -> usize {
        self.keys.repetitions()
    }

    /// Returns the number of plies since the last irreversible move (or the start).
    #[must_use]
    pub fn reversible_plies(&self) -> usize {
        self.keys.reversible_plies()
    }

    /// Returns why the game has ended, or `None` while it goes on.
    #[must_use]
    pub fn termination(&self) -> Option<G::Termination> {
        G::history_termination(self)
    }

    /// Takes back the last move and returns it, or `None` at the start.
    ///
    /// The position is rebuilt by replaying the game from the start (a position has
    /// no unmake), so an undo costs one move per ply played.
    pub fn undo(&mut self) -> Option<G::Move> {
        let mv = self.moves.pop()?;
        self.keys.pop();
        self.counters.pop();
        let mut position = self.start.clone();
        for &m in &self.moves {
            position.play_unchecked(m);
        }
        self.position = position;
        Some(mv)
    }

    /// Makes room for `additional` more moves in the lists of the history.
    fn reserve(&mut self, additional: usize) {
        self.moves.reserve(additional);
        self.keys.reserve(additional);
        self.counters.reserve(additional);
    }

    /// Records `mv`, already played from `before` to `self.position`.
    #[inline]
    fn record(&mut self, mv: G::Move, irreversible: bool) {
        self.keys.push(self.position.repetition_key(), irreversible);
        let counters = self.position.next_counters(Some(self.counters()));
        self.counters.push(counters);
        self.moves.push(mv);
    }
}

impl<G: HistoryRules> Game for History<G> {
    type Move = G::Move;
    type MoveList = G::MoveList;
    type View = G::HistoryView;
    type Observation = G::Observation;
    const NAME: &'static str = G::GAME_NAME;

    fn players(&self) -> usize {
        self.position.players()
    }

    fn turn(&self) -> Turn {
        match self.termination() {
            Some(end) => Turn::Over(self.position.end_outcome(end)),
            None => self.position.to_move(),
        }
    }

    #[inline]
    fn legal_moves(&self) -> G::MoveList {
        let mut moves = G::MoveList::default();
        G::history_moves(self, &mut moves);
        moves
    }

    /// The provided loop, with room made first for up to 256 more moves in the
    /// history's lists, so that a playout does not grow them from one entry.
    fn play_randomly<R: Rng + ?Sized, F: FnMut(G::Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        mut seen: F,
    ) -> usize {
        self.reserve(max_plies.min(256));
        crate::game::play_random_moves(self, rng, max_plies, &mut seen)
    }

    /// Picks with [`HistoryRules::history_random_move`]: by default as
    /// [`crate::random_move`] does (the same move from the same generator state), with
    /// the end of the game and the moves found in one [`HistoryRules::history_moves`]
    /// call.
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<G::Move> {
        G::history_random_move(self, rng)
    }

    fn play_unchecked(&mut self, mv: G::Move) {
        let irreversible = self.position.is_irreversible(mv);
        self.position.play_unchecked(mv);
        self.record(mv, irreversible);
    }

    /// Plays `mv` on `child`, a clone of `self`, through the position's own
    /// [`Game::play_unchecked_into`] (the copy-make step of perft and search).
    #[inline]
    fn play_unchecked_into(&self, child: &mut Self, mv: G::Move) {
        let irreversible = self.position.is_irreversible(mv);
        self.position.play_unchecked_into(&mut child.position, mv);
        child.record(mv, irreversible);
    }

    fn view(&self, player: Player) -> G::HistoryView {
        G::history_view(self, player)
    }

    fn observe(&self, player: Player, mv: G::Move) -> G::Observation {
        self.position.observe(player, mv)
    }

    fn determinize<R: Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self {
        G::determinize_history(self, player, rng)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.termination().map(|end| self.position.end_outcome(end))
    }

    #[inline]
    fn legal_move_count(&self) -> usize {
        if self.termination().is_some() {
            0
        } else if G::forced_move(self).is_some() {
            1
        } else {
            self.position.legal_move_count()
        }
    }

    // Untested in this crate (no game with chance has a history yet): the mutant
    // "replace with 1" survives the toy games' tests.
    fn chance_weight(&self, mv: G::Move) -> u32 {
        self.position.chance_weight(mv)
    }

    fn is_legal(&self, mv: G::Move) -> bool {
        self.termination().is_none()
            && match G::forced_move(self) {
                Some(forced) => mv == forced,
                None => self.position.is_legal(mv),
            }
    }

    /// Reads a move as the position does ([`Game::parse_move`] of `G`); every move
    /// is illegal once the game has ended, and only the forced move where the rules
    /// force one ([`HistoryRules::forced_move`]).
    fn parse_move(&self, text: &str) -> Result<G::Move, ParseMoveError> {
        if let Some(end) = self.termination() {
            return Err(ParseMoveError::new(
                ParseMoveErrorKind::Illegal,
                text,
                format_args!("the game is over ({end})"),
            ));
        }
        match G::forced_move(self) {
            None => self.position.parse_move(text),
            Some(forced) => match text.parse::<G::Move>() {
                Ok(mv) if mv == forced => Ok(mv),
                Ok(_) => Err(ParseMoveError::new(
                    ParseMoveErrorKind::Illegal,
                    text,
                    format_args!("the only legal move is {}", self.format_move(forced)),
                )),
                Err(e) => Err(ParseMoveError::new(ParseMoveErrorKind::Syntax, text, e)),
            },
        }
    }

    fn format_move(&self, mv: G::Move) -> String {
        self.position.format_move(mv)
    }
}

/// The word that stands for `G::default()` as the start of a [`History`].
const START: &str = "start";
/// The word between the start and the moves of a [`History`].
const MOVES: &str = "moves";

impl<G: HistoryRules> Display for History<G> {
    /// Writes `<start> moves <move> <move> ...` (see [`History`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.start == G::default() {
            f.write_str(START)?;
        } else {
            write!(f, "{}", self.start)?;
        }
        if !self.moves.is_empty() {
            write!(f, " {MOVES}")?;
            let mut pos = self.start.clone();
            for &mv in &self.moves {
                write!(f, " {}", pos.format_move(mv))?;
                pos.play_unchecked(mv);
            }
        }
        Ok(())
    }
}

/// The error of reading a [`History`]; `E` is the error of reading the start
/// position (`G`'s `FromStr` error).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseHistoryError<E> {
    /// The start position is wrong (also an empty record: it has no start).
    #[error("start position: {0}")]
    Start(E),
    /// A move is malformed or not legal where it stands (also one after the end of
    /// the game).
    #[error("move {ply}: {error}")]
    Move {
        /// The 1-based ply of the bad move.
        ply: usize,
        /// What is wrong with it; its `text` is a short [`Excerpt`](crate::Excerpt) of the move.
        error: ParseMoveError,
    },
}

impl<G: HistoryRules> FromStr for History<G> {
    type Err = ParseHistoryError<<G as FromStr>::Err>;

    /// Reads `<start> moves <move> ...` (see [`History`]).
    ///
    /// # Errors
    ///
    /// Returns [`ParseHistoryError::Start`] for a bad start (or none: an empty or
    /// blank text) and [`ParseHistoryError::Move`] for the first bad or illegal move,
    /// quoting at most an [`Excerpt`](crate::Excerpt) of it.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.strip_prefix('\u{feff}').unwrap_or(s);
        let (head, tail) = match moves_word_offset(s) {
            Some(at) => (&s[..at], &s[at + MOVES.len()..]),
            None => (s, ""),
        };
        let start = match head.trim_ascii() {
            START => G::default(),
            text => text.parse::<G>().map_err(ParseHistoryError::Start)?,
        };
        let mut history = Self::new(start);
        for (i, text) in tail.split_ascii_whitespace().enumerate() {
            let mv = history
                .parse_move(text)
                .map_err(|error| ParseHistoryError::Move { ply: i + 1, error })?;
            history.play_unchecked(mv);
        }
        Ok(history)
    }
}

/// Returns the byte offset of the first white-space-separated word `moves` of `s`.
fn moves_word_offset(s: &str) -> Option<usize> {
    let b = s.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let end = b[i..]
            .iter()
            .position(u8::is_ascii_whitespace)
            .map_or(b.len(), |n| i + n);
        if &b[i..end] == MOVES.as_bytes() {
            return Some(i);
        }
        i = end;
    }
    None
}

#[cfg(feature = "serde")]
impl<G: HistoryRules> serde::Serialize for History<G> {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(feature = "serde")]
impl<'de, G: HistoryRules> serde::Deserialize<'de> for History<G> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = <alloc::borrow::Cow<'de, str> as serde::Deserialize>::deserialize(d)?;
        s.parse().map_err(<D::Error as serde::de::Error>::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::MoveList;
    use alloc::string::ToString;

    /// A counter that the players step by +1, +2 or -1; 10 wins for the player who
    /// reached it, and at 9 only +1 is allowed (a forced move of the history).
    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
    struct Count {
        total: u8,
        mover: u8,
    }

    impl Display for Count {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write!(f, "{}/{}", self.total, self.mover)
        }
    }

    impl FromStr for Count {
        type Err = &'static str;
        fn from_str(s: &str) -> Result<Self, Self::Err> {
            let (t, m) = s.split_once('/').ok_or("expected total/mover")?;
            let total = t.parse().map_err(|_| "bad total")?;
            let mover = m.parse().map_err(|_| "bad mover")?;
            if total > 10 || mover > 1 {
                return Err("out of range");
            }
            Ok(Self { total, mover })
        }
    }

    impl Game for Count {
        type Move = i8;
        type MoveList = MoveList<i8, 3>;
        const NAME: &'static str = "count-position";
        crate::perfect_information!();

        fn turn(&self) -> Turn {
            if self.total >= 10 {
                Turn::Over(Outcome::win(
                    Player::new(usize::from(1 - self.mover)).unwrap(),
                ))
            } else {
                Turn::Player(Player::new(usize::from(self.mover)).unwrap())
            }
        }

        fn legal_moves(&self) -> MoveList<i8, 3> {
            match self.total {
                10.. => MoveList::new(),
                0 => MoveList::from_slice(&[1, 2]),
                _ => MoveList::from_slice(&[1, 2, -1]),
            }
        }

        fn play_unchecked(&mut self, mv: i8) {
            self.total = self.total.saturating_add_signed(mv).min(10);
            self.mover = 1 - self.mover;
        }
    }

    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    enum End {
        Ten,
        Repetition,
        Limit,
    }

    impl Display for End {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str(match self {
                Self::Ten => "ten",
                Self::Repetition => "repetition",
                Self::Limit => "limit",
            })
        }
    }

    #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
    struct Limit(usize);

    impl Default for Limit {
        fn default() -> Self {
            Self(50)
        }
    }

    impl HistoryRules for Count {
        type Termination = End;
        /// The plies since the start.
        type Counters = u32;
        type Config = Limit;
        const GAME_NAME: &'static str = "count";
        crate::perfect_information_history!();

        fn repetition_key(&self) -> u64 {
            u64::from(self.total) * 2 + u64::from(self.mover)
        }

        fn is_irreversible(&self, mv: i8) -> bool {
            mv == 2
        }

        fn next_counters(&self, previous: Option<u32>) -> u32 {
            previous.map_or(0, |p| p + 1)
        }

        fn to_move(&self) -> Turn {
            Turn::Player(Player::new(usize::from(self.mover)).unwrap())
        }

        fn history_termination(history: &History<Self>) -> Option<End> {
            if history.position().total >= 10 {
                Some(End::Ten)
            } else if history.repetitions() >= 3 {
                Some(End::Repetition)
            } else if history.moves().len() >= history.config().0 {
                Some(End::Limit)
            } else {
                None
            }
        }

        fn end_outcome(&self, end: End) -> Outcome {
            match end {
                End::Ten => Game::outcome(self).unwrap(),
                _ => Outcome::DRAW,
            }
        }

        fn forced_move(history: &History<Self>) -> Option<i8> {
            (history.position().total == 9).then_some(1)
        }
    }

    type H = History<Count>;

    #[test]
    fn repetitions_counters_and_undo_match_a_brute_force_count() {
        use crate::testing::{CheckErrorKind, check_history, random_walk};
        let mut most = 0;
        for seed in 0..50 {
            let moves = random_walk(&H::default(), 100, seed);
            let end = moves.iter().fold(H::default(), |mut h, &mv| {
                h.play(mv).expect("listed");
                h
            });
            assert!(end.termination().is_some(), "{end}");
            let reps = check_history(
                &H::default(),
                &moves,
                |a, b| a == b,
                |h| {
                    // The plies since the last +2 (the irreversible move).
                    let plies = h.moves().iter().rev().take_while(|&&mv| mv != 2).count();
                    assert_eq!(h.reversible_plies(), plies, "{h}");
                    assert_eq!(h.counters() as usize, h.moves().len(), "{h}");
                },
            )
            .unwrap_or_else(|e| panic!("seed {seed}: {e}"));
            most = most.max(reps);
            // The check fails where the counts differ: a rule under which no
            // position repeats (each is the same only as itself) counts 1.
            if reps >= 2 {
                let err = check_history(&H::default(), &moves, |a, b| core::ptr::eq(a, b), |_| {})
                    .expect_err("a repetition");
                assert_eq!(err.kind, CheckErrorKind::Repetition);
            }
        }
        assert_eq!(most, 3, "some walks end by repetition");
    }

    #[test]
    fn play_randomly_plays_what_random_move_and_play_unchecked_play() {
        for game in 0..40 {
            for max_plies in [0, 3, 1000] {
                let mut fast = H::default();
                let mut rng = crate::playout_rng(5, game);
                let mut seen = Vec::new();
                let plies = fast.play_randomly(&mut rng, max_plies, |mv| seen.push(mv));
                let mut slow = H::default();
                let mut slow_rng = crate::playout_rng(5, game);
                while slow.moves().len() < max_plies {
                    let Some(mv) = Game::random_move(&slow, &mut slow_rng) else {
                        break;
                    };
                    let moves = Game::legal_moves(&slow);
                    assert!(moves.contains(&mv));
                    slow.play_unchecked(mv);
                }
                assert_eq!((plies, seen.as_slice()), (slow.moves().len(), slow.moves()));
                assert_eq!(fast, slow);
                assert_eq!(rng, slow_rng);
            }
        }
    }

    #[test]
    fn the_game_ends_by_its_rules() {
        let mut h: H = "start moves 2 2 2 2 1".parse().expect("legal");
        assert_eq!(h.position().total, 9);
        // At 9 only +1 is legal.
        assert_eq!(h.legal_moves().as_ref(), [1]);
        assert_eq!(h.legal_move_count(), 1);
        assert!(h.is_legal(1) && !h.is_legal(2));
        assert_eq!(h.parse_move("1"), Ok(1));
        let err = h.parse_move("2").expect_err("forced");
        assert_eq!(err.kind, ParseMoveErrorKind::Illegal);
        assert!(
            err.to_string().contains("the only legal move is 1"),
            "{err}"
        );
        assert_eq!(
            h.parse_move("x").map_err(|e| e.kind),
            Err(ParseMoveErrorKind::Syntax)
        );
        assert_eq!(h.turn(), Turn::Player(Player::SECOND));
        h.play(1).expect("forced");
        assert_eq!(h.termination(), Some(End::Ten));
        assert_eq!(h.outcome(), Some(Outcome::win(Player::SECOND)));
        assert_eq!(h.turn(), Turn::Over(Outcome::win(Player::SECOND)));
        assert!(h.legal_moves().as_ref().is_empty());
        assert_eq!(h.legal_move_count(), 0);
        assert!(!h.is_legal(1));
        assert!(h.play(1).is_err());
        let err = h.parse_move("1").expect_err("over");
        assert_eq!(err.kind, ParseMoveErrorKind::Illegal);
        assert!(err.to_string().contains("the game is over (ten)"), "{err}");
        // A repetition is a draw.
        let h: H = "start moves 1 -1 1 -1".parse().expect("legal");
        assert_eq!(h.termination(), Some(End::Repetition));
        assert_eq!(h.outcome(), Some(Outcome::DRAW));
        // The setting: a limit of two plies.
        let mut h = H::with_config(Count::default(), Limit(2));
        assert_eq!(h.config(), Limit(2));
        h.play(1).expect("legal");
        assert_eq!(h.termination(), None);
        h.play(1).expect("legal");
        assert_eq!(h.termination(), Some(End::Limit));
        assert_eq!(H::default().config(), Limit(50));
        assert_eq!((H::NAME, h.players()), ("count", 2));
        assert_eq!(h.chance_weight(1), 1);
        assert_eq!(h.observe(Player::FIRST, 1), 1);
        assert_eq!(h.view(Player::FIRST), h);
        assert_eq!(
            h.determinize(Player::FIRST, &mut crate::playout_rng(1, 0)),
            h
        );
    }

    #[test]
    fn notation_round_trips_and_errors_name_the_ply() {
        let h: H = "start moves 1 2 -1".parse().expect("legal");
        assert_eq!(h.to_string(), "start moves 1 2 -1");
        assert_eq!(h.to_string().parse::<H>(), Ok(h.clone()));
        assert_eq!(H::default().to_string(), "start");
        assert_eq!("start moves".parse::<H>(), Ok(H::default()));
        // Another start is written in its notation; any white space, a BOM.
        let other: H = "\u{feff}3/1\r\nmoves\r\n1\n-1\r".parse().expect("legal");
        assert_eq!(other.start(), &Count { total: 3, mover: 1 });
        assert_eq!(other.to_string(), "3/1 moves 1 -1");
        assert_eq!(other.to_string().parse::<H>(), Ok(other.clone()));
        assert_eq!(
            "3/1".parse::<H>().map(|h| h.to_string()),
            Ok("3/1".to_string())
        );
        for bad in ["", " \r\n", "\u{feff}", "moves 1", "x/1 moves 1", "start 1"] {
            assert!(
                matches!(bad.parse::<H>(), Err(ParseHistoryError::Start(_))),
                "{bad:?}"
            );
        }
        let err = "start moves 1 2 9".parse::<H>().expect_err("illegal");
        let ParseHistoryError::Move { ply, error } = &err else {
            panic!("{err:?}");
        };
        assert_eq!(
            (*ply, error.kind, error.text.as_str()),
            (3, ParseMoveErrorKind::Illegal, "9")
        );
        assert!(err.to_string().starts_with("move 3: "), "{err}");
        assert!(
            "start 1"
                .parse::<H>()
                .expect_err("no moves word")
                .to_string()
                .starts_with("start position: "),
        );
        // A move after the end is refused.
        let err = "start moves 2 2 2 2 1 1 1".parse::<H>().expect_err("over");
        assert!(
            matches!(err, ParseHistoryError::Move { ply: 7, .. }),
            "{err}"
        );
        // A long bad move is quoted as a short excerpt.
        let long = alloc::format!("start moves 1 {}", "7".repeat(10_000));
        let message = long.parse::<H>().expect_err("bad").to_string();
        assert!(message.len() < 200 && message.contains("..."), "{message}");
        // `moves` must be a word of its own.
        assert_eq!(moves_word_offset("a movesb moves"), Some(9));
        assert_eq!(moves_word_offset("moves"), Some(0));
        assert_eq!(moves_word_offset("amoves"), None);
    }
}
