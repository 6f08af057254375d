//! Calls, the auction and the final contract (seeds 000 and 001; Laws 17–22).
//!
//! Strains rank ♣ < ♦ < ♥ < ♠ < NT; a bid ranks by level, then strain (Law 18). The auction
//! starts with the dealer and goes clockwise; three passes after a bid close it, four passes
//! at the start throw the deal in (Law 22). Every refused call comes back as an
//! [`IllegalCall`] naming the Law it breaks, and the auction is left unchanged.

use crate::card::Suit;
use crate::seat::{Seat, Side};
use core::fmt;
use core::num::NonZeroU8;
use core::str::FromStr;

/// The denomination of a bid: a trump suit or notrump.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Strain {
    /// ♣
    Clubs = 0,
    /// ♦
    Diamonds = 1,
    /// ♥
    Hearts = 2,
    /// ♠
    Spades = 3,
    /// Notrump (sans-atout)
    NoTrump = 4,
}

impl Strain {
    /// Ascending: ♣ ♦ ♥ ♠ NT.
    pub const ASC: [Strain; 5] = [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump];
    /// The order of a double-dummy table: NT ♠ ♥ ♦ ♣.
    pub const DESC: [Strain; 5] = [Strain::NoTrump, Strain::Spades, Strain::Hearts, Strain::Diamonds, Strain::Clubs];

    /// The trump suit, `None` at notrump.
    #[must_use]
    #[inline]
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::NoTrump => None,
        }
    }

    /// The strain of a trump suit.
    #[must_use]
    pub const fn from_suit(s: Suit) -> Strain {
        match s {
            Suit::Clubs => Strain::Clubs,
            Suit::Diamonds => Strain::Diamonds,
            Suit::Hearts => Strain::Hearts,
            Suit::Spades => Strain::Spades,
        }
    }

    /// 0 = ♣ .. 4 = NT.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// `C D H S NT`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        ["C", "D", "H", "S", "NT"][self as usize]
    }

    /// `♣ ♦ ♥ ♠ NT`.
    #[must_use]
    pub const fn symbol(self) -> &'static str {
        ["♣", "♦", "♥", "♠", "NT"][self as usize]
    }

    /// Clubs and diamonds.
    #[must_use]
    pub const fn is_minor(self) -> bool {
        matches!(self, Strain::Clubs | Strain::Diamonds)
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if f.alternate() { self.symbol() } else { self.code() })
    }
}

/// A strain name that is not one.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown strain {0:?}: use C, D, H, S or NT (symbols and the French SA work too)")]
pub struct ParseStrainError(pub String);

impl FromStr for Strain {
    type Err = ParseStrainError;
    fn from_str(s: &str) -> Result<Strain, ParseStrainError> {
        let t = s.trim();
        match t.to_ascii_uppercase().as_str() {
            "NT" | "N" | "SA" | "NOTRUMP" | "NOTRUMPS" => return Ok(Strain::NoTrump),
            _ => {}
        }
        let mut chars = t.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Suit::from_char(c).map(Strain::from_suit).ok_or_else(|| ParseStrainError(s.to_owned())),
            _ => Err(ParseStrainError(s.to_owned())),
        }
    }
}

/// A bid's level, 1..=7 (tricks to take beyond the book of six).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(NonZeroU8);

const _: () = assert!(core::mem::size_of::<Option<Level>>() == 1);

/// A level outside 1..=7.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("invalid level {0}: bids go from 1 to 7")]
pub struct InvalidLevel(pub u8);

impl Level {
    /// Level `n`.
    ///
    /// # Panics
    /// When `n` is not in 1..=7 (a compile error in constants).
    #[must_use]
    pub const fn new(n: u8) -> Level {
        match Level::try_new(n) {
            Ok(l) => l,
            Err(_) => panic!("level out of range"),
        }
    }

    /// Level `n`.
    ///
    /// # Errors
    /// [`InvalidLevel`] outside 1..=7.
    pub const fn try_new(n: u8) -> Result<Level, InvalidLevel> {
        match NonZeroU8::new(n) {
            Some(nz) if n <= 7 => Ok(Level(nz)),
            _ => Err(InvalidLevel(n)),
        }
    }

