//! Development aid: one strain and leader of one deal, timed, with the solver's counters.
use levee_core::{Deal, Seat, Strain};
use levee_dds::{Position, Solver};
use std::time::Instant;

fn main() {
    let deal: Deal = std::env::args().nth(1).expect("a deal").parse().expect("a PBN deal");
    let strain = match std::env::args().nth(2).as_deref() {
        Some("S") => Strain::Spades,
        Some("H") => Strain::Hearts,
        Some("D") => Strain::Diamonds,
        Some("C") => Strain::Clubs,
        _ => Strain::NoTrump,
    };
    let leader = match std::env::args().nth(3).as_deref() {
        Some("N") => Seat::North,
        Some("E") => Seat::East,
        Some("S") => Seat::South,
        _ => Seat::West,
    };
    let mem: usize = std::env::var("MEM").ok().and_then(|s| s.parse().ok()).unwrap_or(96);
    let mut solver = Solver::with_memory(mem << 20);
    let t0 = Instant::now();
    let ns = solver.ns_tricks(&Position::new(&deal, strain, leader));
    println!("{strain:?} {leader:?} leads: NS {ns}  {:.2}s  {:?}", t0.elapsed().as_secs_f64(), solver.stats());
}
