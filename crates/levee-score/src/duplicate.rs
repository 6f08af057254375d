//! The score of one deal: duplicate (competition) scoring, Law 77, as seed 000's "Tableau
//! Général de la Marque" and seed 002's part B give it.
//!
//! The functions here are the building blocks of the rubber and Chicago sheets too: trick
//! points, overtricks, bonuses and undertricks are computed once, in [`Breakdown`].

use levee_core::{AuctionResult, Contract, Doubling, Side, Strain, Vulnerability};

/// Which doubled-undertrick rule to use. Duplicate always uses [`Undertricks::Modern`];
/// rubber may use either (seed 002, "règle introduite en 1987").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Undertricks {
    /// Since 1987: doubled non-vulnerable undertricks cost 100, 200, 200, then 300 each
    /// from the fourth (redoubled: twice that).
    #[default]
    Modern,
    /// Before 1987 (seed 002's rubber table): 100 for the first, 200 for each further
    /// doubled non-vulnerable undertrick.
    Classic,
}

/// A result that cannot be scored.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ScoreError {
    /// More than 13 tricks.
    #[error("{0} tricks: a deal has 13 tricks, so declarer takes 0 to 13")]
    TooManyTricks(u8),
}

/// The parts of a score, from declarer's side's point of view. Positive parts go to
/// declarer's side; `undertricks` goes to the defenders.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Breakdown {
    /// Points for the tricks bid and made (below the line in rubber).
    pub trick_points: i32,
    /// Points for overtricks.
    pub overtricks: i32,
    /// The bonus for making a doubled (50) or redoubled (100) contract.
    pub insult: i32,
    /// Part-score bonus (50) in duplicate.
    pub partscore_bonus: i32,
    /// Game bonus (300 / 500) in duplicate.
    pub game_bonus: i32,
    /// Slam bonus (500 / 750, 1000 / 1500).
    pub slam_bonus: i32,
    /// Penalty points the defenders score when the contract fails.
    pub undertricks: i32,
}

impl Breakdown {
    /// The duplicate total for declarer's side: negative when the contract failed.
    #[must_use]
    pub fn total(&self) -> i32 {
        self.trick_points + self.overtricks + self.insult + self.partscore_bonus + self.game_bonus + self.slam_bonus
            - self.undertricks
    }

    /// Lines of an explanation, such as `trick points 4 x 30 = 120`.
    #[must_use]
    pub fn explain(&self, contract: Contract, vulnerable: bool, tricks: u8) -> Vec<String> {
        let mut out = Vec::new();
        let vul = if vulnerable { "vulnerable" } else { "not vulnerable" };
        out.push(format!("{contract} {vul}, {tricks} tricks (needed {})", contract.tricks_needed()));
        let parts = [
            ("trick points (bid and made)", self.trick_points),
            ("overtricks", self.overtricks),
            ("bonus for making a doubled contract", self.insult),
            ("part-score bonus", self.partscore_bonus),
            ("game bonus", self.game_bonus),
            ("slam bonus", self.slam_bonus),
        ];
        for (name, v) in parts {
            if v != 0 {
                out.push(format!("{name}: {v}"));
            }
        }
        if self.undertricks != 0 {
            let down = contract.tricks_needed().saturating_sub(tricks);
            out.push(format!("down {down}: {} to the defenders", self.undertricks));
        }
        out
    }
}

/// Points for one trick of a strain bid and made, undoubled: the first NT trick is 40.
#[must_use]
pub const fn trick_value(strain: Strain, first: bool) -> i32 {
    match strain {
        Strain::Clubs | Strain::Diamonds => 20,
        Strain::Hearts | Strain::Spades => 30,
        Strain::NoTrump if first => 40,
        Strain::NoTrump => 30,
    }
}

const fn multiplier(d: Doubling) -> i32 {
    match d {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    }
}

/// Trick points of a contract bid and made (what counts towards game).
#[must_use]
pub fn contract_trick_points(contract: Contract) -> i32 {
    let level = i32::from(contract.level.get());
    let base = trick_value(contract.strain, true) + (level - 1) * trick_value(contract.strain, false);
    base * multiplier(contract.doubling)
}

