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

/// A chunk of a key's entries, laid out by field: a probe first reads each entry's range of
/// targets it decides (one cache line for the eight), and only for those that decide the
/// target the pattern and mask of its relevant cards.
///
/// An entry decides a target `t` when `lo[i] <= t <= hi[i]`: a lower bound `v` ("North–South
/// take at least `v`") decides `1..=v`, an upper bound `v` decides `v+1..`.
#[derive(Debug, Clone, Copy)]
#[repr(C, align(64))]
struct Chunk {
    len: u32,
    /// The key's next (older) chunk, `END` for none.
    next: u32,
    lo: [u8; CHUNK],
    hi: [u8; CHUNK],
    /// Per entry, a quick first test of the pattern: the owners of the top four cards of
    /// each suit (`sig`), those of them that are relevant (`sig_mask`). Nine in ten pattern
    /// tests fail; most fail here, without reading the entry's cards.
    sig: [u32; CHUNK],
    sig_mask: [u32; CHUNK],
    /// Four nibbles per entry: the relevant top cards of each suit.
    tops: [u16; CHUNK],
    /// Per entry: `tops_mask(tops)` (kept: computing it for every entry scanned cost more
    /// than the memory it takes), then the pattern on those cards.
    cards: [[u64; 4]; CHUNK],
}

impl Chunk {
    /// Writes entry `j`.
    #[inline]
    #[allow(clippy::too_many_arguments)]
    fn set(&mut self, j: usize, lo: u8, hi: u8, tops: u16, sig: u32, sig_mask: u32, cards: [u64; 4]) {
        self.lo[j] = lo;
        self.hi[j] = hi;
        self.tops[j] = tops;
        self.sig[j] = sig;
        self.sig_mask[j] = sig_mask;
        self.cards[j] = cards;
    }
}

