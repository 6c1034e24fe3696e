//! The agents of `arena` and `bestmove`, as written on the command line, built from
//! the `search` crate with each game's defaults.
//!
//! An agent is written `random`, `greedy`, `mcts:<budget>`, `ismcts:<budget>`,
//! `alphabeta:<budget>` or `expectimax:<budget>`, where the budget is a number (MCTS
//! and ISMCTS: iterations per move; alpha-beta and expectiminimax: the depth in
//! players' moves) or a time per move, `100ms` or `2s`. [`AgentSpec::build`] gives
//! the agent the game's defaults: `greedy`, alpha-beta and expectiminimax evaluate
//! with [`ExampleGame::evaluate`]; MCTS and ISMCTS cut their rollouts at
//! [`ExampleGame::ROLLOUT_CUTOFF`] (robijn: 100 plies) and score the cut with that
//! evaluation.

use crate::ExampleGame;
use boardcore::Player;
use core::time::Duration;
use search::{AlphaBeta, Budget, Expectiminimax, GreedyAgent, Ismcts, Mcts, RandomAgent};
use std::fmt;

/// The forms of an agent, for error messages and usage texts.
pub const AGENT_FORMS: &str = "random, greedy, mcts:<N|Nms|Ns>, ismcts:<N|Nms|Ns>, \
     alphabeta:<depth|Nms|Ns>, expectimax:<depth|Nms|Ns>";

/// An agent as written on the command line.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum AgentSpec {
    /// `random`: a uniform random legal move.
    Random,
    /// `greedy`: the move to the state of the best evaluation.
    Greedy,
    /// `mcts:<budget>`: UCT with random rollouts.
    Mcts(Budget),
    /// `ismcts:<budget>`: single-observer information-set MCTS.
    Ismcts(Budget),
    /// `alphabeta:<budget>`: alpha-beta to a depth in players' moves, or for a time.
    AlphaBeta(Budget),
    /// `expectimax:<budget>`: expectiminimax with chance-node pruning.
    Expectimax(Budget),
}

impl fmt::Display for AgentSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (kind, budget) = match *self {
            Self::Random => return f.write_str("random"),
            Self::Greedy => return f.write_str("greedy"),
            Self::Mcts(b) => ("mcts", b),
            Self::Ismcts(b) => ("ismcts", b),
            Self::AlphaBeta(b) => ("alphabeta", b),
            Self::Expectimax(b) => ("expectimax", b),
        };
        match budget {
            Budget::Iterations(n) => write!(f, "{kind}:{n}"),
            Budget::Time(t) => write!(f, "{kind}:{}ms", t.as_millis()),
        }
    }
}

/// Reads a budget: `300` (iterations or depth, at least 1), `100ms` or `2s`.
fn parse_budget(text: &str) -> Option<Budget> {
    if let Some(ms) = text.strip_suffix("ms") {
        return ms
            .parse::<u64>()
            .ok()
            .filter(|&ms| ms > 0)
            .map(|ms| Budget::Time(Duration::from_millis(ms)));
    }
    if let Some(s) = text.strip_suffix('s') {
        return s
            .parse::<f64>()
            .ok()
            .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
            .map(|s| Budget::Time(Duration::from_secs_f64(s)));
    }
    text.parse::<u64>()
        .ok()
        .filter(|&n| n > 0)
        .map(Budget::Iterations)
}

impl std::str::FromStr for AgentSpec {
    type Err = String;

    /// Reads an agent as written on the command line.
    ///
    /// # Errors
    ///
    /// Returns a one-line message quoting the text (shortened) and listing the
    /// accepted forms ([`AGENT_FORMS`]).
    fn from_str(text: &str) -> Result<Self, String> {
        let bad = || {
            format!(
                "invalid agent {}: write one of {AGENT_FORMS}",
                boardcore::Excerpt::new(text)
            )
        };
        match text.split_once(':') {
            None if text == "random" => Ok(Self::Random),
            None if text == "greedy" => Ok(Self::Greedy),
            Some((kind, budget)) => {
                let make: fn(Budget) -> Self = match kind {
                    "mcts" => Self::Mcts,
                    "ismcts" => Self::Ismcts,
                    "alphabeta" => Self::AlphaBeta,
                    "expectimax" => Self::Expectimax,
                    _ => return Err(bad()),
                };
                parse_budget(budget).map(make).ok_or_else(bad)
            }
            None => Err(bad()),
        }
    }
}