    /// The number, 1..=7.
    #[must_use]
    #[inline]
    pub const fn get(self) -> u8 {
        self.0.get()
    }

    /// Tricks the contract needs: level + 6.
    #[must_use]
    #[inline]
    pub const fn tricks(self) -> u8 {
        self.0.get() + 6
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A bid: a level and a strain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Bid {
    /// 1..=7.
    pub level: Level,
    /// The strain.
    pub strain: Strain,
}

impl Bid {
    /// The bid of this level and strain.
    #[must_use]
    pub const fn new(level: Level, strain: Strain) -> Bid {
        Bid { level, strain }
    }

    /// All 35 bids, lowest first.
    pub fn all() -> impl Iterator<Item = Bid> {
        (1..=7).flat_map(|l| Strain::ASC.into_iter().map(move |s| Bid::new(Level::new(l), s)))
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}{:#}", self.level, self.strain)
        } else {
            write!(f, "{}{}", self.level, self.strain)
        }
    }
}

/// A call: pass, a bid, double or redouble.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    /// Passe.
    Pass,
    /// Contre.
    Double,
    /// Surcontre.
    Redouble,
    /// An enchère.
    Bid(Bid),
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("P"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(b) => fmt::Display::fmt(b, f),
        }
    }
}

/// Text that is not a call.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown call {0:?}: write P (pass), X (double), XX (redouble) or a bid like 1C, 3NT, 4S")]
pub struct ParseCallError(pub String);

impl FromStr for Call {
    type Err = ParseCallError;
    fn from_str(s: &str) -> Result<Call, ParseCallError> {
        let t = s.trim();
        match t.to_ascii_uppercase().as_str() {
            "P" | "PASS" | "PASSE" | "AP" => return Ok(Call::Pass),
            "X" | "D" | "DBL" | "DOUBLE" | "CONTRE" => return Ok(Call::Double),
            "XX" | "R" | "RDBL" | "REDOUBLE" | "SURCONTRE" => return Ok(Call::Redouble),
            _ => {}
        }
        let err = || ParseCallError(s.to_owned());
        let mut chars = t.chars();
        let level = chars.next().and_then(|c| c.to_digit(10)).ok_or_else(err)?;
        let level = Level::try_new(level as u8).map_err(|_| err())?;
        let strain: Strain = chars.as_str().parse().map_err(|_| err())?;
        Ok(Call::Bid(Bid::new(level, strain)))
    }
}

/// Whether a contract is doubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub enum Doubling {
    /// Not doubled.
    #[default]
    Undoubled,
    /// Contré.
    Doubled,
    /// Surcontré.
    Redoubled,
}

impl Doubling {
    /// `""`, `"X"`, `"XX"`.
    #[must_use]
    pub const fn suffix(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

/// A contract: a bid, possibly doubled or redoubled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Contract {
    /// The level.
    pub level: Level,
    /// The strain.
    pub strain: Strain,
    /// Doubled or not.
    pub doubling: Doubling,
}

impl Contract {
    /// A contract.
    #[must_use]
    pub const fn new(level: Level, strain: Strain, doubling: Doubling) -> Contract {
        Contract { level, strain, doubling }
    }

    /// Tricks declarer needs.
    #[must_use]
    pub const fn tricks_needed(self) -> u8 {
        self.level.tricks()
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}{:#}{}", self.level, self.strain, self.doubling.suffix())
        } else {
            write!(f, "{}{}{}", self.level, self.strain, self.doubling.suffix())
        }
    }
}

/// Text that is not a contract.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown contract {0:?}: write a level 1-7, a strain C D H S NT and X or XX if doubled, like 4S, 3NTX, 6HXX")]
pub struct ParseContractError(pub String);

