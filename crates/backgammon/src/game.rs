//! One game of backgammon with the dice, the doubling cube and resignations:
//! [`GameState`], which implements [`boardcore::Game`].

use crate::notation::gnubg;
use crate::{Dice, Play, Position, Rules, RulesError};
use alloc::string::{String, ToString};
use boardcore::{Game, Outcome, ParseMoveError, ParseMoveErrorKind, Player, Turn};
use core::fmt;
use core::str::FromStr;

/// How much a game is worth before the cube: single (1), gammon (2) or backgammon (3).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Level {
    /// A single game (1 point times the cube).
    Single = 1,
    /// A gammon: the loser has borne off no checker (2).
    Gammon = 2,
    /// A backgammon: a gammon with a loser's checker on the bar or in the winner's home
    /// board (3).
    Backgammon = 3,
}

impl Level {
    /// The three levels, lowest first.
    pub const ALL: [Self; 3] = [Self::Single, Self::Gammon, Self::Backgammon];

    /// Returns the multiplier: 1, 2 or 3.
    #[must_use]
    pub const fn points(self) -> u32 {
        self as u32
    }

    const fn from_points(n: u32) -> Option<Self> {
        match n {
            1 => Some(Self::Single),
            2 => Some(Self::Gammon),
            3 => Some(Self::Backgammon),
            _ => None,
        }
    }

    const fn name(self) -> &'static str {
        match self {
            Self::Single => "single",
            Self::Gammon => "gammon",
            Self::Backgammon => "backgammon",
        }
    }
}

/// An action of [`GameState`] (its [`Game::Move`]): a chance outcome, a play, or a cube
/// or resignation action.
///
/// `Display`/`FromStr` (context-free): `opening 31` (the opening roll, player 0's die
/// then player 1's), `52` (a roll), a [`Play`] in its raw form (`24/18 13/10`, `none`),
/// `roll` (roll without doubling), `double`, `take`, `drop`, `beaver` (an instant
/// redouble: beaver, raccoon, ...), `resign single|gammon|backgammon`, `accept`,
/// `reject`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Move {
    /// Chance: the opening roll, one die each (player 0's, player 1's); a tie is rolled
    /// again.
    Opening(u8, u8),
    /// Chance: the roll of the player on roll.
    Roll(Dice),
    /// The checker play of the roll ([`Play::EMPTY`] when nothing can move).
    Play(Play),
    /// Roll the dice without doubling.
    RollDice,
    /// Offer the cube.
    Double,
    /// Accept a double (or, after an instant redouble, let the play go on).
    Take,
    /// Refuse a double, losing the current cube value.
    Drop,
    /// Redouble on the spot while keeping the cube: a beaver, then a raccoon, ...
    Beaver,
    /// Offer to resign at a level.
    Resign(Level),
    /// Accept the offered resignation.
    Accept,
    /// Reject the offered resignation.
    Reject,
}

/// The error of reading a [`Move`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid backgammon action {0}")]
pub struct ParseActionError(pub boardcore::Excerpt);

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Opening(a, b) => write!(f, "opening {a}{b}"),
            Self::Roll(d) => write!(f, "{d}"),
            Self::Play(p) => write!(f, "{p}"),
            Self::RollDice => f.write_str("roll"),
            Self::Double => f.write_str("double"),
            Self::Take => f.write_str("take"),
            Self::Drop => f.write_str("drop"),
            Self::Beaver => f.write_str("beaver"),
            Self::Resign(l) => write!(f, "resign {}", l.name()),
            Self::Accept => f.write_str("accept"),
            Self::Reject => f.write_str("reject"),
        }
    }
}

impl FromStr for Move {
    type Err = ParseActionError;

    fn from_str(s: &str) -> Result<Self, ParseActionError> {
        let t = s.trim();
        let err = || ParseActionError(s.into());
        let lower = t.to_ascii_lowercase();
        Ok(match lower.as_str() {
            "roll" => Self::RollDice,
            "double" => Self::Double,
            "take" => Self::Take,
            "drop" | "pass" => Self::Drop,
            "beaver" | "raccoon" => Self::Beaver,
            "accept" => Self::Accept,
            "reject" => Self::Reject,
            _ => {
                if let Some(rest) = lower.strip_prefix("opening ") {
                    let b = rest.trim().as_bytes();
                    match b {
                        [x, y] if (b'1'..=b'6').contains(x) && (b'1'..=b'6').contains(y) => {
                            Self::Opening(x - b'0', y - b'0')
                        }
                        _ => return Err(err()),
                    }
                } else if let Some(rest) = lower.strip_prefix("resign ") {
                    Self::Resign(match rest.trim() {
                        "single" | "1" => Level::Single,
                        "gammon" | "2" => Level::Gammon,
                        "backgammon" | "3" => Level::Backgammon,
                        _ => return Err(err()),
                    })
                } else if t.len() == 2 && t.bytes().all(|c| c.is_ascii_digit()) {
                    Self::Roll(t.parse().map_err(|_| err())?)
                } else {
                    Self::Play(t.parse().map_err(|_| err())?)
                }
            }
        })
    }
}

/// Where a game stands in a match: the match length (0 for money play), the scores
/// before the game, and whether it is the Crawford game or after it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchContext {
    /// The match length in points, 0 for money play.
    pub length: u32,
    /// The scores of players 0 and 1 before this game.
    pub score: [u32; 2],
    /// This is the Crawford game (no cube).
    pub crawford: bool,
    /// The Crawford game has been played (the Holland rule may apply).
    pub post_crawford: bool,
}

impl MatchContext {
    /// Money play (no match).
    pub const MONEY: Self = Self {
        length: 0,
        score: [0, 0],
        crawford: false,
        post_crawford: false,
    };

