//! The conformance test: random games of every registered game and configuration
//! through the object-safe API.

use boardcore::rand::{RngExt, SeedableRng};
use boardcore::rand_chacha::ChaCha8Rng;
use boardgames::{ActionError, LoadedGame, Player, State};

/// Every registered game's default, every alias, and a few more configurations.
fn configurations() -> Vec<String> {
    let mut specs: Vec<String> = boardgames::game_names()
        .into_iter()
        .map(str::to_owned)
        .collect();
    specs.extend(
        [
            "chess960(start=0)",
            "chess960(start=959)",
            "backgammon(match_length=3)",
            "backgammon(beavers=2,jacoby=false)",
            "backgammon(resignations=true,games=3)",
            "backgammon(match_length=1,holland=false,resignations=true)",
            "dominoes(players=3,max_pip=9)",
            "dominoes(variant=block,players=3)",
            "dominoes(draw_rule=until_playable)",
            "dominoes(max_pip=12,players=4)",
            "smokkelen(seed=7)",
            "locksley(length=short,sides=night)",
            "locksley(length=long,sides=mixed,seed=3)",
        ]
        .map(str::to_owned),
    );
    specs
}

fn load(spec: &str) -> Box<dyn LoadedGame> {
    boardgames::load(spec).unwrap_or_else(|e| panic!("{spec}: {e}"))
}

/// Checks one state: ids sorted and in range, every id round-trips through its
/// notation, chance outcomes, tensor shapes, notation, equal views.
fn check_state(game: &dyn LoadedGame, state: &dyn State, seed: u64, spec: &str) {
    let n = game.num_distinct_actions();
    let chance = game.max_chance_outcomes();
    let legal = state.legal_actions();
    assert!(
        legal.windows(2).all(|w| w[0] < w[1]),
        "{spec}: unsorted or repeated ids"
    );
    assert_eq!(legal.is_empty(), state.is_terminal(), "{spec}: {state}");
    assert_eq!(state.legal_actions_slice(), legal.as_slice());
    let mut unordered = state.legal_actions_unordered().to_vec();
    unordered.sort_unstable();
    assert_eq!(
        unordered, legal,
        "{spec}: the unordered ids are the same set"
    );
    if state.is_chance_node() {
        assert!(
            legal.iter().all(|&a| (n..n + chance).contains(&a)),
            "{spec}"
        );
        let outcomes = state.chance_outcomes();
        let ids: Vec<u64> = outcomes.iter().map(|o| o.action).collect();
        assert_eq!(ids, legal, "{spec}: chance outcomes");
        let total: u64 = outcomes.iter().map(|o| u64::from(o.weight)).sum();
        assert!(
            outcomes.iter().all(|o| o.total == total && o.weight > 0),
            "{spec}"
        );
        let p: f64 = outcomes.iter().map(|o| o.probability()).sum();
        assert!((p - 1.0).abs() < 1e-9, "{spec}: probabilities sum to {p}");
    } else {
        assert!(legal.iter().all(|&a| a < n), "{spec}: id out of range");
        assert!(state.chance_outcomes().is_empty(), "{spec}");
    }
    for &action in &legal {
        assert!(state.is_legal_action(action));
        let text = state
            .action_to_string(action)
            .unwrap_or_else(|e| panic!("{spec}: {e}"));
        if !state.is_chance_node() {
            let back = state
                .string_to_action(&text)
                .unwrap_or_else(|e| panic!("{spec}: {text}: {e}"));
            assert_eq!(back, action, "{spec}: {text} in {state}");
        }
    }
    // An id that is no legal action is refused and changes nothing.
    let mut copy = state.clone_box();
    let bad = (0..n + chance + 1)
        .find(|a| legal.binary_search(a).is_err())
        .unwrap_or(n + chance);
    assert!(matches!(
        copy.apply_action(bad),
        Err(ActionError::Illegal { .. })
    ));
    assert!(
        copy.equals(state),
        "{spec}: an illegal action changed the state"
    );
    // Full-state notation both ways.
    let text = state.to_string();
    let read = game
        .state_from_str(&text)
        .unwrap_or_else(|e| panic!("{spec}: {e}"));
    assert_eq!(read.to_string(), text, "{spec}");
    assert!(read.equals(state), "{spec}: notation round trip {text}");
    // Tensors keep their shape; a resampled state gives the seat equal views,
    // strings and tensors.
    let size = game.observation_size();
    assert_eq!(state.observation_shape(), game.observation_shape());
    for seat in (0..state.num_players()).filter_map(Player::new) {
        let tensor = state.observation_tensor(seat).expect("a seat");
        assert_eq!(tensor.len(), size, "{spec}");
        assert!(tensor.iter().all(|x| x.is_finite()), "{spec}");
        let other = state.resample_from_infostate(seat, seed).expect("a seat");
        assert_eq!(
            other.information_state_string(seat).expect("a seat"),
            state.information_state_string(seat).expect("a seat"),
            "{spec}: resampled view"
        );
        assert_eq!(
            other.observation_tensor(seat).expect("a seat"),
            tensor,
            "{spec}: {state} / {other}"
        );
        assert_eq!(other.turn(), state.turn(), "{spec}");
    }
    if let Some(outcome) = state.outcome() {
        assert_eq!(state.returns().len(), state.num_players());
        assert_eq!(state.scores().len(), state.num_players());
        let _ = outcome;
    }
}

