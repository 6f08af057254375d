//! Bids deals with the robots and prints each call with its explanation (development aid).
//! `explain_deal DEAL DEALER [VUL]` for one deal; with no arguments, one `DEAL|DEALER|VUL`
//! a line on standard input, each call printed as `LINE SEAT CALL: EXPLANATION`.
use levee_bots::Bidder;
use levee_core::{Auction, Deal, Seat, Vulnerability};
use std::io::BufRead;

fn bid(bidder: &Bidder, deal: &str, dealer: &str, vul: &str, prefix: &str) {
    let deal: Deal = deal.parse().expect("a PBN deal string");
    let dealer: Seat = dealer.parse().expect("a seat");
    let vul: Vulnerability = vul.parse().expect("none, ns, ew or all");
    let mut auction = Auction::new(dealer);
    while !auction.is_closed() {
        let seat = dealer.add(auction.calls().len());
        let e = bidder.call(&auction, vul, deal.hand(seat));
        println!("{prefix}{seat:?} {}: {e}", deal.hand(seat));
        auction.try_call(e.call).expect("a legal call");
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let bidder = Bidder::new();
    if let (Some(deal), Some(dealer)) = (args.first(), args.get(1)) {
        bid(&bidder, deal, dealer, args.get(2).map_or("none", String::as_str), "");
        return;
    }
    for (i, line) in std::io::stdin().lock().lines().enumerate() {
        let line = line.expect("standard input");
        let f: Vec<&str> = line.split('|').collect();
        if f.len() >= 3 {
            bid(&bidder, f[0], f[1], f[2], &format!("{i} "));
        }
    }
}
