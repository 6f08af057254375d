//! The double-dummy solver of levee: the exact number of tricks each side takes with every
//! card visible and perfect play, from any position (the start of a deal or mid-trick); the
//! full 5 × 4 table of a deal; the value of every card the player to move may play.
//!
//! ```
//! use levee_core::{Deal, Seat, Strain};
//! use levee_dds::Solver;
//! let deal: Deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".parse().unwrap();
//! let mut solver = Solver::new();
//! let table = solver.table(&deal);
//! // DDS's own answer for this deal: 5 tricks for North at spades, 8 for East.
//! assert_eq!(table.get(Strain::Spades, Seat::North), 5);
//! assert_eq!(table.get(Strain::Spades, Seat::East), 8);
//! ```
//!
//! The search is described in `search.rs` and `docs/dds.md`. The hot path allocates nothing:
//! the position is a few words, moves live on the stack, and the transposition table is one
//! array sized when the solver is made (the memory bound).

mod position;
mod search;
mod tt;

pub use position::{Position, PositionError};
pub use search::{Stats, Techniques};

use levee_core::{BySeat, Card, Deal, Hand, Seat, Side, Strain, TrickTable};
use search::Searcher;
use std::time::Instant;
use tt::TransTable;

/// The default memory for the transposition table.
pub const DEFAULT_MEMORY: usize = 96 << 20;

/// A solver: owns its transposition table; reuse it across deals (one per thread).
#[derive(Debug)]
pub struct Solver {
    tt: TransTable,
    stats: Stats,
    tech: Techniques,
    killers: [u8; search::KILLER_SLOTS],
    /// The last value found by [`Solver::ns_tricks_same_strain`] (North–South's tricks): the
    /// next search starts there.
    last: Option<u8>,
    /// The strain of the positions the table holds (as `Position::trump`).
    strain: Option<u8>,
    deadline: Option<Instant>,
}

/// The deadline given to a `*_within` call passed before the answer was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the double-dummy search ran out of time")]
pub struct TimeUp;

impl Default for Solver {
    fn default() -> Self {
        Solver::new()
    }
}

/// The value of one card (with its equivalents) for the side playing it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CardValue {
    /// The highest card of the group.
    pub card: Card,
    /// The lower cards equivalent to it (same suit, nothing still in play between them).
    pub equals: Hand,
    /// Tricks the side of the player to move takes (of the remaining ones) after this card.
    pub tricks: u8,
}

impl Solver {
    /// A solver with the default memory bound.
    #[must_use]
    pub fn new() -> Solver {
        Solver::with_memory(DEFAULT_MEMORY)
    }

    /// A solver whose transposition table uses at most `bytes`.
    #[must_use]
    pub fn with_memory(bytes: usize) -> Solver {
        Solver {
            tt: TransTable::with_memory(bytes),
            stats: Stats::default(),
            tech: Techniques::default(),
            killers: [0; search::KILLER_SLOTS],
            deadline: None,
            last: None,
            strain: None,
        }
    }

    /// The same solver with some techniques turned off (for checking the solver against
    /// itself; every combination gives the same answers, only slower).
    #[must_use]
    pub fn with_techniques(mut self, tech: Techniques) -> Solver {
        self.tech = tech;
        self
    }

    /// Counters accumulated since the solver was made.
    #[must_use]
    pub fn stats(&self) -> Stats {
        self.stats
    }

    fn run(&mut self, pos: &Position, target: i32) -> Result<bool, TimeUp> {
        let mut s = Searcher::new(*pos, &mut self.tt, self.tech, &mut self.killers, self.deadline);
        let (r, _) = s.search(target);
        self.stats.nodes += s.stats.nodes;
        self.stats.tt_hits += s.stats.tt_hits;
        self.stats.quick_cuts += s.stats.quick_cuts;
        self.stats.tricks += s.stats.tricks;
        if s.aborted { Err(TimeUp) } else { Ok(r) }
    }

    /// North–South's tricks from `pos` (of the remaining ones), starting the target search
    /// at `guess`. The table keeps what it learnt: positions of the same strain share it.
    fn ns_tricks_from(&mut self, pos: &Position, guess: u8) -> Result<u8, TimeUp> {
        let r = pos.remaining_tricks();
        let (mut lo, mut hi) = (0u8, r);
        let mut t = guess.clamp(1, r.max(1));
        while lo < hi {
            t = t.clamp(lo + 1, hi);
            if self.run(pos, i32::from(t))? {
                lo = t;
                t += 1;
            } else {
                hi = t - 1;
                t = t.saturating_sub(1);
            }
        }
        Ok(lo)
    }

