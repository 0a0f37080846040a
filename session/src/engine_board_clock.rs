//! An engine board on a clock, for programs that run timed games through the
//! engine protocol: the seats' clocks run as in a match (docs/clocks.md), without
//! stand-ins — a seat of three or more that ran out may still be played, but it can
//! no longer win.

use std::sync::Arc;
use std::time::Duration;

use cubist_core::{Outcome, Seat, SeatSet, TimeControl};

use crate::clocks::{ClockReading, Clocks};
use crate::seating::{agreed, without_forfeits};
use crate::{Clock, EngineBoard, SessionError};

impl EngineBoard {
    /// Play on a clock: `control`, or untimed if none. Only before the first action
    /// played on this board; the clocks start with that action.
    pub fn set_time_control(&mut self, control: Option<TimeControl>) -> Result<(), SessionError> {
        if !self.clock_history.is_empty() {
            return Err(SessionError::ClockAfterStart);
        }
        let control = control.map(TimeControl::checked).transpose()?;
        self.clocks = control.map(|c| Clocks::new(c, self.game().num_players()));
        if let Some(r) = &mut self.record {
            r.clock = control;
        }
        Ok(())
    }

    /// Read the time from `clock` (a test's hand-moved one).
    pub fn set_clock(&mut self, clock: Arc<dyn Clock>) {
        self.clock = clock;
    }

    pub fn time_control(&self) -> Option<TimeControl> {
        self.clocks.as_ref().map(|c| c.control)
    }

    /// Every seat's clock now; empty when untimed.
    pub fn clocks(&self) -> Vec<ClockReading> {
        let now = self.clock.now_ms();
        self.clocks.as_ref().map_or_else(Vec::new, |c| {
            (0..self.game().num_players())
                .map(|s| c.reading(s, now))
                .collect()
        })
    }

    /// Mark every seat past its time as run out; returns those newly out.
    pub fn check_time(&mut self) -> Vec<Seat> {
        let now = self.clock.now_ms();
        let seats = self.game.num_players();
        let Some(clocks) = &mut self.clocks else {
            return Vec::new();
        };
        let late: Vec<Seat> = (0..seats).filter(|&s| clocks.out_of_time(s, now)).collect();
        for &seat in &late {
            clocks.flag(seat);
        }
        if !late.is_empty() {
            let result = self.result();
            if let Some(r) = &mut self.record {
                r.result = result;
            }
        }
        late
    }

    /// The result: with two seats, the other wins when one ran out of time; else
    /// the game's own, without the seats that ran out among the winners.
    pub fn result(&self) -> Option<Outcome> {
        self.time_result().or_else(|| {
            let flagged: Vec<bool> = self.clocks().iter().map(|c| c.flagged).collect();
            self.game().outcome().map(|o| without_forfeits(o, &flagged))
        })
    }

    /// A game of two seats that one of them lost on time.
    pub(crate) fn time_result(&self) -> Option<Outcome> {
        if self.game().num_players() != 2 || self.game().outcome().is_some() {
            return None;
        }
        let late = self.clocks().iter().find(|c| c.flagged)?.seat;
        let reason = crate::words::reason_of(self.game(), "session-reason-timeout", Some(late));
        Some(agreed(2, SeatSet::single(1 - late), reason))
    }

    /// Charge `seat` for the action it just played, and run the clocks of the seats
    /// asked now.
    pub(crate) fn charge(&mut self, seat: Seat) {
        let now = self.clock.now_ms();
        let asked = self.game.to_move().seats();
        let Some(clocks) = &mut self.clocks else {
            return;
        };
        let spent = clocks.charge(seat, now, None);
        clocks.sync(asked, Some(seat), true, false, now);
        let left = clocks.left_at(seat, now);
        if let Some(last) = self.record.as_mut().and_then(|r| r.actions.last_mut()) {
            last.spent_ms = Some(spent);
            last.left_ms = Some(left);
        }
    }

    /// After a take-back: the clocks as they were before the action, running from now.
    pub(crate) fn restore_clocks(&mut self) {
        let now = self.clock.now_ms();
        if let Some(mut clocks) = self.clock_history.pop().flatten() {
            clocks.restart_turn(now);
            self.clocks = Some(clocks);
        }
    }

    /// How long an engine may think for `seat`, on a clock.
    pub(crate) fn allot(&self, seat: Seat) -> Option<Duration> {
        let clocks = self.clocks.as_ref()?;
        if !clocks.is_running(seat) && !self.clock_history.is_empty() {
            return None;
        }
        clocks
            .allot(seat, self.clock.now_ms())
            .map(Duration::from_millis)
    }
}
