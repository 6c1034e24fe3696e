//! Data-driven content: loot colours, the fame tile set and the track lengths, read
//! from TOML.

use crate::track::MAX_SMALL_PER_SIDE;
use crate::{Loot, MAX_COLOURS, Position, Sides, Task, Track, TrackLength};
use alloc::borrow::Cow;
use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use boardcore::rand::seq::SliceRandom;
use boardcore::rand::{RngExt, SeedableRng};
use boardcore::rand_chacha::ChaCha8Rng;
use core::ops::Range;
use serde::Deserialize;
use toml::Spanned;

/// The text of the shipped placeholder set, `content/placeholder.toml`.
pub const PLACEHOLDER_TOML: &str = include_str!("../content/placeholder.toml");

/// A loot colour of a content set: its name and how many tiles it has.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ColourSpec {
    /// The colour's name (`red`).
    pub name: String,
    /// The number of loot tiles of the colour.
    pub tiles: u8,
}

/// A big corner fame tile: two fields, on a day and a night side.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CornerTile {
    /// The tile's name.
    pub name: String,
    /// The tasks of its two fields on the day side, in track order.
    pub day: [Task; 2],
    /// The tasks of its two fields on the night side.
    pub night: [Task; 2],
}

/// A small fame tile: one field, on a day and a night side.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct SmallTile {
    /// The task of the day side.
    pub day: Task,
    /// The task of the night side.
    pub night: Task,
}

/// A content set: the loot colours, the fame tiles and the track lengths.
///
/// Read from TOML with [`Content::from_toml`] (the format is in
/// `docs/rules/locksley.md`, "Content files"); [`Content::placeholder`] is the shipped
/// set, a **placeholder** built from the task categories of the rules, not the
/// published tiles (whose texts are not public).
///
/// # Examples
///
/// ```
/// use locksley::{Content, Sides, TrackLength};
///
/// let content = Content::placeholder();
/// assert!(content.is_placeholder());
/// assert_eq!(content.colours().len(), 6);
/// assert_eq!(content.total_tiles(), 60);
/// // Loading another set is one call:
/// let other = Content::from_toml(locksley::PLACEHOLDER_TOML)?;
/// assert_eq!(other, content);
/// let start = content.start_position(TrackLength::Short, Sides::Night, Some(7));
/// assert_eq!(start.track().lap(), 14);
/// # Ok::<(), Box<dyn core::error::Error>>(())
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Content {
    name: String,
    placeholder: bool,
    colours: Vec<ColourSpec>,
    lengths: [u8; 3],
    start: CornerTile,
    corners: Vec<CornerTile>,
    smalls: Vec<SmallTile>,
}

