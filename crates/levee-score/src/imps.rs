//! International Match Points, victory points, matchpoints, cross-IMPs and Butler.

/// The lower bound of each IMP step of the WBF scale: a difference of at least `IMP_STEPS[i]`
/// points is worth `i + 1` IMPs (20–40 → 1, ..., 4000+ → 24).
pub const IMP_STEPS: [i32; 24] = [
    20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000,
    3500, 4000,
];

/// IMPs for a score difference (signed like the difference).
#[must_use]
pub fn imps(diff: i32) -> i32 {
    let n = IMP_STEPS.iter().take_while(|s| diff.unsigned_abs() >= **s as u32).count() as i32;
    n * diff.signum()
}

/// IMPs for a difference that may be fractional (Butler averages): the same scale.
#[must_use]
pub fn imps_f(diff: f64) -> i32 {
    let n = IMP_STEPS.iter().take_while(|s| diff.abs() >= f64::from(**s)).count() as i32;
    if diff < 0.0 { -n } else { n }
}

/// Victory points of a match of `boards` boards won by `imp_margin` IMPs, on the WBF 2013
/// continuous 20-point scale: `10 + 10 (1 - r^(m/B)) / (1 - r)` with r = τ³ = 0.236068 (τ the
/// golden ratio's (√5 − 1)/2, cubed and rounded to six places as the WBF's scoring panel
/// does) and the blitz B = 15√boards, capped at 20; the winner's VPs are rounded to two
/// decimals and the loser gets 20 minus that. Returns (first team, other team).
///
/// Whole-IMP margins take the WBF tables' values: after rounding, a value whose next step is
/// larger than its own is raised by 0.01 until each extra IMP gains no more than the one before
/// (16 boards: 14 IMPs give 13.75, not the formula's 13.74). A fractional margin (Butler
/// averages) takes the formula's value.
#[must_use]
pub fn victory_points(imp_margin: f64, boards: u32) -> (f64, f64) {
    let margin = imp_margin.abs();
    let hundredths = if margin.fract() == 0.0 {
        let table = vp_table(boards);
        table.get(margin as usize).copied().unwrap_or(2000)
    } else {
        vp_hundredths(margin, boards)
    };
    let winner = f64::from(hundredths) / 100.0;
    let loser = f64::from(2000 - hundredths) / 100.0;
    if imp_margin < 0.0 { (loser, winner) } else { (winner, loser) }
}

/// The formula's winner VPs, in hundredths, rounded.
fn vp_hundredths(margin: f64, boards: u32) -> u32 {
    const R: f64 = 0.236_068;
    let blitz = 15.0 * f64::from(boards.max(1)).sqrt();
    if margin >= blitz {
        return 2000;
    }
    let v = 10.0 + 10.0 * (1.0 - R.powf(margin / blitz)) / (1.0 - R);
    ((v * 100.0).round() as u32).min(2000)
}

/// The winner's VPs (hundredths) for every whole margin from 0 to the first that scores 20,
/// corrected as the WBF corrects its published tables: no step larger than the one before.
#[must_use]
pub fn vp_table(boards: u32) -> Vec<u32> {
    let mut v: Vec<u32> = Vec::new();
    for m in 0.. {
        let x = vp_hundredths(f64::from(m), boards);
        v.push(x);
        if x >= 2000 {
            break;
        }
    }
    loop {
        let mut changed = false;
        for i in 1..v.len().saturating_sub(1) {
            if i64::from(v[i + 1]) - i64::from(v[i]) > i64::from(v[i]) - i64::from(v[i - 1]) {
                v[i] += 1;
                changed = true;
            }
        }
        if !changed {
            return v;
        }
    }
}

/// Matchpoints of one board's traveller: for each North–South score, 2 per score beaten
/// and 1 per tie (top = 2 × (n − 1)). East–West get top minus North–South.
#[must_use]
pub fn matchpoints(ns_scores: &[i32]) -> Vec<u32> {
    ns_scores
        .iter()
        .enumerate()
        .map(|(i, s)| {
            ns_scores
                .iter()
                .enumerate()
                .filter(|(j, _)| *j != i)
                .map(|(_, o)| match s.cmp(o) {
                    core::cmp::Ordering::Greater => 2,
                    core::cmp::Ordering::Equal => 1,
                    core::cmp::Ordering::Less => 0,
                })
                .sum()
        })
        .collect()
}

/// The matchpoint top of a board played `n` times (2 per opponent score).
#[must_use]
pub const fn top(n: usize) -> u32 {
    if n == 0 { 0 } else { 2 * (n as u32 - 1) }
}

/// Neuberg's formula: matchpoints `mp` scored on a board played `n` times, scaled to a board
/// played `full` times: `(mp + 1) × full / n − 1` (in the 2-per-beaten scale).
#[must_use]
pub fn neuberg(mp: f64, n: usize, full: usize) -> f64 {
    if n == 0 {
        return 0.0;
    }
    (mp + 1.0) * full as f64 / n as f64 - 1.0
}

/// A percentage of the top.
#[must_use]
pub fn percentage(mp: f64, top: f64) -> f64 {
    if top <= 0.0 { 50.0 } else { 100.0 * mp / top }
}

/// Cross-IMPs: each North–South score against every other, IMPs summed, then divided by the
/// number of comparisons (the average form most clubs print).
#[must_use]
pub fn cross_imps(ns_scores: &[i32]) -> Vec<f64> {
    let n = ns_scores.len();
    ns_scores
        .iter()
        .enumerate()
        .map(|(i, s)| {
            if n < 2 {
                return 0.0;
            }
            let sum: i32 = ns_scores.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, o)| imps(s - o)).sum();
            f64::from(sum) / (n - 1) as f64
        })
        .collect()
}

/// The Butler datum: the mean North–South score with the highest and the lowest left out
/// (when at least five results exist), rounded to the nearest 10.
#[must_use]
pub fn butler_datum(ns_scores: &[i32]) -> i32 {
    if ns_scores.is_empty() {
        return 0;
    }
    let mut v = ns_scores.to_vec();
    v.sort_unstable();
    let kept = if v.len() >= 5 { &v[1..v.len() - 1] } else { &v[..] };
    let mean = f64::from(kept.iter().sum::<i32>()) / kept.len() as f64;
    ((mean / 10.0).round() * 10.0) as i32
}

/// Butler IMPs of each North–South score against the datum.
#[must_use]
pub fn butler_imps(ns_scores: &[i32]) -> Vec<i32> {
    let d = butler_datum(ns_scores);
    ns_scores.iter().map(|s| imps(s - d)).collect()
}
