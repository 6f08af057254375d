//! levee's robots: a bidding robot that plays the SEF "Majeure cinquième" from a table a
//! player can read (every call explained), and a card-play robot that samples the hidden
//! hands from what it knows and solves each layout double dummy.

pub mod bidding;
pub mod bridgeote;
pub mod carding;
mod judgement;
pub mod play;
pub mod review;

pub use bidding::{Bidder, Explained, Rule, Shape, System, Turn};
pub use play::{Bidding, CardPlayer, Choice, Settings, baseline_card, can_claim_all, claim_refutation, opening_lead};

use levee_core::{Auction, Deal, Seat, Vulnerability};

/// Four robots bid a deal: the auction and each call's explanation.
#[must_use]
pub fn bid_deal(bidder: &Bidder, deal: &Deal, dealer: Seat, vulnerability: Vulnerability) -> (Auction, Vec<Explained>) {
    bid_deal_sides(bidder, bidder, deal, dealer, vulnerability)
}

/// Two pairs of robots bid a deal, North-South with `ns`, East-West with `ew` (a match
/// between two versions of the bidding).
#[must_use]
pub fn bid_deal_sides(
    ns: &Bidder,
    ew: &Bidder,
    deal: &Deal,
    dealer: Seat,
    vulnerability: Vulnerability,
) -> (Auction, Vec<Explained>) {
    let mut auction = Auction::new(dealer);
    let mut said = Vec::new();
    while let Some(seat) = auction.to_call() {
        let bidder = if seat.side() == levee_core::Side::NorthSouth { ns } else { ew };
        let e = bidder.call(&auction, vulnerability, deal.hand(seat));
        // The robot only makes legal calls; a pass is always legal.
        if auction.try_call(e.call).is_err() {
            let _ = auction.try_call(levee_core::Call::Pass);
        }
        said.push(e);
    }
    (auction, said)
}
