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
        let n = boardgames::load(&format!("draughts(variant={variant})"))
            .expect("draughts")
            .num_distinct_actions();
        walk(
            &draughts::History::new(draughts::Position::new(variant)),
            6,
            300,
            |game, mv| {
                let pos = game.position();
                let id = codec.encode(pos, mv);
                assert!(id < n, "{pos}: {id}");
                assert_eq!(codec.decode(pos, id), Some(mv), "{pos}");
                distinct(game, |m| codec.encode(pos, m));
            },
        );
    }
}

#[test]
fn draughts_action_spaces_fit_an_openspiel_int() -> Result<(), boardgames::LoadError> {
    for (spec, size) in [
        ("draughts(variant=international)", 2_500 * 184_756),
        ("draughts(variant=english)", 1_024 * 4_096),
    ] {
        let n = boardgames::load(spec)?.num_distinct_actions();
        assert_eq!(n, size, "{spec}");
        assert!(n < 1 << 31, "{spec}: {n}");
    }
    // K is C(20, 10) for international draughts.
    let c: u64 = (11..=20).product::<u64>() / (1..=10).product::<u64>();
    assert_eq!(
        games::draughts::DraughtsCodec::new(Variant::International).moves_per_ends(),
        c
    );
    Ok(())
}

/// Checks that the two legal moves `a` and `b` of `pos` (FEN of `variant`) have the
/// same ends, take different pieces, and get ids `base + 0` and `base + 1` (`a`
/// takes the smaller set by bits), through the codec and through `dyn State`.
fn same_ends(variant: Variant, fen: &str, a: &[u8], b: &[u8]) {
    let pos = draughts::Position::from_fen(fen, variant).expect("valid");
    let taking = |squares: &[u8]| {
        let set: draughts::SquareSet = squares
            .iter()
            .filter_map(|&n| draughts::Square::new(n))
            .collect();
        pos.legal_moves()
            .into_iter()
            .find(|m| m.captured() == set)
            .expect("a legal capture of these pieces")
    };
    let (a, b) = (taking(a), taking(b));
    assert_eq!((a.from(), a.to()), (b.from(), b.to()));
    assert_ne!(a.captured(), b.captured());
    let codec = games::draughts::DraughtsCodec::new(variant);
    let k = codec.moves_per_ends();
    let s = u64::from(variant.squares());
    let base = ((u64::from(a.from().number()) - 1) * s + u64::from(a.to().number()) - 1) * k;
    assert_eq!(codec.encode(&pos, a), base, "{fen}");
    assert_eq!(codec.encode(&pos, b), base + 1, "{fen}");
    assert_eq!(codec.decode(&pos, base), Some(a));
    assert_eq!(codec.decode(&pos, base + 1), Some(b));
    assert_eq!(codec.decode(&pos, base + 2), None);
    // Through the object-safe API: every legal move its own id and its own text.
    let game = boardgames::load(&format!("draughts(variant={variant})")).expect("draughts");
    let state = game
        .state_from_str(&draughts::History::new(pos).to_string())
        .expect("a draughts game");
    let ids = state.legal_actions();
    assert_eq!(ids.len(), pos.legal_moves().len());
    assert!(ids.contains(&base) && ids.contains(&(base + 1)), "{ids:?}");
    let texts: Vec<String> = ids
        .iter()
        .map(|&id| state.action_to_string(id).expect("legal"))
        .collect();
    let mut unique = texts.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), texts.len(), "{texts:?}");
    assert_eq!(state.action_to_string(base), Ok(pos.format_move(a)));
    assert_eq!(state.action_to_string(base + 1), Ok(pos.format_move(b)));
}

#[test]
fn draughts_captures_with_the_same_ends_have_their_own_ids() {
    // Two captures from 36 end on 16 (schildpad.pdn): 36x13x2x16 takes 8, 11, 27
    // and 36x18x7x16 takes 11, 12, 27 (a larger set by bits: rank 1).
    same_ends(
        Variant::International,
        "W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34",
        &[8, 11, 27],
        &[11, 12, 27],
    );
    let pos = draughts::Position::from_fen(
        "W:W32,K36,37,38,42,45,47:B3,6,8,11,12,14,19,27,34",
        Variant::International,
    )
    .expect("valid");
    let codec = games::draughts::DraughtsCodec::new(Variant::International);
    let a = pos.parse_move("36x13x2x16").expect("legal");
    assert_eq!(codec.encode(&pos, a) % codec.moves_per_ends(), 0);
    // English, no maximum rule: the king on 17 reaches 1 taking 6 and 14, or taking
    // 6, 15, 22 and 23.
    same_ends(
        Variant::English,
        "W:WK17:B6,13,14,15,22,23",
        &[6, 14],
        &[6, 15, 22, 23],
    );
}

#[test]
fn draughts_states_beyond_the_piece_bound_of_the_ids_are_refused() {
    // 21 white men: a position play cannot reach from the start, whose captures
    // the bound K of the ids does not cover.
    let crowded = "W:W21-41:B1,2";
    let game = boardgames::load("draughts").expect("draughts");
    let pos = draughts::Position::from_fen(crowded, Variant::International).expect("valid");
    let e = game
        .state_from_str(&draughts::History::new(pos).to_string())
        .expect_err("21 white pieces");
    assert!(e.to_string().contains("white has 21 pieces"), "{e}");
    // 20 are fine, and 12 a side in English.
    let pos =
        draughts::Position::from_fen("W:W31-50:B1-20", Variant::International).expect("the start");
    assert!(
        game.state_from_str(&draughts::History::new(pos).to_string())
            .is_ok()
    );
    let english = boardgames::load("draughts(variant=english)").expect("draughts");
    let pos = draughts::Position::from_fen("B:W20-32:B1-3", Variant::English).expect("valid");
    let e = english
        .state_from_str(&draughts::History::new(pos).to_string())
        .expect_err("13 white pieces");
    assert!(e.to_string().contains("white has 13 pieces"), "{e}");
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
