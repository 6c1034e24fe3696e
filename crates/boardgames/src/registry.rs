//! The registry: every game with its parameters ([`registered_games`]), and
//! [`load`] of a game string.

use crate::spec::{GameSpec, ParseSpecError};
use crate::state::LoadedGame;
use boardcore::Excerpt;
use std::fmt;

/// The type and range of a parameter's values.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ParamKind {
    /// A whole number from `min` to `max` (inclusive), written in decimal.
    Int {
        /// The smallest value.
        min: i64,
        /// The largest value.
        max: i64,
    },
    /// `true` or `false`.
    Bool,
    /// One of these words.
    Choice(&'static [&'static str]),
}

impl fmt::Display for ParamKind {
    /// Writes the type and range: `int 0..=959`, `bool`, `one of draw|block`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Int { min, max } => write!(f, "int {min}..={max}"),
            Self::Bool => f.write_str("bool"),
            Self::Choice(words) => write!(f, "one of {}", words.join("|")),
        }
    }
}

/// One parameter of a registered game.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct ParamDef {
    /// The parameter's name in the game string.
    pub name: &'static str,
    /// Its type and range.
    pub kind: ParamKind,
    /// Its default value, as written in a game string.
    pub default: &'static str,
    /// What it means, in one line.
    pub meaning: &'static str,
}

/// A parameter's value, checked against its [`ParamDef`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Value {
    /// An [`ParamKind::Int`] value.
    Int(i64),
    /// A [`ParamKind::Bool`] value.
    Bool(bool),
    /// A [`ParamKind::Choice`] value.
    Choice(&'static str),
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Int(n) => write!(f, "{n}"),
            Self::Bool(b) => write!(f, "{b}"),
            Self::Choice(w) => f.write_str(w),
        }
    }
}

impl ParamKind {
    /// Reads `text` as a value of this kind.
    fn read(self, text: &str) -> Option<Value> {
        match self {
            Self::Int { min, max } => text
                .parse::<i64>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .map(Value::Int),
            Self::Bool => match text {
                "true" => Some(Value::Bool(true)),
                "false" => Some(Value::Bool(false)),
                _ => None,
            },
            Self::Choice(words) => words
                .iter()
                .find(|&&w| w == text)
                .map(|&w| Value::Choice(w)),
        }
    }
}

/// The parameters of one configuration, every one with its value (given or default).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Params {
    values: Vec<(&'static str, Value, bool)>,
}

impl Params {
    /// Returns the value of parameter `name`, if the game has it.
    #[must_use]
    pub fn get(&self, name: &str) -> Option<Value> {
        self.values
            .iter()
            .find(|(n, _, _)| *n == name)
            .map(|&(_, v, _)| v)
    }

    /// Returns the integer value of `name` (0 if the game has no such parameter).
    #[must_use]
    pub fn int(&self, name: &str) -> i64 {
        match self.get(name) {
            Some(Value::Int(n)) => n,
            _ => 0,
        }
    }

    /// Returns the boolean value of `name` (false if the game has no such parameter).
    #[must_use]
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.get(name), Some(Value::Bool(true)))
    }

    /// Returns the word of `name` (empty if the game has no such parameter).
    #[must_use]
    pub fn choice(&self, name: &str) -> &'static str {
        match self.get(name) {
            Some(Value::Choice(w)) => w,
            _ => "",
        }
    }

    /// Whether `name` was written in the game string (not defaulted).
    #[must_use]
    pub fn given(&self, name: &str) -> bool {
        self.values.iter().any(|&(n, _, given)| n == name && given)
    }

    /// Sets `name` to `value` (as if given).
    pub(crate) fn set(&mut self, name: &str, value: Value) {
        if let Some(slot) = self.values.iter_mut().find(|(n, _, _)| *n == name) {
            slot.1 = value;
            slot.2 = true;
        }
    }

    /// The canonical game string of game `name` with these values.
    #[must_use]
    pub fn spec(&self, name: &str) -> String {
        GameSpec {
            name: name.to_owned(),
            params: self
                .values
                .iter()
                .map(|(n, v, _)| ((*n).to_owned(), v.to_string()))
                .collect(),
        }
        .to_string()
    }
}

