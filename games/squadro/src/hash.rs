//! The state hash and the position key it is made of: every piece's progress (4 bits
//! each) and the mover, packed into one word that an action updates with a few XORs.

use cubist_core::Seat;

use crate::{Squadro, LANES};

/// Where the mover is in a position key.
pub const MOVER_SHIFT: u32 = 4 * 2 * LANES as u32;

/// Where the progress of the piece of `side` in `lane` is in a position key.
#[inline]
pub fn key_shift(side: Seat, lane: usize) -> u32 {
    MOVER_SHIFT - 4 * (side * LANES + lane + 1) as u32
}

/// The position key of [`Squadro::key`].
pub fn key_of(progress: &[[u8; LANES]; 2], mover: Seat) -> u64 {
    let mut k = mover as u64;
    for side in progress {
        for &p in side {
            k = (k << 4) | p as u64;
        }
    }
    k
}

/// [`cubist_core::Game::state_hash`]: the position key spread over all 64 bits by a
/// Fibonacci multiply, as the key itself fills only the low 41.
pub fn state_hash(g: &Squadro) -> u64 {
    g.key().wrapping_mul(0x9E37_79B9_7F4A_7C15)
}
