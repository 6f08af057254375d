//! The search: a null-window alpha-beta on "can North–South take `target` more tricks?",
//! with a transposition table at the start of each trick, quick-trick cut-offs, equivalent
//! cards searched once, and move ordering by simple card-play heuristics.
//!
//! Nothing here allocates: moves live in fixed arrays on the stack (at most 13 a seat).

use crate::position::{NOTRUMP, Position, Powers, suit_mask, trick_winner};
use crate::tt::{Bound, TransTable};

/// Search counters (kept: they cost one add per node).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Stats {
    /// Nodes visited.
    pub nodes: u64,
    /// Transposition-table cut-offs.
    pub tt_hits: u64,
    /// Quick-trick cut-offs.
    pub quick_cuts: u64,
    /// Tricks completed in the search (positions reached at a trick start: what DDS
    /// counts as its nodes).
    pub tricks: u64,
}

/// Which search techniques are on. All are on by default; tests turn them off to check
/// the solver against itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Techniques {
    /// The transposition table (partition search).
    pub transposition: bool,
    /// Quick-trick cut-offs.
    pub quick_tricks: bool,
    /// Development aid: re-check every table hit with a plain search (very slow).
    #[doc(hidden)]
    pub verify_hits: bool,
    /// Development aid: re-check every sure-trick cut-off with a search that makes none.
    #[doc(hidden)]
    pub verify_cuts: bool,
}

impl Default for Techniques {
    fn default() -> Self {
        Techniques { transposition: true, quick_tricks: true, verify_hits: false, verify_cuts: false }
    }
}

/// Second hand covers a led honour from this rank up (the jack: 12 and 10 do no better).
const COVER: u8 = 11;
/// Discarding while partner wins the trick: a card of a long suit first, by this much a card
/// (4 against 1, 8 or 12: level on list100, 2-10 % fewer nodes on largest's deals).
const PWLEN: i32 = 4;
/// Second hand in notrump: the card that forces out the third hand's top card, when some other
/// hand holds a higher one, weighs this much less its rank (-15 % nodes on largest's deals
/// 0-2, -1.2 % on the whole file, level on list100; in every strain, or against the suit's top
/// card too, it lost on other deals).
const INSERT: i32 = 50;
/// Cashing a top card whose suit's second-best card an opponent holds promotes it: the cash
/// weighs this much less (30 against 15 or 60: -0.4 % nodes on list100, -3 to -4 % on largest).
const PROMOTE: i32 = 30;

/// A low card led from a suit whose top card this hand holds (a duck) weighs this much before
/// its rank, below a ruffable lead (5) and far below a plain low lead (30): it hands the
/// opponents a trick the side could win (DDS's weights put it 29 below a plain low lead). It
/// weighed 40, as much as cashing the top card. Tried from 40 down to -200, -35 is best:
/// -47 % trick starts on thomas1's notrump positions with eleven tricks left (a whole
/// notrump solve, West leading, 84 s -> 31 s), -3 % nodes on list100's first 20 deals and
/// on largest's deals 0-2, -2 % on 40 random deals, +1.6 % on largest's deal 9.
const DUCK: i32 = -35;
/// A lead in notrump of a suit partner is void in: partner's discards add to the tree (DDS's
/// rule; 30 against 10 or 60: -1 % nodes on random deals, -2 % on largest's deals 0-2, -5 %
/// trick starts on thomas1's eleven-trick positions).
const PARTNER_VOID: i32 = 30;

/// Killer slots: one per number of tricks left (up to 13) and tricks the leader's side needs.
pub(crate) const KILLER_SLOTS: usize = 14 * 14;

pub(crate) struct Searcher<'a> {
    pub(crate) pos: Position,
    pub(crate) tt: &'a mut TransTable,
    pub(crate) stats: Stats,
    pub(crate) tech: Techniques,
    /// The last lead that cut off, per tricks left and tricks the leader's side needs.
    pub(crate) killers: &'a mut [u8; KILLER_SLOTS],
    /// Give up at this instant (checked every few thousand nodes).
    pub(crate) deadline: Option<std::time::Instant>,
    /// Set once the deadline has passed: every result after it is meaningless, so nothing
    /// more is stored in the table and the search unwinds at once.
    pub(crate) aborted: bool,
    /// The table key and pattern of the trick start on the current line with `r` tricks
    /// left, by `r`: each is the previous one with the trick's four cards taken out, far
    /// cheaper than rebuilding it from the hands at every trick.
    kp: [(u64, [u32; 4]); 14],
}

/// The position at the start of the trick in progress (the trick's cards back in hand).
fn trick_start(p: &Position) -> Position {
    let mut q = *p;
    for i in 0..usize::from(p.trick_len) {
        q.hands[usize::from((p.leader + i as u8) & 3)] |= 1u64 << p.trick[i];
    }
    q.trick_len = 0;
    q
}

/// What one card of a hand's suit weighs in the exact key, by `hand * 4 + suit` (nothing for
/// the fourth hand's spades, which the key leaves out).
const KEY_UNIT: [u64; 16] = {
    let mut t = [0u64; 16];
    let mut idx = 0;
    while idx < 15 {
        t[idx] = 1 << (4 * (14 - idx));
        idx += 1;
    }
    t
};

/// Takes card `c` out of a pattern's lanes (`present`: the cards the pattern covers, `c`
/// among them): the owners below it move up one place.
#[inline]
fn pattern_without(lanes: &mut [u32; 4], present: u64, c: u8) {
    let i = (holding(present, c >> 4) >> (c & 15) >> 1).count_ones();
    let lane = &mut lanes[usize::from(c >> 4)];
    let above = *lane & !((1u32 << (26 - 2 * i)) - 1);
    let below = *lane & ((1u32 << (24 - 2 * i)) - 1);
    *lane = above | (below << 2);
}

#[inline]
fn holding(bits: u64, s: u8) -> u32 {
    ((bits >> (16 * u32::from(s))) & 0x7FFC) as u32
}

/// Each hand's holding of suit `s`.
#[inline]
fn holdings(p: &Position, s: u8) -> [u32; 4] {
    [holding(p.hands[0], s), holding(p.hands[1], s), holding(p.hands[2], s), holding(p.hands[3], s)]
}

/// Which hand holds rank bit `r` of a suit's holdings.
#[inline]
fn holder(h: &[u32; 4], r: u32) -> usize {
    (0..4).find(|o| h[*o] & (1 << r) != 0).unwrap_or(0)
}

/// The tricks the side on lead (`seat`) must be sure of to settle "North–South take at least
/// `target` of `r`": `target` for North–South, more than `r - target` for East–West.
#[inline]
fn leader_needs(seat: usize, r: i32, target: i32) -> u32 {
    (if seat & 1 == 0 { target } else { r - target + 1 }) as u32
}

/// The four lanes as one pattern (lane `s` at bit `32 s`).
#[inline]
fn joined(lanes: [u32; 4]) -> u128 {
    u128::from(lanes[0]) | u128::from(lanes[1]) << 32 | u128::from(lanes[2]) << 64 | u128::from(lanes[3]) << 96
}

/// The exact key of a position at the start of a trick: the leader and every hand's suit
/// lengths (the fourth hand's spade length follows from the others).
#[inline]
pub(crate) fn exact_key(p: &Position) -> u64 {
    let mut k = u64::from(p.leader);
    for h in 0..4 {
        for s in 0..4u8 {
            if h == 3 && s == 3 {
                continue;
            }
            k = (k << 4) | u64::from(holding(p.hands[h], s).count_ones());
        }
    }
    k
}

/// Who holds each remaining card, suit by suit from the highest down: two bits per card,
/// left-aligned in a 26-bit lane per suit (32 bits apart).
#[inline]
pub(crate) fn pattern(p: &Position) -> u128 {
    joined(pattern_lanes(p))
}

