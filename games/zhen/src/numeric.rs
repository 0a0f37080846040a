//! Zhen as numbers: place or move on each tile, and the cubes of every place.

use cubist_core::{Game, NumericGame, Seat, ToMove};

use crate::{Action, Zhen, ZhenOptions};

impl NumericGame for Zhen {
    /// `p1..pN` are ids `0..N`, `m1..mN` are `N..2N`.
    fn num_distinct_actions(options: &ZhenOptions) -> usize {
        2 * options.tiles as usize
    }

    fn action_id(&self, _seat: Seat, action: Action) -> usize {
        let tiles = self.options.tiles as usize;
        match action {
            Action::Place(t) => t as usize - 1,
            Action::Move(t) => tiles + t as usize - 1,
        }
    }

    fn action_from_id(&self, _seat: Seat, id: usize) -> Option<Action> {
        let tiles = self.options.tiles as usize;
        match id {
            i if i < tiles => Some(Action::Place(i as u8 + 1)),
            i if i < 2 * tiles => Some(Action::Move((i - tiles) as u8 + 1)),
            _ => None,
        }
    }

    /// Every feature is a flag, a one-hot or a count divided by its most.
    fn observation_high(_options: &ZhenOptions) -> f32 {
        1.0
    }

    fn observation_shape(options: &ZhenOptions) -> Vec<usize> {
        vec![3 * options.tiles as usize + 11]
    }

    /// The view is the state itself (perfect information): no copy needed.
    fn observe(&self, seat: Seat, out: &mut [f32]) {
        Self::observation_tensor(self, seat, out);
    }

    /// Per place (Red's goal, tiles 1..N, Blue's goal) Red's then Blue's cubes / cubes;
    /// both reserves / cubes; the tile the no-undo rule forbids, one-hot over the tiles;
    /// the mover (2, zero once over); the observer (2); actions played / cap.
    fn observation_tensor(view: &Zhen, seat: Seat, out: &mut [f32]) {
        out.fill(0.0);
        let tiles = view.options.tiles as usize;
        let cubes = view.options.cubes.max(1) as f32;
        for place in 0..tiles + 2 {
            let [red, blue] = view.board.stack(place);
            out[2 * place] = red as f32 / cubes;
            out[2 * place + 1] = blue as f32 / cubes;
        }
        let mut i = 2 * (tiles + 2);
        out[i] = view.board.reserve(0) as f32 / cubes;
        out[i + 1] = view.board.reserve(1) as f32 / cubes;
        i += 2;
        if let Some(t) = view.undo_tile() {
            out[i + t as usize - 1] = 1.0;
        }
        i += tiles;
        if let ToMove::One(m) = view.to_move() {
            out[i + m] = 1.0;
        }
        out[i + 2 + seat.min(1)] = 1.0;
        out[i + 4] = view.plies as f32 / view.options.cap.max(1) as f32;
    }
}
