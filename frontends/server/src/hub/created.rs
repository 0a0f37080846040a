//! The games with computer seats each creator started on this instance, for the
//! allowance of running games with computers (`allowance.rs`).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

/// Who a game with computer seats is counted against: the signed-in creator's
/// account, or a guest creator's address.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Creator {
    Account(String),
    Address(IpAddr),
}

impl Creator {
    /// The account `account` if signed in, else the address `client`.
    pub(crate) fn of(account: Option<&str>, client: IpAddr) -> Creator {
        match account {
            Some(id) => Creator::Account(id.to_string()),
            None => Creator::Address(client.to_canonical()),
        }
    }
}

/// The ids of the games with computer seats each creator started.
#[derive(Default)]
pub(super) struct Created(Mutex<HashMap<Creator, Vec<String>>>);

impl Created {
    /// `creator` started game `id`, which has computer seats.
    pub(super) fn add(&self, creator: &Creator, id: &str) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.entry(creator.clone()).or_default().push(id.to_string());
    }

    pub(super) fn games_of(&self, creator: &Creator) -> Vec<String> {
        let map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        map.get(creator).cloned().unwrap_or_default()
    }

    /// Keep only `games` (those still running) for `creator`.
    pub(super) fn keep(&self, creator: &Creator, games: Vec<String>) {
        let mut map = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if games.is_empty() {
            map.remove(creator);
        } else {
            map.insert(creator.clone(), games);
        }
    }
}
