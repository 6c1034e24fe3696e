//! One game of backgammon with the dice, the doubling cube and resignations:
//! [`GameState`], which implements [`boardcore::Game`].

use crate::notation::gnubg;
use crate::{
    ActionError, Dice, End, Level, MatchContext, Move, MoveList, Phase, Play, Position, Rules,
    RulesError,
};
use alloc::string::{String, ToString};
use boardcore::{Game, Outcome, ParseMoveError, ParseMoveErrorKind, Player, Turn};

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
        if cube == 1 && owner.is_some() {
            // Taking a double gives the cube at 2 or more; automatic doubles leave it
            // centred.
            return Err(bad(
                "a cube at 1 is centred: nobody owns it before a double",
            ));
        }
        if context.crawford && (cube != 1 || owner.is_some()) {
            return Err(bad("the Crawford game is played without the cube"));
        }
        match phase {
            // (In a match there are no beavers: `Rules::check` above refuses them.)
            Phase::Doubled { redoubles } if redoubles > rules.beavers => {
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
            None => {
                let moves: smallvec::SmallVec<[(u8, u8); 4]> =
                    play.steps().iter().map(|s| (s.from(), s.to())).collect();
                match self.board.broken_dice_rule(dice, &moves) {
                    Some(rule) => ActionError::DiceRule {
                        play: play.to_string(),
                        rule,
                    },
                    None => ActionError::IllegalPlay(play.to_string()),
                }
            }
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

    /// Plays legal `play` of the moving phase (no checks): what `apply` does with it.
    pub(crate) fn play_legal(&mut self, play: Play) {
        self.declined = 0;
        let board = self.board.after_legal(&play);
        self.finish_play(board);
    }

    /// Ends the turn of the moving phase with `board`, the position the play reached:
    /// the game ends if the mover bore off its last checker, else the other side is
    /// on roll.
    #[inline]
    fn finish_play(&mut self, board: Position) {
        let me = self.on_roll as usize;
        self.rolls[me] = self.rolls[me].saturating_add(1);
        self.board = board;
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
                // (`a == b` returned above, so `>=` would do the same.)
                let starter = u8::from(b > a);
                if starter != self.on_roll {
                    self.board = self.board.flipped();
                    self.on_roll = starter;
                }
                self.phase = Phase::Moving(Dice::new(a, b).expect("valid opening dice"));
            }
            (Phase::Rolling, Move::Roll(d)) => self.phase = Phase::Moving(d),
            (Phase::Moving(_), Move::Play(p)) => {
                let board = self.board.after_checked(&p).unwrap_or(self.board);
                self.finish_play(board);
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
            // A shortcut: the same count as the list, without building it (so deleting
            // this arm is an equivalent mutant; tests compare the two counts).
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

    /// Draws the dice directly and a play uniformly from the distinct legal plays
    /// ([`Position::random_play`]), without the list of moves.
    fn random_move<R: boardcore::rand::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        self.pick_random(rng)
    }

    /// Picks as [`GameState::random_move`] and plays a picked play without checking it
    /// again.
    fn play_randomly<R: boardcore::rand::Rng + ?Sized, F: FnMut(Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        mut seen: F,
    ) -> usize {
        self.play_out(rng, max_plies, &mut seen)
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
