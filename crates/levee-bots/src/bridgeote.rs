//! Bridgeote robots (seed 004): an exact solver for the 8-trick play, a Monte Carlo card
//! player that keeps the belote obligations, and a natural bidder.
//!
//! The solver maximises the difference between the two sides' card points (last trick and
//! capot included; belotes do not depend on the play). Eight tricks of four cards are small
//! enough for alpha-beta with a transposition table at trick boundaries and equal-card
//! pruning (two cards of a suit with no live card between them and the same points are one
//! move).
//!
//! The bidder counts, for each strain, the points its side can expect: it deals the 24 unseen
//! cards at random a dozen times, solves each layout exactly (in Bridgeote the player after
//! the dealer always leads, so the value does not depend on who declares), and adds what
//! partner's bids showed. It opens at 80 or jumps by seed 004's +2/+3 marks with extra
//! strength, supports or outbids with the best strain, doubles contracts it expects to beat.

use levee_core::bridgeote::{self, Auction, Bid, Bridgeote, Call, Outcome, Strain, Target};
use levee_core::{Card, Deal, Doubling, Hand, Play, Rules, Seat, Side, Suit, Trick};
use levee_i18n::{Arg, Text};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// A multiplicative hasher for the solver's keys (already well mixed bit sets).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type Key = (u64, u64, u64, u64, u8);

#[derive(Clone, Copy)]
struct Bound {
    lower: i32,
    upper: i32,
    /// The move that was best or cut last time, tried first next time.
    best: Option<Card>,
}

/// The exact Bridgeote solver. Reuse one per thread: its table keeps its capacity.
#[derive(Default)]
pub struct Solver {
    tt: HashMap<Key, Bound, BuildHasherDefault<KeyHasher>>,
    nodes: u64,
}

impl core::fmt::Debug for Solver {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Solver").field("entries", &self.tt.len()).field("nodes", &self.nodes).finish()
    }
}

#[derive(Clone, Copy)]
struct State {
    hands: [Hand; 4],
    trick: Trick,
    strain: Strain,
    left: u8,
    /// Has each side (NS, EW) won a trick yet?
    won: [bool; 2],
}

const INF: i32 = 10_000;

impl Solver {
    /// A solver with an empty table.
    #[must_use]
    pub fn new() -> Solver {
        Solver::default()
    }

