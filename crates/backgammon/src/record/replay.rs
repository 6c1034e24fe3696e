//! Replaying a [`MatchRecord`] under the rules: every roll, play and cube action is
//! checked, and the first illegal one is reported with its game, action number and
//! place in the file.

use super::{Action, Event, Location, MatchRecord, Record};
use crate::{
    ActionError, Dice, GameState, Level, MatchContext, Move, Phase, ResolvePlayError, Rules,
    RulesError,
};
use alloc::vec::Vec;
use boardcore::Player;

/// What a replay of a whole record found: all legal.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct ReplaySummary {
    /// The number of games replayed.
    pub games: usize,
    /// The number of actions replayed (rolls with their plays, cube actions,
    /// resignations).
    pub plies: usize,
    /// The score after the last game, `[first, second]`.
    pub score: [u32; 2],
    /// The winner of the match, if a player reached the match length.
    pub match_winner: Option<Player>,
}

/// One game of a record replayed under the rules ([`Record::replay`]).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    /// The state before the opening roll, under the record's rules and match score.
    pub start: GameState,
    /// The moves played from [`Replay::start`], chance outcomes (the rolls) included:
    /// the game as [`GameState`] plays it.
    pub moves: Vec<Move>,
    /// The state after the last move (the state of a game that goes on, or its end).
    pub state: GameState,
    /// The number of actions of the record replayed (each 1 ply).
    pub plies: usize,
    /// How the game ended: winner and points (under the rules, or the resignation the
    /// record's result states); `None` if the record stops before the end.
    pub result: Option<(Player, u32)>,
    /// The 1-based ply of the first action of the record after the rules had ended
    /// the game (a warning: it and the actions after it are not played), `None`
    /// otherwise.
    pub ended_early: Option<usize>,
}

/// The first illegal thing of a record: where, and why.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{location}: ply {ply}: {kind}")]
pub struct ReplayError {
    /// The action (ply) within the game, 1-based (0: the game as a whole, such as its
    /// score or rules).
    pub ply: usize,
    /// Where the action is written (its game is [`Location::game`]).
    pub location: Location,
    /// What is wrong.
    pub kind: ReplayErrorKind,
}

/// What is illegal in a record.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayErrorKind {
    /// The play is not a legal play of the roll (or not the only one it can mean).
    #[error("illegal play: {0}")]
    IllegalPlay(ResolvePlayError),
    /// The rules refuse the action here ([`GameState::try_play`]): doubling in the
    /// Crawford game or when the opponent owns the cube, a take with nothing offered,
    /// a beaver in match play, ...
    #[error("{0}")]
    Refused(ActionError),
    /// The record's rules cannot be played (a cube limit that is no power of two).
    #[error("the record's rules: {0}")]
    Rules(RulesError),
    /// The player acts when the rules wait for the other player.
    #[error("{0} acts out of turn")]
    OutOfTurn(Player),
    /// The opening roll is a double (the opening roll is one die each, ties re-rolled).
    #[error("opening roll {0}{0} is a double")]
    OpeningDouble(u8),
    /// The game does not start with a roll.
    #[error("the game does not start with the opening roll")]
    NoOpeningRoll,
    /// The cube value written is not the one the action gives.
    #[error("cube value {found}, expected {expected}")]
    CubeValue {
        /// The value the rules give.
        expected: u32,
        /// The value written.
        found: u32,
    },
    /// The recorded result is not what the game gives.
    #[error(
        "recorded result {recorded_points} for {recorded_winner}, the game gives {points} for {winner}"
    )]
    WrongResult {
        /// The winner the record names.
        recorded_winner: Player,
        /// The points the record gives.
        recorded_points: u32,
        /// The winner under the rules.
        winner: Player,
        /// The points under the rules.
        points: u32,
    },
    /// The recorded resignation points are no level (1, 2 or 3) times the cube.
    #[error("resignation for {points} points at cube {cube}")]
    WrongResignation {
        /// The points recorded.
        points: u32,
        /// The cube value.
        cube: u32,
    },
    /// The score at the start of a game is not what the earlier games give.
    #[error("score {recorded:?} at the start, the earlier games give {expected:?}")]
    WrongScore {
        /// The score written.
        recorded: [u32; 2],
        /// The score the earlier games give.
        expected: [u32; 2],
    },
    /// The record says the game won the match (`and the match`), but the winner's
    /// score stays below the match length.
    #[error("the record says this game won the match, but it does not")]
    MatchNotWon,
    /// A game after a player has won the match.
    #[error("game after the end of the match")]
    GameAfterMatch,
    /// The record marks the Crawford game differently from the rules.
    #[error("the record marks the Crawford game wrongly (the rules say {0})")]
    CrawfordMark(bool),
}

