//! The play of the cards: tricks, the player to play, legality, claims and undo.
//!
//! [`Play`] starts with the opening lead by the player on declarer's left (Law 41) and goes
//! clockwise; the winner of a trick leads the next (Law 44G). Declarer plays dummy's cards,
//! and dummy is exposed once the opening lead is faced (Law 41D). A refused card comes back
//! as an [`IllegalPlay`] naming the Law and leaves the play unchanged.

use crate::card::Card;
use crate::deal::Deal;
use crate::hand::Hand;
use crate::rules::Rules;
use crate::seat::{BySeat, BySide, Seat, Side};
use crate::trick::{IllegalPlay, Trick};

/// A claim: a player states how many of the remaining tricks their side will take.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Claim {
    /// Who claims.
    pub by: Seat,
    /// Tricks claimed for the claimer's side out of those not yet won.
    pub tricks: u8,
}

/// A claim that cannot be made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ClaimError {
    /// More tricks than remain.
    #[error("Law 68: only {remaining} tricks remain, cannot claim {tricks}")]
    TooMany {
        /// Claimed.
        tricks: u8,
        /// Remaining.
        remaining: u8,
    },
    /// Dummy may not claim.
    #[error("Law 43: dummy may not claim")]
    Dummy,
    /// Nothing to claim.
    #[error("the play is over")]
    PlayOver,
    /// Another claim is pending.
    #[error("a claim is already pending")]
    Pending,
    /// No claim to answer, or the claimer's own side answering.
    #[error("Law 69: no claim pending for the other side to answer")]
    NoClaim,
}

/// What [`Play::undo`] took back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Undone {
    /// A card, and the seat it returned to.
    Card(Seat, Card),
    /// A claim (pending or accepted).
    Claim(Claim),
}

/// The play of one deal under rules `R`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Play<R: Rules> {
    deal: Deal<R>,
    strain: R::Strain,
    declarer: Option<Seat>,
    hands: BySeat<Hand>,
    tricks: Vec<Trick>,
    current: Trick,
    won: BySide<u8>,
    claim: Option<Claim>,
    /// An accepted claim ended the play; with the tricks it gave the other side.
    conceded: Option<(Claim, u8)>,
}

impl<R: Rules> Play<R> {
    /// The play of a contract: declarer's left-hand opponent leads (Law 41A).
    #[must_use]
    pub fn new(deal: Deal<R>, strain: R::Strain, declarer: Seat) -> Play<R> {
        Play::with_leader(deal, strain, Some(declarer), declarer.lho())
    }

    /// A play with any opening leader, with or without a declarer (minibridge's first deal
    /// has neither contract nor dummy; Bridgeote leads from the dealer's left).
    #[must_use]
    pub fn with_leader(deal: Deal<R>, strain: R::Strain, declarer: Option<Seat>, leader: Seat) -> Play<R> {
        Play {
            deal,
            strain,
            declarer,
            hands: deal.hands(),
            tricks: Vec::with_capacity(R::HAND_SIZE as usize),
            current: Trick::new(leader),
            won: BySide::default(),
            claim: None,
            conceded: None,
        }
    }

    /// The deal as it was dealt.
    #[must_use]
    pub fn deal(&self) -> &Deal<R> {
        &self.deal
    }

    /// The strain.
    #[must_use]
    pub fn strain(&self) -> R::Strain {
        self.strain
    }

    /// Declarer, if there is a contract.
    #[must_use]
    pub fn declarer(&self) -> Option<Seat> {
        self.declarer
    }

    /// Dummy: declarer's partner.
    #[must_use]
    pub fn dummy(&self) -> Option<Seat> {
        self.declarer.map(Seat::partner)
    }

    /// True once the opening lead is faced: dummy's hand is then shown to all (Law 41D).
    #[must_use]
    pub fn dummy_visible(&self) -> bool {
        self.declarer.is_some() && (!self.tricks.is_empty() || !self.current.is_empty())
    }

