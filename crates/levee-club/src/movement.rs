//! Movements: for each round, which pairs sit at each table and which set of boards they play.
//!
//! - **Mitchell** (any number of tables): North-South pairs stay, East-West pairs move up a
//!   table, boards move down a table. With an odd number of tables every pair plays every set
//!   and meets every pair of the other line. With an even number the East-West pairs would
//!   meet their boards again halfway: either they **skip** a table halfway (one round fewer:
//!   each pair misses one set and one opponent), or (`relay`) a relay stand sits between the
//!   two middle tables and tables 1 and the last share a set, and everyone plays everything.
//! - **Howell** (3 to 8 tables): every pair meets every other pair once and plays every set
//!   once. Pairs follow the circle schedule (the last pair stays, the others move round); the
//!   sets come from a search for a "starter" (each round's sets shifted by one, as published
//!   Howell cards are), else a direct search. With 3 tables no arrangement keeps each set at
//!   one table a round (a Room square of side 5 does not exist): the three tables play the same
//!   set and pass the boards, as clubs do.
//! - **Teams** (two tables): team 1's pairs sit North-South at table 1 and East-West at
//!   table 2, team 2's the other way; each table plays one half of the boards, then the halves
//!   change tables.

use serde::Serialize;
use std::fmt::{self, Write as _};

/// The line a pair plays in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Line {
    /// North-South (a Mitchell's stationary line).
    #[serde(rename = "NS")]
    NorthSouth,
    /// East-West (a Mitchell's moving line).
    #[serde(rename = "EW")]
    EastWest,
    /// Either: a Howell's or a teams match's pairs, numbered across the field.
    #[serde(rename = "field")]
    Field,
}

/// A pair: its number within its line (a Mitchell's NS 1 and EW 1 are two pairs).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Pair {
    /// The line its number belongs to.
    pub line: Line,
    /// From 1.
    pub number: u32,
}

impl fmt::Display for Pair {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Line::NorthSouth => write!(f, "NS {}", self.number),
            Line::EastWest => write!(f, "EW {}", self.number),
            Line::Field => write!(f, "pair {}", self.number),
        }
    }
}

/// Two pairs at a table for a round, and the set of boards they play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Seating {
    /// From 1.
    pub table: u32,
    /// The pair sitting North-South.
    pub ns: Pair,
    /// The pair sitting East-West.
    pub ew: Pair,
    /// The set of boards (from 1; [`Movement::boards`] gives its board numbers).
    pub set: u32,
}

/// One round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Round {
    /// From 1.
    pub number: u32,
    /// Each table's seating, by table.
    pub seatings: Vec<Seating>,
    /// The set resting on the relay stand this round (a relay Mitchell).
    pub relay_stand: Option<u32>,
}

/// Which movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MovementKind {
    /// Mitchell, odd number of tables.
    Mitchell,
    /// Mitchell, even number of tables, East-West skipping a table halfway.
    SkipMitchell,
    /// Mitchell, even number of tables, a relay stand and two tables sharing.
    RelayMitchell,
    /// Howell.
    Howell,
    /// A two-table teams match.
    Teams,
}

/// A movement that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MovementError {
    /// Not a number of tables this movement has.
    #[error("a {kind} is for {min} to {max} tables, not {tables}")]
    Tables {
        /// The movement's name.
        kind: &'static str,
        /// The fewest tables.
        min: u32,
        /// The most tables.
        max: u32,
        /// What was asked.
        tables: u32,
    },
    /// No boards.
    #[error("a round needs at least one board")]
    NoBoards,
}

/// A movement: its rounds, and how many boards each set holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Movement {
    /// Which one.
    pub kind: MovementKind,
    /// Tables.
    pub tables: u32,
    /// Sets of boards.
    pub sets: u32,
    /// Boards in a set (played in one round).
    pub boards_per_set: u32,
    /// The rounds, in order.
    pub rounds: Vec<Round>,
    /// What the director announces (the skip, the relay, shared boards).
    pub notes: Vec<String>,
}

