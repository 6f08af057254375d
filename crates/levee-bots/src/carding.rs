//! The defenders' carding, as the SEF teaches it, and what the card robot reads from the cards
//! played.
//!
//! A defender's spot card (nine or lower) that does not try to win the trick says something
//! on three occasions, each the first time it arises for that defender:
//! - on partner's lead, following suit: **attitude** (« appel-refus »): a high spot asks for the
//!   suit (an ace, king or queen in it), the lowest card refuses it;
//! - on declarer's lead, following suit: **count** (« parité »): the lowest card with an odd
//!   number, a higher one with an even number;
//! - the first discard: **« appel direct »**: a high spot in a suit it wants, the lowest card of
//!   a suit it does not want.
//!
//! "High" and "low" are read the one way a reader can check against a layout: the lowest card
//! the defender then held in the suit is low, any other spot high. Trumps say nothing.
//!
//! The robot gives these signals only among cards that are worth the same double dummy, so
//! signalling never costs a trick in the layouts it sampled. It reads them in its partner's
//! cards, and everyone reads the opening lead by the lead conventions ([`crate::opening_lead`]):
//! each sampled layout is kept with the probability that its holder would have played so
//! (1 when the layout agrees; [`MISREAD`] or [`OTHER_LEAD`] when it does not, because a
//! person, or a robot with no equal cards to choose from, may play otherwise).

use levee_core::{Bridge, BySeat, Card, Hand, Play, Rank, Rules, Seat, Suit, Trick};

/// The chance kept for a layout where partner's card would have said something else.
pub const MISREAD: f64 = 0.25;
/// The chance kept for a layout where the opening leader would have led another card.
pub const OTHER_LEAD: f64 = 0.2;

/// What a defender's card to a trick says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Signal {
    /// On partner's lead: wants the suit (high) or not (low).
    Attitude,
    /// On declarer's lead: an even number of cards (high) or odd (low).
    Count,
    /// The first discard: wants the suit discarded (high) or not (low).
    Discard,
}

/// A spot: a card that is not an honour a defender keeps.
fn spot(c: Card) -> bool {
    c.rank() <= Rank::NINE
}

/// An ace, king or queen in the suit: what a defender asks partner to play to.
#[must_use]
pub fn wants(holding: Hand, suit: Suit) -> bool {
    holding.in_suit(suit).iter().any(|c| c.rank() >= Rank::QUEEN)
}

/// What the card `seat` plays in `suit` to `trick` says, if anything: the tricks before (`before`)
/// tell whether this is the first time the occasion arises.
fn occasion(
    seat: Seat,
    suit: Suit,
    trick: &Trick,
    before: &[Trick],
    declarer: Seat,
    trump: Option<Suit>,
) -> Option<Signal> {
    if seat.side() == declarer.side() || Some(suit) == trump {
        return None;
    }
    let led = trick.led_suit()?;
    let mine = before.iter().filter_map(|t| t.card_of(seat).map(|c| (t.led_suit(), c)));
    if suit == led {
        if mine.clone().any(|(_, c)| c.suit() == suit) {
            return None;
        }
        if trick.leader() == seat.partner() {
            Some(Signal::Attitude)
        } else if trick.leader().side() == declarer.side() {
            Some(Signal::Count)
        } else {
            None
        }
    } else {
        let discarded = mine.clone().any(|(l, c)| Some(c.suit()) != l && Some(c.suit()) != trump);
        (!discarded).then_some(Signal::Discard)
    }
}

