//! levee's solver against DDS's own answers (`../shared/fixtures/dd/list100.txt`): every
//! number of every TABLE line, the FUT line (each card group's value at the start) and the
//! TRACE line (the value after every card of a line of play: mid-trick solving).

mod common;

use common::*;
use levee_core::{Card, Seat, Strain, Suit};
use levee_dds::{Position, Solver};

#[test]
fn list100_tables() {
    let Some(cases) = read("list100.txt") else {
        eprintln!("SKIPPED: ../shared/fixtures/dd/list100.txt is absent");
        return;
    };
    assert_eq!(cases.len(), 100);
    let mut solver = Solver::new();
    for (i, c) in cases.iter().enumerate() {
        let t = solver.table(&c.deal);
        for strain in Strain::ASC {
            for d in Seat::ALL {
                assert_eq!(t.get(strain, d), dds_table(c, strain, d), "deal {i} {strain} by {d}: {}", c.deal);
            }
        }
    }
}
