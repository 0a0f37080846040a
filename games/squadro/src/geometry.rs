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
pub const fn speed(side: usize, lane: usize, p: u8) -> u8 {
    let out = OUTBOUND_SPEED[side][lane];
    if p < TURNED {
        out
    } else {
        4 - out
    }
}

/// Cell along the lane, `0..=6`, for a progress value.
#[inline]
pub const fn cell(p: u8) -> u8 {
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
pub const fn crossing(side: usize, lane: usize, c: u8) -> (usize, u8) {
    if side == 0 {
        (c as usize - 1, 5 - lane as u8)
    } else {
        (5 - c as usize, lane as u8 + 1)
    }
}

/// Progress values `0..=12`, one per entry of the tables below.
const PROGRESS: usize = FINISHED as usize + 1;

/// Where a piece of `side` in `lane` at progress `p` lands when nothing is in its way:
/// `speed` steps on, but no further than the trough it is heading for.
#[inline]
pub fn reach(side: usize, lane: usize, p: u8) -> u8 {
    REACH[side][lane][p as usize]
}

/// [`reach`] for every piece and progress, worked out once: every move needs it.
static REACH: [[[u8; PROGRESS]; LANES]; 2] = reaches();

const fn reaches() -> [[[u8; PROGRESS]; LANES]; 2] {
    let mut table = [[[0; PROGRESS]; LANES]; 2];
    let mut side = 0;
    while side < 2 {
        let mut lane = 0;
        while lane < LANES {
            let mut p = 0;
            while p < FINISHED {
                let stop = if p < TURNED { TURNED } else { FINISHED };
                let to = p + speed(side, lane, p);
                table[side][lane][p as usize] = if to < stop { to } else { stop };
                p += 1;
            }
            table[side][lane][FINISHED as usize] = FINISHED;
            lane += 1;
        }
        side += 1;
    }
    table
}

/// The cell in [`CROSSINGS`] for the troughs, where no opponent can be: no piece is
/// ever on it.
const NOWHERE: u8 = u8::MAX;

/// For a piece of `side` in `lane` at progress `p`: the opponent lane through its
/// square and the square's cell along that lane, as [`crossing`] gives; in the troughs
/// lane 0 and a cell no piece is ever on. So "is an opponent there?" is one comparison
/// with no special case for the troughs.
#[inline]
pub fn crossing_at(side: usize, lane: usize, p: u8) -> (usize, u8) {
    let (other_lane, other_cell) = CROSSINGS[side][lane][p as usize];
    (other_lane as usize, other_cell)
}

/// [`crossing_at`] for every piece and progress, worked out once: every step of every
/// move needs it.
static CROSSINGS: [[[(u8, u8); PROGRESS]; LANES]; 2] = crossings();

const fn crossings() -> [[[(u8, u8); PROGRESS]; LANES]; 2] {
    let mut table = [[[(0, NOWHERE); PROGRESS]; LANES]; 2];
    let mut side = 0;
    while side < 2 {
        let mut lane = 0;
        while lane < LANES {
            let mut p = 0;
            while p <= FINISHED {
                let c = cell(p);
                if c >= 1 && c <= 5 {
                    let (other_lane, other_cell) = crossing(side, lane, c);
                    table[side][lane][p as usize] = (other_lane as u8, other_cell);
                }
                p += 1;
            }
            lane += 1;
        }
        side += 1;
    }
    table
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
    fn the_tables_agree_with_the_rules() {
        for side in 0..2 {
            for lane in 0..LANES {
                for p in 0..=FINISHED {
                    let c = cell(p);
                    if (1..=5).contains(&c) {
                        assert_eq!(crossing_at(side, lane, p), crossing(side, lane, c));
                    } else {
                        assert_eq!(crossing_at(side, lane, p).1, NOWHERE);
                    }
                    let stop = if p < TURNED { TURNED } else { FINISHED };
                    let to = (p + speed(side, lane, p)).min(stop);
                    assert_eq!(reach(side, lane, p), if p == FINISHED { p } else { to });
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
