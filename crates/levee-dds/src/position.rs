//! A position of the play: the cards each seat still holds, the strain, and the trick in
//! progress. The solver's state; cheap to copy (five words and a few bytes).

use levee_core::{Bridge, BySeat, Card, Deal, Hand, Play, Seat, Strain};

/// The strain as the solver stores it: a suit index 0..=3 (clubs .. spades) or 4 for notrump.
pub(crate) const NOTRUMP: u8 = 4;

/// A position to solve.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) hands: [u64; 4],
    pub(crate) trump: u8,
    pub(crate) leader: u8,
    pub(crate) trick: [u8; 4],
    pub(crate) trick_len: u8,
}

/// A position that cannot occur in play.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// The hands' lengths do not fit the trick in progress.
    #[error("hand sizes do not fit a trick in progress: {0:?} cards, {1} played to the trick")]
    Lengths([u32; 4], usize),
    /// A card held twice, or played and held.
    #[error("the card {0} appears twice")]
    Duplicate(Card),
    /// A card of the trick that its player could not legally play.
    #[error("{0} could not have been played to the trick (revoke)")]
    Revoke(Card),
}

impl Position {
    /// The start of the play: `leader` on lead, no card played.
    #[must_use]
    pub fn new(deal: &Deal, strain: Strain, leader: Seat) -> Position {
        Position {
            hands: deal.hands().0.map(Hand::bits),
            trump: strain_code(strain),
            leader: leader as u8,
            trick: [0; 4],
            trick_len: 0,
        }
    }

    /// Any position: the remaining hands, the trick's leader and the cards already played to
    /// it (in order).
    ///
    /// # Errors
    /// [`PositionError`] when the hand sizes do not fit the trick or a card is repeated.
    pub fn from_parts(
        hands: BySeat<Hand>,
        strain: Strain,
        leader: Seat,
        trick: &[Card],
    ) -> Result<Position, PositionError> {
        let mut seen = Hand::EMPTY;
        for h in hands.0 {
            if let Some(c) = (seen & h).first() {
                return Err(PositionError::Duplicate(c));
            }
            seen |= h;
        }
        for c in trick {
            if seen.contains(*c) {
                return Err(PositionError::Duplicate(*c));
            }
            seen.insert(*c);
        }
        let lens = hands.0.map(Hand::len);
        if trick.len() > 3 {
            return Err(PositionError::Lengths(lens, trick.len()));
        }
        let base = lens[leader.add(trick.len()).index()];
        for (i, seat) in leader.from_here().into_iter().enumerate() {
            let expected = if i < trick.len() { base.checked_sub(1) } else { Some(base) };
            if Some(lens[seat.index()]) != expected {
                return Err(PositionError::Lengths(lens, trick.len()));
            }
        }
        if let Some(first) = trick.first() {
            for (i, c) in trick.iter().enumerate().skip(1) {
                let seat = leader.add(i);
                if c.suit() != first.suit() && hands[seat].suit_len(first.suit()) > 0 {
                    return Err(PositionError::Revoke(*c));
                }
            }
        }
        let mut t = [0u8; 4];
        for (i, c) in trick.iter().enumerate() {
            t[i] = c.index();
        }
        Ok(Position {
            hands: hands.0.map(Hand::bits),
            trump: strain_code(strain),
            leader: leader as u8,
            trick: t,
            trick_len: trick.len() as u8,
        })
    }

    /// The position reached in a play of the cards.
    #[must_use]
    pub fn from_play(play: &Play<Bridge>) -> Position {
        let t = play.current_trick();
        let cards: Vec<Card> = t.iter().map(|(_, c)| c).collect();
        let hands = BySeat::from_fn(|s| play.hand(s));
        Position::from_parts(hands, play.strain(), t.leader(), &cards).expect("a play reaches only valid positions")
    }

    /// The seat to play.
    #[must_use]
    #[inline]
    pub fn to_play(&self) -> Seat {
        Seat::from_index(usize::from(self.leader + self.trick_len))
    }

    /// Tricks not yet completed (the current one included).
    #[must_use]
    #[inline]
    pub fn remaining_tricks(&self) -> u8 {
        self.hands[usize::from((self.leader + self.trick_len) & 3)].count_ones() as u8
    }

