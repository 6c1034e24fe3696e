//! The match layer: games one after another, the score carried between them.

use crate::{GameState, MatchContext, Move, MoveList, Phase};
use crate::{Rules, RulesError};
use boardcore::{Game, Outcome, Player, Turn};
use core::fmt;
use core::str::FromStr;

/// A match to `length` points, or a money session of a number of games: games of
/// [`GameState`] one after another, the points of each added to its winner's score.
///
/// Match play: the first to `length` wins. When a player first reaches `length - 1`
/// (and the other has not), the next game is the Crawford game, played without the
/// cube; the later games are post-Crawford (the cube is live again, and the optional
/// Holland rule applies). If both reach `length - 1` there is no Crawford game. Match
/// rules must not use Jacoby, beavers or automatic doubles ([`Rules::check`]).
///
/// Money session: `games` games under the money [`Rules`]; the player ahead on points
/// at the end wins by the difference (equal points: a draw).
///
/// A `Match` is itself a [`Game`]: when a game ends and the match goes on, the next
/// game starts at once with its opening roll.
///
/// `Display`/`FromStr`: `match <length> <score0>-<score1> games=<played>/<max>
/// crawford=<0|1> | <game state>` (`length` 0 for a money session; `max` 0 for a
/// match).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Match {
    game: GameState,
    length: u32,
    scores: [u32; 2],
    games_played: u32,
    max_games: u32,
    crawford_done: bool,
    rules: Rules,
}

