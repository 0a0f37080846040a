//! Aborting, resigning, draws by agreement, leaving, claiming an away seat, presence
//! and coming back: each change is a [`RecordedEvent`] in the record, applied here
//! both when it happens and when a record is replayed.

use cubist_core::{Outcome, RecordedEvent, Seat, SeatEvent, SeatSet};

use crate::requests::{Request, RequestError};
use crate::seating::{agreed, without_forfeits, Gone, StandIn};
use crate::words::reason_of;
use crate::Match;

impl Match {
    /// `seat` resigns: with two seats the other wins at once; with more, a stand-in
    /// plays the seat, which can no longer win. Before every seat has made its first
    /// move, the match is aborted instead. Returns the events recorded.
    pub fn resign(
        &mut self,
        seat: Seat,
        seen: Option<usize>,
    ) -> Result<Vec<RecordedEvent>, RequestError> {
        self.check_request(seat, Request::Resign, seen)?;
        if self.may_abort() {
            return Ok(vec![self.abort_by(seat, false)]);
        }
        let mut events = vec![self.record_event(seat, SeatEvent::Resign)];
        if self.players().len() > 2 {
            events.extend(self.hand_to_stand_in(seat));
        }
        Ok(events)
    }

    /// `seat` offers a draw, or accepts the other person's standing offer. An offer
    /// lapses when its maker plays an action.
    pub fn draw(
        &mut self,
        seat: Seat,
        seen: Option<usize>,
    ) -> Result<Vec<RecordedEvent>, RequestError> {
        let event = if self.check_may(seat, Request::AcceptDraw).is_ok() {
            self.check_request(seat, Request::AcceptDraw, seen)?;
            SeatEvent::AcceptDraw
        } else {
            self.check_request(seat, Request::OfferDraw, seen)?;
            SeatEvent::OfferDraw
        };
        Ok(vec![self.record_event(seat, event)])
    }

    /// `seat` declines the other person's standing draw offer: the offer is withdrawn
    /// and the game goes on; either seat may offer again.
    pub fn decline_draw(
        &mut self,
        seat: Seat,
        seen: Option<usize>,
    ) -> Result<Vec<RecordedEvent>, RequestError> {
        self.check_request(seat, Request::DeclineDraw, seen)?;
        Ok(vec![self.record_event(seat, SeatEvent::DeclineDraw)])
    }

    /// `seat` leaves for good (three or more seats): a stand-in plays it from here.
    /// Before every seat has made its first move, the match is aborted instead.
    pub fn leave(
        &mut self,
        seat: Seat,
        seen: Option<usize>,
    ) -> Result<Vec<RecordedEvent>, RequestError> {
        self.check_request(seat, Request::Leave, seen)?;
        if self.may_abort() {
            return Ok(vec![self.abort_by(seat, false)]);
        }
        let mut events = vec![self.record_event(seat, SeatEvent::Leave)];
        events.extend(self.hand_to_stand_in(seat));
        Ok(events)
    }

    /// `by` claims every seat away for at least the away time. With two seats the
    /// game ends: `by` wins, or it is a draw if `draw`. With more, each claimed seat
    /// goes to the stand-in. Before every seat has made its first move, the match is
    /// aborted instead, the first seat claimed being the late one.
    pub fn claim(
        &mut self,
        by: Seat,
        draw: bool,
        seen: Option<usize>,
    ) -> Result<Vec<RecordedEvent>, RequestError> {
        self.check_request(by, Request::Claim, seen)?;
        if draw && self.players().len() > 2 {
            let why = crate::words::phrase("session-claim-draw-two", cubist_core::Args::new());
            return Err(RequestError::NotAllowed(why));
        }
        if self.may_abort() {
            if let Some(&seat) = self.claimable(by).first() {
                return Ok(vec![self.abort_by(seat, true)]);
            }
        }
        let mut events = Vec::new();
        for seat in self.claimable(by) {
            if self.is_over() {
                break;
            }
            events.push(self.record_event(seat, SeatEvent::Claim { by, draw }));
            if self.players().len() > 2 {
                events.extend(self.hand_to_stand_in(seat));
            }
        }
        Ok(events)
    }

