//! The rules on hand-made positions, with results worked out by hand from the rules
//! text (docs/rules/locksley.md), not by the code.

use boardcore::{Game, IllegalMove, Outcome, Player, Turn};
use locksley::{Content, Move, Phase, Position, Sides, Termination, TrackLength};

const A: Player = Player::FIRST;
const B: Player = Player::SECOND;

/// The default track, written out by hand from content/placeholder.toml (day sides,
/// tiles in file order: smalls 0-2, Sherwood Forest, smalls 3-5, Major Oak, smalls
/// 6-8, Friar Tuck, smalls 9-11).
const TRACK: &str = "total>=1;gold>=1;\
    loot(0)>=1;loot(1)>=1;loot(2)>=1;distinct>=2;corner;\
    loot(3)>=1;loot(4)>=1;loot(5)>=1;loot(1)>=2;total>=3;\
    distinct>=2;total>=3;gold>=1;sold;gold>=2;\
    corner;knight;sold";

/// Reads a position that isolates a rule, which play need not reach (the strict
/// `FromStr` refuses most of them: a turn count of 0 with Bards far along, say).
fn parse_lenient(text: &str) -> Result<Position, locksley::ParsePositionError> {
    Ok(Position::from_setup_lenient(
        text.parse::<locksley::Setup>()?,
    )?)
}

