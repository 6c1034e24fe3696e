//! Random moves without the list of moves (`GameState::random_move`,
//! `Position::random_play`) and the fast playout loop (`play_randomly`): the same
//! distribution as a uniform pick from `legal_moves()`, and only legal moves.

use backgammon::{Dice, GameState, Match, MatchContext, Move, Phase, Play, Position, Rules};
use boardcore::testing::{chi_square_bound, random_move_chi_square};
use boardcore::{Game, Player};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// Money play without the cube and resignations: the fast path throughout.
const PLAIN: Rules = Rules {
    cube: false,
    jacoby: false,
    beavers: 0,
    automatic_doubles: 0,
    cube_limit: 0,
    resignations: false,
    holland: false,
};

fn setup(mover: &[(usize, u8)], opponent: &[(usize, u8)]) -> Position {
    Position::try_from(crate::position::setup(mover, opponent)).expect("valid setup")
}

fn moving(board: Position, dice: &str, rules: Rules) -> GameState {
    let dice: Dice = dice.parse().expect("dice");
    GameState::from_parts(
        board,
        Player::FIRST,
        Phase::Moving(dice),
        1,
        None,
        rules,
        MatchContext::MONEY,
    )
    .expect("valid state")
}

/// Positions and rolls that exercise every part of the generator: the opening, doubles
/// (also when fewer than four steps play), entering from the bar, hits on the way,
/// the higher-die rule, bearing off (pairs borne off with the dice swapped).
fn cases() -> Vec<(Position, &'static str)> {
    let start = Position::START;
    let contact = setup(
        &[(24, 1), (22, 2), (13, 4), (9, 1), (8, 3), (6, 3), (4, 1)],
        &[(23, 1), (20, 3), (18, 2), (13, 4), (6, 2), (5, 2), (4, 1)],
    );
    let bar = setup(
        &[(25, 1), (13, 5), (8, 4), (6, 5)],
        &[(6, 2), (4, 2), (2, 1), (13, 6), (16, 4)],
    );
    // One checker left: with 53 only the 5 can be played (21 and 16 are blocked).
    let primed = setup(&[(24, 1)], &[(4, 2), (9, 2), (12, 5), (2, 6)]);
    let bear_off = setup(
        &[(6, 2), (5, 1), (4, 3), (2, 1), (1, 2)],
        &[(1, 10), (3, 3)],
    );
    let last_two = setup(&[(3, 1), (1, 1)], &[(1, 2)]);
    // 43: 2/off 1/off with either die first (one play kept).
    let two_low = setup(&[(2, 1), (1, 1)], &[(1, 2)]);
    vec![
        (start, "31"),
        (start, "64"),
        (start, "11"),
        (start, "66"),
        (contact, "52"),
        (contact, "33"),
        (contact, "44"),
        (contact, "22"),
        (contact, "11"),
        (start, "22"),
        (bar, "61"),
        (bar, "55"),
        (bar, "22"),
        (primed, "53"),
        (primed, "66"),
        (primed, "33"),
        (bear_off, "62"),
        (bear_off, "54"),
        (bear_off, "21"),
        (bear_off, "22"),
        (bear_off, "66"),
        (last_two, "31"),
        (last_two, "41"),
        (two_low, "43"),
    ]
}

/// The play picked is each listed play equally often (chi-square summed over all
/// cases, about 60 draws per play), and every listed play is picked.
#[test]
fn random_plays_are_uniform_over_the_listed_plays() {
    let mut rng = ChaCha8Rng::seed_from_u64(19);
    let (mut chi2, mut dof) = (0.0, 0);
    for (board, dice) in cases() {
        let g = moving(board, dice, PLAIN);
        let n = g.legal_moves().len();
        // Each listed play reaches its own position.
        let mut children: Vec<Position> = board
            .plays_and_children(dice.parse().expect("dice"))
            .into_iter()
            .map(|(_, c)| c)
            .collect();
        children.sort();
        children.dedup();
        assert_eq!(children.len().max(1), n, "{board} {dice}");
        assert!(n >= 1, "{g}");
        if n == 1 {
            assert_eq!(g.random_move(&mut rng), Some(g.legal_moves()[0]), "{g}");
            continue;
        }
        let (c, d) = random_move_chi_square(&g, &mut rng, 60 * n);
        chi2 += c;
        dof += d;
        // The position's own pick is the game's.
        let d: Dice = dice.parse().expect("dice");
        let play = board.random_play(d, &mut rng).expect("a play");
        assert!(
            board.plays(d).contains(&play),
            "{play} for {dice} in {board}"
        );
    }
    assert!(dof > 300, "{dof} degrees of freedom");
    assert!(chi2 < chi_square_bound(dof), "chi2 {chi2} with {dof} dof");
}

/// The opening roll is uniform over the 36 outcomes, a roll by the weights (a double
/// 1 in 36, another roll 2 in 36).
#[test]
fn dice_are_drawn_by_their_weights() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let opening = GameState::money(PLAIN).expect("rules");
    let rolling = GameState::from_parts(
        Position::START,
        Player::FIRST,
        Phase::Rolling,
        1,
        None,
        PLAIN,
        MatchContext::MONEY,
    )
    .expect("valid state");
    let (mut chi2, mut dof) = (0.0, 0);
    for g in [opening, rolling] {
        let (c, d) = random_move_chi_square(&g, &mut rng, 36 * 400);
        chi2 += c;
        dof += d;
    }
    assert_eq!(dof, 35 + 20);
    assert!(chi2 < chi_square_bound(dof), "chi2 {chi2} with {dof} dof");
}

