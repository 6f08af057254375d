//! The numbers of seed 000's "Tableau Général de la Marque" and seed 002's tables, and the two
//! rubbers seed 002 walks through, entry by entry.

use levee_core::{Contract, Doubling, Seat, Side, Strain};
use levee_score::*;

fn c(s: &str) -> Contract {
    s.parse().unwrap()
}

// Seed 000, "Points de levées pour la paire en attaque": per trick bid and made,
// undoubled / doubled / redoubled.
#[test]
fn seed000_trick_points() {
    for (strain, first, values) in [
        (Strain::Clubs, true, [20, 40, 80]),
        (Strain::Diamonds, true, [20, 40, 80]),
        (Strain::Hearts, true, [30, 60, 120]),
        (Strain::Spades, true, [30, 60, 120]),
        (Strain::NoTrump, true, [40, 80, 160]),
    ] {
        for (d, v) in [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled].into_iter().zip(values) {
            let contract = Contract::new(levee_core::Level::new(1), strain, d);
            assert_eq!(contract_trick_points(contract), v, "1{strain}{} first={first}", d.suffix());
        }
    }
    // "Suivantes à Sans Atout 30 60 120": 2NT minus 1NT.
    for (d, v) in [("", 30), ("X", 60), ("XX", 120)] {
        assert_eq!(contract_trick_points(c(&format!("2NT{d}"))) - contract_trick_points(c(&format!("1NT{d}"))), v);
    }
    // Seed 000's example: 3♠ making 10 tricks gives 4 x 30 = 120 in tricks.
    let b = breakdown(c("3S"), false, 10).unwrap();
    assert_eq!(b.trick_points + b.overtricks, 120);
}

// Seed 000, "Levées supplémentaires": undoubled trick value; doubled 100 / 200; redoubled
// 200 / 400 (not vulnerable / vulnerable).
#[test]
fn seed000_overtricks() {
    assert_eq!(breakdown(c("2NT"), false, 9).unwrap().overtricks, 30);
    assert_eq!(breakdown(c("2C"), true, 9).unwrap().overtricks, 20);
    assert_eq!(breakdown(c("2CX"), false, 9).unwrap().overtricks, 100);
    assert_eq!(breakdown(c("2CXX"), false, 9).unwrap().overtricks, 200);
    assert_eq!(breakdown(c("2CX"), true, 9).unwrap().overtricks, 200);
    assert_eq!(breakdown(c("2CXX"), true, 9).unwrap().overtricks, 400);
}

// Seed 000, "Tableau des Primes" and the examples: 3NT= 400 / 600; 2NT+1 = 150.
#[test]
fn seed000_bonuses() {
    assert_eq!(contract_score(c("3NT"), false, 9).unwrap(), 400);
    assert_eq!(contract_score(c("3NT"), true, 9).unwrap(), 600);
    assert_eq!(contract_score(c("2NT"), false, 9).unwrap(), 150);
    let b = breakdown(c("2NT"), true, 8).unwrap();
    assert_eq!((b.partscore_bonus, b.game_bonus), (50, 0));
    assert_eq!(breakdown(c("4H"), false, 10).unwrap().game_bonus, 300);
    assert_eq!(breakdown(c("5D"), true, 11).unwrap().game_bonus, 500);
    // Slams: the game bonus and the slam bonus both ("les primes de chelem s'ajoutent à
    // celles de manche").
    let b = breakdown(c("6S"), false, 12).unwrap();
    assert_eq!((b.game_bonus, b.slam_bonus), (300, 500));
    let b = breakdown(c("6S"), true, 12).unwrap();
    assert_eq!((b.game_bonus, b.slam_bonus), (500, 750));
    assert_eq!(breakdown(c("7C"), false, 13).unwrap().slam_bonus, 1000);
    // Grand slam vulnerable: 1500 as the seed's "Tableau des Primes", seed 002 and the Laws
    // give it; the "2000" in the garbled general table is a misprint (docs/rules.md).
    assert_eq!(breakdown(c("7C"), true, 13).unwrap().slam_bonus, 1500);
    // Game contracts listed by the seed: 3NT (100), 4♥/4♠ (120), 5♣/5♦ (100).
    for (k, tp) in [("3NT", 100), ("4H", 120), ("4S", 120), ("5C", 100), ("5D", 100)] {
        assert_eq!(contract_trick_points(c(k)), tp);
        assert!(breakdown(c(k), false, c(k).tricks_needed()).unwrap().game_bonus > 0);
    }
    for k in ["2NT", "3S", "4D", "4C"] {
        assert_eq!(breakdown(c(k), false, c(k).tricks_needed()).unwrap().game_bonus, 0, "{k}");
    }
}

