//! The agents over the object-safe API: every agent on every registered game, the
//! errors, seeds, and the agent strings.

use boardcore::rand::{RngExt, SeedableRng};
use boardcore::rand_chacha::ChaCha8Rng;
use boardgames::{
    AGENT_FORMS, Action, AgentError, AgentSpec, Budget, CurrentPlayer, LoadedGame, State,
};
use core::time::Duration;

const SPECS: [&str; 6] = [
    "random",
    "greedy",
    "mcts:8",
    "ismcts:8",
    "alphabeta:1",
    "expectimax:1",
];

fn load(spec: &str) -> Box<dyn LoadedGame> {
    boardgames::load(spec).unwrap_or_else(|e| panic!("{spec}: {e}"))
}

/// Plays chance outcomes (drawn by weight from `rng`) until a seat is to move or
/// the game is over.
fn play_chance(state: &mut dyn State, rng: &mut ChaCha8Rng) {
    while state.is_chance_node() {
        let outcomes = state.chance_outcomes();
        let total = outcomes[0].total;
        let mut pick = rng.random_range(0..total);
        let mut chosen = outcomes[0].action;
        for o in &outcomes {
            if pick < u64::from(o.weight) {
                chosen = o.action;
                break;
            }
            pick -= u64::from(o.weight);
        }
        state.apply_action(chosen).expect("a chance outcome");
    }
}

/// Plays up to `moves` seat moves of `spec` against itself in `game` from `seed`,
/// checking each action is legal; returns the actions.
fn self_play(game: &dyn LoadedGame, spec: &str, seed: u64, moves: usize) -> Vec<Action> {
    let spec: AgentSpec = spec.parse().expect("a valid agent");
    let mut agents: Vec<_> = (0..game.num_players() as u64)
        .map(|s| game.new_agent(&spec, seed + s).expect("every agent plays"))
        .collect();
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut state = game.new_initial_state();
    let mut played = Vec::new();
    for _ in 0..moves {
        play_chance(state.as_mut(), &mut rng);
        let CurrentPlayer::Seat(seat) = state.current_player() else {
            break;
        };
        let (action, info) = agents[seat.index()]
            .step_with_info(state.as_ref())
            .unwrap_or_else(|e| panic!("{} {spec}: {e}", game.spec()));
        assert!(
            state.is_legal_action(action),
            "{} {spec}: {action} is not legal in {state}",
            game.spec()
        );
        assert_eq!(
            info.score.is_some(),
            matches!(spec, AgentSpec::AlphaBeta(_) | AgentSpec::Expectimax(_)),
            "{spec}"
        );
        state.apply_action(action).expect("legal");
        played.push(action);
    }
    played
}

#[test]
fn every_agent_plays_legal_actions_in_every_game() {
    for def in boardgames::registered_games() {
        let game = load(def.name);
        for spec in SPECS {
            let played = self_play(game.as_ref(), spec, 1, 6);
            assert!(!played.is_empty(), "{} {spec}", def.name);
        }
    }
}

#[test]
fn agents_play_whole_short_games() {
    for name in ["draughts-english", "dominoes-draw", "backgammon"] {
        let game = load(name);
        let mut agents = [
            game.new_agent(&AgentSpec::Mcts(Budget::Iterations(4)), 1)
                .expect("mcts"),
            game.new_agent(&AgentSpec::Random, 2).expect("random"),
        ];
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let mut state = game.new_initial_state();
        for _ in 0..3_000 {
            play_chance(state.as_mut(), &mut rng);
            let CurrentPlayer::Seat(seat) = state.current_player() else {
                break;
            };
            let action = agents[seat.index() % 2]
                .step(state.as_ref())
                .expect("a seat's turn");
            state.apply_action(action).expect("legal");
        }
        assert!(state.is_terminal(), "{name}: {state}");
        // The game is over: no seat is to move.
        let e = agents[0].step(state.as_ref()).unwrap_err();
        assert_eq!(
            e,
            AgentError::NotASeatsTurn {
                game: game.name(),
                turn: CurrentPlayer::Terminal
            }
        );
    }
}

