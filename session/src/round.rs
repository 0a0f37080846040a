//! The rule for one decision round, written once for every match runner.

use cubist_core::{Seat, ToMove};

/// The seats asked in a round decide from the same position — none decides later
/// than another or sees another's choice — and then commit in seat order. A seat that
/// an earlier commitment took out of the decision (it ended the game, as Cube
/// Conquest's action cap can) never makes its choice.
///
/// `decide` gives `seat`'s choice and `commit` plays it; `to_move` says who is still
/// asked. Public so that a front end holding its own game (the Python bindings'
/// secret choices) plays a round by this rule too rather than by a copy of it.
pub fn play_round<B: ?Sized, A, E>(
    board: &mut B,
    seats: &[Seat],
    to_move: impl Fn(&B) -> ToMove,
    mut decide: impl FnMut(&mut B, Seat) -> Result<A, E>,
    mut commit: impl FnMut(&mut B, Seat, A) -> Result<(), E>,
) -> Result<(), E> {
    let mut choices = Vec::with_capacity(seats.len());
    for &seat in seats {
        choices.push((seat, decide(board, seat)?));
    }
    for (seat, action) in choices {
        if to_move(board).includes(seat) {
            commit(board, seat, action)?;
        }
    }
    Ok(())
}