/// The error of [`Content::from_toml`]: where (line and column, 1-based), which
/// field, and what is wrong.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("content error at line {line}, column {column}, field {field}: {message}")]
pub struct ContentError {
    /// The line of the error, from 1.
    pub line: usize,
    /// The column of the error (in characters), from 1.
    pub column: usize,
    /// The field, such as `colour[2].tiles` or `small[4].night`.
    pub field: String,
    /// What is wrong.
    pub message: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawContent {
    name: Spanned<String>,
    placeholder: Option<bool>,
    track: Spanned<RawTrack>,
    colour: Spanned<Vec<Spanned<RawColour>>>,
    start: Spanned<RawCorner>,
    corner: Spanned<Vec<Spanned<RawCorner>>>,
    small: Spanned<Vec<Spanned<RawSmall>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawTrack {
    short: Spanned<u8>,
    standard: Spanned<u8>,
    long: Spanned<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawColour {
    name: Spanned<String>,
    tiles: Spanned<u8>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawCorner {
    name: Option<String>,
    day: Spanned<Vec<Spanned<String>>>,
    night: Spanned<Vec<Spanned<String>>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSmall {
    day: Spanned<String>,
    night: Spanned<String>,
}

/// Turns byte `offset` of `text` into a 1-based line and column.
/// The longest message kept whole (the TOML reader's messages may quote a token).
const MESSAGE_CHARS: usize = 200;

/// Returns `text`, or when it has more than `max` characters its first `max`
/// characters followed by `...` and its length in bytes: an error message never
/// copies a huge bad token.
fn cut(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        None => text.to_string(),
        Some((end, _)) => format!("{}... ({} bytes)", &text[..end], text.len()),
    }
}

/// Returns the text a content file holds for the TOML reader: without a leading
/// UTF-8 byte order mark, and with every lone CR line end turned into LF (TOML
/// reads LF and CRLF only; the byte offsets stay the same).
fn normalized(text: &str) -> Cow<'_, str> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let bytes = text.as_bytes();
    let lone_cr = |i: usize| bytes[i] == b'\r' && bytes.get(i + 1) != Some(&b'\n');
    if !(0..bytes.len()).any(lone_cr) {
        return Cow::Borrowed(text);
    }
    let out: Vec<u8> = (0..bytes.len())
        .map(|i| if lone_cr(i) { b'\n' } else { bytes[i] })
        .collect();
    // Only ASCII bytes changed: the text is still UTF-8.
    Cow::Owned(String::from_utf8(out).unwrap_or_default())
}

fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let mut start = offset;
    // (`start >= 0` would be equivalent: offset 0 is always a character boundary.)
    while start > 0 && !text.is_char_boundary(start) {
        start -= 1;
    }
    let before = &text[..start];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, before[line_start..].chars().count() + 1)
}

/// Names the field of a TOML syntax or type error at `offset`: the key on that line
/// (or, on a continuation line of a value written over several lines, the key above
/// it) under the last table header above it, an entry of an array of tables counted
/// as `colour[2]`.
fn field_at(text: &str, offset: usize) -> String {
    let (line, _) = line_col(text, offset);
    let mut table = String::new();
    let mut key = String::new();
    let mut entries: BTreeMap<String, usize> = BTreeMap::new();
    // How many arrays the last key's value has open at the end of the line.
    let mut depth = 0i32;
    for l in text.lines().take(line) {
        let t = l.trim();
        if depth > 0 {
            // A continuation line of the key's array (which may hold arrays too).
            depth += brackets(t);
        } else if let Some(name) = t.strip_prefix("[[") {
            let name = name.split("]]").next().unwrap_or("").trim().to_string();
            let n = match entries.get_mut(&name) {
                Some(n) => {
                    *n += 1;
                    *n
                }
                None => {
                    entries.insert(name.clone(), 0);
                    0
                }
            };
            table = format!("{name}[{n}]");
            key.clear();
        } else if let Some(name) = t.strip_prefix('[') {
            table = name.split(']').next().unwrap_or("").trim().to_string();
            key.clear();
        } else if let Some((k, v)) = t.split_once('=').filter(|(k, _)| {
            // A bare key (not a quoted task such as `"total >= 1",` inside an array).
            let k = k.trim();
            !k.is_empty()
                && k.chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.'))
        }) {
            key = k.trim().to_string();
            depth = brackets(v);
        } else {
            key.clear();
        }
    }
    let field = match (table.is_empty(), key.is_empty()) {
        (true, true) => "(top level)".into(),
        (true, false) => key,
        (false, true) => table,
        (false, false) => format!("{table}.{key}"),
    };
    cut(&field, boardcore::EXCERPT_CHARS)
}

/// Returns the `[` minus the `]` of `text` outside double-quoted strings (a rough
/// count, for naming the field of an error).
fn brackets(text: &str) -> i32 {
    let mut depth = 0;
    let mut quoted = false;
    let mut escaped = false;
    for c in text.chars() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            '#' if !quoted => break,
            '[' if !quoted => depth += 1,
            ']' if !quoted => depth -= 1,
            _ => {}
        }
    }
    depth
}

struct Checker<'a> {
    text: &'a str,
}

impl Checker<'_> {
    fn err(
        &self,
        span: Range<usize>,
        field: impl Into<String>,
        message: impl Into<String>,
    ) -> ContentError {
        let (line, column) = line_col(self.text, span.start);
        ContentError {
            line,
            column,
            field: field.into(),
            message: message.into(),
        }
    }

    fn task(
        &self,
        raw: &Spanned<String>,
        field: impl Into<String>,
        colours: &[ColourSpec],
    ) -> Result<Task, ContentError> {
        let field = field.into();
        let task = Task::parse_with(raw.get_ref(), |name| {
            colours
                .iter()
                .position(|c| c.name == name)
                .and_then(Loot::new)
        })
        .map_err(|e| self.err(raw.span(), field.clone(), e.to_string()))?;
        if let Some(c) = task.colour()
            && c.index() >= colours.len()
        {
            return Err(self.err(
                raw.span(),
                field,
                format!(
                    "colour {c} does not exist (there are {} colours)",
                    colours.len()
                ),
            ));
        }
        Ok(task)
    }

    fn pair(
        &self,
        raw: &Spanned<Vec<Spanned<String>>>,
        field: &str,
        colours: &[ColourSpec],
    ) -> Result<[Task; 2], ContentError> {
        let v = raw.get_ref();
        if v.len() != 2 {
            return Err(self.err(
                raw.span(),
                field,
                format!("a corner tile has 2 fields, found {} tasks", v.len()),
            ));
        }
        Ok([
            self.task(&v[0], format!("{field}[0]"), colours)?,
            self.task(&v[1], format!("{field}[1]"), colours)?,
        ])
    }

    fn corner(
        &self,
        raw: &RawCorner,
        field: &str,
        colours: &[ColourSpec],
        default_name: &str,
    ) -> Result<CornerTile, ContentError> {
        Ok(CornerTile {
            name: raw.name.clone().unwrap_or_else(|| default_name.into()),
            day: self.pair(&raw.day, &format!("{field}.day"), colours)?,
            night: self.pair(&raw.night, &format!("{field}.night"), colours)?,
        })
    }
}

