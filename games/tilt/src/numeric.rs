//! Tilt as numbers: every place, slide, bonus move and `end` of an N×N board, and the
//! board as planes.

use cubist_core::{Game, NumericGame, Seat, ToMove};

use crate::board::CUBES;
use crate::{Action, Square, Tilt, TiltOptions};

/// Slide directions in id order: north (up a rank), east, south, west.
const DIRS: [(i8, i8); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
/// Planes of the observation.
const PLANES: usize = 12;

fn index(sq: Square, n: usize) -> usize {
    sq.rank() as usize * n + sq.file() as usize
}

fn square(i: usize, n: usize) -> Square {
    Square::new((i % n) as u8, (i / n) as u8)
}

impl NumericGame for Tilt {
    /// With `q = rank * N + file`: place `q`, activate `N² + q`, pick up `2N² + q`, `end`
    /// `3N²`, and the slide from `q` in direction `d` (N, E, S, W) by `k` squares
    /// `3N² + 1 + (4q + d)(N − 1) + k − 1`.
    fn num_distinct_actions(options: &TiltOptions) -> usize {
        let n = options.size as usize;
        3 * n * n + 1 + 4 * n * n * (n - 1)
    }

    fn action_id(&self, _seat: Seat, action: Action) -> usize {
        let n = self.options.size as usize;
        let nn = n * n;
        match action {
            Action::Place(s) => index(s, n),
            Action::Activate(s) => nn + index(s, n),
            Action::PickUp(s) => 2 * nn + index(s, n),
            Action::End => 3 * nn,
            Action::Slide(from, to) => {
                let df = to.file() as i32 - from.file() as i32;
                let dr = to.rank() as i32 - from.rank() as i32;
                let d = DIRS
                    .iter()
                    .position(|&(f, r)| {
                        (f as i32).signum() == df.signum() && (r as i32).signum() == dr.signum()
                    })
                    .unwrap_or(0);
                let k = (df.abs() + dr.abs()).max(1) as usize;
                3 * nn + 1 + (4 * index(from, n) + d) * (n - 1) + k - 1
            }
        }
    }

    fn action_from_id(&self, _seat: Seat, id: usize) -> Option<Action> {
        let n = self.options.size as usize;
        let nn = n * n;
        Some(match id {
            i if i < nn => Action::Place(square(i, n)),
            i if i < 2 * nn => Action::Activate(square(i - nn, n)),
            i if i < 3 * nn => Action::PickUp(square(i - 2 * nn, n)),
            i if i == 3 * nn => Action::End,
            i if i < Self::num_distinct_actions(&self.options) => {
                let j = i - 3 * nn - 1;
                let (qd, k) = (j / (n - 1), j % (n - 1) + 1);
                let (q, d) = (qd / 4, qd % 4);
                let from = square(q, n);
                let (f, r) = DIRS[d];
                let file = from.file() as i32 + f as i32 * k as i32;
                let rank = from.rank() as i32 + r as i32 * k as i32;
                if !(0..n as i32).contains(&file) || !(0..n as i32).contains(&rank) {
                    return None;
                }
                Action::Slide(from, Square::new(file as u8, rank as u8))
            }
            _ => return None,
        })
    }

    /// Every feature is a flag, a one-hot or a count divided by its most.
    fn observation_high(_options: &TiltOptions) -> f32 {
        1.0
    }

    fn observation_shape(options: &TiltOptions) -> Vec<usize> {
        let n = options.size as usize;
        vec![PLANES, n, n]
    }

    /// The view is the state itself (perfect information): no copy needed.
    fn observe(&self, seat: Seat, out: &mut [f32]) {
        Self::observation_tensor(self, seat, out);
    }

    /// Planes of N×N (square `rank * N + file`): Light's cubes, Dark's cubes, active
    /// cubes, the cube whose slide earned a pending bonus; then planes filled with one
    /// value: Light to act, Dark to act, observer is Light, observer is Dark, Light's
    /// pool / 8, Dark's pool / 8, a bonus move pending, actions played / cap.
    fn observation_tensor(view: &Tilt, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        let pos = &view.pos;
        let n = pos.size as usize;
        let nn = n * n;
        for q in 0..nn {
            let bit = 1u128 << q;
            for side in 0..2 {
                if pos.cubes[side] & bit != 0 {
                    out[side * nn + q] = 1.0;
                }
            }
            if pos.active & bit != 0 {
                out[2 * nn + q] = 1.0;
            }
        }
        if let Some(b) = pos.bonus {
            out[3 * nn + index(b, n)] = 1.0;
        }
        let mut fill = |plane: usize, value: f32| {
            out[plane * nn..(plane + 1) * nn].fill(value);
        };
        if let ToMove::One(m) = view.to_move() {
            fill(4 + m, 1.0);
        }
        fill(6 + seat.min(1), 1.0);
        fill(8, pos.pool(0) as f32 / CUBES as f32);
        fill(9, pos.pool(1) as f32 / CUBES as f32);
        if pos.bonus.is_some() {
            fill(10, 1.0);
        }
        fill(11, view.plies() as f32 / view.options.cap.max(1) as f32);
    }
}
