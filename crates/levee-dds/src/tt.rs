//! The transposition table, with partition search: an entry stands for every position that
//! agrees with it where it matters.
//!
//! A position at the start of a trick is stored under an exact key — the leader and the
//! length of every suit in every hand — and a pattern: suit by suit, who holds each remaining
//! card, from the highest down. An entry keeps only the top `m` cards of each suit's pattern,
//! those whose ranks the search found relevant (they won tricks by rank, or were counted as
//! quick tricks); lower cards are interchangeable small cards. A lookup matches an entry when
//! the key is equal and the position's pattern agrees on each suit's top `m` cards. This is
//! the "winning ranks" idea of DDS (Haglund) and Ginsberg's partition search.
//!
//! The table is one array of buckets, sized once (the memory bound); a generation number
//! replaces clearing when the strain changes. A key with many entries is split by the owners
//! of each suit's top card (see [`SPLIT_AT`]).

/// A bound on North–South's tricks from the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[repr(u8)]
pub(crate) enum Bound {
    /// No entry.
    #[default]
    Empty,
    /// North–South take at least `value`.
    Lower,
    /// North–South take at most `value`.
    Upper,
}

/// Entries per chunk. A key's entries live in chunks of consecutive memory (newest chunk
/// first): a probe reads a few contiguous blocks instead of chasing one pointer per entry,
/// which is what made the old linked list the solver's hottest spot (a third of the time).
const CHUNK: usize = 8;

/// A chunk of a key's entries, laid out by field so that everything a probe tests first
/// fits one cache line: each entry's range of targets it decides, a quick first test of
/// its pattern (`sig`) and its relevant top cards per suit (`tops`). Only an entry passing
/// those reads its pattern (the next two lines).
///
/// An entry decides a target `t` when `lo[i] <= t <= hi[i]`: a lower bound `v` ("North–South
/// take at least `v`") decides `1..=v`, an upper bound `v` decides `v+1..`. An unused entry
/// decides nothing (`1..=0`).
#[derive(Debug, Clone, Copy)]
#[repr(C, align(64))]
struct Chunk {
    lo: [u8; CHUNK],
    hi: [u8; CHUNK],
    /// The owners of the top four cards of each suit. Nine in ten pattern tests fail; most
    /// fail here, on the relevant ones of these (`signature_mask(tops)`).
    sig: [u32; CHUNK],
    /// Four nibbles per entry: the relevant top cards of each suit.
    tops: [u16; CHUNK],
    /// Per entry, the pattern on its relevant cards (`tops_mask(tops)` of it).
    pattern: [[u64; 2]; CHUNK],
}

const EMPTY_CHUNK: Chunk =
    Chunk { lo: [1; CHUNK], hi: [0; CHUNK], sig: [0; CHUNK], tops: [0; CHUNK], pattern: [[0; 2]; CHUNK] };

impl Chunk {
    /// Writes entry `j`.
    #[inline]
    fn set(&mut self, j: usize, lo: u8, hi: u8, tops: u16, sig: u32, pattern: [u64; 2]) {
        self.lo[j] = lo;
        self.hi[j] = hi;
        self.tops[j] = tops;
        self.sig[j] = sig;
        self.pattern[j] = pattern;
    }

    /// The first entry deciding `target` for a position with this signature and pattern.
    #[inline]
    fn find(&self, target: u8, sig: u32, pat: [u64; 2]) -> Option<(bool, Hit)> {
        // The entries whose range holds the target, all eight at once: bytes below 128, so
        // setting each byte's top bit before a subtraction keeps the borrows within the byte,
        // and the top bit survives where the minuend is no smaller.
        const HIGH: u64 = 0x8080_8080_8080_8080;
        let t = u64::from(target) * 0x0101_0101_0101_0101;
        let (lo, hi) = (u64::from_le_bytes(self.lo), u64::from_le_bytes(self.hi));
        let mut candidates = ((t | HIGH) - lo) & ((hi | HIGH) - t) & HIGH;
        while candidates != 0 {
            let j = (candidates.trailing_zeros() / 8) as usize;
            candidates &= candidates - 1;
            if (self.sig[j] ^ sig) & signature_mask(self.tops[j]) == 0 {
                let m = tops_mask(self.tops[j]);
                if pat[0] & m[0] == self.pattern[j][0] && pat[1] & m[1] == self.pattern[j][1] {
                    return Some((self.hi[j] != 15, Hit { tops: self.tops[j] }));
                }
            }
        }
        None
    }
}