/// The pattern's lanes, one per suit.
#[inline]
fn pattern_lanes(p: &Position) -> [u32; 4] {
    let mut pat = [0u32; 4];
    for s in 0..4u8 {
        let h = holdings(p, s);
        let mut all = h[0] | h[1] | h[2] | h[3];
        let mut lane = 0u32;
        let mut shift: u32 = 24;
        while all != 0 {
            let r = 31 - all.leading_zeros();
            let bit = 1u32 << r;
            let owner =
                u32::from(h[1] & bit != 0) | (u32::from(h[2] & bit != 0) * 2) | (u32::from(h[3] & bit != 0) * 3);
            lane |= owner << shift;
            shift = shift.wrapping_sub(2);
            all &= !bit;
        }
        pat[usize::from(s)] = lane;
    }
    pat
}

/// The relevant cards as "top m cards" per suit (nibbles), given the cards present.
#[inline]
fn tops_of(relevant: u64, present: u64) -> u16 {
    let wide = widen(relevant, present);
    (0..4u8).fold(0, |tops, s| tops | (holding(wide, s).count_ones() as u16) << (4 * s))
}

/// `TOP_BITS[x][m]`: the highest `m` bits of the byte `x` (all of them when it has fewer).
const TOP_BITS: [[u8; 9]; 256] = {
    let mut t = [[0u8; 9]; 256];
    let mut x = 0;
    while x < 256 {
        let mut m = 1;
        while m < 9 {
            let mut out = 0u32;
            let mut left = m;
            let mut b = 8;
            while b > 0 && left > 0 {
                b -= 1;
                if x & (1 << b) != 0 {
                    out |= 1 << b;
                    left -= 1;
                }
            }
            t[x][m] = out as u8;
            m += 1;
        }
        x += 1;
    }
    t
};

/// The cards a "top m cards" description stands for in a position. (On every table hit:
/// a byte table takes the top cards of a suit's two halves, where a search for the
/// threshold cost 7 % of the time.)
#[inline]
fn cards_of_tops(tops: u16, present: u64) -> u64 {
    let mut out = 0u64;
    for s in 0..4u8 {
        let m = u32::from((tops >> (4 * s)) & 15);
        if m != 0 {
            let h = holding(present, s);
            let (high, low) = ((h >> 8) as usize, (h & 0xFF) as usize);
            let c = high.count_ones();
            let bits = if m <= c {
                u32::from(TOP_BITS[high][m as usize]) << 8
            } else {
                (h & 0xFF00) | u32::from(TOP_BITS[low][(m - c).min(8) as usize])
            };
            out |= u64::from(bits) << (16 * u32::from(s));
        }
    }
    out
}

/// What `cards_of_tops(tops_of(relevant, present), present)` gives, directly: in each suit
/// with a relevant card, every card present from the lowest relevant one up.
#[inline]
fn widen(relevant: u64, present: u64) -> u64 {
    let mut out = 0u64;
    for s in 0..4u8 {
        let rel = holding(relevant, s);
        if rel != 0 {
            out |= u64::from(holding(present, s) & (u32::MAX << rel.trailing_zeros())) << (16 * u32::from(s));
        }
    }
    out
}

/// The run of top cards `seat` can cash in each suit: the highest remaining cards of the suit
/// that are all `seat`'s, limited in a side suit of a trump contract by the length of an
/// opponent who still has trumps. With the cards counted.
#[inline]
fn runs(p: &Position, seat: usize) -> ([u32; 4], u64) {
    let all = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3];
    let (o1, o2) = (p.hands[(seat + 1) & 3], p.hands[(seat + 3) & 3]);
    let opp_trumps = p.trump != NOTRUMP && (o1 | o2) & suit_mask(p.trump) != 0;
    let mut ks = [0u32; 4];
    let mut rel = 0u64;
    for s in 0..4u8 {
        let mine = holding(p.hands[seat], s);
        if mine == 0 {
            continue;
        }
        let others = holding(all, s) & !mine;
        if others == 0 {
            // Nobody else holds the suit: every card wins, and the lengths (the table key's)
            // prove it without ranks.
            ks[usize::from(s)] = if opp_trumps && s != p.trump { 0 } else { mine.count_ones() };
            continue;
        }
        // The run: the player's cards above every other player's card of the suit.
        let run_bits = mine & !((2u32 << (31 - others.leading_zeros())) - 1);
        let run = run_bits.count_ones();
        if run == 0 {
            continue;
        }
        let ruffers = opp_trumps && s != p.trump;
        let mut k = run;
        if ruffers {
            let tm = suit_mask(p.trump);
            for o in [o1, o2] {
                if o & tm != 0 {
                    k = k.min(holding(o, s).count_ones());
                }
            }
        }
        // The counted cards are the top ones of the suit, all the player's.
        if k == run {
            rel |= u64::from(run_bits) << (16 * u32::from(s));
        } else {
            let mut h = run_bits;
            for _ in 0..k {
                let r = 31 - h.leading_zeros();
                rel |= 1u64 << (16 * u32::from(s) + r);
                h &= !(1u32 << r);
            }
        }
        // Length winners: when nobody else holds more cards of the suit than the run, the
        // others are out of it once the run is cashed, and the player's small cards win too
        // (unless an opponent can then ruff). Only the run's ranks matter; lengths are the key's.
        if !ruffers {
            let longest_other = (1..4).map(|d| holding(p.hands[(seat + d) & 3], s).count_ones()).max().unwrap_or(0);
            if longest_other <= run {
                k = mine.count_ones();
            }
        }
        ks[usize::from(s)] = k;
    }
    (ks, rel)
}

/// Sure tricks for the leader's side (a lower bound): the leader cashes its own runs of top
/// cards, then, holding a card of a suit whose top card partner has, crosses to partner, who
/// cashes its runs. Sound because: the two hands' runs lie in different suits (a suit's top
/// card is one player's); the leader keeps a card of the crossing suit (its runs are in
/// suits partner does not top); partner, holding as many cards as there are tricks, has a
/// spare card to play on each of the leader's winners as long as both counts together do not
/// exceed the tricks left (the caller caps them there); and an opponent who could ruff has, by
/// the runs' own limit, a card of every suit counted, so it follows and never discards.
#[inline]
///
/// `need` is how many the caller needs: the line that reaches it with the fewest cards is
/// preferred (a table entry relying on fewer cards covers more positions).
fn quick_tricks(p: &Position, seat: usize, need: u32) -> (u32, u64) {
    let (mine, rel) = runs(p, seat);
    let qt: u32 = mine.iter().sum();
    if qt >= need {
        return (qt, rel);
    }
    let ruffed = qt + u32::from(ruff_after_runs(p, seat, &mine));
    if ruffed >= need {
        return (ruffed, rel);
    }
    if let Some(line) = top_and_partners_second(p, seat, &mine, rel)
        && line.0 >= need
    {
        return line;
    }
    let partner = (seat + 2) & 3;
    let (theirs, prel) = runs(p, partner);
    let entry = (0..4u8).any(|s| theirs[usize::from(s)] > 0 && holding(p.hands[seat], s) != 0);
    let qp: u32 = theirs.iter().sum();
    let line = if !entry {
        (ruffed, rel)
    } else if qp >= need {
        (qp, prel)
    } else if ruffed >= qt + qp {
        (ruffed, rel)
    } else {
        (qt + qp, rel | prel)
    };
    if line.0 >= need {
        return line;
    }
    match split_tops(p, seat, &mine, rel) {
        Some(split) if split.0 > line.0 => split,
        _ => line,
    }
}

