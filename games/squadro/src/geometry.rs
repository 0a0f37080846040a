//! Lanes, speeds and cells of the Squadro board.
//!
//! A piece is described by its *progress* `0..=12` along its lane (the canonical
//! encoding of the rulings): 0 home, 1..5 outbound on the crossing cells, 6 turned at
//! the far trough, 7..11 returning, 12 finished. Its *cell* along the lane is `p` for
//! `p <= 6` and `12 - p` after the turn.

/// Number of pieces (lanes) per player.
pub const LANES: usize = 5;
/// Progress of a piece standing in the far trough, turned.
pub const TURNED: u8 = 6;
/// Progress of a piece that is home again and off the board.
pub const FINISHED: u8 = 12;
/// Pieces a player must bring back to win.
pub const TO_WIN: u8 = 4;

/// Outbound speeds (the dots beside the home trough), by lane, for Light (columns
/// b..f) and Dark (ranks 2..6). The return speed is `4 - outbound`.
pub const OUTBOUND_SPEED: [[u8; LANES]; 2] = [[1, 3, 2, 3, 1], [3, 1, 2, 1, 3]];

/// Speed of a piece of `side` in `lane` at progress `p`.
#[inline]
pub fn speed(side: usize, lane: usize, p: u8) -> u8 {
    let out = OUTBOUND_SPEED[side][lane];
    if p < TURNED {
        out
    } else {
        4 - out
    }
}

/// Cell along the lane, `0..=6`, for a progress value.
#[inline]
pub fn cell(p: u8) -> u8 {
    if p <= TURNED {
        p
    } else {
        FINISHED - p
    }
}

/// Board square `(x, y)` (file a=0.., rank 1=0..) of a piece of `side` in `lane` at
/// lane cell `c`.
#[inline]
pub fn square(side: usize, lane: usize, c: u8) -> (u8, u8) {
    if side == 0 {
        (lane as u8 + 1, c)
    } else {
        (6 - c, lane as u8 + 1)
    }
}

/// For a piece of `side` in `lane` on crossing cell `c` (1..=5): the opponent lane
/// through that square, and the square's cell along that lane.
#[inline]
pub fn crossing(side: usize, lane: usize, c: u8) -> (usize, u8) {
    if side == 0 {
        (c as usize - 1, 5 - lane as u8)
    } else {
        (5 - c as usize, lane as u8 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crossings_are_the_same_square_for_both_sides() {
        for side in 0..2 {
            for lane in 0..LANES {
                for c in 1..=5u8 {
                    let (other_lane, other_cell) = crossing(side, lane, c);
                    assert_eq!(
                        square(side, lane, c),
                        square(1 - side, other_lane, other_cell),
                        "side {side} lane {lane} cell {c}"
                    );
                }
            }
        }
    }

    #[test]
    fn return_speed_is_four_minus_outbound() {
        assert_eq!(speed(0, 1, 0), 3);
        assert_eq!(speed(0, 1, TURNED), 1);
        assert_eq!(speed(1, 2, 8), 2);
    }

    #[test]
    fn cells_run_out_and_back() {
        let cells: Vec<u8> = (0..=12).map(cell).collect();
        assert_eq!(cells, vec![0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1, 0]);
    }
}
