//! Property tests over thousands of random deals, auctions and plays.

use levee_core::*;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// Random deals: enough to meet every kind of trick (ruffs, overruffs, discards) many times
/// while keeping the debug test run to a few seconds.
const DEALS: u64 = 2000;

fn random_auction(rng: &mut ChaCha8Rng, dealer: Seat) -> Auction {
    let mut a = Auction::new(dealer);
    while !a.is_closed() {
        let legal = a.legal_calls();
        // Pass often, so auctions end at realistic lengths; otherwise any legal call.
        let call = if rng.random_bool(0.55) { Call::Pass } else { legal[rng.random_range(0..legal.len())] };
        a.try_call(call).unwrap();
    }
    a
}

#[test]
fn random_auctions_end_legally() {
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut passed_out = 0;
    for _ in 0..DEALS * 5 {
        let dealer = Seat::from_index(rng.random_range(0..4));
        let a = random_auction(&mut rng, dealer);
        assert!(a.is_closed());
        assert_eq!(a.to_call(), None);
        assert!(a.legal_calls().is_empty());
        let calls = a.calls();
        match a.result().unwrap() {
            AuctionResult::PassedOut => {
                passed_out += 1;
                assert_eq!(calls, [Call::Pass; 4]);
            }
            AuctionResult::Contract { contract, declarer } => {
                // The final contract is the last bid, the last three calls are passes.
                assert!(calls.len() >= 4);
                assert_eq!(&calls[calls.len() - 3..], [Call::Pass; 3]);
                let (last_seat, last_bid) = a
                    .iter()
                    .filter_map(|(s, c)| if let Call::Bid(b) = c { Some((s, b)) } else { None })
                    .last()
                    .unwrap();
                assert_eq!((contract.level, contract.strain), (last_bid.level, last_bid.strain));
                assert_eq!(declarer.side(), last_seat.side());
                // Declarer is the first of the side to name the strain.
                let first = a
                    .iter()
                    .find(|(s, c)| {
                        s.side() == declarer.side() && matches!(c, Call::Bid(b) if b.strain == contract.strain)
                    })
                    .unwrap();
                assert_eq!(first.0, declarer);
                // Each bid is higher than the one before.
                let bids: Vec<Bid> =
                    calls.iter().filter_map(|c| if let Call::Bid(b) = c { Some(*b) } else { None }).collect();
                assert!(bids.windows(2).all(|w| w[0] < w[1]));
            }
        }
        // Undo back to the start restores an empty auction, and replaying gives it back.
        let mut b = a.clone();
        while b.undo().is_some() {}
        assert!(b.calls().is_empty());
        for c in calls {
            b.try_call(*c).unwrap();
        }
        assert_eq!(b, a);
    }
    assert!(passed_out > 0);
}

#[test]
fn random_plays_obey_the_rules() {
    let mut rng = ChaCha8Rng::seed_from_u64(2);
    for _ in 0..DEALS {
        let dealer = Seat::from_index(rng.random_range(0..4));
        let deal: Deal = Deal::random(&mut rng, dealer);
        assert_eq!(deal.to_string().parse::<Deal>().unwrap(), deal);
        let strain = Strain::ASC[rng.random_range(0..5)];
        let declarer = Seat::from_index(rng.random_range(0..4));
        let mut play = Play::new(deal, strain, declarer);
        let start = play.clone();
        let mut prev_winner = declarer.lho();
        while let Some(seat) = play.to_play() {
            let hand = play.hand(seat);
            let legal = play.legal_plays();
            assert!(!legal.is_empty() && legal.is_subset(hand));
            let trick = *play.current_trick();
            if trick.is_empty() {
                assert_eq!(trick.leader(), prev_winner, "the winner leads the next trick");
            }
            // Every refused held card is a revoke: the suit led is held and this card is not of it.
            for card in hand - legal {
                let led = trick.led_suit().unwrap();
                assert!(hand.suit_len(led) > 0 && card.suit() != led);
                let before = play.clone();
                assert_eq!(play.try_play(card), Err(IllegalPlay::Revoke { led }));
                assert_eq!(play, before, "a refused card changes nothing");
            }
            // Cards not held are refused too.
            for card in (Hand::DECK_52 - hand).iter().take(3) {
                assert_eq!(play.check(card), Err(IllegalPlay::CardNotHeld { seat, card }));
            }
            let cards: Vec<Card> = legal.iter().collect();
            let card = cards[rng.random_range(0..cards.len())];
            play.try_play(card).unwrap();
            if let Some(t) = play.tricks().last().filter(|_| play.current_trick().is_empty()) {
                prev_winner = Bridge::trick_winner(t, strain);
            }
        }
        assert_eq!(play.tricks().len(), 13);
        assert_eq!(play.tricks_won(Side::NorthSouth) + play.tricks_won(Side::EastWest), 13);
        let mut seen = Hand::EMPTY;
        for (_, card) in play.cards_played() {
            assert!(!seen.contains(card), "each card is played once");
            seen.insert(card);
        }
        assert_eq!(seen, Hand::DECK_52);
        for s in Seat::ALL {
            assert!(play.hand(s).is_empty());
        }
        // The winner of each trick holds the highest trump, or the highest card of the suit led.
        for t in play.tricks() {
            let w = Bridge::trick_winner(t, strain);
            let wc = t.card_of(w).unwrap();
            for (_, c) in t.iter() {
                // A trump, or a card of the suit led when no trump won, is beaten by the winner.
                let trump = Some(c.suit()) == strain.trump();
                let led_untrumped = c.suit() == t.led_suit().unwrap() && Some(wc.suit()) != strain.trump();
                if trump || led_untrumped {
                    assert!(wc.suit() == c.suit() && wc.rank() >= c.rank());
                }
            }
        }
        // Undo everything and the play is as it started.
        let mut back = play.clone();
        while back.undo().is_some() {}
        assert_eq!(back, start);
    }
}

