//! Replaying a [`MatchRecord`] under the rules: every roll, play and cube action is
//! checked, and the first illegal one is reported with its game, action number and
//! place in the file.

use super::{Action, Event, GameRecord, Location, MatchRecord};
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

/// How one game of a record replayed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameReplay {
    /// The number of actions replayed legally (all of them if `error` is `None`).
    pub plies: usize,
    /// How the game ended under the rules: winner and points; `None` if the record
    /// stops before the end (or at the error).
    pub result: Option<(Player, u32)>,
    /// The first illegal action, if any.
    pub error: Option<ReplayError>,
}

/// The first illegal thing of a record: where, and why.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("game {game} action {action} ({location}): {kind}")]
pub struct ReplayError {
    /// The game, 1-based, in file order.
    pub game: usize,
    /// The action within the game, 1-based (0: the game as a whole, such as its
    /// score).
    pub action: usize,
    /// Where the action is written.
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
    /// An action after the end of the game.
    #[error("action after the end of the game")]
    GameOver,
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

/// An error inside a game: action number (1-based, 0 for the game as a whole),
/// place, kind.
type GameError = (usize, Location, ReplayErrorKind);

/// The rules a record is replayed under: match play (no Jacoby, beavers or automatic
/// doubles), or money play with Jacoby only where the record says so and beavers
/// unless it says no; the record's cube limit.
fn rules_of(record: &MatchRecord) -> Rules {
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

/// Plays `mv`, mapping the refusal.
fn step(state: &mut GameState, mv: Move) -> Result<(), ReplayErrorKind> {
    state.try_play(mv).map_err(ReplayErrorKind::Refused)
}

/// Plays one action of the record; `resigns_after` says that this is a roll without
/// movements after which the player resigns (the record's next action is its
/// resignation, or the game's recorded result follows): the dice are rolled and left
/// to play.
fn act(
    state: &mut GameState,
    event: &Event,
    resigns_after: bool,
    hits: &mut u8,
) -> Result<(), ReplayErrorKind> {
    use ReplayErrorKind as K;
    let p = event.player;
    if matches!(state.phase(), Phase::Over { .. }) {
        return Err(K::GameOver);
    }
    if let Phase::Opening = state.phase() {
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
        step(state, opening)?;
        return play(state, event, resigns_after, hits);
    }
    let actor = state.actor().unwrap_or_else(|| state.on_roll());
    if actor != p {
        // After a beaver, the original doubler's roll is its take (gnubg reads `.mat`
        // files so).
        let implicit_take = matches!(state.phase(), Phase::Doubled { redoubles } if redoubles > 0)
            && state.on_roll() == p
            && matches!(event.action, Action::Roll { .. });
        if !implicit_take {
            return Err(K::OutOfTurn(p));
        }
    }
    match &event.action {
        // The roll of a player who resigned after rolling, written again with its
        // movements once the resignation was rejected.
        Action::Roll { dice, .. }
            if state
                .dice()
                .is_some_and(|d| Dice::new(dice[0], dice[1]).is_ok_and(|e| e == d)) =>
        {
            play(state, event, resigns_after, hits)
        }
        Action::Roll { dice, .. } => {
            if let Phase::Doubled { .. } = state.phase() {
                step(state, Move::Take)?;
            }
            if let Phase::Decide = state.phase() {
                step(state, Move::RollDice)?;
            }
            let dice = Dice::new(dice[0], dice[1]).map_err(|_| {
                K::IllegalPlay(ResolvePlayError::Syntax(boardcore::Excerpt::new(
                    &alloc::format!("{dice:?}"),
                )))
            })?;
            step(state, Move::Roll(dice))?;
            play(state, event, resigns_after, hits)
        }
        Action::Double { cube } => {
            let expected = state.cube().saturating_mul(2);
            step(state, Move::Double)?;
            if *cube != expected {
                return Err(K::CubeValue {
                    expected,
                    found: *cube,
                });
            }
            Ok(())
        }
        Action::Beaver { cube } | Action::Raccoon { cube } => {
            step(state, Move::Beaver)?;
            if *cube != state.cube() {
                return Err(K::CubeValue {
                    expected: state.cube(),
                    found: *cube,
                });
            }
            Ok(())
        }
        Action::Take => step(state, Move::Take),
        Action::Drop => step(state, Move::Drop),
        Action::Resign { level } => step(
            state,
            Move::Resign(match level {
                Some(2) => Level::Gammon,
                Some(3) => Level::Backgammon,
                _ => Level::Single,
            }),
        ),
        Action::AcceptResign => step(state, Move::Accept),
        Action::RejectResign => step(state, Move::Reject),
    }
}

/// Plays the checker movements of a roll (the state is in its moving phase), and
/// sets bit `i` of `hits` if movement `i` hits a blot.
fn play(
    state: &mut GameState,
    event: &Event,
    resigns_after: bool,
    hits: &mut u8,
) -> Result<(), ReplayErrorKind> {
    let Some(dice) = state.dice() else {
        return Ok(());
    };
    if resigns_after {
        // Rolled, then resigned: the roll stays to play if the offer is rejected.
        return Ok(());
    }
    if let Action::Roll { moves, .. } = &event.action {
        // The opponent's checkers, from its side: the mover's point `q` is its `25 - q`.
        let mut opponent = state.board().to_setup().opponent;
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
    let play = state
        .board()
        .resolve_play(dice, &event.action.pairs())
        .map_err(ReplayErrorKind::IllegalPlay)?;
    step(state, Move::Play(play))
}

/// Replays one game of `record` from its recorded score in match `context`.
fn replay_game(
    record: &MatchRecord,
    game: &GameRecord,
    context: MatchContext,
    hits: &mut Vec<u8>,
) -> (usize, Result<Option<(Player, u32)>, GameError>) {
    let mut state = match GameState::new(rules_of(record), context) {
        Ok(state) => state,
        Err(e) => return (0, Err((0, game.location, ReplayErrorKind::Rules(e)))),
    };
    let count = game.actions.len();
    for (i, event) in game.actions.iter().enumerate() {
        let next = game.actions.get(i + 1);
        let resigns_next = next
            .is_some_and(|n| n.player == event.player && matches!(n.action, Action::Resign { .. }));
        let resigns_after = (resigns_next || i + 1 == count && game.result.is_some())
            && matches!(&event.action, Action::Roll { moves, .. } if moves.is_empty());
        let mut mask = 0;
        if let Err(kind) = act(&mut state, event, resigns_after, &mut mask) {
            return (i, Err((i + 1, event.location, kind)));
        }
        hits.push(mask);
    }
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
    let outcome = match (&game.result, over) {
        (Some(r), Some((winner, points))) => {
            if r.winner != winner || r.points != points {
                return (
                    count,
                    Err((
                        0,
                        r.location,
                        ReplayErrorKind::WrongResult {
                            recorded_winner: r.winner,
                            recorded_points: r.points,
                            winner,
                            points,
                        },
                    )),
                );
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
                return (
                    count,
                    Err((
                        0,
                        r.location,
                        ReplayErrorKind::WrongResignation {
                            points: r.points,
                            cube,
                        },
                    )),
                );
            }
            Some((r.winner, r.points))
        }
        (None, over) => over,
    };
    (count, Ok(outcome))
}

/// Replays every game of `record`, each from its recorded score, and returns how
/// each went; the score at the start of each game is checked against the earlier
/// games (in match play), and so is the Crawford game.
///
/// A roll written without movements is a dance, or, as the last action of a game
/// with a recorded result, a roll after which the player resigned. A recorded
/// result that the moves do not reach is a resignation, and must be worth one, two
/// or three times the cube.
#[must_use]
pub fn replay_each(record: &MatchRecord) -> Vec<GameReplay> {
    replay_all(record).into_iter().map(|(g, _)| g).collect()
}

/// [`replay_each`], with the hit masks of each game's actions (bit `i`: movement `i`
/// hits), as far as the game replayed.
fn replay_all(record: &MatchRecord) -> Vec<(GameReplay, Vec<u8>)> {
    let mut replayer = Replayer::new(record);
    record
        .games
        .iter()
        .map(|game| replayer.game_with_hits(record, game))
        .collect()
}

/// Replays the games of a record one at a time, in file order, carrying what the
/// earlier games give (the expected score, the Crawford game, the end of the
/// match): what [`replay_each`] does for a whole record, for a reader that streams
/// its games ([`super::mat::Games`]) so that memory stays proportional to one game.
///
/// ```
/// use backgammon::record::{Replayer, mat::Games};
///
/// let text = " 1 point match\n\n Game 1\n a : 0   b : 0\n  1) 31: 8/5 6/5   64: 24/18 13/9\n  2)  Doubles => 2   Drops\n      Wins 1 point\n";
/// let mut games = Games::new(text)?;
/// let mut replayer = Replayer::new(games.header());
/// let game = games.next().expect("a game")?;
/// let replayed = replayer.game(games.header(), &game);
/// assert_eq!((replayed.plies, replayed.error), (4, None));
/// # Ok::<(), backgammon::record::RecordError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Replayer {
    /// Games replayed so far.
    index: usize,
    expected: Option<[u32; 2]>,
    crawford_played: bool,
    match_over: bool,
}

impl Replayer {
    /// Returns a replayer for the games of a record with this header (its match
    /// length and rules; its games are not read).
    #[must_use]
    pub const fn new(header: &MatchRecord) -> Self {
        let _ = header;
        Self {
            index: 0,
            expected: Some([0, 0]),
            crawford_played: false,
            match_over: false,
        }
    }

    /// Replays the next game of the record whose header is `header` (the match
    /// length and the rules are read from it, its games are ignored).
    pub fn game(&mut self, header: &MatchRecord, game: &GameRecord) -> GameReplay {
        self.game_with_hits(header, game).0
    }

    /// [`Replayer::game`], with the hit masks of the game's actions.
    fn game_with_hits(&mut self, record: &MatchRecord, game: &GameRecord) -> (GameReplay, Vec<u8>) {
        let length = record.match_length;
        let crawford_rule = length > 0 && record.rules.crawford != Some(false);
        let g = self.index;
        self.index += 1;
        let err = |action: usize, location: Location, kind: ReplayErrorKind| ReplayError {
            game: g + 1,
            action,
            location,
            kind,
        };
        let score = game.score;
        let mut early: Option<ReplayError> = None;
        if length > 0 {
            if self.match_over {
                early = Some(err(0, game.location, ReplayErrorKind::GameAfterMatch));
            } else if let Some(exp) = self.expected
                && exp != score
            {
                early = Some(err(
                    0,
                    game.location,
                    ReplayErrorKind::WrongScore {
                        recorded: score,
                        expected: exp,
                    },
                ));
            }
        }
        let at_point = |s: u32| length > 0 && s.saturating_add(1) == length;
        let crawford =
            crawford_rule && !self.crawford_played && (at_point(score[0]) != at_point(score[1]));
        if crawford_rule && (at_point(score[0]) || at_point(score[1])) {
            self.crawford_played = true;
        }
        if early.is_none()
            && let Some(mark) = game.crawford_game
            && mark != crawford
        {
            early = Some(err(
                0,
                game.location,
                ReplayErrorKind::CrawfordMark(crawford),
            ));
        }
        if let Some(e) = early {
            self.expected = None;
            return (
                GameReplay {
                    plies: 0,
                    result: None,
                    error: Some(e),
                },
                Vec::new(),
            );
        }
        let context = MatchContext {
            length,
            score: if length > 0 { score } else { [0, 0] },
            crawford,
            // Without the Crawford rule every game from a player's N-1 on is played
            // as after the Crawford game (the cube live).
            post_crawford: !crawford
                && (self.crawford_played
                    || !crawford_rule && (at_point(score[0]) || at_point(score[1]))),
        };
        let mut hits = Vec::with_capacity(game.actions.len());
        let (plies, outcome) = replay_game(record, game, context, &mut hits);
        match outcome {
            Ok(result) => {
                let mut wins_match = false;
                self.expected = result.map(|(w, points)| {
                    let mut s = score;
                    s[w.index()] = s[w.index()].saturating_add(points);
                    wins_match = length > 0 && s[w.index()] >= length;
                    s
                });
                self.match_over |= wins_match;
                // Galaxy's `and the match` must be true (gnubg never writes it).
                let error = game
                    .result
                    .as_ref()
                    .filter(|r| r.match_won && !wins_match)
                    .map(|r| err(0, r.location, ReplayErrorKind::MatchNotWon));
                (
                    GameReplay {
                        plies,
                        result,
                        error,
                    },
                    hits,
                )
            }
            Err((action, location, kind)) => {
                self.expected = None;
                (
                    GameReplay {
                        plies,
                        result: None,
                        error: Some(err(action, location, kind)),
                    },
                    hits,
                )
            }
        }
    }
}

/// Replays every game of `record` under the rules and returns the totals.
///
/// # Errors
///
/// Returns the first illegal thing, as [`replay_each`] finds it: an illegal play,
/// an action out of turn, a cube action the rules forbid (doubling in the Crawford
/// game, without owning the cube, a take with nothing offered, a beaver in match
/// play), a result or starting score that the games do not give.
pub fn replay(record: &MatchRecord) -> Result<ReplaySummary, ReplayError> {
    let mut summary = ReplaySummary::default();
    let mut score = [0u32; 2];
    for (game, replayed) in record.games.iter().zip(replay_each(record)) {
        if let Some(e) = replayed.error {
            return Err(e);
        }
        summary.games += 1;
        summary.plies += replayed.plies;
        score = game.score;
        if let Some((w, points)) = replayed.result {
            score[w.index()] = score[w.index()].saturating_add(points);
            if record.match_length > 0 && score[w.index()] >= record.match_length {
                summary.match_winner = Some(w);
            }
        }
    }
    summary.score = score;
    Ok(summary)
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
    for (game, (replayed, hits)) in out.games.iter_mut().zip(replay_all(record)) {
        if let Some(e) = replayed.error {
            return Err(e);
        }
        for (event, mask) in game.actions.iter_mut().zip(hits) {
            if let Action::Roll { moves, .. } = &mut event.action {
                for (i, m) in moves.iter_mut().enumerate() {
                    m.hit = i < 8 && mask & (1 << i) != 0;
                }
            }
        }
    }
    Ok(out)
}
