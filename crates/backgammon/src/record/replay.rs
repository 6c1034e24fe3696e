//! Replaying a [`MatchRecord`] under the rules: every roll, play and cube action is
//! checked, and the first illegal one is reported with its game, action number and
//! place in the file.

use super::{Action, Event, GameRecord, Location, MatchRecord};
use crate::{Dice, Position, ResolvePlayError};
use alloc::vec::Vec;
use boardcore::Player;
use core::fmt;

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
    /// The player acts when it is the opponent's turn.
    #[error("{0} acts out of turn")]
    OutOfTurn(Player),
    /// The opening roll is a double (the opening roll is one die each, ties re-rolled).
    #[error("opening roll {0}{0} is a double")]
    OpeningDouble(u8),
    /// The game does not start with a roll.
    #[error("the game does not start with the opening roll")]
    NoOpeningRoll,
    /// A cube action that the rules forbid here.
    #[error("cube action not allowed: {0}")]
    CubeNotAllowed(CubeRefusal),
    /// The cube value written is not the one the action gives.
    #[error("cube value {found}, expected {expected}")]
    CubeValue {
        /// The value the rules give.
        expected: u32,
        /// The value written.
        found: u32,
    },
    /// A roll, double or resignation while a double awaits its answer.
    #[error("a double awaits its answer")]
    DoublePending,
    /// A resignation answer without an offer.
    #[error("no resignation to answer")]
    NoResignation,
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
    /// A game after a player has won the match.
    #[error("game after the end of the match")]
    GameAfterMatch,
    /// The record marks the Crawford game differently from the rules.
    #[error("the record marks the Crawford game wrongly (the rules say {0})")]
    CrawfordMark(bool),
}

/// Why a cube action is refused.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[non_exhaustive]
pub enum CubeRefusal {
    /// Doubling in the Crawford game.
    Crawford,
    /// Doubling when the opponent owns the cube.
    NotOwner,
    /// Doubling before the opening roll has been played.
    BeforeOpening,
    /// Doubling past the cube limit.
    CubeLimit,
    /// Answering (take, drop, beaver, raccoon) when no double was offered to the
    /// player.
    NothingOffered,
    /// A beaver or raccoon in match play, or where the record's rules exclude it.
    NoBeavers,
}

impl fmt::Display for CubeRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Self::Crawford => "doubling in the Crawford game",
            Self::NotOwner => "doubling when the opponent owns the cube",
            Self::BeforeOpening => "doubling before the opening roll",
            Self::CubeLimit => "doubling past the cube limit",
            Self::NothingOffered => "no double was offered to this player",
            Self::NoBeavers => "beavers are not allowed here",
        })
    }
}

/// A double waiting for its answer.
#[derive(Clone, Copy)]
struct Offer {
    /// Who made the last offer (the doubler, beaverer or raccooner).
    by: Player,
    /// The cube value if the offer is taken.
    value: u32,
    /// Who keeps the cube after a beaver (`None` for a plain double).
    beaverer: Option<Player>,
}

/// The state of one game being replayed.
struct GameState {
    position: Position,
    /// The player whose turn it is; `None` before the opening roll.
    turn: Option<Player>,
    cube: u32,
    owner: Option<Player>,
    offer: Option<Offer>,
    resign: Option<(Player, u8)>,
    /// How the game ended: winner and points.
    over: Option<(Player, u32)>,
    /// This is the Crawford game (no doubling).
    crawford: bool,
    money: bool,
    jacoby: bool,
    beavers: bool,
    cube_limit: Option<u32>,
}

impl GameState {
    fn points(&self, level: u32) -> u32 {
        let level = if self.jacoby && self.money && self.owner.is_none() {
            1
        } else {
            level
        };
        level.saturating_mul(self.cube)
    }