/// The evaluation of `G` as the search crate takes it: [`ExampleGame::evaluate`].
pub(crate) fn evaluation<G: ExampleGame>(state: &G, player: Player) -> f64 {
    state.evaluate(player)
}

impl AgentSpec {
    /// Returns a fresh agent of this spec for game `G`, with the game's defaults (see
    /// the [module documentation](self)).
    #[must_use]
    pub fn build<G: ExampleGame>(&self) -> Box<dyn search::Agent<G>> {
        let cut = |mcts: Mcts<G>| match G::ROLLOUT_CUTOFF {
            Some(plies) => mcts.with_cutoff(plies).with_evaluation(evaluation::<G>),
            None => mcts,
        };
        match *self {
            Self::Random => Box::new(RandomAgent::new()),
            Self::Greedy => Box::new(GreedyAgent::new(evaluation::<G>)),
            Self::Mcts(budget) => Box::new(cut(Mcts::new(budget))),
            Self::Ismcts(budget) => {
                let ismcts = Ismcts::new(budget);
                Box::new(match G::ROLLOUT_CUTOFF {
                    Some(plies) => ismcts.with_cutoff(plies).with_evaluation(evaluation::<G>),
                    None => ismcts,
                })
            }
            Self::AlphaBeta(budget) => Box::new(AlphaBeta::new(evaluation::<G>, budget)),
            Self::Expectimax(budget) => Box::new(Expectiminimax::new(evaluation::<G>, budget)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agents_are_read_as_written_and_bad_ones_list_the_forms() {
        let ok = [
            ("random", AgentSpec::Random),
            ("greedy", AgentSpec::Greedy),
            ("mcts:300", AgentSpec::Mcts(Budget::Iterations(300))),
            (
                "ismcts:100ms",
                AgentSpec::Ismcts(Budget::Time(Duration::from_millis(100))),
            ),
            (
                "alphabeta:2s",
                AgentSpec::AlphaBeta(Budget::Time(Duration::from_secs(2))),
            ),
            ("expectimax:3", AgentSpec::Expectimax(Budget::Iterations(3))),
        ];
        for (text, spec) in ok {
            assert_eq!(text.parse::<AgentSpec>(), Ok(spec), "{text}");
        }
        assert_eq!(
            AgentSpec::Mcts(Budget::Iterations(300)).to_string(),
            "mcts:300"
        );
        assert_eq!(
            AgentSpec::Ismcts(Budget::Time(Duration::from_millis(100))).to_string(),
            "ismcts:100ms"
        );
        for bad in [
            "",
            "minimax",
            "random:3",
            "mcts",
            "mcts:",
            "mcts:0",
            "mcts:-1",
            "mcts:1x",
            "alphabeta:0ms",
            "expectimax:nans",
            "ismcts:infs",
            "greedy:1",
            ":3",
            "mcts:0s",
            "mcts:-1s",
            "mcts:100000s",
        ] {
            let e = bad.parse::<AgentSpec>().expect_err(bad);
            assert!(e.contains(AGENT_FORMS), "{e}");
        }
    }

    #[test]
    fn each_game_gives_its_evaluation_and_cutoff_to_the_agents() {
        use boardcore::Game;
        use rand::SeedableRng;
        // White to move can take a hanging queen: only an evaluation by material
        // (not the default 0.0) makes the greedy agent take it every time.
        let pos: chess::Position = "k7/8/8/3q4/8/8/8/K2R4 w - - 0 1".parse().unwrap();
        let history = chess::History::new(pos.clone());
        // Black (seat 1), a queen against a rook, is ahead.
        assert!(ExampleGame::evaluate(&pos, Player::new(1).unwrap()) > 0.0);
        for seed in 0..8 {
            let rng = &mut search::SearchRng::seed_from_u64(seed);
            let mv = AgentSpec::Greedy
                .build::<chess::Position>()
                .choose(&pos, rng);
            assert_eq!(pos.format_move(mv.unwrap().mv), "Rxd5", "seed {seed}");
            let mv = AgentSpec::Greedy
                .build::<chess::History>()
                .choose(&history, rng);
            assert_eq!(pos.format_move(mv.unwrap().mv), "Rxd5", "seed {seed}");
        }
        assert_eq!(<robijn::Position as ExampleGame>::ROLLOUT_CUTOFF, Some(100));
        assert_eq!(<robijn::History as ExampleGame>::ROLLOUT_CUTOFF, Some(100));
        assert_eq!(<chess::History as ExampleGame>::ROLLOUT_CUTOFF, None);
    }
}
