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

/// What a player says in the procedure, as a call the table checks: the words of seed 003.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Say {
    /// « Je passe »: under 12 points in the first round, or the opener whose side has under 20.
    Pass,
    /// « J'ouvre »: 12 points or more.
    Open,
    /// « J'ai N points ».
    Points(u32),
    /// « Contrat de N levées » (7 to 13), from the decision table.
    Contract(u8),
}

impl core::fmt::Display for Say {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Say::Pass => f.write_str("Je passe"),
            Say::Open => f.write_str("J'ouvre"),
            Say::Points(n) => write!(f, "J'ai {n} points"),
            Say::Contract(t) => write!(f, "Contrat de {t} levées"),
        }
    }
}

/// Reads what a player says: `P` / `passe` / « Je passe », `O` / « J'ouvre », `10` /
/// « J'ai 10 points », `C9` / « Contrat de 9 levées ».
impl core::str::FromStr for Say {
    type Err = SayError;
    fn from_str(s: &str) -> Result<Say, SayError> {
        let t = s.trim().to_lowercase();
        let t = t.trim_end_matches(['.', '!']);
        let digits: String = t.chars().filter(char::is_ascii_digit).collect();
        if t == "p" || t.contains("passe") || t == "pass" {
            return Ok(Say::Pass);
        }
        if t == "o" || t.contains("ouvre") || t == "open" {
            return Ok(Say::Open);
        }
        if t.starts_with('c') || t.contains("contrat") || t.contains("lev") {
            if let Ok(n) = digits.parse::<u8>()
                && (7..=13).contains(&n)
            {
                return Ok(Say::Contract(n));
            }
            return Err(SayError::Unreadable(s.to_string()));
        }
        match digits.parse::<u32>() {
            Ok(n) if n <= 37 => Ok(Say::Points(n)),
            _ => Err(SayError::Unreadable(s.to_string())),
        }
    }
}

/// The rule of seed 003 that gives what a player says, with the points it turns on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Rule {
    /// 12 points or more: open.
    Open {
        /// The player's points.
        points: u32,
    },
    /// Under 12 in the first round: pass.
    Pass {
        /// The player's points.
        points: u32,
    },
    /// The opener's side has under 20: the opener passes.
    OpenerPasses {
        /// The side's points.
        side: u32,
    },
    /// Say one's points.
    Points {
        /// The player's points.
        points: u32,
    },
    /// The decision table's contract.
    Contract {
        /// The side's points.
        side: u32,
        /// The tricks the table gives.
        tricks: u8,
    },
}

impl core::fmt::Display for Rule {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match *self {
            Rule::Open { points } => write!(f, "you have {points} points: with 12 or more you open"),
            Rule::Pass { points } => write!(f, "you have {points} points: under 12 you pass"),
            Rule::OpenerPasses { side } => write!(f, "your side has {side} points: under 20 the opener passes"),
            Rule::Points { points } => write!(f, "you have {points} points"),
            Rule::Contract { side, tricks } => {
                write!(f, "your side has {side} points: the decision table gives {tricks} tricks")
            }
        }
    }
}

/// Why something said is refused: the rule of seed 003 it breaks.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SayError {
    /// Not this player's turn to speak.
    #[error("it is {expected:#}'s turn to speak, not {seat:#}'s")]
    OutOfTurn {
        /// Who speaks now.
        expected: Seat,
        /// Who tried.
        seat: Seat,
    },
    /// The procedure is over.
    #[error("the contract is set: nothing more to say")]
    Over,
    /// Not what the rule says this player says now.
    #[error("{why}: say « {expected} »")]
    Wrong {
        /// What the player should say.
        expected: Say,
        /// The rule, with the player's points.
        why: String,
        /// The rule as data, for a reader of another language.
        rule: Rule,
    },
    /// Not something a player says.
    #[error(
        "cannot read {0:?}: say « Je passe » (P), « J'ouvre » (O), « J'ai N points » (N) or « Contrat de N levées » (CN)"
    )]
    Unreadable(String),
}

/// Seed 003's procedure as the players speak it, one announcement after another: each is
/// checked against the speaker's hand (the points are the truth), so a learner can say them
/// and be corrected, and the robots say the one the rule gives.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Procedure {
    dealer: Seat,
    /// The players' points (they are what the announcements must say).
    hcp: [u32; 4],
    said: Vec<(Seat, Say)>,
}

impl Procedure {
    /// The procedure of a deal dealt by `dealer`.
    #[must_use]
    pub fn new(deal: &Deal, dealer: Seat) -> Procedure {
        Procedure { dealer, hcp: Seat::ALL.map(|s| deal.hand(s).hcp()), said: Vec::new() }
    }

