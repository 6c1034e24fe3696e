//! Backgammon: a money session or a match ([`backgammon::Match`], which plays the
//! games one after another and ends with the session or match).
//!
//! Action ids (`num_distinct_actions` = 151^4 + 10 = 519,885,611):
//! - a checker play of up to four steps, in the crate's canonical step order (from
//!   the rearmost checker forward), points in the mover's numbering (25 the bar,
//!   0 off): step `from/to` has code `c = (from - 1) * 6 + (from - to - 1)` in
//!   0..150, and the play `s1 s2 ... sk` has id `sum (c_i + 1) * 151^(i-1)`
//!   (the empty play, when nothing can move, is 0);
//! - from `P = 151^4` on: `roll` P, `double` P+1, `take` P+2, `drop` P+3, `beaver`
//!   P+4, `resign single|gammon|backgammon` P+5..P+7, `accept` P+8, `reject` P+9.
//!
//! Chance outcome ids (72, from `N = num_distinct_actions`): the opening roll with
//! player 0's die `a` and player 1's die `b` is `N + (a - 1) * 6 + (b - 1)`; a roll
//! with dice `high >= low` is `N + 36 + (high - 1) * 6 + (low - 1)`.
//!
//! Observation of seat `s` (shape `[222]`), from `s`'s side of the board ("me",
//! then the opponent "them", each in its own numbering):
//! - 0..98 me, 98..196 them: per point 1..=24 four units as gnubg's inputs (`n >= 1`,
//!   `n >= 2`, `n >= 3`, `(n - 3) / 2` if `n > 3`), then the bar count / 2 and the
//!   borne-off count / 15;
//! - 196, 197: my and their pip counts / 167;
//! - 198: log2(cube value) / 15; 199..202: cube centred, mine, theirs;
//! - 202..206: I act, they act, chance acts, game over;
//! - 206..218: the dice to play, one-hot high die then low die (zero before the roll);
//! - 218..222: a match (1) or money (0), my score / length, their score / length,
//!   this is the Crawford game.

use crate::adapter::{Codec, Loaded};
use crate::registry::{GameDef, ParamDef, ParamKind, Params, Value};
use crate::state::{Action, LoadedGame};
use backgammon::{Dice, Level, Match, Move, Play, Rules, Step};
use boardcore::{Game, Player, Turn};

/// The codec of backgammon: the ids are the same for every configuration; the
/// codec keeps the match length, the number of games of a money session and the
/// rules, to refuse a state of another configuration.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct BackgammonCodec {
    length: u32,
    games: u32,
    rules: Rules,
}

/// The `games=played/max` field of a match's text: the number of games of a money
/// session (0 in a match), which the crate does not expose otherwise.
fn max_games(game: &Match) -> Option<u32> {
    let text = game.to_string();
    let field = text.split_whitespace().nth(3)?.strip_prefix("games=")?;
    field.split_once('/')?.1.parse().ok()
}

/// `151^4`: the number of play ids.
pub const PLAYS: u64 = 151 * 151 * 151 * 151;
/// The number of player action ids.
pub const ACTIONS: u64 = PLAYS + 10;
const SIZE: usize = 222;

fn step_code(step: Step) -> u64 {
    u64::from(step.from() - 1) * 6 + u64::from(step.from() - step.to() - 1)
}

/// The id of a play (see the module documentation).
#[must_use]
pub fn encode_play(play: &Play) -> Action {
    play.steps()
        .iter()
        .rev()
        .fold(0, |id, &step| id * 151 + step_code(step) + 1)
}

/// The play of id `action`, if it is one (not checked against a position).
#[must_use]
pub fn decode_play(action: Action) -> Option<Play> {
    if action >= PLAYS {
        return None;
    }
    let mut steps = Vec::with_capacity(4);
    let mut rest = action;
    while rest > 0 {
        let code = (rest % 151).checked_sub(1)?;
        rest /= 151;
        let from = u8::try_from(code / 6 + 1).ok()?;
        let to = from.checked_sub(u8::try_from(code % 6 + 1).ok()?)?;
        steps.push(Step::new(from, to).ok()?);
    }
    let play = Play::new(&steps).ok()?;
    (encode_play(&play) == action).then_some(play)
}