/// The rules a record is replayed under: match play (no Jacoby, beavers or automatic
/// doubles), or money play with Jacoby only where the record says so and beavers
/// unless it says no; the record's cube limit.
fn rules_of(record: &Record) -> Rules {
    let mut rules = if record.match_length > 0 {
        Rules::MATCH
    } else {
        Rules {
            jacoby: record.rules.jacoby == Some(true),
            beavers: if record.rules.beaver == Some(false) {
                0
            } else {
                8
            },
            ..Rules::MONEY
        }
    };
    rules.cube_limit = record.rules.cube_limit.unwrap_or(0);
    rules
}

/// A game being replayed: the state and the moves played.
struct Track {
    state: GameState,
    moves: Vec<Move>,
}

impl Track {
    /// Plays `mv`, mapping the refusal.
    fn step(&mut self, mv: Move) -> Result<(), ReplayErrorKind> {
        self.state.try_play(mv).map_err(ReplayErrorKind::Refused)?;
        self.moves.push(mv);
        Ok(())
    }
}

/// Plays one action of the record; `resigns_after` says that this is a roll without
/// movements after which the player resigns (the record's next action is its
/// resignation, or the game's recorded result follows): the dice are rolled and left
/// to play.
fn act(
    t: &mut Track,
    event: &Event,
    resigns_after: bool,
    hits: &mut u8,
) -> Result<(), ReplayErrorKind> {
    use ReplayErrorKind as K;
    let p = event.player;
    if let Phase::Opening = t.state.phase() {
        let Action::Roll { dice, .. } = &event.action else {
            return Err(K::NoOpeningRoll);
        };
        if dice[0] == dice[1] {
            return Err(K::OpeningDouble(dice[0]));
        }
        let (hi, lo) = (dice[0].max(dice[1]), dice[0].min(dice[1]));
        // Player 0's die, then player 1's: the higher die starts.
        let opening = if p == Player::FIRST {
            Move::Opening(hi, lo)
        } else {
            Move::Opening(lo, hi)
        };
        t.step(opening)?;
        return play(t, event, resigns_after, hits);
    }
    let actor = t.state.actor().unwrap_or_else(|| t.state.on_roll());
    if actor != p {
        // After a beaver, the original doubler's roll is its take (gnubg reads `.mat`
        // files so).
        let implicit_take = matches!(t.state.phase(), Phase::Doubled { redoubles } if redoubles > 0)
            && t.state.on_roll() == p
            && matches!(event.action, Action::Roll { .. });
        if !implicit_take {
            return Err(K::OutOfTurn(p));
        }
    }
    match &event.action {
        // The roll of a player who resigned after rolling, written again with its
        // movements once the resignation was rejected.
        Action::Roll { dice, .. }
            if t.state
                .dice()
                .is_some_and(|d| Dice::new(dice[0], dice[1]).is_ok_and(|e| e == d)) =>
        {
            play(t, event, resigns_after, hits)
        }
        Action::Roll { dice, .. } => {
            if let Phase::Doubled { .. } = t.state.phase() {
                t.step(Move::Take)?;
            }
            if let Phase::Decide = t.state.phase() {
                t.step(Move::RollDice)?;
            }
            let dice = Dice::new(dice[0], dice[1]).map_err(|_| {
                K::IllegalPlay(ResolvePlayError::Syntax(boardcore::Excerpt::new(
                    &alloc::format!("{dice:?}"),
                )))
            })?;
            t.step(Move::Roll(dice))?;
            play(t, event, resigns_after, hits)
        }
        Action::Double { cube } => {
            let expected = t.state.cube().saturating_mul(2);
            t.step(Move::Double)?;
            if *cube != expected {
                return Err(K::CubeValue {
                    expected,
                    found: *cube,
                });
            }
            Ok(())
        }
        Action::Beaver { cube } | Action::Raccoon { cube } => {
            t.step(Move::Beaver)?;
            if *cube != t.state.cube() {
                return Err(K::CubeValue {
                    expected: t.state.cube(),
                    found: *cube,
                });
            }
            Ok(())
        }
        Action::Take => t.step(Move::Take),
        Action::Drop => t.step(Move::Drop),
        Action::Resign { level } => t.step(Move::Resign(match level {
            Some(2) => Level::Gammon,
            Some(3) => Level::Backgammon,
            _ => Level::Single,
        })),
        Action::AcceptResign => t.step(Move::Accept),
        Action::RejectResign => t.step(Move::Reject),
    }
}

