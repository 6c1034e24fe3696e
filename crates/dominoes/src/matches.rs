//! The match layer: hands played one after another, scores carried to a target.

use crate::view::{Observation, View};
use crate::{Move, MoveList, Position, Rules};
use alloc::vec::Vec;
use boardcore::rand::Rng;
use boardcore::{Game, Outcome, Player, Turn};
use core::fmt;
use core::str::FromStr;

/// A match: hands of dominoes until a seat (or partnership) reaches the target score
/// (spec "Scoring across hands" \[SOURCED\]).
///
/// The winner of a hand scores the points of its [`Outcome`] (the opponents' pips,
/// minus their own in a blocked hand; both partners score a partnership's points); a
/// drawn hand scores nothing. When a hand ends without reaching the target, the
/// finished hand stays on the table (its view shows every hand turned up, and the
/// scores already count it) while the next moves are the chance nodes of the next
/// hand's deal: its first deal move replaces it. So a `Match` is itself a [`Game`]
/// with the same moves as its hands one after another. The match ends as soon as a
/// score reaches the target; the seats at or above it win, scoring their match
/// total.
///
/// # Notation
///
/// `match <target> <scores> <hands> <position>`: the target, the scores from seat 1
/// joined by `/`, the number of hands finished, then the current hand's
/// [`Position`] notation, e.g. `match 100 23/0 1 draw-6-2 ...`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Match {
    hand: Position,
    scores: [u32; 4],
    target: u32,
    hands_played: u32,
}

impl Default for Match {
    /// Returns a two-player draw match to 100 with the double-six set.
    fn default() -> Self {
        Self::with_target(Rules::default(), 100).expect("valid default rules")
    }
}

/// What is wrong with a match.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MatchError {
    /// The rules are invalid.
    #[error(transparent)]
    Rules(#[from] crate::RulesError),
    /// The target is 0.
    #[error("target score 0")]
    Target,
    /// The scores do not fit: partners differ, a score is at the target while the
    /// hand goes on, or a hand is finished before any hand was counted.
    #[error("scores do not fit the hand and target")]
    Scores,
}

