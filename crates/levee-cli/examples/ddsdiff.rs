//! The differential check (needs `--features dds-bridge`): `N` fresh random deals from a seed,
//! dealt as `levee deal --seed SEED --count N` deals them, each solved in full by levee and by
//! DDS; every deal whose table differs is named with both tables. Exit code 1 if any differs.
//!
//! `cargo run --release -p levee-cli --features dds-bridge --example ddsdiff -- N [SEED]`
//! (no seed: a random one, printed first so that a failure can be replayed);
//! `... -- DEAL [DEAL...]` prints both tables of the deals given. Runs on all
//! cores, one levee solver (reused across deals, as `levee solve FILE` does) and one DDS
//! context per thread.
use levee_core::{Board, Deal, TrickTable};
use levee_dds::Solver;
use rand::SeedableRng;
use rayon::prelude::*;
use std::sync::atomic::{AtomicUsize, Ordering};

#[path = "dds_common/mod.rs"]
mod common;

fn main() -> std::process::ExitCode {
    let args: Vec<String> = std::env::args().collect();
    if args.len() > 1 && args[1].contains(':') {
        let mut dds = dds_bridge::Solver::default();
        for d in &args[1..] {
            let deal: Deal = d.parse().expect("a PBN deal");
            println!("{deal}\n  levee {}\n  DDS   {}", Solver::new().table(&deal), common::dds_table(&mut dds, &deal));
        }
        return std::process::ExitCode::SUCCESS;
    }
    let n: u32 = args.get(1).and_then(|s| s.parse().ok()).expect("usage: ddsdiff N [SEED]");
    let seed: u64 = args.get(2).map_or_else(rand::random, |s| s.parse().expect("a seed"));
    println!("{n} random deals from seed {seed} (levee deal --seed {seed} --count {n})");
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let deals: Vec<Deal> =
        (1..=n).map(|b| Deal::random(&mut rng, Board::new(b).expect("a board number").dealer())).collect();
    let done = AtomicUsize::new(0);
    let t0 = std::time::Instant::now();
    let differ: Vec<(usize, TrickTable, TrickTable)> = deals
        .par_iter()
        .enumerate()
        .map_init(
            || (Solver::new(), dds_bridge::Solver::default()),
            |(ours, dds), (i, d)| {
                let (a, b) = (ours.table(d), common::dds_table(dds, d));
                let k = done.fetch_add(1, Ordering::Relaxed) + 1;
                if k.is_multiple_of(1000) {
                    eprintln!("{k} deals, {:.0} s", t0.elapsed().as_secs_f64());
                }
                (i, a, b)
            },
        )
        .filter(|(_, a, b)| a != b)
        .collect();
    for (i, a, b) in &differ {
        println!("DIFFERENT deal {} {}\n  levee {a}\n  DDS   {b}", i + 1, deals[*i]);
    }
    println!(
        "{n} deals from seed {seed}: {} tables differ from DDS's ({:.0} s)",
        differ.len(),
        t0.elapsed().as_secs_f64()
    );
    if differ.is_empty() { std::process::ExitCode::SUCCESS } else { std::process::ExitCode::FAILURE }
}
