//! The seats' clocks in a timed match: the arithmetic alone, with the time passed
//! in, so that it is exact and testable. The platform rules they serve are in
//! docs/clocks.md; `timing.rs` ties them to a [`crate::Match`].

use cubist_core::{RecordedAction, RecordedEvent, Seat, SeatEvent, SeatSet, TimeControl};

/// The network allowance a seat starts with, what each turn adds, and its cap: a
/// slow connection is not charged for its delay, within this quota (see
/// [`Clocks::charge`]).
pub const QUOTA_START_MS: u64 = 500;
pub const QUOTA_GAIN_MS: u64 = 100;
pub const QUOTA_MAX_MS: u64 = 2_000;

/// The longest a seat may take over its first move on a real-time clock (less if
/// the initial time is shorter): past it the game is aborted, not lost.
pub const FIRST_MOVE_MS: u64 = 30_000;

/// The time a seat has for its first move under `control`: [`FIRST_MOVE_MS`], or
/// the initial time if shorter; the time per move on a correspondence clock.
pub fn first_move_limit(control: TimeControl) -> u64 {
    match control {
        TimeControl::RealTime { initial_ms, .. } => initial_ms.min(FIRST_MOVE_MS),
        TimeControl::PerMove { per_move_ms } => per_move_ms,
    }
}

/// Every seat's clock.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Clocks {
    pub control: TimeControl,
    /// Per seat: the time left when its clock last started or stopped.
    left: Vec<u64>,
    /// Per seat, while its clock runs: when it last started.
    since: Vec<Option<u64>>,
    /// Per seat: its time ran out.
    flagged: Vec<bool>,
    /// Per seat: the network allowance it may still draw on.
    quota: Vec<u64>,
    /// Per seat: it has made no action yet.
    fresh: Vec<bool>,
    /// Per seat still to make its first move, while it is asked to: when it was
    /// asked. Its first-move limit counts from here, whether its clock runs or not.
    asked: Vec<Option<u64>>,
}

/// One seat's clock as shown at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockReading {
    pub seat: Seat,
    pub remaining_ms: u64,
    pub running: bool,
    /// Its time ran out.
    pub flagged: bool,
}

impl Clocks {
    pub fn new(control: TimeControl, seats: usize) -> Clocks {
        Clocks {
            control,
            left: vec![control.initial_ms(); seats],
            since: vec![None; seats],
            flagged: vec![false; seats],
            quota: vec![QUOTA_START_MS; seats],
            fresh: vec![true; seats],
            asked: vec![None; seats],
        }
    }

    /// The clocks as a record leaves them after its `actions` (each keeping the time
    /// its seat had left) and `events` (seats that ran out), none running. The
    /// network allowances start afresh: the record does not keep them.
    pub fn rebuild(
        control: TimeControl,
        seats: usize,
        actions: &[RecordedAction],
        events: &[RecordedEvent],
    ) -> Clocks {
        let mut clocks = Clocks::new(control, seats);
        for a in actions.iter().filter(|a| a.seat < seats) {
            clocks.fresh[a.seat] = false;
            if let Some(left) = a.left_ms {
                clocks.left[a.seat] = left;
            }
        }
        for e in events.iter().filter(|e| e.seat < seats) {
            if e.event == SeatEvent::Timeout {
                clocks.flag(e.seat);
            }
        }
        clocks
    }

    /// Each seat's network allowance left, to be stored with the clocks.
    pub fn allowances(&self) -> &[u64] {
        &self.quota
    }

    /// The allowances as stored with the clocks (one per seat, each at most the cap);
    /// anything else is ignored and the allowances stay as they are.
    pub fn set_allowances(&mut self, stored: &[u64]) {
        if stored.len() == self.quota.len() {
            for (q, &s) in self.quota.iter_mut().zip(stored) {
                *q = s.min(QUOTA_MAX_MS);
            }
        }
    }

    /// Take the network allowances `old` had left (a rebuild from the record counts
    /// only what the turns added).
    pub fn keep_allowances(&mut self, old: &Clocks) {
        if old.quota.len() == self.quota.len() {
            self.quota.clone_from(&old.quota);
        }
    }

    /// `seat`'s time left at `now`.
    pub fn left_at(&self, seat: Seat, now: u64) -> u64 {
        match self.since[seat] {
            Some(since) => self.left[seat].saturating_sub(now.saturating_sub(since)),
            None => self.left[seat],
        }
    }

    pub fn reading(&self, seat: Seat, now: u64) -> ClockReading {
        ClockReading {
            seat,
            remaining_ms: self.left_at(seat, now),
            running: self.since[seat].is_some(),
            flagged: self.flagged[seat],
        }
    }

    pub fn is_running(&self, seat: Seat) -> bool {
        self.since[seat].is_some()
    }

