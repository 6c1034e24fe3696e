//! Dominoes: [`ExampleGame`] for [`dominoes::Position`], one hand from the deal (the
//! deal and every draw from the stock are chance nodes). The names: `dominoes-draw`
//! (the draw game, two players), `dominoes-block` (the block game, two players),
//! `dominoes-draw-4` and `dominoes-block-4` (four players in two partnerships), and
//! the older `dominoes` and `dominoes-teams`, aliases of `dominoes-draw` and
//! `dominoes-draw-4`.

use crate::{ExampleGame, PerftCase, TourGame};
use boardcore::{Game, Player};
use dominoes::{Move, Position, Rules};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;

/// The rules of each name, in the notation of [`Rules`].
const RULES: [(&str, &str); 6] = [
    ("dominoes-draw", "draw-6-2"),
    ("dominoes-block", "block-6-2"),
    ("dominoes-draw-4", "draw-6-4+teams"),
    ("dominoes-block-4", "block-6-4+teams"),
    ("dominoes", "draw-6-2"),
    ("dominoes-teams", "draw-6-4+teams"),
];

/// The tour's hands: a four-player draw game and a two-player block game, with
/// their seeds.
const TOUR: [(&str, u64); 2] = [("dominoes-draw-4", 3), ("dominoes-block", 2)];

/// Returns the rules of game name `name`.
fn rules(name: &str) -> Result<Rules, String> {
    let (_, text) = RULES
        .iter()
        .find(|(n, _)| *n == name)
        .ok_or_else(|| format!("unknown game {name:?}"))?;
    text.parse().map_err(|e| format!("{e}"))
}

impl ExampleGame for Position {
    const NAMES: &'static [&'static str] = &[
        "dominoes-draw",
        "dominoes-block",
        "dominoes-draw-4",
        "dominoes-block-4",
        "dominoes",
        "dominoes-teams",
    ];
    type Full = Self;

    fn evaluate(&self, player: Player) -> f64 {
        ::dominoes::eval::evaluate(self, player)
    }

    fn into_full(self) -> Self {
        self
    }

    fn from_full(full: &Self) -> Self {
        full.clone()
    }

    /// `start` (a hand before the deal under the name's rules), other rules
    /// (`block-9-3`, `draw-6-4+teams`), or a position in the full-state notation.
    fn parse_position(name: &str, arg: &str) -> Result<Self, String> {
        let default = rules(name)?;
        match arg {
            "start" => Self::new(default).map_err(|e| format!("{e}")),
            text if !text.contains(' ') => {
                let rules: Rules = text.parse().map_err(|e| format!("{e}"))?;
                Self::new(rules).map_err(|e| format!("{e}"))
            }
            text => text.parse().map_err(|e| format!("{e}")),
        }
    }

    /// The hand after a seeded deal (`start --seed S`): the tiles dealt one by one
    /// from the stock by `ChaCha8Rng::seed_from_u64(S)`.
    fn seeded_start(name: &str, seed: u64) -> Result<Self, String> {
        Self::deal(rules(name)?, &mut ChaCha8Rng::seed_from_u64(seed)).map_err(|e| format!("{e}"))
    }

    /// The hands as dealt (from a start before or during the deal: the deal's chance
    /// outcomes are summed up as the hands they made), then the line of play, one
    /// numbered ply per move or draw.
    fn movetext(start: &Self, moves: &[Move]) -> String {
        let mut pos = start.clone();
        let mut out = String::new();
        let mut plies = 0;
        let mut dealt = false;
        for &mv in moves {
            if matches!(mv, Move::Deal(_)) {
                pos.play_unchecked(mv);
                continue;
            }
            if !dealt {
                out.push_str(&hands(&pos, "hands as dealt"));
                out.push_str("line of play:");
                dealt = true;
            }
            plies += 1;
            let sep = if plies % 10 == 1 { "\n " } else { " " };
            let _ = write!(out, "{sep}{plies}. {}", pos.format_move(mv));
            pos.play_unchecked(mv);
        }
        if !dealt {
            out.push_str(&hands(&pos, "hands"));
        }
        out
    }

    fn diagram(&self) -> String {
        format!("{}position {self}\n", self.diagram())
    }

    fn end_reason(&self) -> Option<String> {
        self.termination().map(|t| t.to_string())
    }

    /// A four-player draw game and a two-player block game from fixed seeds, random
    /// against greedy seats (the deal and the draws come from the tour's generator).
    fn tour_games() -> Result<Vec<TourGame<Self>>, String> {
        TOUR.iter()
            .map(|&(name, seed)| {
                let rules = rules(name)?;
                Ok(TourGame {
                    title: format!("{name} ({rules})"),
                    start: Self::new(rules).map_err(|e| format!("{e}"))?,
                    seed,
                })
            })
            .collect()
    }

    /// The deal: 28, 28 x 27 and 28 x 27 x 26 ways to deal the first tiles.
    fn perft_cases() -> Result<Vec<PerftCase<Self>>, String> {
        let start = Self::new(rules("dominoes-draw")?).map_err(|e| format!("{e}"))?;
        Ok([(1, 28), (2, 756), (3, 19_656)]
            .into_iter()
            .map(|(depth, expected)| PerftCase {
                game: "dominoes-draw",
                label: "deal",
                position: start.clone(),
                depth,
                expected,
            })
            .collect())
    }
}

