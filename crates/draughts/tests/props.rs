//! Property tests: the `Game` contract over random games of both variants, illegal
//! moves, notation round trips, colour mirroring, and garbage input.

use boardcore::testing::{check_illegal_move, check_walk, walk, walks};
use draughts::notation::pdn::Reader;
use draughts::{History, Move, Position, Square, SquareSet, Variant};
use proptest::prelude::*;

fn start(intl: bool) -> Position {
    Position::new(if intl {
        Variant::International
    } else {
        Variant::English
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn positions_keep_the_contract(intl in any::<bool>(), (_, indexes) in walks(150)) {
        check_walk(&start(intl), &indexes)?;
    }

    #[test]
    fn histories_keep_the_contract(intl in any::<bool>(), (_, indexes) in walks(150)) {
        check_walk(&History::new(start(intl)), &indexes)?;
    }

    #[test]
    fn illegal_moves_are_rejected(
        intl in any::<bool>(),
        (_, indexes) in walks(80),
        from in 1u8..=50, to in 1u8..=50, captured in any::<u64>(),
    ) {
        let pos = walk(&start(intl), &indexes).pop().expect("a position");
        let mv = Move::new(Square::new(from).unwrap(), Square::new(to).unwrap(), SquareSet(captured & ((1 << 50) - 1)));
        if !pos.legal_moves().contains(&mv) {
            check_illegal_move(&pos, mv)?;
        }
        // A legal move with one captured square dropped is illegal.
        for legal in pos.legal_moves() {
            if let Some(sq) = legal.captured().iter().next() {
                let mut set = legal.captured();
                set.remove(sq);
                check_illegal_move(&pos, Move::new(legal.from(), legal.to(), set))?;
            }
        }
    }

    #[test]
    fn notation_round_trips(intl in any::<bool>(), (_, indexes) in walks(150)) {
        for pos in walk(&start(intl), &indexes) {
            prop_assert_eq!(Position::from_fen(&pos.fen(), pos.variant()), Ok(pos));
            prop_assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
            for mv in pos.legal_moves() {
                prop_assert_eq!(pos.parse_move(&pos.format_move(mv)), Ok(mv));
                prop_assert_eq!(pos.parse_move(&mv.to_string()), Ok(mv));
                prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
            }
        }
    }

    #[test]
    fn mirroring_preserves_perft(intl in any::<bool>(), (_, indexes) in walks(100)) {
        let pos = walk(&start(intl), &indexes).pop().expect("a position");
        let mirror = pos.mirrored();
        prop_assert_eq!(mirror.mirrored(), pos);
        prop_assert_eq!(mirror.perft(3), pos.perft(3));
        prop_assert_eq!(mirror.perft_keep_duplicates(2), pos.perft_keep_duplicates(2));
        prop_assert_eq!(mirror.legal_moves().len(), pos.legal_moves().len());
    }

    #[test]
    fn garbage_never_panics(text in ".{0,80}", bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let lossy = String::from_utf8_lossy(&bytes).into_owned();
        for t in [text.as_str(), lossy.as_str()] {
            let _ = t.parse::<Position>();
            let _ = t.parse::<Move>();
            let _ = t.parse::<History>();
            let _ = Position::from_fen(t, Variant::English);
            let _ = Position::default().parse_move(t);
            for g in Reader::new(t).flatten() {
                let _ = g.replay(None);
            }
        }
    }

    #[test]
    fn mutated_input_never_panics(cut in 0usize..400, at in 0usize..400, byte in any::<u8>()) {
        let samples = [
            "W:W31-50:B1-20",
            "B:W18,K30:BK4,12.",
            "[Event \"x\"]\n[FEN \"W:WK2:B7,8,17,18\"]\n1. 2x2 {c} (1. 2-7) $3 *\n",
            "1. 32-28 19-23 2. 28x19 14x23 3. 33-29 1- 6 2-0",
            "28x19x23",
        ];
        for s in samples {
            let mut b = s.as_bytes().to_vec();
            b.truncate(cut.min(b.len()));
            if !b.is_empty() {
                let i = at % b.len();
                b[i] = byte;
            }
            let t = String::from_utf8_lossy(&b).into_owned();
            let _ = t.parse::<Position>();
            let _ = t.parse::<Move>();
            let _ = Position::default().parse_move(&t);
            for g in Reader::new(&t).flatten() {
                let _ = g.replay(None);
            }
        }
    }
}

#[test]
fn positions_are_send_and_sync() {
    boardcore::testing::assert_send_sync::<Position>();
    boardcore::testing::assert_send_sync::<History>();
    boardcore::testing::assert_send_sync::<Move>();
}
