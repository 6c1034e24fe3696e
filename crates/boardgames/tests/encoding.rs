//! Each game's action ids: id -> move -> id on random games of the game's own type,
//! and the cases the encodings exist for.

use boardcore::rand::{RngExt, SeedableRng};
use boardcore::rand_chacha::ChaCha8Rng;
use boardcore::{Game, Turn};
use boardgames::games;
use draughts::Variant;

/// Plays `games` random games of `start`, calling `check` on every legal move (and
/// chance outcome) of every position reached.
fn walk<G: Game>(start: &G, games: u64, max_plies: usize, mut check: impl FnMut(&G, G::Move)) {
    for g in 0..games {
        let mut rng = ChaCha8Rng::seed_from_u64(g);
        let mut pos = start.clone();
        for _ in 0..max_plies {
            let moves = pos.legal_moves();
            let moves = moves.as_ref();
            for &mv in moves {
                check(&pos, mv);
            }
            let Some(mv) = boardcore::random_move(&pos, moves, &mut rng) else {
                break;
            };
            pos.play_unchecked(mv);
        }
    }
}

/// Checks that the ids of the legal moves of each position are distinct.
fn distinct<G: Game>(pos: &G, encode: impl Fn(G::Move) -> u64) {
    let mut ids: Vec<u64> = pos.legal_moves().into_iter().map(encode).collect();
    let n = ids.len();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), n, "{pos}");
}

#[test]
fn chess_ids_round_trip() {
    for start in [
        chess::Position::new(),
        chess::Position::chess960(0).expect("start 0"),
    ] {
        walk(&chess::History::new(start), 4, 400, |pos, mv| {
            let id = games::chess::encode(mv);
            assert!(id < 6 * 4096);
            assert_eq!(games::chess::decode(id), Some(mv), "{pos}");
            distinct(pos, games::chess::encode);
        });
    }
    // Castling is the king's move onto its own rook.
    let e1h1 = games::chess::decode(4 * 64 + 7).map(|m| m.to_string());
    assert_eq!(e1h1.as_deref(), Some("e1h1"));
    assert_eq!(games::chess::decode(6 * 4096), None);
}

#[test]
fn draughts_ids_round_trip() {
    for variant in Variant::ALL {
        let codec = games::draughts::DraughtsCodec::new(variant);
        walk(
            &draughts::History::new(draughts::Position::new(variant)),
            6,
            300,
            |pos, mv| {
                let id = codec.encode(mv);
                assert_eq!(codec.decode(id), Some(mv), "{pos}");
                distinct(pos, |m| codec.encode(m));
            },
        );
    }
}

#[test]
fn draughts_captures_with_the_same_ends_have_their_own_ids() {
    // Two captures from 36 end on 16 (schildpad.pdn): 36x18x7x16 takes 11, 12, 27
    // and 36x13x2x16 takes 8, 11, 27.
    let pos = draughts::Position::from_fen(
        "W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34",
        Variant::International,
    )
    .expect("valid");
    let a = pos.parse_move("36x18x7x16").expect("legal");
    let b = pos.parse_move("36x13x2x16").expect("legal");
    let codec = games::draughts::DraughtsCodec::new(Variant::International);
    assert_ne!(codec.encode(a), codec.encode(b));
    assert_eq!(codec.decode(codec.encode(b)), Some(b));
    // Through the object-safe API: every legal move its own id and its own text.
    let game = boardgames::load("draughts").expect("draughts");
    let state = game
        .state_from_str(&draughts::History::new(pos).to_string())
        .expect("a draughts game");
    let ids = state.legal_actions();
    assert_eq!(ids.len(), pos.legal_moves().len());
    let texts: Vec<String> = ids
        .iter()
        .map(|&id| state.action_to_string(id).expect("legal"))
        .collect();
    assert!(texts.contains(&"36x18x7x16".to_owned()), "{texts:?}");
    assert!(texts.contains(&"36x13x2x16".to_owned()), "{texts:?}");
}

#[test]
fn backgammon_ids_round_trip() {
    let start = backgammon::Match::new(3, backgammon::Rules::MATCH).expect("a match");
    walk(&start, 8, 600, |pos, mv| {
        let id = games::backgammon::encode(mv);
        assert_eq!(games::backgammon::decode(id), Some(mv), "{pos}");
        let chance = pos.turn() == Turn::Chance;
        assert_eq!(id >= games::backgammon::ACTIONS, chance, "{mv}");
        assert!(id < games::backgammon::ACTIONS + 72);
        distinct(pos, games::backgammon::encode);
    });
    assert_eq!(
        games::backgammon::decode(0),
        Some(backgammon::Move::Play(backgammon::Play::EMPTY))
    );
    // Steps out of canonical order are no id of their own.
    let play: backgammon::Play = "24/18 13/10".parse().expect("a play");
    let id = games::backgammon::encode_play(&play);
    assert_eq!(games::backgammon::decode_play(id), Some(play));
    let steps = play.steps();
    let swapped = (steps[1].from() as u64 - 1) * 6
        + u64::from(steps[1].from() - steps[1].to() - 1)
        + 1
        + ((steps[0].from() as u64 - 1) * 6 + u64::from(steps[0].from() - steps[0].to() - 1) + 1)
            * 151;
    assert_ne!(swapped, id);
    assert_eq!(games::backgammon::decode_play(swapped), None);
}

