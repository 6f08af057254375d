//! One deal of any game of the family, from its first call to its last card: the second axis
//! of a variant beside [`Rules`] (how the cards are played) — how the contract is set.
//!
//! [`Bidding`] is that seam: the bridge auction ([`Auction`]), seed 003's minibridge procedure
//! (`minibridge::Procedure`), la bataille's volunteer leader ([`Bataille`]) and Bridgeote's
//! auction (`bridgeote::Auction`) each implement it (each beside its own type), and [`Round`] plays any of them: the
//! calls, then the play of the contract they set, claims where the variant has them, the four
//! sevens where it has them, and the way the deal ended. [`Variant`] names the four at run
//! time.

use crate::auction::{Auction, AuctionResult, Call, Contract, IllegalCall};
use crate::board::Vulnerability;
use crate::card::Card;
use crate::deal::Deal;
use crate::play::{Claim, ClaimError, Play, Undone};
use crate::rules::{Bridge, Rules};
use crate::seat::Seat;
use crate::trick::IllegalPlay;
use core::fmt;
use core::str::FromStr;

/// The games levee plays, chosen at run time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Variant {
    /// Contract bridge (seeds 000, 001, 002).
    Bridge,
    /// Minibridge (seed 003): the contract from the points, no auction.
    Minibridge,
    /// La bataille (seed 003's first deal): no contract, a volunteer leads at notrump.
    Bataille,
    /// Bridgeote (seed 004): 32 cards, a belote auction, played to 1500.
    Bridgeote,
}

impl Variant {
    /// Every variant.
    pub const ALL: [Variant; 4] = [Variant::Bridge, Variant::Minibridge, Variant::Bataille, Variant::Bridgeote];

    /// The name the command line and the server use: `bridge`, `minibridge`, `bataille`,
    /// `bridgeote`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Bridge => "bridge",
            Variant::Minibridge => "minibridge",
            Variant::Bataille => "bataille",
            Variant::Bridgeote => "bridgeote",
        }
    }

    /// Whether the variant deals 32 cards (Bridgeote) rather than 52.
    #[must_use]
    pub const fn is_32_cards(self) -> bool {
        matches!(self, Variant::Bridgeote)
    }
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game name that is not one of levee's.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no game {0:?}: bridge, minibridge, bataille or bridgeote")]
pub struct ParseVariantError(pub String);

impl FromStr for Variant {
    type Err = ParseVariantError;
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let t = s.trim().to_ascii_lowercase();
        Variant::ALL.into_iter().find(|v| v.name() == t).ok_or_else(|| ParseVariantError(s.to_string()))
    }
}

/// How the calls of a deal ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Settled<C> {
    /// A contract to play.
    Contract(C),
    /// Bridge's « passe générale »: the board scores nothing.
    PassedOut,
    /// Nobody may play: the cards are dealt again (minibridge by the same dealer, Bridgeote by
    /// the next).
    Redeal,
}

/// How a variant sets its contract: the calls, who makes them, what they settle.
pub trait Bidding: Clone + fmt::Debug + PartialEq + Send + Sync + 'static {
    /// The card play's rules.
    type Rules: Rules;
    /// A call (a bid, a pass, an announcement).
    type Call: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static;
    /// What the calls settle: the contract and who declares it.
    type Contract: Copy + Eq + fmt::Debug + Send + Sync + 'static;
    /// Why a call is refused (naming the rule).
    type Error: std::error::Error + Clone + PartialEq + Send + Sync + 'static;
    /// Whether players may claim the remaining tricks (bridge and minibridge; Bridgeote
    /// counts every card's points, and la bataille is a first lesson).
    const CLAIMS: bool;

    /// The calls of a deal just dealt by `dealer`.
    fn start(cards: &Deal<Self::Rules>, dealer: Seat) -> Self;
    /// The dealer.
    fn dealer(&self) -> Seat;
    /// Whose call it is, `None` once settled.
    fn to_call(&self) -> Option<Seat>;
    /// The calls so far with who made each.
    fn calls(&self) -> Vec<(Seat, Self::Call)>;
    /// The calls the seat to call may make now.
    fn legal_calls(&self) -> Vec<Self::Call>;
    /// Whether `seat` may make `call` now.
    ///
    /// # Errors
    /// The rule the call breaks (a call out of turn included).
    fn check(&self, seat: Seat, call: Self::Call) -> Result<(), Self::Error>;
    /// Makes a call.
    ///
    /// # Errors
    /// As [`Bidding::check`]; nothing changes.
    fn call(&mut self, seat: Seat, call: Self::Call) -> Result<(), Self::Error>;
    /// Takes back the last call (practice games).
    fn undo(&mut self) -> Option<Self::Call>;
    /// How the calls ended, once they have.
    fn settled(&self) -> Option<Settled<Self::Contract>>;
    /// The play of a contract the calls settled.
    fn play(&self, cards: Deal<Self::Rules>, contract: &Self::Contract) -> Play<Self::Rules>;
    /// The seat that may cancel the deal before the first trick is complete, if the variant
    /// allows it (Bridgeote's four sevens).
    fn may_cancel(cards: &Deal<Self::Rules>) -> Option<Seat> {
        let _ = cards;
        None
    }
}

