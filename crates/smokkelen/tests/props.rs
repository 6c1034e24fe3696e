//! Property tests over random walks: the `boardcore::Game` contract
//! (`check_walk`), the rules (never backward, the frozen stone never moves, stones
//! never leave the board or overlap), the slow generator's moves, illegal moves
//! rejected without a trace, notation round trips, garbage input, and views that do
//! not depend on the opponent's secret.

use crate::examples::DIAGRAM;
use crate::slow;
use boardcore::testing::{check_illegal_move, check_walk, seeded_rng, walk, walks};
use boardcore::{Game, Player};
use proptest::prelude::*;
use smokkelen::{Color, Config, History, Label, Move, Position, PublicPosition, Square, Stone};

fn starts() -> impl Strategy<Value = Position> {
    prop_oneof![
        Just(Position::default()),
        any::<u64>().prop_map(Position::from_seed),
        Just(DIAGRAM.parse::<Position>().unwrap()),
        Just(
            DIAGRAM
                .replace("ply=0", "ply=0 turns=2 freeze=opponent limit=40")
                .parse::<Position>()
                .unwrap()
        ),
        any::<u64>().prop_map(|s| {
            let config = Config {
                max_slide_turns: (s % 3) as u8,
                freeze_only_opponent_owned: s % 2 == 0,
                ply_limit: 60,
            };
            Position::random_start_with(config, &mut seeded_rng(s))
        }),
    ]
}

fn square(i: u8) -> Square {
    Square::new(usize::from(i % 30)).unwrap()
}

