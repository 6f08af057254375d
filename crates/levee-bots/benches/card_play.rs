//! Time per robot card: robots bid and play whole deals; every card the Monte Carlo robot
//! chooses is timed. Prints mean, median, p90 and max per card, and the layouts solved.
//! `cargo bench -p levee-bots` (the target: median ≤ 0.2 s at ≥ 50 layouts, 2 cores).
#![allow(missing_docs)]

use levee_bots::{Bidder, Bidding, CardPlayer, Settings, bid_deal};
use levee_core::{AuctionResult, Board, Deal, Play};
use rand::SeedableRng;
use std::time::Instant;

fn main() {
    let deals: usize = std::env::var("LEVEE_BENCH_DEALS").ok().and_then(|v| v.parse().ok()).unwrap_or(6);
    // The robot as it plays, then without reading the calls, then without the carding and the
    // lead's reading either (the layouts then need no weighing): the cost of each reading,
    // measured in the same run.
    let full = Settings { samples: 50, ..Settings::default() };
    run("robot card", &CardPlayer::new(full), deals);
    run("without reading the calls", &CardPlayer::new(Settings { calls: false, ..full }), deals);
    let none = Settings { signals: false, leads: false, calls: false, ..full };
    run("without carding nor calls", &CardPlayer::new(none), deals);
}

fn run(name: &str, robot: &CardPlayer, deals: usize) {
    let bidder = Bidder::new();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    let mut ms: Vec<f64> = Vec::new();
    let mut layouts = Vec::new();
    let mut played = 0;
    for n in 1..=1000u32 {
        if played == deals {
            break;
        }
        let board = Board::new(n).unwrap();
        let deal: Deal = Deal::random(&mut rng, board.dealer());
        let (auction, _) = bid_deal(&bidder, &deal, board.dealer(), board.vulnerability());
        let Some(AuctionResult::Contract { contract, declarer }) = auction.result() else { continue };
        played += 1;
        let shown = bidder.read(&auction).shown;
        let mut play = Play::new(deal, contract.strain, declarer);
        while !play.is_over() {
            let t = Instant::now();
            let bidding = Bidding { bidder: &bidder, auction: &auction, vulnerability: board.vulnerability() };
            let c = robot.choose_after(&play, &shown, Some(bidding));
            ms.push(t.elapsed().as_secs_f64() * 1000.0);
            layouts.push(c.samples);
            play.play_unchecked(c.card);
        }
    }
    ms.sort_by(f64::total_cmp);
    let n = ms.len();
    let at = |p: f64| ms[((n as f64 * p) as usize).min(n - 1)];
    let solved: Vec<usize> = layouts.iter().copied().filter(|s| *s > 0).collect();
    let full = solved.iter().filter(|s| **s >= 50).count();
    println!(
        "{name}, {} deals, {n} cards, {} threads: mean {:.0} ms, median {:.1} ms, p90 {:.0} ms, max {:.0} ms",
        deals,
        rayon::current_num_threads(),
        ms.iter().sum::<f64>() / n as f64,
        at(0.5),
        at(0.9),
        ms[n - 1]
    );
    println!(
        "layouts: {} cards solved by sampling, {full} of them with all 50 layouts (the rest stopped at the 2 s budget); {} forced or conventional",
        solved.len(),
        n - solved.len()
    );
}
