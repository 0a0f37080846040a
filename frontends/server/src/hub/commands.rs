//! The changes people ask for — an action, a take-back, aborting, resigning, a draw,
//! leaving, a claim — each checked by the match, stored, then announced; and hints.

use std::sync::Arc;

use axum::http::StatusCode;
use cubist_ai::pace::Pacing;
use cubist_core::{Observer, RecordedEvent, Seat};
use cubist_session::{
    describe_event_in, Match, MatchView, Played, Request, RequestError, SubmitError, UndoError,
};
use cubist_words::{Args, Lang};

use super::base::Hub;
use super::clocks::timing_of;
use super::live::{Live, LiveGame};
use crate::error::ApiError;
use crate::store::{Action, Cut, Next, SeatChange, StoreError};
use crate::wire::ViewOptions;
use crate::words::{make, phrase};
use cubist_words::Phrase;

/// What a seat asks for beyond an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatRequest {
    /// End the game unrated before every seat has made its first move.
    Abort,
    Resign,
    /// Offer a draw, or accept the standing offer.
    Draw,
    /// Decline the other person's standing draw offer.
    DeclineDraw,
    Leave,
    /// Claim the seats away for the away time; with two seats, `draw` ends the game
    /// drawn rather than won.
    Claim {
        draw: bool,
    },
}

/// A hint: an action in notation and the ids clicked to make it.
#[derive(Debug, serde::Serialize)]
pub struct Hint {
    pub action: String,
    pub clicks: Vec<String>,
    /// The position's exact value from the endgame tables (`win in 7`, `loss in 12`,
    /// `draw`), when they hold it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub verdict: Option<String>,
}

impl Hub {
    /// A person's action: played, stored, then announced. Returns the seat's new view.
    /// In a timed game `think_ms` is the thinking time the client measured; a clock
    /// already run out is run out first.
    pub async fn submit(
        self: &Arc<Self>,
        live: &Arc<Live>,
        seat: Seat,
        action: &str,
        seen: Option<usize>,
        think_ms: Option<u64>,
        asked: ViewOptions,
    ) -> Result<MatchView, ApiError> {
        let mut m = live.lock().await;
        self.catch_up_to(live, &mut m, seen).await;
        if self.apply_timeouts(live, &mut m).await {
            live.announce(&m);
        }
        let mut next = m.tentative();
        let played = next
            .submit_timed(seat, action, seen, think_ms)
            .map_err(|e| match e {
                SubmitError::Stale { .. } => stale(ApiError::from(e).message, &m, seat, asked),
                SubmitError::ComputerSeat(_) | SubmitError::NoSuchSeat(_) => e.into(),
                _ if m.is_over() => ended(&m, seat, asked),
                e => e.into(),
            })?;
        let ply = m.ply();
        self.persist(live, &mut m, next, &played)
            .await
            .map_err(|e| lost_race(e, &m, ply, seat, asked))?;
        self.done(live, m, seat, asked)
    }

    /// An abort, resignation, draw offer, acceptance or refusal, leaving, or claim: checked by the
    /// match, stored, then announced. Returns the seat's new view.
    pub async fn request(
        self: &Arc<Self>,
        live: &Arc<Live>,
        seat: Seat,
        request: SeatRequest,
        seen: Option<usize>,
        asked: ViewOptions,
    ) -> Result<MatchView, ApiError> {
        let mut m = live.lock().await;
        self.catch_up_to(live, &mut m, seen).await;
        if self.apply_timeouts(live, &mut m).await {
            live.announce(&m);
        }
        if matches!(request, SeatRequest::Claim { .. }) {
            // Whether a seat is away is decided on what every instance knows.
            self.refresh_presence(live, &mut m).await;
        }
        let mut next = m.tentative();
        let events = match request {
            SeatRequest::Abort => next.abort(seat, seen),
            SeatRequest::Resign => next.resign(seat, seen),
            SeatRequest::Draw => next.draw(seat, seen),
            SeatRequest::DeclineDraw => next.decline_draw(seat, seen),
            SeatRequest::Leave => next.leave(seat, seen),
            SeatRequest::Claim { draw } => next.claim(seat, draw, seen),
        }
        .map_err(|e| refused(e, &m, seat, asked))?;
        let ply = m.ply();
        self.persist_events(live, &mut m, next, &events)
            .await
            .map_err(|e| lost_race(e, &m, ply, seat, asked))?;
        self.done(live, m, seat, asked)
    }

