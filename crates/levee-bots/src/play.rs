//! The card-play robot: Monte Carlo double dummy. It deals the cards it cannot see in ways
//! that agree with everything it knows (the cards played, the voids shown, what the auction
//! said of each hand), solves each layout with `levee-dds`, and plays the card that takes the
//! most tricks on average. The opening lead follows the usual conventions instead (top of a
//! sequence, fourth best), chosen without seeing dummy.

use crate::bidding::{Bidder, Shape, Turn};
use crate::carding::{Reading, signal_card};
use levee_core::{Auction, Bridge, BySeat, Call, Card, Hand, Play, Rank, Seat, Side, Strain, Suit, Vulnerability};
use levee_dds::{Position, Solver};
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::cell::RefCell;
use std::time::{Duration, Instant};

/// Settings of the card-play robot.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// Layouts solved per card (at most).
    pub samples: usize,
    /// Stop sampling after this long (at least `min_samples` are solved).
    pub time_per_card: Duration,
    /// Layouts solved even when `time_per_card` runs out (but not past `max_time_per_card`).
    pub min_samples: usize,
    /// The hard budget: every solve stops at this deadline; the layouts solved by then decide,
    /// and when none was solved the robot plays a simple rule's card.
    pub max_time_per_card: Duration,
    /// Seed of the layouts: the same seed and position give the same card.
    pub seed: u64,
    /// Give the SEF's defensive signals among equal cards, and read partner's
    /// ([`crate::carding`]).
    pub signals: bool,
    /// Read the opening lead by the lead conventions: layouts where the leader would have led
    /// another card are mostly set aside.
    pub leads: bool,
    /// Read every call of the auction as the bidding robot would have made it: layouts where
    /// a player would have called otherwise (passed where it bid, or bid where it passed) are
    /// mostly set aside. Needs the auction ([`CardPlayer::choose_after`]).
    pub calls: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            samples: 50,
            time_per_card: Duration::from_secs(2),
            min_samples: 12,
            max_time_per_card: Duration::from_secs(10),
            seed: 1,
            signals: true,
            leads: true,
            calls: true,
        }
    }
}

/// The robot's choice, with its reasons.
#[derive(Debug, Clone)]
pub struct Choice {
    /// The card.
    pub card: Card,
    /// Why, in words.
    pub why: String,
    /// Each legal card with the tricks it took on average (for the card's side), best first;
    /// empty when there was nothing to compare.
    pub values: Vec<(Card, f64)>,
    /// Layouts solved.
    pub samples: usize,
}

thread_local! {
    // One solver per thread, kept between cards: its table is the costly part to allocate.
    static SOLVER: RefCell<Option<Solver>> = const { RefCell::new(None) };
}

pub(crate) fn with_solver<T>(f: impl FnOnce(&mut Solver) -> T) -> T {
    SOLVER.with(|cell| {
        let mut slot = cell.borrow_mut();
        let solver = slot.get_or_insert_with(|| Solver::with_memory(24 << 20));
        f(solver)
    })
}

/// Who decides the card to play now: declarer for dummy.
#[must_use]
pub fn actor(play: &Play<Bridge>) -> Option<Seat> {
    let s = play.to_play()?;
    Some(if Some(s) == play.dummy() { play.declarer().unwrap_or(s) } else { s })
}

/// What one player knows: the hands they see and, for the others, the cards they still hold
/// in number, the suits they have shown out of, and what their calls said.
#[derive(Debug, Clone)]
struct Knowledge {
    visible: BySeat<Option<Hand>>,
    counts: BySeat<u32>,
    voids: BySeat<Hand>,
    played: BySeat<Hand>,
    unseen: Vec<Card>,
    shown: [Shape; 4],
}