/// The card to play among `equal` ones (worth the same double dummy) when the carding has
/// something to say, with the words that say it. `play` is the position before the card.
#[must_use]
pub fn signal_card(play: &Play<Bridge>, equal: &[Card]) -> Option<(Card, String)> {
    let seat = play.to_play()?;
    let declarer = play.declarer()?;
    let trump = play.strain().trump();
    let hand = play.hand(seat);
    let trick = play.current_trick();
    let before = play.tricks();
    let led = trick.led_suit()?;
    if equal.len() < 2 {
        return None;
    }
    let following = equal.iter().all(|c| c.suit() == led);
    if following {
        let kind = occasion(seat, led, trick, before, declarer, trump)?;
        let mut spots: Vec<Card> = equal.iter().copied().filter(|c| spot(*c)).collect();
        spots.sort_by_key(|c| c.rank());
        let (&low, &high) = (spots.first()?, spots.last()?);
        if low == high {
            return None;
        }
        return Some(match kind {
            Signal::Attitude if wants(hand, led) => {
                (high, format!("{high}: encourages, an honour in {} (SEF « appel »)", led.symbol()))
            }
            Signal::Attitude => (low, format!("{low}: discourages {} (SEF « refus »)", led.symbol())),
            Signal::Count if hand.suit_len(led).is_multiple_of(2) => {
                // With four or more, the second-highest spot: the highest may be needed later.
                let card = if hand.suit_len(led) >= 4 && spots.len() >= 3 { spots[spots.len() - 2] } else { high };
                (card, format!("{card}: an even number of {} (SEF « parité »)", led.symbol()))
            }
            Signal::Count => (low, format!("{low}: an odd number of {} (SEF « parité »)", led.symbol())),
            Signal::Discard => return None,
        });
    }
    // A discard: of the equal cards outside trumps, a high spot in a suit wanted, else the
    // lowest card of a suit not wanted.
    let candidates: Vec<Card> = equal.iter().copied().filter(|c| Some(c.suit()) != trump && c.suit() != led).collect();
    let suit_of = candidates.first()?.suit();
    occasion(seat, suit_of, trick, before, declarer, trump)?;
    let lowest_held = |s: Suit| hand.in_suit(s).iter().next();
    let asks = candidates
        .iter()
        .copied()
        .filter(|c| spot(*c) && wants(hand, c.suit()) && lowest_held(c.suit()) != Some(*c))
        .max_by_key(|c| c.rank());
    if let Some(card) = asks {
        return Some((card, format!("{card}: asks for {} (SEF « appel direct »)", card.suit().symbol())));
    }
    let refuses = candidates
        .iter()
        .copied()
        .filter(|c| !wants(hand, c.suit()) && lowest_held(c.suit()) == Some(*c))
        .min_by_key(|c| c.rank())?;
    Some((refuses, format!("{refuses}: does not want {} (SEF « appel direct »)", refuses.suit().symbol())))
}

/// What `reader` reads in the cards played so far: the opening lead (when another player led
/// it) and, when `signals`, its partner's signals.
#[derive(Debug, Clone, Default)]
pub struct Reading {
    lead: Option<(Seat, Card)>,
    signals: Vec<Read>,
}

/// One signal seen: `seat` played `card` to trick `trick` on this occasion.
#[derive(Debug, Clone, Copy)]
struct Read {
    seat: Seat,
    card: Card,
    trick: usize,
    kind: Signal,
}

impl Reading {
    /// What `reader` reads in `play`.
    #[must_use]
    pub fn of(play: &Play<Bridge>, reader: Seat, leads: bool, signals: bool) -> Reading {
        let mut r = Reading::default();
        let all: Vec<Trick> = play.tricks().iter().chain(std::iter::once(play.current_trick())).copied().collect();
        if leads
            && let Some((seat, card)) = all.first().and_then(|t| t.iter().next())
            && seat != reader
        {
            r.lead = Some((seat, card));
        }
        let (Some(declarer), true) = (play.declarer(), signals) else { return r };
        if reader.side() == declarer.side() {
            return r;
        }
        let partner = reader.partner();
        let trump = play.strain().trump();
        for (i, t) in all.iter().enumerate() {
            let Some(card) = t.card_of(partner) else { continue };
            if !spot(card) {
                continue;
            }
            // A card that takes the trick (as far as it has gone) may be played to win it.
            if Bridge::trick_winner(t, play.strain()) == partner {
                continue;
            }
            if let Some(kind) = occasion(partner, card.suit(), t, &all[..i], declarer, trump) {
                r.signals.push(Read { seat: partner, card, trick: i, kind });
            }
        }
        r
    }

    /// Nothing to read.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.lead.is_none() && self.signals.is_empty()
    }

    /// The chance that the players would have played as they did, were the cards as in
    /// `layout` (each hand as it is now) with `played` the cards each seat played.
    #[must_use]
    pub fn likelihood(&self, play: &Play<Bridge>, layout: &BySeat<Hand>, played: &BySeat<Hand>) -> f64 {
        let original = |s: Seat| Hand::from_bits_truncate(layout[s].bits() | played[s].bits());
        let mut p = 1.0;
        if let Some((seat, card)) = self.lead
            && crate::opening_lead(original(seat), play.strain()) != card
        {
            p *= OTHER_LEAD;
        }
        if self.signals.is_empty() {
            return p;
        }
        let tricks: Vec<&Trick> = play.tricks().iter().chain(std::iter::once(play.current_trick())).collect();
        for r in &self.signals {
            let suit = r.card.suit();
            // The holding when the card was played: the original less what went before.
            let mut held = original(r.seat).in_suit(suit);
            for t in &tricks[..r.trick] {
                if let Some(c) = t.card_of(r.seat) {
                    held.remove(c);
                }
            }
            if held.iter().filter(|c| spot(*c)).count() < 2 {
                continue;
            }
            let high = held.iter().next() != Some(r.card);
            let agrees = match r.kind {
                Signal::Attitude | Signal::Discard => high == wants(held, suit),
                Signal::Count => high == held.len().is_multiple_of(2),
            };
            if !agrees {
                p *= MISREAD;
            }
        }
        p
    }
}