// Seed 000's undertrick table: down 1..7, NV undoubled / doubled / redoubled, V likewise.
#[test]
fn seed000_undertricks() {
    let nv = [
        [50, 100, 200],
        [100, 300, 600],
        [150, 500, 1000],
        [200, 800, 1600],
        [250, 1100, 2200],
        [300, 1400, 2800],
        [350, 1700, 3400],
    ];
    let v = [
        [100, 200, 400],
        [200, 500, 1000],
        [300, 800, 1600],
        [400, 1100, 2200],
        [500, 1400, 2800],
        [600, 1700, 3400],
        [700, 2000, 4000],
    ];
    for down in 1..=7u8 {
        for (k, d) in [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled].into_iter().enumerate() {
            let contract = Contract::new(levee_core::Level::new(7), Strain::Spades, d);
            assert_eq!(
                contract_score(contract, false, 13 - down).unwrap(),
                -nv[down as usize - 1][k],
                "NV down {down} {d:?}"
            );
            assert_eq!(
                contract_score(contract, true, 13 - down).unwrap(),
                -v[down as usize - 1][k],
                "V down {down} {d:?}"
            );
        }
    }
}

// Seed 002, "Les chutes" (the rubber table: the classic rule) and part B (the 1987 rule).
#[test]
fn seed002_undertricks_both_rules() {
    let p = |down, vul, d, rule| undertrick_penalty(down, vul, d, rule);
    use Doubling::*;
    use Undertricks::*;
    // Non vulnérable contré: 100 la première, 200 chaque suivante.
    assert_eq!([1, 2, 3, 4, 5].map(|n| p(n, false, Doubled, Classic)), [100, 300, 500, 700, 900]);
    // Surcontré: le double (200 la première, 400 chaque suivante).
    assert_eq!([1, 2, 3, 4].map(|n| p(n, false, Redoubled, Classic)), [200, 600, 1000, 1400]);
    // Since 1987: from the fourth, 100 more each (200 redoubled).
    assert_eq!([1, 2, 3, 4, 5].map(|n| p(n, false, Doubled, Modern)), [100, 300, 500, 800, 1100]);
    assert_eq!([1, 2, 3, 4].map(|n| p(n, false, Redoubled, Modern)), [200, 600, 1000, 1600]);
    // Vulnerable: the same under both rules (200, then 300 each; redoubled 400, then 600).
    for rule in [Classic, Modern] {
        assert_eq!([1, 2, 3].map(|n| p(n, true, Doubled, rule)), [200, 500, 800]);
        assert_eq!([1, 2, 3].map(|n| p(n, true, Redoubled, rule)), [400, 1000, 1600]);
        assert_eq!([1, 2].map(|n| p(n, true, Undoubled, rule)), [100, 200]);
        assert_eq!([1, 2].map(|n| p(n, false, Undoubled, rule)), [50, 100]);
    }
}

// Seed 002: "2♥ contré égal fait manche à lui seul ([30+30]x2 = 120); 1♠ surcontré égal
// (30x4 = 120); mais pas 2♣X ([20+20]x2 = 80)"; insult 50 / 100 whatever the vulnerability.
#[test]
fn seed002_doubled_games_and_insult() {
    assert!(breakdown(c("2HX"), false, 8).unwrap().game_bonus > 0);
    assert!(breakdown(c("1SXX"), false, 7).unwrap().game_bonus > 0);
    let b = breakdown(c("2CX"), false, 10).unwrap();
    assert_eq!((b.trick_points, b.game_bonus, b.partscore_bonus), (80, 0, 50));
    for vul in [false, true] {
        assert_eq!(breakdown(c("2CX"), vul, 8).unwrap().insult, 50);
        assert_eq!(breakdown(c("2CXX"), vul, 8).unwrap().insult, 100);
    }
    // Seed 002's NT values: 40, 70, 100, 130 for 1NT..4NT.
    assert_eq!(["1NT", "2NT", "3NT", "4NT"].map(|k| contract_trick_points(c(k))), [40, 70, 100, 130]);
}

