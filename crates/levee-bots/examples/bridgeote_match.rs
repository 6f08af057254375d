//! The Bridgeote card robot against the baseline (highest card), a teams match: the same
//! deals and the same auctions (both tables bid with the count), our card robot North-South
//! at one table and East-West at the other. Prints the points won per deal.
//!
//! `cargo run --release -p levee-bots --example bridgeote_match -- [DEALS] [LAYOUTS]`

use levee_bots::bridgeote::{Bidder, CardPlayer, Settings, Solver, baseline_card, bid_deal};
use levee_core::bridgeote::{Bridgeote, Outcome};
use levee_core::{Deal, Seat, Side};
use levee_score::bridgeote::{FailedContract, deal_score};
use rand::SeedableRng;

fn main() {
    let deals: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(50);
    let layouts: usize = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(12);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(2026);
    let bidder = Bidder::default();
    let player = CardPlayer::new(Settings { samples: layouts, seed: 7 });
    let mut solver = Solver::new();
    let (mut net, mut played, mut won, mut lost) = (0i64, 0, 0, 0);
    for i in 0..deals {
        let dealer = Seat::ALL[i % 4];
        let deal: Deal<Bridgeote> = Deal::random(&mut rng, dealer);
        let (auction, _) = bid_deal(&bidder, &deal, dealer, &mut solver);
        let Some(Outcome::Contract(c)) = auction.outcome() else { continue };
        let mut result = [0i64; 2];
        for (k, ours) in [Side::NorthSouth, Side::EastWest].into_iter().enumerate() {
            let mut play = auction.play(deal, &c);
            while let Some(seat) = play.to_play() {
                let card =
                    if seat.side() == ours { player.choose(&play, &mut solver).card } else { baseline_card(&play) };
                play.try_play(card).expect("legal");
            }
            let s = deal_score(c, &play, FailedContract::OwnPoints);
            result[k] = i64::from(s.score[ours]) - i64::from(s.score[ours.opponents()]);
        }
        let d = result[0] + result[1];
        net += d;
        played += 1;
        if d > 0 {
            won += 1;
        } else if d < 0 {
            lost += 1;
        }
        println!(
            "deal {:>3}: {:<14} ours {:+5} (NS table {:+}, EW table {:+})",
            i + 1,
            format!("{}{}", c.bid, c.doubling.suffix()),
            d,
            result[0],
            result[1]
        );
    }
    println!(
        "{played} deals played at both tables: our card robot {:+} points in all, {:+.1} a deal; won {won}, lost {lost}, tied {}",
        net,
        net as f64 / played.max(1) as f64,
        played - won - lost
    );
}
