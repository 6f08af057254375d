//! The deal in progress at a table, whatever the game: one [`Round`] of the variant's
//! [`Bidding`], chosen at run time (as shakmaty's `VariantPosition` does for chess variants).

use crate::call::AnyCall;
use crate::words::Said;
use levee_core::bridgeote::{self, Bridgeote};
use levee_core::minibridge::Procedure;
use levee_core::{
    Auction, Bataille, Bidding, Bridge, Card, Claim, Ending, Hand, Phase, Play, Round, Rules, Seat, Side, Suit,
    Variant, Vulnerability,
};
use levee_i18n::{Arg, Text};

/// A trick as tables show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrickCards {
    /// Who led.
    pub leader: Seat,
    /// The cards, from the leader.
    pub cards: Vec<Card>,
    /// Who won it (complete tricks).
    pub winner: Option<Seat>,
}

/// The deal in progress: a round of one of the four games.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnyRound {
    /// Contract bridge.
    Bridge(Round<Auction>),
    /// Minibridge: seed 003's procedure, then the play.
    Minibridge(Round<Procedure>),
    /// La bataille: the play alone.
    Bataille(Round<Bataille>),
    /// Bridgeote: its auction, then the play of 32 cards.
    Bridgeote(Round<bridgeote::Auction>),
}

/// The same expression over whichever round it is.
macro_rules! each {
    ($self:expr, $r:ident => $e:expr) => {
        match $self {
            AnyRound::Bridge($r) => $e,
            AnyRound::Minibridge($r) => $e,
            AnyRound::Bataille($r) => $e,
            AnyRound::Bridgeote($r) => $e,
        }
    };
}

/// The same expression over the play, whichever rules it follows.
macro_rules! each_play {
    ($self:expr, $p:ident => $e:expr, $none:expr) => {
        match $self {
            AnyRound::Bridge(r) => match r.play() {
                Some($p) => $e,
                None => $none,
            },
            AnyRound::Minibridge(r) => match r.play() {
                Some($p) => $e,
                None => $none,
            },
            AnyRound::Bataille(r) => match r.play() {
                Some($p) => $e,
                None => $none,
            },
            AnyRound::Bridgeote(r) => match r.play() {
                Some($p) => $e,
                None => $none,
            },
        }
    };
}

/// Whether a claim may be made, checked on the round as it stands (Laws 43, 68).
fn claim_allowed<B: Bidding>(r: &Round<B>, seat: Seat, tricks: u8) -> Result<(), Text>
where
    B::Error: Said,
{
    if !B::CLAIMS {
        return Err(levee_core::RoundError::<B::Error>::NoClaims.said());
    }
    let play = match (r.phase(), r.play()) {
        (Phase::Play, Some(p)) => p,
        (phase, _) => return Err(levee_core::RoundError::<B::Error>::WrongPhase(phase).said()),
    };
    let err = |e: levee_core::ClaimError| e.said();
    if play.pending_claim().is_some() {
        return Err(err(levee_core::ClaimError::Pending));
    }
    if Some(seat) == play.dummy() {
        return Err(err(levee_core::ClaimError::Dummy));
    }
    let remaining = play.remaining_tricks();
    if tricks > remaining {
        return Err(err(levee_core::ClaimError::TooMany { tricks, remaining }));
    }
    Ok(())
}

fn tricks_of<R: Rules>(p: &Play<R>) -> Vec<TrickCards> {
    p.tricks()
        .iter()
        .map(|t| TrickCards {
            leader: t.leader(),
            cards: t.iter().map(|(_, c)| c).collect(),
            winner: Some(R::trick_winner(t, p.strain())),
        })
        .collect()
}

impl AnyRound {
    /// Which game.
    #[must_use]
    pub fn variant(&self) -> Variant {
        match self {
            AnyRound::Bridge(_) => Variant::Bridge,
            AnyRound::Minibridge(_) => Variant::Minibridge,
            AnyRound::Bataille(_) => Variant::Bataille,
            AnyRound::Bridgeote(_) => Variant::Bridgeote,
        }
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        each!(self, r => r.phase())
    }

