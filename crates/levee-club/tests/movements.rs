//! The properties every movement must have, checked for every size levee offers.

use levee_club::movement::{Line, Movement, MovementKind, Pair};
use std::collections::{HashMap, HashSet};

/// No pair sits at two tables in a round, and a set is at one table a round (except where the
/// movement says boards are shared).
fn no_pair_twice_in_a_round(m: &Movement) {
    for r in &m.rounds {
        let mut seen = HashSet::new();
        for s in &r.seatings {
            assert!(seen.insert(s.ns) && seen.insert(s.ew), "{:?} round {}: a pair at two tables", m.kind, r.number);
            assert_ne!(s.ns, s.ew);
        }
        assert_eq!(r.seatings.len() as u32, m.tables);
        assert!(r.seatings.iter().enumerate().all(|(i, s)| s.table == i as u32 + 1));
    }
}

/// How many times two pairs met.
type Met = HashMap<(Pair, Pair), u32>;
/// How many times a pair played a set.
type Played = HashMap<(Pair, u32), u32>;

/// How many times each pair met each opponent, and played each set.
fn counts(m: &Movement) -> (Met, Played) {
    let (mut met, mut played) = (HashMap::new(), HashMap::new());
    for r in &m.rounds {
        for s in &r.seatings {
            let key = if s.ns < s.ew { (s.ns, s.ew) } else { (s.ew, s.ns) };
            *met.entry(key).or_insert(0) += 1;
            *played.entry((s.ns, s.set)).or_insert(0) += 1;
            *played.entry((s.ew, s.set)).or_insert(0) += 1;
        }
    }
    (met, played)
}

fn sets_at_one_table_a_round(m: &Movement, shared: &[u32]) {
    for r in &m.rounds {
        for set in 1..=m.sets {
            let tables: Vec<u32> = r.seatings.iter().filter(|s| s.set == set).map(|s| s.table).collect();
            if tables.len() > 1 {
                assert_eq!(tables, shared, "{:?} round {}: set {set} at {tables:?}", m.kind, r.number);
            }
        }
        assert!(
            r.relay_stand.is_none_or(|set| r.seatings.iter().all(|s| s.set != set)),
            "the relay stand's set is idle"
        );
    }
}

#[test]
fn every_mitchell_from_1_to_30_tables() {
    for t in 1..=30 {
        for relay in [false, true] {
            let m = Movement::mitchell(t, 2, relay).unwrap();
            no_pair_twice_in_a_round(&m);
            let (met, played) = counts(&m);
            assert!(met.values().all(|n| *n == 1), "{t} tables: a pair met twice");
            assert!(played.values().all(|n| *n == 1), "{t} tables: a set played twice");
            // North-South pairs stay at their table; pairs never change line.
            for r in &m.rounds {
                for s in &r.seatings {
                    assert_eq!((s.ns.line, s.ns.number, s.ew.line), (Line::NorthSouth, s.table, Line::EastWest));
                }
            }
            let ns_pairs = t;
            match m.kind {
                MovementKind::Mitchell | MovementKind::RelayMitchell => {
                    // Complete: every NS pair plays every set and meets every EW pair.
                    assert_eq!(played.len() as u32, 2 * ns_pairs * m.sets, "{t} tables");
                    assert_eq!(met.len() as u32, ns_pairs * ns_pairs, "{t} tables");
                }
                MovementKind::SkipMitchell => {
                    assert!(t % 2 == 0 && !relay);
                    assert_eq!(m.rounds.len() as u32, t - 1);
                    assert_eq!(met.len() as u32, ns_pairs * (t - 1));
                }
                other => panic!("{other:?}"),
            }
            let shared = if m.kind == MovementKind::RelayMitchell { vec![1, t] } else { vec![] };
            sets_at_one_table_a_round(&m, &shared);
            assert_eq!(m.kind == MovementKind::Mitchell, t % 2 == 1);
        }
    }
}

#[test]
fn every_howell_from_3_to_8_tables_is_complete() {
    for t in 3..=8 {
        let m = Movement::howell(t, 3).unwrap();
        no_pair_twice_in_a_round(&m);
        let (met, played) = counts(&m);
        let pairs = 2 * t;
        assert_eq!(m.rounds.len() as u32, pairs - 1);
        assert_eq!(m.pairs().len() as u32, pairs);
        // Every pair meets every other pair once and plays every set once.
        assert_eq!(met.len() as u32, pairs * (pairs - 1) / 2, "{t} tables");
        assert!(met.values().all(|n| *n == 1));
        assert_eq!(played.len() as u32, pairs * m.sets, "{t} tables");
        assert!(played.values().all(|n| *n == 1));
        if t == 3 {
            // No Room square of side 5: the three tables share each round's set.
            assert!(m.rounds.iter().all(|r| r.seatings.iter().all(|s| s.set == r.seatings[0].set)));
            assert_eq!(m.notes.len(), 1);
        } else {
            sets_at_one_table_a_round(&m, &[]);
            assert!(m.notes.is_empty());
        }
    }
    // A club session: 7 tables of Howell with 2 boards a round is 26 boards.
    let m = Movement::howell(7, 2).unwrap();
    assert_eq!(m.boards(m.sets), 25..=26);
}