// Seed 002, honours and slam and rubber bonuses.
#[test]
fn seed002_bonuses() {
    assert_eq!(Honours::FourTrumps.points(), 100);
    assert_eq!(Honours::FiveTrumps.points(), 150);
    assert_eq!(Honours::FourAces.points(), 150);
    assert_eq!(Honours::from_points(150, Strain::NoTrump), Some(Honours::FourAces));
    assert_eq!(Honours::from_points(100, Strain::NoTrump), None);
    assert_eq!(breakdown(c("6H"), false, 12).unwrap().slam_bonus, 500);
    assert_eq!(breakdown(c("6H"), true, 12).unwrap().slam_bonus, 750);
    assert_eq!(breakdown(c("7H"), false, 13).unwrap().slam_bonus, 1000);
    assert_eq!(breakdown(c("7H"), true, 13).unwrap().slam_bonus, 1500);
}

fn deal(contract: &str, declarer: Seat, tricks: u8) -> DealResult {
    DealResult { contract: Some((c(contract), declarer)), tricks, honours: None }
}

fn column(sheet: &RubberSheet, side: Side, below: bool) -> Vec<i32> {
    sheet.entries().iter().filter(|e| e.side == side && e.is_below() == below).map(|e| e.points).collect()
}

/// Seed 002's first sheet: five deals. "We" are North–South.
fn first_rubber() -> RubberSheet {
    let mut s = RubberSheet::new(RubberOptions::default());
    // 1. They go down two in 4♥ doubled (eight tricks): 300 above for us.
    let e = s.record(&deal("4HX", Seat::East, 8)).unwrap();
    assert_eq!(e.iter().map(|e| (e.side, e.points)).collect::<Vec<_>>(), [(Side::NorthSouth, 300)]);
    // 2. We make 3♠+1: 90 below, 30 above; no game.
    s.record(&deal("3S", Seat::South, 10)).unwrap();
    assert_eq!(s.partscores()[Side::NorthSouth], 90);
    assert_eq!(s.games()[Side::NorthSouth], 0);
    // 3. They make 1NT+1: 40 below, 30 above.
    s.record(&deal("1NT", Seat::West, 8)).unwrap();
    // 4. They make 3♦=: 60 below, game: they are vulnerable and our 90 no longer counts.
    s.record(&deal("3D", Seat::West, 9)).unwrap();
    assert_eq!(s.games()[Side::EastWest], 1);
    assert_eq!(s.vulnerability(), levee_core::Vulnerability::EastWest);
    assert_eq!(s.partscores()[Side::NorthSouth], 0);
    // 5. We make 3♣+1: 60 below (not a game: the line was drawn), 20 above.
    s.record(&deal("3C", Seat::North, 10)).unwrap();
    assert_eq!(s.partscores()[Side::NorthSouth], 60);
    s
}

#[test]
fn seed002_first_rubber_entry_by_entry() {
    let s = first_rubber();
    assert_eq!(column(&s, Side::NorthSouth, false), [300, 30, 20]);
    assert_eq!(column(&s, Side::EastWest, false), [30]);
    assert_eq!(column(&s, Side::NorthSouth, true), [90, 60]);
    assert_eq!(column(&s, Side::EastWest, true), [40, 60]);
    // The 90 is in the first game, the final 60 below the line drawn.
    let below_games: Vec<(i32, EntryKind)> =
        s.entries().iter().filter(|e| e.is_below()).map(|e| (e.points, e.kind)).collect();
    assert_eq!(
        below_games,
        [
            (90, EntryKind::Below { game: 0 }),
            (40, EntryKind::Below { game: 0 }),
            (60, EntryKind::Below { game: 0 }),
            (60, EntryKind::Below { game: 1 }),
        ]
    );
    assert!(!s.is_finished());
}

#[test]
fn seed002_second_rubber_to_thirteen() {
    let mut s = first_rubber();
    // 1. We push to 3♠ and go down one, not vulnerable: 50 above for them.
    s.record(&deal("3S", Seat::North, 8)).unwrap();
    // 2. They bid 6NT and make an overtrick, vulnerable: 190 below, 30 above, 750 for the
    // small slam, and the rubber, two games to none: 700.
    let e = s.record(&deal("6NT", Seat::East, 13)).unwrap();
    let mut got: Vec<(i32, EntryKind)> = e.iter().map(|e| (e.points, e.kind)).collect();
    got.sort_by_key(|x| x.0);
    assert_eq!(
        got,
        [
            (30, EntryKind::Overtricks),
            (190, EntryKind::Below { game: 1 }),
            (700, EntryKind::Rubber),
            (750, EntryKind::Slam)
        ]
    );
    assert!(s.is_finished());
    assert_eq!(column(&s, Side::EastWest, false), [30, 50, 30, 750, 700]);
    assert_eq!(column(&s, Side::EastWest, true), [40, 60, 190]);
    let t = s.totals();
    assert_eq!((t[Side::NorthSouth], t[Side::EastWest]), (500, 1850));
    // "Ils l'emportent de 13 fiches."
    assert_eq!(s.result_in_hundreds(), Some((Side::EastWest, 13)));
    assert!(matches!(s.record(&deal("1C", Seat::North, 7)), Err(SheetError::Finished)));
}