    /// Take back `seat`'s last action and the computer's replies, where the game
    /// allows it and the person plays alone against the computer. `seen` is the
    /// number of actions the person saw. Returns the seat's new view.
    pub async fn undo(
        self: &Arc<Self>,
        live: &Arc<Live>,
        seat: Seat,
        seen: Option<usize>,
        asked: ViewOptions,
    ) -> Result<MatchView, ApiError> {
        let mut m = live.lock().await;
        self.catch_up_to(live, &mut m, seen).await;
        if let Some(seen) = seen.filter(|&s| s != m.ply()) {
            let e = SubmitError::Stale { seen, now: m.ply() };
            return Err(stale(ApiError::from(e).message, &m, seat, asked));
        }
        refuse_if_rated(&m, "undo")?;
        m.check_alone(seat, Request::Undo).map_err(alone_only)?;
        let mut next = m.tentative();
        let removed = next.undo_for(seat).map_err(|e| match e {
            UndoError::Over => ended(&m, seat, asked),
            e => e.into(),
        })?;
        let cut = Cut {
            id: &live.id,
            from: m.ply(),
            keep: next.ply(),
            seen: m.event_number(),
            timing: timing_of(&next),
            position_key: guarded_position(&next),
        };
        let ply = m.ply();
        let stored = self.store.truncate(cut).await;
        self.adopt_or_recover(live, &mut m, next, stored)
            .await
            .map_err(|e| lost_race(e, &m, ply, seat, asked))?;
        tracing::info!(game = %live.id, seat = seat + 1, removed, "taken back");
        self.done(live, m, seat, asked)
    }

    /// After a change: announce it, move the computer seats, give the seat its view.
    fn done(
        self: &Arc<Self>,
        live: &Arc<Live>,
        m: tokio::sync::MutexGuard<'_, LiveGame>,
        seat: Seat,
        asked: ViewOptions,
    ) -> Result<MatchView, ApiError> {
        let view = m.view(Observer::Seat(seat), asked);
        live.announce(&m);
        drop(m);
        self.drive(live.clone());
        Ok(view)
    }

    /// What a strong computer player would do for `seat` now, thought off the
    /// runtime. Only for a person playing alone against the computer: between people,
    /// a hint would be help from outside.
    pub async fn hint(&self, live: &Arc<Live>, seat: Seat) -> Result<Hint, ApiError> {
        let (thinking, ply) = {
            let mut m = live.lock().await;
            refuse_if_rated(&m, "hint")?;
            m.check_alone(seat, Request::Hint).map_err(alone_only)?;
            if m.is_over() {
                return Err(ended(&m, seat, ViewOptions::default()));
            }
            (m.think_hint_paced(seat, Some(self.pacing(live)))?, m.ply())
        };
        let thought = tokio::task::spawn_blocking(move || thinking.wait())
            .await
            .map_err(|_| thread_failed())??;
        let mut m = live.lock().await;
        let action = m
            .hint_done(thought, ply)?
            .ok_or_else(|| ApiError::new(StatusCode::CONFLICT, phrase!("hint-stale")))?;
        Ok(Hint {
            clicks: m.game().clicks(seat, &action),
            verdict: m.hint_verdict(),
            action,
        })
    }

    /// Store the last action of `next` (and the result, if it ended the game), a
    /// tentative copy of `m` (see [`Match::tentative`]); `m` becomes `next` once the
    /// store committed it. On a refusal `m` is reloaded from the database instead.
    pub(super) async fn persist(
        &self,
        live: &Live,
        m: &mut LiveGame,
        next: Match,
        played: &Played,
    ) -> Result<(), StoreError> {
        let ply = next.ply() - 1;
        let result = result_json(&next);
        let times = &next.record().actions[ply];
        let stored = self
            .store
            .append(Action {
                id: &live.id,
                ply,
                seen: m.event_number(),
                seat: played.seat,
                action: &played.action,
                spent_ms: times.spent_ms,
                left_ms: times.left_ms,
                result: result.as_deref(),
                next: self.next_of(&next),
                timing: timing_of(&next),
                position_key: guarded_position(&next),
            })
            .await;
        let kind = next.game().name().to_string();
        self.adopt_or_recover(live, m, next, stored).await?;
        crate::metrics::action_stored(&kind);
        if result.is_some() {
            self.game_over(&live.id).await;
        }
        tracing::info!(
            game = %live.id,
            ply = ply + 1,
            seat = played.seat + 1,
            action = if played.secret { "(secret)" } else { played.action.as_str() },
            over = result.is_some(),
            "played"
        );
        Ok(())
    }

    /// Store the seat `events` that `next`, a tentative copy of `m`, recorded; `m`
    /// becomes `next` once the store committed them (at once if there are none). On a
    /// refusal `m` is reloaded from the database instead.
    pub(super) async fn persist_events(
        &self,
        live: &Live,
        m: &mut LiveGame,
        next: Match,
        events: &[RecordedEvent],
    ) -> Result<(), StoreError> {
        if events.is_empty() {
            m.adopt(next);
            return Ok(());
        }
        let result = result_json(&next);
        let stored = self
            .store
            .record_events(SeatChange {
                id: &live.id,
                seen: m.event_number(),
                ply: next.ply(),
                events,
                result: result.as_deref(),
                next: self.next_of(&next),
                timing: timing_of(&next),
                position_key: guarded_position(&next),
            })
            .await;
        self.adopt_or_recover(live, m, next, stored).await?;
        if result.is_some() {
            self.game_over(&live.id).await;
        }
        for e in events {
            tracing::info!(game = %live.id, seat = e.seat + 1, event = ?e.event, over = result.is_some(), "seat event");
        }
        Ok(())
    }

