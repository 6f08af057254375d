//! Sets of cards.
//!
//! A [`Hand`] is one `u64`: four 16-bit lanes, one per suit (clubs in the low lane), and in
//! each lane bit `r` stands for rank `r` (2..=14). A lane is a [`Holding`]. Set operations are
//! bit operations, so "the cards of the suit led" or "the legal plays" cost one instruction.
//! Iteration goes from the lowest bit: clubs upward, deuce to ace within a suit.

use crate::card::{Card, Rank, Suit};
use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not, Sub};
use core::str::FromStr;

/// The cards one hand holds in one suit: bit `r` for rank `r`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Holding(u16);

impl Holding {
    /// No card.
    pub const EMPTY: Holding = Holding(0);
    /// The 13 ranks 2..=A.
    pub const ALL: Holding = Holding(0x7FFC);
    /// The 8 ranks 7..=A of the 32-card deck.
    pub const SHORT: Holding = Holding(0x7F80);

    /// The holding with these bits, keeping only rank bits.
    #[must_use]
    #[inline]
    pub const fn from_bits_truncate(bits: u16) -> Holding {
        Holding(bits & Holding::ALL.0)
    }

    /// The raw bits.
    #[must_use]
    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// Number of cards.
    #[must_use]
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True when void.
    #[must_use]
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when the rank is held.
    #[must_use]
    #[inline]
    pub const fn contains(self, r: Rank) -> bool {
        self.0 & (1 << r.get()) != 0
    }

    /// The highest rank held.
    #[must_use]
    pub const fn highest(self) -> Option<Rank> {
        if self.0 == 0 { None } else { Some(Rank::new(15 - self.0.leading_zeros() as u8)) }
    }

    /// The lowest rank held.
    #[must_use]
    pub const fn lowest(self) -> Option<Rank> {
        if self.0 == 0 { None } else { Some(Rank::new(self.0.trailing_zeros() as u8)) }
    }

    /// Ranks held, ace first.
    pub fn ranks_desc(self) -> impl Iterator<Item = Rank> {
        Rank::desc().filter(move |r| self.contains(*r))
    }

    /// High-card points of the holding.
    #[must_use]
    pub fn hcp(self) -> u32 {
        self.ranks_desc().map(|r| u32::from(r.hcp())).sum()
    }
}

/// A set of cards: one bit per card (see the module notes).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Hand(u64);

impl Hand {
    /// No card.
    pub const EMPTY: Hand = Hand(0);
    /// The 52-card deck.
    pub const DECK_52: Hand = Hand(0x7FFC_7FFC_7FFC_7FFC);
    /// The 32-card deck (7 to ace in each suit) of Bridgeote.
    pub const DECK_32: Hand = Hand(0x7F80_7F80_7F80_7F80);

    /// The set with these bits.
    ///
    /// # Errors
    /// `None` when a bit is not a card's.
    #[must_use]
    pub const fn from_bits(bits: u64) -> Option<Hand> {
        if bits & !Hand::DECK_52.0 == 0 { Some(Hand(bits)) } else { None }
    }

    /// The set with these bits, dropping non-card bits.
    #[must_use]
    #[inline]
    pub const fn from_bits_truncate(bits: u64) -> Hand {
        Hand(bits & Hand::DECK_52.0)
    }

    /// The raw bits.
    #[must_use]
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// The set holding one card.
    #[must_use]
    #[inline]
    pub const fn single(c: Card) -> Hand {
        Hand(1 << c.index())
    }

    /// Every card of one suit (of the 52-card deck).
    #[must_use]
    #[inline]
    pub const fn suit_mask(s: Suit) -> Hand {
        Hand((Holding::ALL.0 as u64) << (16 * s as u32))
    }

    /// Number of cards.
    #[must_use]
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// True when no card.
    #[must_use]
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// True when the card is in the set.
    #[must_use]
    #[inline]
    pub const fn contains(self, c: Card) -> bool {
        self.0 & (1 << c.index()) != 0
    }

    /// The set with the card added.
    #[must_use]
    #[inline]
    pub const fn with(self, c: Card) -> Hand {
        Hand(self.0 | 1 << c.index())
    }