/// No checker can move: the empty play, the only listed move.
#[test]
fn a_blocked_roll_picks_the_empty_play() {
    let closed = setup(
        &[(25, 1), (13, 14)],
        &[(6, 2), (5, 2), (4, 2), (3, 2), (2, 2), (1, 2), (13, 3)],
    );
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    assert_eq!(
        closed.random_play("64".parse().expect("dice"), &mut rng),
        None
    );
    let g = moving(closed, "64", PLAIN);
    assert_eq!(g.legal_moves().as_slice(), [Move::Play(Play::EMPTY)]);
    assert_eq!(g.random_move(&mut rng), Some(Move::Play(Play::EMPTY)));
}

/// With resignations (and the cube) the moving phase lists its moves: still uniform
/// over plays and resignations together.
#[test]
fn resignations_are_picked_with_the_plays() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let g = moving(Position::START, "43", Rules::MONEY);
    assert!(g.legal_moves().iter().any(|m| matches!(m, Move::Resign(_))));
    let n = g.legal_moves().len();
    let (chi2, dof) = random_move_chi_square(&g, &mut rng, 100 * n);
    assert!(chi2 < chi_square_bound(dof), "chi2 {chi2} with {dof} dof");
}

/// `play_randomly` plays legal moves only (each replayed with `try_play`), reaches the
/// state the replay reaches, and stops exactly at the end or at the ply limit: for
/// money sessions and matches, with and without the cube (where the cube and
/// resignations are picked from the list).
#[test]
fn random_playouts_play_legal_moves_and_replay() {
    let starts = [
        Match::money_session(2, PLAIN).expect("session"),
        Match::money_session(1, Rules::MONEY).expect("session"),
        Match::new(3, Rules::MATCH).expect("match"),
        Match::new(
            2,
            Rules {
                cube: false,
                resignations: false,
                ..Rules::MATCH
            },
        )
        .expect("match"),
    ];
    for (i, start) in starts.iter().enumerate() {
        for seed in 0..40 {
            for max in [20_000, 37] {
                let mut rng = ChaCha8Rng::seed_from_u64(seed);
                let mut fast = *start;
                let mut moves = Vec::new();
                let plies = fast.play_randomly(&mut rng, max, |mv| moves.push(mv));
                assert_eq!(plies, moves.len());
                let mut replay = *start;
                for mv in &moves {
                    if let Err(e) = replay.try_play(*mv) {
                        panic!("start {i} seed {seed}: {mv} in {replay}: {e}");
                    }
                }
                assert_eq!(fast, replay, "start {i} seed {seed}");
                assert_eq!(
                    fast.outcome().is_some(),
                    plies < max,
                    "start {i} seed {seed}"
                );
                if plies < max {
                    assert_eq!(fast.random_move(&mut rng), None);
                }
            }
        }
    }
}

/// A single game (`GameState`) plays out to its end the same way.
#[test]
fn a_game_plays_out_to_its_end() {
    for seed in 0..20 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let start = GameState::money(PLAIN).expect("rules");
        let mut fast = start;
        let mut moves = Vec::new();
        let plies = fast.play_randomly(&mut rng, 20_000, |mv| moves.push(mv));
        assert!(plies < 20_000 && fast.outcome().is_some());
        let mut replay = start;
        for mv in moves {
            replay.try_play(mv).expect("legal");
        }
        assert_eq!(fast, replay);
        assert_eq!(fast.random_move(&mut rng), None);
    }
}

/// Along random games, for every roll: the count of plays is the length of the list,
/// and a random play is one of the listed plays.
#[test]
fn counts_and_picks_agree_with_the_list_along_random_games() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut positions = 0;
    for _ in 0..15 {
        let mut g = GameState::money(PLAIN).expect("rules");
        while let Some(mv) = g.random_move(&mut rng) {
            if let Phase::Moving(_) = g.phase() {
                let board = *g.board();
                for d in Dice::ALL {
                    let plays = board.plays(d);
                    assert_eq!(board.count_plays(d), plays.len(), "{board} {d}");
                    match board.random_play(d, &mut rng) {
                        Some(p) => assert!(plays.contains(&p), "{p} for {d} in {board}"),
                        None => assert!(plays.is_empty(), "{board} {d}"),
                    }
                }
                positions += 1;
            }
            g.play_unchecked(mv);
        }
    }
    assert!(positions > 1000, "{positions} positions");
}

/// With resignations in use, the fast loop still offers them after the roll (a
/// resignation right after a roll is among the moves played), as `random_move` does.
#[test]
fn playouts_resign_after_the_roll_when_resignations_are_in_use() {
    let start = Match::money_session(1, Rules::MONEY).expect("session");
    let mut after_roll = 0;
    for seed in 0..20 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = start;
        let mut previous = None;
        game.play_randomly(&mut rng, 20_000, |mv| {
            if matches!(previous, Some(Move::Roll(_))) && matches!(mv, Move::Resign(_)) {
                after_roll += 1;
            }
            previous = Some(mv);
        });
    }
    assert!(after_roll > 0, "no resignation after a roll in 20 playouts");
}

/// `Match::random_move` picks legal moves while the match goes on, across games, and
/// none once it is over.
#[test]
fn a_match_picks_random_moves_until_it_ends() {
    for seed in 0..5 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut m = Match::new(3, Rules::MATCH).expect("match");
        let mut plies = 0;
        while let Some(mv) = m.random_move(&mut rng) {
            assert!(m.is_legal(mv), "{mv} in {m}");
            m.try_play(mv).expect("legal");
            plies += 1;
            assert!(plies < 100_000, "{m}");
        }
        assert!(m.outcome().is_some(), "seed {seed}: {m}");
        assert!(m.games_played() >= 1 && plies > 0, "seed {seed}: {m}");
    }
}
