//! `boardcore::Game` for Smokkelen positions, with hidden secrets.

use crate::{Color, Label, Move, MoveList, Observation, Position, Setup, Stone, View};
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use boardcore::rand::{Rng, RngExt};
use boardcore::{Game, Outcome, ParseMoveError, ParseMoveErrorKind, Player, Turn};

impl Game for Position {
    type Move = Move;
    type MoveList = MoveList;
    type View = View;
    type Observation = Observation;
    const NAME: &'static str = "smokkelen-position";

    fn turn(&self) -> Turn {
        match self.end {
            Some(t) => Turn::Over(t.outcome()),
            None => Turn::Player(self.turn().into()),
        }
    }

    #[inline]
    fn legal_moves(&self) -> MoveList {
        Self::legal_moves(self)
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        Self::play_unchecked(self, mv);
    }

    #[inline]
    fn play_unchecked_into(&self, child: &mut Self, mv: Move) {
        Self::play_unchecked_into(self, child, mv);
    }

    fn outcome(&self) -> Option<Outcome> {
        Self::outcome(self)
    }

    #[inline]
    fn legal_move_count(&self) -> usize {
        Self::legal_move_count(self)
    }

    fn is_legal(&self, mv: Move) -> bool {
        Self::is_legal(self, mv)
    }

    /// Returns `player`'s view: its own secret only (both once the game is over),
    /// and during set-up not the labels of the opponent's placed stones.
    fn view(&self, player: Player) -> View {
        View::new(self, Color::from_player(player))
    }

    /// Returns the move, except the opponent's set-up moves: its secret choice is
    /// seen as [`Observation::HiddenSecret`] and its placements as
    /// [`Observation::HiddenPlace`].
    fn observe(&self, player: Player, mv: Move) -> Observation {
        let mover = Some(self.turn());
        match mv {
            Move::ChooseSecret(_) if Color::from_player(player) != mover => {
                Observation::HiddenSecret
            }
            Move::Place(_) if Color::from_player(player) != mover => Observation::HiddenPlace,
            _ => Observation::Move(mv),
        }
    }

    /// Redraws what `player` cannot see: in play, the opponent's secret, uniformly
    /// among the opponent's stones not on their far rank (one there would already
    /// have ended the game); during set-up, also the labels of the opponent's placed
    /// stones. A finished game (both secrets shown) and a public position (no
    /// secrets: nothing is hidden) are returned as they are.
    ///
    /// # Panics
    ///
    /// Panics if the redrawn state fails validation, a broken invariant of the crate:
    /// returning the real state instead would leak the opponent's secret.
    fn determinize<R: Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self {
        let Some(me) = Color::from_player(player) else {
            return self.clone();
        };
        if self.end.is_some() || self.is_public() {
            return self.clone();
        }
        let opp = me.opponent();
        if self.setup {
            let mut setup: Setup = self.to_setup();
            let mut labels = Label::ALL;
            for i in (1..10).rev() {
                labels.swap(i, rng.random_range(0..=i));
            }
            for (i, &sq) in crate::position::home(opp).iter().enumerate() {
                if let Some(stone) = setup.get(sq).filter(|s| s.color == opp) {
                    setup.set(sq, Some(Stone::new(stone.color, labels[i])));
                }
            }
            if setup.secrets[opp.index()].is_some() {
                setup.secrets[opp.index()] = Some(Label::ALL[rng.random_range(0..10)]);
            }
            // Relabelling the opponent's home stones keeps every rule of a set-up;
            // falling back to `self` would hand the caller the real labels.
            return Self::from_setup(setup)
                .expect("a relabelled set-up is valid (determinize must not leak secrets)");
        }
        let candidates: Vec<Label> = self
            .stones(opp)
            .into_iter()
            .filter(|sq| sq.rank() != opp.far_rank())
            .filter_map(|sq| self.stone_at(sq).map(|s| s.label))
            .collect();
        if candidates.is_empty() {
            return self.clone();
        }
        let label = candidates[rng.random_range(0..candidates.len())];
        self.with_secret(opp, label)
            .expect("a stone off the far rank can be the secret (determinize must not leak it)")
    }

    /// Reads a route in the specification's notation (`d1-b1-b3xb5xd5`, any legal
    /// route), or the machine notation of [`Move`] (`d1d5`, `pass`, `secret:3`,
    /// `place:3`).
    fn parse_move(&self, text: &str) -> Result<Move, ParseMoveError> {
        use ParseMoveErrorKind as K;
        // The error quotes at most an excerpt of the text (its detail says if cut).
        let excerpt = boardcore::Excerpt::new(text);
        let quoted = excerpt.as_str();
        if text.len() > 4
            && text
                .as_bytes()
                .get(2)
                .is_some_and(|&c| c == b'-' || c == b'x')
        {
            return self.parse_path(text).map_err(|e| {
                let kind = match e {
                    crate::ParsePathError::Syntax(_) => K::Syntax,
                    _ => K::Illegal,
                };
                ParseMoveError::new(kind, quoted, e)
            });
        }
        // `Move::from_str` already says what is wrong (kind `Syntax`).
        let mv = text.parse::<Move>()?;
        if self.is_legal(mv) {
            Ok(mv)
        } else {
            // The rule the move breaks (a move that is not legal breaks one).
            let rule = self.refusal(mv).unwrap_or("not a legal move here");
            Err(ParseMoveError::new(K::Illegal, quoted, rule))
        }
    }

    /// Writes a stone move as its shortest route (`a1-a6-e6`), other moves in their
    /// machine notation.
    fn format_move(&self, mv: Move) -> String {
        match self.path(mv) {
            Some(path) => path.to_string(),
            None => mv.to_string(),
        }
    }
}
