//! One deal of contract bridge from the first call to the last card: the auction, then the
//! play of the contract it produced. Used by the command line's hot-seat game, the robots'
//! arena and the server, so that each of them applies exactly the same rules.

use crate::auction::{Auction, AuctionResult, Call, Contract, IllegalCall};
use crate::board::Vulnerability;
use crate::card::Card;
use crate::deal::Deal;
use crate::play::{Claim, ClaimError, IllegalPlay, Play, Undone};
use crate::rules::Bridge;
use crate::seat::Seat;

/// Where a deal stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Calls are being made.
    Auction,
    /// Cards are being played.
    Play,
    /// Passed out, or all tricks played or claimed.
    Over,
}

/// An action refused, and why.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GameError {
    /// A call the auction refuses.
    #[error(transparent)]
    Call(#[from] IllegalCall),
    /// A card the play refuses.
    #[error(transparent)]
    Play(#[from] IllegalPlay),
    /// A claim refused.
    #[error(transparent)]
    Claim(#[from] ClaimError),
    /// A call during the play, or a card during the auction.
    #[error("not now: the deal is in its {0:?} phase")]
    WrongPhase(Phase),
}

/// A deal of bridge in progress.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Game {
    deal: Deal,
    vulnerability: Vulnerability,
    auction: Auction,
    /// A contract set without an auction (minibridge's procedure), if any.
    fixed: Option<AuctionResult>,
    play: Option<Play<Bridge>>,
}

impl Game {
    /// A new deal, ready for the dealer's first call.
    #[must_use]
    pub fn new(deal: Deal, dealer: Seat, vulnerability: Vulnerability) -> Game {
        Game { deal, vulnerability, auction: Auction::new(dealer), fixed: None, play: None }
    }

    /// A deal whose contract was set without an auction (minibridge): the play starts at once.
    #[must_use]
    pub fn with_contract(
        deal: Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
        contract: Contract,
        declarer: Seat,
    ) -> Game {
        Game {
            deal,
            vulnerability,
            auction: Auction::new(dealer),
            fixed: Some(AuctionResult::Contract { contract, declarer }),
            play: Some(Play::new(deal, contract.strain, declarer)),
        }
    }

    /// How the auction (or the contract procedure) ended, once it has.
    #[must_use]
    pub fn result(&self) -> Option<AuctionResult> {
        self.fixed.or_else(|| self.auction.result())
    }

    /// The deal.
    #[must_use]
    pub fn deal(&self) -> &Deal {
        &self.deal
    }

    /// The dealer.
    #[must_use]
    pub fn dealer(&self) -> Seat {
        self.auction.dealer()
    }

    /// The vulnerability.
    #[must_use]
    pub fn vulnerability(&self) -> Vulnerability {
        self.vulnerability
    }

    /// The auction so far.
    #[must_use]
    pub fn auction(&self) -> &Auction {
        &self.auction
    }

    /// The play, once the auction produced a contract.
    #[must_use]
    pub fn play(&self) -> Option<&Play<Bridge>> {
        self.play.as_ref()
    }

    /// The phase.
    #[must_use]
    pub fn phase(&self) -> Phase {
        match (&self.play, self.result()) {
            (_, None) => Phase::Auction,
            (_, Some(AuctionResult::PassedOut)) => Phase::Over,
            (Some(p), _) if p.is_over() => Phase::Over,
            _ => Phase::Play,
        }
    }

    /// The final contract and declarer.
    #[must_use]
    pub fn contract(&self) -> Option<(Contract, Seat)> {
        match self.result()? {
            AuctionResult::Contract { contract, declarer } => Some((contract, declarer)),
            AuctionResult::PassedOut => None,
        }
    }

    /// The seat that acts next: the caller, the player (declarer for dummy), or `None`.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        match self.phase() {
            Phase::Auction => self.auction.to_call(),
            Phase::Play => self.play.as_ref().and_then(Play::to_act),
            Phase::Over => None,
        }
    }

    /// A call by `seat`.
    ///
    /// # Errors
    /// [`GameError::Call`] for an illegal call, [`GameError::WrongPhase`] after the auction.
    pub fn call(&mut self, seat: Seat, call: Call) -> Result<(), GameError> {
        if self.phase() != Phase::Auction {
            return Err(GameError::WrongPhase(self.phase()));
        }
        self.auction.try_call_by(seat, call)?;
        if let Some(AuctionResult::Contract { contract, declarer }) = self.auction.result() {
            self.play = Some(Play::new(self.deal, contract.strain, declarer));
        }
        Ok(())
    }

    /// A card chosen by `actor` (declarer for dummy).
    ///
    /// # Errors
    /// [`GameError::Play`] for an illegal card, [`GameError::WrongPhase`] outside the play.
    pub fn play_card(&mut self, actor: Seat, card: Card) -> Result<(), GameError> {
        let phase = self.phase();
        match (&mut self.play, phase) {
            (Some(play), Phase::Play) => Ok(play.try_play_by(actor, card)?),
            _ => Err(GameError::WrongPhase(phase)),
        }
    }

    /// A claim by `by` of `tricks` of the remaining tricks.
    ///
    /// # Errors
    /// As [`Play::claim`], or [`GameError::WrongPhase`].
    pub fn claim(&mut self, by: Seat, tricks: u8) -> Result<(), GameError> {
        let phase = self.phase();
        match (&mut self.play, phase) {
            (Some(play), Phase::Play) => Ok(play.claim(by, tricks)?),
            _ => Err(GameError::WrongPhase(phase)),
        }
    }

    /// The other side answers a pending claim.
    ///
    /// # Errors
    /// As [`Play::accept_claim`], or [`GameError::WrongPhase`].
    pub fn answer_claim(&mut self, by: Seat, accept: bool) -> Result<Claim, GameError> {
        let phase = self.phase();
        match (&mut self.play, phase) {
            (Some(play), Phase::Play) => Ok(if accept { play.accept_claim(by)? } else { play.reject_claim(by)? }),
            _ => Err(GameError::WrongPhase(phase)),
        }
    }

    /// Takes back the last card, claim or call (practice games).
    pub fn undo(&mut self) -> Option<Undo> {
        if let Some(play) = &mut self.play {
            if let Some(u) = play.undo() {
                return Some(Undo::Play(u));
            }
            if self.fixed.is_some() {
                return None;
            }
            self.play = None;
        }
        self.auction.undo().map(Undo::Call)
    }

    /// Tricks taken by declarer's side, once the play is over.
    #[must_use]
    pub fn declarer_tricks(&self) -> Option<u8> {
        self.play.as_ref().filter(|p| p.is_over()).and_then(Play::declarer_tricks)
    }
}

/// What [`Game::undo`] took back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Undo {
    /// A call.
    Call(Call),
    /// A card or claim.
    Play(Undone),
}
