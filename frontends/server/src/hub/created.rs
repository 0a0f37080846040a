//! The games with computer seats each account created on this instance, for the
//! allowance of thinking (`allowance.rs`).

use std::collections::HashMap;
use std::sync::Mutex;

use cubist_session::Player;

/// The games with computer seats each account created: `(game id, computer seats)`.
#[derive(Default)]
pub(super) struct Created(Mutex<HashMap<String, Vec<(String, usize)>>>);

impl Created {
    /// `account` created game `id` with `players`.
    pub(super) fn add(&self, account: &str, id: &str, players: &[Player]) {
        let computers = players.iter().filter(|p| !p.is_human()).count();
        if computers > 0 {
            let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
            map.entry(account.to_string())
                .or_default()
                .push((id.to_string(), computers));
        }
    }

    pub(super) fn games_of(&self, account: &str) -> Vec<(String, usize)> {
        let map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.get(account).cloned().unwrap_or_default()
    }

    pub(super) fn keep(&self, account: &str, games: Vec<(String, usize)>) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if games.is_empty() {
            map.remove(account);
        } else {
            map.insert(account.to_string(), games);
        }
    }
}