    /// Runs `f` with no deadline: it cannot time out.
    fn untimed<T>(&mut self, f: impl FnOnce(&mut Solver) -> Result<T, TimeUp>) -> T {
        self.deadline = None;
        f(self).unwrap_or_else(|TimeUp| unreachable!("no deadline was set"))
    }

    /// Runs `f` until `deadline`, then clears it.
    fn timed<T>(&mut self, deadline: Instant, f: impl FnOnce(&mut Solver) -> Result<T, TimeUp>) -> Result<T, TimeUp> {
        self.deadline = Some(deadline);
        let r = f(self);
        self.deadline = None;
        r
    }

    /// Tricks North–South take from a position. The table is kept from earlier calls while
    /// the strain stays the same (see [`Solver::ns_tricks_same_strain`] for a line of play).
    pub fn ns_tricks(&mut self, pos: &Position) -> u8 {
        self.last = None;
        self.ns_tricks_same_strain(pos)
    }

    /// Keeps the table for positions of `trump`, or starts a new generation. What the table
    /// holds is true of every position of its strain, whatever the deal: reusing it is sound,
    /// and saves the robots and the analyses that solve many positions of one deal.
    fn for_strain(&mut self, trump: u8) {
        if self.strain != Some(trump) {
            self.tt.new_generation();
            self.strain = Some(trump);
            self.last = None;
        }
    }

    /// Whether North–South take at least `target` tricks from `pos`: one null-window search
    /// (development aid: compares a single search with another solver's).
    #[doc(hidden)]
    pub fn ns_at_least(&mut self, pos: &Position, target: u8) -> bool {
        self.for_strain(pos.trump);
        self.untimed(|s| s.run(pos, i32::from(target)))
    }

    /// Whether `side` takes at least `target` of the remaining tricks from `pos`: one
    /// null-window search, cheaper than the exact count when only a threshold matters (will
    /// the slam make?).
    pub fn at_least(&mut self, pos: &Position, side: Side, target: u8) -> bool {
        let r = pos.remaining_tricks();
        if target == 0 {
            return true;
        }
        if target > r {
            return false;
        }
        self.for_strain(pos.trump);
        match side {
            Side::NorthSouth => self.untimed(|s| s.run(pos, i32::from(target))),
            Side::EastWest => !self.untimed(|s| s.run(pos, i32::from(r - target + 1))),
        }
    }

    /// As [`Solver::ns_tricks`], for the positions of a line of play (a trace): each value is
    /// within a trick of the one before, and the search starts from it.
    pub fn ns_tricks_same_strain(&mut self, pos: &Position) -> u8 {
        self.for_strain(pos.trump);
        let guess = self.last.unwrap_or_else(|| pos.first_guess());
        let ns = self.untimed(|s| s.ns_tricks_from(pos, guess));
        self.last = Some(ns);
        ns
    }

    /// As [`Solver::ns_tricks`], giving up at `deadline`.
    ///
    /// # Errors
    /// [`TimeUp`] when the deadline passes first; what the table learnt until then is kept
    /// (only proven bounds are ever stored).
    pub fn ns_tricks_within(&mut self, pos: &Position, deadline: Instant) -> Result<u8, TimeUp> {
        self.for_strain(pos.trump);
        let guess = pos.first_guess();
        self.timed(deadline, |s| s.ns_tricks_from(pos, guess))
    }

    /// Tricks the side of the player to move takes from a position.
    pub fn tricks(&mut self, pos: &Position) -> u8 {
        let ns = self.ns_tricks(pos);
        if pos.to_play().side() == Side::NorthSouth { ns } else { pos.remaining_tricks() - ns }
    }

    /// Tricks the side on lead takes at the start of a deal (`leader` on lead, `strain`).
    pub fn tricks_on_lead(&mut self, deal: &Deal, strain: Strain, leader: Seat) -> u8 {
        self.tricks(&Position::new(deal, strain, leader))
    }

    /// The full table: tricks for each declarer in each strain.
    pub fn table(&mut self, deal: &Deal) -> TrickTable {
        self.table_of(&deal.hands()).unwrap_or_else(|e| unreachable!("a deal is a valid layout: {e}"))
    }