/// Each of the 20 possible stones stands at most once, and the counts agree.
fn check_stones(pos: &Position) -> Result<(), TestCaseError> {
    let mut seen = std::collections::HashSet::new();
    for i in 0..30 {
        if let Some(s) = pos.stone_at(Square::new(i).unwrap()) {
            prop_assert!(seen.insert(s), "{} twice in {}", s, pos);
        }
    }
    prop_assert_eq!(seen.len(), pos.occupied().count());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// The whole `Game` contract on every position of random walks, from play
    /// starts and from the set-up phase.
    #[test]
    fn walks_keep_the_contract(start in starts(), (_, picks) in walks(80)) {
        check_walk(&start, &picks)?;
    }

    #[test]
    fn setup_walks_keep_the_contract((_, picks) in walks(40)) {
        check_walk(&Position::setup_phase(Config::default()), &picks)?;
    }

    #[test]
    fn history_walks_keep_the_contract((seed, picks) in walks(40)) {
        check_walk(&History::new(Position::from_seed(seed)), &picks)?;
    }

    /// Every move is legal by the slow generator; no stone moves backward for its
    /// owner, the frozen stone never moves, stones stay on the board without
    /// overlapping, and the Zobrist key is kept up to date.
    #[test]
    fn moves_obey_the_rules(start in starts(), (_, picks) in walks(100)) {
        for pos in walk(&start, &picks) {
            check_stones(&pos)?;
            prop_assert_eq!(pos.zobrist_hash(), pos.compute_zobrist_hash());
            let moves: std::collections::BTreeSet<Move> = pos.legal_moves().into_iter().collect();
            prop_assert_eq!(&moves, &slow::legal_moves(&pos), "{}", pos);
            for mv in moves {
                let Move::Stone { from, to } = mv else { continue };
                let stone = pos.stone_at(from).expect("a stone");
                let (a, b) = (from.rank(), to.rank());
                match stone.color {
                    Color::White => prop_assert!(b >= a, "{} backward in {}", mv, pos),
                    Color::Black => prop_assert!(b <= a, "{} backward in {}", mv, pos),
                }
                if pos.frozen() == Some(from) {
                    prop_assert!(pos.config().freeze_only_opponent_owned && stone.color == pos.turn(), "{} moves the frozen stone", mv);
                }
                let mut after = pos.clone();
                after.play(mv).unwrap();
                prop_assert_eq!(after.stone_at(to), Some(stone));
                prop_assert_eq!(after.stone_at(from), None);
                prop_assert_eq!(after.occupied().count(), pos.occupied().count());
                prop_assert_eq!(after.frozen(), Some(to));
            }
        }
    }

    /// Random (from, to) pairs, passes and set-up moves that are not legal are
    /// rejected and leave the position as it was.
    #[test]
    fn illegal_moves_change_nothing(start in starts(), (_, picks) in walks(60), tries in prop::collection::vec((any::<u8>(), any::<u8>()), 1..20)) {
        let pos = walk(&start, &picks).pop().unwrap();
        let legal = pos.legal_moves();
        let mut candidates: Vec<Move> = tries
            .iter()
            .filter(|(a, b)| a % 30 != b % 30)
            .map(|&(a, b)| Move::stone(square(a), square(b)))
            .collect();
        candidates.extend([Move::Pass, Move::ChooseSecret(Label::ALL[3]), Move::Place(Label::ALL[5])]);
        for mv in candidates {
            if !legal.contains(&mv) {
                check_illegal_move(&pos, mv)?;
            }
        }
    }

    /// Position, public position, game record and route notation round-trip.
    #[test]
    fn notation_round_trips(start in starts(), (_, picks) in walks(60)) {
        let mut game = History::new(start.clone());
        for pos in walk(&start, &picks) {
            let text = pos.to_string();
            prop_assert_eq!(text.parse::<Position>().unwrap(), pos.clone());
            if let Some(public) = pos.public() {
                prop_assert_eq!(public.to_string().parse::<PublicPosition>().unwrap(), public);
            }
            for mv in pos.legal_moves() {
                let route = pos.format_move(mv);
                prop_assert_eq!(pos.parse_move(&route).unwrap(), mv);
                prop_assert_eq!(mv.to_string().parse::<Move>().unwrap(), mv);
                if let Some(path) = pos.path(mv) {
                    prop_assert_eq!(path.to_move(), mv);
                }
            }
        }
        for pos in walk(&start, &picks).windows(2) {
            let mv = pos[0].legal_moves().into_iter().find(|&m| {
                let mut c = pos[0].clone();
                c.play_unchecked(m);
                c == pos[1]
            }).unwrap();
            game.play(mv).unwrap();
        }
        prop_assert_eq!(game.to_string().parse::<History>().unwrap(), game);
    }

    /// Garbage, truncated and mutated text never panics any reader.
    #[test]
    fn bad_input_never_panics(start in starts(), cut in any::<prop::sample::Index>(), byte in any::<u8>(), garbage in ".{0,80}") {
        let text = start.to_string();
        let mut inputs = vec![garbage.clone(), text[..cut.index(text.len() + 1)].to_string()];
        let mut bytes = text.clone().into_bytes();
        let i = cut.index(bytes.len());
        bytes[i] = byte;
        if let Ok(s) = String::from_utf8(bytes) {
            inputs.push(s);
        }
        for input in inputs {
            let _ = input.parse::<Position>();
            let _ = input.parse::<PublicPosition>();
            let _ = input.parse::<History>();
            let _ = input.parse::<Move>();
            let _ = input.parse::<Stone>();
            let _ = start.parse_move(&input);
            let _ = start.parse_path(&input);
        }
    }

    /// Views (and their Debug and Display) do not depend on the opponent's secret,
    /// among the opponent's stones that could be it; the owner's view does.
    #[test]
    fn views_hide_the_opponent_secret(start in starts(), (seed, picks) in walks(60)) {
        let pos = walk(&start, &picks).pop().unwrap();
        prop_assume!(Game::outcome(&pos).is_none());
        for me in Color::ALL {
            let opp = me.opponent();
            let view = pos.view(Player::from(me));
            let other_view = pos.view(Player::from(opp));
            for sq in pos.stones(opp) {
                let Some(s) = pos.stone_at(sq) else { continue };
                if sq.rank() == opp.far_rank() { continue; }
                let mut setup = pos.to_setup();
                setup.secrets[opp.index()] = Some(s.label);
                let alt = Position::from_setup(setup).unwrap();
                let alt_view = alt.view(Player::from(me));
                prop_assert_eq!(&alt_view, &view);
                prop_assert_eq!(format!("{alt_view:?}"), format!("{view:?}"));
                prop_assert_eq!(alt_view.to_string(), view.to_string());
                if Some(s.label) != pos.secret(opp) {
                    prop_assert_ne!(alt.view(Player::from(opp)), other_view.clone());
                }
            }
            let shown = format!("secrets={}", if me == Color::White { format!("W{},B?", pos.secret(me).unwrap()) } else { format!("W?,B{}", pos.secret(me).unwrap()) });
            prop_assert!(view.to_string().contains(&shown), "{}", view);
            prop_assert!(format!("{view:?}").contains(&shown), "{:?}", view);
            let det = pos.determinize(Player::from(me), &mut seeded_rng(seed));
            prop_assert_eq!(det.view(Player::from(me)), view);
        }
    }
}
