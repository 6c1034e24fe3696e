//! A test-only game: two-player Pig with dice and a secret card each.
//!
//! Rules:
//! - At the start, chance deals each player a secret card worth 1, 2 or 3 (weights
//!   1, 2, 1: a 2 comes up half the time), first player first.
//! - On your turn you `roll` (a chance node: a fair die, faces 1..=6) or, once your
//!   turn total is above 0, `hold`. A 1 loses the turn total and passes the turn;
//!   another face adds to the turn total. Holding banks the turn total.
//! - You win as soon as your banked score plus your secret card reaches [`GOAL`]
//!   (checked when you hold), so the hidden card decides how close you are.
//!
//! Notation: a position is `<card1><card2>/<score1>/<score2>/<total>/<side>[r]`, with
//! `0` for a card not dealt yet and `r` while a die roll is pending, such as
//! `23/12/7/4/2r`. Moves are `deal1`..`deal3`, `roll`, `hold` and `die1`..`die6`.

use boardcore::rand::{Rng, RngExt};
use boardcore::{Game, MoveList, Outcome, Player, Turn};
use core::fmt;
use core::str::FromStr;

/// The banked score plus card that wins.
pub const GOAL: u32 = 20;

/// A move of Pig, or a chance outcome.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Chance deals the next player a secret card, 1..=3.
    Deal(u8),
    /// The player to move rolls the die.
    Roll,
    /// The player to move banks the turn total.
    Hold,
    /// Chance rolls a die face, 1..=6.
    Die(u8),
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Deal(c) => write!(f, "deal{c}"),
            Self::Roll => f.write_str("roll"),
            Self::Hold => f.write_str("hold"),
            Self::Die(d) => write!(f, "die{d}"),
        }
    }
}

/// The error of parsing a [`Move`].
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("invalid pig move {0:?}")]
pub struct ParseMoveError(String);

impl FromStr for Move {
    type Err = ParseMoveError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let err = || ParseMoveError(s.to_string());
        let digit = |rest: &str, max: u8| match rest.as_bytes() {
            [d @ b'1'..=b'9'] if d - b'0' <= max => Some(d - b'0'),
            _ => None,
        };
        match s {
            "roll" => Ok(Self::Roll),
            "hold" => Ok(Self::Hold),
            _ => {
                if let Some(rest) = s.strip_prefix("deal") {
                    digit(rest, 3).map(Self::Deal).ok_or_else(err)
                } else if let Some(rest) = s.strip_prefix("die") {
                    digit(rest, 6).map(Self::Die).ok_or_else(err)
                } else {
                    Err(err())
                }
            }
        }
    }
}

/// A position of Pig.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Pig {
    /// The secret cards, 0 while not dealt.
    cards: [u8; 2],
    /// The banked scores.
    scores: [u32; 2],
    /// The turn total of the player to move.
    total: u32,
    /// The player to move (the winner once the game is over).
    side: Player,
    /// Whether a die roll is pending.
    rolling: bool,
}

impl Default for Pig {
    fn default() -> Self {
        Self {
            cards: [0, 0],
            scores: [0, 0],
            total: 0,
            side: Player::FIRST,
            rolling: false,
        }
    }
}

impl Pig {
    /// Returns the secret card of `player` (0 while not dealt).
    pub fn card(&self, player: Player) -> u8 {
        self.cards[player.index()]
    }

    /// Returns the player whose score plus card reached the goal, if any.
    fn winner(&self) -> Option<Player> {
        [Player::FIRST, Player::SECOND]
            .into_iter()
            .find(|p| self.cards[p.index()] != 0 && self.reached(*p))
    }

    fn reached(&self, p: Player) -> bool {
        self.scores[p.index()] + u32::from(self.cards[p.index()]) >= GOAL
    }
}

impl fmt::Display for Pig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}/{}/{}/{}/{}{}",
            self.cards[0],
            self.cards[1],
            self.scores[0],
            self.scores[1],
            self.total,
            self.side.index() + 1,
            if self.rolling { "r" } else { "" }
        )
    }
}

/// The error of parsing a [`Pig`] position.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ParsePigError {
    /// The text is not in the notation.
    #[error("invalid pig position {0:?}")]
    Syntax(String),
    /// The text is well-formed but no game reaches it.
    #[error("impossible pig position {0:?}: {1}")]
    Invalid(String, &'static str),
}

