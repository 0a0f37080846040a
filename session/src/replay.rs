//! Stepping through a recorded game: the position after any number of its actions,
//! as a spectator sees it, board drawn.

use cubist_core::{GameRecord, Observer, Trust};

use crate::{Match, MatchView, PlayerKind, SessionError};

/// The view of `record` after its first `ply` actions, for a spectator, with the
/// board. No computer player is built (nobody moves in a replay); the seats are shown
/// as the record names them. A record that does not replay to its end is refused.
/// Options naming files are read only if `trust` allows.
pub fn replay_view(
    record: &GameRecord,
    ply: usize,
    trust: Trust,
) -> Result<MatchView, SessionError> {
    if ply > record.actions.len() {
        return Err(SessionError::NoSuchPly {
            asked: ply,
            actions: record.actions.len(),
        });
    }
    let mut upto = record.clone();
    upto.result = None;
    upto.seats = vec!["human".into(); record.seats.len()];
    // The whole record must replay, whatever position is asked for.
    let mut m = Match::resume(upto.clone(), trust)?;
    if ply < record.actions.len() {
        upto.actions.truncate(ply);
        upto.events.retain(|e| e.ply <= ply);
        m = Match::resume(upto, trust)?;
    }
    let mut view = m.view_with_board(Observer::Spectator);
    // Seats the computer played from the start; a stand-in shows as the events made it.
    for (entry, player) in view.seats.iter_mut().zip(&record.seats) {
        if player != "human" {
            entry.player = PlayerKind::Computer;
            entry.agent = Some(player.clone());
            entry.online = true;
        }
    }
    Ok(view)
}
