//! Calibration data for the Bridgeote bidder's count: for random hands, the count's features
//! per strain and the side's expected points by Monte Carlo double dummy. Prints CSV.
use levee_bots::bridgeote::{Bidder, Solver, features};
use levee_core::bridgeote::{Bridgeote, Strain};
use levee_core::{Deal, Seat};
use rand::SeedableRng;

fn main() {
    let hands: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(40);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(99);
    let mut solver = Solver::new();
    let bidder = Bidder { samples: 6, seed: 2 };
    println!("strain,winners,points,belote,length,leads,expected");
    for i in 0..hands {
        let deal: Deal<Bridgeote> = Deal::random(&mut rng, Seat::North);
        let hand = deal.hand(Seat::East);
        // The leader turns round the table: the side on lead has the edge at TA and SA.
        let leader = Seat::ALL[i % 4];
        let leads = u8::from(leader.side() == Seat::East.side());
        let est = bidder.estimate(hand, Seat::East, leader, &mut solver);
        for (k, strain) in Strain::ALL.into_iter().enumerate() {
            let f = features(hand, strain);
            println!("{strain},{},{},{},{},{leads},{:.1}", f.winners, f.points, f.belote, f.length, est.points[k]);
        }
    }
}
