//! Recording the moves played on a [`Match`] as a [`MatchRecord`].

use super::{Action, CheckerMove, Event, GameRecord, GameResult, Location, MatchRecord};
use crate::{ActionError, Level, Match, Move, Phase};
use alloc::string::String;
use alloc::vec::Vec;
use boardcore::Player;

/// Returns the record of `moves` played from `start` (a match or money session at the
/// start of a game), with `players` as the names: what [`super::mat::write`] exports.
///
/// Each play becomes a [`Action::Roll`] with the dice and the play's steps, each
/// cube action and resignation its [`Action`]; the chance moves and `roll` decisions
/// leave no trace of their own. A finished game gets its result (winner, points);
/// the score of each game is the match's (cumulative in a money session).
///
/// ```
/// use backgammon::record::{self, mat};
/// use backgammon::{Match, Move, Rules};
///
/// let start = Match::new(3, Rules::MATCH)?;
/// let moves: Vec<Move> = ["opening 31", "8/5 6/5", "double", "drop"]
///     .iter()
///     .map(|m| m.parse())
///     .collect::<Result<_, _>>()?;
/// let rec = record::from_moves(&start, &moves, ["alice".into(), "bob".into()])?;
/// assert!(mat::write(&rec).contains("  1) 31: 8/5 6/5                  Doubles => 2"));
/// assert_eq!(record::replay(&rec)?.score, [0, 1]);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
///
/// The record cannot show automatic doubles (the Murphy rule): a session that plays
/// them records the cube values that follow, which a replay refuses.
///
/// # Errors
///
/// Returns the [`ActionError`] of the first move that is not legal where it is
/// played.
pub fn from_moves(
    start: &Match,
    moves: &[Move],
    players: [String; 2],
) -> Result<MatchRecord, ActionError> {
    let mut m = *start;
    let rules = *m.rules();
    let money = m.length() == 0;
    let mut record = MatchRecord {
        players,
        match_length: m.length(),
        ..MatchRecord::default()
    };
    record.rules.crawford = (!money).then_some(true);
    record.rules.jacoby = money.then_some(rules.jacoby);
    record.rules.beaver = money.then_some(rules.beavers > 0);
    record.rules.cube_limit = (rules.cube_limit != 0).then_some(rules.cube_limit);
    let score = |m: &Match| [m.score(Player::FIRST), m.score(Player::SECOND)];
    let new_game = |m: &Match| GameRecord {
        number: m.games_played().saturating_add(1),
        score: score(m),
        ..GameRecord::default()
    };
    let mut game = new_game(&m);
    let mut dice = [0u8; 2];
    for &mv in moves {
        let state = *m.game();
        let actor = state.actor().unwrap_or_else(|| state.on_roll());
        let before = score(&m);
        let played = m.games_played();
        m.try_play(mv)?;
        let action = match mv {
            Move::Opening(a, b) => {
                dice = [a.max(b), a.min(b)];
                None
            }
            Move::Roll(d) => {
                dice = [d.high(), d.low()];
                None
            }
            Move::RollDice => None,
            Move::Play(p) => Some(Action::Roll {
                dice,
                moves: p
                    .steps()
                    .iter()
                    .map(|s| CheckerMove {
                        from: s.from(),
                        to: s.to(),
                        hit: false,
                    })
                    .collect::<Vec<_>>(),
            }),
            Move::Double => Some(Action::Double {
                cube: state.cube().saturating_mul(2),
            }),
            Move::Take => Some(Action::Take),
            Move::Drop => Some(Action::Drop),
            Move::Beaver => Some(Action::Beaver {
                cube: if m.games_played() == played {
                    m.game().cube()
                } else {
                    state.cube()
                },
            }),
            Move::Resign(level) => Some(Action::Resign {
                level: Some(match level {
                    Level::Single => 1,
                    Level::Gammon => 2,
                    Level::Backgammon => 3,
                }),
            }),
            Move::Accept => Some(Action::AcceptResign),
            Move::Reject => Some(Action::RejectResign),
        };
        // A resignation after rolling: the roll first, without movements (written
        // again with its movements if the offer is rejected and the roll played).
        if matches!((mv, state.phase()), (Move::Resign(_), Phase::Moving(_))) {
            game.actions.push(Event {
                player: actor,
                action: Action::Roll {
                    dice,
                    moves: Vec::new(),
                },
                location: Location::default(),
            });
        }
        if let Some(action) = action {
            game.actions.push(Event {
                player: actor,
                action,
                location: Location::default(),
            });
        }
        if m.games_played() != played {
            let after = score(&m);
            let winner = if after[0] > before[0] {
                Player::FIRST
            } else {
                Player::SECOND
            };
            game.result = Some(GameResult {
                winner,
                points: after[winner.index()] - before[winner.index()],
                resigned: false,
                match_won: false,
                location: Location::default(),
            });
            record
                .games
                .push(core::mem::replace(&mut game, new_game(&m)));
        }
    }
    if !game.actions.is_empty() {
        record.games.push(game);
    }
    Ok(record)
}
