//! The games this instance holds in memory, by id: a map that only the hub changes
//! (loading and dropping them is `registry.rs`).

use std::collections::HashMap;
use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};

use super::live::Live;

/// Every game held in memory.
#[derive(Default)]
pub(super) struct Registry {
    live: Mutex<HashMap<String, Arc<Live>>>,
    /// One game is loaded at a time, so two requests never build two matches.
    pub(super) loading: tokio::sync::Mutex<()>,
}

impl Registry {
    /// The game `id` if held, marked as used.
    pub fn cached(&self, id: &str) -> Option<Arc<Live>> {
        let live = self.live.lock().expect("registry lock").get(id).cloned()?;
        live.used.store(true, Ordering::Relaxed);
        Some(live)
    }

    pub fn insert(&self, live: Arc<Live>) {
        self.live
            .lock()
            .expect("registry lock")
            .insert(live.id.clone(), live);
    }

    pub fn remove(&self, id: &str) {
        self.live.lock().expect("registry lock").remove(id);
    }

    pub fn all(&self) -> Vec<Arc<Live>> {
        self.live
            .lock()
            .expect("registry lock")
            .values()
            .cloned()
            .collect()
    }

    pub fn len(&self) -> usize {
        self.live.lock().expect("registry lock").len()
    }

    /// Drop every game nobody asked for since the last sweep, that nobody watches and
    /// no task holds. Returns how many went.
    pub fn unload_idle(&self) -> usize {
        let mut live = self.live.lock().expect("registry lock");
        let before = live.len();
        // Every handle is cloned out of this map under this lock, so a count of one
        // means nothing else holds the game now or can until the lock is released.
        live.retain(|_, g| {
            g.used.swap(false, Ordering::Relaxed)
                || Arc::strong_count(g) > 1
                || g.watched()
                || g.driving.load(Ordering::Acquire)
        });
        before - live.len()
    }
}
