//! The readers on files as they come: a UTF-8 byte order mark, CR, LF or CRLF line
//! ends, blank records, and huge bad tokens (whose messages stay short).

use boardcore::Game;
use robijn::{History, Move, Position, Setup};

const START: &str = "g10g9g8g7g6g5g4g3g2g1/u20u19u18u17u16u15u14u13u12u11/........../........../........../........../........../........../r11r12r13r14r15r16r17r18r19r20/b1b2b3b4b5b6b7b8b9b10 a";

#[test]
fn a_bom_and_every_line_end_read_the_same() {
    let start = Position::default();
    for text in [
        format!("\u{feff}{START}"),
        format!("{START}\n"),
        format!("{START}\r\n"),
        format!("{START}\r"),
        format!("\u{feff}{START}\r\n"),
    ] {
        assert_eq!(text.parse::<Position>(), Ok(start.clone()), "{text:?}");
        assert_eq!(text.parse::<Setup>(), Ok(start.to_setup()));
        assert_eq!(Position::from_arg(&text), Ok(start.clone()));
    }
    let record: History = "start\nmoves\nd2-e3\na9-b8\ne1-d2xf4\n"
        .parse()
        .expect("a record");
    for ends in ["\r\n", "\r", "\n"] {
        let text = format!("{START}{ends}moves{ends}d2-e3{ends}a9-b8{ends}e1xf4{ends}");
        for text in [text.clone(), format!("\u{feff}{text}")] {
            let read: History = text.parse().expect("a record");
            assert_eq!(read.moves(), record.moves());
            assert_eq!(read.position(), record.position());
        }
    }
    assert!("\u{feff}start moves d2-e3".parse::<History>().is_ok());
}

#[test]
fn a_record_without_a_game_is_an_error() {
    for text in ["", " ", "\r\n", "\r", "\n\n", "\u{feff}", "\u{feff}\r\n"] {
        assert!(text.parse::<History>().is_err(), "{text:?}");
    }
}

#[test]
fn a_huge_bad_token_gives_a_short_message() {
    let huge = "x".repeat(1 << 20);
    let digits = format!("b{}", "1".repeat(1 << 20));
    let messages = [
        huge.parse::<Move>().expect_err("no move").to_string(),
        format!("a1x{huge}")
            .parse::<Move>()
            .expect_err("no move")
            .to_string(),
        huge.parse::<robijn::Stone>()
            .expect_err("no stone")
            .to_string(),
        Position::default()
            .parse_move(&huge)
            .expect_err("no move")
            .to_string(),
        format!("start moves d2-e3 {huge}")
            .parse::<History>()
            .expect_err("no move")
            .to_string(),
        format!("{huge} a")
            .parse::<History>()
            .expect_err("no board")
            .to_string(),
        format!("{digits} a")
            .parse::<Position>()
            .expect_err("no board")
            .to_string(),
        format!("{START}{huge}")
            .parse::<Position>()
            .expect_err("no side")
            .to_string(),
    ];
    for message in messages {
        assert!(message.len() < 300, "{}", &message[..300]);
    }
    let game = History::default();
    let message = game.parse_move(&huge).expect_err("no move").to_string();
    assert!(message.len() < 300, "{}", &message[..300]);
}

/// A path is legal only as a whole: a landing on an occupied field, or a jump over
/// an empty field, makes it illegal even where its move (first and last field) is
/// legal by another way (both were once accepted by mutants of `is_legal_path`).
#[test]
fn a_path_with_a_bad_link_is_refused() {
    let pos = robijn::Position::default();
    for (good, bad) in [
        // c3xa1 lands on b1's field.
        ("c1xa3", "c1xc3xa1xa3"),
        // a3xc3 jumps over the empty b3.
        ("c1xc3", "c1xa3xc3"),
    ] {
        let good: robijn::Path = good.parse().expect("a path");
        let bad: robijn::Path = bad.parse().expect("a path");
        assert_eq!(good.to_move(), bad.to_move());
        assert!(pos.is_legal_path(&good), "{good}");
        assert!(!pos.is_legal_path(&bad), "{bad}");
        assert!(pos.parse_move(&bad.to_string()).is_err(), "{bad}");
    }
}
