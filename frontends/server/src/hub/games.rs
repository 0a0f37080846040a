//! The games this instance holds in memory, by id: a map that only the hub changes
//! (loading and dropping them is `registry.rs`).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use super::live::Live;

/// A game held, and whether it was asked for since the last sweep for idle games.
struct Held {
    live: Arc<Live>,
    used: bool,
}

/// Every game held in memory.
#[derive(Default)]
pub(super) struct Registry {
    live: Mutex<HashMap<String, Held>>,
    /// One game is loaded at a time, so two requests never build two matches.
    pub(super) loading: tokio::sync::Mutex<()>,
}

impl Registry {
    /// The game `id` if held, marked as used.
    pub fn cached(&self, id: &str) -> Option<Arc<Live>> {
        let mut held = self.live.lock().expect("registry lock");
        let held = held.get_mut(id)?;
        held.used = true;
        Some(held.live.clone())
    }

    pub fn insert(&self, live: Arc<Live>) {
        let held = Held { live, used: true };
        self.live
            .lock()
            .expect("registry lock")
            .insert(held.live.id.clone(), held);
    }

    pub fn remove(&self, id: &str) {
        self.live.lock().expect("registry lock").remove(id);
    }

    pub fn all(&self) -> Vec<Arc<Live>> {
        self.live
            .lock()
            .expect("registry lock")
            .values()
            .map(|h| h.live.clone())
            .collect()
    }

    pub fn len(&self) -> usize {
        self.live.lock().expect("registry lock").len()
    }

    /// Drop every game nobody asked for since the last sweep, that nobody watches and
    /// no task holds or drives. Returns how many went.
    pub fn unload_idle(&self) -> usize {
        let mut live = self.live.lock().expect("registry lock");
        let before = live.len();
        // Every handle is cloned out of this map under this lock, so a count of one
        // means nothing else holds the game now or can until the lock is released;
        // a game whose state is locked is in use.
        live.retain(|_, h| {
            std::mem::take(&mut h.used)
                || Arc::strong_count(&h.live) > 1
                || h.live.watched()
                || h.live.try_lock().is_none_or(|g| g.driving)
        });
        before - live.len()
    }
}