    /// The dealer.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// What was said so far.
    #[must_use]
    pub fn said(&self) -> &[(Seat, Say)] {
        &self.said
    }

    /// Who speaks next and what the rule has them say; `None` once settled.
    #[must_use]
    pub fn expected(&self) -> Option<(Seat, Say)> {
        let pts = |s: Seat| self.hcp[s.index()];
        let opener = self.said.iter().find(|(_, w)| *w == Say::Open).map(|(s, _)| *s);
        let Some(opener) = opener else {
            // The first round: from the dealer, each passes or opens.
            if self.said.len() == 4 {
                return None;
            }
            let s = self.dealer.add(self.said.len());
            return Some((s, if pts(s) >= OPENING_POINTS { Say::Open } else { Say::Pass }));
        };
        let after: Vec<&(Seat, Say)> = self.said.iter().skip_while(|(_, w)| *w != Say::Open).skip(1).collect();
        let partner = opener.partner();
        let side = pts(opener) + pts(partner);
        match after.len() {
            0 => Some((partner, Say::Points(pts(partner)))),
            1 => Some(match decision_table(side) {
                Some(t) => (opener, Say::Contract(t)),
                None => (opener, Say::Pass),
            }),
            2 if matches!(after[1].1, Say::Pass) => Some((opener.rho(), Say::Points(pts(opener.rho())))),
            3 if matches!(after[1].1, Say::Pass) => {
                let declarer = opener.lho();
                let total = pts(declarer) + pts(declarer.partner());
                Some((declarer, Say::Contract(decision_table(total).unwrap_or(7))))
            }
            _ => None,
        }
    }

    /// Who speaks next.
    #[must_use]
    pub fn to_say(&self) -> Option<Seat> {
        self.expected().map(|(s, _)| s)
    }

    /// Whether `seat` may say `what` now: it must be their turn and the truth of their points.
    ///
    /// # Errors
    /// [`SayError`] with the rule.
    pub fn check(&self, seat: Seat, what: Say) -> Result<(), SayError> {
        let (expected_seat, expected) = self.expected().ok_or(SayError::Over)?;
        if seat != expected_seat {
            return Err(SayError::OutOfTurn { expected: expected_seat, seat });
        }
        if what == expected {
            return Ok(());
        }
        let mine = self.hcp[seat.index()];
        let side = mine + self.hcp[seat.partner().index()];
        let rule = match expected {
            Say::Open => Rule::Open { points: mine },
            Say::Pass if self.said.iter().all(|(_, w)| *w != Say::Open) => Rule::Pass { points: mine },
            Say::Pass => Rule::OpenerPasses { side },
            Say::Points(_) => Rule::Points { points: mine },
            Say::Contract(tricks) => Rule::Contract { side, tricks },
        };
        Err(SayError::Wrong { expected, why: rule.to_string(), rule })
    }

    /// `seat` says `what`.
    ///
    /// # Errors
    /// As [`Procedure::check`]; nothing changes.
    pub fn say(&mut self, seat: Seat, what: Say) -> Result<(), SayError> {
        self.check(seat, what)?;
        self.said.push((seat, what));
        Ok(())
    }

    /// Takes back the last announcement.
    pub fn undo(&mut self) -> Option<Say> {
        self.said.pop().map(|(_, w)| w)
    }

    /// How it ended: a notrump contract for the declarer, or a redeal when all four passed.
    #[must_use]
    pub fn settled(&self) -> Option<crate::round::Settled<(crate::Contract, Seat)>> {
        if self.expected().is_some() {
            return None;
        }
        Some(match self.said.last() {
            Some((declarer, Say::Contract(t))) => crate::round::Settled::Contract((
                crate::Contract::new(crate::Level::new(t - 6), crate::Strain::NoTrump, crate::Doubling::Undoubled),
                *declarer,
            )),
            _ => crate::round::Settled::Redeal,
        })
    }

    /// The declaring side's points, once the contract is set.
    #[must_use]
    pub fn side_points(&self) -> Option<u32> {
        match self.settled()? {
            crate::round::Settled::Contract((_, d)) => Some(self.hcp[d.index()] + self.hcp[d.partner().index()]),
            _ => None,
        }
    }

