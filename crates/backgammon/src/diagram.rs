//! The ASCII board gnubg's text interface draws: [`GameState::diagram`].

use crate::game::CENTRED;
use crate::{GameState, MatchId, Phase};
use alloc::string::String;

impl GameState {
    /// Returns an ASCII picture of the board as gnubg's text board draws it: player 1
    /// (X) at the bottom, points numbered from its side, player 0 (O) at the top, the
    /// bar in the middle column, with the cube, the dice, the borne-off checkers and
    /// the score beside it. Ends with a newline.
    #[must_use]
    pub fn diagram(&self) -> String {
        use core::fmt::Write as _;
        let x = if self.on_roll == 1 {
            self.board
        } else {
            self.board.flipped()
        };
        // Checkers of X (the mover of `x`) and O at X's point p.
        let at = |p: u8| -> (char, u8) {
            let m = x.mover(p);
            if m > 0 {
                ('X', m)
            } else {
                ('O', x.opponent(25 - p))
            }
        };
        let cell = |p: u8, row: u8| -> String {
            let (c, n) = at(p);
            if n > row {
                if row == 4 && n > 5 {
                    alloc::format!(" {n:<2}")
                } else {
                    alloc::format!(" {c} ")
                }
            } else {
                "   ".into()
            }
        };
        let bar_cell = |c: char, n: u8, row: u8| -> String {
            if n > row {
                if row == 4 && n > 5 {
                    alloc::format!("{n:^3}")
                } else {
                    alloc::format!(" {c} ")
                }
            } else {
                "   ".into()
            }
        };
        let score = |p: usize| {
            if self.context.is_match() {
                alloc::format!("{} points", self.context.score[p])
            } else {
                String::new()
            }
        };
        let cube_text = alloc::format!("(Cube: {})", self.cube());
        let dice_text = match self.phase {
            Phase::Moving(d) => alloc::format!("Rolled {}{}", d.high(), d.low()),
            Phase::Doubled { .. } => "Cube offered".into(),
            Phase::Resigning { level, .. } => alloc::format!("Resigns {}", level.name()),
            Phase::Over { winner, points, .. } => {
                alloc::format!("{} wins {points}", if winner == 1 { 'X' } else { 'O' })
            }
            _ => String::new(),
        };
        let top_side: [String; 5] = [
            "O: player 0".into(),
            score(0),
            if self.owner == 0 {
                cube_text.clone()
            } else {
                String::new()
            },
            if self.on_roll == 0 {
                dice_text.clone()
            } else {
                String::new()
            },
            alloc::format!("off {}", x.opponent_off()),
        ];
        let bottom_side: [String; 5] = [
            alloc::format!("off {}", x.mover_off()),
            if self.on_roll == 1 {
                dice_text.clone()
            } else {
                String::new()
            },
            if self.owner == 1 {
                cube_text.clone()
            } else {
                String::new()
            },
            score(1),
            "X: player 1".into(),
        ];
        let mut s = String::new();
        let _ = writeln!(
            s,
            " {}Position ID: {}\n                 Match ID   : {}",
            if self.context.is_match() {
                alloc::format!("Match to {}  ", self.context.length)
            } else {
                String::from("Money game  ")
            },
            self.board,
            MatchId::from_state(self)
        );
        s.push_str(" +13-14-15-16-17-18------19-20-21-22-23-24-+\n");
        for row in 0..5u8 {
            s.push_str(" |");
            for p in 13..=18 {
                s.push_str(&cell(p, row));
            }
            s.push('|');
            s.push_str(&bar_cell('O', x.opponent(25), row));
            s.push('|');
            for p in 19..=24 {
                s.push_str(&cell(p, row));
            }
            let _ = writeln!(s, "|     {}", top_side[usize::from(row)]).map(|()| ());
        }
        let centre = if self.owner == CENTRED {
            cube_text
        } else {
            String::new()
        };
        let _ = writeln!(
            s,
            "v|                  |BAR|                  |     {centre}"
        );
        for row in (0..5u8).rev() {
            s.push_str(" |");
            for p in (7..=12).rev() {
                s.push_str(&cell(p, row));
            }
            s.push('|');
            s.push_str(&bar_cell('X', x.mover(25), row));
            s.push('|');
            for p in (1..=6).rev() {
                s.push_str(&cell(p, row));
            }
            let _ = writeln!(s, "|     {}", bottom_side[usize::from(4 - row)]);
        }
        s.push_str(" +12-11-10--9--8--7-------6--5--4--3--2--1-+\n");
        // Trim the trailing spaces of lines without a side note.
        s.lines()
            .map(|l| l.trim_end())
            .fold(String::new(), |mut acc, l| {
                acc.push_str(l);
                acc.push('\n');
                acc
            })
    }
}