    /// The set with the card removed.
    #[must_use]
    #[inline]
    pub const fn without(self, c: Card) -> Hand {
        Hand(self.0 & !(1 << c.index()))
    }

    /// Adds a card.
    #[inline]
    pub fn insert(&mut self, c: Card) {
        self.0 |= 1 << c.index();
    }

    /// Removes a card; true if it was there.
    #[inline]
    pub fn remove(&mut self, c: Card) -> bool {
        let had = self.contains(c);
        self.0 &= !(1 << c.index());
        had
    }

    /// The cards of one suit, as a holding.
    #[must_use]
    #[inline]
    pub const fn holding(self, s: Suit) -> Holding {
        Holding((self.0 >> (16 * s as u32)) as u16)
    }

    /// The cards of one suit, as a set.
    #[must_use]
    #[inline]
    pub const fn in_suit(self, s: Suit) -> Hand {
        Hand(self.0 & Hand::suit_mask(s).0)
    }

    /// Sets the holding of one suit.
    pub fn set_holding(&mut self, s: Suit, h: Holding) {
        let shift = 16 * s as u32;
        self.0 = (self.0 & !(0xFFFF << shift)) | (u64::from(h.0 & Holding::ALL.0) << shift);
    }

    /// Number of cards in a suit.
    #[must_use]
    #[inline]
    pub const fn suit_len(self, s: Suit) -> u32 {
        self.holding(s).len()
    }

    /// The lowest card (by index: clubs first, then by rank).
    #[must_use]
    #[inline]
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 { None } else { Card::from_index(self.0.trailing_zeros() as u8) }
    }

    /// The cards, lowest index first (clubs 2 .. spades A).
    pub fn iter(self) -> HandIter {
        HandIter(self.0)
    }

    /// The cards as a sorted hand reads: spades first, highest first.
    pub fn iter_desc(self) -> impl Iterator<Item = Card> {
        Suit::DESC.into_iter().flat_map(move |s| self.holding(s).ranks_desc().map(move |r| Card::new(s, r)))
    }

    /// High-card points (A 4, K 3, Q 2, J 1).
    #[must_use]
    pub fn hcp(self) -> u32 {
        Suit::ASC.iter().map(|s| self.holding(*s).hcp()).sum()
    }

    /// True when every card is also in `other`.
    #[must_use]
    #[inline]
    pub const fn is_subset(self, other: Hand) -> bool {
        self.0 & !other.0 == 0
    }
}

/// Iterator over the cards of a [`Hand`], lowest bit first.
#[derive(Debug, Clone)]
pub struct HandIter(u64);

impl Iterator for HandIter {
    type Item = Card;
    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Card::from_index(i)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for HandIter {}

impl IntoIterator for Hand {
    type Item = Card;
    type IntoIter = HandIter;
    fn into_iter(self) -> HandIter {
        self.iter()
    }
}

impl FromIterator<Card> for Hand {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> Hand {
        let mut h = Hand::EMPTY;
        for c in iter {
            h.insert(c);
        }
        h
    }
}

macro_rules! bitop {
    ($tr:ident, $f:ident, $op:tt, $atr:ident, $af:ident) => {
        impl $tr for Hand {
            type Output = Hand;
            #[inline]
            fn $f(self, o: Hand) -> Hand {
                Hand(self.0 $op o.0)
            }
        }
        impl $atr for Hand {
            #[inline]
            fn $af(&mut self, o: Hand) {
                self.0 = self.0 $op o.0;
            }
        }
    };
}
bitop!(BitAnd, bitand, &, BitAndAssign, bitand_assign);
bitop!(BitOr, bitor, |, BitOrAssign, bitor_assign);

impl BitXor for Hand {
    type Output = Hand;
    #[inline]
    fn bitxor(self, o: Hand) -> Hand {
        Hand(self.0 ^ o.0)
    }
}

impl Sub for Hand {
    type Output = Hand;
    #[inline]
    fn sub(self, o: Hand) -> Hand {
        Hand(self.0 & !o.0)
    }
}

/// The complement within the 52-card deck.
impl Not for Hand {
    type Output = Hand;
    #[inline]
    fn not(self) -> Hand {
        Hand(!self.0 & Hand::DECK_52.0)
    }
}

impl fmt::Debug for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Hand({self})")
    }
}

