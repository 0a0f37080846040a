//! The two ways [`propagate`](super::retro::propagate) finds the positions that move to
//! a settled one: the links the Link pass stored (4 bytes a move, and a cursor per
//! position), or the family's index asked for them each time
//! ([`PositionIndex::predecessors`]), which stores nothing and works every time.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};

use cubist_core::{PositionIndex, Predecessor};

use super::graph::SAME;
use super::retro::Sources;

/// The links of the Link pass: `slots` holds the end of each position's list (the
/// start of the next), `preds` the lists one after another.
pub(crate) struct Stored<'a> {
    pub slots: &'a [AtomicU64],
    pub preds: &'a [AtomicU32],
}

impl Sources for Stored<'_> {
    type Scratch = ();
    const PARALLEL: bool = false;

    fn sources(&self, p: u32, _: &mut (), out: &mut Vec<u32>) -> Result<(), String> {
        let j = p as usize;
        let start = match j {
            0 => 0,
            _ => self.slots[j - 1].load(Relaxed) as usize,
        };
        let end = self.slots[j].load(Relaxed) as usize;
        out.extend(self.preds[start..end].iter().map(|l| l.load(Relaxed)));
        Ok(())
    }
}

/// The family's index, asked for each settled position.
pub(crate) struct Asked<'a, G> {
    pub index: &'a dyn PositionIndex<G>,
}

impl<G> Sources for Asked<'_, G> {
    type Scratch = Vec<Predecessor>;
    const PARALLEL: bool = true;

    fn sources(
        &self,
        p: u32,
        scratch: &mut Vec<Predecessor>,
        out: &mut Vec<u32>,
    ) -> Result<(), String> {
        if !self.index.predecessors(u64::from(p), scratch) {
            return Err(format!("the index stopped offering predecessors at {p}"));
        }
        for q in scratch.iter() {
            let i = u32::try_from(q.index)
                .ok()
                .filter(|&i| i & SAME == 0)
                .ok_or_else(|| format!("a predecessor of {p} numbered {}", q.index))?;
            out.push(i | if q.same_mover { SAME } else { 0 });
        }
        Ok(())
    }
}