/// Where a round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Calls are being made (the auction, or minibridge's announcements).
    Auction,
    /// Cards are being played.
    Play,
    /// Passed out, thrown in, cancelled, or all tricks played or claimed.
    Over,
}

/// An action refused, and why.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RoundError<E: std::error::Error> {
    /// A call the variant refuses.
    #[error(transparent)]
    Call(E),
    /// A card the play refuses.
    #[error(transparent)]
    Play(#[from] IllegalPlay),
    /// A claim refused.
    #[error(transparent)]
    Claim(#[from] ClaimError),
    /// A call during the play, or a card during the auction.
    #[error("not now: the deal is in its {0:?} phase")]
    WrongPhase(Phase),
    /// A claim in a game without claims.
    #[error("no claims in this game: every card is played")]
    NoClaims,
    /// A cancellation by a player who may not cancel, or too late.
    #[error("only the holder of the four sevens may cancel, before the first trick is complete")]
    MayNotCancel,
}

/// Why a round is over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Every trick played, or a claim accepted.
    Played,
    /// Passed out (bridge: the board scores 0).
    PassedOut,
    /// To be dealt again (nobody opened in minibridge, four passes in Bridgeote).
    Redeal,
    /// Cancelled by this seat (Bridgeote's four sevens).
    Cancelled(Seat),
}

/// One deal of a variant: the cards, the calls, then the play.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Round<B: Bidding> {
    cards: Deal<B::Rules>,
    vulnerability: Vulnerability,
    bidding: B,
    play: Option<Play<B::Rules>>,
    cancelled: Option<Seat>,
}

/// A deal of bridge from the first call to the last card.
pub type Game = Round<Auction>;

/// What a refused bridge action is.
pub type GameError = RoundError<IllegalCall>;

impl<B: Bidding> Round<B> {
    /// A new deal, ready for its first call.
    #[must_use]
    pub fn start(cards: Deal<B::Rules>, dealer: Seat, vulnerability: Vulnerability) -> Round<B> {
        let bidding = B::start(&cards, dealer);
        let mut r = Round { cards, vulnerability, bidding, play: None, cancelled: None };
        r.open_play();
        r
    }

    /// Starts the play once the calls settle a contract (some variants settle at once).
    fn open_play(&mut self) {
        if self.play.is_none()
            && let Some(Settled::Contract(c)) = self.bidding.settled()
        {
            self.play = Some(self.bidding.play(self.cards, &c));
        }
    }

    /// The cards as dealt.
    #[must_use]
    pub fn cards(&self) -> &Deal<B::Rules> {
        &self.cards
    }

    /// The dealer.
    #[must_use]
    pub fn dealer(&self) -> Seat {
        self.bidding.dealer()
    }

    /// The vulnerability.
    #[must_use]
    pub fn vulnerability(&self) -> Vulnerability {
        self.vulnerability
    }

    /// The calls so far.
    #[must_use]
    pub fn bidding(&self) -> &B {
        &self.bidding
    }

