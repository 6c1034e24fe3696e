//! The static fast paths of `dyn State`: perft and playouts equal boardcore's generic
//! code run on the game's concrete type, on any number of threads.

use boardcore::PlayoutStats;
use boardgames::games::{backgammon, chess, dominoes, draughts, locksley, robijn, smokkelen};
use boardgames::{Adapter, LoadError, State, load, registered_games};

/// The static perft and playouts of the concrete game behind `state`: perft on the
/// bare position for the games that count there, on the complete type otherwise.
fn reference(state: &dyn State, depth: u32, games: u64) -> (u64, PlayoutStats) {
    macro_rules! try_game {
        ($g:ty, $c:ty, $perft_on:expr) => {
            if let Some(a) = state.as_any().downcast_ref::<Adapter<$g, $c>>() {
                let on: fn(&$g, u32) -> u64 = $perft_on;
                return (
                    on(a.game(), depth),
                    boardcore::playouts(a.game(), games, SEED, MAX_PLIES),
                );
            }
        };
    }
    try_game!(
        ::chess::History,
        chess::ChessCodec,
        |g, d| boardcore::perft(g.position(), d)
    );
    try_game!(::draughts::History, draughts::DraughtsCodec, |g, d| {
        boardcore::perft(g.position(), d)
    });
    try_game!(::robijn::History, robijn::RobijnCodec, |g, d| {
        boardcore::perft(g.position(), d)
    });
    try_game!(::smokkelen::History, smokkelen::SmokkelenCodec, |g, d| {
        boardcore::perft(g.position(), d)
    });
    try_game!(::backgammon::Match, backgammon::BackgammonCodec, |g, d| {
        boardcore::perft(g, d)
    });
    try_game!(::dominoes::Position, dominoes::DominoesCodec, |g, d| {
        boardcore::perft(g, d)
    });
    try_game!(::locksley::Position, locksley::LocksleyCodec, |g, d| {
        boardcore::perft(g, d)
    });
    panic!("{}: no concrete type known to this test", state.game_name());
}

const SEED: u64 = 7;
const MAX_PLIES: usize = 300;

/// A state with a name for the messages.
type Named = (String, Box<dyn State>);

/// Every registered game and alias, from the start and after two actions (past the
/// opening chance node of backgammon and dominoes).
fn states() -> Result<Vec<Named>, LoadError> {
    let mut names: Vec<&str> = registered_games().iter().map(|g| g.name).collect();
    names.extend(
        registered_games()
            .iter()
            .flat_map(|g| g.aliases.iter().map(|&(a, _)| a)),
    );
    let mut out = Vec::new();
    for name in names {
        let mut state = load(name)?.new_initial_state();
        out.push((name.to_owned(), state.clone()));
        for _ in 0..2 {
            if let Some(&first) = state.legal_actions_unordered().first() {
                state.apply_action_unchecked(first);
            }
        }
        out.push((format!("{name} after 2"), state));
    }
    Ok(out)
}

#[test]
fn perft_through_dyn_state_is_the_static_perft() -> Result<(), LoadError> {
    for (name, state) in states()? {
        for depth in 0..=2 {
            let (expected, _) = reference(state.as_ref(), depth, 0);
            assert_eq!(state.perft(depth), expected, "{name} depth {depth}");
            assert_eq!(
                state.perft_threads(depth, 2),
                expected,
                "{name} depth {depth}"
            );
            let divide = state.perft_divide(depth, 1);
            if depth == 0 {
                assert!(divide.is_empty(), "{name}");
            } else {
                assert_eq!(
                    divide.iter().map(|(_, n)| n).sum::<u64>(),
                    expected,
                    "{name}"
                );
                assert_eq!(state.perft_divide(depth, 2), divide, "{name} depth {depth}");
            }
        }
    }
    Ok(())
}

#[test]
fn perft_counts_the_published_numbers() -> Result<(), LoadError> {
    let chess = load("chess")?.new_initial_state();
    assert_eq!(chess.perft(3), 8_902);
    assert_eq!(chess.perft_threads(4, 2), 197_281);
    let kiwipete = load("chess")?
        .state_from_str("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    assert_eq!(kiwipete.map(|s| s.perft(2)).ok(), Some(2_039));
    let divide = chess.perft_divide(2, 1);
    assert_eq!(divide.len(), 20);
    assert!(divide.contains(&("e2e4".to_owned(), 20)), "{divide:?}");
    // Draughts, English (OEIS A133046 to depth 3 without duplicate routes).
    let english = load("draughts(variant=english)")?.new_initial_state();
    assert_eq!(english.perft(3), 302);
    Ok(())
}

#[test]
fn a_dead_position_counts_its_moves_as_perft_tables_do() -> Result<(), Box<dyn std::error::Error>> {
    // King against king is a dead position: the complete game is over, the bare
    // position (what perft counts) still has its 3 king moves.
    let state = load("chess")?.state_from_str("8/8/8/8/8/8/8/K6k w - - 0 1")?;
    assert!(state.is_terminal());
    assert_eq!(state.perft(1), 3);
    Ok(())
}

#[test]
fn playouts_are_the_static_playouts_on_any_number_of_threads() -> Result<(), LoadError> {
    for (name, state) in states()? {
        let (_, expected) = reference(state.as_ref(), 0, 6);
        assert_eq!(expected.games, 6);
        for threads in [1, 2, 3] {
            assert_eq!(
                state.playouts(6, SEED, MAX_PLIES, threads),
                expected,
                "{name}"
            );
        }
    }
    // The seed matters.
    let chess = load("chess")?.new_initial_state();
    assert_ne!(
        chess.playouts(4, 1, 1_000, 1).plies,
        chess.playouts(4, 2, 1_000, 1).plies
    );
    Ok(())
}