// Seed 002: "1350 points de différence font une partie de 13 fiches, 1360 une partie de 14".
#[test]
fn seed002_hundreds() {
    assert_eq!(hundreds(1350), 13);
    assert_eq!(hundreds(1360), 14);
    assert_eq!(hundreds(1300), 13);
    assert_eq!(hundreds(40), 0);
}

// Seed 002: two games to one: 500; an unfinished rubber: 300 for the only game, 100 for a
// part-score in the unfinished game.
#[test]
fn seed002_rubber_bonus_and_unfinished() {
    let mut s = RubberSheet::new(RubberOptions::default());
    s.record(&deal("4S", Seat::North, 10)).unwrap();
    s.record(&deal("3NT", Seat::East, 9)).unwrap();
    let e = s.record(&deal("5C", Seat::South, 11)).unwrap();
    assert!(e.iter().any(|e| e.kind == EntryKind::Rubber && e.points == 500 && e.side == Side::NorthSouth));

    let mut u = RubberSheet::new(RubberOptions::default());
    u.record(&deal("4S", Seat::North, 10)).unwrap();
    u.record(&deal("2D", Seat::East, 8)).unwrap();
    let e = u.stop();
    assert!(e.contains(&Entry { side: Side::NorthSouth, points: 300, kind: EntryKind::Game, deal: None }));
    assert!(e.contains(&Entry { side: Side::EastWest, points: 100, kind: EntryKind::Partscore, deal: None }));
    assert!(u.is_finished());
}

#[test]
fn rubber_honours_and_modern_option() {
    let mut s = RubberSheet::new(RubberOptions { undertricks: Undertricks::Modern, ..RubberOptions::default() });
    let r = DealResult {
        contract: Some((c("4SX"), Seat::North)),
        tricks: 6,
        honours: Some((Side::EastWest, Honours::FourTrumps)),
    };
    let e = s.record(&r).unwrap();
    // Down four doubled, not vulnerable: 800 under the modern rule (700 classic); honours
    // 100 to the defenders who held them.
    assert!(e.contains(&Entry { side: Side::EastWest, points: 800, kind: EntryKind::Undertricks, deal: Some(0) }));
    assert!(e.contains(&Entry { side: Side::EastWest, points: 100, kind: EntryKind::Honours, deal: Some(0) }));
    let bad = DealResult {
        contract: Some((c("3NT"), Seat::North)),
        tricks: 9,
        honours: Some((Side::NorthSouth, Honours::FourTrumps)),
    };
    assert!(matches!(s.record(&bad), Err(SheetError::BadHonours(100, Strain::NoTrump))));
}

#[test]
fn chicago() {
    let mut s = ChicagoSheet::new(Seat::North, ChicagoPartscore::default());
    use levee_core::Vulnerability as V;
    assert_eq!((0..4).map(|i| s.vulnerability(i)).collect::<Vec<_>>(), [V::None, V::EastWest, V::NorthSouth, V::Both]);
    // Deal 1: NS 2S= (60, part-score). Deal 2: EW vulnerable make 4H: 120 + 500.
    s.record(&deal("2S", Seat::North, 8)).unwrap();
    let e = s.record(&deal("4H", Seat::East, 10)).unwrap();
    assert!(e.iter().any(|e| e.kind == EntryKind::Game && e.points == 500 && e.side == Side::EastWest));
    // Deal 3: NS vulnerable, 2C= (40). Deal 4: NS 1NT= (40): 80, no game: part-score bonus 100.
    s.record(&deal("2C", Seat::South, 8)).unwrap();
    let e = s.record(&deal("1NT", Seat::North, 7)).unwrap();
    assert!(e.iter().any(|e| e.kind == EntryKind::Partscore && e.points == 100 && e.side == Side::NorthSouth));
    assert!(s.is_finished());
    let t = s.totals();
    assert_eq!(t[Side::NorthSouth], 60 + 40 + 40 + 100);
    assert_eq!(t[Side::EastWest], 120 + 500);
}
