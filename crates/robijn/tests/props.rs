//! Property tests over random walks and constructed positions: the `boardcore::Game`
//! contract through the shared checks, legality, illegal moves rejected without a
//! trace, stones that never leave the board or overlap, incremental hashing, the
//! end conditions (normal and blockade win) against the slow generator's reading of
//! the rules, notation round trips, and parsers that never panic.

use crate::slow::Slow;
use boardcore::testing::{check_illegal_move, check_walk, walk, walks};
use boardcore::{Game, Outcome, Turn};
use proptest::prelude::*;
use robijn::{
    Bitboard, History, Move, Path, Position, Setup, Side, Square, Stone, Termination, layout,
};

fn sq(i: u8) -> Square {
    Square::new(usize::from(i)).expect("on the board")
}

/// Checks what every reachable position must satisfy.
fn check_position(pos: &Position) -> Result<(), TestCaseError> {
    // Every stone once, nothing else: the board is a valid setup and rebuilds the
    // same position.
    let setup = pos.to_setup();
    prop_assert_eq!(Position::from_setup(&setup), Ok(pos.clone()));
    prop_assert_eq!(pos.occupied().count(), Stone::COUNT);
    let sides = pos.stones(Side::A) & pos.stones(Side::B);
    prop_assert!(sides.is_empty());
    for stone in Stone::all() {
        let at = pos.square_of(stone);
        prop_assert_eq!(pos.stone_at(at), Some(stone));
        prop_assert!(pos.stones_of(stone.color()).contains(at));
    }
    prop_assert_eq!(pos.zobrist_hash(), pos.compute_hash());
    // Notation.
    let text = pos.to_string();
    prop_assert_eq!(text.parse::<Position>().ok(), Some(pos.clone()), "{}", text);
    // Moves.
    let moves = pos.legal_moves();
    prop_assert_eq!(moves.is_empty(), pos.outcome().is_some());
    prop_assert_eq!(moves.is_empty(), pos.termination().is_some());
    prop_assert_eq!(pos.count_legal_moves(), moves.len());
    for &mv in &moves {
        prop_assert!(pos.is_legal(mv));
        prop_assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
        prop_assert_eq!(pos.parse_move(&pos.format_move(mv)), Ok(mv));
        if let Move::Play { from, to } = mv {
            let stone = pos.stone_at(from).expect("a stone on the start field");
            prop_assert_eq!(stone.side(), pos.turn());
            prop_assert!(pos.stone_at(to).is_none());
            prop_assert!(layout::landings(stone.color()).contains(to));
            let path = pos.path(mv).expect("a legal move has a path");
            prop_assert_eq!(path.to_move(), mv);
            prop_assert!(pos.is_legal_path(&path), "{}", path);
            let shown = path.to_string();
            prop_assert_eq!(shown.parse::<Path>(), Ok(path.clone()));
            prop_assert_eq!(pos.parse_move(&shown), Ok(mv), "{}", shown);
            prop_assert_eq!(
                mv.is_step(),
                path.squares().len() == 2 && from.distance(to) == 1
            );
        } else {
            prop_assert_eq!(moves.len(), 1, "a pass is the only move");
        }
    }
    Ok(())
}

