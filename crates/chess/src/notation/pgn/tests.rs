//! The reader's and writers' unit tests.

use super::writer::{MAX_LINE, suffix_nag};
use super::*;
use crate::History;
use alloc::string::String;
use alloc::string::ToString;
use alloc::vec::Vec;
use boardcore::Game;

/// The first game of `pgn`, read without error.
fn game(pgn: &[u8]) -> Record {
    Reader::from_bytes(pgn)
        .next()
        .expect("a game")
        .expect("readable")
}

/// Every game of `pgn`, read without error.
fn games(pgn: &[u8]) -> Vec<Record> {
    Reader::from_bytes(pgn)
        .map(|g| g.expect("readable"))
        .collect()
}

mod unit {
    use super::*;

    #[test]
    fn reads_numbers_comments_and_variations() {
        let pgn = b"[Event \"a \\\"b\\\"\"]\r\n[Site \"\"]\r\n\r\n{start} 1.e4 {c1} $1 e5 (1...c5 (1...d5)) 2. Nf3! ; rest\r\n% escape\r\n2...Nc6 1-0[Event \"next\"]\r1. d4 *";
        let games = games(pgn);
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!(g.tag("Event"), Some("a \"b\""));
        assert_eq!(g.tag("Site"), Some(""));
        assert_eq!(g.comments, ["start"]);
        let texts: Vec<&str> = g.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(texts, ["e4", "e5", "Nf3!", "Nc6"]);
        assert_eq!(g.moves[0].nags, [1]);
        assert_eq!(g.moves[0].comments, ["c1"]);
        assert_eq!(g.moves[2].comments, ["rest"]);
        assert_eq!(g.result, GameResult::WhiteWins);
        assert!(g.replay().is_ok());
        assert_eq!(games[1].tag("Event"), Some("next"));
        assert_eq!(games[1].moves.len(), 1);
    }

