//! Deals: four hands, validated against a variant's deck.
//!
//! A [`DealBuilder`] is raw setup (public, mutable); [`DealBuilder::build`] checks it against
//! the variant's [`Rules`] and gives a [`Deal`], which cannot be changed afterwards. Text form:
//! the PBN deal string, `N:AKQ.JT9.876.5432 ...`, seats clockwise from the first named.

use crate::card::Card;
use crate::hand::{Hand, ParseHandError};
use crate::rules::{Bridge, Rules};
use crate::seat::{BySeat, Seat};
use core::fmt;
use core::marker::PhantomData;
use core::str::FromStr;

/// Unchecked hands, to be built into a [`Deal`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DealBuilder {
    /// The hand of each seat.
    pub hands: BySeat<Hand>,
}

/// Why four hands are not a deal.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DealError {
    /// A hand has the wrong number of cards.
    #[error("{seat:#} has {len} cards; each hand has {expected}")]
    WrongHandSize {
        /// The seat.
        seat: Seat,
        /// Its number of cards.
        len: u32,
        /// The variant's hand size.
        expected: u32,
    },
    /// A card is in two hands.
    #[error("the card {card} is in two hands ({first:#} and {second:#})")]
    Duplicate {
        /// The card.
        card: Card,
        /// One holder.
        first: Seat,
        /// The other.
        second: Seat,
    },
    /// A card the variant's deck does not have.
    #[error("{seat:#} holds {card}, which is not in the {deck}-card deck")]
    NotInDeck {
        /// The seat.
        seat: Seat,
        /// The card.
        card: Card,
        /// The deck's size.
        deck: u32,
    },
}

impl DealBuilder {
    /// Checks the hands against the rules of `R`.
    ///
    /// # Errors
    /// [`DealError`] naming the first problem: a card outside the deck, a card in two hands, a
    /// hand of the wrong size.
    pub fn build<R: Rules>(self) -> Result<Deal<R>, DealError> {
        let mut seen = Hand::EMPTY;
        for (seat, hand) in self.hands.iter() {
            if let Some(card) = (*hand - R::DECK).first() {
                return Err(DealError::NotInDeck { seat, card, deck: R::DECK.len() });
            }
            if let Some(card) = (*hand & seen).first() {
                let first = Seat::ALL.into_iter().find(|s| self.hands[*s].contains(card)).unwrap_or(seat);
                return Err(DealError::Duplicate { card, first, second: seat });
            }
            seen |= *hand;
        }
        for (seat, hand) in self.hands.iter() {
            if hand.len() != R::HAND_SIZE {
                return Err(DealError::WrongHandSize { seat, len: hand.len(), expected: R::HAND_SIZE });
            }
        }
        Ok(Deal { hands: self.hands, rules: PhantomData })
    }
}

/// A valid deal of variant `R`: every card of the deck in exactly one hand, each hand full.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Deal<R: Rules = Bridge> {
    hands: BySeat<Hand>,
    rules: PhantomData<R>,
}

impl<R: Rules> fmt::Debug for Deal<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Deal<{}>({})", R::NAME, self)
    }
}

impl<R: Rules> Deal<R> {
    /// Validates four hands.
    ///
    /// # Errors
    /// As [`DealBuilder::build`].
    pub fn new(hands: BySeat<Hand>) -> Result<Deal<R>, DealError> {
        DealBuilder { hands }.build()
    }

    /// The hand of a seat.
    #[must_use]
    #[inline]
    pub fn hand(&self, seat: Seat) -> Hand {
        self.hands[seat]
    }

    /// All four hands.
    #[must_use]
    #[inline]
    pub fn hands(&self) -> BySeat<Hand> {
        self.hands
    }

    /// Who holds a card.
    #[must_use]
    pub fn holder(&self, card: Card) -> Option<Seat> {
        Seat::ALL.into_iter().find(|s| self.hands[*s].contains(card))
    }

    /// The deal rotated by `n` seats clockwise (North's hand goes to East when `n` = 1).
    #[must_use]
    pub fn rotated(&self, n: usize) -> Deal<R> {
        Deal { hands: BySeat::from_fn(|s| self.hands[s.add(4 - n % 4)]), rules: PhantomData }
    }

    /// The PBN deal string with the hands clockwise from `first`.
    #[must_use]
    pub fn to_pbn(&self, first: Seat) -> String {
        let mut s = format!("{first}:");
        for (i, seat) in first.from_here().into_iter().enumerate() {
            if i > 0 {
                s.push(' ');
            }
            s.push_str(&self.hands[seat].to_string());
        }
        s
    }