    /// The table of an ending: hands of equal length (13 cards or fewer), each declarer's
    /// side's tricks of those left, declarer's left-hand opponent on lead.
    ///
    /// # Errors
    /// [`PositionError`] when the hands are not of equal length or share a card.
    pub fn table_of(&mut self, hands: &BySeat<Hand>) -> Result<TrickTable, PositionError> {
        let start = Position::from_parts(*hands, Strain::NoTrump, Seat::West, &[])?;
        let r = start.remaining_tricks();
        let mut table = TrickTable::default();
        // The strain the table holds first: its entries serve at once.
        let mut strains = Strain::ASC;
        // A new deal: the last deal's killers mislead more than an empty slot does (-4 %
        // nodes on list100 and on 40 random deals, -1.3 % on largest's deals 0-5).
        self.killers = [0; search::KILLER_SLOTS];
        if let Some(i) = strains.iter().position(|s| Some(position::strain_code(*s)) == self.strain) {
            strains.swap(0, i);
        }
        for strain in strains {
            self.for_strain(position::strain_code(strain));
            let mut guess = Position { trump: position::strain_code(strain), ..start }.first_guess();
            // Partners' answers are closest to each other, so each side's two declarers come
            // in turn; probing one trick above the last answer first costs fewer nodes than
            // probing at it (-1.7 % to -3.3 % nodes on list100 0-59, 140 random deals; even on
            // largest's deals 0-3).
            for declarer in [Seat::North, Seat::South, Seat::East, Seat::West] {
                let pos = Position { trump: position::strain_code(strain), leader: declarer.lho() as u8, ..start };
                let ns = self.untimed(|s| s.ns_tricks_from(&pos, guess + 1));
                guess = ns;
                let t = if declarer.side() == Side::NorthSouth { ns } else { r - ns };
                table.set(strain, declarer, t);
            }
        }
        Ok(table)
    }

    /// The value of each legal card of the player to move, one entry per group of
    /// equivalent cards, best first.
    pub fn card_values(&mut self, pos: &Position) -> Vec<CardValue> {
        self.untimed(|s| s.card_values_inner(pos))
    }

    /// As [`Solver::card_values`], giving up at `deadline` (the robots' hard time budget).
    ///
    /// # Errors
    /// [`TimeUp`] when the deadline passes before every card is valued.
    pub fn card_values_within(&mut self, pos: &Position, deadline: Instant) -> Result<Vec<CardValue>, TimeUp> {
        self.timed(deadline, |s| s.card_values_inner(pos))
    }

    fn card_values_inner(&mut self, pos: &Position) -> Result<Vec<CardValue>, TimeUp> {
        self.for_strain(pos.trump);
        let mut groups = [(0u8, 0u64); 13];
        let n = search::generate(pos, &mut groups);
        let mover_ns = pos.to_play().side() == Side::NorthSouth;
        let r = pos.remaining_tricks();
        let mut out = Vec::with_capacity(n);
        let mut guess = r.div_ceil(2);
        for &(c, eq) in &groups[..n] {
            let mut next = *pos;
            let card = position::card(c);
            let winner = next.play(card);
            let won_now = u8::from(winner.is_some_and(|w| w.side() == Side::NorthSouth));
            let ns = won_now + if next.remaining_tricks() == 0 { 0 } else { self.ns_tricks_from(&next, guess)? };
            guess = ns.saturating_sub(won_now).max(1);
            let tricks = if mover_ns { ns } else { r - ns };
            out.push(CardValue { card, equals: Hand::from_bits_truncate(eq), tricks });
        }
        out.sort_by(|a, b| b.tricks.cmp(&a.tricks).then(b.card.cmp(&a.card)));
        Ok(out)
    }
}

/// North–South's likely tricks in a strain, from their high-card points and trump fit (a
/// least-squares fit on DDS's list1000 deals: off by 1.1 tricks on average, against 2.3 for
/// a plain 7). The search steps from it one target at a time, so a closer start saves the
/// steps in between.
fn first_guess(ns: Hand, strain: Strain) -> u8 {
    let hcp: u32 = ns.iter().map(|c| u32::from(c.rank().get().saturating_sub(10))).sum();
    let mut x = 6.5 + 0.3 * (hcp as f32 - 20.0);
    if let Some(suit) = strain.trump() {
        x += 0.7 * (ns.suit_len(suit) as f32 - 6.5);
    }
    x.round().clamp(0.0, 13.0) as u8
}

impl Position {
    /// Where the search for the position's value starts: at the start of the play, the
    /// estimate from points and fit; later, half the tricks left.
    fn first_guess(&self) -> u8 {
        if self.remaining_tricks() == 13 {
            first_guess(self.hand(Seat::North) | self.hand(Seat::South), self.strain())
        } else {
            self.remaining_tricks().div_ceil(2)
        }
    }
}

/// Tables for many deals, in parallel over all cores (one solver per thread).
#[cfg(feature = "parallel")]
pub fn tables_parallel(deals: &[Deal], on_done: &(dyn Fn() + Sync)) -> Vec<TrickTable> {
    use rayon::prelude::*;
    deals
        .par_iter()
        .map_init(Solver::new, |solver, d| {
            let t = solver.table(d);
            on_done();
            t
        })
        .collect()
}
