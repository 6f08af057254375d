//! Bridgeote (seed 004): the deal, the auction, the belote obligations and the card points.

use levee_core::bridgeote::{
    self, Auction, Bid, Bridgeote, Call, IllegalCall, Outcome, Strain, Target, announcement, belotes, card_points,
    deal_cut, four_sevens, points,
};
use levee_core::{Card, Deal, Doubling, Hand, IllegalPlay, Play, Rules, Seat, Side, Trick};
use proptest::prelude::*;
use rand::SeedableRng;

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn hand(cards: &str) -> Hand {
    cards.split_whitespace().map(card).collect()
}

fn trick(leader: Seat, cards: &str) -> Trick {
    let mut t = Trick::new(leader);
    for c in cards.split_whitespace() {
        t.push(card(c));
    }
    t
}

fn legal(h: &str, leader: Seat, played: &str, strain: Strain) -> Hand {
    Bridgeote::legal_plays(hand(h), &trick(leader, played), strain)
}

// ---- the deal ----

#[test]
fn dealt_three_two_three_from_the_dealers_left_after_the_cut() {
    let deck: Vec<Card> = Hand::DECK_32.iter().collect();
    let deal = deal_cut(&deck, 0, Seat::North);
    let packet = |range: core::ops::Range<usize>| -> Hand { deck[range].iter().copied().collect() };
    // East (dealer's left) gets cards 0-2, South 3-5, West 6-8, North 9-11; then two each.
    assert_eq!(deal.hand(Seat::East), packet(0..3) | packet(12..14) | packet(20..23));
    assert_eq!(deal.hand(Seat::South), packet(3..6) | packet(14..16) | packet(23..26));
    assert_eq!(deal.hand(Seat::West), packet(6..9) | packet(16..18) | packet(26..29));
    assert_eq!(deal.hand(Seat::North), packet(9..12) | packet(18..20) | packet(29..32));
    // The cut moves the top cards underneath.
    let cut = deal_cut(&deck, 5, Seat::North);
    assert_eq!(cut.hand(Seat::East), deck[5..8].iter().copied().collect::<Hand>() | packet(17..19) | packet(25..28));
    for s in Seat::ALL {
        assert_eq!(deal.hand(s).len(), 8);
    }
}

#[test]
fn four_sevens_are_found() {
    let deal: Deal<Bridgeote> = "N:7.7.7.AKQJ7 AKQJ.AKQJ.. T98.T98.AK. ..QJT98.T98".parse().unwrap();
    assert_eq!(four_sevens(&deal), Some(Seat::North));
    let other: Deal<Bridgeote> = "N:AKQJ.AKQJ.. T987.T987.. ..AKQJ.AKQJ ..T987.T987".parse().unwrap();
    assert_eq!(four_sevens(&other), None);
}

// ---- the auction ----

#[test]
fn auction_order_and_end() {
    let b = |p, s| Bid::points(p, s).unwrap();
    assert!(b(80, Strain::Clubs) < b(80, Strain::Diamonds));
    assert!(b(80, Strain::Spades) < b(80, Strain::AllTrumps));
    assert!(b(80, Strain::AllTrumps) < b(80, Strain::NoTrumps));
    assert!(b(80, Strain::NoTrumps) < b(90, Strain::Clubs));
    assert!(b(160, Strain::NoTrumps) < Bid::capot(Strain::Clubs));
    assert_eq!(b(80, Strain::AllTrumps).required(), Some(130));
    assert_eq!(b(80, Strain::NoTrumps).required(), Some(130));
    assert_eq!(b(110, Strain::Hearts).required(), Some(110));
    assert_eq!(Bid::capot(Strain::Hearts).required(), None);

    // Four passes throw the deal in; three passes after a bid end the auction.
    let a = Auction::from_calls(Seat::South, "P P P P").unwrap();
    assert_eq!(a.outcome(), Some(Outcome::ThrownIn));
    let a = Auction::from_calls(Seat::South, "P 90H P P X XX P P P").unwrap();
    let Some(Outcome::Contract(c)) = a.outcome() else { panic!() };
    assert_eq!(c.bid, b(90, Strain::Hearts));
    assert_eq!(c.declarer, Seat::North);
    assert_eq!(c.doubling, Doubling::Redoubled);
    assert_eq!(c.doubled_by, Some(Seat::West));
    assert_eq!(a.opening_leader(), Seat::West);
    assert_eq!(a.to_call(), None);
    assert_eq!(a.legal_calls(), vec![]);
}

