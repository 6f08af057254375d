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

#[derive(Debug, Clone, Copy, Default)]
struct Entry {
    pattern: u128,
    /// Next entry of the same key (index into the pool, `u32::MAX` ends the list).
    next: u32,
    /// Four nibbles: the relevant top cards of each suit.
    tops: u16,
    value: u8,
    bound: Bound,
}

/// A key's slot: the head of its list of entries.
#[derive(Debug, Clone, Copy, Default)]
struct Slot {
    key: u64,
    head: u32,
    generation: u16,
}

const END: u32 = u32::MAX;

/// The mask of the top `m` owners of a suit's 26-bit lane (owners left-aligned at bit 25).
const fn lane_mask(m: u32) -> u32 {
    if m == 0 { 0 } else { ((1u32 << (2 * m)) - 1) << (26 - 2 * m) }
}

#[inline]
fn tops_mask(tops: u16) -> u128 {
    let mut mask = 0u128;
    for s in 0..4 {
        mask |= u128::from(lane_mask(u32::from((tops >> (4 * s)) & 15))) << (32 * s);
    }
    mask
}

/// What a matching entry says.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Hit {
    /// The relevant top cards of each suit (nibbles).
    pub(crate) tops: u16,
}

/// The table: an open-addressed array of key slots, each heading a list of entries kept in
/// one preallocated pool. When the pool is full everything is forgotten at once (a new
/// generation): no allocation after construction.
#[derive(Debug)]
pub(crate) struct TransTable {
    slots: Vec<Slot>,
    slot_mask: usize,
    pool: Vec<Entry>,
    used: usize,
    generation: u16,
}

impl TransTable {
    /// A table using at most `bytes` of memory.
    pub(crate) fn with_memory(bytes: usize) -> TransTable {
        let slot_bytes = bytes / 6;
        let slots = ((slot_bytes / core::mem::size_of::<Slot>()).max(1024) + 1).next_power_of_two() / 2;
        let pool = ((bytes - slots * core::mem::size_of::<Slot>()) / core::mem::size_of::<Entry>()).max(4096);
        TransTable {
            slots: vec![Slot::default(); slots],
            slot_mask: slots - 1,
            pool: vec![Entry::default(); pool],
            used: 0,
            generation: 1,
        }
    }

    /// Forgets everything (a new strain: keys do not include it).
    pub(crate) fn new_generation(&mut self) {
        self.used = 0;
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
        let mut e = self.slots[i].head;
        while e != END {
            let x = &self.pool[e as usize];
            let decides = match x.bound {
                Bound::Lower => x.value >= target,
                Bound::Upper => x.value < target,
                Bound::Empty => false,
            };
            if decides && (x.pattern ^ pattern) & tops_mask(x.tops) == 0 {
                return Some((x.bound == Bound::Lower, Hit { tops: x.tops }));
            }
            e = x.next;
        }
        None
    }

    /// Stores a bound for every position agreeing with `pattern` on the `tops` cards.
    #[inline]
    pub(crate) fn store(&mut self, key: u64, pattern: u128, tops: u16, bound: Bound, value: u8) {
        if self.used == self.pool.len() || self.used * 4 > self.slots.len() * 3 {
            self.new_generation();
        }
        let pattern = pattern & tops_mask(tops);
        let (i, found) = self.slot(key);
        if found {
            let mut e = self.slots[i].head;
            while e != END {
                let x = &mut self.pool[e as usize];
                if x.tops == tops && x.pattern == pattern && x.bound == bound {
                    x.value = match bound {
                        Bound::Lower => x.value.max(value),
                        _ => x.value.min(value),
                    };
                    return;
                }
                e = x.next;
            }
        } else {
            self.slots[i] = Slot { key, head: END, generation: self.generation };
        }
        let n = self.used;
        self.used += 1;
        self.pool[n] = Entry { pattern, next: self.slots[i].head, tops, value, bound };
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
        assert_eq!(core::mem::size_of::<Entry>(), 32);
    }
}