    fn act(
        &mut self,
        event: &Event,
        last: bool,
        recorded_end: bool,
    ) -> Result<(), ReplayErrorKind> {
        use ReplayErrorKind as K;
        if self.over.is_some() {
            return Err(K::GameOver);
        }
        let p = event.player;
        let my_turn = |turn: Option<Player>| turn.is_none_or(|t| t == p);
        match &event.action {
            Action::Roll { dice, moves } => {
                if let Some(offer) = self.offer {
                    // After a beaver the roll of the original doubler is its take
                    // (gnubg reads `.mat` files so).
                    match offer.beaverer {
                        Some(keeper) if offer.by != p => {
                            self.cube = offer.value;
                            self.owner = Some(keeper);
                            self.offer = None;
                        }
                        _ => return Err(K::DoublePending),
                    }
                }
                if !my_turn(self.turn) {
                    return Err(K::OutOfTurn(p));
                }
                if self.turn.is_none() && dice[0] == dice[1] {
                    return Err(K::OpeningDouble(dice[0]));
                }
                let dice = Dice::new(dice[0], dice[1]).map_err(|_| {
                    K::IllegalPlay(ResolvePlayError::Syntax(alloc::format!("{dice:?}")))
                })?;
                let pairs = event.action.pairs();
                let child = if moves.is_empty() && last && recorded_end {
                    // Rolled, then resigned (XG's `???`), or a dance.
                    self.position
                } else {
                    let play = self
                        .position
                        .resolve_play(dice, &pairs)
                        .map_err(K::IllegalPlay)?;
                    if play.is_empty() {
                        self.position
                    } else {
                        self.position
                            .plays_and_children(dice)
                            .into_iter()
                            .find(|(q, _)| *q == play)
                            .map(|(_, c)| c)
                            .ok_or_else(|| {
                                K::IllegalPlay(ResolvePlayError::Syntax(alloc::format!("{play}")))
                            })?
                    }
                };
                self.resign = None;
                if child.mover_finished() {
                    let gammon = child.opponent_off() == 0;
                    let backgammon = gammon
                        && (child.opponent(25) > 0 || (19..=24).any(|q| child.opponent(q) > 0));
                    let level = if backgammon {
                        3
                    } else if gammon {
                        2
                    } else {
                        1
                    };
                    self.over = Some((p, self.points(level)));
                }
                self.position = child.flipped();
                self.turn = Some(p.opponent());
            }
            Action::Double { cube } => {
                if self.offer.is_some() {
                    return Err(K::DoublePending);
                }
                let Some(turn) = self.turn else {
                    return Err(K::CubeNotAllowed(CubeRefusal::BeforeOpening));
                };
                if turn != p {
                    return Err(K::OutOfTurn(p));
                }
                if self.crawford {
                    return Err(K::CubeNotAllowed(CubeRefusal::Crawford));
                }
                if self.owner.is_some_and(|o| o != p) {
                    return Err(K::CubeNotAllowed(CubeRefusal::NotOwner));
                }
                let value = self.cube.saturating_mul(2);
                if self.cube_limit.is_some_and(|limit| value > limit) {
                    return Err(K::CubeNotAllowed(CubeRefusal::CubeLimit));
                }
                if *cube != value {
                    return Err(K::CubeValue {
                        expected: value,
                        found: *cube,
                    });
                }
                self.offer = Some(Offer {
                    by: p,
                    value,
                    beaverer: None,
                });
            }
            Action::Beaver { cube } | Action::Raccoon { cube } => {
                let raccoon = matches!(event.action, Action::Raccoon { .. });
                let offer = self
                    .offer
                    .filter(|o| o.by != p && o.beaverer.is_some() == raccoon)
                    .ok_or(K::CubeNotAllowed(CubeRefusal::NothingOffered))?;
                if !self.money || !self.beavers {
                    return Err(K::CubeNotAllowed(CubeRefusal::NoBeavers));
                }
                let value = offer.value.saturating_mul(2);
                if *cube != value {
                    return Err(K::CubeValue {
                        expected: value,
                        found: *cube,
                    });
                }
                self.offer = Some(Offer {
                    by: p,
                    value,
                    beaverer: Some(offer.beaverer.unwrap_or(p)),
                });
            }
            Action::Take => {
                let offer = self
                    .offer
                    .filter(|o| o.by != p)
                    .ok_or(K::CubeNotAllowed(CubeRefusal::NothingOffered))?;
                self.cube = offer.value;
                self.owner = Some(offer.beaverer.unwrap_or(p));
                self.offer = None;
            }
            Action::Drop => {
                let offer = self
                    .offer
                    .filter(|o| o.by != p)
                    .ok_or(K::CubeNotAllowed(CubeRefusal::NothingOffered))?;
                self.offer = None;
                self.over = Some((offer.by, offer.value / 2));
            }
            Action::Resign { level } => {
                if self.offer.is_some() {
                    return Err(K::DoublePending);
                }
                if self.turn.is_none() {
                    return Err(K::NoOpeningRoll);
                }
                self.resign = Some((p, level.unwrap_or(1).clamp(1, 3)));
            }
            Action::AcceptResign | Action::RejectResign => {
                let (by, level) = self
                    .resign
                    .filter(|(by, _)| *by != p)
                    .ok_or(K::NoResignation)?;
                self.resign = None;
                if matches!(event.action, Action::AcceptResign) {
                    let _ = by;
                    self.over = Some((p, self.points(u32::from(level))));
                }
            }
        }
        Ok(())
    }
}

