//! A person's action, checked, and the one way any action enters the match: played
//! on the game and appended to its history together.

use cubist_core::{PlayError, RecordedAction, RuleError, Seat};

use crate::{Match, Played, Player, SubmitError};

impl Match {
    /// Play a person's action for `seat`. `seen` is the number of actions the person
    /// saw when choosing (if the front end knows it): if more have been played since,
    /// the action is refused, so a double submit is never played twice. On any error
    /// nothing changes.
    pub fn submit(
        &mut self,
        seat: Seat,
        action: &str,
        seen: Option<usize>,
    ) -> Result<Played, SubmitError> {
        self.submit_timed(seat, action, seen, None)
    }

    /// As [`Match::submit`], with the thinking time the person's own client measured
    /// (`reported_ms`), so that a slow network is not charged to their clock, within
    /// an allowance (docs/clocks.md). A seat whose time has run out is refused.
    pub fn submit_timed(
        &mut self,
        seat: Seat,
        action: &str,
        seen: Option<usize>,
        reported_ms: Option<u64>,
    ) -> Result<Played, SubmitError> {
        self.check_submit(seat, seen)?;
        Ok(self.apply(seat, action, reported_ms)?)
    }

    /// Whether a person may act for `seat` now, having seen `seen` actions.
    fn check_submit(&self, seat: Seat, seen: Option<usize>) -> Result<(), SubmitError> {
        if let Some(seen) = seen.filter(|&s| s != self.ply()) {
            return Err(SubmitError::Stale {
                seen,
                now: self.ply(),
            });
        }
        match self.players().get(seat) {
            None => return Err(SubmitError::NoSuchSeat(seat)),
            Some(Player::Computer(_)) => return Err(SubmitError::ComputerSeat(seat)),
            Some(Player::Human) => {}
        }
        if self.is_over() {
            return Err(PlayError::Rule(RuleError::GameOver).into());
        }
        if !self.seats.still_played(seat) {
            return Err(SubmitError::Gone(seat));
        }
        if self.out_of_time(seat) {
            return Err(SubmitError::OutOfTime(seat));
        }
        Ok(())
    }

    /// Play an already checked or agent-chosen action, charge its clock and record it.
    pub(super) fn apply(
        &mut self,
        seat: Seat,
        action: &str,
        reported_ms: Option<u64>,
    ) -> Result<Played, PlayError> {
        self.play_recorded(RecordedAction::new(seat, action.trim()))?;
        self.charge_clock(seat, reported_ms);
        self.settle();
        Ok(Played {
            seat,
            action: action.trim().to_string(),
            secret: self.was_secret(self.ply() - 1),
        })
    }

    /// Play `recorded` and append it to the record as it is (its times included).
    pub(super) fn play_recorded(&mut self, recorded: RecordedAction) -> Result<(), PlayError> {
        let seat = recorded.seat;
        self.history.play(self.game.as_mut(), recorded)?;
        self.lapse_draw_offer(seat);
        Ok(())
    }
}
