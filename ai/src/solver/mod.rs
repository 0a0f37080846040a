//! Exact solving of small two-player perfect-information games (the `perfect` agent).
//!
//! # What is computed
//!
//! The game-theoretic value (win, draw or loss under best play by both sides) of a
//! position, by exhaustive depth-first search over the states the game's own
//! `play` produces, memoised by [`Game::state_hash`](cubist_core::Game::state_hash).
//!
//! Two things make this delicate, and both are handled explicitly:
//!
//! * **History.** A memo keyed by the state forgets how the state was reached, but a
//!   game's rules may look back (a no-undo rule, repetition). Whatever matters for the
//!   legal actions from here must be in `state_hash` (a game with a no-undo rule puts
//!   the move it forbids there). Repetition is the other kind: see the next point.
//! * **Cycles.** When the search meets a state already on its current line, the line
//!   could go round forever; the games this solver is for end such play by a
//!   repetition rule with a result that depends only on the cycle (for instance, "as
//!   it stands" in a game where a cycle can hold no capture, so the score is the same
//!   all round it).
//!   The solver gets that result by replaying the cycle with the game's own rules until
//!   the game ends it, and values the revisit with it: the game where the first
//!   repetition ends play. With a cycle result that is the same along the cycle this
//!   has the same value as the game with a third-time rule (a player who can force a
//!   result never needs a repetition to get it, and a repetition the opponent forces
//!   could be repeated forever). A value that depended on a state higher up the current
//!   line is not memoised (it is only right for that line); every memoised value is
//!   independent of how the state was reached, so the memo also serves later positions
//!   of the same game.
//!
//! Limits of the guarantee, stated plainly:
//! * The memo trusts `state_hash`: two different states with the same 64-bit hash
//!   would share a value (with n states the chance is about n²/2⁶⁵: 3·10⁻⁶ for 10⁷).
//! * A rule that ends the game by the length of the game (an action cap) is not part of
//!   the state; the value is that of the game without the cap, which is the game's
//!   value whenever the cap is further away than [`Solution::max_depth`].
//! * A repetition rule that compares less than the state (one that counts a position
//!   again even if a different move is forbidden by a no-undo rule) can end a line
//!   before the solver sees a state twice; such a line is valued as the game ends it.
//!   `ai/tests/solver.rs` checks the solver against a plain minimax of the real rules
//!   of such a game.
//! * Games with chance in `play` are solved as if the RNG inside the state were known.
//!
//! The `perfect` agent plays a move of the best value; among those it prefers one that
//! ends the game at once, then one leading to a state not seen before in this game (so
//! a won position is not wasted by going round in circles), then the best
//! [`Game::evaluate`](cubist_core::Game::evaluate). It does not compute distances to
//! the end.
//!
//! The search is in `search.rs` and knows nothing of players; the `perfect` agent is
//! in `perfect.rs`, above both the search and the builder of the `max` player it falls
//! back on in games too large to solve.

mod perfect;
mod search;

pub use crate::solver_memo::Memo;
pub use perfect::PerfectAgent;
pub use search::{
    solve, solve_start, unsuitable, ProgressHook, Solution, Solver, Value, DEFAULT_STATE_LIMIT,
    NODES_PER_STATE,
};
