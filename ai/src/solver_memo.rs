//! The exact solver's memo: solved values by state hash, 8 bytes a slot.
//!
//! Each slot is one `u64`: the state's 64-bit hash with its two low bits replaced by the
//! value (1 = loss, 2 = draw, 3 = win for seat 0), so an empty slot is 0 and a slot is
//! written with a single atomic store. Keys are therefore compared on 62 bits (with n
//! states the chance of a false match is about n²/2⁶³: 10⁻³ for 10⁸ states). Open
//! addressing with linear probing; the home slot is the hash scaled to the capacity,
//! so any capacity can be used and a budget in bytes is used to the last slot.
//!
//! Several threads may share one memo ([`Memo::insert`] takes `&self`): a slot goes
//! from empty to filled by compare-and-swap and never changes after, and two threads
//! that insert the same state race for the same first empty slot, so no state is held
//! twice. A memo is grown (by [`Memo::grow`]) only while one thread owns it.

use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};

/// Bytes per slot.
pub const SLOT_BYTES: usize = 8;

/// Largest share of the slots filled before the memo counts as full: linear probing
/// stays fast up to about this load.
const MAX_LOAD: f64 = 0.85;

/// A table of solved values for seat 0 (`-1`, `0`, `1`) keyed by state hash.
pub struct Memo {
    slots: Box<[AtomicU64]>,
    len: AtomicUsize,
}

fn key_bits(hash: u64) -> u64 {
    hash & !3
}

fn encode(hash: u64, v: i8) -> u64 {
    key_bits(hash) | (v + 2) as u64
}

fn decode(slot: u64) -> i8 {
    (slot & 3) as i8 - 2
}

impl Memo {
    /// An empty memo of `slots` slots (at least 1).
    pub fn with_slots(slots: usize) -> Self {
        let slots = slots.max(1);
        Memo {
            slots: (0..slots).map(|_| AtomicU64::new(0)).collect(),
            len: AtomicUsize::new(0),
        }
    }

    /// Slots that fit in `bytes`.
    pub fn slots_for(bytes: u64) -> usize {
        usize::try_from(bytes / SLOT_BYTES as u64).unwrap_or(usize::MAX)
    }

    /// States held.
    pub fn len(&self) -> usize {
        self.len.load(Ordering::Relaxed)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.slots.len()
    }

    /// Bytes the slots take.
    pub fn bytes(&self) -> u64 {
        (self.slots.len() * SLOT_BYTES) as u64
    }

    /// States this memo holds before it counts as full.
    pub fn room(&self) -> usize {
        (self.slots.len() as f64 * MAX_LOAD) as usize
    }

    fn home(&self, hash: u64) -> usize {
        ((key_bits(hash) as u128 * self.slots.len() as u128) >> 64) as usize
    }

    /// The value stored for `hash`, if any.
    pub fn get(&self, hash: u64) -> Option<i8> {
        let want = key_bits(hash);
        let n = self.slots.len();
        let mut i = self.home(hash);
        for _ in 0..n {
            let s = self.slots[i].load(Ordering::Acquire);
            if s == 0 {
                return None;
            }
            if key_bits(s) == want {
                return Some(decode(s));
            }
            i = if i + 1 == n { 0 } else { i + 1 };
        }
        None
    }

    /// Store `v` for `hash`. False when the memo is full (past [`Memo::room`]); a state
    /// already held keeps its value (values never change).
    pub fn insert(&self, hash: u64, v: i8) -> bool {
        let want = key_bits(hash);
        let n = self.slots.len();
        let mut i = self.home(hash);
        for _ in 0..n {
            let s = self.slots[i].load(Ordering::Acquire);
            if s != 0 && key_bits(s) == want {
                return true;
            }
            if s == 0 {
                if self.len() >= self.room() {
                    return false;
                }
                match self.slots[i].compare_exchange(
                    0,
                    encode(hash, v),
                    Ordering::AcqRel,
                    Ordering::Acquire,
                ) {
                    Ok(_) => {
                        self.len.fetch_add(1, Ordering::Relaxed);
                        return true;
                    }
                    Err(other) if key_bits(other) == want => return true,
                    Err(_) => {}
                }
            }
            i = if i + 1 == n { 0 } else { i + 1 };
        }
        false
    }

    /// The same states in a new memo of `slots` slots (at least twice as many as held).
    pub fn grow(&self, slots: usize) -> Memo {
        let bigger = Memo::with_slots(slots.max(self.len() * 2 + 1));
        for s in self.slots.iter() {
            let s = s.load(Ordering::Relaxed);
            if s != 0 {
                bigger.insert(s, decode(s));
            }
        }
        bigger
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_come_back_and_a_full_memo_says_so() {
        let memo = Memo::with_slots(100);
        assert!(memo.is_empty());
        for k in 0..85u64 {
            let hash = k.wrapping_mul(0x9E37_79B9_7F4A_7C15) << 2;
            assert!(memo.insert(hash, (k % 3) as i8 - 1), "room for {k}");
        }
        assert_eq!(memo.len(), 85);
        assert!(!memo.insert(12345 << 2, 1), "past the load limit");
        for k in 0..85u64 {
            let hash = k.wrapping_mul(0x9E37_79B9_7F4A_7C15) << 2;
            assert_eq!(memo.get(hash), Some((k % 3) as i8 - 1));
        }
        assert_eq!(memo.get(777 << 2), None);
    }

    #[test]
    fn growing_keeps_every_value() {
        let memo = Memo::with_slots(16);
        for k in 1..=13u64 {
            assert!(memo.insert(k << 40, -1 + (k % 3) as i8));
        }
        let bigger = memo.grow(64);
        assert_eq!(bigger.len(), 13);
        assert_eq!(bigger.capacity(), 64);
        for k in 1..=13u64 {
            assert_eq!(bigger.get(k << 40), Some(-1 + (k % 3) as i8));
        }
        // Re-inserting keeps the first value.
        assert!(bigger.insert(1 << 40, 1));
        assert_eq!(bigger.get(1 << 40), Some(-1 + 1));
    }
}