    /// Tests if this is match play.
    #[must_use]
    pub const fn is_match(&self) -> bool {
        self.length > 0
    }

    /// Checks that the context can occur: money play is [`MatchContext::MONEY`]; a
    /// match is at most [`MAX_MATCH_LENGTH`](crate::MAX_MATCH_LENGTH) points, both
    /// scores are below its length, and a game flagged Crawford or post-Crawford
    /// (not both) has a player one point from the match (gnubg also accepts the
    /// Crawford flag with both players there, as an XGID may say); a game in which
    /// exactly one player is one point from the match is flagged one or the other
    /// (with neither flag the next game would be a second Crawford game).
    ///
    /// # Errors
    ///
    /// Returns [`RulesError::Context`] saying what does not fit.
    pub fn check(&self) -> Result<(), RulesError> {
        let bad = |what| Err(RulesError::Context(what));
        if !self.is_match() {
            return if *self == Self::MONEY {
                Ok(())
            } else {
                bad("money play has no score and no Crawford game")
            };
        }
        if self.length > crate::MAX_MATCH_LENGTH {
            return bad("a match is at most 32767 points long");
        }
        if self.score.iter().any(|&s| s >= self.length) {
            return bad("a score is not below the match length");
        }
        let at = self.score.map(|s| s + 1 == self.length);
        if self.crawford && self.post_crawford {
            return bad("a game cannot be both the Crawford game and after it");
        }
        if (self.crawford || self.post_crawford) && !(at[0] || at[1]) {
            return bad("no player is one point from the match");
        }
        if at[0] != at[1] && !self.crawford && !self.post_crawford {
            return bad(
                "a player is one point from the match: the game is the Crawford game or after it",
            );
        }
        Ok(())
    }
}

/// The phase of a game: who acts and how.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Phase {
    /// Chance: the opening roll (one die each).
    Opening,
    /// The player on roll decides: roll, double or resign.
    Decide,
    /// Chance: the dice of the player on roll.
    Rolling,
    /// The player on roll plays the dice.
    Moving(Dice),
    /// A double is offered to the opponent of the player on roll; after `redoubles`
    /// instant redoubles (beavers), the side to answer alternates.
    Doubled {
        /// Instant redoubles so far (0: the first double is on offer).
        redoubles: u8,
    },
    /// The player on roll offered to resign; the opponent answers. As gnubg, a player
    /// may offer before rolling (`dice` `None`) or after (`dice` the roll to play if
    /// the offer is rejected).
    Resigning {
        /// The level offered.
        level: Level,
        /// The dice rolled before the offer, if any.
        dice: Option<Dice>,
    },
    /// The game is over.
    Over {
        /// The winner.
        winner: u8,
        /// The points won (level times cube, Jacoby applied).
        points: u32,
        /// How the game ended.
        end: End,
    },
}

/// How a game ended.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum End {
    /// The winner bore off all checkers; the level reached.
    BoreOff(Level),
    /// The loser dropped a double.
    Drop,
    /// The loser resigned at a level, and the winner accepted.
    Resigned(Level),
}

