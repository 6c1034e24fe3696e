//! PGN: replay of the shared game collections and tricky fixtures, the export writer
//! round trip, and garbage input that must not panic.

use boardcore::testing::shared_data;
use boardcore::{Excerpt, Game};
use chess::notation::pgn::{
    self, GameResult, RawMove, RawVariation, ReadErrorKind, Reader, Record, ReplayErrorKind,
    WriteError, write_record,
};
use chess::notation::uci::Uci;
use chess::{History, Move, Position};
use proptest::prelude::*;

/// Every game of `data`, read without error.
fn records(data: &[u8]) -> Vec<Record> {
    Reader::from_bytes(data)
        .map(|g| g.expect("readable"))
        .collect()
}

/// The first game of `data`, read without error.
fn first(data: &[u8]) -> Record {
    Reader::from_bytes(data)
        .next()
        .expect("a game")
        .expect("readable")
}

/// Writes the game of `moves` from `start` with `tags` and `result` (as its `Result`
/// tag) through [`pgn::write`].
fn write_game(
    tags: &[(String, String)],
    start: &Position,
    moves: &[Move],
    result: GameResult,
) -> Result<String, WriteError> {
    let mut history = History::new(start.clone());
    for &mv in moves {
        Game::play(&mut history, mv).expect("legal");
    }
    let mut pairs: Vec<(&str, &str)> = tags.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    pairs.push(("Result", result.as_str()));
    pgn::write(&history, &pairs)
}

/// Reads `pgn/<name>` from the shared data, or `None` if absent.
fn read(name: &str) -> Option<Vec<u8>> {
    let path = shared_data(env!("CARGO_MANIFEST_DIR"), &format!("chess/pgn/{name}"))?;
    Some(std::fs::read(path).expect("readable pgn"))
}

/// Replays every game; returns (games, plies, errors as (game, ply, message)).
fn replay_all(data: &[u8]) -> (usize, usize, Vec<(usize, usize, String)>) {
    let mut games = 0;
    let mut plies = 0;
    let mut errors = Vec::new();
    for (g, game) in Reader::from_bytes(data).enumerate() {
        games += 1;
        match game.map(|game| game.replay()) {
            Ok(Ok(r)) => plies += r.history.moves().len(),
            Ok(Err(e)) => errors.push((g + 1, e.ply, e.to_string())),
            Err(e) => errors.push((g + 1, 0, e.to_string())),
        }
    }
    (games, plies, errors)
}

#[test]
fn kasparov_replays() {
    let Some(data) = read("kasparov.pgn") else {
        return;
    };
    let (games, plies, errors) = replay_all(&data);
    assert_eq!(errors, []);
    assert_eq!(games, 1962);
    assert!(plies > 100_000, "{plies}");
}

#[test]
fn lichess_sample_replays() {
    let Some(data) = read("lichess-2025-05-01-sample.pgn") else {
        return;
    };
    let (games, _, errors) = replay_all(&data);
    assert_eq!(errors, []);
    assert_eq!(games, 438);
    // Clock and eval commands stay in the comments.
    let first = records(&data)
        .into_iter()
        .find(|g| !g.moves.is_empty())
        .expect("a game");
    assert!(first.moves[0].comments.iter().any(|c| c.contains("[%clk")));
}

fn tricky(name: &str) -> Option<Vec<Record>> {
    Some(records(&read(&format!("tricky/{name}"))?))
}

#[test]
fn tricky_files_read_without_panic() {
    let Some(dir) = shared_data(env!("CARGO_MANIFEST_DIR"), "chess/pgn/tricky") else {
        return;
    };
    let mut files = 0;
    for entry in std::fs::read_dir(dir).expect("readable dir") {
        let data = std::fs::read(entry.expect("entry").path()).expect("readable");
        let (games, _, _) = replay_all(&data);
        assert!(games > 0);
        files += 1;
    }
    assert!(files >= 13);
}

