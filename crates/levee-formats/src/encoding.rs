//! A file's bytes as text, and text back to bytes.
//!
//! PBN 2.1 prescribes ISO-8859-1 (Latin-1), and French clubs' files use it for « é », « è »,
//! « ç »; newer writers use UTF-8 and say so in a `%Content-type: ...; charset=UTF-8` line; LIN
//! and JSON files come in either. No file is refused for its encoding: a byte-order mark
//! decides first, then text that is valid UTF-8 throughout (a Latin-1 text with accents almost
//! never is), then the charset the file names, then Latin-1.
//!
//! Latin-1 is read and written as Windows writes it (WHATWG's `windows-1252`, which is what
//! the label `ISO-8859-1` means on the web): the 32 codes that ISO leaves to control characters
//! hold `€ ’ “ ” … œ Œ` there, which is what those bytes mean in real files. Every byte has
//! its own character, so a file read this way writes back byte for byte.

use encoding_rs::{Encoding, UTF_8, WINDOWS_1252};
use std::fmt;

/// The character sets levee writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Charset {
    /// ISO-8859-1 (with Windows' characters in the codes 0x80–0x9F): PBN's standard set.
    Latin1,
    /// UTF-8.
    Utf8,
}

impl Charset {
    /// The name files and web pages use: `ISO-8859-1`, `UTF-8`.
    #[must_use]
    pub fn label(self) -> &'static str {
        match self {
            Charset::Latin1 => "ISO-8859-1",
            Charset::Utf8 => "UTF-8",
        }
    }

    /// `latin1`, `iso-8859-1`, `utf8`, `utf-8` (any case).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Charset> {
        match name.to_ascii_lowercase().replace('_', "-").as_str() {
            "latin1" | "latin-1" | "iso-8859-1" | "iso8859-1" | "windows-1252" | "cp1252" => Some(Charset::Latin1),
            "utf8" | "utf-8" => Some(Charset::Utf8),
            _ => None,
        }
    }

    fn encoding(self) -> &'static Encoding {
        match self {
            Charset::Latin1 => WINDOWS_1252,
            Charset::Utf8 => UTF_8,
        }
    }
}

impl fmt::Display for Charset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A file's text, and how it was read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decoded {
    /// The text (a byte-order mark left out).
    pub text: String,
    /// The encoding it was read in (`UTF-8`, `windows-1252` for Latin-1, or what the file
    /// named: `windows-1250`, `UTF-16LE`, ...).
    pub encoding: &'static str,
    /// What the reader should know: a charset named but not used, bytes that are not text in
    /// any reading.
    pub warnings: Vec<String>,
}

/// Reads a file's bytes as text (see the module's notes for the order of the rules).
#[must_use]
pub fn decode(bytes: &[u8]) -> Decoded {
    let mut warnings = Vec::new();
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        let (text, lossy) = encoding.decode_without_bom_handling(&bytes[bom..]);
        if lossy {
            warnings.push(format!(
                "the file starts with {}'s byte-order mark but has bytes that are not {0}: they read as �",
                encoding.name()
            ));
        }
        return Decoded { text: text.into_owned(), encoding: encoding.name(), warnings };
    }
    let declared = declared_charset(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        if let Some((name, d)) = declared
            && d != UTF_8
            && !text.is_ascii()
        {
            warnings.push(format!("the file names the charset {name} but is UTF-8 throughout: read as UTF-8"));
        }
        return Decoded { text: text.to_string(), encoding: UTF_8.name(), warnings };
    }
    let encoding = match declared {
        Some((_, d)) if d != UTF_8 && d.is_single_byte() => d,
        Some((name, _)) => {
            warnings.push(format!("the file names the charset {name} but is not in it: read as ISO-8859-1"));
            WINDOWS_1252
        }
        None => WINDOWS_1252,
    };
    // Single-byte decoders map every byte, so nothing is lost here.
    let (text, _) = encoding.decode_without_bom_handling(bytes);
    Decoded { text: text.into_owned(), encoding: encoding.name(), warnings }
}