    /// A write's outcome: committed, `m` becomes `next`; refused, `m` stays as it was
    /// and is reloaded from the database, whose truth its watchers then hear.
    async fn adopt_or_recover(
        &self,
        live: &Live,
        m: &mut LiveGame,
        next: Match,
        stored: Result<(), StoreError>,
    ) -> Result<(), StoreError> {
        match stored {
            Ok(()) => {
                m.adopt(next);
                Ok(())
            }
            Err(e) => {
                self.recover(live, m).await;
                Err(e)
            }
        }
    }

    /// The game's place in the instance's pool of run tokens: its searches take
    /// turns with other games', and share the game's turns among themselves.
    pub(super) fn pacing(&self, live: &Live) -> Pacing {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        live.id.hash(&mut h);
        Pacing::new(self.pace.clone(), h.finish())
    }

    /// What the game waits for now: a computer (this instance takes the lease) or
    /// people.
    fn next_of(&self, m: &Match) -> Next {
        if m.computers_to_act().is_empty() {
            Next::People
        } else {
            Next::Computer(self.lease_from_now())
        }
    }
}

/// A rated game is played without help: no hints, no take-backs (`what`: `hint` or
/// `undo`, as the catalogue's `rated-no-help` chooses).
fn refuse_if_rated(m: &Match, what: &'static str) -> Result<(), ApiError> {
    if m.rated() {
        return Err(ApiError::forbidden(phrase!("rated-no-help", what = what)));
    }
    Ok(())
}

/// The position `m` stands at, in a running game where the engine may not help (as
/// with hints: a rated game, or people playing each other): the analysis board
/// refuses it to the game's players while it runs.
fn guarded_position(m: &Match) -> Option<u64> {
    let people = m.players().iter().filter(|p| p.is_human()).count();
    (!m.is_over() && (m.rated() || people > 1)).then(|| m.game().position_key())
}

/// The result as stored, once the match is over.
fn result_json(m: &Match) -> Option<String> {
    m.result()
        .map(|o| serde_json::to_string(o).expect("outcomes serialise"))
}

/// A request the match refused: 409 with the current view if the requester saw an
/// older position, 422 otherwise.
fn refused(e: RequestError, m: &LiveGame, seat: Seat, asked: ViewOptions) -> ApiError {
    match e {
        RequestError::Stale { seen, now } => stale(
            phrase!("stale-position"; seen = seen as u32, now = now as u32),
            m,
            seat,
            asked,
        ),
        RequestError::NotAllowed(_) if m.is_over() => ended(m, seat, asked),
        RequestError::NotAllowed(why) => ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            make("not-allowed", Args::new().phrase("reason", &why)),
        ),
    }
}

/// Help from the computer refused between people: 403, the match's reason said in
/// the reader's language.
fn alone_only(e: RequestError) -> ApiError {
    ApiError::forbidden(make(
        "alone-only",
        Args::new().phrase("reason", &e.phrase()),
    ))
}

/// A request on a game that has ended: 422 saying how it ended, with the seat's view.
fn ended(m: &LiveGame, seat: Seat, asked: ViewOptions) -> ApiError {
    let view = m.view(Observer::Seat(seat), asked);
    let words = match &view.result_text {
        Some(result) => phrase!("game-ended-with", result = result),
        None => phrase!("game-ended"),
    };
    ApiError::new(StatusCode::UNPROCESSABLE_ENTITY, words).with_view(view)
}

/// A change whose write lost to another (the match was reloaded since): what was
/// stored first, in words, with the game as it now is. Another action: 409, as for
/// any request that saw an older position. A seat event (a timeout, a resignation,
/// a claim) that ended the game: 422, as for any request on a finished game, saying
/// how it ended. Another seat event: 409, naming it.
fn lost_race(e: StoreError, m: &LiveGame, ply: usize, seat: Seat, asked: ViewOptions) -> ApiError {
    let StoreError::Conflict(_) = e else {
        return e.into();
    };
    let view = m.view(Observer::Seat(seat), asked);
    let (status, words) = match &view.result_text {
        _ if m.ply() != ply => (StatusCode::CONFLICT, ApiError::from(e).message),
        Some(result) => (
            StatusCode::UNPROCESSABLE_ENTITY,
            phrase!("game-ended-with", result = result),
        ),
        None => (StatusCode::CONFLICT, last_event_words(m, asked.lang)),
    };
    ApiError::new(status, words).with_view(view)
}

/// The last seat event, in words of `lang`, as the reason a change was refused.
fn last_event_words(m: &Match, lang: Lang) -> Phrase {
    match m.record().events.last() {
        Some(e) => phrase!(
            "changed-first-by",
            event = describe_event_in(e.seat, &e.event, |s| m.game().seat_name_in(s, lang), lang)
        ),
        None => phrase!("changed-first"),
    }
}

/// 409, with the view the requester should have seen.
fn stale(words: Phrase, m: &LiveGame, seat: Seat, asked: ViewOptions) -> ApiError {
    ApiError::new(StatusCode::CONFLICT, words).with_view(m.view(Observer::Seat(seat), asked))
}

pub(super) fn thread_failed() -> ApiError {
    ApiError::new(
        StatusCode::INTERNAL_SERVER_ERROR,
        phrase!("computer-failed"),
    )
}