/// Why an action is refused (see [`GameState::try_play`]); the state is unchanged.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ActionError {
    /// The game is over.
    #[error("the game is over")]
    GameOver,
    /// A chance outcome is due (the dice), not a player's action.
    #[error("the dice are to be rolled")]
    ChanceToAct,
    /// The action does not fit the phase (such as `take` when nothing is offered).
    #[error("{action} is not possible now ({phase})")]
    WrongPhase {
        /// The action.
        action: String,
        /// What the phase expects.
        phase: &'static str,
    },
    /// Doubling is not allowed: the cube is not in use (the Crawford game), owned by
    /// the opponent, at its limit, or held back by the Holland rule.
    #[error("doubling is not allowed: {0}")]
    NoDouble(&'static str),
    /// A beaver is not allowed: not in use (match play), or the maximum is reached.
    #[error("a beaver is not allowed: {0}")]
    NoBeaver(&'static str),
    /// A double after a beaver cannot be dropped.
    #[error("an instant redouble cannot be dropped")]
    NoDrop,
    /// Resignations are not allowed, or one at this level or higher was rejected
    /// since the player's last other action.
    #[error("resigning is not allowed: {0}")]
    NoResign(&'static str),
    /// The play is not a legal play of the roll.
    #[error("illegal play {0} for the roll")]
    IllegalPlay(String),
    /// The play reaches the position of a legal play by another route than the listed
    /// one (`24/18` for `24/20 20/18` with 4-2); the checked play accepts only the
    /// listed plays, and [`Game::parse_move`] reads such a play as the listed one.
    #[error("{play} is not a listed play of the roll: write {listed}")]
    UnlistedPlay {
        /// The play given.
        play: String,
        /// The listed play that reaches the same position.
        listed: String,
    },
    /// The roll is not the one expected (an invalid opening roll).
    #[error("invalid chance outcome {0}")]
    BadChance(String),
}

/// A game of backgammon: the board, the dice, the cube, whose turn, resignations, under
/// money or match [`Rules`] and a [`MatchContext`]; it implements [`Game`] with the dice
/// as chance nodes.
///
/// Seats: [`Player::FIRST`] is player 0, gnubg's player 0 (the top player of its board,
/// O, lower case in an XGID); the other is player 1 (the bottom player, X). The board is kept from the side of the player on
/// roll ([`GameState::on_roll`]).
///
/// Turn structure: the opening roll (chance, one die each, ties rolled again; with
/// automatic doubles a tie turns the cube), whose winner plays both dice; then each
/// turn: a decision (roll, double, resign) when there is one to make, the roll
/// (chance: 21 outcomes weighing 1 for doubles and 2 otherwise, out of 36), the play.
/// A double is answered by take, drop or (money play with beavers) beaver; a
/// resignation (before or after rolling) by accept or reject (after a rejection only
/// a higher level may be offered until the player's next other action, as gnubg).
///
/// `Display`/`FromStr`: a full-state notation, `<Position ID> <key>=<value>...`; see
/// the rules document. The standard identifiers are [`GameState::gnubg_id`] and
/// [`GameState::xgid`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct GameState {
    pub(crate) board: Position,
    pub(crate) on_roll: u8,
    pub(crate) phase: Phase,
    pub(crate) cube_log2: u8,
    /// 0, 1 or 2 = centred.
    pub(crate) owner: u8,
    pub(crate) rules: Rules,
    pub(crate) context: MatchContext,
    /// Rolls (turns with dice) made by each player, for the Holland rule.
    pub(crate) rolls: [u8; 2],
    pub(crate) automatic: u8,
    /// The highest level of a resignation the opponent rejected since the last other
    /// action (0: none); only a higher level may be offered again (gnubg).
    pub(crate) declined: u8,
}

pub(crate) const CENTRED: u8 = 2;

impl Default for GameState {
    /// Returns a money game under [`Rules::MONEY`], before the opening roll.
    fn default() -> Self {
        Self::money(Rules::MONEY).expect("valid default rules")
    }
}

/// The list of actions of a [`GameState`].
pub type MoveList = smallvec::SmallVec<[Move; 32]>;

impl GameState {
    /// Returns a money game under `rules`, before the opening roll.
    ///
    /// # Errors
    ///
    /// Returns [`RulesError`] if the rules are invalid for money play.
    pub fn money(rules: Rules) -> Result<Self, RulesError> {
        Self::new(rules, MatchContext::MONEY)
    }

    /// Returns a game under `rules` in match `context`, before the opening roll.
    ///
    /// # Errors
    ///
    /// Returns [`RulesError`] if the rules do not fit (money rules in a match, the
    /// Holland rule in money play, a bad cube limit) or the context is impossible
    /// ([`MatchContext::check`]).
    pub fn new(rules: Rules, context: MatchContext) -> Result<Self, RulesError> {
        rules.check(context.is_match())?;
        context.check()?;
        Ok(Self {
            board: Position::START,
            on_roll: 0,
            phase: Phase::Opening,
            cube_log2: 0,
            owner: CENTRED,
            rules,
            context,
            rolls: [0; 2],
            automatic: 0,
            declined: 0,
        })
    }

    /// Returns a game from a board with `on_roll` to act in `phase`, with the cube at
    /// `cube` (a power of two) owned by `owner` (`None`: centred).
    ///
    /// # Errors
    ///
    /// Returns [`ActionError::WrongPhase`] for a phase that does not fit (a game over
    /// that the board does not show, a cube value that is not a power of two), or an
    /// impossible match context ([`MatchContext::check`]), and the rules' errors as
    /// [`ActionError::NoDouble`].
    pub fn from_parts(
        board: Position,
        on_roll: Player,
        phase: Phase,
        cube: u32,
        owner: Option<Player>,
        rules: Rules,
        context: MatchContext,
    ) -> Result<Self, ActionError> {
        rules
            .check(context.is_match())
            .map_err(|_| ActionError::NoDouble("rules do not fit the match context"))?;
        let bad = |phase| ActionError::WrongPhase {
            action: "setting up".into(),
            phase,
        };
        if let Err(RulesError::Context(what)) = context.check() {
            return Err(bad(what));
        }
        if on_roll.index() > 1 || owner.is_some_and(|o| o.index() > 1) {
            return Err(bad("a seat must be 0 or 1"));
        }
        if !cube.is_power_of_two() || cube > rules.max_cube() {
            return Err(bad("the cube must be a power of two within the limit"));
        }
        match phase {
            Phase::Doubled { redoubles }
                if redoubles > rules.beavers || context.is_match() && redoubles > 0 =>
            {
                return Err(bad("more instant redoubles than the rules allow"));
            }
            Phase::Doubled { redoubles }
                if cube.saturating_mul(if redoubles == 0 { 2 } else { 1 }) > rules.max_cube() =>
            {
                return Err(bad("the double would pass the cube limit"));
            }
            Phase::Doubled { .. } if !rules.cube || context.crawford => {
                return Err(bad("no cube in this game"));
            }
            Phase::Resigning { .. } if !rules.resignations => {
                return Err(bad("resignations are not in use"));
            }
            _ => {}
        }
        let finished = board.mover_finished() || board.opponent_finished();
        match phase {
            Phase::Over { winner, .. } if winner > 1 => return Err(bad("a seat must be 0 or 1")),
            Phase::Over {
                end: End::BoreOff(_),
                ..
            } if !finished => return Err(bad("no side has borne off all its checkers")),
            Phase::Over { .. } => {}
            _ if finished => {
                return Err(bad(
                    "the board is a finished game: a side has no checkers left",
                ));
            }
            _ => {}
        }
        Ok(Self {
            board,
            on_roll: on_roll.index() as u8,
            phase,
            cube_log2: cube.trailing_zeros() as u8,
            owner: owner.map_or(CENTRED, |o| o.index() as u8),
            rules,
            context,
            rolls: [0; 2],
            automatic: 0,
            declined: 0,
        })
    }

    /// Returns the board, seen from the player on roll.
    #[must_use]
    pub const fn board(&self) -> &Position {
        &self.board
    }

    /// Returns the board seen from player 0.
    #[must_use]
    pub fn board_of_player0(&self) -> Position {
        if self.on_roll == 0 {
            self.board
        } else {
            self.board.flipped()
        }
    }

    /// Returns the player on roll (whose board side [`GameState::board`] shows).
    #[must_use]
    pub fn on_roll(&self) -> Player {
        seat(self.on_roll)
    }

    /// Returns the phase.
    #[must_use]
    pub const fn phase(&self) -> Phase {
        self.phase
    }

    /// Returns the cube value (1, 2, 4, ...).
    #[must_use]
    pub const fn cube(&self) -> u32 {
        1 << self.cube_log2
    }

    /// Returns the owner of the cube, or `None` while it is centred.
    #[must_use]
    pub fn cube_owner(&self) -> Option<Player> {
        (self.owner != CENTRED).then(|| seat(self.owner))
    }

    /// Returns the rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Returns the match context.
    #[must_use]
    pub const fn context(&self) -> &MatchContext {
        &self.context
    }

    /// Returns the dice to play, in the moving phase.
    #[must_use]
    pub const fn dice(&self) -> Option<Dice> {
        match self.phase {
            Phase::Moving(d) => Some(d),
            _ => None,
        }
    }

    /// Returns who must act now: the player on roll, its opponent (answering a double
    /// or a resignation), or `None` at a chance node or once the game is over.
    #[must_use]
    pub fn actor(&self) -> Option<Player> {
        match self.phase {
            Phase::Opening | Phase::Rolling | Phase::Over { .. } => None,
            Phase::Decide | Phase::Moving(_) => Some(self.on_roll()),
            Phase::Resigning { .. } => Some(self.on_roll().opponent()),
            Phase::Doubled { redoubles } => Some(if redoubles % 2 == 0 {
                self.on_roll().opponent()
            } else {
                self.on_roll()
            }),
        }
    }

    /// Why the player on roll may not double now, or `None` if it may.
    fn double_refusal(&self) -> Option<&'static str> {
        if !self.rules.cube {
            return Some("the cube is not in use");
        }
        if self.context.crawford {
            return Some("no cube in the Crawford game");
        }
        if self.owner != CENTRED && self.owner != self.on_roll {
            return Some("the opponent owns the cube");
        }
        if self.cube() * 2 > self.rules.max_cube() {
            return Some("the cube is at its limit");
        }
        if self.context.is_match() {
            let [a, b] = self.context.score;
            let me = self.on_roll as usize;
            let mine = self.context.score[me];
            // A player who has already won the match by taking... no: a player at
            // match point has nothing to gain; gnubg still allows it, and so do we.
            let _ = (a, b, mine);
            if self.rules.holland && self.context.post_crawford {
                let n = self.context.length;
                let trailer = self.context.score[me] < n - 1;
                if trailer && (self.rolls[0] < 2 || self.rolls[1] < 2) {
                    return Some("the Holland rule: each side must have rolled twice");
                }
            }
        }
        None
    }

    /// The resignation levels the player on roll may offer now: those above the last
    /// rejected one, if resignations are in use.
    fn resignation_levels(&self) -> impl Iterator<Item = Level> + '_ {
        Level::ALL
            .into_iter()
            .filter(|l| self.rules.resignations && l.points() > u32::from(self.declined))
    }

    fn resignation_count(&self) -> usize {
        self.resignation_levels().count()
    }

    fn push_resignations(&self, list: &mut MoveList) {
        list.extend(self.resignation_levels().map(Move::Resign));
    }

    fn can_beaver(&self, redoubles: u8) -> Option<&'static str> {
        if self.context.is_match() {
            return Some("no beavers in match play");
        }
        if redoubles >= self.rules.beavers {
            return Some("the maximum number of instant redoubles is reached");
        }
        // The first beaver takes the double and redoubles (the cube goes up twice); a
        // raccoon and later instant redoubles turn it once more.
        let factor = if redoubles == 0 { 4 } else { 2 };
        if self.cube().saturating_mul(factor) > self.rules.max_cube() {
            return Some("the cube is at its limit");
        }
        None
    }

    /// Returns why `mv` may not be played now, or `None` if it is legal.
    #[must_use]
    pub fn why_illegal(&self, mv: Move) -> Option<ActionError> {
        let wrong = |phase| {
            Some(ActionError::WrongPhase {
                action: mv.to_string(),
                phase,
            })
        };
        match (self.phase, mv) {
            (Phase::Over { .. }, _) => Some(ActionError::GameOver),
            (Phase::Opening, Move::Opening(a, b)) => (!((1..=6).contains(&a)
                && (1..=6).contains(&b)))
            .then(|| ActionError::BadChance(mv.to_string())),
            (Phase::Rolling, Move::Roll(_)) => None,
            (Phase::Opening | Phase::Rolling, _) => Some(ActionError::ChanceToAct),
            (Phase::Decide, Move::RollDice) => None,
            (Phase::Decide, Move::Double) => self.double_refusal().map(ActionError::NoDouble),
            (Phase::Decide | Phase::Moving(_), Move::Resign(level)) => {
                if !self.rules.resignations {
                    Some(ActionError::NoResign("resignations are not in use"))
                } else if level.points() <= u32::from(self.declined) {
                    Some(ActionError::NoResign(
                        "a resignation at this level was rejected: only a higher level may be offered",
                    ))
                } else {
                    None
                }
            }
            (Phase::Decide, Move::Take | Move::Drop | Move::Beaver) => {
                wrong("no double is offered")
            }
            (Phase::Decide, _) => wrong("the player on roll decides: roll, double or resign"),
            (Phase::Moving(d), Move::Play(p)) => {
                (!self.board.is_legal_play(d, &p)).then(|| self.illegal_play(d, &p))
            }
            (Phase::Moving(_), Move::Double) => Some(ActionError::NoDouble("the dice are rolled")),
            (Phase::Moving(_), _) => wrong("the dice are to be played"),
            (Phase::Doubled { .. }, Move::Take) => None,
            (Phase::Doubled { redoubles }, Move::Drop) => {
                (redoubles > 0).then_some(ActionError::NoDrop)
            }
            (Phase::Doubled { redoubles }, Move::Beaver) => {
                self.can_beaver(redoubles).map(ActionError::NoBeaver)
            }
            (Phase::Doubled { .. }, _) => wrong("a double is offered: take, drop or beaver"),
            (Phase::Resigning { .. }, Move::Accept | Move::Reject) => None,
            (Phase::Resigning { .. }, _) => wrong("a resignation is offered: accept or reject"),
        }
    }

    /// The error for `play`, not listed for `dice`: [`ActionError::UnlistedPlay`] if
    /// a listed play reaches the same position, else [`ActionError::IllegalPlay`].
    fn illegal_play(&self, dice: Dice, play: &Play) -> ActionError {
        let listed = self.board.after_play(dice, play).and_then(|target| {
            let mut listed = None;
            self.board.for_each_play(dice, |child, q| {
                if *child == target {
                    listed = Some(*q);
                }
            });
            listed
        });
        match listed {
            Some(q) => ActionError::UnlistedPlay {
                play: play.to_string(),
                listed: q.to_string(),
            },
            None => ActionError::IllegalPlay(play.to_string()),
        }
    }

    /// Plays `mv` if it is legal: one of the moves [`Game::legal_moves`] lists.
    ///
    /// # Errors
    ///
    /// Returns the [`ActionError`] saying why it is not (doubling in the Crawford game,
    /// taking when nothing is offered, a beaver in a match, ...), and leaves the state
    /// unchanged.
    pub fn try_play(&mut self, mv: Move) -> Result<(), ActionError> {
        if let Some(e) = self.why_illegal(mv) {
            return Err(e);
        }
        self.apply(mv);
        Ok(())
    }

    /// Returns the gnubg `PositionID:MatchID` of this state (GNUBGID).
    #[must_use]
    pub fn gnubg_id(&self) -> String {
        alloc::format!("{}:{}", self.board, crate::ids::MatchId::from_state(self))
    }

    /// Returns the points a win at `level` is worth now: the level times the cube, a
    /// single game under the Jacoby rule while the cube is centred (money play).
    #[must_use]
    pub fn win_value(&self, level: Level) -> u32 {
        self.value(level)
    }

    /// The value of a win at `level` now, with Jacoby and the cube.
    fn value(&self, level: Level) -> u32 {
        let level = if self.rules.jacoby && !self.context.is_match() && self.owner == CENTRED {
            Level::Single
        } else {
            level
        };
        level.points().saturating_mul(self.cube())
    }

    fn end(&mut self, winner: u8, points: u32, end: End) {
        self.phase = Phase::Over {
            winner,
            points,
            end,
        };
    }

    /// The level the mover wins at when it has borne off everything: gammon if the
    /// opponent has borne off none, backgammon if also a checker is on the bar or in the
    /// mover's home board.
    fn bear_off_level(board: &Position) -> Level {
        if board.opponent_off() > 0 {
            Level::Single
        } else if (19..=25).any(|p| board.opponent(p) > 0) {
            Level::Backgammon
        } else {
            Level::Gammon
        }
    }

    /// Starts the turn of the player on roll (whose side the board now shows).
    fn start_turn(&mut self) {
        self.declined = 0;
        self.phase = if self.double_refusal().is_none() || self.rules.resignations {
            Phase::Decide
        } else {
            Phase::Rolling
        };
    }

    fn apply(&mut self, mv: Move) {
        // As gnubg, any other action forgets the rejected resignation levels.
        if !matches!(mv, Move::Resign(_) | Move::Accept | Move::Reject) {
            self.declined = 0;
        }
        match (self.phase, mv) {
            (Phase::Opening, Move::Opening(a, b)) => {
                if a == b {
                    if !self.context.is_match()
                        && self.rules.cube
                        && self.automatic < self.rules.automatic_doubles
                        && self.cube() * 2 <= self.rules.max_cube()
                    {
                        self.automatic += 1;
                        self.cube_log2 += 1;
                    }
                    return;
                }
                let starter = u8::from(b > a);
                if starter != self.on_roll {
                    self.board = self.board.flipped();
                    self.on_roll = starter;
                }
                self.phase = Phase::Moving(Dice::new(a, b).expect("valid opening dice"));
            }
            (Phase::Rolling, Move::Roll(d)) => self.phase = Phase::Moving(d),
            (Phase::Moving(_), Move::Play(p)) => {
                let me = self.on_roll as usize;
                self.rolls[me] = self.rolls[me].saturating_add(1);
                self.board = self.board.after_checked(&p).unwrap_or(self.board);
                if self.board.mover_finished() {
                    let level = Self::bear_off_level(&self.board);
                    let points = self.value(level);
                    self.end(self.on_roll, points, End::BoreOff(level));
                } else {
                    self.board = self.board.flipped();
                    self.on_roll ^= 1;
                    self.start_turn();
                }
            }
            (Phase::Decide, Move::RollDice) => self.phase = Phase::Rolling,
            (Phase::Decide, Move::Double) => self.phase = Phase::Doubled { redoubles: 0 },
            (Phase::Decide, Move::Resign(level)) => {
                self.phase = Phase::Resigning { level, dice: None };
            }
            (Phase::Moving(d), Move::Resign(level)) => {
                self.phase = Phase::Resigning {
                    level,
                    dice: Some(d),
                };
            }
            (Phase::Doubled { redoubles }, Move::Take) => {
                if redoubles == 0 {
                    self.cube_log2 += 1;
                }
                self.owner = self.on_roll ^ 1;
                self.phase = Phase::Rolling;
            }
            (Phase::Doubled { .. }, Move::Drop) => {
                let points = self.cube();
                self.end(self.on_roll, points, End::Drop);
            }
            (Phase::Doubled { redoubles }, Move::Beaver) => {
                // The first beaver takes the double and redoubles: twice at once.
                self.cube_log2 += if redoubles == 0 { 2 } else { 1 };
                self.owner = self.on_roll ^ 1;
                self.phase = Phase::Doubled {
                    redoubles: redoubles + 1,
                };
            }
            (Phase::Resigning { level, .. }, Move::Accept) => {
                // gnubg (`ApplyMoveRecord`, `MOVE_RESIGN`): the cube times the level;
                // the Jacoby rule applies only to games played out.
                let points = level.points().saturating_mul(self.cube());
                self.end(self.on_roll ^ 1, points, End::Resigned(level));
            }
            (Phase::Resigning { level, dice }, Move::Reject) => {
                self.declined = level.points() as u8;
                self.phase = match dice {
                    Some(d) => Phase::Moving(d),
                    None if self.double_refusal().is_some() && level == Level::Backgammon => {
                        Phase::Rolling
                    }
                    None => Phase::Decide,
                };
            }
            _ => {}
        }
    }

    /// Returns the outcome if the game is over.
    fn game_outcome(&self) -> Option<Outcome> {
        match self.phase {
            Phase::Over { winner, points, .. } => Some(Outcome::win_points(
                seat(winner),
                i32::try_from(points).unwrap_or(i32::MAX),
            )),
            _ => None,
        }
    }
}