fn knowledge(play: &Play<Bridge>, me: Seat, shown: &[Shape; 4]) -> Knowledge {
    let mut visible = BySeat::from_fn(|_| None);
    visible[me] = Some(play.hand(me));
    if let Some(d) = play.dummy()
        && play.dummy_visible()
    {
        visible[d] = Some(play.hand(d));
    }
    let counts = BySeat::from_fn(|s| play.hand(s).len());
    let mut voids: BySeat<Hand> = BySeat::from_fn(|_| Hand::EMPTY);
    let mut played: BySeat<Hand> = BySeat::from_fn(|_| Hand::EMPTY);
    let tricks = play.tricks().iter().chain(std::iter::once(play.current_trick()));
    for t in tricks {
        let led = t.led_suit();
        for (seat, card) in t.iter() {
            played[seat].insert(card);
            if let Some(l) = led
                && card.suit() != l
            {
                voids[seat] = Hand::from_bits_truncate(voids[seat].bits() | Hand::suit_mask(l).bits());
            }
        }
    }
    let mut seen = 0u64;
    for s in Seat::ALL {
        if let Some(h) = visible[s] {
            seen |= h.bits();
        }
        seen |= played[s].bits();
    }
    let unseen = Hand::from_bits_truncate(Hand::DECK_52.bits() & !seen).iter().collect();
    Knowledge { visible, counts, voids, played, unseen, shown: *shown }
}

/// One layout of the unseen cards that agrees with the voids (and, when `strict`, with what
/// the auction said), or `None` after a few tries.
fn deal_layout(k: &Knowledge, rng: &mut ChaCha8Rng, strict: u8) -> Option<BySeat<Hand>> {
    let hidden: Vec<Seat> = Seat::ALL.into_iter().filter(|s| k.visible[*s].is_none()).collect();
    let mut cards = k.unseen.clone();
    'attempt: for _ in 0..400 {
        cards.shuffle(rng);
        let mut hands: BySeat<Hand> = BySeat::from_fn(|s| k.visible[s].unwrap_or(Hand::EMPTY));
        let mut room: BySeat<u32> = BySeat::from_fn(|s| if k.visible[s].is_some() { 0 } else { k.counts[s] });
        // Cards that fit only one player go first.
        cards.sort_by_key(|c| hidden.iter().filter(|s| !k.voids[**s].contains(*c)).count());
        for &c in &cards {
            let open: Vec<Seat> = hidden.iter().copied().filter(|s| room[*s] > 0 && !k.voids[*s].contains(c)).collect();
            if open.is_empty() {
                continue 'attempt;
            }
            // Weight by room left, so that long hands get their share.
            let total: u32 = open.iter().map(|s| room[*s]).sum();
            let mut pick = rng.random_range(0..total);
            let mut chosen = open[0];
            for s in &open {
                if pick < room[*s] {
                    chosen = *s;
                    break;
                }
                pick -= room[*s];
            }
            hands[chosen].insert(c);
            room[chosen] -= 1;
        }
        if strict > 0 {
            for s in &hidden {
                let original = Hand::from_bits_truncate(hands[*s].bits() | k.played[*s].bits());
                let shape = k.shown[s.index()];
                let shape = if strict == 1 { Shape { hcp: (0, 40), ..shape } } else { shape };
                if !shape.fits(original) {
                    continue 'attempt;
                }
            }
        }
        return Some(hands);
    }
    None
}

/// The auction a deal was bid with, and the robot whose system reads it.
#[derive(Debug, Clone, Copy)]
pub struct Bidding<'a> {
    /// The bidding robot.
    pub bidder: &'a Bidder,
    /// The auction.
    pub auction: &'a Auction,
    /// The board's vulnerability.
    pub vulnerability: Vulnerability,
}

/// How much less likely a layout is for each call its player would not have made: people
/// bid otherwise than the robot now and then, so such a layout is not ruled out.
pub(crate) const CALL_MISSED: f64 = 0.25;

impl<'a> Bidding<'a> {
    /// Each call made by a player whose hand is hidden, with that player's turn read once.
    fn hidden_turns(self, k: &Knowledge) -> Vec<(Seat, Turn<'a>, Call)> {
        self.bidder.turns_of(self.auction, self.vulnerability, |seat| k.visible[seat].is_none())
    }
}