    /// Deals a shuffled deck: `order` is the deck in dealing order, dealt from the dealer's
    /// left in the variant's packets.
    ///
    /// # Panics
    /// When `order` is not the variant's deck (a programming error).
    #[must_use]
    pub fn from_dealing_order(order: &[Card], dealer: Seat) -> Deal<R> {
        let mut hands = BySeat::<Hand>::default();
        let mut seat = dealer.lho();
        let mut i = 0;
        'deal: loop {
            for &packet in R::DEAL_PACKETS {
                for _ in 0..4 {
                    for _ in 0..packet {
                        let Some(&c) = order.get(i) else { break 'deal };
                        hands[seat].insert(c);
                        i += 1;
                    }
                    seat = seat.lho();
                }
            }
        }
        DealBuilder { hands }.build().expect("the dealing order is a permutation of the deck")
    }

    /// A random deal: the deck shuffled (Fisher–Yates over the caller's generator) and dealt
    /// from the dealer's left. The same generator state always gives the same deal, whatever
    /// the version of `rand`, because the shuffle is written here.
    #[cfg(feature = "rand")]
    pub fn random(rng: &mut impl rand::RngCore, dealer: Seat) -> Deal<R> {
        let mut order: Vec<Card> = R::DECK.iter().collect();
        for i in (1..order.len()).rev() {
            let j = uniform_below(rng, i as u64 + 1) as usize;
            order.swap(i, j);
        }
        Deal::from_dealing_order(&order, dealer)
    }
}

/// A uniform integer in `0..n` (Lemire's multiply-and-reject, exact).
#[cfg(feature = "rand")]
pub(crate) fn uniform_below(rng: &mut impl rand::RngCore, n: u64) -> u64 {
    let threshold = n.wrapping_neg() % n;
    loop {
        let x = rng.next_u64();
        let m = u128::from(x) * u128::from(n);
        if (m as u64) >= threshold {
            return (m >> 64) as u64;
        }
    }
}

/// The PBN deal string, North first.
impl<R: Rules> fmt::Display for Deal<R> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_pbn(Seat::North))
    }
}

/// Why a deal string could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseDealError {
    /// No `X:` seat prefix.
    #[error("a deal starts with the first seat and a colon, like \"N:\"")]
    NoFirstSeat,
    /// Not four hands.
    #[error("a deal has four hands separated by spaces, got {0}")]
    HandCount(usize),
    /// A hand that does not parse.
    #[error("{seat:#}'s hand: {source}")]
    Hand {
        /// Whose hand.
        seat: Seat,
        /// Why.
        source: ParseHandError,
    },
    /// The hands do not make a deal.
    #[error(transparent)]
    Invalid(#[from] DealError),
}

impl<R: Rules> FromStr for Deal<R> {
    type Err = ParseDealError;
    fn from_str(s: &str) -> Result<Deal<R>, ParseDealError> {
        let s = s.trim().trim_matches('"');
        let (first, rest) = s.split_once(':').ok_or(ParseDealError::NoFirstSeat)?;
        let first: Seat = first.parse().map_err(|_| ParseDealError::NoFirstSeat)?;
        let parts: Vec<&str> = rest.split_whitespace().collect();
        if parts.len() != 4 {
            return Err(ParseDealError::HandCount(parts.len()));
        }
        let mut builder = DealBuilder::default();
        for (seat, part) in first.from_here().into_iter().zip(parts) {
            builder.hands[seat] = part.parse().map_err(|source| ParseDealError::Hand { seat, source })?;
        }
        Ok(builder.build()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: &str = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";

    #[test]
    fn parse_and_print() {
        let d: Deal = D.parse().unwrap();
        assert_eq!(d.to_string(), D);
        let e: Deal = "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63".parse().unwrap();
        assert_eq!(e.hand(Seat::East).to_string(), "QJT5432.T.6.QJ82");
        assert_eq!(e.to_pbn(Seat::East), "E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63");
    }

    #[test]
    fn bad_deals() {
        // 12 and 14 cards.
        let e = "N:QJ6.K652.J85.T9 873.J97.AT764.Q48 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".parse::<Deal>();
        assert!(matches!(e, Err(ParseDealError::Invalid(DealError::WrongHandSize { .. }))), "{e:?}");
        let e = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ".parse::<Deal>();
        assert!(e.unwrap_err().to_string().contains("12 cards"));
        // A duplicate card.
        let e = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ8".parse::<Deal>();
        assert!(matches!(e, Err(ParseDealError::Invalid(DealError::Duplicate { .. }))), "{e:?}");
        // An unknown card.
        let e = "N:QJ6.K652.J85.T9X 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3".parse::<Deal>();
        assert!(matches!(e, Err(ParseDealError::Hand { seat: Seat::North, .. })), "{e:?}");
        assert!(matches!("QJ6".parse::<Deal>(), Err(ParseDealError::NoFirstSeat)));
        assert!(matches!("N:QJ6... ...".parse::<Deal>(), Err(ParseDealError::HandCount(2))));
    }

    #[test]
    fn rotation() {
        let d: Deal = D.parse().unwrap();
        let r = d.rotated(1);
        assert_eq!(r.hand(Seat::East), d.hand(Seat::North));
        assert_eq!(r.rotated(3), d);
    }
}
