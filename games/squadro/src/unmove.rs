//! Un-moves: the positions of the same family from which one move gives a position.
//!
//! A retrograde solver that asks for these needs no stored links between positions.
//! The side that just moved is the one not to move. One of its pieces came to where it
//! stands from an earlier progress on the same leg (a move never passes a trough), and
//! it may have jumped a row of opponents on the way: the squares just behind where it
//! landed, each opponent now back at the start of its current leg. So the candidates
//! are, for each piece of the side that moved, each earlier progress on its leg and
//! each length of that row, and each candidate is kept only if the real move from it
//! gives the position: the result is exact by construction.
//!
//! A move that finishes a piece changes the family, so a finished piece never moved
//! here; a piece at home (progress 0) never moved at all.

use cubist_core::Seat;

use crate::geometry::{cell, crossing_at, reach};
use crate::{progress_after, FINISHED, LANES, TURNED};

/// Progress of every piece, `progress[side][lane]`, as in [`crate::Squadro::progress`].
pub type Progress = [[u8; LANES]; 2];

/// Calls `each` once with every position `q` (its side to move being `1 - mover`) of
/// the same family such that a legal move from `q` gives `progress` with `mover` to
/// move. Nothing for bad input (a mover other than 0 or 1, progress past 12) or a
/// position no move reaches.
pub fn unmoves(progress: &Progress, mover: Seat, mut each: impl FnMut(Progress)) {
    if mover > 1 || progress.iter().flatten().any(|&p| p > FINISHED) {
        return;
    }
    let side = 1 - mover;
    for lane in 0..LANES {
        let to = progress[side][lane];
        if to == 0 || to == FINISHED {
            continue;
        }
        let leg_start = if to > TURNED { TURNED } else { 0 };
        for from in leg_start..to {
            let mut q = *progress;
            q[side][lane] = from;
            let reach = reach(side, lane, from);
            // Rows of jumped opponents, shortest first: `first..to` were jumped.
            for first in (from + 1..=to).rev() {
                if first < to && !put_back(&mut q, side, lane, first) {
                    break;
                }
                // A piece stops where its speed takes it unless it meets an opponent
                // by then: a cheap test before the move itself.
                let may = if first == to {
                    reach == to
                } else {
                    first <= reach
                };
                if may && progress_after(q, side, lane).as_ref() == Some(progress) {
                    each(q);
                }
            }
        }
    }
}

/// Puts back the opponent that the piece of `side` in `lane` would have jumped at its
/// progress `p`: it stands at the start of its leg now, and stood on that square
/// before. `false` if no opponent can have been jumped there.
fn put_back(q: &mut Progress, side: Seat, lane: usize, p: u8) -> bool {
    let c = cell(p);
    if !(1..=5).contains(&c) {
        return false;
    }
    let (other_lane, other_cell) = crossing_at(side, lane, p);
    let other = &mut q[1 - side][other_lane];
    *other = match *other {
        0 => other_cell,
        TURNED => FINISHED - other_cell,
        _ => return false,
    };
    true
}