impl FromStr for Contract {
    type Err = ParseContractError;
    fn from_str(s: &str) -> Result<Contract, ParseContractError> {
        let t = s.trim();
        let err = || ParseContractError(s.to_owned());
        let upper = t.to_uppercase();
        let (body, doubling) = if let Some(b) = upper.strip_suffix("XX") {
            (b, Doubling::Redoubled)
        } else if let Some(b) = upper.strip_suffix('X') {
            (b, Doubling::Doubled)
        } else if let Some(b) = upper.strip_suffix("**") {
            (b, Doubling::Redoubled)
        } else if let Some(b) = upper.strip_suffix('*') {
            (b, Doubling::Doubled)
        } else {
            (upper.as_str(), Doubling::Undoubled)
        };
        match body.parse::<Call>() {
            Ok(Call::Bid(b)) if !body.ends_with('X') => Ok(Contract::new(b.level, b.strain, doubling)),
            _ => Err(err()),
        }
    }
}

/// Why a call is refused. Each message names the Law of Duplicate Bridge it applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalCall {
    /// The auction is over.
    #[error("Law 22: the auction is over; no call may follow the final pass")]
    AuctionClosed,
    /// Not this seat's turn.
    #[error("Law 28: call out of rotation: it is {expected:#}'s turn, not {seat:#}'s")]
    OutOfTurn {
        /// Whose turn it is.
        expected: Seat,
        /// Who tried to call.
        seat: Seat,
    },
    /// A bid no higher than the last one.
    #[error("Law 18: insufficient bid: {bid} must be higher than the last bid {last}")]
    InsufficientBid {
        /// The bid made.
        bid: Bid,
        /// The bid to beat.
        last: Bid,
    },
    /// Double with no bid to double.
    #[error("Law 19A: there is no bid to double")]
    DoubleWithoutBid,
    /// Double of one's own side's bid.
    #[error("Law 19A: a player may double only the last bid, made by an opponent; {last} is your side's bid")]
    DoubleOwnSide {
        /// The bid.
        last: Bid,
    },
    /// The last bid is already doubled or redoubled.
    #[error("Law 19A: the last bid {last} is already doubled")]
    AlreadyDoubled {
        /// The bid.
        last: Bid,
    },
    /// Redouble with no double.
    #[error("Law 19B: there is no double to redouble")]
    RedoubleWithoutDouble,
    /// Redouble of the opponents' bid.
    #[error("Law 19B: only the side whose bid was doubled may redouble; {last} is the opponents' bid")]
    RedoubleOpponents {
        /// The bid.
        last: Bid,
    },
    /// Already redoubled.
    #[error("Law 19B: the last bid {last} is already redoubled")]
    AlreadyRedoubled {
        /// The bid.
        last: Bid,
    },
}

/// How an auction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AuctionResult {
    /// Four passes: the deal is thrown in (passe générale).
    PassedOut,
    /// A contract, its declarer.
    Contract {
        /// The final contract.
        contract: Contract,
        /// The first player of the winning side to name the strain.
        declarer: Seat,
    },
}

impl AuctionResult {
    /// The contract, if any.
    #[must_use]
    pub const fn contract(self) -> Option<Contract> {
        match self {
            AuctionResult::PassedOut => None,
            AuctionResult::Contract { contract, .. } => Some(contract),
        }
    }

    /// The declarer, if any.
    #[must_use]
    pub const fn declarer(self) -> Option<Seat> {
        match self {
            AuctionResult::PassedOut => None,
            AuctionResult::Contract { declarer, .. } => Some(declarer),
        }
    }
}

/// The calls made so far, from the dealer clockwise.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Auction {
    dealer: Seat,
    calls: Vec<Call>,
}

/// The last bid and its state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct LastBid {
    bid: Bid,
    by: Seat,
    doubling: Doubling,
}

impl Auction {
    /// An empty auction.
    #[must_use]
    pub const fn new(dealer: Seat) -> Auction {
        Auction { dealer, calls: Vec::new() }
    }

