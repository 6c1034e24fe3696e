//! [`Excerpt`], the short quotation of bad input that error messages carry.

use alloc::boxed::Box;
use core::fmt;

/// At most this many characters of the input are kept by [`Excerpt::new`].
pub const EXCERPT_CHARS: usize = 60;

/// A short quotation of input text for an error message: the first
/// [`EXCERPT_CHARS`] characters, and whether the text went on.
///
/// Errors quote what was wrong, but a message must stay short whatever the input: a
/// 1 MB bad token gives a line of about 60 characters, not of 1 MB. Building one reads
/// at most [`EXCERPT_CHARS`] characters, so a reader that quotes its input stays linear.
///
/// `Display` writes the text in Rust's debug quoting (`"e2e9"`), followed by `...` and
/// the total length when the text was cut (`"xxx..." (1048576 bytes)`).
///
/// ```
/// use boardcore::Excerpt;
///
/// assert_eq!(Excerpt::new("e2e9").to_string(), "\"e2e9\"");
/// let long = "x".repeat(1000);
/// let shown = Excerpt::new(&long).to_string();
/// assert!(shown.len() < 90);
/// assert!(shown.ends_with("...\" (1000 bytes)"));
/// ```
#[derive(Clone, PartialEq, Eq, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Excerpt {
    /// The first characters of the text.
    text: Box<str>,
    /// The length of the whole text in bytes when it was cut, else 0 (a cut text is
    /// never empty): an `Option` would make every error that holds an excerpt larger.
    cut_from: usize,
}

impl Excerpt {
    /// Returns the excerpt of `text`: all of it up to [`EXCERPT_CHARS`] characters,
    /// else its first [`EXCERPT_CHARS`] characters.
    #[must_use]
    pub fn new(text: &str) -> Self {
        match text.char_indices().nth(EXCERPT_CHARS) {
            None => Self {
                text: text.into(),
                cut_from: 0,
            },
            Some((end, _)) => Self {
                text: text[..end].into(),
                cut_from: text.len(),
            },
        }
    }

    /// Returns the quoted part of the text (all of it unless [`Excerpt::is_cut`]).
    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Tests whether the text was longer than the excerpt.
    #[must_use]
    pub fn is_cut(&self) -> bool {
        self.cut_from != 0
    }
}

impl From<&str> for Excerpt {
    fn from(text: &str) -> Self {
        Self::new(text)
    }
}

impl fmt::Display for Excerpt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.cut_from {
            0 => write!(f, "{:?}", self.text),
            len => {
                let quoted = alloc::format!("{:?}", self.text);
                // Put the ellipsis inside the closing quote.
                write!(f, "{}...\" ({len} bytes)", &quoted[..quoted.len() - 1])
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn short_text_is_quoted_whole() {
        assert_eq!(Excerpt::new("").to_string(), "\"\"");
        let exact = "a".repeat(EXCERPT_CHARS);
        let e = Excerpt::new(&exact);
        assert!(!e.is_cut());
        assert_eq!(e.as_str(), exact);
        // No larger than the `String` it replaces in errors.
        assert_eq!(
            core::mem::size_of::<Excerpt>(),
            core::mem::size_of::<alloc::string::String>()
        );
    }

    #[test]
    fn long_text_is_cut_on_a_char_boundary() {
        let text = "é".repeat(EXCERPT_CHARS + 1);
        let e = Excerpt::new(&text);
        assert!(e.is_cut());
        assert_eq!(e.as_str().chars().count(), EXCERPT_CHARS);
        assert_eq!(
            e.to_string(),
            alloc::format!(
                "\"{}...\" ({} bytes)",
                "é".repeat(EXCERPT_CHARS),
                text.len()
            )
        );
    }
}
