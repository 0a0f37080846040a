//! The running games of a closed account: each seat it holds is resigned as its
//! player would resign it ([`SeatRequest::Resign`]: with two seats the other wins,
//! with more a stand-in plays the seat, before every first move the game is
//! aborted). A moderator's close does it at once; a sweep does what a command-line
//! close or a crash left (the account's `close_pending` mark in the database).

use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;

use super::base::Hub;
use super::commands::SeatRequest;
use crate::store::StoreError;

/// How often the sweep looks for closed accounts with games left.
pub const CLOSING_SWEEP: Duration = Duration::from_secs(5);
/// The most accounts the sweep settles at once.
const SWEEP_BATCH: usize = 16;
/// Tries at resigning one seat that loses races with other changes of its game.
const TRIES: usize = 3;

impl Hub {
    /// Resign every running game's seat held by the closed account `id`. Returns how
    /// many seats were resigned; once nothing is left, the account's mark goes.
    pub async fn resign_closed(self: &Arc<Self>, id: &str) -> Result<usize, StoreError> {
        let mut resigned = 0;
        let mut left = false;
        for seat in self.store.running_seats_of(id).await? {
            match self.resign_seat(&seat.game_id, seat.seat).await {
                Ok(done) => resigned += usize::from(done),
                Err(e) => {
                    left = true;
                    tracing::warn!(game = %seat.game_id, error = %e.message, "a closed account's seat was not resigned yet");
                }
            }
        }
        if !left {
            self.store.close_settled(id).await?;
        }
        Ok(resigned)
    }

    /// Resign `seat` of game `game_id`: true if this call did; false if there was
    /// nothing to do (the game is over, or the seat is no longer played by its person).
    async fn resign_seat(
        self: &Arc<Self>,
        game_id: &str,
        seat: usize,
    ) -> Result<bool, crate::error::ApiError> {
        let live = self.get(game_id).await?;
        let mut tries = 0;
        loop {
            tries += 1;
            match self
                .request(&live, seat, SeatRequest::Resign, None, Default::default())
                .await
            {
                Ok(_) => {
                    tracing::info!(game = %game_id, seat = seat + 1, "seat of a closed account resigned");
                    return Ok(true);
                }
                Err(e) if e.status == StatusCode::UNPROCESSABLE_ENTITY => return Ok(false),
                Err(e) if e.status == StatusCode::CONFLICT && tries < TRIES => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// Resign the games of closed accounts that still have some, every `every`. Runs
    /// until the process ends.
    pub async fn resign_closed_forever(self: Arc<Self>, every: Duration) {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let ids = match self.store.closes_pending(SWEEP_BATCH).await {
                Ok(ids) => ids,
                Err(e) => {
                    tracing::warn!(error = %e, "looking for closed accounts' games failed");
                    continue;
                }
            };
            for id in ids {
                if let Err(e) = self.resign_closed(&id).await {
                    tracing::warn!(error = %e, "a closed account's games were not resigned");
                }
            }
        }
    }
}