    /// The play, once the calls settled a contract.
    #[must_use]
    pub fn play(&self) -> Option<&Play<B::Rules>> {
        self.play.as_ref()
    }

    /// The contract the calls settled, if they did.
    #[must_use]
    pub fn settled_contract(&self) -> Option<B::Contract> {
        match self.bidding.settled()? {
            Settled::Contract(c) => Some(c),
            _ => None,
        }
    }

    /// Why the round is over, once it is.
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        if let Some(s) = self.cancelled {
            return Some(Ending::Cancelled(s));
        }
        match self.bidding.settled()? {
            Settled::PassedOut => Some(Ending::PassedOut),
            Settled::Redeal => Some(Ending::Redeal),
            Settled::Contract(_) => self.play.as_ref().filter(|p| p.is_over()).map(|_| Ending::Played),
        }
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        if self.ending().is_some() {
            Phase::Over
        } else if self.play.is_some() {
            Phase::Play
        } else {
            Phase::Auction
        }
    }

    /// The seat that acts next: the caller, the player (declarer for dummy), or `None`.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Auction => self.bidding.to_call(),
            Phase::Play => self.play.as_ref().and_then(Play::to_act),
            Phase::Over => None,
        }
    }

    /// Whether `seat` may make `call` now.
    ///
    /// # Errors
    /// [`RoundError::Call`] with the rule, or [`RoundError::WrongPhase`].
    pub fn check_call(&self, seat: Seat, call: B::Call) -> Result<(), RoundError<B::Error>> {
        if self.phase() != Phase::Auction {
            return Err(RoundError::WrongPhase(self.phase()));
        }
        self.bidding.check(seat, call).map_err(RoundError::Call)
    }

    /// A call by `seat`.
    ///
    /// # Errors
    /// As [`Round::check_call`]; nothing changes.
    pub fn call(&mut self, seat: Seat, call: B::Call) -> Result<(), RoundError<B::Error>> {
        if self.phase() != Phase::Auction {
            return Err(RoundError::WrongPhase(self.phase()));
        }
        self.bidding.call(seat, call).map_err(RoundError::Call)?;
        self.open_play();
        Ok(())
    }

    /// Whether `actor` (declarer for dummy) may play `card` now.
    ///
    /// # Errors
    /// [`RoundError::Play`] with the rule, or [`RoundError::WrongPhase`].
    pub fn check_card(&self, actor: Seat, card: Card) -> Result<(), RoundError<B::Error>> {
        match (&self.play, self.phase()) {
            (Some(play), Phase::Play) => Ok(play.check_by(actor, card)?),
            (_, phase) => Err(RoundError::WrongPhase(phase)),
        }
    }

    /// A card chosen by `actor` (declarer for dummy).
    ///
    /// # Errors
    /// As [`Round::check_card`]; nothing changes.
    pub fn play_card(&mut self, actor: Seat, card: Card) -> Result<(), RoundError<B::Error>> {
        let phase = self.phase();
        match (&mut self.play, phase) {
            (Some(play), Phase::Play) => Ok(play.try_play_by(actor, card)?),
            _ => Err(RoundError::WrongPhase(phase)),
        }
    }

    /// A claim by `by` of `tricks` of the remaining tricks.
    ///
    /// # Errors
    /// [`RoundError::NoClaims`] where the variant has none; as [`Play::claim`].
    pub fn claim(&mut self, by: Seat, tricks: u8) -> Result<(), RoundError<B::Error>> {
        if !B::CLAIMS {
            return Err(RoundError::NoClaims);
        }
        let phase = self.phase();
        match (&mut self.play, phase) {
            (Some(play), Phase::Play) => Ok(play.claim(by, tricks)?),
            _ => Err(RoundError::WrongPhase(phase)),
        }
    }

    /// The other side answers a pending claim.
    ///
    /// # Errors
    /// As [`Play::accept_claim`], or [`RoundError::WrongPhase`].
    pub fn answer_claim(&mut self, by: Seat, accept: bool) -> Result<Claim, RoundError<B::Error>> {
        let phase = self.phase();
        match (&mut self.play, phase) {
            (Some(play), Phase::Play) => Ok(if accept { play.accept_claim(by)? } else { play.reject_claim(by)? }),
            _ => Err(RoundError::WrongPhase(phase)),
        }
    }

    /// The seat that may cancel the deal now (Bridgeote's four sevens: during the auction and
    /// until the first trick is complete).
    #[must_use]
    pub fn may_cancel(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Auction => {}
            Phase::Play if self.play.as_ref().is_some_and(|p| p.tricks().is_empty()) => {}
            _ => return None,
        }
        B::may_cancel(&self.cards)
    }

    /// `seat` cancels the deal.
    ///
    /// # Errors
    /// [`RoundError::MayNotCancel`] unless `seat` may, now.
    pub fn cancel(&mut self, seat: Seat) -> Result<(), RoundError<B::Error>> {
        if self.may_cancel() != Some(seat) {
            return Err(RoundError::MayNotCancel);
        }
        self.cancelled = Some(seat);
        Ok(())
    }

    /// Takes back the last card, claim or call (practice games).
    pub fn undo(&mut self) -> Option<Undo<B::Call>> {
        if self.cancelled.take().is_some() {
            return None;
        }
        if let Some(play) = &mut self.play {
            if let Some(u) = play.undo() {
                return Some(Undo::Play(u));
            }
            self.play = None;
        }
        let call = self.bidding.undo().map(Undo::Call);
        // A variant whose contract needs no call (la bataille) opens the play again at once.
        self.open_play();
        call
    }
}

