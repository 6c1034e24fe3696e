//! A picture of a position for people: the track, the grid, the supplies.

use crate::MAX_COLOURS;
use crate::loot::sum;
use crate::position::Position;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write as _;

impl Position {
    /// Returns a picture of the position: the track with both Bards, the grid with
    /// both Robins, both supplies and the piles, using `names` for the colours (digits
    /// where a name is missing).
    #[must_use]
    pub fn diagram_with(&self, names: &[&str]) -> String {
        let name = |c: usize| -> String {
            names
                .get(c)
                .map_or_else(|| format!("{c}"), |n| String::from(*n))
        };
        let mut out = String::new();
        let finish = self.track.finish();
        let _ = writeln!(
            out,
            "track: lap of {} fields, finish at {finish}; Bard a (the start player) at {}, Bard b (the other player) at {}",
            self.track.lap(),
            self.bards[0],
            self.bards[1]
        );
        let mut row = String::new();
        for i in 0..=finish {
            let marks = match (
                usize::from(self.bards[0]) == i,
                usize::from(self.bards[1]) == i,
            ) {
                (true, true) => "ab",
                (true, false) => "a ",
                (false, true) => " b",
                _ => "  ",
            };
            let _ = write!(row, "{i:>3} {marks} {:<17}", self.track.field_name(i));
            if i % 4 == 3 || i == finish {
                let _ = writeln!(out, "{}", row.trim_end());
                row.clear();
            }
        }
        out.push_str("grid:\n");
        for rank in (0..5).rev() {
            let _ = write!(out, " {} ", rank + 1);
            for file in 0..5 {
                let i = rank * 5 + file;
                let ch = self.square_char(i);
                let _ = write!(out, " {ch}");
            }
            out.push('\n');
        }
        out.push_str("    a b c d e\n");
        let colours: Vec<String> = (0..self.colours())
            .map(|c| format!("{c}={}", name(c)))
            .collect();
        let _ = writeln!(out, "colours: {}", colours.join(" "));
        for (p, s) in self.supplies.iter().enumerate() {
            let list = |a: &[u8; MAX_COLOURS]| {
                (0..self.colours())
                    .filter(|&c| a[c] > 0)
                    .map(|c| format!("{} {}", a[c], name(c)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let _ = writeln!(
                out,
                "supply {}: loot [{}], coins [{}], gold {}",
                if p == 0 { 'a' } else { 'b' },
                list(&s.loot),
                list(&s.coins),
                s.gold()
            );
        }
        let tiles = |n: u32| {
            if n == 1 {
                "1 tile".into()
            } else {
                format!("{n} tiles")
            }
        };
        let _ = writeln!(
            out,
            "draw pile {}, discard pile {}; turn {} of {}, {} to move",
            tiles(sum(&self.draw)),
            tiles(sum(&self.discard)),
            self.turns,
            self.limit,
            if self.side == 0 {
                "a (the start player)"
            } else {
                "b (the other player)"
            }
        );
        out
    }

    /// Returns a picture of the position with colour digits (see
    /// [`Position::diagram_with`]).
    #[must_use]
    pub fn diagram(&self) -> String {
        self.diagram_with(&[])
    }
}
