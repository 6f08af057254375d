//! Property tests on a table, without the network: whatever a client sends — random text,
//! random intentions from any seat — the table answers with an error or a legal event,
//! never panics, and changes only when it accepts.

use levee_core::Seat;
use levee_server::table::{Event, Intention, Scoring, Table};
use proptest::prelude::*;

fn table(seed: u64) -> Table {
    let ev = Event::Created { game: "bridge".into(), scoring: Scoring::Rubber, robots: true, seed };
    let mut t = Table::create("t", &ev).unwrap();
    t.apply(&Event::Sat { seat: "S".into(), token: "tok".into(), name: "p".into() }).unwrap();
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
            let before = t.version;
            match t.event_for(seat, &intent) {
                Ok(ev) => {
                    t.apply(&ev).expect("an accepted event applies");
                    prop_assert_eq!(t.version, before + 1);
                }
                Err(e) => {
                    prop_assert!(!e.to_string().is_empty());
                    prop_assert_eq!(t.version, before);
                }
            }
            // Robots act in between, as the server lets them.
            for _ in 0..8 {
                match t.robot_event(0) {
                    Some(ev) => t.apply(&ev).expect("robots make legal moves"),
                    None => break,
                }
            }
            // What a seat sees never includes a hidden hand.
            let v = t.view(Some(Seat::South));
            let hands = v["hands"].as_array().unwrap();
            if v["phase"] != "over" {
                let shown = hands.iter().enumerate().filter(|(i, h)| *i != 2 && !h.is_null()).count();
                prop_assert!(shown <= 1, "{v}");
            }
        }
    }
}
