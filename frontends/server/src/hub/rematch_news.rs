//! What a game's sockets are told of its rematch, each message once (the offers and
//! the new game themselves are in `rematch.rs`).

use std::sync::{Arc, Mutex};

use tokio::sync::broadcast;

/// A finished game's rematch as its sockets are told of it, at the game's event
/// `event`: the seats (from 0) that offered, and once all human seats have, the new
/// game and `seats`, where `seats[i]` is the new seat of old seat `i`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RematchUpdate {
    pub event: u64,
    pub offered: Vec<usize>,
    pub game_id: Option<String>,
    pub seats: Option<Vec<usize>>,
}

/// What a game's sockets are told of its rematch, each update once.
pub struct RematchNews {
    tx: broadcast::Sender<Arc<RematchUpdate>>,
    last: Mutex<Option<RematchUpdate>>,
}

impl Default for RematchNews {
    fn default() -> Self {
        RematchNews {
            tx: broadcast::channel(16).0,
            last: Mutex::new(None),
        }
    }
}

impl RematchNews {
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<RematchUpdate>> {
        self.tx.subscribe()
    }

    /// Send `update` unless it was the last one sent.
    pub(super) fn tell(&self, update: RematchUpdate) {
        let mut last = self.last.lock().expect("rematch lock");
        if last.as_ref() != Some(&update) {
            let _ = self.tx.send(Arc::new(update.clone()));
            *last = Some(update);
        }
    }
}