#[test]
fn dominoes_ids_round_trip_and_are_distinct() {
    for spec in ["draw-6-2", "block-9-3", "draw-6-4+teams", "draw-12-2+until"] {
        let rules: dominoes::Rules = spec.parse().expect("rules");
        let codec = games::dominoes::DominoesCodec::new(rules);
        let t = rules.tile_count() as u64;
        walk(
            &dominoes::Position::new(rules).expect("valid"),
            6,
            400,
            |pos, mv| {
                let id = codec.encode(mv);
                let chance = pos.turn() == Turn::Chance;
                assert_eq!(id >= 2 * t + 2, chance, "{mv}");
                assert!(id < 4 * t + 2);
                distinct(pos, |m| codec.encode(m));
            },
        );
    }
}

#[test]
fn robijn_and_smokkelen_ids_round_trip() {
    walk(
        &robijn::History::new(robijn::Position::new()),
        3,
        150,
        |pos, mv| {
            let id = games::robijn::encode(mv);
            assert!(id < 10_001);
            assert_eq!(games::robijn::decode(id), Some(mv), "{pos}");
            distinct(pos, games::robijn::encode);
        },
    );
    for start in [
        smokkelen::Position::default(),
        smokkelen::Position::from_seed(5),
    ] {
        walk(&smokkelen::History::new(start), 6, 300, |pos, mv| {
            let id = games::smokkelen::encode(mv);
            assert!(id < 921);
            assert_eq!(games::smokkelen::decode(id), Some(mv), "{pos}");
            distinct(pos, games::smokkelen::encode);
        });
    }
}

#[test]
fn locksley_ids_are_distinct_and_in_range() {
    let start = locksley::Position::default();
    walk(&start, 4, 3000, |pos, mv| {
        let id = games::locksley::encode(mv);
        let chance = pos.turn() == Turn::Chance;
        assert_eq!(id >= games::locksley::ACTIONS, chance, "{mv}");
        assert!(id < games::locksley::ACTIONS + 8);
        distinct(pos, games::locksley::encode);
    });
}

#[test]
fn hidden_information_stays_out_of_the_tensors() {
    // After the deal each dominoes seat sees its own hand only: the seats' tensors
    // differ, and a redeal of the other hands changes nothing for the seat.
    let game = boardgames::load("dominoes-draw").expect("dominoes");
    let mut state = game.new_initial_state();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    while state.is_chance_node() {
        let legal = state.legal_actions();
        state
            .apply_action(legal[rng.random_range(0..legal.len())])
            .expect("legal");
    }
    let seat0 = boardcore::Player::FIRST;
    let seat1 = boardcore::Player::SECOND;
    let t0 = state.observation_tensor(seat0).expect("a seat");
    assert_ne!(t0, state.observation_tensor(seat1).expect("a seat"));
    assert_eq!(t0[..28].iter().sum::<f32>(), 7.0, "seven tiles in hand");
    let other = state.resample_from_infostate(seat0, 9).expect("a seat");
    assert!(!other.equals(state.as_ref()), "the other hand was redrawn");
    assert_eq!(other.observation_tensor(seat0).expect("a seat"), t0);
    assert_ne!(
        other.observation_tensor(seat1).expect("a seat"),
        state.observation_tensor(seat1).expect("a seat")
    );
    // Smokkelen: the opponent's secret is no part of a seat's tensor.
    let game = boardgames::load("smokkelen(seed=3)").expect("smokkelen");
    let state = game.new_initial_state();
    let mine = state.observation_tensor(seat0).expect("a seat");
    for seed in 0..8 {
        let other = state.resample_from_infostate(seat0, seed).expect("a seat");
        assert_eq!(other.observation_tensor(seat0).expect("a seat"), mine);
        assert_eq!(
            other.information_state_string(seat0).expect("a seat"),
            state.information_state_string(seat0).expect("a seat")
        );
    }
}

#[test]
fn a_seat_beyond_the_game_is_a_typed_error() {
    let state = boardgames::load("chess")
        .expect("chess")
        .new_initial_state();
    let third = boardcore::Player::THIRD;
    let seat = boardgames::ViewError::Seat {
        game: "chess",
        seat: 2,
        players: 2,
    };
    assert_eq!(state.observation_tensor(third), Err(seat.clone()));
    assert_eq!(state.information_state_string(third), Err(seat.clone()));
    assert_eq!(
        state
            .resample_from_infostate(third, 1)
            .map(|s| s.to_string()),
        Err(seat)
    );
    let mut short = vec![1.0; 3];
    assert!(matches!(
        state.write_observation(boardcore::Player::FIRST, &mut short),
        Err(boardgames::ViewError::BufferLength { len: 3, .. })
    ));
    assert_eq!(short, vec![1.0; 3], "the buffer is left unchanged");
}
