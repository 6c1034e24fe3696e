//! The [`Game`] trait that every game of the workspace implements.

use crate::{ChanceDistribution, ChanceError, Player, Turn};
use alloc::string::{String, ToString};
use core::fmt::{Debug, Display};
use core::hash::Hash;
use core::str::FromStr;
use rand::Rng;

/// A list of moves that keeps up to `N` moves inline, without heap allocation.
///
/// Each game picks `N` at or above its usual maximum number of legal moves (chess 256).
pub type MoveList<M, const N: usize> = smallvec::SmallVec<[M; N]>;

/// The error of [`Game::play`]: the move is not legal in this position.
///
/// The position is left exactly as it was.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("illegal move {mv}")]
pub struct IllegalMove<M: Display + Debug> {
    /// The rejected move.
    pub mv: M,
}

/// What is wrong with a move given to [`Game::parse_move`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMoveErrorKind {
    /// The text is not a move in the game's notation.
    #[error("invalid move notation")]
    Syntax,
    /// The text names a move, but it is not legal in the position.
    #[error("illegal move")]
    Illegal,
    /// The text fits more than one legal move.
    #[error("ambiguous move")]
    Ambiguous,
}

/// The error of [`Game::parse_move`]: the text, what is wrong with it, and the
/// notation's own explanation.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("{kind} {text}: {detail}")]
pub struct ParseMoveError {
    /// What is wrong.
    pub kind: ParseMoveErrorKind,
    /// The text that was read, cut to a short [`Excerpt`](crate::Excerpt).
    pub text: crate::Excerpt,
    /// The explanation of the game's notation (such as the SAN parser's error).
    pub detail: String,
}

impl ParseMoveError {
    /// Returns an error of `kind` for `text`, explained by `detail`.
    pub fn new(kind: ParseMoveErrorKind, text: &str, detail: impl Display) -> Self {
        Self {
            kind,
            text: crate::Excerpt::new(text),
            detail: detail.to_string(),
        }
    }
}

