//! The rating a seeker is paired by: their rating in the game's pool (see
//! `ratings/`), or, for a guest or a player without one there yet, the start.

use crate::ratings::pool_of;
use crate::store::{SqlStore, StoreError};

/// The rating everybody starts from (Glicko-2's and Weng-Lin's scale).
pub const START_RATING: i64 = 1500;

/// The rating of `account` (none for a guest) in the pool of `game` played with
/// `seats` seats, rounded.
pub async fn seeker_rating(
    store: &SqlStore,
    account: Option<&str>,
    game: &str,
    seats: usize,
) -> i64 {
    let Some(account) = account else {
        return START_RATING;
    };
    match standing_in_pool(store, account, game, seats).await {
        Ok((rating, _)) => rating,
        Err(e) => {
            tracing::warn!(error = %e, "a seeker's rating could not be read: the start is used");
            START_RATING
        }
    }
}

/// `account`'s rating, rounded, and its rated games in the pool of `game` at
/// `seats`: the start and none if it has no rating there.
pub async fn standing_in_pool(
    store: &SqlStore,
    account: &str,
    game: &str,
    seats: usize,
) -> Result<(i64, u64), StoreError> {
    let Some((pool, _)) = pool_of(game, seats) else {
        return Ok((START_RATING, 0));
    };
    let rows = store.ratings_of(account).await?;
    Ok(rows
        .iter()
        .find(|r| r.pool == pool)
        .map_or((START_RATING, 0), |r| {
            (r.skill.rating.round() as i64, r.games)
        }))
}