impl Movement {
    /// A Mitchell for `tables` tables (1 to 30). With an even number, `relay` chooses the relay
    /// stand and shared boards over the skip.
    ///
    /// # Errors
    /// Fewer than 1 or more than 30 tables; no boards.
    pub fn mitchell(tables: u32, boards_per_set: u32, relay: bool) -> Result<Movement, MovementError> {
        check(tables, boards_per_set, "Mitchell", 1, 30)?;
        let t = tables;
        let ns = |k: u32| Pair { line: Line::NorthSouth, number: k };
        let ew = |e: u32| Pair { line: Line::EastWest, number: e };
        let mut rounds = Vec::new();
        let mut notes = Vec::new();
        let kind = if t % 2 == 1 {
            // EW pair e sits at table e + r; boards at table k are set k + r (they move down).
            for r in 0..t {
                let seatings = (1..=t)
                    .map(|k| Seating { table: k, ns: ns(k), ew: ew(wrap(k + t - r % t, t)), set: wrap(k + r, t) })
                    .collect();
                rounds.push(Round { number: r + 1, seatings, relay_stand: None });
            }
            MovementKind::Mitchell
        } else if !relay {
            // Halfway, EW move up two tables: t - 1 rounds, each pair misses one set and one
            // opponent (a last round would meet the first opponent again).
            let half = t / 2;
            for r in 0..t - 1 {
                let moved = if r < half { r } else { r + 1 };
                let seatings = (1..=t)
                    .map(|k| Seating { table: k, ns: ns(k), ew: ew(wrap(k + 2 * t - moved, t)), set: wrap(k + r, t) })
                    .collect();
                rounds.push(Round { number: r + 1, seatings, relay_stand: None });
            }
            notes.push(format!("East-West pairs skip a table before round {}", half + 1));
            MovementKind::SkipMitchell
        } else {
            // The boards' path: the shared place (tables 1 and t), then t-1 down to half+1,
            // the relay stand, half down to 2, and back. Set s is at place (s + r) of the path.
            let half = t / 2;
            let mut path: Vec<Option<u32>> = vec![Some(1)];
            path.extend((half + 1..t).rev().map(Some));
            path.push(None);
            path.extend((2..=half).rev().map(Some));
            let place = |k: u32| path.iter().position(|p| *p == Some(if k == t { 1 } else { k })).unwrap_or(0) as u32;
            let relay_place = path.iter().position(Option::is_none).unwrap_or(0) as u32;
            let set_at = |place: u32, r: u32| wrap(place + t * t - r + 1, t);
            for r in 0..t {
                let seatings = (1..=t)
                    .map(|k| Seating { table: k, ns: ns(k), ew: ew(wrap(k + t - r % t, t)), set: set_at(place(k), r) })
                    .collect();
                rounds.push(Round { number: r + 1, seatings, relay_stand: Some(set_at(relay_place, r)) });
            }
            notes.push(format!(
                "a relay stand between tables {half} and {}; tables 1 and {t} share their boards",
                half + 1
            ));
            MovementKind::RelayMitchell
        };
        Ok(Movement { kind, tables, sets: t, boards_per_set, rounds, notes }.numbered_as_laid_out())
    }

    /// The arrow switch: in these rounds of a Mitchell the pairs turn round, East-West's sitting
    /// North-South, so that every pair plays some boards in each direction and the two lines
    /// are ranked as one field. Rounds not in the movement are ignored.
    #[must_use]
    pub fn arrow_switch(mut self, rounds: &[u32]) -> Movement {
        let mut switched = Vec::new();
        for r in self.rounds.iter_mut().filter(|r| rounds.contains(&r.number)) {
            for s in &mut r.seatings {
                std::mem::swap(&mut s.ns, &mut s.ew);
            }
            switched.push(r.number.to_string());
        }
        if !switched.is_empty() && self.kind != MovementKind::Howell {
            self.notes.push(format!(
                "arrow switch in round {}: East-West pairs sit North-South, and one field is ranked",
                switched.join(", ")
            ));
        }
        self
    }

    /// A complete Howell for 3 to 8 tables: 2 × tables pairs, 2 × tables − 1 rounds.
    ///
    /// # Errors
    /// Fewer than 3 or more than 8 tables; no boards.
    pub fn howell(tables: u32, boards_per_set: u32) -> Result<Movement, MovementError> {
        check(tables, boards_per_set, "Howell", 3, 8)?;
        let t = tables as usize;
        let m = 2 * t - 1;
        // The circle schedule: pair m (the last) stays; in round r it meets r, and r + i meets
        // r - i.
        let matches = |r: usize| -> Vec<(usize, usize)> {
            std::iter::once((m, r)).chain((1..t).map(|i| ((r + i) % m, (r + m - i) % m))).collect()
        };
        let sets: Vec<Vec<usize>> = match starter(t) {
            Some(g) => (0..m).map(|r| g.iter().map(|gi| (r + gi) % m).collect()).collect(),
            None => search_sets(t, &matches).unwrap_or_else(|| (0..m).map(|r| vec![r; t]).collect()),
        };
        let shared = sets.iter().any(|round| round.iter().any(|s| round.iter().filter(|x| *x == s).count() > 1));
        let pair = |p: usize| Pair { line: Line::Field, number: p as u32 + 1 };
        let rounds = (0..m)
            .map(|r| Round {
                number: r as u32 + 1,
                seatings: matches(r)
                    .iter()
                    .enumerate()
                    .map(|(i, (a, b))| Seating {
                        table: i as u32 + 1,
                        ns: pair(*a),
                        ew: pair(*b),
                        set: sets[r][i] as u32 + 1,
                    })
                    .collect(),
                relay_stand: None,
            })
            .collect();
        let notes = if shared {
            vec!["every table plays the same boards in a round, passing them from table to table".into()]
        } else {
            Vec::new()
        };
        Ok(Movement { kind: MovementKind::Howell, tables, sets: m as u32, boards_per_set, rounds, notes }
            .numbered_as_laid_out())
    }

