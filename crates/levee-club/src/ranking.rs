//! Ranking a pairs session by matchpoints: each board's results compared with the others
//! (2 per score beaten, 1 per tie), boards played fewer times factored up by Neuberg's formula,
//! the director's assigned scores (average-plus 60 %, average 50 %, average-minus 40 %: Law
//! 12C2) given as a share of the top, and each line of a Mitchell ranked on its own.

use crate::movement::{Line, Pair};
use std::collections::BTreeMap;

/// A score the director assigns to one side of a board (Law 12C2).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Assigned {
    /// 60 % of the top.
    AveragePlus,
    /// 50 %.
    Average,
    /// 40 %.
    AverageMinus,
    /// Any share of the top, in per cent (a split or weighted score).
    Percent(f64),
}

impl Assigned {
    /// The share of the top, in per cent.
    #[must_use]
    pub fn percent(self) -> f64 {
        match self {
            Assigned::AveragePlus => 60.0,
            Assigned::Average => 50.0,
            Assigned::AverageMinus => 40.0,
            Assigned::Percent(p) => p,
        }
    }
}

/// What happened on a board at one table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Outcome {
    /// The North-South score (East-West's is its negative).
    Score(i32),
    /// The director's assigned scores for each side (a board not played, or an irregularity).
    Assigned {
        /// North-South's.
        ns: Assigned,
        /// East-West's.
        ew: Assigned,
    },
}

/// One line of a traveller: a board, who played it, and what happened.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct BoardResult {
    /// The board number.
    pub board: u32,
    /// The pair North-South.
    pub ns: Pair,
    /// The pair East-West.
    pub ew: Pair,
    /// The result.
    pub outcome: Outcome,
}

/// A pair's place in a ranking.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The place (from 1); tied pairs share it.
    pub place: u32,
    /// Whether another pair shares the place (printed `3=`).
    pub tied: bool,
    /// The pair.
    pub pair: Pair,
    /// Matchpoints, factored, as published: each board's rounded as [`Rounding`] says, then
    /// added up.
    pub matchpoints: f64,
    /// The same before any rounding: it splits pairs whose published totals are equal.
    pub unrounded: f64,
    /// The tops of the boards the pair played, added up.
    pub top: f64,
    /// `matchpoints / top`, in per cent.
    pub percent: f64,
    /// Boards played or assigned.
    pub boards: u32,
}

/// Results that cannot be ranked.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RankError {
    /// A pair appears twice on one board.
    #[error("board {board}: {pair} has two results")]
    Twice {
        /// The board.
        board: u32,
        /// The pair.
        pair: String,
    },
    /// A pair plays against itself.
    #[error("board {board}: {pair} cannot play against itself")]
    Itself {
        /// The board.
        board: u32,
        /// The pair.
        pair: String,
    },
}

/// The matchpoints each side of a board's results scores: (North-South, East-West) in the order
/// given, out of a top of `2 × (full − 1)`, where `full` is how many results the board should
/// have had (Neuberg's formula factors a board with fewer scores up to it).
#[must_use]
pub fn board_matchpoints(outcomes: &[Outcome], full: usize) -> Vec<(f64, f64)> {
    let full = full.max(outcomes.len()).max(1);
    let top = 2.0 * (full as f64 - 1.0);
    let scores: Vec<i32> = outcomes
        .iter()
        .filter_map(|o| match o {
            Outcome::Score(s) => Some(*s),
            Outcome::Assigned { .. } => None,
        })
        .collect();
    let n = scores.len();
    let factored = |mp: f64| if n == full { mp } else { (mp + 1.0) * full as f64 / n as f64 - 1.0 };
    outcomes
        .iter()
        .map(|o| match o {
            Outcome::Score(s) => {
                let beaten: u32 = scores.iter().map(|x| if s > x { 2 } else { u32::from(s == x) }).sum::<u32>() - 1;
                let ns = f64::from(beaten);
                let ew = 2.0 * (n as f64 - 1.0) - ns;
                (factored(ns), factored(ew))
            }
            Outcome::Assigned { ns, ew } => (top * ns.percent() / 100.0, top * ew.percent() / 100.0),
        })
        .collect()
}

/// How a board's matchpoints are rounded before they are added up. Scoring programs print a
/// board's matchpoints on its traveller to a tenth (Magic Contest, the FFB's) or a hundredth, and
/// add up what they printed: a total then differs from the exact sum by a few tenths, and so
/// can a place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Rounding {
    /// Exact matchpoints (Neuberg's fractions kept whole).
    #[default]
    Exact,
    /// Each side's matchpoints on a board rounded, half up, to this many decimals.
    Decimals(u8),
}