/// The targets a bound decides.
#[inline]
fn range(bound: Bound, value: u8) -> (u8, u8) {
    match bound {
        Bound::Lower => (1, value),
        Bound::Upper => (value + 1, 15),
        Bound::Empty => (1, 0),
    }
}

/// How many of a key's newest chunks its slot names directly.
const HEADS: usize = 5;

/// A key's slot: its newest chunks, newest first; older ones follow `next` from the last.
/// A probe reads three chunks on average (21 entries, on largest.txt): naming them here
/// spares it waiting for each chunk before it knows where the next one is.
#[derive(Debug, Clone, Copy)]
struct Slot {
    key: u64,
    heads: [u32; HEADS],
    /// Chunks the key has (saturating).
    chunks: u8,
    /// Entries used in the newest chunk (the older ones are full).
    head_len: u8,
    generation: u8,
    /// In a key's own slot, 1 once the key is split (see [`SPLIT_AT`]); in the slot of a
    /// key and its top cards' owners, those owners ([`top_owners`]).
    sub: u8,
}

const EMPTY_SLOT: Slot = Slot { key: 0, heads: [END; HEADS], chunks: 0, head_len: 0, generation: 0, sub: 0 };

/// Marks the key of a slot holding the entries of one key and one set of top cards' owners
/// (exact keys use 62 bits).
const SUB: u64 = 1 << 63;

/// Chunks a key fills in its own slot before it is split: from then on, an entry whose cards
/// fix the owner of every suit's top card goes to the slot of the key and those owners, and
/// a probe reads that slot after the key's own. Every position matching such an entry has
/// those owners, so it is still found; a probe reads a fraction of the key's entries. Where
/// one key gathers hundreds of entries (thomas2.txt: 7-6-0-0 hands, every suit held by two
/// players, so the lengths stay alike while the ranks vary) the scan of a key's chunks was
/// two thirds of the time; random deals rarely reach five chunks.
const SPLIT_AT: u8 = 5;

/// The owner of each suit's top card (two bits a suit; 0 for an empty suit).
#[inline]
fn top_owners(pattern: u128) -> u8 {
    let mut o = 0u8;
    for s in 0..4 {
        o |= (((pattern >> (32 * s + 24)) & 3) as u8) << (2 * s);
    }
    o
}

/// Who holds each suit by the exact key alone: the one hand holding all of it (`Some(hand)`;
/// North for a suit nobody holds), or `None` when two hands or more share it.
#[inline]
fn sole_holders(key: u64) -> [Option<u8>; 4] {
    let len = |h: u64, s: u64| (key >> (4 * (14 - (4 * h + s)))) & 15;
    let r: u64 = (0..4).map(|s| len(0, s)).sum();
    let mut out = [Some(0); 4];
    for s in 0..4 {
        let mut holders = 0;
        for h in 0..4 {
            let n = if h == 3 && s == 3 { r.saturating_sub((0..3).map(|t| len(3, t)).sum()) } else { len(h, s) };
            if n > 0 {
                holders += 1;
                out[s as usize] = Some(h as u8);
            }
        }
        if holders > 1 {
            out[s as usize] = None;
        }
    }
    out
}

/// The owners of each suit's top card (as [`top_owners`]) when an entry of `key` on the `tops`
/// cards of `pattern` fixes them all: each suit has a relevant card, or one hand holds it all.
#[inline]
fn fixed_top_owners(key: u64, tops: u16, pattern: u128) -> Option<u8> {
    let mut o = 0u8;
    for (s, sole) in sole_holders(key).into_iter().enumerate() {
        let owner = if (tops >> (4 * s)) & 15 != 0 { ((pattern >> (32 * s + 24)) & 3) as u8 } else { sole? };
        o |= owner << (2 * s);
    }
    Some(o)
}

const END: u32 = u32::MAX;

/// The mask of the top `m` owners of a suit's 26-bit lane (owners left-aligned at bit 25).
const fn lane_mask(m: u32) -> u32 {
    if m == 0 { 0 } else { ((1u32 << (2 * m)) - 1) << (26 - 2 * m) }
}

/// `lane_mask(m)` for every `m`.
const LANE_MASKS: [u32; 16] = {
    let mut t = [0u32; 16];
    let mut m = 0;
    while m < 14 {
        t[m] = lane_mask(m as u32);
        m += 1;
    }
    t
};

#[inline]
fn tops_mask(tops: u16) -> [u64; 2] {
    let lane = |s: u16| u64::from(LANE_MASKS[usize::from((tops >> (4 * s)) & 15)]);
    [lane(0) | (lane(1) << 32), lane(2) | (lane(3) << 32)]
}