    /// The moment `seat` runs out, while its clock runs: its time left and its
    /// network allowance after it last started.
    pub fn deadline(&self, seat: Seat) -> Option<u64> {
        self.since[seat].map(|since| since + self.left[seat] + self.quota[seat])
    }

    /// The moment `seat`'s first-move limit passes, while it is asked to make its
    /// first move.
    pub fn first_move_deadline(&self, seat: Seat) -> Option<u64> {
        self.asked[seat].map(|asked| asked + first_move_limit(self.control))
    }

    /// Whether `seat`'s first-move limit has passed at `now`.
    pub fn late_for_first_move(&self, seat: Seat, now: u64) -> bool {
        self.first_move_deadline(seat).is_some_and(|d| now >= d)
    }

    /// The first moment any running seat runs out, or any seat asked for its first
    /// move passes its first-move limit.
    pub fn first_deadline(&self) -> Option<u64> {
        (0..self.left.len())
            .flat_map(|s| [self.deadline(s), self.first_move_deadline(s)])
            .flatten()
            .min()
    }

    /// When the running clocks started (they start together: a turn, or a round of
    /// secret choices), or, before the first action, when the first move was asked.
    pub fn turn_started(&self) -> Option<u64> {
        self.since
            .iter()
            .chain(&self.asked)
            .flatten()
            .copied()
            .min()
    }

    /// Move the start of every running clock and first-move wait to `at`: a server
    /// that was down does not charge the time it was down.
    pub fn restart_turn(&mut self, at: u64) {
        for since in self.since.iter_mut().chain(&mut self.asked).flatten() {
            *since = at;
        }
    }

    /// Whether `seat` has run out at `now` (its deadline is past).
    pub fn out_of_time(&self, seat: Seat, now: u64) -> bool {
        self.deadline(seat).is_some_and(|d| now >= d)
    }

    /// Charge `seat` for the action it plays at `now`, `reported_ms` being the
    /// thinking time its own client measured, if it said. The seat is charged at
    /// least what it reported and at most what was measured here; the difference
    /// (the network's delay) comes out of its allowance. Returns the time charged.
    /// Its clock goes on running from `now` (a turn of several actions is one turn).
    pub fn charge(&mut self, seat: Seat, now: u64, reported_ms: Option<u64>) -> u64 {
        self.fresh[seat] = false;
        let Some(since) = self.since[seat] else {
            return 0;
        };
        let measured = now.saturating_sub(since);
        let floor = reported_ms.map_or(measured, |r| r.min(measured));
        let charged = floor.max(measured.saturating_sub(self.quota[seat]));
        self.quota[seat] -= measured - charged;
        self.left[seat] = self.left[seat].saturating_sub(charged);
        self.since[seat] = Some(now);
        charged
    }

    /// After a change at `now`: the seats in `asked` run (a turn begins for those not
    /// running), the others stop. `acted` ended its turn if it no longer runs: it
    /// gains its increment (a correspondence clock is whole again), and its
    /// allowance grows. `started`: the clocks start with the match's first action.
    /// A seat in `asked` still to make its first move waits under its first-move
    /// limit from now, if `first_moves` (every seat has its player); the others wait
    /// under none.
    pub fn sync(
        &mut self,
        asked: SeatSet,
        acted: Option<Seat>,
        started: bool,
        first_moves: bool,
        now: u64,
    ) {
        for seat in 0..self.left.len() {
            let waits = first_moves && asked.contains(seat) && self.fresh[seat];
            match (self.asked[seat], waits) {
                (Some(_), false) => self.asked[seat] = None,
                (None, true) => self.asked[seat] = Some(now),
                _ => {}
            }
            let runs = started && asked.contains(seat) && !self.flagged[seat];
            match (self.since[seat], runs) {
                (Some(_), false) => {
                    self.left[seat] = self.left_at(seat, now);
                    self.since[seat] = None;
                    if acted == Some(seat) {
                        self.end_turn(seat);
                    }
                }
                (None, true) => {
                    if let TimeControl::PerMove { per_move_ms } = self.control {
                        self.left[seat] = per_move_ms;
                    }
                    self.since[seat] = Some(now);
                }
                _ => {}
            }
        }
    }

    fn end_turn(&mut self, seat: Seat) {
        match self.control {
            TimeControl::RealTime { increment_ms, .. } => {
                self.left[seat] = self.left[seat].saturating_add(increment_ms);
            }
            TimeControl::PerMove { per_move_ms } => self.left[seat] = per_move_ms,
        }
        self.quota[seat] = (self.quota[seat] + QUOTA_GAIN_MS).min(QUOTA_MAX_MS);
    }