/// What is wrong with a match.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MatchError {
    /// The rules do not fit match or money play.
    #[error(transparent)]
    Rules(#[from] RulesError),
    /// A match of length 0 or above [`MAX_MATCH_LENGTH`](crate::MAX_MATCH_LENGTH), or
    /// a money session of 0 games.
    #[error("a match needs a length of 1 to 32767 points (a session at least 1 game)")]
    Length,
    /// The text is not a match.
    #[error("invalid match notation: {0}")]
    Syntax(&'static str),
    /// The current game is invalid.
    #[error(transparent)]
    Game(#[from] crate::ParseGameError),
}

impl Default for Match {
    /// Returns a match to 7 points under [`Rules::MATCH`].
    fn default() -> Self {
        Self::new(7, Rules::MATCH).expect("valid default match")
    }
}

impl Match {
    /// Returns a match to `length` points under `rules`, before the first opening roll.
    ///
    /// # Errors
    ///
    /// Returns [`MatchError::Length`] for length 0 or above
    /// [`MAX_MATCH_LENGTH`](crate::MAX_MATCH_LENGTH) and [`MatchError::Rules`] for money
    /// rules (Jacoby, beavers, automatic doubles) or a bad cube limit.
    pub fn new(length: u32, rules: Rules) -> Result<Self, MatchError> {
        if length == 0 || length > crate::MAX_MATCH_LENGTH {
            return Err(MatchError::Length);
        }
        rules.check(true)?;
        let mut m = Self {
            game: GameState::default(),
            length,
            scores: [0; 2],
            games_played: 0,
            max_games: 0,
            crawford_done: false,
            rules,
        };
        m.game = m.next_game()?;
        Ok(m)
    }

    /// Returns a money session of `games` games under `rules`.
    ///
    /// # Errors
    ///
    /// Returns [`MatchError::Length`] for 0 games and [`MatchError::Rules`] for rules
    /// that do not fit money play.
    pub fn money_session(games: u32, rules: Rules) -> Result<Self, MatchError> {
        if games == 0 {
            return Err(MatchError::Length);
        }
        rules.check(false)?;
        Ok(Self {
            game: GameState::money(rules)?,
            length: 0,
            scores: [0; 2],
            games_played: 0,
            max_games: games,
            crawford_done: false,
            rules,
        })
    }

    /// Returns the session or match that `game` is the current game of: a money
    /// session of one game for a money game, else the match its context describes
    /// (scores, Crawford state), with no games counted as played.
    #[must_use]
    pub fn from_game(game: GameState) -> Self {
        let ctx = *game.context();
        Self {
            game,
            length: ctx.length,
            scores: if ctx.is_match() { ctx.score } else { [0; 2] },
            games_played: 0,
            max_games: u32::from(!ctx.is_match()),
            crawford_done: ctx.post_crawford,
            rules: *game.rules(),
        }
    }

    fn context(&self) -> MatchContext {
        if self.length == 0 {
            return MatchContext::MONEY;
        }
        // (Equivalent mutant: `!=` for `==` in `at` negates both sides of `one_at`.)
        let at = |s: u32| s + 1 == self.length;
        let one_at = at(self.scores[0]) != at(self.scores[1]);
        let crawford = !self.crawford_done && one_at;
        MatchContext {
            length: self.length,
            score: self.scores,
            crawford,
            post_crawford: self.crawford_done,
        }
    }

    fn next_game(&self) -> Result<GameState, RulesError> {
        GameState::new(self.rules, self.context())
    }

    /// Returns the current game (the last one once the match is over).
    #[must_use]
    pub const fn game(&self) -> &GameState {
        &self.game
    }

    /// Returns the score of `player`.
    #[must_use]
    pub const fn score(&self, player: Player) -> u32 {
        self.scores[player.index()]
    }

    /// Returns the match length (0 for a money session).
    #[must_use]
    pub const fn length(&self) -> u32 {
        self.length
    }

    /// Returns the number of games finished.
    #[must_use]
    pub const fn games_played(&self) -> u32 {
        self.games_played
    }

    /// Returns the rules.
    #[must_use]
    pub const fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Plays `mv` in the current game if it is legal, then scores a finished game and
    /// starts the next one.
    ///
    /// # Errors
    ///
    /// Returns the [`crate::ActionError`] of the current game (doubling in the Crawford
    /// game, a beaver in a match, ...), or [`crate::ActionError::GameOver`] once the
    /// match is over; the match is unchanged.
    pub fn try_play(&mut self, mv: Move) -> Result<(), crate::ActionError> {
        if self.match_outcome().is_some() {
            return Err(crate::ActionError::GameOver);
        }
        self.game.try_play(mv)?;
        self.after_move();
        Ok(())
    }

    fn after_move(&mut self) {
        if let Phase::Over { winner, points, .. } = self.game.phase() {
            self.games_played += 1;
            let w = usize::from(winner);
            self.scores[w] = self.scores[w].saturating_add(points);
            // After the Crawford game the games are post-Crawford. (Both players
            // at N-1 need no flag: neither can get there without a Crawford game
            // unless the match started there, and then any game ends it.)
            if self.game.context().crawford {
                self.crawford_done = true;
            }
            if self.match_outcome().is_none()
                && let Ok(g) = self.next_game()
            {
                self.game = g;
            }
        }
    }

    fn match_outcome(&self) -> Option<Outcome> {
        let i = |s: u32| i32::try_from(s).unwrap_or(i32::MAX);
        if self.length > 0 {
            (0..2)
                .find(|&p| self.scores[p] >= self.length)
                .map(|p| Outcome::win_points(crate::game::seat(p as u8), i(self.scores[p])))
        } else if self.games_played >= self.max_games {
            let [a, b] = self.scores;
            Some(if a == b {
                Outcome::DRAW
            } else if a > b {
                // (Equivalent mutant: `>=` here, as `a == b` is handled above.)
                Outcome::win_points(Player::FIRST, i(a - b))
            } else {
                Outcome::win_points(Player::FIRST.opponent(), i(b - a))
            })
        } else {
            None
        }
    }
}

impl Game for Match {
    type Move = Move;
    type MoveList = MoveList;
    const NAME: &'static str = "backgammon-match";
    boardcore::perfect_information!();

    fn turn(&self) -> Turn {
        match self.match_outcome() {
            Some(o) => Turn::Over(o),
            None => self.game.turn(),
        }
    }

    fn legal_moves(&self) -> MoveList {
        if self.match_outcome().is_some() {
            return MoveList::new();
        }
        self.game.legal_moves()
    }

    fn legal_move_count(&self) -> usize {
        if self.match_outcome().is_some() {
            return 0;
        }
        self.game.legal_move_count()
    }

    fn chance_weight(&self, mv: Move) -> u32 {
        self.game.chance_weight(mv)
    }

    fn is_legal(&self, mv: Move) -> bool {
        self.match_outcome().is_none() && self.game.is_legal(mv)
    }

    fn play_unchecked(&mut self, mv: Move) {
        self.game.play_unchecked(mv);
        self.after_move();
    }

    /// As [`GameState`]'s: the dice drawn directly, a play uniformly from the distinct
    /// legal plays; `None` once the match is over.
    fn random_move<R: boardcore::rand::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if self.match_outcome().is_some() {
            return None;
        }
        self.game.pick_random(rng)
    }

    /// Plays each game with [`GameState`]'s fast loop, then starts the next game as
    /// [`Match::play_unchecked`] does after a game's last move.
    fn play_randomly<R: boardcore::rand::Rng + ?Sized, F: FnMut(Move)>(
        &mut self,
        rng: &mut R,
        max_plies: usize,
        mut seen: F,
    ) -> usize {
        let mut plies = 0;
        // (Equivalent mutant: `<=` adds a round at the limit in which `play_out`
        // plays nothing, `after_move` does nothing and the loop breaks.)
        while plies < max_plies && self.match_outcome().is_none() {
            let n = self.game.play_out(rng, max_plies - plies, &mut seen);
            plies += n;
            // `after_move` acts only on a game over, which ended the game's loop.
            self.after_move();
            if n == 0 {
                break;
            }
        }
        plies
    }

    fn parse_move(&self, text: &str) -> Result<Move, boardcore::ParseMoveError> {
        self.game.parse_move(text)
    }

    fn format_move(&self, mv: Move) -> alloc::string::String {
        self.game.format_move(mv)
    }
}

impl fmt::Display for Match {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "match {} {}-{} games={}/{} crawford={} | {}",
            self.length,
            self.scores[0],
            self.scores[1],
            self.games_played,
            self.max_games,
            u8::from(self.crawford_done),
            self.game
        )
    }
}