/// Plays the checker movements of a roll (the state is in its moving phase), and
/// sets bit `i` of `hits` if movement `i` hits a blot.
fn play(
    t: &mut Track,
    event: &Event,
    resigns_after: bool,
    hits: &mut u8,
) -> Result<(), ReplayErrorKind> {
    let Some(dice) = t.state.dice() else {
        return Ok(());
    };
    if resigns_after {
        // Rolled, then resigned: the roll stays to play if the offer is rejected.
        return Ok(());
    }
    if let Action::Roll { moves, .. } = &event.action {
        // The opponent's checkers, from its side: the mover's point `q` is its `25 - q`.
        let mut opponent = t.state.board().to_setup().opponent;
        for (i, m) in moves.iter().enumerate().take(8) {
            if (1..=24).contains(&m.to) {
                let q = usize::from(25 - m.to);
                if opponent[q] == 1 {
                    opponent[q] = 0;
                    *hits |= 1 << i;
                }
            }
        }
    }
    let play = t
        .state
        .board()
        .resolve_play(dice, &event.action.pairs())
        .map_err(ReplayErrorKind::IllegalPlay)?;
    t.step(Move::Play(play))
}

/// Replays one game of `record` in match `context`; the hit masks of its actions go
/// to `hits`.
fn replay_game(
    record: &Record,
    context: MatchContext,
    hits: &mut Vec<u8>,
) -> Result<Replay, ReplayError> {
    let game = &record.game;
    let err = |ply: usize, location: Location, kind: ReplayErrorKind| ReplayError {
        ply,
        location,
        kind,
    };
    let start = GameState::new(rules_of(record), context)
        .map_err(|e| err(0, game.location, ReplayErrorKind::Rules(e)))?;
    let mut t = Track {
        state: start,
        moves: Vec::new(),
    };
    let count = game.actions.len();
    let mut ended_early = None;
    for (i, event) in game.actions.iter().enumerate() {
        if matches!(t.state.phase(), Phase::Over { .. }) {
            // The rules ended the game: what follows is a warning, not played.
            ended_early = Some(i + 1);
            break;
        }
        let next = game.actions.get(i + 1);
        let resigns_next = next
            .is_some_and(|n| n.player == event.player && matches!(n.action, Action::Resign { .. }));
        let resigns_after = (resigns_next || i + 1 == count && game.result.is_some())
            && matches!(&event.action, Action::Roll { moves, .. } if moves.is_empty());
        let mut mask = 0;
        act(&mut t, event, resigns_after, &mut mask)
            .map_err(|kind| err(i + 1, event.location, kind))?;
        hits.push(mask);
    }
    let state = t.state;
    let over = match state.phase() {
        Phase::Over { winner, points, .. } => Some((
            if winner == 0 {
                Player::FIRST
            } else {
                Player::SECOND
            },
            points,
        )),
        _ => None,
    };
    let result = match (&game.result, over) {
        (Some(r), Some((winner, points))) => {
            if r.winner != winner || r.points != points {
                return Err(err(
                    0,
                    r.location,
                    ReplayErrorKind::WrongResult {
                        recorded_winner: r.winner,
                        recorded_points: r.points,
                        winner,
                        points,
                    },
                ));
            }
            Some((winner, points))
        }
        (Some(r), None) => {
            // The game stops before its end: a resignation (or, right after a double,
            // a drop the record does not write). A resignation is worth the cube times
            // its level (gnubg's `MOVE_RESIGN`: no Jacoby rule), before or after the
            // roll; an offer the record writes must be the level recorded.
            let cube = state.cube();
            let level = Level::ALL
                .into_iter()
                .find(|l| l.points().saturating_mul(cube) == r.points);
            let fits = match (state.phase(), level) {
                (Phase::Doubled { redoubles: 0 }, _) => {
                    state.on_roll() == r.winner && r.points == cube
                }
                (Phase::Doubled { .. }, _) | (_, None) => false,
                (Phase::Resigning { level: offered, .. }, Some(level)) => {
                    offered == level && state.on_roll() != r.winner
                }
                (_, Some(_)) => true,
            };
            if !fits {
                return Err(err(
                    0,
                    r.location,
                    ReplayErrorKind::WrongResignation {
                        points: r.points,
                        cube,
                    },
                ));
            }
            Some((r.winner, r.points))
        }
        (None, over) => over,
    };
    // Galaxy's `and the match` must be true (gnubg never writes it).
    if let (Some(r), Some((w, points))) = (&game.result, result)
        && r.match_won
        && !(record.match_length > 0
            && game.score[w.index()].saturating_add(points) >= record.match_length)
    {
        return Err(err(0, r.location, ReplayErrorKind::MatchNotWon));
    }
    let plies = ended_early.map_or(count, |p| p - 1);
    Ok(Replay {
        start,
        moves: t.moves,
        state,
        plies,
        result,
        ended_early,
    })
}