    /// A two-table teams match: team 1 is pairs 1 (NS at table 1) and 2 (EW at table 2), team 2
    /// is pairs 3 (EW at table 1) and 4 (NS at table 2); each half of the boards is played at
    /// both tables.
    ///
    /// # Errors
    /// No boards.
    pub fn teams(boards_per_set: u32) -> Result<Movement, MovementError> {
        check(2, boards_per_set, "teams match", 2, 2)?;
        let p = |n: u32| Pair { line: Line::Field, number: n };
        let rounds = (0..2)
            .map(|r| Round {
                number: r + 1,
                seatings: vec![
                    Seating { table: 1, ns: p(1), ew: p(3), set: 1 + r },
                    Seating { table: 2, ns: p(4), ew: p(2), set: 2 - r },
                ],
                relay_stand: None,
            })
            .collect();
        Ok(Movement {
            kind: MovementKind::Teams,
            tables: 2,
            sets: 2,
            boards_per_set,
            rounds,
            notes: vec!["team 1: pairs 1 and 2; team 2: pairs 3 and 4".into()],
        })
    }

    /// Numbers the sets as they first appear (round 1's tables in order, then the relay
    /// stand, then later rounds): table 1 starts with boards 1, 2, ... as clubs lay them out.
    fn numbered_as_laid_out(mut self) -> Movement {
        let mut order: Vec<u32> = Vec::new();
        for r in &self.rounds {
            for set in r.seatings.iter().map(|s| s.set).chain(r.relay_stand) {
                if !order.contains(&set) {
                    order.push(set);
                }
            }
        }
        let new = |set: u32| order.iter().position(|s| *s == set).map_or(set, |i| i as u32 + 1);
        for r in &mut self.rounds {
            for s in &mut r.seatings {
                s.set = new(s.set);
            }
            r.relay_stand = r.relay_stand.map(new);
        }
        self
    }

    /// The board numbers of a set.
    #[must_use]
    pub fn boards(&self, set: u32) -> std::ops::RangeInclusive<u32> {
        (set - 1) * self.boards_per_set + 1..=set * self.boards_per_set
    }

    /// Every pair of the movement, in order.
    #[must_use]
    pub fn pairs(&self) -> Vec<Pair> {
        let mut v: Vec<Pair> = self.rounds.iter().flat_map(|r| r.seatings.iter().flat_map(|s| [s.ns, s.ew])).collect();
        v.sort();
        v.dedup();
        v
    }

