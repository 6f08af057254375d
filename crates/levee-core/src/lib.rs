//! The rules engine of levee: cards, hands, deals, boards, the auction, contracts and the
//! play of the cards, for contract bridge and the variants of its family.
//!
//! No I/O, no printing, no async: every rule is a pure function or a state machine whose
//! illegal transitions return a typed error naming the Law (or the seed) they break.
//!
//! ```
//! use levee_core::{Auction, AuctionResult, Seat};
//! let auction = Auction::from_calls(Seat::North, "1S P 2H X XX P P P").unwrap();
//! let AuctionResult::Contract { contract, declarer } = auction.result().unwrap() else { panic!() };
//! assert_eq!(contract.to_string(), "2HXX");
//! assert_eq!(declarer, Seat::South);
//! ```

mod auction;
mod board;
pub mod bridgeote;
mod card;
mod deal;
mod hand;
pub mod minibridge;
mod play;
mod round;
mod rules;
mod seat;
mod table;
mod trick;

pub use auction::{
    Auction, AuctionInputError, AuctionResult, Bid, Call, Contract, Doubling, IllegalCall, InvalidLevel, Level,
    ParseCallError, ParseContractError, ParseStrainError, Strain,
};
pub use board::{Board, ParseVulnerabilityError, Vulnerability};
pub use card::{Card, InvalidRank, ParseCardError, Rank, Suit};
pub use deal::{Deal, DealBuilder, DealError, ParseDealError};
pub use hand::{Hand, HandIter, Holding, ParseHandError};
pub use play::{Claim, ClaimError, Play, Undone};
pub use round::{
    Bataille, Bidding, Ending, Game, GameError, NoCall, NoCalls, ParseVariantError, Phase, Round, RoundError, Settled,
    Undo, Variant,
};
pub use rules::{Bridge, Rules};
pub use seat::{BySeat, BySide, ParseSeatError, Seat, Side};
pub use table::TrickTable;
pub use trick::{IllegalPlay, Trick};
