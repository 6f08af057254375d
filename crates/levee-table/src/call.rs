//! A call of any game of the family, typed: bridge's and Bridgeote's auctions share their
//! vocabulary (pass, double, redouble) and differ in their bids; minibridge's players say what
//! seed 003 has them say. Written as the games write them (`P`, `1S`, `80H`, `CAPOTS`,
//! « J'ai 10 points »), which is also how events store them.

use crate::words::Said;
use core::fmt;
use core::str::FromStr;
use levee_core::minibridge::Say;
use levee_core::{Bid, Call, Variant, bridgeote};
use levee_i18n::Text;

/// A call at a table of any variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AnyCall {
    /// Passe.
    Pass,
    /// Contre.
    Double,
    /// Surcontre.
    Redouble,
    /// A bridge bid (1♣ to 7NT).
    Bid(Bid),
    /// A Bridgeote bid (80 to 160, or a capot).
    Belote(bridgeote::Bid),
    /// What a minibridge player says (« Je passe » included).
    Say(Say),
}

impl AnyCall {
    /// The bridge call, if this is one.
    #[must_use]
    pub fn bridge(self) -> Option<Call> {
        Some(match self {
            AnyCall::Pass => Call::Pass,
            AnyCall::Double => Call::Double,
            AnyCall::Redouble => Call::Redouble,
            AnyCall::Bid(b) => Call::Bid(b),
            _ => return None,
        })
    }

    /// The Bridgeote call, if this is one.
    #[must_use]
    pub fn belote(self) -> Option<bridgeote::Call> {
        Some(match self {
            AnyCall::Pass => bridgeote::Call::Pass,
            AnyCall::Double => bridgeote::Call::Double,
            AnyCall::Redouble => bridgeote::Call::Redouble,
            AnyCall::Belote(b) => bridgeote::Call::Bid(b),
            _ => return None,
        })
    }

    /// The minibridge announcement, if this is one (a pass is « Je passe »).
    #[must_use]
    pub fn say(self) -> Option<Say> {
        match self {
            AnyCall::Pass => Some(Say::Pass),
            AnyCall::Say(s) => Some(s),
            _ => None,
        }
    }

    /// Reads a call as a player of `variant` types it: bridge's `1S`, `1NT`, `P`; Bridgeote's
    /// `80S`, `110TA`, `CAPOTH`; minibridge's `P`, `O`, `10`, `C9` or the seed's words.
    ///
    /// # Errors
    /// The call cannot be read in that game, with what it takes.
    pub fn parse_for(variant: Variant, text: &str) -> Result<AnyCall, Text> {
        match variant {
            Variant::Bridge => text.parse::<Call>().map(AnyCall::from).map_err(|e| e.said()),
            Variant::Bridgeote => text.parse::<bridgeote::Call>().map(AnyCall::from).map_err(|e| e.said()),
            Variant::Minibridge => text.parse::<Say>().map(AnyCall::Say).map_err(|e| e.said()),
            Variant::Bataille => Err(levee_core::NoCalls.said()),
        }
    }
}

impl From<Call> for AnyCall {
    fn from(c: Call) -> AnyCall {
        match c {
            Call::Pass => AnyCall::Pass,
            Call::Double => AnyCall::Double,
            Call::Redouble => AnyCall::Redouble,
            Call::Bid(b) => AnyCall::Bid(b),
        }
    }
}

impl From<bridgeote::Call> for AnyCall {
    fn from(c: bridgeote::Call) -> AnyCall {
        match c {
            bridgeote::Call::Pass => AnyCall::Pass,
            bridgeote::Call::Double => AnyCall::Double,
            bridgeote::Call::Redouble => AnyCall::Redouble,
            bridgeote::Call::Bid(b) => AnyCall::Belote(b),
        }
    }
}

impl From<Say> for AnyCall {
    fn from(s: Say) -> AnyCall {
        AnyCall::Say(s)
    }
}