/// Sure tricks from the top cards the leader and partner hold between them (those above every
/// opponent's card of the suit), in the rounds of a suit before an opponent can ruff. A suit
/// whose top cards are split between the two hands (`a` in the leader's, `b` in partner's) gives `a + b` tricks when the
/// leader holds `b` small cards and partner `a`: low to partner's top card, partner cashes
/// the rest of its, low back to the leader's, the leader cashes the rest of its (or the other
/// way round) — the lead ends in either hand, as the side chooses. So the leader cashes its
/// runs and every such suit, then may cross once to partner (a suit only partner tops, with
/// a card of it in the leader's hand, or a split suit played the other way round), and
/// partner cashes the suits only it tops.
///
/// Sound because each trick counted is won by a card above every opponent's card of its suit,
/// led by the hand on lead; the hand not winning follows with a small card of the suit, as
/// the counts above provide, or plays a card no later trick needs (the caller caps the count
/// at the tricks left, so each hand has as many such cards as such tricks). The cards relied
/// on: the counted top cards (a position agreeing on them has the same split and lengths).
#[inline]
fn split_tops(p: &Position, seat: usize, mine: &[u32; 4], rel: u64) -> Option<(u32, u64)> {
    let partner = (seat + 2) & 3;
    let (lho, rho) = ((seat + 1) & 3, (seat + 3) & 3);
    // The opponents who may ruff: their lengths bound the safe rounds of a side suit.
    let ruffers = |x: usize| p.trump != NOTRUMP && p.hands[x] & suit_mask(p.trump) != 0;
    let (ruff_l, ruff_r) = (ruffers(lho), ruffers(rho));
    // Tricks ending in the leader's hand, and those of the suits only partner tops.
    let (mut ours, mut theirs) = (0u32, 0u32);
    let mut any_split = false;
    let mut cards = 0u64;
    let mut partner_cards = 0u64;
    for s in 0..4u8 {
        let h = holdings(p, s);
        let (l, q) = (h[seat], h[partner]);
        let opp = h[lho] | h[rho];
        if opp == 0 || (l | q) == 0 {
            // The leader's run, as `runs` counted it: its ranks against partner's are relied on.
            ours += mine[usize::from(s)];
            cards |= rel & suit_mask(s);
            continue;
        }
        let mut safe = u32::MAX;
        if s != p.trump {
            if ruff_l {
                safe = safe.min(h[lho].count_ones());
            }
            if ruff_r {
                safe = safe.min(h[rho].count_ones());
            }
        }
        let tops = (l | q) & !((2u32 << (31 - opp.leading_zeros())) - 1);
        let (a, b) = ((tops & l).count_ones(), (tops & q).count_ones());
        let (la, pb) = (l.count_ones() - a, q.count_ones() - b);
        let top_cards = u64::from(tops) << (16 * u32::from(s));
        if a > 0 && b > 0 && la >= b && pb >= a && a + b <= safe {
            ours += a + b;
            cards |= top_cards;
            any_split = true;
        } else if a == 0 && b > 0 {
            theirs += b.min(safe);
            partner_cards |= top_cards;
        } else {
            ours += mine[usize::from(s)];
            cards |= rel & suit_mask(s);
        }
    }
    // A split suit can always be the crossing, played last and the other way round.
    any_split.then_some((ours + theirs, cards | partner_cards))
}

/// Whether, after the leader (`seat`) has cashed its runs (`ks` tricks a suit, as `runs`
/// counts them), partner surely wins one more trick by ruffing: the leader still holds a side
/// suit that partner is void in, and every opponent holding trumps still holds that suit
/// (it must follow, so it cannot overruff). Partner keeps a trump for it: it follows the
/// leader's trump tricks with fewer trumps than it holds, and has a card other than a trump
/// for each of the leader's side-suit tricks. The lengths prove it (they are the table key's):
/// no card is relied on beyond the runs'.
#[inline]
fn ruff_after_runs(p: &Position, seat: usize, ks: &[u32; 4]) -> bool {
    let t = p.trump;
    if t == NOTRUMP {
        return false;
    }
    let tm = suit_mask(t);
    let partner = p.hands[(seat + 2) & 3];
    if (partner & tm).count_ones() <= ks[usize::from(t)] {
        return false;
    }
    let side_tricks: u32 = (0..4u8).filter(|&s| s != t).map(|s| ks[usize::from(s)]).sum();
    if (partner & !tm).count_ones() < side_tricks {
        return false;
    }
    let (lho, rho) = (p.hands[(seat + 1) & 3], p.hands[(seat + 3) & 3]);
    (0..4u8).any(|s| {
        let m = suit_mask(s);
        let k = ks[usize::from(s)];
        s != t
            && partner & m == 0
            && (p.hands[seat] & m).count_ones() > k
            && [lho, rho].iter().all(|&o| o & tm == 0 || (o & m).count_ones() > k)
    })
}

/// Another line of sure tricks (DDS's): the leader cashes its runs in the other suits, then
/// a suit where it holds the top card and partner the second-best, both with a second card —
/// two tricks whatever the order (top card, then low to partner's; or low to partner's and
/// back) — and, when no opponent holds more than two cards of it, a trick for each round both
/// hands can follow, and the longer hand's other cards too when the shorter holds two (the
/// second round is won in the longer hand). Where no opponent can ruff.
/// Partner must keep its cards of the suit while the leader's runs are cashed: the leader's
/// run tricks and the suit's length fit in the tricks left.
#[inline]
fn top_and_partners_second(p: &Position, seat: usize, mine: &[u32; 4], rel: u64) -> Option<(u32, u64)> {
    let partner = (seat + 2) & 3;
    let r = p.hands[seat].count_ones();
    let (o1, o2) = (p.hands[(seat + 1) & 3], p.hands[(seat + 3) & 3]);
    if p.trump != NOTRUMP && (o1 | o2) & suit_mask(p.trump) != 0 {
        return None;
    }
    let total: u32 = mine.iter().sum();
    let mut best: Option<(u32, u64)> = None;
    for s in 0..4u8 {
        let h = holdings(p, s);
        let all = h[0] | h[1] | h[2] | h[3];
        let (own, part) = (h[seat].count_ones(), h[partner].count_ones());
        if own < 2 || part < 2 || all == h[seat] | h[partner] {
            continue;
        }
        let top = 31 - all.leading_zeros();
        let second = 31 - (all & !(1 << top)).leading_zeros();
        if h[seat] & (1 << top) == 0 || h[partner] & (1 << second) == 0 {
            continue;
        }
        let opp_len = h[(seat + 1) & 3].count_ones().max(h[(seat + 3) & 3].count_ones());
        // With the opponents out after two rounds, every round is the side's while both hands
        // hold a card of the suit; the longer hand's extra cards win only if it is on lead
        // when the shorter one runs out. Sure when the shorter hand holds two cards (the top
        // card from one hand, then to the other's second-best: the longer hand wins the second
        // round); with three or more, its small cards may all be above the longer hand's
        // (AJT8 opposite K6432 takes four spades, not five: random deals, issue 20).
        let k = if opp_len > 2 {
            2
        } else if own.min(part) == 2 {
            own.max(part)
        } else {
            own.min(part)
        };
        let others = total - mine[usize::from(s)];
        if others + own.max(part) > r || k <= mine[usize::from(s)] {
            continue;
        }
        let cards = (1u64 << (16 * u32::from(s) + top)) | (1u64 << (16 * u32::from(s) + second));
        let line = (others + k, (rel & !suit_mask(s)) | cards);
        if best.is_none_or(|b| line.0 > b.0) {
            best = Some(line);
        }
    }
    best
}

/// The side (0 = NS, 1 = EW) holding the top trumps, the tricks they are sure to win (each
/// of one player's top trumps wins its own trick), and those cards.
#[inline]
fn top_trump_tricks(p: &Position) -> (usize, i32, u64) {
    let t = p.trump;
    let h = holdings(p, t);
    let mut all = h[0] | h[1] | h[2] | h[3];
    if all == 0 {
        return (0, 0, 0);
    }
    let top = 31 - all.leading_zeros();
    let side = usize::from(h[1] & (1 << top) != 0 || h[3] & (1 << top) != 0);
    let mut count = [0i32; 4];
    let mut rel = 0u64;
    while all != 0 {
        let r = 31 - all.leading_zeros();
        let owner = holder(&h, r);
        if owner & 1 != side {
            break;
        }
        count[owner] += 1;
        rel |= 1u64 << (16 * u32::from(t) + r);
        all &= !(1 << r);
    }
    // When the other side has no trumps, the lengths (the table key's) prove it alone.
    if all == 0 {
        rel = 0;
    }
    let mut best = count.iter().copied().max().unwrap_or(0);
    // The top two trumps split between partners win two tricks when either holds another
    // trump: that one never has to play its honour under partner's.
    let (x, y) = (side, side + 2);
    if best == 1 && count[x] == 1 && count[y] == 1 && (h[x].count_ones() > 1 || h[y].count_ones() > 1) {
        best = 2;
    }
    (side, best, rel)
}

