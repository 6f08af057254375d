//! Every contract × doubling × vulnerability × tricks 0–13, against properties that must
//! hold and an independent reference written from the rules, plus published values.

use levee_core::{Contract, Doubling, Level, Strain};
use levee_score::*;

const DOUBLINGS: [Doubling; 3] = [Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled];

fn all_contracts() -> impl Iterator<Item = Contract> {
    (1..=7).flat_map(|l| {
        Strain::ASC
            .into_iter()
            .flat_map(move |s| DOUBLINGS.into_iter().map(move |d| Contract::new(Level::new(l), s, d)))
    })
}

/// The reference: the Laws' scoring table written out again, independently of the crate.
fn reference(level: i32, strain: usize, dbl: usize, vul: bool, tricks: i32) -> i32 {
    let mult = [1, 2, 4][dbl];
    let need = level + 6;
    if tricks < need {
        let down = need - tricks;
        // Undertrick tables by n-th undertrick: [first, second and third, fourth on].
        let steps: [i32; 3] = match (vul, dbl) {
            (false, 0) => [50, 50, 50],
            (true, 0) => [100, 100, 100],
            (false, _) => [100, 200, 300],
            (true, _) => [200, 300, 300],
        };
        let dmult = if dbl == 2 { 2 } else { 1 };
        let total: i32 = (1..=down)
            .map(|n| {
                steps[if n == 1 {
                    0
                } else if n <= 3 {
                    1
                } else {
                    2
                }]
            })
            .sum();
        return -total * dmult;
    }
    let per = [20, 20, 30, 30, 30][strain];
    let tp = (level * per + if strain == 4 { 10 } else { 0 }) * mult;
    let over = tricks - need;
    let over_pts = over * if dbl == 0 { per } else { [0, 100, 200][dbl] * if vul { 2 } else { 1 } };
    let bonus = if tp >= 100 { if vul { 500 } else { 300 } } else { 50 };
    let slam = match level {
        6 => {
            if vul {
                750
            } else {
                500
            }
        }
        7 => {
            if vul {
                1500
            } else {
                1000
            }
        }
        _ => 0,
    };
    tp + over_pts + bonus + slam + [0, 50, 100][dbl]
}

#[test]
fn against_reference_and_properties() {
    let mut checked = 0;
    for c in all_contracts() {
        let dbl = DOUBLINGS.iter().position(|d| *d == c.doubling).unwrap();
        for vul in [false, true] {
            let mut prev = i32::MIN;
            for tricks in 0..=13u8 {
                let s = contract_score(c, vul, tricks).unwrap();
                let r = reference(i32::from(c.level.get()), c.strain.index(), dbl, vul, i32::from(tricks));
                assert_eq!(s, r, "{c} vul={vul} tricks={tricks}");
                // Monotone in tricks taken.
                assert!(s > prev, "{c} vul={vul} tricks={tricks}");
                prev = s;
                // Made exactly when the score is positive.
                assert_eq!(s > 0, tricks >= c.tricks_needed());
                let b = breakdown(c, vul, tricks).unwrap();
                assert_eq!(b.total(), s);
                if tricks >= c.tricks_needed() {
                    // Game bonus exactly when trick points reach 100, else the part-score bonus.
                    assert_eq!(b.game_bonus > 0, b.trick_points >= 100);
                    assert_eq!(b.partscore_bonus > 0, b.trick_points < 100);
                    // Doubled scores at least the undoubled when made; redoubled at least doubled.
                    let un = Contract { doubling: Doubling::Undoubled, ..c };
                    let x = Contract { doubling: Doubling::Doubled, ..c };
                    let xx = Contract { doubling: Doubling::Redoubled, ..c };
                    let [su, sx, sxx] = [un, x, xx].map(|k| contract_score(k, vul, tricks).unwrap());
                    assert!(su <= sx && sx <= sxx);
                    // Vulnerability never lowers a made score.
                    assert!(contract_score(c, false, tricks).unwrap() <= contract_score(c, true, tricks).unwrap());
                } else {
                    assert!(contract_score(c, true, tricks).unwrap() <= contract_score(c, false, tricks).unwrap());
                }
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 35 * 3 * 2 * 14);
    assert_eq!(contract_score(all_contracts().next().unwrap(), false, 14), Err(ScoreError::TooManyTricks(14)));
}

// Published duplicate values (any scoring card), contracts made exactly: (contract, NV, V).
#[test]
fn published_values() {
    for (k, nv, v) in [
        ("1C", 70, 70),
        ("2C", 90, 90),
        ("3C", 110, 110),
        ("4C", 130, 130),
        ("5C", 400, 600),
        ("6C", 920, 1370),
        ("7C", 1440, 2140),
        ("1H", 80, 80),
        ("2H", 110, 110),
        ("3H", 140, 140),
        ("4H", 420, 620),
        ("5H", 450, 650),
        ("6H", 980, 1430),
        ("7H", 1510, 2210),
        ("1NT", 90, 90),
        ("2NT", 120, 120),
        ("3NT", 400, 600),
        ("4NT", 430, 630),
        ("5NT", 460, 660),
        ("6NT", 990, 1440),
        ("7NT", 1520, 2220),
        ("1CX", 140, 140),
        ("2CX", 180, 180),
        ("3CX", 470, 670),
        ("1HX", 160, 160),
        ("2HX", 470, 670),
        ("1NTX", 180, 180),
        ("2NTX", 490, 690),
        ("1CXX", 230, 230),
        ("2CXX", 560, 760),
        ("1HXX", 520, 720),
        ("1NTXX", 560, 760),
        ("7NTXX", 2280, 2980),
    ] {
        let c: Contract = k.parse().unwrap();
        assert_eq!(contract_score(c, false, c.tricks_needed()).unwrap(), nv, "{k} NV");
        assert_eq!(contract_score(c, true, c.tricks_needed()).unwrap(), v, "{k} V");
    }
    // 1NTX+1 vulnerable: 180 + 200 + ... = 380; 1NTXX+1 not vulnerable: 560 + 200 = 760... check.
    let c: Contract = "1NTX".parse().unwrap();
    assert_eq!(contract_score(c, true, 8).unwrap(), 380);
    let c: Contract = "1NTXX".parse().unwrap();
    assert_eq!(contract_score(c, false, 8).unwrap(), 760);
}

#[test]
fn passed_out_scores_zero() {
    assert_eq!(board_score(levee_core::AuctionResult::PassedOut, 0, levee_core::Vulnerability::Both).unwrap(), 0);
}
