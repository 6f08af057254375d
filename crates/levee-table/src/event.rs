//! What happens at a table, typed: people, robots and the replay of stored events all go
//! through [`crate::Table::apply`]. Stored as JSON with seats, calls and cards written as the
//! games write them (`N`, `1S`, `80H`, `HA`), so a database reads without levee — and files
//! written before these types read the same.

use crate::call::AnyCall;
use crate::session::Scoring;
use levee_core::{Card, Seat, Variant};
use levee_i18n::{Arg, Text};
use serde::{Deserialize, Serialize};

/// Serde through `Display` and `FromStr`: seats, cards, calls and games as their text.
mod text {
    use core::fmt::Display;
    use core::str::FromStr;
    use serde::{Deserialize, Deserializer, Serializer, de};

    pub(crate) fn serialize<T: Display, S: Serializer>(v: &T, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(v)
    }

    pub(crate) fn deserialize<'de, T, D>(d: D) -> Result<T, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        let s = String::deserialize(d)?;
        s.parse().map_err(de::Error::custom)
    }
}

/// Something that happened at a table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Event {
    /// The table was made.
    Created {
        /// The game.
        #[serde(with = "text")]
        game: Variant,
        /// The scoring.
        scoring: Scoring,
        /// Robots take the empty seats.
        robots: bool,
        /// Seed of the deals.
        seed: u64,
        /// The robots' pace in milliseconds an action (none: the host's default).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pace: Option<u32>,
        /// Only deals of this kind (a preset's name: `notrump`, `weak-two`, ...).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        deals: Option<String>,
        /// These deals in order (PBN deal strings, a host's hand-record file), kept in the
        /// event so that replaying it deals them again.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        given: Vec<String>,
    },
    /// A person sat.
    Sat {
        /// The seat.
        #[serde(with = "text")]
        seat: Seat,
        /// What proves the seat to the host (the server keeps a digest of the person's token
        /// here); the table only carries it.
        #[serde(default)]
        token: String,
        /// The name shown.
        name: String,
    },
    /// A person left; a robot (if the table has them) takes the seat.
    Left {
        /// The seat.
        #[serde(with = "text")]
        seat: Seat,
    },
    /// A call (a bid, a pass, an announcement).
    Called {
        /// Who.
        #[serde(with = "text")]
        seat: Seat,
        /// The call.
        #[serde(with = "text")]
        call: AnyCall,
        /// What it means in the robots' system, if known.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        meaning: Option<Text>,
    },
    /// A card, chosen by `seat` (declarer for dummy).
    Played {
        /// Who chose it.
        #[serde(with = "text")]
        seat: Seat,
        /// The card.
        #[serde(with = "text")]
        card: Card,
    },
    /// A claim of this many of the remaining tricks.
    Claimed {
        /// Who.
        #[serde(with = "text")]
        seat: Seat,
        /// Tricks for the claimer's side of those left.
        tricks: u8,
    },
    /// The other side's answer to a claim.
    Answered {
        /// Who.
        #[serde(with = "text")]
        seat: Seat,
        /// Accepted?
        accept: bool,
        /// Why, when a robot answers (a refusal names a layout that defeats the claim).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        why: Option<Text>,
    },
    /// The next deal is dealt.
    NextBoard,
    /// A person is ready for the next deal; it is dealt when every person at the table is.
    Ready {
        /// Who.
        #[serde(with = "text")]
        seat: Seat,
    },
    /// Bridgeote: the holder of the four sevens cancels the deal.
    Annulled {
        /// Who.
        #[serde(with = "text")]
        seat: Seat,
    },
    /// The one person at a table of robots takes back their last call or card, and the
    /// robots' actions since.
    Undone {
        /// Who.
        #[serde(with = "text")]
        seat: Seat,
    },
    /// A person at the table said something to the table (kept with the table's events, shown
    /// to everyone at it, spectators too; the game does not change).
    Talked {
        /// Who.
        #[serde(with = "text")]
        seat: Seat,
        /// The words, at most [`MAX_TALK`] characters.
        text: String,
    },
}

/// The longest message a person may say to the table, in characters.
pub const MAX_TALK: usize = 200;

impl Event {
    /// The seat that acted, if one did.
    #[must_use]
    pub fn seat(&self) -> Option<Seat> {
        match self {
            Event::Sat { seat, .. }
            | Event::Left { seat }
            | Event::Called { seat, .. }
            | Event::Played { seat, .. }
            | Event::Claimed { seat, .. }
            | Event::Answered { seat, .. }
            | Event::Ready { seat }
            | Event::Annulled { seat }
            | Event::Undone { seat }
            | Event::Talked { seat, .. } => Some(*seat),
            Event::Created { .. } | Event::NextBoard => None,
        }
    }
}

/// What a person asks for, as a front end reads it (a browser's message, a typed line).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Intention {
    /// A call as typed: `P`, `X`, `1S`, `80H`, `CAPOT`, « J'ai 10 points »...
    Call {
        /// The call.
        call: String,
    },
    /// A card as typed: `SA`, `H10`...
    Card {
        /// The card.
        card: String,
    },
    /// Claim this many of the remaining tricks.
    Claim {
        /// Tricks.
        tricks: u8,
    },
    /// Accept the opponents' claim.
    Accept,
    /// Reject it.
    Reject,
    /// Deal the next board (after the end of one).
    Next,
    /// Bridgeote: cancel the deal with the four sevens.
    Annul,
    /// Take back my last call or card (a person alone with robots).
    Undo,
    /// Say something to the table.
    Say {
        /// The words.
        text: String,
    },
}

/// Why an action was refused; the message is what a player reads.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    /// The rules say no (the message names the Law or the rule).
    #[error("{0}")]
    Rules(Text),
    /// Not this seat's turn.
    #[error("not your turn: {0}")]
    NotYourTurn(Text),
    /// Input that cannot be read, or an event that makes no sense here.
    #[error("{0}")]
    Bad(Text),
    /// The seat is taken.
    #[error("seat {0} is taken")]
    SeatTaken(Seat),
}

impl Refused {
    /// The refusal as words, to say in the reader's language.
    #[must_use]
    pub fn said(&self) -> Text {
        match self {
            Refused::Rules(t) | Refused::Bad(t) => t.clone(),
            Refused::NotYourTurn(t) => {
                Text::message("refused-not-your-turn").with("why", Arg::Text(Box::new(t.clone())))
            }
            Refused::SeatTaken(s) => Text::message("refused-seat-taken").with("seat", Arg::seat(s)),
        }
    }
}