    /// The table cards a director hands out: for each round and table, who sits there and with
    /// which boards, and where the East-West pair and the boards go next.
    #[must_use]
    pub fn table_cards(&self) -> String {
        let mut out = String::new();
        let range = |set: u32| {
            let b = self.boards(set);
            if b.start() == b.end() {
                format!("board {}", b.start())
            } else {
                format!("boards {}-{}", b.start(), b.end())
            }
        };
        for note in &self.notes {
            let _ = writeln!(out, "{note}");
        }
        for (ri, round) in self.rounds.iter().enumerate() {
            let next = self.rounds.get(ri + 1);
            for s in &round.seatings {
                let _ = write!(out, "table {}, round {}: {} v {}, {}", s.table, round.number, s.ns, s.ew, range(s.set));
                if let Some(n) = next {
                    let pair_to = |p: Pair| n.seatings.iter().find(|x| x.ns == p || x.ew == p).map(|x| x.table);
                    let mut moves = Vec::new();
                    for (p, seat) in [(s.ns, "NS"), (s.ew, "EW")] {
                        // A Mitchell's pairs go by their seat; a Howell's by their number.
                        let who = if p.line == Line::Field { p.to_string() } else { seat.to_string() };
                        match pair_to(p) {
                            Some(t) if t != s.table => moves.push(format!("{who} to table {t}")),
                            Some(_) => {}
                            None => moves.push(format!("{who} sits out")),
                        }
                    }
                    let set_to: Vec<u32> = n.seatings.iter().filter(|x| x.set == s.set).map(|x| x.table).collect();
                    let later = self.rounds[ri + 1..]
                        .iter()
                        .find_map(|r| r.seatings.iter().find(|x| x.set == s.set).map(|x| (r.number, x.table)));
                    if n.relay_stand == Some(s.set) {
                        moves.push("boards to the relay stand".into());
                    } else if !set_to.is_empty() {
                        if !set_to.contains(&s.table) {
                            moves.push(format!("boards to table {}", set_to[0]));
                        }
                    } else if let Some((round, table)) = later {
                        moves.push(format!("boards rest until round {round} (table {table})"));
                    } else if !self.rounds[ri + 1..].iter().any(|r| r.relay_stand == Some(s.set)) {
                        moves.push("boards done".into());
                    }
                    if !moves.is_empty() {
                        let _ = write!(out, "; next: {}", moves.join(", "));
                    }
                }
                out.push('\n');
            }
        }
        out
    }
}

fn check(tables: u32, boards_per_set: u32, kind: &'static str, min: u32, max: u32) -> Result<(), MovementError> {
    if boards_per_set == 0 {
        return Err(MovementError::NoBoards);
    }
    if !(min..=max).contains(&tables) {
        return Err(MovementError::Tables { kind, min, max, tables });
    }
    Ok(())
}

/// `x` taken into 1..=n.
fn wrap(x: u32, n: u32) -> u32 {
    (x + n - 1) % n + 1
}

/// A starter for the circle schedule of `t` tables: g[0] the stationary pair's offset and
/// g[i] the set offset of the match r + i v r - i, such that each pair meets every set once:
/// {g0} and {g[i] ± i} cover 0..2t-1 and the g are distinct. `None` when there is none.
fn starter(t: usize) -> Option<Vec<usize>> {
    fn place(i: usize, m: usize, g: &mut [usize], used: &mut [bool], mid: &mut [bool]) -> bool {
        if i == 0 {
            let rest: Vec<usize> = (0..m).filter(|x| !used[*x]).collect();
            if rest.len() == 1 && !mid[rest[0]] {
                g[0] = rest[0];
                return true;
            }
            return false;
        }
        for c in 0..m {
            let (a, b) = ((c + m - i) % m, (c + i) % m);
            if mid[c] || used[a] || used[b] || a == b {
                continue;
            }
            (used[a], used[b], mid[c], g[i]) = (true, true, true, c);
            if place(i - 1, m, g, used, mid) {
                return true;
            }
            (used[a], used[b], mid[c]) = (false, false, false);
        }
        false
    }
    let m = 2 * t - 1;
    let mut g = vec![0; t];
    place(t - 1, m, &mut g, &mut vec![false; m], &mut vec![false; m]).then_some(g)
}

/// Sets for each round and table such that each pair plays each set once and a set is at one
/// table a round, by direct search (for the sizes with no starter).
fn search_sets(t: usize, matches: &dyn Fn(usize) -> Vec<(usize, usize)>) -> Option<Vec<Vec<usize>>> {
    struct S {
        m: usize,
        games: Vec<(usize, usize, usize, usize)>,
        played: Vec<Vec<bool>>,
        in_round: Vec<Vec<bool>>,
        sets: Vec<Vec<usize>>,
    }
    fn go(s: &mut S, k: usize) -> bool {
        let Some(&(r, i, a, b)) = s.games.get(k) else { return true };
        for set in 0..s.m {
            if s.played[a][set] || s.played[b][set] || s.in_round[r][set] {
                continue;
            }
            (s.played[a][set], s.played[b][set], s.in_round[r][set], s.sets[r][i]) = (true, true, true, set);
            if go(s, k + 1) {
                return true;
            }
            (s.played[a][set], s.played[b][set], s.in_round[r][set]) = (false, false, false);
        }
        false
    }
    let m = 2 * t - 1;
    let games = (0..m).flat_map(|r| matches(r).into_iter().enumerate().map(move |(i, (a, b))| (r, i, a, b))).collect();
    let mut s = S {
        m,
        games,
        played: vec![vec![false; m]; m + 1],
        in_round: vec![vec![false; m]; m],
        sets: vec![vec![0; t]; m],
    };
    go(&mut s, 0).then_some(s.sets)
}