    /// The dealer, who calls first.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The calls, in order from the dealer.
    #[must_use]
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// The calls with the seat that made each.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, Call)> + '_ {
        self.calls.iter().enumerate().map(|(i, c)| (self.dealer.add(i), *c))
    }

    fn last_bid(&self) -> Option<LastBid> {
        let mut doubling = Doubling::Undoubled;
        for (i, call) in self.calls.iter().enumerate().rev() {
            match call {
                Call::Bid(bid) => return Some(LastBid { bid: *bid, by: self.dealer.add(i), doubling }),
                Call::Double if doubling == Doubling::Undoubled => doubling = Doubling::Doubled,
                Call::Redouble => doubling = Doubling::Redoubled,
                _ => {}
            }
        }
        None
    }

    /// The highest bid so far.
    #[must_use]
    pub fn highest_bid(&self) -> Option<Bid> {
        self.last_bid().map(|l| l.bid)
    }

    /// True once three passes follow a bid, or four passes open the auction.
    #[must_use]
    pub fn is_closed(&self) -> bool {
        let n = self.calls.len();
        let trailing = self.calls.iter().rev().take_while(|c| **c == Call::Pass).count();
        (n == 4 && trailing == 4) || (trailing >= 3 && n > trailing)
    }

    /// Whose turn it is, `None` once the auction is over.
    #[must_use]
    pub fn to_call(&self) -> Option<Seat> {
        if self.is_closed() { None } else { Some(self.dealer.add(self.calls.len())) }
    }

    /// Checks a call by the seat whose turn it is.
    ///
    /// # Errors
    /// The [`IllegalCall`] the call would be.
    pub fn check(&self, call: Call) -> Result<(), IllegalCall> {
        let seat = self.to_call().ok_or(IllegalCall::AuctionClosed)?;
        let last = self.last_bid();
        match call {
            Call::Pass => Ok(()),
            Call::Bid(bid) => match last {
                Some(l) if bid <= l.bid => Err(IllegalCall::InsufficientBid { bid, last: l.bid }),
                _ => Ok(()),
            },
            Call::Double => {
                let l = last.ok_or(IllegalCall::DoubleWithoutBid)?;
                if l.by.side() == seat.side() {
                    Err(IllegalCall::DoubleOwnSide { last: l.bid })
                } else if l.doubling != Doubling::Undoubled {
                    Err(IllegalCall::AlreadyDoubled { last: l.bid })
                } else {
                    Ok(())
                }
            }
            Call::Redouble => {
                let l = last.ok_or(IllegalCall::RedoubleWithoutDouble)?;
                match l.doubling {
                    Doubling::Undoubled => Err(IllegalCall::RedoubleWithoutDouble),
                    Doubling::Redoubled => Err(IllegalCall::AlreadyRedoubled { last: l.bid }),
                    Doubling::Doubled if l.by.side() != seat.side() => {
                        Err(IllegalCall::RedoubleOpponents { last: l.bid })
                    }
                    Doubling::Doubled => Ok(()),
                }
            }
        }
    }

    /// Makes a call for the seat whose turn it is.
    ///
    /// # Errors
    /// The [`IllegalCall`]; the auction is unchanged.
    pub fn try_call(&mut self, call: Call) -> Result<(), IllegalCall> {
        self.check(call)?;
        self.calls.push(call);
        Ok(())
    }

    /// Makes a call for `seat`, refusing it if it is not that seat's turn.
    ///
    /// # Errors
    /// [`IllegalCall::OutOfTurn`] or the call's own fault; the auction is unchanged.
    pub fn try_call_by(&mut self, seat: Seat, call: Call) -> Result<(), IllegalCall> {
        let expected = self.to_call().ok_or(IllegalCall::AuctionClosed)?;
        if expected != seat {
            return Err(IllegalCall::OutOfTurn { expected, seat });
        }
        self.try_call(call)
    }

    /// Takes back the last call (practice games).
    pub fn undo(&mut self) -> Option<Call> {
        self.calls.pop()
    }

    /// The calls the seat to call may make now (empty once closed). At most 38: pass, double,
    /// redouble and the 35 bids.
    #[must_use]
    pub fn legal_calls(&self) -> Vec<Call> {
        [Call::Pass, Call::Double, Call::Redouble]
            .into_iter()
            .chain(Bid::all().map(Call::Bid))
            .filter(|c| self.check(*c).is_ok())
            .collect()
    }

    /// The result, once the auction is closed.
    #[must_use]
    pub fn result(&self) -> Option<AuctionResult> {
        if !self.is_closed() {
            return None;
        }
        let Some(last) = self.last_bid() else { return Some(AuctionResult::PassedOut) };
        let side = last.by.side();
        let declarer = self
            .iter()
            .find(|(seat, call)| seat.side() == side && matches!(call, Call::Bid(b) if b.strain == last.bid.strain))
            .map_or(last.by, |(seat, _)| seat);
        Some(AuctionResult::Contract {
            contract: Contract::new(last.bid.level, last.bid.strain, last.doubling),
            declarer,
        })
    }

    /// The side that made the last bid.
    #[must_use]
    pub fn bidding_side(&self) -> Option<Side> {
        self.last_bid().map(|l| l.by.side())
    }

    /// Reads a list of calls separated by spaces, commas or dashes and makes them in turn.
    ///
    /// # Errors
    /// The position (0-based) of the first call that does not parse or is illegal, with why.
    pub fn from_calls(dealer: Seat, text: &str) -> Result<Auction, (usize, AuctionInputError)> {
        let mut auction = Auction::new(dealer);
        for (i, word) in
            text.split(|c: char| c.is_whitespace() || c == ',' || c == '-').filter(|w| !w.is_empty()).enumerate()
        {
            let call: Call = word.parse().map_err(|e| (i, AuctionInputError::Parse(e)))?;
            let seat = auction.to_call();
            auction.try_call(call).map_err(|e| (i, AuctionInputError::Illegal { seat, call, error: e }))?;
        }
        Ok(auction)
    }
}