#[test]
fn refused_calls_name_their_rule() {
    let a = Auction::from_calls(Seat::North, "100S").unwrap();
    let refuse = |call: &str| a.check(call.parse().unwrap()).unwrap_err();
    assert!(matches!(refuse("100D"), IllegalCall::Insufficient { .. }));
    assert!(matches!(refuse("100S"), IllegalCall::Insufficient { .. }));
    assert!(matches!(refuse("140S"), IllegalCall::JumpTooHigh { mark: 4, .. }));
    assert!(a.check("130S".parse().unwrap()).is_ok());
    assert!(a.check("100TA".parse().unwrap()).is_ok());
    assert!(a.check("CAPOTC".parse().unwrap()).is_ok());
    assert!(matches!(refuse("XX"), IllegalCall::BadRedouble));
    assert!(a.check(Call::Double).is_ok());
    assert!(refuse("140S").to_string().contains("Bridgeote: 140S would be a +"));
    assert!("170S".parse::<Call>().is_err());
    assert!("85S".parse::<Call>().is_err());
    // Partner may not double; the doubled side may redouble, the doublers may not.
    let a = Auction::from_calls(Seat::North, "100S P").unwrap();
    assert!(matches!(a.check(Call::Double), Err(IllegalCall::BadDouble)));
    let a = Auction::from_calls(Seat::North, "100S X").unwrap();
    assert!(a.check(Call::Redouble).is_ok());
    let a = Auction::from_calls(Seat::North, "100S X P").unwrap();
    assert!(matches!(a.check(Call::Redouble), Err(IllegalCall::BadRedouble)));
    assert!(matches!(a.check(Call::Double), Err(IllegalCall::BadDouble)));
    // Nothing above a capot but a higher capot.
    let a = Auction::from_calls(Seat::North, "CAPOTH").unwrap();
    assert!(matches!(a.check("160SA".parse().unwrap()), Err(IllegalCall::Insufficient { .. })));
    assert!(a.check("CAPOTS".parse().unwrap()).is_ok());
}

#[test]
fn a_bare_capot_takes_the_last_bids_strain() {
    let a = Auction::from_calls(Seat::North, "80D 90S CAPOT").unwrap();
    let Call::Bid(b) = a.calls()[2] else { panic!() };
    assert_eq!(b, Bid::capot(Strain::Spades));
    assert!(Auction::from_calls(Seat::North, "CAPOT").is_err());
}

#[test]
fn calls_read_as_the_seed_writes_them() {
    assert_eq!("90♠(+2)".parse::<Call>().unwrap(), Call::Bid(Bid::points(90, Strain::Spades).unwrap()));
    assert_eq!("110TA".parse::<Call>().unwrap(), Call::Bid(Bid::points(110, Strain::AllTrumps).unwrap()));
    assert_eq!("120 SA".parse::<Call>().unwrap(), Call::Bid(Bid::points(120, Strain::NoTrumps).unwrap()));
    assert_eq!("contre".parse::<Call>().unwrap(), Call::Double);
    assert_eq!("surcontre".parse::<Call>().unwrap(), Call::Redouble);
    assert_eq!("CAPOT TA".parse::<Call>().unwrap(), Call::Bid(Bid::capot(Strain::AllTrumps)));
    for call in ["80C", "110TA", "160SA", "CAPOTH", "P", "X", "XX"] {
        assert_eq!(call.parse::<Call>().unwrap().to_string(), call);
    }
}

#[test]
fn legal_calls_are_the_calls_check_accepts() {
    let a = Auction::from_calls(Seat::North, "80D 90S").unwrap();
    let legal = a.legal_calls();
    assert!(legal.contains(&"100D".parse().unwrap()));
    assert!(legal.contains(&"120D".parse().unwrap()));
    assert!(!legal.contains(&"130D".parse().unwrap()));
    assert!(legal.contains(&"90TA".parse().unwrap()));
    assert!(legal.contains(&Call::Double));
    for c in &legal {
        assert!(a.check(*c).is_ok());
    }
    let bids = legal.iter().filter(|c| matches!(c, Call::Bid(b) if b.target != Target::Capot)).count();
    assert_eq!(bids, 6 * 3);
}

// ---- the obligations ----

#[test]
fn trump_led_must_go_higher_even_over_partner() {
    // Hearts trumps; North leads H9, East plays H7, South (partner of North, who is winning)
    // still must go higher than the 9: only the jack does.
    let l = legal("HJ HA H8 SA", Seat::North, "H9 H7", Strain::Hearts);
    assert_eq!(l, hand("HJ"));
    // Unable to go higher: any trump.
    let l = legal("HA H8 SA", Seat::North, "HJ H7", Strain::Hearts);
    assert_eq!(l, hand("HA H8"));
    // No trump: anything.
    let l = legal("SA DT", Seat::North, "HJ", Strain::Hearts);
    assert_eq!(l, hand("SA DT"));
}

#[test]
fn plain_suit_led_follow_with_any_card() {
    let l = legal("SA S7 HJ", Seat::North, "SK", Strain::Hearts);
    assert_eq!(l, hand("SA S7"));
}