/// The charset named in the file's opening `%` lines (`%Content-type: text/x-pbn;
/// charset=ISO-8859-1`, as BridgeComposer and others write it), when one is and is known.
fn declared_charset(bytes: &[u8]) -> Option<(String, &'static Encoding)> {
    for line in bytes.split(|b| *b == b'\n').take(16) {
        let line = line.trim_ascii();
        if line.is_empty() {
            continue;
        }
        if line[0] != b'%' {
            return None;
        }
        let lower = line.to_ascii_lowercase();
        let Some(at) = lower.windows(8).position(|w| w == b"charset=") else { continue };
        let value = &line[at + 8..];
        let end = value.iter().position(|b| matches!(b, b';' | b' ' | b'\t' | b'"')).unwrap_or(value.len());
        let value = value[..end].trim_ascii();
        let value = value.strip_prefix(b"\"").unwrap_or(value);
        return Encoding::for_label(value).map(|e| (String::from_utf8_lossy(value).into_owned(), e));
    }
    None
}

/// A character the chosen charset cannot hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Unmappable {
    /// Its line in the text (from 1).
    pub line: usize,
    /// The character.
    pub ch: char,
}

impl fmt::Display for Unmappable {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}: {:?} (U+{:04X}) has no byte in ISO-8859-1: written as '?'",
            self.line, self.ch, self.ch as u32
        )
    }
}

/// Text as bytes in a charset: each character the charset cannot hold is written `?` and
/// named, with its line, so that nothing is changed without a word.
#[must_use]
pub fn encode(text: &str, charset: Charset) -> (Vec<u8>, Vec<Unmappable>) {
    if charset == Charset::Utf8 || text.is_ascii() {
        return (text.as_bytes().to_vec(), Vec::new());
    }
    let mut bytes = Vec::with_capacity(text.len());
    let mut unmappable = Vec::new();
    let mut line = 1;
    let mut buf = [0u8; 4];
    for ch in text.chars() {
        if ch.is_ascii() {
            if ch == '\n' {
                line += 1;
            }
            bytes.push(ch as u8);
            continue;
        }
        let (b, _, lost) = charset.encoding().encode(ch.encode_utf8(&mut buf));
        if lost || b.len() != 1 {
            unmappable.push(Unmappable { line, ch });
            bytes.push(b'?');
        } else {
            bytes.push(b[0]);
        }
    }
    (bytes, unmappable)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_latin1_byte_reads_and_writes_back() {
        let bytes: Vec<u8> = (0..=255).collect();
        let d = decode(&bytes);
        assert_eq!(d.encoding, "windows-1252");
        assert_eq!(d.text.chars().count(), 256);
        let (again, lost) = encode(&d.text, Charset::Latin1);
        assert!(lost.is_empty(), "{lost:?}");
        assert_eq!(again, bytes);
    }

    #[test]
    fn utf8_wins_over_a_wrong_declaration_and_a_bom_wins_over_all() {
        let d = decode("%Content-type: text/x-pbn; charset=ISO-8859-1\n[Event \"Hélène\"]\n".as_bytes());
        assert_eq!((d.encoding, d.warnings.len()), ("UTF-8", 1));
        assert!(d.text.contains("Hélène"));
        let d = decode(b"\xef\xbb\xbf[Event \"x\"]");
        assert_eq!((d.encoding, d.text.as_str()), ("UTF-8", "[Event \"x\"]"));
        let d = decode(b"\xff\xfe[\0E\0");
        assert_eq!((d.encoding, d.text.as_str()), ("UTF-16LE", "[E"));
    }

    #[test]
    fn a_declared_charset_is_used_when_the_text_is_not_utf8() {
        // Polish clubs' files in windows-1250: 0xB3 is « ł ».
        let d = decode(b"%Content-type: text/x-pbn; charset=windows-1250\n[North \"Micha\xb3\"]\n");
        assert_eq!(d.encoding, "windows-1250");
        assert!(d.text.contains("Michał"), "{}", d.text);
        let d = decode(b"% charset=UTF-8\n[North \"H\xe9l\xe8ne\"]\n");
        assert_eq!((d.encoding, d.warnings.len()), ("windows-1252", 1));
        assert!(d.text.contains("Hélène"));
    }

    #[test]
    fn what_latin1_cannot_hold_is_named_with_its_line() {
        let (bytes, lost) = encode("[North \"Hélène\"]\n[South \"Łukasz\"]\n", Charset::Latin1);
        assert_eq!(bytes, b"[North \"H\xe9l\xe8ne\"]\n[South \"?ukasz\"]\n");
        assert_eq!(lost, vec![Unmappable { line: 2, ch: 'Ł' }]);
        assert!(lost[0].to_string().contains("U+0141"));
        assert_eq!(encode("Łukasz", Charset::Utf8), ("Łukasz".as_bytes().to_vec(), Vec::new()));
    }
}