impl Rounding {
    /// `mp` rounded as this says.
    #[must_use]
    pub fn round(self, mp: f64) -> f64 {
        match self {
            Rounding::Exact => mp,
            Rounding::Decimals(d) => {
                let f = 10f64.powi(i32::from(d));
                // The margin keeps a printed 12.05 (stored a hair below) rounding up.
                (mp * f + 1e-6).round() / f
            }
        }
    }
}

/// Each board's results, with their places in the list given.
type ByBoard<'a> = BTreeMap<u32, Vec<(usize, &'a BoardResult)>>;

/// Checks the results and groups them by board (the order kept within a board).
fn by_board(results: &[BoardResult]) -> Result<ByBoard<'_>, RankError> {
    let mut boards = ByBoard::new();
    for (i, r) in results.iter().enumerate() {
        if r.ns == r.ew {
            return Err(RankError::Itself { board: r.board, pair: r.ns.to_string() });
        }
        let on = boards.entry(r.board).or_default();
        for p in [r.ns, r.ew] {
            if on.iter().any(|(_, x)| x.ns == p || x.ew == p) {
                return Err(RankError::Twice { board: r.board, pair: p.to_string() });
            }
        }
        on.push((i, r));
    }
    Ok(boards)
}

/// Each result's matchpoints, unrounded, (North-South, East-West), in the order of `results`,
/// and the top of a board: a board's full count is the most results any board has.
fn line_matchpoints(results: &[BoardResult]) -> Result<(Vec<(f64, f64)>, f64), RankError> {
    let boards = by_board(results)?;
    let full = boards.values().map(Vec::len).max().unwrap_or(0);
    let mut mps = vec![(0.0, 0.0); results.len()];
    for on in boards.values() {
        let outcomes: Vec<Outcome> = on.iter().map(|(_, r)| r.outcome).collect();
        for ((i, _), mp) in on.iter().zip(board_matchpoints(&outcomes, full)) {
            mps[*i] = mp;
        }
    }
    Ok((mps, 2.0 * (full as f64 - 1.0)))
}

/// Each result's matchpoints as a traveller prints them, (North-South, East-West), in the order
/// of `results`.
///
/// # Errors
/// A pair with two results on one board, or playing itself.
pub fn traveller_matchpoints(results: &[BoardResult], rounding: Rounding) -> Result<Vec<(f64, f64)>, RankError> {
    Ok(line_matchpoints(results)?.0.into_iter().map(|(ns, ew)| (rounding.round(ns), rounding.round(ew))).collect())
}

/// Ranks a pairs session by matchpoints: one ranking for a field whose pairs play both lines
/// (a Howell), or one for each line (a Mitchell: North-South, then East-West). A board's full
/// count is the most results any board has.
///
/// # Errors
/// A pair with two results on one board, or playing itself.
pub fn rank_matchpoints(results: &[BoardResult]) -> Result<Vec<Vec<Standing>>, RankError> {
    rank_matchpoints_rounded(results, Rounding::Exact)
}

/// [`rank_matchpoints`], each board's matchpoints rounded as `rounding` says before they are
/// added up; pairs level on the rounded totals are split by the unrounded ones.
///
/// # Errors
/// A pair with two results on one board, or playing itself.
pub fn rank_matchpoints_rounded(results: &[BoardResult], rounding: Rounding) -> Result<Vec<Vec<Standing>>, RankError> {
    let (mps, top) = line_matchpoints(results)?;
    // Per pair: published matchpoints, unrounded ones, tops, boards.
    let mut totals: BTreeMap<Pair, (f64, f64, f64, u32)> = BTreeMap::new();
    for (r, (ns, ew)) in results.iter().zip(mps) {
        for (p, mp) in [(r.ns, ns), (r.ew, ew)] {
            let t = totals.entry(p).or_insert((0.0, 0.0, 0.0, 0));
            *t = (t.0 + rounding.round(mp), t.1 + mp, t.2 + top, t.3 + 1);
        }
    }
    Ok(ranked_lines(totals.keys(), results)
        .into_iter()
        .map(|group| {
            let mut v: Vec<Standing> = totals
                .iter()
                .filter(|(p, _)| group.contains(&p.line))
                .map(|(p, (mp, unrounded, top, boards))| Standing {
                    place: 0,
                    tied: false,
                    pair: *p,
                    matchpoints: *mp,
                    unrounded: *unrounded,
                    top: *top,
                    percent: if *top > 0.0 { 100.0 * mp / top } else { 50.0 },
                    boards: *boards,
                })
                .collect();
            places(&mut v);
            v
        })
        .filter(|v| !v.is_empty())
        .collect())
}

