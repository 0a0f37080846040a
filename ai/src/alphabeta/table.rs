//! The transposition table: search results by position hash, shared by every thread
//! of a search.
//!
//! Each slot is two atomic words, `key ^ data` and `data` (lockless hashing): a slot
//! torn by two threads writing at once fails the key check and reads as a miss, so
//! threads share results without locks and without `unsafe`. The best move is kept
//! as its index in the position's legal-action list, which makes an entry one word
//! whatever the game's action type.

use std::sync::atomic::{AtomicU64, Ordering};

/// What a stored value says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least this (the search failed high).
    Lower,
    /// The true value is at most this (the search failed low).
    Upper,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub key: u64,
    pub value: i32,
    pub depth: u8,
    pub bound: Bound,
    /// Index of the best move in the position's legal actions, if one was found.
    pub best: Option<u16>,
}

/// Best-move indexes are stored in 16 bits with 0 meaning none.
pub const MAX_MOVE_INDEX: usize = u16::MAX as usize - 1;

impl Entry {
    fn pack(&self) -> u64 {
        let bound = match self.bound {
            Bound::Exact => 1u64,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        let best = self.best.map_or(0, |i| u64::from(i) + 1);
        u64::from(self.value as u32) | u64::from(self.depth) << 32 | bound << 40 | best << 42
    }

    fn unpack(key: u64, data: u64) -> Option<Entry> {
        let bound = match data >> 40 & 3 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => return None,
        };
        let best = (data >> 42 & 0xFFFF) as u16;
        Some(Entry {
            key,
            value: data as u32 as i32,
            depth: (data >> 32) as u8,
            bound,
            best: best.checked_sub(1),
        })
    }
}

struct Slot {
    check: AtomicU64,
    data: AtomicU64,
}

/// A fixed-size table indexed by the low bits of the hash, safe to share.
pub struct Table {
    slots: Vec<Slot>,
    mask: usize,
}

impl Table {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Self {
        let size = 1usize << bits;
        Table {
            slots: (0..size)
                .map(|_| Slot {
                    check: AtomicU64::new(0),
                    data: AtomicU64::new(0),
                })
                .collect(),
            mask: size - 1,
        }
    }

    pub fn clear(&self) {
        for s in &self.slots {
            s.check.store(0, Ordering::Relaxed);
            s.data.store(0, Ordering::Relaxed);
        }
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let slot = &self.slots[key as usize & self.mask];
        let data = slot.data.load(Ordering::Relaxed);
        let check = slot.check.load(Ordering::Relaxed);
        if check ^ data != key {
            return None;
        }
        Entry::unpack(key, data)
    }

    /// Store, keeping a deeper result of the same position over a shallower one.
    #[inline]
    pub fn store(&self, entry: Entry) {
        if self
            .probe(entry.key)
            .is_some_and(|old| old.depth > entry.depth)
        {
            return;
        }
        let slot = &self.slots[entry.key as usize & self.mask];
        let data = entry.pack();
        slot.data.store(data, Ordering::Relaxed);
        slot.check.store(entry.key ^ data, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(key: u64, value: i32, depth: u8, bound: Bound, best: Option<u16>) -> Entry {
        Entry {
            key,
            value,
            depth,
            bound,
            best,
        }
    }

    #[test]
    fn an_entry_reads_back_exactly() {
        let t = Table::new(8);
        for e in [
            entry(0x1234_5678_9abc_def0, -999_990, 7, Bound::Upper, Some(0)),
            entry(0x0fed_cba9_8765_4321, 12_345, 255, Bound::Lower, None),
            entry(42, 0, 0, Bound::Exact, Some(MAX_MOVE_INDEX as u16)),
        ] {
            t.store(e);
            assert_eq!(t.probe(e.key), Some(e));
        }
    }

    #[test]
    fn another_position_in_the_same_slot_is_a_miss() {
        let t = Table::new(4);
        t.store(entry(0x10, 5, 3, Bound::Exact, None));
        assert_eq!(t.probe(0x20), None);
        assert_eq!(t.probe(0x10).map(|e| e.value), Some(5));
    }

    #[test]
    fn a_shallower_result_does_not_replace_a_deeper_one_of_the_same_position() {
        let t = Table::new(4);
        t.store(entry(7, 100, 6, Bound::Exact, Some(2)));
        t.store(entry(7, -50, 2, Bound::Lower, Some(1)));
        assert_eq!(t.probe(7).map(|e| (e.value, e.depth)), Some((100, 6)));
        t.store(entry(7, -50, 9, Bound::Lower, Some(1)));
        assert_eq!(t.probe(7).map(|e| (e.value, e.depth)), Some((-50, 9)));
    }

    #[test]
    fn an_empty_or_cleared_table_misses_every_key_even_zero() {
        let t = Table::new(4);
        assert_eq!(t.probe(0), None);
        t.store(entry(3, 1, 1, Bound::Exact, None));
        t.clear();
        assert_eq!(t.probe(3), None);
        assert_eq!(t.probe(0), None);
    }

    #[test]
    fn a_torn_slot_reads_as_a_miss() {
        let t = Table::new(4);
        t.store(entry(5, 1, 1, Bound::Exact, None));
        // Another thread's data landed without its check word.
        let slot = &t.slots[5];
        slot.data.store(
            entry(21, 9, 9, Bound::Lower, None).pack(),
            Ordering::Relaxed,
        );
        assert_eq!(t.probe(5), None);
        assert_eq!(t.probe(21), None);
    }
}