    /// Positions searched since the solver was made.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    fn state(play: &Play<Bridgeote>) -> State {
        State {
            hands: Seat::ALL.map(|s| play.hand(s)),
            trick: *play.current_trick(),
            strain: play.strain(),
            left: play.remaining_tricks(),
            won: [play.tricks_won(Side::NorthSouth) > 0, play.tricks_won(Side::EastWest) > 0],
        }
    }

    /// North-South's points minus East-West's from this position to the end of the play
    /// (cards of the tricks still to win, the last trick, the capot), with perfect play by all.
    pub fn value(&mut self, play: &Play<Bridgeote>) -> i32 {
        self.tt.clear();
        let mut st = Solver::state(play);
        self.mtdf(0, |solver, a, b| solver.search(&mut st, a, b))
    }

    /// MTD(f): the exact value by null-window searches converging from a first guess; a
    /// null window cuts far more than a full one, and the table keeps the bounds between
    /// passes.
    fn mtdf(&mut self, guess: i32, mut search: impl FnMut(&mut Solver, i32, i32) -> i32) -> i32 {
        let (mut lower, mut upper) = (-INF, INF);
        let mut g = guess;
        while lower < upper {
            let beta = if g == lower { g + 1 } else { g };
            g = search(self, beta - 1, beta);
            if g < beta {
                upper = g;
            } else {
                lower = g;
            }
        }
        g
    }

    /// The value of each legal card for the side to play: that side's points minus the
    /// opponents' from here to the end, if the card is played and everyone plays perfectly.
    pub fn card_values(&mut self, play: &Play<Bridgeote>) -> Vec<(Card, i32)> {
        self.tt.clear();
        let Some(seat) = play.to_play() else { return Vec::new() };
        let sign = if seat.side() == Side::NorthSouth { 1 } else { -1 };
        let st = Solver::state(play);
        play.legal_plays()
            .iter()
            .map(|c| {
                let v = self.mtdf(0, |solver, a, b| {
                    let mut s = st;
                    solver.play_card(&mut s, seat, c, a, b)
                });
                (c, sign * v)
            })
            .collect()
    }

    /// Plays `card` for `seat` in `st` and searches on: the NS−EW value of the rest.
    fn play_card(&mut self, st: &mut State, seat: Seat, card: Card, alpha: i32, beta: i32) -> i32 {
        let saved = *st;
        st.hands[seat as usize].remove(card);
        st.trick.push(card);
        let v = if st.trick.is_complete() {
            let winner = Bridgeote::trick_winner(&st.trick, st.strain);
            let mut pts = bridgeote::trick_points(&st.trick, st.strain) as i32;
            if st.left == 1 {
                pts += st.strain.last_trick_points() as i32;
            }
            let ns = winner.side() == Side::NorthSouth;
            st.won[usize::from(!ns)] = true;
            st.left -= 1;
            st.trick = Trick::new(winner);
            let signed = if ns { pts } else { -pts };
            signed + self.search(st, alpha - signed, beta - signed)
        } else {
            self.search(st, alpha, beta)
        };
        *st = saved;
        v
    }

    fn search(&mut self, st: &mut State, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        let at_boundary = st.trick.is_empty();
        if at_boundary && st.left == 0 {
            let bonus = (st.strain.capot_points() - st.strain.total_points()) as i32;
            return match st.won {
                [true, false] => bonus,
                [false, true] => -bonus,
                _ => 0,
            };
        }
        let key = (
            st.hands[0].bits(),
            st.hands[1].bits(),
            st.hands[2].bits(),
            st.hands[3].bits(),
            st.trick.leader() as u8 | (u8::from(st.won[0]) << 2) | (u8::from(st.won[1]) << 3),
        );
        let (alpha0, beta0) = (alpha, beta);
        if at_boundary {
            // Nobody can gain more than the points still in play.
            let live = st.hands[0] | st.hands[1] | st.hands[2] | st.hands[3];
            let mut r: i32 = live.iter().map(|c| bridgeote::card_points(c, st.strain) as i32).sum();
            r += st.strain.last_trick_points() as i32;
            if !(st.won[0] && st.won[1]) {
                r += (st.strain.capot_points() - st.strain.total_points()) as i32;
            }
            if r <= alpha {
                return r;
            }
            if -r >= beta {
                return -r;
            }
        }
        let mut hash_move = None;
        if at_boundary && let Some(b) = self.tt.get(&key) {
            hash_move = b.best;
            if b.lower >= beta {
                return b.lower;
            }
            if b.upper <= alpha {
                return b.upper;
            }
            if b.lower == b.upper {
                return b.lower;
            }
            alpha = alpha.max(b.lower);
            beta = beta.min(b.upper);
        }
        let seat = st.trick.next_seat();
        let maximize = seat.side() == Side::NorthSouth;
        let mut moves = distinct_moves(st, seat);
        if let Some(h) = hash_move
            && let Some(i) = moves.cards[..moves.len].iter().position(|&c| c == h)
        {
            moves.cards[..=i].rotate_right(1);
        }
        let mut best = if maximize { -INF } else { INF };
        let mut best_card = None;
        for &card in &moves.cards[..moves.len] {
            let v = self.play_card(st, seat, card, alpha, beta);
            if (maximize && v > best) || (!maximize && v < best) {
                best = v;
                best_card = Some(card);
            }
            if maximize {
                alpha = alpha.max(v);
            } else {
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        if at_boundary {
            let entry = self.tt.entry(key).or_insert(Bound { lower: -INF, upper: INF, best: None });
            entry.best = best_card;
            if best <= alpha0 {
                entry.upper = entry.upper.min(best);
            } else if best >= beta0 {
                entry.lower = entry.lower.max(best);
            } else {
                *entry = Bound { lower: best, upper: best, best: best_card };
            }
        }
        best
    }
}

/// Ranks from the most powerful down: trumps J 9 A 10 K Q 8 7, plain A 10 K Q J 9 8 7.
const TRUMP_ORDER: [u8; 8] = [11, 9, 14, 10, 13, 12, 8, 7];
const PLAIN_ORDER: [u8; 8] = [14, 10, 13, 12, 11, 9, 8, 7];

/// Up to eight moves, without allocating.
struct Moves {
    cards: [Card; 8],
    keys: [i32; 8],
    len: usize,
}

/// The legal cards of `seat`, one per group of equal cards (no live card between them, the
/// same points), ordered so that the likely best comes first: a card that takes the trick
/// (cheapest winner last to play, strongest earlier), partner's trick fed with points, and
/// otherwise the cheapest discard.
fn distinct_moves(st: &State, seat: Seat) -> Moves {
    let legal = Bridgeote::legal_plays(st.hands[seat as usize], &st.trick, st.strain);
    let live = st.hands[0] | st.hands[1] | st.hands[2] | st.hands[3];
    let mut m = Moves { cards: [Card::new(Suit::Clubs, levee_core::Rank::SEVEN); 8], keys: [0; 8], len: 0 };
    let winner = if st.trick.is_empty() { None } else { Some(Bridgeote::trick_winner(&st.trick, st.strain)) };
    let partner_winning = winner == Some(seat.partner());
    let last = st.trick.len() == 3;
    for suit in Suit::DESC {
        let mine = legal.in_suit(suit);
        if mine.is_empty() {
            continue;
        }
        let trumps = st.strain.ranks_as_trumps(suit);
        let order = if trumps { &TRUMP_ORDER } else { &PLAIN_ORDER };
        // The points of the last card kept if it is the live card just above.
        let mut above_kept: Option<u32> = None;
        for (pos, &r) in order.iter().enumerate() {
            let c = Card::new(suit, levee_core::Rank::new(r));
            if !live.contains(c) {
                continue;
            }
            if !mine.contains(c) {
                above_kept = None;
                continue;
            }
            let pts = bridgeote::card_points(c, st.strain);
            if above_kept == Some(pts) {
                continue;
            }
            above_kept = Some(pts);
            let power = 8 - pos as i32;
            let key = match winner {
                None => 100 + power * 10 + pts as i32,
                Some(_) => {
                    let mut t = st.trick;
                    t.push(c);
                    let wins = Bridgeote::trick_winner(&t, st.strain) == seat;
                    if partner_winning {
                        if last { 200 + pts as i32 } else { 100 - power }
                    } else if wins {
                        if last { 300 - power * 10 + pts as i32 } else { 300 + power }
                    } else {
                        100 - pts as i32 * 4 - power
                    }
                }
            };
            // Insertion in key order, highest first.
            let mut k = m.len;
            while k > 0 && m.keys[k - 1] < key {
                m.cards[k] = m.cards[k - 1];
                m.keys[k] = m.keys[k - 1];
                k -= 1;
            }
            m.cards[k] = c;
            m.keys[k] = key;
            m.len += 1;
        }
    }
    m
}

/// A layout of the hidden cards consistent with everything `me` has seen: each seat's
/// played cards, and every card played legal under the obligations (which shows voids and
/// missing trumps). `None` when no layout was found in the tries allowed.
#[must_use]
pub fn sample_layout(play: &Play<Bridgeote>, me: Seat, rng: &mut impl Rng) -> Option<Deal<Bridgeote>> {
    let deal = play.deal();
    let mut played = [Hand::EMPTY; 4];
    for (s, c) in play.cards_played() {
        played[s as usize].insert(c);
    }
    let mut unseen = Bridgeote::DECK - deal.hand(me);
    for p in played {
        unseen = unseen - p;
    }
    // Suits each seat has shown out of.
    let mut void = [Hand::EMPTY; 4];
    for t in play.tricks().iter().chain(core::iter::once(play.current_trick())) {
        let Some(led) = t.led_suit() else { continue };
        for (s, c) in t.iter() {
            if c.suit() != led {
                void[s as usize] |= Hand::suit_mask(led);
            }
        }
    }
    let unseen: Vec<Card> = unseen.iter().collect();
    let need: [usize; 4] = Seat::ALL.map(|s| if s == me { 0 } else { 8 - played[s as usize].len() as usize });
    for attempt in 0..400 {
        let mut cards = unseen.clone();
        shuffle(&mut cards, rng);
        let mut hands = Seat::ALL.map(|s| if s == me { deal.hand(me) } else { played[s as usize] });
        let mut ok = true;
        // Cards a seat is void in go to the others; deal the most constrained seats first.
        let mut order: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != me).collect();
        order.sort_by_key(|s| core::cmp::Reverse(void[*s as usize].len()));
        let mut pool = cards;
        for s in order {
            let mut took = 0;
            let mut rest = Vec::with_capacity(pool.len());
            for c in pool {
                if took < need[s as usize] && !void[s as usize].contains(c) {
                    hands[s as usize].insert(c);
                    took += 1;
                } else {
                    rest.push(c);
                }
            }
            pool = rest;
            if took < need[s as usize] {
                ok = false;
                break;
            }
        }
        if !ok {
            continue;
        }
        let Ok(sampled) = Deal::<Bridgeote>::new(levee_core::BySeat(hands)) else { continue };
        // Late tries accept a layout that only respects the voids.
        if attempt >= 300 || replays(play, sampled) {
            return Some(sampled);
        }
    }
    None
}