    /// The strain.
    #[must_use]
    pub fn strain(&self) -> Strain {
        match self.trump {
            0 => Strain::Clubs,
            1 => Strain::Diamonds,
            2 => Strain::Hearts,
            3 => Strain::Spades,
            _ => Strain::NoTrump,
        }
    }

    /// The hand a seat still holds.
    #[must_use]
    pub fn hand(&self, seat: Seat) -> Hand {
        Hand::from_bits_truncate(self.hands[seat.index()])
    }

    /// The cards played to the trick in progress.
    pub fn trick_cards(&self) -> impl Iterator<Item = Card> + '_ {
        self.trick[..usize::from(self.trick_len)].iter().filter_map(|c| Card::from_index(*c))
    }

    /// The legal cards of the seat to play.
    #[must_use]
    pub fn legal_plays(&self) -> Hand {
        Hand::from_bits_truncate(legal_bits(self))
    }

    /// Plays a legal card; returns the trick's winner when it completes one.
    ///
    /// # Panics
    /// When the card is not legal (checked: this is not the solver's inner loop).
    pub fn play(&mut self, card: Card) -> Option<Seat> {
        assert!(self.legal_plays().contains(card), "{card} is not legal here");
        let seat = usize::from((self.leader + self.trick_len) & 3);
        self.hands[seat] &= !(1u64 << card.index());
        self.trick[usize::from(self.trick_len)] = card.index();
        self.trick_len += 1;
        if self.trick_len == 4 {
            let w = trick_winner(self);
            self.leader = w;
            self.trick_len = 0;
            Some(Seat::from_index(usize::from(w)))
        } else {
            None
        }
    }
}

pub(crate) const fn strain_code(s: Strain) -> u8 {
    match s.trump() {
        Some(suit) => suit as u8,
        None => NOTRUMP,
    }
}

/// Every card of suit `s` (bits of a hand).
#[inline]
pub(crate) const fn suit_mask(s: u8) -> u64 {
    0x7FFC_u64 << (16 * s as u32)
}

#[inline]
pub(crate) fn legal_bits(p: &Position) -> u64 {
    let h = p.hands[usize::from((p.leader + p.trick_len) & 3)];
    if p.trick_len == 0 {
        return h;
    }
    let f = h & suit_mask(p.trick[0] >> 4);
    if f == 0 { h } else { f }
}

/// What a card is worth in a trick whose led suit is `led`: trumps above the suit led above
/// the rest (a discard is worth nothing), by rank within each. Worked out for nearly every card
/// the search looks at: a mask per suit, made once per trick, and two operations a card.
#[derive(Clone, Copy)]
pub(crate) struct Powers([u8; 4]);

impl Powers {
    #[inline]
    pub(crate) fn new(trump: u8, led: u8) -> Powers {
        // A byte a suit: 0x4F for trumps, 0x2F for the suit led, 0 for the rest (a trump led
        // gets both, 0x6F: the order among the cards is the same).
        let trumps = if trump < 4 { 0x4Fu32 << (8 * u32::from(trump)) } else { 0 };
        Powers((trumps | 0x2Fu32 << (8 * u32::from(led))).to_le_bytes())
    }

    /// The card's power.
    #[inline]
    pub(crate) fn of(self, c: u8) -> u8 {
        (0x60 | (c & 15)) & self.0[usize::from(c >> 4)]
    }

    /// The place among `cards` of the one winning so far, and its power.
    #[inline]
    pub(crate) fn best(self, cards: &[u8]) -> (usize, u8) {
        let (mut best, mut best_key) = (0usize, 0u8);
        for (i, &c) in cards.iter().enumerate() {
            let k = self.of(c);
            if k > best_key {
                (best, best_key) = (i, k);
            }
        }
        (best, best_key)
    }
}

/// The winner (seat index) of the trick in `p.trick` (four cards).
#[inline]
pub(crate) fn trick_winner(p: &Position) -> u8 {
    let (best, _) = Powers::new(p.trump, p.trick[0] >> 4).best(&p.trick);
    (p.leader + best as u8) & 3
}

/// Used by callers converting solver results.
#[must_use]
pub(crate) fn card(c: u8) -> Card {
    Card::from_index(c).expect("a card byte")
}
