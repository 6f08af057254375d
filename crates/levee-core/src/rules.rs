//! The variant trait: what differs between contract bridge, minibridge and Bridgeote.
//!
//! One engine ([`Deal`](crate::Deal), [`Play`](crate::Play)) is generic over a [`Rules`]
//! type. A variant states its deck, hand size, dealing packets and play rules; what it does
//! not override (follow suit, highest trump wins) is the provided default. The variant types
//! are zero-sized, so the engine is monomorphised and the solver pays nothing for the
//! abstraction.

use crate::card::Suit;
use crate::hand::Hand;
use crate::seat::Seat;
use crate::trick::{IllegalPlay, Trick};
use core::fmt;

/// The rules of one game of the family.
pub trait Rules: Copy + Default + fmt::Debug + Send + Sync + 'static {
    /// The variant's name, as the command line spells it.
    const NAME: &'static str;
    /// The cards in play.
    const DECK: Hand;
    /// Cards dealt to each seat.
    const HAND_SIZE: u32;
    /// The packets of the deal, repeated round the table from the dealer's left until the
    /// deck is out (bridge deals one by one; Bridgeote 3, 2, 3).
    const DEAL_PACKETS: &'static [u32];
    /// What a contract's strain is in this variant; it decides the trick winner.
    type Strain: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync + 'static;

    /// The trump suit, if any, of a strain.
    fn trump(strain: Self::Strain) -> Option<Suit>;

    /// The cards `hand` may play to `trick` (its next card). Bridge: any card to lead, then
    /// the suit led if held, else anything (Law 44C, 44D).
    #[inline]
    fn legal_plays(hand: Hand, trick: &Trick, strain: Self::Strain) -> Hand {
        let _ = strain;
        match trick.led_suit() {
            Some(led) => {
                let follow = hand.in_suit(led);
                if follow.is_empty() { hand } else { follow }
            }
            None => hand,
        }
    }

    /// Why `card` (held, not in [`Rules::legal_plays`]) may not be played: the rule it breaks.
    fn why_illegal(hand: Hand, trick: &Trick, strain: Self::Strain, card: crate::Card) -> IllegalPlay {
        let _ = (hand, strain, card);
        IllegalPlay::Revoke { led: trick.led_suit().unwrap_or(Suit::Clubs) }
    }

    /// The seat winning a trick (complete or not: the current winner). Bridge: the highest
    /// trump, else the highest card of the suit led (Law 44E, 44F).
    fn trick_winner(trick: &Trick, strain: Self::Strain) -> Seat {
        let trump = Self::trump(strain);
        let led = trick.led_suit();
        let mut best: Option<(u8, Seat)> = None;
        for (seat, card) in trick.iter() {
            let power = if Some(card.suit()) == trump {
                32 + card.rank().get()
            } else if Some(card.suit()) == led {
                16 + card.rank().get()
            } else {
                0
            };
            if best.is_none_or(|(p, _)| power > p) {
                best = Some((power, seat));
            }
        }
        best.map_or(trick.leader(), |(_, s)| s)
    }
}

/// Contract bridge (seeds 000, 001, 002): 52 cards dealt one by one, 13 each.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bridge;

impl Rules for Bridge {
    const NAME: &'static str = "bridge";
    const DECK: Hand = Hand::DECK_52;
    const HAND_SIZE: u32 = 13;
    const DEAL_PACKETS: &'static [u32] = &[1];
    type Strain = crate::Strain;

    #[inline]
    fn trump(strain: crate::Strain) -> Option<Suit> {
        strain.trump()
    }
}