/// One trump trick surely won by `side`, not on lead, though the other side holds the top
/// trump (DDS's later-tricks rules): `side` holds the second-best trump with a guard, and
/// either the top trump sits on that hand's right (it must fall before the second-best is
/// played, or that one wins a ruff or a trick it follows to) or `side` also holds the
/// third-best (the top trump beats only one of the two). The cards: the top two or three.
#[inline]
fn guarded_trump_trick(p: &Position, seat: usize, side: usize) -> Option<u64> {
    let t = p.trump;
    if t == NOTRUMP || seat & 1 == side {
        return None;
    }
    let h = holdings(p, t);
    let all = h[0] | h[1] | h[2] | h[3];
    if all.count_ones() < 2 {
        return None;
    }
    let top = 31 - all.leading_zeros();
    let ace = holder(&h, top);
    if ace & 1 == side {
        return None;
    }
    let rest = all & !(1 << top);
    let second = 31 - rest.leading_zeros();
    let king = holder(&h, second);
    if king & 1 != side || h[king].count_ones() < 2 {
        return None;
    }
    let card = |r: u32| 1u64 << (16 * u32::from(t) + r);
    if ace == (king + 3) & 3 {
        return Some(card(top) | card(second));
    }
    let rest = rest & !(1 << second);
    if rest == 0 {
        return None;
    }
    let third = 31 - rest.leading_zeros();
    (holder(&h, third) & 1 == side).then(|| card(top) | card(second) | card(third))
}

/// One trick surely won by `side` (0 = North–South, 1 = East–West) in notrump or once the
/// trumps are gone, with the cards that prove it. Two ways:
/// - the player on lead belongs to the other side and every suit it holds is topped by a
///   card of `side`: whatever is led, that card wins this trick;
/// - the other side's tricks are bounded by the suits whose top card it holds: in each, at
///   most as many tricks as its longer hand has cards. When that sum is below the tricks left,
///   the other side cannot take them all (DDS's "later tricks" bound): some trick is led in a
///   suit topped by `side`, whose top card wins it.
///
/// Only the top cards held by `side` matter (in suits where anybody else has a card): the
/// lengths are the table key's, and the other side holding fewer top cards only lowers its sum.
#[inline]
fn one_trick_for(p: &Position, seat: usize, side: usize, r: u32) -> Option<u64> {
    if p.trump != NOTRUMP && (p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3]) & suit_mask(p.trump) != 0 {
        return None;
    }
    let mut sum_other = 0u32;
    // Per suit topped by `side`: its top card, and how much the other side's count would
    // grow were that card theirs (their longer holding).
    let mut ours = [(0u64, 0u32); 4];
    // The top cards of `side` in the suits the player on lead holds.
    let mut ours_led = 0u64;
    let mut led_ours = true;
    for s in 0..4u8 {
        let h = holdings(p, s);
        let all = h[0] | h[1] | h[2] | h[3];
        if all == 0 {
            continue;
        }
        let top = 31 - all.leading_zeros();
        let owner = holder(&h, top);
        if owner & 1 == side {
            // Its rank matters only when somebody else holds the suit.
            if all != h[owner] {
                let grow = h[owner ^ 1].count_ones().max(h[owner ^ 3].count_ones());
                ours[usize::from(s)] = (1u64 << (16 * u32::from(s) + top), grow);
                if h[seat] != 0 {
                    ours_led |= 1u64 << (16 * u32::from(s) + top);
                }
            }
        } else {
            sum_other += h[owner].count_ones().max(h[owner ^ 2].count_ones());
            if h[seat] != 0 {
                led_ours = false;
            }
        }
    }
    if seat & 1 != side && led_ours {
        return Some(ours_led);
    }
    if sum_other >= r {
        return None;
    }
    // The count stays below r even if some of those top cards were the other side's: only
    // the others are relied on (the cheapest to lose first).
    let mut slack = r - 1 - sum_other;
    let mut rel = 0u64;
    let mut by_growth = ours;
    by_growth.sort_unstable_by_key(|x| x.1);
    for (card, grow) in by_growth {
        if card == 0 {
            continue;
        }
        if grow <= slack {
            slack -= grow;
        } else {
            rel |= card;
        }
    }
    Some(rel)
}

/// Whether the side of the second hand (`seat`) surely wins the trick in progress (one card
/// led), with the card that proves it: the side holds the highest card of the suit led, and
/// the third hand cannot ruff it (it follows suit, holds no trumps, or trumps were led). The
/// fourth hand is partner: whichever of the two holds that card plays it and wins.
#[inline]
fn second_hand_wins(p: &Position, seat: usize) -> Option<u64> {
    let led = p.trick[0];
    let suit = led >> 4;
    let third = (seat + 1) & 3;
    let fourth = (seat + 2) & 3;
    let third_follows = holding(p.hands[third], suit) != 0;
    if third_follows
        && p.trump != NOTRUMP
        && suit != p.trump
        && holding(p.hands[fourth], suit) == 0
        && p.hands[fourth] & suit_mask(p.trump) != 0
    {
        // Partner, last to play, ruffs a trick nobody else can trump: the lengths prove it.
        return Some(0);
    }
    if !third_follows && p.trump != NOTRUMP && suit != p.trump && p.hands[third] & suit_mask(p.trump) != 0 {
        return None;
    }
    let ours = holding(p.hands[seat] | p.hands[fourth], suit);
    if ours == 0 {
        return None;
    }
    let top = 31 - ours.leading_zeros();
    let theirs = holding(p.hands[third], suit) | (1u32 << (led & 15));
    if theirs >> top != 0 {
        return None;
    }
    Some(1u64 << (16 * u32::from(suit) + top))
}

/// North–South's tricks in the last trick (each seat holds one card), and the card whose
/// rank decided it (none when the winner was alone in its suit).
#[inline]
fn last_trick_ns(p: &Position) -> (i32, u64) {
    let mut q = *p;
    for i in 0..4 {
        let seat = usize::from((p.leader + i) & 3);
        q.trick[usize::from(i)] = q.hands[seat].trailing_zeros() as u8;
    }
    let w = trick_winner(&q);
    (i32::from(w & 1 == 0), winner_relevance(&q, w))
}

/// The winning card of a complete trick if its rank mattered (another card of its suit was
/// played to the trick). Its holder's equivalent lower cards join it where that matters, at
/// the holder's node (see `expand`).
#[inline]
fn winner_relevance(p: &Position, winner: u8) -> u64 {
    let wc = p.trick[usize::from((winner + 4 - p.leader) & 3)];
    let suit = wc >> 4;
    let same = p.trick.iter().filter(|c| **c >> 4 == suit).count();
    if same < 2 {
        return 0;
    }
    1u64 << wc
}

/// The representatives of the legal cards: one card (the highest) of each run of cards
/// equivalent for this trick (no other card still present lies between them). Writes them
/// to `out` with their equivalent lower cards' mask; returns how many.
#[inline]
pub(crate) fn generate(p: &Position, out: &mut [(u8, u64); 13]) -> usize {
    let seat = usize::from((p.leader + p.trick_len) & 3);
    let mut h = p.hands[seat];
    let mut present = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3];
    for i in 0..usize::from(p.trick_len) {
        present |= 1u64 << p.trick[i];
    }
    if p.trick_len > 0 {
        let f = h & suit_mask(p.trick[0] >> 4);
        if f != 0 {
            h = f;
        }
    }
    // Cards still present that are not this player's: they split its cards into groups.
    let others = present & !p.hands[seat];
    let mut n = 0;
    while h != 0 {
        // The highest card left, and its group: its suit's cards down to the next card of
        // another player (or of the trick).
        let top = 63 - h.leading_zeros();
        let suit = 0xFFFF_u64 << (16 * (top / 16));
        let below = others & ((1u64 << top) - 1) & suit;
        let floor = if below == 0 { suit } else { !((2u64 << (63 - below.leading_zeros())) - 1) };
        let group = h & ((2u64 << top) - 1) & floor;
        h &= !group;
        out[n] = (top as u8, group & !(1u64 << top));
        n += 1;
    }
    n
}

