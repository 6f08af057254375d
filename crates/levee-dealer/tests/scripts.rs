//! Scripts in the manner of the dealer manual (written here, `tests/scripts/`), each run from a
//! seed and every deal it produces checked against its property, computed here from the cards
//! and not by the script's evaluator; the frequency of simple conditions against their exact
//! probability; the same deals on any number of threads.

use levee_core::{Card, Deal, Hand, Rank, Seat, Side, Strain, Suit};
use levee_dealer::{parse, report, run};

fn script(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/scripts/{name}", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn lengths(h: Hand) -> [u32; 4] {
    Suit::DESC.map(|s| h.holding(s).len())
}

fn balanced(h: Hand) -> bool {
    let mut l = lengths(h);
    l.sort_unstable();
    matches!(l, [3, 3, 3, 4] | [2, 3, 4, 4] | [2, 3, 3, 5])
}

fn has(h: Hand, suit: Suit, rank: Rank) -> bool {
    h.contains(Card::new(suit, rank))
}

/// Runs a script and checks every deal produced; returns the report.
fn check(name: &str, seed: u64, property: impl Fn(&Deal) -> bool) -> String {
    let s = parse(&script(name)).unwrap_or_else(|e| panic!("{name}: {}", e.show(name, &script(name))));
    let produce = s.produce.unwrap();
    let r = run(&s, seed, produce, s.generate.unwrap_or(10_000_000));
    assert_eq!(r.produced.len() as u64, produce, "{name}: {} of {produce}", r.produced.len());
    for p in &r.produced {
        assert!(property(&p.deal), "{name}: {} does not meet the script", p.deal);
        assert!(s.accepts(&p.deal));
    }
    report(&s, &r)
}

#[test]
fn a_strong_notrump_with_a_five_card_major_opposite() {
    let out = check("strong_notrump.dl", 1, |d| {
        let (n, s) = (d.hand(Seat::North), d.hand(Seat::South));
        (15..=17).contains(&n.hcp()) && balanced(n) && (s.suit_len(Suit::Spades) >= 5 || s.suit_len(Suit::Hearts) >= 5)
    });
    assert_eq!(out.lines().filter(|l| l.starts_with("N:")).count(), 20);
}

#[test]
fn weak_twos_in_hearts() {
    let out = check("weak_two.dl", 2, |d| {
        let e = d.hand(Seat::East);
        let top3 = [Rank::ACE, Rank::KING, Rank::QUEEN].iter().filter(|r| has(e, Suit::Hearts, **r)).count();
        (6..=10).contains(&e.hcp())
            && e.suit_len(Suit::Hearts) == 6
            && top3 >= 2
            && e.suit_len(Suit::Spades) < 4
            && lengths(e).iter().all(|l| *l > 0)
    });
    // PBN with the script's dealer and vulnerability.
    assert_eq!(out.matches("[Dealer \"E\"]").count(), 15);
    assert_eq!(out.matches("[Vulnerable \"NS\"]").count(), 15);
    assert!(out.contains("[Deal \"E:"));
}

#[test]
fn slam_hands_with_aces_and_controls() {
    let out = check("slam.dl", 3, |d| {
        let n = d.hand(Seat::North);
        let aces = Suit::ASC.iter().filter(|s| has(n, **s, Rank::ACE)).count();
        let kings = Suit::ASC.iter().filter(|s| has(n, **s, Rank::KING)).count();
        n.hcp() + d.hand(Seat::South).hcp() >= 33 && aces >= 2 && 2 * aces + kings >= 4
    });
    let avg: f64 = out.lines().find_map(|l| l.strip_prefix("points: ")).unwrap().parse().unwrap();
    assert!((33.0..=40.0).contains(&avg), "{out}");
}

#[test]
fn predealt_cards_stay_where_they_were_put() {
    let south: Hand = "AQ542.KJ87.32.AK".parse().unwrap();
    let out = check("predeal.dl", 4, |d| {
        let n = d.hand(Seat::North);
        // Losers counted here by the manual's rule.
        let losers: u32 = Suit::ASC
            .iter()
            .map(|s| {
                let top = [Rank::ACE, Rank::KING, Rank::QUEEN].iter().filter(|r| has(n, *s, **r)).count() as u32;
                match n.suit_len(*s) {
                    0 => 0,
                    1 => 1 - u32::from(has(n, *s, Rank::ACE)),
                    2 => 2 - u32::from(has(n, *s, Rank::ACE)) - u32::from(has(n, *s, Rank::KING)),
                    _ => 3 - top,
                }
            })
            .sum();
        d.hand(Seat::South) == south
            && has(n, Suit::Spades, Rank::new(3))
            && (15..=17).contains(&n.hcp())
            && losers <= 8
    });
    assert!(out.contains("north's hearts:"));
    assert_eq!(out.matches(". South: AQ542.KJ87.32.AK").count(), 12, "{out}");
}

