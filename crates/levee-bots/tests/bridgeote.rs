//! The Bridgeote robots: the solver against a brute-force oracle and against itself, the
//! card player keeps the obligations, the bidder bids naturally.

use levee_bots::bridgeote::{Bidder, CardPlayer, Settings, Solver, bid_deal, robot_deal, sample_layout};
use levee_core::bridgeote::{self, Auction, Bridgeote, Call, Strain};
use levee_core::{Deal, Play, Rules, Seat, Side};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// NS − EW points to the end by plain minimax over every legal card (no pruning, no table).
fn oracle(play: &mut Play<Bridgeote>) -> i32 {
    let Some(seat) = play.to_play() else {
        let strain = play.strain();
        let bonus = (strain.capot_points() - strain.total_points()) as i32;
        return match (play.tricks_won(Side::NorthSouth), play.tricks_won(Side::EastWest)) {
            (8, _) => bonus,
            (_, 8) => -bonus,
            _ => 0,
        };
    };
    let maximize = seat.side() == Side::NorthSouth;
    let mut best = if maximize { i32::MIN } else { i32::MAX };
    for c in play.legal_plays() {
        let done = play.tricks().len();
        play.play_unchecked(c);
        let mut gained = 0;
        if play.tricks().len() > done {
            let t = play.tricks()[done];
            let w = Bridgeote::trick_winner(&t, play.strain());
            let mut pts = bridgeote::trick_points(&t, play.strain()) as i32;
            if play.is_over() {
                pts += play.strain().last_trick_points() as i32;
            }
            gained = if w.side() == Side::NorthSouth { pts } else { -pts };
        }
        let v = gained + oracle(play);
        play.undo();
        best = if maximize { best.max(v) } else { best.min(v) };
    }
    best
}

fn random_position(rng: &mut ChaCha8Rng, cards_played: usize) -> Play<Bridgeote> {
    let deal: Deal<Bridgeote> = Deal::random(rng, Seat::North);
    let strain = Strain::ALL[rng.random_range(0..6)];
    let mut play = Play::with_leader(deal, strain, None, Seat::East);
    for _ in 0..cards_played {
        let legal: Vec<_> = play.legal_plays().iter().collect();
        play.try_play(legal[rng.random_range(0..legal.len())]).unwrap();
    }
    play
}

#[test]
fn the_solver_agrees_with_brute_force() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    let mut solver = Solver::new();
    for i in 0..150 {
        // 4 tricks or fewer left, at every point of a trick.
        let mut play = random_position(&mut rng, 16 + i % 4);
        let expected = oracle(&mut play);
        assert_eq!(solver.value(&play), expected, "{:?}", play.deal());
        let sign = if play.to_play().unwrap().side() == Side::NorthSouth { 1 } else { -1 };
        let best = solver.card_values(&play).iter().map(|v| v.1).max().unwrap();
        assert_eq!(best, sign * expected);
    }
}

#[test]
fn the_value_holds_along_a_line_of_perfect_play() {
    let mut rng = ChaCha8Rng::seed_from_u64(12);
    let mut solver = Solver::new();
    for _ in 0..20 {
        let mut play = random_position(&mut rng, 0);
        let start = solver.value(&play);
        let mut banked = 0;
        while let Some(seat) = play.to_play() {
            let sign = if seat.side() == Side::NorthSouth { 1 } else { -1 };
            let values = solver.card_values(&play);
            let (card, v) = *values.iter().max_by_key(|v| v.1).unwrap();
            assert_eq!(banked + sign * v, start);
            // No card is worth more than the position.
            assert!(values.iter().all(|x| banked + sign * x.1 <= start || sign < 0));
            let done = play.tricks().len();
            play.try_play(card).unwrap();
            if play.tricks().len() > done {
                let t = play.tricks()[done];
                let mut pts = bridgeote::trick_points(&t, play.strain()) as i32;
                if play.is_over() {
                    pts += play.strain().last_trick_points() as i32;
                }
                banked +=
                    if Bridgeote::trick_winner(&t, play.strain()).side() == Side::NorthSouth { pts } else { -pts };
            }
        }
        // Capot adjustments come at the end.
        let strain = play.strain();
        let bonus = (strain.capot_points() - strain.total_points()) as i32;
        let end = match (play.tricks_won(Side::NorthSouth), play.tricks_won(Side::EastWest)) {
            (8, _) => bonus,
            (_, 8) => -bonus,
            _ => 0,
        };
        assert_eq!(banked + end, start);
    }
}

