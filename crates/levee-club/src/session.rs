//! A pairs session as a director runs it: the movement, the pairs' names, and the travellers
//! filled in board by board. Every result is checked against the movement before it is kept
//! (the pairs must have met on that board, a board's result is entered once), so a ranking
//! is only ever made of results that fit the session. No I/O: a host stores it.

use crate::movement::{Line, Movement, Pair};
use crate::ranking::{Assigned, BoardResult, Outcome};

/// One line of a traveller as entered: the board, the pairs, the result and what the table
/// reported (the contract as written, `4S`, `3NTX`; declarer; tricks; the opening lead).
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Entry {
    /// The board.
    pub board: u32,
    /// North-South's pair number (in its line for a Mitchell, across the field otherwise).
    pub ns: u32,
    /// East-West's.
    pub ew: u32,
    /// The contract as written (`P` for a board passed out), if a contract was played.
    pub contract: Option<String>,
    /// Declarer, `N`, `E`, `S` or `W`.
    pub declarer: Option<String>,
    /// Tricks declarer took.
    pub tricks: Option<u8>,
    /// The opening lead, if known.
    pub lead: Option<String>,
    /// North-South's score (computed from the contract, or given).
    pub score: Option<i32>,
    /// The director's assigned scores instead, per cent of the top for NS and EW.
    pub assigned: Option<(f64, f64)>,
}

impl Entry {
    /// A traveller line with nothing yet but the board and the pairs.
    #[must_use]
    pub fn new(board: u32, ns: u32, ew: u32) -> Entry {
        Entry { board, ns, ew, contract: None, declarer: None, tricks: None, lead: None, score: None, assigned: None }
    }
}

/// Why a result does not fit the session.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum EntryError {
    /// No such board in the session.
    #[error("board {board}: the session has boards 1 to {last}")]
    NoBoard {
        /// The board.
        board: u32,
        /// The last board.
        last: u32,
    },
    /// These pairs did not meet on this board.
    #[error("board {board}: {ns} North-South and {ew} East-West did not play it against each other{hint}")]
    NotMet {
        /// The board.
        board: u32,
        /// NS.
        ns: String,
        /// EW.
        ew: String,
        /// Who did, when the board's round is known for one of them.
        hint: String,
    },
    /// The board already has this pair's result.
    #[error("board {board}: {pair}'s result is already entered")]
    Twice {
        /// The board.
        board: u32,
        /// The pair.
        pair: String,
    },
}

/// A session: the movement, the names, the results so far.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct ClubSession {
    /// The title (the club, the date).
    pub title: String,
    /// `mitchell`, `howell` or `teams` (how the movement is built again on reading).
    pub movement: String,
    /// Tables.
    pub tables: u32,
    /// Boards a round.
    pub boards_per_round: u32,
    /// A Mitchell's relay stand.
    pub relay: bool,
    /// A Mitchell's rounds with the arrow switched.
    #[serde(default)]
    pub arrow_switch: Vec<u32>,
    /// Names of the pairs, by the pair's label (`1`, or `NS 1` / `EW 1` in a Mitchell).
    pub names: Vec<(String, String)>,
    /// The results entered, in order.
    pub entries: Vec<Entry>,
}

impl ClubSession {
    /// A new session with no result yet.
    ///
    /// # Errors
    /// When the movement cannot be built.
    pub fn new(
        title: &str,
        movement: &str,
        tables: u32,
        boards_per_round: u32,
        relay: bool,
    ) -> Result<ClubSession, crate::MovementError> {
        let s = ClubSession {
            title: title.to_string(),
            movement: movement.to_string(),
            tables,
            boards_per_round,
            relay,
            arrow_switch: Vec::new(),
            names: Vec::new(),
            entries: Vec::new(),
        };
        s.build()?;
        Ok(s)
    }

    /// The movement the session plays.
    ///
    /// # Errors
    /// When the stored movement cannot be built (an unknown kind or size).
    pub fn build(&self) -> Result<Movement, crate::MovementError> {
        match self.movement.as_str() {
            "mitchell" => Movement::mitchell(self.tables, self.boards_per_round, self.relay)
                .map(|m| m.arrow_switch(&self.arrow_switch)),
            "teams" => Movement::teams(self.boards_per_round),
            _ => Movement::howell(self.tables, self.boards_per_round),
        }
    }

    /// The pairs as the movement numbers them: a Mitchell's two lines, else across the field.
    fn pair(&self, m: &Movement, number: u32, line: Line) -> Pair {
        if m.pairs().iter().any(|p| p.line == Line::Field) {
            Pair { line: Line::Field, number }
        } else {
            Pair { line, number }
        }
    }

