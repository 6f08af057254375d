#![no_main]
// The reader of what a browser sends: any text as a WebSocket message, read as an intention
// and turned into an event at each seat of a bridge, a minibridge and a Bridgeote table. Never
// a panic; a refused intention changes nothing; an event the table makes applies.
use levee_core::{Seat, Variant};
use levee_table::{Event, Intention, Scoring, Table};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(intention) = serde_json::from_str::<Intention>(text) else { return };
    for (game, scoring) in
        [(Variant::Bridge, Scoring::Duplicate), (Variant::Minibridge, Scoring::Duplicate), (Variant::Bridgeote, Scoring::Game1500)]
    {
        let mut t = Table::create(&Event::Created { game, scoring, robots: true, seed: 7, pace: None, deals: None, given: Vec::new() }).expect("a table");
        t.apply(&Event::Sat { seat: Seat::South, token: String::new(), name: "f".into() }).expect("a seat");
        for seat in Seat::ALL {
            let before = t.version();
            match t.event_for(seat, &intention) {
                Ok(ev) => drop(t.apply(&ev).expect("an event checked applies")),
                Err(_) => assert_eq!(t.version(), before),
            }
        }
    }
});
