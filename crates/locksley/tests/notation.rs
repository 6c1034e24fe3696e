//! Notation: moves, tasks and positions round-trip, and bad input never panics.

use boardcore::testing::seeded_rng;
use boardcore::{Game, random_move};
use locksley::{Content, Loot, Move, Position, Sides, Square, Task, TrackLength};
use proptest::prelude::*;

fn every_move() -> Vec<Move> {
    let mut v = vec![Move::AdvanceByTask, Move::PayFinish, Move::EndTurn];
    for c in Loot::all(8) {
        v.extend([Move::Draw(c), Move::Sell(c), Move::Pay(c)]);
    }
    for s in Square::all() {
        v.extend([Move::MoveRobin(s), Move::FillSquare(s)]);
    }
    for s in ["a1", "e1", "a5", "e5"] {
        v.push(Move::ChooseCorner(s.parse().expect("a corner")));
    }
    v
}

#[test]
fn every_move_round_trips() {
    let moves = every_move();
    assert_eq!(moves.len(), 3 + 24 + 50 + 4);
    for mv in moves {
        assert_eq!(mv.to_string().parse::<Move>(), Ok(mv), "{mv}");
    }
    for bad in [
        "",
        "f1",
        "a6",
        "sell8",
        "sell",
        "pay-1",
        "corner-c3",
        "fill-",
        "draw",
        "END",
        "a1 ",
        "e",
    ] {
        assert!(bad.parse::<Move>().is_err(), "{bad:?}");
    }
}

#[test]
fn every_task_of_the_placeholder_round_trips() {
    let c = Content::placeholder();
    let tasks = c.small_tiles().iter().flat_map(|s| [s.day, s.night]).chain(
        c.corner_tiles()
            .iter()
            .flat_map(|k| k.day.into_iter().chain(k.night)),
    );
    for t in tasks {
        assert_eq!(t.to_string().parse::<Task>(), Ok(t));
    }
    for bad in [
        "loot(8)>=1",
        "loot(red)>=1",
        "gold>=256",
        "gold>=",
        ">=3",
        "gold=>3",
        "corner2",
        "total>=-1",
        // `u8::from_str` takes a `+`; a task does not.
        "gold>=+1",
        "gold>=1a",
    ] {
        assert!(bad.parse::<Task>().is_err(), "{bad:?}");
    }
}

#[test]
fn positions_of_random_games_round_trip() {
    for seed in 0..30u64 {
        let length =
            [TrackLength::Short, TrackLength::Standard, TrackLength::Long][(seed % 3) as usize];
        let mut pos = Content::placeholder().start_position(length, Sides::Mixed, Some(seed));
        let mut rng = seeded_rng(seed);
        loop {
            let text = pos.to_string();
            assert_eq!(text.parse::<Position>().as_ref(), Ok(&pos), "{text}");
            let legal = pos.legal_moves();
            let Some(mv) = random_move(&pos, &legal, &mut rng) else {
                break;
            };
            pos.play_unchecked(mv);
        }
    }
}

#[test]
fn illegal_positions_are_rejected() {
    let good = Position::default().to_string();
    let swap = |from: &str, to: &str| good.replacen(from, to, 1);
    for bad in [
        swap("deal", "play"),                     // no Robins in play
        swap("deal", "corner"),                   // the grid is not full
        swap("10,10,10,10,10,10", "1,1,1,1,1,1"), // too few tiles
        swap("0/500", "0/0"),                     // no turn limit
        swap("0,0 0/500", "40,0 0/500"),          // a Bard beyond the finish
        swap(" a deal", " b deal"),               // B does not start
        swap(
            "...../...../...../...../.....",
            "A..../...../...../...../.....",
        ),
        swap("loot(0)>=1", "loot(6)>=1"), // a colour beyond the six
        swap("total>=1;", ""),            // a lap of 19 fields
    ] {
        assert!(bad.parse::<Position>().is_err(), "{bad}");
    }
}

