//! What a game's sockets are told of its rematch, each message once (the offers and
//! the new game themselves are in `rematch.rs`).

use std::sync::{Arc, Mutex};

use tokio::sync::broadcast;

/// What a game's sockets are told of its rematch, each message once.
pub struct RematchNews {
    tx: broadcast::Sender<Arc<str>>,
    last: Mutex<String>,
}

impl Default for RematchNews {
    fn default() -> Self {
        RematchNews {
            tx: broadcast::channel(16).0,
            last: Mutex::new(String::new()),
        }
    }
}

impl RematchNews {
    pub fn subscribe(&self) -> broadcast::Receiver<Arc<str>> {
        self.tx.subscribe()
    }

    /// Send `text` unless it was the last message sent.
    pub(super) fn tell(&self, text: String) {
        let mut last = self.last.lock().expect("rematch lock");
        if *last != text {
            let _ = self.tx.send(text.as_str().into());
            *last = text;
        }
    }
}
