//! The defenders' carding (SEF): the signal given among equal cards, and what the robot reads
//! from the opening lead and from its partner's signals.

use levee_bots::carding::{MISREAD, OTHER_LEAD, Reading, signal_card};
use levee_bots::{CardPlayer, Settings, Shape};
use levee_core::{Bridge, BySeat, Card, Deal, Hand, Play, Seat, Strain};

fn card(s: &str) -> Card {
    s.parse().unwrap()
}

fn cards(s: &str) -> Vec<Card> {
    s.split_whitespace().map(card).collect()
}

/// South plays 4♥; the cards in `moves` have been played (from `leader`'s lead).
fn position(deal: &str, leader: Seat, moves: &str) -> Play<Bridge> {
    let deal: Deal = deal.parse().unwrap();
    let mut play = Play::with_leader(deal, Strain::Hearts, Some(Seat::South), leader);
    for c in cards(moves) {
        play.try_play(c).unwrap();
    }
    play
}

const ENCOURAGE: &str = "N:765.KQ3.AK43.543 Q82.76.QJT9.T987 JT9.AJT98.87.AKQ AK43.542.652.J62";
const DISCOURAGE: &str = "N:765.KQ3.AK43.543 832.76.QJT9.T987 JT9.AJT98.87.AKQ AKQ4.542.652.J62";
const EVEN: &str = "N:765.KQ3.AK4.5432 Q82.76.QJT9.T987 JT9.AJT98.87.AKQ AK43.542.6532.J6";
const VOID_SMALL_SPADES: &str = "N:754.KQ3.AK43.543 8632.7654.QJT92. JT9.AJT98.87.AKQ AKQ.2.65.JT98762";
const VOID: &str = "N:754.KQ3.AK43.543 Q862.7654.QJT92. JT9.AJT98.87.AKQ AK3.2.65.JT98762";

#[test]
fn attitude_on_partners_lead() {
    let play = position(ENCOURAGE, Seat::West, "SA S5");
    let (c, why) = signal_card(&play, &cards("S8 S2")).unwrap();
    assert_eq!(c, card("S8"), "the queen: a high spot asks for spades");
    assert!(why.contains("appel"), "{why}");
    let play = position(DISCOURAGE, Seat::West, "SA S5");
    let (c, why) = signal_card(&play, &cards("S8 S3 S2")).unwrap();
    assert_eq!(c, card("S2"), "nothing in spades: the lowest");
    assert!(why.contains("refus"), "{why}");
    // Declarer's side gives no signal; nor does a single card.
    assert!(signal_card(&position(ENCOURAGE, Seat::West, "SA"), &cards("S7 S6")).is_none());
    assert!(signal_card(&play, &cards("S8")).is_none());
}

#[test]
fn count_on_declarers_lead() {
    let play = position(ENCOURAGE, Seat::South, "D8");
    let (c, why) = signal_card(&play, &cards("D6 D5 D2")).unwrap();
    assert_eq!(c, card("D2"), "three diamonds: odd, the lowest");
    assert!(why.contains("odd"), "{why}");
    let play = position(EVEN, Seat::South, "D8");
    let (c, why) = signal_card(&play, &cards("D6 D5 D3 D2")).unwrap();
    assert_eq!(c, card("D5"), "four diamonds: even, the second-highest spot");
    assert!(why.contains("even"), "{why}");
    // Only the first time the suit is played.
    let play = position(ENCOURAGE, Seat::South, "D8 D2 DA D9 D4 DT D7");
    assert_eq!(play.to_play(), Some(Seat::West));
    assert!(signal_card(&play, &cards("D6 D5")).is_none());
}

