//! The state hash and the Zobrist keys it is made of: a position's key is the XOR of
//! one key per (place, colour, count), so an action updates it with a few XORs instead
//! of rehashing the board.

use crate::{Status, Zhen, MAX_CUBES, MAX_TILES};

/// [`cubist_core::Game::state_hash`]: the position key, the tile the no-undo rule
/// forbids, and whether the game is over (a finished game offers no actions).
pub fn state_hash(g: &Zhen) -> u64 {
    let over = if g.status == Status::Playing {
        0
    } else {
        GAME_OVER
    };
    g.key ^ UNDO[g.undo as usize] ^ over
}

/// Places that hold cubes: the two goals and the tiles.
pub const MAX_PLACES: usize = MAX_TILES as usize + 2;
const COUNTS: usize = MAX_CUBES as usize + 1;

const fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

const fn place_keys() -> [[[u64; COUNTS]; 2]; MAX_PLACES] {
    let mut keys = [[[0u64; COUNTS]; 2]; MAX_PLACES];
    let mut p = 0;
    while p < MAX_PLACES {
        let mut c = 0;
        while c < 2 {
            // Count 0 keeps key 0, so empty places cost nothing.
            let mut n = 1;
            while n < COUNTS {
                keys[p][c][n] = splitmix(((p * 2 + c) * COUNTS + n) as u64);
                n += 1;
            }
            c += 1;
        }
        p += 1;
    }
    keys
}

const fn reserve_keys() -> [[u64; COUNTS]; 2] {
    let mut keys = [[0u64; COUNTS]; 2];
    let mut c = 0;
    while c < 2 {
        let mut n = 1;
        while n < COUNTS {
            keys[c][n] = splitmix(0x5245_5345_0000 + (c * COUNTS + n) as u64);
            n += 1;
        }
        c += 1;
    }
    keys
}

const fn undo_keys() -> [u64; MAX_PLACES] {
    let mut keys = [0u64; MAX_PLACES];
    let mut t = 1;
    while t < MAX_PLACES {
        keys[t] = splitmix(0x554E_444F_0000 + t as u64);
        t += 1;
    }
    keys
}

/// `PLACE[place][colour][count]`.
pub static PLACE: [[[u64; COUNTS]; 2]; MAX_PLACES] = place_keys();
/// `RESERVE[colour][count]`.
pub static RESERVE: [[u64; COUNTS]; 2] = reserve_keys();
/// `UNDO[tile]`: the tile whose move the no-undo rule forbids (0: none).
pub static UNDO: [u64; MAX_PLACES] = undo_keys();
/// XORed in when Blue is to move.
pub const BLUE_TO_MOVE: u64 = 0xB1E0_B1E0_6A3D_92C1;
/// XORed into `state_hash` of a finished game.
pub const GAME_OVER: u64 = 0x0E7D_0E7D_55AA_1357;