/// The penalty for `down` undertricks (Law 77).
#[must_use]
pub fn undertrick_penalty(down: u8, vulnerable: bool, doubling: Doubling, rule: Undertricks) -> i32 {
    let down = i32::from(down);
    if down == 0 {
        return 0;
    }
    match doubling {
        Doubling::Undoubled => down * if vulnerable { 100 } else { 50 },
        Doubling::Doubled | Doubling::Redoubled => {
            let m = multiplier(doubling) / 2;
            let doubled = if vulnerable {
                200 + (down - 1) * 300
            } else {
                match rule {
                    Undertricks::Classic => 100 + (down - 1) * 200,
                    Undertricks::Modern => 100 + (down - 1).min(2) * 200 + (down - 3).max(0) * 300,
                }
            };
            doubled * m
        }
    }
}

/// The breakdown of a result with the given undertrick rule.
///
/// # Errors
/// [`ScoreError::TooManyTricks`] for more than 13 tricks.
pub fn breakdown_with(
    contract: Contract,
    vulnerable: bool,
    tricks: u8,
    rule: Undertricks,
) -> Result<Breakdown, ScoreError> {
    if tricks > 13 {
        return Err(ScoreError::TooManyTricks(tricks));
    }
    let needed = contract.tricks_needed();
    let mut b = Breakdown::default();
    if tricks < needed {
        b.undertricks = undertrick_penalty(needed - tricks, vulnerable, contract.doubling, rule);
        return Ok(b);
    }
    b.trick_points = contract_trick_points(contract);
    let over = i32::from(tricks - needed);
    b.overtricks = over
        * match contract.doubling {
            Doubling::Undoubled => trick_value(contract.strain, false),
            Doubling::Doubled => {
                if vulnerable {
                    200
                } else {
                    100
                }
            }
            Doubling::Redoubled => {
                if vulnerable {
                    400
                } else {
                    200
                }
            }
        };
    b.insult = match contract.doubling {
        Doubling::Undoubled => 0,
        Doubling::Doubled => 50,
        Doubling::Redoubled => 100,
    };
    if b.trick_points >= 100 {
        b.game_bonus = if vulnerable { 500 } else { 300 };
    } else {
        b.partscore_bonus = 50;
    }
    b.slam_bonus = match contract.level.get() {
        6 => {
            if vulnerable {
                750
            } else {
                500
            }
        }
        7 => {
            if vulnerable {
                1500
            } else {
                1000
            }
        }
        _ => 0,
    };
    Ok(b)
}

/// The duplicate breakdown of a result.
///
/// # Errors
/// [`ScoreError::TooManyTricks`] for more than 13 tricks.
pub fn breakdown(contract: Contract, vulnerable: bool, tricks: u8) -> Result<Breakdown, ScoreError> {
    breakdown_with(contract, vulnerable, tricks, Undertricks::Modern)
}

/// The duplicate score of a contract, for declarer's side (negative when it failed).
///
/// # Errors
/// [`ScoreError::TooManyTricks`] for more than 13 tricks.
pub fn contract_score(contract: Contract, vulnerable: bool, tricks: u8) -> Result<i32, ScoreError> {
    breakdown(contract, vulnerable, tricks).map(|b| b.total())
}

/// The score of a board for North–South: 0 when passed out, otherwise declarer's score seen
/// from North–South.
///
/// # Errors
/// [`ScoreError::TooManyTricks`] for more than 13 tricks.
pub fn board_score(result: AuctionResult, declarer_tricks: u8, vul: Vulnerability) -> Result<i32, ScoreError> {
    match result {
        AuctionResult::PassedOut => Ok(0),
        AuctionResult::Contract { contract, declarer } => {
            let side = declarer.side();
            let s = contract_score(contract, vul.is_vulnerable(side), declarer_tricks)?;
            Ok(if side == Side::NorthSouth { s } else { -s })
        }
    }
}
