//! Actions: small `Copy` values that searches can store by the million.

use serde::{Deserialize, Serialize};

use crate::board::{step, Dir};

/// The longest move: a card is worth at most 6 steps.
pub const MAX_STEPS: u8 = 6;

/// A walk of 1..6 orthogonal steps, packed two bits per step (first step highest),
/// so that paths of equal length compare in the order N < E < S < W, step by step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Path {
    pub len: u8,
    pub steps: u16,
}

impl Path {
    pub const EMPTY: Path = Path { len: 0, steps: 0 };

    pub fn push(self, d: Dir) -> Path {
        Path {
            len: self.len + 1,
            steps: (self.steps << 2) | d as u16,
        }
    }

    /// The `i`-th step (0-based).
    pub fn dir(self, i: u8) -> Dir {
        Dir::from_bits(self.steps >> (2 * (self.len - 1 - i)))
    }

    pub fn dirs(self) -> impl Iterator<Item = Dir> {
        (0..self.len).map(move |i| self.dir(i))
    }

    /// The cells entered, in order, starting from `from`; `None` where a step leaves the
    /// board.
    pub fn cells(self, size: u8, from: u8) -> impl Iterator<Item = Option<u8>> {
        let mut at = Some(from);
        self.dirs().map(move |d| {
            at = at.and_then(|c| step(size, c, d));
            at
        })
    }
}

/// One decision of one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Set-up: put a cube from the supply on a cell of the home edge.
    Place(u8),
    /// Discard `card` and walk the single cube on `from` along `path`.
    Move { card: u8, from: u8, path: Path },
    /// Discard two cards and take back a card of value `take` from the discard pile.
    Prepare { discard: [u8; 2], take: u8 },
    /// Discard `card` (matching the tile) to put a cube on `cell`.
    Reinforce { card: u8, cell: u8 },
    /// The single cube on `from` attacks the enemy unit on `to`.
    Attack { from: u8, to: u8 },
    /// Secretly commit one card to the pending attack.
    Commit(u8),
    /// An Outpost's owner secretly commits two cards (lower first).
    CommitTwo(u8, u8),
    /// After the reveal, the Outpost's owner says which committed card counts.
    Use(u8),
    /// Only when nothing else is legal: the turn ends with no effect.
    Pass,
}