#[test]
fn tricky_fixtures() {
    let Some(bom) = tricky("utf8-bom.pgn") else {
        return;
    };
    assert_eq!(bom[0].tag("Event"), Some("A"));
    assert_eq!(bom.len(), 2);
    assert!(bom.iter().all(|g| g.result == GameResult::Ongoing));

    let empty_line = tricky("chessbase-empty-line.pgn").expect("present");
    assert_eq!(empty_line.len(), 1);
    assert_eq!(empty_line[0].tag("White"), Some("Stockfish 8"));
    assert!(empty_line[0].replay().is_ok());

    for name in [
        "variations-nags-and-comments.pgn",
        "cutechess-fischerrandom.pgn",
        "uci-moves.pgn",
        "kasparov-deep-blue-1997.pgn",
        "molinari-bordais-1979.pgn",
        "nepomniachtchi-liren-game1.pgn",
        "stockfish-learning.pgn",
    ] {
        for (g, game) in tricky(name).expect("present").iter().enumerate() {
            let r = game
                .replay()
                .unwrap_or_else(|e| panic!("{name} game {}: {e}", g + 1));
            assert!(!r.history.moves().is_empty(), "{name}");
        }
    }
    let vars = tricky("variations-nags-and-comments.pgn").expect("present");
    let texts: Vec<&str> = vars[0].moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts[..4], ["e4", "c5", "Nf3", "g6"]);
    assert_eq!(vars[0].moves.len(), 13);

    let frc = tricky("cutechess-fischerrandom.pgn").expect("present");
    let r = frc[0].replay().expect("legal");
    assert_eq!(
        r.history.start().castling_mode(),
        chess::CastlingMode::Chess960
    );
    assert_eq!(r.history.moves().len(), 120);

    // Null move `Z0` at ply 82.
    let null = tricky("anastasian-lewis.pgn").expect("present");
    let e = null[0].replay().expect_err("null move reported");
    assert_eq!(e.ply, 82);
    assert!(matches!(e.kind, ReplayErrorKind::NullMove(_)));

    for name in [
        "knightvuillaume-jannlee-zh-lichess.pgn",
        "saturs-jannlee-zh-lichess.pgn",
        "antichess-programfox.pgn",
    ] {
        let games = tricky(name).expect("present");
        assert!(!games.is_empty());
        for game in games {
            let e = game.replay().expect_err("variant rejected");
            assert_eq!(e.ply, 0, "{name}");
            assert!(matches!(e.kind, ReplayErrorKind::UnsupportedVariant(_)));
        }
    }
}

#[test]
fn writer_round_trip() {
    for name in ["kasparov.pgn", "lichess-2025-05-01-sample.pgn"] {
        let Some(data) = read(name) else { return };
        for game in records(&data).into_iter().step_by(37) {
            let r = game.replay().expect("legal");
            let result = game.result;
            let (start, moves) = (r.history.start(), r.history.moves());
            let text = write_game(&game.tags, start, moves, result).expect("legal");
            assert!(text.lines().all(|l| l.len() <= 79), "{text}");
            let back = records(text.as_bytes());
            assert_eq!(back.len(), 1);
            let again = back[0].replay().expect("legal");
            assert_eq!(again.history.moves(), moves);
            assert_eq!(back[0].result, result);
            assert_eq!(back[0].tag("White"), game.tag("White"));
        }
    }
    // A Chess960 game keeps its start position and castling mode.
    let frc = tricky("cutechess-fischerrandom.pgn").expect("present");
    let r = frc[0].replay().expect("legal").history;
    let text =
        write_game(&frc[0].tags, r.start(), r.moves(), GameResult::BlackWins).expect("legal");
    let back = first(text.as_bytes()).replay().expect("legal").history;
    assert_eq!(back.moves(), r.moves());
    assert_eq!(back.start(), r.start());
}

// The linear-time checks of the reader (many tags on one line, nested variations
// and comments) count allocated and scanned bytes in `tests/linear.rs`.

#[test]
fn brackets_in_variations_and_ep_annotations() {
    // A `[` inside a variation does not start a new game.
    let games = records(b"[Event \"x\"]\n1. e4 (1. d4 [junk] d5) e5 2. Nf3 *\n");
    assert_eq!(games.len(), 1);
    let moves: Vec<_> = games[0].moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(moves, ["e4", "e5", "Nf3"]);
    // `e.p.` written as its own token after an en passant capture.
    let game = first(b"1. e4 a6 2. e5 d5 3. exd6 e.p. Qxd6 *");
    let r = game.replay().expect("legal");
    assert_eq!(r.history.moves().len(), 6);
}