#[test]
fn claims() {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let deal: Deal = Deal::random(&mut rng, Seat::North);
    let mut play = Play::new(deal, Strain::Spades, Seat::South);
    for _ in 0..9 {
        let c = play.legal_plays().first().unwrap();
        play.try_play(c).unwrap();
    }
    // Mid-trick (one card of trick 3 is down): 11 tricks remain.
    assert_eq!(play.remaining_tricks(), 11);
    assert_eq!(play.claim(Seat::North, 5), Err(ClaimError::Dummy));
    assert_eq!(play.claim(Seat::South, 12), Err(ClaimError::TooMany { tricks: 12, remaining: 11 }));
    play.claim(Seat::South, 8).unwrap();
    assert_eq!(play.legal_plays(), Hand::EMPTY);
    assert_eq!(play.try_play(play.hand(Seat::East).first().unwrap()), Err(IllegalPlay::ClaimPending));
    assert_eq!(play.accept_claim(Seat::North), Err(ClaimError::NoClaim), "the claimer's side cannot accept");
    let before = (play.tricks_won(Side::NorthSouth), play.tricks_won(Side::EastWest));
    // Rejected: play goes on.
    play.reject_claim(Seat::East).unwrap();
    assert!(!play.legal_plays().is_empty());
    play.claim(Seat::South, 8).unwrap();
    play.accept_claim(Seat::West).unwrap();
    assert!(play.is_over());
    assert_eq!(play.tricks_won(Side::NorthSouth), before.0 + 8);
    assert_eq!(play.tricks_won(Side::EastWest), before.1 + 3);
    assert_eq!(play.declarer_tricks(), Some(before.0 + 8));
    // Undo takes the claim back.
    assert!(matches!(play.undo(), Some(Undone::Claim(_))));
    assert_eq!(play.remaining_tricks(), 11);
    assert!(matches!(play.undo(), Some(Undone::Card(_, _))));
}

#[test]
fn seeded_deals_are_reproducible() {
    let a: Vec<Deal> = {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        (0..5).map(|_| Deal::random(&mut rng, Seat::North)).collect()
    };
    let b: Vec<Deal> = {
        let mut rng = ChaCha8Rng::seed_from_u64(42);
        (0..5).map(|_| Deal::random(&mut rng, Seat::North)).collect()
    };
    assert_eq!(a, b);
    assert_ne!(a[0], a[1]);
}

proptest! {
    #[test]
    fn parsers_never_panic(s in "\\PC{0,60}") {
        let _ = s.parse::<Card>();
        let _ = s.parse::<Hand>();
        let _ = s.parse::<Deal>();
        let _ = s.parse::<Call>();
        let _ = s.parse::<Contract>();
        let _ = s.parse::<Seat>();
        let _ = s.parse::<Vulnerability>();
        let _ = Auction::from_calls(Seat::North, &s);
    }

    #[test]
    fn deal_like_strings_never_panic(s in "[NESW]:[AKQJT2-9.]{0,20}( [AKQJT2-9.]{0,20}){0,4}") {
        let _ = s.parse::<Deal>();
    }

    #[test]
    fn hand_roundtrip(bits in any::<u64>()) {
        let h = Hand::from_bits_truncate(bits);
        prop_assert_eq!(h.to_string().parse::<Hand>().unwrap(), h);
    }

    #[test]
    fn contract_roundtrip(level in 1u8..=7, strain in 0usize..5, dbl in 0usize..3) {
        let d = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled][dbl];
        let c = Contract::new(Level::new(level), Strain::ASC[strain], d);
        prop_assert_eq!(c.to_string().parse::<Contract>().unwrap(), c);
    }
}
