use cubist_core::{Game, Seat};

/// A computer player for games of type `G`.
pub trait Agent<G: Game>: Send {
    /// Pick an action for `seat`, which must be able to act in `view`. `view` is that
    /// seat's own view: the agent never sees more than a human in the seat would.
    fn choose(&mut self, view: &G::View, seat: Seat) -> G::Action;

    /// Short description, e.g. `mcts(iterations=2000)`.
    fn name(&self) -> String;
}
