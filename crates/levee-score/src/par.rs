//! Par: the result of a deal when both sides bid perfectly, knowing the double-dummy table.
//!
//! The auction is played out as the field defines it (Matthew Kidd's formulation, the one DDS
//! prints): starting with one side, each side in turn looks for the contract that does best
//! for it over the current one — a higher contract it makes, or a doubled sacrifice — and the
//! auction stops when the side to bid cannot improve its result. Further par contracts are
//! found by setting the chosen strain aside and playing the auction again while the score
//! stays the same. A making par contract is quoted at every level from the lowest that
//! neither outranked by the opponents' best contract nor cheaply sacrificed over, to the
//! highest made; a sacrifice at the level it needs, doubled.

use crate::duplicate::{Undertricks, undertrick_penalty};
use levee_core::{Contract, Doubling, Level, Seat, Side, Strain, TrickTable, Vulnerability};

/// The strains in the order par examines them and prefers them on ties: NT, ♠, ♥, ♦, ♣.
const ORDER: [Strain; 5] = Strain::DESC;

/// One par contract.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParContract {
    /// Who plays it.
    pub side: Side,
    /// The declarers that take the par number of tricks (one seat, or both).
    pub declarers: Vec<Seat>,
    /// The strain.
    pub strain: Strain,
    /// The lowest and highest level at which it is a par contract (equal for a sacrifice).
    pub levels: (u8, u8),
    /// Tricks declarer takes.
    pub tricks: u8,
    /// A doubled sacrifice, going down.
    pub sacrifice: bool,
}

impl ParContract {
    /// The side letters: `NS`, `N`, `S`, `EW`, `E`, `W`.
    #[must_use]
    pub fn seats(&self) -> String {
        if self.declarers.len() == 2 { self.side.code().to_string() } else { self.declarers[0].to_string() }
    }

    fn strain_letter(&self) -> &'static str {
        match self.strain {
            Strain::NoTrump => "N",
            s => s.code(),
        }
    }

    /// As DDS's Par writes it: `NS 234C`, `W 45N`, `EW 4Sx`.
    #[must_use]
    pub fn dds_form(&self) -> String {
        if self.sacrifice {
            format!("{} {}{}x", self.seats(), self.levels.0, self.strain_letter())
        } else {
            let levels: String = (self.levels.0..=self.levels.1).map(|l| char::from(b'0' + l)).collect();
            format!("{} {levels}{}", self.seats(), self.strain_letter())
        }
    }

    /// As DDS's dealer par writes it: `1S-EW+2`, `4S*-EW-1`, `3N-NS`.
    #[must_use]
    pub fn dealer_form(&self) -> String {
        let level = self.levels.0;
        let needed = level + 6;
        if self.sacrifice {
            format!("{level}{}*-{}-{}", self.strain_letter(), self.seats(), needed - self.tricks)
        } else if self.tricks > needed {
            format!("{level}{}-{}+{}", self.strain_letter(), self.seats(), self.tricks - needed)
        } else {
            format!("{level}{}-{}", self.strain_letter(), self.seats())
        }
    }

    /// As people write it: `5♦ by NS`, `1♥ by EW +2`, `4♠X by EW -1`, `3NT by N`: the contract
    /// at its lowest par level, who plays it, and the tricks over or under it.
    #[must_use]
    pub fn people_form(&self) -> String {
        let level = self.levels.0;
        let diff = i16::from(self.tricks) - i16::from(level + 6);
        let doubled = if self.sacrifice { "X" } else { "" };
        let result = match diff {
            0 => String::new(),
            d if d > 0 => format!(" +{d}"),
            d => format!(" {d}"),
        };
        format!("{level}{:#}{doubled} by {}{result}", self.strain, self.seats())
    }

    /// The contract at its lowest par level.
    #[must_use]
    pub fn contract(&self) -> Contract {
        let d = if self.sacrifice { Doubling::Doubled } else { Doubling::Undoubled };
        Contract::new(Level::new(self.levels.0), self.strain, d)
    }
}

