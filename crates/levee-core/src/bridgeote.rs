//! Bridgeote (seed 004): the 32-card game that plays belote's cards with bridge's auction.
//!
//! The same engine as bridge — [`Deal`], [`Play`], [`Trick`] — under the [`Bridgeote`] rules:
//! 32 cards dealt 3-2-3 from the dealer's left, the belote ranking (trumps J 9 A 10 K Q 8 7,
//! plain suits A 10 K Q J 9 8 7) and the belote obligations, which [`Rules::legal_plays`] states
//! as a set of cards. The auction is its own ([`Auction`]): bids from 80 to 160 in steps of
//! ten, ♣ < ♦ < ♥ < ♠ < TA < SA, jumps marked +2/+3, announced capot, contre and surcontre.
//! Card points, belote/rebelote and the last trick are here too; turning them into a score is
//! `levee-score`'s job.

use crate::auction::Doubling;
use crate::card::{Card, Rank, Suit};
use crate::deal::Deal;
use crate::hand::Hand;
use crate::play::Play;
use crate::rules::Rules;
use crate::seat::{BySide, Seat, Side};
use crate::trick::{IllegalPlay, Trick};
use core::fmt;
use core::str::FromStr;

/// The Bridgeote rules (seed 004).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Bridgeote;

/// A Bridgeote strain, in the auction's order: ♣ < ♦ < ♥ < ♠ < TA (all trumps) < SA (no trumps).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Strain {
    /// ♣ trumps.
    Clubs,
    /// ♦ trumps.
    Diamonds,
    /// ♥ trumps.
    Hearts,
    /// ♠ trumps.
    Spades,
    /// Tout atout: every suit ranks and scores as trumps, nobody can trump another suit.
    AllTrumps,
    /// Sans atout: plain ranking, points doubled.
    NoTrumps,
}

impl Strain {
    /// All six, lowest first.
    pub const ALL: [Strain; 6] =
        [Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::AllTrumps, Strain::NoTrumps];

    /// The trump suit of a suit strain.
    #[must_use]
    pub const fn trump(self) -> Option<Suit> {
        match self {
            Strain::Clubs => Some(Suit::Clubs),
            Strain::Diamonds => Some(Suit::Diamonds),
            Strain::Hearts => Some(Suit::Hearts),
            Strain::Spades => Some(Suit::Spades),
            Strain::AllTrumps | Strain::NoTrumps => None,
        }
    }

    /// The suit strain of a suit.
    #[must_use]
    pub const fn of_suit(s: Suit) -> Strain {
        match s {
            Suit::Clubs => Strain::Clubs,
            Suit::Diamonds => Strain::Diamonds,
            Suit::Hearts => Strain::Hearts,
            Suit::Spades => Strain::Spades,
        }
    }

    /// Does `suit` rank and score as trumps in this strain?
    #[must_use]
    pub fn ranks_as_trumps(self, suit: Suit) -> bool {
        self == Strain::AllTrumps || self.trump() == Some(suit)
    }

    /// TA and SA contracts must make 50 points more than the bid (seed 004).
    #[must_use]
    pub const fn surcharge(self) -> u32 {
        match self {
            Strain::AllTrumps | Strain::NoTrumps => 50,
            _ => 0,
        }
    }

    /// All the points of a deal without capot or belote: 162 at a suit, 258 at TA, 260 at SA.
    #[must_use]
    pub const fn total_points(self) -> u32 {
        match self {
            Strain::AllTrumps => 258,
            Strain::NoTrumps => 260,
            _ => 162,
        }
    }

    /// What a capot is worth (seed 004): 250 at a suit, 350 at TA and at SA.
    #[must_use]
    pub const fn capot_points(self) -> u32 {
        match self {
            Strain::AllTrumps | Strain::NoTrumps => 350,
            _ => 250,
        }
    }

    /// What a capot is worth when counted as `value` says.
    #[must_use]
    pub const fn capot_value(self, value: CapotValue) -> u32 {
        match value {
            CapotValue::Table => self.capot_points(),
            CapotValue::LastTrick100 => self.total_points() - self.last_trick_points() + 100,
        }
    }

    /// The last trick ("dix de der"): 10, or 20 at SA.
    #[must_use]
    pub const fn last_trick_points(self) -> u32 {
        match self {
            Strain::NoTrumps => 20,
            _ => 10,
        }
    }

    const fn index(self) -> u8 {
        self as u8
    }
}

impl fmt::Display for Strain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match (self, f.alternate()) {
            (Strain::Clubs, false) => "C",
            (Strain::Diamonds, false) => "D",
            (Strain::Hearts, false) => "H",
            (Strain::Spades, false) => "S",
            (Strain::Clubs, true) => "♣",
            (Strain::Diamonds, true) => "♦",
            (Strain::Hearts, true) => "♥",
            (Strain::Spades, true) => "♠",
            (Strain::AllTrumps, _) => "TA",
            (Strain::NoTrumps, _) => "SA",
        };
        f.write_str(s)
    }
}

