//! The state hash.

use std::hash::{Hash, Hasher};

use crate::CubeConquest;

/// [`cubist_core::Game::state_hash`]: a hash of everything that matters for play (not
/// the RNG, which only decides chance to come).
pub fn state_hash(g: &CubeConquest) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    let n = g.cells() as usize;
    g.tiles[..n].hash(&mut h);
    g.face_up.hash(&mut h);
    g.units[..n].hash(&mut h);
    g.hands.hash(&mut h);
    g.known.hash(&mut h);
    g.piles.hash(&mut h);
    g.supply.hash(&mut h);
    g.lost.hash(&mut h);
    g.vp.hash(&mut h);
    g.current.hash(&mut h);
    g.phase.hash(&mut h);
    g.actions.hash(&mut h);
    h.finish()
}