/// The id of `mv` (see the module documentation).
#[must_use]
pub fn encode(mv: Move) -> Action {
    match mv {
        Move::Play(play) => encode_play(&play),
        Move::RollDice => PLAYS,
        Move::Double => PLAYS + 1,
        Move::Take => PLAYS + 2,
        Move::Drop => PLAYS + 3,
        Move::Beaver => PLAYS + 4,
        Move::Resign(level) => PLAYS + 4 + u64::from(level.points()),
        Move::Accept => PLAYS + 8,
        Move::Reject => PLAYS + 9,
        Move::Opening(a, b) => ACTIONS + u64::from(a - 1) * 6 + u64::from(b - 1),
        Move::Roll(d) => ACTIONS + 36 + u64::from(d.high() - 1) * 6 + u64::from(d.low() - 1),
    }
}

/// The move of id `action`, if it is one (not checked against a position).
#[must_use]
pub fn decode(action: Action) -> Option<Move> {
    if action < PLAYS {
        return decode_play(action).map(Move::Play);
    }
    let die = |n: u64| u8::try_from(n + 1).ok();
    Some(match action - PLAYS {
        0 => Move::RollDice,
        1 => Move::Double,
        2 => Move::Take,
        3 => Move::Drop,
        4 => Move::Beaver,
        5 => Move::Resign(Level::Single),
        6 => Move::Resign(Level::Gammon),
        7 => Move::Resign(Level::Backgammon),
        8 => Move::Accept,
        9 => Move::Reject,
        k @ 10..46 => Move::Opening(die((k - 10) / 6)?, die((k - 10) % 6)?),
        k @ 46..82 => {
            let (high, low) = (die((k - 46) / 6)?, die((k - 46) % 6)?);
            if low > high {
                return None;
            }
            Move::Roll(Dice::new(high, low).ok()?)
        }
        _ => return None,
    })
}

fn side_features(board: &backgammon::Position, out: &mut [f32]) {
    for point in 1..=24u8 {
        let n = f32::from(board.mover(point));
        let base = usize::from(point - 1) * 4;
        out[base] = f32::from(u8::from(n >= 1.0));
        out[base + 1] = f32::from(u8::from(n >= 2.0));
        out[base + 2] = f32::from(u8::from(n >= 3.0));
        out[base + 3] = if n > 3.0 { (n - 3.0) / 2.0 } else { 0.0 };
    }
    out[96] = f32::from(board.mover(25)) / 2.0;
    out[97] = f32::from(board.mover_off()) / 15.0;
}

impl Codec<Match> for BackgammonCodec {
    const HIDDEN: bool = false;

    fn num_distinct_actions(&self) -> u64 {
        ACTIONS
    }

    fn max_chance_outcomes(&self) -> u64 {
        72
    }

    fn encode(&self, _game: &Match, mv: Move) -> Action {
        encode(mv)
    }

    fn observation_shape(&self) -> Vec<usize> {
        vec![SIZE]
    }

    fn observe(&self, game: &Match, seat: Player, out: &mut [f32]) {
        let state = game.game();
        let absolute = state.board_of_player0();
        let mine = if seat == Player::FIRST {
            absolute
        } else {
            absolute.flipped()
        };
        let theirs = mine.flipped();
        side_features(&mine, &mut out[0..98]);
        side_features(&theirs, &mut out[98..196]);
        out[196] = mine.mover_pips() as f32 / 167.0;
        out[197] = theirs.mover_pips() as f32 / 167.0;
        out[198] = state.cube().max(1).ilog2() as f32 / 15.0;
        let owner = match state.cube_owner() {
            None => 0,
            Some(p) if p == seat => 1,
            Some(_) => 2,
        };
        out[199 + owner] = 1.0;
        let acting = match game.turn() {
            Turn::Player(p) if p == seat => 0,
            Turn::Player(_) => 1,
            Turn::Chance => 2,
            Turn::Over(_) => 3,
        };
        out[202 + acting] = 1.0;
        if let Some(dice) = state.dice() {
            out[206 + usize::from(dice.high() - 1)] = 1.0;
            out[212 + usize::from(dice.low() - 1)] = 1.0;
        }
        let context = state.context();
        if game.length() > 0 {
            let length = game.length() as f32;
            out[218] = 1.0;
            out[219] = game.score(seat) as f32 / length;
            out[220] = game.score(seat.opponent()) as f32 / length;
            out[221] = f32::from(u8::from(context.crawford));
        }
    }

    fn check(&self, game: &Match) -> Result<(), String> {
        if game.length() != self.length {
            return Err(if game.length() == 0 {
                "a money session".to_owned()
            } else {
                format!("a match to {}", game.length())
            });
        }
        if game.length() == 0 && max_games(game) != Some(self.games) {
            return Err(format!(
                "a money session of {} games",
                max_games(game).map_or_else(|| "?".to_owned(), |n| n.to_string())
            ));
        }
        if *game.rules() != self.rules {
            return Err(format!("other rules ({:?})", game.rules()));
        }
        Ok(())
    }

