//! Integration tests of the search agents.

mod alphabeta;
mod mcts;
mod toy;

use rand::SeedableRng;
use search::{Agent, GreedyAgent, RandomAgent, SearchRng};

#[test]
fn baselines_choose_legal_moves_and_replay_for_a_seed() {
    let start = chess::Position::default();
    let mut random = RandomAgent::new();
    let a = random
        .choose(&start, &mut SearchRng::seed_from_u64(1))
        .unwrap();
    let b = random
        .choose(&start, &mut SearchRng::seed_from_u64(1))
        .unwrap();
    assert_eq!(a, b);
    assert!(boardcore::Game::is_legal(&start, a.mv));
    // Greedy by a material count takes the queen.
    let pos: chess::Position = "4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1".parse().unwrap();
    let mut greedy = GreedyAgent::new(|p: &chess::Position, seat: boardcore::Player| {
        let mine = if seat == boardcore::Player::FIRST {
            chess::Color::White
        } else {
            chess::Color::Black
        };
        let n = |c| p.board().by_color(c).count() as f64;
        (n(mine) - n(!mine)) / 32.0
    });
    let choice = greedy
        .choose(&pos, &mut SearchRng::seed_from_u64(1))
        .unwrap();
    assert_eq!(choice.mv.to_string(), "e4d5");
}