#[test]
fn variables_arithmetic_and_a_points_table() {
    let out = check("arithmetic.dl", 5, |d| {
        let w = d.hand(Seat::West);
        let minor = w.suit_len(Suit::Clubs).max(w.suit_len(Suit::Diamonds));
        let points: u32 = w.iter().map(|c| [6, 4, 2, 1].get(14 - c.rank().get() as usize).copied().unwrap_or(0)).sum();
        let jacks = Suit::ASC.iter().filter(|s| has(w, **s, Rank::JACK)).count();
        minor >= 5
            && points.is_multiple_of(2)
            && (jacks >= 1 || has(w, Suit::Spades, Rank::QUEEN))
            && !has(w, Suit::Clubs, Rank::TEN)
            && !has(d.hand(Seat::East), Suit::Spades, Rank::ACE)
    });
    assert_eq!(out.matches("west: ").count(), 25, "{out}");
}

#[test]
fn tricks_come_from_the_solver() {
    let s = parse(&script("tricks.dl")).unwrap();
    let r = run(&s, 6, 6, 20_000);
    assert_eq!(r.produced.len(), 6);
    let mut solver = levee_dds::Solver::new();
    for p in &r.produced {
        let (n, so) = (p.deal.hand(Seat::North), p.deal.hand(Seat::South));
        assert!(balanced(n) && balanced(so) && (25..=26).contains(&(n.hcp() + so.hcp())));
        let t = solver.table(&p.deal).get(Strain::NoTrump, Seat::South);
        assert_eq!(p.value(0), Some(i64::from(t)), "{}", p.deal);
        assert_eq!(p.value(1), Some(i64::from(t >= 9)));
        assert_eq!(Seat::South.side(), Side::NorthSouth);
    }
    let out = report(&s, &r);
    assert!(out.contains("tricks in notrump by South:"));
}

/// The same seed gives the same deals on one thread as on many.
#[test]
fn a_seed_deals_the_same_on_any_number_of_threads() {
    let s = parse("condition hcp(north) >= 20").unwrap();
    let one = rayon::ThreadPoolBuilder::new().num_threads(1).build().unwrap().install(|| run(&s, 7, 30, 10_000_000));
    let four = rayon::ThreadPoolBuilder::new().num_threads(4).build().unwrap().install(|| run(&s, 7, 30, 10_000_000));
    let deals = |r: &levee_dealer::Run| r.produced.iter().map(|p| p.deal.to_string()).collect::<Vec<_>>();
    assert_eq!(deals(&one), deals(&four));
    assert_eq!(one.generated, four.generated);
}

fn choose(n: u64, k: u64) -> f64 {
    (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64)
}

/// Frequencies against exact probabilities: a 4-4-4-1 hand (12 × C(13,4)³·C(13,1) / C(52,13),
/// 2.99 %), five or more spades (the hypergeometric tail, 24.2 %), and a hand of exactly 15
/// points counted from the card distribution's own mean: 40 points in 52 cards, 10 a hand.
#[test]
fn frequencies_match_exact_probabilities() {
    let n = 200_000u64;
    let total = choose(52, 13);
    let p4441 = 4.0 * choose(13, 4).powi(3) * choose(13, 1) / total;
    let p5s: f64 = (5..=13).map(|k| choose(13, k) * choose(39, 13 - k)).sum::<f64>() / total;
    for (cond, p) in [("shape(north, any 4441)", p4441), ("spades(north) >= 5", p5s)] {
        let s = parse(&format!("generate {n}\ncondition {cond}\naction average hcp(north)")).unwrap();
        let r = run(&s, 11, u64::MAX, n);
        assert_eq!(r.generated, n);
        let got = r.produced.len() as f64 / n as f64;
        let sigma = (p * (1.0 - p) / n as f64).sqrt();
        assert!((got - p).abs() < 5.0 * sigma, "{cond}: {got:.5} against {p:.5} (σ {sigma:.5})");
    }
    // The mean of hcp over every deal is exactly 10.
    let s = parse(&format!("generate {n}\naction average hcp(east)")).unwrap();
    let r = run(&s, 12, u64::MAX, n);
    let mean = r.produced.iter().map(|p| p.value(0).unwrap() as f64).sum::<f64>() / n as f64;
    assert!((mean - 10.0).abs() < 0.05, "{mean}");
}

/// Every preset parses and its deals meet it; a weak two is a weak two.
#[test]
fn presets_deal_what_they_say() {
    use rand::SeedableRng;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    for p in levee_dealer::PRESETS {
        let s = p.script();
        for _ in 0..20 {
            let d = p.deal(&s, &mut rng, Seat::North);
            assert!(s.accepts(&d), "{}: {d}", p.name);
        }
    }
    let weak = levee_dealer::Preset::named("weak-two").unwrap();
    let s = weak.script();
    let d = weak.deal(&s, &mut rng, Seat::West);
    let south = d.hand(Seat::South);
    assert!((6..=10).contains(&south.hcp()));
    assert!(south.suit_len(Suit::Spades) == 6 || south.suit_len(Suit::Hearts) == 6);
    assert!(levee_dealer::Preset::named("nothing").is_none());
}