    #[test]
    fn latin1_bare_cr_and_stray_brackets() {
        let pgn = b"[White \"J\xF6rg\"]\r[Black \"Z\xC3\xBCrich\"]\r\r1. e4 e5 2. Nf3 1/2-1/2";
        let games = games(pgn);
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].tag("White"), Some("J\u{f6}rg"));
        assert_eq!(games[0].tag("Black"), Some("Z\u{fc}rich"));
        assert_eq!(games[0].moves.len(), 3);
        assert_eq!(games[0].result, (GameResult::Draw));
        assert_eq!("1/2-1/2".parse(), Ok(GameResult::Draw));
        assert!("2-0".parse::<GameResult>().is_err());
        // A stray `]` is no longer skipped: an error at its place (bare CR line ends).
        let pgn = b"[White \"J\xF6rg\"]\r[Black \"Z\xC3\xBCrich\"]\r\r1. e4 ] e5 2. Nf3 1/2-1/2";
        let err = Reader::from_bytes(pgn)
            .next()
            .expect("a game")
            .expect_err("a stray ]");
        assert_eq!(
            (err.kind, err.location.line, err.location.column, err.offset),
            (ReadErrorKind::UnmatchedBracket, 4, 7, 40)
        );
    }

    #[test]
    fn writes_export_format() {
        let mut history = History::default();
        for s in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
            let mv = Game::parse_move(&history, s).expect("legal");
            Game::play(&mut history, mv).expect("legal");
        }
        let text = write(&history, &[]).expect("legal moves");
        assert!(text.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"));
        assert!(text.ends_with("\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n"));
    }

    /// The texts of a line's moves.
    fn texts(moves: &[RawMove]) -> Vec<&str> {
        moves.iter().map(|m| m.text.as_str()).collect()
    }

    /// The movetext of `write_record`'s output, without the tags.
    fn movetext(game: &Record) -> String {
        let out = write_record(game).expect("writable");
        out.split_once("\n\n")
            .expect("tags, then movetext")
            .1
            .into()
    }

    #[test]
    fn reads_nested_variations_as_a_tree() {
        let pgn = b"1. e4 (1. d4 {dc} d5 (1... Nf6 2. c4) 2. c4) (1. c4) e5 2. Nf3 (2. f4 exf4 ({x} 2... d5)) *";
        let g = game(pgn);
        assert_eq!(texts(&g.moves), ["e4", "e5", "Nf3"]);
        let e4 = &g.moves[0];
        assert_eq!(e4.variations.len(), 2);
        let d4 = &e4.variations[0];
        assert!(d4.comments.is_empty());
        assert_eq!(texts(&d4.moves), ["d4", "d5", "c4"]);
        assert_eq!(d4.moves[0].comments, ["dc"]);
        assert_eq!(texts(&d4.moves[1].variations[0].moves), ["Nf6", "c4"]);
        assert_eq!(texts(&e4.variations[1].moves), ["c4"]);
        let f4 = &g.moves[2].variations[0];
        assert_eq!(texts(&f4.moves), ["f4", "exf4"]);
        let d5 = &f4.moves[1].variations[0];
        assert_eq!(d5.comments, ["x"]);
        assert_eq!(texts(&d5.moves), ["d5"]);
        assert_eq!(g.result, (GameResult::Ongoing));
        assert_eq!(
            movetext(&g),
            "1. e4 (1. d4 {dc} 1... d5 (1... Nf6 2. c4) 2. c4) (1. c4) 1... e5 2. Nf3 (2. f4\n\
             exf4 ({x} 2... d5)) *\n\n"
        );
    }

    #[test]
    fn comments_and_nags_everywhere_round_trip() {
        let pgn = b"{before} {twice} 1. e4! {a} $14 {b} ( {v} 1. d4?! ; line comment\n\
                    d5 {end of v} ) {after v} 1... e5 !? 2. Nf3 $1 $2 ?? ( 2. Bc4 ) {z} 1-0";
        let g = game(pgn);
        assert_eq!(g.comments, ["before", "twice"]);
        let e4 = &g.moves[0];
        assert_eq!(e4.text, "e4!");
        assert_eq!(e4.nags, [14]);
        assert_eq!(e4.comments, ["a", "b", "after v"]);
        assert_eq!(e4.variations[0].comments, ["v"]);
        assert_eq!(e4.variations[0].moves[0].text, "d4?!");
        assert_eq!(e4.variations[0].moves[0].comments, ["line comment"]);
        assert_eq!(e4.variations[0].moves[1].comments, ["end of v"]);
        assert_eq!(g.moves[1].nags, [5]);
        assert_eq!(g.moves[2].nags, [1, 2, 4]);
        assert_eq!(g.moves[2].comments, ["z"]);
        let text = movetext(&g);
        assert_eq!(
            text,
            "{before} {twice} 1. e4 $1 $14 {a} {b} {after v} ({v} 1. d4 $6 {line comment}\n\
             1... d5 {end of v}) 1... e5 $5 2. Nf3 $1 $2 $4 {z} (2. Bc4) 1-0\n\n"
        );
        let back = game(text.as_bytes());
        assert_eq!(back.comments, g.comments);
        assert_eq!(back.moves[0].nags, [1, 14]);
        assert_eq!(back.moves[0].comments, g.moves[0].comments);
        assert_eq!(back.moves[0].variations[0].moves[0].nags, [6]);
        assert_eq!(
            back.moves[0].variations[0].comments,
            g.moves[0].variations[0].comments
        );
        assert_eq!(back.moves[2].nags, [1, 2, 4]);
        assert_eq!(write_record(&back), write_record(&g));
    }

    #[test]
    fn suffix_annotations_become_nags() {
        for (text, nag) in [
            ("Nf3!", Some(1)),
            ("Nf3?", Some(2)),
            ("Nf3!!", Some(3)),
            ("Nf3??", Some(4)),
            ("Nf3!?", Some(5)),
            ("Nf3?!", Some(6)),
            ("Qxf7#!", Some(1)),
            ("e8=Q+?!", Some(6)),
            ("Nf3", None),
            ("Nf3+", None),
            ("Nf3!!!", None),
        ] {
            assert_eq!(suffix_nag(text), nag, "{text}");
        }
    }

    #[test]
    fn comments_with_closing_braces_and_long_comments() {
        let mut g = game(b"1. e4 e5 *");
        g.moves[0].comments.push("a } b".into());
        g.moves[1].comments.push("x}\ny".into());
        let long = "word ".repeat(40);
        g.comments.push(long.clone());
        let out = write_record(&g).expect("writable");
        assert!(out.lines().all(|l| l.len() <= MAX_LINE), "{out}");
        assert!(out.contains("1. e4 ; a } b\n1... e5 {x) y} *"), "{out}");
        let back = game(out.as_bytes());
        assert_eq!(back.moves[0].comments, ["a } b"]);
        assert_eq!(back.moves[1].comments, ["x) y"]);
        assert_eq!(back.comments[0].split_whitespace().count(), 40);
        // An empty comment and an empty variation stay.
        let g = game(b"1. e4 {} ( ) ({ }) *");
        assert_eq!(g.moves[0].variations.len(), 2);
        assert_eq!(movetext(&g), "1. e4 {} () ({}) *\n\n");
    }

    #[test]
    fn variations_without_a_move_or_too_deep_are_skipped() {
        let g = game(b"(1. d4) {c} 1. e4 ((1. c4) 1. d4) e5 *");
        assert_eq!(g.comments, ["c"]);
        assert_eq!(texts(&g.moves), ["e4", "e5"]);
        assert_eq!(texts(&g.moves[0].variations[0].moves), ["d4"]);
        assert!(g.moves[0].variations[0].moves[0].variations.is_empty());

        let depth = MAX_VARIATION_DEPTH + 5;
        let mut pgn = String::from("1. e4 e5 ");
        for _ in 0..depth {
            pgn.push_str("( 1... c5 ");
        }
        pgn.push_str(&")".repeat(depth));
        pgn.push_str(" 2. Nf3 *");
        let g = game(pgn.as_bytes());
        assert_eq!(texts(&g.moves), ["e4", "e5", "Nf3"]);
        let mut kept = 0;
        let mut line = &g.moves[1];
        while let Some(v) = line.variations.first() {
            kept += 1;
            line = &v.moves[0];
        }
        assert_eq!(kept, MAX_VARIATION_DEPTH);
    }

    #[test]
    fn raw_writer_reports_bad_moves_and_writes_null_moves() {
        let g = game(b"1. e4 (1. e5) *");
        let err = write_record(&g).expect_err("illegal variation");
        assert!(
            matches!(&err, WriteError::Replay(e) if e.ply == 1 && e.token.as_str() == "e5"),
            "{err:?}"
        );
        let g = game(b"[Variant \"Crazyhouse\"]\n1. e4 *");
        assert!(matches!(
            write_record(&g),
            Err(WriteError::Replay(ReplayError {
                ply: 0,
                kind: ReplayErrorKind::UnsupportedVariant(_),
                ..
            }))
        ));
        let g = game(b"1. e4 Z0 2. d4 -- *");
        assert_eq!(movetext(&g), "1. e4 -- 2. d4 -- *\n\n");
        let g = game(b"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 -- *");
        assert!(matches!(
            write_record(&g),
            Err(WriteError::Replay(ReplayError { ply: 8, .. }))
        ));
        let g = game(b"[FEN \"4k3/8/8/8/8/8/8/4K3 b - - 0 30\"]\n30... Kd7 *");
        assert_eq!(movetext(&g), "30... Kd7 *\n\n");
    }

    #[test]
    fn lines_fill_up_to_79_characters() {
        let mut g = game(b"1. e4 e5 *");
        g.moves[0].comments.push("w".repeat(71));
        let line = alloc::format!("1. e4 {{{}}}", "w".repeat(71));
        assert_eq!(line.len(), MAX_LINE);
        assert_eq!(movetext(&g), alloc::format!("{line}\n1... e5 *\n\n"));
        g.moves[0].comments[0].push('w');
        assert_eq!(
            movetext(&g),
            alloc::format!("1. e4\n{{{}}} 1...\ne5 *\n\n", "w".repeat(72))
        );
        // A `)` goes on the next line if the line is full.
        let mut g = game(b"1. e4 (1. d4) e5 *");
        g.moves[0].variations[0].moves[0]
            .comments
            .push("w".repeat(64));
        let line = alloc::format!("1. e4 (1. d4 {{{}}}", "w".repeat(64));
        assert_eq!(line.len(), MAX_LINE);
        assert_eq!(movetext(&g), alloc::format!("{line}\n) 1... e5 *\n\n"));
        g.moves[0].variations[0].moves[0].comments[0].pop();
        assert_eq!(
            movetext(&g),
            alloc::format!("1. e4 (1. d4 {{{}}})\n1... e5 *\n\n", "w".repeat(63))
        );
        // A `;` comment with `}` fits in 79 characters or becomes a brace comment.
        let mut g = game(b"1. e4 *");
        let text = alloc::format!("}}{}", "w".repeat(76));
        g.moves[0].comments.push(text.clone());
        assert_eq!(movetext(&g), alloc::format!("1. e4\n; {text}\n*\n\n"));
        g.moves[0].comments[0].push('w');
        assert_eq!(
            movetext(&g),
            alloc::format!("1. e4\n{{){}}}\n*\n\n", "w".repeat(77))
        );
    }

    #[test]
    fn results_and_brackets_inside_variations_do_not_end_the_game() {
        let games = games(b"1. e4 (1. d4 1-0 [ ]) ((1-0)) e5 (( [x] )) 2. Nf3 0-1");
        assert_eq!(games.len(), 1);
        assert_eq!(texts(&games[0].moves), ["e4", "e5", "Nf3"]);
        assert_eq!(games[0].result, (GameResult::BlackWins));
        let e4 = &games[0].moves[0];
        assert_eq!(e4.variations.len(), 2);
        assert_eq!(texts(&e4.variations[0].moves), ["d4"]);
        assert!(e4.variations[1].moves.is_empty());
        assert!(games[0].moves[1].variations[0].moves.is_empty());
    }

    #[test]
    fn tag_names_up_to_255_characters() {
        let name = "A".repeat(255);
        assert!(write(&History::default(), &[(&name, "")]).is_ok());
        let long = "A".repeat(256);
        assert_eq!(
            write(&History::default(), &[(&long, "")]),
            Err(WriteError::TagName(boardcore::Excerpt::new(&long)))
        );
    }
}

