//! Probe: the Bridgeote solver's speed from the first card, and one hand's estimate.
use levee_bots::bridgeote::{Bidder, Solver};
use levee_core::bridgeote::{Bridgeote, Strain};
use levee_core::{Deal, Play, Seat};
use rand::SeedableRng;
use std::time::Instant;

fn main() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    let mut solver = Solver::new();
    for strain in Strain::ALL {
        let t = Instant::now();
        let n0 = solver.nodes();
        let mut vals = Vec::new();
        for _ in 0..10 {
            let deal: Deal<Bridgeote> = Deal::random(&mut rng, Seat::North);
            let play = Play::with_leader(deal, strain, None, Seat::East);
            vals.push(solver.value(&play));
        }
        println!(
            "{strain}: {:?} per solve, {} nodes per solve, {vals:?}",
            t.elapsed() / 10,
            (solver.nodes() - n0) / 10
        );
    }
    let hand = "SJ S9 SA ST HA DA CA CT".split(' ').map(|c| c.parse().unwrap()).collect();
    let e = Bidder { samples: 12, seed: 5 }.estimate(hand, Seat::East, Seat::East, &mut solver);
    println!("{e:?}");
}
