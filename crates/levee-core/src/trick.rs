//! A trick, and why a card may not be played to one: what every game's card-play rules
//! ([`crate::Rules`]) speak of.

use crate::card::{Card, Suit};
use crate::seat::Seat;
use core::fmt;

/// A trick: up to four cards, the first played by the leader and the rest clockwise.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Trick {
    leader: Seat,
    cards: [Option<Card>; 4],
    len: u8,
}

impl Trick {
    /// An empty trick led by `leader`.
    #[must_use]
    pub const fn new(leader: Seat) -> Trick {
        Trick { leader, cards: [None; 4], len: 0 }
    }

    /// Who leads.
    #[must_use]
    #[inline]
    pub const fn leader(&self) -> Seat {
        self.leader
    }

    /// Cards played so far.
    #[must_use]
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// No card yet.
    #[must_use]
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Four cards played.
    #[must_use]
    #[inline]
    pub const fn is_complete(&self) -> bool {
        self.len == 4
    }

    /// The suit led.
    #[must_use]
    #[inline]
    pub fn led_suit(&self) -> Option<Suit> {
        self.cards[0].map(Card::suit)
    }

    /// The seat to play next (the leader when empty).
    #[must_use]
    #[inline]
    pub const fn next_seat(&self) -> Seat {
        self.leader.add(self.len as usize)
    }

    /// The cards with who played them, in order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, Card)> + '_ {
        (0..self.len()).filter_map(move |i| self.cards[i].map(|c| (self.leader.add(i), c)))
    }

    /// The card a seat played to this trick.
    #[must_use]
    pub fn card_of(&self, seat: Seat) -> Option<Card> {
        self.iter().find(|(s, _)| *s == seat).map(|(_, c)| c)
    }

    /// Adds a card (the caller checks legality).
    ///
    /// # Panics
    /// When the trick is already complete.
    pub fn push(&mut self, card: Card) {
        assert!(self.len < 4, "a trick has four cards");
        self.cards[self.len as usize] = Some(card);
        self.len += 1;
    }

    /// Removes the last card.
    pub fn pop(&mut self) -> Option<Card> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        self.cards[self.len as usize].take()
    }
}

impl fmt::Debug for Trick {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Trick({}:", self.leader)?;
        for (_, c) in self.iter() {
            write!(f, " {c}")?;
        }
        f.write_str(")")
    }
}

/// Why a card may not be played. Messages name the Law (or, for Bridgeote, the seed's rule).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalPlay {
    /// All tricks are played or claimed.
    #[error("the play is over")]
    PlayOver,
    /// The player does not hold that card.
    #[error("{seat:#} does not hold {card}")]
    CardNotHeld {
        /// The player to play.
        seat: Seat,
        /// The card.
        card: Card,
    },
    /// Not this seat's turn.
    #[error("Law 57: play out of rotation: it is {expected:#}'s turn to play, not {seat:#}'s")]
    OutOfTurn {
        /// Whose turn it is.
        expected: Seat,
        /// Who tried.
        seat: Seat,
    },
    /// Dummy may not choose cards: declarer plays them.
    #[error("Law 45B: declarer plays dummy's cards; {dummy:#} is dummy")]
    DummyPlays {
        /// Dummy.
        dummy: Seat,
    },
    /// The player holds the suit led and did not follow.
    #[error("Law 44C: must follow suit: {led:#} was led and is held")]
    Revoke {
        /// The suit led.
        led: Suit,
    },
    /// Bridgeote: must play a trump higher than the best one in the trick (seed 004).
    #[error("Bridgeote: must go higher in trumps (monter à l'atout)")]
    MustOvertrump,
    /// Bridgeote: void in the suit led, partner not winning: must trump (seed 004).
    #[error("Bridgeote: must trump (couper) when partner is not winning the trick")]
    MustTrump,
    /// A claim waits for an answer.
    #[error("Law 68: a claim is pending; accept or reject it first")]
    ClaimPending,
}
