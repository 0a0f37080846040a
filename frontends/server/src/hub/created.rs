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

/// The ids of the games with computer seats each creator started, and the games
/// being created (counted from the check of the allowance until the game is added,
/// so that requests at once cannot all pass the same last place).
#[derive(Default)]
pub(super) struct Created(Mutex<Counts>);

#[derive(Default)]
struct Counts {
    games: HashMap<Creator, Vec<String>>,
    pending: HashMap<Creator, usize>,
}

/// A place taken for a game being created; dropping it gives the place back (the
/// game, once added, holds its own).
pub(crate) struct Place<'a> {
    created: &'a Created,
    creator: Creator,
}

impl Created {
    fn counts(&self) -> std::sync::MutexGuard<'_, Counts> {
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// `creator` started game `id`, which has computer seats.
    pub(super) fn add(&self, creator: &Creator, id: &str) {
        let mut c = self.counts();
        c.games
            .entry(creator.clone())
            .or_default()
            .push(id.to_string());
    }

    pub(super) fn games_of(&self, creator: &Creator) -> Vec<String> {
        self.counts()
            .games
            .get(creator)
            .cloned()
            .unwrap_or_default()
    }

    /// Forget `ended` (games no longer running) of `creator`; games added meanwhile
    /// stay.
    pub(super) fn forget(&self, creator: &Creator, ended: &[String]) {
        let mut c = self.counts();
        if let Some(games) = c.games.get_mut(creator) {
            games.retain(|id| !ended.contains(id));
            if games.is_empty() {
                c.games.remove(creator);
            }
        }
    }

    /// A place for one more game of `creator`, which has `running` games, if that
    /// and the games being created stay under `cap`; else the count they make.
    pub(super) fn reserve(
        &self,
        creator: &Creator,
        running: usize,
        cap: usize,
    ) -> Result<Place<'_>, usize> {
        let mut c = self.counts();
        let pending = c.pending.entry(creator.clone()).or_default();
        if running + *pending >= cap {
            return Err(running + *pending);
        }
        *pending += 1;
        Ok(Place {
            created: self,
            creator: creator.clone(),
        })
    }
}

impl Drop for Place<'_> {
    fn drop(&mut self) {
        let mut c = self.created.counts();
        if let Some(n) = c.pending.get_mut(&self.creator) {
            *n = n.saturating_sub(1);
            if *n == 0 {
                c.pending.remove(&self.creator);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn games_being_created_hold_their_places_until_added_or_dropped() {
        let created = Created::default();
        let guest = Creator::of(None, IpAddr::from([127, 0, 0, 2]));
        created.add(&guest, "a");
        // One running, cap 3: two places, the third refused while both are held.
        let first = created.reserve(&guest, 1, 3).unwrap();
        let second = created.reserve(&guest, 1, 3).unwrap();
        assert_eq!(created.reserve(&guest, 1, 3).err(), Some(3));
        drop(second);
        let _again = created.reserve(&guest, 1, 3).unwrap();
        // Added, the game counts as running; its place is given back on drop.
        created.add(&guest, "b");
        drop(first);
        assert_eq!(created.games_of(&guest), vec!["a", "b"]);
        created.forget(&guest, &["a".to_string()]);
        assert_eq!(created.games_of(&guest), vec!["b"]);
        // Another creator is not counted with this one.
        let other = Creator::of(Some("acc"), IpAddr::from([127, 0, 0, 2]));
        assert!(created.reserve(&other, 0, 1).is_ok());
    }
}