impl<B: Bidding<Contract = (Contract, Seat)>> Round<B> {
    /// The final contract and declarer (bridge and minibridge).
    #[must_use]
    pub fn contract(&self) -> Option<(Contract, Seat)> {
        self.settled_contract()
    }

    /// Tricks taken by declarer's side, once the play is over.
    #[must_use]
    pub fn declarer_tricks(&self) -> Option<u8> {
        self.play.as_ref().filter(|p| p.is_over()).and_then(Play::declarer_tricks)
    }

    /// How the calls ended, as a board records it (bridge and minibridge).
    #[must_use]
    pub fn result(&self) -> Option<AuctionResult> {
        match self.bidding.settled()? {
            Settled::Contract((contract, declarer)) => Some(AuctionResult::Contract { contract, declarer }),
            Settled::PassedOut | Settled::Redeal => Some(AuctionResult::PassedOut),
        }
    }
}

impl Round<Auction> {
    /// A new deal of bridge, ready for the dealer's first call.
    #[must_use]
    pub fn new(cards: Deal, dealer: Seat, vulnerability: Vulnerability) -> Game {
        Round::start(cards, dealer, vulnerability)
    }

    /// The cards as dealt.
    #[must_use]
    pub fn deal(&self) -> &Deal {
        &self.cards
    }

    /// The auction so far.
    #[must_use]
    pub fn auction(&self) -> &Auction {
        &self.bidding
    }
}

/// What [`Round::undo`] took back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Undo<C> {
    /// A call.
    Call(C),
    /// A card or claim.
    Play(Undone),
}

impl Bidding for Auction {
    type Rules = Bridge;
    type Call = Call;
    type Contract = (Contract, Seat);
    type Error = IllegalCall;
    const CLAIMS: bool = true;

    fn start(_: &Deal, dealer: Seat) -> Auction {
        Auction::new(dealer)
    }
    fn dealer(&self) -> Seat {
        Auction::dealer(self)
    }
    fn to_call(&self) -> Option<Seat> {
        Auction::to_call(self)
    }
    fn calls(&self) -> Vec<(Seat, Call)> {
        self.iter().collect()
    }
    fn legal_calls(&self) -> Vec<Call> {
        Auction::legal_calls(self)
    }
    fn check(&self, seat: Seat, call: Call) -> Result<(), IllegalCall> {
        let expected = Auction::to_call(self).ok_or(IllegalCall::AuctionClosed)?;
        if expected != seat {
            return Err(IllegalCall::OutOfTurn { expected, seat });
        }
        Auction::check(self, call)
    }
    fn call(&mut self, seat: Seat, call: Call) -> Result<(), IllegalCall> {
        self.try_call_by(seat, call)
    }
    fn undo(&mut self) -> Option<Call> {
        Auction::undo(self)
    }
    fn settled(&self) -> Option<Settled<(Contract, Seat)>> {
        Some(match self.result()? {
            AuctionResult::PassedOut => Settled::PassedOut,
            AuctionResult::Contract { contract, declarer } => Settled::Contract((contract, declarer)),
        })
    }
    fn play(&self, cards: Deal, contract: &(Contract, Seat)) -> Play<Bridge> {
        Play::new(cards, contract.0.strain, contract.1)
    }
}