#[test]
fn a_teams_match_plays_each_half_at_both_tables() {
    let m = Movement::teams(8).unwrap();
    no_pair_twice_in_a_round(&m);
    let (met, played) = counts(&m);
    assert!(met.values().all(|n| *n == 2), "each pair meets its opponents in both halves");
    assert_eq!(played.len(), 8);
    for set in 1..=2 {
        let tables: HashSet<u32> =
            m.rounds.iter().flat_map(|r| r.seatings.iter()).filter(|s| s.set == set).map(|s| s.table).collect();
        assert_eq!(tables.len(), 2);
    }
    // Team 1 (pairs 1 and 2) sits NS at one table and EW at the other.
    assert!(m.rounds.iter().all(|r| r.seatings[0].ns.number == 1 && r.seatings[1].ew.number == 2));
}

#[test]
fn table_cards_say_where_everyone_goes() {
    let m = Movement::mitchell(5, 3, false).unwrap();
    let cards = m.table_cards();
    assert!(
        cards.contains("table 3, round 2: NS 3 v EW 2, boards 10-12; next: EW to table 4, boards to table 2\n"),
        "{cards}"
    );
    let skip = Movement::mitchell(8, 3, false).unwrap().table_cards();
    assert!(skip.starts_with("East-West pairs skip a table before round 5\n"), "{skip}");
    assert!(skip.contains("table 1, round 4: NS 1 v EW 6, boards 10-12; next: EW to table 3"), "{skip}");
    let relay = Movement::mitchell(6, 2, true).unwrap();
    assert!(relay.table_cards().contains("boards to the relay stand"), "{}", relay.table_cards());
    assert!(Movement::howell(9, 2).is_err() && Movement::mitchell(0, 2, false).is_err());
    assert!(Movement::mitchell(5, 0, false).is_err());
}

// The arrow switch: in the switched rounds of a Mitchell the East-West pairs sit North-South;
// the movement keeps its properties (every pair meets each opponent at most once, a board at
// one table per round), and a ranking of its results is one field, every pair having played
// in both directions.
#[test]
fn an_arrow_switched_mitchell_is_ranked_as_one_field() {
    use levee_club::movement::Line;
    use levee_club::{BoardResult, Outcome, rank_matchpoints};
    let m = Movement::mitchell(5, 2, false).unwrap().arrow_switch(&[5]);
    assert!(m.notes.iter().any(|n| n.contains("arrow switch in round 5")), "{:?}", m.notes);
    let last = m.rounds.last().unwrap();
    assert!(last.seatings.iter().all(|s| s.ns.line == Line::EastWest && s.ew.line == Line::NorthSouth));
    assert!(m.rounds[..4].iter().flat_map(|r| &r.seatings).all(|s| s.ns.line == Line::NorthSouth));
    // Every table plays, scores rising with the table number so that ranks differ.
    let mut results = Vec::new();
    for r in &m.rounds {
        for s in &r.seatings {
            for b in m.boards(s.set) {
                results.push(BoardResult {
                    board: b,
                    ns: s.ns,
                    ew: s.ew,
                    outcome: Outcome::Score(10 * (s.table as i32 + b as i32)),
                });
            }
        }
    }
    no_pair_twice_in_a_round(&m);
    sets_at_one_table_a_round(&m, &[]);
    let (met, _) = counts(&m);
    assert!(met.values().all(|n| *n == 1), "no two pairs meet twice");
    let ranking = rank_matchpoints(&results).unwrap();
    assert_eq!(ranking.len(), 1, "one field");
    assert_eq!(ranking[0].len(), 10);
    // Without the switch: two lines.
    let plain = Movement::mitchell(5, 2, false).unwrap();
    let results: Vec<BoardResult> = plain
        .rounds
        .iter()
        .flat_map(|r| r.seatings.iter())
        .flat_map(|s| {
            plain.boards(s.set).map(move |b| BoardResult {
                board: b,
                ns: s.ns,
                ew: s.ew,
                outcome: Outcome::Score(b as i32),
            })
        })
        .collect();
    assert_eq!(rank_matchpoints(&results).unwrap().len(), 2);
}
