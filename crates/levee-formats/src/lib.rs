//! The files bridge players and programs exchange: PBN (the standard), LIN (online play and
//! vugraph) and levee's own JSON, all read into one [`Record`] per board and written back.
//!
//! Readers never give up on a file: each board is read and checked against the rules on its
//! own; a broken board is reported (its number, its line, why) and the others are kept.

pub mod json;
pub mod lin;
mod model;
pub mod pbn;

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

    /// Writes records in this format.
    #[must_use]
    pub fn write(self, records: &[Record]) -> String {
        match self {
            Format::Pbn => pbn::write(records),
            Format::Lin => lin::write(records),
            Format::Json => json::write(records),
        }
    }
}
