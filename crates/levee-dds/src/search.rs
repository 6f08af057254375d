//! The search: a null-window alpha-beta on "can North–South take `target` more tricks?",
//! with a transposition table at the start of each trick, quick-trick cut-offs, equivalent
//! cards searched once, and move ordering by simple card-play heuristics.
//!
//! Nothing here allocates: moves live in fixed arrays on the stack (at most 13 a seat).

use crate::position::{NOTRUMP, Position, suit_mask, trick_winner};
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
}

pub(crate) struct Searcher<'a> {
    pub(crate) pos: Position,
    pub(crate) tt: &'a mut TransTable,
    pub(crate) stats: Stats,
}

#[inline]
fn holding(bits: u64, s: u8) -> u32 {
    ((bits >> (16 * u32::from(s))) & 0x7FFC) as u32
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
    let mut pat = 0u128;
    for s in 0..4u8 {
        let h = [holding(p.hands[0], s), holding(p.hands[1], s), holding(p.hands[2], s), holding(p.hands[3], s)];
        let mut all = h[0] | h[1] | h[2] | h[3];
        let mut lane = 0u32;
        let mut shift: u32 = 24;
        while all != 0 {
            let r = 31 - all.leading_zeros();
            let bit = 1u32 << r;
            let owner = u32::from(h[1] & bit != 0) | (u32::from(h[2] & bit != 0) * 2) | (u32::from(h[3] & bit != 0) * 3);
            lane |= owner << shift;
            shift = shift.wrapping_sub(2);
            all &= !bit;
        }
        pat |= u128::from(lane) << (32 * u32::from(s));
    }
    pat
}

/// The relevant cards as "top m cards" per suit (nibbles), given the cards present.
#[inline]
fn tops_of(relevant: u64, present: u64) -> u16 {
    let mut tops = 0u16;
    for s in 0..4u8 {
        let rel = holding(relevant, s);
        if rel != 0 {
            let m = (holding(present, s) >> rel.trailing_zeros()).count_ones();
            tops |= (m as u16) << (4 * s);
        }
    }
    tops
}

/// The cards a "top m cards" description stands for in a position.
#[inline]
fn cards_of_tops(tops: u16, present: u64) -> u64 {
    let mut out = 0u64;
    for s in 0..4u8 {
        let m = (tops >> (4 * s)) & 15;
        let mut h = holding(present, s);
        for _ in 0..m {
            let r = 31 - h.leading_zeros();
            out |= 1u64 << (16 * u32::from(s) + r);
            h &= !(1u32 << r);
        }
    }
    out
}

/// Sure tricks for the leader's side by cashing the leader's own top cards (a lower bound):
/// in each suit the run of top cards the leader holds, limited in a side suit of a trump
/// contract by the length of an opponent who still has trumps.
#[inline]
fn quick_tricks(p: &Position, seat: usize) -> (u32, u64) {
    let all = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3];
    let (o1, o2) = (p.hands[(seat + 1) & 3], p.hands[(seat + 3) & 3]);
    let mut qt = 0;
    let mut rel = 0u64;
    for s in 0..4u8 {
        let mine = holding(p.hands[seat], s);
        if mine == 0 {
            continue;
        }
        let rem = holding(all, s);
        // Length of the run of the highest remaining cards that are all mine.
        let others = rem & !mine;
        let run = if others == 0 {
            mine.count_ones()
        } else {
            let top_other = 31 - others.leading_zeros();
            (mine >> (top_other + 1)).count_ones()
        };
        if run == 0 {
            continue;
        }
        let mut k = run;
        if p.trump != NOTRUMP && s != p.trump {
            let tm = suit_mask(p.trump);
            for o in [o1, o2] {
                if o & tm != 0 {
                    k = k.min(holding(o, s).count_ones());
                }
            }
        }
        qt += k;
        // The k counted cards are the top k of the suit, all the leader's.
        let mut h = mine;
        for _ in 0..k {
            let r = 31 - h.leading_zeros();
            rel |= 1u64 << (16 * u32::from(s) + r);
            h &= !(1u32 << r);
        }
    }
    (qt, rel)
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

/// The winning card of a complete trick, if its rank mattered (another card of its suit
/// was played to the trick).
#[inline]
fn winner_relevance(p: &Position, winner: u8) -> u64 {
    let wc = p.trick[usize::from((winner + 4 - p.leader) & 3)];
    let same = p.trick.iter().filter(|c| **c >> 4 == wc >> 4).count();
    if same > 1 { 1u64 << wc } else { 0 }
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
    let mut n = 0;
    while h != 0 {
        // Highest card left in h.
        let top = 63 - h.leading_zeros();
        let s = top / 16;
        let mut group = 1u64 << top;
        h &= !group;
        // Extend down while the next lower present card is also ours.
        let mut below = present & ((1u64 << top) - 1) & (0xFFFF_u64 << (16 * s));
        while below != 0 {
            let next = 63 - below.leading_zeros();
            if h & (1u64 << next) != 0 {
                group |= 1u64 << next;
                h &= !(1u64 << next);
                below &= !(1u64 << next);
            } else {
                break;
            }
        }
        out[n] = (top as u8, group & !(1u64 << top));
        n += 1;
    }
    n
}