/// The chance, up to a constant, that the hidden players of this layout made their calls.
fn calls_likelihood(turns: &[(Seat, Turn<'_>, Call)], layout: &BySeat<Hand>, played: &BySeat<Hand>) -> f64 {
    turns
        .iter()
        .filter(|(seat, turn, call)| {
            let hand = Hand::from_bits_truncate(layout[*seat].bits() | played[*seat].bits());
            turn.call(hand) != *call
        })
        .fold(1.0, |p, _| p * CALL_MISSED)
}

/// The card-play robot.
#[derive(Debug, Clone, Default)]
pub struct CardPlayer {
    /// Its settings.
    pub settings: Settings,
}

impl CardPlayer {
    /// A robot with these settings.
    #[must_use]
    pub fn new(settings: Settings) -> CardPlayer {
        CardPlayer { settings }
    }

    /// The card to play now. `shown` is what each seat's calls showed (see
    /// [`crate::Bidder::read`]); `Shape::ANY` everywhere when unknown.
    ///
    /// # Panics
    /// When the play is over.
    #[must_use]
    pub fn choose(&self, play: &Play<Bridge>, shown: &[Shape; 4]) -> Choice {
        self.choose_after(play, shown, None)
    }

    /// The card to play now, the layouts weighed by how likely each hidden player's calls
    /// were in `bidding` (with [`Settings::calls`]).
    ///
    /// # Panics
    /// When the play is over.
    #[must_use]
    pub fn choose_after(&self, play: &Play<Bridge>, shown: &[Shape; 4], bidding: Option<Bidding<'_>>) -> Choice {
        let seat = play.to_play().expect("a card to play");
        let me = actor(play).unwrap_or(seat);
        let legal = play.legal_plays();
        if legal.len() == 1 {
            let card = legal.first().expect("one card");
            return Choice { card, why: "the only legal card".into(), values: Vec::new(), samples: 0 };
        }
        if play.tricks().is_empty() && play.current_trick().is_empty() {
            let card = opening_lead(play.hand(seat), play.strain());
            return Choice { card, why: opening_lead_reason(play.hand(seat), card), values: Vec::new(), samples: 0 };
        }
        let k = knowledge(play, me, shown);
        let mut rng = ChaCha8Rng::seed_from_u64(self.settings.seed ^ position_hash(play));
        let mut layouts = Vec::with_capacity(self.settings.samples);
        let mut strict = 2u8;
        // Layouts are kept with the chance that their players would have played as they did;
        // after twenty times the layouts wanted, any will do.
        let reading = Reading::of(play, me, self.settings.leads, self.settings.signals);
        let turns = match bidding {
            Some(b) if self.settings.calls => b.hidden_turns(&k),
            _ => Vec::new(),
        };
        let mut dealt = 0usize;
        while layouts.len() < self.settings.samples {
            match deal_layout(&k, &mut rng, strict) {
                Some(l) => {
                    dealt += 1;
                    let keep = (reading.is_empty() && turns.is_empty())
                        || dealt > self.settings.samples * 20
                        || rng.random::<f64>()
                            < reading.likelihood(play, &l, &k.played) * calls_likelihood(&turns, &l, &k.played);
                    if keep {
                        layouts.push(l);
                    }
                }
                None if strict > 0 => strict -= 1,
                None => break,
            }
        }
        let trick = play.current_trick();
        let trick_cards: Vec<Card> = trick.iter().map(|(_, c)| c).collect();
        let strain = play.strain();
        let start = Instant::now();
        let deadline = start + self.settings.max_time_per_card;
        let mut totals = [0u32; 64];
        let mut done = 0usize;
        let chunk = rayon::current_num_threads().max(1) * 2;
        for batch in layouts.chunks(chunk) {
            use rayon::prelude::*;
            let results: Vec<Option<Vec<(Card, u8)>>> = batch
                .par_iter()
                .map(|hands| {
                    let pos = Position::from_parts(*hands, strain, trick.leader(), &trick_cards)
                        .expect("layouts keep the hand sizes");
                    with_solver(|solver| {
                        let values = solver.card_values_within(&pos, deadline).ok()?;
                        Some(
                            values
                                .into_iter()
                                .flat_map(|v| {
                                    std::iter::once(v.card).chain(v.equals.iter()).map(move |c| (c, v.tricks))
                                })
                                .collect(),
                        )
                    })
                })
                .collect();
            // A layout cut short by the deadline tells nothing: only whole ones count.
            for r in results.into_iter().flatten() {
                for (c, t) in r {
                    totals[c.index() as usize] += u32::from(t);
                }
                done += 1;
            }
            let elapsed = start.elapsed();
            if elapsed >= self.settings.max_time_per_card
                || (done >= self.settings.min_samples && elapsed >= self.settings.time_per_card)
            {
                break;
            }
        }
        if done == 0 {
            let card = baseline_card(play);
            let why = format!(
                "no layout solved within {:.1} s: the simple rule (win cheaply, else play low)",
                self.settings.max_time_per_card.as_secs_f64()
            );
            return Choice { card, why, values: Vec::new(), samples: 0 };
        }
        let n = done.max(1) as f64;
        let mut values: Vec<(Card, f64)> =
            legal.iter().map(|c| (c, f64::from(totals[c.index() as usize]) / n)).collect();
        // Best average first; among equals the lowest card (keep the high ones).
        values.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.rank().cmp(&b.0.rank())).then(a.0.cmp(&b.0)));
        let (mut card, avg) = values[0];
        let side = if seat.side() == Side::NorthSouth { "North-South" } else { "East-West" };
        let mut why = format!(
            "{side} take {avg:.2} of the {} tricks left on average over {done} layouts",
            play.remaining_tricks()
        );
        if self.settings.signals {
            let equal: Vec<Card> = values.iter().take_while(|(_, v)| (v - avg).abs() < 1e-9).map(|(c, _)| *c).collect();
            if let Some((signal, words)) = signal_card(play, &equal) {
                card = signal;
                why.push_str(&format!("; of the equal cards, the {words}"));
            }
        }
        Choice { card, why, values, samples: done }
    }
}

