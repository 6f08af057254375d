//! levee's solver against DDS's own answers (`../shared/fixtures/dd/`): every number of every
//! TABLE line, the FUT line (each card group's value at the start) and the TRACE line (the
//! value after every card of a line of play, which exercises mid-trick solving).
//!
//! The normal test suite checks list100.txt. `LEVEE_DD_FILES=list1000.txt,largest.txt` (as
//! `.ci/run` sets it, with a release build) checks more files. `LEVEE_DD_STRAINS=NT` (or `S,H`)
//! checks the TABLE numbers of those strains only (`NT:N`: North declaring only), and the FUT
//! and TRACE lines only when their strain is among them: `.ci/run` checks one strain of each
//! thomas file a run.

mod common;

use common::*;
use levee_core::{Card, Seat, Side, Strain, Suit};
use levee_dds::{Position, Solver};

fn files() -> Vec<String> {
    match std::env::var("LEVEE_DD_FILES") {
        Ok(v) if !v.is_empty() => v.split(',').map(str::to_string).collect(),
        _ => vec!["list100.txt".to_string()],
    }
}

/// The strains to check (`LEVEE_DD_STRAINS`: `NT`, `S,H`, or `NT:N` for one declarer), each
/// with its declarers; `None` for the whole table.
fn strains() -> Option<Vec<(Strain, Vec<Seat>)>> {
    let v = std::env::var("LEVEE_DD_STRAINS").ok().filter(|v| !v.is_empty())?;
    let bad = |e: &dyn std::fmt::Debug| -> ! { panic!("LEVEE_DD_STRAINS={v}: {e:?}") };
    Some(
        v.split(',')
            .map(|x| {
                let (strain, seat) = x.split_once(':').map_or((x, None), |(a, b)| (a, Some(b)));
                let strain: Strain = strain.parse().unwrap_or_else(|e| bad(&e));
                let seats = match seat {
                    Some(d) => vec![d.parse::<Seat>().unwrap_or_else(|e| bad(&e))],
                    None => Seat::ALL.to_vec(),
                };
                (strain, seats)
            })
            .collect(),
    )
}

fn check_case(solver: &mut Solver, name: &str, i: usize, c: &DdsCase, strains: Option<&[(Strain, Vec<Seat>)]>) {
    let what = format!("{name} deal {i} ({})", c.deal);
    // TABLE: all 20 numbers, or those of the strains named.
    match strains {
        None => {
            let t = solver.table(&c.deal);
            for strain in Strain::ASC {
                for d in Seat::ALL {
                    assert_eq!(t.get(strain, d), dds_table(c, strain, d), "{what}: TABLE {strain} by {d}");
                }
            }
        }
        Some(strains) => {
            for (strain, declarers) in strains {
                for &d in declarers {
                    let t = 13 - solver.tricks_on_lead(&c.deal, *strain, d.lho());
                    assert_eq!(t, dds_table(c, *strain, d), "{what}: TABLE {strain} by {d}");
                }
            }
            if !strains.iter().any(|(s, _)| *s == c.strain) {
                return;
            }
        }
    }
    // FUT: each card group of the opening leader, with its equivalents and value.
    let pos = Position::new(&c.deal, c.strain, c.leader);
    let mut ours: Vec<(u8, u8, u32, u8)> = solver
        .card_values(&pos)
        .iter()
        .map(|v| {
            let s = [3u8, 2, 1, 0][v.card.suit().index()];
            let eq = u32::from(v.equals.holding(v.card.suit()).bits());
            (s, v.card.rank().get(), eq, v.tricks)
        })
        .collect();
    let mut theirs = c.fut.clone();
    ours.sort_unstable();
    theirs.sort_unstable();
    assert_eq!(ours, theirs, "{what}: FUT");
    // TRACE: the declaring side's tricks before the first card and after each card.
    let declaring = c.leader.lho().side();
    let mut pos = Position::new(&c.deal, c.strain, c.leader);
    let mut won = 0u8;
    let value = |solver: &mut Solver, pos: &Position, won: u8| -> u8 {
        if pos.remaining_tricks() == 0 {
            return won;
        }
        let ns = solver.ns_tricks_same_strain(pos);
        won + if declaring == Side::NorthSouth { ns } else { pos.remaining_tricks() - ns }
    };
    // One table generation for the whole line: every position has the same strain.
    let _ = solver.ns_tricks(&pos);
    let mut trace = vec![value(solver, &pos, won)];
    for card in &c.play {
        let suit = Suit::from_char(card.chars().next().unwrap()).unwrap();
        let rank = levee_core::Rank::from_char(card.chars().nth(1).unwrap()).unwrap();
        if let Some(w) = pos.play(Card::new(suit, rank))
            && w.side() == declaring
        {
            won += 1;
        }
        trace.push(value(solver, &pos, won));
    }
    // DDS stops its trace once the last trick has started (those cards are forced).
    assert!(c.trace.len() <= trace.len());
    assert_eq!(trace[..c.trace.len()], c.trace[..], "{what}: TRACE");
}

/// Checks every `shard`-th deal (starting at `offset`) of each file.
fn run(offset: usize, shard: usize) {
    let mut solver = Solver::new();
    let strains = strains();
    for name in files() {
        let Some(cases) = read(&name) else {
            eprintln!("SKIPPED: ../shared/fixtures/dd/{name} is absent");
            continue;
        };
        assert!(!cases.is_empty());
        let mut n = 0;
        for (i, c) in cases.iter().enumerate().skip(offset).step_by(shard) {
            check_case(&mut solver, &name, i, c, strains.as_deref());
            n += 1;
        }
        let what = match &strains {
            Some(named) => {
                let named: Vec<String> = named.iter().map(|(s, d)| format!("{s} by {} declarers", d.len())).collect();
                format!("TABLE in {}; FUT and TRACE in their strain if named", named.join(", "))
            }
            None => "TABLE, FUT, TRACE".to_string(),
        };
        eprintln!("{name}: {n} deals agree with DDS ({what})");
    }
}

/// `LEVEE_DD_SHARD=k/n` checks every n-th deal from the k-th (for parallel CI runs); by
/// default the deals are split between the two tests below, which run side by side.
fn shard() -> Option<(usize, usize)> {
    let v = std::env::var("LEVEE_DD_SHARD").ok()?;
    let (k, n) = v.split_once('/')?;
    Some((k.parse().ok()?, n.parse().ok()?))
}

#[test]
fn dds_fixtures_even() {
    match shard() {
        Some((k, n)) => run(k, n),
        None => run(0, 2),
    }
}

#[test]
fn dds_fixtures_odd() {
    if shard().is_none() {
        run(1, 2);
    }
}