#[test]
fn writer_escapes_values_and_rejects_bad_names() {
    let hostile = vec![
        (
            "White".to_string(),
            "Eve\"]\n[Black \"Mallory\"]\n\n1. e4 *\n".to_string(),
        ),
        ("Annotator".to_string(), "back\\slash\ttab".to_string()),
    ];
    let text = write_game(&hostile, &Position::new(), &[], GameResult::Draw).expect("valid names");
    let games = records(text.as_bytes());
    assert_eq!(games.len(), 1, "{text}");
    assert_eq!(
        games[0].tag("White"),
        Some("Eve\"] [Black \"Mallory\"]  1. e4 * ")
    );
    assert_eq!(games[0].tag("Black"), Some("?"));
    assert_eq!(games[0].tag("Annotator"), Some("back\\slash tab"));
    assert!(games[0].moves.is_empty());
    for bad in ["", "A B", "1st", "Na\"me", "x]", "T\u{e9}te"] {
        let tags = vec![(bad.to_string(), "v".to_string())];
        assert_eq!(
            write_game(&tags, &Position::new(), &[], GameResult::Draw),
            Err(WriteError::TagName(Excerpt::new(bad))),
            "{bad:?}"
        );
    }
    let ok = vec![("Time_Control2".to_string(), "40/7200".to_string())];
    assert!(write_game(&ok, &Position::new(), &[], GameResult::Draw).is_ok());
}

#[test]
fn deep_nesting_and_unterminated_input() {
    let mut deep = b"1. e4 ".to_vec();
    deep.extend(std::iter::repeat_n(b'(', 200_000));
    deep.extend(b" e5 ");
    deep.extend(std::iter::repeat_n(b')', 200_000));
    deep.extend(b" e5 *");
    let games = records(&deep);
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].moves.len(), 2);
    for s in [
        &b"[Event \"x"[..],
        b"{ never closed",
        b"1. e4 (",
        b"[",
        b"\"",
        b"$",
        b"%",
    ] {
        for game in Reader::from_bytes(s).flatten() {
            let _ = game.replay();
        }
    }
}

proptest! {
    #[test]
    fn garbage_bytes_never_panic(data in proptest::collection::vec(any::<u8>(), 0..400)) {
        for game in Reader::from_bytes(&data).flatten() {
            let _ = game.replay();
        }
    }

    #[test]
    fn mutated_pgn_never_panics(
        edits in proptest::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 1..20),
        cut in any::<prop::sample::Index>(),
    ) {
        let mut data = b"[Event \"x\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n1. O-O {c} O-O-O (1... Ke7 $2) 2. Rf7 ; x\n% esc\n2... Rd2 *\n".to_vec();
        for (at, byte) in edits {
            let i = at.index(data.len());
            data[i] = byte;
        }
        let n = cut.index(data.len() + 1);
        for game in Reader::from_bytes(&data[..n]).flatten() {
            let _ = game.replay();
        }
    }
}

/// A move of a tree, as played: `None` for a null move.
type Step = Option<Move>;

/// A game tree reduced to what a round trip keeps: moves as played, NAGs (a suffix
/// annotation such as `Nf3!` as its NAG, first), comments with white space collapsed,
/// and the variations in the same form.
#[derive(Debug, PartialEq, Eq)]
struct Line {
    comments: Vec<String>,
    moves: Vec<Node>,
}

/// A move of a [`Line`] with what follows it.
#[derive(Debug, PartialEq, Eq)]
struct Node {
    step: Step,
    nags: Vec<u16>,
    comments: Vec<String>,
    variations: Vec<Line>,
}

