//! The table engine on its own, without a socket or a binary: random event sequences at every
//! game (a refused event changes nothing, robots always act legally, no view shows a hand its
//! viewer may not see, replaying the stored events gives the same table), and whole sessions
//! of each scoring played by robots to their end.

use levee_core::{Seat, Variant};
use levee_table::{Config, Dealing, Event, Intention, Robots, Scoring, Table, Viewer};
use proptest::prelude::*;

/// Everything anyone can see of a table, and its score: equal snapshots, equal tables.
fn snapshot(t: &Table) -> String {
    let mut out = String::new();
    for v in Seat::ALL.map(Viewer::Seat).into_iter().chain([Viewer::Spectator]) {
        out.push_str(&serde_json::to_string(&t.view(v)).unwrap());
        out.push('\n');
    }
    for f in t.finished() {
        out.push_str(&format!("{} {} {}\n", f.board, f.ns_score, f.line));
    }
    out
}

fn quick() -> Robots {
    Robots::with_samples(0)
}

fn table(variant: Variant, scoring: Scoring, seed: u64) -> Table {
    let mut t = Table::new(Config::new(variant, scoring, true, seed)).unwrap();
    t.apply(&Event::Sat { seat: Seat::South, token: "t".into(), name: "p".into() }).unwrap();
    t
}

fn games() -> Vec<(Variant, Scoring)> {
    vec![
        (Variant::Bridge, Scoring::Duplicate),
        (Variant::Bridge, Scoring::Rubber),
        (Variant::Bridge, Scoring::Chicago),
        (Variant::Minibridge, Scoring::Duplicate),
        (Variant::Bataille, Scoring::Duplicate),
        (Variant::Bridgeote, Scoring::Game1500),
        (Variant::Bridgeote, Scoring::ThreeGames),
    ]
}

/// No view shows a hand its viewer may not see: before the end, a seat sees its own hand
/// and dummy once faced; a spectator sees dummy once faced; nothing else.
fn check_views(t: &Table) {
    let r = t.round();
    if r.phase() == levee_core::Phase::Over {
        return;
    }
    let dummy = r.dummy().filter(|_| r.dummy_visible());
    for viewer in Seat::ALL.map(Some).into_iter().chain([None]) {
        let v = t.view(viewer.map_or(Viewer::Spectator, Viewer::Seat));
        for s in Seat::ALL {
            let may = Some(s) == viewer || Some(s) == dummy;
            assert_eq!(v.hands[s.index()].is_some(), may, "{viewer:?} sees {s:?}: {v:?}");
        }
        if v.deal.is_some() {
            panic!("the deal shown before the end");
        }
    }
}

