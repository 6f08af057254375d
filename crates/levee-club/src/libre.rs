//! The « partie libre » (seed 000): series of 6 deals; « les paires sont constituées au hasard
//! parmi les joueurs présents et restent fixes pour une série de 6 donnes ; et sont à nouveau
//! désignées au hasard pour la série suivante ». Players come and go between series. This
//! module draws each series' table and keeps each player's running total; the deals are
//! played elsewhere (by people or robots at a table).

use std::collections::BTreeMap;

/// Deals in a series (seed 000: « séries de 6 donnes »).
pub const DEALS_PER_SERIES: u32 = 6;

/// One series' table: who sits North, East, South and West, and who sits out.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Series {
    /// The series' number, from 1.
    pub number: u32,
    /// The players at North, East, South, West: North–South and East–West are partners.
    pub seats: [String; 4],
    /// The players present who do not play this series.
    pub sitting_out: Vec<String>,
}

/// Why a series cannot be drawn.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LibreError {
    /// Fewer than four players.
    #[error("a series needs four players, {0} present")]
    TooFew(usize),
    /// The same name twice.
    #[error("{0:?} is present twice")]
    Twice(String),
}

/// A partie libre: the series drawn so far and each player's running total.
#[derive(Debug, Clone, Default)]
pub struct Libre {
    series: Vec<Series>,
    totals: BTreeMap<String, i64>,
    /// Series each player has played (for who sits out next).
    played: BTreeMap<String, u32>,
}

impl Libre {
    /// A partie libre with nobody yet.
    #[must_use]
    pub fn new() -> Libre {
        Libre::default()
    }

    /// Draws the next series among the players `present`, with `random` (a number below its
    /// argument, from the caller's generator) deciding. Those who sat out the last series play
    /// first, then those who played fewest series so far; among equals, and for the
    /// partnerships and seats, chance decides.
    ///
    /// # Errors
    /// Fewer than four players, or a name given twice.
    pub fn draw(&mut self, present: &[String], mut random: impl FnMut(usize) -> usize) -> Result<&Series, LibreError> {
        if present.len() < 4 {
            return Err(LibreError::TooFew(present.len()));
        }
        let mut seen = std::collections::BTreeSet::new();
        for p in present {
            if !seen.insert(p) {
                return Err(LibreError::Twice(p.clone()));
            }
        }
        // A random order (Fisher–Yates), then the fewest series played first: a stable sort
        // keeps chance among equals.
        let mut order: Vec<String> = present.to_vec();
        for i in (1..order.len()).rev() {
            order.swap(i, random(i + 1));
        }
        let sat_out_last = self.series.last().map_or(&[][..], |s| &s.sitting_out[..]);
        order.sort_by_key(|p| (!sat_out_last.contains(p), self.played.get(p).copied().unwrap_or(0)));
        let sitting_out = order.split_off(4);
        // The four players take the seats in the shuffled order: partners by chance.
        let seats: [String; 4] = [order[0].clone(), order[1].clone(), order[2].clone(), order[3].clone()];
        for p in &seats {
            *self.played.entry(p.clone()).or_default() += 1;
            self.totals.entry(p.clone()).or_default();
        }
        for p in &sitting_out {
            self.totals.entry(p.clone()).or_default();
        }
        let number = self.series.len() as u32 + 1;
        self.series.push(Series { number, seats, sitting_out });
        Ok(self.series.last().expect("just drawn"))
    }

    /// Scores one deal of the current series: North–South's points (negative when East–West
    /// scored). Each North–South player gains them, each East–West player loses them.
    ///
    /// # Panics
    /// When no series has been drawn.
    pub fn score(&mut self, ns_points: i32) {
        let s = self.series.last().expect("a series is drawn first");
        for (i, p) in s.seats.iter().enumerate() {
            let signed = if i % 2 == 0 { i64::from(ns_points) } else { -i64::from(ns_points) };
            *self.totals.entry(p.clone()).or_default() += signed;
        }
    }

    /// The series drawn so far.
    #[must_use]
    pub fn series(&self) -> &[Series] {
        &self.series
    }

    /// Each player's running total, best first (ties by name).
    #[must_use]
    pub fn standings(&self) -> Vec<(String, i64)> {
        let mut v: Vec<(String, i64)> = self.totals.iter().map(|(p, t)| (p.clone(), *t)).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        v
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| (*s).to_string()).collect()
    }

    /// A small generator for the tests (xorshift).
    fn rng(mut x: u64) -> impl FnMut(usize) -> usize {
        move |n| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % n as u64) as usize
        }
    }

    #[test]
    fn four_players_play_every_series_with_partners_redrawn() {
        let mut l = Libre::new();
        let present = names(&["Ana", "Bea", "Cal", "Dan"]);
        let mut r = rng(7);
        let mut partnerships = std::collections::BTreeSet::new();
        for _ in 0..12 {
            let s = l.draw(&present, &mut r).unwrap().clone();
            assert!(s.sitting_out.is_empty());
            let mut ns = [s.seats[0].clone(), s.seats[2].clone()];
            ns.sort();
            partnerships.insert(ns);
        }
        // Over twelve series chance gives more than one partnership.
        assert!(partnerships.len() > 1, "{partnerships:?}");
    }

    #[test]
    fn a_player_who_sat_out_plays_the_next_series() {
        let mut l = Libre::new();
        let present = names(&["Ana", "Bea", "Cal", "Dan", "Eve", "Flo"]);
        let mut r = rng(3);
        let mut out_before: Vec<String> = Vec::new();
        for _ in 0..9 {
            let s = l.draw(&present, &mut r).unwrap().clone();
            assert_eq!(s.sitting_out.len(), 2);
            for p in &out_before {
                assert!(s.seats.contains(p), "{p} sat out twice running: {s:?}");
            }
            out_before = s.sitting_out.clone();
        }
        // Nine series of four among six: each plays six.
        assert!(l.played.values().all(|n| *n == 6), "{:?}", l.played);
    }

    #[test]
    fn totals_are_the_sides_points_and_sum_to_zero() {
        let mut l = Libre::new();
        let present = names(&["Ana", "Bea", "Cal", "Dan", "Eve"]);
        let mut r = rng(11);
        let s = l.draw(&present, &mut r).unwrap().clone();
        l.score(420);
        l.score(-100);
        let t: BTreeMap<String, i64> = l.standings().into_iter().collect();
        assert_eq!(t[&s.seats[0]], 320);
        assert_eq!(t[&s.seats[2]], 320);
        assert_eq!(t[&s.seats[1]], -320);
        assert_eq!(t[&s.sitting_out[0]], 0);
        assert_eq!(t.values().sum::<i64>(), 0);
        assert_eq!(l.standings()[0].1, 320);
    }

    #[test]
    fn too_few_or_twice_is_refused() {
        let mut l = Libre::new();
        assert_eq!(l.draw(&names(&["A", "B", "C"]), rng(1)).unwrap_err(), LibreError::TooFew(3));
        assert_eq!(l.draw(&names(&["A", "B", "C", "A"]), rng(1)).unwrap_err(), LibreError::Twice("A".into()));
    }
}