impl<'a> Searcher<'a> {
    pub(crate) fn new(
        pos: Position,
        tt: &'a mut TransTable,
        tech: Techniques,
        killers: &'a mut [u8; KILLER_SLOTS],
        deadline: Option<std::time::Instant>,
    ) -> Searcher<'a> {
        let start = trick_start(&pos);
        let mut kp = [(0, [0; 4]); 14];
        kp[usize::from(pos.remaining_tricks())] = (exact_key(&start), pattern_lanes(&start));
        Searcher { pos, tt, stats: Stats::default(), tech, killers, deadline, aborted: false, kp }
    }

    /// Can North–South take at least `target` of the remaining tricks? With the result, the
    /// cards whose ranks the proof relied on (see `tt`).
    pub(crate) fn search(&mut self, target: i32) -> (bool, u64) {
        if self.pos.trick_len != 0 {
            return self.follow(target);
        }
        self.stats.nodes += 1;
        // The clock, at a trick start now and then (every node of a trick passes one).
        if self.stats.nodes & 0x3ff == 0
            && let Some(d) = self.deadline
            && std::time::Instant::now() >= d
        {
            self.aborted = true;
        }
        if self.aborted {
            return (false, 0);
        }
        let p = &self.pos;
        let seat = usize::from(p.leader);
        let r = p.hands[seat].count_ones() as i32;
        if target <= 0 {
            return (true, 0);
        }
        if target > r {
            return (false, 0);
        }
        if r == 1 {
            let (ns, rel) = last_trick_ns(p);
            return (ns >= target, rel);
        }
        let present = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3];
        let (key, lanes) = self.kp[r as usize];
        let pat = joined(lanes);
        debug_assert_eq!((key, pat), (exact_key(p), pattern(p)));
        if !self.tech.transposition {
            return self.expand_plain(seat, target);
        }
        if let Some((res, hit)) = self.tt.probe(key, pat, target as u8) {
            self.stats.tt_hits += 1;
            if self.tech.verify_hits {
                let mut tt = TransTable::with_memory(1 << 16);
                let tech =
                    Techniques { transposition: false, quick_tricks: false, verify_hits: false, verify_cuts: false };
                let mut killers = [0u8; KILLER_SLOTS];
                let mut plain = Searcher::new(self.pos, &mut tt, tech, &mut killers, None);
                let (truth, _) = plain.search(target);
                assert_eq!(truth, res, "bad hit: target {target} tops {:04x} pos {:?}", hit.tops, self.pos);
            }
            return (res, cards_of_tops(hit.tops, present));
        }
        if self.tech.quick_tricks {
            let need = leader_needs(seat, r, target);
            let (qt, qrel) = quick_tricks(p, seat, need);
            let at = Some((key, pat, present));
            if let Some(cut) = self.sure_tricks_cut(at, r, target, seat & 1 == 0, qt as i32, qrel) {
                return cut;
            }
            // A side that needs every trick left, against one the other side surely wins.
            if target == r || target == 1 {
                let side = usize::from(target == r);
                if let Some(orel) = one_trick_for(&self.pos, seat, side, r as u32)
                    && let Some(cut) = self.sure_tricks_cut(at, r, target, side == 0, 1, orel)
                {
                    return cut;
                }
                if let Some(grel) = guarded_trump_trick(&self.pos, seat, side)
                    && let Some(cut) = self.sure_tricks_cut(at, r, target, side == 0, 1, grel)
                {
                    return cut;
                }
            }
            if self.pos.trump != NOTRUMP {
                // Top trumps win a trick each whenever they are played.
                let (side, k, trel) = top_trump_tricks(&self.pos);
                if let Some(cut) = self.sure_tricks_cut(at, r, target, side == 0, k, trel) {
                    return cut;
                }
            }
        }
        let (res, rel) = self.expand(seat, target);
        if self.aborted {
            return (false, 0);
        }
        let tops = tops_of(rel, present);
        if res {
            self.tt.store(key, pat, tops, Bound::Lower, target as u8);
        } else {
            self.tt.store(key, pat, tops, Bound::Upper, (target - 1) as u8);
        }
        debug_assert_eq!(widen(rel, present), cards_of_tops(tops, present));
        (res, widen(rel, present))
    }

    /// A node inside a trick (the second, third or fourth hand to play): no table, no clock.
    fn follow(&mut self, target: i32) -> (bool, u64) {
        self.stats.nodes += 1;
        if self.aborted {
            return (false, 0);
        }
        let p = &self.pos;
        let seat = usize::from((p.leader + p.trick_len) & 3);
        if p.trick_len == 1 && self.tech.quick_tricks {
            // Second hand, its side needing one trick: this one, if it surely wins it.
            let r = p.hands[seat].count_ones() as i32;
            let side_ns = seat & 1 == 0;
            if ((side_ns && target == 1) || (!side_ns && target == r))
                && let Some(rel) = second_hand_wins(p, seat)
            {
                self.stats.quick_cuts += 1;
                self.check_cut(target, side_ns, "second hand wins");
                return (side_ns, rel);
            }
        }
        self.expand(seat, target)
    }

    /// A cut-off from sure tricks: `k` of the `r` remaining tricks are certain for North–South
    /// (`ns`) or for East–West, as the cards `rel` prove. Stored in the table when `at` gives
    /// the position's key, pattern and cards.
    fn sure_tricks_cut(
        &mut self,
        at: Option<(u64, u128, u64)>,
        r: i32,
        target: i32,
        ns: bool,
        k: i32,
        rel: u64,
    ) -> Option<(bool, u64)> {
        let k = k.min(r);
        let (res, bound, value) = if ns && k >= target {
            (true, Bound::Lower, k)
        } else if !ns && r - k < target {
            (false, Bound::Upper, r - k)
        } else {
            return None;
        };
        self.stats.quick_cuts += 1;
        self.check_cut(target, res, "sure tricks");
        if let Some((key, pat, present)) = at {
            self.tt.store(key, pat, tops_of(rel, present), bound, value as u8);
        }
        Some((res, rel))
    }

    /// With `verify_cuts`: a cut-off's answer against a search that makes none.
    fn check_cut(&self, target: i32, res: bool, rule: &str) {
        if self.tech.verify_cuts {
            let mut tt = TransTable::with_memory(1 << 22);
            let tech = Techniques { transposition: true, quick_tricks: false, verify_hits: false, verify_cuts: false };
            let mut killers = [0u8; KILLER_SLOTS];
            let mut plain = Searcher::new(self.pos, &mut tt, tech, &mut killers, None);
            let (truth, _) = plain.search(target);
            assert_eq!(truth, res, "bad cut ({rule}): target {target} pos {:?}", self.pos);
        }
    }

    /// The search without the table (quick tricks still apply if on).
    fn expand_plain(&mut self, seat: usize, target: i32) -> (bool, u64) {
        if self.tech.quick_tricks {
            let r = self.pos.hands[seat].count_ones() as i32;
            let need = leader_needs(seat, r, target);
            let (qt, qrel) = quick_tricks(&self.pos, seat, need);
            if let Some(cut) = self.sure_tricks_cut(None, r, target, seat & 1 == 0, qt as i32, qrel) {
                return cut;
            }
        }
        self.expand(seat, target)
    }

    fn expand(&mut self, seat: usize, target: i32) -> (bool, u64) {
        // The fourth hand following suit: its first card is known without the others (nine
        // times in ten it settles the node), so the moves are listed only when it fails.
        let mut tried = None;
        if self.pos.trick_len == 3
            && let Some(c) = self.last_hand_first(seat)
        {
            let (res, rel) = self.play_and_search(seat, c, target);
            if self.aborted {
                return (false, 0);
            }
            if res == (seat & 1 == 0) {
                return (res, rel);
            }
            tried = Some((c, rel));
        }
        let mut moves = [(0u8, 0u64); 13];
        let n = generate(&self.pos, &mut moves);
        let mut order = [0u8; 13];
        // Killers are kept per trick start and per number of tricks the leader's side still
        // needs: the lead that refuted one line is worth trying first where the same side
        // needs as many tricks with as many left, not where it needs all of them or one
        // (keyed by the cards left alone, a killer from another part of the tree misled whole
        // subtrees: 105 k trick starts against 32 k on largest.txt's deal 9, notrump, East
        // leading; -7 % on list100, -20 % on largest's first deals, -30 % on thomas1's endings).
        let slot = if self.pos.trick_len == 0 {
            let r = self.pos.hands[seat].count_ones() as i32;
            Some(r as usize * 14 + leader_needs(seat, r, target) as usize)
        } else {
            None
        };
        if self.pos.trick_len == 3 && moves[0].0 >> 4 == self.pos.trick[0] >> 4 {
            self.last_hand_following(&moves, n, &mut order);
        } else {
            self.ordered(seat, slot, &moves, n, &mut order);
        }
        debug_assert!(tried.is_none_or(|(t, _)| t == order[0]), "{tried:?} {order:?}");
        let max = seat & 1 == 0;
        let mut all_rel = 0u64;
        // Per suit, the lowest rank the proofs so far relied on, once a card below it has
        // failed (DDS's rule): any other card of the suit below that rank fails too. The
        // two cards are interchangeable small cards in every line of that proof: whichever
        // card won a trick by rank there is among the relied-on cards, so above both; the
        // other card would win, lose and be beaten exactly where the tried one did.
        let mut low_win = [0u8; 4];
        for &c in &order[..n] {
            let s = usize::from(c >> 4);
            let rank = c & 15;
            if rank < low_win[s] {
                continue;
            }
            let (res, rel) = match tried {
                Some((t, rel)) if t == c => (!max, rel),
                _ => self.play_and_search(seat, c, target),
            };
            if self.aborted {
                return (false, 0);
            }
            if res == max {
                // A lead the heuristics put first needs no killer: the slot keeps the last
                // one that corrected them (-2.6 % nodes on list1000, -4 % on largest 0-9,
                // -9 to -15 % on thomas1's endings).
                if let Some(k) = slot
                    && c != order[0]
                {
                    self.killers[k] = c;
                }
                return (res, rel);
            }
            all_rel |= rel;
            // Every move here failed for this player's side. A card whose rank the proof
            // relied on (it won the trick) stood for its group: the equivalent lower cards
            // must stay this player's, or a position the entry matches could offer it a card
            // the proof never tried (an underruff where it was forced to overtake).
            if rel & (1u64 << c) != 0
                && let Some(&(_, members)) = moves[..n].iter().find(|m| m.0 == c)
            {
                all_rel |= members;
            }
            if low_win[s] == 0 {
                let h = holding(all_rel, c >> 4);
                let low = if h == 0 { 16 } else { h.trailing_zeros() as u8 };
                if rank < low {
                    low_win[s] = low;
                }
            }
        }
        (!max, all_rel)
    }

    /// The moves in the order they are tried: the heuristic scores (`order_scores`), the
    /// killer's bonus at a lead, best first.
    fn ordered(&self, seat: usize, slot: Option<usize>, moves: &[(u8, u64); 13], n: usize, order: &mut [u8; 13]) {
        let mut score = [0i32; 13];
        let killer = slot.map(|k| self.killers[k]);
        // A single move needs no ordering.
        if n > 1 {
            self.order_scores(seat, moves, n, &mut score);
        }
        for i in 0..n {
            order[i] = moves[i].0;
            // The killer, or a card equivalent to it: a bonus weighed against the bridge
            // sense above, not an override. 100: with session 8's ordering of the second
            // and third hands, 150 (session 7's) cost 2 % more nodes on list100 and on
            // largest.txt, 70 3 % fewer on list100 but 1 % more on largest, 40 or 220 more
            // on both. At following hands a killer of their own misleads (+100 % nodes with
            // a bonus of 30).
            if let Some(k) = killer
                && (k == moves[i].0 || moves[i].1 & (1u64 << k) != 0)
            {
                score[i] += 100;
            }
        }
        // Insertion sort, best first (n <= 13).
        for i in 1..n {
            let (c, s) = (order[i], score[i]);
            let mut j = i;
            while j > 0 && score[j - 1] < s {
                order[j] = order[j - 1];
                score[j] = score[j - 1];
                j -= 1;
            }
            order[j] = c;
            score[j] = s;
        }
    }

    /// The card the fourth hand tries first when it follows suit (the first of
    /// `last_hand_following`'s order): the representative (the highest card) of the group
    /// holding its cheapest card that wins the trick, or, when partner wins it or no card
    /// does, its lowest card.
    #[inline]
    fn last_hand_first(&self, seat: usize) -> Option<u8> {
        let p = &self.pos;
        let led = p.trick[0] >> 4;
        let suit = suit_mask(led);
        let h = p.hands[seat] & suit;
        if h == 0 {
            return None;
        }
        let power = Powers::new(p.trump, led);
        let (best, _) = power.best(&p.trick[..3]);
        let top = p.trick[best];
        let winners = if best != 1 && top >> 4 == led { h & !((2u64 << top) - 1) } else { 0 };
        let start = if winners != 0 { winners.trailing_zeros() } else { h.trailing_zeros() };
        let present = p.hands[0]
            | p.hands[1]
            | p.hands[2]
            | p.hands[3]
            | 1u64 << p.trick[0]
            | 1u64 << p.trick[1]
            | 1u64 << p.trick[2];
        // The group: this hand's cards from `start` up to the next card of another.
        let above = present & !p.hands[seat] & suit & !((2u64 << start) - 1);
        let ceiling = if above == 0 { suit } else { (1u64 << above.trailing_zeros()) - 1 };
        let group = h & ceiling;
        Some((63 - group.leading_zeros()) as u8)
    }

    /// The fourth hand following suit: what `order_scores` gives, without the scores. Partner
    /// winning, the lowest card first; else the cheapest card that wins, then the lowest.
    /// (`moves` come highest first.) A quarter of the nodes are fourth hands, most of them
    /// following suit, and most settled by their first move.
    #[inline]
    fn last_hand_following(&self, moves: &[(u8, u64); 13], n: usize, order: &mut [u8; 13]) {
        let p = &self.pos;
        let led = p.trick[0] >> 4;
        let power = Powers::new(p.trump, led);
        let (best, best_key) = power.best(&p.trick[..3]);
        // The fourth hand's partner played second.
        let winners = if best == 1 { 0 } else { moves[..n].iter().take_while(|m| power.of(m.0) > best_key).count() };
        let mut j = 0;
        for i in (0..winners).rev() {
            order[j] = moves[i].0;
            j += 1;
        }
        for i in (winners..n).rev() {
            order[j] = moves[i].0;
            j += 1;
        }
    }

    #[inline]
    fn play_and_search(&mut self, seat: usize, c: u8, target: i32) -> (bool, u64) {
        let p = &mut self.pos;
        p.hands[seat] &= !(1u64 << c);
        p.trick[usize::from(p.trick_len)] = c;
        p.trick_len += 1;
        let res = if p.trick_len == 4 { self.complete_trick(target) } else { self.follow(target) };
        let p = &mut self.pos;
        p.trick_len -= 1;
        p.hands[seat] |= 1u64 << c;
        res
    }

    /// The trick's fourth card is down: the next trick start's key and pattern, then its search.
    #[inline(never)]
    fn complete_trick(&mut self, target: i32) -> (bool, u64) {
        let p = &mut self.pos;
        self.stats.tricks += 1;
        // The winner, and its card if its rank mattered (another card of its suit was played).
        let power = Powers::new(p.trump, p.trick[0] >> 4);
        let (best, _) = power.best(&p.trick);
        let wc = p.trick[best];
        let w = (p.leader + best as u8) & 3;
        let same = p.trick.iter().filter(|c| **c >> 4 == wc >> 4).count();
        let won = if same >= 2 { 1u64 << wc } else { 0 };
        debug_assert_eq!((w, won), (trick_winner(p), winner_relevance(p, w)));
        // The next trick start's key and pattern, from this trick start's.
        let r = p.hands[usize::from(p.leader)].count_ones() as usize;
        if r >= 2 {
            let (mut key, mut lanes) = self.kp[r + 1];
            let mut present = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3];
            for i in 0..4u8 {
                let c = p.trick[usize::from(i)];
                present |= 1u64 << c;
                key -= KEY_UNIT[usize::from(((p.leader + i) & 3) << 2 | c >> 4)];
            }
            for &c in &p.trick {
                pattern_without(&mut lanes, present, c);
                present &= !(1u64 << c);
            }
            key = (key & ((1 << 60) - 1)) | (u64::from(w) << 60);
            self.kp[r] = (key, lanes);
        }
        // The next trick overwrites the trick array: keep this one's cards.
        let (old, cards) = (p.leader, p.trick);
        p.leader = w;
        p.trick_len = 0;
        let (res, rel) = self.search(target - i32::from(w & 1 == 0));
        let p = &mut self.pos;
        p.leader = old;
        p.trick = cards;
        p.trick_len = 4;
        (res, rel | won)
    }

    /// Heuristic scores of the moves: higher is tried first. Bridge sense, roughly: cash
    /// winners, lead towards partner's honours and through the opponent who holds the top
    /// card, give partner ruffs, draw trumps when the side holds the top ones; follow with the
    /// cheapest card that wins the trick for good, else the lowest; ruff cheaply when partner
    /// cannot win; discard small cards of suits that do not matter. What depends only on the
    /// node (following) or on the suit (leading: a suit's moves come together) is worked out
    /// once.
    fn order_scores(&self, seat: usize, moves: &[(u8, u64); 13], n: usize, score: &mut [i32; 13]) {
        let p = &self.pos;
        let trump = p.trump;
        let h = &p.hands;
        let partner = (seat + 2) & 3;
        let (lho, rho) = ((seat + 1) & 3, (seat + 3) & 3);
        let has_trumps = |x: usize| trump != NOTRUMP && h[x] & suit_mask(trump) != 0;
        let top_of = |x: usize, suit: u8| -> u32 {
            let v = holding(h[x], suit);
            if v == 0 { 0 } else { 31 - v.leading_zeros() }
        };
        if p.trick_len == 0 {
            // Per suit: the score of a low card before its rank, and the top card's score.
            let mut suit = u8::MAX;
            let (mut base, mut top_score, mut top_rank) = (0i32, 0i32, u32::MAX);
            // The second-best card where this hand also holds the third-best.
            let mut seq_rank = u32::MAX;
            for i in 0..n {
                let c = moves[i].0;
                let s = c >> 4;
                if s != suit {
                    suit = s;
                    let can_ruff = |x: usize| s != trump && holding(h[x], s) == 0 && has_trumps(x);
                    let opp_ruff = can_ruff(lho) || can_ruff(rho);
                    let (mine, part, left, right) =
                        (top_of(seat, s), top_of(partner, s), top_of(lho, s), top_of(rho, s));
                    let our_top = mine.max(part);
                    let their_top = left.max(right);
                    let mut adjust = 0;
                    top_rank = u32::MAX;
                    seq_rank = u32::MAX;
                    if our_top > their_top && !opp_ruff {
                        // The side holds the top card: cash it from this hand, or lead low to
                        // partner's.
                        base = if part > mine { 75 } else { 40 };
                        let shorter = holding(h[partner], s).count_ones() < holding(h[seat], s).count_ones();
                        if mine > part && part > their_top && (s == trump || shorter) {
                            // Ace opposite king of trumps: a low one to partner first, the top
                            // kept (DDS's weights; -1 % nodes, in every suit +1 % on largest).
                            // In a side suit when partner's king is the shorter holding: the
                            // honour from the short hand first (unblocking).
                            base = 75;
                        } else if mine > part {
                            top_rank = mine;
                            base = DUCK;
                        } else if mine > their_top && !shorter {
                            // Partner tops the suit and this hand, no longer, holds a winner
                            // too: cash it first, unblocking (-1 % nodes on list100 and on
                            // random deals, -0.8 % on largest's deals 0-2; only when strictly
                            // shorter, or at any length, less).
                            top_rank = mine;
                        }
                        if s == trump {
                            adjust = 10;
                        }
                    } else if can_ruff(partner) && !opp_ruff {
                        base = 70;
                    } else if opp_ruff {
                        base = 5;
                    } else if left > right && left > our_top && part > right {
                        // LHO holds the top card: lead towards partner's honours (LHO must
                        // commit).
                        base = 50;
                    } else if right > left && right > our_top {
                        // RHO sits over us: a low lead from this side gains little.
                        base = 20;
                    } else {
                        base = 30;
                    }
                    if s == trump && our_top < their_top {
                        // Leading trumps into the opponents' top trump (30 against 15: -4 % on
                        // largest.txt's deal 9, level elsewhere).
                        adjust -= 30;
                    }
                    if their_top > our_top && !opp_ruff {
                        // The next round is the side's: it holds the second- and third-best
                        // cards (DDS's rule).
                        let rest = holding(h[0] | h[1] | h[2] | h[3], s) & !(1 << their_top);
                        if rest.count_ones() >= 2 {
                            let second = 31 - rest.leading_zeros();
                            let third = 31 - (rest & !(1 << second)).leading_zeros();
                            let (m2, p2) = (
                                h[seat] >> (16 * u32::from(s) + second) & 1 != 0,
                                h[partner] >> (16 * u32::from(s) + second) & 1 != 0,
                            );
                            let (m3, p3) = (
                                h[seat] >> (16 * u32::from(s) + third) & 1 != 0,
                                h[partner] >> (16 * u32::from(s) + third) & 1 != 0,
                            );
                            let plen = holding(h[partner], s).count_ones();
                            if p2 && p3 {
                                adjust += 35;
                            } else if plen > 1 && ((m2 && p3) || (p2 && m3)) {
                                adjust += 25;
                            } else if m2 && m3 {
                                // This hand holds both (KQ under the ace): lead the
                                // second-best, which sets up the third (DDS's rule; -2 % nodes).
                                seq_rank = second;
                            }
                        }
                    }
                    // The tree grows with the opponents' choices: a suit they hold few cards of
                    // first (DDS's idea). A void opponent may discard anything: it counts as
                    // its whole hand, half as much again where it may ruff (weighed on list100,
                    // largest.txt and thomas1's endings).
                    let choices = |x: usize| {
                        let l = holding(h[x], s).count_ones();
                        if l == 0 { h[x].count_ones() * if trump == NOTRUMP { 2 } else { 3 } / 2 } else { l }
                    };
                    adjust -= if trump == NOTRUMP { 8 } else { 12 } * (choices(lho) + choices(rho)) as i32;
                    if trump == NOTRUMP && holding(h[partner], s) == 0 {
                        // Partner discards too (DDS's rule).
                        adjust -= PARTNER_VOID;
                    }
                    base += adjust;
                    top_score = 90 + adjust;
                    if top_rank != u32::MAX {
                        let all = holding(h[0] | h[1] | h[2] | h[3], s) & !(1 << top_rank);
                        if all != 0 {
                            let second = 31 - all.leading_zeros();
                            if (h[lho] | h[rho]) >> (16 * u32::from(s) + second) & 1 != 0 {
                                top_score -= PROMOTE;
                            }
                        }
                    }
                }
                score[i] = if u32::from(c & 15) == top_rank {
                    top_score
                } else if u32::from(c & 15) == seq_rank {
                    base + 10
                } else {
                    base - i32::from(c & 15)
                };
            }
            return;
        }
        // Following. The card winning so far, and whether partner holds it.
        let led = p.trick[0] >> 4;
        let power = Powers::new(trump, led);
        let key = |t: u8| power.of(t);
        // (Written out rather than `Powers::best` on a slice of the trick's length: the
        // slice's bounds check cost 0.4 % more instructions in all.)
        let mut best = 0usize;
        let mut best_key = 0u8;
        for i in 0..usize::from(p.trick_len) {
            let k = key(p.trick[i]);
            if k > best_key {
                best_key = k;
                best = i;
            }
        }
        let partner_winning = (usize::from(p.leader) + best) & 3 == partner;
        let last = p.trick_len == 3;
        // The best the opponents after this player can do (relevant for 2nd and 3rd hand).
        let mut later_key = 0u8;
        // The same without ruffs: the best card of the suit led that can still come.
        let mut later_follow = 0u8;
        for i in (usize::from(p.trick_len) + 1)..4 {
            let x = (usize::from(p.leader) + i) & 3;
            if x == partner {
                continue;
            }
            let k = if holding(h[x], led) != 0 {
                let follow = key((led << 4) | top_of(x, led) as u8);
                later_follow = later_follow.max(follow);
                follow
            } else if has_trumps(x) {
                key((trump << 4) | top_of(x, trump) as u8)
            } else {
                0
            };
            later_key = later_key.max(k);
        }
        // Second hand in notrump: the third hand's second-best card of the suit led, when its
        // top card is not the suit's (none: above every rank).
        let third_second = if p.trick_len == 1 && trump == NOTRUMP {
            let t = holding(h[(seat + 1) & 3], led);
            let all = holding(h[0] | h[1] | h[2] | h[3], led);
            if t.count_ones() >= 2 && t.leading_zeros() != all.leading_zeros() {
                let rest = t & !(1 << (31 - t.leading_zeros()));
                31 - rest.leading_zeros()
            } else {
                u32::MAX
            }
        } else {
            u32::MAX
        };
        // Third hand: the fourth holds one card of the suit led (it must play it).
        let fourth_single = p.trick_len == 2 && holding(h[(seat + 1) & 3], led).count_ones() == 1;
        let partner_beats = p.trick_len == 1 && holding(h[partner], led) != 0 && {
            let pk = key((led << 4) | top_of(partner, led) as u8);
            pk > later_key && pk > best_key
        };
        for i in 0..n {
            let c = moves[i].0;
            let s = c >> 4;
            let rank = i32::from(c & 15);
            let my_key = key(c);
            let beats = my_key > best_key;
            let ruff = s != led && s == trump;
            score[i] = if partner_winning {
                if last || best_key > later_key {
                    // Partner wins the trick: play low, never waste a trump; discarding,
                    // keep Kx and a singleton top card, from a long suit.
                    60 - rank
                        - if ruff { 40 } else { 0 }
                        - if s != led && s != trump {
                            discard_cost(h, seat, s) - PWLEN * holding(h[seat], s).count_ones() as i32
                        } else {
                            0
                        }
                } else if beats && my_key > later_key {
                    // Partner's card may be beaten: beat what follows, cheaply.
                    80 - rank
                } else {
                    40 - rank - if ruff { 30 } else { 0 }
                }
            } else if beats {
                if partner_beats
                    && s == led
                    && p.trick[0] & 15 < COVER
                    && !(my_key > later_follow
                        && top_of(partner, s) > rank as u32
                        && holding(h[seat], s).count_ones() < holding(h[partner], s).count_ones())
                {
                    // Partner, last to play, beats whatever the third hand can do: second
                    // hand low, the winner kept (DDS's rule; session 7 found it worse, but
                    // beside the cover of a led honour it saves 4.5 % nodes on list100 and
                    // 15 % on largest's deals 15-16, where a king that won for good had
                    // a refutation 8 times the low card's). Not from the shorter hand a card
                    // that beats every opponent's under partner's higher one: that one
                    // unblocks (♦K5 under ♦AQ9; with the lead's unblocking above, -3 % nodes
                    // on list100 and on 100 random deals, -5 % on largest's deals 0-2; the
                    // ace too, a control, cost 100 times the nodes at some nodes).
                    30 - rank
                } else if last || my_key > later_follow {
                    // Wins the trick for good, or unless a later opponent ruffs (or overruffs):
                    // the cheapest such card. Making the ruff show first: -12 % nodes on
                    // list100 against playing low under such a card, and a ruff that may be
                    // overruffed still goes first (+6 % when it waited).
                    100 - rank
                } else if p.trick_len == 1 && p.trick[0] >> 4 == s && p.trick[0] & 15 >= COVER {
                    // An honour led: cover it, cheaply.
                    60 - rank
                } else if p.trick_len == 1 && rank as u32 > third_second && s == led {
                    // Above every card of the third hand's but its top: forces that out.
                    INSERT - rank
                } else if p.trick_len == 1 {
                    // Beats now but may be beaten: second hand usually plays low.
                    30 - rank
                } else if fourth_single {
                    // Fourth hand's only card of the suit beats it: it would be wasted.
                    10 - rank
                } else {
                    55 - rank
                }
            } else if s != led && s != trump {
                // Cannot win: discard from a suit where the card is small.
                35 - rank - discard_cost(h, seat, s) + 8 * holding(h[seat], s).count_ones() as i32
            } else {
                // Following low, or an underruff (a trump wasted).
                35 - rank - if ruff { 30 } else { 0 }
            };
        }
        if p.trick_len == 2 {
            force_the_top(p, seat, moves, n, score);
        }
    }
}

