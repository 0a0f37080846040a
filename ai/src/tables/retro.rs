//! Spreading values back through the links, nearest the end first.
//!
//! Positions are settled in order of distance: every position settled at distance
//! `d` tells the positions that move to it. A position one of whose moves reaches a
//! loss for the other side (at `d`) is a win at `d + 1`, and nothing later can
//! shorten it; a position whose last move within the family turns out to reach a win
//! for the other side is a loss at `d + 1`, or later if a move out of the family
//! holds out longer (its loss floor). Wins known from moves out of the family start
//! in their bucket and are shortened if the family offers a quicker one. What is
//! never settled is a draw: neither side can force an end.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering::Relaxed};

use super::graph::{NEVER_LOSS, SAME};
use super::packed::{code, pack, plies, DRAW, LOSS, MAX_PLIES, WIN};

/// The links into position `j`: `slots` holds, after linking, the end of each list
/// (the start of the next).
fn links<'a>(j: usize, slots: &[AtomicU64], preds: &'a [AtomicU32]) -> &'a [AtomicU32] {
    let start = if j == 0 {
        0
    } else {
        slots[j - 1].load(Relaxed) as usize
    };
    &preds[start..slots[j].load(Relaxed) as usize]
}

/// Put position `i` in the bucket of distance `level`.
fn put(buckets: &mut Vec<Vec<u32>>, level: u16, i: u32) {
    let level = level as usize;
    if buckets.len() <= level {
        buckets.resize_with(level + 1, Vec::new);
    }
    buckets[level].push(i);
}

/// Settle every position that can be settled. `vals` and `count` come from the
/// Expand pass; `on_level(distance, settled)` is told after each distance. Errors
/// only when a distance outgrows the packed form.
pub(crate) fn propagate(
    vals: &mut [u16],
    count: &mut [u16],
    slots: &[AtomicU64],
    preds: &[AtomicU32],
    mut on_level: impl FnMut(u16, u64),
) -> Result<(), String> {
    let mut buckets: Vec<Vec<u32>> = Vec::new();
    for (i, &v) in vals.iter().enumerate() {
        if code(v) == WIN || code(v) == LOSS {
            put(&mut buckets, plies(v), i as u32);
        }
    }
    let mut settled = 0u64;
    let mut level = 0usize;
    while level < buckets.len() {
        let here = std::mem::take(&mut buckets[level]);
        let d = level as u16;
        let next = d + 1;
        if next >= MAX_PLIES && here.iter().any(|&p| plies(vals[p as usize]) == d) {
            return Err(format!("a forced line is longer than {MAX_PLIES} plies"));
        }
        for &p in &here {
            let v = vals[p as usize];
            if plies(v) != d || !(code(v) == WIN || code(v) == LOSS) {
                continue; // shortened since it was put here
            }
            settled += 1;
            let won = code(v) == WIN;
            for link in links(p as usize, slots, preds) {
                let link = link.load(Relaxed);
                let q = (link & !SAME) as usize;
                let good = won == (link & SAME != 0);
                let qv = vals[q];
                if good {
                    let better = code(qv) == DRAW || (code(qv) == WIN && plies(qv) > next);
                    if better {
                        vals[q] = pack(WIN, next);
                        put(&mut buckets, next, q as u32);
                    }
                    continue;
                }
                count[q] -= 1;
                if count[q] == 0 && code(qv) == DRAW && plies(qv) != NEVER_LOSS {
                    let at = next.max(plies(qv));
                    vals[q] = pack(LOSS, at);
                    put(&mut buckets, at, q as u32);
                }
            }
        }
        on_level(d, settled);
        level += 1;
    }
    for v in vals.iter_mut() {
        if code(*v) == DRAW {
            *v = pack(DRAW, 0);
        }
    }
    Ok(())
}
