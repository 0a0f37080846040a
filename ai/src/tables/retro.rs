//! Spreading values back to the positions that move to settled ones, nearest the end
//! first.
//!
//! Positions are settled in order of distance: every position settled at distance
//! `d` tells the positions that move to it. A position one of whose moves reaches a
//! loss for the other side (at `d`) is a win at `d + 1`, and nothing later can
//! shorten it; a position whose last move within the family turns out to reach a win
//! for the other side is a loss at `d + 1`, or later if a move out of the family
//! holds out longer (its loss floor). Wins known from moves out of the family start
//! in their bucket and are shortened if the family offers a quicker one. What is
//! never settled is a draw: neither side can force an end.
//!
//! The positions that move to a settled one come from [`Sources`]: the links stored
//! by the Link pass, or the family's index asked each time (see `sources.rs`).

use rayon::prelude::*;

use super::graph::{CHUNK, NEVER_LOSS, SAME};
use super::packed::{code, pack, plies, DRAW, LOSS, MAX_PLIES, WIN};

/// Settled positions whose sources are gathered together, in parallel when the
/// sources are worth it: a bound on the memory the gathered links take.
const BATCH: usize = 1 << 16;

/// Where the positions that move to a position come from.
pub(crate) trait Sources: Sync {
    /// Working memory of one thread.
    type Scratch: Default;
    /// Whether finding them is worth spreading over threads.
    const PARALLEL: bool;
    /// Appends to `out` a link (the position's number, with [`SAME`] when the same
    /// side moves there and here) for each move to position `p` within the family.
    fn sources(
        &self,
        p: u32,
        scratch: &mut Self::Scratch,
        out: &mut Vec<u32>,
    ) -> Result<(), String>;
}

/// Put position `i` in the bucket of distance `level`.
fn put(buckets: &mut Vec<Vec<u32>>, level: u16, i: u32) {
    let level = level as usize;
    if buckets.len() <= level {
        buckets.resize_with(level + 1, Vec::new);
    }
    buckets[level].push(i);
}

/// The links into a run of settled positions, one list after another, and where
/// each list ends.
type Gathered = (Vec<u32>, Vec<usize>);

/// The links into each of `settled`, run by run.
fn gather<S: Sources>(
    sources: &S,
    settled: &[u32],
    pool: &rayon::ThreadPool,
) -> Result<Vec<Gathered>, String> {
    let one = |chunk: &[u32]| {
        let (mut links, mut ends) = (Vec::new(), Vec::with_capacity(chunk.len()));
        let mut scratch = S::Scratch::default();
        for &p in chunk {
            sources.sources(p, &mut scratch, &mut links)?;
            ends.push(links.len());
        }
        Ok((links, ends))
    };
    if S::PARALLEL {
        pool.install(|| settled.par_chunks(CHUNK).map(one).collect())
    } else {
        one(settled).map(|g| vec![g])
    }
}

/// The values and counts being settled, and the buckets of distances to come.
struct State<'a> {
    vals: &'a mut [u16],
    count: &'a mut [u16],
    buckets: Vec<Vec<u32>>,
}

impl State<'_> {
    /// Tell position `q` that it moves (by `link`) to a position now settled as `won`
    /// or lost for its side to move, at distance `next - 1`.
    fn tell(&mut self, link: u32, won: bool, next: u16) -> Result<(), String> {
        let q = (link & !SAME) as usize;
        let qv = *self
            .vals
            .get(q)
            .ok_or_else(|| format!("a move from position {q}, past the end"))?;
        let good = won == (link & SAME != 0);
        if good {
            if code(qv) == DRAW || (code(qv) == WIN && plies(qv) > next) {
                self.vals[q] = pack(WIN, next);
                put(&mut self.buckets, next, q as u32);
            }
            return Ok(());
        }
        if code(qv) == WIN {
            return Ok(()); // a win stays one: its moves left no longer matter
        }
        let n = &mut self.count[q];
        *n = n
            .checked_sub(1)
            .ok_or_else(|| format!("more moves from position {q} than it has"))?;
        if *n == 0 && code(qv) == DRAW && plies(qv) != NEVER_LOSS {
            let at = next.max(plies(qv));
            self.vals[q] = pack(LOSS, at);
            put(&mut self.buckets, at, q as u32);
        }
        Ok(())
    }
}

/// Settle every position that can be settled. `vals` and `count` come from the
/// Expand pass; `on_level(distance, settled)` is told after each distance. Errors
/// when a distance outgrows the packed form or the sources contradict the counts.
pub(crate) fn propagate<S: Sources>(
    vals: &mut [u16],
    count: &mut [u16],
    sources: &S,
    pool: &rayon::ThreadPool,
    mut on_level: impl FnMut(u16, u64),
) -> Result<(), String> {
    let mut state = State {
        vals,
        count,
        buckets: Vec::new(),
    };
    for (i, &v) in state.vals.iter().enumerate() {
        if code(v) == WIN || code(v) == LOSS {
            put(&mut state.buckets, plies(v), i as u32);
        }
    }
    let mut settled = 0u64;
    let mut level = 0usize;
    while level < state.buckets.len() {
        let d = level as u16;
        let here = std::mem::take(&mut state.buckets[level]);
        // Nothing settled at `d` changes while `d` is worked through (every change
        // is to a later distance), so the live ones can be picked out first.
        let vals = &state.vals;
        let live: Vec<u32> = here
            .into_iter()
            .filter(|&p| {
                let v = vals[p as usize];
                plies(v) == d && (code(v) == WIN || code(v) == LOSS)
            })
            .collect();
        let next = d + 1;
        if next >= MAX_PLIES && !live.is_empty() {
            return Err(format!("a forced line is longer than {MAX_PLIES} plies"));
        }
        for batch in live.chunks(BATCH) {
            let gathered = gather(sources, batch, pool)?;
            let mut ps = batch.iter();
            for (links, ends) in &gathered {
                let mut start = 0;
                for (&end, &p) in ends.iter().zip(&mut ps) {
                    let won = code(state.vals[p as usize]) == WIN;
                    for &link in &links[start..end] {
                        state.tell(link, won, next)?;
                    }
                    start = end;
                }
            }
        }
        settled += live.len() as u64;
        on_level(d, settled);
        level += 1;
    }
    for v in state.vals.iter_mut() {
        if code(*v) == DRAW {
            *v = pack(DRAW, 0);
        }
    }
    Ok(())
}
