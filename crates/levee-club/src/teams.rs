//! Teams events: who plays whom. A round robin (every team meets every other once, by the
//! circle method: one team stays, the others turn round it) and Swiss pairings (each round,
//! teams of similar scores meet, never twice). The matches themselves are two-table teams
//! matches ([`crate::Movement::teams`]), scored in IMPs and turned into victory points by the
//! scoring crate.

use crate::ranking::{BoardResult, Outcome, assigned_imps};
use std::collections::BTreeSet;

/// One round: the matches (home team, away team), teams numbered from 1; a team with no
/// opponent (an odd number of teams) has the bye.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct TeamsRound {
    /// From 1.
    pub number: u32,
    /// The matches.
    pub matches: Vec<(u32, u32)>,
    /// The team with the bye, if any.
    pub bye: Option<u32>,
}

/// A round robin of `teams` teams (2 or more): `teams - 1` rounds (`teams` when odd, each team
/// having one bye), every two teams meeting once.
#[must_use]
pub fn round_robin(teams: u32) -> Vec<TeamsRound> {
    if teams < 2 {
        return Vec::new();
    }
    // An odd field gets a phantom team 0: meeting it is the bye.
    let n = if teams % 2 == 1 { teams + 1 } else { teams };
    let phantom = if teams % 2 == 1 { Some(n) } else { None };
    let mut circle: Vec<u32> = (1..=n).collect();
    let mut rounds = Vec::new();
    for r in 0..n - 1 {
        let mut matches = Vec::new();
        let mut bye = None;
        for i in 0..(n / 2) as usize {
            let (a, b) = (circle[i], circle[n as usize - 1 - i]);
            // Alternate home and away for the fixed team.
            let (home, away) = if i == 0 && r % 2 == 1 { (b, a) } else { (a, b) };
            match phantom {
                Some(p) if home == p => bye = Some(away),
                Some(p) if away == p => bye = Some(home),
                _ => matches.push((home, away)),
            }
        }
        rounds.push(TeamsRound { number: r + 1, matches, bye });
        // Keep the first team, turn the others one place.
        let last = circle.pop().expect("teams");
        circle.insert(1, last);
    }
    rounds
}

/// The next Swiss round: teams ordered by score (best first, ties by number), each paired with
/// the highest-placed team below it that it has not met; when that leaves a team without an
/// opponent, the pairing backtracks. With an odd number, the lowest-placed team without a bye
/// so far sits out. `None` when no pairing avoids a repeat.
#[must_use]
pub fn swiss(scores: &[(u32, f64)], met: &BTreeSet<(u32, u32)>, had_bye: &BTreeSet<u32>) -> Option<TeamsRound> {
    let mut order: Vec<(u32, f64)> = scores.to_vec();
    order.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut teams: Vec<u32> = order.iter().map(|t| t.0).collect();
    let mut bye = None;
    if teams.len() % 2 == 1 {
        let pos = teams.iter().rposition(|t| !had_bye.contains(t)).unwrap_or(teams.len() - 1);
        bye = Some(teams.remove(pos));
    }
    let have_met = |a: u32, b: u32| met.contains(&(a.min(b), a.max(b)));
    fn pair(left: &[u32], have_met: &dyn Fn(u32, u32) -> bool) -> Option<Vec<(u32, u32)>> {
        let Some((&first, rest)) = left.split_first() else { return Some(Vec::new()) };
        for (i, &other) in rest.iter().enumerate() {
            if have_met(first, other) {
                continue;
            }
            let mut remaining = rest.to_vec();
            remaining.remove(i);
            if let Some(mut more) = pair(&remaining, have_met) {
                more.insert(0, (first, other));
                return Some(more);
            }
        }
        None
    }
    let matches = pair(&teams, &have_met)?;
    Some(TeamsRound { number: 0, matches, bye })
}

/// One board of a two-table teams match: what each table scored for North–South, and the IMPs
/// team 1 gains (negative: team 2 gains them).
#[derive(Debug, Clone, PartialEq)]
pub struct Swing {
    /// The board.
    pub board: u32,
    /// Table 1, where team 1 sits North–South.
    pub table1: Option<Outcome>,
    /// Table 2, where team 2 sits North–South.
    pub table2: Option<Outcome>,
    /// Team 1's IMPs, once both tables have a result.
    pub imps: Option<f64>,
}

/// A two-table match ([`crate::Movement::teams`]): the swings board by board and each team's
/// IMPs (the sum of the swings it gained).
#[derive(Debug, Clone, PartialEq)]
pub struct TeamsMatch {
    /// Board by board.
    pub swings: Vec<Swing>,
    /// Team 1's IMPs.
    pub team1: f64,
    /// Team 2's IMPs.
    pub team2: f64,
    /// Boards with both results.
    pub boards: u32,
}