impl Default for Chunk {
    fn default() -> Chunk {
        Chunk {
            lo: [0; CHUNK],
            hi: [0; CHUNK],
            sig: [0; CHUNK],
            sig_mask: [0; CHUNK],
            len: 0,
            next: END,
            tops: [0; CHUNK],
            cards: [[0; 4]; CHUNK],
        }
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

/// A key's slot: its newest chunk.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    key: u64,
    head: u32,
    generation: u16,
}

const END: u32 = u32::MAX;
const SLOT_SHARE: usize = 8;

/// The mask of the top `m` owners of a suit's 26-bit lane (owners left-aligned at bit 25).
const fn lane_mask(m: u32) -> u32 {
    if m == 0 { 0 } else { ((1u32 << (2 * m)) - 1) << (26 - 2 * m) }
}

#[inline]
fn tops_mask(tops: u16) -> [u64; 2] {
    let lane = |s: u16| u64::from(lane_mask(u32::from((tops >> (4 * s)) & 15)));
    [lane(0) | (lane(1) << 32), lane(2) | (lane(3) << 32)]
}

/// The owners of each suit's top two cards (four bits a suit).
#[inline]
fn signature(pattern: u128) -> u32 {
    let mut sig = 0u32;
    for s in 0..4 {
        sig |= (((pattern >> (32 * s + 18)) & 0xFF) as u32) << (8 * s);
    }
    sig
}

/// Which bits of a signature an entry's relevant cards cover.
#[inline]
fn signature_mask(tops: u16) -> u32 {
    let mut m = 0u32;
    for s in 0..4 {
        m |= match (tops >> (4 * s)) & 15 {
            0 => 0,
            1 => 0xC0,
            2 => 0xF0,
            3 => 0xFC,
            _ => 0xFF,
        } << (8 * s);
    }
    m
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

/// The table: an open-addressed array of key slots, each heading a list of chunks of
/// entries kept in one preallocated pool. When the pool is full everything is forgotten at
/// once (a new generation): no allocation after construction.
#[derive(Debug)]
pub(crate) struct TransTable {
    slots: Vec<Slot>,
    slot_mask: usize,
    pool: Vec<Chunk>,
    used: usize,
    /// Keys stored in this generation.
    keys: usize,
    generation: u16,
}

impl TransTable {
    /// A table using at most `bytes` of memory.
    pub(crate) fn with_memory(bytes: usize) -> TransTable {
        let slot_bytes = bytes / SLOT_SHARE;
        let slots = ((slot_bytes / core::mem::size_of::<Slot>()).max(1024) + 1).next_power_of_two() / 2;
        let pool = ((bytes - slots * core::mem::size_of::<Slot>()) / core::mem::size_of::<Chunk>()).max(1024);
        TransTable {
            slots: vec![Slot::default(); slots],
            slot_mask: slots - 1,
            pool: vec![Chunk::default(); pool],
            used: 0,
            keys: 0,
            generation: 1,
        }
    }

    /// Forgets everything (a new strain: keys do not include it).
    pub(crate) fn new_generation(&mut self) {
        self.used = 0;
        self.keys = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.slots.fill(Slot::default());
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
        let pat = split(pattern);
        let sig = signature(pattern);
        let mut c = self.slots[i].head;
        while c != END {
            let chunk = &self.pool[c as usize];
            for j in 0..chunk.len as usize {
                if chunk.lo[j] <= target && target <= chunk.hi[j] && (chunk.sig[j] ^ sig) & chunk.sig_mask[j] == 0 {
                    let x = &chunk.cards[j];
                    if (x[2] ^ pat[0]) & x[0] == 0 && (x[3] ^ pat[1]) & x[1] == 0 {
                        return Some((chunk.hi[j] != 15, Hit { tops: chunk.tops[j] }));
                    }
                }
            }
            c = chunk.next;
        }
        None
    }

    /// Stores a bound for every position agreeing with `pattern` on the `tops` cards. An
    /// entry the new one makes useless (a weaker bound of the same kind, on the new one's
    /// cards or more, agreeing with it on the new one's) is overwritten in place.
    #[inline]
    pub(crate) fn store(&mut self, key: u64, pattern: u128, tops: u16, bound: Bound, value: u8) {
        if self.used == self.pool.len() || self.keys * 4 > self.slots.len() * 3 {
            self.new_generation();
        }
        let m = tops_mask(tops);
        let full_pattern = pattern;
        let full = split(pattern);
        let pattern = [full[0] & m[0], full[1] & m[1]];
        let (lo, hi) = range(bound, value);
        let entry = [m[0], m[1], pattern[0], pattern[1]];
        let (sig, sig_mask) = (signature(full_pattern), signature_mask(tops));
        let (i, found) = self.slot(key);
        if found && self.slots[i].head != END {
            // Only the newest chunk: scanning them all cost more than it saved.
            let chunk = &mut self.pool[self.slots[i].head as usize];
            for j in 0..chunk.len as usize {
                let x = &chunk.cards[j];
                let within = x[0] & m[0] == m[0] && x[1] & m[1] == m[1];
                let agrees = (x[2] ^ pattern[0]) & m[0] == 0 && (x[3] ^ pattern[1]) & m[1] == 0;
                // Same kind of bound (both start at 1, or both end at 15), no stronger.
                let weaker = match bound {
                    Bound::Lower => chunk.hi[j] != 15 && chunk.hi[j] <= hi,
                    _ => chunk.hi[j] == 15 && chunk.lo[j] >= lo,
                };
                if within && agrees && weaker {
                    chunk.set(j, lo, hi, tops, sig, sig_mask, entry);
                    return;
                }
            }
        } else if !found {
            self.slots[i] = Slot { key, head: END, generation: self.generation };
            self.keys += 1;
        }
        let head = self.slots[i].head;
        if head != END && (self.pool[head as usize].len as usize) < CHUNK {
            let chunk = &mut self.pool[head as usize];
            chunk.set(chunk.len as usize, lo, hi, tops, sig, sig_mask, entry);
            chunk.len += 1;
            return;
        }
        let n = self.used;
        self.used += 1;
        let chunk = &mut self.pool[n];
        chunk.set(0, lo, hi, tops, sig, sig_mask, entry);
        chunk.len = 1;
        chunk.next = head;
        self.slots[i].head = n as u32;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lane_masks() {
        assert_eq!(lane_mask(0), 0);
        assert_eq!(lane_mask(1), 0b11 << 24);
        assert_eq!(lane_mask(13), (1 << 26) - 1);
    }
}