impl Content {
    /// Reads a content set from TOML. A UTF-8 byte order mark at the start is
    /// skipped, and lines may end in LF, CRLF or CR. Error messages quote at most a
    /// short excerpt of the text (a huge bad token is cut, with its length).
    ///
    /// # Errors
    ///
    /// Returns a [`ContentError`] naming the line, column and field of the first
    /// error: TOML syntax, a missing or unknown field, a value of the wrong type, a
    /// task that does not parse or names an unknown colour, a duplicate colour name,
    /// too few or too many colours (1 to 8) or tiles (25 to 250 in all), a colour
    /// without tiles, too few corner tiles (3) or small tiles (4 per side of the long
    /// game), or track lengths that are not 1 to 6 small tiles per side or not in
    /// order (short <= standard <= long).
    pub fn from_toml(text: &str) -> Result<Self, ContentError> {
        let text = normalized(text);
        let text = text.as_ref();
        let raw: RawContent = toml::from_str(text).map_err(|e| {
            let offset = e.span().map_or(0, |s| s.start);
            let (line, column) = line_col(text, offset);
            ContentError {
                line,
                column,
                field: field_at(text, offset),
                message: cut(e.message().trim(), MESSAGE_CHARS),
            }
        })?;
        let ck = Checker { text };

        let mut colours: Vec<ColourSpec> = Vec::new();
        let raw_colours = raw.colour.get_ref();
        if raw_colours.is_empty() || raw_colours.len() > MAX_COLOURS {
            return Err(ck.err(
                raw.colour.span(),
                "colour",
                format!(
                    "1 to {MAX_COLOURS} colours are needed, found {}",
                    raw_colours.len()
                ),
            ));
        }
        for (i, c) in raw_colours.iter().enumerate() {
            let c = c.get_ref();
            let name = c.name.get_ref();
            let valid = !name.is_empty()
                && name.parse::<Loot>().is_err()
                && name
                    .chars()
                    .all(|ch| ch.is_alphanumeric() || ch == '_' || ch == '-');
            if !valid {
                return Err(ck.err(
                    c.name.span(),
                    format!("colour[{i}].name"),
                    "a colour name is letters, digits, - and _ (and not a single digit)",
                ));
            }
            if colours.iter().any(|o| o.name == *name) {
                return Err(ck.err(
                    c.name.span(),
                    format!("colour[{i}].name"),
                    format!("colour {} is listed twice", boardcore::Excerpt::new(name)),
                ));
            }
            if *c.tiles.get_ref() == 0 {
                return Err(ck.err(
                    c.tiles.span(),
                    format!("colour[{i}].tiles"),
                    format!(
                        "colour {} has no tiles (at least 1 is needed)",
                        boardcore::Excerpt::new(name)
                    ),
                ));
            }
            colours.push(ColourSpec {
                name: name.clone(),
                tiles: *c.tiles.get_ref(),
            });
        }
        let total: u32 = colours.iter().map(|c| u32::from(c.tiles)).sum();
        if !(25..=250).contains(&total) {
            return Err(ck.err(
                raw.colour.span(),
                "colour",
                format!("25 to 250 loot tiles are needed (25 fill the grid), found {total}"),
            ));
        }

        let t = raw.track.get_ref();
        let lengths = [&t.short, &t.standard, &t.long];
        for (name, n) in ["short", "standard", "long"].iter().zip(lengths) {
            if !(1..=MAX_SMALL_PER_SIDE as u8).contains(n.get_ref()) {
                return Err(ck.err(
                    n.span(),
                    format!("track.{name}"),
                    format!(
                        "1 to {MAX_SMALL_PER_SIDE} small tiles per side, found {}",
                        n.get_ref()
                    ),
                ));
            }
        }
        let lengths = [*t.short.get_ref(), *t.standard.get_ref(), *t.long.get_ref()];
        for (i, (name, n)) in [("standard", &t.standard), ("long", &t.long)]
            .into_iter()
            .enumerate()
        {
            if lengths[i] > lengths[i + 1] {
                return Err(ck.err(
                    n.span(),
                    format!("track.{name}"),
                    format!(
                        "the {name} game has fewer small tiles per side ({}) than the {} game ({})",
                        lengths[i + 1],
                        ["short", "standard"][i],
                        lengths[i]
                    ),
                ));
            }
        }

        let start = ck.corner(raw.start.get_ref(), "start", &colours, "The Beginning")?;
        let mut corners = Vec::new();
        for (i, c) in raw.corner.get_ref().iter().enumerate() {
            corners.push(ck.corner(c.get_ref(), &format!("corner[{i}]"), &colours, "corner")?);
        }
        if corners.len() < 3 {
            return Err(ck.err(
                raw.corner.span(),
                "corner",
                format!("3 corner tiles are needed, found {}", corners.len()),
            ));
        }
        let mut smalls = Vec::new();
        for (i, s) in raw.small.get_ref().iter().enumerate() {
            let s = s.get_ref();
            smalls.push(SmallTile {
                day: ck.task(&s.day, format!("small[{i}].day"), &colours)?,
                night: ck.task(&s.night, format!("small[{i}].night"), &colours)?,
            });
        }
        let most = 4 * usize::from(*lengths.iter().max().unwrap_or(&0));
        if smalls.len() < most {
            return Err(ck.err(
                raw.small.span(),
                "small",
                format!(
                    "{most} small tiles are needed (4 sides of the longest track), found {}",
                    smalls.len()
                ),
            ));
        }
        Ok(Self {
            name: raw.name.into_inner(),
            placeholder: raw.placeholder.unwrap_or(false),
            colours,
            lengths,
            start,
            corners,
            smalls,
        })
    }