/// The rules of one game, implemented by that game's `Position`.
///
/// A position knows whose [`Turn`] it is, lists the legal moves, and plays them.
///
/// **Chance.** At a chance node (`Turn::Chance`: dice to roll, tiles to deal) the
/// "moves" are the chance outcomes and [`Game::chance_weight`] gives their relative
/// integer weights, as OpenSpiel's explicit stochastic games do;
/// [`Game::chance_distribution`] gathers them with their total and
/// [`Game::sample_chance`] draws one.
///
/// **Hidden information.** [`Game::view`] is what one player may see (an
/// information-set key: two states a player cannot tell apart have equal views),
/// [`Game::observe`] what a player sees of a move, and [`Game::determinize`] samples a
/// full state consistent with a player's view. These three have no defaults, so a game
/// with hidden information cannot forget them; a game of perfect information writes
/// [`perfect_information!()`](crate::perfect_information) in its impl to get the
/// trivial ones (the view is the position, a move is seen as itself, determinizing is
/// cloning).
///
/// **Notation.** `Display`/`FromStr` of a position are the game's *full-state*
/// notation: everything needed to resume the game, including its configuration and
/// every secret (both smugglers in Smokkelen, every hand and the stock in dominoes).
/// It is not a public notation: what a player may be shown is [`Game::view`]. A move's
/// own `Display`/`FromStr` are context-free (`e2e4`); [`Game::parse_move`] and
/// [`Game::format_move`] read and write the standard notation that needs the position
/// (SAN in chess, `24/13` in backgammon).
///
/// The contract, checked for every game by `boardcore::testing` (feature `testing`):
/// - [`Game::outcome`] is `Some` exactly when [`Game::legal_moves`] is empty;
/// - every listed move passes [`Game::is_legal`] and [`Game::play`];
/// - [`Game::play`] of an illegal move returns an error and leaves the position
///   unchanged;
/// - [`Game::play_unchecked_into`] on a clone equals [`Game::play_unchecked`];
/// - [`Game::format_move`] then [`Game::parse_move`] gives the move back;
/// - a determinized state has the same view, turn and (for the player to move) legal
///   moves; two moves a player observes alike leave that player equal views;
/// - `Display` then `FromStr` gives back an equal position (for positions that
///   `FromStr` accepts; a game may build positions by a more lenient route, such as
///   chess's lenient FEN, that its strict `FromStr` rejects).
pub trait Game:
    Clone + Eq + Hash + Debug + Default + Display + FromStr<Err: Debug + Display>
{
    /// A move (or chance outcome) in this game.
    type Move: Copy + Eq + Hash + Debug + Display + FromStr<Err: Debug + Display>;
    /// The list of moves [`Game::legal_moves`] returns.
    type MoveList: Default
        + AsRef<[Self::Move]>
        + IntoIterator<Item = Self::Move>
        + Extend<Self::Move>;
    /// What one player may see of the position: an information-set key (the position
    /// itself in games of perfect information).
    type View: Clone + Eq + Hash + Debug;
    /// What one player sees of a move (the move itself in games of perfect
    /// information; in dominoes another player's drawn tile is seen as `draw`).
    type Observation: Clone + Eq + Hash + Debug;

    /// A short lowercase name of the game, such as `"chess"`.
    const NAME: &'static str;

    /// Returns the number of seats in this game (2 unless the game says otherwise).
    fn players(&self) -> usize {
        2
    }

    /// Returns who acts next, or the outcome if the game is over.
    fn turn(&self) -> Turn;

    /// Returns the legal moves, or at a chance node the possible chance outcomes.
    ///
    /// The list is empty exactly when the game is over.
    fn legal_moves(&self) -> Self::MoveList;

    /// Replaces the contents of `moves` with the legal moves (the list
    /// [`Game::legal_moves`] returns, in the same order).
    ///
    /// The default assigns `legal_moves()`; games whose move list is stored inline
    /// override it to generate straight into `moves`, which spares copying the list on
    /// return (a chess list is 776 bytes). Perft and search keep one list per ply.
    #[inline]
    fn legal_moves_into(&self, moves: &mut Self::MoveList) {
        *moves = self.legal_moves();
    }

    /// Plays `mv` without checking that it is legal.
    ///
    /// Playing an illegal move may panic or leave a corrupt position, but never causes
    /// undefined behaviour. Use [`Game::play`] for untrusted moves.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// Plays `mv` (unchecked) on `child`, which must be a clone of `self`: the
    /// copy-make step of perft and search.
    ///
    /// The default plays on `child`; games override it to read `self` instead of the
    /// fresh copy, which is faster. A `child` that is not a clone of `self` gives a
    /// corrupt position (never undefined behaviour).
    fn play_unchecked_into(&self, child: &mut Self, mv: Self::Move) {
        child.play_unchecked(mv);
    }

    /// Returns what `player` may see of this position.
    ///
    /// Two states that differ only in what `player` cannot see give equal views, so a
    /// view is the key of `player`'s information set.
    fn view(&self, player: Player) -> Self::View;

    /// Returns what `player` sees of `mv` being played in this position (by any
    /// player, or by chance).
    ///
    /// Two moves that `player` observes alike leave `player` equal views.
    fn observe(&self, player: Player, mv: Self::Move) -> Self::Observation;

    /// Returns a full state drawn with `rng` among those consistent with what `player`
    /// sees: its view for `player` equals `self.view(player)`, and the hidden
    /// information (the other hands, the stock, a secret stone) is sampled afresh, as
    /// determinizing search (ISMCTS, PIMC) needs.
    ///
    /// Games of perfect information return a clone.
    fn determinize<R: Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self;

    /// Returns the outcome, or `None` while the game goes on.
    fn outcome(&self) -> Option<crate::Outcome> {
        self.turn().outcome()
    }

    /// Returns the number of legal moves (the leaf count of a depth-1 perft).
    ///
    /// Games override it when they can count faster than they can list.
    fn legal_move_count(&self) -> usize {
        self.legal_moves().as_ref().len()
    }

    /// Returns the relative weight of chance outcome `mv` at a chance node (1 by
    /// default, so all outcomes are equally likely).
    ///
    /// Weights are integers so that probabilities stay exact: in backgammon a
    /// non-double roll has weight 2 and a double weight 1 (out of 36). A listed chance
    /// outcome must have a positive weight.
    fn chance_weight(&self, mv: Self::Move) -> u32 {
        let _ = mv;
        1
    }

    /// Returns the chance outcomes of this position with their weights and total
    /// weight, computed once (empty where no chance node is to act).
    fn chance_distribution(&self) -> ChanceDistribution<Self::Move> {
        if self.turn() != Turn::Chance {
            return ChanceDistribution::new([]);
        }
        let moves = self.legal_moves();
        ChanceDistribution::new(moves.as_ref().iter().map(|&m| (m, self.chance_weight(m))))
    }

    /// Draws a chance outcome by weight with `rng`, in one call.
    ///
    /// # Errors
    ///
    /// Returns [`ChanceError::NotChanceNode`] unless [`Game::turn`] is
    /// [`Turn::Chance`], and [`ChanceError::NoOutcomes`] or
    /// [`ChanceError::ZeroWeights`] for a chance node the game got wrong (never a
    /// silent uniform choice).
    fn sample_chance<R: Rng + ?Sized>(&self, rng: &mut R) -> Result<Self::Move, ChanceError> {
        if self.turn() != Turn::Chance {
            return Err(ChanceError::NotChanceNode);
        }
        self.chance_distribution().sample(rng)
    }

    /// Returns the probability of chance outcome `mv`: its weight divided by the sum of
    /// the weights of all outcomes. Returns 0.0 if `mv` is not a listed outcome (or
    /// this is not a chance node).
    ///
    /// To weigh every outcome, call [`Game::chance_distribution`] once instead.
    fn chance_probability(&self, mv: Self::Move) -> f64 {
        self.chance_distribution().probability(mv)
    }

    /// Returns a random legal move: uniformly among the legal moves at a player's
    /// turn, by [`Game::chance_weight`] at a chance node; `None` if the game is over.
    ///
    /// The default lists the moves and calls [`crate::random_move`]. Games override it
    /// to pick without listing; an override must keep the distribution, though it may
    /// draw a different move than the default from the same generator state.
    ///
    /// # Panics
    ///
    /// The default panics at a chance node whose listed outcomes all have weight 0 (a
    /// bug in the game; see [`crate::random_move`]).
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Self::Move> {
        let moves = self.legal_moves();
        crate::random_move(self, moves.as_ref(), rng)
    }

    /// Plays random moves (picked as [`Game::random_move`] does) until the game ends
    /// or `max_plies` moves were played, passes each move played to `seen` in order,
    /// and returns the number of moves played: the loop of [`crate::random_playout`]
    /// and [`crate::playouts`].
    ///
    /// The default repeats [`Game::random_move`] and [`Game::play_unchecked`]. Games
    /// override it with a faster loop (counts kept instead of recounted, no move
    /// lists); an override must leave `self` exactly where playing the moves given to
    /// `seen` would, and pick each move by the distribution of [`Game::random_move`].
    ///
    /// # Panics
    ///
    /// As [`Game::random_move`].
    fn play_randomly<R: Rng + ?Sized, F: FnMut(Self::Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        mut seen: F,
    ) -> usize {
        play_random_moves(self, rng, max_plies, &mut seen)
    }

    /// Tests if `mv` is legal here.
    fn is_legal(&self, mv: Self::Move) -> bool {
        self.legal_moves().as_ref().contains(&mv)
    }

    /// Plays `mv` if it is legal.
    ///
    /// # Errors
    ///
    /// Returns [`IllegalMove`] if `mv` is not legal, and leaves `self` unchanged.
    fn play(&mut self, mv: Self::Move) -> Result<(), IllegalMove<Self::Move>> {
        if self.is_legal(mv) {
            self.play_unchecked(mv);
            Ok(())
        } else {
            Err(IllegalMove { mv })
        }
    }

    /// Reads a legal move of this position in the game's standard notation, which may
    /// need the position (SAN `Nf3` in chess, `28x19` in draughts, `24/13` in
    /// backgammon). Games whose notation needs no context keep the default: the move's
    /// own `FromStr`, then a legality check.
    ///
    /// # Errors
    ///
    /// Returns a [`ParseMoveError`] that says whether the text is no move at all
    /// ([`ParseMoveErrorKind::Syntax`]), an illegal one, or fits several legal moves.
    fn parse_move(&self, text: &str) -> Result<Self::Move, ParseMoveError> {
        let mv = text
            .parse::<Self::Move>()
            .map_err(|e| ParseMoveError::new(ParseMoveErrorKind::Syntax, text, e))?;
        if self.is_legal(mv) {
            Ok(mv)
        } else {
            Err(ParseMoveError::new(
                ParseMoveErrorKind::Illegal,
                text,
                "not a legal move here",
            ))
        }
    }

    /// Writes legal move `mv` in the game's standard notation, which [`Game::parse_move`]
    /// reads back (SAN in chess). The default is the move's own `Display`.
    fn format_move(&self, mv: Self::Move) -> String {
        mv.to_string()
    }
}