/// Builds a position with A's blockade: `keep` marks the fields of B's house that
/// keep a B stone (the others hold A's correct stone), `spots` places the rest.
fn blockade_setup(keep: &[bool; 20], spots: &[u8], side: Side) -> Option<Setup> {
    let mut setup = Setup::empty(side);
    let house_b: Vec<Square> = layout::house(Side::B).iter().collect();
    let mut a_rest = Vec::new();
    let mut b_rest: Vec<Stone> = Stone::of(Side::B).collect();
    for stone in Stone::of(Side::A) {
        let goal = layout::goal_square(stone);
        let i = house_b.iter().position(|&s| s == goal)?;
        if keep[i] {
            a_rest.push(stone);
        } else {
            setup.set(goal, Some(stone));
        }
    }
    for (i, &field) in house_b.iter().enumerate() {
        if keep[i] {
            setup.set(field, Some(b_rest.pop()?));
        }
    }
    // A's other stones go outside both houses; B's anywhere else.
    let middle = !(layout::house(Side::A) | layout::house(Side::B));
    let mut free_middle: Vec<Square> = middle.iter().collect();
    let mut free_a_house: Vec<Square> = layout::house(Side::A).iter().collect();
    let mut k = 0;
    let mut next = |n: usize| {
        let s = spots.get(k).copied().unwrap_or(0);
        k += 1;
        usize::from(s) % n
    };
    for stone in a_rest {
        let i = next(free_middle.len());
        setup.set(free_middle.swap_remove(i), Some(stone));
    }
    for stone in b_rest {
        let total = free_middle.len() + free_a_house.len();
        let i = next(total);
        let field = if i < free_middle.len() {
            free_middle.swap_remove(i)
        } else {
            free_a_house.swap_remove(i - free_middle.len())
        };
        setup.set(field, Some(stone));
    }
    Some(setup)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The whole `Game` contract along random walks of a bare position.
    #[test]
    fn positions_keep_the_game_contract((_, indexes) in walks(80)) {
        check_walk(&Position::default(), &indexes)?;
    }

    /// The same for a game with its history (repetition and ply-limit draws).
    #[test]
    fn histories_keep_the_game_contract((_, indexes) in walks(40)) {
        check_walk(&History::default(), &indexes)?;
        let games = walk(&History::default(), &indexes);
        let last = games.last().expect("the start at least");
        prop_assert_eq!(last.to_string().parse::<History>().ok(), Some(last.clone()));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    /// Legal moves, stones, hashing, notation and the end along random walks.
    #[test]
    fn walks_keep_the_invariants((_, indexes) in walks(400)) {
        for pos in walk(&Position::default(), &indexes) {
            check_position(&pos)?;
        }
    }

    /// Moves that are not legal are refused and leave the position as it was.
    #[test]
    fn illegal_moves_are_rejected(
        (_, indexes) in walks(200),
        attempts in prop::collection::vec((0u8..100, 0u8..100), 1..40),
    ) {
        let pos = walk(&Position::default(), &indexes).pop().expect("the start at least");
        let legal = pos.legal_moves();
        let mut tried = 0;
        for mv in attempts
            .into_iter()
            .map(|(a, b)| Move::new(sq(a), sq(b)))
            .chain([Move::Pass])
            .filter(|mv| !legal.contains(mv))
        {
            check_illegal_move(&pos, mv)?;
            let mut after = pos.clone();
            prop_assert!(Game::play(&mut after, mv).is_err());
            prop_assert_eq!(after.to_string(), pos.to_string());
            prop_assert_eq!(after.zobrist_hash(), pos.zobrist_hash());
            prop_assert!(pos.path(mv).is_none());
            prop_assert!(pos.parse_move(&mv.to_string()).is_err());
            tried += 1;
        }
        prop_assert!(tried >= 1);
    }

    /// Constructed blockades: A wins, whoever is to move, and the slow reading of the
    /// rule agrees; breaking any of its three conditions undoes it.
    #[test]
    fn blockade_wins(
        keep in prop::array::uniform20(any::<bool>()),
        spots in prop::collection::vec(any::<u8>(), 40),
        b_to_move in any::<bool>(),
        breaker in 0u8..3,
        pick in any::<u8>(),
    ) {
        prop_assume!(keep.iter().any(|&k| k));
        let side = if b_to_move { Side::B } else { Side::A };
        let setup = blockade_setup(&keep, &spots, side).expect("constructible");
        let pos = Position::from_setup(&setup).expect("valid setup");
        prop_assert!(pos.is_blockade(Side::A), "{}", pos);
        prop_assert!(!pos.is_blockade(Side::B));
        prop_assert_eq!(pos.winner(), Some(Side::A));
        prop_assert_eq!(Slow::of(&pos).winner(), Some(Side::A));
        prop_assert_eq!(pos.termination(), Some(Termination::Blockade));
        prop_assert_eq!(pos.outcome(), Some(Outcome::win(Side::A.into())));
        prop_assert!(pos.legal_moves().is_empty());

        // Break one condition.
        let mut broken = setup.clone();
        let house_b = layout::house(Side::B);
        let a_out: Vec<Square> = (pos.stones(Side::A) - house_b).iter().collect();
        let a_in: Vec<Square> = (pos.stones(Side::A) & house_b).iter().collect();
        let free_a_house: Vec<Square> = (layout::house(Side::A) - pos.occupied()).iter().collect();
        let ok = match breaker {
            // (1) an A stone back in A's house.
            0 if !a_out.is_empty() && !free_a_house.is_empty() => {
                let from = a_out[usize::from(pick) % a_out.len()];
                broken.set(free_a_house[usize::from(pick) % free_a_house.len()], broken.get(from));
                broken.set(from, None);
                true
            }
            // (2) a field of B's house emptied.
            1 => {
                let field = house_b.iter().nth(usize::from(pick) % 20).expect("20 fields");
                let to = (!pos.occupied()).iter().find(|s| !house_b.contains(*s) && !layout::house(Side::A).contains(*s)).expect("free field");
                broken.set(to, broken.get(field));
                broken.set(field, None);
                true
            }
            // (2) two of A's stones in B's house swapped: wrong numbers.
            2 if a_in.len() >= 2 => {
                let (x, y) = (a_in[0], a_in[1 + usize::from(pick) % (a_in.len() - 1)]);
                let (sx, sy) = (broken.get(x), broken.get(y));
                broken.set(x, sy);
                broken.set(y, sx);
                true
            }
            _ => false,
        };
        if ok {
            let pos = Position::from_setup(&broken).expect("valid setup");
            prop_assert!(!pos.is_blockade(Side::A), "{}", pos);
            prop_assert_eq!(pos.winner(), Slow::of(&pos).winner());
        }
    }

    /// Random boards: the winner agrees with the slow reading of the rules.
    #[test]
    fn winners_agree_with_the_slow_reading(
        keep in prop::array::uniform20(any::<bool>()),
        spots in prop::collection::vec(any::<u8>(), 40),
        swaps in prop::collection::vec((0u8..100, 0u8..100), 0..4),
    ) {
        prop_assume!(keep.iter().any(|&k| k));
        let mut setup = blockade_setup(&keep, &spots, Side::A).expect("constructible");
        for (a, b) in swaps {
            let (x, y) = (setup.get(sq(a)), setup.get(sq(b)));
            setup.set(sq(a), y);
            setup.set(sq(b), x);
        }
        let pos = Position::from_setup(&setup).expect("valid setup");
        prop_assert_eq!(pos.winner(), Slow::of(&pos).winner(), "{}", pos);
        let mut fast: Vec<Move> = pos.legal_moves().into_iter().collect();
        fast.sort();
        prop_assert_eq!(fast, Slow::of(&pos).moves(), "{}", pos);
    }

    /// Garbage never panics a parser.
    #[test]
    fn garbage_never_panics(text in "\\PC{0,300}") {
        let _ = text.parse::<Position>();
        let _ = text.parse::<Setup>();
        let _ = text.parse::<Move>();
        let _ = text.parse::<Path>();
        let _ = text.parse::<Stone>();
        let _ = text.parse::<History>();
        let _ = Position::default().parse_move(&text);
        let _ = Position::from_arg(&text);
    }

    /// Mutated and truncated position strings and moves never panic, and what
    /// parses prints back the same.
    #[test]
    fn mutated_notation_never_panics(
        (_, indexes) in walks(100),
        edits in prop::collection::vec((any::<u16>(), prop::sample::select(vec!['.', '/', ' ', 'a', 'b', 'r', 'g', 'u', 'x', '-', '0', '1', '2', '9', 'é'])), 1..4),
        cut in any::<u16>(),
    ) {
        let pos = walk(&Position::default(), &indexes).pop().expect("the start at least");
        let moves = pos.legal_moves();
        let path = moves.first().and_then(|&m| pos.path(m)).map(|p| p.to_string()).unwrap_or_default();
        for original in [pos.to_string(), path] {
            let mut text: Vec<char> = original.chars().collect();
            for &(at, c) in &edits {
                let i = usize::from(at) % (text.len() + 1);
                match at % 3 {
                    0 if i < text.len() => text[i] = c,
                    1 if i < text.len() => { text.remove(i); }
                    _ => text.insert(i, c),
                }
            }
            let text: String = text.into_iter().collect();
            let truncated: String = original.chars().take(usize::from(cut) % (original.len() + 1)).collect();
            for t in [&text, &truncated] {
                if let Ok(p) = t.parse::<Position>() {
                    prop_assert_eq!(&p.to_string(), t);
                }
                let _ = t.parse::<Move>();
                let _ = pos.parse_move(t);
                let _ = t.parse::<History>();
            }
        }
    }
}

/// Builds a position where A's red 19 stands on b8 next to its goal b9 and every
/// other A stone is home; B's stones fill rows 3-7 partly.
fn one_step_from_home() -> Setup {
    let mut setup = Setup::empty(Side::A);
    let r19: Stone = "r19".parse().expect("stone");
    for stone in Stone::of(Side::A) {
        if stone != r19 {
            setup.set(layout::goal_square(stone), Some(stone));
        }
    }
    setup.set("b8".parse().expect("square"), Some(r19));
    let fields =
        (Bitboard::RANKS[2] | Bitboard::RANKS[3] | Bitboard::RANKS[4] | Bitboard::RANKS[5]).iter();
    for (stone, field) in Stone::of(Side::B).zip(fields) {
        setup.set(field, Some(stone));
    }
    setup
}

#[test]
fn the_last_stone_home_wins() {
    let pos = Position::from_setup(&one_step_from_home()).expect("valid");
    assert_eq!(pos.termination(), None);
    assert_eq!(pos.stones_home(Side::A), 19);
    let mv = pos.parse_move("b8-b9").expect("legal step home");
    let mut after = pos.clone();
    after.play(mv).expect("legal");
    assert_eq!(after.termination(), Some(Termination::Home));
    assert_eq!(after.outcome(), Some(Outcome::win(Side::A.into())));
    assert_eq!(Slow::of(&after).winner(), Some(Side::A));
    assert!(after.legal_moves().is_empty());
    assert!(after.parse_move("a3-a4").is_err());
}

/// The `boardcore::Game` view of a bare position reports the end as well: "Win: after
/// a move, all 20 of the mover's stones stand on their goal fields" (spec, "Turn order
/// and end"), through the trait's `outcome` and `turn`, as generic code sees it.
#[test]
fn the_game_trait_reports_the_home_win() {
    let pos = Position::from_setup(&one_step_from_home()).expect("valid");
    assert_eq!(Game::outcome(&pos), None, "one stone still away");
    assert_eq!(Game::turn(&pos), Turn::Player(Side::A.into()));
    let mut after = pos.clone();
    Game::play(
        &mut after,
        pos.parse_move("b8-b9").expect("legal step home"),
    )
    .expect("legal");
    let win = Outcome::win(Side::A.into());
    assert_eq!(Game::outcome(&after), Some(win));
    assert_eq!(Game::turn(&after), Turn::Over(win));
}

/// The blockade rule's third condition at its ends (spec, "Blockade rule": "at least
/// one opponent stone is still in the opponent's house"). B's house holding only B's
/// stones, all twenty, is a blockade once A has no stone in its own house; and with
/// every A stone on its goal no B stone is left in B's house, so it is no blockade
/// (A has won by the home rule instead).
#[test]
fn the_third_blockade_condition_counts_the_opponents_stones() {
    let setup = blockade_setup(&[true; 20], &[], Side::A).expect("constructible");
    let pos = Position::from_setup(&setup).expect("valid");
    assert!(pos.is_blockade(Side::A), "{pos}");
    assert_eq!(pos.termination(), Some(Termination::Blockade));
    assert_eq!(pos.winner(), Some(Side::A));
    assert_eq!(Slow::of(&pos).winner(), Some(Side::A));

    let setup = blockade_setup(&[false; 20], &[], Side::B).expect("constructible");
    let pos = Position::from_setup(&setup).expect("valid");
    assert!(!pos.is_blockade(Side::A), "{pos}");
    assert_eq!(pos.termination(), Some(Termination::Home));
    assert_eq!(pos.winner(), Some(Side::A));
}

#[test]
fn a_move_that_completes_a_blockade_wins() {
    // As above, but blue 11 stays home on j9 (red 11's goal) and red 11 waits in the
    // middle, and red 19 steps onto b9 last.
    let mut setup = one_step_from_home();
    let (r11, u11): (Stone, Stone) = ("r11".parse().expect("stone"), "u11".parse().expect("stone"));
    let j9: Square = "j9".parse().expect("square");
    let u11_at = Square::all()
        .find(|&s| setup.get(s) == Some(u11))
        .expect("on the board");
    setup.set(u11_at, Some(r11));
    setup.set(j9, Some(u11));
    let pos = Position::from_setup(&setup).expect("valid");
    assert_eq!(pos.termination(), None, "b9 is still empty");
    let mut after = pos.clone();
    after
        .play(pos.parse_move("b8-b9").expect("legal"))
        .expect("legal");
    assert!(after.is_blockade(Side::A));
    assert_eq!(after.termination(), Some(Termination::Blockade));
    assert_eq!(after.winner(), Some(Side::A));
    assert_eq!(Slow::of(&after).winner(), Some(Side::A));
    // A stone of A's left at home spoils it.
    let mut spoiled = after.to_setup();
    let a1: Square = "a1".parse().expect("square");
    assert_eq!(spoiled.get(a1), None);
    spoiled.set(u11_at, None);
    spoiled.set(a1, Some(r11));
    let spoiled = Position::from_setup(&spoiled).expect("valid");
    assert!(!spoiled.is_blockade(Side::A));
    assert_eq!(spoiled.winner(), None);
}

#[test]
fn a_side_without_moves_passes() {
    assert!(!Position::default().is_legal(Move::Pass));
    assert!(!Position::default().legal_moves().contains(&Move::Pass));
    // A at home on rows 1 and 2, B's stones on rows 3 and 4 but for the brown field
    // c4, and one B stone at home on j10 (else B would win by the blockade rule): no
    // A stone can step, and every jump chain of a red stone ends on c4 or back at its
    // start; B can move.
    let mut setup = Setup::empty(Side::A);
    for stone in Stone::of(Side::A) {
        setup.set(layout::start_square(stone), Some(stone));
    }
    let c4: Square = "c4".parse().expect("square");
    let fields = (Bitboard::RANKS[2] | Bitboard::RANKS[3])
        .without(c4)
        .with("j10".parse().expect("square"));
    for (stone, field) in Stone::of(Side::B).zip(fields.iter()) {
        setup.set(field, Some(stone));
    }
    let pos = Position::from_setup(&setup).expect("valid");
    assert_eq!(pos.legal_moves().into_vec(), vec![Move::Pass]);
    assert_eq!(Slow::of(&pos).moves(), vec![Move::Pass]);
    // "A player with no legal move passes": the pass is its one move, so the count
    // (popcount of the targets, not the list) is one too.
    assert_eq!(pos.count_legal_moves(), 1);
    assert_eq!(Game::legal_move_count(&pos), 1);
    assert_eq!(pos.termination(), None);
    assert_eq!(pos.parse_move("pass"), Ok(Move::Pass));
    let mut after = pos.clone();
    after.play(Move::Pass).expect("a pass");
    assert_eq!(after.turn(), Side::B);
    assert_eq!(after.zobrist_hash(), after.compute_hash());
    assert!(!after.legal_moves().is_empty());
    assert!(!after.is_legal(Move::Pass));
}

#[test]
fn types_are_send_and_sync() {
    boardcore::testing::assert_send_sync::<Position>();
    boardcore::testing::assert_send_sync::<History>();
    boardcore::testing::assert_send_sync::<Move>();
    boardcore::testing::assert_send_sync::<Setup>();
    boardcore::testing::assert_send_sync::<robijn::ParsePositionError>();
    boardcore::testing::assert_send_sync::<robijn::ParseHistoryError>();
}

#[test]
fn a_chain_may_jump_the_same_stone_twice() {
    // Spec, Moves 2 [CHOICE]: "the same stone may be jumped more than once". Brown 1
    // on a3, green 10 on b4 and green 9 on c4 (green 8 fills a1): a3 jumps over b4 to
    // c5, over c4 to c3, and over b4 again to the white field a5, which no other
    // chain reaches (a4, b3, b5 and a2's jumps lead nowhere else).
    let mut setup = Setup::start(Side::A);
    let at = |s: &str| -> Square { s.parse().expect("square") };
    let b1 = setup.get(at("a1")).expect("brown 1");
    let g10 = setup.get(at("a10")).expect("green 10");
    let g9 = setup.get(at("b10")).expect("green 9");
    let g8 = setup.get(at("c10")).expect("green 8");
    for s in ["a1", "a10", "b10", "c10"] {
        setup.set(at(s), None);
    }
    setup.set(at("a3"), Some(b1));
    setup.set(at("b4"), Some(g10));
    setup.set(at("c4"), Some(g9));
    setup.set(at("a1"), Some(g8));
    let pos = Position::from_setup(&setup).expect("valid");
    let mv: Move = "a3xa5".parse().expect("a move");
    assert!(pos.legal_moves().contains(&mv), "{pos}");
    assert!(Slow::of(&pos).moves().contains(&mv));
    let path = pos.path(mv).expect("a legal move has a path");
    assert_eq!(path.to_string(), "a3xc5xc3xa5");
    assert!(pos.is_legal_path(&path));
    assert_eq!(pos.parse_move("a3xc5xc3xa5"), Ok(mv));
    // Without the second green stone the chain breaks: a5 is out of reach.
    let mut no_c4 = setup;
    no_c4.set(at("c4"), None);
    no_c4.set(at("c10"), Some(g9));
    let no_c4 = Position::from_setup(&no_c4).expect("valid");
    assert!(!no_c4.legal_moves().contains(&mv), "{no_c4}");
}

/// The white fields reachable from `from` through white fields (8 directions).
fn white_group(from: Square) -> Bitboard {
    let white = layout::fields(None);
    let mut group = Bitboard::neighbours(from) & white;
    loop {
        let grown = group
            .iter()
            .fold(group, |g, sq| g | (Bitboard::neighbours(sq) & white));
        if grown == group {
            return group;
        }
        group = grown;
    }
}

#[test]
fn neither_side_can_ever_be_stuck_together_on_this_board() {
    // A stone can always step onto an empty white neighbour. For every stone to be
    // stuck, each white neighbour of a stone must hold a stone, and so on: the
    // stones would cover the white group next to any of them. On this board every
    // field has a white neighbour and the 60 white fields are one group, more than
    // the 40 stones: so in every position some stone can step, the two passes in a
    // row of the draw rule cannot happen, and `Termination::NoMoves` is never reached
    // (the rule is kept, in `History`, for a corrected board).
    for sq in Square::all() {
        let group = white_group(sq);
        assert_eq!(group.count(), 60, "{sq}");
        assert!(group.count() > Stone::COUNT);
    }
    // So a record ending `pass pass` is refused at the second pass: the side that
    // did not pass has a move.
    let mut setup = Setup::empty(Side::A);
    for stone in Stone::of(Side::A) {
        setup.set(layout::start_square(stone), Some(stone));
    }
    let c4: Square = "c4".parse().expect("square");
    let fields = (Bitboard::RANKS[2] | Bitboard::RANKS[3])
        .without(c4)
        .with("j10".parse().expect("square"));
    for (stone, field) in Stone::of(Side::B).zip(fields.iter()) {
        setup.set(field, Some(stone));
    }
    let record = format!("{setup} moves pass pass");
    match record.parse::<History>() {
        Err(robijn::ParseHistoryError::Move { ply: 2, .. }) => {}
        other => panic!("{other:?}"),
    }
    let game: History = format!("{setup} moves pass").parse().expect("A is stuck");
    assert!(!game.legal_moves().is_empty());
    assert!(!game.is_legal(Move::Pass));
}