/// A random intention from any seat: mostly what the view offers, sometimes anything.
fn intention(t: &Table, seat: Seat, pick: u32) -> Intention {
    let v = t.view(Viewer::Seat(seat));
    match (&v.legal, pick % 8) {
        (Some(levee_table::view::Legal::Calls { calls, .. }), 0..=4) if !calls.is_empty() => {
            Intention::Call { call: calls[pick as usize % calls.len()].clone() }
        }
        (Some(levee_table::view::Legal::Cards { cards }), 0..=4) if !cards.is_empty() => {
            Intention::Card { card: cards[pick as usize % cards.len()].clone() }
        }
        (_, 0) => Intention::Call { call: ["P", "1S", "80H", "X", "7NT", "J'ai 3 points"][pick as usize % 6].into() },
        (_, 1) => Intention::Card { card: ["SA", "H7", "C2", "DK"][pick as usize % 4].into() },
        (_, 2) => Intention::Claim { tricks: (pick % 15) as u8 },
        (_, 3) => Intention::Accept,
        (_, 4) => Intention::Reject,
        (_, 5) => Intention::Annul,
        (_, 6) => Intention::Say { text: ["bien joué", "", "<i>x</i>", "?"][pick as usize % 4].into() },
        _ => Intention::Next,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn random_events_are_applied_or_refused_and_replay_to_the_same_table(
        game in 0usize..7,
        seed in any::<u64>(),
        moves in proptest::collection::vec((0usize..4, any::<u32>(), any::<bool>()), 1..250),
    ) {
        let (variant, scoring) = games()[game];
        let mut t = table(variant, scoring, seed);
        let mut log = vec![Event::Sat { seat: Seat::South, token: "t".into(), name: "p".into() }];
        for (s, pick, robot) in moves {
            check_views(&t);
            let ev = if robot {
                match t.robot_event(&quick()) {
                    Some(ev) => {
                        // Robots act legally.
                        t.check(&ev).map_err(|e| TestCaseError::fail(format!("robot {ev:?}: {e}")))?;
                        ev
                    }
                    None => continue,
                }
            } else {
                let seat = Seat::ALL[s];
                match t.event_for(seat, &intention(&t, seat, pick)) {
                    Ok(ev) => ev,
                    Err(_) => continue,
                }
            };
            // A refused event changes nothing.
            let before = snapshot(&t);
            let version = t.version();
            if t.apply(&ev).is_err() {
                prop_assert_eq!(before, snapshot(&t));
                prop_assert_eq!(version, t.version());
                continue;
            }
            log.push(ev);
        }
        // Anything at all, refused: the table unchanged.
        for bad in [Event::Created { game: variant, scoring, robots: true, seed, pace: None, deals: None, given: Vec::new() }, Event::Sat { seat: Seat::South, token: String::new(), name: "x".into() }] {
            let before = snapshot(&t);
            prop_assert!(t.apply(&bad).is_err());
            prop_assert_eq!(before, snapshot(&t));
        }
        // The stored events, read back, replay to the same table.
        let stored: Vec<String> = log.iter().map(|e| serde_json::to_string(e).unwrap()).collect();
        let mut again = Table::new(Config::new(variant, scoring, true, seed)).unwrap();
        for line in &stored {
            let ev: Event = serde_json::from_str(line).unwrap();
            again.apply(&ev).map_err(|e| TestCaseError::fail(format!("replay of {line}: {e}")))?;
        }
        prop_assert_eq!(snapshot(&t), snapshot(&again));
    }
}

/// Robots everywhere play a session to its end (or `max` deals); returns the table.
fn robots_play(variant: Variant, scoring: Scoring, seed: u64, max: u32) -> Table {
    let mut config = Config::new(variant, scoring, true, seed);
    config.robots_wait = false;
    let mut t = Table::new(config).unwrap();
    let mut steps = 0;
    while !t.is_over() && t.board() <= max {
        steps += 1;
        assert!(steps < 100_000, "no end");
        match t.robot_event(&quick()) {
            Some(ev) => {
                t.apply(&ev).unwrap_or_else(|e| panic!("{ev:?}: {e}"));
            }
            None => {
                assert_eq!(t.round().phase(), levee_core::Phase::Over, "robots stuck: {:?}", t.view(Viewer::Spectator));
                if t.is_over() || t.board() == max {
                    break;
                }
                t.apply(&Event::NextBoard).unwrap();
            }
        }
    }
    t
}

#[test]
fn robots_play_a_whole_session_of_each_scoring() {
    // Duplicate: every board scored, the running totals the sum of the boards.
    let t = robots_play(Variant::Bridge, Scoring::Duplicate, 1, 8);
    assert_eq!(t.finished().len(), 8);
    let ns: i32 = t.finished().iter().map(|f| f.ns_score.max(0)).sum();
    assert_eq!(t.session().totals()[levee_core::Side::NorthSouth], ns);
    // A rubber to its end, honours counted from the cards.
    let t = robots_play(Variant::Bridge, Scoring::Rubber, 2, 60);
    assert!(t.is_over(), "the rubber ends");
    let sheet = t.session().rubber().unwrap();
    assert!(sheet.is_finished() && sheet.games().0.contains(&2));
    // Chicago: four deals.
    let t = robots_play(Variant::Bridge, Scoring::Chicago, 3, 10);
    assert!(t.is_over());
    assert_eq!(t.session().chicago().unwrap().deals(), 4);
    assert_eq!(t.finished().len(), 4);
    // Minibridge: the contract from the points, scored by seed 003's table.
    let t = robots_play(Variant::Minibridge, Scoring::Duplicate, 4, 6);
    assert_eq!(t.finished().len(), 6);
    for f in t.finished() {
        let (contract, declarer) = f.round.contract().unwrap();
        assert!(contract.ends_with("NT"), "{contract}");
        assert!(f.line.contains(&format!("by {declarer:#}")), "{}", f.line);
    }
    // La bataille: thirteen tricks, counted.
    let t = robots_play(Variant::Bataille, Scoring::Duplicate, 5, 3);
    let totals = t.session().totals();
    assert_eq!(totals[levee_core::Side::NorthSouth] + totals[levee_core::Side::EastWest], 39);
    // Bridgeote to 1500, and three games of 500.
    for scoring in [Scoring::Game1500, Scoring::ThreeGames] {
        let t = robots_play(Variant::Bridgeote, scoring, 6, 400);
        assert!(t.is_over(), "{scoring:?} ends");
        let m = t.session().belote().unwrap();
        let winner = m.winner().unwrap();
        let last = m.games().last().unwrap();
        assert_eq!(last.winner(), Some(winner));
        assert!(last.totals()[winner] > last.target());
        assert!(t.view(Viewer::Spectator).results.len() == t.finished().len());
    }
}

#[test]
fn a_stream_of_deals_is_the_command_lines_and_given_deals_run_out() {
    use levee_core::Deal;
    use rand::SeedableRng;
    // Stream: the deals `levee deal --seed 9` gives, one after another.
    let mut config = Config::new(Variant::Bridge, Scoring::Duplicate, true, 9);
    config.dealing = Dealing::Stream;
    config.robots_wait = false;
    let mut t = Table::new(config).unwrap();
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(9);
    for n in 1..=3u32 {
        let expected: Deal = Deal::random(&mut rng, levee_core::Board::new(n).unwrap().dealer());
        assert_eq!(t.round().deal_text(), expected.to_string());
        while let Some(ev) = t.robot_event(&quick()) {
            t.apply(&ev).unwrap();
        }
        t.apply(&Event::NextBoard).unwrap();
    }
    // Given deals: played in order, then the table says it is over.
    let deals: Vec<Deal> = (0..2).map(|_| Deal::random(&mut rng, Seat::North)).collect();
    let mut config = Config::new(Variant::Bridge, Scoring::Duplicate, true, 1);
    config.dealing =
        Dealing::Given(std::sync::Arc::new(deals.iter().map(|d| levee_table::GivenDeal::Cards(*d)).collect()));
    config.robots_wait = false;
    let mut t = Table::new(config).unwrap();
    for d in &deals {
        assert_eq!(t.round().deal_text(), d.to_string());
        while let Some(ev) = t.robot_event(&quick()) {
            t.apply(&ev).unwrap();
        }
        if t.is_over() {
            break;
        }
        t.apply(&Event::NextBoard).unwrap();
    }
    assert!(t.is_over());
    assert!(t.apply(&Event::NextBoard).is_err());
}

#[test]
fn bridgeote_deals_are_pinned() {
    // The 32-card dealer is stable across versions of `rand` (its draws are exact, as bridge
    // deals' are): these deals must never change.
    let pinned: Vec<&str> = include_str!("data/bridgeote_deals.txt").lines().collect();
    let got: Vec<String> = (1..=3u64)
        .map(|seed| {
            Table::new(Config::new(Variant::Bridgeote, Scoring::Game1500, true, seed)).unwrap().round().deal_text()
        })
        .collect();
    assert_eq!(got, pinned, "the Bridgeote dealer changed: if on purpose, write the new deals in tests/data/");
}

/// Plays the deal in progress to its end: robots for their seats, the first legal move for
/// the people's.
fn finish_deal(t: &mut Table) {
    while t.round().phase() != levee_core::Phase::Over {
        if let Some(ev) = t.robot_event(&quick()) {
            t.apply(&ev).unwrap();
            continue;
        }
        // A person's turn (declarer's for dummy): the first legal move.
        let seat = t.round().to_act().expect("someone acts");
        let ev = t.event_for(seat, &intention(t, seat, 0)).unwrap();
        t.apply(&ev).unwrap();
    }
}

// Issue 30: « "Next board" waits for every person at the table ». With two people seated, the
// first to ask is ready and the deal stays; the second deals the next one. Alone, a person
// goes on at once.
#[test]
fn the_next_deal_waits_for_every_person() {
    let mut t = table(Variant::Bridge, Scoring::Duplicate, 21);
    t.apply(&Event::Sat { seat: Seat::North, token: "n".into(), name: "Nora".into() }).unwrap();
    finish_deal(&mut t);
    let board = t.board();
    let ev = t.event_for(Seat::South, &Intention::Next).unwrap();
    assert_eq!(ev, Event::Ready { seat: Seat::South });
    t.apply(&ev).unwrap();
    assert_eq!(t.board(), board, "North has not asked yet");
    assert_eq!(t.view(Viewer::Seat(Seat::North)).ready, ["S"]);
    // Asking twice changes nothing; a seat nobody sits at cannot ask.
    t.apply(&Event::Ready { seat: Seat::South }).unwrap();
    assert_eq!(t.board(), board);
    assert!(t.apply(&Event::Ready { seat: Seat::East }).is_err());
    let ev = t.event_for(Seat::North, &Intention::Next).unwrap();
    t.apply(&ev).unwrap();
    assert_eq!(t.board(), board + 1, "everyone is ready: the next deal");
    assert!(t.view(Viewer::Seat(Seat::South)).ready.is_empty());
    // Alone at a table, "next" deals at once.
    let mut alone = table(Variant::Bridge, Scoring::Duplicate, 21);
    finish_deal(&mut alone);
    assert_eq!(alone.event_for(Seat::South, &Intention::Next).unwrap(), Event::NextBoard);
}

// Issue 30: « a refused claim says why ». South claims every trick at its first turn to play;
// the robots answer with a layout of the cards South cannot see that defeats it, shown until
// the next card.
#[test]
fn a_refused_claim_says_why() {
    let mut t = table(Variant::Bridge, Scoring::Duplicate, 3);
    let mut claimed = false;
    while !claimed {
        if t.round().phase() == levee_core::Phase::Over {
            // Passed out, or South was dummy: the next deal.
            t.apply(&Event::NextBoard).unwrap();
            assert!(t.board() < 20, "South never played");
        }
        if let Some(ev) = t.robot_event(&quick()) {
            t.apply(&ev).unwrap();
            continue;
        }
        let seat = t.round().to_act().unwrap();
        if t.round().phase() == levee_core::Phase::Play && t.round().dummy() != Some(Seat::South) {
            let left = 13 - t.round().tricks().len() as u8;
            t.apply(&t.event_for(Seat::South, &Intention::Claim { tricks: left }).unwrap()).unwrap();
            let answer = t.robot_event(&quick()).expect("the robots answer");
            let Event::Answered { accept: false, why: Some(why), .. } = &answer else { panic!("{answer:?}") };
            assert!(why.english().contains("the claimer's side takes"), "{why}");
            t.apply(&answer).unwrap();
            let v = t.view(Viewer::Seat(Seat::South));
            let refused = v.claim_refused.expect("the reason is shown");
            assert!(refused.contains("rejects South's claim of") && refused.contains(&why.english()), "{refused}");
            // The same refusal read in French.
            let fr = t.view_in(Viewer::Seat(Seat::South), levee_i18n::Lang::Fr).claim_refused.unwrap();
            assert!(fr.contains("refuse la revendication de Sud") && fr.contains("le camp qui revendique"), "{fr}");
            claimed = true;
        } else {
            let ev = t.event_for(seat, &intention(&t, seat, 0)).unwrap();
            t.apply(&ev).unwrap();
        }
    }
    assert!(claimed, "South never played");
    // The next card clears it.
    let seat = t.round().to_act().unwrap();
    let ev = t.robot_event(&quick()).unwrap_or_else(|| t.event_for(seat, &intention(&t, seat, 0)).unwrap());
    t.apply(&ev).unwrap();
    assert!(t.view(Viewer::Seat(Seat::South)).claim_refused.is_none());
}

// Issue 30: « robots do not start the auction before the person who opened the table has sat
// down ». A table with robots waits for its first person; once someone sits, the robots act.
#[test]
fn robots_wait_for_the_first_person() {
    let mut t = Table::new(Config::new(Variant::Bridge, Scoring::Duplicate, true, 4)).unwrap();
    assert!(!t.robot_to_act());
    assert!(t.robot_event(&quick()).is_none(), "nobody sits: the robots wait");
    // The first board's dealer is North: a robot, who may open once South has sat.
    assert_eq!(t.round().to_act(), Some(Seat::North));
    t.apply(&Event::Sat { seat: Seat::South, token: "t".into(), name: "p".into() }).unwrap();
    assert!(t.robot_to_act());
    let ev = t.robot_event(&quick());
    assert!(matches!(ev, Some(Event::Called { seat: Seat::North, .. })), "{ev:?}");
}

// Issue 30: « dummy is offered no claim ». Declarer claims; dummy's claim is refused.
#[test]
fn dummy_cannot_claim() {
    for seed in 1..40 {
        let mut t = table(Variant::Bridge, Scoring::Duplicate, seed);
        // Let the robots bid for South too, until the play starts.
        while t.round().phase() == levee_core::Phase::Auction {
            let seat = t.round().to_act().unwrap();
            let ev = t.robot_choice(seat, &quick()).unwrap().event;
            t.apply(&ev).unwrap();
        }
        let Some(dummy) = t.round().dummy() else { continue };
        if dummy != Seat::South {
            continue;
        }
        let left = 13 - t.round().tricks().len() as u8;
        assert!(t.event_for(Seat::South, &Intention::Claim { tricks: left }).is_err(), "seed {seed}: dummy claimed");
        return;
    }
    panic!("South was never dummy");
}

// Issue 28: a table on one kind of deal: every deal is of that kind, and the Created event
// alone rebuilds the same deals.
#[test]
fn a_table_on_weak_twos_deals_only_weak_twos() {
    let ev = Event::Created {
        game: Variant::Bridge,
        scoring: Scoring::Duplicate,
        robots: true,
        seed: 9,
        pace: None,
        deals: Some("weak-two".into()),
        given: Vec::new(),
    };
    let mut t = Table::create(&ev).unwrap();
    let again = Table::create(&ev).unwrap();
    assert_eq!(t.round().dealt(Seat::South), again.round().dealt(Seat::South));
    for _ in 0..5 {
        let south = t.round().dealt(Seat::South);
        assert!((6..=10).contains(&south.hcp()), "{south}");
        assert!(south.suit_len(levee_core::Suit::Spades) == 6 || south.suit_len(levee_core::Suit::Hearts) == 6);
        finish_deal(&mut t);
        t.apply(&Event::NextBoard).unwrap();
    }
    let made = |game, scoring, deals: &str| Event::Created {
        game,
        scoring,
        robots: true,
        seed: 9,
        pace: None,
        deals: Some(deals.into()),
        given: Vec::new(),
    };
    assert!(Table::create(&made(Variant::Bridge, Scoring::Duplicate, "nothing")).is_err());
    assert!(Table::create(&made(Variant::Bridgeote, Scoring::Game1500, "weak-two")).is_err());
}

// Issue 28: a table whose Created event carries its deals plays them in order and stops after
// the last; the event alone rebuilds the same table.
#[test]
fn a_table_on_given_deals_plays_them_in_order() {
    let deals = [
        "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 AK5.AQ3.KQ9.A765 T942.T84.32.KJ32",
        "N:A2.AKQJ32.K32.32 KQJT98.4.A54.A54 543.T98.QJT9.KQJ 76.765.876.T9876",
    ];
    let created = |given: Vec<String>| Event::Created {
        game: Variant::Bridge,
        scoring: Scoring::Duplicate,
        robots: true,
        seed: 1,
        pace: None,
        deals: None,
        given,
    };
    let mut t = Table::create(&created(deals.iter().map(|d| d.to_string()).collect())).unwrap();
    for d in deals {
        let want: levee_core::Deal = d.parse().unwrap();
        assert_eq!(t.round().dealt(Seat::South), want.hand(Seat::South));
        finish_deal(&mut t);
        if !t.is_over() {
            t.apply(&Event::NextBoard).unwrap();
        }
    }
    assert!(t.is_over(), "the table stops after its last deal");
    assert!(Table::create(&created(vec!["N:AKQ".into()])).is_err());
}

// Issue 26: the people at a table talk to it. A message is an event (kept, replayed), shown to
// every viewer, spectators too, and changes nothing of the game; only a person seated talks,
// and a message is neither empty nor longer than MAX_TALK characters.
#[test]
fn people_at_a_table_talk_to_it_and_the_game_does_not_notice() {
    let mut t = table(Variant::Bridge, Scoring::Duplicate, 5);
    t.apply(&Event::Sat { seat: Seat::North, token: "n".into(), name: "Nora".into() }).unwrap();
    let before = t.view(Viewer::Seat(Seat::South));
    let ev = t.event_for(Seat::South, &Intention::Say { text: "  bonjour partenaire ! ".into() }).unwrap();
    assert_eq!(ev, Event::Talked { seat: Seat::South, text: "bonjour partenaire !".into() });
    t.apply(&ev).unwrap();
    t.apply(&t.event_for(Seat::North, &Intention::Say { text: "<b>à vous</b>".into() }).unwrap()).unwrap();
    for v in Seat::ALL.map(Viewer::Seat).into_iter().chain([Viewer::Spectator]) {
        let talk = t.view(v).talk;
        assert_eq!(talk.len(), 2);
        assert_eq!(
            (talk[0].seat.as_str(), talk[0].name.as_str(), talk[0].text.as_str()),
            ("S", "p", "bonjour partenaire !")
        );
        assert_eq!((talk[1].name.as_str(), talk[1].text.as_str()), ("Nora", "<b>à vous</b>"));
    }
    let after = t.view(Viewer::Seat(Seat::South));
    assert_eq!((after.legal, after.auction, after.hands), (before.legal, before.auction, before.hands));
    // A robot's seat, an empty message and a long one are refused; nothing changes.
    let version = t.version();
    assert!(t.event_for(Seat::East, &Intention::Say { text: "hi".into() }).is_err());
    assert!(t.apply(&Event::Talked { seat: Seat::West, text: "hi".into() }).is_err());
    assert!(t.event_for(Seat::South, &Intention::Say { text: "   ".into() }).is_err());
    let long = "é".repeat(levee_table::MAX_TALK + 1);
    assert!(t.event_for(Seat::South, &Intention::Say { text: long }).is_err());
    assert!(t.event_for(Seat::South, &Intention::Say { text: "é".repeat(levee_table::MAX_TALK) }).is_ok());
    assert_eq!(t.version(), version);
    // The table keeps the latest messages; the events keep them all.
    for k in 0..levee_table::TALK_KEPT + 5 {
        t.apply(&Event::Talked { seat: Seat::South, text: format!("m{k}") }).unwrap();
    }
    let talk = t.view(Viewer::Spectator).talk;
    assert_eq!(talk.len(), levee_table::TALK_KEPT);
    assert_eq!(talk.last().unwrap().text, format!("m{}", levee_table::TALK_KEPT + 4));
    // The stored form reads back.
    let json = serde_json::to_string(&Event::Talked { seat: Seat::North, text: "ok".into() }).unwrap();
    assert_eq!(json, r#"{"kind":"talked","seat":"N","text":"ok"}"#);
}

/// Undo where the table allows it: the one person at a table of robots takes back their last
/// card with the robots' cards since, the event is kept (a replay of the events gives the same
/// table), and the robots play on from there. With another person at the table, or nothing of
/// theirs to take back, it is refused.
#[test]
fn a_person_alone_with_robots_takes_back_a_card_and_the_replay_agrees() {
    let robots = quick();
    let mut t = table(Variant::Bridge, Scoring::Duplicate, 11);
    let mut events = vec![Event::Sat { seat: Seat::South, token: "t".into(), name: "p".into() }];
    // Nothing of South's yet: refused (the dealer is North, robots call first).
    while t.round().to_act() != Some(Seat::South) {
        let ev = t.robot_event(&robots).unwrap();
        t.apply(&ev).unwrap();
        events.push(ev);
    }
    assert!(!t.view(Viewer::Seat(Seat::South)).can_undo, "nothing to take back yet");
    assert!(t.event_for(Seat::South, &Intention::Undo).and_then(|e| t.check(&e)).is_err());
    // Play the deal until South has played a card and the robots have answered it.
    let mut south_cards = vec![];
    while south_cards.len() < 3 {
        let Some(seat) = t.round().to_act() else { panic!("the deal ended first") };
        let ev = if t.is_robot(seat) {
            t.robot_event(&robots).unwrap()
        } else {
            t.robot_choice(seat, &robots).unwrap().event
        };
        if let (Seat::South, Event::Played { card, .. }) = (seat, &ev) {
            south_cards.push(*card);
        }
        t.apply(&ev).unwrap();
        events.push(ev);
    }
    while t.round().to_act().is_some_and(|s| t.is_robot(s)) {
        let ev = t.robot_event(&robots).unwrap();
        t.apply(&ev).unwrap();
        events.push(ev);
    }
    let played = t.round().cards_played().len();
    let v = t.view(Viewer::Seat(Seat::South));
    assert!(v.can_undo, "{v:?}");
    let undo = t.event_for(Seat::South, &Intention::Undo).unwrap();
    t.apply(&undo).unwrap();
    events.push(undo);
    assert_eq!(t.round().to_act(), Some(Seat::South), "South's turn again");
    let now = t.round().cards_played().len();
    assert!(now < played, "cards were taken back: {now} < {played}");
    let card = south_cards[2];
    assert!(t.round().cards_played().iter().all(|(_, c)| *c != card), "{card} is back in hand");
    assert!(t.round().cards_played().iter().any(|(_, c)| *c == south_cards[1]), "only the last one");
    // The events replayed from the start give the same table.
    let mut again = Table::new(t.config().clone()).unwrap();
    for e in &events {
        again.apply(e).unwrap();
    }
    assert_eq!(snapshot(&again), snapshot(&t));
    // Another person at the table: no undo.
    t.apply(&Event::Sat { seat: Seat::North, token: "n".into(), name: "n".into() }).unwrap();
    assert!(!t.view(Viewer::Seat(Seat::South)).can_undo);
    let e = t.event_for(Seat::South, &Intention::Undo).and_then(|e| t.check(&e)).unwrap_err();
    assert!(e.said().render(levee_i18n::Lang::Fr).contains("table de robots"), "{e}");
}
