//! The files bridge players and programs exchange: PBN (the standard), LIN (online play and
//! vugraph) and levee's own JSON, all read into one [`Record`] per board and written back.
//!
//! Readers never give up on a file: each board is read and checked against the rules on its
//! own; a broken board is reported (its number, its line, why) and the others are kept. Nor
//! is a file refused for its encoding ([`encoding`]): PBN's Latin-1, UTF-8 and the charsets
//! files name all read.

pub mod encoding;
pub mod json;
pub mod lin;
mod model;
pub mod pbn;

pub use encoding::Charset;
pub use model::{
    AuctionRecord, CallEntry, CardEntry, ContractTag, PartialDeal, PlayRecord, Problem, Record, SectionEnd, Severity,
    Spot, Tag, board_vulnerability,
};

use std::fmt;

/// A problem in a file, placed: which record, which board, which line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileProblem {
    /// The record's index in the file (from 0).
    pub record: usize,
    /// Its board number, when known.
    pub board: Option<u32>,
    /// The line (from 1; 0 when the format has no lines to point at).
    pub line: usize,
    /// Warning or error.
    pub severity: Severity,
    /// What is wrong.
    pub message: String,
}

impl FileProblem {
    pub(crate) fn error(record: usize, board: Option<u32>, line: usize, message: String) -> FileProblem {
        FileProblem { record, board, line, severity: Severity::Error, message }
    }
}

impl fmt::Display for FileProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        match self.board {
            Some(b) => write!(f, "{kind}: board {b}")?,
            None => write!(f, "{kind}: record {}", self.record + 1)?,
        }
        if self.line > 0 {
            write!(f, " (line {})", self.line)?;
        }
        write!(f, ": {}", self.message)
    }
}

/// What a reader found: every record, and every problem.
#[derive(Debug, Clone, Default)]
pub struct ReadOutcome {
    /// All records, broken ones included (see [`ReadOutcome::is_broken`]).
    pub records: Vec<Record>,
    /// Problems, in file order.
    pub problems: Vec<FileProblem>,
    /// The encoding the bytes were read in (see [`Format::read_bytes`]).
    pub encoding: Option<&'static str>,
    /// What concerns the whole file rather than a board (its encoding, no game in it).
    pub notes: Vec<String>,
}

impl ReadOutcome {
    /// True when record `i` has an error: conversions leave it out.
    #[must_use]
    pub fn is_broken(&self, i: usize) -> bool {
        self.problems.iter().any(|p| p.record == i && p.severity == Severity::Error)
    }

    /// The records without errors.
    #[must_use]
    pub fn good(&self) -> Vec<Record> {
        self.records.iter().enumerate().filter(|(i, _)| !self.is_broken(*i)).map(|(_, r)| r.clone()).collect()
    }

    /// The errors (warnings left out).
    pub fn errors(&self) -> impl Iterator<Item = &FileProblem> {
        self.problems.iter().filter(|p| p.severity == Severity::Error)
    }
}

/// A file format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Portable Bridge Notation.
    Pbn,
    /// BBO's LIN.
    Lin,
    /// levee's JSON.
    Json,
}

impl Format {
    /// The format named by a file's extension (`.pbn`, `.lin`, `.json`).
    #[must_use]
    pub fn from_path(path: &str) -> Option<Format> {
        let ext = path.rsplit_once('.')?.1.to_ascii_lowercase();
        Format::from_name(&ext)
    }

    /// `pbn`, `lin`, `json`.
    #[must_use]
    pub fn from_name(name: &str) -> Option<Format> {
        match name.to_ascii_lowercase().as_str() {
            "pbn" => Some(Format::Pbn),
            "lin" => Some(Format::Lin),
            "json" => Some(Format::Json),
            _ => None,
        }
    }

    /// Guesses the format of a text: JSON starts with `[` or `{` followed by a quote or a
    /// newline, PBN has tag pairs, LIN has `key|value|` pairs.
    #[must_use]
    pub fn sniff(text: &str) -> Option<Format> {
        let t = text.trim_start_matches('\u{feff}').trim_start();
        if t.starts_with('{') || t.starts_with("[{") || t.starts_with("[\n") || t.starts_with("[]") {
            return Some(Format::Json);
        }
        if t.starts_with('%') || t.starts_with('[') || t.starts_with(';') {
            return Some(Format::Pbn);
        }
        if t.contains('|') {
            return Some(Format::Lin);
        }
        None
    }

    /// Reads a text in this format.
    #[must_use]
    pub fn read(self, text: &str) -> ReadOutcome {
        match self {
            Format::Pbn => pbn::read(text),
            Format::Lin => lin::read(text),
            Format::Json => json::read(text),
        }
    }

    /// Reads a file's bytes in this format, whatever their encoding ([`encoding::decode`]).
    #[must_use]
    pub fn read_bytes(self, bytes: &[u8]) -> ReadOutcome {
        let decoded = encoding::decode(bytes);
        let mut outcome = self.read(&decoded.text);
        outcome.encoding = Some(decoded.encoding);
        outcome.notes.splice(0..0, decoded.warnings);
        outcome
    }

    /// Writes records in this format (as text: a PBN header names UTF-8).
    #[must_use]
    pub fn write(self, records: &[Record]) -> String {
        match self {
            Format::Pbn => pbn::write(records),
            Format::Lin => lin::write(records),
            Format::Json => json::write(records),
        }
    }

    /// The charset a file of this format is written in unless asked otherwise: Latin-1 for
    /// PBN (its standard's), UTF-8 for LIN and JSON.
    #[must_use]
    pub fn default_charset(self) -> Charset {
        match self {
            Format::Pbn => Charset::Latin1,
            Format::Lin | Format::Json => Charset::Utf8,
        }
    }

    /// Writes records as the bytes of a file in `charset` (a PBN header names it), with every
    /// character the charset cannot hold. JSON is UTF-8 by its standard (RFC 8259): asked for
    /// Latin-1, it is refused.
    pub fn write_bytes(self, records: &[Record], charset: Charset) -> Result<Encoded, WriteError> {
        let text = match self {
            Format::Pbn => pbn::write_in(records, charset),
            Format::Lin => lin::write(records),
            Format::Json if charset == Charset::Utf8 => json::write(records),
            Format::Json => return Err(WriteError::JsonIsUtf8),
        };
        let (bytes, unmappable) = encoding::encode(&text, charset);
        Ok(Encoded { bytes, unmappable })
    }
}

/// A file's bytes as written, and the characters its charset could not hold (written `?`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Encoded {
    /// The file.
    pub bytes: Vec<u8>,
    /// Each character written as `?`, with its line.
    pub unmappable: Vec<encoding::Unmappable>,
}

/// A file that cannot be written as asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum WriteError {
    /// JSON in Latin-1.
    #[error("JSON is written in UTF-8 only (its standard, RFC 8259)")]
    JsonIsUtf8,
}
