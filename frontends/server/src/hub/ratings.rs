//! Counting rated games: when a rated game's result is stored, its players' new
//! ratings are computed and written at once, exactly once (the store moves
//! `games.rated` from 1 to 2 in the same transaction); a sweep counts any finished
//! rated game that a crash or a failed write left uncounted.

use std::sync::Arc;
use std::time::Duration;

use cubist_core::Observer;
use cubist_session::{MatchView, SeatRating};

use super::base::Hub;
use super::live::Live;
use crate::ratings::plan::{plan, Plan};
use crate::ratings::store::Counting;
use crate::store::StoreError;
use crate::wire::ViewOptions;

/// How often the sweep looks for finished rated games not yet counted.
pub const RATING_SWEEP: Duration = Duration::from_secs(5);
/// The most games the sweep counts at once.
const SWEEP_BATCH: usize = 64;

impl Hub {
    /// After a game's result was stored: note when it ended and, if it is rated, count
    /// it. A failure is logged; the sweep counts the game later.
    pub(super) async fn game_over(&self, id: &str) {
        if let Err(e) = self.store.mark_ended(id, self.now()).await {
            tracing::warn!(game = %id, error = %e, "end time not stored");
        }
        if let Err(e) = self.rate_game(id).await {
            tracing::warn!(game = %id, error = %e, "ratings not stored yet");
        }
    }

    /// Count a finished rated game: its players' new ratings and history. True if this
    /// call counted it; false if it is not a finished rated game, cannot be rated, or
    /// was counted already (by another call or instance).
    pub async fn rate_game(&self, id: &str) -> Result<bool, StoreError> {
        let Some(g) = self.store.game_to_rate(id).await? else {
            return Ok(false);
        };
        let (pool, system, seats) = match plan(&g) {
            Plan::Count {
                pool,
                system,
                seats,
            } => (pool, system, seats),
            Plan::Aborted => {
                self.store.skip_rating(id).await?;
                return Ok(false);
            }
            Plan::Unratable(why) => {
                tracing::warn!(game = %id, why, "not rated");
                self.store.skip_rating(id).await?;
                return Ok(false);
            }
        };
        let counted = self
            .store
            .count_game(&Counting {
                id,
                pool: &pool,
                system,
                seats,
                now_ms: self.now(),
            })
            .await?;
        if counted {
            tracing::info!(game = %id, pool = %pool, "rated");
        }
        Ok(counted)
    }

    /// The game as `observer` sees it now (see [`Live::view`]), with each seat's
    /// rating before and after once a finished rated game is counted. The change is
    /// read from the database each time, so every instance shows what it holds (and a
    /// voided game none); a failed read leaves it out.
    pub async fn view(&self, live: &Live, observer: Observer, asked: ViewOptions) -> MatchView {
        let mut view = live.view(observer, asked).await;
        if !view.rated || view.result.is_none() || view.aborted {
            return view;
        }
        match self.store.rating_changes(&live.id).await {
            Ok(rows) => {
                for r in rows {
                    if let Some(seat) = view.seats.get_mut(r.seat) {
                        seat.rating = Some(SeatRating {
                            before: (r.after - r.change).round() as i64,
                            after: r.after.round() as i64,
                        });
                    }
                }
            }
            Err(e) => tracing::warn!(game = %live.id, error = %e, "rating changes not read"),
        }
        view
    }

    /// Count every finished rated game left uncounted, every `every`. Runs until the
    /// process ends.
    pub async fn rate_missed_forever(self: Arc<Self>, every: Duration) {
        let mut tick = tokio::time::interval(every);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            tick.tick().await;
            let ids = match self.store.games_to_rate(SWEEP_BATCH).await {
                Ok(ids) => ids,
                Err(e) => {
                    tracing::warn!(error = %e, "looking for games to rate failed");
                    continue;
                }
            };
            for id in ids {
                if let Err(e) = self.rate_game(&id).await {
                    tracing::warn!(game = %id, error = %e, "ratings not stored");
                }
            }
        }
    }
}
