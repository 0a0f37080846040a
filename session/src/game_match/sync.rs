//! Several server instances may own one game: what another owner stored reaches this
//! match here, and a decision begun before it is never played after it.

use cubist_core::{PlayError, RecordedAction};

use crate::Match;

impl Match {
    /// Play actions another owner of this game stored (another server instance), for
    /// any seat, in order. A decision under way began in an older position, so it will
    /// not be committed. On an error the actions before the faulty one stay played.
    pub fn catch_up(&mut self, actions: &[RecordedAction]) -> Result<(), PlayError> {
        self.generation += 1;
        let mut played = Ok(());
        for a in actions {
            played = self.play_recorded(a.clone());
            if played.is_err() {
                break;
            }
        }
        self.rebuild_clocks();
        self.settle();
        played
    }

    /// Become `other`, the same game as stored elsewhere (after another owner took
    /// actions back or recorded seat events), with its event number; presence and the
    /// clock stay this match's. A decision under way will not be committed to it.
    pub fn reload(&mut self, other: Match) {
        let generation = self.generation.max(other.generation) + 1;
        let presence = self.seats.presences();
        let clock = self.clock.clone();
        let awaiting = self.awaiting_players;
        *self = other;
        self.generation = generation;
        self.clock = clock;
        self.set_awaiting_players(awaiting);
        for (seat, (online, since)) in presence.into_iter().enumerate() {
            self.set_presence(seat, online, since);
        }
    }

    /// The number of changes as stored elsewhere, where take-backs were counted; never
    /// below what this match has seen.
    pub fn set_event_number(&mut self, event: u64) {
        self.history.count_at_least(event);
    }
}