/// Fisher–Yates over the caller's generator.
fn shuffle(cards: &mut [Card], rng: &mut impl Rng) {
    for i in (1..cards.len()).rev() {
        cards.swap(i, rng.random_range(0..=i));
    }
}

/// Would every card of `play` have been legal from `deal`?
fn replays(play: &Play<Bridgeote>, deal: Deal<Bridgeote>) -> bool {
    let leader = play.tricks().first().unwrap_or(play.current_trick()).leader();
    let mut p = Play::with_leader(deal, play.strain(), play.declarer(), leader);
    play.cards_played().all(|(_, c)| p.try_play(c).is_ok())
}

/// The card robot's settings.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// Layouts solved per card.
    pub samples: usize,
    /// Seed of the layouts.
    pub seed: u64,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings { samples: 24, seed: 1 }
    }
}

/// A card the robot chose, and why.
#[derive(Debug, Clone)]
pub struct Choice {
    /// The card.
    pub card: Card,
    /// Each legal card's average value (its side's points minus the opponents' to the end).
    pub values: Vec<(Card, f64)>,
    /// Layouts solved.
    pub layouts: usize,
}

/// The Monte Carlo card player: samples layouts of the hidden cards, solves each exactly, and
/// plays the legal card with the best average.
#[derive(Debug, Clone, Copy, Default)]
pub struct CardPlayer {
    /// The settings.
    pub settings: Settings,
}

