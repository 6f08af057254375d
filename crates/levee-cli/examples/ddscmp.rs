//! Development aid (needs `--features dds-bridge`): levee and DDS side by side on positions
//! reached by playing `K` random tricks from a deal — nodes and time for each, one strain and
//! leader — to find where the two searches part ways.
//!
//! `cargo run --release -p levee-cli --features dds-bridge --example ddscmp -- DEAL STRAIN LEADER K N`
//! (`MEM` sets levee's table in MiB; `DDST=t` gives DDS a fixed target instead of the maximum.)
//! Both count the tricks their search completed (what DDS calls its nodes).
use contract_bridge::deal::PartialDeal;
use dds_bridge::{Board, CurrentTrick};
use dds_bridge::{Objective, Target};
use levee_core::{Deal, Seat, Strain};
use levee_dds::{Position, Solver};
use rand::{Rng, SeedableRng};
use std::time::Instant;

#[path = "dds_common/mod.rs"]
mod common;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let deal: Deal = args[1].parse().expect("a PBN deal");
    let strain: Strain = args[2].parse().expect("a strain: NT S H D C");
    let dstrain = common::dstrain(strain);
    let leader: Seat = args[3].parse().expect("a seat: N E S W");
    if args[4] == "table" {
        table_mode(&deal);
        return;
    }
    let k: usize = args[4].parse().expect("tricks to play");
    let n: u64 = args[5].parse().expect("positions");
    let mem: usize = std::env::var("MEM").ok().and_then(|s| s.parse().ok()).unwrap_or(96);
    let (mut lt, mut dt, mut ln, mut dn) = (0.0, 0.0, 0u64, 0u64);
    let mut dds = dds_bridge::Solver::default();
    for seed in 0..n {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut pos = Position::new(&deal, strain, leader);
        for _ in 0..4 * k {
            let legal: Vec<_> = pos.legal_plays().into_iter().collect();
            pos.play(legal[rng.random_range(0..legal.len())]);
        }
        let on_lead = pos.to_play();
        let pbn = common::pbn_hands(&pos);
        let mut solver = Solver::with_memory(mem << 20);
        let t0 = Instant::now();
        let ours = match std::env::var("LT").ok().and_then(|t| t.parse::<u8>().ok()) {
            Some(t) => u8::from(solver.ns_at_least(&pos, t)),
            None => solver.tricks(&pos),
        };
        let our_t = t0.elapsed().as_secs_f64();
        let our_n = solver.stats().tricks;
        let remaining: PartialDeal = pbn.parse().expect("DDS reads the position");
        let dseat = common::dseat(on_lead);
        let board = Board::try_new(remaining, CurrentTrick::new(dstrain, dseat)).expect("a board");
        let t0 = Instant::now();
        let found = dds.solve_board(&Objective {
            board,
            target: match std::env::var("DDST").ok().and_then(|t| t.parse::<u8>().ok()) {
                Some(t) => Target::Any(Some(dds_bridge::TrickCount::new(t))),
                None => Target::Any(None),
            },
        });
        let dds_t = t0.elapsed().as_secs_f64();
        let theirs = found.plays.first().map_or(0, |p| u8::from(p.score));
        println!(
            "{seed}: {on_lead:?} leads {pbn}  levee {ours} {:.1} ms {our_n} tricks | DDS {theirs} {:.1} ms {} tricks{}",
            our_t * 1e3,
            dds_t * 1e3,
            found.nodes,
            if ours == theirs { "" } else { "  DIFFERENT" }
        );
        lt += our_t;
        dt += dds_t;
        ln += our_n;
        dn += u64::from(found.nodes);
    }
    println!(
        "total: levee {lt:.2} s {ln} tricks | DDS {dt:.2} s {dn} tricks | time ratio {:.2}, trick ratio {:.2}",
        lt / dt,
        ln as f64 / dn as f64
    );
}

/// The full table: each solver warm (one table) against the sum of twenty cold solves.
fn table_mode(deal: &Deal) {
    let fd: contract_bridge::FullDeal = deal.to_string().parse().expect("DDS reads the deal");
    let mut dds = dds_bridge::Solver::default();
    let t0 = Instant::now();
    let _ = dds.solve_deal(fd);
    let dds_table = t0.elapsed().as_secs_f64();
    let mut solver = Solver::new();
    let t0 = Instant::now();
    let _ = solver.table(deal);
    let our_table = t0.elapsed().as_secs_f64();
    let warm = solver.stats().tricks;
    let (mut cold, mut cold_t) = (0u64, 0.0);
    for strain in Strain::ASC {
        for leader in Seat::ALL {
            let mut s = Solver::new();
            let t0 = Instant::now();
            let _ = s.tricks(&Position::new(deal, strain, leader));
            cold_t += t0.elapsed().as_secs_f64();
            cold += s.stats().tricks;
        }
    }
    println!(
        "table: levee {:.1} ms ({warm} tricks; cold solves {:.1} ms, {cold} tricks) | DDS {:.1} ms",
        our_table * 1e3,
        cold_t * 1e3,
        dds_table * 1e3
    );
}
