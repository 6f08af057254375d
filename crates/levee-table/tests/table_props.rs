//! Property tests on a table, without the network: whatever a client sends — random text,
//! random intentions from any seat — the table answers with an error or a legal event,
//! never panics, and changes only when it accepts.

use levee_core::Seat;
use levee_core::Variant;
use levee_table::{Event, Intention, Robots, Scoring, Table, Viewer};
use proptest::prelude::*;
use serde_json::Value;

/// A view as JSON, the way the pages read it.
fn view(t: &Table, viewer: Option<Seat>) -> Value {
    serde_json::to_value(t.view(viewer.map_or(Viewer::Spectator, Viewer::Seat))).unwrap()
}

fn table(seed: u64) -> Table {
    let ev = Event::Created {
        game: Variant::Bridge,
        scoring: Scoring::Rubber,
        robots: true,
        seed,
        pace: None,
        deals: None,
        given: Vec::new(),
    };
    let mut t = Table::create(&ev).unwrap();
    t.apply(&Event::Sat { seat: Seat::South, token: "tok".into(), name: "p".into() }).unwrap();
    t
}

fn intention() -> impl Strategy<Value = Intention> {
    prop_oneof![
        "[PXNT1-8CDHS]{1,3}".prop_map(|call| Intention::Call { call }),
        "[SHDC][2-9TJQKA]|[a-z ]{0,4}".prop_map(|card| Intention::Card { card }),
        (0u8..20).prop_map(|tricks| Intention::Claim { tricks }),
        Just(Intention::Accept),
        Just(Intention::Reject),
        Just(Intention::Next),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_text_is_read_or_refused(text in ".{0,200}") {
        let _ = serde_json::from_str::<Intention>(&text);
    }

    #[test]
    fn random_intentions_change_the_table_only_when_accepted(
        seed in any::<u64>(),
        moves in proptest::collection::vec((0usize..4, intention()), 1..120),
    ) {
        let mut t = table(seed);
        for (seat, intent) in moves {
            let seat = Seat::ALL[seat];
            let before = t.version();
            match t.event_for(seat, &intent) {
                Ok(ev) => {
                    t.apply(&ev).expect("an accepted event applies");
                    prop_assert_eq!(t.version(), before + 1);
                }
                Err(e) => {
                    prop_assert!(!e.to_string().is_empty());
                    prop_assert_eq!(t.version(), before);
                }
            }
            // Robots act in between, as the server lets them.
            for _ in 0..8 {
                match t.robot_event(&Robots::with_samples(0)) {
                    Some(ev) => drop(t.apply(&ev).expect("robots make legal moves")),
                    None => break,
                }
            }
            // What a seat sees never includes a hidden hand.
            let v = view(&t, Some(Seat::South));
            let hands = v["hands"].as_array().unwrap();
            if v["phase"] != "over" {
                let shown = hands.iter().enumerate().filter(|(i, h)| *i != 2 && !h.is_null()).count();
                prop_assert!(shown <= 1, "{v}");
            }
        }
    }
}

fn belote_table(seed: u64) -> Table {
    let ev = Event::Created {
        game: Variant::Bridgeote,
        scoring: Scoring::Game1500,
        robots: true,
        seed,
        pace: None,
        deals: None,
        given: Vec::new(),
    };
    let mut t = Table::create(&ev).unwrap();
    t.apply(&Event::Sat { seat: Seat::South, token: "tok".into(), name: "p".into() }).unwrap();
    t
}

fn belote_intention() -> impl Strategy<Value = Intention> {
    prop_oneof![
        "[0-9]{2,3}(C|D|H|S|TA|SA)|P|X|XX|CAPOT[A-Z]{0,2}|[a-z ]{0,4}".prop_map(|call| Intention::Call { call }),
        "[SHDC][7-9TJQKA]|[a-z ]{0,4}".prop_map(|card| Intention::Card { card }),
        (0u8..10).prop_map(|tricks| Intention::Claim { tricks }),
        Just(Intention::Annul),
        Just(Intention::Next),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    // The same on a Bridgeote table: no dummy, so before the end South sees its own hand only.
    #[test]
    fn random_intentions_at_a_bridgeote_table(
        seed in any::<u64>(),
        moves in proptest::collection::vec((0usize..4, belote_intention()), 1..100),
    ) {
        let mut t = belote_table(seed);
        for (seat, intent) in moves {
            let seat = Seat::ALL[seat];
            let before = t.version();
            match t.event_for(seat, &intent) {
                Ok(ev) => {
                    t.apply(&ev).expect("an accepted event applies");
                    prop_assert_eq!(t.version(), before + 1);
                }
                Err(e) => {
                    prop_assert!(!e.to_string().is_empty());
                    prop_assert_eq!(t.version(), before);
                }
            }
            for _ in 0..8 {
                match t.robot_event(&Robots::with_samples(0)) {
                    Some(ev) => drop(t.apply(&ev).expect("robots make legal moves")),
                    None => break,
                }
            }
            let v = view(&t, Some(Seat::South));
            if v["phase"] != "over" {
                let shown = v["hands"].as_array().unwrap().iter().enumerate().filter(|(i, h)| *i != 2 && !h.is_null()).count();
                prop_assert_eq!(shown, 0, "{}", v);
            }
        }
    }
}

/// A whole Bridgeote game to 1500 at a table, South a "person" choosing at random among the
/// moves the view offers: the view's legal cards are exactly the ones the table accepts, the
/// other cards are refused for the rule seed 004 names, claims are refused, the game ends
/// with a winner past 1500, and replaying the events gives the same table.
#[test]
fn a_whole_bridgeote_game_at_a_table() {
    use rand::{Rng, SeedableRng};
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(5);
    let created = Event::Created {
        game: Variant::Bridgeote,
        scoring: Scoring::Game1500,
        robots: true,
        seed: 77,
        pace: None,
        deals: None,
        given: Vec::new(),
    };
    let mut t = Table::create(&created).unwrap();
    let mut events = vec![Event::Sat { seat: Seat::South, token: "tok".into(), name: "p".into() }];
    t.apply(&events[0]).unwrap();
    let (mut refused_cards, mut deals, mut played) = (0, 1, 0);
    for _ in 0..5000 {
        if let Some(ev) = t.robot_event(&Robots::with_samples(0)) {
            t.apply(&ev).unwrap();
            events.push(ev);
            continue;
        }
        let v = view(&t, Some(Seat::South));
        let intent = if v["phase"] == "over" {
            if v["match_over"] == true {
                break;
            }
            deals += 1;
            Intention::Next
        } else if let Some(calls) = v["legal"]["calls"].as_array() {
            // Mostly pass, sometimes bid: South declares now and then.
            let c = if rng.random_bool(0.7) { "P" } else { calls[rng.random_range(0..calls.len())].as_str().unwrap() };
            Intention::Call { call: c.to_string() }
        } else if let Some(cards) = v["legal"]["cards"].as_array() {
            let legal: Vec<&str> = cards.iter().map(|c| c.as_str().unwrap()).collect();
            for c in v["hands"][2].as_array().unwrap().iter().map(|c| c.as_str().unwrap()) {
                if !legal.contains(&c) {
                    let e = t.event_for(Seat::South, &Intention::Card { card: c.into() }).unwrap_err().to_string();
                    // Following suit is bridge's Law 44C; the rest is seed 004's.
                    assert!(e.contains("Bridgeote") || e.contains("Law 44C"), "{e}");
                    refused_cards += 1;
                }
            }
            let e = t.event_for(Seat::South, &Intention::Claim { tricks: 1 }).unwrap_err().to_string();
            assert!(e.contains("no claims"), "{e}");
            played += 1;
            Intention::Card { card: legal[rng.random_range(0..legal.len())].to_string() }
        } else {
            panic!("South has nothing to do and no robot acts: {v}");
        };
        let ev = t.event_for(Seat::South, &intent).unwrap();
        t.apply(&ev).unwrap();
        events.push(ev);
    }
    let v = view(&t, Some(Seat::South));
    assert_eq!(v["match_over"], true, "the game ends: {v}");
    let totals = &v["totals"];
    let (ns, ew) = (totals["ns"].as_u64().unwrap(), totals["ew"].as_u64().unwrap());
    let winner = totals["winner"].as_str().unwrap();
    let (w, l) = if winner == "NS" { (ns, ew) } else { (ew, ns) };
    assert!(w >= 1500 && w > l, "{totals}");
    assert!(v["sheet"]["drawn"].as_str().unwrap().contains("won by"));
    assert!(deals >= 3 && played > 10 && refused_cards > 0, "{deals} deals, {played} cards, {refused_cards} refused");
    let mut again = Table::create(&created).unwrap();
    for ev in &events {
        again.apply(ev).unwrap();
    }
    assert_eq!(view(&again, Some(Seat::South)), v);
    assert_eq!(view(&again, None), view(&t, None));
}

// Seed 001: dummy's cards « rangées par couleur et par force, la couleur d'Atout étant placée
// conventionnellement à gauche »: the view lists dummy's hand trump suit first, every other
// hand as seed 003 sorts it (♠ ♥ ♣ ♦).
#[test]
fn the_view_shows_dummy_with_the_trump_suit_first() {
    let mut checked = 0;
    for seed in 0..40u64 {
        let mut t = table(seed);
        // Robots bid for the other seats; South passes until the auction ends.
        while t.round().phase() == levee_core::Phase::Auction {
            let ev = if t.round().to_act() == Some(Seat::South) {
                t.event_for(Seat::South, &Intention::Call { call: "P".into() }).unwrap()
            } else {
                t.robot_event(&Robots::with_samples(0)).expect("a robot call")
            };
            t.apply(&ev).unwrap();
        }
        if t.round().phase() != levee_core::Phase::Play {
            continue;
        }
        let (Some(dummy), Some(trump)) = (t.round().dummy(), t.round().trump()) else { continue };
        // Play the opening lead so that dummy is faced.
        let ev = match t.robot_event(&Robots::with_samples(0)) {
            Some(ev) => ev,
            None => {
                let c = t.round().legal_cards().iter().next().unwrap();
                t.event_for(Seat::South, &Intention::Card { card: c.to_string() }).unwrap()
            }
        };
        t.apply(&ev).unwrap();
        let v = view(&t, Some(Seat::South));
        let cards: Vec<String> =
            v["hands"][dummy.index()].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
        let order = levee_core::Suit::dummy_order(Some(trump));
        let suits: Vec<char> = cards.iter().map(|c| c.chars().next().unwrap()).collect();
        let mut expected = suits.clone();
        expected.sort_by_key(|s| order.iter().position(|o| o.letter() == *s));
        assert_eq!(suits, expected, "seed {seed}: dummy {cards:?}, trump {trump:?}");
        if !t.round().hand(dummy).in_suit(trump).is_empty() {
            assert_eq!(suits[0], trump.letter(), "seed {seed}");
        }
        checked += 1;
    }
    assert!(checked >= 5, "{checked} suit contracts checked");
}

// Seed 004: « Un joueur peut annuler une partie même après les enchères s'il détient un carré de 7
// dans sa main, à condition de le présenter au plus tard au premier tour »: at a Bridgeote table
// the holder may cancel during the auction as well as until the first trick is complete.
#[test]
fn the_four_sevens_cancel_a_bridgeote_deal_during_the_auction() {
    let sevens = |h: &serde_json::Value| {
        h.as_array().is_some_and(|a| ["S7", "H7", "D7", "C7"].iter().all(|c| a.iter().any(|x| x == c)))
    };
    let mut found = false;
    for seed in 0..3000u64 {
        let mut t = belote_table(seed);
        let v = view(&t, Some(Seat::South));
        if !sevens(&v["hands"][Seat::South.index()]) {
            continue;
        }
        assert_eq!(v["phase"], "auction", "seed {seed}");
        assert_eq!(v["can_annul"], true, "seed {seed}: offered during the auction");
        // Another seat may not.
        assert!(t.event_for(Seat::North, &Intention::Annul).is_err());
        let ev = t.event_for(Seat::South, &Intention::Annul).expect("the holder cancels");
        t.apply(&ev).unwrap();
        let v = view(&t, Some(Seat::South));
        assert!(v["ended"].as_str().unwrap().contains("shows the four sevens: the deal is cancelled"), "{v}");
        found = true;
        break;
    }
    assert!(found, "a seed dealing South the four sevens");
}
