//! Tiny games for the search tests: Nim, and a four-seat partnership game with a
//! chance node.

use boardcore::{Game, MoveList, Outcome, Player, Turn};
use core::fmt;
use core::str::FromStr;

/// Nim: take 1 to 3 stones from one pile; who takes the last stone wins. A pile that
/// is a multiple of 4 is lost for the player to move.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Nim {
    pub pile: u8,
    pub to_move: u8,
}

impl Nim {
    pub const fn new(pile: u8) -> Self {
        Self { pile, to_move: 0 }
    }
}

impl fmt::Display for Nim {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.pile, self.to_move)
    }
}

impl FromStr for Nim {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let (pile, to_move) = s.split_once(' ').ok_or("two numbers")?;
        Ok(Self {
            pile: pile.parse().map_err(|_| "pile")?,
            to_move: to_move.parse().map_err(|_| "seat")?,
        })
    }
}

impl Game for Nim {
    type Move = u8;
    type MoveList = MoveList<u8, 3>;
    const NAME: &'static str = "nim";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        let mover = Player::new(self.to_move.into()).expect("seat 0 or 1");
        if self.pile == 0 {
            // The previous player took the last stone.
            Turn::Over(Outcome::win(mover.opponent()))
        } else {
            Turn::Player(mover)
        }
    }

    fn legal_moves(&self) -> Self::MoveList {
        (1..=self.pile.min(3)).collect()
    }

    fn play_unchecked(&mut self, mv: u8) {
        self.pile -= mv;
        self.to_move ^= 1;
    }
}

/// A four-seat partnership game (seats 1 and 3 against 2 and 4) of one decision for
/// seat 1: move 0 lets seat 2 choose which team wins, move 1 rolls a die weighted 3
/// to 1 for seat 1's team, move 2 is a draw. Best for seat 1: move 1 (payoff 0.75).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Teams(pub u8);

const TEAM_A: u8 = 4;
const TEAM_B: u8 = 5;
const DRAW: u8 = 3;

impl fmt::Display for Teams {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl FromStr for Teams {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        s.parse().map(Self).map_err(|_| "a node".to_string())
    }
}

impl Teams {
    fn children(self) -> &'static [u8] {
        match self.0 {
            0 => &[1, 2, DRAW],
            1 => &[TEAM_A, TEAM_B],
            2 => &[TEAM_A, TEAM_B],
            _ => &[],
        }
    }
}

impl Game for Teams {
    type Move = u8;
    type MoveList = MoveList<u8, 3>;
    const NAME: &'static str = "teams";
    boardcore::perfect_information!();

    fn players(&self) -> usize {
        4
    }

    fn turn(&self) -> Turn {
        match self.0 {
            0 => Turn::Player(Player::FIRST),
            1 => Turn::Player(Player::SECOND),
            2 => Turn::Chance,
            DRAW => Turn::Over(Outcome::DRAW),
            TEAM_A => Turn::Over(Outcome::team_win([Player::FIRST, Player::THIRD], 1)),
            _ => Turn::Over(Outcome::team_win([Player::SECOND, Player::FOURTH], 1)),
        }
    }

    fn legal_moves(&self) -> Self::MoveList {
        (0..self.children().len() as u8).collect()
    }

    fn play_unchecked(&mut self, mv: u8) {
        self.0 = self.children()[usize::from(mv)];
    }

    fn chance_weight(&self, mv: u8) -> u32 {
        if mv == 0 { 3 } else { 1 }
    }
}
