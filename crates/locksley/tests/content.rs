//! Content files: the shipped placeholder, loading, and clear errors for broken files.

use locksley::{Content, ContentError, PLACEHOLDER_TOML, Sides, TrackLength};

/// The 1-based line of `text` that contains `needle` (the `nth` such line, from 0).
fn line_of(text: &str, needle: &str, nth: usize) -> usize {
    text.lines()
        .enumerate()
        .filter(|(_, l)| l.contains(needle))
        .nth(nth)
        .map(|(i, _)| i + 1)
        .unwrap_or_else(|| panic!("{needle:?} not in the text"))
}

/// Replaces the `nth` occurrence of `from` by `to`.
fn replace_nth(text: &str, from: &str, to: &str, nth: usize) -> String {
    let (i, _) = text
        .match_indices(from)
        .nth(nth)
        .expect("the text to replace");
    format!("{}{to}{}", &text[..i], &text[i + from.len()..])
}

fn error(text: &str) -> ContentError {
    match Content::from_toml(text) {
        Ok(_) => panic!("accepted a broken file"),
        Err(e) => e,
    }
}

#[test]
fn the_placeholder_is_labelled_and_complete() {
    let c = Content::placeholder();
    assert!(c.is_placeholder());
    assert_eq!(c.name(), "placeholder");
    assert!(PLACEHOLDER_TOML.contains("NOT the tiles of the published game"));
    let names: Vec<&str> = c.colours().iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["red", "green", "blue", "yellow", "purple", "white"]);
    assert!(c.colours().iter().all(|c| c.tiles == 10));
    assert_eq!(c.corner_tiles().len(), 6);
    assert_eq!(c.small_tiles().len(), 16);
    assert_eq!(c.colour("blue").map(|c| c.index()), Some(2));
    assert_eq!(
        [TrackLength::Short, TrackLength::Standard, TrackLength::Long].map(|l| c.small_per_side(l)),
        [2, 3, 4]
    );
}

#[test]
fn tracks_from_seeds_are_reproducible_and_use_the_tiles() {
    let c = Content::placeholder();
    for seed in 0..20 {
        for length in [TrackLength::Short, TrackLength::Standard, TrackLength::Long] {
            let t = c.track(length, Sides::Mixed, Some(seed));
            assert_eq!(t, c.track(length, Sides::Mixed, Some(seed)));
            assert_eq!(t.lap(), 4 * c.small_per_side(length) + 6);
            // Every lap task comes from a tile of the set.
            for task in t.lap_tasks() {
                let known = c
                    .small_tiles()
                    .iter()
                    .any(|s| s.day == *task || s.night == *task)
                    || c.corner_tiles()
                        .iter()
                        .any(|k| k.day.contains(task) || k.night.contains(task));
                assert!(known, "{task}");
            }
        }
    }
    assert_ne!(
        c.track(TrackLength::Standard, Sides::Day, Some(1)),
        c.track(TrackLength::Standard, Sides::Day, Some(2))
    );
}

#[test]
fn another_set_loads_in_one_call() {
    let text = PLACEHOLDER_TOML
        .replace("name = \"placeholder\"", "name = \"mine\"")
        .replace("placeholder = true", "placeholder = false")
        .replace(
            "name = \"white\"\ntiles = 10",
            "name = \"black\"\ntiles = 12",
        )
        .replace("loot(white)", "loot(black)");
    let c = Content::from_toml(&text).expect("a valid set");
    assert_eq!(c.name(), "mine");
    assert!(!c.is_placeholder());
    assert_eq!(c.total_tiles(), 62);
    assert_eq!(c.colour_name(locksley::Loot::new(5).expect("5")), "black");
    let pos = c.start_position(TrackLength::Standard, Sides::Day, None);
    assert_eq!(pos.draw_pile()[5], 12);
}

#[test]
fn a_task_that_does_not_parse() {
    let text = PLACEHOLDER_TOML.replace("day = \"sold\"", "day = \"sould\"");
    let e = error(&text);
    assert_eq!(e.field, "small[11].day");
    assert_eq!(e.line, line_of(&text, "sould", 0));
    assert_eq!(e.column, 7);
    assert!(e.message.contains("sould"), "{e}");
}

