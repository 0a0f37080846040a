//! Rematch offers, and the one new game they lead to.
//!
//! An offer is stored in one transaction that first locks the old game's row (a no-op
//! update), so two last offers made at once on two instances are stored one after the
//! other and the second sees the first. Once every human seat has offered, the new game
//! is created in that transaction under `UPDATE games SET rematch_id = … WHERE
//! rematch_id IS NULL`: one game, however many instances race.

use sqlx::Row;

use super::error::StoreError;
use super::game::NewGame;
use super::rows::{insert_game, notify, to_i64};
use super::sql::SqlStore;

/// A seat's offer to play a finished game again.
#[derive(Clone, Debug)]
pub struct RematchOffer<'a> {
    /// The finished game.
    pub old: &'a str,
    /// The seat offering (from 0).
    pub seat: usize,
    /// The old game's human seats: all must offer.
    pub humans: &'a [usize],
    /// The new game, created if this offer is the last one.
    pub next: &'a NewGame,
    pub now_ms: u64,
    /// The old game's event number and actions, for the announcement.
    pub events: u64,
    pub ply: usize,
}

/// Where a game's rematch stands.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RematchState {
    /// Seats that offered (from 0), in order.
    pub offered: Vec<usize>,
    /// The new game, once there is one.
    pub game_id: Option<String>,
}

type Tx<'t> = sqlx::Transaction<'t, sqlx::Any>;

impl SqlStore {
    /// Store an offer (again is harmless); create the new game if every human seat
    /// has offered and none exists yet. Announced to other instances.
    pub async fn offer_rematch(&self, o: RematchOffer<'_>) -> Result<RematchState, StoreError> {
        let mut tx = self.pool.begin().await?;
        // The old game's row lock: offers on one game are stored one at a time.
        sqlx::query("UPDATE games SET rematch_id = rematch_id WHERE id = $1")
            .bind(o.old)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO rematch_offers (game_id, seat, created_at) VALUES ($1, $2, $3) \
             ON CONFLICT (game_id, seat) DO NOTHING",
        )
        .bind(o.old)
        .bind(to_i64(o.seat))
        .bind(o.now_ms as i64)
        .execute(&mut *tx)
        .await?;
        let mut state = state_in(&mut tx, o.old).await?;
        let everyone = o.humans.iter().all(|s| state.offered.contains(s));
        if everyone && state.game_id.is_none() {
            let set = sqlx::query(
                "UPDATE games SET rematch_id = $2 WHERE id = $1 AND rematch_id IS NULL",
            )
            .bind(o.old)
            .bind(&o.next.id)
            .execute(&mut *tx)
            .await?;
            if set.rows_affected() == 1 {
                insert_game(&mut tx, o.next, true).await?;
                state.game_id = Some(o.next.id.clone());
            }
        }
        if self.postgres {
            notify(
                &mut *tx,
                &format!("{} {} {} rematch", o.old, o.events, o.ply),
            )
            .await?;
        }
        tx.commit().await?;
        Ok(state)
    }

    /// `seat` declines the others' offers: they are withdrawn (its own stays), unless
    /// the rematch was made or nobody else offered (then the words say so and nothing
    /// changes). Announced to other instances.
    pub async fn decline_rematch(
        &self,
        old: &str,
        seat: usize,
        events: u64,
        ply: usize,
    ) -> Result<Result<RematchState, &'static str>, StoreError> {
        let mut tx = self.pool.begin().await?;
        sqlx::query("UPDATE games SET rematch_id = rematch_id WHERE id = $1")
            .bind(old)
            .execute(&mut *tx)
            .await?;
        let mut state = state_in(&mut tx, old).await?;
        if state.game_id.is_some() {
            return Ok(Err("the rematch has already started"));
        }
        if !state.offered.iter().any(|&s| s != seat) {
            return Ok(Err("no rematch is offered to you"));
        }
        sqlx::query("DELETE FROM rematch_offers WHERE game_id = $1 AND seat <> $2")
            .bind(old)
            .bind(to_i64(seat))
            .execute(&mut *tx)
            .await?;
        state.offered.retain(|&s| s == seat);
        if self.postgres {
            notify(&mut *tx, &format!("{old} {events} {ply} rematch")).await?;
        }
        tx.commit().await?;
        Ok(Ok(state))
    }

    pub async fn rematch_state(&self, id: &str) -> Result<RematchState, StoreError> {
        let mut tx = self.pool.begin().await?;
        let state = state_in(&mut tx, id).await?;
        tx.commit().await?;
        Ok(state)
    }
}

async fn state_in(tx: &mut Tx<'_>, id: &str) -> Result<RematchState, StoreError> {
    let offered = sqlx::query("SELECT seat FROM rematch_offers WHERE game_id = $1 ORDER BY seat")
        .bind(id)
        .fetch_all(&mut **tx)
        .await?
        .iter()
        .map(|r| r.try_get::<i64, _>("seat").map(|s| s.max(0) as usize))
        .collect::<Result<_, _>>()?;
    let game_id = sqlx::query("SELECT rematch_id FROM games WHERE id = $1")
        .bind(id)
        .fetch_optional(&mut **tx)
        .await?
        .map(|r| r.try_get::<Option<String>, _>("rematch_id"))
        .transpose()?
        .flatten();
    Ok(RematchState { offered, game_id })
}