/// Third hand, when fourth hand's top card of the suit led beats everything: the cheapest
/// card that makes it play that top card goes first (DDS's "force out the ace"). Where the
/// trick is lost anyway, the proof then relies only on that top card, and the lower cards
/// left untried share the proof.
#[inline]
fn force_the_top(p: &Position, seat: usize, moves: &[(u8, u64); 13], n: usize, score: &mut [i32; 13]) {
    let led = p.trick[0] >> 4;
    let fourth = holding(p.hands[(seat + 1) & 3], led);
    let mine = holding(p.hands[seat], led);
    if fourth.count_ones() < 2 || mine == 0 || (p.trump != NOTRUMP && led != p.trump && p.trick[1] >> 4 == p.trump) {
        return;
    }
    let top = 31 - fourth.leading_zeros();
    let second = 31 - (fourth & !(1 << top)).leading_zeros();
    // The best card of the suit led so far.
    let played = p.trick[..2].iter().filter(|c| *c >> 4 == led).map(|c| u32::from(c & 15)).max().unwrap_or(0);
    if top < 31 - mine.leading_zeros() || top < played {
        return;
    }
    let floor = second.max(played);
    // The cheapest of this hand's cards above the floor.
    let above = mine & !((2u32 << floor) - 1);
    if above == 0 {
        return;
    }
    let card = (led << 4) | above.trailing_zeros() as u8;
    if let Some(i) = moves[..n].iter().position(|m| m.0 == card || m.1 & (1u64 << card) != 0) {
        score[i] = 200;
    }
}