    /// Pips and borne-off checkers of the game under way (`backgammon::eval::evaluate`).
    fn evaluate(&self, game: &Match, seat: Player) -> f64 {
        ::backgammon::eval::evaluate(game.game(), seat)
    }
}

fn build(name: &'static str, params: &mut Params) -> Result<Box<dyn LoadedGame>, String> {
    let length = u32::try_from(params.int("match_length")).map_err(|e| e.to_string())?;
    // Jacoby defaults to on in money play and off in a match: the canonical string
    // (which an error quotes too) has the value that applies.
    let jacoby = params.bool("jacoby") && (length == 0 || params.given("jacoby"));
    params.set("jacoby", Value::Bool(jacoby));
    let small = |key: &str| u8::try_from(params.int(key)).map_err(|e| e.to_string());
    if length > 0 && params.int("games") != 1 {
        return Err("games applies to money play only (a match ends at its length)".to_owned());
    }
    if !params.bool("cube") {
        for (key, set) in [
            ("beavers", params.int("beavers") != 0),
            ("automatic_doubles", params.int("automatic_doubles") != 0),
            ("cube_limit", params.int("cube_limit") != 0),
            ("holland", params.bool("holland")),
        ] {
            if set {
                return Err(format!(
                    "{key} applies to play with the cube only (cube=false)"
                ));
            }
        }
    }
    let rules = Rules {
        cube: params.bool("cube"),
        jacoby,
        beavers: small("beavers")?,
        automatic_doubles: small("automatic_doubles")?,
        cube_limit: u32::try_from(params.int("cube_limit")).map_err(|e| e.to_string())?,
        resignations: params.bool("resignations"),
        holland: params.bool("holland"),
    };
    // In a match `games` is 1 (checked above) and the codec compares it only in
    // money play, so the match's 0 is a placeholder (a mutant there is equivalent).
    let games = if length > 0 {
        0
    } else {
        u32::try_from(params.int("games")).map_err(|e| e.to_string())?
    };
    let start = if length > 0 {
        Match::new(length, rules)
    } else {
        Match::money_session(games, rules)
    }
    .map_err(|e| e.to_string())?;
    Ok(Box::new(Loaded {
        name,
        spec: params.spec(name),
        codec: BackgammonCodec {
            length,
            games,
            rules,
        },
        start,
    }))
}

/// Backgammon.
pub const DEF: GameDef = GameDef {
    name: "backgammon",
    about: "backgammon with the doubling cube: a money session or a match to N points",
    params: &[
        ParamDef {
            name: "match_length",
            kind: ParamKind::Int { min: 0, max: 32767 },
            default: "0",
            meaning: "the match length in points; 0 for money play",
        },
        ParamDef {
            name: "games",
            kind: ParamKind::Int {
                min: 1,
                max: 1_000_000,
            },
            default: "1",
            meaning: "money play: the number of games of the session",
        },
        ParamDef {
            name: "cube",
            kind: ParamKind::Bool,
            default: "true",
            meaning: "whether the doubling cube is used",
        },
        ParamDef {
            name: "jacoby",
            kind: ParamKind::Bool,
            default: "true",
            meaning: "money play: gammons count single while the cube is centred (off in a match unless given, which is an error)",
        },
        ParamDef {
            name: "beavers",
            kind: ParamKind::Int { min: 0, max: 15 },
            default: "0",
            meaning: "money play: the number of instant redoubles allowed after a double",
        },
        ParamDef {
            name: "automatic_doubles",
            kind: ParamKind::Int { min: 0, max: 15 },
            default: "0",
            meaning: "money play: the automatic doubles on tied opening rolls",
        },
        ParamDef {
            name: "cube_limit",
            kind: ParamKind::Int { min: 0, max: 32768 },
            default: "0",
            meaning: "the highest cube value, a power of two; 0 for no limit",
        },
        ParamDef {
            name: "resignations",
            kind: ParamKind::Bool,
            default: "false",
            meaning: "whether a player may offer to resign",
        },
        ParamDef {
            name: "holland",
            kind: ParamKind::Bool,
            default: "false",
            meaning: "match play: the Holland rule after the Crawford game",
        },
    ],
    aliases: &[
        ("backgammon-nocube", "backgammon(cube=false)"),
        ("backgammon-match", "backgammon(match_length=5)"),
    ],
    build,
};
