//! Ranking a pairs session by IMPs across the field.

use levee_club::movement::{Line, Pair};
use levee_club::{Assigned, BoardResult, Outcome, rank_imps};

fn p(n: u32) -> Pair {
    Pair { line: Line::Field, number: n }
}

fn played(board: u32, ns: u32, ew: u32, score: i32) -> BoardResult {
    BoardResult { board, ns: p(ns), ew: p(ew), outcome: Outcome::Score(score) }
}

// Worked by hand with the WBF IMP scale: one board played three times, North–South scoring
// 420, 170 and -50. Cross-IMPs, each score against the two others, averaged:
//   420: +250 → 6, +470 → 10: 8;   170: -250 → -6, +220 → 6: 0;   -50: -10, -6: -8.
// East–West get the negatives. A second board with a director's average-plus / average-minus
// for pairs 1 and 2 only: +3 and -3 IMPs.
#[test]
fn cross_imps_across_the_field_by_hand() {
    let results = vec![
        played(1, 1, 2, 420),
        played(1, 3, 4, 170),
        played(1, 5, 6, -50),
        BoardResult {
            board: 2,
            ns: p(1),
            ew: p(2),
            outcome: Outcome::Assigned { ns: Assigned::AveragePlus, ew: Assigned::AverageMinus },
        },
    ];
    let per_board = |s: &[i32]| levee_score::cross_imps(s);
    let r = rank_imps(&results, per_board).unwrap();
    assert_eq!(r.len(), 1, "a Howell-like field is ranked as one");
    let got: Vec<(u32, f64, u32)> = r[0].iter().map(|s| (s.pair.number, s.imps, s.place)).collect();
    assert_eq!(got, vec![(1, 11.0, 1), (6, 8.0, 2), (3, 0.0, 3), (4, 0.0, 3), (5, -8.0, 5), (2, -11.0, 6)]);
    assert!(r[0][2].tied && r[0][3].tied);
    // Butler: the datum of three scores is their mean (no top or bottom dropped below five),
    // 180 rounded to 10: 420 → +240 → 6, 170 → -10 → 0, -50 → -230 → -6.
    let r =
        rank_imps(&results[..3], |s: &[i32]| levee_score::butler_imps(s).into_iter().map(f64::from).collect()).unwrap();
    let got: Vec<(u32, f64)> = r[0].iter().map(|s| (s.pair.number, s.imps)).collect();
    assert_eq!(got, vec![(1, 6.0), (6, 6.0), (3, 0.0), (4, 0.0), (2, -6.0), (5, -6.0)]);
    // IMPs sum to zero over a board played by every pair.
    let total: f64 = rank_imps(&results[..3], per_board).unwrap()[0].iter().map(|s| s.imps).sum();
    assert!(total.abs() < 1e-9);
}

// The EBU forum's published XIMP board (forums.ebu.co.uk/discussion/969, cited in levee-score's
// tests): four tables scoring -110, +50, +170 and +120 for North–South. Through the session's
// ranking each pair gets the published figure, East–West its negative.
#[test]
fn the_published_ximp_board_ranks_the_field() {
    let results = vec![played(1, 1, 2, -110), played(1, 3, 4, 50), played(1, 5, 6, 170), played(1, 7, 8, 120)];
    let r = rank_imps(&results, |s: &[i32]| levee_score::cross_imps(s)).unwrap();
    let got = |n: u32| r[0].iter().find(|s| s.pair.number == n).unwrap().imps;
    for (ns, ew, published) in [(1, 2, -5.667), (3, 4, -0.333), (5, 6, 4.0), (7, 8, 2.0)] {
        assert!((got(ns) - published).abs() < 0.0005);
        assert!((got(ew) + published).abs() < 0.0005);
    }
    assert_eq!(r[0][0].pair.number, 2, "the East-West pair that scored +110 heads the field");
}
