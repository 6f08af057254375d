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
//! replaces clearing when the strain changes.

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
    chunks: u16,
    /// Entries used in the newest chunk (the older ones are full).
    head_len: u8,
    generation: u8,
}

const EMPTY_SLOT: Slot = Slot { key: 0, heads: [END; HEADS], chunks: 0, head_len: 0, generation: 0 };

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
    let t = usize::from(tops);
    SIG_MASKS[t & 15] | SIG_MASKS[(t >> 4) & 15] << 8 | SIG_MASKS[(t >> 8) & 15] << 16 | SIG_MASKS[t >> 12] << 24
}

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
        // About one slot for each chunk, the slots a power of two.
        let share = core::mem::size_of::<Slot>() + per_chunk;
        let slots = ((bytes / share).max(1024) + 1).next_power_of_two() / 2;
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
    fn slot(&self, key: u64) -> (usize, bool) {
        let mut i = (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 20) as usize & self.slot_mask;
        loop {
            let s = &self.slots[i];
            if s.generation != self.generation {
                return (i, false);
            }
            if s.key == key {
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
        let (i, found) = self.slot(key);
        if !found {
            return None;
        }
        let slot = &self.slots[i];
        let n = usize::from(slot.chunks).min(HEADS);
        let pat = split(pattern);
        let sig = signature(pattern);
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
        if self.pool.len() == self.pool.capacity() || self.keys * 4 > self.slots.len() * 3 {
            self.new_generation();
        }
        let m = tops_mask(tops);
        let full = split(pattern);
        let pattern_on = [full[0] & m[0], full[1] & m[1]];
        let (lo, hi) = range(bound, value);
        let sig = signature(pattern);
        let (i, found) = self.slot(key);
        if !found {
            self.slots[i] = Slot { key, generation: self.generation, ..EMPTY_SLOT };
            self.keys += 1;
        }
        let slot = self.slots[i];
        if slot.chunks > 0 {
            let chunk = &mut self.pool[slot.heads[0] as usize];
            // Only the newest chunk: scanning them all cost more than it saved.
            for j in 0..usize::from(slot.head_len) {
                let x = tops_mask(chunk.tops[j]);
                let within = x[0] & m[0] == m[0] && x[1] & m[1] == m[1];
                let agrees = chunk.pattern[j][0] & m[0] == pattern_on[0] && chunk.pattern[j][1] & m[1] == pattern_on[1];
                // Same kind of bound (both start at 1, or both end at 15), no stronger.
                let weaker = match bound {
                    Bound::Lower => chunk.hi[j] != 15 && chunk.hi[j] <= hi,
                    _ => chunk.hi[j] == 15 && chunk.lo[j] >= lo,
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

    #[test]
    fn lane_masks() {
        assert_eq!(lane_mask(0), 0);
        assert_eq!(lane_mask(1), 0b11 << 24);
        assert_eq!(lane_mask(13), (1 << 26) - 1);
    }
}