/// Scores a two-table match from its results. Team 1 is pairs 1 (North–South at table 1) and 2
/// (East–West at table 2); team 2 is pairs 3 and 4. On each board the two North–South scores
/// are compared: team 1 gains `imps(table 1 − table 2)`. A table with the director's assigned
/// score gives each team [`crate::assigned_imps`] of its side's share there, as a teams
/// director scores a board not played (average-plus: +3 IMPs).
#[must_use]
pub fn teams_match(results: &[BoardResult], boards: u32, imps: impl Fn(i32) -> i32) -> TeamsMatch {
    let at = |board: u32, ns: u32| results.iter().find(|r| r.board == board && r.ns.number == ns).map(|r| r.outcome);
    let mut m = TeamsMatch { swings: Vec::new(), team1: 0.0, team2: 0.0, boards: 0 };
    for board in 1..=boards {
        let (t1, t2) = (at(board, 1), at(board, 4));
        let swing = match (t1, t2) {
            (Some(Outcome::Score(a)), Some(Outcome::Score(b))) => Some(f64::from(imps(a - b))),
            // Team 1 is North–South at table 1 and East–West at table 2.
            (Some(Outcome::Assigned { ns, .. }), Some(_)) => Some(assigned_imps(ns)),
            (Some(_), Some(Outcome::Assigned { ew, .. })) => Some(assigned_imps(ew)),
            _ => None,
        };
        if let Some(x) = swing {
            m.boards += 1;
            if x > 0.0 {
                m.team1 += x;
            } else {
                m.team2 -= x;
            }
        }
        m.swings.push(Swing { board, table1: t1, table2: t2, imps: swing });
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[test]
    fn a_round_robin_meets_every_team_once() {
        for teams in 2..=14 {
            let rounds = round_robin(teams);
            let mut met = BTreeMap::new();
            let mut byes = BTreeMap::new();
            for r in &rounds {
                let mut seen = BTreeSet::new();
                for &(a, b) in &r.matches {
                    assert!(
                        a != b && seen.insert(a) && seen.insert(b),
                        "{teams} teams: a team twice in round {}",
                        r.number
                    );
                    *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
                }
                if let Some(t) = r.bye {
                    assert!(seen.insert(t));
                    *byes.entry(t).or_insert(0) += 1;
                }
                assert_eq!(seen.len() as u32, teams, "every team plays or has the bye");
            }
            assert_eq!(met.len() as u32, teams * (teams - 1) / 2, "{teams} teams: every two meet");
            assert!(met.values().all(|n| *n == 1));
            assert_eq!(rounds.len() as u32, if teams % 2 == 0 { teams - 1 } else { teams });
            if teams % 2 == 1 {
                assert!(byes.len() as u32 == teams && byes.values().all(|n| *n == 1));
            }
        }
    }

    #[test]
    fn swiss_pairs_neighbours_and_never_repeats() {
        // Eight teams, scores falling with the number: 1 v 2, 3 v 4, ...
        let scores: Vec<(u32, f64)> = (1..=8).map(|t| (t, 100.0 - f64::from(t))).collect();
        let mut met = BTreeSet::new();
        let r = swiss(&scores, &met, &BTreeSet::new()).unwrap();
        assert_eq!(r.matches, vec![(1, 2), (3, 4), (5, 6), (7, 8)]);
        // After those, 1 meets 3 and 2 meets 4: no repeat.
        for &(a, b) in &r.matches {
            met.insert((a.min(b), a.max(b)));
        }
        let r2 = swiss(&scores, &met, &BTreeSet::new()).unwrap();
        assert_eq!(r2.matches, vec![(1, 3), (2, 4), (5, 7), (6, 8)]);
        // Seven teams: the lowest without a bye sits out.
        let seven: Vec<(u32, f64)> = scores[..7].to_vec();
        let r3 = swiss(&seven, &BTreeSet::new(), &BTreeSet::from([7])).unwrap();
        assert_eq!(r3.bye, Some(6));
        // Four teams that have all met: no pairing.
        let all: BTreeSet<(u32, u32)> = [(1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)].into();
        assert!(swiss(&scores[..4], &all, &BTreeSet::new()).is_none());
    }

    #[test]
    fn a_teams_match_compares_the_two_tables() {
        use crate::movement::{Line, Pair};
        use crate::ranking::Assigned;
        let p = |n| Pair { line: Line::Field, number: n };
        let r = |board, ns, ew, outcome| BoardResult { board, ns: p(ns), ew: p(ew), outcome };
        // The WBF scale, enough of it for these boards.
        let imps = |d: i32| {
            let a = d.abs();
            let v = match a {
                0..=10 => 0,
                20..=40 => 1,
                420..=490 => 10,
                _ => panic!("{a}"),
            };
            v * d.signum()
        };
        let results = [
            // Board 1: team 1 makes 4♥ (+420) at table 1; at table 2, team 2 (North–South
            // there) goes one down (-50): team 1 gains 470, 10 IMPs.
            r(1, 1, 3, Outcome::Score(420)),
            r(1, 4, 2, Outcome::Score(-50)),
            // Board 2: the same 3NT at both tables, one overtrick more at table 2: team 2 +1.
            r(2, 1, 3, Outcome::Score(400)),
            r(2, 4, 2, Outcome::Score(430)),
            // Board 3: not played at table 2; the director gives team 1 (EW there) average-plus.
            r(3, 1, 3, Outcome::Score(100)),
            r(3, 4, 2, Outcome::Assigned { ns: Assigned::AverageMinus, ew: Assigned::AveragePlus }),
        ];
        let m = teams_match(&results, 4, imps);
        let swings: Vec<Option<f64>> = m.swings.iter().map(|s| s.imps).collect();
        assert_eq!(swings, vec![Some(10.0), Some(-1.0), Some(3.0), None]);
        assert_eq!((m.team1, m.team2, m.boards), (13.0, 1.0, 3));
    }
}