/// A strain that is not one of C D H S TA SA (♣ ♦ ♥ ♠ and NT/AT are read too).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown Bridgeote strain {0:?}: expected C, D, H, S, TA (all trumps) or SA (no trumps)")]
pub struct ParseStrainError(pub String);

impl FromStr for Strain {
    type Err = ParseStrainError;
    fn from_str(s: &str) -> Result<Strain, ParseStrainError> {
        Ok(match s.trim().to_ascii_uppercase().as_str() {
            "C" | "♣" => Strain::Clubs,
            "D" | "♦" => Strain::Diamonds,
            "H" | "♥" => Strain::Hearts,
            "S" | "♠" => Strain::Spades,
            "TA" | "AT" => Strain::AllTrumps,
            "SA" | "NT" | "N" => Strain::NoTrumps,
            _ => return Err(ParseStrainError(s.to_string())),
        })
    }
}

/// A card's power within its suit: plain order A 10 K Q J 9 8 7, trump order J 9 A 10 K Q 8 7.
#[must_use]
pub const fn power(rank: Rank, as_trump: bool) -> u8 {
    match (rank.get(), as_trump) {
        (11, true) => 8,
        (9, true) => 7,
        (14, true) => 6,
        (10, true) => 5,
        (13, true) => 4,
        (12, true) => 3,
        (8, true) => 2,
        (14, false) => 8,
        (10, false) => 7,
        (13, false) => 6,
        (12, false) => 5,
        (11, false) => 4,
        (9, false) => 3,
        (8, false) => 2,
        _ => 1,
    }
}

/// The points of one card in a strain (seed 004's table; everything doubled at SA).
#[must_use]
pub fn card_points(card: Card, strain: Strain) -> u32 {
    let r = card.rank().get();
    if strain.ranks_as_trumps(card.suit()) {
        match r {
            11 => 20,
            9 => 14,
            14 => 11,
            10 => 10,
            13 => 4,
            12 => 3,
            _ => 0,
        }
    } else {
        let plain = match r {
            14 => 11,
            10 => 10,
            13 => 4,
            12 => 3,
            11 => 2,
            _ => 0,
        };
        if strain == Strain::NoTrumps { plain * 2 } else { plain }
    }
}

/// The points of the cards of a trick (without the last-trick bonus).
#[must_use]
pub fn trick_points(trick: &Trick, strain: Strain) -> u32 {
    trick.iter().map(|(_, c)| card_points(c, strain)).sum()
}

/// The cards of `hand` that beat `best` in the suit of `best` when that suit ranks as trumps.
fn higher_than(hand: Hand, best: Card, strain: Strain) -> Hand {
    let p = power(best.rank(), strain.ranks_as_trumps(best.suit()));
    hand.in_suit(best.suit()).iter().filter(|c| power(c.rank(), strain.ranks_as_trumps(c.suit())) > p).collect()
}

/// The best card of `suit` in the trick so far, if any.
fn best_in_suit(trick: &Trick, suit: Suit, strain: Strain) -> Option<Card> {
    let as_trump = strain.ranks_as_trumps(suit);
    trick.iter().map(|(_, c)| c).filter(|c| c.suit() == suit).max_by_key(|c| power(c.rank(), as_trump))
}

impl Rules for Bridgeote {
    const NAME: &'static str = "bridgeote";
    const DECK: Hand = Hand::DECK_32;
    const HAND_SIZE: u32 = 8;
    const DEAL_PACKETS: &'static [u32] = &[3, 2, 3];
    type Strain = Strain;

    #[inline]
    fn trump(strain: Strain) -> Option<Suit> {
        strain.trump()
    }

    /// The belote obligations (seed 004, "Jeu de la carte"): follow suit; in a suit that ranks
    /// as trumps (the trump suit, every suit at TA), go higher than the best card of it in the
    /// trick when able; void in the suit led at a suit contract, trump unless partner is
    /// winning, overtrumping an opponent's trump when able and otherwise trumping lower; at SA
    /// only follow suit.
    fn legal_plays(hand: Hand, trick: &Trick, strain: Strain) -> Hand {
        let Some(led) = trick.led_suit() else { return hand };
        let follow = hand.in_suit(led);
        if !follow.is_empty() {
            if strain.ranks_as_trumps(led) {
                let best = best_in_suit(trick, led, strain).expect("the suit led is in the trick");
                let higher = higher_than(follow, best, strain);
                return if higher.is_empty() { follow } else { higher };
            }
            return follow;
        }
        let Some(trump) = strain.trump() else { return hand };
        let trumps = hand.in_suit(trump);
        if trumps.is_empty() {
            return hand;
        }
        let me = trick.next_seat();
        if Bridgeote::trick_winner(trick, strain) == me.partner() {
            return hand;
        }
        match best_in_suit(trick, trump, strain) {
            Some(best) => {
                let higher = higher_than(trumps, best, strain);
                if higher.is_empty() { trumps } else { higher }
            }
            None => trumps,
        }
    }