/// The owners of each suit's top four cards (eight bits a suit).
#[inline]
fn signature(pattern: u128) -> u32 {
    let mut sig = 0u32;
    for s in 0..4 {
        sig |= (((pattern >> (32 * s + 18)) & 0xFF) as u32) << (8 * s);
    }
    sig
}

/// A signature's bits for a suit with `m` relevant top cards: the top `min(m, 4)` owners.
const SIG_MASKS: [u32; 16] = {
    let mut t = [0u32; 16];
    let mut m = 0;
    while m < 16 {
        let n = if m < 4 { m } else { 4 };
        t[m] = (0xFF00u32 >> (2 * n)) & 0xFF;
        m += 1;
    }
    t
};

/// Which bits of a signature an entry's relevant cards cover.
#[inline]
fn signature_mask(tops: u16) -> u32 {
    // Two suits a lookup: it is worked out for every entry a probe tests.
    u32::from(SIG_MASKS2[usize::from(tops & 0xFF)]) | u32::from(SIG_MASKS2[usize::from(tops >> 8)]) << 16
}

/// `signature_mask` of two suits (one byte of `tops`).
const SIG_MASKS2: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        t[b] = (SIG_MASKS[b & 15] | SIG_MASKS[b >> 4] << 8) as u16;
        b += 1;
    }
    t
};

#[inline]
fn split(pattern: u128) -> [u64; 2] {
    [pattern as u64, (pattern >> 64) as u64]
}

/// What a matching entry says.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Hit {
    /// The relevant top cards of each suit (nibbles).
    pub(crate) tops: u16,
}

/// The table: an open-addressed array of key slots, each naming the chunks of entries of its
/// key, kept in one pool reserved at construction (its pages are touched only as it fills).
/// When the pool is full everything is forgotten at once (a new generation): no allocation
/// after construction.
#[derive(Debug)]
pub(crate) struct TransTable {
    slots: Vec<Slot>,
    slot_mask: usize,
    pool: Vec<Chunk>,
    /// Per chunk, the key's next older chunk (`END` for none).
    next: Vec<u32>,
    /// Keys stored in this generation.
    keys: usize,
    generation: u8,
}

impl TransTable {
    /// A table using at most `bytes` of memory.
    pub(crate) fn with_memory(bytes: usize) -> TransTable {
        let per_chunk = core::mem::size_of::<Chunk>() + core::mem::size_of::<u32>();
        // At least one slot for each chunk, the slots a power of two: a split key's owners'
        // slots often hold one chunk each, and the table starts anew at three slots in four.
        let share = core::mem::size_of::<Slot>() + per_chunk;
        let slots = (bytes / share).max(1024).next_power_of_two();
        let chunks = (bytes.saturating_sub(slots * core::mem::size_of::<Slot>()) / per_chunk).max(1024);
        TransTable {
            slots: vec![EMPTY_SLOT; slots],
            slot_mask: slots - 1,
            pool: Vec::with_capacity(chunks),
            next: Vec::with_capacity(chunks),
            keys: 0,
            generation: 1,
        }
    }

