//! Matchpoint rankings against worked examples published by others, and the properties every
//! ranking must have.

use levee_club::movement::{Line, Movement, Pair};
use levee_club::{Assigned, BoardResult, Outcome, board_matchpoints, rank_matchpoints};
use proptest::prelude::*;

fn round1(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// The EBU's "Factoring manually" example (EBU forum, discussion 535): 10 tables, top 18;
/// 400 twice, 150 once, 120 three times, -50 four times score 17, 14, 10 and 3.
#[test]
fn matchpoints_from_a_frequency_table_as_the_ebu_works_it() {
    let scores = [400, 400, 150, 120, 120, 120, -50, -50, -50, -50].map(Outcome::Score);
    let mp: Vec<f64> = board_matchpoints(&scores, 10).iter().map(|(ns, _)| *ns).collect();
    assert_eq!(mp, [17.0, 17.0, 14.0, 10.0, 10.0, 10.0, 3.0, 3.0, 3.0, 3.0]);
    // "total match points = 90 = tables x average".
    assert_eq!(mp.iter().sum::<f64>(), 90.0);
}

/// A scoring program's own output: JFR Pary 4.1 (Jan Romański), "Turniej Par - Barometr",
/// Warszawa, 1 August 2013, board 2's traveller as published (kept among the test pages of the
/// public pbntools project, `wb130801002.html`): 13 results and each side's percentage.
#[test]
fn percentages_as_jfr_pary_published_them() {
    // North-South's scores, table by table, and the published NS / EW percentages.
    let published = [
        (50, 75.00, 25.00),
        (-420, 25.00, 75.00),
        (-170, 58.33, 41.67),
        (-420, 25.00, 75.00),
        (-170, 58.33, 41.67),
        (-420, 25.00, 75.00),
        (-420, 25.00, 75.00),
        (-500, 0.00, 100.00),
        (100, 91.67, 8.33),
        (100, 91.67, 8.33),
        (-170, 58.33, 41.67),
        (-420, 25.00, 75.00),
        (100, 91.67, 8.33),
    ];
    let scores: Vec<Outcome> = published.iter().map(|(s, _, _)| Outcome::Score(*s)).collect();
    let top = 2.0 * 12.0;
    for ((ns, ew), (score, pn, pe)) in board_matchpoints(&scores, 13).iter().zip(published) {
        let (gn, ge) = ((100.0 * ns / top * 100.0).round() / 100.0, (100.0 * ew / top * 100.0).round() / 100.0);
        assert_eq!((gn, ge), (pn, pe), "NS {score:+}");
    }
}

/// The EBU Laws & Ethics article "The Neuberg Formula - the Principle": a board with 10 results
/// where 11 were expected, top 20: +520 scores 19.9, +500 17.7, ... -50 0.1.
#[test]
fn neuberg_as_the_ebu_article_works_it() {
    let scores = [520, 500, 490, 480, 460, 450, 430, 420, 400, -50].map(Outcome::Score);
    let mp: Vec<f64> = board_matchpoints(&scores, 11).iter().map(|(ns, _)| round1(*ns)).collect();
    assert_eq!(mp, [19.9, 17.7, 15.5, 13.3, 11.1, 8.9, 6.7, 4.5, 2.3, 0.1]);
}

/// Wikipedia's "Neuberg formula" example: a board played 6 times where the others were played 7
/// times; 4 matchpoints (of 10) become 4.8333 (of 12), 9 become 10.6667.
#[test]
fn neuberg_as_the_encyclopedia_works_it() {
    // Six scores such that two of them get 4 and 9 on the 10-top.
    let scores = [100, 200, 300, 400, 500, 600].map(Outcome::Score);
    let mp = board_matchpoints(&scores, 7);
    assert!((mp[2].0 - (4.0 + 1.0) * 7.0 / 6.0 + 1.0).abs() < 1e-9); // 300 beats two: 4 of 10
    assert!((mp[2].0 - 4.8333).abs() < 1e-4, "{}", mp[2].0);
    let nine = [100, 200, 300, 400, 500, 500].map(Outcome::Score);
    assert!((board_matchpoints(&nine, 7)[4].0 - 10.6667).abs() < 1e-4);
}

fn ns(n: u32) -> Pair {
    Pair { line: Line::NorthSouth, number: n }
}
fn ew(n: u32) -> Pair {
    Pair { line: Line::EastWest, number: n }
}

#[test]
fn a_mitchell_ranks_each_line_and_shares_ties() {
    // Three tables, one board each round: a 3-table Mitchell with one board a set.
    let m = Movement::mitchell(3, 1, false).unwrap();
    let score = |ns: u32, board: u32| -> i32 { [420, 450, 420][ns as usize - 1] - 30 * i32::try_from(board).unwrap() };
    let mut results = Vec::new();
    for r in &m.rounds {
        for s in &r.seatings {
            results.push(BoardResult {
                board: s.set,
                ns: s.ns,
                ew: s.ew,
                outcome: Outcome::Score(score(s.ns.number, s.set)),
            });
        }
    }
    let ranking = rank_matchpoints(&results).unwrap();
    assert_eq!(ranking.len(), 2, "NS and EW ranked apart");
    let north_south = &ranking[0];
    assert_eq!(north_south[0].pair, ns(2));
    assert_eq!((north_south[0].place, north_south[0].percent), (1, 100.0));
    // NS 1 and NS 3 always tie: they share second place.
    assert!(north_south[1..].iter().all(|s| s.place == 2 && s.tied && s.percent == 25.0));
    assert!(ranking[1].iter().all(|s| s.pair.line == Line::EastWest));
}

#[test]
fn assigned_scores_and_bad_input() {
    let results = [
        BoardResult { board: 1, ns: ns(1), ew: ew(1), outcome: Outcome::Score(420) },
        BoardResult { board: 1, ns: ns(2), ew: ew(2), outcome: Outcome::Score(400) },
        BoardResult {
            board: 1,
            ns: ns(3),
            ew: ew(3),
            outcome: Outcome::Assigned { ns: Assigned::AveragePlus, ew: Assigned::AverageMinus },
        },
    ];
    let r = rank_matchpoints(&results).unwrap();
    let get = |p: Pair| r.iter().flatten().find(|s| s.pair == p).unwrap().clone();
    assert_eq!((get(ns(3)).percent, get(ew(3)).percent), (60.0, 40.0));
    // The two scores are factored from two results to three: (2 + 1) × 3/2 − 1 = 3.5 of 4.
    assert_eq!(get(ns(1)).matchpoints, 3.5);
    let mut twice = results.to_vec();
    twice.push(BoardResult { board: 1, ns: ns(1), ew: ew(4), outcome: Outcome::Score(0) });
    assert_eq!(rank_matchpoints(&twice).unwrap_err().to_string(), "board 1: NS 1 has two results");
}

proptest! {
    /// On a board of n scores the North-South matchpoints add up to n(n-1); the best score
    /// alone gets the top; renumbering the pairs changes nothing but the names.
    #[test]
    fn matchpoint_properties(scores in proptest::collection::vec(-20i32..20, 1..14), shift in 1u32..50) {
        let outcomes: Vec<Outcome> = scores.iter().map(|s| Outcome::Score(s * 10)).collect();
        let n = scores.len();
        let mp = board_matchpoints(&outcomes, n);
        let total: f64 = mp.iter().map(|(ns, _)| ns).sum();
        prop_assert_eq!(total, (n * (n - 1)) as f64);
        for (ns, ew) in &mp {
            prop_assert_eq!(ns + ew, 2.0 * (n as f64 - 1.0));
        }
        let best = scores.iter().max().unwrap();
        if scores.iter().filter(|s| *s == best).count() == 1 {
            let i = scores.iter().position(|s| s == best).unwrap();
            prop_assert_eq!(mp[i].0, 2.0 * (n as f64 - 1.0));
        }
        let results: Vec<BoardResult> = scores
            .iter()
            .enumerate()
            .map(|(i, s)| BoardResult { board: 1, ns: ns(i as u32 + 1), ew: ew(i as u32 + 1), outcome: Outcome::Score(s * 10) })
            .collect();
        let renamed: Vec<BoardResult> = results
            .iter()
            .map(|r| BoardResult { ns: ns(r.ns.number + shift), ew: ew(r.ew.number + shift), ..*r })
            .collect();
        let (a, b) = (rank_matchpoints(&results).unwrap(), rank_matchpoints(&renamed).unwrap());
        for (x, y) in a.iter().flatten().zip(b.iter().flatten()) {
            prop_assert_eq!((x.place, x.pair.number + shift, x.percent), (y.place, y.pair.number, y.percent));
        }
    }
}
