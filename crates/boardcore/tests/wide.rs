//! A toy game with 700 moves a ply, so that walks are seen to play moves past the
//! 256th (backgammon has positions with over 600 plays).

use boardcore::testing::{check_walk, walk, walks};
use boardcore::{Game, MoveList, Outcome, Turn};
use core::fmt;
use core::str::FromStr;
use proptest::strategy::{Strategy, ValueTree};
use proptest::test_runner::TestRunner;

/// The number of moves of every ply.
const WIDTH: u16 = 700;
/// The number of plies of a game.
const PLIES: usize = 3;

/// A game of three plies, each a choice of a number below [`WIDTH`]; the position is
/// the numbers chosen. Notation: the numbers joined by `.`, `-` before the first.
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
struct Wide(Vec<u16>);

impl fmt::Display for Wide {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("-")?;
        let texts: Vec<String> = self.0.iter().map(ToString::to_string).collect();
        f.write_str(&texts.join("."))
    }
}

impl FromStr for Wide {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let rest = s
            .strip_prefix('-')
            .ok_or_else(|| format!("no '-' in {s:?}"))?;
        if rest.is_empty() {
            return Ok(Self::default());
        }
        let picks = rest
            .split('.')
            .map(|t| t.parse::<u16>().ok().filter(|&n| n < WIDTH))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| format!("bad number in {s:?}"))?;
        if picks.len() > PLIES {
            return Err(format!("too many plies in {s:?}"));
        }
        Ok(Self(picks))
    }
}

impl Game for Wide {
    type Move = u16;
    type MoveList = MoveList<u16, 8>;
    const NAME: &'static str = "wide";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        if self.0.len() == PLIES {
            Turn::Over(Outcome::DRAW)
        } else {
            Turn::Player(boardcore::Player::new(self.0.len() % 2).unwrap_or_default())
        }
    }

    fn legal_moves(&self) -> MoveList<u16, 8> {
        if self.0.len() == PLIES {
            MoveList::new()
        } else {
            (0..WIDTH).collect()
        }
    }

    fn play_unchecked(&mut self, mv: u16) {
        self.0.push(mv);
    }
}

#[test]
fn walks_play_moves_past_the_256th() {
    let visited = walk(&Wide::default(), &[650, 256, WIDTH.into()]);
    assert_eq!(visited.last(), Some(&Wide(vec![650, 256, 0])));
    assert_eq!(check_walk(&Wide::default(), &[650, 699, 300]), Ok(4));

    // Generated walks reach the whole list: most picks are past the 256th move.
    let mut runner = TestRunner::deterministic();
    let strategy = walks(PLIES);
    let (mut picks, mut past) = (0, 0);
    for _ in 0..50 {
        let (_, indexes) = strategy.new_tree(&mut runner).unwrap().current();
        let last = walk(&Wide::default(), &indexes).pop().unwrap();
        picks += last.0.len();
        past += last.0.iter().filter(|&&m| m >= 256).count();
    }
    assert!(picks > 50, "{picks} picks");
    assert!(
        past * 2 > picks,
        "only {past} of {picks} picks past the 256th move"
    );
}