impl CardPlayer {
    /// A player with these settings.
    #[must_use]
    pub fn new(settings: Settings) -> CardPlayer {
        CardPlayer { settings }
    }

    /// The card for the seat to play.
    ///
    /// # Panics
    /// When the play is over.
    #[must_use]
    pub fn choose(&self, play: &Play<Bridgeote>, solver: &mut Solver) -> Choice {
        let me = play.to_play().expect("a card is due");
        let legal = play.legal_plays();
        if legal.len() == 1 {
            let card = legal.first().expect("one card");
            return Choice { card, values: vec![(card, 0.0)], layouts: 0 };
        }
        let n = play.cards_played().count() as u64;
        let mut rng = ChaCha8Rng::seed_from_u64(self.settings.seed ^ (n << 32) ^ (me as u64));
        let mut sums: Vec<(Card, f64)> = legal.iter().map(|c| (c, 0.0)).collect();
        let mut layouts = 0;
        for _ in 0..self.settings.samples.max(1) {
            let Some(deal) = sample_layout(play, me, &mut rng) else { break };
            let mut p = Play::with_leader(deal, play.strain(), play.declarer(), first_leader(play));
            for (_, c) in play.cards_played() {
                p.play_unchecked(c);
            }
            for (c, v) in solver.card_values(&p) {
                if let Some(e) = sums.iter_mut().find(|e| e.0 == c) {
                    e.1 += f64::from(v);
                }
            }
            layouts += 1;
        }
        let div = layouts.max(1) as f64;
        let values: Vec<(Card, f64)> = sums.into_iter().map(|(c, s)| (c, s / div)).collect();
        // Ties go to the cheapest card in points, then the lowest.
        let card = values
            .iter()
            .max_by(|a, b| {
                a.1.total_cmp(&b.1).then_with(|| {
                    let pa = bridgeote::card_points(a.0, play.strain());
                    let pb = bridgeote::card_points(b.0, play.strain());
                    pb.cmp(&pa).then(b.0.rank().cmp(&a.0.rank()))
                })
            })
            .map(|e| e.0)
            .expect("a legal card");
        Choice { card, values, layouts }
    }
}