/// PBN hand form: `AKQ.JT9.876.5432` (spades, hearts, diamonds, clubs; a void is empty).
impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in Suit::DESC.into_iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            for r in self.holding(s).ranks_desc() {
                write!(f, "{}", r.char())?;
            }
        }
        Ok(())
    }
}

/// Why a hand string could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseHandError {
    /// Not four suits separated by dots.
    #[error("a hand is four suits separated by dots (spades.hearts.diamonds.clubs), got {0} suit(s)")]
    SuitCount(usize),
    /// A character that is not a rank.
    #[error("{0:?} is not a rank (2-9, T, J, Q, K, A)")]
    BadRank(char),
    /// The same card twice in one hand.
    #[error("the card {0} appears twice")]
    Duplicate(Card),
}

impl FromStr for Hand {
    type Err = ParseHandError;
    fn from_str(s: &str) -> Result<Hand, ParseHandError> {
        let parts: Vec<&str> = s.trim().split('.').collect();
        if parts.len() != 4 {
            return Err(ParseHandError::SuitCount(parts.len()));
        }
        let mut hand = Hand::EMPTY;
        for (suit, part) in Suit::DESC.into_iter().zip(parts) {
            let mut chars = part.chars().peekable();
            while let Some(c) = chars.next() {
                let rank = if c == '1' && chars.peek() == Some(&'0') {
                    chars.next();
                    Rank::TEN
                } else {
                    Rank::from_char(c).ok_or(ParseHandError::BadRank(c))?
                };
                let card = Card::new(suit, rank);
                if hand.contains(card) {
                    return Err(ParseHandError::Duplicate(card));
                }
                hand.insert(card);
            }
        }
        Ok(hand)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Every lane value keeps its rank bits through the Holding view (the const-block check of
    // the style guide, done at test time because it loops over 65 536 values).
    #[test]
    fn holding_lanes() {
        for bits in 0..=u16::MAX {
            let h = Holding::from_bits_truncate(bits);
            assert_eq!(h.bits() & !Holding::ALL.bits(), 0);
            for s in Suit::ASC {
                let mut hand = Hand::EMPTY;
                hand.set_holding(s, h);
                assert_eq!(hand.holding(s), h);
                assert_eq!(hand.len(), h.len());
            }
        }
    }

    #[test]
    fn decks() {
        assert_eq!(Hand::DECK_52.len(), 52);
        assert_eq!(Hand::DECK_32.len(), 32);
        assert!(Hand::DECK_32.is_subset(Hand::DECK_52));
        assert_eq!(Hand::DECK_52.iter().count(), 52);
    }

    #[test]
    fn parse_display() {
        let h: Hand = "AKQ.JT9.876.5432".parse().unwrap();
        assert_eq!(h.len(), 13);
        assert_eq!(h.to_string(), "AKQ.JT9.876.5432");
        assert_eq!(h.hcp(), 10);
        let v: Hand = "AKQJT98765432...".parse().unwrap();
        assert_eq!(v.suit_len(Suit::Spades), 13);
        assert_eq!(v.to_string(), "AKQJT98765432...");
        assert_eq!("A10.K..".parse::<Hand>().unwrap().to_string(), "AT.K..");
        assert!(matches!("AKQ.JT9.876".parse::<Hand>(), Err(ParseHandError::SuitCount(3))));
        assert!(matches!("AAK...".parse::<Hand>(), Err(ParseHandError::Duplicate(_))));
        assert!(matches!("AXK...".parse::<Hand>(), Err(ParseHandError::BadRank('X'))));
    }

    #[test]
    fn highest_lowest() {
        let h: Hand = "K72...".parse().unwrap();
        assert_eq!(h.holding(Suit::Spades).highest(), Some(Rank::KING));
        assert_eq!(h.holding(Suit::Spades).lowest(), Some(Rank::TWO));
        assert_eq!(h.holding(Suit::Hearts).highest(), None);
        let order: Vec<String> = h.iter_desc().map(|c| c.to_string()).collect();
        assert_eq!(order, ["SK", "S7", "S2"]);
    }
}