    /// Why it is over, once it is.
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        each!(self, r => r.ending())
    }

    /// Who acts next (declarer for dummy).
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        each!(self, r => r.to_act())
    }

    /// Whose card is next (dummy's when declarer plays it).
    #[must_use]
    pub fn to_play(&self) -> Option<Seat> {
        each_play!(self, p => p.to_play(), None)
    }

    /// The dealer.
    #[must_use]
    pub fn dealer(&self) -> Seat {
        each!(self, r => r.dealer())
    }

    /// The vulnerability.
    #[must_use]
    pub fn vulnerability(&self) -> Vulnerability {
        each!(self, r => r.vulnerability())
    }

    /// The calls so far.
    #[must_use]
    pub fn calls(&self) -> Vec<(Seat, AnyCall)> {
        match self {
            AnyRound::Bridge(r) => r.auction().iter().map(|(s, c)| (s, c.into())).collect(),
            AnyRound::Minibridge(r) => r.bidding().said().iter().map(|(s, c)| (*s, AnyCall::Say(*c))).collect(),
            AnyRound::Bataille(_) => Vec::new(),
            AnyRound::Bridgeote(r) => r.bidding().calls_by_seat().map(|(s, c)| (s, c.into())).collect(),
        }
    }

    /// The calls the seat to call may make.
    #[must_use]
    pub fn legal_calls(&self) -> Vec<AnyCall> {
        if self.phase() != Phase::Auction {
            return Vec::new();
        }
        match self {
            AnyRound::Bridge(r) => r.bidding().legal_calls().into_iter().map(AnyCall::from).collect(),
            AnyRound::Minibridge(r) => Bidding::legal_calls(r.bidding()).into_iter().map(AnyCall::Say).collect(),
            AnyRound::Bataille(_) => Vec::new(),
            AnyRound::Bridgeote(r) => r.bidding().legal_calls().into_iter().map(AnyCall::from).collect(),
        }
    }

    /// Whether `seat` may make `call` now: the rule it breaks if not.
    ///
    /// # Errors
    /// The rule, in words.
    pub fn check_call(&self, seat: Seat, call: AnyCall) -> Result<(), Text> {
        let wrong = || {
            Text::message("refused-not-a-call")
                .with("call", Arg::Call(call.to_string()))
                .with("game", Arg::plain(self.variant()))
        };
        match self {
            AnyRound::Bridge(r) => r.check_call(seat, call.bridge().ok_or_else(wrong)?).map_err(|e| e.said()),
            AnyRound::Minibridge(r) => r.check_call(seat, call.say().ok_or_else(wrong)?).map_err(|e| e.said()),
            AnyRound::Bataille(_) => Err(wrong()),
            AnyRound::Bridgeote(r) => r.check_call(seat, call.belote().ok_or_else(wrong)?).map_err(|e| e.said()),
        }
    }

    /// `seat` makes `call`.
    ///
    /// # Errors
    /// As [`AnyRound::check_call`]; nothing changes.
    pub fn call(&mut self, seat: Seat, call: AnyCall) -> Result<(), Text> {
        self.check_call(seat, call)?;
        let done = match self {
            AnyRound::Bridge(r) => call.bridge().map(|c| r.call(seat, c).map_err(|e| e.said())),
            AnyRound::Minibridge(r) => call.say().map(|c| r.call(seat, c).map_err(|e| e.said())),
            AnyRound::Bataille(_) => None,
            AnyRound::Bridgeote(r) => call.belote().map(|c| r.call(seat, c).map_err(|e| e.said())),
        };
        done.unwrap_or_else(|| Err(Text::message("refused-no-such-call")))
    }

    /// Whether `actor` (declarer for dummy) may play `card` now.
    ///
    /// # Errors
    /// The rule, in words.
    pub fn check_card(&self, actor: Seat, card: Card) -> Result<(), Text> {
        each!(self, r => r.check_card(actor, card).map_err(|e| e.said()))
    }

    /// `actor` plays `card`; the trick it completes, if it does.
    ///
    /// # Errors
    /// As [`AnyRound::check_card`]; nothing changes.
    pub fn play_card(&mut self, actor: Seat, card: Card) -> Result<Option<TrickCards>, Text> {
        let before = self.tricks_played();
        each!(self, r => r.play_card(actor, card).map_err(|e| e.said()))?;
        Ok((self.tricks_played() > before).then(|| self.tricks().pop()).flatten())
    }

    /// Whether `seat` may claim `tricks` of those left now.
    ///
    /// # Errors
    /// The rule, in words.
    pub fn check_claim(&self, seat: Seat, tricks: u8) -> Result<(), Text> {
        each!(self, r => claim_allowed(r, seat, tricks))
    }

    /// `seat` claims.
    ///
    /// # Errors
    /// As [`AnyRound::check_claim`].
    pub fn claim(&mut self, seat: Seat, tricks: u8) -> Result<(), Text> {
        each!(self, r => r.claim(seat, tricks).map_err(|e| e.said()))
    }

    /// `seat` answers the pending claim.
    ///
    /// # Errors
    /// No claim for `seat` to answer.
    pub fn answer_claim(&mut self, seat: Seat, accept: bool) -> Result<Claim, Text> {
        each!(self, r => r.answer_claim(seat, accept).map_err(|e| e.said()))
    }

    /// The pending claim.
    #[must_use]
    pub fn pending_claim(&self) -> Option<Claim> {
        each_play!(self, p => p.pending_claim(), None)
    }

    /// The seat that may cancel the deal now (Bridgeote's four sevens).
    #[must_use]
    pub fn may_cancel(&self) -> Option<Seat> {
        each!(self, r => r.may_cancel())
    }

    /// `seat` cancels the deal.
    ///
    /// # Errors
    /// `seat` may not, now.
    pub fn cancel(&mut self, seat: Seat) -> Result<(), Text> {
        each!(self, r => r.cancel(seat).map_err(|e| e.said()))
    }

    /// The cards `seat` holds now.
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Hand {
        each!(self, r => r.play().map_or(r.cards().hand(seat), |p| p.hand(seat)))
    }

    /// The cards `seat` was dealt.
    #[must_use]
    pub fn dealt(&self, seat: Seat) -> Hand {
        each!(self, r => r.cards().hand(seat))
    }

    /// The deal as a PBN deal string.
    #[must_use]
    pub fn deal_text(&self) -> String {
        each!(self, r => r.cards().to_string())
    }

    /// The cards in play (52 or 32).
    #[must_use]
    pub fn hand_size(&self) -> u32 {
        match self {
            AnyRound::Bridgeote(_) => Bridgeote::HAND_SIZE,
            _ => Bridge::HAND_SIZE,
        }
    }

    /// The tricks completed.
    #[must_use]
    pub fn tricks(&self) -> Vec<TrickCards> {
        each_play!(self, p => tricks_of(p), Vec::new())
    }

    fn tricks_played(&self) -> usize {
        each_play!(self, p => p.tricks().len(), 0)
    }

    /// The trick in progress (empty at its start), once the play has begun.
    #[must_use]
    pub fn current_trick(&self) -> Option<TrickCards> {
        each_play!(self, p => {
            let t = p.current_trick();
            Some(TrickCards { leader: t.leader(), cards: t.iter().map(|(_, c)| c).collect(), winner: None })
        }, None)
    }

    /// The cards the seat to play may play.
    #[must_use]
    pub fn legal_cards(&self) -> Hand {
        each_play!(self, p => if self.phase() == Phase::Play { p.legal_plays() } else { Hand::EMPTY }, Hand::EMPTY)
    }

    /// Tricks a side has won.
    #[must_use]
    pub fn tricks_won(&self, side: Side) -> u8 {
        each_play!(self, p => p.tricks_won(side), 0)
    }

    /// The declarer (none at la bataille).
    #[must_use]
    pub fn declarer(&self) -> Option<Seat> {
        match self {
            AnyRound::Bridgeote(r) => r.settled_contract().map(|c| c.declarer),
            _ => each_play!(self, p => p.declarer(), None),
        }
    }

    /// Dummy, in the games that have one (bridge and minibridge).
    #[must_use]
    pub fn dummy(&self) -> Option<Seat> {
        match self {
            AnyRound::Bridge(_) | AnyRound::Minibridge(_) => each_play!(self, p => p.dummy(), None),
            _ => None,
        }
    }

    /// Whether dummy is faced (the opening lead is made).
    #[must_use]
    pub fn dummy_visible(&self) -> bool {
        match self {
            AnyRound::Bridge(_) | AnyRound::Minibridge(_) => each_play!(self, p => p.dummy_visible(), false),
            _ => false,
        }
    }

    /// The trump suit of the contract, if any.
    #[must_use]
    pub fn trump(&self) -> Option<Suit> {
        match self {
            AnyRound::Bridge(r) => r.play().and_then(|p| p.strain().trump()),
            AnyRound::Minibridge(_) | AnyRound::Bataille(_) => None,
            AnyRound::Bridgeote(r) => r.play().and_then(|p| Bridgeote::trump(p.strain())),
        }
    }

    /// Bridgeote: the contract's strain once the play has begun (it orders the trumps).
    #[must_use]
    pub fn trump_strain(&self) -> Option<bridgeote::Strain> {
        match self {
            AnyRound::Bridgeote(r) => r.play().map(Play::strain),
            _ => None,
        }
    }

    /// The contract as players write it (`4H`, `3NT`, `120♥X`) and its declarer.
    #[must_use]
    pub fn contract(&self) -> Option<(String, Seat)> {
        match self {
            AnyRound::Bridge(r) => r.contract().map(|(c, d)| (c.to_string(), d)),
            AnyRound::Minibridge(r) => r.contract().map(|(c, d)| (c.to_string(), d)),
            AnyRound::Bataille(_) => None,
            AnyRound::Bridgeote(r) => {
                r.settled_contract().map(|c| (format!("{:#}{}", c.bid, c.doubling.suffix()), c.declarer))
            }
        }
    }

    /// Takes back the last card, claim or call (practice games), in words: `1NT`,
    /// `West's SQ`, `South's claim`. Minibridge's announcements are the table's, not taken
    /// back; nothing once the deal is over.
    pub fn undo(&mut self) -> Option<String> {
        if self.phase() == Phase::Over {
            return None;
        }
        if let AnyRound::Minibridge(r) = self
            && r.play().is_none_or(|p| p.cards_played().next().is_none() && p.pending_claim().is_none())
        {
            return None;
        }
        each!(self, r => r.undo().map(|u| match u {
            levee_core::Undo::Call(c) => c.to_string(),
            levee_core::Undo::Play(levee_core::Undone::Card(s, c)) => format!("{s:#}'s {c}"),
            levee_core::Undo::Play(levee_core::Undone::Claim(c)) => format!("{:#}'s claim", c.by),
        }))
    }

    /// Every card played, in order, with the seat whose card it was.
    #[must_use]
    pub fn cards_played(&self) -> Vec<(Seat, Card)> {
        each_play!(self, p => p.cards_played().collect(), Vec::new())
    }
}
