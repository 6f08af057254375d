//! The rules' refusals as words a reader gets in their own language: each typed error of
//! `levee-core` mapped once to a message of the language files, with its seat, card or call
//! as variables. A variant added to the core later falls back to its English text until it is
//! mapped here.

use levee_core::bridgeote;
use levee_core::minibridge::SayError;
use levee_core::{ClaimError, IllegalCall, IllegalPlay, NoCalls, ParseCallError, ParseCardError, RoundError};
use levee_i18n::{Arg, Text};

/// An error said as words.
pub trait Said {
    /// The words.
    fn said(&self) -> Text;
}

fn seat(s: levee_core::Seat) -> Arg {
    Arg::seat(s)
}

fn bid(b: impl std::fmt::Display) -> Arg {
    Arg::Call(b.to_string())
}

impl Said for IllegalCall {
    fn said(&self) -> Text {
        match *self {
            IllegalCall::AuctionClosed => Text::message("refused-auction-over"),
            IllegalCall::OutOfTurn { expected, seat: s } => {
                Text::message("refused-call-out-of-turn").with("expected", seat(expected)).with("seat", seat(s))
            }
            IllegalCall::InsufficientBid { bid: b, last } => {
                Text::message("refused-insufficient-bid").with("bid", bid(b)).with("last", bid(last))
            }
            IllegalCall::DoubleWithoutBid => Text::message("refused-double-no-bid"),
            IllegalCall::DoubleOwnSide { last } => Text::message("refused-double-own-side").with("last", bid(last)),
            IllegalCall::AlreadyDoubled { last } => Text::message("refused-already-doubled").with("last", bid(last)),
            IllegalCall::RedoubleWithoutDouble => Text::message("refused-redouble-no-double"),
            IllegalCall::RedoubleOpponents { last } => {
                Text::message("refused-redouble-opponents").with("last", bid(last))
            }
            IllegalCall::AlreadyRedoubled { last } => {
                Text::message("refused-already-redoubled").with("last", bid(last))
            }
            _ => Text::from(self.to_string()),
        }
    }
}

impl Said for bridgeote::IllegalCall {
    fn said(&self) -> Text {
        use bridgeote::IllegalCall as E;
        match *self {
            E::AuctionClosed => Text::message("refused-auction-over"),
            E::OutOfTurn { expected, seat: s } => {
                Text::message("refused-call-out-of-turn").with("expected", seat(expected)).with("seat", seat(s))
            }
            E::OutOfRange { points } => Text::message("refused-belote-range").with("points", Arg::plain(points)),
            E::Insufficient { bid: b, last } => Text::message("refused-belote-insufficient")
                .with("bid", Arg::Call(format!("{b:#}")))
                .with("last", Arg::Call(format!("{last:#}"))),
            E::JumpTooHigh { bid: b, mark, lowest } => Text::message("refused-belote-jump")
                .with("bid", Arg::Call(format!("{b:#}")))
                .with("mark", Arg::plain(mark))
                .with("lowest", Arg::Call(format!("{lowest:#}"))),
            E::BadDouble => Text::message("refused-belote-contre"),
            E::BadRedouble => Text::message("refused-belote-surcontre"),
            _ => Text::from(self.to_string()),
        }
    }
}

impl Said for SayError {
    fn said(&self) -> Text {
        match self {
            SayError::OutOfTurn { expected, seat: s } => {
                Text::message("refused-say-out-of-turn").with("expected", seat(*expected)).with("seat", seat(*s))
            }
            SayError::Over => Text::message("refused-say-over"),
            SayError::Wrong { expected, rule, .. } => {
                use levee_core::minibridge::Rule;
                let why = match *rule {
                    Rule::Open { points } => Text::message("say-rule-open").with("points", Arg::plain(points)),
                    Rule::Pass { points } => Text::message("say-rule-pass").with("points", Arg::plain(points)),
                    Rule::OpenerPasses { side } => {
                        Text::message("say-rule-opener-passes").with("side", Arg::plain(side))
                    }
                    Rule::Points { points } => Text::message("say-rule-points").with("points", Arg::plain(points)),
                    Rule::Contract { side, tricks } => Text::message("say-rule-contract")
                        .with("side", Arg::plain(side))
                        .with("tricks", Arg::plain(tricks)),
                };
                Text::message("refused-say-wrong")
                    .with("why", Arg::Text(Box::new(why)))
                    .with("expected", Arg::plain(expected))
            }
            SayError::Unreadable(s) => Text::message("refused-say-unreadable").with("text", Arg::plain(s)),
            _ => Text::from(self.to_string()),
        }
    }
}

