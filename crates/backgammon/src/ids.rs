//! The gnubg Match ID, the GNUBGID (`PositionID:MatchID`) and the eXtreme Gammon XGID.

use crate::game::CENTRED;
use crate::position::{base64_decode, base64_encode};
use crate::{Dice, Position, Rules};
use crate::{GameState, Level, MatchContext, Phase};
use alloc::string::String;
use boardcore::Player;
use core::fmt;
use core::str::FromStr;

/// A gnubg Match ID: the match and cube state beside a Position ID, 66 bits in 9 bytes
/// (LSB first) written as 12 base64 characters.
///
/// Fields as in the gnubg manual, plus bit 66 (gnubg 1.07 sets it when the Jacoby rule
/// is *not* in use; the manual does not list it). Player 0 is gnubg's player 0 (the top
/// player, O in an XGID), player 1 the bottom player (X).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct MatchId {
    /// log2 of the cube value (0..=15).
    pub cube_log2: u8,
    /// The cube owner, `None` when centred.
    pub cube_owner: Option<u8>,
    /// The player on roll (whose side the Position ID is written from).
    pub dice_owner: u8,
    /// This is the Crawford game.
    pub crawford: bool,
    /// 0 no game, 1 playing, 2 over, 3 resigned, 4 dropped.
    pub game_state: u8,
    /// The player who must act now.
    pub turn: u8,
    /// A double is offered.
    pub double_offered: bool,
    /// 0 no resignation offered, 1 single, 2 gammon, 3 backgammon.
    pub resignation: u8,
    /// The dice as rolled (0, 0 when not rolled).
    pub dice: (u8, u8),
    /// The match length, 0 for money play.
    pub length: u16,
    /// The scores of players 0 and 1.
    pub score: [u16; 2],
    /// The Jacoby rule is in use (bit 66 clear).
    pub jacoby: bool,
}

/// What is wrong with a Match ID.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMatchIdError {
    /// The ID is not 12 characters.
    #[error("a match ID has 12 characters, not {0}")]
    Length(usize),
    /// A character is not base64.
    #[error("character {index} ({ch:?}) is not base64")]
    Base64 {
        /// Its index.
        index: usize,
        /// The character.
        ch: char,
    },
    /// The cube owner field is 2 (only 0, 1 and 3 = centred exist).
    #[error("cube owner field 2 is not a player nor centred")]
    CubeOwner,
    /// The game state field is above 4.
    #[error("game state {0} is not 0 to 4")]
    GameState(u8),
    /// A die is above 6, or only one die is rolled.
    #[error("dice {0}{1} are not two dice 1 to 6 (or none)")]
    Dice(u8, u8),
    /// A score is at or above a match length.
    #[error("score {score} is not below the match length {length}")]
    Score {
        /// The score.
        score: u16,
        /// The length.
        length: u16,
    },
    /// The unused bits 67 to 71 are not zero.
    #[error("unused bits 67 to 71 are set")]
    Reserved,
}

impl MatchId {
    fn to_bits(self) -> u128 {
        let mut v: u128 = 0;
        let mut put = |pos: u32, width: u32, val: u128| {
            v |= (val & ((1 << width) - 1)) << pos;
        };
        put(0, 4, u128::from(self.cube_log2));
        put(4, 2, self.cube_owner.map_or(3, u128::from));
        put(6, 1, u128::from(self.dice_owner));
        put(7, 1, u128::from(self.crawford));
        put(8, 3, u128::from(self.game_state));
        put(11, 1, u128::from(self.turn));
        put(12, 1, u128::from(self.double_offered));
        put(13, 2, u128::from(self.resignation));
        put(15, 3, u128::from(self.dice.0));
        put(18, 3, u128::from(self.dice.1));
        put(21, 15, u128::from(self.length));
        put(36, 15, u128::from(self.score[0]));
        put(51, 15, u128::from(self.score[1]));
        put(66, 1, u128::from(!self.jacoby));
        v
    }