#[test]
fn void_partner_winning_discard_freely() {
    // West leads SK, North (partner of South) plays SA and is winning; East plays S7; South,
    // void in spades, may play anything.
    let l = legal("HJ H8 DA C7", Seat::West, "SK SA S7", Strain::Hearts);
    assert_eq!(l, hand("HJ H8 DA C7"));
    // Partner has trumped and wins: free too.
    let l = legal("HJ H8 DA C7", Seat::West, "SK H7 S8", Strain::Hearts);
    assert_eq!(l, hand("HJ H8 DA C7"));
}

#[test]
fn void_opponent_winning_must_trump() {
    // North leads SA; East void with trumps must trump, any trump.
    let l = legal("H7 HJ DA", Seat::North, "SA", Strain::Hearts);
    assert_eq!(l, hand("H7 HJ"));
}

#[test]
fn opponent_trumped_overtrump_when_able_else_trump_lower() {
    // North leads SA, East trumps with H9, South (void) must overtrump: only HJ beats the 9.
    let l = legal("HJ HA DA", Seat::North, "SA H9", Strain::Hearts);
    assert_eq!(l, hand("HJ"));
    // Cannot overtrump: still must trump, lower (seed 004: "même si l'atout est plus faible").
    let l = legal("HA H8 DA", Seat::North, "SA H9", Strain::Hearts);
    assert_eq!(l, hand("HA H8"));
    // Partner trumped, then the opponent overtrumped: overtrump the opponent when able.
    // (North leads, East trumps, South overtrumps: West must beat South's trump.)
    let l = legal("HJ H7 DA", Seat::North, "SA H8 H9", Strain::Hearts);
    assert_eq!(l, hand("HJ"));
    // Partner's trump still winning after the opponent's: free.
    let l = legal("HJ H8 DA", Seat::North, "SA H9 HA", Strain::Hearts);
    assert_eq!(l, hand("HJ H8 DA"));
}

#[test]
fn all_trumps_overtake_in_the_suit_led_and_discard_freely() {
    // At TA each suit ranks J 9 A 10 K Q 8 7; follow higher when able.
    let l = legal("SJ SA S7 HJ", Seat::North, "S9", Strain::AllTrumps);
    assert_eq!(l, hand("SJ"));
    let l = legal("SA S7 HJ", Seat::North, "S9", Strain::AllTrumps);
    assert_eq!(l, hand("SA S7"));
    // Void: nothing to trump with, any card.
    let l = legal("HJ D7", Seat::North, "S9", Strain::AllTrumps);
    assert_eq!(l, hand("HJ D7"));
    // The 9 beats the ace at TA.
    assert_eq!(Bridgeote::trick_winner(&trick(Seat::North, "SA S9 S7 HJ"), Strain::AllTrumps), Seat::East);
}

#[test]
fn no_trumps_only_follow_suit() {
    let l = legal("SJ S7 HA", Seat::North, "SA", Strain::NoTrumps);
    assert_eq!(l, hand("SJ S7"));
    let l = legal("HJ D7", Seat::North, "SA", Strain::NoTrumps);
    assert_eq!(l, hand("HJ D7"));
    // Plain order: the 10 beats the king.
    assert_eq!(Bridgeote::trick_winner(&trick(Seat::North, "SK ST S9 HA"), Strain::NoTrumps), Seat::East);
}

#[test]
fn refused_cards_name_the_obligation() {
    let h = hand("HA H8 DA SK");
    let t = trick(Seat::North, "SA H9");
    assert_eq!(
        Bridgeote::why_illegal(h, &t, Strain::Hearts, card("HA")),
        IllegalPlay::Revoke { led: levee_core::Suit::Spades }
    );
    let h = hand("HA H8 DA");
    assert_eq!(Bridgeote::why_illegal(h, &t, Strain::Hearts, card("DA")), IllegalPlay::MustTrump);
    let h = hand("HJ H8 DA");
    assert_eq!(Bridgeote::why_illegal(h, &t, Strain::Hearts, card("H8")), IllegalPlay::MustOvertrump);
    assert!(IllegalPlay::MustOvertrump.to_string().starts_with("Bridgeote: must go higher in trumps"));
}

#[test]
fn belote_and_rebelote_are_announced_as_played() {
    let deal: Deal<Bridgeote> = "N:KQJ.A.A.AKQ A987.87.87. T.KQJT9.KQ. ..JT9.JT987".parse().unwrap();
    let b = belotes(&deal, Strain::Spades);
    assert_eq!(b, vec![bridgeote::Belote { seat: Seat::North, suit: levee_core::Suit::Spades }]);
    assert_eq!(
        belotes(&deal, Strain::Clubs),
        vec![bridgeote::Belote { seat: Seat::North, suit: levee_core::Suit::Clubs }]
    );
    assert_eq!(belotes(&deal, Strain::AllTrumps).len(), 4);
    assert!(belotes(&deal, Strain::NoTrumps).is_empty());
    let mut play = Play::with_leader(deal, Strain::Spades, None, Seat::North);
    assert_eq!(announcement(&play, Seat::North, card("SK")), Some("belote"));
    play.try_play(card("SK")).unwrap();
    for _ in 0..3 {
        let next = play.legal_plays().first().unwrap();
        play.try_play(next).unwrap();
    }
    assert_eq!(announcement(&play, Seat::North, card("SQ")), Some("rebelote"));
}