    /// Returns the shipped placeholder set (`content/placeholder.toml`): six colours of
    /// ten tiles, 6 corner tiles and 16 small tiles whose tasks are built from the
    /// task categories of the rules. It is **not** the published tile set.
    ///
    /// # Panics
    ///
    /// Never: the shipped file is checked by the crate's tests.
    #[must_use]
    pub fn placeholder() -> Self {
        Self::from_toml(PLACEHOLDER_TOML).expect("the shipped placeholder content is valid")
    }

    /// Returns the set's name.
    #[must_use]
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Tests if the set says it is a placeholder (`placeholder = true`).
    #[must_use]
    pub const fn is_placeholder(&self) -> bool {
        self.placeholder
    }

    /// Returns the loot colours, in index order.
    #[must_use]
    pub fn colours(&self) -> &[ColourSpec] {
        &self.colours
    }

    /// Returns the colour called `name`.
    #[must_use]
    pub fn colour(&self, name: &str) -> Option<Loot> {
        self.colours
            .iter()
            .position(|c| c.name == name)
            .and_then(Loot::new)
    }

    /// Returns the name of `colour`, or `"?"` beyond the set's colours.
    #[must_use]
    pub fn colour_name(&self, colour: Loot) -> &str {
        self.colours.get(colour.index()).map_or("?", |c| &c.name)
    }

    /// Returns the number of loot tiles of all colours (60 in the published game).
    #[must_use]
    pub fn total_tiles(&self) -> u32 {
        self.colours.iter().map(|c| u32::from(c.tiles)).sum()
    }

    /// Returns the tiles per colour, index = colour.
    #[must_use]
    pub fn tiles(&self) -> [u8; MAX_COLOURS] {
        let mut t = [0; MAX_COLOURS];
        for (slot, c) in t.iter_mut().zip(&self.colours) {
            *slot = c.tiles;
        }
        t
    }

    /// Returns the start tile ("The Beginning" and "Nottingham").
    #[must_use]
    pub const fn start_tile(&self) -> &CornerTile {
        &self.start
    }

    /// Returns the big corner tiles other than the start tile.
    #[must_use]
    pub fn corner_tiles(&self) -> &[CornerTile] {
        &self.corners
    }

    /// Returns the small fame tiles.
    #[must_use]
    pub fn small_tiles(&self) -> &[SmallTile] {
        &self.smalls
    }