/// A game's constructor: from its name and checked parameters to the configuration,
/// or the rule their combination breaks. It first sets the parameters whose default
/// depends on others to their canonical values, so that an error quotes the
/// canonical game string.
type Build = fn(&'static str, &mut Params) -> Result<Box<dyn LoadedGame>, String>;

/// A registered game: its name, parameters, aliases and constructor.
#[derive(Copy, Clone)]
pub struct GameDef {
    /// The game's name in game strings.
    pub name: &'static str,
    /// What the game is, in one line.
    pub about: &'static str,
    /// The parameters, in canonical order.
    pub params: &'static [ParamDef],
    /// Other names (the example programs' names) and the game string each stands for.
    pub aliases: &'static [(&'static str, &'static str)],
    /// Builds the configuration from checked parameters; an error names the rule
    /// the combination breaks.
    pub(crate) build: Build,
}

impl fmt::Debug for GameDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("GameDef")
            .field("name", &self.name)
            .field("params", &self.params)
            .field("aliases", &self.aliases)
            .finish_non_exhaustive()
    }
}

impl fmt::Display for GameDef {
    /// Writes the game, its aliases and one line per parameter: name, type and range,
    /// default, meaning.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "{}: {}", self.name, self.about)?;
        for p in self.params {
            writeln!(
                f,
                "  {} ({}, default {}): {}",
                p.name, p.kind, p.default, p.meaning
            )?;
        }
        for (alias, spec) in self.aliases {
            writeln!(f, "  alias {alias} = {spec}")?;
        }
        Ok(())
    }
}

/// Why [`load`] refused a game string.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// The text is not a game string.
    #[error(transparent)]
    Syntax(#[from] ParseSpecError),
    /// No game or alias has this name.
    #[error("unknown game {name}; known games: {accepted}")]
    UnknownGame {
        /// The name asked for.
        name: Excerpt,
        /// The names and aliases accepted, comma-separated.
        accepted: String,
    },
    /// The game has no parameter of this name.
    #[error("{game} has no parameter {parameter}; its parameters: {accepted}")]
    UnknownParameter {
        /// The game.
        game: &'static str,
        /// The parameter asked for.
        parameter: Excerpt,
        /// The game's parameters, comma-separated (`none` if it has none).
        accepted: String,
    },
    /// A parameter was written twice.
    #[error("{game}: parameter {parameter} is given twice")]
    DuplicateParameter {
        /// The game.
        game: &'static str,
        /// The parameter.
        parameter: &'static str,
    },
    /// The value is not of the parameter's type or range.
    #[error("{game}: invalid value {value} for {parameter}; expected {accepted}")]
    InvalidValue {
        /// The game.
        game: &'static str,
        /// The parameter.
        parameter: &'static str,
        /// The value given.
        value: Excerpt,
        /// The accepted values ([`ParamKind`]'s `Display`).
        accepted: String,
    },
    /// Each value is valid alone but the combination breaks a rule of the game.
    #[error("{spec}: {reason}")]
    Configuration {
        /// The canonical game string asked for.
        spec: String,
        /// The rule it breaks.
        reason: String,
    },
}

/// Every registered game, in the order of [`registered_games`].
static GAMES: &[GameDef] = &[
    crate::games::chess::CHESS,
    crate::games::chess::CHESS960,
    crate::games::draughts::DEF,
    crate::games::backgammon::DEF,
    crate::games::dominoes::DEF,
    crate::games::robijn::DEF,
    crate::games::smokkelen::DEF,
    crate::games::locksley::DEF,
];

/// Returns every registered game with its parameters and aliases.
#[must_use]
pub fn registered_games() -> &'static [GameDef] {
    GAMES
}

/// Returns every name [`load`] accepts: the games, then the aliases.
#[must_use]
pub fn game_names() -> Vec<&'static str> {
    let mut names: Vec<&'static str> = GAMES.iter().map(|g| g.name).collect();
    names.extend(GAMES.iter().flat_map(|g| g.aliases.iter().map(|&(a, _)| a)));
    names
}