/// A position in the notation with the default track.
fn pos(grid: &str, rest: &str) -> Position {
    let text = format!("{grid} {rest} {TRACK}");
    parse_lenient(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn mv(text: &str) -> Move {
    text.parse().expect("a move")
}

fn legal(p: &Position) -> Vec<String> {
    p.legal_moves().iter().map(|m| m.to_string()).collect()
}

/// Twenty-three red tiles, A on a1 and B on e5.
const FULL: &str = "0000B/00000/00000/00000/A0000";

#[test]
fn the_default_track_is_the_placeholder_file_in_order() {
    let track = Content::placeholder().track(TrackLength::Standard, Sides::Day, None);
    assert_eq!(track.to_string(), TRACK.replace(' ', ""));
    assert_eq!(*Position::default().track(), track);
    let short = Content::placeholder().track(TrackLength::Short, Sides::Night, None);
    // Night sides: smalls 0-1, Sherwood, smalls 2-3, Major Oak, smalls 4-5, Friar Tuck, 6-7.
    assert_eq!(
        short.to_string(),
        "total>=2;gold>=2;loot(0)>=2;loot(1)>=2;distinct>=3;knight;loot(2)>=2;loot(3)>=2;\
         loot(1)>=3;total>=5;loot(4)>=2;loot(5)>=2;sold;gold>=4;distinct>=4;total>=6"
    );
    assert_eq!(short.finish(), 3 + 2 * 14);
}

#[test]
fn selling_a_collection() {
    let mut p = pos(
        FULL,
        "a play 0,5,3,2,0,0:0,0,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 0/500",
    );
    assert_eq!(legal(&p), ["c2", "b3", "sell1", "sell2", "task"]);
    p.play(mv("sell1")).expect("5 tiles sell");
    assert_eq!(p.supply(A).loot(mv_colour(1)), 0);
    assert_eq!(p.supply(A).coins(mv_colour(1)), 3);
    assert_eq!(p.discard_pile()[1], 2);
    assert!(p.sold_this_turn());
    p.play(mv("sell2")).expect("3 tiles sell");
    assert_eq!(p.supply(A).coins(mv_colour(2)), 1);
    assert_eq!(p.supply(A).gold(), 4);
    // Two yellow tiles are not a collection to sell.
    assert_illegal(&mut p, "sell3");
    assert_eq!(legal(&p), ["c2", "b3", "task", "pay1", "pay2"]);
}

fn mv_colour(i: usize) -> locksley::Loot {
    locksley::Loot::new(i).expect("a colour")
}

fn assert_illegal(p: &mut Position, text: &str) {
    let before = *p;
    let m = mv(text);
    assert_eq!(p.play(m), Err(IllegalMove { mv: m }), "{text} in {p}");
    assert_eq!(*p, before);
}

#[test]
fn the_finish_costs_exactly_four_gold() {
    let rest = |coins: &str| {
        format!(
            "a play 0,0,0,0,0,0:{coins} 0,0,0,0,0,0:0,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 38,30 0/500"
        )
    };
    let mut p = pos(FULL, &rest("2,0,3,0,0,0"));
    assert_eq!(legal(&p), ["c2", "b3", "finish"]);
    assert_illegal(&mut p, "pay0");
    assert_illegal(&mut p, "task");
    p.play(mv("finish")).expect("5 gold pays 4");
    // Lowest colour first: both coins of colour 0, then two of colour 2.
    assert_eq!(p.supply(A).coin_counts()[..6], [0, 0, 1, 0, 0, 0]);
    assert_eq!(p.discard_pile()[..6], [2, 0, 2, 0, 0, 0]);
    assert_eq!(p.bard(A), 39);
    assert_eq!(p.outcome(), Some(Outcome::win(A)));
    assert_eq!(p.termination(), Some(Termination::Finish));
    assert!(p.legal_moves().is_empty());
    // Three gold do not pay the finish, and no other advance is possible.
    let p = pos(FULL, &rest("1,1,1,0,0,0"));
    assert_eq!(legal(&p), ["c2", "b3"]);
}

#[test]
fn lapping_wins_at_once() {
    let rest = |side: &str, bards: &str| {
        format!(
            "{side} play 0,0,0,0,0,0:1,0,0,0,0,0 0,0,0,0,0,0:1,0,0,0,0,0 0,0,10,10,10,8 0,0,0,0,0,0 {bards} 0/500"
        )
    };
    // A at 20, B still beside the start: 21 > max(0, 2) + 18.
    let mut p = pos(FULL, &rest("a", "20,0"));
    assert_eq!(p.outcome(), None);
    p.play(mv("pay0")).expect("a coin pays");
    assert_eq!(p.outcome(), Some(Outcome::win(A)));
    assert_eq!(p.termination(), Some(Termination::Lapped));
    assert_eq!(p.turn(), Turn::Over(Outcome::win(A)));
    // B at 3: 21 is not beyond 3 + 18, 22 would be.
    let mut p = pos(FULL, &rest("a", "20,3"));
    p.play(mv("pay0")).expect("a coin pays");
    assert_eq!(p.outcome(), None);
    // B laps A the same way.
    let mut p = pos(FULL, &rest("b", "2,20"));
    p.play(mv("pay0")).expect("a coin pays");
    assert_eq!(p.outcome(), Some(Outcome::win(B)));
    // Two Bards on one field do not end the game.
    let p = pos(FULL, &rest("a", "12,12"));
    assert_eq!(p.outcome(), None);
    // A position where a Bard has lapped is over, whoever is to move.
    let p = pos(FULL, &rest("b", "21,0"));
    assert_eq!(p.outcome(), Some(Outcome::win(A)));
    assert!(p.legal_moves().is_empty());
}

#[test]
fn refill_in_square_order_with_a_reshuffle_at_need() {
    // Empty a2 and c3; the draw pile has one yellow tile, the discard pile two green.
    let grid = "0000B/00000/00.00/.0000/A0000";
    let mut p = pos(
        grid,
        "a play+moved 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,1,0,0 0,2,0,0,0,0 0,0 7/500",
    );
    assert_eq!(legal(&p), ["end"]);
    p.play(mv("end")).expect("the Robin moved");
    assert_eq!(p.phase(), Phase::Refill);
    assert_eq!(p.turn(), Turn::Chance);
    // The yellow tile first: the discard pile is not shuffled in before it is needed.
    assert_eq!(legal(&p), ["draw3"]);
    p.play(mv("draw3")).expect("yellow");
    assert_eq!(p.tile("a2".parse().expect("a2")), Some(mv_colour(3)));
    assert_eq!(p.draw_pile()[..6], [0, 2, 0, 0, 0, 0]);
    assert_eq!(p.discard_pile()[..6], [0; 6]);
    assert_eq!(legal(&p), ["draw1"]);
    assert_eq!(p.chance_weight(mv("draw1")), 2);
    // No weight for a colour without tiles left, or beyond the six of the position.
    assert_eq!(p.chance_weight(mv("draw0")), 0);
    assert_eq!(
        p.chance_weight(Move::Draw(locksley::Loot::new(7).expect("7"))),
        0
    );
    p.play(mv("draw1")).expect("green");
    assert_eq!(p.tile("c3".parse().expect("c3")), Some(mv_colour(1)));
    assert_eq!(p.phase(), Phase::Play);
    assert_eq!(p.side(), B);
    assert_eq!(p.turns(), 8);
    assert!(!p.robin_moved());
}

#[test]
fn the_player_chooses_when_tiles_are_short() {
    // Three empty squares (a2, c3, e3), two tiles left in all.
    let grid = "0000B/00000/00.0./.0000/A0000";
    let mut p = pos(
        grid,
        "a play+moved+sold 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,1,0,0 0,1,0,0,0,0 0,0 7/500",
    );
    p.play(mv("end")).expect("the Robin moved");
    assert_eq!(p.phase(), Phase::Choose);
    assert_eq!(p.turn(), Turn::Player(A));
    assert_eq!(legal(&p), ["fill-a2", "fill-c3", "fill-e3"]);
    p.play(mv("fill-e3")).expect("a free square");
    assert_eq!(p.turn(), Turn::Chance);
    assert_eq!(legal(&p), ["draw3"]);
    p.play(mv("draw3")).expect("yellow");
    assert_eq!(p.tile("e3".parse().expect("e3")), Some(mv_colour(3)));
    assert_eq!(legal(&p), ["fill-a2", "fill-c3"]);
    p.play(mv("fill-a2")).expect("a free square");
    assert_eq!(legal(&p), ["draw1"]); // the discard pile became the draw pile
    p.play(mv("draw1")).expect("green");
    // No tiles left: the turn passes with c3 empty.
    assert_eq!(p.phase(), Phase::Play);
    assert_eq!(p.side(), B);
    assert_eq!(p.tile("c3".parse().expect("c3")), None);
    // With no tile at all, the turn passes at once.
    let mut p = pos(
        grid,
        "a play+moved 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,0,0,0 0,0,0,0,0,0 0,0 7/500",
    );
    p.play(mv("end")).expect("the Robin moved");
    assert_eq!((p.phase(), p.side(), p.turns()), (Phase::Play, B, 8));
}

#[test]
fn the_robin_moves_once_by_a_knight_move_never_onto_the_other() {
    // A on a1, B on c2 (a knight move away): A can go to b3 only.
    let grid = "00000/00000/00000/00B00/A0000";
    let mut p = pos(
        grid,
        "a play 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 0/500",
    );
    assert_illegal(&mut p, "c2");
    assert_illegal(&mut p, "a2");
    assert_illegal(&mut p, "end");
    p.play(mv("b3")).expect("a knight move");
    assert_eq!(p.supply(A).loot(mv_colour(0)), 1);
    assert_eq!(p.tile("b3".parse().expect("b3")), None);
    assert_eq!(p.robin(A), Some("b3".parse().expect("b3")));
    assert_illegal(&mut p, "d4");
    assert_illegal(&mut p, "a1");
    // Ending the turn refills a1, which A left.
    p.play(mv("end")).expect("moved");
    assert_eq!(p.phase(), Phase::Refill);
    p.play(mv("draw4")).expect("a tile in the pile");
    assert_eq!(p.tile("a1".parse().expect("a1")), Some(mv_colour(4)));
    assert_eq!(p.side(), B);
}

#[test]
fn an_empty_square_gives_nothing() {
    // c2 is empty (tiles ran out there): A moves onto it.
    let mut p = pos(
        "0000B/00000/00000/00.00/A0000",
        "a play 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,0,0,0 0,0,0,0,0,0 0,0 0/500",
    );
    p.play(mv("c2")).expect("a knight move");
    assert_eq!(p.supply(A).total_loot(), 0);
    assert_eq!(p.robin(A), Some("c2".parse().expect("c2")));
}

#[test]
fn the_turn_limit_draws() {
    let grid = "0000B/00000/00000/00000/A0000";
    let mut p = pos(
        grid,
        "b play+moved 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 499/500",
    );
    p.play(mv("end")).expect("moved");
    assert_eq!(p.turns(), 500);
    assert_eq!(p.outcome(), Some(Outcome::DRAW));
    assert_eq!(p.termination(), Some(Termination::TurnLimit));
    assert!(p.legal_moves().is_empty());
}

#[test]
fn choosing_the_corner() {
    // After the deal: a1 red, e1 green, a5 blue, e5 yellow.
    let grid = "20003/00000/00000/00000/00001";
    let mut p = pos(
        grid,
        "a corner 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,9,9,9,10,10 0,0,0,0,0,0 0,0 0/500",
    );
    assert_eq!(
        legal(&p),
        ["corner-a1", "corner-e1", "corner-a5", "corner-e5"]
    );
    p.play(mv("corner-e1")).expect("a corner");
    assert_eq!(p.robin(A), Some("e1".parse().expect("e1")));
    assert_eq!(p.robin(B), Some("a5".parse().expect("a5")));
    assert_eq!(p.supply(A).coin_counts()[..6], [0, 1, 0, 0, 0, 0]);
    assert_eq!(p.supply(B).coin_counts()[..6], [0, 0, 1, 0, 0, 0]);
    assert_eq!((p.phase(), p.turn()), (Phase::Play, Turn::Player(A)));
}

/// A position with robins at `a` and `b`, A to move with `supply`, the Bard before
/// the first field whose task is `task`.
fn task_pos(a: &str, b: &str, supply_a: &str, supply_b: &str, phase: &str, task: &str) -> Position {
    let mut grid = [['0'; 5]; 5];
    for (sq, ch) in [(a, 'A'), (b, 'B')] {
        let s: locksley::Square = sq.parse().expect("a square");
        grid[4 - s.rank()][s.file()] = ch;
    }
    let grid: Vec<String> = grid.iter().map(|r| r.iter().collect()).collect();
    let lap = ["sold"; 10].join(";");
    let text = format!(
        "{} a {phase} {supply_a} {supply_b} 0,10,10,10,10,10 0,0,0,0,0,0 0,0 0/500 {task};sold;{lap}",
        grid.join("/")
    );
    parse_lenient(&text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn task_holds(a: &str, b: &str, task: &str) -> bool {
    let none = "0,0,0,0,0,0:0,0,0,0,0,0";
    task_pos(a, b, none, none, "play", task).is_legal(Move::AdvanceByTask)
}

#[test]
fn the_robin_tasks() {
    assert!(task_holds("c3", "e4", "knight"));
    assert!(task_holds("a1", "b3", "knight"));
    assert!(!task_holds("c3", "d4", "knight"));
    assert!(task_holds("c3", "d4", "diagonal"));
    assert!(task_holds("c3", "b2", "diagonal"));
    assert!(!task_holds("c3", "c4", "diagonal"));
    assert!(task_holds("c3", "c4", "orthogonal"));
    assert!(task_holds("c3", "b3", "orthogonal"));
    assert!(!task_holds("c3", "e3", "orthogonal"));
    assert!(!task_holds("c3", "d4", "orthogonal"));
    for corner in ["a1", "e1", "a5", "e5"] {
        let other = if corner == "c3" { "b2" } else { "c3" };
        assert!(task_holds(corner, other, "corner"), "{corner}");
    }
    assert!(!task_holds("c1", "c3", "corner"));
    assert!(!task_holds("a3", "c3", "corner"));
}

#[test]
fn the_supply_tasks() {
    let holds = |a: &str, b: &str, phase: &str, task: &str| {
        task_pos("a1", "e5", a, b, phase, task).is_legal(Move::AdvanceByTask)
    };
    let none = "0,0,0,0,0,0:0,0,0,0,0,0";
    let some = "2,0,1,0,0,3:1,1,0,0,0,0"; // 6 loot of 3 colours, 2 gold
    assert!(holds(some, none, "play", "loot(0)>=2"));
    assert!(!holds(some, none, "play", "loot(0)>=3"));
    assert!(holds(some, none, "play", "loot(1)<1"));
    assert!(holds(some, none, "play", "distinct=3"));
    assert!(!holds(some, none, "play", "distinct>=4"));
    assert!(holds(some, none, "play", "distinct<=3"));
    assert!(holds(some, none, "play", "total>=6"));
    assert!(!holds(some, none, "play", "total<6"));
    assert!(holds(some, none, "play", "gold>=2"));
    assert!(!holds(some, none, "play", "gold>=3"));
    assert!(holds(some, none, "play", "gold>opponent"));
    assert!(!holds(none, some, "play", "gold>opponent"));
    assert!(holds(none, some, "play", "total<opponent"));
    assert!(holds(some, some, "play", "distinct=opponent"));
    assert!(!holds(some, none, "play", "sold"));
    assert!(holds(some, none, "play+sold", "sold"));
}

#[test]
fn a_turn_limit_reached_mid_turn_is_refused() {
    // A limit equal to the turns played ends the game, which happens only at the start
    // of a turn: mid-turn (the Robin moved, or a refill under way) it is refused, so
    // every position `with_turn_limit` returns is legal and round-trips.
    // The documented error, not one that a later check would give.
    let turns_error = |r: Result<Position, locksley::SetupError>| {
        matches!(r, Err(locksley::SetupError::Turns { .. }))
    };
    let grid = "0000B/00000/00000/00000/A0000";
    let rest = |phase: &str| {
        format!(
            "b {phase} 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 499/500"
        )
    };
    let start = pos(grid, &rest("play"));
    let drawn = start.with_turn_limit(499).expect("the start of a turn");
    assert_eq!(drawn.outcome(), Some(Outcome::DRAW));
    assert_eq!(parse_lenient(&drawn.to_string()), Ok(drawn));
    let moved = pos(grid, &rest("play+moved"));
    assert!(turns_error(moved.with_turn_limit(499)));
    assert!(moved.with_turn_limit(500).is_ok());
    let mut refill = pos("0000B/00000/00000/00000/A000.", &rest("play+moved"));
    refill.play(mv("end")).expect("moved");
    assert_eq!(refill.phase(), Phase::Refill);
    assert!(turns_error(refill.with_turn_limit(499)));
    // A sale alone is mid-turn too; a limit below the turns played, or 0, is refused
    // at the start of a turn as well.
    let sold = pos(grid, &rest("play+sold"));
    assert!(turns_error(sold.with_turn_limit(499)));
    assert!(sold.with_turn_limit(500).is_ok());
    assert!(turns_error(start.with_turn_limit(498)));
    let first = pos(
        grid,
        "a play 0,0,0,0,0,0:1,0,0,0,0,0 0,0,0,0,0,0:1,0,0,0,0,0 0,0,9,10,10,10 0,0,0,0,0,0 0,0 0/500",
    );
    assert!(turns_error(first.with_turn_limit(0)));
    assert!(first.with_turn_limit(1).is_ok());
}

#[test]
fn a_task_counts_the_tile_the_robin_took_this_turn() {
    // Field 1 is "total >= 1": A has no loot before the move, one red tile after it.
    let mut p = pos(
        FULL,
        "a play 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 0/500",
    );
    assert_eq!(legal(&p), ["c2", "b3"]);
    assert!(!p.robin_moved());
    p.play(mv("c2")).expect("a knight move");
    assert!(p.robin_moved());
    assert_eq!(legal(&p), ["task", "end"]);
    p.play(mv("task"))
        .expect("the tile just taken meets the task");
    assert_eq!(p.bard(A), 1);
    // Field 2 is "gold >= 1": no gold, so no further advance.
    assert_eq!(legal(&p), ["end"]);
}

#[test]
fn sold_this_turn_resets_with_the_turn() {
    // A moved from a1 to c2 and sold; the turn ends, a1 is refilled, B is to move.
    let mut p = pos(
        "0000B/00000/00000/00A00/.0000",
        "a play+moved+sold 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,0,10,10,10,10 0,2,0,0,0,0 0,0 0/500",
    );
    assert!(p.sold_this_turn());
    p.play(mv("end")).expect("moved");
    p.play(mv("draw2")).expect("a blue tile");
    assert_eq!((p.side(), p.phase()), (B, Phase::Play));
    assert!(!p.sold_this_turn());
    assert!(!p.robin_moved());
    assert_eq!(p.to_string().split(' ').nth(2), Some("play"));
}

#[test]
fn a_win_ends_the_game_before_any_refill() {
    // A moved (a1 is empty) and laps B by paying: the game is over at once, a1 stays
    // empty and the turn cannot be ended.
    let mut p = pos(
        "0000B/00000/00000/00A00/.0000",
        "a play+moved 0,0,0,0,0,0:1,0,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,0,10,10,10,9 0,0,0,0,0,0 20,0 0/500",
    );
    p.play(mv("pay0")).expect("a coin pays");
    assert_eq!(p.outcome(), Some(Outcome::win(A)));
    assert_eq!(p.phase(), Phase::Play);
    assert_eq!(p.tile("a1".parse().expect("a1")), None);
    assert_eq!(p.discard_pile()[0], 1);
    assert_illegal(&mut p, "end");
    assert_eq!(parse_lenient(&p.to_string()), Ok(p));
}

#[test]
fn exactly_enough_tiles_refill_without_a_choice() {
    // Two empty squares (a2, c3) and two tiles (one yellow to draw, one green
    // discarded): no choice, a2 then c3, the discard pile shuffled in for c3.
    let mut p = pos(
        "0000B/00000/00.00/.0000/A0000",
        "a play+moved 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,1,0,0 0,1,0,0,0,0 0,0 7/500",
    );
    p.play(mv("end")).expect("moved");
    assert_eq!(
        (p.phase(), legal(&p)),
        (Phase::Refill, vec!["draw3".to_string()])
    );
    p.play(mv("draw3")).expect("yellow");
    assert_eq!(p.tile("a2".parse().expect("a2")), Some(mv_colour(3)));
    assert_eq!(legal(&p), ["draw1"]);
    p.play(mv("draw1")).expect("green");
    assert_eq!(p.tile("c3".parse().expect("c3")), Some(mv_colour(1)));
    assert_eq!((p.phase(), p.side()), (Phase::Play, B));
    assert_eq!(p.draw_pile()[..6], [0; 6]);
    assert_eq!(p.discard_pile()[..6], [0; 6]);
}

/// The position of issue 15, item 9, after `end`: three empty squares (a2, c3, e3),
/// one yellow tile left in all, and A holds three red loot tiles.
const SHORT_REFILL: &str = "0000B/00000/00.0./.0000/A0000 a choose 3,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,1,0,0 0,0,0,0,0,0 5,0 7/500 total>=1;gold>=1;gold>=opponent;distinct<=2;corner;sold;gold>=2;loot(4)>=1;loot(5)>=1;knight;loot(1)>=2;total>=3;total>=3;sold;loot(0)>=1;distinct>=2;corner;gold>=1;distinct>=2;distinct>=opponent";

#[test]
fn the_short_refill_offers_sales_and_payments_between_fills() {
    // Spec, CHOICE section: "During that short refill the active player may also,
    // between fills, `Sell` a collection and `Pay` 1 gold to advance the Bard (not
    // advance by task ...): the tiles so discarded become drawable at once".
    let mut p: Position = parse_lenient(SHORT_REFILL).expect("the issue's position");
    assert_eq!(p.turn(), Turn::Player(A));
    assert_eq!(legal(&p), ["fill-a2", "fill-c3", "fill-e3", "sell0"]);
    // The known yellow tile goes where A wants it; then, with no tile left and two
    // squares empty, A may still sell (or stop with `end`).
    p.play(mv("fill-e3")).expect("an empty square");
    assert_eq!(legal(&p), ["draw3"]);
    p.play(mv("draw3")).expect("the yellow tile");
    assert_eq!(p.tile("e3".parse().expect("e3")), Some(mv_colour(3)));
    assert_eq!(p.phase(), Phase::Choose);
    assert_eq!(legal(&p), ["sell0", "end"]);
    assert_eq!(parse_lenient(&p.to_string()), Ok(p));
    p.play(mv("sell0")).expect("three reds");
    // The two discarded reds are in the draw pile at once; one red became a coin, and
    // the sale is not "sold this turn" (the turn's actions are over).
    assert_eq!(p.draw_pile()[..6], [2, 0, 0, 0, 0, 0]);
    assert_eq!(p.discard_pile()[..6], [0; 6]);
    assert_eq!(p.supply(A).coins(mv_colour(0)), 1);
    assert!(!p.sold_this_turn());
    // Two tiles for two squares: still A's choice; a payment of 1 gold is offered too,
    // never an advance by task.
    assert_eq!(legal(&p), ["fill-a2", "fill-c3", "pay0"]);
    assert_illegal(&mut p, "task");
    assert_illegal(&mut p, "end");
    p.play(mv("pay0")).expect("a coin");
    assert_eq!(p.bard(A), 6);
    assert_eq!(p.draw_pile()[..6], [3, 0, 0, 0, 0, 0]);
    p.play(mv("fill-c3")).expect("an empty square");
    p.play(mv("draw0")).expect("a red");
    assert_eq!(legal(&p), ["fill-a2"]);
    p.play(mv("fill-a2")).expect("an empty square");
    p.play(mv("draw0")).expect("a red");
    // Every square is filled: the refill ends (no sale once no square is empty), one
    // red stays in the draw pile.
    assert_eq!((p.phase(), p.side(), p.turns()), (Phase::Play, B, 8));
    assert_eq!(p.draw_pile()[..6], [1, 0, 0, 0, 0, 0]);
    assert_eq!(parse_lenient(&p.to_string()), Ok(p));
}

#[test]
fn with_no_tile_left_the_short_refill_stops_at_end_or_when_nothing_can_be_sold() {
    // No tile at all: A may sell the reds to fill squares, or stop with `end`.
    let text = SHORT_REFILL
        .replace(" 0,0,0,1,0,0 ", " 0,0,0,0,0,0 ")
        .replace(" 0,0,0,0,0,5:", " 0,0,0,1,0,5:");
    let mut p: Position =
        parse_lenient(&text.replace(" choose ", " play+moved ")).expect("a position");
    p.play(mv("end")).expect("moved");
    assert_eq!(p.phase(), Phase::Choose);
    assert_eq!(legal(&p), ["sell0", "end"]);
    let mut stop = p;
    stop.play(mv("end")).expect("stop the refill");
    assert_eq!(
        (stop.phase(), stop.side(), stop.turns()),
        (Phase::Play, B, 8)
    );
    assert_eq!(stop.tile("a2".parse().expect("a2")), None);
    // Selling brings two reds for three squares; once they are used and nothing is
    // left to sell or pay with (the coin was paid), the turn passes by itself.
    p.play(mv("sell0")).expect("three reds");
    assert_eq!(legal(&p), ["fill-a2", "fill-c3", "fill-e3", "pay0"]);
    p.play(mv("pay0")).expect("a coin");
    for square in ["a2", "c3", "e3"] {
        p.play(mv(&format!("fill-{square}")))
            .expect("an empty square");
        p.play(mv("draw0")).expect("a red");
    }
    assert_eq!((p.phase(), p.side(), p.turns()), (Phase::Play, B, 8));
    // Without loot to sell nor coins, no tile means the turn passes at once.
    let mut p: Position = parse_lenient(
        &text
            .replace(" choose 3,0,0,0,0,0:", " play+moved 0,0,0,0,0,0:")
            .replace(" 0,0,0,1,0,5:", " 3,0,0,1,0,5:"),
    )
    .expect("a position");
    p.play(mv("end")).expect("moved");
    assert_eq!((p.phase(), p.side(), p.turns()), (Phase::Play, B, 8));
}

#[test]
fn tiles_sold_during_the_short_refill_can_be_drawn_next() {
    // The yellow tile is still in the draw pile when A sells: the reds join it at once,
    // so the next fill draws among all three (not the yellow tile first).
    let mut p: Position = parse_lenient(SHORT_REFILL).expect("a position");
    p.play(mv("sell0")).expect("three reds");
    assert_eq!(p.draw_pile()[..6], [2, 0, 0, 1, 0, 0]);
    assert_eq!(p.phase(), Phase::Choose);
    p.play(mv("fill-a2")).expect("an empty square");
    assert_eq!(legal(&p), ["draw0", "draw3"]);
    assert_eq!(p.chance_weight(mv("draw0")), 2);
    assert_eq!(p.chance_weight(mv("draw3")), 1);
    assert_eq!(parse_lenient(&p.to_string()), Ok(p));
    // Selling before `end` instead leaves three tiles for three squares: the refill
    // is drawn in a1..e5 order with no choice (what the player gives up).
    let mut before: Position =
        parse_lenient(&SHORT_REFILL.replace(" choose ", " play+moved ")).expect("a position");
    before.play(mv("sell0")).expect("three reds");
    before.play(mv("end")).expect("moved");
    assert_eq!(before.phase(), Phase::Refill);
}

#[test]
fn only_the_tiles_sold_during_the_short_refill_join_the_draw_pile() {
    // Spec: "the tiles so discarded become drawable at once"; a green tile discarded
    // earlier stays on the discard pile until the draw pile runs out (two tiles for
    // three squares: still short).
    let text = SHORT_REFILL.replace(
        " 0,0,0,1,0,0 0,0,0,0,0,0 5,0 ",
        " 0,0,0,1,0,0 0,1,0,0,0,0 5,0 ",
    );
    let mut p: Position = parse_lenient(&text).expect("a position");
    p.play(mv("sell0")).expect("three reds");
    assert_eq!(p.draw_pile()[..6], [2, 0, 0, 1, 0, 0]);
    assert_eq!(p.discard_pile()[..6], [0, 1, 0, 0, 0, 0]);
    p.play(mv("fill-a2")).expect("an empty square");
    assert_eq!(legal(&p), ["draw0", "draw3"]);
    // A payment during the short refill puts its coin on the draw pile too.
    let text = SHORT_REFILL
        .replace(" 3,0,0,0,0,0:0,0,0,0,0,0 ", " 0,0,0,0,0,0:1,0,0,0,0,0 ")
        .replace(
            " 0,0,0,1,0,0 0,0,0,0,0,0 5,0 ",
            " 0,0,0,1,0,0 0,1,0,0,0,0 5,0 ",
        )
        .replace(" 0,0,0,0,0,5:", " 0,0,0,0,0,4:");
    let mut p: Position = parse_lenient(&text).expect("a position");
    p.play(mv("pay0")).expect("a red coin");
    assert_eq!(p.draw_pile()[..6], [1, 0, 0, 1, 0, 0]);
    assert_eq!(p.discard_pile()[..6], [0, 1, 0, 0, 0, 0]);
    assert_eq!(p.phase(), Phase::Choose);
    assert_eq!(parse_lenient(&p.to_string()), Ok(p));
}

#[test]
fn a_payment_that_laps_during_the_short_refill_ends_the_game() {
    // Bard a at 20, b at 0: one more field is a lap (21 > max(0, 2) + 18).
    let text = SHORT_REFILL
        .replace(" 3,0,0,0,0,0:0,0,0,0,0,0 ", " 0,0,0,0,0,0:1,0,0,0,0,0 ")
        .replace(
            " 0,0,0,1,0,0 0,0,0,0,0,0 5,0 ",
            " 0,0,0,1,0,0 0,0,0,0,0,0 20,0 ",
        )
        .replace(" 0,0,0,0,0,5:", " 0,0,0,0,0,4:");
    let mut p: Position = parse_lenient(&text).expect("a position");
    assert_eq!(legal(&p), ["fill-a2", "fill-c3", "fill-e3", "pay0"]);
    p.play(mv("pay0")).expect("a coin");
    assert_eq!(p.outcome(), Some(Outcome::win(A)));
    assert_eq!(p.termination(), Some(Termination::Lapped));
    assert!(p.legal_moves().is_empty());
    assert_eq!(parse_lenient(&p.to_string()), Ok(p));
    // The finish costs 4 gold and is not a 1-gold payment: not offered in the refill.
    let text = SHORT_REFILL
        .replace(" 3,0,0,0,0,0:0,0,0,0,0,0 ", " 0,0,0,0,0,0:4,0,0,0,0,0 ")
        .replace(" 0,0,0,0,0,5:", " 0,0,0,0,0,2:")
        .replace(" 5,0 ", " 38,20 ");
    let p: Position = parse_lenient(&text).expect("a position");
    assert_eq!(legal(&p), ["fill-a2", "fill-c3", "fill-e3"]);
}

#[test]
fn tiles_sold_or_paid_after_the_draw_pile_ran_out_are_drawn_next() {
    // Spec: selling discards 2 tiles "to the open discard pile", paying puts the coin
    // "to the discard pile loot side up", and "when a draw is needed and the draw
    // pile is empty, the discard pile becomes the draw pile". Both piles are empty;
    // A (Robin moved from a1 to b3) holds 3 blue loot and a green coin.
    let mut p = pos(
        "0000B/00000/0A000/00000/.0000",
        "a play+moved 0,0,3,0,0,0:0,1,0,0,0,0 0,0,0,0,0,0:0,0,0,0,0,0 0,0,0,0,0,0 0,0,0,0,0,0 0,0 7/500",
    );
    p.play(mv("sell2")).expect("three blues");
    assert_eq!(p.draw_pile()[..6], [0; 6]);
    assert_eq!(p.discard_pile()[..6], [0, 0, 2, 0, 0, 0]);
    assert_eq!(p.supply(A).coins(mv_colour(2)), 1);
    p.play(mv("pay1")).expect("the green coin");
    assert_eq!(p.bard(A), 1);
    assert_eq!(p.discard_pile()[..6], [0, 1, 2, 0, 0, 0]);
    // One empty square (a1), three tiles: the refill draws from the old discard pile.
    p.play(mv("end")).expect("moved");
    assert_eq!(p.phase(), Phase::Refill);
    assert_eq!(p.draw_pile()[..6], [0, 1, 2, 0, 0, 0]);
    assert_eq!(p.discard_pile()[..6], [0; 6]);
    assert_eq!(legal(&p), ["draw1", "draw2"]);
    assert_eq!(p.chance_weight(mv("draw1")), 1);
    assert_eq!(p.chance_weight(mv("draw2")), 2);
    p.play(mv("draw2")).expect("a blue");
    assert_eq!(p.tile("a1".parse().expect("a1")), Some(mv_colour(2)));
    assert_eq!(p.draw_pile()[..6], [0, 1, 1, 0, 0, 0]);
    assert_eq!((p.phase(), p.side()), (Phase::Play, B));
}

#[test]
fn terminations_read_as_the_rules_name_them() {
    assert_eq!(
        Termination::Finish.to_string(),
        "a Bard reached Long Live the King"
    );
    assert_eq!(Termination::Lapped.to_string(), "a Bard lapped the other");
    assert_eq!(Termination::TurnLimit.to_string(), "turn limit");
}

#[test]
fn distinct_colours_counts_every_colour_held_whatever_its_count() {
    use locksley::Supply;
    let mut loot = [0u8; 8];
    for (i, n) in [1u8, 127, 128, 129, 255].into_iter().enumerate() {
        loot[i] = n;
        assert_eq!(
            Supply::new(loot, [0; 8]).distinct_colours(),
            i as u32 + 1,
            "{n}"
        );
        assert_eq!(
            Supply::new([0, 0, 0, 0, 0, 0, 0, n], [9; 8]).distinct_colours(),
            1
        );
    }
}