    fn why_illegal(hand: Hand, trick: &Trick, strain: Strain, card: Card) -> IllegalPlay {
        let led = trick.led_suit().unwrap_or(Suit::Clubs);
        if !hand.in_suit(led).is_empty() && card.suit() != led {
            return IllegalPlay::Revoke { led };
        }
        let trump = strain.trump().unwrap_or(led);
        if card.suit() == led || card.suit() == trump { IllegalPlay::MustOvertrump } else { IllegalPlay::MustTrump }
    }

    fn trick_winner(trick: &Trick, strain: Strain) -> Seat {
        let trump = strain.trump();
        let led = trick.led_suit();
        let mut best: Option<(u8, Seat)> = None;
        for (seat, card) in trick.iter() {
            let p = power(card.rank(), strain.ranks_as_trumps(card.suit()));
            let key = if Some(card.suit()) == trump {
                32 + p
            } else if Some(card.suit()) == led {
                16 + p
            } else {
                0
            };
            if best.is_none_or(|(b, _)| key > b) {
                best = Some((key, seat));
            }
        }
        best.map_or(trick.leader(), |(_, s)| s)
    }
}

/// The deck in dealing order after the cut: the dealer's right-hand opponent lifts `cut` cards
/// from the top and puts them underneath (seed 004, "Donne").
#[must_use]
pub fn cut(deck: &[Card], cut: usize) -> Vec<Card> {
    let k = if deck.is_empty() { 0 } else { cut % deck.len() };
    deck[k..].iter().chain(&deck[..k]).copied().collect()
}

/// Deals a cut deck by 3, 2, 3 from the dealer's left: 8 cards each.
///
/// # Panics
/// When `deck` is not the 32-card deck.
#[must_use]
pub fn deal_cut(deck: &[Card], cut_at: usize, dealer: Seat) -> Deal<Bridgeote> {
    Deal::from_dealing_order(&cut(deck, cut_at), dealer)
}

/// A Bridgeote deal from a seeded generator: the 32 cards shuffled (Fisher–Yates with an
/// exact uniform draw, the same as bridge deals use: stable across versions of `rand`), cut
/// by the dealer's right-hand opponent (1 to 31 cards) and dealt 3-2-3 from the dealer's left.
#[cfg(feature = "rand")]
#[must_use]
pub fn shuffle_and_deal(rng: &mut impl rand::RngCore, dealer: Seat) -> Deal<Bridgeote> {
    let mut deck: Vec<Card> = Bridgeote::DECK.iter().collect();
    for i in (1..deck.len()).rev() {
        let j = crate::deal::uniform_below(rng, i as u64 + 1) as usize;
        deck.swap(i, j);
    }
    let at = 1 + crate::deal::uniform_below(rng, deck.len() as u64 - 1) as usize;
    deal_cut(&deck, at, dealer)
}

/// The seat holding the four sevens, who may cancel the deal up to the first trick (seed 004).
#[must_use]
pub fn four_sevens(deal: &Deal<Bridgeote>) -> Option<Seat> {
    let sevens: Hand = Suit::ASC.iter().map(|&s| Card::new(s, Rank::SEVEN)).collect();
    Seat::ALL.into_iter().find(|&s| sevens.is_subset(deal.hand(s)))
}

/// A belote: the king and queen of a suit that ranks as trumps in one hand, worth 20 to that
/// hand's side. At TA every suit can give one (the reading in `docs/rules.md`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Belote {
    /// Who holds it.
    pub seat: Seat,
    /// The suit.
    pub suit: Suit,
}

/// Points of a belote.
pub const BELOTE_POINTS: u32 = 20;

/// The belotes of a deal in a strain.
#[must_use]
pub fn belotes(deal: &Deal<Bridgeote>, strain: Strain) -> Vec<Belote> {
    let mut out = Vec::new();
    for suit in Suit::ASC {
        if !strain.ranks_as_trumps(suit) {
            continue;
        }
        let pair = Hand::single(Card::new(suit, Rank::KING)).with(Card::new(suit, Rank::QUEEN));
        if let Some(seat) = Seat::ALL.into_iter().find(|&s| pair.is_subset(deal.hand(s))) {
            out.push(Belote { seat, suit });
        }
    }
    out
}

