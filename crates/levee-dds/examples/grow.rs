//! Node counts as the ending grows (development aid).
use levee_core::{Deal, Seat, Strain};
use levee_dds::{Position, Solver};
use std::time::Instant;

fn main() {
    let d: Deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".parse().unwrap();
    let strain: Strain = std::env::args().nth(1).unwrap_or("NT".into()).parse().unwrap();
    for tricks_left in 4..=13 {
        let mut pos = Position::new(&d, strain, Seat::West);
        while pos.remaining_tricks() > tricks_left {
            let c = pos.legal_plays().first().unwrap();
            pos.play(c);
        }
        let mut solver = Solver::new();
        let t0 = Instant::now();
        let v = solver.tricks(&pos);
        let st = solver.stats();
        println!("{tricks_left:2} tricks: {v}  {:>10.3?}  nodes {:>12} tt {:>10} quick {:>10}", t0.elapsed(), st.nodes, st.tt_hits, st.quick_cuts);
    }
}
