//! Every scoring rule of levee, as pure functions and score sheets: the duplicate score of a
//! deal, rubber and Chicago sheets, IMPs, victory points, matchpoints (with Neuberg),
//! cross-IMPs, Butler, and minibridge. Seeds 000, 002 and 003 are the authority; where they
//! are silent or disagree, `docs/rules.md` records the reading.
//!
//! ```
//! use levee_core::Contract;
//! let c: Contract = "4SX".parse().unwrap();
//! // 4♠ doubled, vulnerable, down two: 500 to the defenders.
//! assert_eq!(levee_score::contract_score(c, true, 8).unwrap(), -500);
//! ```

pub mod bridgeote;
mod duplicate;
mod imps;
pub mod minibridge;
mod par;
mod sheet;

pub use duplicate::{
    Breakdown, ScoreError, Undertricks, board_score, breakdown, breakdown_with, contract_score, contract_trick_points,
    trick_value, undertrick_penalty,
};
pub use imps::{
    IMP_STEPS, butler_datum, butler_imps, cross_imps, imps, imps_f, matchpoints, neuberg, percentage, top,
    victory_points, vp_table,
};
pub use par::{Par, ParContract, par, par_forms};
pub use sheet::{
    ChicagoPartscore, ChicagoSheet, DealResult, Entry, EntryKind, Honours, RubberOptions, RubberSheet, SheetError,
    hundreds, rubber_payment,
};