/// What a card announces when it is played: "belote" with the first of a belote pair,
/// "rebelote" with the second (seed 004: declared as the cards are played).
#[must_use]
pub fn announcement(play: &Play<Bridgeote>, seat: Seat, card: Card) -> Option<&'static str> {
    let strain = play.strain();
    if !strain.ranks_as_trumps(card.suit()) || !matches!(card.rank().get(), 12 | 13) {
        return None;
    }
    let belote = belotes(play.deal(), strain).into_iter().find(|b| b.seat == seat && b.suit == card.suit())?;
    let other = Card::new(belote.suit, if card.rank() == Rank::KING { Rank::QUEEN } else { Rank::KING });
    Some(if play.hand(seat).contains(other) { "belote" } else { "rebelote" })
}

/// How a capot counts. Seed 004 prints « 250 pour un capot » and « capot 350 » and also says
/// « pour les capots annoncés … le dernier plis vaut alors 100 pts »; read literally, the
/// sentence gives the cards plus 100 (252, 348, 340), which contradicts the printed totals.
/// Belote tables differ on the same point (250 or 252), so both are offered (`docs/rules.md`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum CapotValue {
    /// The seed's printed values: 250 at a suit, 350 at TA and SA.
    #[default]
    Table,
    /// The sentence read literally: the cards (152, 248 or 240) and 100 for the last trick.
    LastTrick100,
}

/// The points each side made in a play, a capot counted as the seed's table says
/// ([`points_with`] with [`CapotValue::Table`]).
#[must_use]
pub fn points(play: &Play<Bridgeote>) -> BySide<u32> {
    points_with(play, CapotValue::Table)
}

/// The points each side made in a play: the cards of the tricks it won, the last trick, and
/// its belotes once both cards are played; a side that took every trick scores the capot
/// value (`capot`) instead of its cards and last trick. Tricks not yet played count for nobody.
#[must_use]
pub fn points_with(play: &Play<Bridgeote>, capot: CapotValue) -> BySide<u32> {
    let strain = play.strain();
    let mut pts = BySide::<u32>::default();
    let mut tricks = BySide::<u32>::default();
    for (i, t) in play.tricks().iter().enumerate() {
        let w = Bridgeote::trick_winner(t, strain).side();
        pts[w] += trick_points(t, strain);
        tricks[w] += 1;
        if i + 1 == Bridgeote::HAND_SIZE as usize {
            pts[w] += strain.last_trick_points();
        }
    }
    for side in Side::ALL {
        if tricks[side] == Bridgeote::HAND_SIZE {
            pts[side] = strain.capot_value(capot);
        }
    }
    // A belote counts once both its cards are on the table (declared as they are played).
    for b in belotes(play.deal(), strain) {
        let pair = Hand::single(Card::new(b.suit, Rank::KING)).with(Card::new(b.suit, Rank::QUEEN));
        if (play.hand(b.seat) & pair).is_empty() {
            pts[b.seat.side()] += BELOTE_POINTS;
        }
    }
    pts
}

/// What a bid promises: points (80 to 160) or capot (every trick).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Target {
    /// 80, 90, ... 160.
    Points(u16),
    /// All eight tricks.
    Capot,
}

/// A Bridgeote bid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bid {
    /// Points or capot.
    pub target: Target,
    /// The strain.
    pub strain: Strain,
}

/// The lowest and highest bids in points.
pub const MIN_BID: u16 = 80;
/// The highest bid in points; above it only capot.
pub const MAX_BID: u16 = 160;

impl Bid {
    /// A bid in points.
    ///
    /// # Errors
    /// [`IllegalCall::OutOfRange`] when the points are not 80..=160 in steps of ten.
    pub fn points(points: u16, strain: Strain) -> Result<Bid, IllegalCall> {
        if (MIN_BID..=MAX_BID).contains(&points) && points.is_multiple_of(10) {
            Ok(Bid { target: Target::Points(points), strain })
        } else {
            Err(IllegalCall::OutOfRange { points })
        }
    }

    /// An announced capot.
    #[must_use]
    pub const fn capot(strain: Strain) -> Bid {
        Bid { target: Target::Capot, strain }
    }

    /// The bid's place in the auction's order.
    const fn key(self) -> (u16, u8) {
        let level = match self.target {
            Target::Points(p) => p,
            Target::Capot => MAX_BID + 10,
        };
        (level, self.strain.index())
    }

    /// The points the declaring side must make: the bid, plus 50 at TA and SA; `None` for a
    /// capot (every trick).
    #[must_use]
    pub fn required(self) -> Option<u32> {
        match self.target {
            Target::Points(p) => Some(u32::from(p) + self.strain.surcharge()),
            Target::Capot => None,
        }
    }
}

