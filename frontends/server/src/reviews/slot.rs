//! A review held in an instance's queue: a place taken from a shared count and given
//! back when dropped, however the review ends.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

pub(crate) struct Slot(Arc<AtomicUsize>);

impl Slot {
    /// A place among `held` if fewer than `cap` are taken.
    pub(super) fn take(held: &Arc<AtomicUsize>, cap: usize) -> Option<Slot> {
        held.fetch_update(Ordering::AcqRel, Ordering::Acquire, |n| {
            (n < cap).then_some(n + 1)
        })
        .ok()
        .map(|_| Slot(held.clone()))
    }
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}
