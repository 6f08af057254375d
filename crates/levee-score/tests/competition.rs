//! IMPs, victory points, matchpoints, Neuberg, cross-IMPs, Butler and minibridge.

use levee_score::*;

// The WBF IMP scale, written out as its published ranges.
#[test]
fn imp_table() {
    let ranges: [(i32, i32, i32); 25] = [
        (0, 10, 0),
        (20, 40, 1),
        (50, 80, 2),
        (90, 120, 3),
        (130, 160, 4),
        (170, 210, 5),
        (220, 260, 6),
        (270, 310, 7),
        (320, 360, 8),
        (370, 420, 9),
        (430, 490, 10),
        (500, 590, 11),
        (600, 740, 12),
        (750, 890, 13),
        (900, 1090, 14),
        (1100, 1290, 15),
        (1300, 1490, 16),
        (1500, 1740, 17),
        (1750, 1990, 18),
        (2000, 2240, 19),
        (2250, 2490, 20),
        (2500, 2990, 21),
        (3000, 3490, 22),
        (3500, 3990, 23),
        (4000, 7600, 24),
    ];
    for (lo, hi, n) in ranges {
        for d in (lo..=hi).step_by(10) {
            assert_eq!(imps(d), n, "{d}");
            assert_eq!(imps(-d), -n, "-{d}");
        }
    }
}

// WBF 2013 continuous VP scale: 10–10 on a tie, 20–0 at the blitz (15√N), sums to 20.
#[test]
fn victory_point_scale() {
    for boards in [8, 10, 12, 14, 16, 20, 24, 28, 32] {
        assert_eq!(victory_points(0.0, boards), (10.0, 10.0));
        let blitz = 15.0 * f64::from(boards).sqrt();
        assert_eq!(victory_points(blitz.ceil(), boards), (20.0, 0.0));
        let mut prev = 10.0;
        for m in 1..(blitz as i32) {
            let (w, l) = victory_points(f64::from(m), boards);
            assert!((w + l - 20.0).abs() < 1e-9);
            assert!(w >= prev, "monotone");
            prev = w;
            // Concave: each IMP is worth less than the one before (checked loosely at 2 decimals).
            assert_eq!(victory_points(-f64::from(m), boards), (l, w));
        }
    }
    // Worked by hand from the formula: 16 boards, blitz 60; 30 IMPs is r^(1/2) = 0.48587,
    // 10 + 10 (1 - 0.48587) / 0.763932 = 16.73.
    assert_eq!(victory_points(30.0, 16).0, 16.73);
    // 12 boards: blitz at 52 IMPs.
    assert_eq!(victory_points(52.0, 12).0, 20.0);
}

#[test]
fn matchpoints_traveller() {
    // Five results: 620, 620, 170, -100, 650.
    let ns = [620, 620, 170, -100, 650];
    let mp = matchpoints(&ns);
    assert_eq!(mp, vec![5, 5, 2, 0, 8]);
    assert_eq!(top(5), 8);
    assert_eq!(percentage(f64::from(mp[4]), 8.0), 100.0);
    // NS + EW = top on each line.
    for m in &mp {
        assert!(*m <= top(5));
    }
    // Neuberg: a board played 4 times in a field of 5 (top 6 → 8).
    assert!((neuberg(6.0, 4, 5) - 7.75).abs() < 1e-9);
    assert!((neuberg(0.0, 4, 5) - 0.25).abs() < 1e-9);
    assert!((neuberg(3.0, 4, 5) - 4.0).abs() < 1e-9);
    assert_eq!(neuberg(5.0, 5, 5), 5.0);
}

#[test]
fn cross_imps_and_butler() {
    let ns = [620, 620, 170, -100, 650];
    let x = cross_imps(&ns);
    // 620 vs 620, 170, -100, 650 → 0 + 10 + 12 + (-1) = 21 over 4 comparisons.
    assert!((x[0] - 21.0 / 4.0).abs() < 1e-9);
    assert!((x.iter().sum::<f64>()).abs() < 1e-9, "cross-IMPs sum to zero");
    // Butler datum: drop 650 and -100, mean of 620 620 170 = 470.
    assert_eq!(butler_datum(&ns), 470);
    assert_eq!(butler_imps(&ns), vec![4, 4, -7, -11, 5]);
}

// Seed 003's score table, every cell, and equal to the duplicate notrump score non-vulnerable.
#[test]
fn minibridge_table() {
    let table: [&[i32]; 7] = [
        &[90, 120, 150, 180, 210, 240, 270],
        &[120, 150, 180, 210, 240, 270],
        &[400, 430, 460, 490, 520],
        &[430, 460, 490, 520],
        &[460, 490, 520],
        &[990, 1020],
        &[1520],
    ];
    for (i, row) in table.iter().enumerate() {
        let level = i as u8 + 1;
        for (over, expected) in row.iter().enumerate() {
            let tricks = level + 6 + over as u8;
            assert_eq!(minibridge::score(level, tricks), Some(*expected), "{level}SA +{over}");
            let c = levee_core::Contract::new(
                levee_core::Level::new(level),
                levee_core::Strain::NoTrump,
                levee_core::Doubling::Undoubled,
            );
            assert_eq!(contract_score(c, false, tricks).unwrap(), *expected);
        }
        // "50 points par levée de chute".
        for down in 1..=(level + 6) {
            assert_eq!(minibridge::score(level, level + 6 - down), Some(-50 * i32::from(down)));
        }
    }
    assert_eq!(minibridge::score(8, 13), None);
    assert_eq!(minibridge::score(1, 14), None);
}