fn position_hash(play: &Play<Bridge>) -> u64 {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for (_, c) in play.cards_played() {
        h = (h ^ u64::from(c.index())).wrapping_mul(0x100_0000_01b3);
    }
    h
}

/// The conventional card from a suit: top of a sequence of two or more honours (or an
/// interior one), fourth best from four or more, top of a doubleton, low from three.
#[must_use]
pub fn lead_from_suit(hand: Hand, suit: Suit) -> Option<Card> {
    let ranks: Vec<Rank> = hand.holding(suit).ranks_desc().collect();
    let card = |r: Rank| Card::new(suit, r);
    let first = *ranks.first()?;
    let touching = |i: usize| ranks.len() > i + 1 && ranks[i].get() == ranks[i + 1].get() + 1;
    if first.get() >= 10 && touching(0) {
        return Some(card(first));
    }
    if ranks.len() >= 3 && ranks[1].get() >= 10 && touching(1) {
        return Some(card(ranks[1]));
    }
    match ranks.len() {
        1 | 2 => Some(card(first)),
        3 => Some(card(if first.get() >= 11 { ranks[2] } else { first })),
        _ => Some(card(ranks[3])),
    }
}

fn suit_score(hand: Hand, suit: Suit, strain: Strain) -> i32 {
    let ranks: Vec<Rank> = hand.holding(suit).ranks_desc().collect();
    let len = ranks.len() as i32;
    if len == 0 {
        return i32::MIN;
    }
    let seq = ranks.len() >= 2 && ranks[0].get() >= 11 && ranks[0].get() == ranks[1].get() + 1;
    let has = |r: u8| ranks.iter().any(|x| x.get() == r);
    let mut score = 0;
    if seq {
        score += 30;
    }
    if strain == Strain::NoTrump {
        score += 6 * len;
    } else {
        if strain.trump() == Some(suit) {
            score -= 25;
        }
        // Leading away from an unsupported ace or king gives a trick in a suit contract.
        if has(14) && !has(13) {
            score -= 20;
        }
        if has(13) && !has(14) && !has(12) {
            score -= 15;
        }
        if len == 1 && strain.trump().is_some_and(|t| hand.suit_len(t) >= 1) {
            score += 12; // a singleton: hoping for a ruff
        }
        if has(14) && has(13) {
            score += 25;
        }
    }
    score
}

/// The opening lead by the conventions: the best suit (a sequence, length against notrump,
/// no lead away from an unsupported ace or king against a suit), then the conventional card.
#[must_use]
pub fn opening_lead(hand: Hand, strain: Strain) -> Card {
    let suit = Suit::DESC
        .into_iter()
        .filter(|s| hand.suit_len(*s) > 0)
        .max_by_key(|s| (suit_score(hand, *s, strain), hand.suit_len(*s)))
        .unwrap_or(Suit::Spades);
    lead_from_suit(hand, suit).or_else(|| hand.first()).expect("the leader holds cards")
}