#[test]
fn an_agent_refuses_chance_nodes_finished_games_and_other_games() {
    // A dominoes hand starts with the deal: chance is to act.
    let dominoes = load("dominoes");
    let deal = dominoes.new_initial_state();
    assert!(deal.is_chance_node());
    let mut agent = dominoes.new_agent(&AgentSpec::Random, 0).expect("random");
    let e = agent.step(deal.as_ref()).unwrap_err();
    assert_eq!(
        e,
        AgentError::NotASeatsTurn {
            game: "dominoes",
            turn: CurrentPlayer::Chance
        }
    );
    assert!(e.to_string().contains("chance is to act"), "{e}");
    // A mated king: the game is over.
    let chess = load("chess");
    let mated = chess
        .state_from_str("R5k1/5ppp/8/8/8/8/8/6K1 b - - 1 1")
        .expect("a chess position");
    assert!(mated.is_terminal());
    for spec in SPECS {
        let mut agent = chess
            .new_agent(&spec.parse().expect("valid"), 0)
            .expect("agent");
        let e = agent.step(mated.as_ref()).unwrap_err();
        assert!(
            matches!(
                e,
                AgentError::NotASeatsTurn {
                    turn: CurrentPlayer::Terminal,
                    ..
                }
            ),
            "{spec}: {e}"
        );
        assert!(e.to_string().contains("the game is over"), "{e}");
        // A state of another game.
        let e = agent
            .step(load("draughts").new_initial_state().as_ref())
            .unwrap_err();
        assert_eq!(
            e,
            AgentError::WrongGame {
                agent_game: "chess",
                state_game: "draughts"
            },
            "{spec}"
        );
        assert_eq!(
            e.to_string(),
            "the agent plays chess; the state is of draughts"
        );
    }
    // Another configuration of the same game is the agent's game.
    let mut agent = load("draughts")
        .new_agent(&AgentSpec::Greedy, 0)
        .expect("greedy");
    let english = load("draughts(variant=english)").new_initial_state();
    assert!(english.is_legal_action(agent.step(english.as_ref()).expect("draughts")));
}

#[test]
fn the_same_seed_plays_the_same_actions() {
    for name in ["draughts-english", "dominoes", "backgammon", "locksley"] {
        let game = load(name);
        for spec in ["mcts:16", "ismcts:16", "greedy", "random"] {
            let a = self_play(game.as_ref(), spec, 5, 12);
            assert_eq!(a, self_play(game.as_ref(), spec, 5, 12), "{name} {spec}");
        }
    }
    // Different seeds give different random games.
    let game = load("chess");
    let runs: Vec<Vec<Action>> = (0..4)
        .map(|seed| self_play(game.as_ref(), "random", seed, 10))
        .collect();
    assert!(runs.iter().any(|r| *r != runs[0]), "{runs:?}");
}

#[test]
fn the_game_defaults_reach_the_agents() {
    // White can take a hanging queen: only an evaluation by material (not the
    // default 0) makes greedy take it whatever its seed.
    let chess = load("chess");
    let state = chess
        .state_from_str("k7/8/8/3q4/8/8/8/K2R4 w - - 0 1")
        .expect("a chess position");
    for seed in 0..8 {
        let mut agent = chess.new_agent(&AgentSpec::Greedy, seed).expect("greedy");
        let action = agent.step(state.as_ref()).expect("white to move");
        assert_eq!(state.action_to_string(action).expect("legal"), "Rxd5");
    }
    // Alpha-beta sees the mate in one and says so.
    let mate = chess
        .state_from_str("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1")
        .expect("a chess position");
    let mut agent = chess
        .new_agent(&AgentSpec::AlphaBeta(Budget::Iterations(2)), 0)
        .expect("alphabeta");
    let (action, info) = agent.step_with_info(mate.as_ref()).expect("white to move");
    assert_eq!(mate.action_to_string(action).expect("legal"), "Ra8#");
    assert_eq!(info.score, Some(boardgames::Score::Win(1)));
    assert!(info.depth.is_some_and(|d| d >= 1), "{info:?}");
    assert!(info.nodes > 0);
    assert_eq!(agent.name(), "alphabeta:2");
}