fn collapse(comments: &[String]) -> Vec<String> {
    comments
        .iter()
        .map(|c| c.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

fn suffix_nag(text: &str) -> Option<u16> {
    let body = text.trim_end_matches(['!', '?', '+', '#']);
    let marks: String = text[body.len()..]
        .chars()
        .filter(|c| matches!(c, '!' | '?'))
        .collect();
    ["!", "?", "!!", "??", "!?", "?!"]
        .iter()
        .position(|&m| m == marks)
        .and_then(|i| u16::try_from(i + 1).ok())
}

/// Plays `text` (SAN, UCI or a null move) from `pos`.
fn step(pos: &Position, text: &str) -> (Step, Position) {
    if matches!(text, "--" | "Z0") {
        return (None, pos.null_move().expect("null move out of check"));
    }
    let mv = pos
        .parse_san(text)
        .or_else(|_| text.parse::<Uci>().expect("uci").to_move(pos))
        .expect("legal move");
    let mut next = pos.clone();
    next.play_unchecked(mv);
    (Some(mv), next)
}

/// Reduces a line played from `pos` (recursion is fine: variations nest at most
/// `MAX_VARIATION_DEPTH` deep).
fn line(comments: &[String], moves: &[RawMove], mut pos: Position) -> Line {
    let mut out = Line {
        comments: collapse(comments),
        moves: Vec::new(),
    };
    for m in moves {
        let variations = m
            .variations
            .iter()
            .map(|v: &RawVariation| line(&v.comments, &v.moves, pos.clone()))
            .collect();
        let (s, next) = step(&pos, &m.text);
        let nags = suffix_nag(&m.text)
            .into_iter()
            .chain(m.nags.iter().copied());
        out.moves.push(Node {
            step: s,
            nags: nags.collect(),
            comments: collapse(&m.comments),
            variations,
        });
        pos = next;
    }
    out
}

/// Counts (moves, comments, variations, NAGs) in a reduced line.
fn count(l: &Line) -> [usize; 4] {
    let mut n = [0, l.comments.len(), 0, 0];
    for m in &l.moves {
        n[0] += 1;
        n[1] += m.comments.len();
        n[2] += m.variations.len();
        n[3] += m.nags.len();
        for v in &m.variations {
            let c = count(v);
            for k in 0..4 {
                n[k] += c[k];
            }
        }
    }
    n
}

/// Every file of the shared PGN data, written with its comments, NAGs and variations
/// and read back, gives the same games: tags, start position, result, and the tree of
/// moves, NAGs, comments and variations. Games of other variants cannot be written.
#[test]
fn raw_writer_round_trips_every_shared_file() {
    let Some(dir) = shared_data(env!("CARGO_MANIFEST_DIR"), "chess/pgn") else {
        return;
    };
    let mut files: Vec<_> = ["kasparov.pgn", "lichess-2025-05-01-sample.pgn"]
        .iter()
        .map(|n| dir.join(n))
        .collect();
    let mut tricky: Vec<_> = std::fs::read_dir(dir.join("tricky"))
        .expect("readable dir")
        .map(|e| e.expect("entry").path())
        .collect();
    tricky.sort();
    files.extend(tricky);
    let mut variant_files = 0;
    for path in &files {
        let data = std::fs::read(path).expect("readable");
        let name = path.file_name().expect("name").to_string_lossy();
        let games = records(&data);
        let mut out = String::new();
        let mut written = Vec::new();
        let mut skipped = 0;
        for game in &games {
            match write_record(game) {
                Ok(text) => {
                    // Movetext lines hold at most 79 characters (tag lines cannot
                    // be broken).
                    let (_, movetext) = text.split_once("\n\n").expect("tags, movetext");
                    let long = movetext.lines().find(|l| l.chars().count() > 79);
                    assert_eq!(long, None, "{name}");
                    out.push_str(&text);
                    written.push(game);
                }
                Err(WriteError::Replay(e))
                    if matches!(e.kind, ReplayErrorKind::UnsupportedVariant(_)) =>
                {
                    skipped += 1;
                }
                Err(e) => panic!("{name} game at {}: {e}", game.offset),
            }
        }
        if skipped > 0 {
            assert_eq!(
                skipped,
                games.len(),
                "{name}: only variant games are skipped"
            );
            variant_files += 1;
            eprintln!("{name}: {skipped} games of another variant, not written");
            continue;
        }
        let back = records(out.as_bytes());
        assert_eq!(back.len(), written.len(), "{name}");
        let mut totals = [0; 4];
        for (a, b) in written.iter().zip(&back) {
            let start = a.start_position().expect("start");
            assert_eq!(b.start_position().expect("start"), start, "{name}");
            for (k, _) in &a.tags {
                if !matches!(k.as_str(), "SetUp" | "FEN" | "Result") {
                    // The writer turns control characters into spaces.
                    let value = a.tag(k).map(|v| v.replace(char::is_control, " "));
                    assert_eq!(b.tag(k), value.as_deref(), "{name} tag {k}");
                }
            }
            let result = a.result;
            assert_eq!(b.result, result, "{name}");
            assert_eq!(b.tag("Result"), Some(result.as_str()), "{name}");
            let la = line(&a.comments, &a.moves, start.clone());
            let lb = line(&b.comments, &b.moves, start);
            assert_eq!(la, lb, "{name} game at {}", a.offset);
            let c = count(&la);
            for k in 0..4 {
                totals[k] += c[k];
            }
        }
        eprintln!(
            "{name}: {} games, {} moves, {} comments, {} variations, {} NAGs round-trip",
            written.len(),
            totals[0],
            totals[1],
            totals[2],
            totals[3]
        );
    }
    assert_eq!(variant_files, 3);
}

/// The tags of the first game of `pgn`.
fn tags_of(pgn: &[u8]) -> Vec<(String, String)> {
    let mut text = pgn.to_vec();
    text.extend(b"\n*");
    first(&text).tags
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|&(k, v)| (k.to_string(), v.to_string()))
        .collect()
}

/// Tag values: escaped quotes and backslashes, a backslash before anything else kept,
/// spacing around names and values, unquoted values, and where a value ends.
#[test]
fn tag_values_and_where_they_end() {
    type Case<'a> = (&'a [u8], &'a [(&'a str, &'a str)]);
    let cases: [Case; 9] = [
        (
            b"[Event \"a \\\"b\\\" \\\\ c\"]",
            &[("Event", "a \"b\" \\ c")],
        ),
        (b"[Event \"a\\nb\\\"\"]", &[("Event", "a\\nb\"")]),
        (b"[ \t Event \t \" x \" \t ]", &[("Event", " x ")]),
        (b"[Event\"x\"]", &[("Event", "x")]),
        (b"[Event]", &[("Event", "")]),
        (b"[Event x  y ]", &[("Event", "x  y")]),
        (
            b"[Event \"x\" junk \"y\"][Site \"s\"]",
            &[("Event", "x"), ("Site", "s")],
        ),
        (b"[ \"x\"][Site \"\"]", &[("Site", "")]),
        (b"[Event \"a]b\"]", &[("Event", "a]b")]),
    ];
    for (pgn, expected) in cases {
        assert_eq!(
            tags_of(pgn),
            pairs(expected),
            "{}",
            String::from_utf8_lossy(pgn)
        );
    }
}

/// A tag pair ends on its line: a value whose line ends before its closing quote,
/// or a tag whose line ends before its `]`, is an unterminated tag pair, an error of
/// the game at the tag's `[` (issue 15 review: it was read as a tag, and what
/// followed as movetext, reported as a SAN error).
#[test]
fn tags_that_run_past_their_line_are_errors() {
    for (pgn, line) in [
        (&b"[Event \"x\ny\"]\n[Site \"s\"]\n1. e4 *"[..], 1),
        (b"[Event \"x\"\n[Site \"s\"]\n1. e4 *", 1),
        (b"[Site \"s\"]\n[Event \"x\\", 2),
        (b"[Site \"s\"]\r\n[Event \"x\"", 2),
    ] {
        let e = Reader::from_bytes(pgn)
            .next()
            .expect("a game")
            .expect_err("an unterminated tag");
        assert_eq!(e.kind, ReadErrorKind::UnterminatedTag, "{pgn:?}");
        assert_eq!((e.location.line, e.location.column), (line, 1), "{pgn:?}");
    }
}

/// A UTF-8 byte order mark is skipped (at the start, or where a file was appended),
/// but a Latin-1 `ï` (0xEF) that starts no BOM is text.
#[test]
fn bom_guard() {
    let games = records(
        b"\xEF\xBB\xBF[Event \"a\"]\n1. e4 \xEFx *\n\xEF\xBB\xBF[Event \"b\"]\n1. d4 \xEF\xBB *",
    );
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].tag("Event"), Some("a"));
    let texts: Vec<&str> = games[0].moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["e4", "\u{ef}x"]);
    assert_eq!(games[1].tag("Event"), Some("b"));
    let texts: Vec<&str> = games[1].moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["d4", "\u{ef}\u{bb}"]);
}

