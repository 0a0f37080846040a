//! One attempt at a time on a name from an address: guesses sent in parallel are
//! answered one after another, each after the failures of those before it are
//! counted, so that they meet the same delays and limits as guesses sent in turn.
//! Other addresses do not wait for them (the owner signs in from elsewhere).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use tokio::sync::OwnedMutexGuard;

type Key = (String, IpAddr);

/// The name and address pairs with an attempt under way.
#[derive(Clone, Default)]
pub struct Turns(Arc<Mutex<HashMap<Key, Arc<tokio::sync::Mutex<()>>>>>);

/// An attempt's turn: the next on its pair waits until it is dropped.
pub struct Turn {
    turns: Turns,
    key: Key,
    guard: Option<OwnedMutexGuard<()>>,
}

impl Turns {
    /// Wait for the turn of an attempt on `name_key` from `address`.
    pub async fn take(&self, name_key: &str, address: IpAddr) -> Turn {
        let key = (name_key.to_string(), address);
        let line = self.lock().entry(key.clone()).or_default().clone();
        let guard = line.lock_owned().await;
        Turn {
            turns: self.clone(),
            key,
            guard: Some(guard),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Arc<tokio::sync::Mutex<()>>>> {
        // Each change to the map is made whole under the lock.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

impl Drop for Turn {
    fn drop(&mut self) {
        drop(self.guard.take());
        let mut lines = self.turns.lock();
        // Forgotten once nobody holds or waits for it (the map's is the last clone).
        if lines
            .get(&self.key)
            .is_some_and(|line| Arc::strong_count(line) == 1)
        {
            lines.remove(&self.key);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn one_turn_at_a_time_per_pair_and_forgotten_after() {
        let turns = Turns::default();
        let here: IpAddr = "10.0.0.1".parse().unwrap();
        let there: IpAddr = "10.0.0.2".parse().unwrap();
        let first = turns.take("ada", here).await;
        // Another address, or another name, does not wait.
        let elsewhere = turns.take("ada", there).await;
        let other_name = turns.take("grace", here).await;
        let waiting = tokio::spawn({
            let turns = turns.clone();
            async move { turns.take("ada", here).await }
        });
        tokio::task::yield_now().await;
        assert!(!waiting.is_finished());
        drop(first);
        let second = waiting.await.unwrap();
        drop((second, elsewhere, other_name));
        assert!(turns.lock().is_empty());
    }
}