proptest! {
    #[test]
    fn garbage_never_panics(text in ".{0,80}") {
        let _ = text.parse::<Move>();
        let _ = text.parse::<Task>();
        let _ = text.parse::<Position>();
        let _ = Content::from_toml(&text);
    }

    #[test]
    fn mutated_positions_never_panic(seed in any::<u64>(), edits in proptest::collection::vec((any::<usize>(), any::<char>()), 1..6)) {
        let mut pos = Position::default();
        let mut rng = seeded_rng(seed);
        for _ in 0..(seed % 300) {
            let legal = pos.legal_moves();
            let Some(mv) = random_move(&pos, &legal, &mut rng) else { break };
            pos.play_unchecked(mv);
        }
        let mut chars: Vec<char> = pos.to_string().chars().collect();
        for (i, ch) in edits {
            let i = i % chars.len();
            chars[i] = ch;
        }
        let text: String = chars.into_iter().collect();
        if let Ok(p) = text.parse::<Position>() {
            // Whatever parses is a position the rules can play from.
            let legal = p.legal_moves();
            prop_assert_eq!(legal.is_empty(), p.outcome().is_some());
            for mv in legal {
                let mut q = p;
                prop_assert!(q.play(mv).is_ok());
                prop_assert_eq!(q.to_string().parse::<Position>(), Ok(q));
            }
        }
    }

    #[test]
    fn mutated_content_never_panics(edits in proptest::collection::vec((any::<usize>(), any::<char>()), 1..4)) {
        let mut chars: Vec<char> = locksley::PLACEHOLDER_TOML.chars().collect();
        for (i, ch) in edits {
            let i = i % chars.len();
            chars[i] = ch;
        }
        let text: String = chars.into_iter().collect();
        if let Err(e) = Content::from_toml(&text) {
            prop_assert!(e.line >= 1 && e.line <= text.lines().count().max(1) + 1, "{}", e);
        }
    }
}

#[test]
fn a_bom_and_a_line_end_around_a_position_are_ignored() {
    let pos = Position::default();
    let text = pos.to_string();
    for line in [
        format!("\u{feff}{text}"),
        format!("{text}\n"),
        format!("{text}\r\n"),
        format!("{text}\r"),
        format!("\u{feff}{text}\r\n"),
    ] {
        assert_eq!(line.parse::<Position>(), Ok(pos));
    }
}

/// One line end is ignored, but no other white space: a second line end, a tab, or a
/// space inside a task of the track (which `Task` alone would drop) is refused, so
/// that a position has one spelling (they were all read as the position).
#[test]
fn white_space_other_than_the_separators_is_refused() {
    let text = Position::default().to_string();
    let track_at = text.rfind(' ').unwrap() + 1;
    let task = text[track_at..].split(';').next().unwrap().to_owned();
    let spaced_task = format!("{} {}", &task[..2], &task[2..]);
    let mut bad = vec![
        format!("{text}\n\n"),
        format!("{text}\n\r"),
        format!("{text}\t"),
        format!("{text} "),
        text.replacen(' ', "  ", 1),
        text.replacen(' ', "\t", 1),
        text.replacen(
            &task,
            &task.replacen(|c: char| c.is_ascii_alphabetic(), "\u{a0}", 1),
            1,
        ),
    ];
    bad.push(format!(
        "{}{}",
        &text[..track_at],
        text[track_at..].replacen(&task, &spaced_task, 1)
    ));
    for line in bad {
        let err = line.parse::<Position>().expect_err(&format!("{line:?}"));
        assert!(err.to_string().contains("space"), "{line:?}: {err}");
    }
}

/// A colour count beyond the position's is reported as given, not cut to 255.
#[test]
fn a_colour_count_beyond_255_is_reported_as_given() {
    let track = *Position::default().track();
    for colours in [0, 9, 256, 1000, usize::MAX] {
        let err = Position::new(colours, [5; locksley::MAX_COLOURS], track).unwrap_err();
        assert_eq!(err, locksley::SetupError::Colours(colours));
        let mut setup = Position::default().to_setup();
        setup.colours = colours;
        assert_eq!(
            Position::from_setup_lenient(setup.clone()),
            Err(locksley::SetupError::Colours(colours))
        );
        assert_eq!(
            Position::from_setup(setup),
            Err(locksley::SetupError::Colours(colours))
        );
    }
}

#[test]
fn a_huge_bad_token_gives_a_short_message() {
    let huge = "9".repeat(1 << 20);
    let text = Position::default().to_string();
    let fields: Vec<&str> = text.split(' ').collect();
    for i in 0..fields.len() {
        let mut bad = fields.clone();
        bad[i] = &huge;
        let message = bad
            .join(" ")
            .parse::<Position>()
            .expect_err("a huge field")
            .to_string();
        assert!(message.len() < 300, "field {i}: {}", &message[..300]);
    }
    let mut bad = fields.clone();
    let track = format!("{};{huge}", fields[9]);
    bad[9] = &track;
    let message = bad
        .join(" ")
        .parse::<Position>()
        .expect_err("a bad task")
        .to_string();
    assert!(message.len() < 300, "{}", &message[..300]);
    let message = huge.parse::<Move>().expect_err("no move").to_string();
    assert!(message.len() < 200, "{}", &message[..200]);
    let message = format!("sell{huge}")
        .parse::<Move>()
        .expect_err("no move")
        .to_string();
    assert!(message.len() < 200, "{}", &message[..200]);
    let message = huge.parse::<Task>().expect_err("no task").to_string();
    assert!(message.len() < 200, "{}", &message[..200]);
    let message = huge.parse::<Loot>().expect_err("no colour").to_string();
    assert!(message.len() < 200, "{}", &message[..200]);
}