/// `%` escapes the rest of a line only at the line's start (PGN standard 6).
#[test]
fn percent_escapes_only_at_a_line_start() {
    let game =
        first(b"% skipped [Event \"no\"]\n[Event \"yes\"]\r% e4\r1. d4 %x d5\n%2. c4\n2. Nf3 *");
    assert_eq!(game.tags, pairs(&[("Event", "yes")]));
    let texts: Vec<&str> = game.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts, ["d4", "%x", "d5", "Nf3"]);
}

/// A game's offset is where its first tag or move starts, after white space, a BOM
/// and escape lines; a move's offset is where its text starts, after its number.
#[test]
fn game_and_move_offsets() {
    let pgn =
        b"\xEF\xBB\xBF% x\n\n[Event \"a\"]\n1. e4 12...Nf6 *\n\n  [Event \"b\"]\n1.d4 *  e5 0-1";
    let games = records(pgn);
    assert_eq!(games.len(), 3);
    let at = |needle: &[u8]| {
        pgn.windows(needle.len())
            .position(|w| w == needle)
            .expect("present")
    };
    assert_eq!(games[0].offset, at(b"[Event \"a\"]"));
    assert_eq!(games[0].moves[0].offset, at(b"e4"));
    assert_eq!(games[0].moves[1].offset, at(b"Nf6"));
    assert_eq!(games[1].offset, at(b"[Event \"b\"]"));
    assert_eq!(games[1].moves[0].offset, at(b"d4"));
    assert_eq!(games[2].offset, at(b"e5"));
    assert_eq!(games[2].result, GameResult::BlackWins);
    // A result alone is a game.
    let games = records(b"  1/2-1/2 ");
    assert_eq!(games.len(), 1);
    assert_eq!((games[0].offset, games[0].result), (2, GameResult::Draw));
    assert_eq!(Reader::from_bytes(b" \n% x\n ").count(), 0);
}

