//! Teams events: who plays whom. A round robin (every team meets every other once, by the
//! circle method: one team stays, the others turn round it) and Swiss pairings (each round,
//! teams of similar scores meet, never twice). The matches themselves are two-table teams
//! matches ([`crate::Movement::teams`]), scored in IMPs and turned into victory points by the
//! scoring crate.

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
}