#[test]
fn an_unknown_colour() {
    let text = replace_nth(PLACEHOLDER_TOML, "loot(green) >= 2", "loot(teal) >= 2", 0);
    let e = error(&text);
    assert_eq!(e.field, "corner[1].day[0]");
    assert_eq!(e.line, line_of(&text, "teal", 0));
    assert!(e.message.contains("unknown colour"), "{e}");
    // A colour digit beyond the set's colours.
    let text = replace_nth(PLACEHOLDER_TOML, "loot(white) >= 2", "loot(7) >= 2", 0);
    let e = error(&text);
    assert_eq!(e.field, "small[5].night");
    assert!(e.message.contains("does not exist"), "{e}");
}

#[test]
fn toml_syntax_and_type_errors() {
    let text = replace_nth(PLACEHOLDER_TOML, "tiles = 10", "tiles = ten", 1);
    let e = error(&text);
    assert_eq!(e.line, line_of(&text, "tiles = ten", 0));
    assert_eq!(e.field, "colour[1].tiles");
    let text = replace_nth(PLACEHOLDER_TOML, "tiles = 10", "tiles = 300", 2);
    let e = error(&text);
    assert_eq!(e.line, line_of(&text, "tiles = 300", 0));
    assert_eq!(e.field, "colour[2].tiles");
    // A colour without tiles (the others still give 25 to 250 in all).
    let text = replace_nth(PLACEHOLDER_TOML, "tiles = 10", "tiles = 0", 3);
    let e = error(&text);
    assert_eq!(e.line, line_of(&text, "tiles = 0", 0));
    assert_eq!(e.field, "colour[3].tiles");
    assert!(e.message.contains("no tiles"), "{e}");
    let text = replace_nth(PLACEHOLDER_TOML, "tiles = 10", "tiles = \"10\"", 0);
    let e = error(&text);
    assert_eq!(e.line, line_of(&text, "\"10\"", 0));
    let text = PLACEHOLDER_TOML.replace("standard = 3", "standard = 3\nlength = 4");
    let e = error(&text);
    assert_eq!(e.line, line_of(&text, "length = 4", 0));
    assert_eq!(e.field, "track.length");
    assert!(e.message.contains("unknown field"), "{e}");
    let text = PLACEHOLDER_TOML.replace("[start]", "[start");
    let e = error(&text);
    assert_eq!(e.line, line_of(&text, "[start", 0));
}

#[test]
fn semantic_errors_name_their_field() {
    let text = replace_nth(PLACEHOLDER_TOML, "name = \"green\"", "name = \"red\"", 0);
    let e = error(&text);
    assert_eq!(
        (e.field.as_str(), e.line),
        ("colour[1].name", line_of(&text, "name = \"red\"", 1))
    );
    assert!(e.message.contains("twice"));
    let text = PLACEHOLDER_TOML.replace("long = 4", "long = 7");
    let e = error(&text);
    assert_eq!(
        (e.field.as_str(), e.line),
        ("track.long", line_of(&text, "long = 7", 0))
    );
    let text = PLACEHOLDER_TOML.replace("long = 4", "long = 5");
    let e = error(&text);
    assert_eq!(e.field, "small");
    assert!(e.message.contains("20 small tiles are needed"), "{e}");
    let text = PLACEHOLDER_TOML.replace(
        "day = [\"distinct >= 2\", \"corner\"]",
        "day = [\"distinct >= 2\", \"corner\", \"sold\"]",
    );
    let e = error(&text);
    assert_eq!(e.field, "corner[0].day");
    assert_eq!(e.line, line_of(&text, "\"corner\", \"sold\"", 0));
    let text = PLACEHOLDER_TOML.replace("tiles = 10", "tiles = 4");
    let e = error(&text);
    assert_eq!(e.field, "colour");
    assert!(e.message.contains("found 24"), "{e}");
    let text = PLACEHOLDER_TOML.replace("name = \"blue\"", "name = \"2\"");
    assert_eq!(error(&text).field, "colour[2].name");
    let e = error("name = \"x\"\n");
    assert!(e.message.contains("missing field"), "{e}");
}

#[test]
fn the_error_message_says_where() {
    let text = PLACEHOLDER_TOML.replace("day = \"sold\"", "day = \"sould\"");
    let line = line_of(&text, "sould", 0);
    assert_eq!(
        error(&text).to_string(),
        format!(
            "content error at line {line}, column 7, field small[11].day: invalid task \"sould\": \
             expected loot(c), total, distinct, gold, corner, knight, diagonal, orthogonal or sold"
        )
    );
}