impl FromStr for Match {
    type Err = MatchError;

    fn from_str(s: &str) -> Result<Self, MatchError> {
        let (head, game) = crate::trim_text(s)
            .split_once(" | ")
            .ok_or(MatchError::Syntax("expected `match ... | <game>`"))?;
        let parts: smallvec::SmallVec<[&str; 6]> = head.split_whitespace().collect();
        let [kw, len, score, games, crawford] = parts.as_slice() else {
            return Err(MatchError::Syntax("expected 5 fields before `|`"));
        };
        if *kw != "match" {
            return Err(MatchError::Syntax("expected `match`"));
        }
        let num = |t: &str, what| t.parse::<u32>().map_err(|_| MatchError::Syntax(what));
        let length = num(len, "length")?;
        let (s0, s1) = score.split_once('-').ok_or(MatchError::Syntax("score"))?;
        let scores = [num(s0, "score")?, num(s1, "score")?];
        let g = games
            .strip_prefix("games=")
            .ok_or(MatchError::Syntax("games="))?;
        let (played, max) = g.split_once('/').ok_or(MatchError::Syntax("games="))?;
        let (games_played, max_games) = (num(played, "games")?, num(max, "games")?);
        let crawford_done = match *crawford {
            "crawford=0" => false,
            "crawford=1" => true,
            _ => return Err(MatchError::Syntax("crawford=")),
        };
        let game: GameState = game.parse()?;
        let rules = *game.rules();
        if (length == 0) == (max_games == 0) {
            return Err(MatchError::Length);
        }
        rules.check(length > 0)?;
        let m = Self {
            game,
            length,
            scores,
            games_played,
            max_games,
            crawford_done,
            rules,
        };
        // The game must be the one the scores call for, unless the match is over.
        let over = m.match_outcome().is_some();
        if length > 0 && scores.iter().filter(|&&s| s >= length).count() > 1 {
            return Err(MatchError::Syntax("both players cannot have won"));
        }
        if !over
            && (*m.game.context() != m.context() || matches!(m.game.phase(), Phase::Over { .. }))
        {
            return Err(MatchError::Syntax("the game does not fit the scores"));
        }
        if length == 0 && games_played > max_games {
            return Err(MatchError::Syntax("more games played than the session has"));
        }
        Ok(m)
    }
}