/// Writes, inside an `impl Game for ...` block, the hidden-information items of a game
/// of perfect information: `View = Self`, `Observation = Self::Move`, and `view`,
/// `observe` and `determinize` that clone the position or return the move.
///
/// ```
/// # use boardcore::{Game, MoveList, Turn, Outcome, Player};
/// # #[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
/// # struct Solo;
/// # impl core::fmt::Display for Solo { fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { f.write_str("solo") } }
/// # impl core::str::FromStr for Solo { type Err = &'static str; fn from_str(s: &str) -> Result<Self, Self::Err> { if s == "solo" { Ok(Solo) } else { Err("not solo") } } }
/// impl Game for Solo {
///     type Move = u8;
///     type MoveList = MoveList<u8, 1>;
///     const NAME: &'static str = "solo";
///     boardcore::perfect_information!();
///
///     fn turn(&self) -> Turn { Turn::Over(Outcome::DRAW) }
///     fn legal_moves(&self) -> MoveList<u8, 1> { MoveList::new() }
///     fn play_unchecked(&mut self, _mv: u8) {}
/// }
/// ```
#[macro_export]
macro_rules! perfect_information {
    () => {
        type View = Self;
        type Observation = <Self as $crate::Game>::Move;

        fn view(&self, _player: $crate::Player) -> Self {
            ::core::clone::Clone::clone(self)
        }

        fn observe(
            &self,
            _player: $crate::Player,
            mv: <Self as $crate::Game>::Move,
        ) -> <Self as $crate::Game>::Move {
            mv
        }

        fn determinize<R: $crate::rand::Rng + ?Sized>(
            &self,
            _player: $crate::Player,
            _rng: &mut R,
        ) -> Self {
            ::core::clone::Clone::clone(self)
        }
    };
}

/// The loop of [`Game::play_randomly`]'s default: plays [`Game::random_move`] until the
/// game ends or `max_plies` moves were played, reporting each move to `seen`, and
/// returns the number of moves played (shared with `History`'s override, which makes
/// room in its lists first).
pub(crate) fn play_random_moves<G: Game, R: Rng + ?Sized>(
    game: &mut G,
    rng: &mut R,
    max_plies: usize,
    seen: &mut impl FnMut(G::Move),
) -> usize {
    for plies in 0..max_plies {
        let Some(mv) = game.random_move(rng) else {
            return plies;
        };
        game.play_unchecked(mv);
        seen(mv);
    }
    max_plies
}
