//! Property tests over seeded games: the invariants of the rules, and the `Game`
//! contract.

use boardcore::testing::{check_walk, seeded_rng, walks};
use boardcore::{Game, Player, Turn, random_move};
use locksley::{Content, Move, Phase, Position, Sides, Square, TrackLength};
use proptest::prelude::*;

/// The most plies a game can take: 500 turns of at most a few dozen actions each
/// (a Robin move, sales, advances, the end, 23 fills and 23 draws).
const CAP: usize = 500 * 120;

/// Returns the start of a game: the placeholder content, a track length and sides
/// drawn from `seed`, the track shuffled by it.
fn start(seed: u64) -> Position {
    let length =
        [TrackLength::Short, TrackLength::Standard, TrackLength::Long][(seed % 3) as usize];
    let sides = [Sides::Day, Sides::Night, Sides::Mixed][(seed / 3 % 3) as usize];
    Content::placeholder().start_position(length, sides, Some(seed))
}

/// Checks the invariants of one move from `before` to `after`.
fn check_step(before: &Position, mv: Move, after: &Position) -> Result<(), TestCaseError> {
    let me = before.side();
    // 60 tiles, 10 of each colour, wherever they are.
    prop_assert_eq!(after.tiles_by_colour(), [10, 10, 10, 10, 10, 10, 0, 0]);
    let finish = before.track().finish();
    match mv {
        Move::MoveRobin(to) => {
            let from = before.robin(me).expect("a Robin in play");
            let (df, dr) = (
                from.file().abs_diff(to.file()),
                from.rank().abs_diff(to.rank()),
            );
            prop_assert!(
                (df, dr) == (1, 2) || (df, dr) == (2, 1),
                "{} to {}",
                from,
                to
            );
            prop_assert_ne!(Some(to), before.robin(me.opponent()));
            prop_assert!(!before.robin_moved());
        }
        Move::PayFinish => {
            prop_assert_eq!(before.bard(me) + 1, finish);
            prop_assert_eq!(after.supply(me).gold() + 4, before.supply(me).gold());
            prop_assert_eq!(after.outcome().and_then(|o| o.winner()), Some(me));
        }
        _ => {}
    }
    // A Bard enters the finish only by paying 4 gold.
    for p in [Player::FIRST, Player::SECOND] {
        if after.bard(p) == finish && before.bard(p) != finish {
            prop_assert_eq!(mv, Move::PayFinish);
        }
        prop_assert!(after.bard(p) >= before.bard(p));
        prop_assert!(after.bard(p) <= before.bard(p) + 1);
    }
    // Lapping ends the game at once: the mover wins, nothing more is legal.
    if let Some(o) = after.outcome() {
        prop_assert!(after.legal_moves().is_empty());
        if let Some(w) = o.winner() {
            prop_assert_eq!(w, me);
            let (mine, theirs) = (after.bard(w), after.bard(w.opponent()));
            prop_assert!(mine == finish || mine > theirs.max(2) + after.track().lap());
        }
    } else {
        let (a, b) = (after.bard(Player::FIRST), after.bard(Player::SECOND));
        let lap = after.track().lap();
        prop_assert!(
            a <= b.max(2) + lap && b <= a.max(2) + lap,
            "a lap not ended: {} {}",
            a,
            b
        );
    }
    // The short refill goes on while a square is empty and a tile is left to fill it
    // or a sale or payment could bring one; with no tile, only those and `end`.
    if after.phase() == Phase::Choose {
        let tiles: u32 = after
            .draw_pile()
            .iter()
            .chain(after.discard_pile())
            .map(|&n| u32::from(n))
            .sum();
        let legal = after.legal_moves();
        let fills = legal.iter().any(|m| matches!(m, Move::FillSquare(_)));
        prop_assert_eq!(fills, tiles > 0);
        prop_assert_eq!(legal.contains(&Move::EndTurn), tiles == 0);
        if tiles == 0 {
            prop_assert!(legal.contains(&Move::EndTurn));
            prop_assert!(
                legal
                    .iter()
                    .any(|m| matches!(m, Move::Sell(_) | Move::Pay(_)))
            );
        }
    }
    Ok(())
}