pub(crate) fn seat(i: u8) -> Player {
    Player::new(usize::from(i)).expect("seat 0 or 1")
}

impl Game for GameState {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "backgammon";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        if let Some(o) = self.game_outcome() {
            return Turn::Over(o);
        }
        match self.actor() {
            Some(p) => Turn::Player(p),
            None => Turn::Chance,
        }
    }

    fn legal_moves(&self) -> MoveList {
        let mut list = MoveList::new();
        match self.phase {
            Phase::Over { .. } => {}
            Phase::Opening => {
                for a in 1..=6 {
                    for b in 1..=6 {
                        list.push(Move::Opening(a, b));
                    }
                }
            }
            Phase::Rolling => list.extend(Dice::ALL.iter().map(|&d| Move::Roll(d))),
            Phase::Decide => {
                list.push(Move::RollDice);
                if self.double_refusal().is_none() {
                    list.push(Move::Double);
                }
                self.push_resignations(&mut list);
            }
            Phase::Moving(d) => {
                self.board
                    .for_each_play(d, |_, p| list.push(Move::Play(*p)));
                if list.is_empty() {
                    list.push(Move::Play(Play::EMPTY));
                }
                self.push_resignations(&mut list);
            }
            Phase::Doubled { redoubles } => {
                list.push(Move::Take);
                if redoubles == 0 {
                    list.push(Move::Drop);
                }
                if self.can_beaver(redoubles).is_none() {
                    list.push(Move::Beaver);
                }
            }
            Phase::Resigning { .. } => {
                list.push(Move::Accept);
                list.push(Move::Reject);
            }
        }
        list
    }

    fn legal_move_count(&self) -> usize {
        match self.phase {
            Phase::Moving(d) => self.board.count_plays(d).max(1) + self.resignation_count(),
            _ => self.legal_moves().len(),
        }
    }

    fn chance_weight(&self, mv: Move) -> u32 {
        match mv {
            Move::Roll(d) => d.weight(),
            _ => 1,
        }
    }

    fn is_legal(&self, mv: Move) -> bool {
        self.why_illegal(mv).is_none()
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.apply(mv);
    }

    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        if let Phase::Moving(d) = self.phase
            && !matches!(text.trim(), "double" | "roll" | "take" | "drop")
            && !text.trim().to_ascii_lowercase().starts_with("resign ")
        {
            return gnubg::read(&self.board, d, text)
                .map(Move::Play)
                .map_err(|e| {
                    let kind = match e {
                        crate::ResolvePlayError::Syntax(_) => ParseMoveErrorKind::Syntax,
                        crate::ResolvePlayError::Ambiguous(_) => ParseMoveErrorKind::Ambiguous,
                        _ => ParseMoveErrorKind::Illegal,
                    };
                    ParseMoveError::new(kind, text, e)
                });
        }
        let mv: Move = text
            .parse()
            .map_err(|e| ParseMoveError::new(ParseMoveErrorKind::Syntax, text, e))?;
        match self.why_illegal(mv) {
            None => Ok(mv),
            Some(e) => Err(ParseMoveError::new(ParseMoveErrorKind::Illegal, text, e)),
        }
    }

    fn format_move(&self, mv: Move) -> String {
        match mv {
            Move::Play(p) => {
                let s = gnubg::write(&self.board, &p);
                if s.is_empty() { "none".to_string() } else { s }
            }
            other => other.to_string(),
        }
    }
}