    /// The procedure as seed 003 writes it out ([`Announcement`]s), for printing.
    #[must_use]
    pub fn announcements(&self) -> Vec<Announcement> {
        let mut out = Vec::new();
        let mut opened = false;
        for &(seat, w) in &self.said {
            let hcp = self.hcp[seat.index()];
            let side = hcp + self.hcp[seat.partner().index()];
            out.push(match w {
                Say::Pass if !opened => Announcement::Pass { seat, hcp },
                Say::Pass => Announcement::OpenerPasses { seat, total: side },
                Say::Open => {
                    opened = true;
                    Announcement::Open { seat, hcp }
                }
                Say::Points(_) => Announcement::Points { seat, hcp },
                Say::Contract(tricks) => Announcement::Contract { seat, total: side, tricks },
            });
        }
        out
    }
}

impl crate::Bidding for Procedure {
    type Rules = crate::Bridge;
    type Call = Say;
    type Contract = (crate::Contract, Seat);
    type Error = SayError;
    const CLAIMS: bool = true;

    fn start(cards: &Deal, dealer: Seat) -> Procedure {
        Procedure::new(cards, dealer)
    }
    fn dealer(&self) -> Seat {
        Procedure::dealer(self)
    }
    fn to_call(&self) -> Option<Seat> {
        self.to_say()
    }
    fn calls(&self) -> Vec<(Seat, Say)> {
        self.said().to_vec()
    }
    fn legal_calls(&self) -> Vec<Say> {
        self.expected().map(|(_, s)| s).into_iter().collect()
    }
    fn check(&self, seat: Seat, call: Say) -> Result<(), SayError> {
        Procedure::check(self, seat, call)
    }
    fn call(&mut self, seat: Seat, call: Say) -> Result<(), SayError> {
        self.say(seat, call)
    }
    fn undo(&mut self) -> Option<Say> {
        Procedure::undo(self)
    }
    fn settled(&self) -> Option<crate::Settled<(crate::Contract, Seat)>> {
        Procedure::settled(self)
    }
    fn play(&self, cards: Deal, contract: &(crate::Contract, Seat)) -> crate::Play<crate::Bridge> {
        crate::Play::new(cards, contract.0.strain, contract.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every deal's spoken procedure, said by the rule, is the procedure `procedure` runs.
    #[test]
    fn the_spoken_procedure_is_seed_003s() {
        use rand::SeedableRng;
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
        for _ in 0..2000 {
            let deal: Deal = Deal::random(&mut rng, Seat::North);
            for dealer in Seat::ALL {
                let mut p = Procedure::new(&deal, dealer);
                while let Some((s, w)) = p.expected() {
                    p.say(s, w).unwrap();
                }
                let run = procedure(&deal, dealer);
                assert_eq!(p.announcements(), run.steps);
                match (p.settled().unwrap(), run.outcome) {
                    (crate::round::Settled::Redeal, MiniOutcome::Redeal) => {}
                    (crate::round::Settled::Contract((c, d)), MiniOutcome::Contract { declarer, tricks, side_hcp }) => {
                        assert_eq!((d, c.tricks_needed(), p.side_points()), (declarer, tricks, Some(side_hcp)));
                    }
                    (a, b) => panic!("{a:?} {b:?}"),
                }
            }
        }
    }

    #[test]
    fn a_learner_is_corrected() {
        // Seed 003's first example: North 10, East 6, South 15, West 9.
        let deal: Deal = "N:Q6.A543.T82.A754 85432.T8.K53.QJ9 AKJT.Q2.AJ97.863 97.KJ976.Q64.KT2".parse().unwrap();
        let mut p = Procedure::new(&deal, Seat::North);
        let e = p.say(Seat::North, Say::Open).unwrap_err();
        assert_eq!(e.to_string(), "you have 10 points: under 12 you pass: say « Je passe »");
        p.say(Seat::North, "je passe".parse().unwrap()).unwrap();
        assert!(matches!(p.say(Seat::South, Say::Open), Err(SayError::OutOfTurn { .. })));
        p.say(Seat::East, Say::Pass).unwrap();
        p.say(Seat::South, "J'ouvre".parse().unwrap()).unwrap();
        let e = p.say(Seat::North, Say::Points(12)).unwrap_err();
        assert_eq!(e.to_string(), "you have 10 points: say « J'ai 10 points »");
        p.say(Seat::North, "J'ai 10 points".parse().unwrap()).unwrap();
        let e = p.say(Seat::South, Say::Contract(8)).unwrap_err();
        assert!(e.to_string().contains("the decision table gives 9 tricks"), "{e}");
        p.say(Seat::South, "Contrat de 9 levées".parse().unwrap()).unwrap();
        assert_eq!(p.settled().unwrap(), crate::round::Settled::Contract(("3NT".parse().unwrap(), Seat::South)));
    }
}