/// Suffix annotations written apart from the move are NAGs 1 to 6 (PGN standard
/// 10); `$n` NAGs are read up to 65535, and `$` without a number is ignored.
#[test]
fn annotations_map_to_nags() {
    let game = first(
        b"1. e4 ! e5 ? 2. Nf3 !! Nc6 ?? 3. Bb5 !? a6 ?! 4. Ba4 $0 $255 $65535 $65536 $ Nf6 !!! *",
    );
    let nags: Vec<&[u16]> = game.moves.iter().map(|m| &m.nags[..]).collect();
    assert_eq!(
        nags,
        [
            &[1][..],
            &[2],
            &[3],
            &[4],
            &[5],
            &[6],
            &[0, 255, 65535],
            &[],
            &[]
        ]
    );
    let texts: Vec<&str> = game.moves.iter().map(|m| m.text.as_str()).collect();
    assert_eq!(texts[7..], ["Nf6", "!!!"]);
    assert_eq!("1/2".parse(), Ok(GameResult::Draw));
    assert_eq!(" 1-0 ".parse(), Ok(GameResult::WhiteWins));
    assert_eq!(GameResult::BlackWins.to_string(), "0-1");
    assert_eq!(GameResult::Ongoing.as_str(), "*");
}

/// Texts of the main line's moves.
fn move_texts(game: &Record) -> Vec<&str> {
    game.moves.iter().map(|m| m.text.as_str()).collect()
}

/// A variation before the first move replaces no move (PGN standard 8.2.5: it follows
/// the move it replaces), so it is skipped whole: a result or a `[` inside it neither
/// ends the game nor starts the next one. (Written for a mutant of
/// `Lines::in_variation` that no other test caught.)
#[test]
fn skipped_leading_variation_hides_results_and_brackets() {
    let games = records(b"( 1-0 ) 1. e4 e5 *");
    assert_eq!(games.len(), 1);
    assert_eq!(move_texts(&games[0]), ["e4", "e5"]);
    assert_eq!(games[0].result, GameResult::Ongoing);

    let games = records(b"( 1. d4 [Event \"x\"] 0-1 ) 1. e4 e5 1/2-1/2\n\n[Event \"y\"]\n1. c4 *");
    assert_eq!(games.len(), 2);
    assert_eq!(move_texts(&games[0]), ["e4", "e5"]);
    assert_eq!(games[0].result, GameResult::Draw);
    assert_eq!(games[1].tag("Event"), Some("y"));
    assert_eq!(move_texts(&games[1]), ["c4"]);
}

/// A move number is digits and dots (PGN standard 8.2.2); the reader also skips a
/// bare number. Digits not followed by dots inside a token belong to it: `0-0` is
/// castling written with zeros, not move number 0 and `-0`. (Written for surviving
/// mutants of the move-number stripping.)
#[test]
fn move_numbers_and_castling_with_zeros() {
    let pgn = b"1. e4 e5 2 Nf3 Nf6 3.Bc4 3... Bc5 4. 0-0 0-0 *";
    let game = first(pgn);
    assert_eq!(
        move_texts(&game),
        ["e4", "e5", "Nf3", "Nf6", "Bc4", "Bc5", "0-0", "0-0"]
    );
    let r = game.replay().expect("legal");
    assert_eq!(r.history.moves().len(), 8);
    assert_eq!(
        r.history.position().to_fen(),
        "rnbq1rk1/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQ1RK1 w - - 6 5"
    );
}