/// The par of a deal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Par {
    /// The par score for North–South (negative when East–West gain).
    pub score: i32,
    /// The par contracts; empty when the deal is passed out.
    pub contracts: Vec<ParContract>,
}

fn side_tricks(table: &TrickTable, side: Side, strain: Strain) -> u8 {
    let [a, b] = side.seats();
    table.get(strain, a).max(table.get(strain, b))
}

/// Rank of a strain in bidding: NT highest.
fn rank(s: Strain) -> usize {
    s.index()
}

/// The duplicate score of a contract made with exactly `tricks` at its highest level.
fn making(strain: Strain, tricks: u8, vul: bool) -> i32 {
    let c = Contract::new(Level::new(tricks - 6), strain, Doubling::Undoubled);
    crate::duplicate::contract_score(c, vul, tricks).unwrap_or(0)
}

fn sacrifice_cost(down: u8, vul: bool) -> i32 {
    undertrick_penalty(down, vul, Doubling::Doubled, Undertricks::Modern)
}

/// The contract standing in the auction.
#[derive(Debug, Clone, Copy)]
struct Standing {
    /// Tricks the standing contract needs (6 + level; 6 before any bid).
    tricks: u8,
    strain: Option<Strain>,
    /// North–South's score if it stands.
    score: i32,
    side: Side,
    down: u8,
}

/// Plays the auction out from `first`, strains in `excluded` set aside.
fn converge(table: &TrickTable, vul: Vulnerability, first: Side, excluded: &[Strain]) -> Standing {
    let mut cur = Standing { tricks: 6, strain: None, score: 0, side: first, down: 0 };
    let mut side = first;
    let mut turns = 0;
    loop {
        let isvul = vul.is_vulnerable(side);
        let sign = if side == Side::NorthSouth { 1 } else { -1 };
        // Each strain's best option for this side, best first (NT, ♠ … on ties).
        let mut options: Vec<(i32, Standing)> = Vec::new();
        for strain in ORDER.into_iter().filter(|s| !excluded.contains(s)) {
            let tt = side_tricks(table, side, strain);
            let outranks = tt > cur.tricks || (tt == cur.tricks && cur.strain.is_some_and(|c| rank(strain) > rank(c)));
            if outranks {
                let s = making(strain, tt, isvul);
                options.push((s, Standing { tricks: tt, strain: Some(strain), score: sign * s, side, down: 0 }));
            } else {
                // A sacrifice at the cheapest level that outranks the standing contract.
                let needed =
                    if cur.strain.is_some_and(|c| rank(strain) > rank(c)) { cur.tricks } else { cur.tricks + 1 };
                if needed > 13 || needed <= tt {
                    continue;
                }
                let down = needed - tt;
                let s = -sacrifice_cost(down, isvul);
                options.push((s, Standing { tricks: needed, strain: Some(strain), score: sign * s, side, down }));
            }
        }
        // Stable: equal scores keep the strain order.
        options.sort_by_key(|o| core::cmp::Reverse(o.0));
        let mut improved = false;
        if let Some((s, st)) = options.first() {
            let current_for_side = sign * cur.score;
            if *s > current_for_side {
                cur = *st;
                improved = true;
            }
        }
        turns += 1;
        if !improved && turns > 1 {
            return cur;
        }
        side = side.opponents();
    }
}

/// Par as hand records write it: North–South's score and each par contract in the form
/// DDS writes dealer par (`4H-NS`, `5DX-EW`), for `dealer` dealing.
#[must_use]
pub fn par_forms(table: &TrickTable, vul: Vulnerability, dealer: levee_core::Seat) -> (i32, Vec<String>) {
    let p = par(table, vul, dealer.side());
    (p.score, p.contracts.iter().map(ParContract::dealer_form).collect())
}

