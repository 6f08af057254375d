//! Suits, ranks and cards.
//!
//! A [`Card`] is one byte: `suit * 16 + rank`, with ranks 2..=14 (ace high). That byte is
//! also the card's bit index inside a [`Hand`](crate::Hand), so converting between a card
//! and a one-card set is a shift. Suits are numbered in bidding order, clubs lowest.

use core::fmt;
use core::str::FromStr;

/// One of the four suits, in bidding order (clubs lowest, spades highest).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u8)]
pub enum Suit {
    /// ♣ (trèfle)
    Clubs = 0,
    /// ♦ (carreau)
    Diamonds = 1,
    /// ♥ (cœur)
    Hearts = 2,
    /// ♠ (pique)
    Spades = 3,
}

impl Suit {
    /// Ascending bidding order.
    pub const ASC: [Suit; 4] = [Suit::Clubs, Suit::Diamonds, Suit::Hearts, Suit::Spades];
    /// Descending order, the order of a PBN hand (`S.H.D.C`) and of a sorted hand.
    pub const DESC: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];
    /// The order a player sorts a hand in, colours alternating (seed 003: « de gauche à
    /// droite ♠♥♣◇ »).
    pub const IN_HAND: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Clubs, Suit::Diamonds];

    /// The order dummy's suits are laid out in: the trump suit first (seed 001: « la couleur
    /// d'Atout étant placée conventionnellement à gauche »), the others following it in the
    /// alternating order of [`Suit::IN_HAND`], so the colours still alternate.
    #[must_use]
    pub fn dummy_order(trump: Option<Suit>) -> [Suit; 4] {
        let start = trump.and_then(|t| Suit::IN_HAND.iter().position(|s| *s == t)).unwrap_or(0);
        core::array::from_fn(|i| Suit::IN_HAND[(start + i) % 4])
    }

    /// The suit with this index (0 = clubs .. 3 = spades).
    ///
    /// # Panics
    /// When `i > 3`.
    #[must_use]
    #[inline]
    pub const fn from_index(i: usize) -> Suit {
        match i {
            0 => Suit::Clubs,
            1 => Suit::Diamonds,
            2 => Suit::Hearts,
            3 => Suit::Spades,
            _ => panic!("suit index out of range"),
        }
    }

    /// 0 = clubs .. 3 = spades.
    #[must_use]
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used by PBN and LIN: `C D H S`.
    #[must_use]
    pub const fn letter(self) -> char {
        ['C', 'D', 'H', 'S'][self as usize]
    }

    /// The suit symbol `♣ ♦ ♥ ♠`.
    #[must_use]
    pub const fn symbol(self) -> char {
        ['♣', '♦', '♥', '♠'][self as usize]
    }

    /// Spades and hearts are the majors.
    #[must_use]
    pub const fn is_major(self) -> bool {
        matches!(self, Suit::Hearts | Suit::Spades)
    }

    /// Reads a suit from an English letter, a French letter (T, K, C? ambiguous: see below)
    /// or a symbol. French `P` (pique) is accepted; `C` means clubs as in PBN.
    #[must_use]
    pub fn from_char(c: char) -> Option<Suit> {
        match c {
            'C' | 'c' | '♣' | '♧' => Some(Suit::Clubs),
            'D' | 'd' | '♦' | '♢' => Some(Suit::Diamonds),
            'H' | 'h' | '♥' | '♡' => Some(Suit::Hearts),
            'S' | 's' | '♠' | '♤' | 'P' | 'p' => Some(Suit::Spades),
            _ => None,
        }
    }
}

impl fmt::Display for Suit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() { write!(f, "{}", self.symbol()) } else { write!(f, "{}", self.letter()) }
    }
}

/// A card rank, 2..=14 (jack 11, queen 12, king 13, ace 14).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Rank(u8);

/// A rank outside 2..=14.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("invalid rank {0}: ranks run from 2 to 14 (ace)")]
pub struct InvalidRank(pub u8);

