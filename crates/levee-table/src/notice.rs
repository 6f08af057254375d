//! What just happened at a table, for printers: [`crate::Table::apply`] returns the notices of
//! each event (a call and its meaning, a card, the trick it completed, dummy faced, a claim,
//! the end of a deal with its score). Front ends print them; none re-derives them.

use crate::call::AnyCall;
use crate::round::TrickCards;
use levee_core::{Card, Hand, Seat};

/// One thing that happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    /// A person sat down.
    Sat {
        /// Where.
        seat: Seat,
        /// The name shown.
        name: String,
    },
    /// A person left.
    Left {
        /// Where.
        seat: Seat,
    },
    /// A new deal is dealt.
    Dealt {
        /// Its number at the table.
        board: u32,
        /// The dealer.
        dealer: Seat,
    },
    /// A call.
    Called {
        /// Who.
        seat: Seat,
        /// The call.
        call: AnyCall,
        /// What it meant, in the robots' system.
        meaning: Option<levee_i18n::Text>,
    },
    /// The calls settled a contract: who declares it, and what.
    Contract {
        /// `4H`, `3NT`, `120♥X`.
        contract: String,
        /// Declarer.
        declarer: Seat,
    },
    /// A card.
    Played {
        /// Whose card (dummy's when declarer plays it).
        seat: Seat,
        /// The card.
        card: Card,
        /// Who chose it.
        by: Seat,
    },
    /// A person said something to the table.
    Talked {
        /// Who.
        seat: Seat,
        /// The words.
        text: String,
    },
    /// Bridgeote: « belote » or « rebelote » said with a card.
    Said {
        /// Who.
        seat: Seat,
        /// The word.
        words: &'static str,
    },
    /// Dummy's hand is faced after the opening lead.
    DummyFaced {
        /// Dummy.
        seat: Seat,
        /// Its cards.
        hand: Hand,
    },
    /// A trick was completed.
    Trick {
        /// Its number, from 1.
        number: usize,
        /// The trick.
        trick: TrickCards,
        /// Tricks won so far by North–South and East–West.
        won: (u8, u8),
    },
    /// A claim.
    Claimed {
        /// Who.
        seat: Seat,
        /// Tricks claimed of those left.
        tricks: u8,
    },
    /// A claim answered.
    Answered {
        /// Who answered.
        seat: Seat,
        /// Accepted?
        accept: bool,
    },
    /// A person is ready for the next deal (dealt once every person is).
    Ready {
        /// Who.
        seat: Seat,
    },
    /// The deal ended: what happened, in a line (`4♥ by South, 10 tricks: NS +420`).
    Ended {
        /// Its number at the table.
        board: u32,
        /// The line.
        line: String,
    },
    /// The session is over (a rubber, a Chicago, a Bridgeote game won).
    SessionOver,
}