    /// Forgets everything (a new strain: keys do not include it).
    pub(crate) fn new_generation(&mut self) {
        self.pool.clear();
        self.next.clear();
        self.keys = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.fill(EMPTY_SLOT);
            self.generation = 1;
        }
    }

    /// The slot of a key: its index, and whether it holds the key now.
    #[inline]
    fn slot(&self, key: u64, sub: u8) -> (usize, bool) {
        // The owners spread over the whole word: the index is taken from the product's bits
        // 20 and up, which higher bits of the key alone would not reach (the key's split
        // slots would crowd at its own).
        let k = if key & SUB == 0 { key } else { key ^ (u64::from(sub) + 1).wrapping_mul(0xD6E8_FEB8_6659_FD93) };
        let mut i = (k.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20) as usize & self.slot_mask;
        loop {
            let s = &self.slots[i];
            if s.generation != self.generation {
                return (i, false);
            }
            if s.key == key && (key & SUB == 0 || s.sub == sub) {
                return (i, true);
            }
            i = (i + 1) & self.slot_mask;
        }
    }

    /// The first entry that decides `target` for a position (`key`, full `pattern`): a lower
    /// bound of at least `target` or an upper bound below it. `Some((true, _))` means North–
    /// South reach the target.
    #[inline]
    pub(crate) fn probe(&self, key: u64, pattern: u128, target: u8) -> Option<(bool, Hit)> {
        let (i, found) = self.slot(key, 0);
        if !found {
            return None;
        }
        let pat = split(pattern);
        let sig = signature(pattern);
        if let Some(hit) = self.scan(i, target, sig, pat) {
            return Some(hit);
        }
        if self.slots[i].sub != 0 {
            let (j, found) = self.slot(key | SUB, top_owners(pattern));
            if found {
                return self.scan(j, target, sig, pat);
            }
        }
        None
    }

    /// The first entry of slot `i`'s chunks that decides `target`.
    #[inline]
    fn scan(&self, i: usize, target: u8, sig: u32, pat: [u64; 2]) -> Option<(bool, Hit)> {
        let slot = &self.slots[i];
        let n = usize::from(slot.chunks).min(HEADS);
        for &c in &slot.heads[..n] {
            if let Some(hit) = self.pool[c as usize].find(target, sig, pat) {
                return Some(hit);
            }
        }
        if usize::from(slot.chunks) > HEADS {
            let mut c = self.next[slot.heads[HEADS - 1] as usize];
            while c != END {
                if let Some(hit) = self.pool[c as usize].find(target, sig, pat) {
                    return Some(hit);
                }
                c = self.next[c as usize];
            }
        }
        None
    }

    /// Stores a bound for every position agreeing with `pattern` on the `tops` cards. An
    /// entry the new one makes useless (a weaker bound of the same kind, on the new one's
    /// cards or more, agreeing with it on the new one's) is overwritten in place.
    #[inline]
    pub(crate) fn store(&mut self, key: u64, pattern: u128, tops: u16, bound: Bound, value: u8) {
        // Room for a split's moves as well.
        if self.pool.len() + HEADS * CHUNK >= self.pool.capacity() || self.keys * 4 > self.slots.len() * 3 {
            self.new_generation();
        }
        let m = tops_mask(tops);
        let full = split(pattern);
        let pattern_on = [full[0] & m[0], full[1] & m[1]];
        let (lo, hi) = range(bound, value);
        let sig = signature(pattern);
        let (mut i, found) = self.slot(key, 0);
        if !found {
            self.slots[i] = Slot { key, generation: self.generation, ..EMPTY_SLOT };
            self.keys += 1;
        } else {
            if self.slots[i].sub == 0 && self.slots[i].chunks >= SPLIT_AT {
                self.split_key(i, key);
            }
            if self.slots[i].sub != 0
                && let Some(owners) = fixed_top_owners(key, tops, pattern)
            {
                i = self.sub_slot(key, owners);
            }
        }
        self.insert(i, lo, hi, tops, sig, pattern_on);
    }

    /// The slot of a key and its top cards' owners, made if new.
    #[inline]
    fn sub_slot(&mut self, key: u64, owners: u8) -> usize {
        let (i, found) = self.slot(key | SUB, owners);
        if !found {
            self.slots[i] = Slot { key: key | SUB, generation: self.generation, sub: owners, ..EMPTY_SLOT };
            self.keys += 1;
        }
        i
    }

    /// Splits the key of slot `i` (`SPLIT_AT` chunks, all named by its heads): its entries that
    /// fix every top card's owner move to the slots of their owners, the others stay, packed
    /// from the newest chunk down (the chunks left over are not reused until the next
    /// generation).
    fn split_key(&mut self, i: usize, key: u64) {
        let slot = self.slots[i];
        self.slots[i].sub = 1;
        let mut kept = [(0u8, 0u8, 0u16, 0u32, [0u64; 2]); HEADS * CHUNK];
        let mut n_kept = 0;
        let n_chunks = usize::from(slot.chunks).min(HEADS);
        for (k, &c) in slot.heads[..n_chunks].iter().enumerate() {
            let used = if k == 0 { usize::from(slot.head_len) } else { CHUNK };
            for j in 0..used {
                let ch = &self.pool[c as usize];
                let e = (ch.lo[j], ch.hi[j], ch.tops[j], ch.sig[j], ch.pattern[j]);
                let pattern = u128::from(e.4[0]) | u128::from(e.4[1]) << 64;
                match fixed_top_owners(key, e.2, pattern) {
                    Some(owners) => {
                        let to = self.sub_slot(key, owners);
                        self.insert(to, e.0, e.1, e.2, e.3, e.4);
                    }
                    None => {
                        kept[n_kept] = e;
                        n_kept += 1;
                    }
                }
            }
        }
        // The kept entries packed: heads[k] full for k >= 1, heads[0] the newest with the
        // rest, the chunks after the last used cut off.
        let chunks = n_kept.div_ceil(CHUNK);
        for &c in &slot.heads[..n_chunks] {
            self.pool[c as usize] = EMPTY_CHUNK;
        }
        for (x, e) in kept[..n_kept].iter().enumerate() {
            let (k, j) = (chunks - 1 - x / CHUNK, x % CHUNK);
            self.pool[slot.heads[k] as usize].set(j, e.0, e.1, e.2, e.3, e.4);
        }
        if chunks > 0 {
            self.next[slot.heads[chunks - 1] as usize] = END;
        }
        let s = &mut self.slots[i];
        s.chunks = chunks as u8;
        s.head_len = if n_kept == 0 { 0 } else { (n_kept - CHUNK * (chunks - 1)) as u8 };
        if chunks == 0 {
            s.heads = [END; HEADS];
        }
    }

    /// Writes an entry (`lo..=hi` decided, on the `tops` cards, `pattern_on` those cards'
    /// owners) into slot `i`'s newest chunk, over an entry it makes useless there, or into a
    /// new chunk.
    #[inline]
    fn insert(&mut self, i: usize, lo: u8, hi: u8, tops: u16, sig: u32, pattern_on: [u64; 2]) {
        let m = tops_mask(tops);
        let slot = self.slots[i];
        if slot.chunks > 0 {
            let chunk = &mut self.pool[slot.heads[0] as usize];
            // Only the newest chunk: scanning them all cost more than it saved.
            for j in 0..usize::from(slot.head_len) {
                let x = tops_mask(chunk.tops[j]);
                let within = x[0] & m[0] == m[0] && x[1] & m[1] == m[1];
                let agrees = chunk.pattern[j][0] & m[0] == pattern_on[0] && chunk.pattern[j][1] & m[1] == pattern_on[1];
                // Same kind of bound (both start at 1, or both end at 15), no stronger.
                let weaker = if hi != 15 {
                    chunk.hi[j] != 15 && chunk.hi[j] <= hi
                } else {
                    chunk.hi[j] == 15 && chunk.lo[j] >= lo
                };
                if within && agrees && weaker {
                    chunk.set(j, lo, hi, tops, sig, pattern_on);
                    return;
                }
            }
            if usize::from(slot.head_len) < CHUNK {
                chunk.set(usize::from(slot.head_len), lo, hi, tops, sig, pattern_on);
                self.slots[i].head_len += 1;
                return;
            }
        }
        let n = self.pool.len() as u32;
        let mut chunk = EMPTY_CHUNK;
        chunk.set(0, lo, hi, tops, sig, pattern_on);
        self.pool.push(chunk);
        self.next.push(slot.heads[0]);
        let s = &mut self.slots[i];
        s.heads.copy_within(..HEADS - 1, 1);
        s.heads[0] = n;
        s.chunks = s.chunks.saturating_add(1);
        s.head_len = 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_masks() {
        assert_eq!(signature_mask(0x0000), 0);
        assert_eq!(signature_mask(0x4321), 0xFF_FC_F0_C0);
        assert_eq!(signature_mask(0xD05F), 0xFF_00_FF_FF);
    }

    #[test]
    fn find_tests_every_range_at_once_as_one_at_a_time() {
        // Every entry matches any position (no relevant cards): the first whose range holds
        // the target is the answer, as the plain loop over entries finds it.
        let mut seed = 0x2545_f491_4f6c_dd1d_u64;
        for _ in 0..2000 {
            let mut chunk = EMPTY_CHUNK;
            for j in 0..CHUNK {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let (bound, value) = match seed % 3 {
                    0 => (Bound::Lower, (seed >> 8) as u8 % 14),
                    1 => (Bound::Upper, (seed >> 8) as u8 % 14),
                    _ => (Bound::Empty, 0),
                };
                let (lo, hi) = range(bound, value);
                chunk.set(j, lo, hi, 0, 0, [0, 0]);
            }
            for target in 1..=13u8 {
                let plain = (0..CHUNK).find(|&j| chunk.lo[j] <= target && target <= chunk.hi[j]);
                let found = chunk.find(target, 0, [0, 0]).map(|(lower, _)| lower);
                assert_eq!(found, plain.map(|j| chunk.hi[j] != 15), "target {target}, chunk {chunk:?}");
            }
        }
    }

    /// Three cards (A, K, Q) in each suit, their owners given from the top: the pattern.
    fn three_each(owners: [[u32; 3]; 4]) -> u128 {
        let lanes = owners.map(|o| o[0] << 24 | o[1] << 22 | o[2] << 20);
        (0..4).fold(0u128, |p, s| p | u128::from(lanes[s]) << (32 * s))
    }

    /// The exact key of such a layout, North on lead.
    fn key_of(owners: [[u32; 3]; 4]) -> u64 {
        let mut len = [[0u64; 4]; 4];
        for (s, o) in owners.iter().enumerate() {
            for &h in o {
                len[h as usize][s] += 1;
            }
        }
        // The fourth hand's last suit follows from the rest.
        len.iter().flatten().take(15).fold(0, |k, n| k << 4 | n)
    }

    #[test]
    fn top_owners_and_whether_an_entry_fixes_them() {
        // Three cards a hand; the second suit all West's.
        let owners = [[1, 2, 1], [3, 3, 3], [0, 2, 0], [2, 0, 1]];
        let (pattern, key) = (three_each(owners), key_of(owners));
        assert_eq!(sole_holders(key), [None, Some(3), None, None]);
        assert_eq!(top_owners(pattern), 0b10_00_11_01);
        // No rank of the second suit is needed to know who holds its top card.
        assert_eq!(fixed_top_owners(key, 0x1101, pattern), Some(0b10_00_11_01));
        assert_eq!(fixed_top_owners(key, 0x1301, pattern), Some(0b10_00_11_01));
        assert_eq!(fixed_top_owners(key, 0x1100, pattern), None, "the first suit, two hands', no relevant card");
        assert_eq!(fixed_top_owners(key, 0x0111, pattern), None);
    }

    #[test]
    fn a_split_key_still_finds_every_entry() {
        let mut tt = TransTable::with_memory(1 << 20);
        // Every suit shared (the table does not check the key against the patterns).
        let key = 0x0123_4567_89AB_CDEF;
        let digits = |j: u32| [[j & 3, 0, 1], [(j >> 2) & 3, 1, 0], [(j >> 4) & 3, 2, 1], [(j >> 6) & 3, 1, 2]];
        // Entries fixing each suit's top card, and one that does not, until a store finds the
        // key at `SPLIT_AT` chunks.
        let open = three_each(digits(254));
        tt.store(key, open, 0x0111, Bound::Lower, 10);
        for j in 0..u32::from(SPLIT_AT - 1) * CHUNK as u32 {
            tt.store(key, three_each(digits(j)), 0x1111, Bound::Lower, 5);
        }
        let (i, found) = tt.slot(key, 0);
        assert!(found && tt.slots[i].chunks == SPLIT_AT && tt.slots[i].sub == 0);
        let named = three_each(digits(255));
        tt.store(key, named, 0x1111, Bound::Lower, 9);
        // Split: only the open entry is left in the key's own slot.
        assert_eq!(tt.slots[i].sub, 1);
        assert_eq!((tt.slots[i].chunks, tt.slots[i].head_len), (1, 1));
        assert!(tt.slot(key | SUB, top_owners(named)).1);
        for j in [0, 17, 31] {
            assert!(matches!(tt.probe(key, three_each(digits(j)), 5), Some((true, _))));
            assert!(tt.probe(key, three_each(digits(j)), 6).is_none());
        }
        assert!(matches!(tt.probe(key, named, 9), Some((true, _))));
        assert!(tt.probe(key, three_each(digits(255 - 64)), 9).is_none(), "another top card's owner");
        for last in 0..4 {
            let p = three_each(digits(62 | last << 6));
            assert!(matches!(tt.probe(key, p, 10), Some((true, _))), "the last suit's top card with {last}");
        }
        assert!(tt.probe(key ^ 1, named, 9).is_none(), "another key");
        // After the split, an open entry stays, a fixing one moves.
        tt.store(key, three_each(digits(100)), 0x0111, Bound::Lower, 11);
        tt.store(key, three_each(digits(101)), 0x1111, Bound::Lower, 11);
        assert_eq!((tt.slots[i].chunks, tt.slots[i].head_len), (1, 2));
        assert!(matches!(tt.probe(key, three_each(digits(101)), 11), Some((true, _))));
        assert!(matches!(tt.probe(key, three_each(digits(100 | 192)), 11), Some((true, _))));
    }

    #[test]
    fn lane_masks() {
        assert_eq!(lane_mask(0), 0);
        assert_eq!(lane_mask(1), 0b11 << 24);
        assert_eq!(lane_mask(13), (1 << 26) - 1);
    }
}
