//! Squadro as numbers: one action id per lane, and the pieces' progress one-hot.

use cubist_core::{Game, NumericGame, Seat, ToMove};

use crate::geometry::{FINISHED, LANES};
use crate::{Action, Squadro, SquadroOptions};

/// Progress values a piece can have, `0..=FINISHED`.
const STEPS: usize = FINISHED as usize + 1;

impl NumericGame for Squadro {
    fn num_distinct_actions(_options: &SquadroOptions) -> usize {
        LANES
    }

    fn action_id(&self, _seat: Seat, action: Action) -> usize {
        action.0 as usize
    }

    fn action_from_id(&self, _seat: Seat, id: usize) -> Option<Action> {
        (id < LANES).then_some(Action(id as u8))
    }

    /// Every feature is a flag, a one-hot or a count divided by its most.
    fn observation_high(_options: &SquadroOptions) -> f32 {
        1.0
    }

    fn observation_shape(_options: &SquadroOptions) -> Vec<usize> {
        vec![2 * LANES * STEPS + 5]
    }

    /// The view is the state itself (perfect information): no copy needed.
    fn observe(&self, seat: Seat, out: &mut [f32]) {
        Self::observation_tensor(self, seat, out);
    }

    /// `[side][lane][progress]` one-hot (Light first), the mover (2, zero once over),
    /// the observer (2), actions played / cap.
    fn observation_tensor(view: &Squadro, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        for side in 0..2 {
            for lane in 0..LANES {
                out[(side * LANES + lane) * STEPS + view.progress[side][lane] as usize] = 1.0;
            }
        }
        let base = 2 * LANES * STEPS;
        if let ToMove::One(m) = view.to_move() {
            out[base + m] = 1.0;
        }
        out[base + 2 + seat.min(1)] = 1.0;
        out[base + 4] = view.plies() as f32 / view.options.cap.max(1) as f32;
    }
}