// ---- whole deals: points and obligations over random play ----

/// A refused card: the hand, the trick, the card and the error.
type Refusal = (Hand, Trick, Card, IllegalPlay);

fn random_play(seed: u64, strain: Strain) -> (Play<Bridgeote>, Vec<Refusal>) {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
    let deal: Deal<Bridgeote> = Deal::random(&mut rng, Seat::North);
    let mut play = Play::with_leader(deal, strain, None, Seat::East);
    let mut refused = Vec::new();
    while let Some(seat) = play.to_play() {
        let legal = play.legal_plays();
        let hand = play.hand(seat);
        for c in hand - legal {
            refused.push((hand, *play.current_trick(), c, play.check(c).unwrap_err()));
        }
        let cards: Vec<Card> = legal.iter().collect();
        let pick = cards[rand::Rng::random_range(&mut rng, 0..cards.len())];
        play.try_play(pick).unwrap();
    }
    (play, refused)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]
    #[test]
    fn random_legal_plays_score_the_strains_total(seed in any::<u64>(), s in 0usize..6) {
        let strain = Strain::ALL[s];
        let (play, refused) = random_play(seed, strain);
        prop_assert_eq!(play.tricks().len(), 8);
        let pts = points(&play);
        let belote: u32 = belotes(play.deal(), strain).len() as u32 * 20;
        let capot = Side::ALL.iter().any(|&side| play.tricks_won(side) == 8);
        let expected = if capot { strain.capot_points() } else { strain.total_points() };
        prop_assert_eq!(pts[Side::NorthSouth] + pts[Side::EastWest], expected + belote);
        // Every refused card is refused for the rule its error names.
        for (hand, trick, c, err) in refused {
            let led = trick.led_suit().unwrap();
            let holds_led = !hand.in_suit(led).is_empty();
            match err {
                IllegalPlay::Revoke { led: l } => {
                    prop_assert_eq!(l, led);
                    prop_assert!(holds_led && c.suit() != led);
                }
                IllegalPlay::MustTrump => {
                    let trump = strain.trump().unwrap();
                    prop_assert!(!holds_led && c.suit() != trump && !hand.in_suit(trump).is_empty());
                    prop_assert_ne!(Bridgeote::trick_winner(&trick, strain), trick.next_seat().partner());
                }
                IllegalPlay::MustOvertrump => {
                    prop_assert!(strain.ranks_as_trumps(c.suit()));
                    // A higher card of that suit was held and is what the rule wants.
                    let best = trick.iter().map(|(_, x)| x).filter(|x| x.suit() == c.suit())
                        .map(|x| bridgeote::power(x.rank(), true)).max().unwrap();
                    prop_assert!(bridgeote::power(c.rank(), true) < best);
                    prop_assert!(hand.in_suit(c.suit()).iter().any(|x| bridgeote::power(x.rank(), true) > best));
                }
                other => prop_assert!(false, "unexpected {other:?}"),
            }
        }
    }

    #[test]
    fn every_call_legal_calls_offers_is_accepted(seed in any::<u64>()) {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut a = Auction::new(Seat::North);
        while !a.is_over() {
            let legal = a.legal_calls();
            // Bias towards passing so auctions end.
            let pick = if rand::Rng::random_bool(&mut rng, 0.5) { Call::Pass } else {
                legal[rand::Rng::random_range(&mut rng, 0..legal.len())]
            };
            prop_assert!(a.call(pick).is_ok());
        }
        prop_assert!(a.outcome().is_some());
        let text: Vec<String> = a.calls().iter().map(ToString::to_string).collect();
        prop_assert_eq!(Auction::from_calls(Seat::North, &text.join(" ")).unwrap(), a);
    }
}

#[test]
fn card_points_in_the_seeds_table() {
    let trumps: u32 =
        ["SJ", "S9", "SA", "ST", "SK", "SQ", "S8", "S7"].iter().map(|c| card_points(card(c), Strain::Spades)).sum();
    assert_eq!(trumps, 62);
    let plain: u32 =
        ["HA", "HT", "HK", "HQ", "HJ", "H9", "H8", "H7"].iter().map(|c| card_points(card(c), Strain::Spades)).sum();
    assert_eq!(plain, 30);
}