/// Plays a whole game from `start` with random moves (chance by weight), checking
/// every step; returns the final position and the plies played.
///
/// With `hoard` > 0 the players neither sell nor pay in the first `hoard` turns, so
/// that the tiles run short and the refill choices and empty squares come up.
fn play_game(start: Position, seed: u64, hoard: u16) -> Result<(Position, usize), TestCaseError> {
    let mut rng = seeded_rng(seed);
    let mut pos = start;
    for ply in 0..CAP {
        let mut legal: Vec<Move> = pos.legal_moves().to_vec();
        if pos.turns() < hoard && pos.turn() != Turn::Chance {
            let keep: Vec<Move> = legal
                .iter()
                .copied()
                .filter(|m| !matches!(m, Move::Sell(_) | Move::Pay(_)))
                .collect();
            if !keep.is_empty() {
                legal = keep;
            }
        }
        let Some(mv) = random_move(&pos, &legal, &mut rng) else {
            return Ok((pos, ply));
        };
        let mut next = pos;
        prop_assert!(next.play(mv).is_ok());
        check_step(&pos, mv, &next)?;
        pos = next;
    }
    Err(TestCaseError::fail(format!(
        "no end after {CAP} plies: {pos}"
    )))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_game_keeps_the_invariants_and_ends(seed in any::<u64>()) {
        let hoard = if seed % 2 == 0 { 0 } else { 40 + (seed % 80) as u16 };
        let (end, _) = play_game(start(seed), seed, hoard)?;
        prop_assert!(end.outcome().is_some());
        prop_assert!(end.turns() <= end.turn_limit());
    }

    #[test]
    fn positions_keep_the_game_contract((seed, indexes) in walks(120)) {
        check_walk(&start(seed), &indexes)?;
    }

    #[test]
    fn illegal_moves_are_rejected_unchanged(seed in any::<u64>(), plies in 0usize..400) {
        let mut rng = seeded_rng(seed);
        let mut pos = start(seed);
        for _ in 0..plies {
            let legal = pos.legal_moves();
            let Some(mv) = random_move(&pos, &legal, &mut rng) else { break };
            pos.play_unchecked(mv);
        }
        let legal = pos.legal_moves();
        for mv in all_moves() {
            if !legal.contains(&mv) {
                boardcore::testing::check_illegal_move(&pos, mv)?;
            }
        }
    }
}

/// Every move of the notation (colours 0 to 7, every square).
fn all_moves() -> Vec<Move> {
    let mut v = vec![Move::AdvanceByTask, Move::PayFinish, Move::EndTurn];
    for c in locksley::Loot::all(8) {
        v.extend([Move::Draw(c), Move::Sell(c), Move::Pay(c)]);
    }
    for s in Square::all() {
        v.extend([
            Move::MoveRobin(s),
            Move::FillSquare(s),
            Move::ChooseCorner(s),
        ]);
    }
    v
}

#[test]
fn the_deal_is_weighted_by_the_tiles_left() {
    let pos = Position::default();
    assert_eq!(pos.turn(), Turn::Chance);
    let d = pos.chance_distribution();
    assert_eq!(d.total(), 60);
    assert!(d.outcomes().iter().all(|&(_, w)| w == 10));
}

#[test]
fn seeded_games_replay_exactly() {
    let a = boardcore::random_playout(&start(5), &mut seeded_rng(9), CAP);
    let b = boardcore::random_playout(&start(5), &mut seeded_rng(9), CAP);
    assert_eq!(a.moves, b.moves);
    assert_eq!(a.position, b.position);
    assert!(a.position.outcome().is_some());
}

#[test]
fn the_fast_playout_plays_the_generic_game() {
    for seed in 0..40 {
        let start = start(seed);
        let generic = boardcore::random_playout(&start, &mut seeded_rng(seed), CAP);
        let fast = start.random_playout(&mut seeded_rng(seed));
        assert_eq!(fast, generic.position, "seed {seed}");
    }
    // From the middle of a game too.
    let mid = boardcore::random_playout(&start(3), &mut seeded_rng(3), 200).position;
    let generic = boardcore::random_playout(&mid, &mut seeded_rng(4), CAP);
    assert_eq!(mid.random_playout(&mut seeded_rng(4)), generic.position);
}

