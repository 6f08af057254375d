//! Seed 003's minibridge procedure: its two worked examples and random deals.

use levee_core::minibridge::{Announcement as A, MiniOutcome, decision_table, procedure};
use levee_core::{Deal, Seat};
use rand::SeedableRng;

// Seed 003, first example (North dealer): the diagram's hands.
const FIRST: &str = "N:Q6.A543.T82.A754 85432.T8.K53.QJ9 AKJT.Q2.AJ97.863 97.KJ976.Q64.KT2";
// Seed 003, second example (South dealer). The diagram gives the ♣2 to both North and South
// and no ♣6 at all; South gets the ♣6 here (no point count changes; docs/rules.md).
const SECOND: &str = "N:763.J42.JT4.K752 Q42.AT97.98.AJ83 AT8.KQ53.A762.T6 KJ95.86.KQ53.Q94";

#[test]
fn seed003_first_example() {
    let d: Deal = FIRST.parse().unwrap();
    let p = procedure(&d, Seat::North);
    assert_eq!(
        p.steps,
        [
            A::Pass { seat: Seat::North, hcp: 10 },
            A::Pass { seat: Seat::East, hcp: 6 },
            A::Open { seat: Seat::South, hcp: 15 },
            A::Points { seat: Seat::North, hcp: 10 },
            A::Contract { seat: Seat::South, total: 25, tricks: 9 },
        ]
    );
    assert_eq!(p.outcome, MiniOutcome::Contract { declarer: Seat::South, tricks: 9, side_hcp: 25 });
}

#[test]
fn seed003_second_example() {
    let d: Deal = SECOND.parse().unwrap();
    let p = procedure(&d, Seat::South);
    assert_eq!(
        p.steps,
        [
            A::Open { seat: Seat::South, hcp: 13 },
            A::Points { seat: Seat::North, hcp: 5 },
            A::OpenerPasses { seat: Seat::South, total: 18 },
            A::Points { seat: Seat::East, hcp: 11 },
            A::Contract { seat: Seat::West, total: 22, tricks: 7 },
        ]
    );
}

#[test]
fn decision_table_rows() {
    let rows = [(20..=22, 7), (23..=24, 8), (25..=26, 9), (27..=29, 10), (30..=32, 11), (33..=36, 12), (37..=40, 13)];
    for (range, tricks) in rows {
        for hcp in range {
            assert_eq!(decision_table(hcp), Some(tricks), "{hcp}");
        }
    }
    for hcp in 0..20 {
        assert_eq!(decision_table(hcp), None);
    }
}

// Over random deals the procedure ends in a redeal or a contract of 7 to 13 tricks that is
// the table's row for the declaring side's points; a redeal only when nobody has 12.
#[test]
fn random_deals() {
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut redeals = 0;
    for i in 0..5000 {
        let dealer = Seat::from_index(i);
        let d: Deal = Deal::random(&mut rng, dealer);
        let p = procedure(&d, dealer);
        match p.outcome {
            MiniOutcome::Redeal => {
                redeals += 1;
                assert!(Seat::ALL.iter().all(|s| d.hand(*s).hcp() < 12));
            }
            MiniOutcome::Contract { declarer, tricks, side_hcp } => {
                assert!((7..=13).contains(&tricks));
                assert_eq!(side_hcp, d.hand(declarer).hcp() + d.hand(declarer.partner()).hcp());
                assert_eq!(decision_table(side_hcp), Some(tricks));
            }
        }
    }
    assert!(redeals > 0 && redeals < 500);
}