/// A pair's place in a ranking by IMPs across the field.
#[derive(Debug, Clone, PartialEq)]
pub struct ImpStanding {
    /// From 1; tied pairs share the place.
    pub place: u32,
    /// Another pair has the same total.
    pub tied: bool,
    /// The pair.
    pub pair: Pair,
    /// IMPs over the boards played.
    pub imps: f64,
    /// Boards played.
    pub boards: u32,
}

/// IMPs a side gets for the director's assigned score: 3 for average-plus (60 %), -3 for
/// average-minus, in proportion between (the usual reading of Law 12C2 at IMPs).
#[must_use]
pub fn assigned_imps(a: Assigned) -> f64 {
    (a.percent() - 50.0) * 0.3
}

/// Ranks a pairs session by IMPs across the field: on each board the North–South scores
/// played are compared by `per_board` (cross-IMPs or Butler, from the scoring crate: it gives
/// each North–South score its IMPs, East–West's are their negative); an assigned score gets
/// [`assigned_imps`]. Each Mitchell line is ranked apart, as by matchpoints.
///
/// # Errors
/// A pair twice on a board, or against itself.
pub fn rank_imps(
    results: &[BoardResult],
    per_board: impl Fn(&[i32]) -> Vec<f64>,
) -> Result<Vec<Vec<ImpStanding>>, RankError> {
    // The same checks as for matchpoints.
    by_board(results)?;
    let mut boards: BTreeMap<u32, Vec<&BoardResult>> = BTreeMap::new();
    for r in results {
        boards.entry(r.board).or_default().push(r);
    }
    let mut totals: BTreeMap<Pair, (f64, u32)> = BTreeMap::new();
    for on in boards.values() {
        let played: Vec<&&BoardResult> = on.iter().filter(|r| matches!(r.outcome, Outcome::Score(_))).collect();
        let scores: Vec<i32> = played.iter().map(|r| if let Outcome::Score(s) = r.outcome { s } else { 0 }).collect();
        let imps = per_board(&scores);
        for (r, i) in played.iter().zip(imps) {
            for (p, v) in [(r.ns, i), (r.ew, -i)] {
                let t = totals.entry(p).or_insert((0.0, 0));
                (t.0, t.1) = (t.0 + v, t.1 + 1);
            }
        }
        for r in on.iter() {
            if let Outcome::Assigned { ns, ew } = r.outcome {
                for (p, a) in [(r.ns, ns), (r.ew, ew)] {
                    let t = totals.entry(p).or_insert((0.0, 0));
                    (t.0, t.1) = (t.0 + assigned_imps(a), t.1 + 1);
                }
            }
        }
    }
    Ok(ranked_lines(totals.keys(), results)
        .into_iter()
        .map(|group| {
            let mut v: Vec<ImpStanding> = totals
                .iter()
                .filter(|(p, _)| group.contains(&p.line))
                .map(|(p, (imps, boards))| ImpStanding {
                    place: 0,
                    tied: false,
                    pair: *p,
                    imps: *imps,
                    boards: *boards,
                })
                .collect();
            // To the hundredth, as totals are printed; tied pairs share the place.
            let key = |s: &ImpStanding| (s.imps * 100.0).round() as i64;
            v.sort_by(|a, b| key(b).cmp(&key(a)).then(a.pair.cmp(&b.pair)));
            let keys: Vec<i64> = v.iter().map(key).collect();
            for (i, s) in v.iter_mut().enumerate() {
                s.place = keys.iter().position(|k| *k == keys[i]).unwrap_or(i) as u32 + 1;
                s.tied = keys.iter().filter(|k| **k == keys[i]).count() > 1;
            }
            v
        })
        .filter(|v| !v.is_empty())
        .collect())
}