    /// `seat`'s time ran out: its clock shows nothing left and never runs again.
    pub fn flag(&mut self, seat: Seat) {
        self.flagged[seat] = true;
        self.left[seat] = 0;
        self.since[seat] = None;
    }

    /// How long a computer on `seat` may think at `now`: a share of its time left
    /// and most of its increment, never so much that it runs out.
    pub fn allot(&self, seat: Seat, now: u64) -> Option<u64> {
        if self.flagged[seat] {
            return None;
        }
        let left = self.left_at(seat, now);
        let allot = match self.control {
            TimeControl::RealTime { increment_ms, .. } => left / 30 + increment_ms * 3 / 4,
            TimeControl::PerMove { .. } => left / 4,
        };
        Some(allot.min(left / 2))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fischer(initial_ms: u64, increment_ms: u64) -> TimeControl {
        TimeControl::RealTime {
            initial_ms,
            increment_ms,
        }
    }

    #[test]
    fn a_turn_charges_the_time_run_and_adds_the_increment_once() {
        let mut c = Clocks::new(fischer(10_000, 2_000), 2);
        c.sync(SeatSet::single(0), None, true, false, 0);
        assert_eq!(c.reading(0, 3_000).remaining_ms, 7_000);
        assert!(!c.is_running(1));
        assert_eq!(c.charge(0, 3_000, None), 3_000);
        c.sync(SeatSet::single(1), Some(0), true, false, 3_000);
        assert_eq!(c.left_at(0, 9_999), 9_000, "7 s left + 2 s increment");
        assert_eq!(c.left_at(1, 4_000), 9_000);
    }

    #[test]
    fn a_turn_of_several_actions_is_one_turn_with_one_increment() {
        let mut c = Clocks::new(fischer(10_000, 2_000), 2);
        c.sync(SeatSet::single(0), None, true, false, 0);
        c.charge(0, 1_000, None);
        c.sync(SeatSet::single(0), Some(0), true, false, 1_000);
        assert!(c.is_running(0), "still its turn");
        c.charge(0, 2_500, None);
        c.sync(SeatSet::single(1), Some(0), true, false, 2_500);
        assert_eq!(c.left_at(0, 2_500), 10_000 - 2_500 + 2_000);
    }

    #[test]
    fn secret_choices_run_every_asked_clock_until_it_commits() {
        let mut c = Clocks::new(fischer(10_000, 0), 3);
        let all: SeatSet = (0..3).collect();
        c.sync(all, None, true, false, 0);
        c.charge(1, 1_000, None);
        c.sync([0, 2].into_iter().collect(), Some(1), true, false, 1_000);
        assert_eq!(c.reading(1, 5_000).remaining_ms, 9_000);
        assert!(!c.reading(1, 5_000).running);
        assert_eq!(c.reading(0, 5_000).remaining_ms, 5_000);
        assert_eq!(c.reading(2, 5_000).remaining_ms, 5_000);
        assert_eq!(c.turn_started(), Some(0));
    }

    #[test]
    fn correspondence_time_is_whole_again_each_turn() {
        let day = 86_400_000;
        let mut c = Clocks::new(TimeControl::PerMove { per_move_ms: day }, 2);
        c.sync(SeatSet::single(0), None, true, false, 0);
        c.charge(0, day - 5, None);
        c.sync(SeatSet::single(1), Some(0), true, false, day - 5);
        assert_eq!(c.left_at(0, day), day);
        assert_eq!(c.deadline(1), Some(2 * day - 5 + QUOTA_START_MS));
    }

    #[test]
    fn the_network_allowance_charges_between_reported_and_measured() {
        let mut c = Clocks::new(fischer(60_000, 0), 2);
        c.sync(SeatSet::single(0), None, true, false, 0);
        // Measured 2 s, the client thought 1.8 s: 200 ms of delay is forgiven.
        assert_eq!(c.charge(0, 2_000, Some(1_800)), 1_800);
        assert_eq!(c.quota[0], QUOTA_START_MS - 200);
        // A client claiming to have thought less than the allowance covers pays the rest.
        assert_eq!(c.charge(0, 4_000, Some(0)), 2_000 - 300);
        assert_eq!(c.quota[0], 0);
        // A client reporting more than was measured is charged what was measured.
        assert_eq!(c.charge(0, 5_000, Some(9_000)), 1_000);
        c.sync(SeatSet::single(1), Some(0), true, false, 5_000);
        assert_eq!(
            c.quota[0], QUOTA_GAIN_MS,
            "the allowance grows with each turn"
        );
    }

    #[test]
    fn a_seat_is_out_of_time_only_past_its_time_and_allowance() {
        let mut c = Clocks::new(fischer(1_000, 0), 2);
        c.sync(SeatSet::single(0), None, true, false, 100);
        assert_eq!(c.first_deadline(), Some(100 + 1_000 + QUOTA_START_MS));
        assert!(!c.out_of_time(0, 1_599));
        assert!(c.out_of_time(0, 1_600));
        c.flag(0);
        c.sync(SeatSet::single(0), None, true, false, 2_000);
        assert!(!c.is_running(0), "a flagged clock never runs again");
        assert_eq!(c.reading(0, 3_000).remaining_ms, 0);
    }

    #[test]
    fn clocks_wait_for_the_first_action_and_stop_when_the_match_ends() {
        let mut c = Clocks::new(fischer(5_000, 0), 2);
        c.sync(SeatSet::single(0), None, false, false, 0);
        assert_eq!(c.first_deadline(), None);
        c.sync(SeatSet::single(1), Some(0), true, false, 10_000);
        c.sync(SeatSet::default(), None, true, false, 11_000);
        assert_eq!(c.left_at(1, 99_000), 4_000);
        assert_eq!(c.first_deadline(), None);
    }

    #[test]
    fn a_computer_never_plans_to_spend_more_than_half_its_time() {
        let mut c = Clocks::new(fischer(60_000, 10_000), 2);
        c.sync(SeatSet::single(0), None, true, false, 0);
        assert_eq!(c.allot(0, 0), Some(2_000 + 7_500));
        assert_eq!(c.allot(0, 50_000), Some(5_000), "half of 10 s left");
        c.flag(0);
        assert_eq!(c.allot(0, 50_000), None);
    }

    #[test]
    fn rebuilt_clocks_keep_the_recorded_times_and_flags() {
        let mut first = RecordedAction::new(0, "a");
        first.left_ms = Some(4_321);
        let events = [RecordedEvent {
            ply: 1,
            seat: 1,
            event: SeatEvent::Timeout,
        }];
        let c = Clocks::rebuild(fischer(5_000, 0), 3, &[first], &events);
        assert_eq!(c.left_at(0, 0), 4_321);
        assert!(c.reading(1, 0).flagged);
        assert_eq!(c.left_at(2, 0), 5_000);
    }

    #[test]
    fn a_first_move_has_its_own_limit_from_when_it_is_asked() {
        let mut c = Clocks::new(fischer(300_000, 0), 2);
        c.sync(SeatSet::single(0), None, false, true, 1_000);
        assert!(!c.is_running(0), "no clock runs before the first action");
        assert_eq!(c.turn_started(), Some(1_000));
        assert_eq!(c.first_deadline(), Some(1_000 + FIRST_MOVE_MS));
        assert!(!c.late_for_first_move(0, 1_000 + FIRST_MOVE_MS - 1));
        assert!(c.late_for_first_move(0, 1_000 + FIRST_MOVE_MS));
        // Seat 1 plays first at 5 s: its clock runs from then and its first move
        // with it; seat 0's wait is over.
        c.charge(0, 5_000, None);
        c.sync(SeatSet::single(1), Some(0), true, true, 5_000);
        assert_eq!(c.first_move_deadline(0), None);
        assert_eq!(c.first_deadline(), Some(5_000 + FIRST_MOVE_MS));
        assert!(c.is_running(1));
        c.charge(1, 6_000, None);
        c.sync(SeatSet::single(0), Some(1), true, true, 6_000);
        assert!(!c.fresh[1]);
        assert_eq!(
            c.first_deadline(),
            c.deadline(0),
            "both moved: only the clocks count"
        );
    }

    #[test]
    fn the_first_move_limit_is_the_initial_time_if_shorter_or_the_time_per_move() {
        assert_eq!(first_move_limit(fischer(10_000, 5_000)), 10_000);
        assert_eq!(first_move_limit(fischer(600_000, 0)), FIRST_MOVE_MS);
        let day = 86_400_000;
        assert_eq!(
            first_move_limit(TimeControl::PerMove { per_move_ms: day }),
            day
        );
    }

    #[test]
    fn the_first_move_waits_while_seats_are_open_and_moves_with_a_restart() {
        let mut c = Clocks::new(fischer(60_000, 0), 2);
        c.sync(SeatSet::single(0), None, false, false, 0);
        assert_eq!(c.first_deadline(), None, "no limit while a seat is open");
        c.sync(SeatSet::single(0), None, false, true, 7_000);
        assert_eq!(c.first_deadline(), Some(7_000 + FIRST_MOVE_MS));
        c.restart_turn(9_000);
        assert_eq!(c.first_deadline(), Some(9_000 + FIRST_MOVE_MS));
        let rebuilt = Clocks::rebuild(fischer(60_000, 0), 2, &[RecordedAction::new(0, "a")], &[]);
        assert!(!rebuilt.fresh[0] && rebuilt.fresh[1]);
    }
}