/// The match context of a record's game, from its recorded score and
/// [`Record::after_crawford`]; the error if the record marks the Crawford game
/// otherwise.
fn context_of(record: &Record) -> Result<MatchContext, ReplayError> {
    let length = record.match_length;
    let score = record.game.score;
    let crawford_rule = record.crawford_rule();
    // (`>=` for `>` is an equivalent mutant: `s + 1 == 0` never holds.)
    let at_point = |s: u32| length > 0 && s.saturating_add(1) == length;
    let crawford =
        crawford_rule && !record.after_crawford && at_point(score[0]) != at_point(score[1]);
    if let Some(mark) = record.game.crawford_game
        && mark != crawford
    {
        return Err(ReplayError {
            ply: 0,
            location: record.game.location,
            kind: ReplayErrorKind::CrawfordMark(crawford),
        });
    }
    Ok(MatchContext {
        length,
        score: if length > 0 { score } else { [0, 0] },
        crawford,
        // After the Crawford game, or with a player at one point from the match and
        // no Crawford game (both at one point, or no Crawford rule), the cube is live.
        post_crawford: !crawford
            && (record.after_crawford || at_point(score[0]) || at_point(score[1])),
    })
}

impl Record {
    /// Replays the game under the rules: a match game from its recorded score (the
    /// Crawford game from the scores, [`Record::after_crawford`]), a money game
    /// under the money rules the record states (Jacoby where it says so, beavers
    /// unless it says no).
    ///
    /// A roll written without movements is a dance, or, as the last action of a game
    /// with a recorded result, a roll after which the player resigned. A recorded
    /// result that the moves do not reach is a resignation, and must be worth one, two
    /// or three times the cube. Actions after the rules ended the game are not played:
    /// [`Replay::ended_early`] gives the first one's ply.
    ///
    /// # Errors
    ///
    /// Returns the first illegal thing, at its 1-based ply (0 for the game as a
    /// whole): an illegal play, an action out of turn, a cube action the rules forbid
    /// (doubling in the Crawford game, without owning the cube, a take with nothing
    /// offered, a beaver in match play), a result that the game does not give, a
    /// Crawford mark that the scores contradict.
    pub fn replay(&self) -> Result<Replay, ReplayError> {
        replay_game(self, context_of(self)?, &mut Vec::new())
    }
}

/// Replays the games of a file one at a time, in order ([`Record::replay`] each),
/// and checks what the earlier games give: the score at the start of each game (in
/// match play) and no game after the end of the match. [`score`](super::score) does
/// it for a text in one call.
///
/// ```
/// use backgammon::record::{Replayer, mat::Reader};
///
/// let text = " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5   64: 24/18 13/9\n  2)  Doubles => 2   Drops\n      Wins 1 point\n";
/// let mut replayer = Replayer::new();
/// for record in Reader::new(text) {
///     assert_eq!(replayer.replay(&record?)?.plies, 4);
/// }
/// assert_eq!(replayer.summary().score, [1, 0]);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, Debug, Default)]
pub struct Replayer {
    /// The score the next game must start from, `None` after a game that did not
    /// replay (or did not end).
    expected: Option<[u32; 2]>,
    match_over: bool,
    /// Games replayed so far (with or without error).
    index: usize,
    summary: ReplaySummary,
}