/// Plays `games` random games of `spec` of at most `max_plies` plies, checking every
/// state, and undo after every action.
fn conformance(spec: &str, games: u64, max_plies: usize) {
    let game = load(spec);
    let reloaded = load(&game.spec());
    assert_eq!(reloaded.spec(), game.spec(), "{spec}: canonical string");
    let mut ended = 0;
    let mut plies = 0;
    for g in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        let mut state = game.new_initial_state();
        assert!(matches!(
            state.undo_action(),
            Err(ActionError::NothingToUndo)
        ));
        for ply in 0..max_plies {
            check_state(game.as_ref(), state.as_ref(), g * 1000 + ply as u64, spec);
            if state.is_terminal() {
                ended += 1;
                break;
            }
            let action = if state.is_chance_node() {
                let outcomes = state.chance_outcomes();
                let total = outcomes[0].total;
                let mut pick = rng.random_range(0..total);
                outcomes
                    .iter()
                    .find(|o| {
                        let w = u64::from(o.weight);
                        let hit = pick < w;
                        pick = pick.saturating_sub(w);
                        hit
                    })
                    .map_or(outcomes[0].action, |o| o.action)
            } else {
                let legal = state.legal_actions();
                legal[rng.random_range(0..legal.len())]
            };
            plies += 1;
            let before = state.clone();
            state
                .apply_action(action)
                .unwrap_or_else(|e| panic!("{spec}: {e}"));
            assert_eq!(state.history().len(), before.history().len() + 1);
            assert_eq!(state.history().last(), Some(&action));
            let mut undone = state.clone();
            assert_eq!(undone.undo_action(), Ok(action), "{spec}");
            assert!(undone.equals(before.as_ref()), "{spec}: undo of {action}");
            assert_eq!(undone.to_string(), before.to_string(), "{spec}");
            assert_eq!(undone.legal_actions(), before.legal_actions(), "{spec}");
        }
    }
    eprintln!("{spec}: {games} games, {plies} plies, {ended} ended");
    // Random Robijn games rarely end before the ply limit.
    assert!(
        ended > 0 || spec.starts_with("robijn"),
        "{spec}: no game ended in {max_plies} plies"
    );
}

#[test]
fn every_configuration_conforms() {
    for spec in configurations() {
        let plies = if spec.starts_with("robijn") {
            120
        } else if spec.starts_with("locksley") || spec.starts_with("chess") {
            3000
        } else {
            400
        };
        let games = if spec.starts_with("chess") || spec.starts_with("robijn") {
            2
        } else {
            4
        };
        conformance(&spec, games, plies);
    }
}