#[test]
fn toml_errors_name_the_entry_of_an_array_of_tables() {
    // A type error in the second colour names that colour, as the checks after
    // parsing do (`colour[1].name`), not just the table.
    let text = replace_nth(PLACEHOLDER_TOML, "tiles = 10", "tiles = ten", 1);
    assert_eq!(error(&text).field, "colour[1].tiles");
    let text = replace_nth(PLACEHOLDER_TOML, "tiles = 10", "tiles = 300", 2);
    assert_eq!(error(&text).field, "colour[2].tiles");
    // A missing field points at the entry's header.
    let text = PLACEHOLDER_TOML.replace("name = \"blue\"\ntiles = 10", "name = \"blue\"");
    let e = error(&text);
    assert_eq!(e.field, "colour[2]");
    assert!(e.message.contains("missing field `tiles`"), "{e}");
    // An element of an array written over several lines names its key, and a
    // task containing `=` on such a line is not taken for a key.
    let text = PLACEHOLDER_TOML.replace(
        "day = [\"distinct >= 2\", \"corner\"]",
        "day = [\n  \"distinct >= 2\",\n  5,\n]",
    );
    let e = error(&text);
    assert_eq!(
        (e.field.as_str(), e.line),
        ("corner[0].day", line_of(&text, "  5,", 0))
    );
    let text = PLACEHOLDER_TOML.replace(
        "day = [\"distinct >= 2\", \"corner\"]",
        "day = [\n  \"distinct >= 2\", 5,\n]",
    );
    assert_eq!(error(&text).field, "corner[0].day");
    // A line that is neither a key nor part of an array names only its table.
    let text = replace_nth(PLACEHOLDER_TOML, "tiles = 10\n", "tiles = 10\noops\n", 0);
    let e = error(&text);
    assert_eq!(
        (e.field.as_str(), e.line),
        ("colour[0]", line_of(&text, "oops", 0))
    );
}

#[test]
fn the_placeholder_uses_every_task_category_of_the_spec() {
    use locksley::{Cmp, Quantity, Relation, Task};
    let c = Content::placeholder();
    let mut tasks: Vec<Task> = Vec::new();
    for t in core::iter::once(c.start_tile()).chain(c.corner_tiles()) {
        tasks.extend(t.day);
        tasks.extend(t.night);
    }
    for s in c.small_tiles() {
        tasks.extend([s.day, s.night]);
    }
    let count = |q: fn(Quantity) -> bool, cmp: Cmp| {
        tasks
            .iter()
            .any(|t| matches!(*t, Task::Count { quantity, cmp: k, .. } if q(quantity) && k == cmp))
    };
    let versus = |cmps: &[Cmp]| {
        tasks
            .iter()
            .any(|t| matches!(t, Task::VersusOpponent { cmp, .. } if cmps.contains(cmp)))
    };
    // Rules, "Tasks": has at least n of colour c; distinct colours (>=, =, <=); total
    // loot (<, >=); gold (>=); Robin in a corner; the three Robin relations; more /
    // fewer than the opponent; sold this turn.
    assert!(count(|q| matches!(q, Quantity::Loot(_)), Cmp::Ge));
    for cmp in [Cmp::Ge, Cmp::Eq, Cmp::Le] {
        assert!(count(|q| q == Quantity::Distinct, cmp), "distinct {cmp:?}");
    }
    for cmp in [Cmp::Lt, Cmp::Ge] {
        assert!(count(|q| q == Quantity::TotalLoot, cmp), "total {cmp:?}");
    }
    assert!(count(|q| q == Quantity::Gold, Cmp::Ge));
    assert!(tasks.contains(&Task::RobinInCorner));
    for rel in [Relation::Knight, Relation::Diagonal, Relation::Orthogonal] {
        assert!(tasks.contains(&Task::Robins(rel)), "{rel:?}");
    }
    assert!(versus(&[Cmp::Gt, Cmp::Ge]), "more than the opponent");
    assert!(versus(&[Cmp::Lt, Cmp::Le]), "fewer than the opponent");
    assert!(tasks.contains(&Task::SoldThisTurn));
}

#[test]
fn the_track_lengths_are_in_order() {
    // A "short" game longer than the "long" one is a mistake in the file.
    let text = PLACEHOLDER_TOML.replace("short = 2", "short = 4");
    let e = error(&text);
    assert_eq!(
        (e.field.as_str(), e.line),
        ("track.standard", line_of(&text, "standard = 3", 0))
    );
    assert!(e.message.contains("short"), "{e}");
    let text = PLACEHOLDER_TOML.replace("long = 4", "long = 1");
    assert_eq!(error(&text).field, "track.long");
    // Equal lengths are allowed.
    let text = PLACEHOLDER_TOML.replace("short = 2", "short = 3");
    assert!(Content::from_toml(&text).is_ok());
}