    /// Returns how many small tiles lie between two corners in a game of `length`.
    #[must_use]
    pub const fn small_per_side(&self, length: TrackLength) -> usize {
        self.lengths[length as usize] as usize
    }

    /// Returns the track of a game of `length` with `sides` up.
    ///
    /// With `seed` `None` the tiles are taken in file order (the first three corner
    /// tiles, the first small tiles; [`Sides::Mixed`] alternates day and night);
    /// with a seed the corner and small tiles are shuffled (and, for `Mixed`, each
    /// tile's side drawn) by a ChaCha8 generator of that seed, so a seed gives the
    /// same track every time. Building the track is configuration, not a chance node
    /// of the game.
    ///
    /// # Panics
    ///
    /// Never: a content set always has enough tiles for its lengths.
    #[must_use]
    pub fn track(&self, length: TrackLength, sides: Sides, seed: Option<u64>) -> Track {
        let per_side = self.small_per_side(length);
        let mut corners: Vec<&CornerTile> = self.corners.iter().collect();
        let mut smalls: Vec<&SmallTile> = self.smalls.iter().collect();
        let mut rng = seed.map(ChaCha8Rng::seed_from_u64);
        if let Some(rng) = rng.as_mut() {
            corners.shuffle(rng);
            smalls.shuffle(rng);
        }
        let mut tile_no = 0usize;
        let mut night = |rng: &mut Option<ChaCha8Rng>| {
            tile_no += 1;
            match sides {
                Sides::Day => false,
                Sides::Night => true,
                Sides::Mixed => match rng {
                    // A fair coin: `== 0` would draw the same distribution (a
                    // mutant that only a hard-coded track of a seed could tell).
                    Some(r) => r.random_range(0..2u8) == 1,
                    None => tile_no.is_multiple_of(2),
                },
            }
        };
        let start = if sides == Sides::Night {
            self.start.night
        } else {
            self.start.day
        };
        let mut lap = Vec::new();
        let mut small = smalls.iter();
        for side in 0..4 {
            for _ in 0..per_side {
                let s = small
                    .next()
                    .expect("enough small tiles (checked when read)");
                lap.push(if night(&mut rng) { s.night } else { s.day });
            }
            if let Some(c) = corners.get(side).filter(|_| side < 3) {
                lap.extend(if night(&mut rng) { c.night } else { c.day });
            }
        }
        Track::new(start, &lap).expect("a lap of 4 sides and 3 corners")
    }

    /// Returns the start of a game with this content: the draw pile holds every
    /// tile, the grid is empty (25 chance nodes fill it), on the track of
    /// [`Content::track`], with the default turn limit.
    ///
    /// # Panics
    ///
    /// Never: a content set's colours and tasks always make a legal start.
    #[must_use]
    pub fn start_position(&self, length: TrackLength, sides: Sides, seed: Option<u64>) -> Position {
        Position::new(
            self.colours.len(),
            self.tiles(),
            self.track(length, sides, seed),
        )
        .expect("a content set's colours fit its tasks")
    }
}

impl Default for Position {
    fn default() -> Self {
        Content::placeholder().start_position(TrackLength::Standard, Sides::Day, None)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn line_col_takes_an_offset_inside_a_character_back_to_its_start() {
        // "é" is two bytes: offset 5 is inside it, on line 2 after "a\n" and "xy".
        let text = "a\nxyé!";
        assert_eq!(super::line_col(text, 5), (2, 3));
        assert_eq!(super::line_col(text, 4), (2, 3));
        assert_eq!(super::line_col(text, 6), (2, 4));
        assert_eq!(super::line_col(text, 99), (2, 5));
    }

    #[test]
    fn brackets_count_outside_strings_and_comments() {
        use super::brackets;
        assert_eq!(brackets(r#"["a", "b""#), 1);
        // Brackets, `#` and escaped quotes inside a string do not count.
        assert_eq!(brackets(r##"["]", "#", "\"]"]"##), 0);
        assert_eq!(brackets(r#""\"[" ["#), 1);
        // A comment ends the count; a backslash outside a string escapes nothing.
        assert_eq!(brackets("[ # ]"), 1);
        assert_eq!(brackets(r"\[ ]]"), -1);
    }

    #[test]
    fn field_at_names_bare_keys_only() {
        // A quoted key is not a bare key: the error names its table.
        let text = "[track]\n\"x y\" = 5\n";
        assert_eq!(super::field_at(text, 10), "track");
        let text = "[track]\nlong = 5\n";
        assert_eq!(super::field_at(text, 10), "track.long");
    }
}