/// The error of parsing a [`Match`].
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ParseMatchError {
    /// The text is not `match <target> <scores> <hands> <position>`.
    #[error("invalid match header (expected: match <target> <s1/s2/..> <hands> <position>)")]
    Syntax,
    /// The position is invalid.
    #[error(transparent)]
    Position(#[from] crate::ParsePositionError),
    /// The parts do not form a match.
    #[error(transparent)]
    Invalid(#[from] MatchError),
}

impl Match {
    /// Returns a new match under `rules` to the usual target
    /// ([`Rules::default_target`]).
    ///
    /// # Errors
    ///
    /// Returns [`MatchError::Rules`] if the rules are invalid.
    pub fn new(rules: Rules) -> Result<Self, MatchError> {
        Self::with_target(rules, rules.default_target())
    }

    /// Returns a new match under `rules` to `target` points.
    ///
    /// # Errors
    ///
    /// Returns [`MatchError`] if the rules are invalid or the target is 0.
    pub fn with_target(rules: Rules, target: u32) -> Result<Self, MatchError> {
        if target == 0 {
            return Err(MatchError::Target);
        }
        Ok(Self {
            hand: Position::new(rules)?,
            scores: [0; 4],
            target,
            hands_played: 0,
        })
    }

    /// Returns the match with the given parts, checked.
    ///
    /// # Errors
    ///
    /// Returns a [`MatchError`] if the scores, target and hand do not fit.
    pub fn from_parts(
        hand: Position,
        scores: [u32; 4],
        target: u32,
        hands_played: u32,
    ) -> Result<Self, MatchError> {
        if target == 0 {
            return Err(MatchError::Target);
        }
        let rules = hand.rules();
        let p = rules.players as usize;
        let reached = scores[..p].iter().any(|&s| s >= target);
        let partners_differ =
            rules.partnerships() && (scores[0] != scores[2] || scores[1] != scores[3]);
        let beyond = scores[p..].iter().any(|&s| s != 0);
        let over = hand.termination().is_some();
        if partners_differ || beyond || (reached && !over) || (over && hands_played == 0) {
            return Err(MatchError::Scores);
        }
        Ok(Self {
            hand,
            scores,
            target,
            hands_played,
        })
    }

    /// Returns the current hand: the hand being played, or the hand just finished
    /// until the next hand's first deal move (the last hand once the match is over).
    #[must_use]
    pub const fn hand(&self) -> &Position {
        &self.hand
    }

    /// Returns the match score of `player`.
    #[must_use]
    pub const fn score(&self, player: Player) -> u32 {
        self.scores[player.index()]
    }

    /// Returns the target score.
    #[must_use]
    pub const fn target(&self) -> u32 {
        self.target
    }

    /// Returns the number of hands finished.
    #[must_use]
    pub const fn hands_played(&self) -> u32 {
        self.hands_played
    }

    fn rules(&self) -> Rules {
        self.hand.rules()
    }

    /// Tests if the current hand is finished and the next one is to be dealt.
    fn between_hands(&self) -> bool {
        self.hand.termination().is_some() && self.match_outcome().is_none()
    }

    /// Returns the hand the next move is played in: the current hand, or the start
    /// of the next hand between hands.
    fn next_hand(&self) -> Position {
        Position::start(self.rules())
    }

    fn match_outcome(&self) -> Option<Outcome> {
        let p = self.rules().players as usize;
        let winners: Vec<Player> = (0..p)
            .filter(|&i| self.scores[i] >= self.target)
            .filter_map(Player::new)
            .collect();
        if winners.is_empty() {
            return None;
        }
        let mut o = Outcome::team_win(winners.iter().copied(), 0);
        for w in winners {
            o = o.with_score(w, i32::try_from(self.score(w)).unwrap_or(i32::MAX));
        }
        Some(o)
    }
}

/// What one player sees of a match: the scores and the view of the current hand.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct MatchView {
    /// The match scores from seat 1.
    pub scores: [u32; 4],
    /// The target.
    pub target: u32,
    /// The hands finished.
    pub hands_played: u32,
    /// The view of the current hand.
    pub hand: View,
}

impl Game for Match {
    type Move = Move;
    type MoveList = MoveList;
    type View = MatchView;
    type Observation = Observation;

    const NAME: &'static str = "dominoes-match";

    fn players(&self) -> usize {
        self.rules().players as usize
    }

    fn turn(&self) -> Turn {
        match self.match_outcome() {
            Some(o) => Turn::Over(o),
            None if self.between_hands() => Turn::Chance,
            None => self.hand.turn(),
        }
    }

    fn legal_moves(&self) -> MoveList {
        if self.match_outcome().is_some() {
            return MoveList::new();
        }
        if self.between_hands() {
            return self.next_hand().legal_moves();
        }
        self.hand.legal_moves()
    }

    fn legal_move_count(&self) -> usize {
        if self.match_outcome().is_some() {
            return 0;
        }
        if self.between_hands() {
            return self.next_hand().legal_move_count();
        }
        self.hand.legal_move_count()
    }

    fn is_legal(&self, mv: Move) -> bool {
        if self.match_outcome().is_some() {
            return false;
        }
        if self.between_hands() {
            return self.next_hand().is_legal(mv);
        }
        self.hand.is_legal(mv)
    }

    fn play_unchecked(&mut self, mv: Move) {
        if self.between_hands() {
            self.hand = self.next_hand();
        }
        self.hand.play_unchecked(mv);
        if let Some(o) = self.hand.outcome() {
            self.hands_played += 1;
            for i in 0..self.rules().players as usize {
                let p = Player::new(i).expect("a seat");
                self.scores[i] += u32::try_from(o.score(p).max(0)).unwrap_or(0);
            }
        }
    }

    fn view(&self, player: Player) -> MatchView {
        MatchView {
            scores: self.scores,
            target: self.target,
            hands_played: self.hands_played,
            hand: self.hand.view(player),
        }
    }

    fn observe(&self, player: Player, mv: Move) -> Observation {
        if self.between_hands() {
            return self.next_hand().observe(player, mv);
        }
        self.hand.observe(player, mv)
    }

    fn determinize<R: Rng + ?Sized>(&self, player: Player, rng: &mut R) -> Self {
        Self {
            hand: self.hand.determinize(player, rng),
            ..self.clone()
        }
    }
}

impl fmt::Display for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "match {} ", self.target)?;
        for i in 0..self.rules().players as usize {
            if i > 0 {
                f.write_str("/")?;
            }
            write!(f, "{}", self.scores[i])?;
        }
        write!(f, " {} {}", self.hands_played, self.hand)
    }
}

impl FromStr for Match {
    type Err = ParseMatchError;

    /// Reads the notation of [`Match`]. A UTF-8 byte-order mark and white space (a
    /// line end from a file) around the text are skipped.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = crate::record::strip_bom(s).trim_ascii();
        let mut it = s.splitn(5, ' ');
        if it.next() != Some("match") {
            return Err(ParseMatchError::Syntax);
        }
        let num = |t: Option<&str>| -> Result<u32, ParseMatchError> {
            let t = t.ok_or(ParseMatchError::Syntax)?;
            if t.is_empty() || t.len() > 9 || !t.bytes().all(|c| c.is_ascii_digit()) {
                return Err(ParseMatchError::Syntax);
            }
            t.parse().map_err(|_| ParseMatchError::Syntax)
        };
        let target = num(it.next())?;
        let score_text = it.next().ok_or(ParseMatchError::Syntax)?;
        let hands_played = num(it.next())?;
        let hand: Position = it.next().ok_or(ParseMatchError::Syntax)?.parse()?;
        let mut scores = [0u32; 4];
        let parts: Vec<&str> = score_text.split('/').collect();
        if parts.len() != hand.rules().players as usize {
            return Err(ParseMatchError::Syntax);
        }
        for (i, part) in parts.into_iter().enumerate() {
            scores[i] = num(Some(part))?;
        }
        Ok(Self::from_parts(hand, scores, target, hands_played)?)
    }
}