impl Rank {
    /// The deuce.
    pub const TWO: Rank = Rank(2);
    /// The seven, lowest card of the 32-card deck.
    pub const SEVEN: Rank = Rank(7);
    /// The eight.
    pub const EIGHT: Rank = Rank(8);
    /// The nine.
    pub const NINE: Rank = Rank(9);
    /// The ten.
    pub const TEN: Rank = Rank(10);
    /// The jack (valet).
    pub const JACK: Rank = Rank(11);
    /// The queen (dame).
    pub const QUEEN: Rank = Rank(12);
    /// The king (roi).
    pub const KING: Rank = Rank(13);
    /// The ace (as).
    pub const ACE: Rank = Rank(14);

    /// A rank from its number.
    ///
    /// # Panics
    /// When `r` is not in 2..=14 (a compile error in constants).
    #[must_use]
    pub const fn new(r: u8) -> Rank {
        match Rank::try_new(r) {
            Ok(r) => r,
            Err(_) => panic!("rank out of range"),
        }
    }

    /// A rank from its number.
    ///
    /// # Errors
    /// [`InvalidRank`] when `r` is not in 2..=14.
    pub const fn try_new(r: u8) -> Result<Rank, InvalidRank> {
        if r >= 2 && r <= 14 { Ok(Rank(r)) } else { Err(InvalidRank(r)) }
    }

    /// The number, 2..=14.
    #[must_use]
    #[inline]
    pub const fn get(self) -> u8 {
        self.0
    }

    /// All ranks, ace first.
    pub fn desc() -> impl Iterator<Item = Rank> {
        (2..=14).rev().map(Rank)
    }

    /// High-card points (the Work count): A 4, K 3, Q 2, J 1.
    #[must_use]
    pub const fn hcp(self) -> u8 {
        match self.0 {
            14 => 4,
            13 => 3,
            12 => 2,
            11 => 1,
            _ => 0,
        }
    }

    /// The PBN character: `2..9 T J Q K A`.
    #[must_use]
    pub const fn char(self) -> char {
        b"??23456789TJQKA"[self.0 as usize] as char
    }

    /// Reads a PBN rank character; French `R` (roi), `D` (dame), `V` (valet) are accepted too
    /// where they cannot be confused (`D` is not accepted: it is the English diamond letter in
    /// card strings, so only [`Rank::from_french`] takes it).
    #[must_use]
    pub fn from_char(c: char) -> Option<Rank> {
        Some(Rank(match c.to_ascii_uppercase() {
            '2'..='9' => c as u8 - b'0',
            'T' => 10,
            'J' => 11,
            'Q' => 12,
            'K' => 13,
            'A' => 14,
            _ => return None,
        }))
    }

    /// Reads a rank as a French diagram writes it: `A R D V 10 9 ... 2`.
    #[must_use]
    pub fn from_french(s: &str) -> Option<Rank> {
        match s {
            "A" => Some(Rank::ACE),
            "R" => Some(Rank::KING),
            "D" => Some(Rank::QUEEN),
            "V" => Some(Rank::JACK),
            "10" => Some(Rank::TEN),
            _ if s.len() == 1 => Rank::from_char(s.chars().next()?).filter(|r| r.0 <= 9),
            _ => None,
        }
    }
}

impl fmt::Display for Rank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() && self.0 == 10 { f.write_str("10") } else { write!(f, "{}", self.char()) }
    }
}

/// A playing card. One byte: `suit * 16 + rank`, the card's bit index in a hand.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Card(u8);

const _: () = assert!(core::mem::size_of::<Option<Card>>() == 2);

impl Card {
    /// The card of this suit and rank.
    #[must_use]
    #[inline]
    pub const fn new(suit: Suit, rank: Rank) -> Card {
        Card(suit as u8 * 16 + rank.0)
    }

    /// The card at this bit index of a [`Hand`](crate::Hand).
    ///
    /// # Errors
    /// `None` when the index is not a card's (rank bits are 2..=14 of each 16-bit lane).
    #[must_use]
    #[inline]
    pub const fn from_index(i: u8) -> Option<Card> {
        let r = i & 15;
        if i < 64 && r >= 2 && r <= 14 { Some(Card(i)) } else { None }
    }

    /// The bit index in a hand.
    #[must_use]
    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// The suit.
    #[must_use]
    #[inline]
    pub const fn suit(self) -> Suit {
        Suit::from_index((self.0 >> 4) as usize)
    }