#[test]
fn sampled_layouts_agree_with_what_was_seen() {
    let mut rng = ChaCha8Rng::seed_from_u64(13);
    for n in [0, 3, 9, 17, 26] {
        let play = random_position(&mut rng, n);
        let me = play.to_play().unwrap();
        let layout = sample_layout(&play, me, &mut rng).expect("the real deal is one layout");
        assert_eq!(layout.hand(me), play.deal().hand(me));
        for (s, c) in play.cards_played() {
            assert_eq!(layout.holder(c), Some(s));
        }
    }
}

#[test]
fn robots_play_a_whole_deal_legally_and_points_add_up() {
    let bidder = Bidder { samples: 0, seed: 3 };
    let player = CardPlayer::new(Settings { samples: 4, seed: 3 });
    let mut solver = Solver::new();
    let mut rng = ChaCha8Rng::seed_from_u64(14);
    let mut contracts = 0;
    for i in 0..6 {
        let dealer = Seat::ALL[i % 4];
        let deal: Deal<Bridgeote> = Deal::random(&mut rng, dealer);
        let r = robot_deal(&bidder, &player, deal, dealer, &mut solver);
        assert!(r.auction.is_over());
        assert_eq!(r.meanings.len(), r.auction.calls().len());
        if let Some(play) = r.play {
            contracts += 1;
            assert!(play.is_over());
            let pts = bridgeote::points(&play);
            let strain = play.strain();
            let belote = bridgeote::belotes(&deal, strain).len() as u32 * 20;
            let capot = play.tricks_won(Side::NorthSouth) == 8 || play.tricks_won(Side::EastWest) == 8;
            let total = if capot { strain.capot_points() } else { strain.total_points() };
            assert_eq!(pts[Side::NorthSouth] + pts[Side::EastWest], total + belote);
        }
    }
    assert!(contracts > 0, "the robots should bid some of six deals");
}

#[test]
fn the_bidder_opens_a_trump_hand_and_passes_a_weak_one() {
    let bidder = Bidder::default();
    let mut solver = Solver::new();
    let hand = |s: &str| s.split(' ').map(|c| c.parse().unwrap()).collect();
    // East, first to speak and on lead: J-9-A-x of spades.
    let a = Auction::new(Seat::North);
    let e = bidder.call(&a, hand("SJ S9 SA S7 HK H8 D7 C8"), &mut solver);
    assert!(matches!(e.call, Call::Bid(b) if b.strain == Strain::Spades), "{e:?}");
    assert!(e.meaning.english().contains('♠'), "{}", e.meaning);
    let e = bidder.call(&a, hand("S7 S8 H7 H8 D7 D8 C7 C8"), &mut solver);
    assert_eq!(e.call, Call::Pass, "{e:?}");
    assert!(e.meaning.english().starts_with("passe"), "{}", e.meaning);
    // East opens 90♠ (+2); West, with J-9 of spades, raises one step.
    let a = Auction::from_calls(Seat::North, "90S P").unwrap();
    assert_eq!(a.to_call(), Some(Seat::West));
    let e = bidder.call(&a, hand("SJ S9 S8 H7 H8 D7 D8 C9"), &mut solver);
    assert_eq!(e.call, "100S".parse().unwrap(), "{e:?}");
    assert!(e.meaning.english().contains("partner's bid"), "{}", e.meaning);
    // Every call made in robot auctions is legal and explained.
    let mut rng = ChaCha8Rng::seed_from_u64(15);
    for _ in 0..20 {
        let deal: Deal<Bridgeote> = Deal::random(&mut rng, Seat::South);
        let (auction, said) = bid_deal(&bidder, &deal, Seat::South, &mut solver);
        assert!(auction.is_over());
        assert!(said.iter().all(|e| !e.meaning.english().is_empty()));
    }
}

#[test]
fn the_count_follows_the_monte_carlo_estimate() {
    // The count's table was fitted to the Monte Carlo values: on a strong and a weak hand
    // the two agree on which is stronger in every strain.
    let mut solver = Solver::new();
    let mc = Bidder { samples: 3, seed: 9 };
    let hand = |s: &str| s.split(' ').map(|c| c.parse().unwrap()).collect::<levee_core::Hand>();
    let strong = hand("SJ S9 SA ST HA DA CA CT");
    let weak = hand("S7 S8 H7 H8 D7 D8 C7 C9");
    let es = mc.estimate(strong, Seat::East, Seat::East, &mut solver);
    let ew = mc.estimate(weak, Seat::East, Seat::East, &mut solver);
    for (i, strain) in Strain::ALL.into_iter().enumerate() {
        assert!(es.points[i] > ew.points[i], "{strain}");
        assert!(levee_bots::bridgeote::count(strong, strain, true) > levee_bots::bridgeote::count(weak, strain, true));
    }
    // The strong hand is a laid-down capot at spades: J 9 A 10 draw every trump.
    assert_eq!(es.capot[3], 1.0);
}
