//! A family in either documented numbering: `Family`'s, holes included, or the dense.

use super::dense::Dense;
use super::numbering::Sets;
use crate::Progress;
use cubist_core::Seat;

pub enum Index {
    Holed(Sets),
    Dense(Dense),
}

impl Index {
    /// The file name's stem: `squadro-…`, or `squadro-dense-…` for the dense numbering.
    pub fn name(&self) -> String {
        match self {
            Index::Holed(s) => s.name(),
            Index::Dense(d) => d.sets().name().replacen("squadro-", "squadro-dense-", 1),
        }
    }

    pub fn size(&self) -> u64 {
        match self {
            Index::Holed(s) => s.size(),
            Index::Dense(d) => d.size(),
        }
    }

    /// The progress and mover at `number` (below the size); a hole of `Family`'s
    /// numbering included.
    pub fn spell(&self, number: u64) -> (Progress, Seat) {
        match self {
            Index::Holed(s) => s.spell(number),
            Index::Dense(d) => d.spell(number),
        }
    }

    /// The number of a position of this family; `None` for one the dense numbering
    /// leaves out (a hole).
    pub fn number(&self, progress: &Progress, mover: Seat) -> Option<u64> {
        match self {
            Index::Holed(s) => Some(s.number(progress, mover)),
            Index::Dense(d) => d.number(progress, mover),
        }
    }
}