impl PartialOrd for Bid {
    fn partial_cmp(&self, other: &Bid) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Bid {
    fn cmp(&self, other: &Bid) -> core::cmp::Ordering {
        self.key().cmp(&other.key())
    }
}

impl fmt::Display for Bid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.target {
            Target::Points(p) => write!(f, "{p}")?,
            Target::Capot => f.write_str("CAPOT")?,
        }
        if f.alternate() { write!(f, "{:#}", self.strain) } else { write!(f, "{}", self.strain) }
    }
}

/// A Bridgeote call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Call {
    /// Passe.
    Pass,
    /// Contre.
    Double,
    /// Surcontre.
    Redouble,
    /// A bid.
    Bid(Bid),
}

impl fmt::Display for Call {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Call::Pass => f.write_str("P"),
            Call::Double => f.write_str("X"),
            Call::Redouble => f.write_str("XX"),
            Call::Bid(b) => {
                if f.alternate() {
                    write!(f, "{b:#}")
                } else {
                    write!(f, "{b}")
                }
            }
        }
    }
}

/// A call that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseCallError {
    /// Not a call at all.
    #[error(
        "cannot read Bridgeote call {0:?}: expected P, X (contre), XX (surcontre), a bid such as 80S, 110TA, \
         120SA, or CAPOTH"
    )]
    Unreadable(String),
    /// A bid of points the game does not have (seed 004's bids run 80, 90, … 160; a capot is
    /// the only bid above 160).
    #[error(
        "{text}: Bridgeote's bids run from 80 to 160 in steps of 10; above 160 only a capot can be bid \
         (CAPOTS, CAPOTTA, CAPOTSA...)"
    )]
    OutOfRange {
        /// The call as written.
        text: String,
        /// The points asked.
        points: u16,
    },
}

impl FromStr for Call {
    type Err = ParseCallError;
    fn from_str(s: &str) -> Result<Call, ParseCallError> {
        let err = || ParseCallError::Unreadable(s.to_string());
        let t: String = s.trim().to_uppercase().chars().filter(|c| !c.is_whitespace()).collect();
        // A jump mark as the seed writes it, "90♠(+2)", is accepted and ignored: the auction
        // computes it.
        let t = match t.find("(+") {
            Some(i) if t.ends_with(')') => t[..i].to_string(),
            _ => t,
        };
        match t.as_str() {
            "P" | "PASS" | "PASSE" => return Ok(Call::Pass),
            "X" | "D" | "DBL" | "CONTRE" => return Ok(Call::Double),
            "XX" | "R" | "RDBL" | "SURCONTRE" => return Ok(Call::Redouble),
            _ => {}
        }
        if let Some(rest) = t.strip_prefix("CAPOT") {
            return Ok(Call::Bid(Bid::capot(rest.parse().map_err(|_| err())?)));
        }
        let digits = t.chars().take_while(char::is_ascii_digit).count();
        if digits == 0 {
            return Err(err());
        }
        let strain: Strain = t[digits..].parse().map_err(|_| err())?;
        let out_of_range = |points| ParseCallError::OutOfRange { text: s.trim().to_string(), points };
        let points: u16 = t[..digits].parse().map_err(|_| out_of_range(u16::MAX))?;
        Bid::points(points, strain).map(Call::Bid).map_err(|_| out_of_range(points))
    }
}

/// A call refused by the Bridgeote auction; each names its rule (seed 004 or the Law bridge
/// lends it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum IllegalCall {
    /// No call after the final pass.
    #[error("Law 22: the auction is over")]
    AuctionClosed,
    /// Not this seat's turn.
    #[error("Law 28: call out of rotation: it is {expected:#}'s turn, not {seat:#}'s")]
    OutOfTurn {
        /// Whose turn it is.
        expected: Seat,
        /// Who tried to call.
        seat: Seat,
    },
    /// Points outside 80..=160 or not a multiple of ten.
    #[error("Bridgeote: bids run from 80 to 160 in steps of 10, not {points}")]
    OutOfRange {
        /// The points asked.
        points: u16,
    },
    /// Not higher than the last bid.
    #[error("Bridgeote (Law 18): {bid} must be higher than {last}: a higher strain at the same points, or more points")]
    Insufficient {
        /// The bid.
        bid: Bid,
        /// The last bid.
        last: Bid,
    },
    /// A jump of more than two steps.
    #[error("Bridgeote: {bid} would be a +{mark}; a bid may jump at most two steps (+2 or +3) above {lowest}")]
    JumpTooHigh {
        /// The bid.
        bid: Bid,
        /// Its mark.
        mark: u16,
        /// The lowest bid in that strain.
        lowest: Bid,
    },
    /// Contre with no opponent's bid to double, or a bid already doubled.
    #[error("Law 19A: contre only the last bid, made by an opponent, not already doubled")]
    BadDouble,
    /// Surcontre without a contre of one's own side's bid.
    #[error("Law 19B: surcontre only a contre of your side's last bid")]
    BadRedouble,
}