    /// A page or socket now holds `seat`'s token (`online`), or the last one let go.
    /// A claimed seat whose player comes back is handed back, if the match was made
    /// so: the events say so. Does nothing for a seat that does not exist.
    pub fn set_online(&mut self, seat: Seat, online: bool) -> Vec<RecordedEvent> {
        let now = self.now_ms();
        if !self.seats.set_online(seat, online, now) {
            return Vec::new();
        }
        let back = online
            && self.seats.awaits_its_player(seat)
            && self.departure().hand_back
            && !self.is_over();
        if back {
            vec![self.record_event(seat, SeatEvent::Return)]
        } else {
            Vec::new()
        }
    }

    /// Presence as known elsewhere (another server instance, storage): `seat` is
    /// online or not, and has been since `since_ms`. Records nothing.
    pub fn set_presence(&mut self, seat: Seat, online: bool, since_ms: u64) {
        self.seats.set_presence(seat, online, since_ms);
    }

    /// How `seat`'s player gave it up, if they did.
    pub fn gone(&self, seat: Seat) -> Option<Gone> {
        self.seats.gone(seat)
    }

    /// Whether nobody plays `seat` any more: it was taken out of the game.
    pub fn is_out(&self, seat: Seat) -> bool {
        self.seats.is_out(seat)
    }

    /// `seat`'s presence as this match knows it: online or not, and since when.
    pub fn presence(&self, seat: Seat) -> Option<(bool, u64)> {
        self.seats.presence(seat)
    }

    /// Whether a page or socket holds `seat`'s token (computer seats always are).
    pub fn is_online(&self, seat: Seat) -> bool {
        !self.players()[seat].is_human() || self.seats.presence(seat).is_some_and(|(on, _)| on)
    }

    pub(crate) fn check_request(
        &self,
        seat: Seat,
        request: Request,
        seen: Option<usize>,
    ) -> Result<(), RequestError> {
        if let Some(seen) = seen.filter(|&s| s != self.ply()) {
            return Err(RequestError::Stale {
                seen,
                now: self.ply(),
            });
        }
        self.check_may(seat, request)
    }

    /// The stand-in takes `seat`: a computer player, or nobody where the game lets
    /// a seat be out (else the default computer level).
    pub(crate) fn hand_to_stand_in(&mut self, seat: Seat) -> Option<RecordedEvent> {
        if self.is_over() {
            return None;
        }
        let agent = match &self.departure().stand_in {
            StandIn::Out if self.game().may_retire(seat) => None,
            StandIn::Out => Some(crate::seating::Departure::default().stand_in.to_string()),
            StandIn::Computer(spec) => Some(spec.to_string()),
        };
        Some(self.record_event(seat, SeatEvent::StandIn { agent }))
    }

    /// Record `event` for `seat` after the actions played so far, and apply it.
    pub(crate) fn record_event(&mut self, seat: Seat, event: SeatEvent) -> RecordedEvent {
        let recorded = RecordedEvent {
            ply: self.ply(),
            seat,
            event,
        };
        self.apply_event(&recorded, true);
        self.history.push_event(recorded.clone());
        self.settle();
        recorded
    }

    /// Apply the record's seat events (their effect on the game itself was replayed
    /// with the actions) and work out the result. A draw offer whose maker acted
    /// after making it lapsed then, though no event records that.
    pub(crate) fn replay_events(&mut self) {
        let events = self.history.events().to_vec();
        for e in &events {
            self.apply_event(e, false);
        }
        if let Some(maker) = self.draw_offer {
            let made = events
                .iter()
                .rev()
                .find(|e| e.seat == maker && e.event == SeatEvent::OfferDraw)
                .map_or(0, |e| e.ply);
            if self.history.actions()[made.min(self.ply())..]
                .iter()
                .any(|a| a.seat == maker)
            {
                self.draw_offer = None;
            }
        }
        self.settle();
    }

    /// A draw offer lapses when its maker plays an action.
    pub(crate) fn lapse_draw_offer(&mut self, acted: Seat) {
        if self.draw_offer == Some(acted) {
            self.draw_offer = None;
        }
    }