/// The writer writes each tag once: the seven tag roster in order, then the others;
/// `SetUp` and `FEN` tags of the input are replaced by the ones the start position
/// needs (none from the standard start). (Written for surviving mutants of
/// `write_tags`.)
#[test]
fn writer_writes_each_tag_once() {
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let pgn = format!(
        "[Event \"e\"]\n[White \"w\"]\n[SetUp \"1\"]\n[FEN \"{fen}\"]\n[Annotator \"a\"]\n\n1. O-O *"
    );
    let game = first(pgn.as_bytes());
    let text = write_record(&game).expect("writable");
    for tag in [
        "[Event ",
        "[Site ",
        "[Date ",
        "[Round ",
        "[White ",
        "[Black ",
        "[Result ",
        "[SetUp ",
        "[FEN ",
        "[Annotator ",
    ] {
        assert_eq!(text.matches(tag).count(), 1, "{tag} in {text}");
    }
    assert!(text.contains(&format!("[FEN \"{fen}\"]")), "{text}");

    let tags = pairs(&[
        ("Annotator", "a"),
        ("SetUp", "1"),
        ("FEN", fen),
        ("White", "w"),
    ]);
    let text = write_game(&tags, &Position::new(), &[], GameResult::Ongoing).expect("writable");
    for (tag, n) in [
        ("[White ", 1),
        ("[Annotator ", 1),
        ("[SetUp ", 0),
        ("[FEN ", 0),
    ] {
        assert_eq!(text.matches(tag).count(), n, "{tag} in {text}");
    }
}

/// A Chess960 game gets one `Variant "Chess960"` tag, added where the tags have none,
/// and its `SetUp` and `FEN`, even from the standard array (Scharnagl number 518).
/// (Written for a surviving mutant of `write_tags`.)
#[test]
fn writer_adds_the_chess960_variant_once() {
    for n in [518, 0] {
        let start = Position::chess960(n).expect("a start position");
        for tags in [pairs(&[("White", "w")]), pairs(&[("Variant", "Chess960")])] {
            let text = write_game(&tags, &start, &[], GameResult::Ongoing).expect("writable");
            for tag in ["[Variant \"Chess960\"]", "[SetUp \"1\"]", "[FEN "] {
                assert_eq!(text.matches(tag).count(), 1, "{tag} in {text}");
            }
            let back = first(text.as_bytes());
            assert_eq!(back.replay().expect("legal").history.start(), &start);
        }
    }
}

/// No line of the writer's output is longer than 79 characters (PGN standard
/// 8.2.2.1), also where a variation's `(` is glued to the token after it at the end
/// of a line. (Written for a surviving mutant of `Movetext::token`.)
#[test]
fn writer_lines_with_variations_stay_within_79_characters() {
    for k in 0..90 {
        let pgn = format!("1. e4 {{{}}} (1. d4 d5) e5 *", "w".repeat(k));
        let game = first(pgn.as_bytes());
        let text = write_record(&game).expect("writable");
        for line in text.lines() {
            assert!(
                line.len() <= 79 || !line.contains(' '),
                "{k}: {line:?} in {text}"
            );
        }
        let back = first(text.as_bytes());
        assert_eq!(move_texts(&back), ["e4", "e5"], "{k}");
        assert_eq!(back.moves[0].variations.len(), 1, "{k}");
    }
}

/// A game that starts with Black to move gets its number with three periods before
/// the first move (PGN standard 8.2.2.2), from the FEN's move number. (Written for a
/// surviving mutant of `write_game`.)
#[test]
fn writer_numbers_a_first_black_move() {
    let start: Position = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12".parse().expect("valid");
    let moves = [Move::new(chess::Square::E8, chess::Square::D7)];
    let text = write_game(&[], &start, &moves, GameResult::Ongoing).expect("legal");
    let movetext = text.split("\n\n").nth(1).expect("movetext");
    assert_eq!(movetext, "12... Kd7 *");
}