/// How a Bridgeote auction ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// Four passes: the deal is thrown in and the next dealer deals.
    ThrownIn,
    /// A contract.
    Contract(Contract),
}

/// A Bridgeote contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Contract {
    /// The final bid.
    pub bid: Bid,
    /// Contré, surcontré or not.
    pub doubling: Doubling,
    /// Who made the final bid (the "preneur"); the side that plays the contract.
    pub declarer: Seat,
    /// Who doubled, when doubled.
    pub doubled_by: Option<Seat>,
}

impl Contract {
    /// The side that plays the contract.
    #[must_use]
    pub fn side(&self) -> Side {
        self.declarer.side()
    }
}

impl fmt::Display for Contract {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            write!(f, "{:#}{} by {:#}", self.bid, self.doubling.suffix(), self.declarer)
        } else {
            write!(f, "{}{} by {}", self.bid, self.doubling.suffix(), self.declarer)
        }
    }
}

/// The Bridgeote auction: from the player after the dealer, clockwise.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Auction {
    dealer: Seat,
    calls: Vec<Call>,
}

impl Auction {
    /// An empty auction.
    #[must_use]
    pub const fn new(dealer: Seat) -> Auction {
        Auction { dealer, calls: Vec::new() }
    }

    /// An auction from calls separated by spaces or dashes ("80D 90S P ...").
    ///
    /// # Errors
    /// The first call that cannot be read or is illegal, with its number (from 1).
    pub fn from_calls(dealer: Seat, calls: &str) -> Result<Auction, (usize, String)> {
        let mut a = Auction::new(dealer);
        for (i, w) in calls
            .split(|c: char| c.is_whitespace() || c == '–' || c == ',')
            .filter(|w| !w.is_empty() && *w != "-")
            .enumerate()
        {
            let call = a.parse_call(w).map_err(|e| (i + 1, e.to_string()))?;
            a.call(call).map_err(|e| (i + 1, e.to_string()))?;
        }
        Ok(a)
    }

    /// Reads a call here: as [`Call::from_str`], and a bare `CAPOT` is a capot in the strain
    /// of the last bid (the usual way to say it at the table).
    ///
    /// # Errors
    /// The call cannot be read, or `CAPOT` comes before any bid.
    pub fn parse_call(&self, word: &str) -> Result<Call, ParseCallError> {
        if word.trim().eq_ignore_ascii_case("capot") {
            return match self.last_bid() {
                Some((_, _, b)) => Ok(Call::Bid(Bid::capot(b.strain))),
                None => Err(ParseCallError::Unreadable(format!("{word} (name the strain: CAPOTH, CAPOTTA...)"))),
            };
        }
        word.parse()
    }

    /// The dealer.
    #[must_use]
    pub const fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The calls so far.
    #[must_use]
    pub fn calls(&self) -> &[Call] {
        &self.calls
    }

