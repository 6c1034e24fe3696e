//! The lines of a record's text, whatever its line ends.

/// The lines of `text`, ended by LF, CRLF or a lone CR (old Mac files), without
/// their line ends.
pub(crate) const fn lines(text: &str) -> Lines<'_> {
    Lines { rest: Some(text) }
}

/// The iterator of [`lines`].
#[derive(Debug)]
pub(crate) struct Lines<'a> {
    rest: Option<&'a str>,
}

impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        let t = self.rest?;
        match t.find(['\n', '\r']) {
            None => {
                self.rest = None;
                Some(t)
            }
            Some(i) => {
                let skip = if t[i..].starts_with("\r\n") { 2 } else { 1 };
                self.rest = Some(&t[i + skip..]);
                Some(&t[..i])
            }
        }
    }
}