    /// What an event changes. `live`: it happens now, so a seat leaving the game is
    /// taken out of it here (a replayed record did that as it replayed).
    fn apply_event(&mut self, e: &RecordedEvent, live: bool) {
        let n = self.players().len();
        let seat = e.seat;
        match &e.event {
            SeatEvent::Resign if n == 2 => {
                let reason = reason_of(self.game(), "session-reason-resigned", Some(seat));
                self.ended = Some(agreed(n, SeatSet::single(1 - seat), reason));
            }
            SeatEvent::Resign => self.seats.give_up(seat, Gone::Resigned),
            SeatEvent::OfferDraw => self.draw_offer = Some(seat),
            SeatEvent::DeclineDraw => self.draw_offer = None,
            SeatEvent::AcceptDraw => {
                let both = (0..n).collect();
                let reason = reason_of(self.game(), "session-reason-draw-agreed", None);
                self.ended = Some(agreed(n, both, reason));
            }
            SeatEvent::Leave => self.seats.give_up(seat, Gone::Left),
            SeatEvent::Claim { by, draw } if n == 2 => {
                let reason = reason_of(self.game(), "session-reason-away", Some(seat));
                let winners = if *draw {
                    (0..n).collect()
                } else {
                    SeatSet::single(*by)
                };
                self.ended = Some(agreed(n, winners, reason));
            }
            SeatEvent::Claim { .. } => self.seats.give_up(seat, Gone::Claimed),
            SeatEvent::StandIn { agent } => self.stand_in(seat, agent.as_deref(), live),
            SeatEvent::Return => {
                self.seats.come_back(seat);
                self.set_player(seat, crate::Player::Human);
            }
            SeatEvent::Abort { late } => {
                let id = match late {
                    true => "session-reason-aborted-late",
                    false => "session-reason-aborted",
                };
                let reason = reason_of(self.game(), id, Some(seat));
                self.ended = Some(agreed(n, SeatSet::default(), reason));
            }
            SeatEvent::Timeout => {
                self.flag_clock(seat);
                if n == 2 {
                    let reason = reason_of(self.game(), "session-reason-timeout", Some(seat));
                    self.ended = Some(agreed(n, SeatSet::single(1 - seat), reason));
                } else {
                    self.seats.give_up(seat, Gone::TimedOut);
                }
            }
        }
    }

    fn stand_in(&mut self, seat: Seat, agent: Option<&str>, live: bool) {
        match agent.and_then(|a| a.parse().ok()) {
            Some(spec) => self.set_player(seat, crate::Player::Computer(spec)),
            None => {
                self.seats.take_out(seat);
                if live {
                    self.retire(seat);
                }
            }
        }
    }

    /// The match's result, from what the players did and the game's own end: a
    /// result the players agreed, one seat left standing, or the game's outcome with
    /// seats that resigned or left taken out of the winners. A standing draw offer
    /// lapses when the match ends.
    pub(crate) fn settle(&mut self) {
        let result = self
            .ended
            .clone()
            .or_else(|| self.last_standing())
            .or_else(|| {
                let forfeited = self.seats.forfeits();
                self.game()
                    .outcome()
                    .map(|o| without_forfeits(o, &forfeited))
            });
        if result.is_some() {
            self.draw_offer = None;
        }
        self.history.set_result(result);
        self.tick_clocks(None);
    }

    /// With three or more seats: once every seat but one has resigned or left, that
    /// seat wins; once no person plays any more, the seats that did not give up share
    /// the win.
    fn last_standing(&self) -> Option<Outcome> {
        let n = self.players().len();
        let forfeited = self.seats.forfeits();
        if n < 3 || !forfeited.contains(&true) {
            return None;
        }
        let stays: SeatSet = (0..n).filter(|&s| !forfeited[s]).collect();
        let people_left =
            (0..n).any(|s| self.players()[s].is_human() && self.seats.still_played(s));
        if stays.len() == 1 {
            let reason = reason_of(self.game(), "session-reason-others-gone", None);
            Some(agreed(n, stays, reason))
        } else if !people_left {
            let reason = reason_of(self.game(), "session-reason-nobody-left", None);
            Some(agreed(n, stays, reason))
        } else {
            None
        }
    }
}