    /// The cards a seat still holds.
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat]
    }

    /// Completed tricks, in order.
    #[must_use]
    pub fn tricks(&self) -> &[Trick] {
        &self.tricks
    }

    /// The trick in progress (empty at the start of a trick).
    #[must_use]
    pub fn current_trick(&self) -> &Trick {
        &self.current
    }

    /// Tricks won by a side.
    #[must_use]
    pub fn tricks_won(&self, side: Side) -> u8 {
        self.won[side]
    }

    /// Tricks won by declarer's side.
    #[must_use]
    pub fn declarer_tricks(&self) -> Option<u8> {
        self.declarer.map(|d| self.won[d.side()])
    }

    /// True when every trick is played or claimed.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.won[Side::NorthSouth] + self.won[Side::EastWest] == R::HAND_SIZE as u8
    }

    /// Tricks neither side has won yet.
    #[must_use]
    pub fn remaining_tricks(&self) -> u8 {
        R::HAND_SIZE as u8 - self.won[Side::NorthSouth] - self.won[Side::EastWest]
    }

    /// The seat whose card comes next, `None` when the play is over.
    #[must_use]
    pub fn to_play(&self) -> Option<Seat> {
        if self.is_over() { None } else { Some(self.current.next_seat()) }
    }

    /// Who chooses the next card: declarer for dummy, the seat itself otherwise.
    #[must_use]
    pub fn to_act(&self) -> Option<Seat> {
        self.to_play().map(|s| if Some(s) == self.dummy() { s.partner() } else { s })
    }

    /// The cards the seat to play may play (empty when the play is over).
    #[must_use]
    #[inline]
    pub fn legal_plays(&self) -> Hand {
        match self.to_play() {
            Some(seat) if self.claim.is_none() => R::legal_plays(self.hands[seat], &self.current, self.strain),
            _ => Hand::EMPTY,
        }
    }

    /// Checks a card for the seat to play.
    ///
    /// # Errors
    /// The [`IllegalPlay`].
    pub fn check(&self, card: Card) -> Result<(), IllegalPlay> {
        let seat = self.to_play().ok_or(IllegalPlay::PlayOver)?;
        if self.claim.is_some() {
            return Err(IllegalPlay::ClaimPending);
        }
        let hand = self.hands[seat];
        if !hand.contains(card) {
            return Err(IllegalPlay::CardNotHeld { seat, card });
        }
        if !R::legal_plays(hand, &self.current, self.strain).contains(card) {
            return Err(R::why_illegal(hand, &self.current, self.strain, card));
        }
        Ok(())
    }

    /// Plays a card for the seat to play.
    ///
    /// # Errors
    /// The [`IllegalPlay`]; the play is unchanged.
    pub fn try_play(&mut self, card: Card) -> Result<(), IllegalPlay> {
        self.check(card)?;
        self.play_unchecked(card);
        Ok(())
    }

    /// Plays a card chosen by `actor` (declarer chooses dummy's cards).
    ///
    /// # Errors
    /// [`IllegalPlay::OutOfTurn`], [`IllegalPlay::DummyPlays`] or the card's own fault.
    pub fn try_play_by(&mut self, actor: Seat, card: Card) -> Result<(), IllegalPlay> {
        self.check_by(actor, card)?;
        self.play_unchecked(card);
        Ok(())
    }

    /// Checks a card chosen by `actor` (declarer chooses dummy's cards), changing nothing.
    ///
    /// # Errors
    /// As [`Play::try_play_by`].
    pub fn check_by(&self, actor: Seat, card: Card) -> Result<(), IllegalPlay> {
        let seat = self.to_play().ok_or(IllegalPlay::PlayOver)?;
        if Some(actor) == self.dummy() {
            return Err(IllegalPlay::DummyPlays { dummy: actor });
        }
        let expected = self.to_act().unwrap_or(seat);
        if actor != expected {
            return Err(IllegalPlay::OutOfTurn { expected: seat, seat: actor });
        }
        self.check(card)
    }

    /// Plays a card without checks. Returns the trick winner when the card completes a trick.
    ///
    /// # Panics
    /// May panic or corrupt the play if the card is not legal.
    pub fn play_unchecked(&mut self, card: Card) -> Option<Seat> {
        let seat = self.current.next_seat();
        self.hands[seat].remove(card);
        self.current.push(card);
        if self.current.is_complete() {
            let winner = R::trick_winner(&self.current, self.strain);
            self.won[winner.side()] += 1;
            self.tricks.push(self.current);
            self.current = Trick::new(winner);
            Some(winner)
        } else {
            None
        }
    }

    /// Takes back the last action of the play (practice games): a pending or accepted claim,
    /// else the last card played. `None` when nothing was played.
    pub fn undo(&mut self) -> Option<Undone> {
        if let Some(c) = self.claim.take() {
            return Some(Undone::Claim(c));
        }
        if let Some((c, rest)) = self.conceded.take() {
            self.won[c.by.side()] -= c.tricks;
            self.won[c.by.side().opponents()] -= rest;
            return Some(Undone::Claim(c));
        }
        if self.current.is_empty() {
            let last = self.tricks.pop()?;
            let winner = R::trick_winner(&last, self.strain);
            self.won[winner.side()] -= 1;
            self.current = last;
        }
        let seat = self.current.leader().add(self.current.len() - 1);
        let card = self.current.pop()?;
        self.hands[seat].insert(card);
        Some(Undone::Card(seat, card))
    }

    /// A claim of `tricks` of the remaining tricks for the claimer's side (Law 68).
    ///
    /// # Errors
    /// [`ClaimError`] when dummy claims, the number is too high, or the play is over.
    pub fn claim(&mut self, by: Seat, tricks: u8) -> Result<(), ClaimError> {
        if self.is_over() {
            return Err(ClaimError::PlayOver);
        }
        if self.claim.is_some() {
            return Err(ClaimError::Pending);
        }
        if Some(by) == self.dummy() {
            return Err(ClaimError::Dummy);
        }
        let remaining = self.remaining_tricks();
        if tricks > remaining {
            return Err(ClaimError::TooMany { tricks, remaining });
        }
        self.claim = Some(Claim { by, tricks });
        Ok(())
    }

    /// The pending claim.
    #[must_use]
    pub fn pending_claim(&self) -> Option<Claim> {
        self.claim
    }

    /// The claim that ended the play, if one did.
    #[must_use]
    pub fn accepted_claim(&self) -> Option<Claim> {
        self.conceded.map(|(c, _)| c)
    }

    /// The other side accepts the claim: the tricks are scored and the play ends (Law 69).
    ///
    /// # Errors
    /// [`ClaimError::NoClaim`] when no claim is pending or `by` is on the claimer's side.
    pub fn accept_claim(&mut self, by: Seat) -> Result<Claim, ClaimError> {
        let c = self.claim.ok_or(ClaimError::NoClaim)?;
        if by.side() == c.by.side() {
            return Err(ClaimError::NoClaim);
        }
        let rest = self.remaining_tricks() - c.tricks;
        self.won[c.by.side()] += c.tricks;
        self.won[c.by.side().opponents()] += rest;
        self.claim = None;
        self.conceded = Some((c, rest));
        Ok(c)
    }

    /// The other side rejects the claim: play goes on (the director would rule, Law 70).
    ///
    /// # Errors
    /// [`ClaimError::NoClaim`] when no claim is pending or `by` is on the claimer's side.
    pub fn reject_claim(&mut self, by: Seat) -> Result<Claim, ClaimError> {
        let c = self.claim.ok_or(ClaimError::NoClaim)?;
        if by.side() == c.by.side() {
            return Err(ClaimError::NoClaim);
        }
        self.claim = None;
        Ok(c)
    }

    /// Every card played, in order.
    pub fn cards_played(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        self.tricks.iter().chain(core::iter::once(&self.current)).flat_map(|t| t.iter().collect::<Vec<_>>())
    }

    /// The seat winning the current trick so far.
    #[must_use]
    pub fn current_winner(&self) -> Option<Seat> {
        if self.current.is_empty() { None } else { Some(R::trick_winner(&self.current, self.strain)) }
    }
}