/// La bataille (seed 003's first deal): no contract, no dummy; a volunteer leads at notrump
/// and the side with more tricks wins. The volunteer is the dealer's left-hand opponent unless
/// the table names another ([`Bataille::with_leader`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bataille {
    dealer: Seat,
    leader: Seat,
}

impl Bataille {
    /// La bataille with `leader` volunteering.
    #[must_use]
    pub const fn with_leader(dealer: Seat, leader: Seat) -> Bataille {
        Bataille { dealer, leader }
    }

    /// The volunteer.
    #[must_use]
    pub const fn leader(&self) -> Seat {
        self.leader
    }
}

/// La bataille has no calls: nothing is ever refused for its rule, only for there being none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("la bataille has no calls: the volunteer leads")]
pub struct NoCalls;

/// La bataille's "call": none exists (the type has no value).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum NoCall {}

impl fmt::Display for NoCall {
    fn fmt(&self, _: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {}
    }
}

impl Bidding for Bataille {
    type Rules = Bridge;
    type Call = NoCall;
    type Contract = Seat;
    type Error = NoCalls;
    const CLAIMS: bool = false;

    fn start(_: &Deal, dealer: Seat) -> Bataille {
        Bataille { dealer, leader: dealer.lho() }
    }
    fn dealer(&self) -> Seat {
        self.dealer
    }
    fn to_call(&self) -> Option<Seat> {
        None
    }
    fn calls(&self) -> Vec<(Seat, NoCall)> {
        Vec::new()
    }
    fn legal_calls(&self) -> Vec<NoCall> {
        Vec::new()
    }
    fn check(&self, _: Seat, call: NoCall) -> Result<(), NoCalls> {
        match call {}
    }
    fn call(&mut self, _: Seat, call: NoCall) -> Result<(), NoCalls> {
        match call {}
    }
    fn undo(&mut self) -> Option<NoCall> {
        None
    }
    fn settled(&self) -> Option<Settled<Seat>> {
        Some(Settled::Contract(self.leader))
    }
    fn play(&self, cards: Deal, leader: &Seat) -> Play<Bridge> {
        Play::with_leader(cards, crate::Strain::NoTrump, None, *leader)
    }
}

impl Round<Bataille> {
    /// La bataille with `leader` volunteering to lead.
    #[must_use]
    pub fn bataille(cards: Deal, dealer: Seat, leader: Seat) -> Round<Bataille> {
        let mut r = Round {
            cards,
            vulnerability: Vulnerability::None,
            bidding: Bataille::with_leader(dealer, leader),
            play: None,
            cancelled: None,
        };
        r.open_play();
        r
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_by_name() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            assert_eq!(v.to_string(), v.name());
        }
        assert_eq!(" Bridgeote ".parse::<Variant>(), Ok(Variant::Bridgeote));
        assert!("chess".parse::<Variant>().is_err());
    }

    #[test]
    fn la_bataille_starts_with_the_play() {
        let cards: Deal = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".parse().unwrap();
        let r = Round::<Bataille>::start(cards, Seat::North, Vulnerability::None);
        assert_eq!(r.phase(), Phase::Play);
        assert_eq!(r.to_act(), Some(Seat::East));
        let r = Round::bataille(cards, Seat::North, Seat::South);
        assert_eq!(r.to_act(), Some(Seat::South));
        assert_eq!(r.play().unwrap().dummy(), None);
    }
}