    /// Calls with the seat that made each.
    pub fn calls_by_seat(&self) -> impl Iterator<Item = (Seat, Call)> + '_ {
        self.calls.iter().enumerate().map(|(i, &c)| (self.dealer.add(i + 1), c))
    }

    /// Who calls next, `None` when the auction is over.
    #[must_use]
    pub fn to_call(&self) -> Option<Seat> {
        if self.is_over() { None } else { Some(self.dealer.add(self.calls.len() + 1)) }
    }

    /// The last bid, its seat and its index.
    fn last_bid(&self) -> Option<(usize, Seat, Bid)> {
        self.calls.iter().enumerate().rev().find_map(|(i, c)| match c {
            Call::Bid(b) => Some((i, self.dealer.add(i + 1), *b)),
            _ => None,
        })
    }

    /// The doubling of the last bid, and who doubled.
    fn doubling(&self) -> (Doubling, Option<Seat>) {
        let Some((i, ..)) = self.last_bid() else { return (Doubling::Undoubled, None) };
        let mut d = (Doubling::Undoubled, None);
        for (j, c) in self.calls.iter().enumerate().skip(i + 1) {
            match c {
                Call::Double => d = (Doubling::Doubled, Some(self.dealer.add(j + 1))),
                Call::Redouble => d.0 = Doubling::Redoubled,
                _ => {}
            }
        }
        d
    }

    /// True after four passes, or three passes after a bid or a double.
    #[must_use]
    pub fn is_over(&self) -> bool {
        let n = self.calls.len();
        let trailing = self.calls.iter().rev().take_while(|c| **c == Call::Pass).count();
        (n == 4 && trailing == 4) || (trailing == 3 && n > 3)
    }

    /// The lowest bid in `strain` now: the same points in a higher strain than the last bid,
    /// else ten more; 80 to open. `None` above 160.
    #[must_use]
    pub fn lowest(&self, strain: Strain) -> Option<Bid> {
        let p = match self.last_bid() {
            None => MIN_BID,
            Some((_, _, Bid { target: Target::Capot, .. })) => return None,
            Some((_, _, Bid { target: Target::Points(p), strain: s })) => {
                if strain > s {
                    p
                } else {
                    p + 10
                }
            }
        };
        Bid::points(p, strain).ok()
    }

    /// The jump mark of a bid at this point of the auction: +1 for the lowest bid in its
    /// strain, +2 and +3 for jumps of one and two steps (seed 004's "enchères muettes").
    /// `None` for a capot or a bid below the lowest.
    #[must_use]
    pub fn mark(&self, bid: Bid) -> Option<u16> {
        let Target::Points(p) = bid.target else { return None };
        let Target::Points(low) = self.lowest(bid.strain)?.target else { return None };
        (p >= low).then(|| (p - low) / 10 + 1)
    }

    /// The marks of the bids made so far, one per call (`None` for other calls and capots).
    #[must_use]
    pub fn marks(&self) -> Vec<Option<u16>> {
        let mut a = Auction::new(self.dealer);
        self.calls
            .iter()
            .map(|&c| {
                let m = if let Call::Bid(b) = c { a.mark(b) } else { None };
                a.calls.push(c);
                m
            })
            .collect()
    }

    /// Checks a call for the player to call.
    ///
    /// # Errors
    /// The [`IllegalCall`].
    pub fn check(&self, call: Call) -> Result<(), IllegalCall> {
        let me = self.to_call().ok_or(IllegalCall::AuctionClosed)?;
        let last = self.last_bid();
        match call {
            Call::Pass => Ok(()),
            Call::Bid(bid) => {
                if let Bid { target: Target::Points(p), .. } = bid {
                    Bid::points(p, bid.strain)?;
                }
                if let Some((_, _, l)) = last
                    && bid <= l
                {
                    return Err(IllegalCall::Insufficient { bid, last: l });
                }
                if let (Some(mark), Some(lowest)) = (self.mark(bid), self.lowest(bid.strain))
                    && mark > 3
                {
                    return Err(IllegalCall::JumpTooHigh { bid, mark, lowest });
                }
                Ok(())
            }
            Call::Double => match (last, self.doubling().0) {
                (Some((_, s, _)), Doubling::Undoubled) if s.side() != me.side() => Ok(()),
                _ => Err(IllegalCall::BadDouble),
            },
            Call::Redouble => match (last, self.doubling().0) {
                (Some((_, s, _)), Doubling::Doubled) if s.side() == me.side() => Ok(()),
                _ => Err(IllegalCall::BadRedouble),
            },
        }
    }

    /// Makes a call for the player to call.
    ///
    /// # Errors
    /// The [`IllegalCall`]; the auction is unchanged.
    pub fn call(&mut self, call: Call) -> Result<(), IllegalCall> {
        self.check(call)?;
        self.calls.push(call);
        Ok(())
    }

    /// Takes back the last call.
    pub fn undo(&mut self) -> Option<Call> {
        self.calls.pop()
    }

    /// Every legal call now: pass, contre/surcontre when allowed, the bids from the lowest
    /// legal up to +3 in each strain, and the capots above the last bid.
    #[must_use]
    pub fn legal_calls(&self) -> Vec<Call> {
        if self.is_over() {
            return Vec::new();
        }
        let mut out = vec![Call::Pass];
        for c in [Call::Double, Call::Redouble] {
            if self.check(c).is_ok() {
                out.push(c);
            }
        }
        let mut bids: Vec<Bid> = Vec::new();
        for s in Strain::ALL {
            if let Some(Bid { target: Target::Points(low), .. }) = self.lowest(s) {
                for k in 0..3 {
                    if let Ok(b) = Bid::points(low + 10 * k, s) {
                        bids.push(b);
                    }
                }
            }
            bids.push(Bid::capot(s));
        }
        bids.sort();
        out.extend(bids.into_iter().map(Call::Bid).filter(|&c| self.check(c).is_ok()));
        out
    }

    /// The outcome, once the auction is over.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.is_over() {
            return None;
        }
        let Some((_, declarer, bid)) = self.last_bid() else { return Some(Outcome::ThrownIn) };
        let (doubling, doubled_by) = self.doubling();
        Some(Outcome::Contract(Contract { bid, doubling, declarer, doubled_by }))
    }

    /// The first to call, who also leads: the player after the dealer (seed 004).
    #[must_use]
    pub fn opening_leader(&self) -> Seat {
        self.dealer.lho()
    }

    /// The play of the contract: every seat plays its own cards (no dummy in Bridgeote),
    /// the player after the dealer leads.
    #[must_use]
    pub fn play(&self, deal: Deal<Bridgeote>, contract: &Contract) -> Play<Bridgeote> {
        Play::with_leader(deal, contract.bid.strain, None, self.opening_leader())
    }
}