#[test]
fn a_bad_move_is_a_boardcore_parse_move_error_with_the_reason() {
    use boardcore::{ParseMoveError, ParseMoveErrorKind};
    for (text, detail) in [
        ("xyz", "unknown action"),
        ("fill-z9", "invalid square"),
        ("sell9", "invalid loot colour"),
        ("corner-c3", "not a corner"),
    ] {
        let e: ParseMoveError = text.parse::<Move>().expect_err(text);
        assert_eq!(e.kind, ParseMoveErrorKind::Syntax, "{text}");
        assert!(e.detail.starts_with(detail), "{text}: {e}");
        assert!(e.to_string().contains(text), "{e}");
    }
}

/// Reads a position without the checks of a position play can reach.
fn lenient(text: &str) -> Result<Position, locksley::ParsePositionError> {
    Ok(Position::from_setup_lenient(
        text.parse::<locksley::Setup>()?,
    )?)
}

#[test]
fn from_str_refuses_positions_play_cannot_reach() {
    use locksley::{ParsePositionError, Setup, SetupError};
    let track = Position::default().track().to_string();
    let unreachable = |text: &str| {
        assert!(
            matches!(
                text.parse::<Position>(),
                Err(ParsePositionError::Invalid(SetupError::Unreachable(_)))
            ),
            "{text}"
        );
        // The rules still apply to it: the lenient route reads it.
        let pos = lenient(text).expect(text);
        assert_eq!(pos.to_string(), text);
    };
    // The start player to move after an odd number of turns (issue 15's example).
    unreachable(&format!(
        "0000B/00000/00.0./.0000/A0000 a choose 3,0,0,0,0,0:0,0,0,0,0,0 \
         0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,1,0,0 0,0,0,0,0,0 5,0 7/500 {track}"
    ));
    // An empty square at the start of a turn with tiles in the draw pile.
    unreachable(&format!(
        "0000B/00000/00.00/00000/A0000 b play 1,0,0,0,0,0:1,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 0,0,9,10,10,10 0,0,0,0,0,0 0,0 1/500 {track}"
    ));
    // Loot before the first Robin move; Robins not on opposite corners.
    unreachable(&format!(
        "0000B/00000/00000/00000/A0000 a play 1,0,0,0,0,0:1,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 0,0,9,10,10,10 0,0,0,0,0,0 0,0 0/500 {track}"
    ));
    unreachable(&format!(
        "B0000/00000/00000/00000/A0000 a play 0,0,0,0,0,0:1,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 0/500 {track}"
    ));
    // At turn 0 the start player has only its corner coin, in its supply or paid
    // onto the discard pile: two coins, or a coin and a discarded tile, are too many.
    unreachable(&format!(
        "0000B/00000/00000/00000/A0000 a play 0,0,0,0,0,0:2,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 0,0,9,10,10,10 0,0,0,0,0,0 0,0 0/500 {track}"
    ));
    unreachable(&format!(
        "0000B/00000/00000/00000/A0000 a play 0,0,0,0,0,0:1,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 0,0,9,10,10,10 1,0,0,0,0,0 0,0 0/500 {track}"
    ));
    // Within a turn, with tiles in the draw pile: empty squares before the Robin
    // moved (a sale empties none), or more than the one it left after.
    unreachable(&format!(
        "2345B/3..01/4...2/50123/A1234 b play+sold 0,0,0,0,0,0:1,0,0,0,0,0 \
         0,0,0,0,0,0:2,0,0,0,0,0 5,6,6,6,6,6 2,0,0,0,0,0 0,0 1/500 {track}"
    ));
    unreachable(&format!(
        "2345B/3..01/45012/50123/1A234 b play+moved 0,0,0,0,0,0:1,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 5,6,6,6,6,6 0,0,0,0,0,0 0,0 1/500 {track}"
    ));
    // The same kind of position, reachable: read and written back.
    let ok = format!(
        "0000B/00000/00000/00000/A0000 a play 0,0,0,0,0,0:1,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 0,0,10,10,10,10 0,0,0,0,0,0 0,0 0/500 {track}"
    );
    let pos: Position = ok.parse().expect("the first turn after the corner");
    assert_eq!(pos.to_string(), ok);
    // The start player paid its corner coin (Bard at 1, the coin on the discard pile).
    let paid = format!(
        "0000B/00000/00000/00000/A0000 a play 0,0,0,0,0,0:0,0,0,0,0,0 \
         0,0,0,0,0,0:1,0,0,0,0,0 0,0,10,10,10,10 1,0,0,0,0,0 1,0 0/500 {track}"
    );
    let paid_pos: Position = paid.parse().expect("the corner coin paid");
    assert_eq!(paid_pos.to_string(), paid);
    // Setup: plain data, both ways.
    let setup: Setup = ok.parse().expect("a setup");
    assert_eq!(pos.to_setup(), setup);
    assert_eq!(Position::from_setup(setup.clone()), Ok(pos));
    let mut odd = setup;
    odd.side = boardcore::Player::SECOND;
    assert!(matches!(
        Position::from_setup(odd.clone()),
        Err(SetupError::Unreachable(_))
    ));
    odd.side = boardcore::Player::new(2).expect("seat 2");
    assert_eq!(Position::from_setup(odd), Err(SetupError::Side));
}