/// Tasks for random content sets (`{c}` is replaced by a colour name).
const TASKS: &[&str] = &[
    "loot({c}) >= 1",
    "loot({c}) < 2",
    "distinct >= 2",
    "distinct = 1",
    "total < 4",
    "total >= 3",
    "gold >= 1",
    "gold > opponent",
    "total <= opponent",
    "corner",
    "knight",
    "diagonal",
    "orthogonal",
    "sold",
];

/// A content file: `tiles` per colour (named `c0`, `c1`, ...), small tiles per side
/// `lengths` (sorted), tasks picked by `picks`.
fn content_text(tiles: &[u8], mut lengths: [u8; 3], picks: &[usize]) -> String {
    lengths.sort_unstable();
    let mut k = 0;
    let mut task = || {
        let p = picks[k % picks.len()];
        k += 1;
        let colour = format!("c{}", p % tiles.len());
        format!("\"{}\"", TASKS[p % TASKS.len()].replace("{c}", &colour))
    };
    let [short, standard, long] = lengths;
    let mut text = format!(
        "name = \"random\"\n[track]\nshort = {short}\nstandard = {standard}\nlong = {long}\n"
    );
    for (i, n) in tiles.iter().enumerate() {
        text += &format!("[[colour]]\nname = \"c{i}\"\ntiles = {n}\n");
    }
    for table in ["[start]", "[[corner]]", "[[corner]]", "[[corner]]"] {
        text += &format!(
            "{table}\nday = [{}, {}]\nnight = [{}, {}]\n",
            task(),
            task(),
            task(),
            task()
        );
    }
    for _ in 0..4 * long {
        text += &format!("[[small]]\nday = {}\nnight = {}\n", task(), task());
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Content sets of 1 to 8 colours of 1 to 60 tiles (25 to 250 in all), tracks of
    /// 1 to 6 small tiles a side: the tiles stay accounted for, every position reached
    /// reads back, illegal moves are refused unchanged, and the game ends.
    #[test]
    fn random_content_sets_play_by_the_rules(
        tiles in proptest::collection::vec(1u8..=60, 1..=8),
        lengths in proptest::array::uniform3(1u8..=6),
        picks in proptest::collection::vec(any::<usize>(), 1..40),
        seed in any::<u64>(),
    ) {
        let total: u32 = tiles.iter().map(|&n| u32::from(n)).sum();
        prop_assume!((25..=250).contains(&total));
        let text = content_text(&tiles, lengths, &picks);
        let content = Content::from_toml(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let mut expected = [0u32; 8];
        for (slot, &n) in expected.iter_mut().zip(&tiles) {
            *slot = u32::from(n);
        }
        let length = [TrackLength::Short, TrackLength::Standard, TrackLength::Long][(seed % 3) as usize];
        let sides = [Sides::Day, Sides::Night, Sides::Mixed][(seed / 3 % 3) as usize];
        let mut pos = content
            .start_position(length, sides, Some(seed))
            .with_turn_limit(200)
            .expect("a limit above 0 turns");
        let moves = all_moves();
        let mut rng = seeded_rng(seed);
        for ply in 0..CAP {
            prop_assert_eq!(pos.tiles_by_colour(), expected);
            prop_assert_eq!(pos.to_string().parse::<Position>(), Ok(pos));
            let legal = pos.legal_moves();
            if ply % 7 == 0 {
                for &mv in moves.iter().filter(|m| !legal.contains(m)) {
                    boardcore::testing::check_illegal_move(&pos, mv)?;
                }
            }
            let Some(mv) = random_move(&pos, &legal, &mut rng) else { break };
            let mut next = pos;
            prop_assert!(next.play(mv).is_ok());
            pos = next;
        }
        prop_assert!(pos.outcome().is_some(), "no end: {}", pos);
    }
}