/// The text events store: `P`, `X`, `XX`, `1S`, `80H`, `CAPOTTA`, « J'ai 10 points ».
/// (Minibridge's pass is stored as « Je passe », so that no stored call is ambiguous.)
impl fmt::Display for AnyCall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // `{:#}`: as players read it, with suit symbols (`1♠`, `80♥`).
        match (self, f.alternate()) {
            (AnyCall::Pass, _) => f.write_str("P"),
            (AnyCall::Double, _) => f.write_str("X"),
            (AnyCall::Redouble, _) => f.write_str("XX"),
            (AnyCall::Bid(b), false) => write!(f, "{}", Call::Bid(*b)),
            (AnyCall::Bid(b), true) => write!(f, "{:#}", Call::Bid(*b)),
            (AnyCall::Belote(b), false) => write!(f, "{b}"),
            (AnyCall::Belote(b), true) => write!(f, "{b:#}"),
            (AnyCall::Say(s), _) => write!(f, "{s}"),
        }
    }
}

/// A stored call that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a call of any game: {0:?}")]
pub struct ParseAnyCallError(pub String);

/// Reads what [`AnyCall`]'s `Display` writes (and the forms older files hold).
impl FromStr for AnyCall {
    type Err = ParseAnyCallError;
    fn from_str(s: &str) -> Result<AnyCall, ParseAnyCallError> {
        let t = s.trim();
        let upper = t.to_uppercase();
        match upper.as_str() {
            "P" | "PASS" => return Ok(AnyCall::Pass),
            "X" => return Ok(AnyCall::Double),
            "XX" => return Ok(AnyCall::Redouble),
            _ => {}
        }
        let digits = upper.chars().take_while(char::is_ascii_digit).count();
        if digits == 1
            && let Ok(c) = t.parse::<Call>()
        {
            return Ok(c.into());
        }
        if (digits >= 2 || upper.starts_with("CAPOT"))
            && let Ok(c) = t.parse::<bridgeote::Call>()
        {
            return Ok(c.into());
        }
        if digits == 0
            && let Ok(w) = t.parse::<Say>()
        {
            return Ok(AnyCall::Say(w));
        }
        Err(ParseAnyCallError(s.to_string()))
    }
}

/// The bridge bidding robot, whose system gives every call its meaning: a few hundred rules,
/// built once.
pub fn bidder() -> &'static levee_bots::Bidder {
    static BIDDER: std::sync::OnceLock<levee_bots::Bidder> = std::sync::OnceLock::new();
    BIDDER.get_or_init(levee_bots::Bidder::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_call_reads_back_as_written() {
        let mut calls: Vec<AnyCall> = vec![AnyCall::Pass, AnyCall::Double, AnyCall::Redouble];
        calls.extend(Bid::all().map(AnyCall::Bid));
        let belote = bridgeote::Auction::new(levee_core::Seat::North);
        calls.extend(belote.legal_calls().into_iter().map(AnyCall::from));
        calls.extend(
            [Say::Pass, Say::Open, Say::Points(0), Say::Points(23), Say::Contract(7), Say::Contract(13)]
                .map(AnyCall::Say),
        );
        for c in calls {
            assert_eq!(c.to_string().parse::<AnyCall>(), Ok(c), "{c}");
        }
        // Files written before the typed events: Bridgeote bids with symbols.
        assert_eq!("80♥".parse::<AnyCall>().unwrap().belote().map(|c| c.to_string()), Some("80H".into()));
    }

    #[test]
    fn players_type_calls_in_their_game() {
        assert_eq!(AnyCall::parse_for(Variant::Bridge, "1nt").unwrap().to_string(), "1NT");
        assert_eq!(AnyCall::parse_for(Variant::Bridgeote, "110ta").unwrap().to_string(), "110TA");
        assert_eq!(AnyCall::parse_for(Variant::Minibridge, "10").unwrap(), AnyCall::Say(Say::Points(10)));
        assert_eq!(AnyCall::parse_for(Variant::Minibridge, "J'ouvre").unwrap(), AnyCall::Say(Say::Open));
        assert!(AnyCall::parse_for(Variant::Bridge, "80H").is_err());
        assert!(AnyCall::parse_for(Variant::Bataille, "P").is_err());
    }
}