/// The hands of `pos`, one line per seat with its pip total, under `title`.
fn hands(pos: &Position, title: &str) -> String {
    let mut out = format!("{title}:\n");
    for seat in (0..pos.players()).filter_map(boardcore::Player::new) {
        let hand = pos.hand(seat);
        let _ = writeln!(out, "  {seat} ({:>2} pips): {hand}", hand.pips());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::find;

    #[test]
    fn every_name_has_its_rules_and_the_old_names_stay() -> Result<(), String> {
        for (name, text) in RULES {
            assert!(find(name).is_some(), "{name} is not in the registry");
            assert_eq!(rules(name)?.to_string(), text);
        }
        assert_eq!(rules("dominoes")?, rules("dominoes-draw")?);
        assert_eq!(rules("dominoes-teams")?, rules("dominoes-draw-4")?);
        assert_eq!(rules("dominoes-draw-4")?.players, 4);
        assert!(rules("dominoes-draw-4")?.partnerships());
        assert!(rules("dominoes-7").is_err());
        Ok(())
    }

    #[test]
    fn start_with_a_seed_is_a_seeded_deal() -> Result<(), String> {
        find("dominoes-block").ok_or("no dominoes")?;
        let a = crate::registry::moves(
            &crate::registry::GameArg::parse("dominoes-block")?,
            "start",
            Some(5),
        )?;
        assert_eq!(
            a,
            crate::registry::moves(
                &crate::registry::GameArg::parse("dominoes-block")?,
                "start",
                Some(5)
            )?
        );
        let dealt = Position::seeded_start("dominoes-block", 5)?;
        assert_eq!(dealt.hand(boardcore::Player::FIRST).len(), 10);
        assert_eq!(dealt.hand(boardcore::Player::SECOND).len(), 10);
        // Before the deal, the 28 tiles are the chance outcomes of the first deal.
        let undealt = crate::registry::moves(
            &crate::registry::GameArg::parse("dominoes-block")?,
            "start",
            None,
        )?;
        assert_eq!(undealt.lines.len(), 28);
        assert_ne!(a.lines, undealt.lines);
        Ok(())
    }

    #[test]
    fn the_tour_text_shows_the_hands_as_dealt_and_the_line_of_play() -> Result<(), String> {
        let start = Position::new(rules("dominoes-draw-4")?).map_err(|e| format!("{e}"))?;
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let playout = boardcore::random_playout(&start, &mut rng, 1000);
        let text = Position::movetext(&start, &playout.moves);
        let mut dealt = start.clone();
        for &mv in playout
            .moves
            .iter()
            .take_while(|m| matches!(m, Move::Deal(_)))
        {
            dealt.play_unchecked(mv);
        }
        assert!(text.starts_with("hands as dealt:\n"), "{text}");
        assert_eq!(text.matches(" pips): ").count(), 4, "{text}");
        assert!(text.contains("line of play:\n 1. "), "{text}");
        let plays = playout
            .moves
            .iter()
            .filter(|m| !matches!(m, Move::Deal(_)))
            .count();
        assert!(text.contains(&format!(" {plays}. ")), "{text}");
        assert!(!text.contains(&format!(" {}. ", plays + 1)), "{text}");
        for seat in (0..4).filter_map(boardcore::Player::new) {
            let hand = dealt.hand(seat);
            assert_eq!(hand.len(), 6);
            assert!(
                text.contains(&format!("{seat} ({:>2} pips): {hand}\n", hand.pips())),
                "{text}"
            );
        }
        Ok(())
    }
}
