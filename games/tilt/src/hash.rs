//! The state hash and the Zobrist keys it is made of: a 64-bit hash of a position, for
//! the repetition rule and for transposition tables. Fixed at compile time, so hashes
//! are the same on every run.

use crate::Tilt;

/// [`cubist_core::Game::state_hash`]: the position key (board, mover, bonus state),
/// which [`crate::Position`] keeps up to date move by move; the history that leads
/// to a draw by repetition or by the cap is not part of it.
pub fn state_hash(g: &Tilt) -> u64 {
    g.pos.key()
}

/// Keys for a cube, by `seat * 2 + active` and cell index.
pub static CUBE: [[u64; 128]; 4] = {
    let mut t = [[0u64; 128]; 4];
    let mut state = 0x7117_C0BE_5EED_0003u64;
    let mut kind = 0;
    while kind < 4 {
        let mut i = 0;
        while i < 128 {
            let (next, key) = splitmix64(state);
            state = next;
            t[kind][i] = key;
            i += 1;
        }
        kind += 1;
    }
    t
};

/// Key for "a bonus move is pending, and the cube on this square may not be picked
/// up", by the square's packed value.
pub static BONUS: [u64; 256] = {
    let mut t = [0u64; 256];
    let mut state = 0xB0B0_5EED_0000_0003u64;
    let mut i = 0;
    while i < 256 {
        let (next, key) = splitmix64(state);
        state = next;
        t[i] = key;
        i += 1;
    }
    t
};

/// Key for "Dark to move".
pub const DARK_TO_MOVE: u64 = splitmix64(0xDA4C_0000_0000_0003).1;

/// One step of SplitMix64: the next state and an output.
const fn splitmix64(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}