impl FromStr for Pig {
    type Err = ParsePigError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let syntax = || ParsePigError::Syntax(s.to_string());
        let invalid = |why| Err(ParsePigError::Invalid(s.to_string(), why));
        let parts: Vec<&str> = s.split('/').collect();
        let [cards, s0, s1, total, side] = parts[..] else {
            return Err(syntax());
        };
        let card = |b: u8| (b'0'..=b'3').contains(&b).then_some(b - b'0');
        let cards = match cards.as_bytes() {
            &[a, b] => [card(a).ok_or_else(syntax)?, card(b).ok_or_else(syntax)?],
            _ => return Err(syntax()),
        };
        let number = |t: &str| {
            t.bytes()
                .all(|b| b.is_ascii_digit())
                .then(|| t.parse::<u32>().ok())
                .flatten()
                .ok_or_else(syntax)
        };
        let (side, rolling) = match side {
            "1" => (Player::FIRST, false),
            "2" => (Player::SECOND, false),
            "1r" => (Player::FIRST, true),
            "2r" => (Player::SECOND, true),
            _ => return Err(syntax()),
        };
        let pos = Self {
            cards,
            scores: [number(s0)?, number(s1)?],
            total: number(total)?,
            side,
            rolling,
        };
        if cards[0] == 0 && cards[1] != 0 {
            return invalid("the second card is dealt before the first");
        }
        if cards.contains(&0)
            && pos
                != (Self {
                    cards,
                    ..Self::default()
                })
        {
            return invalid("play starts only once both cards are dealt");
        }
        if cards[0] != 0
            && pos.reached(Player::FIRST)
            && cards[1] != 0
            && pos.reached(Player::SECOND)
        {
            return invalid("both players reached the goal");
        }
        if let Some(winner) = pos.winner()
            && (pos.total != 0 || pos.rolling || pos.side != winner)
        {
            return invalid("play goes on after the game is won");
        }
        Ok(pos)
    }
}

/// What one player sees of a [`Pig`] position: everything but the other's card.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct PigView {
    /// The player who sees it.
    pub seat: Player,
    /// That player's own card (0 while not dealt).
    pub own_card: u8,
    /// Whether the opponent's card has been dealt (its value stays hidden).
    pub opponent_dealt: bool,
    /// The banked scores.
    pub scores: [u32; 2],
    /// The turn total.
    pub total: u32,
    /// Whose turn it is.
    pub turn: Turn,
}

/// What one player sees of a [`Move`]: the move itself, except a card dealt to the
/// other player, whose value is hidden.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum PigObservation {
    /// A move seen as it is.
    Seen(Move),
    /// A card dealt to the other player.
    HiddenDeal,
}

impl Game for Pig {
    type Move = Move;
    type MoveList = MoveList<Move, 6>;
    type View = PigView;
    type Observation = PigObservation;

    const NAME: &'static str = "pig";

    fn turn(&self) -> Turn {
        if let Some(winner) = self.winner() {
            Turn::Over(Outcome::win(winner))
        } else if self.cards.contains(&0) || self.rolling {
            Turn::Chance
        } else {
            Turn::Player(self.side)
        }
    }

    fn legal_moves(&self) -> MoveList<Move, 6> {
        match self.turn() {
            Turn::Over(_) => MoveList::new(),
            Turn::Chance if self.rolling => (1..=6).map(Move::Die).collect(),
            Turn::Chance => (1..=3).map(Move::Deal).collect(),
            Turn::Player(_) if self.total > 0 => [Move::Roll, Move::Hold].into_iter().collect(),
            Turn::Player(_) => [Move::Roll].into_iter().collect(),
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        match mv {
            Move::Deal(card) => {
                let seat = usize::from(self.cards[0] != 0);
                self.cards[seat] = card;
            }
            Move::Roll => self.rolling = true,
            Move::Die(1) => {
                self.rolling = false;
                self.total = 0;
                self.side = self.side.opponent();
            }
            Move::Die(face) => {
                self.rolling = false;
                self.total = self.total.saturating_add(u32::from(face));
            }
            Move::Hold => {
                let score = &mut self.scores[self.side.index()];
                *score = score.saturating_add(self.total);
                self.total = 0;
                if !self.reached(self.side) {
                    self.side = self.side.opponent();
                }
            }
        }
    }

    fn view(&self, player: Player) -> PigView {
        PigView {
            seat: player,
            own_card: self.cards[player.index()],
            opponent_dealt: self.cards[player.opponent().index()] != 0,
            scores: self.scores,
            total: self.total,
            turn: self.turn(),
        }
    }

    fn observe(&self, player: Player, mv: Move) -> PigObservation {
        match mv {
            // The first card goes to the first player, the second to the second.
            Move::Deal(_) if usize::from(self.cards[0] != 0) != player.index() => {
                PigObservation::HiddenDeal
            }
            _ => PigObservation::Seen(mv),
        }
    }

    /// Redraws the other player's card (if dealt) by the deal weights, among the cards
    /// that leave `player`'s view unchanged.
    fn determinize<R: Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self {
        let other = player.opponent().index();
        if self.cards[other] == 0 {
            return self.clone();
        }
        let view = self.view(player);
        let candidates: Vec<(Self, u32)> = (1..=3)
            .map(|card| {
                let mut pos = self.clone();
                pos.cards[other] = card;
                (pos, if card == 2 { 2 } else { 1 })
            })
            .filter(|(pos, _)| pos.view(player) == view)
            .collect();
        let total: u32 = candidates.iter().map(|(_, w)| w).sum();
        let mut pick = rng.random_range(0..total);
        for (pos, w) in candidates {
            if pick < w {
                return pos;
            }
            pick -= w;
        }
        unreachable!("the pick is below the total weight")
    }

    fn chance_weight(&self, mv: Move) -> u32 {
        match mv {
            Move::Deal(2) => 2,
            _ => 1,
        }
    }
}