#[test]
fn an_mcts_agent_follows_the_game_between_its_steps() {
    // Stepping through one game, an agent keeps its tree: its choices differ from
    // those of an agent reset before each step only through the kept tree, and
    // both play legal actions after an undo (a state that does not continue the
    // game it saw).
    let game = load("draughts-english");
    let spec = AgentSpec::Mcts(Budget::Iterations(32));
    let mut agent = game.new_agent(&spec, 9).expect("mcts");
    let mut state = game.new_initial_state();
    for _ in 0..6 {
        let action = agent.step(state.as_ref()).expect("a seat's turn");
        state.apply_action(action).expect("legal");
    }
    state.undo_action().expect("a move to undo");
    state.undo_action().expect("a move to undo");
    let action = agent.step(state.as_ref()).expect("a seat's turn");
    assert!(state.is_legal_action(action));
    // A resampled state has no history: a new game for the agent.
    let seat = match state.current_player() {
        CurrentPlayer::Seat(seat) => seat,
        other => panic!("{other:?}"),
    };
    let fresh = state.resample_from_infostate(seat, 1).expect("a seat");
    assert!(fresh.is_legal_action(agent.step(fresh.as_ref()).expect("a seat's turn")));
}

#[test]
fn agents_are_read_as_written_and_bad_ones_list_the_forms() {
    let ok = [
        ("random", AgentSpec::Random),
        ("greedy", AgentSpec::Greedy),
        ("mcts:1000", AgentSpec::Mcts(Budget::Iterations(1000))),
        ("ismcts:500", AgentSpec::Ismcts(Budget::Iterations(500))),
        ("alphabeta:4", AgentSpec::AlphaBeta(Budget::Iterations(4))),
        ("expectimax:2", AgentSpec::Expectimax(Budget::Iterations(2))),
        (
            "mcts:100ms",
            AgentSpec::Mcts(Budget::Time(Duration::from_millis(100))),
        ),
        (
            "alphabeta:2s",
            AgentSpec::AlphaBeta(Budget::Time(Duration::from_secs(2))),
        ),
        (
            "ismcts:0.0005s",
            AgentSpec::Ismcts(Budget::Time(Duration::from_micros(500))),
        ),
    ];
    for (text, spec) in ok {
        assert_eq!(text.parse::<AgentSpec>(), Ok(spec), "{text}");
        // Display writes a form that reads back to the same agent.
        assert_eq!(spec.to_string().parse::<AgentSpec>(), Ok(spec), "{text}");
    }
    assert_eq!(
        AgentSpec::Mcts(Budget::Iterations(300)).to_string(),
        "mcts:300"
    );
    assert_eq!(
        AgentSpec::AlphaBeta(Budget::Time(Duration::from_secs(2))).to_string(),
        "alphabeta:2000ms"
    );
    assert_eq!(AgentSpec::Greedy.to_string(), "greedy");
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
        "mcts:1e-12s",
    ] {
        let e = bad.parse::<AgentSpec>().expect_err(bad).to_string();
        assert!(e.starts_with("invalid agent "), "{e}");
        assert!(e.contains(AGENT_FORMS), "{e}");
    }
    let e = "minimax:3".parse::<AgentSpec>().unwrap_err().to_string();
    assert_eq!(
        e,
        format!("invalid agent \"minimax:3\": write one of {AGENT_FORMS}")
    );
}

proptest::proptest! {
    #[test]
    fn every_written_agent_reads_back(kind in 0usize..4, n in 1u64..1_000_000, time in proptest::bool::ANY) {
        let budget = if time { Budget::Time(Duration::from_millis(n)) } else { Budget::Iterations(n) };
        let spec = [AgentSpec::Mcts, AgentSpec::Ismcts, AgentSpec::AlphaBeta, AgentSpec::Expectimax][kind](budget);
        proptest::prop_assert_eq!(spec.to_string().parse::<AgentSpec>(), Ok(spec));
    }

    #[test]
    fn any_text_is_an_agent_or_an_error(text in ".{0,20}") {
        let _ = text.parse::<AgentSpec>();
    }
}
