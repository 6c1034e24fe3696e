//! The full-state notation of a [`GameState`]: `<Position ID> <key>=<value>...`
//! (`Display`/`FromStr`).

use crate::game::{CENTRED, seat};
use crate::{ActionError, End, GameState, Level, MatchContext, Phase, Position, Rules};
use alloc::string::String;
use boardcore::Player;
use core::fmt;
use core::str::FromStr;

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