fn first_leader(play: &Play<Bridgeote>) -> Seat {
    play.tricks().first().unwrap_or(play.current_trick()).leader()
}

/// The baseline: the highest-powered legal card.
#[must_use]
pub fn baseline_card(play: &Play<Bridgeote>) -> Card {
    let strain = play.strain();
    play.legal_plays()
        .iter()
        .max_by_key(|c| bridgeote::power(c.rank(), strain.ranks_as_trumps(c.suit())))
        .expect("a legal card")
}

/// What the bidder counts in a hand for one strain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Features {
    /// Sure tricks: the top trumps in sequence (J, then 9, A, 10 with the cards above or
    /// enough length), trumps beyond four, side aces and a ten behind its ace.
    pub winners: u32,
    /// The hand's own card points in the strain.
    pub points: u32,
    /// Belote points (K-Q of a suit ranking as trumps).
    pub belote: u32,
    /// Trump length (at TA the longest suit, at SA 0).
    pub length: u32,
}

/// Counts a hand for a strain: the natural valuation the bidder's table uses.
#[must_use]
pub fn features(hand: Hand, strain: Strain) -> Features {
    let mut winners = 0;
    let mut belote = 0;
    let mut length = 0;
    for suit in Suit::ASC {
        let cards = hand.in_suit(suit);
        let n = cards.len();
        let has = |r: u8| cards.contains(Card::new(suit, levee_core::Rank::new(r)));
        if strain.ranks_as_trumps(suit) {
            length = length.max(n);
            // The top of the trump order in sequence, each a sure trick; a card further down
            // counts once the length guards it.
            let mut run = 0;
            for (k, &r) in TRUMP_ORDER.iter().enumerate() {
                if has(r) && (run == k || n as usize > k + 1) {
                    run += 1;
                    winners += 1;
                }
            }
            if strain.trump().is_some() && n > 4 {
                winners += n - 4;
            }
            if has(13) && has(12) {
                belote += bridgeote::BELOTE_POINTS;
            }
        } else {
            if has(14) {
                winners += 1;
                if has(10) {
                    winners += 1;
                }
            }
            if strain == Strain::NoTrumps && has(14) && has(10) && has(13) {
                winners += 1;
            }
        }
    }
    let points = hand.iter().map(|c| bridgeote::card_points(c, strain)).sum();
    Features { winners, points, belote, length }
}

/// A call and what it says.
#[derive(Debug, Clone)]
pub struct BidChoice {
    /// The call.
    pub call: Call,
    /// Why, in one line, to say in the reader's language.
    pub meaning: Text,
}

/// What the bidder expects in each strain for its side.
#[derive(Debug, Clone, Copy)]
pub struct Estimate {
    /// Average points for the side (cards, last trick, capot, its belotes), by strain.
    pub points: [f64; 6],
    /// Share of layouts where the side took every trick, by strain.
    pub capot: [f64; 6],
}

/// Points a bid must have to spare by the count.
const SAFETY: f64 = 10.0;

/// The natural Bridgeote bidder.
#[derive(Debug, Clone, Copy)]
pub struct Bidder {
    /// Layouts dealt per strain when valuing a hand.
    pub samples: usize,
    /// Seed of the layouts.
    pub seed: u64,
}

impl Default for Bidder {
    fn default() -> Bidder {
        Bidder { samples: 0, seed: 1 }
    }
}

/// The count's table: the side's expected points from a hand's [`Features`], by kind of
/// strain, fitted by least squares to Monte Carlo double-dummy values of random hands
/// (`cargo run --release -p levee-bots --example bridgeote_calibrate`; docs/robots.md).
/// Columns: constant, per winner, per own card point, per belote point, per trump, and for
/// the side on lead (the player after the dealer: a large edge at TA and SA).
pub const SUIT_COUNT: [f64; 6] = [7.0, 9.6, 0.87, 1.6, 10.6, 19.0];
/// The count at TA (columns as [`SUIT_COUNT`]).
pub const TA_COUNT: [f64; 6] = [68.6, 24.8, 0.0, 1.4, 0.0, 40.0];
/// The count at SA (columns as [`SUIT_COUNT`]).
pub const SA_COUNT: [f64; 6] = [64.7, 37.6, 0.0, 0.0, 0.0, 53.4];

