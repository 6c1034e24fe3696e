//! `Reader`: records one after another, one item per record, errors located by
//! record, line and column; an empty text holds no record.

use boardcore::Location;
use dominoes::{ParseRecordError, Reader, Record};
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

fn records(n: usize) -> Vec<Record> {
    let mut rng = ChaCha8Rng::seed_from_u64(21);
    ["block-6-2", "draw-6-4+teams", "draw-9-3"]
        .iter()
        .cycle()
        .take(n)
        .map(|r| Record::random(r.parse().unwrap(), &mut rng).unwrap())
        .collect()
}

#[test]
fn an_empty_text_holds_no_record() {
    for text in ["", "\u{feff}", "\n\n", "# only a comment\r\n\r\n", "  \r"] {
        assert_eq!(Reader::new(text).count(), 0, "{text:?}");
    }
}

#[test]
fn records_follow_each_other_with_any_line_ends() {
    let recs = records(5);
    let text: String = recs.iter().map(|r| format!("{r}\n# between\n\n")).collect();
    for ends in ["\n", "\r\n", "\r"] {
        let text = text.replace('\n', ends);
        let read: Vec<Record> = Reader::new(&text).collect::<Result<_, _>>().unwrap();
        assert_eq!(read, recs, "line ends {ends:?}");
    }
    // The records of `Display` need no blank line between them.
    let tight: String = recs.iter().map(ToString::to_string).collect();
    assert_eq!(Reader::new(&tight).count(), 5);
}

#[test]
fn an_error_names_record_line_and_column_and_the_reader_goes_on() {
    let recs = records(3);
    let good = [recs[0].to_string(), recs[2].to_string()];
    let lines_of = |s: &str| s.lines().count();
    // Record 2: the second tile of its deal is not a tile (column 10).
    let bad = "rules block-6-2\ndeal 6-6 9-9 1-1\nmoves\n";
    let text = format!("{}{bad}{}", good[0], good[1]);
    let items: Vec<_> = Reader::new(&text).collect();
    assert_eq!(items.len(), 3);
    assert_eq!(items[0].as_ref().unwrap(), &recs[0]);
    assert_eq!(items[2].as_ref().unwrap(), &recs[2]);
    let error = items[1].as_ref().unwrap_err();
    let line = lines_of(&good[0]) + 2;
    assert_eq!(
        error.location,
        Location {
            game: 2,
            line,
            column: 10
        }
    );
    assert!(
        matches!(error.kind, ParseRecordError::Illegal(_)),
        "{error}"
    );
    assert!(
        error
            .to_string()
            .starts_with(&format!("game 2, line {line}, column 10: ")),
        "{error}"
    );
    // A bad move word, located at its column; a record cut short, at its end.
    let text = "rules draw-6-2\ndeal\nmoves xyz\n";
    let error = Reader::new(text).next().unwrap().unwrap_err();
    assert_eq!((error.location.line, error.location.column), (3, 7));
    assert!(matches!(error.kind, ParseRecordError::Move(_)), "{error}");
    let error = Reader::new("\n\nrules draw-6-2\n")
        .next()
        .unwrap()
        .unwrap_err();
    assert_eq!((error.location.game, error.location.line), (1, 4));
    // Text that is no record at all is an error, not 0 records.
    let error = Reader::new("hello\n").next().unwrap().unwrap_err();
    assert_eq!(
        error.location,
        Location {
            game: 1,
            line: 1,
            column: 1
        }
    );
}

/// The lines a bad record leaves unread (after its error) still count: the next
/// record's error is at its own line.
#[test]
fn lines_after_an_error_are_counted() {
    let bad = "rules block-6-2\ndeal 6-6 9-9 1-1\nmoves\n# a comment\n\n";
    let text = format!("{bad}{bad}");
    let lines: Vec<(usize, usize, usize)> = Reader::new(&text)
        .map(|item| {
            let l = item.expect_err("a bad tile").location;
            (l.game, l.line, l.column)
        })
        .collect();
    assert_eq!(lines, [(1, 2, 10), (2, 7, 10)]);
}
