//! Room for analyses running at once: each holds [`ANALYSIS_MB`] of the instance's
//! analysis memory while it runs, no more run at once than the instance has search
//! threads (the exact solver runs outside the thinking pool's turns, so more would
//! slow every game's replies), and an address at most [`PER_ADDRESS`] of them. A
//! request that finds no room is refused at once rather than queued: memory never
//! passes the ceiling, and a flood from a few addresses leaves room for the others.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// What one analysis may take at its peak, with a margin: the engine's search and
/// the solver, whose states and lines are both bounded (docs/analysis.md gives the
/// measured peaks).
pub const ANALYSIS_MB: u64 = 64;
/// The memory all analyses running at once may take, unless told otherwise.
pub const DEFAULT_ANALYSIS_MEMORY_MB: u64 = 1024;
/// Analyses one address may have running at once.
pub const PER_ADDRESS: usize = 2;

/// The analyses running, in all and per address.
pub struct Room {
    most: usize,
    running: Arc<Mutex<Running>>,
}

#[derive(Default)]
struct Running {
    all: usize,
    by_address: HashMap<IpAddr, usize>,
}

/// Why an analysis cannot start now.
#[derive(Debug, PartialEq, Eq)]
pub enum NoRoom {
    /// The instance's analysis memory is taken.
    Full,
    /// This address already has [`PER_ADDRESS`] running.
    Address,
}

/// An analysis's place while it runs; dropping it frees the place.
pub struct Admission {
    client: IpAddr,
    running: Arc<Mutex<Running>>,
}

impl Room {
    /// Room for `memory_mb` of analyses and at most `threads` at once (at least one).
    pub fn new(memory_mb: u64, threads: usize) -> Self {
        Room {
            most: ((memory_mb / ANALYSIS_MB) as usize).min(threads).max(1),
            running: Arc::default(),
        }
    }

    /// How many analyses may run at once.
    #[cfg(test)]
    fn most(&self) -> usize {
        self.most
    }

    /// A place for one analysis of `client`, if there is room.
    pub fn admit(&self, client: IpAddr) -> Result<Admission, NoRoom> {
        let mut r = self.running.lock().unwrap_or_else(|e| e.into_inner());
        let mine = r.by_address.get(&client).copied().unwrap_or(0);
        if mine >= PER_ADDRESS {
            return Err(NoRoom::Address);
        }
        if r.all >= self.most {
            return Err(NoRoom::Full);
        }
        r.all += 1;
        r.by_address.insert(client, mine + 1);
        Ok(Admission {
            client,
            running: self.running.clone(),
        })
    }
}

impl Drop for Admission {
    fn drop(&mut self) {
        let mut r = self.running.lock().unwrap_or_else(|e| e.into_inner());
        r.all -= 1;
        if let Some(n) = r.by_address.get_mut(&self.client) {
            *n -= 1;
            if *n == 0 {
                r.by_address.remove(&self.client);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(last: u8) -> IpAddr {
        IpAddr::from([127, 0, 0, last])
    }

    #[test]
    fn the_room_holds_its_ceiling_and_each_address_its_share() {
        let room = Room::new(4 * ANALYSIS_MB, 8);
        assert_eq!(room.most(), 4);
        let a1 = room.admit(ip(1)).unwrap();
        let _a2 = room.admit(ip(1)).unwrap();
        assert_eq!(room.admit(ip(1)).err(), Some(NoRoom::Address));
        let _b1 = room.admit(ip(2)).unwrap();
        let _b2 = room.admit(ip(2)).unwrap();
        assert_eq!(room.admit(ip(3)).err(), Some(NoRoom::Full));
        drop(a1);
        let _c = room.admit(ip(3)).unwrap();
        assert_eq!(room.admit(ip(1)).err(), Some(NoRoom::Full));
    }

    #[test]
    fn a_tiny_ceiling_still_runs_one_at_a_time() {
        assert_eq!(Room::new(1024, 2).most(), 2);
        let room = Room::new(1, 8);
        let a = room.admit(ip(1)).unwrap();
        assert_eq!(room.admit(ip(2)).err(), Some(NoRoom::Full));
        drop(a);
        assert!(room.admit(ip(2)).is_ok());
    }
}