/// A call in a written auction that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum AuctionInputError {
    /// Not a call.
    #[error(transparent)]
    Parse(#[from] ParseCallError),
    /// An illegal call.
    #[error("{call} by {}: {error}", seat.map_or("nobody".to_string(), |s| format!("{s:#}")))]
    Illegal {
        /// Who would have made it (`None` after the auction closed).
        seat: Option<Seat>,
        /// The call.
        call: Call,
        /// Why it is illegal.
        error: IllegalCall,
    },
}

/// Formats the auction as a list of calls from the dealer: `1S P 2H X ...`.
impl fmt::Display for Auction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, c) in self.calls.iter().enumerate() {
            if i > 0 {
                f.write_str(" ")?;
            }
            fmt::Display::fmt(c, f)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_calls_and_contracts() {
        assert_eq!("1S".parse::<Call>().unwrap(), Call::Bid(Bid::new(Level::new(1), Strain::Spades)));
        assert_eq!("3NT".parse::<Call>().unwrap().to_string(), "3NT");
        assert_eq!("2SA".parse::<Call>().unwrap().to_string(), "2NT");
        assert_eq!("4♠".parse::<Call>().unwrap().to_string(), "4S");
        assert!("8NT".parse::<Call>().is_err());
        assert!("0C".parse::<Call>().is_err());
        assert_eq!("4SX".parse::<Contract>().unwrap().to_string(), "4SX");
        assert_eq!("3NTXX".parse::<Contract>().unwrap().doubling, Doubling::Redoubled);
        assert!("4SXXX".parse::<Contract>().is_err());
        assert!("8NT".parse::<Contract>().is_err());
        for b in Bid::all() {
            assert_eq!(b.to_string().parse::<Call>().unwrap(), Call::Bid(b));
        }
    }

    #[test]
    fn strain_order() {
        assert!(Strain::NoTrump > Strain::Spades);
        assert!(Strain::Spades > Strain::Hearts);
        assert!(Strain::Hearts > Strain::Diamonds);
        assert!(Strain::Diamonds > Strain::Clubs);
        let b = |s: &str| match s.parse::<Call>().unwrap() {
            Call::Bid(b) => b,
            _ => unreachable!(),
        };
        assert!(b("2NT") > b("2S"));
        assert!(b("2NT") < b("3C"));
    }
}
