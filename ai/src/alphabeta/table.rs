//! The transposition table: search results by position hash.

/// What a stored value says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least this (the search failed high).
    Lower,
    /// The true value is at most this (the search failed low).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry<A> {
    pub key: u64,
    pub value: i32,
    pub depth: u8,
    pub bound: Bound,
    pub best: Option<A>,
}

/// A fixed-size, always-in-memory table indexed by the low bits of the hash.
pub struct Table<A> {
    slots: Vec<Option<Entry<A>>>,
    mask: usize,
}

impl<A: Copy> Table<A> {
    /// A table of `2^bits` slots.
    pub fn new(bits: u32) -> Self {
        let size = 1usize << bits;
        Table {
            slots: vec![None; size],
            mask: size - 1,
        }
    }

    pub fn clear(&mut self) {
        self.slots.fill(None);
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry<A>> {
        self.slots[key as usize & self.mask].filter(|e| e.key == key)
    }

    /// Store, keeping a deeper result of the same position over a shallower one.
    #[inline]
    pub fn store(&mut self, entry: Entry<A>) {
        let slot = &mut self.slots[entry.key as usize & self.mask];
        match slot {
            Some(old) if old.key == entry.key && old.depth > entry.depth => {}
            _ => *slot = Some(entry),
        }
    }
}
