//! What a game's sockets are told of its rematch, each message once (the offers and
//! the new game themselves are in `rematch.rs`). The update told last is part of
//! the live game's state (`live.rs`), under its lock.

use std::sync::Arc;

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

/// The channel on which a game's sockets hear of its rematch.
pub struct RematchNews {
    tx: broadcast::Sender<Arc<RematchUpdate>>,
}

impl Default for RematchNews {
    fn default() -> Self {
        RematchNews {
            tx: broadcast::channel(16).0,
        }
    }
}

impl RematchNews {
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<RematchUpdate>> {
        self.tx.subscribe()
    }

    /// Send `update` unless it is `last`, the one sent last (then it becomes that).
    pub(super) fn tell(&self, last: &mut Option<RematchUpdate>, update: RematchUpdate) {
        if last.as_ref() != Some(&update) {
            let _ = self.tx.send(Arc::new(update.clone()));
            *last = Some(update);
        }
    }
}