/// What discarding from a suit costs beyond the card (DDS's rule): unguarding the
/// second-best card (Kx), or throwing a singleton top card.
#[inline]
fn discard_cost(h: &[u64; 4], seat: usize, s: u8) -> i32 {
    let all = holding(h[0] | h[1] | h[2] | h[3], s);
    let mine = holding(h[seat], s);
    let top = 31 - all.leading_zeros();
    match mine.count_ones() {
        1 if mine & (1 << top) != 0 => 20,
        2 => {
            let rest = all & !(1 << top);
            if rest != 0 && mine & (1 << (31 - rest.leading_zeros())) != 0 { 16 } else { 0 }
        }
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The top `m` cards of each suit, one card at a time.
    fn tops_slowly(tops: u16, present: u64) -> u64 {
        let mut out = 0u64;
        for s in 0..4u8 {
            let mut left = (tops >> (4 * s)) & 15;
            for r in (2..15).rev() {
                let bit = 1u64 << (16 * u32::from(s) + r);
                if left > 0 && present & bit != 0 {
                    out |= bit;
                    left -= 1;
                }
            }
        }
        out
    }

    #[test]
    fn cards_of_tops_takes_the_top_cards_of_each_suit() {
        // Every holding of one suit with every count, and mixed suits from a simple generator.
        for h in 0u64..(1 << 13) {
            for m in 0..14u16 {
                let present = h << 2 | (h << 2) << 32;
                let tops = m | m << 8;
                assert_eq!(cards_of_tops(tops, present), tops_slowly(tops, present), "{h:013b} {m}");
            }
        }
        let mut x = 0x2545_F491_4F6C_DD1Du64;
        for _ in 0..20_000 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let present = x & 0x7FFC_7FFC_7FFC_7FFC;
            let tops = (x >> 20) as u16;
            assert_eq!(cards_of_tops(tops, present), tops_slowly(tops, present));
        }
    }
}
