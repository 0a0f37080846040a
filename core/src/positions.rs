//! Numbered families of positions, for solvers that walk every position of a family
//! (retrograde analysis and the endgame tables built from it).
//!
//! A game offers families through [`Game::position_families`](crate::Game::position_families);
//! the solver knows no game and reaches positions only through [`PositionIndex`].
//!
//! A position here is the board and who is to move, nothing of how it was reached:
//! a family's positions have no history, and a solver values them as the game played
//! on from there, where play that never ends is a draw.

/// A family of positions of game `G`, numbered `0..size()`: each number names at most
/// one position and each position of the family has exactly one number.
pub trait PositionIndex<G>: Send + Sync {
    /// A short name, unique among the game's families under the same options and safe
    /// in a file name (for example `squadro-l01-d23`). Table files are named after it.
    fn name(&self) -> String;

    /// Numbers run from 0 to `size() - 1`.
    fn size(&self) -> u64;

    /// The position numbered `index`, with no history, or `None` where the number
    /// names no legal position (a hole in the numbering).
    fn position(&self, index: u64) -> Option<G>;

    /// The number of `game`'s position in this family, or `None` if the position is
    /// not in it. Only the position counts: history (repetitions, plies played) is
    /// ignored.
    fn index_of(&self, game: &G) -> Option<u64>;

    /// The positions of this family from which one action leads to position `index`,
    /// into `out` (cleared first): one entry per such action, so a position with two
    /// actions leading here is there twice. Offered so that a solver can find them
    /// when it needs them instead of storing every link between the family's positions.
    ///
    /// Returns `false` (and leaves `out` empty) when the index does not offer them,
    /// which is the default; an index that offers them returns `true` for every
    /// number, with nothing for a hole or a number past the end.
    fn predecessors(&self, index: u64, out: &mut Vec<Predecessor>) -> bool {
        let _ = index;
        out.clear();
        false
    }
}

/// A position that moves to another of the same family (see
/// [`PositionIndex::predecessors`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Predecessor {
    /// Its number in the family.
    pub index: u64,
    /// Whether the side to move there is also the side to move in the position it
    /// moves to (a turn of several actions).
    pub same_mover: bool,
}