/// An error inside a game: action number (1-based, 0 for the game as a whole),
/// place, kind.
type GameError = (usize, Location, ReplayErrorKind);

/// Replays one game of `record` from its recorded score; `crawford` says whether it
/// is the Crawford game.
fn replay_game(
    record: &MatchRecord,
    game: &GameRecord,
    crawford: bool,
) -> (usize, Result<Option<(Player, u32)>, GameError>) {
    let mut state = GameState {
        position: Position::default(),
        turn: None,
        cube: 1,
        owner: None,
        offer: None,
        resign: None,
        over: None,
        crawford,
        money: record.match_length == 0,
        jacoby: record.rules.jacoby == Some(true),
        beavers: record.rules.beaver != Some(false),
        cube_limit: record.rules.cube_limit,
    };
    let count = game.actions.len();
    for (i, event) in game.actions.iter().enumerate() {
        if i == 0 && !matches!(event.action, Action::Roll { .. }) {
            return (0, Err((1, event.location, ReplayErrorKind::NoOpeningRoll)));
        }
        if let Err(kind) = state.act(event, i + 1 == count, game.result.is_some()) {
            return (i, Err((i + 1, event.location, kind)));
        }
    }
    let end = game.location;
    let outcome = match (&game.result, state.over) {
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
            // The game stops before its end: the loser resigned.
            let cube = state.cube;
            let fits = (1..=3).any(|level| state.points(level) == r.points);
            if !fits || state.offer.is_some() {
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
        (None, over) => {
            let _ = end;
            over
        }
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
    let length = record.match_length;
    let crawford_rule = length > 0 && record.rules.crawford != Some(false);
    let mut out = Vec::with_capacity(record.games.len());
    let mut expected: Option<[u32; 2]> = Some([0, 0]);
    let mut crawford_played = false;
    let mut match_over = false;
    for (g, game) in record.games.iter().enumerate() {
        let err = |action: usize, location: Location, kind: ReplayErrorKind| ReplayError {
            game: g + 1,
            action,
            location,
            kind,
        };
        let score = game.score;
        let mut early: Option<ReplayError> = None;
        if length > 0 {
            if match_over {
                early = Some(err(0, game.location, ReplayErrorKind::GameAfterMatch));
            } else if let Some(exp) = expected
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
            crawford_rule && !crawford_played && (at_point(score[0]) != at_point(score[1]));
        if crawford_rule && (at_point(score[0]) || at_point(score[1])) {
            crawford_played = true;
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
            out.push(GameReplay {
                plies: 0,
                result: None,
                error: Some(e),
            });
            expected = None;
            continue;
        }
        let (plies, outcome) = replay_game(record, game, crawford);
        match outcome {
            Ok(result) => {
                expected = result.map(|(w, points)| {
                    let mut s = score;
                    s[w.index()] = s[w.index()].saturating_add(points);
                    if length > 0 && s[w.index()] >= length {
                        match_over = true;
                    }
                    s
                });
                out.push(GameReplay {
                    plies,
                    result,
                    error: None,
                });
            }
            Err((action, location, kind)) => {
                expected = None;
                out.push(GameReplay {
                    plies,
                    result: None,
                    error: Some(err(action, location, kind)),
                });
            }
        }
    }
    out
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