/// The kind and place (line, column) of the first game's read error.
fn read_error(pgn: &str) -> (ReadErrorKind, usize, usize) {
    let e = Reader::new(pgn)
        .next()
        .expect("a game")
        .expect_err("a read error");
    assert_eq!(e.location.game, 1, "{pgn:?}");
    (e.kind, e.location.line, e.location.column)
}

#[test]
fn syntax_errors_are_read_errors_with_their_location() {
    use ReadErrorKind as K;
    // Cut off in the movetext: no termination marker.
    assert_eq!(read_error("1. e4 e5 2. Nf3"), (K::TruncatedMovetext, 1, 16));
    assert_eq!(
        read_error("[Event \"x\"]\n\n1. e4 e5\n2."),
        (K::TruncatedMovetext, 4, 3)
    );
    assert_eq!(read_error("[Event \"x\"]\n"), (K::TruncatedMovetext, 1, 12));
    // A `{` comment that never ends, even across lines.
    assert_eq!(
        read_error("1. e4 {a comment\nthat runs on 1-0"),
        (K::UnterminatedComment, 1, 7)
    );
    // A `(` variation that is never closed, at the end of the text.
    assert_eq!(
        read_error("1. e4 (1. d4 (1. c4) d5 *"),
        (K::UnclosedVariation, 1, 7)
    );
    // A tag pair whose line ends before its closing quote or `]`.
    assert_eq!(
        read_error("[Event \"x\n[Site \"y\"]\n1. e4 *"),
        (K::UnterminatedTag, 1, 1)
    );
    assert_eq!(
        read_error("[Site \"y\"]\r\n[Event \"x\"\r\n1. e4 *"),
        (K::UnterminatedTag, 2, 1)
    );
    assert_eq!(read_error("[Event \"x"), (K::UnterminatedTag, 1, 1));
    // Columns count characters: `é` is one, and a byte order mark none.
    assert_eq!(
        read_error("\u{feff}{\u{e9}} 1. e4 {x"),
        (K::UnterminatedComment, 1, 11)
    );
    // A stray `)` or `}` is an error at its place; a `)` closing a variation is not.
    assert_eq!(read_error("1. e4 ) e5 *"), (K::UnmatchedParenthesis, 1, 7));
    assert_eq!(read_error("1. e4 } e5 *"), (K::UnmatchedBrace, 1, 7));
    assert_eq!(
        read_error("1. e4 (1. d4) e5 ) *"),
        (K::UnmatchedParenthesis, 1, 18)
    );
    assert_eq!(
        read_error("1. e4 {a} e5 {b}} *"),
        (K::UnmatchedBrace, 1, 17)
    );
    assert!(Reader::new("1. e4 (1. d4 (1. c4) d5) e5 *").all(|g| g.is_ok()));
    // A stray `]` too (it was skipped without a word); a `[` inside a variation is
    // junk, skipped with its `]`.
    assert_eq!(read_error("1. e4 ] e5 *"), (K::UnmatchedBracket, 1, 7));
    assert_eq!(
        read_error("[Event \"x\"]\r\n1. e4 e5\r\n2. Nf3] Nc6 *"),
        (K::UnmatchedBracket, 3, 7)
    );
    assert_eq!(
        read_error("1. e4 (1. d4 [x] d5) e5 ] *"),
        (K::UnmatchedBracket, 1, 25)
    );
    assert!(Reader::new("1. e4 (1. d4 [x] d5) e5 *").all(|g| g.is_ok()));
    assert!(Reader::new("[Event \"a]b\"]\n1. e4 *").all(|g| g.is_ok()));
    // The message starts with the location.
    let e = Reader::new("1. e4 *\n\n1. d4 {x")
        .nth(1)
        .expect("two games")
        .expect_err("a read error");
    assert_eq!(
        e.to_string(),
        "game 2, line 3, column 7: unterminated comment (no } before the end of the text)"
    );
}

