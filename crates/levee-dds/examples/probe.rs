//! Times single solves and tables on the first deals of a DDS file (development aid).
use levee_core::{Deal, Seat, Strain};
use levee_dds::{Position, Solver};
use std::time::Instant;

fn main() {
    let path = std::env::args().nth(1).unwrap_or("../shared/fixtures/dd/list100.txt".into());
    let n: usize = std::env::args().nth(2).and_then(|s| s.parse().ok()).unwrap_or(3);
    let text = std::fs::read_to_string(path).unwrap();
    let deals: Vec<Deal> = text
        .lines()
        .filter(|l| l.starts_with("PBN"))
        .map(|l| l.split('"').nth(1).unwrap().parse().unwrap())
        .take(n)
        .collect();
    let mut solver = Solver::new();
    for d in &deals {
        for strain in [Strain::NoTrump, Strain::Spades] {
            let t0 = Instant::now();
            let before = solver.stats();
            let v = solver.tricks(&Position::new(d, strain, Seat::West));
            let st = solver.stats();
            println!(
                "{strain} W lead: {v} tricks  {:?}  nodes {} tt {} quick {}",
                t0.elapsed(),
                st.nodes - before.nodes,
                st.tt_hits - before.tt_hits,
                st.quick_cuts - before.quick_cuts
            );
        }
        let t0 = Instant::now();
        let t = solver.table(d);
        println!("table {t}  {:?}", t0.elapsed());
    }
}