#[test]
fn every_position_of_random_games_is_reachable_and_reads_back() {
    use boardcore::rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    for _ in 0..20 {
        let playout = boardcore::random_playout(&Position::default(), &mut rng, usize::MAX);
        let mut pos = Position::default();
        for mv in playout.moves {
            pos.play(mv).expect("legal");
            assert_eq!(pos.to_string().parse::<Position>(), Ok(pos), "{pos}");
            assert_eq!(Position::from_setup(pos.to_setup()), Ok(pos));
        }
    }
}

/// The diagram, checked by hand against the position string: the track in rows of
/// four fields with both Bards marked (apart, then on one field), the grid from rank
/// 5 down, the supplies with names where given and digits beyond them, the piles and
/// the turn.
#[test]
fn the_diagram_shows_every_part_of_the_position() {
    let text = "0000B/00000/00.0./.0000/A0000 a choose 3,0,2,0,0,0:0,0,0,0,0,1 \
                0,0,0,0,0,5:1,0,0,0,0,0 0,0,0,1,0,0 0,1,0,0,0,0 4,3 7/500 \
                total>=1;gold>=1;gold>=opponent;distinct<=2;corner;sold;gold>=2;\
                loot(4)>=1;loot(5)>=1;knight;loot(1)>=2;total>=3;total>=3;sold;\
                loot(0)>=1;distinct>=2;corner;gold>=1;distinct>=2;distinct>=opponent";
    let p = lenient(text).expect("a position");
    let d = p.diagram_with(&["red", "green", "blue"]);
    let expected = "\
track: lap of 18 fields, finish at 39; Bard a (the start player) at 4, Bard b (the other player) at 3
  0    start              1    total>=1           2    gold>=1            3  b gold>=opponent
  4 a  distinct<=2        5    corner             6    sold               7    gold>=2
  8    loot(4)>=1         9    loot(5)>=1        10    knight            11    loot(1)>=2
 12    total>=3          13    total>=3          14    sold              15    loot(0)>=1
 16    distinct>=2       17    corner            18    gold>=1           19    distinct>=2
 20    distinct>=opponent 21    gold>=opponent    22    distinct<=2       23    corner
 24    sold              25    gold>=2           26    loot(4)>=1        27    loot(5)>=1
 28    knight            29    loot(1)>=2        30    total>=3          31    total>=3
 32    sold              33    loot(0)>=1        34    distinct>=2       35    corner
 36    gold>=1           37    distinct>=2       38    distinct>=opponent 39    finish
grid:
 5  0 0 0 0 B
 4  0 0 0 0 0
 3  0 0 . 0 .
 2  . 0 0 0 0
 1  A 0 0 0 0
    a b c d e
colours: 0=red 1=green 2=blue 3=3 4=4 5=5
supply a: loot [3 red, 2 blue], coins [1 5], gold 1
supply b: loot [5 5], coins [1 red], gold 1
draw pile 1 tile, discard pile 1 tile; turn 7 of 500, a (the start player) to move
";
    assert_eq!(d, expected);
    // Digits for every colour without names; both Bards on one field; other counts.
    let text = text
        .replace(" 4,3 ", " 3,3 ")
        .replace(" 0,1,0,0,0,0 3,3", " 0,2,0,0,0,0 3,3")
        .replace(" 7/500 ", " 8/500 ")
        .replace("A0000 a choose", "A0000 b choose");
    let p = lenient(&text).expect("a position");
    let d = p.diagram();
    assert!(d.contains("Bard a (the start player) at 3, Bard b (the other player) at 3\n"));
    assert!(d.contains("\n  0    start              1    total>=1           2    gold>=1            3 ab gold>=opponent\n  4    distinct<=2 "), "{d}");
    assert!(
        d.contains(
            "colours: 0=0 1=1 2=2 3=3 4=4 5=5\nsupply a: loot [3 0, 2 2], coins [1 5], gold 1\n"
        ),
        "{d}"
    );
    assert!(
        d.ends_with(
            "draw pile 1 tile, discard pile 2 tiles; turn 8 of 500, b (the other player) to move\n"
        ),
        "{d}"
    );
}