impl Said for NoCalls {
    fn said(&self) -> Text {
        Text::message("refused-bataille-no-calls")
    }
}

impl Said for IllegalPlay {
    fn said(&self) -> Text {
        match *self {
            IllegalPlay::PlayOver => Text::message("refused-play-over"),
            IllegalPlay::CardNotHeld { seat: s, card } => Text::message("refused-card-not-held")
                .with("seat", seat(s))
                .with("card", Arg::Card(format!("{card:#}"))),
            IllegalPlay::OutOfTurn { expected, seat: s } => {
                Text::message("refused-play-out-of-turn").with("expected", seat(expected)).with("seat", seat(s))
            }
            IllegalPlay::DummyPlays { dummy } => Text::message("refused-dummy-plays").with("dummy", seat(dummy)),
            IllegalPlay::Revoke { led } => Text::message("refused-revoke").with("suit", Arg::plain(led.symbol())),
            IllegalPlay::MustOvertrump => Text::message("refused-must-overtrump"),
            IllegalPlay::MustTrump => Text::message("refused-must-trump"),
            IllegalPlay::ClaimPending => Text::message("refused-claim-pending"),
            _ => Text::from(self.to_string()),
        }
    }
}

impl Said for ClaimError {
    fn said(&self) -> Text {
        match *self {
            ClaimError::TooMany { tricks, remaining } => Text::message("refused-claim-too-many")
                .with("tricks", Arg::plain(tricks))
                .with("remaining", Arg::plain(remaining)),
            ClaimError::Dummy => Text::message("refused-claim-dummy"),
            ClaimError::PlayOver => Text::message("refused-play-over"),
            ClaimError::Pending => Text::message("refused-claim-already"),
            ClaimError::NoClaim => Text::message("refused-no-claim"),
            _ => Text::from(self.to_string()),
        }
    }
}

impl<E: std::error::Error + Said> Said for RoundError<E> {
    fn said(&self) -> Text {
        match self {
            RoundError::Call(e) => e.said(),
            RoundError::Play(e) => e.said(),
            RoundError::Claim(e) => e.said(),
            RoundError::WrongPhase(p) => Text::message(match p {
                levee_core::Phase::Auction => "refused-phase-auction",
                levee_core::Phase::Play => "refused-phase-play",
                _ => "refused-phase-over",
            }),
            RoundError::NoClaims => Text::message("refused-no-claims"),
            RoundError::MayNotCancel => Text::message("refused-may-not-cancel"),
            _ => Text::from(self.to_string()),
        }
    }
}

impl Said for ParseCallError {
    fn said(&self) -> Text {
        Text::message("refused-unknown-call").with("text", Arg::plain(&self.0))
    }
}

impl Said for ParseCardError {
    fn said(&self) -> Text {
        Text::message("refused-unknown-card").with("text", Arg::plain(&self.0))
    }
}

impl Said for bridgeote::ParseCallError {
    fn said(&self) -> Text {
        match self {
            bridgeote::ParseCallError::Unreadable(t) => {
                Text::message("refused-unknown-belote-call").with("text", Arg::plain(t))
            }
            bridgeote::ParseCallError::OutOfRange { text, .. } => {
                Text::message("refused-belote-call-range").with("text", Arg::plain(text))
            }
            _ => Text::from(self.to_string()),
        }
    }
}