/// The groups ranked apart: a Howell's field as one, a Mitchell's two lines each on its own,
/// unless the arrow was switched (a pair of one line sat in the other's seats).
fn ranked_lines<'a>(mut pairs: impl Iterator<Item = &'a Pair>, results: &[BoardResult]) -> Vec<Vec<Line>> {
    let switched = results.iter().any(|r| r.ns.line == Line::EastWest || r.ew.line == Line::NorthSouth);
    if switched || pairs.any(|p| p.line == Line::Field) {
        vec![vec![Line::Field, Line::NorthSouth, Line::EastWest]]
    } else {
        vec![vec![Line::NorthSouth], vec![Line::EastWest]]
    }
}

/// Sorts by percentage (to the hundredth, as results are printed), pairs level there by their
/// unrounded percentage (to a millionth, below the noise of adding fractions in another order),
/// and gives pairs level on both the same place.
fn places(v: &mut [Standing]) {
    let key = |s: &Standing| {
        let exact = if s.top > 0.0 { 100.0 * s.unrounded / s.top } else { 50.0 };
        ((s.percent * 100.0).round() as i64, (exact * 1e6).round() as i64)
    };
    v.sort_by(|a, b| key(b).cmp(&key(a)).then(a.pair.cmp(&b.pair)));
    for i in 0..v.len() {
        let first = v.iter().position(|s| key(s) == key(&v[i])).unwrap_or(i);
        v[i].place = first as u32 + 1;
        v[i].tied = v.iter().filter(|s| key(s) == key(&v[i])).count() > 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field(n: u32) -> Pair {
        Pair { line: Line::Field, number: n }
    }

    #[test]
    fn a_tenth_rounds_half_up_even_where_binary_falls_short() {
        let r = Rounding::Decimals(1);
        // 12.05 is stored a hair below; a traveller prints 12.1.
        assert_eq!(r.round(12.05), 12.1);
        assert_eq!(r.round(28.333_333), 28.3);
        assert_eq!(r.round(0.0), 0.0);
        assert_eq!(Rounding::Exact.round(28.333_333), 28.333_333);
    }

    /// Rounded board by board, two pairs can have the same printed total and different exact
    /// ones: the exact total splits them; the same exact totals share the place.
    #[test]
    fn printed_totals_level_are_split_by_the_exact_ones() {
        let standing = |n, mp: f64, unrounded: f64| Standing {
            place: 0,
            tied: false,
            pair: field(n),
            matchpoints: mp,
            unrounded,
            top: 100.0,
            percent: mp,
            boards: 10,
        };
        let mut v = vec![standing(1, 59.3, 59.23), standing(2, 59.3, 59.24), standing(3, 59.3, 59.24)];
        places(&mut v);
        let got: Vec<_> = v.iter().map(|s| (s.pair.number, s.place, s.tied)).collect();
        assert_eq!(got, [(2, 1, true), (3, 1, true), (1, 3, false)]);
    }

    /// A board played 3 times of 4 (one average-plus): Neuberg's fractions, then rounded.
    #[test]
    fn rounding_applies_to_each_board_before_the_totals() {
        let r = |board, ns, ew, outcome| BoardResult { board, ns: field(ns), ew: field(ew), outcome };
        let plus = Outcome::Assigned { ns: Assigned::AveragePlus, ew: Assigned::AveragePlus };
        let results = [
            r(1, 1, 2, Outcome::Score(420)),
            r(1, 3, 4, Outcome::Score(450)),
            r(1, 5, 6, Outcome::Score(-50)),
            r(1, 7, 8, plus),
        ];
        let exact = traveller_matchpoints(&results, Rounding::Exact).unwrap();
        // 2 of 4 matchpoints beaten by 420, (2 + 1) × 4/3 − 1 = 3 of a top of 6.
        assert_eq!(exact[0], (3.0, 3.0));
        // −50 beats nothing: (0 + 1) × 4/3 − 1 = 1/3.
        assert!((exact[2].0 - 1.0 / 3.0).abs() < 1e-12);
        let tenth = traveller_matchpoints(&results, Rounding::Decimals(1)).unwrap();
        assert_eq!(tenth[2], (0.3, 5.7));
        assert_eq!(tenth[3], (3.6, 3.6));
        let ranking = rank_matchpoints_rounded(&results, Rounding::Decimals(1)).unwrap();
        let pair5 = ranking[0].iter().find(|s| s.pair == field(5)).unwrap();
        assert_eq!((pair5.matchpoints, pair5.top), (0.3, 6.0));
        assert!((pair5.unrounded - 1.0 / 3.0).abs() < 1e-12);
    }
}