#[test]
fn the_reader_goes_on_after_a_broken_game() {
    let pgn = "1. e4 (1. d4 *\n\n[Event \"b\"]\n1. d4 1-0\n\n[Event \"c\n1. c4 *\n\n1. Nf3\n[Event \"d\"]\n1. b3 0-1";
    let read: Vec<_> = Reader::new(pgn).collect();
    assert_eq!(read.len(), 5, "{read:?}");
    let kind = |i: usize| read[i].as_ref().map_err(|e| (e.kind, e.location));
    assert!(matches!(
        kind(0),
        Err((ReadErrorKind::UnclosedVariation, _))
    ));
    assert_eq!(read[1].as_ref().map(|g| g.tag("Event")), Ok(Some("b")));
    assert!(
        matches!(kind(2), Err((ReadErrorKind::UnterminatedTag, l)) if l.game == 3 && l.line == 6)
    );
    assert!(
        matches!(kind(3), Err((ReadErrorKind::TruncatedMovetext, l)) if l.game == 4 && l.line == 9)
    );
    // The game after the truncated one is read in full.
    let last = read[4].clone().expect("readable");
    assert_eq!(last.tag("Event"), Some("d"));
    assert_eq!(last.result, GameResult::BlackWins);
    assert_eq!((last.location.game, last.location.line), (5, 10));
    // An empty text, or one of blank lines and comments only, has no game.
    for empty in ["", "\n\r\n", "\u{feff}", "% escape\n"] {
        assert_eq!(Reader::new(empty).count(), 0, "{empty:?}");
    }
}