/// Finds the game and the parameters an alias stands for.
fn resolve(name: &str) -> Option<(&'static GameDef, Vec<(String, String)>)> {
    if let Some(def) = GAMES.iter().find(|g| g.name == name) {
        return Some((def, Vec::new()));
    }
    GAMES.iter().find_map(|def| {
        let (_, expansion) = def.aliases.iter().find(|(a, _)| *a == name)?;
        let spec: GameSpec = expansion.parse().ok()?;
        Some((def, spec.params))
    })
}

/// Checks the parameters of `def` against its definitions: `alias` ones first,
/// which `given` ones may override.
fn check_params(
    def: &GameDef,
    alias: Vec<(String, String)>,
    given: &[(String, String)],
) -> Result<Params, LoadError> {
    let mut values: Vec<(&'static str, Value, bool)> = Vec::with_capacity(def.params.len());
    let accepted = || {
        if def.params.is_empty() {
            "none".to_owned()
        } else {
            def.params
                .iter()
                .map(|p| p.name)
                .collect::<Vec<_>>()
                .join(", ")
        }
    };
    let read = |key: &str, text: &str| -> Result<(&ParamDef, Value), LoadError> {
        let p = def.params.iter().find(|p| p.name == key).ok_or_else(|| {
            LoadError::UnknownParameter {
                game: def.name,
                parameter: Excerpt::new(key),
                accepted: accepted(),
            }
        })?;
        let value = p.kind.read(text).ok_or_else(|| LoadError::InvalidValue {
            game: def.name,
            parameter: p.name,
            value: Excerpt::new(text),
            accepted: p.kind.to_string(),
        })?;
        Ok((p, value))
    };
    let mut seen: Vec<&'static str> = Vec::new();
    let mut set = |values: &mut Vec<(&'static str, Value, bool)>,
                   p: &ParamDef,
                   v: Value,
                   user: bool|
     -> Result<(), LoadError> {
        if user {
            if seen.contains(&p.name) {
                return Err(LoadError::DuplicateParameter {
                    game: def.name,
                    parameter: p.name,
                });
            }
            seen.push(p.name);
        }
        match values.iter_mut().find(|(n, _, _)| *n == p.name) {
            Some(slot) => *slot = (p.name, v, true),
            None => values.push((p.name, v, true)),
        }
        Ok(())
    };
    for (k, v) in &alias {
        let (p, value) = read(k, v)?;
        set(&mut values, p, value, false)?;
    }
    for (k, v) in given {
        let (p, value) = read(k, v)?;
        set(&mut values, p, value, true)?;
    }
    let mut ordered = Vec::with_capacity(def.params.len());
    for p in def.params {
        match values.iter().find(|(n, _, _)| *n == p.name) {
            Some(&entry) => ordered.push(entry),
            None => {
                let value = p
                    .kind
                    .read(p.default)
                    .ok_or_else(|| LoadError::Configuration {
                        spec: def.name.to_owned(),
                        reason: format!("bad default {} for {}", p.default, p.name),
                    })?;
                ordered.push((p.name, value, false));
            }
        }
    }
    Ok(Params { values: ordered })
}

/// Loads a game configuration from a game string: `chess`,
/// `backgammon(match_length=5,jacoby=false)`, `dominoes(variant=draw,players=4)`,
/// `draughts(variant=english)`, `chess960(start=518)`, or an alias such as
/// `draughts-english` (which may take parameters too).
///
/// # Errors
///
/// Returns a [`LoadError`] that names the unknown game, parameter or value and lists
/// what is accepted, or the rule that a combination of values breaks.
///
/// ```
/// let game = boardgames::load("dominoes(variant=draw,players=4)")?;
/// assert_eq!(game.num_players(), 4);
/// assert!(boardgames::load("dominoes(players=5)").is_err());
/// # Ok::<(), boardgames::LoadError>(())
/// ```
pub fn load(text: &str) -> Result<Box<dyn LoadedGame>, LoadError> {
    let spec: GameSpec = text.parse()?;
    let (def, alias) = resolve(&spec.name).ok_or_else(|| LoadError::UnknownGame {
        name: Excerpt::new(&spec.name),
        accepted: game_names().join(", "),
    })?;
    let mut params = check_params(def, alias, &spec.params)?;
    (def.build)(def.name, &mut params).map_err(|reason| LoadError::Configuration {
        spec: params.spec(def.name),
        reason,
    })
}
