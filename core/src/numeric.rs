//! The game as numbers, for learning code: a fixed numbering of the actions and a
//! fixed-shape observation tensor per seat.
//!
//! Libraries such as OpenSpiel, PettingZoo and Gymnasium want a discrete action space
//! of known size (actions as integers `0..n`, legality as a mask) and observations as
//! arrays of a known shape. [`NumericGame`] gives both, next to the game's rules, for
//! any game that implements it; the rules themselves stay in [`Game`].

use crate::{Game, Observer, Seat};

/// A fixed action numbering and an observation tensor.
///
/// Contract every implementation keeps (checked by [`crate::testing::check_numeric`]):
/// * under given options, every legal action of every seat in every state has an id
///   below [`NumericGame::num_distinct_actions`], and two legal actions of one seat
///   never share an id;
/// * the numbering depends only on the options and the seat, never on the position:
///   `action_from_id(seat, action_id(seat, a)) == Some(a)` for every legal `a`, and
///   an id keeps naming the same action all game long (it may be illegal now);
/// * [`NumericGame::observation_tensor`] writes exactly the product of
///   [`NumericGame::observation_shape`] numbers, all finite, and reads nothing but the
///   view it is given, so a seat's tensor holds only what that seat may know.
pub trait NumericGame: Game {
    /// How many action ids there are under `options` (the size of the action space).
    fn num_distinct_actions(options: &Self::Options) -> usize;

    /// The id of `action`, a legal action of `seat`, in `0..num_distinct_actions`.
    fn action_id(&self, seat: Seat, action: Self::Action) -> usize;

    /// The action of `seat` with this id, or `None` if the id names no action of that
    /// seat under this game's options. The action need not be legal now.
    fn action_from_id(&self, seat: Seat, id: usize) -> Option<Self::Action>;

    /// The shape of the observation tensor under `options` (row-major).
    fn observation_shape(options: &Self::Options) -> Vec<usize>;

    /// The largest value an observation tensor can hold under `options`, for the
    /// bounds of an observation space (values are never below 0). The default says
    /// no bound is known; [`crate::testing::check_numeric`] checks a stated one.
    fn observation_high(_options: &Self::Options) -> f32 {
        f32::INFINITY
    }

    /// Write the observation of `seat` into `out` (length: the product of the shape).
    /// `view` is `seat`'s own view, `game.view(Observer::Seat(seat))`: the tensor is
    /// built from it alone. Each game documents its layout in `docs/python.md`.
    fn observation_tensor(view: &Self::View, seat: Seat, out: &mut [f32]);

    /// Write the observation of `seat` of this state into `out`: exactly what
    /// [`NumericGame::observation_tensor`] writes from `seat`'s view. A game whose view
    /// is the state itself overrides it to skip making that copy, which batched
    /// stepping would otherwise pay on every action.
    fn observe(&self, seat: Seat, out: &mut [f32]) {
        Self::observation_tensor(&self.view(Observer::Seat(seat)), seat, out);
    }
}

/// The number of values in a tensor of `shape`.
pub fn shape_len(shape: &[usize]) -> usize {
    shape.iter().product()
}

/// `seat`'s observation tensor of `game`, as a new vector.
pub fn observation<G: NumericGame>(game: &G, seat: Seat) -> Vec<f32> {
    let mut out = vec![0.0; shape_len(&G::observation_shape(game.options()))];
    game.observe(seat, &mut out);
    out
}

/// The legal actions of `seat` as a mask over the action ids.
pub fn legal_mask<G: NumericGame>(game: &G, seat: Seat) -> Vec<bool> {
    let mut mask = vec![false; G::num_distinct_actions(game.options())];
    let mut legal = Vec::new();
    game.legal_actions(seat, &mut legal);
    for a in legal {
        mask[game.action_id(seat, a)] = true;
    }
    mask
}

/// Something to do with a [`NumericGame`] type chosen at run time by name (the
/// catalog's `visit_numeric`).
pub trait NumericVisitor {
    type Output;
    fn visit<G: NumericGame>(self) -> Self::Output;
}
