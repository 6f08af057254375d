//! Boards made by levee for the round-trip tests and the benchmark: random deals, random legal
//! auctions (some calls alerted and explained), random legal play, sometimes cut short by a
//! claim.
#![allow(dead_code, unreachable_pub)]

use levee_core::{Auction, AuctionResult, Board, BySeat, Call, Deal, Play};
use levee_formats::{AuctionRecord, CallEntry, ContractTag, PartialDeal, PlayRecord, Record, SectionEnd, Tag};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn tag(name: &str, value: &str) -> Tag {
    Tag { name: name.into(), value: value.into(), section: Vec::new() }
}

/// A played board, reproducible from its number and seed.
pub fn random_record(board: u32, seed: u64) -> Record {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ u64::from(board).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let b = Board::new(board).expect("board numbers start at 1");
    let dealer = b.dealer();
    let deal: Deal = Deal::random(&mut rng, dealer);
    let mut auction = Auction::new(dealer);
    let mut calls = Vec::new();
    while !auction.is_closed() {
        let legal = auction.legal_calls();
        let call = if rng.random_bool(0.55) || legal.len() == 1 {
            Call::Pass
        } else {
            // Prefer low bids so that auctions look like auctions.
            let i = rng.random_range(1..legal.len().min(6));
            legal[i]
        };
        auction.try_call(call).expect("a legal call");
        let mut e = CallEntry::new(call);
        if rng.random_bool(0.1) {
            e.alert = true;
            e.explanation = Some(format!("explained {}", rng.random_range(0..100)));
        }
        calls.push(e);
    }
    let mut r = Record {
        board: Some(board),
        dealer: Some(dealer),
        vulnerability: Some(b.vulnerability()),
        deal: Some(PartialDeal::from_deal(&deal)),
        players: BySeat::from_fn(|s| Some(format!("Player {}{}", s.letter(), board % 7))),
        auction: Some(AuctionRecord { dealer, calls, end: SectionEnd::Open }),
        tags: vec![tag("Event", "levee robots"), tag("Site", "here"), tag("Date", "2026.11.22"), tag("Scoring", "IMP")],
        ..Record::default()
    };
    match auction.result() {
        Some(AuctionResult::Contract { contract, declarer }) => {
            r.contract = Some(ContractTag::Contract(contract));
            r.declarer = Some(declarer);
            let mut play = Play::new(deal, contract.strain, declarer);
            let stop = if rng.random_bool(0.3) { rng.random_range(0..13) * 4 } else { 52 };
            let mut cards = Vec::new();
            while !play.is_over() && cards.len() < stop {
                let legal: Vec<_> = play.legal_plays().iter().collect();
                let c = legal[rng.random_range(0..legal.len())];
                play.play_unchecked(c);
                cards.push(c);
            }
            let p = PlayRecord::from_sequence(&deal, contract.strain, declarer, declarer.lho(), &cards)
                .expect("legal cards");
            let taken = play.declarer_tricks().unwrap_or(0);
            let rest = 13 - play.tricks().len() as u8;
            // A claim of some of the remaining tricks when the play stops early.
            r.result = Some(taken + if rest > 0 { rng.random_range(0..=rest) } else { 0 });
            r.play = (!cards.is_empty()).then_some(p);
        }
        Some(AuctionResult::PassedOut) => r.contract = Some(ContractTag::PassedOut),
        None => {}
    }
    r
}

/// `n` boards.
pub fn random_records(n: u32, seed: u64) -> Vec<Record> {
    (1..=n).map(|b| random_record(b, seed)).collect()
}

/// What a round trip must keep: the board, the cards, the calls, the play, the result.
pub fn game_fields(r: &Record) -> impl PartialEq + std::fmt::Debug {
    type Calls = Vec<(Option<Call>, bool, Option<String>)>;
    let calls: Option<Calls> =
        r.auction.as_ref().map(|a| a.calls.iter().map(|c| (c.call, c.alert, c.explanation.clone())).collect());
    let play = r
        .play
        .as_ref()
        .map(|p| (p.leader, p.tricks.iter().map(|t| t.0.clone().map(|e| e.map(|e| e.card))).collect::<Vec<_>>()));
    (r.board, r.dealer, r.vulnerability, r.deal, r.players.clone(), calls, play, r.contract, r.declarer, r.result)
}