fn opening_lead_reason(hand: Hand, card: Card) -> String {
    let ranks: Vec<Rank> = hand.holding(card.suit()).ranks_desc().collect();
    let i = ranks.iter().position(|r| *r == card.rank()).unwrap_or(0);
    let kind = if i + 1 < ranks.len() && card.rank().get() >= 10 && ranks[i].get() == ranks[i + 1].get() + 1 {
        "top of a sequence"
    } else if ranks.len() >= 4 && i == 3 {
        "fourth best"
    } else if ranks.len() <= 2 && i == 0 {
        "top of a short suit"
    } else {
        "low from three"
    };
    format!("opening lead: {kind}")
}

/// A simple robot to measure against: win the trick as cheaply as possible when it can,
/// else play its lowest card (trumping when void and the trick is the opponents').
#[must_use]
pub fn baseline_card(play: &Play<Bridge>) -> Card {
    let legal = play.legal_plays();
    let seat = play.to_play().expect("a card to play");
    let trick = play.current_trick();
    let lowest = |h: Hand| h.iter().min_by_key(|c| (c.rank(), c.suit())).expect("a card");
    if trick.is_empty() {
        // Lead the highest card of the longest suit.
        let suit = Suit::DESC.into_iter().max_by_key(|s| legal.suit_len(*s)).unwrap_or(Suit::Spades);
        return legal.in_suit(suit).iter().max_by_key(|c| c.rank()).unwrap_or_else(|| lowest(legal));
    }
    let strain = play.strain();
    let winner_now = play.current_winner();
    if winner_now.is_some_and(|w| w.side() == seat.side()) {
        return lowest(legal);
    }
    let winners: Vec<Card> = legal
        .iter()
        .filter(|c| {
            let mut t = *trick;
            t.push(*c);
            <Bridge as levee_core::Rules>::trick_winner(&t, strain) == seat
        })
        .collect();
    winners.into_iter().min_by_key(|c| (c.rank(), c.suit())).unwrap_or_else(|| lowest(legal))
}

/// Whether the side on lead can claim every remaining trick whatever the layout: the player
/// on lead holds only cards that no opponent can beat, partner cannot be forced to overtake
/// them, and in a suit contract the opponents have no trump left (or the leader holds only
/// trumps).
#[must_use]
pub fn can_claim_all(play: &Play<Bridge>) -> bool {
    if !play.current_trick().is_empty() {
        return false;
    }
    let Some(leader) = play.to_play() else { return false };
    let hand = play.hand(leader);
    let opp = Hand::from_bits_truncate(play.hand(leader.lho()).bits() | play.hand(leader.rho()).bits());
    let trump = play.strain().trump();
    if let Some(t) = trump
        && opp.suit_len(t) > 0
        && hand.iter().any(|c| c.suit() != t)
    {
        return false;
    }
    // Partner must never be forced to overtake: in each suit partner's cards are all below the
    // leader's.
    let partner = play.hand(leader.partner());
    Suit::ASC.iter().all(|s| {
        let mine = hand.holding(*s);
        let Some(low) = mine.lowest() else { return true };
        partner.holding(*s).highest().is_none_or(|p| p < low)
    }) && hand.iter().all(|c| opp.in_suit(c.suit()).iter().all(|o| o.rank() < c.rank()))
}

