#![no_main]
// The server's reader of what a browser sends: any text as a WebSocket message, read as an
// intention and turned into an event at each seat of a bridge, a minibridge and a Bridgeote
// table. Never a panic; a refused intention changes nothing.
use libfuzzer_sys::fuzz_target;
use levee_server::table::{Event, Intention, Scoring, Table};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let Ok(intention) = serde_json::from_str::<Intention>(text) else { return };
    for (game, scoring) in [("bridge", Scoring::Duplicate), ("minibridge", Scoring::Duplicate), ("bridgeote", Scoring::Game1500)] {
        let created = Event::Created { game: game.into(), scoring, robots: true, seed: 7 };
        let mut t = Table::create("fuzz", &created).expect("a table");
        t.apply(&Event::Sat { seat: "S".into(), token: "t".into(), name: "f".into() }).expect("a seat");
        for seat in levee_core::Seat::ALL {
            let before = t.version;
            if let Ok(ev) = t.event_for(seat, &intention) {
                t.apply(&ev).expect("an event checked on a copy applies");
            } else {
                assert_eq!(t.version, before);
            }
        }
    }
});
