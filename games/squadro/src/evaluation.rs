//! A race evaluation: how many moves each side still needs, in the best case.

use crate::{speed, Squadro, FINISHED, LANES, TO_WIN, TURNED};
use cubist_core::Seat;

/// Moves the piece of `side` in `lane` needs to finish from progress `p`, ignoring
/// jumps (which only ever help the jumper and hurt the jumped).
fn moves_left(side: Seat, lane: usize, p: u8) -> u32 {
    let out = speed(side, lane, 0) as u32;
    let back = 4 - out;
    let p = p as u32;
    let t = TURNED as u32;
    if p < t {
        (t - p).div_ceil(out) + t.div_ceil(back)
    } else {
        (FINISHED as u32 - p).div_ceil(back)
    }
}

/// Sum of the `TO_WIN` smallest move counts of a side: its uncontested race length.
pub fn race_length(g: &Squadro, side: Seat) -> u32 {
    let mut m: [u32; LANES] =
        std::array::from_fn(|lane| moves_left(side, lane, g.progress[side][lane]));
    m.sort_unstable();
    m[..TO_WIN as usize].iter().sum()
}

/// In `[-1, 1]` for `seat`: the race difference, with half a move's credit for the
/// side to move, squashed.
pub fn evaluate(g: &Squadro, seat: Seat) -> f64 {
    let mine = race_length(g, seat) as f64;
    let theirs = race_length(g, 1 - seat) as f64;
    let tempo = if g.mover == seat { 0.5 } else { -0.5 };
    ((theirs - mine + tempo) / 6.0).tanh()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_race_is_symmetric_and_finished_pieces_need_nothing() {
        let g = Squadro::from_progress([[0; 5]; 2], 0).unwrap();
        assert_eq!(race_length(&g, 0), race_length(&g, 1));
        assert_eq!(moves_left(0, 0, FINISHED), 0);
        // Speed 1 out, 3 back: 6 moves out, 2 back.
        assert_eq!(moves_left(0, 0, 0), 8);
        // Speed 3 out, 1 back: 2 out, 6 back.
        assert_eq!(moves_left(0, 1, 0), 8);
    }
}