#[test]
fn a_bom_and_every_line_end_read_the_same() {
    let lf = Content::from_toml(PLACEHOLDER_TOML).expect("the placeholder");
    let crlf = PLACEHOLDER_TOML.replace('\n', "\r\n");
    let cr = PLACEHOLDER_TOML.replace('\n', "\r");
    for text in [
        format!("\u{feff}{PLACEHOLDER_TOML}"),
        crlf.clone(),
        cr.clone(),
        format!("\u{feff}{cr}"),
    ] {
        assert_eq!(Content::from_toml(&text), Ok(lf.clone()));
    }
    // Errors name the same line and column whatever the line ends.
    let broken = replace_nth(PLACEHOLDER_TOML, "tiles = 10", "tiles = 0", 2);
    let want = error(&broken);
    assert_eq!(want.line, line_of(PLACEHOLDER_TOML, "tiles = 10", 2));
    for text in [
        broken.replace('\n', "\r\n"),
        broken.replace('\n', "\r"),
        format!("\u{feff}{}", broken.replace('\n', "\r")),
    ] {
        assert_eq!(error(&text), want);
    }
    // A TOML syntax error on a CR-only file too.
    let broken = replace_nth(PLACEHOLDER_TOML, "tiles = 10", "tiles = = 10", 4);
    let want = error(&broken);
    assert_eq!(error(&broken.replace('\n', "\r")), want);
}

#[test]
fn a_huge_bad_token_gives_a_short_message() {
    let huge = "x".repeat(1 << 20);
    for text in [
        // A task, a string where a number goes, a key and a table name.
        replace_nth(
            PLACEHOLDER_TOML,
            "\"total >= 1\"",
            &format!("\"{huge}\""),
            0,
        ),
        replace_nth(
            PLACEHOLDER_TOML,
            "tiles = 10",
            &format!("tiles = \"{huge}\""),
            0,
        ),
        replace_nth(PLACEHOLDER_TOML, "tiles = 10", &format!("{huge} = 10"), 0),
        replace_nth(PLACEHOLDER_TOML, "[track]", &format!("[{huge}]"), 0),
        replace_nth(PLACEHOLDER_TOML, "[[small]]", &format!("[[{huge}]]"), 0),
        replace_nth(
            PLACEHOLDER_TOML,
            "name = \"red\"",
            &format!("name = \"{huge}\""),
            0,
        ),
        replace_nth(
            PLACEHOLDER_TOML,
            "tiles = 10",
            &format!("tiles = {huge}"),
            0,
        ),
    ] {
        let message = error(&text).to_string();
        assert!(message.len() < 500, "{}", &message[..500]);
    }
}

/// A colour name is letters, digits, `-` and `_`: `dark_red` and `dark-red` are
/// names, `dark red` and `red!` are not (a mutant once let any character through).
#[test]
fn colour_names_are_letters_digits_dashes_and_underscores() {
    for good in ["dark_red", "dark-red", "red2"] {
        // The tasks name the colour too.
        let text = PLACEHOLDER_TOML.replace("blue", good);
        assert!(Content::from_toml(&text).is_ok(), "{good}");
    }
    for bad in ["dark red", "red!", "_ x"] {
        let text = PLACEHOLDER_TOML.replace("name = \"blue\"", &format!("name = \"{bad}\""));
        let e = error(&text);
        assert_eq!(e.field, "colour[2].name", "{bad}");
        assert!(e.message.contains("a colour name is"), "{e}");
    }
}

/// The field of a TOML error is found past a string holding escaped quotes and
/// brackets (`"The \"[\" Beginning"` opens no array).
#[test]
fn an_escaped_quote_does_not_end_a_string_when_naming_the_field() {
    let text = PLACEHOLDER_TOML
        .replacen(
            "name = \"The Beginning\"",
            "name = \"The \\\"[\\\" Beginning\"",
            1,
        )
        .replacen("day = [\"total >= 1\", \"gold >= 1\"]", "day = 5", 1);
    let e = error(&text);
    assert_eq!(
        (e.field.as_str(), e.line),
        ("start.day", line_of(&text, "day = 5", 0)),
        "{e}"
    );
}