    /// The rank.
    #[must_use]
    #[inline]
    pub const fn rank(self) -> Rank {
        Rank(self.0 & 15)
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.suit().letter(), self.rank().char())
    }
}

/// `SA`, `HT`: suit letter then rank, as PBN's play section writes it. The alternate form
/// (`{:#}`) writes `♠A`, `♥10`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{}{:#}", self.suit().symbol(), self.rank())
        } else {
            write!(f, "{}{}", self.suit().letter(), self.rank().char())
        }
    }
}

/// A card string that is not a card.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown card {0:?}: write a suit then a rank, like SA, H10, DT or ♣7")]
pub struct ParseCardError(pub String);

/// Reads `SA`, `S10`, `ST`, `♠A`, and also rank-first `AS`, `10S`.
impl FromStr for Card {
    type Err = ParseCardError;
    fn from_str(s: &str) -> Result<Card, ParseCardError> {
        let err = || ParseCardError(s.to_owned());
        let t = s.trim();
        let mut chars = t.chars();
        let first = chars.next().ok_or_else(err)?;
        let rest: &str = chars.as_str();
        let rank_of = |r: &str| -> Option<Rank> {
            if r == "10" {
                Some(Rank::TEN)
            } else {
                let mut it = r.chars();
                let c = it.next()?;
                if it.next().is_some() {
                    return None;
                }
                Rank::from_char(c)
            }
        };
        if let Some(suit) = Suit::from_char(first)
            && let Some(rank) = rank_of(rest)
        {
            return Ok(Card::new(suit, rank));
        }
        // Rank first: the suit is the last character.
        let last = t.chars().last().ok_or_else(err)?;
        let suit = Suit::from_char(last).ok_or_else(err)?;
        let rank = rank_of(&t[..t.len() - last.len_utf8()]).ok_or_else(err)?;
        Ok(Card::new(suit, rank))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // Seed 001: « le Mort étale … ses treize cartes rangées par couleur et par force, la couleur
    // d'Atout étant placée conventionnellement à gauche »; seed 003 sorts a hand ♠♥♣♦.
    #[test]
    fn dummy_lays_out_the_trump_suit_first_colours_alternating() {
        use Suit::{Clubs as C, Diamonds as D, Hearts as H, Spades as S};
        assert_eq!(Suit::dummy_order(None), [S, H, C, D]);
        assert_eq!(Suit::dummy_order(Some(S)), [S, H, C, D]);
        assert_eq!(Suit::dummy_order(Some(H)), [H, C, D, S]);
        assert_eq!(Suit::dummy_order(Some(C)), [C, D, S, H]);
        assert_eq!(Suit::dummy_order(Some(D)), [D, S, H, C]);
    }

    #[test]
    fn card_roundtrip_every_card() {
        for s in Suit::ASC {
            for r in Rank::desc() {
                let c = Card::new(s, r);
                assert_eq!(c.suit(), s);
                assert_eq!(c.rank(), r);
                assert_eq!(c.to_string().parse::<Card>().unwrap(), c);
                assert_eq!(format!("{c:#}").parse::<Card>().unwrap(), c);
            }
        }
    }

    #[test]
    fn card_parse_forms() {
        assert_eq!("S10".parse::<Card>().unwrap(), Card::new(Suit::Spades, Rank::TEN));
        assert_eq!("10S".parse::<Card>().unwrap(), Card::new(Suit::Spades, Rank::TEN));
        assert_eq!("AH".parse::<Card>().unwrap(), Card::new(Suit::Hearts, Rank::ACE));
        assert!("S1".parse::<Card>().is_err());
        assert!("X5".parse::<Card>().is_err());
        assert!("".parse::<Card>().is_err());
        assert!("SAA".parse::<Card>().is_err());
    }

    #[test]
    fn rank_bounds() {
        assert!(Rank::try_new(1).is_err());
        assert!(Rank::try_new(15).is_err());
        assert_eq!(Rank::try_new(14), Ok(Rank::ACE));
        assert_eq!(Rank::from_french("R"), Some(Rank::KING));
        assert_eq!(Rank::from_french("V"), Some(Rank::JACK));
        assert_eq!(Rank::from_french("10"), Some(Rank::TEN));
    }
}