impl Replayer {
    /// Returns a replayer at the start of a file.
    #[must_use]
    pub const fn new() -> Self {
        Self {
            expected: Some([0, 0]),
            match_over: false,
            index: 0,
            summary: ReplaySummary {
                games: 0,
                plies: 0,
                score: [0, 0],
                match_winner: None,
            },
        }
    }

    /// Returns the totals of the games replayed so far without error.
    #[must_use]
    pub fn summary(&self) -> ReplaySummary {
        self.summary.clone()
    }

    /// Replays the next game of the file.
    ///
    /// # Errors
    ///
    /// Returns the error of [`Record::replay`], or, at ply 0, a game that starts from
    /// another score than the earlier games give, or that comes after the end of the
    /// match.
    /// A record built in code (its locations at game 0) gets the game's index in
    /// the errors.
    pub fn replay(&mut self, record: &Record) -> Result<Replay, ReplayError> {
        self.replay_with_hits(record, &mut Vec::new())
    }

    /// [`Replayer::replay`], with the hit masks of the game's actions.
    fn replay_with_hits(
        &mut self,
        record: &Record,
        hits: &mut Vec<u8>,
    ) -> Result<Replay, ReplayError> {
        self.index += 1;
        let index = self.index;
        self.replay_counted(record, hits).map_err(|mut e| {
            if e.location.game == 0 {
                e.location.game = index;
            }
            e
        })
    }

    fn replay_counted(
        &mut self,
        record: &Record,
        hits: &mut Vec<u8>,
    ) -> Result<Replay, ReplayError> {
        let length = record.match_length;
        let score = record.game.score;
        let at_game = |kind| ReplayError {
            ply: 0,
            location: record.game.location,
            kind,
        };
        if length > 0 {
            if self.match_over {
                self.expected = None;
                return Err(at_game(ReplayErrorKind::GameAfterMatch));
            }
            if let Some(expected) = self.expected
                && expected != score
            {
                self.expected = None;
                return Err(at_game(ReplayErrorKind::WrongScore {
                    recorded: score,
                    expected,
                }));
            }
        }
        let replayed = context_of(record).and_then(|c| replay_game(record, c, hits));
        let Ok(replay) = replayed else {
            self.expected = None;
            return replayed;
        };
        let mut end = score;
        if let Some((w, points)) = replay.result {
            end[w.index()] = end[w.index()].saturating_add(points);
            if length > 0 && end[w.index()] >= length {
                self.match_over = true;
                self.summary.match_winner = Some(w);
            }
        }
        self.expected = replay.result.map(|_| end);
        self.summary.games += 1;
        self.summary.plies += replay.plies;
        self.summary.score = end;
        Ok(replay)
    }
}

/// Replays every game of `record` ([`Replayer`]) under the rules and returns the
/// totals.
///
/// # Errors
///
/// Returns the first illegal thing, as [`Replayer::replay`] finds it.
pub fn replay(record: &MatchRecord) -> Result<ReplaySummary, ReplayError> {
    let mut replayer = Replayer::new();
    for game in record.records() {
        replayer.replay(&game)?;
    }
    Ok(replayer.summary())
}

/// Returns `record` with the hit mark of every checker movement set from the board
/// (a movement hits when it lands on a single opposing checker), as gnubg marks hits
/// with `*` in `.mat` files: what an SGF record (which marks none) needs before
/// [`super::mat::write`] writes it as gnubg would.
///
/// # Errors
///
/// Returns the first illegal thing of the record, as [`replay`] does.
pub fn with_hits(record: &MatchRecord) -> Result<MatchRecord, ReplayError> {
    let mut out = record.clone();
    let mut replayer = Replayer::new();
    for (game, one) in out.games.iter_mut().zip(record.records()) {
        let mut hits = Vec::new();
        replayer.replay_with_hits(&one, &mut hits)?;
        for (event, mask) in game.actions.iter_mut().zip(hits) {
            if let Action::Roll { moves, .. } = &mut event.action {
                for (i, m) in moves.iter_mut().enumerate() {
                    // (A replayed roll has at most 4 movements, so `<=` for `<` is an
                    // equivalent mutant; the bound keeps the shift in range.)
                    m.hit = i < 8 && mask & (1 << i) != 0;
                }
            }
        }
    }
    Ok(out)
}