    /// The pairs a traveller line names, seat by seat: after an arrow switch the pair sitting
    /// North-South on that board is of the East-West line.
    fn seated(&self, m: &Movement, e: &Entry) -> (Pair, Pair) {
        let (ns, ew) = (self.pair(m, e.ns, Line::NorthSouth), self.pair(m, e.ew, Line::EastWest));
        let switched = (self.pair(m, e.ns, Line::EastWest), self.pair(m, e.ew, Line::NorthSouth));
        let met = |a: Pair, b: Pair| {
            m.rounds
                .iter()
                .flat_map(|r| r.seatings.iter())
                .any(|s| m.boards(s.set).contains(&e.board) && s.ns == a && s.ew == b)
        };
        if !met(ns, ew) && met(switched.0, switched.1) { switched } else { (ns, ew) }
    }

    /// The last board.
    #[must_use]
    pub fn last_board(&self) -> u32 {
        self.build().map_or(0, |m| m.sets * m.boards_per_set)
    }

    /// Checks a result against the movement and the results already in.
    ///
    /// # Errors
    /// [`EntryError`], naming the board and the pairs.
    pub fn check(&self, e: &Entry) -> Result<(), EntryError> {
        let m = self.build().map_err(|_| EntryError::NoBoard { board: e.board, last: 0 })?;
        let last = m.sets * m.boards_per_set;
        if e.board == 0 || e.board > last {
            return Err(EntryError::NoBoard { board: e.board, last });
        }
        let (ns, ew) = self.seated(&m, e);
        let on_board: Vec<_> =
            m.rounds.iter().flat_map(|r| r.seatings.iter()).filter(|s| m.boards(s.set).contains(&e.board)).collect();
        if !on_board.iter().any(|s| s.ns == ns && s.ew == ew) {
            let hint = on_board
                .iter()
                .find(|s| s.ns == ns || s.ew == ew)
                .map(|s| {
                    format!(
                        " ({} played it against {})",
                        if s.ns == ns { ns } else { ew },
                        if s.ns == ns { s.ew } else { s.ns }
                    )
                })
                .unwrap_or_default();
            return Err(EntryError::NotMet { board: e.board, ns: ns.to_string(), ew: ew.to_string(), hint });
        }
        for x in self.entries.iter().filter(|x| x.board == e.board) {
            let (xn, xe) = self.seated(&m, x);
            if let Some(p) = [ns, ew].into_iter().find(|p| *p == xn || *p == xe) {
                return Err(EntryError::Twice { board: e.board, pair: p.to_string() });
            }
        }
        Ok(())
    }

    /// Adds a result after checking it.
    ///
    /// # Errors
    /// As [`ClubSession::check`]; nothing is added then.
    pub fn enter(&mut self, e: Entry) -> Result<(), EntryError> {
        self.check(&e)?;
        self.entries.push(e);
        Ok(())
    }

    /// The results as the ranking reads them.
    #[must_use]
    pub fn results(&self) -> Vec<BoardResult> {
        let Ok(m) = self.build() else { return Vec::new() };
        self.entries
            .iter()
            .map(|e| BoardResult {
                board: e.board,
                ns: self.seated(&m, e).0,
                ew: self.seated(&m, e).1,
                outcome: match (e.assigned, e.score) {
                    (Some((ns, ew)), _) => Outcome::Assigned { ns: Assigned::Percent(ns), ew: Assigned::Percent(ew) },
                    (None, s) => Outcome::Score(s.unwrap_or(0)),
                },
            })
            .collect()
    }

    /// A pair's name, or its label.
    #[must_use]
    pub fn name(&self, p: Pair) -> String {
        let label = p.to_string();
        self.names.iter().find(|(l, _)| *l == label).map_or(label, |(_, n)| n.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(board: u32, ns: u32, ew: u32, score: i32) -> Entry {
        Entry { score: Some(score), ..Entry::new(board, ns, ew) }
    }

    #[test]
    fn results_are_checked_against_the_movement() {
        let mut s = ClubSession::new("club", "howell", 3, 2, false).unwrap();
        let m = s.build().unwrap();
        let first = m.rounds[0].seatings[0];
        let b = *m.boards(first.set).start();
        s.enter(entry(b, first.ns.number, first.ew.number, 420)).unwrap();
        // The same board for the same pair: refused, and the first stays.
        let again = s.enter(entry(b, first.ns.number, first.ew.number, 400)).unwrap_err();
        assert!(matches!(again, EntryError::Twice { .. }), "{again}");
        assert_eq!(s.entries.len(), 1);
        // Pairs that did not meet on that board.
        let other = m.rounds[0].seatings[1];
        let e = s.enter(entry(b, first.ns.number, other.ew.number, 100)).unwrap_err();
        assert!(
            e.to_string()
                .starts_with(&format!("board {b}: pair {} North-South and pair {}", first.ns.number, other.ew.number)),
            "{e}"
        );
        // No such board.
        let last = s.last_board();
        assert_eq!(s.enter(entry(last + 1, 1, 2, 0)).unwrap_err(), EntryError::NoBoard { board: last + 1, last });
    }
}