fn phase_text(p: Phase) -> String {
    match p {
        Phase::Opening => "opening".into(),
        Phase::Decide => "decide".into(),
        Phase::Rolling => "rolling".into(),
        Phase::Moving(d) => alloc::format!("moving:{d}"),
        Phase::Doubled { redoubles } => alloc::format!("doubled:{redoubles}"),
        Phase::Resigning { level, dice: None } => alloc::format!("resigning:{}", level.points()),
        Phase::Resigning {
            level,
            dice: Some(d),
        } => alloc::format!("resigning:{}:{d}", level.points()),
        Phase::Over {
            winner,
            points,
            end,
        } => {
            let e = match end {
                End::BoreOff(l) => alloc::format!("bore-off{}", l.points()),
                End::Drop => "drop".into(),
                End::Resigned(l) => alloc::format!("resigned{}", l.points()),
            };
            alloc::format!("over:{winner}:{points}:{e}")
        }
    }
}

fn parse_phase(s: &str) -> Option<Phase> {
    let mut parts = s.split(':');
    let head = parts.next()?;
    let args: smallvec::SmallVec<[&str; 3]> = parts.collect();
    Some(match (head, args.as_slice()) {
        ("opening", []) => Phase::Opening,
        ("decide", []) => Phase::Decide,
        ("rolling", []) => Phase::Rolling,
        ("moving", [d]) => Phase::Moving(d.parse().ok()?),
        ("doubled", [r]) => Phase::Doubled {
            redoubles: r.parse().ok()?,
        },
        ("resigning", [l]) => Phase::Resigning {
            level: Level::from_points(l.parse().ok()?)?,
            dice: None,
        },
        ("resigning", [l, d]) => Phase::Resigning {
            level: Level::from_points(l.parse().ok()?)?,
            dice: Some(d.parse().ok()?),
        },
        ("over", [w, pts, e]) => {
            let end = if *e == "drop" {
                End::Drop
            } else if let Some(l) = e.strip_prefix("bore-off") {
                End::BoreOff(Level::from_points(l.parse().ok()?)?)
            } else if let Some(l) = e.strip_prefix("resigned") {
                End::Resigned(Level::from_points(l.parse().ok()?)?)
            } else {
                return None;
            };
            Phase::Over {
                winner: w.parse().ok().filter(|&w: &u8| w <= 1)?,
                points: pts.parse().ok()?,
                end,
            }
        }
        _ => return None,
    })
}