impl Searcher<'_> {
    /// Can North–South take at least `target` of the remaining tricks? With the result, the
    /// cards whose ranks the proof relied on (see `tt`).
    pub(crate) fn search(&mut self, target: i32) -> (bool, u64) {
        self.stats.nodes += 1;
        let p = &self.pos;
        let seat = usize::from((p.leader + p.trick_len) & 3);
        if p.trick_len != 0 {
            return self.expand(seat, target);
        }
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
        let key = exact_key(p);
        let pat = pattern(p);
        if let Some((res, hit)) = self.tt.probe(key, pat, target as u8) {
            self.stats.tt_hits += 1;
            return (res, cards_of_tops(hit.tops, present));
        }
        let (qt, qrel) = quick_tricks(p, seat);
        let qt = qt.min(r as u32) as i32;
        let ns_leads = seat & 1 == 0;
        if ns_leads && qt >= target {
            self.stats.quick_cuts += 1;
            self.tt.store(key, pat, tops_of(qrel, present), Bound::Lower, qt as u8);
            return (true, qrel);
        }
        if !ns_leads && r - qt < target {
            self.stats.quick_cuts += 1;
            self.tt.store(key, pat, tops_of(qrel, present), Bound::Upper, (r - qt) as u8);
            return (false, qrel);
        }
        let (res, rel) = self.expand(seat, target);
        let tops = tops_of(rel, present);
        if res {
            self.tt.store(key, pat, tops, Bound::Lower, target as u8);
        } else {
            self.tt.store(key, pat, tops, Bound::Upper, (target - 1) as u8);
        }
        (res, cards_of_tops(tops, present))
    }

    fn expand(&mut self, seat: usize, target: i32) -> (bool, u64) {
        let mut moves = [(0u8, 0u64); 13];
        let n = generate(&self.pos, &mut moves);
        let mut order = [0u8; 13];
        let mut score = [0i32; 13];
        for i in 0..n {
            order[i] = moves[i].0;
            score[i] = self.order_score(seat, moves[i].0);
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
        let max = seat & 1 == 0;
        let mut all_rel = 0u64;
        for &c in &order[..n] {
            let (res, rel) = self.play_and_search(seat, c, target);
            if res == max {
                return (res, rel);
            }
            all_rel |= rel;
        }
        (!max, all_rel)
    }

    #[inline]
    fn play_and_search(&mut self, seat: usize, c: u8, target: i32) -> (bool, u64) {
        let p = &mut self.pos;
        p.hands[seat] &= !(1u64 << c);
        p.trick[usize::from(p.trick_len)] = c;
        p.trick_len += 1;
        let res = if p.trick_len == 4 {
            let w = trick_winner(p);
            let won = winner_relevance(p, w);
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
        } else {
            self.search(target)
        };
        let p = &mut self.pos;
        p.trick_len -= 1;
        p.hands[seat] |= 1u64 << c;
        res
    }

    /// A heuristic score: higher is tried first.
    fn order_score(&self, seat: usize, c: u8) -> i32 {
        let p = &self.pos;
        let s = c >> 4;
        let rank = i32::from(c & 15);
        let trump = p.trump;
        let all = p.hands[0] | p.hands[1] | p.hands[2] | p.hands[3];
        let partner = (seat + 2) & 3;
        let (lho, rho) = ((seat + 1) & 3, (seat + 3) & 3);
        if p.trick_len == 0 {
            let rem = holding(all, s);
            let top = 31 - rem.leading_zeros();
            let can_ruff = |o: usize| {
                trump != NOTRUMP && s != trump && holding(p.hands[o], s) == 0 && p.hands[o] & suit_mask(trump) != 0
            };
            let opp_ruff = can_ruff(lho) || can_ruff(rho);
            if u32::from(c & 15) == top && !opp_ruff {
                return 100 + rank;
            }
            if holding(p.hands[partner], s) & (1 << top) != 0 && !opp_ruff {
                return 80 - rank;
            }
            if can_ruff(partner) && !opp_ruff {
                return 70 - rank;
            }
            // Leading towards partner's honours, away from an opponent's: low cards first,
            // and suits where the side is longer.
            let ours = holding(p.hands[seat], s).count_ones() + holding(p.hands[partner], s).count_ones();
            let theirs = holding(p.hands[lho], s).count_ones() + holding(p.hands[rho], s).count_ones();
            let trump_pen = if s == trump { -10 } else { 0 };
            return 30 + 2 * (ours as i32 - theirs as i32) - rank + trump_pen;
        }
        // Following: who is winning so far?
        let led = p.trick[0] >> 4;
        let mut best = 0usize;
        let mut best_key = 0u8;
        for i in 0..usize::from(p.trick_len) {
            let t = p.trick[i];
            let key = if t >> 4 == trump {
                64 + (t & 15)
            } else if t >> 4 == led {
                32 + (t & 15)
            } else {
                0
            };
            if key > best_key {
                best_key = key;
                best = i;
            }
        }
        let winner_seat = (usize::from(p.leader) + best) & 3;
        let partner_winning = winner_seat == partner;
        let my_key = if s == trump {
            64 + (c & 15)
        } else if s == led {
            32 + (c & 15)
        } else {
            0
        };
        let beats = my_key > best_key;
        let last = p.trick_len == 3;
        if partner_winning {
            // Partner winning: play low (overtaking rarely helps); keep trumps.
            return 50 - rank - if s == trump && s != led { 30 } else { 0 };
        }
        if beats {
            // Win as cheaply as possible (in second seat, low is often right: milder).
            let bonus = if last || p.trick_len == 2 { 100 } else { 60 };
            return bonus - rank;
        }
        // Cannot win: lowest, not a trump.
        40 - rank - if s == trump && s != led { 30 } else { 0 }
    }
}