#[test]
fn moves_know_their_location() {
    let g = game("[Event \"x\"]\r\n\r\n1. e4 {\u{e9}\u{e9}} e5\r2.Nf3 *".as_bytes());
    let at: Vec<(usize, usize)> = g
        .moves
        .iter()
        .map(|m| (m.location.line, m.location.column))
        .collect();
    assert_eq!(at, [(3, 4), (3, 12), (4, 3)]);
    assert_eq!(
        (g.location.game, g.location.line, g.location.column),
        (1, 1, 1)
    );
    let e = game(b"1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# Ke7 1-0")
        .replay()
        .expect_err("after mate");
    assert_eq!((e.ply, e.location.line, e.location.column), (8, 1, 41));
    assert!(
        e.to_string()
            .starts_with("game 1, line 1, column 41: ply 8 \"Ke7\": "),
        "{e}"
    );
}

#[test]
fn replay_marks_moves_after_the_end_as_ended_early() {
    // Bare kings after 3... Kxd1... : a dead position, and the game goes on.
    let g = game(b"[FEN \"4k3/8/8/8/8/8/8/3qK3 w - - 0 1\"]\n1. Kxd1 Kd7 2. Kd2 *");
    let replay = g.replay().expect("legal moves");
    assert_eq!(replay.ended_early, Some(2));
    assert_eq!(replay.history.moves().len(), 3);
    let fine = game(b"1. e4 e5 *").replay().expect("legal");
    assert_eq!(fine.ended_early, None);
    // The writer writes the history with the result of the rules.
    let out = write(&replay.history, &[]).expect("writable");
    assert!(out.ends_with("1. Kxd1 Kd7 2. Kd2 1/2-1/2\n\n"), "{out}");
    assert!(matches!(
        write(&replay.history, &[("Result", "1-0")]),
        Err(WriteError::ResultMismatch { .. })
    ));
    assert!(matches!(
        write(&History::default(), &[("Result", "2-0")]),
        Err(WriteError::ResultTag(_))
    ));
    let resigned = write(&fine.history, &[("Result", "0-1")]).expect("writable");
    assert!(resigned.contains("[Result \"0-1\"]") && resigned.ends_with("1. e4 e5 0-1\n\n"));
}