    /// Returns the Match ID of a game state.
    #[must_use]
    pub fn from_state(g: &GameState) -> Self {
        let ctx = g.context();
        let (game_state, double_offered, resignation, dice) = match g.phase() {
            Phase::Over { end, .. } => (
                match end {
                    crate::End::BoreOff(_) => 2,
                    crate::End::Resigned(_) => 3,
                    crate::End::Drop => 4,
                },
                false,
                0,
                (0, 0),
            ),
            Phase::Doubled { .. } => (1, true, 0, (0, 0)),
            Phase::Resigning { level, dice } => (
                1,
                false,
                level.points() as u8,
                dice.map_or((0, 0), |d| (d.high(), d.low())),
            ),
            Phase::Moving(d) => (1, false, 0, (d.high(), d.low())),
            Phase::Opening | Phase::Decide | Phase::Rolling => (1, false, 0, (0, 0)),
        };
        let on_roll = g.on_roll().index() as u8;
        let turn = g.actor().map_or(on_roll, |p| p.index() as u8);
        let clamp = |n: u32| n.min(0x7fff) as u16;
        Self {
            cube_log2: g.cube().trailing_zeros() as u8,
            cube_owner: g.cube_owner().map(|p| p.index() as u8),
            dice_owner: on_roll,
            crawford: ctx.crawford,
            game_state,
            turn,
            double_offered,
            resignation,
            dice,
            length: clamp(ctx.length),
            score: [clamp(ctx.score[0]), clamp(ctx.score[1])],
            jacoby: g.rules().jacoby && !ctx.is_match(),
        }
    }
}

impl fmt::Display for MatchId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let bytes = self.to_bits().to_le_bytes();
        let mut out = [0u8; 12];
        let n = base64_encode(&bytes[..9], &mut out);
        f.write_str(core::str::from_utf8(&out[..n]).map_err(|_| fmt::Error)?)
    }
}

impl FromStr for MatchId {
    type Err = ParseMatchIdError;

    fn from_str(s: &str) -> Result<Self, ParseMatchIdError> {
        let s = crate::trim_text(s);
        let len = s.chars().count();
        if len != 12 {
            return Err(ParseMatchIdError::Length(len));
        }
        let mut bytes = [0u8; 16];
        base64_decode(s, &mut bytes[..9])
            .map_err(|(index, ch)| ParseMatchIdError::Base64 { index, ch })?;
        let v = u128::from_le_bytes(bytes);
        let get = |pos: u32, width: u32| ((v >> pos) & ((1 << width) - 1)) as u16;
        if v >> 67 != 0 {
            return Err(ParseMatchIdError::Reserved);
        }
        let owner = get(4, 2) as u8;
        if owner == 2 {
            return Err(ParseMatchIdError::CubeOwner);
        }
        let game_state = get(8, 3) as u8;
        if game_state > 4 {
            return Err(ParseMatchIdError::GameState(game_state));
        }
        let dice = (get(15, 3) as u8, get(18, 3) as u8);
        if dice.0 > 6 || dice.1 > 6 || (dice.0 == 0) != (dice.1 == 0) {
            return Err(ParseMatchIdError::Dice(dice.0, dice.1));
        }
        let length = get(21, 15);
        let score = [get(36, 15), get(51, 15)];
        if length > 0 {
            for &sc in &score {
                if sc >= length {
                    return Err(ParseMatchIdError::Score { score: sc, length });
                }
            }
        }
        Ok(Self {
            cube_log2: get(0, 4) as u8,
            cube_owner: (owner != 3).then_some(owner),
            dice_owner: get(6, 1) as u8,
            crawford: get(7, 1) == 1,
            game_state,
            turn: get(11, 1) as u8,
            double_offered: get(12, 1) == 1,
            resignation: get(13, 2) as u8,
            dice,
            length,
            score,
            jacoby: get(66, 1) == 0,
        })
    }
}