/// A continuation line of an array that closes it (`"gold >= 1"]`) ends the array:
/// the TOML error of the next key names that key.
#[test]
fn a_multi_line_array_ends_at_its_closing_bracket() {
    let text = PLACEHOLDER_TOML
        .replacen(
            "day = [\"total >= 1\", \"gold >= 1\"]",
            "day = [\n  \"total >= 1\",\n  \"gold >= 1\"]",
            1,
        )
        .replacen("night = [\"total >= 2\", \"gold >= 2\"]", "night = 5", 1);
    let e = error(&text);
    assert_eq!(
        (e.field.as_str(), e.line),
        ("start.night", line_of(&text, "night = 5", 0)),
        "{e}"
    );
}

/// A set needs 1 to 8 colours (`MAX_COLOURS`): nine, or none, are refused by name.
#[test]
fn a_set_has_one_to_eight_colours() {
    let with_extra = |names: &[&str]| {
        let extra: String = names
            .iter()
            .map(|n| format!("[[colour]]\nname = \"{n}\"\ntiles = 5\n\n"))
            .collect();
        PLACEHOLDER_TOML.replace("# The start corner", &format!("{extra}# The start corner"))
    };
    let e = error(&with_extra(&["black", "orange", "grey"]));
    assert_eq!(e.field, "colour");
    assert!(
        e.message.contains("1 to 8 colours are needed, found 9"),
        "{e}"
    );
    let eight = Content::from_toml(&with_extra(&["black", "orange"])).expect("eight colours");
    assert_eq!(eight.colours().len(), 8);
    let start = PLACEHOLDER_TOML
        .find("# The loot colours")
        .expect("colours");
    let end = PLACEHOLDER_TOML.find("# The start corner").expect("start");
    let text = format!(
        "colour = []\n{}{}",
        &PLACEHOLDER_TOML[..start],
        &PLACEHOLDER_TOML[end..]
    );
    let e = error(&text);
    assert_eq!(e.field, "colour");
    assert!(
        e.message.contains("1 to 8 colours are needed, found 0"),
        "{e}"
    );
}

/// `Sides::Mixed` without a seed turns the tiles day side, night side, day side ...
/// in the order of the set (the start corner always day side).
#[test]
fn a_mixed_track_without_a_seed_alternates_the_sides() {
    let c = Content::placeholder();
    let track = |sides| c.track(TrackLength::Standard, sides, None);
    let (day, night, mixed) = (track(Sides::Day), track(Sides::Night), track(Sides::Mixed));
    for i in 0..3 {
        assert_eq!(
            mixed.field_name(i),
            day.field_name(i),
            "start corner, field {i}"
        );
    }
    // Fields 3 and 4 are the first two small tiles: day side, then night side.
    assert_ne!(day.field_name(3), night.field_name(3));
    assert_ne!(day.field_name(4), night.field_name(4));
    assert_eq!(mixed.field_name(3), day.field_name(3));
    assert_eq!(mixed.field_name(4), night.field_name(4));
    assert_ne!(mixed, day);
    assert_ne!(mixed, night);
}

/// The track's indices (docs/rules/locksley.md, "Track"): 0 beside the start tile, 1
/// and 2 the start tile, a lap of 4 sides of small tiles and 3 corners of 2 fields
/// from 3, the same lap again, the finish at 3 + 2 x lap.
#[test]
fn track_indices_follow_the_rules() {
    let c = Content::placeholder();
    for (length, per_side) in [
        (TrackLength::Short, 2),
        (TrackLength::Standard, 3),
        (TrackLength::Long, 4),
    ] {
        let t = c.track(length, Sides::Day, None);
        assert_eq!(t.small_per_side(), per_side, "{length:?}");
        let lap = 4 * per_side + 6;
        assert_eq!(t.lap(), lap);
        assert_eq!(t.finish(), 3 + 2 * lap);
        let start = t.start_tasks();
        let tasks = t.lap_tasks().to_vec();
        assert_eq!(tasks.len(), lap);
        assert_eq!(t.task(0), None);
        assert_eq!((t.task(1), t.task(2)), (Some(start[0]), Some(start[1])));
        for (k, &task) in tasks.iter().enumerate() {
            assert_eq!(t.task(3 + k), Some(task), "first lap, {k}");
            assert_eq!(t.task(3 + lap + k), Some(task), "second lap, {k}");
        }
        for beyond in [t.finish(), t.finish() + 1, 3 * 2 * lap, 200] {
            assert_eq!(t.task(beyond), None, "{beyond}");
        }
        assert_eq!(t.field_name(0), "start");
        assert_eq!(t.field_name(1), start[0].to_string());
        assert_eq!(t.field_name(t.finish()), "finish");
    }
}
