//! Minibridge (seed 003): notrump only, the contract set by the high-card points of the
//! partnership through the decision table, with no auction.
//!
//! The procedure, as seed 003 gives it: from the dealer, each player in turn with 12 points
//! or more opens ("J'ouvre"), the others pass; four passes and the cards are dealt again.
//! The opener's partner announces their points; if the side has 20 or more, the opener asks
//! for the table's number of tricks. Otherwise the opener passes, the player on the opener's
//! right announces their points, and that player's partner asks for the table's contract.

use crate::deal::Deal;
use crate::seat::Seat;

/// The decision table (seed 003, "Table de décision"): tricks a side can hope for with its
/// high-card points; `None` below 20.
#[must_use]
pub const fn decision_table(side_hcp: u32) -> Option<u8> {
    match side_hcp {
        37..=40 => Some(13),
        33..=36 => Some(12),
        30..=32 => Some(11),
        27..=29 => Some(10),
        25..=26 => Some(9),
        23..=24 => Some(8),
        20..=22 => Some(7),
        _ => None,
    }
}

/// Points a player needs to open (seed 003: "au moins 12 points").
pub const OPENING_POINTS: u32 = 12;

/// One thing said during the procedure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Announcement {
    /// "Je passe": fewer than 12 points.
    Pass {
        /// Who.
        seat: Seat,
        /// Their points.
        hcp: u32,
    },
    /// "J'ouvre".
    Open {
        /// Who.
        seat: Seat,
        /// Their points.
        hcp: u32,
    },
    /// "J'ai N points".
    Points {
        /// Who.
        seat: Seat,
        /// Their points.
        hcp: u32,
    },
    /// The opener's side has fewer than 20: the opener passes after all.
    OpenerPasses {
        /// The opener.
        seat: Seat,
        /// The side's total.
        total: u32,
    },
    /// "Contrat de N levées".
    Contract {
        /// The declarer.
        seat: Seat,
        /// The side's total.
        total: u32,
        /// Tricks to take (7..=13).
        tricks: u8,
    },
}

impl Announcement {
    /// Who speaks.
    #[must_use]
    pub const fn seat(&self) -> Seat {
        match *self {
            Announcement::Pass { seat, .. }
            | Announcement::Open { seat, .. }
            | Announcement::Points { seat, .. }
            | Announcement::OpenerPasses { seat, .. }
            | Announcement::Contract { seat, .. } => seat,
        }
    }
}

/// What the player says, in the seed's words, with the points behind it:
/// `12 points: "J'ouvre"`, `23 points: "Contrat de 8 levées" (2NT)`.
impl core::fmt::Display for Announcement {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Announcement::Pass { hcp, .. } => write!(f, "{hcp} points: \"Je passe\""),
            Announcement::Open { hcp, .. } => write!(f, "{hcp} points: \"J'ouvre\""),
            Announcement::Points { hcp, .. } => write!(f, "\"J'ai {hcp} points\""),
            Announcement::OpenerPasses { total, .. } => write!(f, "{total} < 20: \"Je passe\""),
            Announcement::Contract { total, tricks, .. } => {
                write!(f, "{total} points: \"Contrat de {tricks} levées\" ({}NT)", tricks - 6)
            }
        }
    }
}

/// How the procedure ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MiniOutcome {
    /// Nobody had 12 points: deal again.
    Redeal,
    /// A notrump contract.
    Contract {
        /// Who plays it (dummy is the partner; the left-hand opponent leads).
        declarer: Seat,
        /// Tricks to take, 7..=13.
        tricks: u8,
        /// The declaring side's points.
        side_hcp: u32,
    },
}

/// The whole procedure: what each player says, and the outcome.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MiniProcedure {
    /// In order.
    pub steps: Vec<Announcement>,
    /// The result.
    pub outcome: MiniOutcome,
}

/// Runs seed 003's procedure on a deal.
#[must_use]
pub fn procedure(deal: &Deal, dealer: Seat) -> MiniProcedure {
    let hcp = |s: Seat| deal.hand(s).hcp();
    let mut steps = Vec::new();
    let Some(opener) = dealer.from_here().into_iter().find(|s| {
        let p = hcp(*s);
        if p >= OPENING_POINTS {
            steps.push(Announcement::Open { seat: *s, hcp: p });
            true
        } else {
            steps.push(Announcement::Pass { seat: *s, hcp: p });
            false
        }
    }) else {
        return MiniProcedure { steps, outcome: MiniOutcome::Redeal };
    };
    let partner = opener.partner();
    steps.push(Announcement::Points { seat: partner, hcp: hcp(partner) });
    let total = hcp(opener) + hcp(partner);
    let (declarer, total) = match decision_table(total) {
        Some(_) => (opener, total),
        None => {
            steps.push(Announcement::OpenerPasses { seat: opener, total });
            let rho = opener.rho();
            steps.push(Announcement::Points { seat: rho, hcp: hcp(rho) });
            (rho.partner(), hcp(rho) + hcp(rho.partner()))
        }
    };
    // The other side holds 40 - total > 20 points when the opener's side has under 20.
    let tricks = decision_table(total).unwrap_or(7);
    steps.push(Announcement::Contract { seat: declarer, total, tricks });
    MiniProcedure { steps, outcome: MiniOutcome::Contract { declarer, tricks, side_hcp: total } }
}
