//! The state hash.

use crate::{CubeAttack, Status};

/// [`cubist_core::Game::state_hash`]: a hash of everything that matters for play from
/// here, each unit and each seat's counts mixed in as one word.
pub fn state_hash(g: &CubeAttack) -> u64 {
    #[inline]
    fn mix(h: u64, x: u64) -> u64 {
        (h.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95)
    }
    let mut h = 0u64;
    for seat in 0..g.options.players {
        for u in &g.units[seat] {
            let word = u.planet as u64
                | (u.lives as u64) << 8
                | (u.weapon as u64) << 10
                | (u.activated as u64) << 12
                | (u.attacked as u64) << 13;
            h = mix(h, word);
        }
        h = mix(
            h,
            g.supply[seat] as u64 | (g.removed[seat] as u64) << 8 | (g.scores[seat] as u64) << 16,
        );
    }
    let status = match g.status {
        Status::Playing => 0,
        Status::Won(s) => 1 + s as u64,
        Status::LastTeam(s) => 7 + s as u64,
        Status::Cap => 15,
    };
    mix(
        h,
        g.mover as u64 | (g.actions_left as u64) << 4 | status << 8 | (g.round as u64) << 16,
    )
}