impl fmt::Display for GameState {
    /// Writes the full state: `<Position ID> turn=0 phase=decide cube=1 owner=- match=0:0:0:-
    /// rolls=0:0 auto=0 refused=0 rules=<cube><jacoby><beavers><automatic>:<limit>:<resign><holland>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let owner = match self.owner {
            CENTRED => '-',
            0 => '0',
            _ => '1',
        };
        let c = &self.context;
        let cr = if c.crawford {
            'c'
        } else if c.post_crawford {
            'p'
        } else {
            '-'
        };
        let r = &self.rules;
        write!(
            f,
            "{} turn={} phase={} cube={} owner={owner} match={}:{}:{}:{cr} rolls={}:{} auto={} refused={} rules={}{}{}{}:{}:{}{}",
            self.board,
            self.on_roll,
            phase_text(self.phase),
            self.cube(),
            c.length,
            c.score[0],
            c.score[1],
            self.rolls[0],
            self.rolls[1],
            self.automatic,
            self.declined,
            u8::from(r.cube),
            u8::from(r.jacoby),
            r.beavers,
            r.automatic_doubles,
            r.cube_limit,
            u8::from(r.resignations),
            u8::from(r.holland),
        )
    }
}

/// The error of reading a [`GameState`] from its full-state notation.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseGameError {
    /// The board is not a valid Position ID.
    #[error(transparent)]
    Position(#[from] crate::ParsePositionError),
    /// A field is missing or malformed.
    #[error("invalid or missing field {0:?}")]
    Field(&'static str),
    /// The fields do not form a valid state.
    #[error(transparent)]
    Invalid(#[from] ActionError),
}

impl FromStr for GameState {
    type Err = ParseGameError;

    fn from_str(s: &str) -> Result<Self, ParseGameError> {
        let mut it = crate::trim_text(s).split_whitespace();
        let board: Position = it
            .next()
            .ok_or(ParseGameError::Field("position"))?
            .parse()?;
        let mut fields = [None::<&str>; 8];
        const KEYS: [&str; 8] = [
            "turn", "phase", "cube", "owner", "match", "rolls", "auto", "refused",
        ];
        let mut rules_text = None;
        for tok in it {
            let (k, v) = tok
                .split_once('=')
                .ok_or(ParseGameError::Field("key=value"))?;
            if k == "rules" {
                rules_text = Some(v);
                continue;
            }
            let i = KEYS
                .iter()
                .position(|&key| key == k)
                .ok_or(ParseGameError::Field("unknown key"))?;
            fields[i] = Some(v);
        }
        let get = |i: usize| fields[i].ok_or(ParseGameError::Field(KEYS[i]));
        let num = |i: usize| -> Result<u32, ParseGameError> {
            get(i)?.parse().map_err(|_| ParseGameError::Field(KEYS[i]))
        };
        let pair = |i: usize| -> Result<(u8, u8), ParseGameError> {
            let (a, b) = get(i)?
                .split_once(':')
                .ok_or(ParseGameError::Field(KEYS[i]))?;
            Ok((
                a.parse().map_err(|_| ParseGameError::Field(KEYS[i]))?,
                b.parse().map_err(|_| ParseGameError::Field(KEYS[i]))?,
            ))
        };
        let on_roll = num(0)?;
        let phase = parse_phase(get(1)?).ok_or(ParseGameError::Field("phase"))?;
        let cube = num(2)?;
        let owner = match get(3)? {
            "-" => None,
            "0" => Some(Player::FIRST),
            "1" => Some(Player::FIRST.opponent()),
            _ => return Err(ParseGameError::Field("owner")),
        };
        let m: smallvec::SmallVec<[&str; 4]> = get(4)?.split(':').collect();
        let context = match m.as_slice() {
            [len, s0, s1, cr] => {
                let n = |t: &str| t.parse::<u32>().map_err(|_| ParseGameError::Field("match"));
                MatchContext {
                    length: n(len)?,
                    score: [n(s0)?, n(s1)?],
                    crawford: *cr == "c",
                    post_crawford: *cr == "p",
                }
            }
            _ => return Err(ParseGameError::Field("match")),
        };
        let (r0, r1) = pair(5)?;
        let automatic = num(6)?;
        let refused = num(7)?;
        let rt = rules_text.ok_or(ParseGameError::Field("rules"))?;
        let rules = parse_rules(rt).ok_or(ParseGameError::Field("rules"))?;
        if on_roll > 1 || refused > 3 || automatic > u32::from(u8::MAX) {
            return Err(ParseGameError::Field("turn"));
        }
        let mut g = Self::from_parts(
            board,
            seat(on_roll as u8),
            phase,
            cube,
            owner,
            rules,
            context,
        )?;
        g.rolls = [r0, r1];
        g.automatic = automatic as u8;
        g.declined = refused as u8;
        Ok(g)
    }
}

fn parse_rules(s: &str) -> Option<Rules> {
    let mut parts = s.split(':');
    let a = parts.next()?.as_bytes();
    let limit: u32 = parts.next()?.parse().ok()?;
    let b = parts.next()?.as_bytes();
    if parts.next().is_some() || a.len() != 4 || b.len() != 2 {
        return None;
    }
    let bit = |c: u8| match c {
        b'0' => Some(false),
        b'1' => Some(true),
        _ => None,
    };
    let digit = |c: u8| c.is_ascii_digit().then(|| c - b'0');
    Some(Rules {
        cube: bit(a[0])?,
        jacoby: bit(a[1])?,
        beavers: digit(a[2])?,
        automatic_doubles: digit(a[3])?,
        cube_limit: limit,
        resignations: bit(b[0])?,
        holland: bit(b[1])?,
    })
}

impl GameState {
    /// Returns an ASCII picture of the board as gnubg's text board draws it: player 1
    /// (X) at the bottom, points numbered from its side, player 0 (O) at the top, the
    /// bar in the middle column, with the cube, the dice, the borne-off checkers and
    /// the score beside it. Ends with a newline.
    #[must_use]
    pub fn diagram(&self) -> String {
        use core::fmt::Write as _;
        let x = if self.on_roll == 1 {
            self.board
        } else {
            self.board.flipped()
        };
        // Checkers of X (the mover of `x`) and O at X's point p.
        let at = |p: u8| -> (char, u8) {
            let m = x.mover(p);
            if m > 0 {
                ('X', m)
            } else {
                ('O', x.opponent(25 - p))
            }
        };
        let cell = |p: u8, row: u8| -> String {
            let (c, n) = at(p);
            if n > row {
                if row == 4 && n > 5 {
                    alloc::format!(" {n:<2}")
                } else {
                    alloc::format!(" {c} ")
                }
            } else {
                "   ".into()
            }
        };
        let bar_cell = |c: char, n: u8, row: u8| -> String {
            if n > row {
                if row == 4 && n > 5 {
                    alloc::format!("{n:^3}")
                } else {
                    alloc::format!(" {c} ")
                }
            } else {
                "   ".into()
            }
        };
        let score = |p: usize| {
            if self.context.is_match() {
                alloc::format!("{} points", self.context.score[p])
            } else {
                String::new()
            }
        };
        let cube_text = alloc::format!("(Cube: {})", self.cube());
        let dice_text = match self.phase {
            Phase::Moving(d) => alloc::format!("Rolled {}{}", d.high(), d.low()),
            Phase::Doubled { .. } => "Cube offered".into(),
            Phase::Resigning { level, .. } => alloc::format!("Resigns {}", level.name()),
            Phase::Over { winner, points, .. } => {
                alloc::format!("{} wins {points}", if winner == 1 { 'X' } else { 'O' })
            }
            _ => String::new(),
        };
        let top_side: [String; 5] = [
            "O: player 0".into(),
            score(0),
            if self.owner == 0 {
                cube_text.clone()
            } else {
                String::new()
            },
            if self.on_roll == 0 {
                dice_text.clone()
            } else {
                String::new()
            },
            alloc::format!("off {}", x.opponent_off()),
        ];
        let bottom_side: [String; 5] = [
            alloc::format!("off {}", x.mover_off()),
            if self.on_roll == 1 {
                dice_text.clone()
            } else {
                String::new()
            },
            if self.owner == 1 {
                cube_text.clone()
            } else {
                String::new()
            },
            score(1),
            "X: player 1".into(),
        ];
        let mut s = String::new();
        let _ = writeln!(
            s,
            " {}Position ID: {}\n                 Match ID   : {}",
            if self.context.is_match() {
                alloc::format!("Match to {}  ", self.context.length)
            } else {
                String::from("Money game  ")
            },
            self.board,
            crate::MatchId::from_state(self)
        );
        s.push_str(" +13-14-15-16-17-18------19-20-21-22-23-24-+\n");
        for row in 0..5u8 {
            s.push_str(" |");
            for p in 13..=18 {
                s.push_str(&cell(p, row));
            }
            s.push('|');
            s.push_str(&bar_cell('O', x.opponent(25), row));
            s.push('|');
            for p in 19..=24 {
                s.push_str(&cell(p, row));
            }
            let _ = writeln!(s, "|     {}", top_side[usize::from(row)]).map(|()| ());
        }
        let centre = if self.owner == CENTRED {
            cube_text
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "v|                  |BAR|                  |     {centre}"
        );
        for row in (0..5u8).rev() {
            s.push_str(" |");
            for p in (7..=12).rev() {
                s.push_str(&cell(p, row));
            }
            s.push('|');
            s.push_str(&bar_cell('X', x.mover(25), row));
            s.push('|');
            for p in (1..=6).rev() {
                s.push_str(&cell(p, row));
            }
            let _ = writeln!(s, "|     {}", bottom_side[usize::from(4 - row)]);
        }
        s.push_str(" +12-11-10--9--8--7-------6--5--4--3--2--1-+\n");
        // Trim the trailing spaces of lines without a side note.
        s.lines()
            .map(|l| l.trim_end())
            .fold(String::new(), |mut acc, l| {
                acc.push_str(l);
                acc.push('\n');
                acc
            })
    }
}
