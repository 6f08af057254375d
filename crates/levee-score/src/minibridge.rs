//! Minibridge scores (seed 003, "La marque"): notrump contracts of 7 to 13 tricks scored as
//! duplicate non-vulnerable notrump; 50 per undertrick to the defence.

use crate::duplicate::contract_score;
use levee_core::{Contract, Doubling, Level, Strain};

/// The score for declarer's side of a minibridge contract of `level` (1..=7, i.e. 7..=13
/// tricks) when `tricks` were taken (negative when it failed). `None` when the level or
/// tricks are out of range.
#[must_use]
pub fn score(level: u8, tricks: u8) -> Option<i32> {
    let level = Level::try_new(level).ok()?;
    contract_score(Contract::new(level, Strain::NoTrump, Doubling::Undoubled), false, tricks).ok()
}