impl crate::Bidding for Auction {
    type Rules = Bridgeote;
    type Call = Call;
    type Contract = Contract;
    type Error = IllegalCall;
    const CLAIMS: bool = false;

    fn start(_: &Deal<Bridgeote>, dealer: Seat) -> Auction {
        Auction::new(dealer)
    }
    fn dealer(&self) -> Seat {
        Auction::dealer(self)
    }
    fn to_call(&self) -> Option<Seat> {
        Auction::to_call(self)
    }
    fn calls(&self) -> Vec<(Seat, Call)> {
        self.calls_by_seat().collect()
    }
    fn legal_calls(&self) -> Vec<Call> {
        Auction::legal_calls(self)
    }
    fn check(&self, seat: Seat, call: Call) -> Result<(), IllegalCall> {
        let expected = Auction::to_call(self).ok_or(IllegalCall::AuctionClosed)?;
        if expected != seat {
            return Err(IllegalCall::OutOfTurn { expected, seat });
        }
        Auction::check(self, call)
    }
    fn call(&mut self, seat: Seat, call: Call) -> Result<(), IllegalCall> {
        crate::Bidding::check(self, seat, call)?;
        Auction::call(self, call)
    }
    fn undo(&mut self) -> Option<Call> {
        Auction::undo(self)
    }
    fn settled(&self) -> Option<crate::Settled<Contract>> {
        Some(match self.outcome()? {
            Outcome::ThrownIn => crate::Settled::Redeal,
            Outcome::Contract(c) => crate::Settled::Contract(c),
        })
    }
    fn play(&self, cards: Deal<Bridgeote>, contract: &Contract) -> Play<Bridgeote> {
        Auction::play(self, cards, contract)
    }
    fn may_cancel(cards: &Deal<Bridgeote>) -> Option<Seat> {
        four_sevens(cards)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c(s: &str) -> Card {
        s.parse().unwrap()
    }

    #[test]
    fn the_seeds_example_auction_call_by_call() {
        // 80♦(+1) – 90♠(+2) – 100♦(+1) – 110♣(+1) – 110TA(+1) – 120♥(+1)
        let a = Auction::from_calls(Seat::North, "80D 90S 100D 110C 110TA 120H").unwrap();
        assert_eq!(a.marks(), vec![Some(1), Some(2), Some(1), Some(1), Some(1), Some(1)]);
        assert_eq!(a.to_call(), Some(Seat::West));
    }

    #[test]
    fn the_seeds_jump_examples() {
        let a = Auction::new(Seat::North);
        assert_eq!(a.mark(Bid::points(90, Strain::Spades).unwrap()), Some(2));
        assert_eq!(a.mark(Bid::points(100, Strain::Spades).unwrap()), Some(3));
        assert!(matches!(
            a.check(Call::Bid(Bid::points(110, Strain::Spades).unwrap())),
            Err(IllegalCall::JumpTooHigh { mark: 4, .. })
        ));
        let a = Auction::from_calls(Seat::North, "80D").unwrap();
        assert_eq!(a.mark(Bid::points(100, Strain::Clubs).unwrap()), Some(2));
        assert_eq!(a.mark(Bid::points(110, Strain::Clubs).unwrap()), Some(3));
        assert_eq!(a.lowest(Strain::Clubs), Some(Bid::points(90, Strain::Clubs).unwrap()));
        assert_eq!(a.lowest(Strain::Hearts), Some(Bid::points(80, Strain::Hearts).unwrap()));
    }

    #[test]
    fn card_point_totals() {
        for strain in Strain::ALL {
            let cards: u32 = Hand::DECK_32.iter().map(|c| card_points(c, strain)).sum();
            assert_eq!(cards + strain.last_trick_points(), strain.total_points(), "{strain}");
        }
        assert_eq!(card_points(c("HJ"), Strain::Hearts), 20);
        assert_eq!(card_points(c("SJ"), Strain::Hearts), 2);
        assert_eq!(card_points(c("S9"), Strain::AllTrumps), 14);
        assert_eq!(card_points(c("SA"), Strain::NoTrumps), 22);
        assert_eq!(card_points(c("SJ"), Strain::NoTrumps), 4);
    }
}