/// The par when `first` has the first chance to bid (DDS's `Par` gives it for each side;
/// dealer par gives it for the dealer's side).
#[must_use]
pub fn par(table: &TrickTable, vul: Vulnerability, first: Side) -> Par {
    let best = converge(table, vul, first, &[]);
    if best.score == 0 || best.strain.is_none() {
        return Par { score: 0, contracts: Vec::new() };
    }
    // Other strains reaching the same score.
    let mut found = vec![best];
    let mut excluded = vec![best.strain.unwrap_or(Strain::NoTrump)];
    while excluded.len() < 5 {
        let next = converge(table, vul, first, &excluded);
        if next.score != best.score || next.strain.is_none() {
            break;
        }
        excluded.push(next.strain.unwrap_or(Strain::NoTrump));
        found.push(next);
    }
    let sacrifice = best.down > 0;
    if sacrifice {
        // Sacrifices are listed by strain from NT down (as DDS lists them).
        found.sort_by_key(|s| core::cmp::Reverse(s.strain.map_or(0, rank)));
    }
    let contracts = found.iter().map(|st| describe(table, vul, first, best.score, st)).collect();
    Par { score: best.score, contracts }
}

/// Seats, and for a making contract the range of par levels.
fn describe(table: &TrickTable, vul: Vulnerability, first: Side, par_ns: i32, st: &Standing) -> ParContract {
    let strain = st.strain.unwrap_or(Strain::NoTrump);
    let side = st.side;
    let [a, b] = side.seats();
    let (ta, tb) = (table.get(strain, a), table.get(strain, b));
    let tricks = ta.max(tb);
    let declarers = if ta == tb {
        vec![a, b]
    } else if ta > tb {
        vec![a]
    } else {
        vec![b]
    };
    if st.down > 0 {
        let level = st.tricks - 6;
        return ParContract { side, declarers, strain, levels: (level, level), tricks, sacrifice: true };
    }
    let top = tricks - 6;
    let opp = side.opponents();
    let opp_vul = vul.is_vulnerable(opp);
    // The opponents' best strain: most tricks, the higher-ranking on ties.
    let (opp_best, opp_tricks) = ORDER
        .iter()
        .map(|s| (*s, side_tricks(table, opp, *s)))
        .fold((Strain::NoTrump, 0u8), |acc, x| if x.1 > acc.1 { x } else { acc });
    // Lowest level that still outranks the opponents' best making contract.
    let mut lower: i32 = if rank(opp_best) > rank(strain) {
        i32::from(tricks) - i32::from(opp_tricks) - 1
    } else {
        i32::from(tricks) - i32::from(opp_tricks)
    };
    let par_abs = par_ns.abs();
    // The lowered contract must still be too expensive to sacrifice over in their best strain.
    while lower > 0 {
        let needed = i32::from(tricks) - lower;
        let down = if rank(opp_best) > rank(strain) {
            needed - i32::from(opp_tricks)
        } else {
            needed - i32::from(opp_tricks) + 1
        };
        let cost = if down > 0 { sacrifice_cost(down as u8, opp_vul) } else { 0 };
        if par_abs < cost {
            break;
        }
        lower -= 1;
    }
    // When the opponents bid first, they could sacrifice in the par strain itself.
    let opp_in_strain = i32::from(side_tricks(table, opp, strain));
    let par_for_first_side = if first == Side::NorthSouth { par_ns } else { -par_ns };
    while lower > 0 {
        let down = i32::from(tricks) - lower - opp_in_strain;
        let cost = if down > 0 { sacrifice_cost(down as u8, opp_vul) } else { 0 };
        if par_abs > cost && par_for_first_side < 0 {
            lower -= 1;
        } else {
            break;
        }
    }
    // Each level must keep the par score (the game or slam bonus).
    let isvul = vul.is_vulnerable(side);
    let score_at = |level: u8| {
        let c = Contract::new(Level::new(level), strain, Doubling::Undoubled);
        crate::duplicate::contract_score(c, isvul, tricks).unwrap_or(0)
    };
    let mut low = (i32::from(top) - lower.max(0)).max(1) as u8;
    while low < top && score_at(low) != par_abs {
        low += 1;
    }
    ParContract { side, declarers, strain, levels: (low, top), tricks, sacrifice: false }
}
