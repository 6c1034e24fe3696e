//! Seeded self-play between simple agents: random against greedy, 1,000 games.

use boardcore::{Game, Player};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use smokkelen::{Color, History, Move, Position, Termination};

/// How far `rank` is from `color`'s home side (0 to 5).
fn advance(color: Color, rank: usize) -> i32 {
    match color {
        Color::White => rank as i32,
        Color::Black => 5 - rank as i32,
    }
}

/// The greedy agent: it knows only its own secret (from its view). It wins at once
/// if it can; otherwise it maximises 10 x its secret's advance minus the advance
/// of every other stone, ties broken at random.
fn greedy(game: &History, me: Color, rng: &mut ChaCha8Rng) -> Move {
    let pos = game.position();
    let view = Game::view(pos, Player::from(me));
    let secret = view.secret(me).expect("own secret");
    let moves = Game::legal_moves(game);
    let mut best = Vec::new();
    let mut best_score = i32::MIN;
    for &mv in &moves {
        let score = match mv {
            Move::Stone { from, to } => {
                let stone = pos.stone_at(from).expect("a stone moves");
                let gain = advance(stone.color, to.rank()) - advance(stone.color, from.rank());
                if stone.color == me && stone.label == secret {
                    if to.rank() == me.far_rank() {
                        i32::MAX
                    } else {
                        10 * gain
                    }
                } else if stone.color == me {
                    // Own stones: sideways out of the way, not forward (a crowded
                    // far rank blocks the smuggler).
                    -gain
                } else {
                    -gain
                }
            }
            _ => 0,
        };
        if score > best_score {
            best_score = score;
            best.clear();
        }
        if score == best_score {
            best.push(mv);
        }
    }
    best[rng.random_range(0..best.len())]
}

#[test]
fn random_against_greedy_finishes() {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let (mut greedy_wins, mut random_wins, mut draws) = (0, 0, std::collections::BTreeMap::new());
    let mut unfinished = 0;
    let mut plies = 0usize;
    let games = 1000;
    for g in 0..games {
        let greedy_color = if g % 2 == 0 {
            Color::White
        } else {
            Color::Black
        };
        let mut game = History::new(Position::random_start(&mut rng));
        while Game::outcome(&game).is_none() {
            let side = game.position().turn();
            let mv = if side == greedy_color {
                greedy(&game, side, &mut rng)
            } else {
                let moves = Game::legal_moves(&game);
                moves[rng.random_range(0..moves.len())]
            };
            game.play(mv).expect("legal");
        }
        plies += game.moves().len();
        match game.termination().expect("over") {
            Termination::Smuggled { winner } if winner == greedy_color => greedy_wins += 1,
            Termination::Smuggled { .. } => random_wins += 1,
            Termination::PlyLimit => unfinished += 1,
            other => *draws.entry(other.to_string()).or_insert(0) += 1,
        }
    }
    println!(
        "{games} games: greedy wins {greedy_wins}, random wins {random_wins}, rule draws {draws:?}, \
         ply limit {unfinished}, mean length {:.1} plies",
        plies as f64 / f64::from(games)
    );
    assert!(
        unfinished * 20 <= games,
        "{unfinished} games reached the ply limit"
    );
    assert!(greedy_wins > random_wins, "greedy should beat random");
}

#[test]
fn random_against_random_finishes() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let games = 1000;
    let mut ends = std::collections::BTreeMap::new();
    let mut plies = 0usize;
    for _ in 0..games {
        let mut game = History::new(Position::random_start(&mut rng));
        while Game::outcome(&game).is_none() {
            let moves = Game::legal_moves(&game);
            game.play(moves[rng.random_range(0..moves.len())])
                .expect("legal");
        }
        plies += game.moves().len();
        *ends
            .entry(game.termination().expect("over").to_string())
            .or_insert(0) += 1;
    }
    println!(
        "{games} random games: {ends:?}, mean length {:.1} plies",
        plies as f64 / f64::from(games)
    );
    let limit = ends.get("ply limit").copied().unwrap_or(0);
    assert!(limit * 20 <= games, "{limit} games reached the ply limit");
}
