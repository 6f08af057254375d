//! Every sentence the robots and the rules say has its French: the robots' explanations (the
//! system's table and its general rules), the conditions they name, and how a deal ended.

use levee_bots::bidding::{GENERAL_MEANINGS, System};
use levee_i18n::{Lang, has_phrase, slug};
use std::collections::BTreeSet;

#[test]
fn every_robot_explanation_is_said_in_french() {
    let system = System::sef();
    let mut sentences: BTreeSet<&str> = GENERAL_MEANINGS.into_iter().collect();
    for r in system.rules() {
        sentences.insert(&r.meaning);
        for c in &r.cond {
            sentences.insert(c.words);
        }
    }
    let missing: Vec<String> =
        sentences.iter().filter(|s| !has_phrase(Lang::Fr, s)).map(|s| format!("{} = {s}", slug(s))).collect();
    assert!(missing.is_empty(), "{} sentences have no French:\n{}", missing.len(), missing.join("\n"));
}

/// Every refusal a player can meet, said in French: at random points of every game, each seat
/// tries calls, cards, claims and talk that the rules refuse; none comes back in English.
#[test]
fn every_refusal_met_at_the_table_is_said_in_french() {
    use levee_core::{Seat, Variant};
    use levee_table::{Config, Event, Intention, Robots, Scoring, Table};
    let games = [
        (Variant::Bridge, Scoring::Duplicate),
        (Variant::Minibridge, Scoring::Duplicate),
        (Variant::Bataille, Scoring::Duplicate),
        (Variant::Bridgeote, Scoring::Game1500),
    ];
    let mut tries: Vec<Intention> = ["1C", "7NT", "X", "XX", "P", "80S", "200H", "O", "zz"]
        .into_iter()
        .map(|c| Intention::Call { call: c.into() })
        .collect();
    tries.extend(["SA", "HK", "D2", "C7", "S10", "Q9"].into_iter().map(|c| Intention::Card { card: c.into() }));
    tries.extend([
        Intention::Claim { tricks: 13 },
        Intention::Claim { tricks: 1 },
        Intention::Accept,
        Intention::Next,
        Intention::Annul,
        Intention::Say { text: " ".into() },
    ]);
    let robots = Robots::with_samples(0);
    let mut seen = BTreeSet::new();
    for (variant, scoring) in games {
        for seed in 0..3 {
            let mut t = Table::new(Config::new(variant, scoring, true, seed)).unwrap();
            t.apply(&Event::Sat { seat: Seat::South, token: "t".into(), name: "p".into() }).unwrap();
            for step in 0..60 {
                if step % 7 == 0 || t.round().phase() == levee_core::Phase::Over {
                    for seat in Seat::ALL {
                        for i in &tries {
                            let refused = match t.event_for(seat, i) {
                                Err(r) => r,
                                Ok(ev) => match t.check(&ev) {
                                    Err(r) => r,
                                    Ok(()) => continue,
                                },
                            };
                            let said = refused.said();
                            let (en, fr) = (said.render(Lang::En), said.render(Lang::Fr));
                            assert!(!fr.contains("refused-") && !fr.contains("said-"), "a key shows: {fr}");
                            assert_ne!(en, fr, "{variant:?}, {seat:?} {i:?}: English left in French");
                            for english in ["you have", "your side", "turn", "Law ", "must ", "cannot", "not now"] {
                                assert!(!fr.contains(english), "{variant:?}, {seat:?} {i:?}: {english:?} in {fr}");
                            }
                            seen.insert(fr);
                        }
                    }
                }
                // The robots' explanations of the calls made, in French too.
                for c in t.view_in(levee_table::Viewer::Spectator, Lang::Fr).auction {
                    let m = c.meaning.unwrap_or_default();
                    for english in ["expects", "needed", "Opening", "Natural", "No opening", "nothing higher"] {
                        assert!(!m.contains(english), "{variant:?}: {} explained in English: {m}", c.call);
                    }
                }
                let Some(seat) = t.round().to_act() else { break };
                // South is a person here: the robot plays for them too.
                let ev = t.robot_event(&robots).or_else(|| t.robot_choice(seat, &robots).map(|c| c.event));
                match ev {
                    Some(ev) => drop(t.apply(&ev)),
                    None => break,
                }
            }
        }
    }
    assert!(seen.len() >= 10, "only {} refusals met: {seen:?}", seen.len());
}

/// The score sheets a French reader sees are drawn in French: the rubber's « Nous | Eux » and
/// its entries, Bridgeote's game sheet; the results too.
#[test]
fn the_score_sheets_and_results_are_drawn_in_french() {
    use levee_core::{Seat, Variant};
    use levee_table::{Config, Event, Robots, Scoring, Table, Viewer};
    let robots = Robots::with_samples(0);
    for (variant, scoring, french, english) in [
        (Variant::Bridge, Scoring::Rubber, "Nous (NS)", "We (NS)"),
        (Variant::Bridgeote, Scoring::Game1500, "Manche 1 (en 1500)", "game 1"),
    ] {
        let mut t = Table::new(Config::new(variant, scoring, true, 3)).unwrap();
        t.apply(&Event::Sat { seat: Seat::South, token: "t".into(), name: "p".into() }).unwrap();
        while t.finished().is_empty() {
            let seat = t.round().to_act();
            let ev = t.robot_event(&robots).or_else(|| seat.and_then(|s| t.robot_choice(s, &robots)).map(|c| c.event));
            t.apply(&ev.expect("someone acts")).unwrap();
        }
        let fr = t.view_in(Viewer::Seat(Seat::South), Lang::Fr);
        let drawn = fr.sheet.and_then(|s| s.drawn).unwrap();
        assert!(drawn.contains(french) && !drawn.contains(english), "{variant:?}:\n{drawn}");
        let en = t.view(Viewer::Seat(Seat::South)).sheet.and_then(|s| s.drawn).unwrap();
        assert!(en.contains(english), "{en}");
        let ended = fr.ended.unwrap();
        assert!(!ended.contains(" by ") && !ended.contains("tricks"), "{ended}");
    }
}
