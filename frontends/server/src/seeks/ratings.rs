//! The rating a seeker is paired by: their rating in the game's pool (see
//! `ratings/`), or, for a guest or a player without one there yet, the start.

use crate::ratings::pool_of;
use crate::store::SqlStore;

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
    let (Some(account), Some((pool, _))) = (account, pool_of(game, seats)) else {
        return START_RATING;
    };
    match store.ratings_of(account).await {
        Ok(rows) => rows
            .iter()
            .find(|r| r.pool == pool)
            .map_or(START_RATING, |r| r.skill.rating.round() as i64),
        Err(e) => {
            tracing::warn!(error = %e, "a seeker's rating could not be read: the start is used");
            START_RATING
        }
    }
}