/// A layout of the cards the claimer cannot see where the claim fails double dummy, with the
/// tricks the claimer's side takes there; `None` when the claim holds in every layout tried
/// (all of them when there are few, else a few hundred). What a player answering a claim
/// checks (the claimer's hand is faced, Law 68): the claimer must be right whatever the
/// others hold.
#[must_use]
pub fn claim_refutation(play: &Play<Bridge>, claimer: Seat, claim: u8) -> Option<(BySeat<Hand>, u8)> {
    let visible: Vec<Seat> =
        Seat::ALL.into_iter().filter(|s| *s == claimer || (play.dummy_visible() && Some(*s) == play.dummy())).collect();
    let hidden: Vec<Seat> = Seat::ALL.into_iter().filter(|s| !visible.contains(s)).collect();
    let unseen: Vec<Card> = hidden.iter().flat_map(|s| play.hand(*s).iter()).collect();
    let counts: Vec<u32> = hidden.iter().map(|s| play.hand(*s).len()).collect();
    let mut solver = Solver::with_memory(16 << 20);
    let trick = play.current_trick();
    let trick_cards: Vec<Card> = trick.iter().map(|(_, c)| c).collect();
    let mut check = |hands: BySeat<Hand>| -> Option<u8> {
        let pos = Position::from_parts(hands, play.strain(), trick.leader(), &trick_cards).ok()?;
        let ns = solver.ns_tricks(&pos);
        let mine = if claimer.side() == Side::NorthSouth { ns } else { pos.remaining_tricks() - ns };
        (mine < claim).then_some(mine)
    };
    let base: BySeat<Hand> = BySeat::from_fn(|s| if visible.contains(&s) { play.hand(s) } else { Hand::EMPTY });
    // Two hidden hands: every split when there are few, else a sample.
    if hidden.len() == 2 {
        let n = unseen.len();
        let k = counts[0] as usize;
        let total: f64 = (0..k).fold(1.0, |acc, i| acc * (n - i) as f64 / (i + 1) as f64);
        if total <= 5000.0 {
            let mut idx: Vec<usize> = (0..k).collect();
            loop {
                let mut hands = base;
                for (i, c) in unseen.iter().enumerate() {
                    let s = if idx.contains(&i) { hidden[0] } else { hidden[1] };
                    hands[s].insert(*c);
                }
                if let Some(t) = check(hands) {
                    return Some((hands, t));
                }
                // The next combination of k of the n cards.
                let mut i = k;
                loop {
                    if i == 0 {
                        return None;
                    }
                    i -= 1;
                    if idx[i] < n - k + i {
                        idx[i] += 1;
                        for j in i + 1..k {
                            idx[j] = idx[j - 1] + 1;
                        }
                        break;
                    }
                }
                if k == 0 {
                    return None;
                }
            }
        }
    }
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    for _ in 0..300 {
        let mut cards = unseen.clone();
        cards.shuffle(&mut rng);
        let mut hands = base;
        let mut at = 0;
        for (s, n) in hidden.iter().zip(&counts) {
            for c in &cards[at..at + *n as usize] {
                hands[*s].insert(*c);
            }
            at += *n as usize;
        }
        if let Some(t) = check(hands) {
            return Some((hands, t));
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The layout the robots bid is as likely as can be; one where the opener's cards and its
    /// partner's are exchanged is less likely by a missed call or more.
    #[test]
    fn layouts_are_weighed_by_the_calls() {
        let deal: levee_core::Deal =
            "N:AKQ32.KQ2.A32.K2 754.J86.Q987.J76 J6.A753.KJ5.Q953 T98.T94.T64.AT84".parse().unwrap();
        let bidder = Bidder::new();
        let (auction, _) = crate::bid_deal(&bidder, &deal, Seat::North, Vulnerability::None);
        let Some(levee_core::AuctionResult::Contract { contract, declarer }) = auction.result() else {
            panic!("{auction}: no contract")
        };
        let play = Play::new(deal, contract.strain, declarer);
        // The opening leader sees only its own hand: three hands hidden.
        let me = declarer.lho();
        let k = knowledge(&play, me, &bidder.read(&auction).shown);
        let bidding = Bidding { bidder: &bidder, auction: &auction, vulnerability: Vulnerability::None };
        let turns = bidding.hidden_turns(&k);
        assert!(turns.iter().all(|(s, _, _)| *s != me) && !turns.is_empty());
        let none = BySeat::from_fn(|_| Hand::EMPTY);
        let real = BySeat::from_fn(|s| deal.hand(s));
        assert!((calls_likelihood(&turns, &real, &none) - 1.0).abs() < 1e-12);
        let mut swapped = real;
        swapped[Seat::North] = deal.hand(Seat::South);
        swapped[Seat::South] = deal.hand(Seat::North);
        assert!(calls_likelihood(&turns, &swapped, &none) <= CALL_MISSED, "{auction}");
    }
}