/// What is wrong with a GNUBGID or an XGID.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseIdError {
    /// The text does not have the parts of the ID.
    #[error("{0}")]
    Syntax(&'static str),
    /// The Position ID part is invalid.
    #[error(transparent)]
    Position(#[from] crate::ParsePositionError),
    /// The Match ID part is invalid.
    #[error(transparent)]
    MatchId(#[from] ParseMatchIdError),
    /// A field of an XGID is invalid.
    #[error("XGID field {field} is invalid: {text}")]
    XgidField {
        /// The field's name.
        field: &'static str,
        /// Its text (an excerpt).
        text: boardcore::Excerpt,
    },
    /// The ID describes a state this library does not resume (a finished game, a game
    /// not started), or whose parts do not fit.
    #[error("unsupported or inconsistent state: {0}")]
    State(&'static str),
}

/// The error of an ID whose parts [`GameState::from_parts`] refuses, with its reason.
fn parts_error(e: crate::ActionError) -> ParseIdError {
    match e {
        crate::ActionError::WrongPhase { phase, .. } | crate::ActionError::NoDouble(phase) => {
            ParseIdError::State(phase)
        }
        _ => ParseIdError::State("the parts do not fit the rules"),
    }
}

impl GameState {
    /// Returns the gnubg `PositionID:MatchID` of this state (GNUBGID).
    #[must_use]
    pub fn gnubg_id(&self) -> String {
        alloc::format!("{}:{}", self.board, crate::ids::MatchId::from_state(self))
    }

    /// Returns the state of a gnubg Position ID and Match ID, under `rules` for what the
    /// IDs do not hold (beavers, automatic doubles, cube limit, resignations, Holland);
    /// the Jacoby rule and money or match play come from the Match ID.
    ///
    /// # Errors
    ///
    /// Returns [`ParseIdError`] for a malformed ID or a state that cannot be resumed (a
    /// game over or not started).
    pub fn from_ids(position: &str, match_id: &str, rules: Rules) -> Result<Self, ParseIdError> {
        let board: Position = position.parse()?;
        let m: MatchId = match_id.parse()?;
        Self::from_match_id(board, &m, rules)
    }

    /// Reads a GNUBGID, `PositionID:MatchID` (a leading `GNUBGID ` or `GNUBGID=` is
    /// accepted); see [`GameState::from_ids`].
    ///
    /// # Errors
    ///
    /// As [`GameState::from_ids`].
    pub fn from_gnubg_id(text: &str, rules: Rules) -> Result<Self, ParseIdError> {
        let t = crate::trim_text(text);
        let t = t
            .strip_prefix("GNUBGID")
            .map_or(t, |r| r.trim_start_matches(['=', ' ', ':']).trim());
        let (p, m) = t
            .split_once(':')
            .ok_or(ParseIdError::Syntax("a GNUBGID is PositionID:MatchID"))?;
        Self::from_ids(p, m, rules)
    }

    fn from_match_id(board: Position, m: &MatchId, rules: Rules) -> Result<Self, ParseIdError> {
        if m.game_state != 1 {
            return Err(ParseIdError::State("only a game in play can be resumed"));
        }
        let in_match = m.length > 0;
        let mut rules = rules;
        rules.jacoby = m.jacoby && !in_match;
        if in_match {
            rules.beavers = 0;
            rules.automatic_doubles = 0;
        } else {
            rules.holland = false;
        }
        // gnubg adds a money session's results to the Match ID's score; money play
        // does not depend on it, so it is read and dropped.
        let score = if in_match {
            [u32::from(m.score[0]), u32::from(m.score[1])]
        } else {
            [0, 0]
        };
        let context = MatchContext {
            length: u32::from(m.length),
            score,
            crawford: m.crawford,
            post_crawford: in_match
                && !m.crawford
                && (u32::from(m.score[0]) + 1 == u32::from(m.length)
                    || u32::from(m.score[1]) + 1 == u32::from(m.length)),
        };
        let on_roll = crate::game::seat(m.dice_owner);
        let phase = if m.double_offered {
            if m.turn == m.dice_owner {
                return Err(ParseIdError::State(
                    "a double is answered by the other player",
                ));
            }
            Phase::Doubled { redoubles: 0 }
        } else if m.resignation > 0 {
            if m.turn == m.dice_owner {
                // The resigner is the player on roll; the other answers. (A resignation
                // by the doubled player is not offered here: see docs/rules.)
                return Err(ParseIdError::State(
                    "a resignation is offered by the player on roll and answered by the other",
                ));
            }
            Phase::Resigning {
                level: match m.resignation {
                    1 => Level::Single,
                    2 => Level::Gammon,
                    _ => Level::Backgammon,
                },
                dice: if m.dice.0 > 0 {
                    Some(Dice::new(m.dice.0, m.dice.1).map_err(|_| ParseIdError::State("dice"))?)
                } else {
                    None
                },
            }
        } else if m.dice.0 > 0 {
            Phase::Moving(Dice::new(m.dice.0, m.dice.1).map_err(|_| ParseIdError::State("dice"))?)
        } else {
            Phase::Decide
        };
        let owner = m.cube_owner.map(crate::game::seat);
        let mut g = Self::from_parts(
            board,
            on_roll,
            phase,
            1 << m.cube_log2,
            owner,
            rules,
            context,
        )
        .map_err(parts_error)?;
        if g.phase == Phase::Decide && !g.legal_moves_has_decision() {
            g.phase = Phase::Rolling;
        }
        Ok(g)
    }

    fn legal_moves_has_decision(&self) -> bool {
        self.rules.resignations || self.why_illegal(crate::Move::Double).is_none()
    }

    /// Returns the XGID of this state (eXtreme Gammon's position and match identifier):
    /// the board from the bottom player (player 1, X, upper case), then cube, cube
    /// position, turn, dice (`00`, two digits, or `D`/`B`/`R` for an offered double,
    /// beaver, raccoon), the scores of the bottom and top players, Crawford (match) or
    /// Jacoby + 2 x beaver (money), the match length and log2 of the cube limit.
    #[must_use]
    pub fn xgid(&self) -> String {
        let bottom = if self.on_roll == 1 {
            self.board
        } else {
            self.board.flipped()
        };
        let mut s = String::from("XGID=");
        let letter = |n: u8, upper: bool| -> char {
            if n == 0 {
                '-'
            } else if upper {
                char::from(b'A' + n - 1)
            } else {
                char::from(b'a' + n - 1)
            }
        };
        s.push(letter(bottom.opponent(25), false));
        for p in 1..=24u8 {
            let m = bottom.mover(p);
            if m > 0 {
                s.push(letter(m, true));
            } else {
                s.push(letter(bottom.opponent(25 - p), false));
            }
        }
        s.push(letter(bottom.mover(25), true));
        let cube_pos = match self.owner {
            CENTRED => 0,
            1 => 1,
            _ => -1,
        };
        let turn = if self.on_roll == 1 { 1 } else { -1 };
        let dice = match self.phase {
            Phase::Moving(d) | Phase::Resigning { dice: Some(d), .. } => {
                alloc::format!("{}{}", d.high(), d.low())
            }
            Phase::Doubled { redoubles: 0 } => "D".into(),
            Phase::Doubled { redoubles: 1 } => "B".into(),
            Phase::Doubled { .. } => "R".into(),
            _ => "00".into(),
        };
        let ctx = &self.context;
        let flag = if ctx.is_match() {
            u32::from(ctx.crawford)
        } else {
            u32::from(self.rules.jacoby) + 2 * u32::from(self.rules.beavers > 0)
        };
        let _ = core::fmt::Write::write_fmt(
            &mut s,
            format_args!(
                ":{}:{}:{}:{}:{}:{}:{}:{}:{}",
                self.cube_log2,
                cube_pos,
                turn,
                dice,
                ctx.score[1],
                ctx.score[0],
                flag,
                ctx.length,
                self.rules.max_cube().trailing_zeros()
            ),
        );
        s
    }

    /// Reads an XGID (see [`GameState::xgid`]); what it does not hold (automatic
    /// doubles, resignations, Holland) comes from `rules`. A cube-limit field of 15 or
    /// more is no limit.
    ///
    /// # Errors
    ///
    /// Returns [`ParseIdError`] naming the malformed field, or the state that does not
    /// fit.
    pub fn from_xgid(text: &str, rules: Rules) -> Result<Self, ParseIdError> {
        let t = crate::trim_text(text);
        let t = t.strip_prefix("XGID=").unwrap_or(t);
        let f: smallvec::SmallVec<[&str; 10]> = t.split(':').collect();
        if f.len() != 10 {
            return Err(ParseIdError::Syntax(
                "an XGID has 10 fields separated by ':'",
            ));
        }
        let bad = |field: &'static str, text: &str| ParseIdError::XgidField {
            field,
            text: text.into(),
        };
        let board_text = f[0].as_bytes();
        if board_text.len() != 26 {
            return Err(bad("position", f[0]));
        }
        let mut setup = crate::Setup::default();
        for (i, &c) in board_text.iter().enumerate() {
            let (n, upper) = match c {
                b'-' => (0, true),
                b'A'..=b'O' => (c - b'A' + 1, true),
                b'a'..=b'o' => (c - b'a' + 1, false),
                _ => return Err(bad("position", f[0])),
            };
            match (i, upper) {
                (0, true) if n > 0 => return Err(bad("position", f[0])),
                (0, _) => setup.opponent[25] = n,
                // (A lower-case letter always counts at least one checker.)
                (25, false) => return Err(bad("position", f[0])),
                (25, _) => setup.mover[25] = n,
                (p, true) => setup.mover[p] = n,
                (p, false) => setup.opponent[25 - p] = n,
            }
        }
        let bottom = Position::try_from(setup).map_err(crate::ParsePositionError::from)?;
        let int = |i: usize, name: &'static str| -> Result<i64, ParseIdError> {
            f[i].parse::<i64>().map_err(|_| bad(name, f[i]))
        };
        let cube_log2 = int(1, "cube")?;
        if !(0..=15).contains(&cube_log2) {
            return Err(bad("cube", f[1]));
        }
        let owner = match int(2, "cube position")? {
            0 => None,
            1 => Some(Player::FIRST.opponent()),
            -1 => Some(Player::FIRST),
            _ => return Err(bad("cube position", f[2])),
        };
        let on_roll = match int(3, "turn")? {
            1 => 1u8,
            -1 => 0u8,
            _ => return Err(bad("turn", f[3])),
        };
        let score_bottom = int(5, "score")?;
        let score_top = int(6, "score")?;
        let flag = int(7, "crawford/jacoby")?;
        let length = int(8, "match length")?;
        let limit = int(9, "cube limit")?;
        if score_bottom < 0 || score_top < 0 || length < 0 || !(0..=3).contains(&flag) || limit < 0
        {
            return Err(bad("score", t));
        }
        if length > i64::from(crate::MAX_MATCH_LENGTH) {
            return Err(bad("match length", f[8]));
        }
        let in_match = length > 0;
        if in_match && (score_bottom >= length || score_top >= length) {
            return Err(bad("score", t));
        }
        // In a match the field is the Crawford flag (0 or 1); 2 and 3 are the
        // money-game values (Jacoby, beavers), which gnubg's `SetXGID` refuses here.
        if in_match && flag > 1 {
            return Err(bad("crawford/jacoby", f[7]));
        }
        let mut rules = rules;
        rules.cube_limit = if limit >= 15 { 0 } else { 1 << limit };
        if in_match {
            rules.jacoby = false;
            rules.beavers = 0;
            rules.automatic_doubles = 0;
        } else {
            rules.jacoby = flag & 1 == 1;
            rules.beavers = if flag & 2 == 2 {
                rules.beavers.max(1)
            } else {
                0
            };
            rules.holland = false;
        }
        let n = |v: i64| u32::try_from(v).unwrap_or(0);
        // A money game's score (a session's) does not change its play: dropped.
        let score = if in_match {
            [n(score_top), n(score_bottom)]
        } else {
            [0, 0]
        };
        let context = MatchContext {
            length: n(length),
            score,
            crawford: in_match && flag == 1,
            post_crawford: in_match
                && flag != 1
                && (score_top + 1 == length || score_bottom + 1 == length),
        };
        let phase = match f[4] {
            "00" => Phase::Decide,
            "D" => Phase::Doubled { redoubles: 0 },
            "B" => Phase::Doubled { redoubles: 1 },
            "R" => Phase::Doubled { redoubles: 2 },
            d => Phase::Moving(d.parse::<Dice>().map_err(|_| bad("dice", d))?),
        };
        let board = if on_roll == 1 {
            bottom
        } else {
            bottom.flipped()
        };
        let mut g = Self::from_parts(
            board,
            crate::game::seat(on_roll),
            phase,
            1 << cube_log2,
            owner,
            rules,
            context,
        )
        .map_err(parts_error)?;
        if g.phase == Phase::Decide && !g.legal_moves_has_decision() {
            g.phase = Phase::Rolling;
        }
        Ok(g)
    }
}