#[test]
fn first_discard_appel_direct() {
    let play = position(VOID, Seat::South, "CA C2 C3");
    let (c, why) = signal_card(&play, &cards("S8 S2 D2 H4")).unwrap();
    assert_eq!(c, card("S8"), "a high spade asks for spades (the queen)");
    assert!(why.contains("appel direct"), "{why}");
    let play = position(VOID_SMALL_SPADES, Seat::South, "CA C2 C3");
    let (c, why) = signal_card(&play, &cards("S8 S2 D2")).unwrap();
    assert_eq!(c, card("S2"), "the lowest spade refuses spades");
    assert!(why.contains("does not want"), "{why}");
    // The second discard says nothing.
    let play = position(VOID, Seat::South, "CA C2 C3 S8 CK C6 C4");
    assert_eq!(play.to_play(), Some(Seat::East));
    assert!(signal_card(&play, &cards("S6 S2 D2")).is_none());
}

fn played(play: &Play<Bridge>) -> BySeat<Hand> {
    let mut p = BySeat::from_fn(|_| Hand::EMPTY);
    for (s, c) in play.cards_played() {
        p[s].insert(c);
    }
    p
}

fn layout(play: &Play<Bridge>, swap: Option<(Seat, &str, Seat, &str)>) -> BySeat<Hand> {
    let mut l = BySeat::from_fn(|s| play.hand(s));
    if let Some((a, x, b, y)) = swap {
        let (x, y) = (card(x), card(y));
        assert!(l[a].remove(x) && l[b].remove(y));
        l[a].insert(y);
        l[b].insert(x);
    }
    l
}

#[test]
fn partners_signal_weighs_the_layouts() {
    let play = position(ENCOURAGE, Seat::West, "SA S5 S8 S9");
    let reading = Reading::of(&play, Seat::West, false, true);
    let p = played(&play);
    assert!((reading.likelihood(&play, &layout(&play, None), &p) - 1.0).abs() < 1e-9, "the queen is there");
    let without = layout(&play, Some((Seat::East, "SQ", Seat::South, "SJ")));
    assert!((reading.likelihood(&play, &without, &p) - MISREAD).abs() < 1e-9, "the 8 without an honour");
    // Declarer reads no signal; nor does anyone when signals are off.
    assert!(Reading::of(&play, Seat::South, false, true).is_empty());
    assert!(Reading::of(&play, Seat::West, false, false).is_empty());
}

#[test]
fn the_opening_lead_weighs_the_layouts() {
    let play = position(ENCOURAGE, Seat::West, "SA S5");
    let p = played(&play);
    for reader in [Seat::East, Seat::South] {
        let reading = Reading::of(&play, reader, true, false);
        assert!((reading.likelihood(&play, &layout(&play, None), &p) - 1.0).abs() < 1e-9);
        // West with ♠AJ43 would not lead the ace.
        let other = layout(&play, Some((Seat::West, "SK", Seat::South, "SJ")));
        assert_ne!(
            levee_bots::opening_lead(
                Hand::from_bits_truncate(other[Seat::West].bits() | p[Seat::West].bits()),
                Strain::Hearts
            ),
            card("SA")
        );
        assert!((reading.likelihood(&play, &other, &p) - OTHER_LEAD).abs() < 1e-9);
    }
    assert!(Reading::of(&play, Seat::West, true, false).is_empty(), "the leader reads nothing in its own lead");
}

#[test]
fn the_robot_defender_signals_and_says_so() {
    let robot = CardPlayer::new(Settings { samples: 16, ..Settings::default() });
    let c = robot.choose(&position(ENCOURAGE, Seat::West, "SA S5"), &[Shape::ANY; 4]);
    assert_eq!(c.card, card("S8"), "{}", c.why);
    assert!(c.why.contains("appel"), "{}", c.why);
    let c = robot.choose(&position(DISCOURAGE, Seat::West, "SA S5"), &[Shape::ANY; 4]);
    assert_eq!(c.card, card("S2"), "{}", c.why);
    let quiet = CardPlayer::new(Settings { samples: 16, signals: false, ..Settings::default() });
    let c = quiet.choose(&position(ENCOURAGE, Seat::West, "SA S5"), &[Shape::ANY; 4]);
    assert_eq!(c.card, card("S2"), "without signals, the lowest of equal cards: {}", c.why);
}
