//! A timed match: its clocks run for the seats asked to act, are charged with each
//! action, and a seat past its time runs out. The platform rules are in
//! docs/clocks.md; the arithmetic is in `clocks.rs`.

use std::time::Duration;

use cubist_core::{RecordedEvent, Seat, SeatEvent, SeatSet, TimeControl};

use crate::clocks::{ClockReading, Clocks};
use crate::{Match, SessionError};

impl Match {
    /// Play on a clock: `control`, or untimed if none. Only before the first action.
    pub fn set_time_control(&mut self, control: Option<TimeControl>) -> Result<(), SessionError> {
        if self.ply() > 0 || !self.history.events().is_empty() {
            return Err(SessionError::ClockAfterStart);
        }
        let control = control.map(TimeControl::checked).transpose()?;
        self.history.set_time_control(control);
        self.clocks = control.map(|c| Clocks::new(c, self.players().len()));
        self.tick_clocks(None);
        Ok(())
    }

    /// The time control, in a timed match.
    pub fn time_control(&self) -> Option<TimeControl> {
        self.history.record().clock
    }

    /// Every seat's clock now; empty in an untimed match.
    pub fn clocks(&self) -> Vec<ClockReading> {
        let now = self.now_ms();
        self.clocks.as_ref().map_or_else(Vec::new, |c| {
            (0..self.players().len())
                .map(|s| c.reading(s, now))
                .collect()
        })
    }

    /// The first moment a running clock runs out (ms on the match's clock); none if
    /// no clock runs.
    pub fn deadline_ms(&self) -> Option<u64> {
        self.clocks.as_ref()?.first_deadline()
    }

    /// When the clocks running now started.
    pub fn turn_started_ms(&self) -> Option<u64> {
        self.clocks.as_ref()?.turn_started()
    }

    /// The running clocks count from `at_ms`, as stored elsewhere: after a restart,
    /// the moment the turn began, moved on by the time the server was down.
    pub fn restart_turn(&mut self, at_ms: u64) {
        if let Some(c) = &mut self.clocks {
            c.restart_turn(at_ms);
        }
    }

    /// Each seat's network allowance left, in a timed match: stored with the clocks,
    /// so that whoever rebuilds the match computes the same deadlines.
    pub fn allowances(&self) -> Option<Vec<u64>> {
        self.clocks.as_ref().map(|c| c.allowances().to_vec())
    }

    /// The allowances as stored with the clocks (see [`Match::allowances`]).
    pub fn set_allowances(&mut self, stored: &[u64]) {
        if let Some(c) = &mut self.clocks {
            c.set_allowances(stored);
        }
    }

    /// Whether `seat`'s time has run out now, past its network allowance, or its
    /// first move's limit has passed.
    pub fn out_of_time(&self, seat: Seat) -> bool {
        let now = self.now_ms();
        self.clocks.as_ref().is_some_and(|c| {
            seat < self.players().len()
                && (c.out_of_time(seat, now) || c.late_for_first_move(seat, now))
        })
    }

    /// Record that every seat past its time ran out, earliest first: with two seats
    /// the other wins; with more, the seat goes to its stand-in (a computer, or out)
    /// and can no longer win. A seat past its first-move limit, or out of time before
    /// every seat made its first move, aborts the game instead (see
    /// [`Match::abort`]). Returns the events recorded (none if nobody ran out).
    pub fn check_time(&mut self) -> Vec<RecordedEvent> {
        let now = self.now_ms();
        let Some(clocks) = &self.clocks else {
            return Vec::new();
        };
        let mut late: Vec<(u64, Seat)> = (0..self.players().len())
            .filter_map(|s| {
                let out = clocks.out_of_time(s, now).then(|| clocks.deadline(s));
                let first = clocks
                    .late_for_first_move(s, now)
                    .then(|| clocks.first_move_deadline(s));
                [out, first]
                    .into_iter()
                    .flatten()
                    .flatten()
                    .min()
                    .map(|d| (d, s))
            })
            .collect();
        late.sort_unstable();
        let mut events = Vec::new();
        for (_, seat) in late {
            if self.is_over() {
                break;
            }
            if self.may_abort() {
                events.push(self.abort_by(seat, true));
                break;
            }
            events.push(self.record_event(seat, SeatEvent::Timeout));
            if self.players().len() > 2 {
                events.extend(self.hand_to_stand_in(seat));
            }
        }
        events
    }

    /// `seat`'s clock ran out, as a timeout event says (live or replayed).
    pub(crate) fn flag_clock(&mut self, seat: Seat) {
        if let Some(clocks) = &mut self.clocks {
            clocks.flag(seat);
        }
    }

    /// Charge `seat` for the action it just played; its time left goes into the record.
    pub(crate) fn charge_clock(&mut self, seat: Seat, reported_ms: Option<u64>) {
        let now = self.now_ms();
        let Some(clocks) = &mut self.clocks else {
            return;
        };
        let spent = clocks.charge(seat, now, reported_ms);
        self.tick_clocks(Some(seat));
        let left = self.clocks.as_ref().map(|c| c.left_at(seat, now));
        self.history.stamp_last(spent, left);
    }

    /// After any change: the clocks of the seats asked to act run (from the first
    /// action on), the others stop; `acted` ended its turn if it is no longer asked.
    /// A seat its player gave up is played untimed by its stand-in.
    pub(crate) fn tick_clocks(&mut self, acted: Option<Seat>) {
        let now = self.now_ms();
        let asked: SeatSet = self
            .to_move()
            .seats()
            .iter()
            .filter(|&s| self.seats.still_played(s))
            .collect();
        let started = self.ply() > 0;
        let first_moves = !self.awaiting_players;
        if let Some(c) = &mut self.clocks {
            c.sync(asked, acted, started, first_moves, now);
        }
    }

    /// Whether a person's seat is still open to anyone: until none is, no seat's
    /// first-move limit runs (a game waiting in the lobby is not aborted). Front ends
    /// that hand out seats say so; a match is made with every seat taken.
    pub fn set_awaiting_players(&mut self, open: bool) {
        if self.awaiting_players != open {
            self.awaiting_players = open;
            self.tick_clocks(None);
        }
    }

    /// Whether a person's seat is still open (see [`Match::set_awaiting_players`]).
    pub fn awaiting_players(&self) -> bool {
        self.awaiting_players
    }

    /// The clocks as the record leaves them (after a take-back, or actions stored by
    /// another owner), running from now; the network allowances stay as they were.
    pub(crate) fn rebuild_clocks(&mut self) {
        let Some(control) = self.time_control() else {
            self.clocks = None;
            return;
        };
        let mut rebuilt = Clocks::rebuild(
            control,
            self.players().len(),
            self.history.actions(),
            self.history.events(),
        );
        if let Some(old) = &self.clocks {
            rebuilt.keep_allowances(old);
        }
        self.clocks = Some(rebuilt);
        self.tick_clocks(None);
    }

    /// How long the computer on `seat` may think now, on a clock: a share of its
    /// time left and most of its increment, never half of what is left. None when
    /// untimed, or when its clock is not running.
    pub fn allot(&self, seat: Seat) -> Option<Duration> {
        let now = self.now_ms();
        let clocks = self.clocks.as_ref()?;
        if !clocks.is_running(seat) && self.ply() > 0 {
            return None;
        }
        clocks.allot(seat, now).map(Duration::from_millis)
    }
}
