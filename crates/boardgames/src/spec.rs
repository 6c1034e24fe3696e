//! The game string `name(key=value,...)`: [`GameSpec`] and its parser.

use boardcore::Excerpt;
use std::fmt;
use std::str::FromStr;

/// A game string read into its parts: the game's name and its `key=value`
/// parameters, in the order written.
///
/// The grammar (spaces around every token are allowed):
///
/// ```text
/// spec   = name [ "(" [ param { "," param } ] ")" ]
/// name   = 1*( ALPHA / DIGIT / "_" / "-" / "." )
/// param  = name "=" value
/// value  = 1*( any character except "(", ")", ",", "=" and spaces )
/// ```
///
/// `Display` writes the canonical form `name(k=v,k=v)` (just `name` without
/// parameters), which [`GameSpec::from_str`] reads back.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GameSpec {
    /// The game's name (or alias), as written.
    pub name: String,
    /// The parameters, in the order written.
    pub params: Vec<(String, String)>,
}

/// The error of reading a [`GameSpec`]: where the text went wrong and what was
/// expected there.
#[derive(Clone, PartialEq, Eq, Hash, Debug, thiserror::Error)]
#[error("invalid game string {text} at character {position}: expected {expected}")]
pub struct ParseSpecError {
    /// The 0-based character offset of the problem.
    pub position: usize,
    /// What the parser expected there.
    pub expected: &'static str,
    /// The text that was read, cut to a short excerpt.
    pub text: Excerpt,
}

fn is_name_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.')
}

fn is_value_char(c: char) -> bool {
    !matches!(c, '(' | ')' | ',' | '=') && !c.is_whitespace()
}

/// A cursor over the characters of the text, counting characters (not bytes).
struct Cursor<'a> {
    text: &'a str,
    chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    position: usize,
}

impl<'a> Cursor<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text,
            chars: text.char_indices().peekable(),
            position: 0,
        }
    }

    fn peek(&mut self) -> Option<char> {
        self.chars.peek().map(|&(_, c)| c)
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next().map(|(_, c)| c);
        if c.is_some() {
            self.position += 1;
        }
        c
    }

    fn skip_spaces(&mut self) {
        while self.peek().is_some_and(char::is_whitespace) {
            self.bump();
        }
    }

    fn error(&self, expected: &'static str) -> ParseSpecError {
        ParseSpecError {
            position: self.position,
            expected,
            text: Excerpt::new(self.text),
        }
    }

    /// Reads a run of characters passing `ok` (at least one).
    fn run(
        &mut self,
        ok: fn(char) -> bool,
        expected: &'static str,
    ) -> Result<String, ParseSpecError> {
        let mut out = String::new();
        while let Some(c) = self.peek().filter(|&c| ok(c)) {
            out.push(c);
            self.bump();
        }
        if out.is_empty() {
            Err(self.error(expected))
        } else {
            Ok(out)
        }
    }

    fn expect(&mut self, want: char, expected: &'static str) -> Result<(), ParseSpecError> {
        if self.peek() == Some(want) {
            self.bump();
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }
}

impl FromStr for GameSpec {
    type Err = ParseSpecError;

    /// Reads `name` or `name(k=v,...)`; never panics, whatever the text.
    fn from_str(text: &str) -> Result<Self, ParseSpecError> {
        let mut cur = Cursor::new(text);
        cur.skip_spaces();
        let name = cur.run(is_name_char, "a game name (letters, digits, '_', '-', '.')")?;
        cur.skip_spaces();
        let mut params = Vec::new();
        if cur.peek() == Some('(') {
            cur.bump();
            cur.skip_spaces();
            if cur.peek() == Some(')') {
                cur.bump();
            } else {
                loop {
                    cur.skip_spaces();
                    let key = cur.run(is_name_char, "a parameter name")?;
                    cur.skip_spaces();
                    cur.expect('=', "'=' after the parameter name")?;
                    cur.skip_spaces();
                    let value = cur.run(is_value_char, "a parameter value")?;
                    cur.skip_spaces();
                    params.push((key, value));
                    match cur.bump() {
                        Some(',') => {}
                        Some(')') => break,
                        _ => return Err(cur.error("',' or ')'")),
                    }
                }
            }
            cur.skip_spaces();
        }
        if cur.peek().is_some() {
            return Err(cur.error("the end of the game string"));
        }
        Ok(Self { name, params })
    }
}

impl fmt::Display for GameSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)?;
        if self.params.is_empty() {
            return Ok(());
        }
        f.write_str("(")?;
        for (i, (k, v)) in self.params.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{k}={v}")?;
        }
        f.write_str(")")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_names_and_parameters() -> Result<(), ParseSpecError> {
        let spec: GameSpec = " backgammon ( match_length = 5 , jacoby=false ) ".parse()?;
        assert_eq!(spec.name, "backgammon");
        assert_eq!(
            spec.params,
            vec![
                ("match_length".to_owned(), "5".to_owned()),
                ("jacoby".to_owned(), "false".to_owned())
            ]
        );
        assert_eq!(spec.to_string(), "backgammon(match_length=5,jacoby=false)");
        assert_eq!("chess()".parse::<GameSpec>()?.params, vec![]);
        assert_eq!("chess".parse::<GameSpec>()?.to_string(), "chess");
        Ok(())
    }

    #[test]
    fn rejects_bad_strings_with_the_place() {
        for (text, position) in [
            ("", 0),
            ("(", 0),
            ("chess(", 6),
            ("chess(a)", 7),
            ("chess(a=)", 8),
            ("chess(a=1", 9),
            ("chess(a=1,)", 10),
            ("chess)", 5),
            ("chess(a=1) x", 11),
            ("chéss", 2),
        ] {
            let err = text.parse::<GameSpec>().err();
            assert_eq!(err.map(|e| e.position), Some(position), "{text:?}");
        }
    }
}