/// Leading zeros in numbers are read (and not written): the position is the same.
#[test]
fn leading_zeros_are_read_and_not_written() {
    let text = "0000B/00000/00.0./.0000/A0000 a choose 3,0,0,0,0,0:0,0,0,0,0,0 \
                0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,1,0,0 0,0,0,0,0,0 5,0 8/500 \
                total>=1;gold>=1;gold>=opponent;distinct<=2;corner;sold;gold>=2;\
                loot(4)>=1;loot(5)>=1;knight;loot(1)>=2;total>=3;total>=3;sold;\
                loot(0)>=1;distinct>=2;corner;gold>=1;distinct>=2;distinct>=opponent";
    let padded = text
        .replace(" 3,0,0,0,0,0:", " 003,0,0,0,0,0:")
        .replace(" 5,0 8/500 ", " 05,00 008/0500 ");
    let p: Position = text.parse().expect("a position");
    let q: Position = padded.parse().expect("the same, padded");
    assert_eq!(p, q);
    assert_eq!(q.to_string(), text);
}

/// Syntax errors name their field and say why, before any later check: a sign
/// (which `u8::from_str` would take) or an empty count, a colour digit beyond the
/// count, a track shorter than the start tile's two tasks.
#[test]
fn syntax_errors_name_the_field_and_the_reason() {
    let text = "0000B/00000/00.0./.0000/A0000 a choose 3,0,0,0,0,0:0,0,0,0,0,0 \
                0,0,0,0,0,5:0,0,0,0,0,0 0,0,0,1,0,0 0,0,0,0,0,0 5,0 8/500 \
                total>=1;gold>=1;gold>=opponent;distinct<=2;corner;sold;gold>=2;\
                loot(4)>=1;loot(5)>=1;knight;loot(1)>=2;total>=3;total>=3;sold;\
                loot(0)>=1;distinct>=2;corner;gold>=1;distinct>=2;distinct>=opponent";
    assert!(lenient(text).is_ok());
    let field = |t: &str| match t.parse::<locksley::Setup>() {
        Err(locksley::ParsePositionError::Syntax { field, why }) => (field, why),
        other => panic!("{t}: {other:?}"),
    };
    let (f, why) = field(&text.replace(" 3,0,0,0,0,0:", " +3,0,0,0,0,0:"));
    assert_eq!((f, why.as_str()), ("supply a", "\"+3\" is not a count"));
    let (f, why) = field(&text.replace(" 3,0,0,0,0,0:", " ,0,0,0,0,0:"));
    assert_eq!((f, why.as_str()), ("supply a", "\"\" is not a count"));
    let (f, why) = field(&text.replace(" 5,0 8/500 ", " +5,0 8/500 "));
    assert_eq!((f, why.as_str()), ("bards", "\"+5\" is not a track index"));
    let (f, why) = field(&text.replace(" 5,0 8/500 ", " 5,0 +8/500 "));
    assert_eq!((f, why.as_str()), ("turns", "\"+8\" is not a number"));
    let (f, _) = field(&text.replace("0000B/", "0006B/"));
    assert_eq!(f, "grid");
    let (f, why) = field(&text.replace(text.split(' ').next_back().expect("a track"), "total>=1"));
    assert_eq!(
        (f, why.as_str()),
        ("track", "expected the start tile's two tasks and a lap")
    );
    // Two tasks: the start tile's, and a lap of none.
    let (f, why) = field(&text.replace(
        text.split(' ').next_back().expect("a track"),
        "total>=1;gold>=1",
    ));
    assert_eq!(f, "track");
    assert!(why.starts_with("a lap of 0 fields"), "{why}");
}