/// The side's expected points in `strain` by the count (no search); `leads` when the side
/// has the opening lead.
#[must_use]
pub fn count(hand: Hand, strain: Strain, leads: bool) -> f64 {
    let f = features(hand, strain);
    let c = match strain {
        Strain::AllTrumps => TA_COUNT,
        Strain::NoTrumps => SA_COUNT,
        _ => SUIT_COUNT,
    };
    c[0] + c[1] * f64::from(f.winners)
        + c[2] * f64::from(f.points)
        + c[3] * f64::from(f.belote)
        + c[4] * f64::from(f.length)
        + if leads { c[5] } else { 0.0 }
}

impl Bidder {
    /// The side's expected points in each strain with this hand and an unknown partner.
    #[must_use]
    pub fn estimate(&self, hand: Hand, me: Seat, leader: Seat, solver: &mut Solver) -> Estimate {
        if self.samples == 0 {
            let leads = leader.side() == me.side();
            let points = Strain::ALL.map(|s| count(hand, s, leads));
            let capot = points.map(|_| 0.0);
            return Estimate { points, capot };
        }
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed ^ hand.bits());
        let mut points = [0.0; 6];
        let mut capot = [0.0; 6];
        let others: Vec<Seat> = Seat::ALL.into_iter().filter(|&s| s != me).collect();
        let n = self.samples.max(1);
        for _ in 0..n {
            let mut cards: Vec<Card> = (Bridgeote::DECK - hand).iter().collect();
            shuffle(&mut cards, &mut rng);
            let mut hands = [Hand::EMPTY; 4];
            hands[me as usize] = hand;
            for (k, s) in others.iter().enumerate() {
                hands[*s as usize] = cards[k * 8..k * 8 + 8].iter().copied().collect();
            }
            let deal = Deal::<Bridgeote>::new(levee_core::BySeat(hands)).expect("a 32-card deal");
            for (i, strain) in Strain::ALL.into_iter().enumerate() {
                let play = Play::with_leader(deal, strain, None, leader);
                let diff = solver.value(&play);
                let diff = if me.side() == Side::NorthSouth { diff } else { -diff };
                let capot_pts = strain.capot_points() as i32;
                let ours = if diff == capot_pts {
                    capot[i] += 1.0;
                    capot_pts
                } else if diff == -capot_pts {
                    0
                } else {
                    (strain.total_points() as i32 + diff) / 2
                };
                let belote: u32 = bridgeote::belotes(&deal, strain)
                    .iter()
                    .filter(|b| b.seat.side() == me.side())
                    .map(|_| bridgeote::BELOTE_POINTS)
                    .sum();
                points[i] += f64::from(ours) + f64::from(belote);
            }
        }
        for i in 0..6 {
            points[i] /= n as f64;
            capot[i] /= n as f64;
        }
        Estimate { points, capot }
    }

    /// The call for the seat to call, with its meaning.
    ///
    /// # Panics
    /// When the auction is over.
    #[must_use]
    pub fn call(&self, auction: &Auction, hand: Hand, solver: &mut Solver) -> BidChoice {
        let me = auction.to_call().expect("a call is due");
        let est = self.estimate(hand, me, auction.opening_leader(), solver);
        self.decide(auction, me, &est)
    }

    /// The system: from the estimate to a call.
    #[must_use]
    pub fn decide(&self, auction: &Auction, me: Seat, est: &Estimate) -> BidChoice {
        // What partner's first bid showed: a side expecting that many points with an
        // average hand opposite, so ours counts for the difference above an average share.
        // Partner's later bids only follow ours and show nothing new (counting them again
        // would have the pair raise each other without end).
        let mut combined = est.points;
        let mut partner_bid: Option<Bid> = None;
        let mut last: Option<(Seat, Bid)> = None;
        for (s, c) in auction.calls_by_seat() {
            if let Call::Bid(b) = c {
                last = Some((s, b));
                if s == me.partner() && partner_bid.is_none() {
                    partner_bid = Some(b);
                }
            }
        }
        if let Some(b) = partner_bid {
            let i = b.strain as usize;
            let shown = b.required().map_or(f64::from(b.strain.capot_points()), f64::from);
            let average = f64::from(b.strain.total_points()) / 2.0;
            combined[i] += (shown - average).max(0.0);
        }
        let name = |i: usize| format!("{:#}", Strain::ALL[i]);
        // Redouble a doubled contract of ours that we expect to make comfortably.
        let (doubling, _) = current_doubling(auction);
        if let Some((s, b)) = last
            && s.side() == me.side()
            && doubling == Doubling::Doubled
        {
            let i = b.strain as usize;
            if b.required().is_some_and(|r| combined[i] >= f64::from(r) + 40.0) {
                return BidChoice {
                    call: Call::Redouble,
                    meaning: Text::message("belote-surcontre")
                        .with("expect", Arg::plain(format!("{:.0}", combined[i])))
                        .with("strain", Arg::plain(name(i)))
                        .with("need", Arg::plain(b.required().unwrap_or(0))),
                };
            }
        }
        // The best strain to bid now, by margin over the lowest bid there.
        // A player names a strain of its own once: when partner has answered in another
        // strain, only partner's strain (or pass, or contre) is left.
        let my_last = auction
            .calls_by_seat()
            .filter(|(s, _)| *s == me)
            .filter_map(|(_, c)| match c {
                Call::Bid(b) => Some(b.strain),
                _ => None,
            })
            .last();
        let partner_last = auction
            .calls_by_seat()
            .filter(|(s, _)| *s == me.partner())
            .filter_map(|(_, c)| match c {
                Call::Bid(b) => Some(b.strain),
                _ => None,
            })
            .last();
        let only = match (my_last, partner_last) {
            (Some(m), Some(p)) if m != p => Some(p),
            _ => None,
        };
        let mut choice: Option<(f64, f64, Bid)> = None;
        for (i, strain) in Strain::ALL.into_iter().enumerate() {
            if only.is_some_and(|o| o != strain) {
                continue;
            }
            let Some(low) = auction.lowest(strain) else { continue };
            let need = f64::from(low.required().unwrap_or(0));
            // Partner's strain is preferred unless ours is clearly better: a pair that
            // alternates its own suits only climbs.
            let agree = if partner_bid.is_some_and(|b| b.strain == strain) { 20.0 } else { 0.0 };
            let margin = combined[i] - need;
            if choice.is_none_or(|(m, ..)| margin + agree > m) {
                choice = Some((margin + agree, margin, low));
            }
        }
        let best = choice.map(|(_, margin, low)| (margin, low));
        // Double the opponents' contract when we expect them to fall well short.
        if let Some((s, b)) = last
            && s.side() != me.side()
            && doubling == Doubling::Undoubled
            && b.target != Target::Capot
        {
            let i = b.strain as usize;
            let theirs = f64::from(b.strain.total_points()) + 20.0 - combined[i];
            let need = f64::from(b.required().unwrap_or(0));
            if theirs < need - 25.0 && best.is_none_or(|(m, _)| m < 0.0) {
                return BidChoice {
                    call: Call::Double,
                    meaning: Text::message("belote-contre")
                        .with("need", Arg::plain(format!("{need:.0}")))
                        .with("strain", Arg::plain(name(i)))
                        .with("expect", Arg::plain(format!("{:.0}", combined[i]))),
                };
            }
        }
        match best {
            // Ten points to spare: the count is an average, and a contract one point short
            // fails.
            Some((margin, low)) if margin >= SAFETY => {
                let i = low.strain as usize;
                // A capot when nearly every layout gives every trick.
                if est.capot[i] >= 0.9 && partner_bid.is_some_and(|b| b.strain == low.strain) {
                    let capot = Bid::capot(low.strain);
                    if auction.check(Call::Bid(capot)).is_ok() {
                        return BidChoice {
                            call: Call::Bid(capot),
                            meaning: Text::message("belote-capot").with("strain", Arg::plain(name(i))),
                        };
                    }
                }
                // The side's first bid jumps one step for each 25 points to spare, at most +3
                // (seed 004's +2/+3 show strength); later bids go one step at a time.
                let side_has_bid =
                    auction.calls_by_seat().any(|(s, c)| s.side() == me.side() && matches!(c, Call::Bid(_)));
                let steps = if side_has_bid { 0 } else { (((margin - SAFETY) / 25.0).floor() as u16).min(2) };
                let bid = (0..=steps)
                    .rev()
                    .find_map(|k| match low.target {
                        Target::Points(p) => Bid::points(p + 10 * k, low.strain).ok(),
                        Target::Capot => None,
                    })
                    .unwrap_or(low);
                let mark = auction.mark(bid).unwrap_or(1);
                BidChoice {
                    call: Call::Bid(bid),
                    meaning: Text::message(if partner_bid.is_some_and(|b| b.strain == low.strain) {
                        "belote-bid-with-partner"
                    } else {
                        "belote-bid"
                    })
                    .with("bid", Arg::Call(format!("{bid:#}")))
                    .with("mark", Arg::plain(mark))
                    .with("expect", Arg::plain(format!("{:.0}", combined[i])))
                    .with("strain", Arg::plain(name(i)))
                    .with("need", Arg::plain(bid.required().unwrap_or(0))),
                }
            }
            Some((_, low)) => {
                let i = low.strain as usize;
                BidChoice {
                    call: Call::Pass,
                    meaning: Text::message("belote-pass-short")
                        .with("strain", Arg::plain(name(i)))
                        .with("expect", Arg::plain(format!("{:.0}", combined[i])))
                        .with("need", Arg::plain(low.required().unwrap_or(0))),
                }
            }
            None => BidChoice { call: Call::Pass, meaning: Text::message("belote-pass-nothing") },
        }
    }
}

fn current_doubling(auction: &Auction) -> (Doubling, Option<Seat>) {
    let mut d = (Doubling::Undoubled, None);
    for (s, c) in auction.calls_by_seat() {
        match c {
            Call::Bid(_) => d = (Doubling::Undoubled, None),
            Call::Double => d = (Doubling::Doubled, Some(s)),
            Call::Redouble => d.0 = Doubling::Redoubled,
            Call::Pass => {}
        }
    }
    d
}

/// Four robots bid a deal: the auction and each call's meaning.
#[must_use]
pub fn bid_deal(
    bidder: &Bidder,
    deal: &Deal<Bridgeote>,
    dealer: Seat,
    solver: &mut Solver,
) -> (Auction, Vec<BidChoice>) {
    let mut auction = Auction::new(dealer);
    let mut said = Vec::new();
    while let Some(seat) = auction.to_call() {
        let mut e = bidder.call(&auction, deal.hand(seat), solver);
        if auction.call(e.call).is_err() {
            e = BidChoice { call: Call::Pass, meaning: Text::message("belote-pass") };
            let _ = auction.call(Call::Pass);
        }
        said.push(e);
    }
    (auction, said)
}

/// The outcome of four robots bidding and playing a deal.
#[derive(Debug, Clone)]
pub struct RobotDeal {
    /// The auction.
    pub auction: Auction,
    /// What each call meant.
    pub meanings: Vec<BidChoice>,
    /// The play, when there was a contract.
    pub play: Option<Play<Bridgeote>>,
}

/// Robots bid and play a whole deal (a seat with the four sevens always cancels: it is the
/// weakest hand there is).
#[must_use]
pub fn robot_deal(
    bidder: &Bidder,
    player: &CardPlayer,
    deal: Deal<Bridgeote>,
    dealer: Seat,
    solver: &mut Solver,
) -> RobotDeal {
    let (auction, meanings) = bid_deal(bidder, &deal, dealer, solver);
    let play = match auction.outcome() {
        Some(Outcome::Contract(c)) if bridgeote::four_sevens(&deal).is_none() => {
            let mut play = auction.play(deal, &c);
            while play.to_play().is_some() {
                let choice = player.choose(&play, solver);
                play.try_play(choice.card).expect("the robot plays a legal card");
            }
            Some(play)
        }
        _ => None,
    };
    RobotDeal { auction, meanings, play }
}
